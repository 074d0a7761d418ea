#loc = loc(unknown)
#loc1 = loc("params['Dense_0']['bias']")
#loc2 = loc("params['Dense_0']['kernel']")
#loc3 = loc("params['Embed_0']['embedding']")
#loc4 = loc("params['LayerNorm_0']['bias']")
#loc5 = loc("params['LayerNorm_0']['scale']")
#loc6 = loc("params['layers_0']['Dense_0']['bias']")
#loc7 = loc("params['layers_0']['Dense_0']['kernel']")
#loc8 = loc("params['layers_0']['Dense_1']['bias']")
#loc9 = loc("params['layers_0']['Dense_1']['kernel']")
#loc10 = loc("params['layers_0']['LayerNorm_0']['bias']")
#loc11 = loc("params['layers_0']['LayerNorm_0']['scale']")
#loc12 = loc("params['layers_0']['LayerNorm_1']['bias']")
#loc13 = loc("params['layers_0']['LayerNorm_1']['scale']")
#loc14 = loc("params['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc15 = loc("params['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc16 = loc("params['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc17 = loc("params['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc18 = loc("params['layers_1']['Dense_0']['bias']")
#loc19 = loc("params['layers_1']['Dense_0']['kernel']")
#loc20 = loc("params['layers_1']['Dense_1']['bias']")
#loc21 = loc("params['layers_1']['Dense_1']['kernel']")
#loc22 = loc("params['layers_1']['LayerNorm_0']['bias']")
#loc23 = loc("params['layers_1']['LayerNorm_0']['scale']")
#loc24 = loc("params['layers_1']['LayerNorm_1']['bias']")
#loc25 = loc("params['layers_1']['LayerNorm_1']['scale']")
#loc26 = loc("params['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc27 = loc("params['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc28 = loc("params['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc29 = loc("params['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc30 = loc("params['layers_2']['Dense_0']['bias']")
#loc31 = loc("params['layers_2']['Dense_0']['kernel']")
#loc32 = loc("params['layers_2']['Dense_1']['bias']")
#loc33 = loc("params['layers_2']['Dense_1']['kernel']")
#loc34 = loc("params['layers_2']['LayerNorm_0']['bias']")
#loc35 = loc("params['layers_2']['LayerNorm_0']['scale']")
#loc36 = loc("params['layers_2']['LayerNorm_1']['bias']")
#loc37 = loc("params['layers_2']['LayerNorm_1']['scale']")
#loc38 = loc("params['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc39 = loc("params['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc40 = loc("params['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc41 = loc("params['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc42 = loc("opt_state[0].count")
#loc43 = loc("opt_state[0].mu['Dense_0']['bias']")
#loc44 = loc("opt_state[0].mu['Dense_0']['kernel']")
#loc45 = loc("opt_state[0].mu['Embed_0']['embedding']")
#loc46 = loc("opt_state[0].mu['LayerNorm_0']['bias']")
#loc47 = loc("opt_state[0].mu['LayerNorm_0']['scale']")
#loc48 = loc("opt_state[0].mu['layers_0']['Dense_0']['bias']")
#loc49 = loc("opt_state[0].mu['layers_0']['Dense_0']['kernel']")
#loc50 = loc("opt_state[0].mu['layers_0']['Dense_1']['bias']")
#loc51 = loc("opt_state[0].mu['layers_0']['Dense_1']['kernel']")
#loc52 = loc("opt_state[0].mu['layers_0']['LayerNorm_0']['bias']")
#loc53 = loc("opt_state[0].mu['layers_0']['LayerNorm_0']['scale']")
#loc54 = loc("opt_state[0].mu['layers_0']['LayerNorm_1']['bias']")
#loc55 = loc("opt_state[0].mu['layers_0']['LayerNorm_1']['scale']")
#loc56 = loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc57 = loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc58 = loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc59 = loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc60 = loc("opt_state[0].mu['layers_1']['Dense_0']['bias']")
#loc61 = loc("opt_state[0].mu['layers_1']['Dense_0']['kernel']")
#loc62 = loc("opt_state[0].mu['layers_1']['Dense_1']['bias']")
#loc63 = loc("opt_state[0].mu['layers_1']['Dense_1']['kernel']")
#loc64 = loc("opt_state[0].mu['layers_1']['LayerNorm_0']['bias']")
#loc65 = loc("opt_state[0].mu['layers_1']['LayerNorm_0']['scale']")
#loc66 = loc("opt_state[0].mu['layers_1']['LayerNorm_1']['bias']")
#loc67 = loc("opt_state[0].mu['layers_1']['LayerNorm_1']['scale']")
#loc68 = loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc69 = loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc70 = loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc71 = loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc72 = loc("opt_state[0].mu['layers_2']['Dense_0']['bias']")
#loc73 = loc("opt_state[0].mu['layers_2']['Dense_0']['kernel']")
#loc74 = loc("opt_state[0].mu['layers_2']['Dense_1']['bias']")
#loc75 = loc("opt_state[0].mu['layers_2']['Dense_1']['kernel']")
#loc76 = loc("opt_state[0].mu['layers_2']['LayerNorm_0']['bias']")
#loc77 = loc("opt_state[0].mu['layers_2']['LayerNorm_0']['scale']")
#loc78 = loc("opt_state[0].mu['layers_2']['LayerNorm_1']['bias']")
#loc79 = loc("opt_state[0].mu['layers_2']['LayerNorm_1']['scale']")
#loc80 = loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc81 = loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc82 = loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc83 = loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc84 = loc("opt_state[0].nu['Dense_0']['bias']")
#loc85 = loc("opt_state[0].nu['Dense_0']['kernel']")
#loc86 = loc("opt_state[0].nu['Embed_0']['embedding']")
#loc87 = loc("opt_state[0].nu['LayerNorm_0']['bias']")
#loc88 = loc("opt_state[0].nu['LayerNorm_0']['scale']")
#loc89 = loc("opt_state[0].nu['layers_0']['Dense_0']['bias']")
#loc90 = loc("opt_state[0].nu['layers_0']['Dense_0']['kernel']")
#loc91 = loc("opt_state[0].nu['layers_0']['Dense_1']['bias']")
#loc92 = loc("opt_state[0].nu['layers_0']['Dense_1']['kernel']")
#loc93 = loc("opt_state[0].nu['layers_0']['LayerNorm_0']['bias']")
#loc94 = loc("opt_state[0].nu['layers_0']['LayerNorm_0']['scale']")
#loc95 = loc("opt_state[0].nu['layers_0']['LayerNorm_1']['bias']")
#loc96 = loc("opt_state[0].nu['layers_0']['LayerNorm_1']['scale']")
#loc97 = loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc98 = loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc99 = loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc100 = loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc101 = loc("opt_state[0].nu['layers_1']['Dense_0']['bias']")
#loc102 = loc("opt_state[0].nu['layers_1']['Dense_0']['kernel']")
#loc103 = loc("opt_state[0].nu['layers_1']['Dense_1']['bias']")
#loc104 = loc("opt_state[0].nu['layers_1']['Dense_1']['kernel']")
#loc105 = loc("opt_state[0].nu['layers_1']['LayerNorm_0']['bias']")
#loc106 = loc("opt_state[0].nu['layers_1']['LayerNorm_0']['scale']")
#loc107 = loc("opt_state[0].nu['layers_1']['LayerNorm_1']['bias']")
#loc108 = loc("opt_state[0].nu['layers_1']['LayerNorm_1']['scale']")
#loc109 = loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc110 = loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc111 = loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc112 = loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc113 = loc("opt_state[0].nu['layers_2']['Dense_0']['bias']")
#loc114 = loc("opt_state[0].nu['layers_2']['Dense_0']['kernel']")
#loc115 = loc("opt_state[0].nu['layers_2']['Dense_1']['bias']")
#loc116 = loc("opt_state[0].nu['layers_2']['Dense_1']['kernel']")
#loc117 = loc("opt_state[0].nu['layers_2']['LayerNorm_0']['bias']")
#loc118 = loc("opt_state[0].nu['layers_2']['LayerNorm_0']['scale']")
#loc119 = loc("opt_state[0].nu['layers_2']['LayerNorm_1']['bias']")
#loc120 = loc("opt_state[0].nu['layers_2']['LayerNorm_1']['scale']")
#loc121 = loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc122 = loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc123 = loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc124 = loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc125 = loc("inputs")
#loc126 = loc("targets")
#loc127 = loc("scatter-add")
#loc128 = loc("flax/linen/linear.py":1194:11 to :46)
#loc129 = loc("examples/jax/models.py":321:16 to :42)
#loc130 = loc("examples/jax/models.py":336:17 to :56)
#loc131 = loc("examples/jax/models.py":340:15 to :64)
#loc132 = loc("examples/jax/generate.py":36:11 to :43)
#loc133 = loc("examples/jax/generate.py":47:15 to :30)
#loc134 = loc("examples/jax/generate.py":63:4 to :10)
#loc135 = loc("optax/losses/_classification.py":400:17 to 402:3)
#loc136 = loc("examples/jax/models.py":337:15 to :79)
#loc137 = loc("optax/losses/_classification.py":402:4 to :22)
#loc138 = loc("optax/_src/numerics.py":143:38 to :49)
#loc139 = loc("optax/_src/transform.py":285:16 to :52)
#loc140 = loc("optax/_src/base.py":339:11 to :44)
#loc141 = loc("optax/transforms/_combining.py":90:23 to :59)
#loc142 = loc("examples/jax/models.py":341:29 to :61)
#loc143 = loc("lt")
#loc144 = loc("add")
#loc145 = loc("select_n")
#loc146 = loc("jit(_where)")
#loc147 = loc("broadcast_in_dim")
#loc148 = loc("ge")
#loc149 = loc("le")
#loc150 = loc("and")
#loc151 = loc("reduce_and")
#loc152 = loc("gather")
#loc153 = loc("flax/linen/normalization.py":57:11 to :24)
#loc154 = loc("flax/linen/normalization.py":139:42 to :52)
#loc155 = loc("flax/linen/normalization.py":512:16 to 521:5)
#loc156 = loc("examples/jax/models.py":307:16 to :33)
#loc157 = loc("examples/jax/models.py":324:20 to :48)
#loc158 = loc("flax/linen/normalization.py":122:16 to :40)
#loc159 = loc("flax/linen/normalization.py":122:10 to :53)
#loc160 = loc("flax/linen/normalization.py":139:16 to :64)
#loc161 = loc("flax/linen/normalization.py":142:35 to :46)
#loc162 = loc("flax/linen/normalization.py":142:29 to :46)
#loc163 = loc("flax/linen/normalization.py":142:12 to :47)
#loc164 = loc("flax/linen/normalization.py":204:8 to :44)
#loc165 = loc("flax/linen/normalization.py":523:11 to 538:5)
#loc166 = loc("flax/linen/normalization.py":205:6 to :14)
#loc167 = loc("flax/linen/normalization.py":206:18 to :31)
#loc168 = loc("flax/linen/normalization.py":206:8 to :32)
#loc169 = loc("flax/linen/normalization.py":211:6 to :28)
#loc170 = loc("flax/linen/normalization.py":214:4 to :16)
#loc171 = loc("flax/linen/normalization.py":216:2 to :10)
#loc172 = loc("flax/linen/normalization.py":220:6 to :28)
#loc173 = loc("flax/linen/normalization.py":223:4 to :13)
#loc174 = loc("flax/linen/linear.py":199:10 to 204:5)
#loc175 = loc("flax/linen/attention.py":549:6 to :35)
#loc176 = loc("examples/jax/models.py":313:16 to :86)
#loc177 = loc("flax/linen/attention.py":550:6 to :33)
#loc178 = loc("flax/linen/attention.py":551:6 to :35)
#loc179 = loc("flax/linen/attention.py":130:18 to :33)
#loc180 = loc("flax/linen/attention.py":266:17 to 281:3)
#loc181 = loc("flax/linen/attention.py":674:10 to :54)
#loc182 = loc("flax/linen/attention.py":130:10 to :47)
#loc183 = loc("flax/linen/attention.py":132:17 to :60)
#loc184 = loc("flax/linen/attention.py":146:19 to :47)
#loc185 = loc("flax/linen/attention.py":291:9 to 295:3)
#loc186 = loc("flax/linen/attention.py":676:10 to 688:8)
#loc187 = loc("examples/jax/models.py":314:16 to :21)
#loc188 = loc("examples/jax/models.py":315:32 to :49)
#loc189 = loc("flax/linen/linear.py":287:8 to 292:5)
#loc190 = loc("examples/jax/models.py":315:16 to :50)
#loc191 = loc("flax/linen/linear.py":294:11 to :57)
#loc192 = loc("flax/linen/linear.py":294:6 to :57)
#loc193 = loc("examples/jax/models.py":316:35 to :45)
#loc194 = loc("examples/jax/models.py":316:23 to :46)
#loc195 = loc("examples/jax/models.py":316:19 to :46)
#loc196 = loc("examples/jax/models.py":325:35 to :52)
#loc197 = loc("examples/jax/models.py":325:19 to :53)
#loc198 = loc("optax/losses/_classification.py":401:14 to :43)
#loc199 = loc("reshape")
#loc200 = loc("optax/losses/_classification.py":403:20 to :68)
#loc201 = loc("optax/losses/_classification.py":404:8 to :38)
#loc202 = loc("examples/jax/models.py":337:15 to :86)
#loc203 = loc("flax/linen/normalization.py":203:9 to :46)
#loc204 = loc("optax/tree_utils/_tree_math.py":398:10 to :34)
#loc205 = loc("optax/tree_utils/_tree_math.py":396:9 to 403:3)
#loc206 = loc("optax/_src/transform.py":283:9 to :59)
#loc207 = loc("optax/tree_utils/_tree_math.py":398:37 to :46)
#loc208 = loc("optax/tree_utils/_tree_math.py":398:10 to :46)
#loc209 = loc("optax/tree_utils/_tree_math.py":423:13 to :23)
#loc210 = loc("optax/tree_utils/_tree_math.py":433:24 to :39)
#loc211 = loc("optax/tree_utils/_tree_math.py":431:9 to 438:3)
#loc212 = loc("optax/_src/transform.py":284:9 to :73)
#loc213 = loc("optax/tree_utils/_tree_math.py":433:10 to :39)
#loc214 = loc("optax/tree_utils/_tree_math.py":433:42 to :51)
#loc215 = loc("optax/tree_utils/_tree_math.py":433:10 to :51)
#loc216 = loc("optax/_src/numerics.py":143:19 to :36)
#loc217 = loc("optax/_src/numerics.py":143:9 to :61)
#loc218 = loc("optax/_src/transform.py":294:15 to :60)
#loc219 = loc("optax/_src/transform.py":298:13 to :58)
#loc220 = loc("optax/_src/transform.py":300:58 to :70)
#loc221 = loc("optax/_src/transform.py":299:14 to 304:5)
#loc222 = loc("optax/_src/transform.py":300:49 to :71)
#loc223 = loc("optax/_src/transform.py":300:49 to :77)
#loc224 = loc("optax/_src/transform.py":300:44 to :78)
#loc225 = loc("optax/_src/transform.py":507:37 to :50)
#loc226 = loc("optax/_src/transform.py":507:14 to :60)
#loc227 = loc("optax/_src/update.py":42:45 to :50)
#loc228 = loc("optax/_src/update.py":40:9 to 47:3)
#loc229 = loc("examples/jax/models.py":342:18 to :54)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map7 = affine_map<() -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map13 = affine_map<(d0) -> (d0)>
#map14 = affine_map<(d0) -> ()>
#map15 = affine_map<(d0, d1) -> ()>
#map16 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map17 = affine_map<(d0, d1, d2) -> (d0)>
#map18 = affine_map<(d0, d1) -> (d1, d0)>
#map19 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>
#map22 = affine_map<(d0, d1, d2) -> ()>
#loc230 = loc("Embed.__call__"(#loc128))
#loc231 = loc("make_flax_adam.<locals>.Model.__call__"(#loc129))
#loc232 = loc("make_flax_adam.<locals>.loss"(#loc130))
#loc233 = loc("make_flax_adam.<locals>.step"(#loc131))
#loc234 = loc("stablehlo"(#loc132))
#loc235 = loc("main"(#loc133))
#loc236 = loc("<module>"(#loc134))
#loc237 = loc("softmax_cross_entropy_with_integer_labels"(#loc135))
#loc238 = loc("make_flax_adam.<locals>.loss"(#loc136))
#loc239 = loc("softmax_cross_entropy_with_integer_labels"(#loc137))
#loc240 = loc("safe_increment"(#loc138))
#loc241 = loc("scale_by_adam.<locals>.update_fn"(#loc139))
#loc242 = loc("with_extra_args_support.<locals>.update"(#loc140))
#loc243 = loc("chain.<locals>.update_fn"(#loc141))
#loc244 = loc("make_flax_adam.<locals>.step"(#loc142))
#loc245 = loc("_abs_sq"(#loc153))
#loc246 = loc("_compute_stats"(#loc154))
#loc247 = loc("LayerNorm.__call__"(#loc155))
#loc248 = loc("make_flax_adam.<locals>.Block.__call__"(#loc156))
#loc249 = loc("make_flax_adam.<locals>.Model.__call__"(#loc157))
#loc250 = loc("_compute_stats.<locals>.maybe_distributed_mean.<locals>.<genexpr>"(#loc158))
#loc251 = loc("_compute_stats.<locals>.maybe_distributed_mean"(#loc159))
#loc252 = loc("_compute_stats"(#loc160))
#loc253 = loc("_compute_stats"(#loc161))
#loc254 = loc("_compute_stats"(#loc162))
#loc255 = loc("_compute_stats"(#loc163))
#loc256 = loc("_normalize"(#loc164))
#loc257 = loc("LayerNorm.__call__"(#loc165))
#loc258 = loc("_normalize"(#loc166))
#loc259 = loc("_normalize"(#loc167))
#loc260 = loc("_normalize"(#loc168))
#loc261 = loc("_normalize"(#loc169))
#loc262 = loc("_normalize"(#loc170))
#loc263 = loc("_normalize"(#loc171))
#loc264 = loc("_normalize"(#loc172))
#loc265 = loc("_normalize"(#loc173))
#loc266 = loc("DenseGeneral.__call__"(#loc174))
#loc267 = loc("MultiHeadDotProductAttention.__call__"(#loc175))
#loc268 = loc("make_flax_adam.<locals>.Block.__call__"(#loc176))
#loc269 = loc("MultiHeadDotProductAttention.__call__"(#loc177))
#loc270 = loc("MultiHeadDotProductAttention.__call__"(#loc178))
#loc271 = loc("dot_product_attention_weights"(#loc179))
#loc272 = loc("dot_product_attention"(#loc180))
#loc273 = loc("MultiHeadDotProductAttention.__call__"(#loc181))
#loc274 = loc("dot_product_attention_weights"(#loc182))
#loc275 = loc("dot_product_attention_weights"(#loc183))
#loc276 = loc("dot_product_attention_weights"(#loc184))
#loc277 = loc("dot_product_attention"(#loc185))
#loc278 = loc("MultiHeadDotProductAttention.__call__"(#loc186))
#loc279 = loc("make_flax_adam.<locals>.Block.__call__"(#loc187))
#loc280 = loc("make_flax_adam.<locals>.Block.__call__"(#loc188))
#loc281 = loc("Dense.__call__"(#loc189))
#loc282 = loc("make_flax_adam.<locals>.Block.__call__"(#loc190))
#loc283 = loc("Dense.__call__"(#loc191))
#loc284 = loc("Dense.__call__"(#loc192))
#loc285 = loc("make_flax_adam.<locals>.Block.__call__"(#loc193))
#loc286 = loc("make_flax_adam.<locals>.Block.__call__"(#loc194))
#loc287 = loc("make_flax_adam.<locals>.Block.__call__"(#loc195))
#loc288 = loc("make_flax_adam.<locals>.Model.__call__"(#loc196))
#loc289 = loc("make_flax_adam.<locals>.Model.__call__"(#loc197))
#loc290 = loc("softmax_cross_entropy_with_integer_labels"(#loc198))
#loc291 = loc("softmax_cross_entropy_with_integer_labels"(#loc200))
#loc292 = loc("softmax_cross_entropy_with_integer_labels"(#loc201))
#loc293 = loc("make_flax_adam.<locals>.loss"(#loc202))
#loc294 = loc("_normalize"(#loc203))
#loc295 = loc("tree_update_moment.<locals>.<lambda>"(#loc204))
#loc296 = loc("tree_update_moment"(#loc205))
#loc297 = loc("scale_by_adam.<locals>.update_fn"(#loc206))
#loc298 = loc("tree_update_moment.<locals>.<lambda>"(#loc207))
#loc299 = loc("tree_update_moment.<locals>.<lambda>"(#loc208))
#loc300 = loc("tree_update_moment_per_elem_norm.<locals>.orderth_norm"(#loc209))
#loc301 = loc("tree_update_moment_per_elem_norm.<locals>.<lambda>"(#loc210))
#loc302 = loc("tree_update_moment_per_elem_norm"(#loc211))
#loc303 = loc("scale_by_adam.<locals>.update_fn"(#loc212))
#loc304 = loc("tree_update_moment_per_elem_norm.<locals>.<lambda>"(#loc213))
#loc305 = loc("tree_update_moment_per_elem_norm.<locals>.<lambda>"(#loc214))
#loc306 = loc("tree_update_moment_per_elem_norm.<locals>.<lambda>"(#loc215))
#loc307 = loc("safe_increment"(#loc216))
#loc308 = loc("safe_increment"(#loc217))
#loc309 = loc("scale_by_adam.<locals>.update_fn"(#loc218))
#loc310 = loc("scale_by_adam.<locals>.update_fn"(#loc219))
#loc311 = loc("scale_by_adam.<locals>.update_fn.<locals>.<lambda>"(#loc220))
#loc312 = loc("scale_by_adam.<locals>.update_fn"(#loc221))
#loc313 = loc("scale_by_adam.<locals>.update_fn.<locals>.<lambda>"(#loc222))
#loc314 = loc("scale_by_adam.<locals>.update_fn.<locals>.<lambda>"(#loc223))
#loc315 = loc("scale_by_adam.<locals>.update_fn.<locals>.<lambda>"(#loc224))
#loc316 = loc("scale.<locals>.update_fn.<locals>.<lambda>"(#loc225))
#loc317 = loc("scale.<locals>.update_fn"(#loc226))
#loc318 = loc("apply_updates.<locals>.<lambda>"(#loc227))
#loc319 = loc("apply_updates"(#loc228))
#loc320 = loc("make_flax_adam.<locals>.step"(#loc229))
#loc321 = loc(callsite(#loc235 at #loc236))
#loc322 = loc(callsite(#loc232 at #loc233))
#loc323 = loc(callsite(#loc234 at #loc321))
#loc324 = loc(callsite(#loc249 at #loc322))
#loc325 = loc(callsite(#loc233 at #loc323))
#loc326 = loc(callsite(#loc244 at #loc323))
#loc327 = loc(callsite(#loc268 at #loc324))
#loc328 = loc(callsite(#loc320 at #loc323))
#loc330 = loc(callsite(#loc232 at #loc325))
#loc331 = loc(callsite(#loc238 at #loc325))
#loc332 = loc(callsite(#loc243 at #loc326))
#loc333 = loc(callsite(#loc273 at #loc327))
#loc334 = loc(callsite(#loc293 at #loc325))
#loc335 = loc(callsite(#loc319 at #loc328))
#loc336 = loc(callsite(#loc231 at #loc330))
#loc337 = loc(callsite(#loc237 at #loc331))
#loc338 = loc(callsite(#loc239 at #loc331))
#loc339 = loc(callsite(#loc242 at #loc332))
#loc340 = loc(callsite(#loc249 at #loc330))
#loc341 = loc(callsite(#loc272 at #loc333))
#loc342 = loc(callsite(#loc288 at #loc330))
#loc343 = loc(callsite(#loc289 at #loc330))
#loc344 = loc(callsite(#loc290 at #loc331))
#loc345 = loc(callsite(#loc291 at #loc331))
#loc346 = loc(callsite(#loc292 at #loc331))
#loc347 = loc("jit(step)/jvp()/reduce_sum"(#loc334))
#loc348 = loc("jit(step)/jvp()/div"(#loc334))
#loc349 = loc("jit(step)/transpose(jvp())/div"(#loc334))
#loc350 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc334))
#loc351 = loc(callsite(#loc318 at #loc335))
#loc352 = loc(callsite(#loc230 at #loc336))
#loc353 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc337))
#loc355 = loc(callsite(#loc241 at #loc339))
#loc356 = loc(callsite(#loc248 at #loc340))
#loc357 = loc(callsite(#loc268 at #loc340))
#loc358 = loc(callsite(#loc276 at #loc341))
#loc359 = loc(callsite(#loc279 at #loc340))
#loc360 = loc(callsite(#loc280 at #loc340))
#loc361 = loc(callsite(#loc282 at #loc340))
#loc362 = loc(callsite(#loc285 at #loc340))
#loc363 = loc(callsite(#loc286 at #loc340))
#loc364 = loc(callsite(#loc287 at #loc340))
#loc365 = loc(callsite(#loc247 at #loc342))
#loc366 = loc(callsite(#loc257 at #loc342))
#loc367 = loc(callsite(#loc281 at #loc343))
#loc368 = loc(callsite(#loc283 at #loc343))
#loc369 = loc(callsite(#loc284 at #loc343))
#loc370 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc344))
#loc371 = loc("jit(step)/jvp(jit(take_along_axis))"(#loc337))
#loc372 = loc("jit(step)/jvp(jit(_take))"(#loc338))
#loc373 = loc("jit(step)/jvp()/reduce_max"(#loc345))
#loc374 = loc("jit(step)/jvp()/is_finite"(#loc345))
#loc375 = loc("jit(step)/jvp()/max"(#loc345))
#loc376 = loc("jit(step)/jvp()/select_n"(#loc345))
#loc377 = loc("jit(step)/jvp()/sub"(#loc345))
#loc378 = loc("jit(step)/jvp()/exp"(#loc345))
#loc379 = loc("jit(step)/jvp()/reduce_sum"(#loc345))
#loc380 = loc("jit(step)/jvp()/abs"(#loc345))
#loc381 = loc("jit(step)/jvp()/ge"(#loc345))
#loc382 = loc("jit(step)/jvp()/log"(#loc345))
#loc383 = loc("jit(step)/jvp()/add"(#loc345))
#loc384 = loc("jit(step)/jvp()/sub"(#loc346))
#loc385 = loc("jit(step)/transpose(jvp())/neg"(#loc346))
#loc386 = loc("jit(step)/transpose(jvp())/div"(#loc345))
#loc387 = loc("jit(step)/transpose(jvp())/select_n"(#loc345))
#loc388 = loc("jit(step)/transpose(jvp())/neg"(#loc345))
#loc389 = loc("jit(step)/transpose(jvp())/add_any"(#loc345))
#loc390 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc345))
#loc391 = loc("jit(step)/transpose(jvp())/mul"(#loc345))
#loc392 = loc("jit(step)/transpose(jvp())/add_any"(#loc337))
#loc393 = loc(callsite(#loc297 at #loc339))
#loc394 = loc(callsite(#loc303 at #loc339))
#loc395 = loc(callsite(#loc309 at #loc339))
#loc396 = loc(callsite(#loc310 at #loc339))
#loc397 = loc(callsite(#loc312 at #loc339))
#loc398 = loc(callsite(#loc317 at #loc339))
#loc399 = loc("jit(step)/add"(#loc351))
#loc400 = loc("jit(step)/transpose(jvp(Model))/Embed_0/jit(_take)"(#loc352))
#loc401 = loc(callsite(#loc127 at #loc353))
#loc403 = loc(callsite(#loc240 at #loc355))
#loc404 = loc("jit(step)/jvp(Model)/Embed_0/jit(_take)"(#loc352))
#loc405 = loc(callsite(#loc247 at #loc356))
#loc406 = loc(callsite(#loc257 at #loc356))
#loc407 = loc(callsite(#loc267 at #loc357))
#loc408 = loc(callsite(#loc269 at #loc357))
#loc409 = loc(callsite(#loc270 at #loc357))
#loc410 = loc(callsite(#loc273 at #loc357))
#loc411 = loc(callsite(#loc278 at #loc357))
#loc412 = loc("jit(step)/jvp(Model)/layers_0/add"(#loc359))
#loc413 = loc(callsite(#loc247 at #loc360))
#loc414 = loc(callsite(#loc257 at #loc360))
#loc415 = loc(callsite(#loc281 at #loc361))
#loc416 = loc(callsite(#loc283 at #loc361))
#loc417 = loc(callsite(#loc284 at #loc361))
#loc418 = loc("jit(step)/jvp(Model)/layers_0/integer_pow"(#loc362))
#loc419 = loc("jit(step)/jvp(Model)/layers_0/mul"(#loc362))
#loc420 = loc("jit(step)/jvp(Model)/layers_0/add"(#loc362))
#loc421 = loc("jit(step)/jvp(Model)/layers_0/tanh"(#loc362))
#loc422 = loc("jit(step)/jvp(Model)/layers_0/sub"(#loc362))
#loc423 = loc(callsite(#loc281 at #loc363))
#loc424 = loc(callsite(#loc283 at #loc363))
#loc425 = loc(callsite(#loc284 at #loc363))
#loc426 = loc("jit(step)/jvp(Model)/layers_0/add"(#loc364))
#loc427 = loc("jit(step)/jvp(Model)/layers_1/add"(#loc359))
#loc428 = loc("jit(step)/jvp(Model)/layers_1/integer_pow"(#loc362))
#loc429 = loc("jit(step)/jvp(Model)/layers_1/mul"(#loc362))
#loc430 = loc("jit(step)/jvp(Model)/layers_1/add"(#loc362))
#loc431 = loc("jit(step)/jvp(Model)/layers_1/tanh"(#loc362))
#loc432 = loc("jit(step)/jvp(Model)/layers_1/sub"(#loc362))
#loc433 = loc("jit(step)/jvp(Model)/layers_1/add"(#loc364))
#loc434 = loc("jit(step)/jvp(Model)/layers_2/add"(#loc359))
#loc435 = loc("jit(step)/jvp(Model)/layers_2/integer_pow"(#loc362))
#loc436 = loc("jit(step)/jvp(Model)/layers_2/mul"(#loc362))
#loc437 = loc("jit(step)/jvp(Model)/layers_2/add"(#loc362))
#loc438 = loc("jit(step)/jvp(Model)/layers_2/tanh"(#loc362))
#loc439 = loc("jit(step)/jvp(Model)/layers_2/sub"(#loc362))
#loc440 = loc("jit(step)/jvp(Model)/layers_2/add"(#loc364))
#loc441 = loc(callsite(#loc246 at #loc365))
#loc442 = loc(callsite(#loc252 at #loc365))
#loc443 = loc(callsite(#loc253 at #loc365))
#loc444 = loc(callsite(#loc254 at #loc365))
#loc445 = loc(callsite(#loc255 at #loc365))
#loc446 = loc(callsite(#loc256 at #loc366))
#loc447 = loc(callsite(#loc258 at #loc366))
#loc448 = loc(callsite(#loc259 at #loc366))
#loc449 = loc(callsite(#loc260 at #loc366))
#loc450 = loc(callsite(#loc261 at #loc366))
#loc451 = loc(callsite(#loc262 at #loc366))
#loc452 = loc(callsite(#loc263 at #loc366))
#loc453 = loc(callsite(#loc264 at #loc366))
#loc454 = loc(callsite(#loc265 at #loc366))
#loc455 = loc("jit(step)/jvp(Model)/Dense_0/dot_general"(#loc367))
#loc456 = loc("jit(step)/jvp(Model)/Dense_0/reshape"(#loc368))
#loc457 = loc("jit(step)/jvp(Model)/Dense_0/add"(#loc369))
#loc458 = loc(callsite(#loc143 at #loc371))
#loc459 = loc(callsite(#loc144 at #loc371))
#loc460 = loc(callsite(#loc145 at #loc371))
#loc461 = loc(callsite(#loc199 at #loc371))
#loc462 = loc(callsite(#loc148 at #loc371))
#loc463 = loc(callsite(#loc149 at #loc371))
#loc464 = loc(callsite(#loc150 at #loc371))
#loc465 = loc(callsite(#loc151 at #loc371))
#loc466 = loc(callsite(#loc152 at #loc371))
#loc467 = loc(callsite(#loc150 at #loc372))
#loc468 = loc(callsite(#loc151 at #loc372))
#loc469 = loc(callsite(#loc152 at #loc372))
#loc470 = loc(callsite(#loc147 at #loc372))
#loc471 = loc(callsite(#loc145 at #loc372))
#loc473 = loc(callsite(#loc at #loc353))
#loc475 = loc("jit(step)/transpose(jvp(Model))/Dense_0/reduce_sum"(#loc369))
#loc476 = loc("jit(step)/transpose(jvp(Model))/Dense_0/dot_general"(#loc367))
#loc477 = loc("jit(step)/transpose(jvp(Model))/Dense_0/transpose"(#loc367))
#loc478 = loc(callsite(#loc294 at #loc366))
#loc479 = loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362))
#loc480 = loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc362))
#loc481 = loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362))
#loc482 = loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc362))
#loc483 = loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362))
#loc484 = loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc362))
#loc485 = loc(callsite(#loc296 at #loc393))
#loc486 = loc(callsite(#loc302 at #loc394))
#loc487 = loc(callsite(#loc307 at #loc355))
#loc488 = loc(callsite(#loc308 at #loc355))
#loc489 = loc("jit(step)/pow"(#loc395))
#loc490 = loc("jit(step)/sub"(#loc395))
#loc491 = loc("jit(step)/div"(#loc395))
#loc492 = loc("jit(step)/pow"(#loc396))
#loc493 = loc("jit(step)/sub"(#loc396))
#loc494 = loc("jit(step)/div"(#loc396))
#loc495 = loc(callsite(#loc311 at #loc397))
#loc496 = loc(callsite(#loc313 at #loc397))
#loc497 = loc(callsite(#loc314 at #loc397))
#loc498 = loc(callsite(#loc315 at #loc397))
#loc499 = loc(callsite(#loc316 at #loc398))
#loc500 = loc(callsite(#loc127 at #loc400))
#loc503 = loc("jit(step)/add"(#loc403))
#loc504 = loc(callsite(#loc143 at #loc404))
#loc505 = loc(callsite(#loc144 at #loc404))
#loc506 = loc(callsite(#loc146 at #loc404))
#loc507 = loc(callsite(#loc147 at #loc404))
#loc508 = loc(callsite(#loc148 at #loc404))
#loc509 = loc(callsite(#loc149 at #loc404))
#loc510 = loc(callsite(#loc150 at #loc404))
#loc511 = loc(callsite(#loc151 at #loc404))
#loc512 = loc(callsite(#loc152 at #loc404))
#loc513 = loc(callsite(#loc145 at #loc404))
#loc514 = loc(callsite(#loc246 at #loc405))
#loc515 = loc(callsite(#loc252 at #loc405))
#loc516 = loc(callsite(#loc253 at #loc405))
#loc517 = loc(callsite(#loc254 at #loc405))
#loc518 = loc(callsite(#loc255 at #loc405))
#loc519 = loc(callsite(#loc256 at #loc406))
#loc520 = loc(callsite(#loc258 at #loc406))
#loc521 = loc(callsite(#loc259 at #loc406))
#loc522 = loc(callsite(#loc260 at #loc406))
#loc523 = loc(callsite(#loc261 at #loc406))
#loc524 = loc(callsite(#loc262 at #loc406))
#loc525 = loc(callsite(#loc263 at #loc406))
#loc526 = loc(callsite(#loc264 at #loc406))
#loc527 = loc(callsite(#loc265 at #loc406))
#loc528 = loc(callsite(#loc266 at #loc407))
#loc529 = loc(callsite(#loc266 at #loc408))
#loc530 = loc(callsite(#loc266 at #loc409))
#loc531 = loc(callsite(#loc272 at #loc410))
#loc532 = loc(callsite(#loc277 at #loc410))
#loc533 = loc(callsite(#loc266 at #loc411))
#loc534 = loc(callsite(#loc246 at #loc413))
#loc535 = loc(callsite(#loc252 at #loc413))
#loc536 = loc(callsite(#loc253 at #loc413))
#loc537 = loc(callsite(#loc254 at #loc413))
#loc538 = loc(callsite(#loc255 at #loc413))
#loc539 = loc(callsite(#loc256 at #loc414))
#loc540 = loc(callsite(#loc258 at #loc414))
#loc541 = loc(callsite(#loc259 at #loc414))
#loc542 = loc(callsite(#loc260 at #loc414))
#loc543 = loc(callsite(#loc261 at #loc414))
#loc544 = loc(callsite(#loc262 at #loc414))
#loc545 = loc(callsite(#loc263 at #loc414))
#loc546 = loc(callsite(#loc264 at #loc414))
#loc547 = loc(callsite(#loc265 at #loc414))
#loc548 = loc("jit(step)/jvp(Model)/layers_0/Dense_0/dot_general"(#loc415))
#loc549 = loc("jit(step)/jvp(Model)/layers_0/Dense_0/reshape"(#loc416))
#loc550 = loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc417))
#loc551 = loc("jit(step)/jvp(Model)/layers_0/Dense_1/dot_general"(#loc423))
#loc552 = loc("jit(step)/jvp(Model)/layers_0/Dense_1/reshape"(#loc424))
#loc553 = loc("jit(step)/jvp(Model)/layers_0/Dense_1/add"(#loc425))
#loc554 = loc("jit(step)/jvp(Model)/layers_1/Dense_0/dot_general"(#loc415))
#loc555 = loc("jit(step)/jvp(Model)/layers_1/Dense_0/reshape"(#loc416))
#loc556 = loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc417))
#loc557 = loc("jit(step)/jvp(Model)/layers_1/Dense_1/dot_general"(#loc423))
#loc558 = loc("jit(step)/jvp(Model)/layers_1/Dense_1/reshape"(#loc424))
#loc559 = loc("jit(step)/jvp(Model)/layers_1/Dense_1/add"(#loc425))
#loc560 = loc("jit(step)/jvp(Model)/layers_2/Dense_0/dot_general"(#loc415))
#loc561 = loc("jit(step)/jvp(Model)/layers_2/Dense_0/reshape"(#loc416))
#loc562 = loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc417))
#loc563 = loc("jit(step)/jvp(Model)/layers_2/Dense_1/dot_general"(#loc423))
#loc564 = loc("jit(step)/jvp(Model)/layers_2/Dense_1/reshape"(#loc424))
#loc565 = loc("jit(step)/jvp(Model)/layers_2/Dense_1/add"(#loc425))
#loc566 = loc(callsite(#loc245 at #loc441))
#loc567 = loc(callsite(#loc251 at #loc442))
#loc568 = loc(callsite(#loc245 at #loc443))
#loc569 = loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc444))
#loc570 = loc("jit(step)/jvp(Model)/LayerNorm_0/max"(#loc445))
#loc571 = loc("jit(step)/jvp(Model)/LayerNorm_0/eq"(#loc445))
#loc572 = loc("jit(step)/jvp(Model)/LayerNorm_0/select_n"(#loc445))
#loc573 = loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc445))
#loc574 = loc("jit(step)/jvp(Model)/LayerNorm_0/broadcast_in_dim"(#loc446))
#loc575 = loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc447))
#loc576 = loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc448))
#loc577 = loc("jit(step)/jvp(Model)/LayerNorm_0/rsqrt"(#loc449))
#loc578 = loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc449))
#loc579 = loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc449))
#loc580 = loc("jit(step)/jvp(Model)/LayerNorm_0/reshape"(#loc450))
#loc581 = loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc451))
#loc582 = loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc452))
#loc583 = loc("jit(step)/jvp(Model)/LayerNorm_0/reshape"(#loc453))
#loc584 = loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc454))
#loc602 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc454))
#loc603 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc452))
#loc604 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc451))
#loc605 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc451))
#loc606 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reshape"(#loc451))
#loc607 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc449))
#loc608 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/neg"(#loc447))
#loc609 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc447))
#loc611 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc446))
#loc612 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc478))
#loc613 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc445))
#loc614 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/neg"(#loc444))
#loc615 = loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/reduce_sum"(#loc425))
#loc616 = loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/dot_general"(#loc423))
#loc617 = loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/transpose"(#loc423))
#loc618 = loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/reduce_sum"(#loc417))
#loc619 = loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/dot_general"(#loc415))
#loc620 = loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/transpose"(#loc415))
#loc621 = loc(callsite(#loc294 at #loc414))
#loc622 = loc(callsite(#loc294 at #loc406))
#loc623 = loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/reduce_sum"(#loc425))
#loc624 = loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/dot_general"(#loc423))
#loc625 = loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/transpose"(#loc423))
#loc626 = loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/reduce_sum"(#loc417))
#loc627 = loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/dot_general"(#loc415))
#loc628 = loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/transpose"(#loc415))
#loc629 = loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/reduce_sum"(#loc425))
#loc630 = loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/dot_general"(#loc423))
#loc631 = loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/transpose"(#loc423))
#loc632 = loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/reduce_sum"(#loc417))
#loc633 = loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/dot_general"(#loc415))
#loc634 = loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/transpose"(#loc415))
#loc636 = loc(callsite(#loc295 at #loc485))
#loc637 = loc(callsite(#loc298 at #loc485))
#loc638 = loc(callsite(#loc299 at #loc485))
#loc639 = loc(callsite(#loc301 at #loc486))
#loc640 = loc(callsite(#loc304 at #loc486))
#loc641 = loc(callsite(#loc305 at #loc486))
#loc642 = loc(callsite(#loc306 at #loc486))
#loc643 = loc("jit(step)/lt"(#loc487))
#loc644 = loc("jit(step)/jit(_where)"(#loc488))
#loc645 = loc("jit(step)/add"(#loc495))
#loc646 = loc("jit(step)/sqrt"(#loc496))
#loc647 = loc("jit(step)/add"(#loc497))
#loc648 = loc("jit(step)/div"(#loc498))
#loc649 = loc("jit(step)/mul"(#loc499))
#loc653 = loc(callsite(#loc145 at #loc506))
#loc661 = loc(callsite(#loc245 at #loc514))
#loc662 = loc(callsite(#loc251 at #loc515))
#loc663 = loc(callsite(#loc245 at #loc516))
#loc664 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc517))
#loc665 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/max"(#loc518))
#loc666 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/eq"(#loc518))
#loc667 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/select_n"(#loc518))
#loc668 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc518))
#loc669 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/broadcast_in_dim"(#loc519))
#loc670 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc520))
#loc671 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc521))
#loc672 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/rsqrt"(#loc522))
#loc673 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc522))
#loc674 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc522))
#loc675 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reshape"(#loc523))
#loc676 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc524))
#loc677 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc525))
#loc678 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reshape"(#loc526))
#loc679 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc527))
#loc680 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc528))
#loc681 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc529))
#loc682 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc530))
#loc683 = loc(callsite(#loc271 at #loc531))
#loc684 = loc(callsite(#loc274 at #loc531))
#loc685 = loc(callsite(#loc275 at #loc531))
#loc686 = loc(callsite(#loc276 at #loc531))
#loc687 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))
#loc688 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))
#loc689 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc533))
#loc690 = loc(callsite(#loc245 at #loc534))
#loc691 = loc(callsite(#loc251 at #loc535))
#loc692 = loc(callsite(#loc245 at #loc536))
#loc693 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc537))
#loc694 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/max"(#loc538))
#loc695 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/eq"(#loc538))
#loc696 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/select_n"(#loc538))
#loc697 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc538))
#loc698 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/broadcast_in_dim"(#loc539))
#loc699 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc540))
#loc700 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc541))
#loc701 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/rsqrt"(#loc542))
#loc702 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc542))
#loc703 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc542))
#loc704 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reshape"(#loc543))
#loc705 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc544))
#loc706 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc545))
#loc707 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reshape"(#loc546))
#loc708 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc547))
#loc709 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc517))
#loc710 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/max"(#loc518))
#loc711 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/eq"(#loc518))
#loc712 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/select_n"(#loc518))
#loc713 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc518))
#loc714 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/broadcast_in_dim"(#loc519))
#loc715 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc520))
#loc716 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc521))
#loc717 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/rsqrt"(#loc522))
#loc718 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc522))
#loc719 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc522))
#loc720 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reshape"(#loc523))
#loc721 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc524))
#loc722 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc525))
#loc723 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reshape"(#loc526))
#loc724 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc527))
#loc725 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc528))
#loc726 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc529))
#loc727 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc530))
#loc728 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))
#loc729 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))
#loc730 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc533))
#loc731 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc537))
#loc732 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/max"(#loc538))
#loc733 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/eq"(#loc538))
#loc734 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/select_n"(#loc538))
#loc735 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc538))
#loc736 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/broadcast_in_dim"(#loc539))
#loc737 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc540))
#loc738 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc541))
#loc739 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/rsqrt"(#loc542))
#loc740 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc542))
#loc741 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc542))
#loc742 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reshape"(#loc543))
#loc743 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc544))
#loc744 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc545))
#loc745 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reshape"(#loc546))
#loc746 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc547))
#loc747 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc517))
#loc748 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/max"(#loc518))
#loc749 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/eq"(#loc518))
#loc750 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/select_n"(#loc518))
#loc751 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc518))
#loc752 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/broadcast_in_dim"(#loc519))
#loc753 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc520))
#loc754 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc521))
#loc755 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/rsqrt"(#loc522))
#loc756 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc522))
#loc757 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc522))
#loc758 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reshape"(#loc523))
#loc759 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc524))
#loc760 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc525))
#loc761 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reshape"(#loc526))
#loc762 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc527))
#loc763 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc528))
#loc764 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc529))
#loc765 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc530))
#loc766 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))
#loc767 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))
#loc768 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc533))
#loc769 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc537))
#loc770 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/max"(#loc538))
#loc771 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/eq"(#loc538))
#loc772 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/select_n"(#loc538))
#loc773 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc538))
#loc774 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/broadcast_in_dim"(#loc539))
#loc775 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc540))
#loc776 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc541))
#loc777 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/rsqrt"(#loc542))
#loc778 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc542))
#loc779 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc542))
#loc780 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reshape"(#loc543))
#loc781 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc544))
#loc782 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc545))
#loc783 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reshape"(#loc546))
#loc784 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc547))
#loc785 = loc("jit(step)/jvp(Model)/LayerNorm_0/square"(#loc566))
#loc786 = loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc566))
#loc787 = loc(callsite(#loc250 at #loc567))
#loc788 = loc("jit(step)/jvp(Model)/LayerNorm_0/square"(#loc568))
#loc789 = loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc568))
#loc790 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc568))
#loc791 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc568))
#loc792 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc566))
#loc793 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc566))
#loc794 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc547))
#loc795 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc545))
#loc796 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc544))
#loc797 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc544))
#loc798 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reshape"(#loc544))
#loc799 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc542))
#loc800 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/neg"(#loc540))
#loc801 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc540))
#loc803 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc540))
#loc804 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc539))
#loc805 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc621))
#loc806 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc538))
#loc807 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/neg"(#loc537))
#loc808 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc533))
#loc809 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/transpose"(#loc533))
#loc810 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))
#loc811 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))
#loc812 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc530))
#loc813 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/transpose"(#loc530))
#loc814 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc529))
#loc815 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/transpose"(#loc529))
#loc816 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/add_any"(#loc529))
#loc817 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc528))
#loc818 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/transpose"(#loc528))
#loc819 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/add_any"(#loc528))
#loc820 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc527))
#loc821 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc525))
#loc822 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc524))
#loc823 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc524))
#loc824 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reshape"(#loc524))
#loc825 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc522))
#loc826 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/neg"(#loc520))
#loc827 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc520))
#loc829 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc520))
#loc830 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc519))
#loc831 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc622))
#loc832 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc518))
#loc833 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/neg"(#loc517))
#loc834 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc547))
#loc835 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc545))
#loc836 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc544))
#loc837 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc544))
#loc838 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reshape"(#loc544))
#loc839 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc542))
#loc840 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/neg"(#loc540))
#loc841 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc540))
#loc843 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc540))
#loc844 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc539))
#loc845 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc621))
#loc846 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc538))
#loc847 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/neg"(#loc537))
#loc848 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc533))
#loc849 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/transpose"(#loc533))
#loc850 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))
#loc851 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))
#loc852 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc530))
#loc853 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/transpose"(#loc530))
#loc854 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc529))
#loc855 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/transpose"(#loc529))
#loc856 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/add_any"(#loc529))
#loc857 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc528))
#loc858 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/transpose"(#loc528))
#loc859 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/add_any"(#loc528))
#loc860 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc527))
#loc861 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc525))
#loc862 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc524))
#loc863 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc524))
#loc864 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reshape"(#loc524))
#loc865 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc522))
#loc866 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/neg"(#loc520))
#loc867 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc520))
#loc869 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc520))
#loc870 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc519))
#loc871 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc622))
#loc872 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc518))
#loc873 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/neg"(#loc517))
#loc874 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc547))
#loc875 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc545))
#loc876 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc544))
#loc877 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc544))
#loc878 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reshape"(#loc544))
#loc879 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc542))
#loc880 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/neg"(#loc540))
#loc881 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc540))
#loc883 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc540))
#loc884 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc539))
#loc885 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc621))
#loc886 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc538))
#loc887 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/neg"(#loc537))
#loc888 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc533))
#loc889 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/transpose"(#loc533))
#loc890 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))
#loc891 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))
#loc892 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc530))
#loc893 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/transpose"(#loc530))
#loc894 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc529))
#loc895 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/transpose"(#loc529))
#loc896 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/add_any"(#loc529))
#loc897 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc528))
#loc898 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/transpose"(#loc528))
#loc899 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/add_any"(#loc528))
#loc900 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc527))
#loc901 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc525))
#loc902 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc524))
#loc903 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc524))
#loc904 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reshape"(#loc524))
#loc905 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc522))
#loc906 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/neg"(#loc520))
#loc907 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc520))
#loc909 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc520))
#loc910 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc519))
#loc911 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc622))
#loc912 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc518))
#loc913 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/neg"(#loc517))
#loc915 = loc("jit(step)/mul"(#loc636))
#loc916 = loc("jit(step)/mul"(#loc637))
#loc917 = loc("jit(step)/add"(#loc638))
#loc918 = loc(callsite(#loc300 at #loc639))
#loc919 = loc("jit(step)/mul"(#loc640))
#loc920 = loc("jit(step)/mul"(#loc641))
#loc921 = loc("jit(step)/add"(#loc642))
#loc922 = loc(callsite(#loc145 at #loc644))
#loc924 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/square"(#loc661))
#loc925 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc661))
#loc926 = loc(callsite(#loc250 at #loc662))
#loc927 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/square"(#loc663))
#loc928 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc663))
#loc929 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sqrt"(#loc683))
#loc930 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc684))
#loc931 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))
#loc932 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_max"(#loc686))
#loc933 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sub"(#loc686))
#loc934 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/max"(#loc686))
#loc935 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/exp"(#loc686))
#loc936 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))
#loc937 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686))
#loc938 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc686))
#loc939 = loc(callsite(#loc358 at #loc686))
#loc940 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/square"(#loc690))
#loc941 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc690))
#loc942 = loc(callsite(#loc250 at #loc691))
#loc943 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/square"(#loc692))
#loc944 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc692))
#loc945 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/square"(#loc661))
#loc946 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc661))
#loc947 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/square"(#loc663))
#loc948 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc663))
#loc949 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc684))
#loc950 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))
#loc951 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_max"(#loc686))
#loc952 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/sub"(#loc686))
#loc953 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/max"(#loc686))
#loc954 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/exp"(#loc686))
#loc955 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))
#loc956 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686))
#loc957 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc686))
#loc958 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/square"(#loc690))
#loc959 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc690))
#loc960 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/square"(#loc692))
#loc961 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc692))
#loc962 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/square"(#loc661))
#loc963 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc661))
#loc964 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/square"(#loc663))
#loc965 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc663))
#loc966 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc684))
#loc967 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))
#loc968 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_max"(#loc686))
#loc969 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/sub"(#loc686))
#loc970 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/max"(#loc686))
#loc971 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/exp"(#loc686))
#loc972 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))
#loc973 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686))
#loc974 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc686))
#loc975 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/square"(#loc690))
#loc976 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc690))
#loc977 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/square"(#loc692))
#loc978 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc692))
#loc979 = loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc787))
#loc980 = loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc787))
#loc981 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/div"(#loc787))
#loc982 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/broadcast_in_dim"(#loc787))
#loc983 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc787))
#loc984 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc692))
#loc985 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc692))
#loc986 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc690))
#loc987 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc690))
#loc988 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc686))
#loc989 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))
#loc990 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/neg"(#loc686))
#loc992 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/div"(#loc686))
#loc993 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686))
#loc994 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/add_any"(#loc686))
#loc995 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))
#loc996 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685))
#loc997 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/div"(#loc684))
#loc998 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc663))
#loc999 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc663))
#loc1000 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc661))
#loc1001 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc661))
#loc1002 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc692))
#loc1003 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc692))
#loc1004 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc690))
#loc1005 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc690))
#loc1006 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc686))
#loc1007 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))
#loc1008 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/neg"(#loc686))
#loc1010 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/div"(#loc686))
#loc1011 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686))
#loc1012 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/add_any"(#loc686))
#loc1013 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))
#loc1014 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685))
#loc1015 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/div"(#loc684))
#loc1016 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc663))
#loc1017 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc663))
#loc1018 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc661))
#loc1019 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc661))
#loc1020 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc692))
#loc1021 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc692))
#loc1022 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc690))
#loc1023 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc690))
#loc1024 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc686))
#loc1025 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))
#loc1026 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/neg"(#loc686))
#loc1028 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/div"(#loc686))
#loc1029 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686))
#loc1030 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/add_any"(#loc686))
#loc1031 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))
#loc1032 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685))
#loc1033 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/div"(#loc684))
#loc1034 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc663))
#loc1035 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc663))
#loc1036 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc661))
#loc1037 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc661))
#loc1038 = loc("jit(step)/integer_pow"(#loc918))
#loc1040 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc926))
#loc1041 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc926))
#loc1042 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/mul"(#loc939))
#loc1043 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc939))
#loc1044 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc942))
#loc1045 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc942))
#loc1046 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc926))
#loc1047 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc926))
#loc1048 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/mul"(#loc939))
#loc1049 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc939))
#loc1050 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc942))
#loc1051 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc942))
#loc1052 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc926))
#loc1053 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc926))
#loc1054 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/mul"(#loc939))
#loc1055 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc939))
#loc1056 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc942))
#loc1057 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc942))
#loc1058 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/div"(#loc942))
#loc1059 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/broadcast_in_dim"(#loc942))
#loc1060 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc942))
#loc1061 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/div"(#loc926))
#loc1062 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/broadcast_in_dim"(#loc926))
#loc1063 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc926))
#loc1064 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/div"(#loc942))
#loc1065 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/broadcast_in_dim"(#loc942))
#loc1066 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc942))
#loc1067 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/div"(#loc926))
#loc1068 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/broadcast_in_dim"(#loc926))
#loc1069 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc926))
#loc1070 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/div"(#loc942))
#loc1071 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/broadcast_in_dim"(#loc942))
#loc1072 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc942))
#loc1073 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/div"(#loc926))
#loc1074 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/broadcast_in_dim"(#loc926))
#loc1075 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc926))
module @jit_step {
  func.func @main(%arg0: tensor<64xf32> loc("params['Dense_0']['bias']"), %arg1: tensor<32x64xf32> loc("params['Dense_0']['kernel']"), %arg2: tensor<64x32xf32> loc("params['Embed_0']['embedding']"), %arg3: tensor<32xf32> loc("params['LayerNorm_0']['bias']"), %arg4: tensor<32xf32> loc("params['LayerNorm_0']['scale']"), %arg5: tensor<128xf32> loc("params['layers_0']['Dense_0']['bias']"), %arg6: tensor<32x128xf32> loc("params['layers_0']['Dense_0']['kernel']"), %arg7: tensor<32xf32> loc("params['layers_0']['Dense_1']['bias']"), %arg8: tensor<128x32xf32> loc("params['layers_0']['Dense_1']['kernel']"), %arg9: tensor<32xf32> loc("params['layers_0']['LayerNorm_0']['bias']"), %arg10: tensor<32xf32> loc("params['layers_0']['LayerNorm_0']['scale']"), %arg11: tensor<32xf32> loc("params['layers_0']['LayerNorm_1']['bias']"), %arg12: tensor<32xf32> loc("params['layers_0']['LayerNorm_1']['scale']"), %arg13: tensor<32x4x8xf32> loc("params['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg14: tensor<4x8x32xf32> loc("params['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg15: tensor<32x4x8xf32> loc("params['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg16: tensor<32x4x8xf32> loc("params['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg17: tensor<128xf32> loc("params['layers_1']['Dense_0']['bias']"), %arg18: tensor<32x128xf32> loc("params['layers_1']['Dense_0']['kernel']"), %arg19: tensor<32xf32> loc("params['layers_1']['Dense_1']['bias']"), %arg20: tensor<128x32xf32> loc("params['layers_1']['Dense_1']['kernel']"), %arg21: tensor<32xf32> loc("params['layers_1']['LayerNorm_0']['bias']"), %arg22: tensor<32xf32> loc("params['layers_1']['LayerNorm_0']['scale']"), %arg23: tensor<32xf32> loc("params['layers_1']['LayerNorm_1']['bias']"), %arg24: tensor<32xf32> loc("params['layers_1']['LayerNorm_1']['scale']"), %arg25: tensor<32x4x8xf32> loc("params['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg26: tensor<4x8x32xf32> loc("params['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg27: tensor<32x4x8xf32> loc("params['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg28: tensor<32x4x8xf32> loc("params['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg29: tensor<128xf32> loc("params['layers_2']['Dense_0']['bias']"), %arg30: tensor<32x128xf32> loc("params['layers_2']['Dense_0']['kernel']"), %arg31: tensor<32xf32> loc("params['layers_2']['Dense_1']['bias']"), %arg32: tensor<128x32xf32> loc("params['layers_2']['Dense_1']['kernel']"), %arg33: tensor<32xf32> loc("params['layers_2']['LayerNorm_0']['bias']"), %arg34: tensor<32xf32> loc("params['layers_2']['LayerNorm_0']['scale']"), %arg35: tensor<32xf32> loc("params['layers_2']['LayerNorm_1']['bias']"), %arg36: tensor<32xf32> loc("params['layers_2']['LayerNorm_1']['scale']"), %arg37: tensor<32x4x8xf32> loc("params['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg38: tensor<4x8x32xf32> loc("params['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg39: tensor<32x4x8xf32> loc("params['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg40: tensor<32x4x8xf32> loc("params['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg41: tensor<i32> loc("opt_state[0].count"), %arg42: tensor<64xf32> loc("opt_state[0].mu['Dense_0']['bias']"), %arg43: tensor<32x64xf32> loc("opt_state[0].mu['Dense_0']['kernel']"), %arg44: tensor<64x32xf32> loc("opt_state[0].mu['Embed_0']['embedding']"), %arg45: tensor<32xf32> loc("opt_state[0].mu['LayerNorm_0']['bias']"), %arg46: tensor<32xf32> loc("opt_state[0].mu['LayerNorm_0']['scale']"), %arg47: tensor<128xf32> loc("opt_state[0].mu['layers_0']['Dense_0']['bias']"), %arg48: tensor<32x128xf32> loc("opt_state[0].mu['layers_0']['Dense_0']['kernel']"), %arg49: tensor<32xf32> loc("opt_state[0].mu['layers_0']['Dense_1']['bias']"), %arg50: tensor<128x32xf32> loc("opt_state[0].mu['layers_0']['Dense_1']['kernel']"), %arg51: tensor<32xf32> loc("opt_state[0].mu['layers_0']['LayerNorm_0']['bias']"), %arg52: tensor<32xf32> loc("opt_state[0].mu['layers_0']['LayerNorm_0']['scale']"), %arg53: tensor<32xf32> loc("opt_state[0].mu['layers_0']['LayerNorm_1']['bias']"), %arg54: tensor<32xf32> loc("opt_state[0].mu['layers_0']['LayerNorm_1']['scale']"), %arg55: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg56: tensor<4x8x32xf32> loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg57: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg58: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg59: tensor<128xf32> loc("opt_state[0].mu['layers_1']['Dense_0']['bias']"), %arg60: tensor<32x128xf32> loc("opt_state[0].mu['layers_1']['Dense_0']['kernel']"), %arg61: tensor<32xf32> loc("opt_state[0].mu['layers_1']['Dense_1']['bias']"), %arg62: tensor<128x32xf32> loc("opt_state[0].mu['layers_1']['Dense_1']['kernel']"), %arg63: tensor<32xf32> loc("opt_state[0].mu['layers_1']['LayerNorm_0']['bias']"), %arg64: tensor<32xf32> loc("opt_state[0].mu['layers_1']['LayerNorm_0']['scale']"), %arg65: tensor<32xf32> loc("opt_state[0].mu['layers_1']['LayerNorm_1']['bias']"), %arg66: tensor<32xf32> loc("opt_state[0].mu['layers_1']['LayerNorm_1']['scale']"), %arg67: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg68: tensor<4x8x32xf32> loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg69: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg70: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg71: tensor<128xf32> loc("opt_state[0].mu['layers_2']['Dense_0']['bias']"), %arg72: tensor<32x128xf32> loc("opt_state[0].mu['layers_2']['Dense_0']['kernel']"), %arg73: tensor<32xf32> loc("opt_state[0].mu['layers_2']['Dense_1']['bias']"), %arg74: tensor<128x32xf32> loc("opt_state[0].mu['layers_2']['Dense_1']['kernel']"), %arg75: tensor<32xf32> loc("opt_state[0].mu['layers_2']['LayerNorm_0']['bias']"), %arg76: tensor<32xf32> loc("opt_state[0].mu['layers_2']['LayerNorm_0']['scale']"), %arg77: tensor<32xf32> loc("opt_state[0].mu['layers_2']['LayerNorm_1']['bias']"), %arg78: tensor<32xf32> loc("opt_state[0].mu['layers_2']['LayerNorm_1']['scale']"), %arg79: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg80: tensor<4x8x32xf32> loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg81: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg82: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg83: tensor<64xf32> loc("opt_state[0].nu['Dense_0']['bias']"), %arg84: tensor<32x64xf32> loc("opt_state[0].nu['Dense_0']['kernel']"), %arg85: tensor<64x32xf32> loc("opt_state[0].nu['Embed_0']['embedding']"), %arg86: tensor<32xf32> loc("opt_state[0].nu['LayerNorm_0']['bias']"), %arg87: tensor<32xf32> loc("opt_state[0].nu['LayerNorm_0']['scale']"), %arg88: tensor<128xf32> loc("opt_state[0].nu['layers_0']['Dense_0']['bias']"), %arg89: tensor<32x128xf32> loc("opt_state[0].nu['layers_0']['Dense_0']['kernel']"), %arg90: tensor<32xf32> loc("opt_state[0].nu['layers_0']['Dense_1']['bias']"), %arg91: tensor<128x32xf32> loc("opt_state[0].nu['layers_0']['Dense_1']['kernel']"), %arg92: tensor<32xf32> loc("opt_state[0].nu['layers_0']['LayerNorm_0']['bias']"), %arg93: tensor<32xf32> loc("opt_state[0].nu['layers_0']['LayerNorm_0']['scale']"), %arg94: tensor<32xf32> loc("opt_state[0].nu['layers_0']['LayerNorm_1']['bias']"), %arg95: tensor<32xf32> loc("opt_state[0].nu['layers_0']['LayerNorm_1']['scale']"), %arg96: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg97: tensor<4x8x32xf32> loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg98: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg99: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg100: tensor<128xf32> loc("opt_state[0].nu['layers_1']['Dense_0']['bias']"), %arg101: tensor<32x128xf32> loc("opt_state[0].nu['layers_1']['Dense_0']['kernel']"), %arg102: tensor<32xf32> loc("opt_state[0].nu['layers_1']['Dense_1']['bias']"), %arg103: tensor<128x32xf32> loc("opt_state[0].nu['layers_1']['Dense_1']['kernel']"), %arg104: tensor<32xf32> loc("opt_state[0].nu['layers_1']['LayerNorm_0']['bias']"), %arg105: tensor<32xf32> loc("opt_state[0].nu['layers_1']['LayerNorm_0']['scale']"), %arg106: tensor<32xf32> loc("opt_state[0].nu['layers_1']['LayerNorm_1']['bias']"), %arg107: tensor<32xf32> loc("opt_state[0].nu['layers_1']['LayerNorm_1']['scale']"), %arg108: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg109: tensor<4x8x32xf32> loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg110: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg111: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg112: tensor<128xf32> loc("opt_state[0].nu['layers_2']['Dense_0']['bias']"), %arg113: tensor<32x128xf32> loc("opt_state[0].nu['layers_2']['Dense_0']['kernel']"), %arg114: tensor<32xf32> loc("opt_state[0].nu['layers_2']['Dense_1']['bias']"), %arg115: tensor<128x32xf32> loc("opt_state[0].nu['layers_2']['Dense_1']['kernel']"), %arg116: tensor<32xf32> loc("opt_state[0].nu['layers_2']['LayerNorm_0']['bias']"), %arg117: tensor<32xf32> loc("opt_state[0].nu['layers_2']['LayerNorm_0']['scale']"), %arg118: tensor<32xf32> loc("opt_state[0].nu['layers_2']['LayerNorm_1']['bias']"), %arg119: tensor<32xf32> loc("opt_state[0].nu['layers_2']['LayerNorm_1']['scale']"), %arg120: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg121: tensor<4x8x32xf32> loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg122: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg123: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg124: tensor<8x32xi32> loc("inputs"), %arg125: tensor<8x32xi32> loc("targets")) -> (tensor<f32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<i32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<2048xf32> loc(#loc650)
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16384xf32> loc(#loc501)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<256xf32> loc(#loc502)
    %c2 = arith.constant 2 : index loc(#loc)
    %c2048 = arith.constant 2048 : index loc(#loc501)
    %c64 = arith.constant 64 : index loc(#loc)
    %c256 = arith.constant 256 : index loc(#loc)
    %c32 = arith.constant 32 : index loc(#loc)
    %c8 = arith.constant 8 : index loc(#loc)
    %c1 = arith.constant 1 : index loc(#loc)
    %cst_2 = arith.constant 3.906250e-03 : f32 loc(#loc)
    %cst_3 = arith.constant 2.82842708 : f32 loc(#loc)
    %cst_4 = arith.constant -1.000000e-03 : f32 loc(#loc)
    %cst_5 = arith.constant 9.99999993E-9 : f32 loc(#loc)
    %c1_i32 = arith.constant 1 : i32 loc(#loc503)
    %c2147483647_i32 = arith.constant 2147483647 : i32 loc(#loc)
    %cst_6 = arith.constant 9.990000e-01 : f32 loc(#loc)
    %cst_7 = arith.constant 1.000000e-03 : f32 loc(#loc)
    %cst_8 = arith.constant 0.899999976 : f32 loc(#loc)
    %cst_9 = arith.constant 1.000000e-01 : f32 loc(#loc)
    %cst_10 = arith.constant 2.560000e+02 : f32 loc(#loc)
    %cst_11 = arith.constant 0x7F800000 : f32 loc(#loc)
    %c63 = arith.constant 63 : index loc(#loc)
    %c0 = arith.constant 0 : index loc(#loc)
    %cst_12 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_13 = arith.constant 0.797884583 : f32 loc(#loc)
    %cst_14 = arith.constant 4.471500e-02 : f32 loc(#loc)
    %cst_15 = arith.constant 3.000000e+00 : f32 loc(#loc)
    %cst_16 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_17 = arith.constant -5.000000e-01 : f32 loc(#loc)
    %cst_18 = arith.constant 9.99999997E-7 : f32 loc(#loc)
    %cst_19 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_20 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_21 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_22 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_23 = arith.constant 0x7FC00000 : f32 loc(#loc)
    %true = arith.constant true loc(#loc)
    %c63_i32 = arith.constant 63 : i32 loc(#loc)
    %c64_i32 = arith.constant 64 : i32 loc(#loc)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %0 = tensor.empty() : tensor<8x32xi1> loc(#loc651)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg124 : tensor<8x32xi32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: i32 loc("inputs"), %out: i1 loc(callsite(#loc143 at #loc404))):
      %1447 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc651)
      linalg.yield %1447 : i1 loc(#loc651)
    } -> tensor<8x32xi1> loc(#loc651)
    %2 = tensor.empty() : tensor<8x32xi32> loc(#loc652)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg124 : tensor<8x32xi32>) outs(%2 : tensor<8x32xi32>) {
    ^bb0(%in: i32 loc("inputs"), %out: i32 loc(callsite(#loc144 at #loc404))):
      %1447 = arith.addi %in, %c64_i32 : i32 loc(#loc652)
      linalg.yield %1447 : i32 loc(#loc652)
    } -> tensor<8x32xi32> loc(#loc652)
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg124 : tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) outs(%2 : tensor<8x32xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc143 at #loc404)), %in_256: i32 loc(callsite(#loc144 at #loc404)), %in_257: i32 loc("inputs"), %out: i32 loc(callsite(#loc145 at #loc506))):
      %1447 = arith.select %in, %in_256, %in_257 : i32 loc(#loc923)
      linalg.yield %1447 : i32 loc(#loc923)
    } -> tensor<8x32xi32> loc(#loc923)
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xi32> into tensor<8x32x1xi32> loc(#loc654)
    %5 = tensor.empty() : tensor<8x32x1xi1> loc(#loc655)
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x32x1xi32>) outs(%5 : tensor<8x32x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc147 at #loc404)), %out: i1 loc(callsite(#loc148 at #loc404))):
      %1447 = arith.cmpi sge, %in, %c0_i32 : i32 loc(#loc655)
      linalg.yield %1447 : i1 loc(#loc655)
    } -> tensor<8x32x1xi1> loc(#loc655)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x32x1xi32>) outs(%5 : tensor<8x32x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc147 at #loc404)), %out: i1 loc(callsite(#loc149 at #loc404))):
      %1447 = arith.cmpi sle, %in, %c63_i32 : i32 loc(#loc656)
      linalg.yield %1447 : i1 loc(#loc656)
    } -> tensor<8x32x1xi1> loc(#loc656)
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<8x32x1xi1>, tensor<8x32x1xi1>) outs(%5 : tensor<8x32x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc148 at #loc404)), %in_256: i1 loc(callsite(#loc149 at #loc404)), %out: i1 loc(callsite(#loc150 at #loc404))):
      %1447 = arith.andi %in, %in_256 : i1 loc(#loc657)
      linalg.yield %1447 : i1 loc(#loc657)
    } -> tensor<8x32x1xi1> loc(#loc657)
    %9 = linalg.fill ins(%true : i1) outs(%0 : tensor<8x32xi1>) -> tensor<8x32xi1> loc(#loc658)
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<8x32x1xi1>) outs(%9 : tensor<8x32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc151 at #loc404)), %out: i1 loc(callsite(#loc151 at #loc404))):
      %1447 = arith.andi %out, %in : i1 loc(#loc658)
      linalg.yield %1447 : i1 loc(#loc658)
    } -> tensor<8x32xi1> loc(#loc658)
    %11 = tensor.empty() : tensor<8x32x1x32xf32> loc(#loc659)
    %12 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x32x1xi32>) outs(%11 : tensor<8x32x1x32xf32>) {
    ^bb0(%in: i32 loc(callsite(#loc147 at #loc404)), %out: f32 loc(callsite(#loc152 at #loc404))):
      %1447 = arith.index_cast %in : i32 to index loc(#loc659)
      %1448 = linalg.index 3 : index loc(#loc659)
      %extracted = tensor.extract %arg2[%1447, %1448] : tensor<64x32xf32> loc(#loc659)
      linalg.yield %extracted : f32 loc(#loc659)
    } -> tensor<8x32x1x32xf32> loc(#loc659)
    %collapsed = tensor.collapse_shape %12 [[0], [1], [2, 3]] : tensor<8x32x1x32xf32> into tensor<8x32x32xf32> loc(#loc659)
    %13 = tensor.empty() : tensor<8x32x32xi1> loc(#loc654)
    %14 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x32xi1>) outs(%13 : tensor<8x32x32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc151 at #loc404)), %out: i1 loc(callsite(#loc147 at #loc404))):
      linalg.yield %in : i1 loc(#loc654)
    } -> tensor<8x32x32xi1> loc(#loc654)
    %15 = tensor.empty() : tensor<8x32x32xf32> loc(#loc660)
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %collapsed : tensor<8x32x32xi1>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc147 at #loc404)), %in_256: f32 loc(callsite(#loc152 at #loc404)), %out: f32 loc(callsite(#loc145 at #loc404))):
      %1447 = arith.select %in, %in_256, %cst_23 : f32 loc(#loc660)
      linalg.yield %1447 : f32 loc(#loc660)
    } -> tensor<8x32x32xf32> loc(#loc660)
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc145 at #loc404)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/square"(#loc661))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc924)
      linalg.yield %1447 : f32 loc(#loc924)
    } -> tensor<8x32x32xf32> loc(#loc924)
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc145 at #loc404)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc661))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc925)
      linalg.yield %1447 : f32 loc(#loc925)
    } -> tensor<8x32x32xf32> loc(#loc925)
    %19 = tensor.empty() : tensor<8x32xf32> loc(#loc1040)
    %20 = linalg.fill ins(%cst_21 : f32) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32> loc(#loc1040)
    %21 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc926))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1040)
      linalg.yield %1447 : f32 loc(#loc1040)
    } -> tensor<8x32xf32> loc(#loc1040)
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc926))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1041)
      linalg.yield %1447 : f32 loc(#loc1041)
    } -> tensor<8x32xf32> loc(#loc1041)
    %23 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc926))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1040)
      linalg.yield %1447 : f32 loc(#loc1040)
    } -> tensor<8x32xf32> loc(#loc1040)
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc926))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1041)
      linalg.yield %1447 : f32 loc(#loc1041)
    } -> tensor<8x32xf32> loc(#loc1041)
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/square"(#loc663))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc927)
      linalg.yield %1447 : f32 loc(#loc927)
    } -> tensor<8x32xf32> loc(#loc927)
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc663))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc928)
      linalg.yield %1447 : f32 loc(#loc928)
    } -> tensor<8x32xf32> loc(#loc928)
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %25 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc926)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/square"(#loc663)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc517))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc664)
      linalg.yield %1447 : f32 loc(#loc664)
    } -> tensor<8x32xf32> loc(#loc664)
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc517)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/max"(#loc518))):
      %1447 = arith.maximumf %in, %cst_21 : f32 loc(#loc665)
      linalg.yield %1447 : f32 loc(#loc665)
    } -> tensor<8x32xf32> loc(#loc665)
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %28 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc517)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/max"(#loc518)), %out: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/eq"(#loc518))):
      %1447 = arith.cmpf oeq, %in, %in_256 : f32 loc(#loc666)
      linalg.yield %1447 : i1 loc(#loc666)
    } -> tensor<8x32xi1> loc(#loc666)
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/eq"(#loc518)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/select_n"(#loc518))):
      %1447 = arith.select %in, %cst_19, %cst_21 : f32 loc(#loc667)
      linalg.yield %1447 : f32 loc(#loc667)
    } -> tensor<8x32xf32> loc(#loc667)
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/max"(#loc518)), %out: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/eq"(#loc518))):
      %1447 = arith.cmpf oeq, %cst_21, %in : f32 loc(#loc666)
      linalg.yield %1447 : i1 loc(#loc666)
    } -> tensor<8x32xi1> loc(#loc666)
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/eq"(#loc518)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/select_n"(#loc518))):
      %1447 = arith.select %in, %cst_22, %cst_19 : f32 loc(#loc667)
      linalg.yield %1447 : f32 loc(#loc667)
    } -> tensor<8x32xf32> loc(#loc667)
    %33 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%30, %32 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/select_n"(#loc518)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/select_n"(#loc518)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc518))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc668)
      linalg.yield %1447 : f32 loc(#loc668)
    } -> tensor<8x32xf32> loc(#loc668)
    %expanded_24 = tensor.expand_shape %28 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc669)
    %34 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc520))):
      linalg.yield %in : f32 loc(#loc670)
    } -> tensor<8x32x32xf32> loc(#loc670)
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %34 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc145 at #loc404)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc520)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc520))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc670)
      linalg.yield %1447 : f32 loc(#loc670)
    } -> tensor<8x32x32xf32> loc(#loc670)
    %36 = tensor.empty() : tensor<8x32x1xf32> loc(#loc671)
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/broadcast_in_dim"(#loc519)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc521))):
      %1447 = arith.addf %in, %cst_18 : f32 loc(#loc671)
      linalg.yield %1447 : f32 loc(#loc671)
    } -> tensor<8x32x1xf32> loc(#loc671)
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc521)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/rsqrt"(#loc522))):
      %1447 = math.rsqrt %in : f32 loc(#loc672)
      linalg.yield %1447 : f32 loc(#loc672)
    } -> tensor<8x32x1xf32> loc(#loc672)
    %39 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %37 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/rsqrt"(#loc522)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc521)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc522))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc673)
      linalg.yield %1447 : f32 loc(#loc673)
    } -> tensor<8x32x1xf32> loc(#loc673)
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc522)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc522))):
      %1447 = arith.mulf %in, %cst_17 : f32 loc(#loc674)
      linalg.yield %1447 : f32 loc(#loc674)
    } -> tensor<8x32x1xf32> loc(#loc674)
    %expanded_25 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc675)
    %41 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/rsqrt"(#loc522)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc524))):
      linalg.yield %in : f32 loc(#loc676)
    } -> tensor<8x32x32xf32> loc(#loc676)
    %42 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reshape"(#loc523)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc524))):
      linalg.yield %in : f32 loc(#loc676)
    } -> tensor<8x32x32xf32> loc(#loc676)
    %43 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %42 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc524)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc524)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc524))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc676)
      linalg.yield %1447 : f32 loc(#loc676)
    } -> tensor<8x32x32xf32> loc(#loc676)
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %43 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc520)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc524)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc525))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc677)
      linalg.yield %1447 : f32 loc(#loc677)
    } -> tensor<8x32x32xf32> loc(#loc677)
    %expanded_26 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc678)
    %45 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reshape"(#loc526)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc527))):
      linalg.yield %in : f32 loc(#loc679)
    } -> tensor<8x32x32xf32> loc(#loc679)
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %45 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc525)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc527)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc527))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc679)
      linalg.yield %1447 : f32 loc(#loc679)
    } -> tensor<8x32x32xf32> loc(#loc679)
    %collapsed_27 = tensor.collapse_shape %46 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc680)
    %collapsed_28 = tensor.collapse_shape %arg15 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc680)
    %47 = tensor.empty() : tensor<256x32xf32> loc(#loc680)
    %48 = linalg.fill ins(%cst_21 : f32) outs(%47 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc680)
    %49 = linalg.matmul ins(%collapsed_27, %collapsed_28 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc680)
    %expanded_29 = tensor.expand_shape %49 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc680)
    %collapsed_30 = tensor.collapse_shape %arg13 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc681)
    %50 = linalg.matmul ins(%collapsed_27, %collapsed_30 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc681)
    %expanded_31 = tensor.expand_shape %50 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc681)
    %collapsed_32 = tensor.collapse_shape %arg16 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc682)
    %51 = linalg.matmul ins(%collapsed_27, %collapsed_32 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc682)
    %expanded_33 = tensor.expand_shape %51 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc682)
    %52 = tensor.empty() : tensor<f32> loc(#loc929)
    %53 = linalg.generic {indexing_maps = [#map7], iterator_types = []} outs(%52 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sqrt"(#loc683))):
      linalg.yield %cst_3 : f32 loc(#loc929)
    } -> tensor<f32> loc(#loc929)
    %54 = tensor.empty() : tensor<8x32x4x8xf32> loc(#loc930)
    %55 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<f32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sqrt"(#loc683)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc684))):
      linalg.yield %in : f32 loc(#loc930)
    } -> tensor<8x32x4x8xf32> loc(#loc930)
    %56 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29, %55 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc528)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc684)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc684))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc930)
      linalg.yield %1447 : f32 loc(#loc930)
    } -> tensor<8x32x4x8xf32> loc(#loc930)
    %57 = tensor.empty() : tensor<8x4x32x8xf32> loc(#loc931)
    %58 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<8x32x4x8xf32>) outs(%57 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc684)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))):
      linalg.yield %in : f32 loc(#loc931)
    } -> tensor<8x4x32x8xf32> loc(#loc931)
    %59 = tensor.empty() : tensor<8x4x8x32xf32> loc(#loc931)
    %60 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<8x32x4x8xf32>) outs(%59 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc529)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))):
      linalg.yield %in : f32 loc(#loc931)
    } -> tensor<8x4x8x32xf32> loc(#loc931)
    %collapsed_34 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc931)
    %collapsed_35 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc931)
    %61 = tensor.empty() : tensor<32x32x32xf32> loc(#loc931)
    %62 = linalg.fill ins(%cst_21 : f32) outs(%61 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc931)
    %63 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%62 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc931)
    %expanded_36 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc931)
    %64 = tensor.empty() : tensor<8x4x32xf32> loc(#loc932)
    %65 = linalg.fill ins(%cst_16 : f32) outs(%64 : tensor<8x4x32xf32>) -> tensor<8x4x32xf32> loc(#loc932)
    %66 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_36 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_max"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_max"(#loc686))):
      %1447 = arith.maximumf %out, %in : f32 loc(#loc932)
      linalg.yield %1447 : f32 loc(#loc932)
    } -> tensor<8x4x32xf32> loc(#loc932)
    %67 = tensor.empty() : tensor<8x4x32x32xf32> loc(#loc933)
    %68 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<8x4x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/max"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sub"(#loc686))):
      linalg.yield %in : f32 loc(#loc933)
    } -> tensor<8x4x32x32xf32> loc(#loc933)
    %69 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36, %68 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sub"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sub"(#loc686))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc933)
      linalg.yield %1447 : f32 loc(#loc933)
    } -> tensor<8x4x32x32xf32> loc(#loc933)
    %70 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sub"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/exp"(#loc686))):
      %1447 = math.exp %in : f32 loc(#loc935)
      linalg.yield %1447 : f32 loc(#loc935)
    } -> tensor<8x4x32x32xf32> loc(#loc935)
    %71 = linalg.fill ins(%cst_21 : f32) outs(%64 : tensor<8x4x32xf32>) -> tensor<8x4x32xf32> loc(#loc936)
    %72 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%70 : tensor<8x4x32x32xf32>) outs(%71 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))):
      %1447 = arith.addf %out, %in : f32 loc(#loc936)
      linalg.yield %1447 : f32 loc(#loc936)
    } -> tensor<8x4x32xf32> loc(#loc936)
    %expanded_37 = tensor.expand_shape %72 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc937)
    %73 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<8x4x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc686))):
      linalg.yield %in : f32 loc(#loc938)
    } -> tensor<8x4x32x32xf32> loc(#loc938)
    %74 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %73 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/exp"(#loc686)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc686))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc938)
      linalg.yield %1447 : f32 loc(#loc938)
    } -> tensor<8x4x32x32xf32> loc(#loc938)
    %75 = tensor.empty() : tensor<8x4x32x1xf32> loc(#loc1042)
    %76 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<8x4x32x1xf32>) outs(%75 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/mul"(#loc939))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1042)
      linalg.yield %1447 : f32 loc(#loc1042)
    } -> tensor<8x4x32x1xf32> loc(#loc1042)
    %77 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<8x4x32x1xf32>) outs(%75 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/mul"(#loc939)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc939))):
      %1447 = arith.divf %cst_19, %in : f32 loc(#loc1043)
      linalg.yield %1447 : f32 loc(#loc1043)
    } -> tensor<8x4x32x1xf32> loc(#loc1043)
    %78 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<8x32x4x8xf32>) outs(%59 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc530)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))):
      linalg.yield %in : f32 loc(#loc687)
    } -> tensor<8x4x8x32xf32> loc(#loc687)
    %79 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))):
      linalg.yield %in : f32 loc(#loc687)
    } -> tensor<8x4x32x32xf32> loc(#loc687)
    %collapsed_38 = tensor.collapse_shape %78 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc687)
    %collapsed_39 = tensor.collapse_shape %79 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc687)
    %80 = tensor.empty() : tensor<32x8x32xf32> loc(#loc687)
    %81 = linalg.fill ins(%cst_21 : f32) outs(%80 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc687)
    %82 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%81 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc687)
    %expanded_40 = tensor.expand_shape %82 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc687)
    %83 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<8x4x8x32xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))):
      linalg.yield %in : f32 loc(#loc688)
    } -> tensor<8x32x4x8xf32> loc(#loc688)
    %collapsed_41 = tensor.collapse_shape %83 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc689)
    %collapsed_42 = tensor.collapse_shape %arg14 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc689)
    %84 = linalg.matmul ins(%collapsed_41, %collapsed_42 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc689)
    %expanded_43 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc689)
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %expanded_43 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc145 at #loc404)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc533)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc359))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc412)
      linalg.yield %1447 : f32 loc(#loc412)
    } -> tensor<8x32x32xf32> loc(#loc412)
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc359)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/square"(#loc690))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc940)
      linalg.yield %1447 : f32 loc(#loc940)
    } -> tensor<8x32x32xf32> loc(#loc940)
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc359)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc690))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc941)
      linalg.yield %1447 : f32 loc(#loc941)
    } -> tensor<8x32x32xf32> loc(#loc941)
    %88 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc942))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1044)
      linalg.yield %1447 : f32 loc(#loc1044)
    } -> tensor<8x32xf32> loc(#loc1044)
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc942))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1045)
      linalg.yield %1447 : f32 loc(#loc1045)
    } -> tensor<8x32xf32> loc(#loc1045)
    %90 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc942))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1044)
      linalg.yield %1447 : f32 loc(#loc1044)
    } -> tensor<8x32xf32> loc(#loc1044)
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc942))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1045)
      linalg.yield %1447 : f32 loc(#loc1045)
    } -> tensor<8x32xf32> loc(#loc1045)
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%89 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/square"(#loc692))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc943)
      linalg.yield %1447 : f32 loc(#loc943)
    } -> tensor<8x32xf32> loc(#loc943)
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%89 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc692))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc944)
      linalg.yield %1447 : f32 loc(#loc944)
    } -> tensor<8x32xf32> loc(#loc944)
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%91, %92 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc942)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/square"(#loc692)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc537))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc693)
      linalg.yield %1447 : f32 loc(#loc693)
    } -> tensor<8x32xf32> loc(#loc693)
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%94 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc537)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/max"(#loc538))):
      %1447 = arith.maximumf %in, %cst_21 : f32 loc(#loc694)
      linalg.yield %1447 : f32 loc(#loc694)
    } -> tensor<8x32xf32> loc(#loc694)
    %96 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc537)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/max"(#loc538)), %out: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/eq"(#loc538))):
      %1447 = arith.cmpf oeq, %in, %in_256 : f32 loc(#loc695)
      linalg.yield %1447 : i1 loc(#loc695)
    } -> tensor<8x32xi1> loc(#loc695)
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/eq"(#loc538)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/select_n"(#loc538))):
      %1447 = arith.select %in, %cst_19, %cst_21 : f32 loc(#loc696)
      linalg.yield %1447 : f32 loc(#loc696)
    } -> tensor<8x32xf32> loc(#loc696)
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%95 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/max"(#loc538)), %out: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/eq"(#loc538))):
      %1447 = arith.cmpf oeq, %cst_21, %in : f32 loc(#loc695)
      linalg.yield %1447 : i1 loc(#loc695)
    } -> tensor<8x32xi1> loc(#loc695)
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%98 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/eq"(#loc538)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/select_n"(#loc538))):
      %1447 = arith.select %in, %cst_22, %cst_19 : f32 loc(#loc696)
      linalg.yield %1447 : f32 loc(#loc696)
    } -> tensor<8x32xf32> loc(#loc696)
    %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%97, %99 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/select_n"(#loc538)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/select_n"(#loc538)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc538))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc697)
      linalg.yield %1447 : f32 loc(#loc697)
    } -> tensor<8x32xf32> loc(#loc697)
    %expanded_44 = tensor.expand_shape %95 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc698)
    %101 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc540))):
      linalg.yield %in : f32 loc(#loc699)
    } -> tensor<8x32x32xf32> loc(#loc699)
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %101 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc359)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc540)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc540))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc699)
      linalg.yield %1447 : f32 loc(#loc699)
    } -> tensor<8x32x32xf32> loc(#loc699)
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/broadcast_in_dim"(#loc539)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc541))):
      %1447 = arith.addf %in, %cst_18 : f32 loc(#loc700)
      linalg.yield %1447 : f32 loc(#loc700)
    } -> tensor<8x32x1xf32> loc(#loc700)
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc541)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/rsqrt"(#loc542))):
      %1447 = math.rsqrt %in : f32 loc(#loc701)
      linalg.yield %1447 : f32 loc(#loc701)
    } -> tensor<8x32x1xf32> loc(#loc701)
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %103 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/rsqrt"(#loc542)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc541)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc542))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc702)
      linalg.yield %1447 : f32 loc(#loc702)
    } -> tensor<8x32x1xf32> loc(#loc702)
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc542)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc542))):
      %1447 = arith.mulf %in, %cst_17 : f32 loc(#loc703)
      linalg.yield %1447 : f32 loc(#loc703)
    } -> tensor<8x32x1xf32> loc(#loc703)
    %expanded_45 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc704)
    %107 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/rsqrt"(#loc542)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc544))):
      linalg.yield %in : f32 loc(#loc705)
    } -> tensor<8x32x32xf32> loc(#loc705)
    %108 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reshape"(#loc543)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc544))):
      linalg.yield %in : f32 loc(#loc705)
    } -> tensor<8x32x32xf32> loc(#loc705)
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %108 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc544)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc544)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc544))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc705)
      linalg.yield %1447 : f32 loc(#loc705)
    } -> tensor<8x32x32xf32> loc(#loc705)
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %109 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc540)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc544)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc545))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc706)
      linalg.yield %1447 : f32 loc(#loc706)
    } -> tensor<8x32x32xf32> loc(#loc706)
    %expanded_46 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc707)
    %111 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reshape"(#loc546)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc547))):
      linalg.yield %in : f32 loc(#loc708)
    } -> tensor<8x32x32xf32> loc(#loc708)
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %111 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc545)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc547)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc547))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc708)
      linalg.yield %1447 : f32 loc(#loc708)
    } -> tensor<8x32x32xf32> loc(#loc708)
    %collapsed_47 = tensor.collapse_shape %112 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc548)
    %113 = tensor.empty() : tensor<256x128xf32> loc(#loc548)
    %114 = linalg.fill ins(%cst_21 : f32) outs(%113 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc548)
    %115 = linalg.matmul ins(%collapsed_47, %arg6 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%114 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc548)
    %expanded_48 = tensor.expand_shape %115 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc548)
    %expanded_49 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc549)
    %116 = tensor.empty() : tensor<8x32x128xf32> loc(#loc550)
    %117 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<1x1x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/reshape"(#loc416)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc417))):
      linalg.yield %in : f32 loc(#loc550)
    } -> tensor<8x32x128xf32> loc(#loc550)
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %117 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/dot_general"(#loc415)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc417)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc417))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc550)
      linalg.yield %1447 : f32 loc(#loc550)
    } -> tensor<8x32x128xf32> loc(#loc550)
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc417)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/integer_pow"(#loc362))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc418)
      linalg.yield %1447 : f32 loc(#loc418)
    } -> tensor<8x32x128xf32> loc(#loc418)
    %120 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %118 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/integer_pow"(#loc362)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc417)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/integer_pow"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc418)
      linalg.yield %1447 : f32 loc(#loc418)
    } -> tensor<8x32x128xf32> loc(#loc418)
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/integer_pow"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_15 : f32 loc(#loc419)
      linalg.yield %1447 : f32 loc(#loc419)
    } -> tensor<8x32x128xf32> loc(#loc419)
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/integer_pow"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_14 : f32 loc(#loc419)
      linalg.yield %1447 : f32 loc(#loc419)
    } -> tensor<8x32x128xf32> loc(#loc419)
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %122 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc417)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc362))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc420)
      linalg.yield %1447 : f32 loc(#loc420)
    } -> tensor<8x32x128xf32> loc(#loc420)
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_13 : f32 loc(#loc419)
      linalg.yield %1447 : f32 loc(#loc419)
    } -> tensor<8x32x128xf32> loc(#loc419)
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/tanh"(#loc362))):
      %1447 = math.tanh %in : f32 loc(#loc421)
      linalg.yield %1447 : f32 loc(#loc421)
    } -> tensor<8x32x128xf32> loc(#loc421)
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/tanh"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/sub"(#loc362))):
      %1447 = arith.subf %cst_19, %in : f32 loc(#loc422)
      linalg.yield %1447 : f32 loc(#loc422)
    } -> tensor<8x32x128xf32> loc(#loc422)
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/tanh"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc362))):
      %1447 = arith.addf %in, %cst_19 : f32 loc(#loc420)
      linalg.yield %1447 : f32 loc(#loc420)
    } -> tensor<8x32x128xf32> loc(#loc420)
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_12 : f32 loc(#loc419)
      linalg.yield %1447 : f32 loc(#loc419)
    } -> tensor<8x32x128xf32> loc(#loc419)
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %128 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc417)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc419)
      linalg.yield %1447 : f32 loc(#loc419)
    } -> tensor<8x32x128xf32> loc(#loc419)
    %collapsed_50 = tensor.collapse_shape %129 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc551)
    %130 = linalg.matmul ins(%collapsed_50, %arg8 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc551)
    %expanded_51 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc551)
    %expanded_52 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc552)
    %131 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_1/reshape"(#loc424)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_1/add"(#loc425))):
      linalg.yield %in : f32 loc(#loc553)
    } -> tensor<8x32x32xf32> loc(#loc553)
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %131 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_1/dot_general"(#loc423)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_1/add"(#loc425)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_1/add"(#loc425))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc553)
      linalg.yield %1447 : f32 loc(#loc553)
    } -> tensor<8x32x32xf32> loc(#loc553)
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %132 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc359)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_1/add"(#loc425)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc364))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc426)
      linalg.yield %1447 : f32 loc(#loc426)
    } -> tensor<8x32x32xf32> loc(#loc426)
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc364)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/square"(#loc661))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc945)
      linalg.yield %1447 : f32 loc(#loc945)
    } -> tensor<8x32x32xf32> loc(#loc945)
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc364)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc661))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc946)
      linalg.yield %1447 : f32 loc(#loc946)
    } -> tensor<8x32x32xf32> loc(#loc946)
    %136 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc926))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1046)
      linalg.yield %1447 : f32 loc(#loc1046)
    } -> tensor<8x32xf32> loc(#loc1046)
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%136 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc926))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1047)
      linalg.yield %1447 : f32 loc(#loc1047)
    } -> tensor<8x32xf32> loc(#loc1047)
    %138 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc926))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1046)
      linalg.yield %1447 : f32 loc(#loc1046)
    } -> tensor<8x32xf32> loc(#loc1046)
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc926))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1047)
      linalg.yield %1447 : f32 loc(#loc1047)
    } -> tensor<8x32xf32> loc(#loc1047)
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/square"(#loc663))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc947)
      linalg.yield %1447 : f32 loc(#loc947)
    } -> tensor<8x32xf32> loc(#loc947)
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc663))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc948)
      linalg.yield %1447 : f32 loc(#loc948)
    } -> tensor<8x32xf32> loc(#loc948)
    %142 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%139, %140 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc926)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/square"(#loc663)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc517))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc709)
      linalg.yield %1447 : f32 loc(#loc709)
    } -> tensor<8x32xf32> loc(#loc709)
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%142 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc517)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/max"(#loc518))):
      %1447 = arith.maximumf %in, %cst_21 : f32 loc(#loc710)
      linalg.yield %1447 : f32 loc(#loc710)
    } -> tensor<8x32xf32> loc(#loc710)
    %144 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%142, %143 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc517)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/max"(#loc518)), %out: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/eq"(#loc518))):
      %1447 = arith.cmpf oeq, %in, %in_256 : f32 loc(#loc711)
      linalg.yield %1447 : i1 loc(#loc711)
    } -> tensor<8x32xi1> loc(#loc711)
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/eq"(#loc518)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/select_n"(#loc518))):
      %1447 = arith.select %in, %cst_19, %cst_21 : f32 loc(#loc712)
      linalg.yield %1447 : f32 loc(#loc712)
    } -> tensor<8x32xf32> loc(#loc712)
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%143 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/max"(#loc518)), %out: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/eq"(#loc518))):
      %1447 = arith.cmpf oeq, %cst_21, %in : f32 loc(#loc711)
      linalg.yield %1447 : i1 loc(#loc711)
    } -> tensor<8x32xi1> loc(#loc711)
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/eq"(#loc518)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/select_n"(#loc518))):
      %1447 = arith.select %in, %cst_22, %cst_19 : f32 loc(#loc712)
      linalg.yield %1447 : f32 loc(#loc712)
    } -> tensor<8x32xf32> loc(#loc712)
    %148 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%145, %147 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/select_n"(#loc518)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/select_n"(#loc518)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc518))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc713)
      linalg.yield %1447 : f32 loc(#loc713)
    } -> tensor<8x32xf32> loc(#loc713)
    %expanded_53 = tensor.expand_shape %143 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc714)
    %149 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc520))):
      linalg.yield %in : f32 loc(#loc715)
    } -> tensor<8x32x32xf32> loc(#loc715)
    %150 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %149 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc364)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc520)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc520))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc715)
      linalg.yield %1447 : f32 loc(#loc715)
    } -> tensor<8x32x32xf32> loc(#loc715)
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/broadcast_in_dim"(#loc519)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc521))):
      %1447 = arith.addf %in, %cst_18 : f32 loc(#loc716)
      linalg.yield %1447 : f32 loc(#loc716)
    } -> tensor<8x32x1xf32> loc(#loc716)
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc521)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/rsqrt"(#loc522))):
      %1447 = math.rsqrt %in : f32 loc(#loc717)
      linalg.yield %1447 : f32 loc(#loc717)
    } -> tensor<8x32x1xf32> loc(#loc717)
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %151 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/rsqrt"(#loc522)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc521)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc522))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc718)
      linalg.yield %1447 : f32 loc(#loc718)
    } -> tensor<8x32x1xf32> loc(#loc718)
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc522)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc522))):
      %1447 = arith.mulf %in, %cst_17 : f32 loc(#loc719)
      linalg.yield %1447 : f32 loc(#loc719)
    } -> tensor<8x32x1xf32> loc(#loc719)
    %expanded_54 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc720)
    %155 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/rsqrt"(#loc522)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc524))):
      linalg.yield %in : f32 loc(#loc721)
    } -> tensor<8x32x32xf32> loc(#loc721)
    %156 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reshape"(#loc523)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc524))):
      linalg.yield %in : f32 loc(#loc721)
    } -> tensor<8x32x32xf32> loc(#loc721)
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %156 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc524)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc524)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc524))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc721)
      linalg.yield %1447 : f32 loc(#loc721)
    } -> tensor<8x32x32xf32> loc(#loc721)
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %157 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc520)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc524)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc525))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc722)
      linalg.yield %1447 : f32 loc(#loc722)
    } -> tensor<8x32x32xf32> loc(#loc722)
    %expanded_55 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc723)
    %159 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reshape"(#loc526)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc527))):
      linalg.yield %in : f32 loc(#loc724)
    } -> tensor<8x32x32xf32> loc(#loc724)
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %159 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc525)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc527)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc527))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc724)
      linalg.yield %1447 : f32 loc(#loc724)
    } -> tensor<8x32x32xf32> loc(#loc724)
    %collapsed_56 = tensor.collapse_shape %160 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc725)
    %collapsed_57 = tensor.collapse_shape %arg27 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc725)
    %161 = linalg.matmul ins(%collapsed_56, %collapsed_57 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc725)
    %expanded_58 = tensor.expand_shape %161 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc725)
    %collapsed_59 = tensor.collapse_shape %arg25 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc726)
    %162 = linalg.matmul ins(%collapsed_56, %collapsed_59 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc726)
    %expanded_60 = tensor.expand_shape %162 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc726)
    %collapsed_61 = tensor.collapse_shape %arg28 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc727)
    %163 = linalg.matmul ins(%collapsed_56, %collapsed_61 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc727)
    %expanded_62 = tensor.expand_shape %163 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc727)
    %164 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_58, %55 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc528)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc684)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc684))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc949)
      linalg.yield %1447 : f32 loc(#loc949)
    } -> tensor<8x32x4x8xf32> loc(#loc949)
    %165 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<8x32x4x8xf32>) outs(%57 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc684)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))):
      linalg.yield %in : f32 loc(#loc950)
    } -> tensor<8x4x32x8xf32> loc(#loc950)
    %166 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<8x32x4x8xf32>) outs(%59 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc529)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))):
      linalg.yield %in : f32 loc(#loc950)
    } -> tensor<8x4x8x32xf32> loc(#loc950)
    %collapsed_63 = tensor.collapse_shape %165 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc950)
    %collapsed_64 = tensor.collapse_shape %166 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc950)
    %167 = linalg.batch_matmul ins(%collapsed_63, %collapsed_64 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%62 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc950)
    %expanded_65 = tensor.expand_shape %167 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc950)
    %168 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_65 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_max"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_max"(#loc686))):
      %1447 = arith.maximumf %out, %in : f32 loc(#loc951)
      linalg.yield %1447 : f32 loc(#loc951)
    } -> tensor<8x4x32xf32> loc(#loc951)
    %169 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<8x4x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/max"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/sub"(#loc686))):
      linalg.yield %in : f32 loc(#loc952)
    } -> tensor<8x4x32x32xf32> loc(#loc952)
    %170 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65, %169 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/sub"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/sub"(#loc686))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc952)
      linalg.yield %1447 : f32 loc(#loc952)
    } -> tensor<8x4x32x32xf32> loc(#loc952)
    %171 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/sub"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/exp"(#loc686))):
      %1447 = math.exp %in : f32 loc(#loc954)
      linalg.yield %1447 : f32 loc(#loc954)
    } -> tensor<8x4x32x32xf32> loc(#loc954)
    %172 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%171 : tensor<8x4x32x32xf32>) outs(%71 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))):
      %1447 = arith.addf %out, %in : f32 loc(#loc955)
      linalg.yield %1447 : f32 loc(#loc955)
    } -> tensor<8x4x32xf32> loc(#loc955)
    %expanded_66 = tensor.expand_shape %172 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc956)
    %173 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<8x4x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc686))):
      linalg.yield %in : f32 loc(#loc957)
    } -> tensor<8x4x32x32xf32> loc(#loc957)
    %174 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %173 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/exp"(#loc686)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc686))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc957)
      linalg.yield %1447 : f32 loc(#loc957)
    } -> tensor<8x4x32x32xf32> loc(#loc957)
    %175 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<8x4x32x1xf32>) outs(%75 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/mul"(#loc939))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1048)
      linalg.yield %1447 : f32 loc(#loc1048)
    } -> tensor<8x4x32x1xf32> loc(#loc1048)
    %176 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<8x4x32x1xf32>) outs(%75 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/mul"(#loc939)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc939))):
      %1447 = arith.divf %cst_19, %in : f32 loc(#loc1049)
      linalg.yield %1447 : f32 loc(#loc1049)
    } -> tensor<8x4x32x1xf32> loc(#loc1049)
    %177 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<8x32x4x8xf32>) outs(%59 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc530)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))):
      linalg.yield %in : f32 loc(#loc728)
    } -> tensor<8x4x8x32xf32> loc(#loc728)
    %178 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))):
      linalg.yield %in : f32 loc(#loc728)
    } -> tensor<8x4x32x32xf32> loc(#loc728)
    %collapsed_67 = tensor.collapse_shape %177 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc728)
    %collapsed_68 = tensor.collapse_shape %178 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc728)
    %179 = linalg.batch_matmul ins(%collapsed_67, %collapsed_68 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%81 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc728)
    %expanded_69 = tensor.expand_shape %179 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc728)
    %180 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<8x4x8x32xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))):
      linalg.yield %in : f32 loc(#loc729)
    } -> tensor<8x32x4x8xf32> loc(#loc729)
    %collapsed_70 = tensor.collapse_shape %180 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc730)
    %collapsed_71 = tensor.collapse_shape %arg26 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc730)
    %181 = linalg.matmul ins(%collapsed_70, %collapsed_71 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc730)
    %expanded_72 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc730)
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %expanded_72 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc364)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc533)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc359))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc427)
      linalg.yield %1447 : f32 loc(#loc427)
    } -> tensor<8x32x32xf32> loc(#loc427)
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc359)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/square"(#loc690))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc958)
      linalg.yield %1447 : f32 loc(#loc958)
    } -> tensor<8x32x32xf32> loc(#loc958)
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc359)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc690))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc959)
      linalg.yield %1447 : f32 loc(#loc959)
    } -> tensor<8x32x32xf32> loc(#loc959)
    %185 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc942))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1050)
      linalg.yield %1447 : f32 loc(#loc1050)
    } -> tensor<8x32xf32> loc(#loc1050)
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%185 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc942))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1051)
      linalg.yield %1447 : f32 loc(#loc1051)
    } -> tensor<8x32xf32> loc(#loc1051)
    %187 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc942))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1050)
      linalg.yield %1447 : f32 loc(#loc1050)
    } -> tensor<8x32xf32> loc(#loc1050)
    %188 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc942))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1051)
      linalg.yield %1447 : f32 loc(#loc1051)
    } -> tensor<8x32xf32> loc(#loc1051)
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/square"(#loc692))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc960)
      linalg.yield %1447 : f32 loc(#loc960)
    } -> tensor<8x32xf32> loc(#loc960)
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc692))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc961)
      linalg.yield %1447 : f32 loc(#loc961)
    } -> tensor<8x32xf32> loc(#loc961)
    %191 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%188, %189 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc942)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/square"(#loc692)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc537))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc731)
      linalg.yield %1447 : f32 loc(#loc731)
    } -> tensor<8x32xf32> loc(#loc731)
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc537)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/max"(#loc538))):
      %1447 = arith.maximumf %in, %cst_21 : f32 loc(#loc732)
      linalg.yield %1447 : f32 loc(#loc732)
    } -> tensor<8x32xf32> loc(#loc732)
    %193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%191, %192 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc537)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/max"(#loc538)), %out: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/eq"(#loc538))):
      %1447 = arith.cmpf oeq, %in, %in_256 : f32 loc(#loc733)
      linalg.yield %1447 : i1 loc(#loc733)
    } -> tensor<8x32xi1> loc(#loc733)
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%193 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/eq"(#loc538)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/select_n"(#loc538))):
      %1447 = arith.select %in, %cst_19, %cst_21 : f32 loc(#loc734)
      linalg.yield %1447 : f32 loc(#loc734)
    } -> tensor<8x32xf32> loc(#loc734)
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%192 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/max"(#loc538)), %out: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/eq"(#loc538))):
      %1447 = arith.cmpf oeq, %cst_21, %in : f32 loc(#loc733)
      linalg.yield %1447 : i1 loc(#loc733)
    } -> tensor<8x32xi1> loc(#loc733)
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%195 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/eq"(#loc538)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/select_n"(#loc538))):
      %1447 = arith.select %in, %cst_22, %cst_19 : f32 loc(#loc734)
      linalg.yield %1447 : f32 loc(#loc734)
    } -> tensor<8x32xf32> loc(#loc734)
    %197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%194, %196 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/select_n"(#loc538)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/select_n"(#loc538)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc538))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc735)
      linalg.yield %1447 : f32 loc(#loc735)
    } -> tensor<8x32xf32> loc(#loc735)
    %expanded_73 = tensor.expand_shape %192 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc736)
    %198 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc540))):
      linalg.yield %in : f32 loc(#loc737)
    } -> tensor<8x32x32xf32> loc(#loc737)
    %199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %198 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc359)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc540)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc540))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc737)
      linalg.yield %1447 : f32 loc(#loc737)
    } -> tensor<8x32x32xf32> loc(#loc737)
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/broadcast_in_dim"(#loc539)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc541))):
      %1447 = arith.addf %in, %cst_18 : f32 loc(#loc738)
      linalg.yield %1447 : f32 loc(#loc738)
    } -> tensor<8x32x1xf32> loc(#loc738)
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc541)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/rsqrt"(#loc542))):
      %1447 = math.rsqrt %in : f32 loc(#loc739)
      linalg.yield %1447 : f32 loc(#loc739)
    } -> tensor<8x32x1xf32> loc(#loc739)
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %200 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/rsqrt"(#loc542)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc541)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc542))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc740)
      linalg.yield %1447 : f32 loc(#loc740)
    } -> tensor<8x32x1xf32> loc(#loc740)
    %203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc542)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc542))):
      %1447 = arith.mulf %in, %cst_17 : f32 loc(#loc741)
      linalg.yield %1447 : f32 loc(#loc741)
    } -> tensor<8x32x1xf32> loc(#loc741)
    %expanded_74 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc742)
    %204 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/rsqrt"(#loc542)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc544))):
      linalg.yield %in : f32 loc(#loc743)
    } -> tensor<8x32x32xf32> loc(#loc743)
    %205 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reshape"(#loc543)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc544))):
      linalg.yield %in : f32 loc(#loc743)
    } -> tensor<8x32x32xf32> loc(#loc743)
    %206 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %205 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc544)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc544)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc544))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc743)
      linalg.yield %1447 : f32 loc(#loc743)
    } -> tensor<8x32x32xf32> loc(#loc743)
    %207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %206 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc540)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc544)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc545))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc744)
      linalg.yield %1447 : f32 loc(#loc744)
    } -> tensor<8x32x32xf32> loc(#loc744)
    %expanded_75 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc745)
    %208 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reshape"(#loc546)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc547))):
      linalg.yield %in : f32 loc(#loc746)
    } -> tensor<8x32x32xf32> loc(#loc746)
    %209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %208 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc545)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc547)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc547))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc746)
      linalg.yield %1447 : f32 loc(#loc746)
    } -> tensor<8x32x32xf32> loc(#loc746)
    %collapsed_76 = tensor.collapse_shape %209 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc554)
    %210 = linalg.matmul ins(%collapsed_76, %arg18 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%114 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc554)
    %expanded_77 = tensor.expand_shape %210 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc554)
    %expanded_78 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc555)
    %211 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<1x1x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/reshape"(#loc416)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc417))):
      linalg.yield %in : f32 loc(#loc556)
    } -> tensor<8x32x128xf32> loc(#loc556)
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %211 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/dot_general"(#loc415)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc417)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc417))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc556)
      linalg.yield %1447 : f32 loc(#loc556)
    } -> tensor<8x32x128xf32> loc(#loc556)
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc417)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/integer_pow"(#loc362))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc428)
      linalg.yield %1447 : f32 loc(#loc428)
    } -> tensor<8x32x128xf32> loc(#loc428)
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %212 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/integer_pow"(#loc362)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc417)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/integer_pow"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc428)
      linalg.yield %1447 : f32 loc(#loc428)
    } -> tensor<8x32x128xf32> loc(#loc428)
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/integer_pow"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_15 : f32 loc(#loc429)
      linalg.yield %1447 : f32 loc(#loc429)
    } -> tensor<8x32x128xf32> loc(#loc429)
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/integer_pow"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_14 : f32 loc(#loc429)
      linalg.yield %1447 : f32 loc(#loc429)
    } -> tensor<8x32x128xf32> loc(#loc429)
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %216 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc417)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc362))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc430)
      linalg.yield %1447 : f32 loc(#loc430)
    } -> tensor<8x32x128xf32> loc(#loc430)
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_13 : f32 loc(#loc429)
      linalg.yield %1447 : f32 loc(#loc429)
    } -> tensor<8x32x128xf32> loc(#loc429)
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/tanh"(#loc362))):
      %1447 = math.tanh %in : f32 loc(#loc431)
      linalg.yield %1447 : f32 loc(#loc431)
    } -> tensor<8x32x128xf32> loc(#loc431)
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/tanh"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/sub"(#loc362))):
      %1447 = arith.subf %cst_19, %in : f32 loc(#loc432)
      linalg.yield %1447 : f32 loc(#loc432)
    } -> tensor<8x32x128xf32> loc(#loc432)
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/tanh"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc362))):
      %1447 = arith.addf %in, %cst_19 : f32 loc(#loc430)
      linalg.yield %1447 : f32 loc(#loc430)
    } -> tensor<8x32x128xf32> loc(#loc430)
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_12 : f32 loc(#loc429)
      linalg.yield %1447 : f32 loc(#loc429)
    } -> tensor<8x32x128xf32> loc(#loc429)
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %222 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc417)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc429)
      linalg.yield %1447 : f32 loc(#loc429)
    } -> tensor<8x32x128xf32> loc(#loc429)
    %collapsed_79 = tensor.collapse_shape %223 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc557)
    %224 = linalg.matmul ins(%collapsed_79, %arg20 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc557)
    %expanded_80 = tensor.expand_shape %224 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc557)
    %expanded_81 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc558)
    %225 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_1/reshape"(#loc424)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_1/add"(#loc425))):
      linalg.yield %in : f32 loc(#loc559)
    } -> tensor<8x32x32xf32> loc(#loc559)
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %225 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_1/dot_general"(#loc423)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_1/add"(#loc425)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_1/add"(#loc425))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc559)
      linalg.yield %1447 : f32 loc(#loc559)
    } -> tensor<8x32x32xf32> loc(#loc559)
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %226 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc359)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_1/add"(#loc425)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc364))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc433)
      linalg.yield %1447 : f32 loc(#loc433)
    } -> tensor<8x32x32xf32> loc(#loc433)
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc364)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/square"(#loc661))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc962)
      linalg.yield %1447 : f32 loc(#loc962)
    } -> tensor<8x32x32xf32> loc(#loc962)
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc364)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc661))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc963)
      linalg.yield %1447 : f32 loc(#loc963)
    } -> tensor<8x32x32xf32> loc(#loc963)
    %230 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%227 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc926))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1052)
      linalg.yield %1447 : f32 loc(#loc1052)
    } -> tensor<8x32xf32> loc(#loc1052)
    %231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%230 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc926))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1053)
      linalg.yield %1447 : f32 loc(#loc1053)
    } -> tensor<8x32xf32> loc(#loc1053)
    %232 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%228 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc926))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1052)
      linalg.yield %1447 : f32 loc(#loc1052)
    } -> tensor<8x32xf32> loc(#loc1052)
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%232 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc926))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1053)
      linalg.yield %1447 : f32 loc(#loc1053)
    } -> tensor<8x32xf32> loc(#loc1053)
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%231 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/square"(#loc663))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc964)
      linalg.yield %1447 : f32 loc(#loc964)
    } -> tensor<8x32xf32> loc(#loc964)
    %235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%231 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc663))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc965)
      linalg.yield %1447 : f32 loc(#loc965)
    } -> tensor<8x32xf32> loc(#loc965)
    %236 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%233, %234 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc926)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/square"(#loc663)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc517))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc747)
      linalg.yield %1447 : f32 loc(#loc747)
    } -> tensor<8x32xf32> loc(#loc747)
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%236 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc517)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/max"(#loc518))):
      %1447 = arith.maximumf %in, %cst_21 : f32 loc(#loc748)
      linalg.yield %1447 : f32 loc(#loc748)
    } -> tensor<8x32xf32> loc(#loc748)
    %238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%236, %237 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc517)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/max"(#loc518)), %out: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/eq"(#loc518))):
      %1447 = arith.cmpf oeq, %in, %in_256 : f32 loc(#loc749)
      linalg.yield %1447 : i1 loc(#loc749)
    } -> tensor<8x32xi1> loc(#loc749)
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/eq"(#loc518)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/select_n"(#loc518))):
      %1447 = arith.select %in, %cst_19, %cst_21 : f32 loc(#loc750)
      linalg.yield %1447 : f32 loc(#loc750)
    } -> tensor<8x32xf32> loc(#loc750)
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%237 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/max"(#loc518)), %out: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/eq"(#loc518))):
      %1447 = arith.cmpf oeq, %cst_21, %in : f32 loc(#loc749)
      linalg.yield %1447 : i1 loc(#loc749)
    } -> tensor<8x32xi1> loc(#loc749)
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%240 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/eq"(#loc518)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/select_n"(#loc518))):
      %1447 = arith.select %in, %cst_22, %cst_19 : f32 loc(#loc750)
      linalg.yield %1447 : f32 loc(#loc750)
    } -> tensor<8x32xf32> loc(#loc750)
    %242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%239, %241 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/select_n"(#loc518)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/select_n"(#loc518)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc518))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc751)
      linalg.yield %1447 : f32 loc(#loc751)
    } -> tensor<8x32xf32> loc(#loc751)
    %expanded_82 = tensor.expand_shape %237 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc752)
    %243 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc520))):
      linalg.yield %in : f32 loc(#loc753)
    } -> tensor<8x32x32xf32> loc(#loc753)
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %243 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc364)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc520)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc520))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc753)
      linalg.yield %1447 : f32 loc(#loc753)
    } -> tensor<8x32x32xf32> loc(#loc753)
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/broadcast_in_dim"(#loc519)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc521))):
      %1447 = arith.addf %in, %cst_18 : f32 loc(#loc754)
      linalg.yield %1447 : f32 loc(#loc754)
    } -> tensor<8x32x1xf32> loc(#loc754)
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc521)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/rsqrt"(#loc522))):
      %1447 = math.rsqrt %in : f32 loc(#loc755)
      linalg.yield %1447 : f32 loc(#loc755)
    } -> tensor<8x32x1xf32> loc(#loc755)
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %245 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/rsqrt"(#loc522)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc521)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc522))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc756)
      linalg.yield %1447 : f32 loc(#loc756)
    } -> tensor<8x32x1xf32> loc(#loc756)
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc522)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc522))):
      %1447 = arith.mulf %in, %cst_17 : f32 loc(#loc757)
      linalg.yield %1447 : f32 loc(#loc757)
    } -> tensor<8x32x1xf32> loc(#loc757)
    %expanded_83 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc758)
    %249 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/rsqrt"(#loc522)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc524))):
      linalg.yield %in : f32 loc(#loc759)
    } -> tensor<8x32x32xf32> loc(#loc759)
    %250 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reshape"(#loc523)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc524))):
      linalg.yield %in : f32 loc(#loc759)
    } -> tensor<8x32x32xf32> loc(#loc759)
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %250 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc524)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc524)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc524))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc759)
      linalg.yield %1447 : f32 loc(#loc759)
    } -> tensor<8x32x32xf32> loc(#loc759)
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %251 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc520)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc524)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc525))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc760)
      linalg.yield %1447 : f32 loc(#loc760)
    } -> tensor<8x32x32xf32> loc(#loc760)
    %expanded_84 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc761)
    %253 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reshape"(#loc526)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc527))):
      linalg.yield %in : f32 loc(#loc762)
    } -> tensor<8x32x32xf32> loc(#loc762)
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %253 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc525)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc527)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc527))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc762)
      linalg.yield %1447 : f32 loc(#loc762)
    } -> tensor<8x32x32xf32> loc(#loc762)
    %collapsed_85 = tensor.collapse_shape %254 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc763)
    %collapsed_86 = tensor.collapse_shape %arg39 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc763)
    %255 = linalg.matmul ins(%collapsed_85, %collapsed_86 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc763)
    %expanded_87 = tensor.expand_shape %255 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc763)
    %collapsed_88 = tensor.collapse_shape %arg37 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc764)
    %256 = linalg.matmul ins(%collapsed_85, %collapsed_88 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc764)
    %expanded_89 = tensor.expand_shape %256 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc764)
    %collapsed_90 = tensor.collapse_shape %arg40 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc765)
    %257 = linalg.matmul ins(%collapsed_85, %collapsed_90 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc765)
    %expanded_91 = tensor.expand_shape %257 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc765)
    %258 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_87, %55 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc528)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc684)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc684))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc966)
      linalg.yield %1447 : f32 loc(#loc966)
    } -> tensor<8x32x4x8xf32> loc(#loc966)
    %259 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258 : tensor<8x32x4x8xf32>) outs(%57 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc684)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))):
      linalg.yield %in : f32 loc(#loc967)
    } -> tensor<8x4x32x8xf32> loc(#loc967)
    %260 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<8x32x4x8xf32>) outs(%59 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc529)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))):
      linalg.yield %in : f32 loc(#loc967)
    } -> tensor<8x4x8x32xf32> loc(#loc967)
    %collapsed_92 = tensor.collapse_shape %259 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc967)
    %collapsed_93 = tensor.collapse_shape %260 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc967)
    %261 = linalg.batch_matmul ins(%collapsed_92, %collapsed_93 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%62 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc967)
    %expanded_94 = tensor.expand_shape %261 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc967)
    %262 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_94 : tensor<8x4x32x32xf32>) outs(%65 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_max"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_max"(#loc686))):
      %1447 = arith.maximumf %out, %in : f32 loc(#loc968)
      linalg.yield %1447 : f32 loc(#loc968)
    } -> tensor<8x4x32xf32> loc(#loc968)
    %263 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262 : tensor<8x4x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/max"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/sub"(#loc686))):
      linalg.yield %in : f32 loc(#loc969)
    } -> tensor<8x4x32x32xf32> loc(#loc969)
    %264 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_94, %263 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/sub"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/sub"(#loc686))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc969)
      linalg.yield %1447 : f32 loc(#loc969)
    } -> tensor<8x4x32x32xf32> loc(#loc969)
    %265 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264 : tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/sub"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/exp"(#loc686))):
      %1447 = math.exp %in : f32 loc(#loc971)
      linalg.yield %1447 : f32 loc(#loc971)
    } -> tensor<8x4x32x32xf32> loc(#loc971)
    %266 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%265 : tensor<8x4x32x32xf32>) outs(%71 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))):
      %1447 = arith.addf %out, %in : f32 loc(#loc972)
      linalg.yield %1447 : f32 loc(#loc972)
    } -> tensor<8x4x32xf32> loc(#loc972)
    %expanded_95 = tensor.expand_shape %266 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc973)
    %267 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<8x4x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc686))):
      linalg.yield %in : f32 loc(#loc974)
    } -> tensor<8x4x32x32xf32> loc(#loc974)
    %268 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %267 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/exp"(#loc686)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc686))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc974)
      linalg.yield %1447 : f32 loc(#loc974)
    } -> tensor<8x4x32x32xf32> loc(#loc974)
    %269 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_95 : tensor<8x4x32x1xf32>) outs(%75 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/mul"(#loc939))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1054)
      linalg.yield %1447 : f32 loc(#loc1054)
    } -> tensor<8x4x32x1xf32> loc(#loc1054)
    %270 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269 : tensor<8x4x32x1xf32>) outs(%75 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/mul"(#loc939)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc939))):
      %1447 = arith.divf %cst_19, %in : f32 loc(#loc1055)
      linalg.yield %1447 : f32 loc(#loc1055)
    } -> tensor<8x4x32x1xf32> loc(#loc1055)
    %271 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<8x32x4x8xf32>) outs(%59 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc530)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))):
      linalg.yield %in : f32 loc(#loc766)
    } -> tensor<8x4x8x32xf32> loc(#loc766)
    %272 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc686)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))):
      linalg.yield %in : f32 loc(#loc766)
    } -> tensor<8x4x32x32xf32> loc(#loc766)
    %collapsed_96 = tensor.collapse_shape %271 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc766)
    %collapsed_97 = tensor.collapse_shape %272 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc766)
    %273 = linalg.batch_matmul ins(%collapsed_96, %collapsed_97 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%81 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc766)
    %expanded_98 = tensor.expand_shape %273 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc766)
    %274 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_98 : tensor<8x4x8x32xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))):
      linalg.yield %in : f32 loc(#loc767)
    } -> tensor<8x32x4x8xf32> loc(#loc767)
    %collapsed_99 = tensor.collapse_shape %274 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc768)
    %collapsed_100 = tensor.collapse_shape %arg38 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc768)
    %275 = linalg.matmul ins(%collapsed_99, %collapsed_100 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc768)
    %expanded_101 = tensor.expand_shape %275 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc768)
    %276 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %expanded_101 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc364)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc533)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc359))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc434)
      linalg.yield %1447 : f32 loc(#loc434)
    } -> tensor<8x32x32xf32> loc(#loc434)
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc359)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/square"(#loc690))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc975)
      linalg.yield %1447 : f32 loc(#loc975)
    } -> tensor<8x32x32xf32> loc(#loc975)
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc359)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc690))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc976)
      linalg.yield %1447 : f32 loc(#loc976)
    } -> tensor<8x32x32xf32> loc(#loc976)
    %279 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%276 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc942))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1056)
      linalg.yield %1447 : f32 loc(#loc1056)
    } -> tensor<8x32xf32> loc(#loc1056)
    %280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%279 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc942))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1057)
      linalg.yield %1447 : f32 loc(#loc1057)
    } -> tensor<8x32xf32> loc(#loc1057)
    %281 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%277 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc942))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1056)
      linalg.yield %1447 : f32 loc(#loc1056)
    } -> tensor<8x32xf32> loc(#loc1056)
    %282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%281 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc942))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1057)
      linalg.yield %1447 : f32 loc(#loc1057)
    } -> tensor<8x32xf32> loc(#loc1057)
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%280 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/square"(#loc692))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc977)
      linalg.yield %1447 : f32 loc(#loc977)
    } -> tensor<8x32xf32> loc(#loc977)
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%280 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc692))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc978)
      linalg.yield %1447 : f32 loc(#loc978)
    } -> tensor<8x32xf32> loc(#loc978)
    %285 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%282, %283 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc942)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/square"(#loc692)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc537))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc769)
      linalg.yield %1447 : f32 loc(#loc769)
    } -> tensor<8x32xf32> loc(#loc769)
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc537)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/max"(#loc538))):
      %1447 = arith.maximumf %in, %cst_21 : f32 loc(#loc770)
      linalg.yield %1447 : f32 loc(#loc770)
    } -> tensor<8x32xf32> loc(#loc770)
    %287 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%285, %286 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc537)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/max"(#loc538)), %out: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/eq"(#loc538))):
      %1447 = arith.cmpf oeq, %in, %in_256 : f32 loc(#loc771)
      linalg.yield %1447 : i1 loc(#loc771)
    } -> tensor<8x32xi1> loc(#loc771)
    %288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%287 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/eq"(#loc538)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/select_n"(#loc538))):
      %1447 = arith.select %in, %cst_19, %cst_21 : f32 loc(#loc772)
      linalg.yield %1447 : f32 loc(#loc772)
    } -> tensor<8x32xf32> loc(#loc772)
    %289 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%286 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/max"(#loc538)), %out: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/eq"(#loc538))):
      %1447 = arith.cmpf oeq, %cst_21, %in : f32 loc(#loc771)
      linalg.yield %1447 : i1 loc(#loc771)
    } -> tensor<8x32xi1> loc(#loc771)
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%289 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/eq"(#loc538)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/select_n"(#loc538))):
      %1447 = arith.select %in, %cst_22, %cst_19 : f32 loc(#loc772)
      linalg.yield %1447 : f32 loc(#loc772)
    } -> tensor<8x32xf32> loc(#loc772)
    %291 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%288, %290 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/select_n"(#loc538)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/select_n"(#loc538)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc538))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc773)
      linalg.yield %1447 : f32 loc(#loc773)
    } -> tensor<8x32xf32> loc(#loc773)
    %expanded_102 = tensor.expand_shape %286 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc774)
    %292 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc540))):
      linalg.yield %in : f32 loc(#loc775)
    } -> tensor<8x32x32xf32> loc(#loc775)
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %292 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc359)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc540)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc540))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc775)
      linalg.yield %1447 : f32 loc(#loc775)
    } -> tensor<8x32x32xf32> loc(#loc775)
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/broadcast_in_dim"(#loc539)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc541))):
      %1447 = arith.addf %in, %cst_18 : f32 loc(#loc776)
      linalg.yield %1447 : f32 loc(#loc776)
    } -> tensor<8x32x1xf32> loc(#loc776)
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc541)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/rsqrt"(#loc542))):
      %1447 = math.rsqrt %in : f32 loc(#loc777)
      linalg.yield %1447 : f32 loc(#loc777)
    } -> tensor<8x32x1xf32> loc(#loc777)
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %294 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/rsqrt"(#loc542)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc541)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc542))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc778)
      linalg.yield %1447 : f32 loc(#loc778)
    } -> tensor<8x32x1xf32> loc(#loc778)
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc542)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc542))):
      %1447 = arith.mulf %in, %cst_17 : f32 loc(#loc779)
      linalg.yield %1447 : f32 loc(#loc779)
    } -> tensor<8x32x1xf32> loc(#loc779)
    %expanded_103 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc780)
    %298 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/rsqrt"(#loc542)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc544))):
      linalg.yield %in : f32 loc(#loc781)
    } -> tensor<8x32x32xf32> loc(#loc781)
    %299 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reshape"(#loc543)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc544))):
      linalg.yield %in : f32 loc(#loc781)
    } -> tensor<8x32x32xf32> loc(#loc781)
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %299 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc544)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc544)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc544))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc781)
      linalg.yield %1447 : f32 loc(#loc781)
    } -> tensor<8x32x32xf32> loc(#loc781)
    %301 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %300 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc540)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc544)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc545))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc782)
      linalg.yield %1447 : f32 loc(#loc782)
    } -> tensor<8x32x32xf32> loc(#loc782)
    %expanded_104 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc783)
    %302 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reshape"(#loc546)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc547))):
      linalg.yield %in : f32 loc(#loc784)
    } -> tensor<8x32x32xf32> loc(#loc784)
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %302 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc545)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc547)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc547))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc784)
      linalg.yield %1447 : f32 loc(#loc784)
    } -> tensor<8x32x32xf32> loc(#loc784)
    %collapsed_105 = tensor.collapse_shape %303 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc560)
    %304 = linalg.matmul ins(%collapsed_105, %arg30 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%114 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc560)
    %expanded_106 = tensor.expand_shape %304 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc560)
    %expanded_107 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc561)
    %305 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_107 : tensor<1x1x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/reshape"(#loc416)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc417))):
      linalg.yield %in : f32 loc(#loc562)
    } -> tensor<8x32x128xf32> loc(#loc562)
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106, %305 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/dot_general"(#loc415)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc417)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc417))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc562)
      linalg.yield %1447 : f32 loc(#loc562)
    } -> tensor<8x32x128xf32> loc(#loc562)
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc417)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/integer_pow"(#loc362))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc435)
      linalg.yield %1447 : f32 loc(#loc435)
    } -> tensor<8x32x128xf32> loc(#loc435)
    %308 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %306 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/integer_pow"(#loc362)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc417)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/integer_pow"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc435)
      linalg.yield %1447 : f32 loc(#loc435)
    } -> tensor<8x32x128xf32> loc(#loc435)
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/integer_pow"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_15 : f32 loc(#loc436)
      linalg.yield %1447 : f32 loc(#loc436)
    } -> tensor<8x32x128xf32> loc(#loc436)
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/integer_pow"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_14 : f32 loc(#loc436)
      linalg.yield %1447 : f32 loc(#loc436)
    } -> tensor<8x32x128xf32> loc(#loc436)
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %310 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc417)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc362))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc437)
      linalg.yield %1447 : f32 loc(#loc437)
    } -> tensor<8x32x128xf32> loc(#loc437)
    %312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_13 : f32 loc(#loc436)
      linalg.yield %1447 : f32 loc(#loc436)
    } -> tensor<8x32x128xf32> loc(#loc436)
    %313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/tanh"(#loc362))):
      %1447 = math.tanh %in : f32 loc(#loc438)
      linalg.yield %1447 : f32 loc(#loc438)
    } -> tensor<8x32x128xf32> loc(#loc438)
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/tanh"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/sub"(#loc362))):
      %1447 = arith.subf %cst_19, %in : f32 loc(#loc439)
      linalg.yield %1447 : f32 loc(#loc439)
    } -> tensor<8x32x128xf32> loc(#loc439)
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/tanh"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc362))):
      %1447 = arith.addf %in, %cst_19 : f32 loc(#loc437)
      linalg.yield %1447 : f32 loc(#loc437)
    } -> tensor<8x32x128xf32> loc(#loc437)
    %316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_12 : f32 loc(#loc436)
      linalg.yield %1447 : f32 loc(#loc436)
    } -> tensor<8x32x128xf32> loc(#loc436)
    %317 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %316 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc417)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc362)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc436)
      linalg.yield %1447 : f32 loc(#loc436)
    } -> tensor<8x32x128xf32> loc(#loc436)
    %collapsed_108 = tensor.collapse_shape %317 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc563)
    %318 = linalg.matmul ins(%collapsed_108, %arg32 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc563)
    %expanded_109 = tensor.expand_shape %318 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc563)
    %expanded_110 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc564)
    %319 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_110 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_1/reshape"(#loc424)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_1/add"(#loc425))):
      linalg.yield %in : f32 loc(#loc565)
    } -> tensor<8x32x32xf32> loc(#loc565)
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109, %319 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_1/dot_general"(#loc423)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_1/add"(#loc425)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_1/add"(#loc425))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc565)
      linalg.yield %1447 : f32 loc(#loc565)
    } -> tensor<8x32x32xf32> loc(#loc565)
    %321 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %320 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc359)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_1/add"(#loc425)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc364))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc440)
      linalg.yield %1447 : f32 loc(#loc440)
    } -> tensor<8x32x32xf32> loc(#loc440)
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc364)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/square"(#loc566))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc785)
      linalg.yield %1447 : f32 loc(#loc785)
    } -> tensor<8x32x32xf32> loc(#loc785)
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc364)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc566))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc786)
      linalg.yield %1447 : f32 loc(#loc786)
    } -> tensor<8x32x32xf32> loc(#loc786)
    %324 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%321 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc787)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc787))):
      %1447 = arith.addf %out, %in : f32 loc(#loc979)
      linalg.yield %1447 : f32 loc(#loc979)
    } -> tensor<8x32xf32> loc(#loc979)
    %325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%324 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc787)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc787))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc980)
      linalg.yield %1447 : f32 loc(#loc980)
    } -> tensor<8x32xf32> loc(#loc980)
    %326 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%322 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc787)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc787))):
      %1447 = arith.addf %out, %in : f32 loc(#loc979)
      linalg.yield %1447 : f32 loc(#loc979)
    } -> tensor<8x32xf32> loc(#loc979)
    %327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%326 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc787)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc787))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc980)
      linalg.yield %1447 : f32 loc(#loc980)
    } -> tensor<8x32xf32> loc(#loc980)
    %328 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%325 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc787)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/square"(#loc568))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc788)
      linalg.yield %1447 : f32 loc(#loc788)
    } -> tensor<8x32xf32> loc(#loc788)
    %329 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%325 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc787)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc568))):
      %1447 = arith.mulf %in, %cst_22 : f32 loc(#loc789)
      linalg.yield %1447 : f32 loc(#loc789)
    } -> tensor<8x32xf32> loc(#loc789)
    %330 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%327, %328 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc787)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/square"(#loc568)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc444))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc569)
      linalg.yield %1447 : f32 loc(#loc569)
    } -> tensor<8x32xf32> loc(#loc569)
    %331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%330 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc444)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/max"(#loc445))):
      %1447 = arith.maximumf %in, %cst_21 : f32 loc(#loc570)
      linalg.yield %1447 : f32 loc(#loc570)
    } -> tensor<8x32xf32> loc(#loc570)
    %332 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%330, %331 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc444)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/max"(#loc445)), %out: i1 loc("jit(step)/jvp(Model)/LayerNorm_0/eq"(#loc445))):
      %1447 = arith.cmpf oeq, %in, %in_256 : f32 loc(#loc571)
      linalg.yield %1447 : i1 loc(#loc571)
    } -> tensor<8x32xi1> loc(#loc571)
    %333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%332 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/LayerNorm_0/eq"(#loc445)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/select_n"(#loc445))):
      %1447 = arith.select %in, %cst_19, %cst_21 : f32 loc(#loc572)
      linalg.yield %1447 : f32 loc(#loc572)
    } -> tensor<8x32xf32> loc(#loc572)
    %334 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%331 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/max"(#loc445)), %out: i1 loc("jit(step)/jvp(Model)/LayerNorm_0/eq"(#loc445))):
      %1447 = arith.cmpf oeq, %cst_21, %in : f32 loc(#loc571)
      linalg.yield %1447 : i1 loc(#loc571)
    } -> tensor<8x32xi1> loc(#loc571)
    %335 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%334 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/LayerNorm_0/eq"(#loc445)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/select_n"(#loc445))):
      %1447 = arith.select %in, %cst_22, %cst_19 : f32 loc(#loc572)
      linalg.yield %1447 : f32 loc(#loc572)
    } -> tensor<8x32xf32> loc(#loc572)
    %336 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%333, %335 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/select_n"(#loc445)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/select_n"(#loc445)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc445))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc573)
      linalg.yield %1447 : f32 loc(#loc573)
    } -> tensor<8x32xf32> loc(#loc573)
    %expanded_111 = tensor.expand_shape %331 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc574)
    %337 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc787)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc447))):
      linalg.yield %in : f32 loc(#loc575)
    } -> tensor<8x32x32xf32> loc(#loc575)
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %337 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc364)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc447)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc447))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc575)
      linalg.yield %1447 : f32 loc(#loc575)
    } -> tensor<8x32x32xf32> loc(#loc575)
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/broadcast_in_dim"(#loc446)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc448))):
      %1447 = arith.addf %in, %cst_18 : f32 loc(#loc576)
      linalg.yield %1447 : f32 loc(#loc576)
    } -> tensor<8x32x1xf32> loc(#loc576)
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc448)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/rsqrt"(#loc449))):
      %1447 = math.rsqrt %in : f32 loc(#loc577)
      linalg.yield %1447 : f32 loc(#loc577)
    } -> tensor<8x32x1xf32> loc(#loc577)
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %339 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/rsqrt"(#loc449)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc448)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc449))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc578)
      linalg.yield %1447 : f32 loc(#loc578)
    } -> tensor<8x32x1xf32> loc(#loc578)
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc449)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc449))):
      %1447 = arith.mulf %in, %cst_17 : f32 loc(#loc579)
      linalg.yield %1447 : f32 loc(#loc579)
    } -> tensor<8x32x1xf32> loc(#loc579)
    %expanded_112 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc580)
    %343 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/rsqrt"(#loc449)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc451))):
      linalg.yield %in : f32 loc(#loc581)
    } -> tensor<8x32x32xf32> loc(#loc581)
    %344 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reshape"(#loc450)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc451))):
      linalg.yield %in : f32 loc(#loc581)
    } -> tensor<8x32x32xf32> loc(#loc581)
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %344 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc451)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc451)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc451))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc581)
      linalg.yield %1447 : f32 loc(#loc581)
    } -> tensor<8x32x32xf32> loc(#loc581)
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %345 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc447)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc451)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc452))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc582)
      linalg.yield %1447 : f32 loc(#loc582)
    } -> tensor<8x32x32xf32> loc(#loc582)
    %expanded_113 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc583)
    %347 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_113 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reshape"(#loc453)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc454))):
      linalg.yield %in : f32 loc(#loc584)
    } -> tensor<8x32x32xf32> loc(#loc584)
    %348 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %347 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc452)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc454)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc454))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc584)
      linalg.yield %1447 : f32 loc(#loc584)
    } -> tensor<8x32x32xf32> loc(#loc584)
    %collapsed_114 = tensor.collapse_shape %348 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc455)
    %349 = tensor.empty() : tensor<256x64xf32> loc(#loc455)
    %350 = linalg.fill ins(%cst_21 : f32) outs(%349 : tensor<256x64xf32>) -> tensor<256x64xf32> loc(#loc455)
    %351 = linalg.matmul ins(%collapsed_114, %arg1 : tensor<256x32xf32>, tensor<32x64xf32>) outs(%350 : tensor<256x64xf32>) -> tensor<256x64xf32> loc(#loc455)
    %expanded_115 = tensor.expand_shape %351 [[0, 1], [2]] output_shape [8, 32, 64] : tensor<256x64xf32> into tensor<8x32x64xf32> loc(#loc455)
    %expanded_116 = tensor.expand_shape %arg0 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc(#loc456)
    %352 = tensor.empty() : tensor<8x32x64xf32> loc(#loc457)
    %353 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116 : tensor<1x1x64xf32>) outs(%352 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/Dense_0/reshape"(#loc368)), %out: f32 loc("jit(step)/jvp(Model)/Dense_0/add"(#loc369))):
      linalg.yield %in : f32 loc(#loc457)
    } -> tensor<8x32x64xf32> loc(#loc457)
    %354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %353 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%352 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/Dense_0/dot_general"(#loc367)), %in_256: f32 loc("jit(step)/jvp(Model)/Dense_0/add"(#loc369)), %out: f32 loc("jit(step)/jvp(Model)/Dense_0/add"(#loc369))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc457)
      linalg.yield %1447 : f32 loc(#loc457)
    } -> tensor<8x32x64xf32> loc(#loc457)
    %expanded_117 = tensor.expand_shape %arg125 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xi32> into tensor<8x32x1xi32> loc(#loc370)
    %355 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<8x32x1xi32>) outs(%5 : tensor<8x32x1xi1>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc344)), %out: i1 loc(callsite(#loc143 at #loc371))):
      %1447 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc585)
      linalg.yield %1447 : i1 loc(#loc585)
    } -> tensor<8x32x1xi1> loc(#loc585)
    %356 = tensor.empty() : tensor<8x32x1xi32> loc(#loc586)
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<8x32x1xi32>) outs(%356 : tensor<8x32x1xi32>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc344)), %out: i32 loc(callsite(#loc144 at #loc371))):
      %1447 = arith.addi %in, %c64_i32 : i32 loc(#loc586)
      linalg.yield %1447 : i32 loc(#loc586)
    } -> tensor<8x32x1xi32> loc(#loc586)
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355, %357, %expanded_117 : tensor<8x32x1xi1>, tensor<8x32x1xi32>, tensor<8x32x1xi32>) outs(%356 : tensor<8x32x1xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc143 at #loc371)), %in_256: i32 loc(callsite(#loc144 at #loc371)), %in_257: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc344)), %out: i32 loc(callsite(#loc145 at #loc371))):
      %1447 = arith.select %in, %in_256, %in_257 : i32 loc(#loc587)
      linalg.yield %1447 : i32 loc(#loc587)
    } -> tensor<8x32x1xi32> loc(#loc587)
    %expanded_118 = tensor.expand_shape %358 [[0], [1], [2, 3]] output_shape [8, 32, 1, 1] : tensor<8x32x1xi32> into tensor<8x32x1x1xi32> loc(#loc588)
    %359 = tensor.empty() : tensor<8x32x1x1xi1> loc(#loc589)
    %360 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_118 : tensor<8x32x1x1xi32>) outs(%359 : tensor<8x32x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc199 at #loc371)), %out: i1 loc(callsite(#loc148 at #loc371))):
      %1447 = arith.cmpi sge, %in, %c0_i32 : i32 loc(#loc589)
      linalg.yield %1447 : i1 loc(#loc589)
    } -> tensor<8x32x1x1xi1> loc(#loc589)
    %361 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_118 : tensor<8x32x1x1xi32>) outs(%359 : tensor<8x32x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc199 at #loc371)), %out: i1 loc(callsite(#loc149 at #loc371))):
      %1447 = arith.cmpi sle, %in, %c63_i32 : i32 loc(#loc590)
      linalg.yield %1447 : i1 loc(#loc590)
    } -> tensor<8x32x1x1xi1> loc(#loc590)
    %362 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %361 : tensor<8x32x1x1xi1>, tensor<8x32x1x1xi1>) outs(%359 : tensor<8x32x1x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc148 at #loc371)), %in_256: i1 loc(callsite(#loc149 at #loc371)), %out: i1 loc(callsite(#loc150 at #loc371))):
      %1447 = arith.andi %in, %in_256 : i1 loc(#loc591)
      linalg.yield %1447 : i1 loc(#loc591)
    } -> tensor<8x32x1x1xi1> loc(#loc591)
    %363 = linalg.fill ins(%true : i1) outs(%5 : tensor<8x32x1xi1>) -> tensor<8x32x1xi1> loc(#loc592)
    %364 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%362 : tensor<8x32x1x1xi1>) outs(%363 : tensor<8x32x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc151 at #loc371)), %out: i1 loc(callsite(#loc151 at #loc371))):
      %1447 = arith.andi %out, %in : i1 loc(#loc592)
      linalg.yield %1447 : i1 loc(#loc592)
    } -> tensor<8x32x1xi1> loc(#loc592)
    %365 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%out: f32 loc(callsite(#loc152 at #loc371))):
      %1447 = linalg.index 0 : index loc(#loc593)
      %1448 = linalg.index 1 : index loc(#loc593)
      %extracted = tensor.extract %expanded_118[%1447, %1448, %c0, %c0] : tensor<8x32x1x1xi32> loc(#loc593)
      %1449 = arith.index_cast %extracted : i32 to index loc(#loc593)
      %1450 = arith.maxsi %1449, %c0 : index loc(#loc593)
      %1451 = arith.minsi %1450, %c63 : index loc(#loc593)
      %extracted_256 = tensor.extract %354[%1447, %1448, %1451] : tensor<8x32x64xf32> loc(#loc593)
      linalg.yield %extracted_256 : f32 loc(#loc593)
    } -> tensor<8x32x1xf32> loc(#loc593)
    %366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %365 : tensor<8x32x1xi1>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc151 at #loc371)), %in_256: f32 loc(callsite(#loc152 at #loc371)), %out: f32 loc(callsite(#loc145 at #loc371))):
      %1447 = arith.select %in, %in_256, %cst_23 : f32 loc(#loc587)
      linalg.yield %1447 : f32 loc(#loc587)
    } -> tensor<8x32x1xf32> loc(#loc587)
    %367 = tensor.empty() : tensor<1xi1> loc(#loc594)
    %368 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel"]} outs(%367 : tensor<1xi1>) {
    ^bb0(%out: i1 loc(callsite(#loc150 at #loc372))):
      linalg.yield %true : i1 loc(#loc594)
    } -> tensor<1xi1> loc(#loc594)
    %369 = tensor.empty() : tensor<i1> loc(#loc595)
    %370 = linalg.fill ins(%true : i1) outs(%369 : tensor<i1>) -> tensor<i1> loc(#loc595)
    %371 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["reduction"]} ins(%368 : tensor<1xi1>) outs(%370 : tensor<i1>) {
    ^bb0(%in: i1 loc(callsite(#loc151 at #loc372)), %out: i1 loc(callsite(#loc151 at #loc372))):
      %1447 = arith.andi %out, %in : i1 loc(#loc595)
      linalg.yield %1447 : i1 loc(#loc595)
    } -> tensor<i1> loc(#loc595)
    %collapsed_119 = tensor.collapse_shape %366 [[0], [1, 2]] : tensor<8x32x1xf32> into tensor<8x32xf32> loc(#loc596)
    %372 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%371 : tensor<i1>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc151 at #loc372)), %out: i1 loc(callsite(#loc147 at #loc372))):
      linalg.yield %in : i1 loc(#loc597)
    } -> tensor<8x32xi1> loc(#loc597)
    %373 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%372, %collapsed_119 : tensor<8x32xi1>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc147 at #loc372)), %in_256: f32 loc(callsite(#loc152 at #loc372)), %out: f32 loc(callsite(#loc145 at #loc372))):
      %1447 = arith.select %in, %in_256, %cst_23 : f32 loc(#loc598)
      linalg.yield %1447 : f32 loc(#loc598)
    } -> tensor<8x32xf32> loc(#loc598)
    %374 = linalg.fill ins(%cst_16 : f32) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32> loc(#loc373)
    %375 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%354 : tensor<8x32x64xf32>) outs(%374 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_max"(#loc345)), %out: f32 loc("jit(step)/jvp()/reduce_max"(#loc345))):
      %1447 = arith.maximumf %out, %in : f32 loc(#loc373)
      linalg.yield %1447 : f32 loc(#loc373)
    } -> tensor<8x32xf32> loc(#loc373)
    %376 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%375 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/max"(#loc345)), %out: i1 loc("jit(step)/jvp()/is_finite"(#loc345))):
      %1447 = math.absf %in : f32 loc(#loc374)
      %1448 = arith.cmpf one, %1447, %cst_11 : f32 loc(#loc374)
      linalg.yield %1448 : i1 loc(#loc374)
    } -> tensor<8x32xi1> loc(#loc374)
    %377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%376, %375 : tensor<8x32xi1>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp()/is_finite"(#loc345)), %in_256: f32 loc("jit(step)/jvp()/max"(#loc345)), %out: f32 loc("jit(step)/jvp()/select_n"(#loc345))):
      %1447 = arith.select %in, %in_256, %cst_21 : f32 loc(#loc376)
      linalg.yield %1447 : f32 loc(#loc376)
    } -> tensor<8x32xf32> loc(#loc376)
    %378 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377 : tensor<8x32xf32>) outs(%352 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/select_n"(#loc345)), %out: f32 loc("jit(step)/jvp()/sub"(#loc345))):
      linalg.yield %in : f32 loc(#loc377)
    } -> tensor<8x32x64xf32> loc(#loc377)
    %379 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %378 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%352 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/Dense_0/add"(#loc369)), %in_256: f32 loc("jit(step)/jvp()/sub"(#loc345)), %out: f32 loc("jit(step)/jvp()/sub"(#loc345))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc377)
      linalg.yield %1447 : f32 loc(#loc377)
    } -> tensor<8x32x64xf32> loc(#loc377)
    %380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379 : tensor<8x32x64xf32>) outs(%352 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc345)), %out: f32 loc("jit(step)/jvp()/exp"(#loc345))):
      %1447 = math.exp %in : f32 loc(#loc378)
      linalg.yield %1447 : f32 loc(#loc378)
    } -> tensor<8x32x64xf32> loc(#loc378)
    %381 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%380 : tensor<8x32x64xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc345))):
      %1447 = arith.addf %out, %in : f32 loc(#loc379)
      linalg.yield %1447 : f32 loc(#loc379)
    } -> tensor<8x32xf32> loc(#loc379)
    %382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%381 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc345)), %out: f32 loc("jit(step)/jvp()/abs"(#loc345))):
      %1447 = math.absf %in : f32 loc(#loc380)
      linalg.yield %1447 : f32 loc(#loc380)
    } -> tensor<8x32xf32> loc(#loc380)
    %383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%381 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc345)), %out: i1 loc("jit(step)/jvp()/ge"(#loc345))):
      %1447 = arith.cmpf oge, %in, %cst_21 : f32 loc(#loc381)
      linalg.yield %1447 : i1 loc(#loc381)
    } -> tensor<8x32xi1> loc(#loc381)
    %384 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%382 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/abs"(#loc345)), %out: f32 loc("jit(step)/jvp()/log"(#loc345))):
      %1447 = math.log %in : f32 loc(#loc382)
      linalg.yield %1447 : f32 loc(#loc382)
    } -> tensor<8x32xf32> loc(#loc382)
    %385 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%384, %377 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/log"(#loc345)), %in_256: f32 loc("jit(step)/jvp()/select_n"(#loc345)), %out: f32 loc("jit(step)/jvp()/add"(#loc345))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc383)
      linalg.yield %1447 : f32 loc(#loc383)
    } -> tensor<8x32xf32> loc(#loc383)
    %386 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%385, %373 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc345)), %in_256: f32 loc(callsite(#loc145 at #loc372)), %out: f32 loc("jit(step)/jvp()/sub"(#loc346))):
      %1447 = arith.subf %in, %in_256 : f32 loc(#loc384)
      linalg.yield %1447 : f32 loc(#loc384)
    } -> tensor<8x32xf32> loc(#loc384)
    %387 = linalg.fill ins(%cst_21 : f32) outs(%52 : tensor<f32>) -> tensor<f32> loc(#loc347)
    %388 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "reduction"]} ins(%386 : tensor<8x32xf32>) outs(%387 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc334))):
      %1447 = arith.addf %out, %in : f32 loc(#loc347)
      linalg.yield %1447 : f32 loc(#loc347)
    } -> tensor<f32> loc(#loc347)
    %389 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%388 : tensor<f32>) outs(%52 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc334)), %out: f32 loc("jit(step)/jvp()/div"(#loc334))):
      %1447 = arith.divf %in, %cst_10 : f32 loc(#loc348)
      linalg.yield %1447 : f32 loc(#loc348)
    } -> tensor<f32> loc(#loc348)
    %390 = linalg.generic {indexing_maps = [#map7], iterator_types = []} outs(%52 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp())/div"(#loc334))):
      linalg.yield %cst_2 : f32 loc(#loc349)
    } -> tensor<f32> loc(#loc349)
    %391 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%390 : tensor<f32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc334))):
      linalg.yield %in : f32 loc(#loc350)
    } -> tensor<8x32xf32> loc(#loc350)
    %392 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%390 : tensor<f32>) outs(%52 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc334)), %out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc346))):
      %1447 = arith.negf %in : f32 loc(#loc385)
      linalg.yield %1447 : f32 loc(#loc385)
    } -> tensor<f32> loc(#loc385)
    %393 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%392 : tensor<f32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/neg"(#loc346)), %out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc346))):
      linalg.yield %in : f32 loc(#loc385)
    } -> tensor<8x32xf32> loc(#loc385)
    %394 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%391, %382 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc334)), %in_256: f32 loc("jit(step)/jvp()/abs"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc345))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc386)
      linalg.yield %1447 : f32 loc(#loc386)
    } -> tensor<8x32xf32> loc(#loc386)
    %395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%383, %394 : tensor<8x32xi1>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp()/ge"(#loc345)), %in_256: f32 loc("jit(step)/transpose(jvp())/div"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp())/select_n"(#loc345))):
      %1447 = arith.select %in, %cst_21, %in_256 : f32 loc(#loc387)
      linalg.yield %1447 : f32 loc(#loc387)
    } -> tensor<8x32xf32> loc(#loc387)
    %396 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%383, %394 : tensor<8x32xi1>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp()/ge"(#loc345)), %in_256: f32 loc("jit(step)/transpose(jvp())/div"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp())/select_n"(#loc345))):
      %1447 = arith.select %in, %in_256, %cst_21 : f32 loc(#loc387)
      linalg.yield %1447 : f32 loc(#loc387)
    } -> tensor<8x32xf32> loc(#loc387)
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%395 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/select_n"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc345))):
      %1447 = arith.negf %in : f32 loc(#loc388)
      linalg.yield %1447 : f32 loc(#loc388)
    } -> tensor<8x32xf32> loc(#loc388)
    %398 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%396, %397 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/select_n"(#loc345)), %in_256: f32 loc("jit(step)/transpose(jvp())/neg"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc345))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc389)
      linalg.yield %1447 : f32 loc(#loc389)
    } -> tensor<8x32xf32> loc(#loc389)
    %399 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398 : tensor<8x32xf32>) outs(%352 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc345))):
      linalg.yield %in : f32 loc(#loc390)
    } -> tensor<8x32x64xf32> loc(#loc390)
    %400 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %380 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%352 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc345)), %in_256: f32 loc("jit(step)/jvp()/exp"(#loc345)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc345))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc391)
      linalg.yield %1447 : f32 loc(#loc391)
    } -> tensor<8x32x64xf32> loc(#loc391)
    %expanded_120 = tensor.expand_shape %393 [[0, 1, 2], [3]] output_shape [1, 1, 8, 32] : tensor<8x32xf32> into tensor<1x1x8x32xf32> loc(#loc502)
    %401 = scf.for %arg126 = %c0 to %c8 step %c1 iter_args(%arg127 = %cst_1) -> (tensor<256xf32>) {
      %1447 = scf.for %arg128 = %c0 to %c32 step %c1 iter_args(%arg129 = %arg127) -> (tensor<256xf32>) {
        %1448 = arith.muli %arg126, %c32 : index loc(#loc502)
        %1449 = arith.addi %1448, %arg128 : index loc(#loc502)
        %extracted = tensor.extract %expanded_120[%c0, %c0, %arg126, %arg128] : tensor<1x1x8x32xf32> loc(#loc502)
        %extracted_256 = tensor.extract %arg129[%1449] : tensor<256xf32> loc(#loc502)
        %1450 = arith.addf %extracted_256, %extracted : f32 loc(#loc599)
        %inserted = tensor.insert %1450 into %arg129[%1449] : tensor<256xf32> loc(#loc502)
        scf.yield %inserted : tensor<256xf32> loc(#loc502)
      } loc(#loc502)
      scf.yield %1447 : tensor<256xf32> loc(#loc502)
    } loc(#loc502)
    %402 = tensor.empty() : tensor<8x32x1x1xi32> loc(#loc600)
    %403 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%402 : tensor<8x32x1x1xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc at #loc353))):
      %1447 = linalg.index 0 : index loc(#loc600)
      %1448 = arith.index_cast %1447 : index to i32 loc(#loc600)
      linalg.yield %1448 : i32 loc(#loc600)
    } -> tensor<8x32x1x1xi32> loc(#loc600)
    %404 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%402 : tensor<8x32x1x1xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc at #loc353))):
      %1447 = linalg.index 1 : index loc(#loc600)
      %1448 = arith.index_cast %1447 : index to i32 loc(#loc600)
      linalg.yield %1448 : i32 loc(#loc600)
    } -> tensor<8x32x1x1xi32> loc(#loc600)
    %405 = tensor.empty() : tensor<8x32x1x3xi32> loc(#loc600)
    %inserted_slice = tensor.insert_slice %403 into %405[0, 0, 0, 0] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x1xi32> into tensor<8x32x1x3xi32> loc(#loc600)
    %inserted_slice_121 = tensor.insert_slice %404 into %inserted_slice[0, 0, 0, 1] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x1xi32> into tensor<8x32x1x3xi32> loc(#loc600)
    %inserted_slice_122 = tensor.insert_slice %expanded_118 into %inserted_slice_121[0, 0, 0, 2] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x1xi32> into tensor<8x32x1x3xi32> loc(#loc600)
    %collapsed_123 = tensor.collapse_shape %inserted_slice_122 [[0, 1, 2], [3]] : tensor<8x32x1x3xi32> into tensor<256x3xi32> loc(#loc501)
    %406 = scf.for %arg126 = %c0 to %c256 step %c1 iter_args(%arg127 = %cst_0) -> (tensor<16384xf32>) {
      %extracted = tensor.extract %collapsed_123[%arg126, %c0] : tensor<256x3xi32> loc(#loc501)
      %1447 = arith.index_cast %extracted : i32 to index loc(#loc501)
      %extracted_256 = tensor.extract %collapsed_123[%arg126, %c1] : tensor<256x3xi32> loc(#loc501)
      %1448 = arith.index_cast %extracted_256 : i32 to index loc(#loc501)
      %extracted_257 = tensor.extract %collapsed_123[%arg126, %c2] : tensor<256x3xi32> loc(#loc501)
      %1449 = arith.index_cast %extracted_257 : i32 to index loc(#loc501)
      %1450 = arith.cmpi sge, %1447, %c0 : index loc(#loc501)
      %1451 = arith.cmpi slt, %1447, %c8 : index loc(#loc501)
      %1452 = arith.andi %1450, %1451 : i1 loc(#loc501)
      %1453 = arith.cmpi sge, %1448, %c0 : index loc(#loc501)
      %1454 = arith.cmpi slt, %1448, %c32 : index loc(#loc501)
      %1455 = arith.andi %1453, %1454 : i1 loc(#loc501)
      %1456 = arith.andi %1452, %1455 : i1 loc(#loc501)
      %1457 = arith.cmpi sge, %1449, %c0 : index loc(#loc501)
      %1458 = arith.cmpi slt, %1449, %c64 : index loc(#loc501)
      %1459 = arith.andi %1457, %1458 : i1 loc(#loc501)
      %1460 = arith.andi %1456, %1459 : i1 loc(#loc501)
      %1461 = arith.muli %1447, %c2048 : index loc(#loc501)
      %1462 = arith.muli %1448, %c64 : index loc(#loc501)
      %1463 = arith.addi %1461, %1462 : index loc(#loc501)
      %1464 = arith.addi %1463, %1449 : index loc(#loc501)
      %1465 = scf.if %1460 -> (tensor<16384xf32>) {
        %extracted_258 = tensor.extract %401[%arg126] : tensor<256xf32> loc(#loc501)
        %extracted_259 = tensor.extract %arg127[%1464] : tensor<16384xf32> loc(#loc501)
        %1466 = arith.addf %extracted_259, %extracted_258 : f32 loc(#loc601)
        %inserted = tensor.insert %1466 into %arg127[%1464] : tensor<16384xf32> loc(#loc501)
        scf.yield %inserted : tensor<16384xf32> loc(#loc501)
      } else {
        scf.yield %arg127 : tensor<16384xf32> loc(#loc501)
      } loc(#loc501)
      scf.yield %1465 : tensor<16384xf32> loc(#loc501)
    } loc(#loc501)
    %expanded_124 = tensor.expand_shape %406 [[0, 1, 2]] output_shape [8, 32, 64] : tensor<16384xf32> into tensor<8x32x64xf32> loc(#loc501)
    %407 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %expanded_124 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%352 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc345)), %in_256: f32 loc(callsite(#loc127 at #loc353)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc337))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc392)
      linalg.yield %1447 : f32 loc(#loc392)
    } -> tensor<8x32x64xf32> loc(#loc392)
    %408 = tensor.empty() : tensor<64xf32> loc(#loc475)
    %409 = linalg.fill ins(%cst_21 : f32) outs(%408 : tensor<64xf32>) -> tensor<64xf32> loc(#loc475)
    %410 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%407 : tensor<8x32x64xf32>) outs(%409 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/reduce_sum"(#loc369)), %out: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/reduce_sum"(#loc369))):
      %1447 = arith.addf %out, %in : f32 loc(#loc475)
      linalg.yield %1447 : f32 loc(#loc475)
    } -> tensor<64xf32> loc(#loc475)
    %411 = tensor.empty() : tensor<64x8x32xf32> loc(#loc476)
    %412 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407 : tensor<8x32x64xf32>) outs(%411 : tensor<64x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc337)), %out: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/dot_general"(#loc367))):
      linalg.yield %in : f32 loc(#loc476)
    } -> tensor<64x8x32xf32> loc(#loc476)
    %collapsed_125 = tensor.collapse_shape %412 [[0], [1, 2]] : tensor<64x8x32xf32> into tensor<64x256xf32> loc(#loc476)
    %413 = tensor.empty() : tensor<64x32xf32> loc(#loc476)
    %414 = linalg.fill ins(%cst_21 : f32) outs(%413 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc476)
    %415 = linalg.matmul ins(%collapsed_125, %collapsed_114 : tensor<64x256xf32>, tensor<256x32xf32>) outs(%414 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc476)
    %416 = tensor.empty() : tensor<32x64xf32> loc(#loc477)
    %417 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%415 : tensor<64x32xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/dot_general"(#loc367)), %out: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/transpose"(#loc367))):
      linalg.yield %in : f32 loc(#loc477)
    } -> tensor<32x64xf32> loc(#loc477)
    %collapsed_126 = tensor.collapse_shape %407 [[0, 1], [2]] : tensor<8x32x64xf32> into tensor<256x64xf32> loc(#loc476)
    %418 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<32x64xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params['Dense_0']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/dot_general"(#loc367))):
      linalg.yield %in : f32 loc(#loc476)
    } -> tensor<64x32xf32> loc(#loc476)
    %419 = linalg.matmul ins(%collapsed_126, %418 : tensor<256x64xf32>, tensor<64x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc476)
    %expanded_127 = tensor.expand_shape %419 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc476)
    %420 = tensor.empty() : tensor<32xf32> loc(#loc602)
    %421 = linalg.fill ins(%cst_21 : f32) outs(%420 : tensor<32xf32>) -> tensor<32xf32> loc(#loc602)
    %422 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_127 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc454)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc454))):
      %1447 = arith.addf %out, %in : f32 loc(#loc602)
      linalg.yield %1447 : f32 loc(#loc602)
    } -> tensor<32xf32> loc(#loc602)
    %423 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %expanded_127 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc447)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/dot_general"(#loc367)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc452))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc603)
      linalg.yield %1447 : f32 loc(#loc603)
    } -> tensor<8x32x32xf32> loc(#loc603)
    %424 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %345 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/dot_general"(#loc367)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc451)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc452))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc603)
      linalg.yield %1447 : f32 loc(#loc603)
    } -> tensor<8x32x32xf32> loc(#loc603)
    %425 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %423 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc451)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc452)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc451))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc604)
      linalg.yield %1447 : f32 loc(#loc604)
    } -> tensor<8x32x32xf32> loc(#loc604)
    %426 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%425 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc451)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc451))):
      %1447 = arith.addf %out, %in : f32 loc(#loc605)
      linalg.yield %1447 : f32 loc(#loc605)
    } -> tensor<32xf32> loc(#loc605)
    %427 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %344 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc452)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc451)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc451))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc604)
      linalg.yield %1447 : f32 loc(#loc604)
    } -> tensor<8x32x32xf32> loc(#loc604)
    %428 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%427 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc451)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc451))):
      %1447 = arith.addf %out, %in : f32 loc(#loc605)
      linalg.yield %1447 : f32 loc(#loc605)
    } -> tensor<8x32xf32> loc(#loc605)
    %expanded_128 = tensor.expand_shape %428 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc606)
    %429 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %342 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reshape"(#loc451)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc449)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc449))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc607)
      linalg.yield %1447 : f32 loc(#loc607)
    } -> tensor<8x32x1xf32> loc(#loc607)
    %430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc452)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/neg"(#loc447))):
      %1447 = arith.negf %in : f32 loc(#loc608)
      linalg.yield %1447 : f32 loc(#loc608)
    } -> tensor<8x32x32xf32> loc(#loc608)
    %431 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%430 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc447)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc447))):
      %1447 = arith.addf %out, %in : f32 loc(#loc609)
      linalg.yield %1447 : f32 loc(#loc609)
    } -> tensor<8x32xf32> loc(#loc609)
    %expanded_129 = tensor.expand_shape %431 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc610)
    %432 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%429 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc446)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc446))):
      %1447 = arith.addf %out, %in : f32 loc(#loc611)
      linalg.yield %1447 : f32 loc(#loc611)
    } -> tensor<8x32xf32> loc(#loc611)
    %433 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_129 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc478)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc478))):
      %1447 = arith.addf %out, %in : f32 loc(#loc612)
      linalg.yield %1447 : f32 loc(#loc612)
    } -> tensor<8x32xf32> loc(#loc612)
    %434 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%432, %336 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc446)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc445)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc445))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc613)
      linalg.yield %1447 : f32 loc(#loc613)
    } -> tensor<8x32xf32> loc(#loc613)
    %435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%434 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc445)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/neg"(#loc444))):
      %1447 = arith.negf %in : f32 loc(#loc614)
      linalg.yield %1447 : f32 loc(#loc614)
    } -> tensor<8x32xf32> loc(#loc614)
    %436 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%435, %329 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/neg"(#loc444)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc568)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc568))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc790)
      linalg.yield %1447 : f32 loc(#loc790)
    } -> tensor<8x32xf32> loc(#loc790)
    %437 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%433, %436 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc478)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc568)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc568))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc791)
      linalg.yield %1447 : f32 loc(#loc791)
    } -> tensor<8x32xf32> loc(#loc791)
    %438 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%434 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc445)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/div"(#loc787))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc981)
      linalg.yield %1447 : f32 loc(#loc981)
    } -> tensor<8x32xf32> loc(#loc981)
    %439 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/div"(#loc787)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/broadcast_in_dim"(#loc787))):
      linalg.yield %in : f32 loc(#loc982)
    } -> tensor<8x32x32xf32> loc(#loc982)
    %440 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%437 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc568)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/div"(#loc787))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc981)
      linalg.yield %1447 : f32 loc(#loc981)
    } -> tensor<8x32xf32> loc(#loc981)
    %441 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/div"(#loc787)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/broadcast_in_dim"(#loc787))):
      linalg.yield %in : f32 loc(#loc982)
    } -> tensor<8x32x32xf32> loc(#loc982)
    %442 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424, %441 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc452)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/broadcast_in_dim"(#loc787)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc787))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc983)
      linalg.yield %1447 : f32 loc(#loc983)
    } -> tensor<8x32x32xf32> loc(#loc983)
    %443 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439, %323 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/broadcast_in_dim"(#loc787)), %in_256: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc566)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc566))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc792)
      linalg.yield %1447 : f32 loc(#loc792)
    } -> tensor<8x32x32xf32> loc(#loc792)
    %444 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %443 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc787)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc566)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc566))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc793)
      linalg.yield %1447 : f32 loc(#loc793)
    } -> tensor<8x32x32xf32> loc(#loc793)
    %445 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%444 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/reduce_sum"(#loc425)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/reduce_sum"(#loc425))):
      %1447 = arith.addf %out, %in : f32 loc(#loc615)
      linalg.yield %1447 : f32 loc(#loc615)
    } -> tensor<32xf32> loc(#loc615)
    %446 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444 : tensor<8x32x32xf32>) outs(%80 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc566)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/dot_general"(#loc423))):
      linalg.yield %in : f32 loc(#loc616)
    } -> tensor<32x8x32xf32> loc(#loc616)
    %collapsed_130 = tensor.collapse_shape %446 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc616)
    %447 = tensor.empty() : tensor<32x128xf32> loc(#loc616)
    %448 = linalg.fill ins(%cst_21 : f32) outs(%447 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc616)
    %449 = linalg.matmul ins(%collapsed_130, %collapsed_108 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%448 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc616)
    %450 = tensor.empty() : tensor<128x32xf32> loc(#loc617)
    %451 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%449 : tensor<32x128xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/dot_general"(#loc423)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/transpose"(#loc423))):
      linalg.yield %in : f32 loc(#loc617)
    } -> tensor<128x32xf32> loc(#loc617)
    %collapsed_131 = tensor.collapse_shape %444 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc616)
    %452 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<128x32xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/dot_general"(#loc423))):
      linalg.yield %in : f32 loc(#loc616)
    } -> tensor<32x128xf32> loc(#loc616)
    %453 = linalg.matmul ins(%collapsed_131, %452 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%114 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc616)
    %expanded_132 = tensor.expand_shape %453 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc616)
    %454 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %expanded_132 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc417)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/dot_general"(#loc423)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc479)
      linalg.yield %1447 : f32 loc(#loc479)
    } -> tensor<8x32x128xf32> loc(#loc479)
    %455 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132, %316 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/dot_general"(#loc423)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc479)
      linalg.yield %1447 : f32 loc(#loc479)
    } -> tensor<8x32x128xf32> loc(#loc479)
    %456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_12 : f32 loc(#loc479)
      linalg.yield %1447 : f32 loc(#loc479)
    } -> tensor<8x32x128xf32> loc(#loc479)
    %457 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456, %314 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/sub"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc479)
      linalg.yield %1447 : f32 loc(#loc479)
    } -> tensor<8x32x128xf32> loc(#loc479)
    %458 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %313 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/tanh"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc479)
      linalg.yield %1447 : f32 loc(#loc479)
    } -> tensor<8x32x128xf32> loc(#loc479)
    %459 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %458 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc362))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc480)
      linalg.yield %1447 : f32 loc(#loc480)
    } -> tensor<8x32x128xf32> loc(#loc480)
    %460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_13 : f32 loc(#loc479)
      linalg.yield %1447 : f32 loc(#loc479)
    } -> tensor<8x32x128xf32> loc(#loc479)
    %461 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %460 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc362))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc480)
      linalg.yield %1447 : f32 loc(#loc480)
    } -> tensor<8x32x128xf32> loc(#loc480)
    %462 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_14 : f32 loc(#loc479)
      linalg.yield %1447 : f32 loc(#loc479)
    } -> tensor<8x32x128xf32> loc(#loc479)
    %463 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %309 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc479)
      linalg.yield %1447 : f32 loc(#loc479)
    } -> tensor<8x32x128xf32> loc(#loc479)
    %464 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %463 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc362)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc362))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc480)
      linalg.yield %1447 : f32 loc(#loc480)
    } -> tensor<8x32x128xf32> loc(#loc480)
    %465 = tensor.empty() : tensor<128xf32> loc(#loc618)
    %466 = linalg.fill ins(%cst_21 : f32) outs(%465 : tensor<128xf32>) -> tensor<128xf32> loc(#loc618)
    %467 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%464 : tensor<8x32x128xf32>) outs(%466 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/reduce_sum"(#loc417)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/reduce_sum"(#loc417))):
      %1447 = arith.addf %out, %in : f32 loc(#loc618)
      linalg.yield %1447 : f32 loc(#loc618)
    } -> tensor<128xf32> loc(#loc618)
    %468 = tensor.empty() : tensor<128x8x32xf32> loc(#loc619)
    %469 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464 : tensor<8x32x128xf32>) outs(%468 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/dot_general"(#loc415))):
      linalg.yield %in : f32 loc(#loc619)
    } -> tensor<128x8x32xf32> loc(#loc619)
    %collapsed_133 = tensor.collapse_shape %469 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc619)
    %470 = linalg.fill ins(%cst_21 : f32) outs(%450 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc619)
    %471 = linalg.matmul ins(%collapsed_133, %collapsed_105 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%470 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc619)
    %472 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%471 : tensor<128x32xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/dot_general"(#loc415)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/transpose"(#loc415))):
      linalg.yield %in : f32 loc(#loc620)
    } -> tensor<32x128xf32> loc(#loc620)
    %collapsed_134 = tensor.collapse_shape %464 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc619)
    %473 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<32x128xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/dot_general"(#loc415))):
      linalg.yield %in : f32 loc(#loc619)
    } -> tensor<128x32xf32> loc(#loc619)
    %474 = linalg.matmul ins(%collapsed_134, %473 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc619)
    %expanded_135 = tensor.expand_shape %474 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc619)
    %475 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_135 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc547)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc547))):
      %1447 = arith.addf %out, %in : f32 loc(#loc794)
      linalg.yield %1447 : f32 loc(#loc794)
    } -> tensor<32xf32> loc(#loc794)
    %476 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %expanded_135 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc540)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/dot_general"(#loc415)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc545))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc795)
      linalg.yield %1447 : f32 loc(#loc795)
    } -> tensor<8x32x32xf32> loc(#loc795)
    %477 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135, %300 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/dot_general"(#loc415)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc544)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc545))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc795)
      linalg.yield %1447 : f32 loc(#loc795)
    } -> tensor<8x32x32xf32> loc(#loc795)
    %478 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %476 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc544)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc545)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc544))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc796)
      linalg.yield %1447 : f32 loc(#loc796)
    } -> tensor<8x32x32xf32> loc(#loc796)
    %479 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%478 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc544)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc544))):
      %1447 = arith.addf %out, %in : f32 loc(#loc797)
      linalg.yield %1447 : f32 loc(#loc797)
    } -> tensor<32xf32> loc(#loc797)
    %480 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476, %299 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc545)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc544)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc544))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc796)
      linalg.yield %1447 : f32 loc(#loc796)
    } -> tensor<8x32x32xf32> loc(#loc796)
    %481 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%480 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc544)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc544))):
      %1447 = arith.addf %out, %in : f32 loc(#loc797)
      linalg.yield %1447 : f32 loc(#loc797)
    } -> tensor<8x32xf32> loc(#loc797)
    %expanded_136 = tensor.expand_shape %481 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc798)
    %482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_136, %297 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reshape"(#loc544)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc542)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc542))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc799)
      linalg.yield %1447 : f32 loc(#loc799)
    } -> tensor<8x32x1xf32> loc(#loc799)
    %483 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc545)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/neg"(#loc540))):
      %1447 = arith.negf %in : f32 loc(#loc800)
      linalg.yield %1447 : f32 loc(#loc800)
    } -> tensor<8x32x32xf32> loc(#loc800)
    %484 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%483 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc540)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc540))):
      %1447 = arith.addf %out, %in : f32 loc(#loc801)
      linalg.yield %1447 : f32 loc(#loc801)
    } -> tensor<8x32xf32> loc(#loc801)
    %expanded_137 = tensor.expand_shape %484 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc802)
    %485 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %477 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc566)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc545)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc540))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc803)
      linalg.yield %1447 : f32 loc(#loc803)
    } -> tensor<8x32x32xf32> loc(#loc803)
    %486 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%482 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc539)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc539))):
      %1447 = arith.addf %out, %in : f32 loc(#loc804)
      linalg.yield %1447 : f32 loc(#loc804)
    } -> tensor<8x32xf32> loc(#loc804)
    %487 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_137 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc621)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc621))):
      %1447 = arith.addf %out, %in : f32 loc(#loc805)
      linalg.yield %1447 : f32 loc(#loc805)
    } -> tensor<8x32xf32> loc(#loc805)
    %488 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%486, %291 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc539)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc538)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc538))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc806)
      linalg.yield %1447 : f32 loc(#loc806)
    } -> tensor<8x32xf32> loc(#loc806)
    %489 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%488 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc538)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/neg"(#loc537))):
      %1447 = arith.negf %in : f32 loc(#loc807)
      linalg.yield %1447 : f32 loc(#loc807)
    } -> tensor<8x32xf32> loc(#loc807)
    %490 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%489, %284 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/neg"(#loc537)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc692)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc692))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc984)
      linalg.yield %1447 : f32 loc(#loc984)
    } -> tensor<8x32xf32> loc(#loc984)
    %491 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%487, %490 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc621)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc692)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc692))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc985)
      linalg.yield %1447 : f32 loc(#loc985)
    } -> tensor<8x32xf32> loc(#loc985)
    %492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%488 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc538)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/div"(#loc942))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1058)
      linalg.yield %1447 : f32 loc(#loc1058)
    } -> tensor<8x32xf32> loc(#loc1058)
    %493 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/broadcast_in_dim"(#loc942))):
      linalg.yield %in : f32 loc(#loc1059)
    } -> tensor<8x32x32xf32> loc(#loc1059)
    %494 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%491 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc692)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/div"(#loc942))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1058)
      linalg.yield %1447 : f32 loc(#loc1058)
    } -> tensor<8x32xf32> loc(#loc1058)
    %495 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/broadcast_in_dim"(#loc942))):
      linalg.yield %in : f32 loc(#loc1059)
    } -> tensor<8x32x32xf32> loc(#loc1059)
    %496 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %495 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc540)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/broadcast_in_dim"(#loc942)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc942))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1060)
      linalg.yield %1447 : f32 loc(#loc1060)
    } -> tensor<8x32x32xf32> loc(#loc1060)
    %497 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %278 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/broadcast_in_dim"(#loc942)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc690)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc690))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc986)
      linalg.yield %1447 : f32 loc(#loc986)
    } -> tensor<8x32x32xf32> loc(#loc986)
    %498 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %497 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc942)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc690)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc690))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc987)
      linalg.yield %1447 : f32 loc(#loc987)
    } -> tensor<8x32x32xf32> loc(#loc987)
    %499 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498 : tensor<8x32x32xf32>) outs(%80 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc690)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc533))):
      linalg.yield %in : f32 loc(#loc808)
    } -> tensor<32x8x32xf32> loc(#loc808)
    %collapsed_138 = tensor.collapse_shape %499 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc808)
    %500 = tensor.empty() : tensor<32x32xf32> loc(#loc808)
    %501 = linalg.fill ins(%cst_21 : f32) outs(%500 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc808)
    %502 = linalg.matmul ins(%collapsed_138, %collapsed_99 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%501 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc808)
    %expanded_139 = tensor.expand_shape %502 [[0], [1, 2]] output_shape [32, 4, 8] : tensor<32x32xf32> into tensor<32x4x8xf32> loc(#loc808)
    %503 = tensor.empty() : tensor<4x8x32xf32> loc(#loc809)
    %504 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_139 : tensor<32x4x8xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc533)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/transpose"(#loc533))):
      linalg.yield %in : f32 loc(#loc809)
    } -> tensor<4x8x32xf32> loc(#loc809)
    %collapsed_140 = tensor.collapse_shape %498 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc808)
    %505 = tensor.empty() : tensor<32x4x8xf32> loc(#loc808)
    %506 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg38 : tensor<4x8x32xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc533))):
      linalg.yield %in : f32 loc(#loc808)
    } -> tensor<32x4x8xf32> loc(#loc808)
    %collapsed_141 = tensor.collapse_shape %506 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc808)
    %507 = linalg.matmul ins(%collapsed_140, %collapsed_141 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc808)
    %expanded_142 = tensor.expand_shape %507 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc808)
    %508 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_142 : tensor<8x32x4x8xf32>) outs(%59 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc533)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))):
      linalg.yield %in : f32 loc(#loc810)
    } -> tensor<8x4x8x32xf32> loc(#loc810)
    %509 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508 : tensor<8x4x8x32xf32>) outs(%57 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))):
      linalg.yield %in : f32 loc(#loc811)
    } -> tensor<8x4x32x8xf32> loc(#loc811)
    %collapsed_143 = tensor.collapse_shape %509 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc811)
    %510 = linalg.batch_matmul ins(%collapsed_143, %collapsed_96 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%62 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc811)
    %expanded_144 = tensor.expand_shape %510 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc811)
    %collapsed_145 = tensor.collapse_shape %508 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc811)
    %collapsed_146 = tensor.collapse_shape %268 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc811)
    %511 = linalg.batch_matmul ins(%collapsed_145, %collapsed_146 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%81 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc811)
    %expanded_147 = tensor.expand_shape %511 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc811)
    %512 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_147 : tensor<8x4x8x32xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))):
      linalg.yield %in : f32 loc(#loc810)
    } -> tensor<8x32x4x8xf32> loc(#loc810)
    %513 = linalg.generic {indexing_maps = [#map20, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<8x4x32x1xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc939)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc686))):
      linalg.yield %in : f32 loc(#loc988)
    } -> tensor<8x4x32x32xf32> loc(#loc988)
    %514 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_144, %513 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc686))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc988)
      linalg.yield %1447 : f32 loc(#loc988)
    } -> tensor<8x4x32x32xf32> loc(#loc988)
    %515 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %265 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc686)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/exp"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc686))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc988)
      linalg.yield %1447 : f32 loc(#loc988)
    } -> tensor<8x4x32x32xf32> loc(#loc988)
    %516 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%515 : tensor<8x4x32x32xf32>) outs(%71 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))):
      %1447 = arith.addf %out, %in : f32 loc(#loc989)
      linalg.yield %1447 : f32 loc(#loc989)
    } -> tensor<8x4x32xf32> loc(#loc989)
    %517 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<8x4x32xf32>) outs(%64 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/neg"(#loc686))):
      %1447 = arith.negf %in : f32 loc(#loc990)
      linalg.yield %1447 : f32 loc(#loc990)
    } -> tensor<8x4x32xf32> loc(#loc990)
    %expanded_148 = tensor.expand_shape %517 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc991)
    %518 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_144, %267 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/div"(#loc686))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc992)
      linalg.yield %1447 : f32 loc(#loc992)
    } -> tensor<8x4x32x32xf32> loc(#loc992)
    %519 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_148 : tensor<8x4x32x1xf32>) outs(%71 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))):
      %1447 = arith.addf %out, %in : f32 loc(#loc989)
      linalg.yield %1447 : f32 loc(#loc989)
    } -> tensor<8x4x32xf32> loc(#loc989)
    %520 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519 : tensor<8x4x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686))):
      linalg.yield %in : f32 loc(#loc993)
    } -> tensor<8x4x32x32xf32> loc(#loc993)
    %521 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518, %520 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/div"(#loc686)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/add_any"(#loc686))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc994)
      linalg.yield %1447 : f32 loc(#loc994)
    } -> tensor<8x4x32x32xf32> loc(#loc994)
    %522 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521, %265 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/add_any"(#loc686)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/exp"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc686))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc988)
      linalg.yield %1447 : f32 loc(#loc988)
    } -> tensor<8x4x32x32xf32> loc(#loc988)
    %523 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522 : tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))):
      linalg.yield %in : f32 loc(#loc995)
    } -> tensor<8x4x32x32xf32> loc(#loc995)
    %collapsed_149 = tensor.collapse_shape %523 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc995)
    %524 = tensor.empty() : tensor<32x32x8xf32> loc(#loc995)
    %525 = linalg.fill ins(%cst_21 : f32) outs(%524 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc995)
    %526 = linalg.batch_matmul ins(%collapsed_149, %collapsed_92 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%525 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc995)
    %expanded_150 = tensor.expand_shape %526 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc995)
    %527 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_150 : tensor<8x4x32x8xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685))):
      linalg.yield %in : f32 loc(#loc996)
    } -> tensor<8x32x4x8xf32> loc(#loc996)
    %528 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<8x32x4x8xf32>) outs(%57 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc529)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))):
      linalg.yield %in : f32 loc(#loc995)
    } -> tensor<8x4x32x8xf32> loc(#loc995)
    %collapsed_151 = tensor.collapse_shape %522 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc995)
    %collapsed_152 = tensor.collapse_shape %528 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc995)
    %529 = linalg.batch_matmul ins(%collapsed_151, %collapsed_152 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%525 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc995)
    %expanded_153 = tensor.expand_shape %529 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc995)
    %530 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153 : tensor<8x4x32x8xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685))):
      linalg.yield %in : f32 loc(#loc996)
    } -> tensor<8x32x4x8xf32> loc(#loc996)
    %531 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530, %55 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc684)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/div"(#loc684))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc997)
      linalg.yield %1447 : f32 loc(#loc997)
    } -> tensor<8x32x4x8xf32> loc(#loc997)
    %532 = tensor.empty() : tensor<4x8x8x32xf32> loc(#loc812)
    %533 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512 : tensor<8x32x4x8xf32>) outs(%532 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc530))):
      linalg.yield %in : f32 loc(#loc812)
    } -> tensor<4x8x8x32xf32> loc(#loc812)
    %collapsed_154 = tensor.collapse_shape %533 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc812)
    %534 = linalg.matmul ins(%collapsed_154, %collapsed_85 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%501 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc812)
    %expanded_155 = tensor.expand_shape %534 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc812)
    %535 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155 : tensor<4x8x32xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc530)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/transpose"(#loc530))):
      linalg.yield %in : f32 loc(#loc813)
    } -> tensor<32x4x8xf32> loc(#loc813)
    %collapsed_156 = tensor.collapse_shape %512 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc812)
    %536 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg40 : tensor<32x4x8xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc530))):
      linalg.yield %in : f32 loc(#loc812)
    } -> tensor<4x8x32xf32> loc(#loc812)
    %collapsed_157 = tensor.collapse_shape %536 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc812)
    %537 = linalg.matmul ins(%collapsed_156, %collapsed_157 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc812)
    %expanded_158 = tensor.expand_shape %537 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc812)
    %538 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527 : tensor<8x32x4x8xf32>) outs(%532 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc529))):
      linalg.yield %in : f32 loc(#loc814)
    } -> tensor<4x8x8x32xf32> loc(#loc814)
    %collapsed_159 = tensor.collapse_shape %538 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc814)
    %539 = linalg.matmul ins(%collapsed_159, %collapsed_85 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%501 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc814)
    %expanded_160 = tensor.expand_shape %539 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc814)
    %540 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160 : tensor<4x8x32xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc529)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/transpose"(#loc529))):
      linalg.yield %in : f32 loc(#loc815)
    } -> tensor<32x4x8xf32> loc(#loc815)
    %collapsed_161 = tensor.collapse_shape %527 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc814)
    %541 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37 : tensor<32x4x8xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc529))):
      linalg.yield %in : f32 loc(#loc814)
    } -> tensor<4x8x32xf32> loc(#loc814)
    %collapsed_162 = tensor.collapse_shape %541 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc814)
    %542 = linalg.matmul ins(%collapsed_161, %collapsed_162 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc814)
    %expanded_163 = tensor.expand_shape %542 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc814)
    %543 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_158, %expanded_163 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc530)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc529)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/add_any"(#loc529))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc816)
      linalg.yield %1447 : f32 loc(#loc816)
    } -> tensor<8x32x32xf32> loc(#loc816)
    %544 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%531 : tensor<8x32x4x8xf32>) outs(%532 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/div"(#loc684)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc528))):
      linalg.yield %in : f32 loc(#loc817)
    } -> tensor<4x8x8x32xf32> loc(#loc817)
    %collapsed_164 = tensor.collapse_shape %544 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc817)
    %545 = linalg.matmul ins(%collapsed_164, %collapsed_85 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%501 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc817)
    %expanded_165 = tensor.expand_shape %545 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc817)
    %546 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165 : tensor<4x8x32xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc528)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/transpose"(#loc528))):
      linalg.yield %in : f32 loc(#loc818)
    } -> tensor<32x4x8xf32> loc(#loc818)
    %collapsed_166 = tensor.collapse_shape %531 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc817)
    %547 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg39 : tensor<32x4x8xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc528))):
      linalg.yield %in : f32 loc(#loc817)
    } -> tensor<4x8x32xf32> loc(#loc817)
    %collapsed_167 = tensor.collapse_shape %547 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc817)
    %548 = linalg.matmul ins(%collapsed_166, %collapsed_167 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc817)
    %expanded_168 = tensor.expand_shape %548 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc817)
    %549 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543, %expanded_168 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/add_any"(#loc529)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc528)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/add_any"(#loc528))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc819)
      linalg.yield %1447 : f32 loc(#loc819)
    } -> tensor<8x32x32xf32> loc(#loc819)
    %550 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%549 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc527)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc527))):
      %1447 = arith.addf %out, %in : f32 loc(#loc820)
      linalg.yield %1447 : f32 loc(#loc820)
    } -> tensor<32xf32> loc(#loc820)
    %551 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %549 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc520)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/add_any"(#loc528)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc525))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc821)
      linalg.yield %1447 : f32 loc(#loc821)
    } -> tensor<8x32x32xf32> loc(#loc821)
    %552 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549, %251 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/add_any"(#loc528)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc524)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc525))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc821)
      linalg.yield %1447 : f32 loc(#loc821)
    } -> tensor<8x32x32xf32> loc(#loc821)
    %553 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %551 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc524)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc525)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc524))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc822)
      linalg.yield %1447 : f32 loc(#loc822)
    } -> tensor<8x32x32xf32> loc(#loc822)
    %554 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%553 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc524)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc524))):
      %1447 = arith.addf %out, %in : f32 loc(#loc823)
      linalg.yield %1447 : f32 loc(#loc823)
    } -> tensor<32xf32> loc(#loc823)
    %555 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551, %250 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc525)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc524)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc524))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc822)
      linalg.yield %1447 : f32 loc(#loc822)
    } -> tensor<8x32x32xf32> loc(#loc822)
    %556 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%555 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc524)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc524))):
      %1447 = arith.addf %out, %in : f32 loc(#loc823)
      linalg.yield %1447 : f32 loc(#loc823)
    } -> tensor<8x32xf32> loc(#loc823)
    %expanded_169 = tensor.expand_shape %556 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc824)
    %557 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_169, %248 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reshape"(#loc524)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc522)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc522))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc825)
      linalg.yield %1447 : f32 loc(#loc825)
    } -> tensor<8x32x1xf32> loc(#loc825)
    %558 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc525)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/neg"(#loc520))):
      %1447 = arith.negf %in : f32 loc(#loc826)
      linalg.yield %1447 : f32 loc(#loc826)
    } -> tensor<8x32x32xf32> loc(#loc826)
    %559 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%558 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc520)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc520))):
      %1447 = arith.addf %out, %in : f32 loc(#loc827)
      linalg.yield %1447 : f32 loc(#loc827)
    } -> tensor<8x32xf32> loc(#loc827)
    %expanded_170 = tensor.expand_shape %559 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc828)
    %560 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %552 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc690)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc525)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc520))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc829)
      linalg.yield %1447 : f32 loc(#loc829)
    } -> tensor<8x32x32xf32> loc(#loc829)
    %561 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%557 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc519)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc519))):
      %1447 = arith.addf %out, %in : f32 loc(#loc830)
      linalg.yield %1447 : f32 loc(#loc830)
    } -> tensor<8x32xf32> loc(#loc830)
    %562 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_170 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc622)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc622))):
      %1447 = arith.addf %out, %in : f32 loc(#loc831)
      linalg.yield %1447 : f32 loc(#loc831)
    } -> tensor<8x32xf32> loc(#loc831)
    %563 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%561, %242 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc519)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc518)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc518))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc832)
      linalg.yield %1447 : f32 loc(#loc832)
    } -> tensor<8x32xf32> loc(#loc832)
    %564 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%563 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc518)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/neg"(#loc517))):
      %1447 = arith.negf %in : f32 loc(#loc833)
      linalg.yield %1447 : f32 loc(#loc833)
    } -> tensor<8x32xf32> loc(#loc833)
    %565 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%564, %235 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/neg"(#loc517)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc663)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc663))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc998)
      linalg.yield %1447 : f32 loc(#loc998)
    } -> tensor<8x32xf32> loc(#loc998)
    %566 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%562, %565 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc622)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc663)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc663))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc999)
      linalg.yield %1447 : f32 loc(#loc999)
    } -> tensor<8x32xf32> loc(#loc999)
    %567 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%563 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc518)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/div"(#loc926))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1061)
      linalg.yield %1447 : f32 loc(#loc1061)
    } -> tensor<8x32xf32> loc(#loc1061)
    %568 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/broadcast_in_dim"(#loc926))):
      linalg.yield %in : f32 loc(#loc1062)
    } -> tensor<8x32x32xf32> loc(#loc1062)
    %569 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%566 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc663)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/div"(#loc926))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1061)
      linalg.yield %1447 : f32 loc(#loc1061)
    } -> tensor<8x32xf32> loc(#loc1061)
    %570 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/broadcast_in_dim"(#loc926))):
      linalg.yield %in : f32 loc(#loc1062)
    } -> tensor<8x32x32xf32> loc(#loc1062)
    %571 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560, %570 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc520)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/broadcast_in_dim"(#loc926)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc926))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1063)
      linalg.yield %1447 : f32 loc(#loc1063)
    } -> tensor<8x32x32xf32> loc(#loc1063)
    %572 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568, %229 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/broadcast_in_dim"(#loc926)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc661)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc661))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1000)
      linalg.yield %1447 : f32 loc(#loc1000)
    } -> tensor<8x32x32xf32> loc(#loc1000)
    %573 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %572 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc926)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc661)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc661))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1001)
      linalg.yield %1447 : f32 loc(#loc1001)
    } -> tensor<8x32x32xf32> loc(#loc1001)
    %574 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%573 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/reduce_sum"(#loc425)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/reduce_sum"(#loc425))):
      %1447 = arith.addf %out, %in : f32 loc(#loc623)
      linalg.yield %1447 : f32 loc(#loc623)
    } -> tensor<32xf32> loc(#loc623)
    %575 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573 : tensor<8x32x32xf32>) outs(%80 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc661)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/dot_general"(#loc423))):
      linalg.yield %in : f32 loc(#loc624)
    } -> tensor<32x8x32xf32> loc(#loc624)
    %collapsed_171 = tensor.collapse_shape %575 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc624)
    %576 = linalg.matmul ins(%collapsed_171, %collapsed_79 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%448 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc624)
    %577 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%576 : tensor<32x128xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/dot_general"(#loc423)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/transpose"(#loc423))):
      linalg.yield %in : f32 loc(#loc625)
    } -> tensor<128x32xf32> loc(#loc625)
    %collapsed_172 = tensor.collapse_shape %573 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc624)
    %578 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<128x32xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/dot_general"(#loc423))):
      linalg.yield %in : f32 loc(#loc624)
    } -> tensor<32x128xf32> loc(#loc624)
    %579 = linalg.matmul ins(%collapsed_172, %578 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%114 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc624)
    %expanded_173 = tensor.expand_shape %579 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc624)
    %580 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %expanded_173 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc417)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/dot_general"(#loc423)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc481)
      linalg.yield %1447 : f32 loc(#loc481)
    } -> tensor<8x32x128xf32> loc(#loc481)
    %581 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_173, %222 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/dot_general"(#loc423)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc481)
      linalg.yield %1447 : f32 loc(#loc481)
    } -> tensor<8x32x128xf32> loc(#loc481)
    %582 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_12 : f32 loc(#loc481)
      linalg.yield %1447 : f32 loc(#loc481)
    } -> tensor<8x32x128xf32> loc(#loc481)
    %583 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %220 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/sub"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc481)
      linalg.yield %1447 : f32 loc(#loc481)
    } -> tensor<8x32x128xf32> loc(#loc481)
    %584 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %219 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/tanh"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc481)
      linalg.yield %1447 : f32 loc(#loc481)
    } -> tensor<8x32x128xf32> loc(#loc481)
    %585 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %584 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc362))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc482)
      linalg.yield %1447 : f32 loc(#loc482)
    } -> tensor<8x32x128xf32> loc(#loc482)
    %586 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_13 : f32 loc(#loc481)
      linalg.yield %1447 : f32 loc(#loc481)
    } -> tensor<8x32x128xf32> loc(#loc481)
    %587 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %586 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc362))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc482)
      linalg.yield %1447 : f32 loc(#loc482)
    } -> tensor<8x32x128xf32> loc(#loc482)
    %588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_14 : f32 loc(#loc481)
      linalg.yield %1447 : f32 loc(#loc481)
    } -> tensor<8x32x128xf32> loc(#loc481)
    %589 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588, %215 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc481)
      linalg.yield %1447 : f32 loc(#loc481)
    } -> tensor<8x32x128xf32> loc(#loc481)
    %590 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587, %589 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc362)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc362))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc482)
      linalg.yield %1447 : f32 loc(#loc482)
    } -> tensor<8x32x128xf32> loc(#loc482)
    %591 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%590 : tensor<8x32x128xf32>) outs(%466 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/reduce_sum"(#loc417)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/reduce_sum"(#loc417))):
      %1447 = arith.addf %out, %in : f32 loc(#loc626)
      linalg.yield %1447 : f32 loc(#loc626)
    } -> tensor<128xf32> loc(#loc626)
    %592 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590 : tensor<8x32x128xf32>) outs(%468 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/dot_general"(#loc415))):
      linalg.yield %in : f32 loc(#loc627)
    } -> tensor<128x8x32xf32> loc(#loc627)
    %collapsed_174 = tensor.collapse_shape %592 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc627)
    %593 = linalg.matmul ins(%collapsed_174, %collapsed_76 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%470 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc627)
    %594 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%593 : tensor<128x32xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/dot_general"(#loc415)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/transpose"(#loc415))):
      linalg.yield %in : f32 loc(#loc628)
    } -> tensor<32x128xf32> loc(#loc628)
    %collapsed_175 = tensor.collapse_shape %590 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc627)
    %595 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32x128xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/dot_general"(#loc415))):
      linalg.yield %in : f32 loc(#loc627)
    } -> tensor<128x32xf32> loc(#loc627)
    %596 = linalg.matmul ins(%collapsed_175, %595 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc627)
    %expanded_176 = tensor.expand_shape %596 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc627)
    %597 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_176 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc547)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc547))):
      %1447 = arith.addf %out, %in : f32 loc(#loc834)
      linalg.yield %1447 : f32 loc(#loc834)
    } -> tensor<32xf32> loc(#loc834)
    %598 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %expanded_176 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc540)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/dot_general"(#loc415)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc545))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc835)
      linalg.yield %1447 : f32 loc(#loc835)
    } -> tensor<8x32x32xf32> loc(#loc835)
    %599 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_176, %206 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/dot_general"(#loc415)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc544)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc545))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc835)
      linalg.yield %1447 : f32 loc(#loc835)
    } -> tensor<8x32x32xf32> loc(#loc835)
    %600 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %598 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc544)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc545)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc544))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc836)
      linalg.yield %1447 : f32 loc(#loc836)
    } -> tensor<8x32x32xf32> loc(#loc836)
    %601 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%600 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc544)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc544))):
      %1447 = arith.addf %out, %in : f32 loc(#loc837)
      linalg.yield %1447 : f32 loc(#loc837)
    } -> tensor<32xf32> loc(#loc837)
    %602 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598, %205 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc545)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc544)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc544))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc836)
      linalg.yield %1447 : f32 loc(#loc836)
    } -> tensor<8x32x32xf32> loc(#loc836)
    %603 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%602 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc544)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc544))):
      %1447 = arith.addf %out, %in : f32 loc(#loc837)
      linalg.yield %1447 : f32 loc(#loc837)
    } -> tensor<8x32xf32> loc(#loc837)
    %expanded_177 = tensor.expand_shape %603 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc838)
    %604 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_177, %203 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reshape"(#loc544)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc542)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc542))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc839)
      linalg.yield %1447 : f32 loc(#loc839)
    } -> tensor<8x32x1xf32> loc(#loc839)
    %605 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc545)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/neg"(#loc540))):
      %1447 = arith.negf %in : f32 loc(#loc840)
      linalg.yield %1447 : f32 loc(#loc840)
    } -> tensor<8x32x32xf32> loc(#loc840)
    %606 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%605 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc540)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc540))):
      %1447 = arith.addf %out, %in : f32 loc(#loc841)
      linalg.yield %1447 : f32 loc(#loc841)
    } -> tensor<8x32xf32> loc(#loc841)
    %expanded_178 = tensor.expand_shape %606 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc842)
    %607 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %599 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc661)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc545)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc540))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc843)
      linalg.yield %1447 : f32 loc(#loc843)
    } -> tensor<8x32x32xf32> loc(#loc843)
    %608 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%604 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc539)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc539))):
      %1447 = arith.addf %out, %in : f32 loc(#loc844)
      linalg.yield %1447 : f32 loc(#loc844)
    } -> tensor<8x32xf32> loc(#loc844)
    %609 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_178 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc621)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc621))):
      %1447 = arith.addf %out, %in : f32 loc(#loc845)
      linalg.yield %1447 : f32 loc(#loc845)
    } -> tensor<8x32xf32> loc(#loc845)
    %610 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%608, %197 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc539)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc538)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc538))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc846)
      linalg.yield %1447 : f32 loc(#loc846)
    } -> tensor<8x32xf32> loc(#loc846)
    %611 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%610 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc538)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/neg"(#loc537))):
      %1447 = arith.negf %in : f32 loc(#loc847)
      linalg.yield %1447 : f32 loc(#loc847)
    } -> tensor<8x32xf32> loc(#loc847)
    %612 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%611, %190 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/neg"(#loc537)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc692)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc692))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1002)
      linalg.yield %1447 : f32 loc(#loc1002)
    } -> tensor<8x32xf32> loc(#loc1002)
    %613 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%609, %612 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc621)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc692)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc692))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1003)
      linalg.yield %1447 : f32 loc(#loc1003)
    } -> tensor<8x32xf32> loc(#loc1003)
    %614 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%610 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc538)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/div"(#loc942))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1064)
      linalg.yield %1447 : f32 loc(#loc1064)
    } -> tensor<8x32xf32> loc(#loc1064)
    %615 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/broadcast_in_dim"(#loc942))):
      linalg.yield %in : f32 loc(#loc1065)
    } -> tensor<8x32x32xf32> loc(#loc1065)
    %616 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%613 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc692)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/div"(#loc942))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1064)
      linalg.yield %1447 : f32 loc(#loc1064)
    } -> tensor<8x32xf32> loc(#loc1064)
    %617 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/broadcast_in_dim"(#loc942))):
      linalg.yield %in : f32 loc(#loc1065)
    } -> tensor<8x32x32xf32> loc(#loc1065)
    %618 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %617 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc540)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/broadcast_in_dim"(#loc942)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc942))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1066)
      linalg.yield %1447 : f32 loc(#loc1066)
    } -> tensor<8x32x32xf32> loc(#loc1066)
    %619 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %184 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/broadcast_in_dim"(#loc942)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc690)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc690))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1004)
      linalg.yield %1447 : f32 loc(#loc1004)
    } -> tensor<8x32x32xf32> loc(#loc1004)
    %620 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%618, %619 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc942)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc690)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc690))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1005)
      linalg.yield %1447 : f32 loc(#loc1005)
    } -> tensor<8x32x32xf32> loc(#loc1005)
    %621 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620 : tensor<8x32x32xf32>) outs(%80 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc690)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc533))):
      linalg.yield %in : f32 loc(#loc848)
    } -> tensor<32x8x32xf32> loc(#loc848)
    %collapsed_179 = tensor.collapse_shape %621 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc848)
    %622 = linalg.matmul ins(%collapsed_179, %collapsed_70 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%501 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc848)
    %expanded_180 = tensor.expand_shape %622 [[0], [1, 2]] output_shape [32, 4, 8] : tensor<32x32xf32> into tensor<32x4x8xf32> loc(#loc848)
    %623 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_180 : tensor<32x4x8xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc533)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/transpose"(#loc533))):
      linalg.yield %in : f32 loc(#loc849)
    } -> tensor<4x8x32xf32> loc(#loc849)
    %collapsed_181 = tensor.collapse_shape %620 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc848)
    %624 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<4x8x32xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc533))):
      linalg.yield %in : f32 loc(#loc848)
    } -> tensor<32x4x8xf32> loc(#loc848)
    %collapsed_182 = tensor.collapse_shape %624 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc848)
    %625 = linalg.matmul ins(%collapsed_181, %collapsed_182 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc848)
    %expanded_183 = tensor.expand_shape %625 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc848)
    %626 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_183 : tensor<8x32x4x8xf32>) outs(%59 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc533)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))):
      linalg.yield %in : f32 loc(#loc850)
    } -> tensor<8x4x8x32xf32> loc(#loc850)
    %627 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%626 : tensor<8x4x8x32xf32>) outs(%57 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))):
      linalg.yield %in : f32 loc(#loc851)
    } -> tensor<8x4x32x8xf32> loc(#loc851)
    %collapsed_184 = tensor.collapse_shape %627 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc851)
    %628 = linalg.batch_matmul ins(%collapsed_184, %collapsed_67 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%62 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc851)
    %expanded_185 = tensor.expand_shape %628 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc851)
    %collapsed_186 = tensor.collapse_shape %626 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc851)
    %collapsed_187 = tensor.collapse_shape %174 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc851)
    %629 = linalg.batch_matmul ins(%collapsed_186, %collapsed_187 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%81 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc851)
    %expanded_188 = tensor.expand_shape %629 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc851)
    %630 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_188 : tensor<8x4x8x32xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))):
      linalg.yield %in : f32 loc(#loc850)
    } -> tensor<8x32x4x8xf32> loc(#loc850)
    %631 = linalg.generic {indexing_maps = [#map20, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<8x4x32x1xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc939)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc686))):
      linalg.yield %in : f32 loc(#loc1006)
    } -> tensor<8x4x32x32xf32> loc(#loc1006)
    %632 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_185, %631 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc686))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1006)
      linalg.yield %1447 : f32 loc(#loc1006)
    } -> tensor<8x4x32x32xf32> loc(#loc1006)
    %633 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%632, %171 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc686)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/exp"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc686))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1006)
      linalg.yield %1447 : f32 loc(#loc1006)
    } -> tensor<8x4x32x32xf32> loc(#loc1006)
    %634 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%633 : tensor<8x4x32x32xf32>) outs(%71 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1007)
      linalg.yield %1447 : f32 loc(#loc1007)
    } -> tensor<8x4x32xf32> loc(#loc1007)
    %635 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634 : tensor<8x4x32xf32>) outs(%64 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/neg"(#loc686))):
      %1447 = arith.negf %in : f32 loc(#loc1008)
      linalg.yield %1447 : f32 loc(#loc1008)
    } -> tensor<8x4x32xf32> loc(#loc1008)
    %expanded_189 = tensor.expand_shape %635 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc1009)
    %636 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_185, %173 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/div"(#loc686))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc1010)
      linalg.yield %1447 : f32 loc(#loc1010)
    } -> tensor<8x4x32x32xf32> loc(#loc1010)
    %637 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_189 : tensor<8x4x32x1xf32>) outs(%71 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1007)
      linalg.yield %1447 : f32 loc(#loc1007)
    } -> tensor<8x4x32xf32> loc(#loc1007)
    %638 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637 : tensor<8x4x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686))):
      linalg.yield %in : f32 loc(#loc1011)
    } -> tensor<8x4x32x32xf32> loc(#loc1011)
    %639 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%636, %638 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/div"(#loc686)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/add_any"(#loc686))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1012)
      linalg.yield %1447 : f32 loc(#loc1012)
    } -> tensor<8x4x32x32xf32> loc(#loc1012)
    %640 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%639, %171 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/add_any"(#loc686)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/exp"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc686))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1006)
      linalg.yield %1447 : f32 loc(#loc1006)
    } -> tensor<8x4x32x32xf32> loc(#loc1006)
    %641 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640 : tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))):
      linalg.yield %in : f32 loc(#loc1013)
    } -> tensor<8x4x32x32xf32> loc(#loc1013)
    %collapsed_190 = tensor.collapse_shape %641 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc1013)
    %642 = linalg.batch_matmul ins(%collapsed_190, %collapsed_63 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%525 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc1013)
    %expanded_191 = tensor.expand_shape %642 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc1013)
    %643 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_191 : tensor<8x4x32x8xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685))):
      linalg.yield %in : f32 loc(#loc1014)
    } -> tensor<8x32x4x8xf32> loc(#loc1014)
    %644 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<8x32x4x8xf32>) outs(%57 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc529)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))):
      linalg.yield %in : f32 loc(#loc1013)
    } -> tensor<8x4x32x8xf32> loc(#loc1013)
    %collapsed_192 = tensor.collapse_shape %640 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc1013)
    %collapsed_193 = tensor.collapse_shape %644 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc1013)
    %645 = linalg.batch_matmul ins(%collapsed_192, %collapsed_193 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%525 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc1013)
    %expanded_194 = tensor.expand_shape %645 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc1013)
    %646 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_194 : tensor<8x4x32x8xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685))):
      linalg.yield %in : f32 loc(#loc1014)
    } -> tensor<8x32x4x8xf32> loc(#loc1014)
    %647 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%646, %55 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc684)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/div"(#loc684))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc1015)
      linalg.yield %1447 : f32 loc(#loc1015)
    } -> tensor<8x32x4x8xf32> loc(#loc1015)
    %648 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%630 : tensor<8x32x4x8xf32>) outs(%532 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc530))):
      linalg.yield %in : f32 loc(#loc852)
    } -> tensor<4x8x8x32xf32> loc(#loc852)
    %collapsed_195 = tensor.collapse_shape %648 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc852)
    %649 = linalg.matmul ins(%collapsed_195, %collapsed_56 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%501 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc852)
    %expanded_196 = tensor.expand_shape %649 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc852)
    %650 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_196 : tensor<4x8x32xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc530)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/transpose"(#loc530))):
      linalg.yield %in : f32 loc(#loc853)
    } -> tensor<32x4x8xf32> loc(#loc853)
    %collapsed_197 = tensor.collapse_shape %630 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc852)
    %651 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<32x4x8xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc530))):
      linalg.yield %in : f32 loc(#loc852)
    } -> tensor<4x8x32xf32> loc(#loc852)
    %collapsed_198 = tensor.collapse_shape %651 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc852)
    %652 = linalg.matmul ins(%collapsed_197, %collapsed_198 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc852)
    %expanded_199 = tensor.expand_shape %652 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc852)
    %653 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%643 : tensor<8x32x4x8xf32>) outs(%532 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc529))):
      linalg.yield %in : f32 loc(#loc854)
    } -> tensor<4x8x8x32xf32> loc(#loc854)
    %collapsed_200 = tensor.collapse_shape %653 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc854)
    %654 = linalg.matmul ins(%collapsed_200, %collapsed_56 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%501 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc854)
    %expanded_201 = tensor.expand_shape %654 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc854)
    %655 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_201 : tensor<4x8x32xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc529)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/transpose"(#loc529))):
      linalg.yield %in : f32 loc(#loc855)
    } -> tensor<32x4x8xf32> loc(#loc855)
    %collapsed_202 = tensor.collapse_shape %643 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc854)
    %656 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<32x4x8xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc529))):
      linalg.yield %in : f32 loc(#loc854)
    } -> tensor<4x8x32xf32> loc(#loc854)
    %collapsed_203 = tensor.collapse_shape %656 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc854)
    %657 = linalg.matmul ins(%collapsed_202, %collapsed_203 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc854)
    %expanded_204 = tensor.expand_shape %657 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc854)
    %658 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_199, %expanded_204 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc530)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc529)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/add_any"(#loc529))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc856)
      linalg.yield %1447 : f32 loc(#loc856)
    } -> tensor<8x32x32xf32> loc(#loc856)
    %659 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%647 : tensor<8x32x4x8xf32>) outs(%532 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/div"(#loc684)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc528))):
      linalg.yield %in : f32 loc(#loc857)
    } -> tensor<4x8x8x32xf32> loc(#loc857)
    %collapsed_205 = tensor.collapse_shape %659 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc857)
    %660 = linalg.matmul ins(%collapsed_205, %collapsed_56 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%501 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc857)
    %expanded_206 = tensor.expand_shape %660 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc857)
    %661 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_206 : tensor<4x8x32xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc528)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/transpose"(#loc528))):
      linalg.yield %in : f32 loc(#loc858)
    } -> tensor<32x4x8xf32> loc(#loc858)
    %collapsed_207 = tensor.collapse_shape %647 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc857)
    %662 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<32x4x8xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc528))):
      linalg.yield %in : f32 loc(#loc857)
    } -> tensor<4x8x32xf32> loc(#loc857)
    %collapsed_208 = tensor.collapse_shape %662 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc857)
    %663 = linalg.matmul ins(%collapsed_207, %collapsed_208 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc857)
    %expanded_209 = tensor.expand_shape %663 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc857)
    %664 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658, %expanded_209 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/add_any"(#loc529)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc528)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/add_any"(#loc528))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc859)
      linalg.yield %1447 : f32 loc(#loc859)
    } -> tensor<8x32x32xf32> loc(#loc859)
    %665 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%664 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc527)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc527))):
      %1447 = arith.addf %out, %in : f32 loc(#loc860)
      linalg.yield %1447 : f32 loc(#loc860)
    } -> tensor<32xf32> loc(#loc860)
    %666 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %664 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc520)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/add_any"(#loc528)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc525))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc861)
      linalg.yield %1447 : f32 loc(#loc861)
    } -> tensor<8x32x32xf32> loc(#loc861)
    %667 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%664, %157 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/add_any"(#loc528)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc524)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc525))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc861)
      linalg.yield %1447 : f32 loc(#loc861)
    } -> tensor<8x32x32xf32> loc(#loc861)
    %668 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %666 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc524)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc525)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc524))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc862)
      linalg.yield %1447 : f32 loc(#loc862)
    } -> tensor<8x32x32xf32> loc(#loc862)
    %669 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%668 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc524)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc524))):
      %1447 = arith.addf %out, %in : f32 loc(#loc863)
      linalg.yield %1447 : f32 loc(#loc863)
    } -> tensor<32xf32> loc(#loc863)
    %670 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666, %156 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc525)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc524)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc524))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc862)
      linalg.yield %1447 : f32 loc(#loc862)
    } -> tensor<8x32x32xf32> loc(#loc862)
    %671 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%670 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc524)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc524))):
      %1447 = arith.addf %out, %in : f32 loc(#loc863)
      linalg.yield %1447 : f32 loc(#loc863)
    } -> tensor<8x32xf32> loc(#loc863)
    %expanded_210 = tensor.expand_shape %671 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc864)
    %672 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %154 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reshape"(#loc524)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc522)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc522))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc865)
      linalg.yield %1447 : f32 loc(#loc865)
    } -> tensor<8x32x1xf32> loc(#loc865)
    %673 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc525)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/neg"(#loc520))):
      %1447 = arith.negf %in : f32 loc(#loc866)
      linalg.yield %1447 : f32 loc(#loc866)
    } -> tensor<8x32x32xf32> loc(#loc866)
    %674 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%673 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc520)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc520))):
      %1447 = arith.addf %out, %in : f32 loc(#loc867)
      linalg.yield %1447 : f32 loc(#loc867)
    } -> tensor<8x32xf32> loc(#loc867)
    %expanded_211 = tensor.expand_shape %674 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc868)
    %675 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620, %667 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc690)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc525)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc520))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc869)
      linalg.yield %1447 : f32 loc(#loc869)
    } -> tensor<8x32x32xf32> loc(#loc869)
    %676 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%672 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc519)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc519))):
      %1447 = arith.addf %out, %in : f32 loc(#loc870)
      linalg.yield %1447 : f32 loc(#loc870)
    } -> tensor<8x32xf32> loc(#loc870)
    %677 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_211 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc622)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc622))):
      %1447 = arith.addf %out, %in : f32 loc(#loc871)
      linalg.yield %1447 : f32 loc(#loc871)
    } -> tensor<8x32xf32> loc(#loc871)
    %678 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%676, %148 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc519)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc518)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc518))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc872)
      linalg.yield %1447 : f32 loc(#loc872)
    } -> tensor<8x32xf32> loc(#loc872)
    %679 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%678 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc518)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/neg"(#loc517))):
      %1447 = arith.negf %in : f32 loc(#loc873)
      linalg.yield %1447 : f32 loc(#loc873)
    } -> tensor<8x32xf32> loc(#loc873)
    %680 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%679, %141 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/neg"(#loc517)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc663)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc663))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1016)
      linalg.yield %1447 : f32 loc(#loc1016)
    } -> tensor<8x32xf32> loc(#loc1016)
    %681 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%677, %680 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc622)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc663)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc663))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1017)
      linalg.yield %1447 : f32 loc(#loc1017)
    } -> tensor<8x32xf32> loc(#loc1017)
    %682 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%678 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc518)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/div"(#loc926))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1067)
      linalg.yield %1447 : f32 loc(#loc1067)
    } -> tensor<8x32xf32> loc(#loc1067)
    %683 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/broadcast_in_dim"(#loc926))):
      linalg.yield %in : f32 loc(#loc1068)
    } -> tensor<8x32x32xf32> loc(#loc1068)
    %684 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%681 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc663)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/div"(#loc926))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1067)
      linalg.yield %1447 : f32 loc(#loc1067)
    } -> tensor<8x32xf32> loc(#loc1067)
    %685 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/broadcast_in_dim"(#loc926))):
      linalg.yield %in : f32 loc(#loc1068)
    } -> tensor<8x32x32xf32> loc(#loc1068)
    %686 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%675, %685 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc520)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/broadcast_in_dim"(#loc926)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc926))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1069)
      linalg.yield %1447 : f32 loc(#loc1069)
    } -> tensor<8x32x32xf32> loc(#loc1069)
    %687 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683, %135 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/broadcast_in_dim"(#loc926)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc661)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc661))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1018)
      linalg.yield %1447 : f32 loc(#loc1018)
    } -> tensor<8x32x32xf32> loc(#loc1018)
    %688 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686, %687 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc926)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc661)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc661))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1019)
      linalg.yield %1447 : f32 loc(#loc1019)
    } -> tensor<8x32x32xf32> loc(#loc1019)
    %689 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%688 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/reduce_sum"(#loc425)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/reduce_sum"(#loc425))):
      %1447 = arith.addf %out, %in : f32 loc(#loc629)
      linalg.yield %1447 : f32 loc(#loc629)
    } -> tensor<32xf32> loc(#loc629)
    %690 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688 : tensor<8x32x32xf32>) outs(%80 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc661)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/dot_general"(#loc423))):
      linalg.yield %in : f32 loc(#loc630)
    } -> tensor<32x8x32xf32> loc(#loc630)
    %collapsed_212 = tensor.collapse_shape %690 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc630)
    %691 = linalg.matmul ins(%collapsed_212, %collapsed_50 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%448 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc630)
    %692 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%691 : tensor<32x128xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/dot_general"(#loc423)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/transpose"(#loc423))):
      linalg.yield %in : f32 loc(#loc631)
    } -> tensor<128x32xf32> loc(#loc631)
    %collapsed_213 = tensor.collapse_shape %688 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc630)
    %693 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<128x32xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/dot_general"(#loc423))):
      linalg.yield %in : f32 loc(#loc630)
    } -> tensor<32x128xf32> loc(#loc630)
    %694 = linalg.matmul ins(%collapsed_213, %693 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%114 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc630)
    %expanded_214 = tensor.expand_shape %694 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc630)
    %695 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %expanded_214 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc417)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/dot_general"(#loc423)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc483)
      linalg.yield %1447 : f32 loc(#loc483)
    } -> tensor<8x32x128xf32> loc(#loc483)
    %696 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_214, %128 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/dot_general"(#loc423)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc483)
      linalg.yield %1447 : f32 loc(#loc483)
    } -> tensor<8x32x128xf32> loc(#loc483)
    %697 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_12 : f32 loc(#loc483)
      linalg.yield %1447 : f32 loc(#loc483)
    } -> tensor<8x32x128xf32> loc(#loc483)
    %698 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%697, %126 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/sub"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc483)
      linalg.yield %1447 : f32 loc(#loc483)
    } -> tensor<8x32x128xf32> loc(#loc483)
    %699 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %125 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/tanh"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc483)
      linalg.yield %1447 : f32 loc(#loc483)
    } -> tensor<8x32x128xf32> loc(#loc483)
    %700 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %699 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc362))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc484)
      linalg.yield %1447 : f32 loc(#loc484)
    } -> tensor<8x32x128xf32> loc(#loc484)
    %701 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_13 : f32 loc(#loc483)
      linalg.yield %1447 : f32 loc(#loc483)
    } -> tensor<8x32x128xf32> loc(#loc483)
    %702 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696, %701 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc362))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc484)
      linalg.yield %1447 : f32 loc(#loc484)
    } -> tensor<8x32x128xf32> loc(#loc484)
    %703 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701 : tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %cst_14 : f32 loc(#loc483)
      linalg.yield %1447 : f32 loc(#loc483)
    } -> tensor<8x32x128xf32> loc(#loc483)
    %704 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703, %121 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc483)
      linalg.yield %1447 : f32 loc(#loc483)
    } -> tensor<8x32x128xf32> loc(#loc483)
    %705 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%702, %704 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%116 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc362)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc362))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc484)
      linalg.yield %1447 : f32 loc(#loc484)
    } -> tensor<8x32x128xf32> loc(#loc484)
    %706 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%705 : tensor<8x32x128xf32>) outs(%466 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/reduce_sum"(#loc417)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/reduce_sum"(#loc417))):
      %1447 = arith.addf %out, %in : f32 loc(#loc632)
      linalg.yield %1447 : f32 loc(#loc632)
    } -> tensor<128xf32> loc(#loc632)
    %707 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705 : tensor<8x32x128xf32>) outs(%468 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc362)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/dot_general"(#loc415))):
      linalg.yield %in : f32 loc(#loc633)
    } -> tensor<128x8x32xf32> loc(#loc633)
    %collapsed_215 = tensor.collapse_shape %707 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc633)
    %708 = linalg.matmul ins(%collapsed_215, %collapsed_47 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%470 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc633)
    %709 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%708 : tensor<128x32xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/dot_general"(#loc415)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/transpose"(#loc415))):
      linalg.yield %in : f32 loc(#loc634)
    } -> tensor<32x128xf32> loc(#loc634)
    %collapsed_216 = tensor.collapse_shape %705 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc633)
    %710 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32x128xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/dot_general"(#loc415))):
      linalg.yield %in : f32 loc(#loc633)
    } -> tensor<128x32xf32> loc(#loc633)
    %711 = linalg.matmul ins(%collapsed_216, %710 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc633)
    %expanded_217 = tensor.expand_shape %711 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc633)
    %712 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_217 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc547)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc547))):
      %1447 = arith.addf %out, %in : f32 loc(#loc874)
      linalg.yield %1447 : f32 loc(#loc874)
    } -> tensor<32xf32> loc(#loc874)
    %713 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %expanded_217 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc540)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/dot_general"(#loc415)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc545))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc875)
      linalg.yield %1447 : f32 loc(#loc875)
    } -> tensor<8x32x32xf32> loc(#loc875)
    %714 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_217, %109 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/dot_general"(#loc415)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc544)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc545))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc875)
      linalg.yield %1447 : f32 loc(#loc875)
    } -> tensor<8x32x32xf32> loc(#loc875)
    %715 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %713 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc544)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc545)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc544))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc876)
      linalg.yield %1447 : f32 loc(#loc876)
    } -> tensor<8x32x32xf32> loc(#loc876)
    %716 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%715 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc544)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc544))):
      %1447 = arith.addf %out, %in : f32 loc(#loc877)
      linalg.yield %1447 : f32 loc(#loc877)
    } -> tensor<32xf32> loc(#loc877)
    %717 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %108 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc545)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc544)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc544))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc876)
      linalg.yield %1447 : f32 loc(#loc876)
    } -> tensor<8x32x32xf32> loc(#loc876)
    %718 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%717 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc544)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc544))):
      %1447 = arith.addf %out, %in : f32 loc(#loc877)
      linalg.yield %1447 : f32 loc(#loc877)
    } -> tensor<8x32xf32> loc(#loc877)
    %expanded_218 = tensor.expand_shape %718 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc878)
    %719 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_218, %106 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reshape"(#loc544)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc542)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc542))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc879)
      linalg.yield %1447 : f32 loc(#loc879)
    } -> tensor<8x32x1xf32> loc(#loc879)
    %720 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc545)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/neg"(#loc540))):
      %1447 = arith.negf %in : f32 loc(#loc880)
      linalg.yield %1447 : f32 loc(#loc880)
    } -> tensor<8x32x32xf32> loc(#loc880)
    %721 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%720 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc540)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc540))):
      %1447 = arith.addf %out, %in : f32 loc(#loc881)
      linalg.yield %1447 : f32 loc(#loc881)
    } -> tensor<8x32xf32> loc(#loc881)
    %expanded_219 = tensor.expand_shape %721 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc882)
    %722 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688, %714 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc661)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc545)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc540))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc883)
      linalg.yield %1447 : f32 loc(#loc883)
    } -> tensor<8x32x32xf32> loc(#loc883)
    %723 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%719 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc539)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc539))):
      %1447 = arith.addf %out, %in : f32 loc(#loc884)
      linalg.yield %1447 : f32 loc(#loc884)
    } -> tensor<8x32xf32> loc(#loc884)
    %724 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_219 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc621)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc621))):
      %1447 = arith.addf %out, %in : f32 loc(#loc885)
      linalg.yield %1447 : f32 loc(#loc885)
    } -> tensor<8x32xf32> loc(#loc885)
    %725 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%723, %100 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc539)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc538)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc538))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc886)
      linalg.yield %1447 : f32 loc(#loc886)
    } -> tensor<8x32xf32> loc(#loc886)
    %726 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%725 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc538)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/neg"(#loc537))):
      %1447 = arith.negf %in : f32 loc(#loc887)
      linalg.yield %1447 : f32 loc(#loc887)
    } -> tensor<8x32xf32> loc(#loc887)
    %727 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%726, %93 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/neg"(#loc537)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc692)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc692))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1020)
      linalg.yield %1447 : f32 loc(#loc1020)
    } -> tensor<8x32xf32> loc(#loc1020)
    %728 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%724, %727 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc621)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc692)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc692))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1021)
      linalg.yield %1447 : f32 loc(#loc1021)
    } -> tensor<8x32xf32> loc(#loc1021)
    %729 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%725 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc538)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/div"(#loc942))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1070)
      linalg.yield %1447 : f32 loc(#loc1070)
    } -> tensor<8x32xf32> loc(#loc1070)
    %730 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%729 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/broadcast_in_dim"(#loc942))):
      linalg.yield %in : f32 loc(#loc1071)
    } -> tensor<8x32x32xf32> loc(#loc1071)
    %731 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%728 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc692)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/div"(#loc942))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1070)
      linalg.yield %1447 : f32 loc(#loc1070)
    } -> tensor<8x32xf32> loc(#loc1070)
    %732 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/div"(#loc942)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/broadcast_in_dim"(#loc942))):
      linalg.yield %in : f32 loc(#loc1071)
    } -> tensor<8x32x32xf32> loc(#loc1071)
    %733 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722, %732 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc540)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/broadcast_in_dim"(#loc942)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc942))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1072)
      linalg.yield %1447 : f32 loc(#loc1072)
    } -> tensor<8x32x32xf32> loc(#loc1072)
    %734 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %87 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/broadcast_in_dim"(#loc942)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc690)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc690))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1022)
      linalg.yield %1447 : f32 loc(#loc1022)
    } -> tensor<8x32x32xf32> loc(#loc1022)
    %735 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%733, %734 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc942)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc690)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc690))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1023)
      linalg.yield %1447 : f32 loc(#loc1023)
    } -> tensor<8x32x32xf32> loc(#loc1023)
    %736 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%735 : tensor<8x32x32xf32>) outs(%80 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc690)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc533))):
      linalg.yield %in : f32 loc(#loc888)
    } -> tensor<32x8x32xf32> loc(#loc888)
    %collapsed_220 = tensor.collapse_shape %736 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc888)
    %737 = linalg.matmul ins(%collapsed_220, %collapsed_41 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%501 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc888)
    %expanded_221 = tensor.expand_shape %737 [[0], [1, 2]] output_shape [32, 4, 8] : tensor<32x32xf32> into tensor<32x4x8xf32> loc(#loc888)
    %738 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_221 : tensor<32x4x8xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc533)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/transpose"(#loc533))):
      linalg.yield %in : f32 loc(#loc889)
    } -> tensor<4x8x32xf32> loc(#loc889)
    %collapsed_222 = tensor.collapse_shape %735 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc888)
    %739 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<4x8x32xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc533))):
      linalg.yield %in : f32 loc(#loc888)
    } -> tensor<32x4x8xf32> loc(#loc888)
    %collapsed_223 = tensor.collapse_shape %739 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc888)
    %740 = linalg.matmul ins(%collapsed_222, %collapsed_223 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc888)
    %expanded_224 = tensor.expand_shape %740 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc888)
    %741 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_224 : tensor<8x32x4x8xf32>) outs(%59 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc533)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))):
      linalg.yield %in : f32 loc(#loc890)
    } -> tensor<8x4x8x32xf32> loc(#loc890)
    %742 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741 : tensor<8x4x8x32xf32>) outs(%57 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532))):
      linalg.yield %in : f32 loc(#loc891)
    } -> tensor<8x4x32x8xf32> loc(#loc891)
    %collapsed_225 = tensor.collapse_shape %742 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc891)
    %743 = linalg.batch_matmul ins(%collapsed_225, %collapsed_38 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%62 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc891)
    %expanded_226 = tensor.expand_shape %743 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc891)
    %collapsed_227 = tensor.collapse_shape %741 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc891)
    %collapsed_228 = tensor.collapse_shape %74 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc891)
    %744 = linalg.batch_matmul ins(%collapsed_227, %collapsed_228 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%81 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc891)
    %expanded_229 = tensor.expand_shape %744 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc891)
    %745 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_229 : tensor<8x4x8x32xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532))):
      linalg.yield %in : f32 loc(#loc890)
    } -> tensor<8x32x4x8xf32> loc(#loc890)
    %746 = linalg.generic {indexing_maps = [#map20, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<8x4x32x1xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc939)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc686))):
      linalg.yield %in : f32 loc(#loc1024)
    } -> tensor<8x4x32x32xf32> loc(#loc1024)
    %747 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_226, %746 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc686))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1024)
      linalg.yield %1447 : f32 loc(#loc1024)
    } -> tensor<8x4x32x32xf32> loc(#loc1024)
    %748 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%747, %70 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc686)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/exp"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc686))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1024)
      linalg.yield %1447 : f32 loc(#loc1024)
    } -> tensor<8x4x32x32xf32> loc(#loc1024)
    %749 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%748 : tensor<8x4x32x32xf32>) outs(%71 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1025)
      linalg.yield %1447 : f32 loc(#loc1025)
    } -> tensor<8x4x32xf32> loc(#loc1025)
    %750 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%749 : tensor<8x4x32xf32>) outs(%64 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/neg"(#loc686))):
      %1447 = arith.negf %in : f32 loc(#loc1026)
      linalg.yield %1447 : f32 loc(#loc1026)
    } -> tensor<8x4x32xf32> loc(#loc1026)
    %expanded_230 = tensor.expand_shape %750 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc1027)
    %751 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_226, %73 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc532)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/div"(#loc686))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc1028)
      linalg.yield %1447 : f32 loc(#loc1028)
    } -> tensor<8x4x32x32xf32> loc(#loc1028)
    %752 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_230 : tensor<8x4x32x1xf32>) outs(%71 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc686))):
      %1447 = arith.addf %out, %in : f32 loc(#loc1025)
      linalg.yield %1447 : f32 loc(#loc1025)
    } -> tensor<8x4x32xf32> loc(#loc1025)
    %753 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%752 : tensor<8x4x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686))):
      linalg.yield %in : f32 loc(#loc1029)
    } -> tensor<8x4x32x32xf32> loc(#loc1029)
    %754 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%751, %753 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/div"(#loc686)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/add_any"(#loc686))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1030)
      linalg.yield %1447 : f32 loc(#loc1030)
    } -> tensor<8x4x32x32xf32> loc(#loc1030)
    %755 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%754, %70 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/add_any"(#loc686)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/exp"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc686))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1024)
      linalg.yield %1447 : f32 loc(#loc1024)
    } -> tensor<8x4x32x32xf32> loc(#loc1024)
    %756 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%755 : tensor<8x4x32x32xf32>) outs(%67 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc686)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))):
      linalg.yield %in : f32 loc(#loc1031)
    } -> tensor<8x4x32x32xf32> loc(#loc1031)
    %collapsed_231 = tensor.collapse_shape %756 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc1031)
    %757 = linalg.batch_matmul ins(%collapsed_231, %collapsed_34 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%525 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc1031)
    %expanded_232 = tensor.expand_shape %757 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc1031)
    %758 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_232 : tensor<8x4x32x8xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685))):
      linalg.yield %in : f32 loc(#loc1032)
    } -> tensor<8x32x4x8xf32> loc(#loc1032)
    %759 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<8x32x4x8xf32>) outs(%57 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc529)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685))):
      linalg.yield %in : f32 loc(#loc1031)
    } -> tensor<8x4x32x8xf32> loc(#loc1031)
    %collapsed_233 = tensor.collapse_shape %755 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc1031)
    %collapsed_234 = tensor.collapse_shape %759 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc1031)
    %760 = linalg.batch_matmul ins(%collapsed_233, %collapsed_234 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%525 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc1031)
    %expanded_235 = tensor.expand_shape %760 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc1031)
    %761 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_235 : tensor<8x4x32x8xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc685)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685))):
      linalg.yield %in : f32 loc(#loc1032)
    } -> tensor<8x32x4x8xf32> loc(#loc1032)
    %762 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%761, %55 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%54 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc684)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/div"(#loc684))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc1033)
      linalg.yield %1447 : f32 loc(#loc1033)
    } -> tensor<8x32x4x8xf32> loc(#loc1033)
    %763 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%745 : tensor<8x32x4x8xf32>) outs(%532 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc532)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc530))):
      linalg.yield %in : f32 loc(#loc892)
    } -> tensor<4x8x8x32xf32> loc(#loc892)
    %collapsed_236 = tensor.collapse_shape %763 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc892)
    %764 = linalg.matmul ins(%collapsed_236, %collapsed_27 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%501 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc892)
    %expanded_237 = tensor.expand_shape %764 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc892)
    %765 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_237 : tensor<4x8x32xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc530)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/transpose"(#loc530))):
      linalg.yield %in : f32 loc(#loc893)
    } -> tensor<32x4x8xf32> loc(#loc893)
    %collapsed_238 = tensor.collapse_shape %745 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc892)
    %766 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16 : tensor<32x4x8xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc530))):
      linalg.yield %in : f32 loc(#loc892)
    } -> tensor<4x8x32xf32> loc(#loc892)
    %collapsed_239 = tensor.collapse_shape %766 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc892)
    %767 = linalg.matmul ins(%collapsed_238, %collapsed_239 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc892)
    %expanded_240 = tensor.expand_shape %767 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc892)
    %768 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%758 : tensor<8x32x4x8xf32>) outs(%532 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc685)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc529))):
      linalg.yield %in : f32 loc(#loc894)
    } -> tensor<4x8x8x32xf32> loc(#loc894)
    %collapsed_241 = tensor.collapse_shape %768 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc894)
    %769 = linalg.matmul ins(%collapsed_241, %collapsed_27 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%501 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc894)
    %expanded_242 = tensor.expand_shape %769 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc894)
    %770 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_242 : tensor<4x8x32xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc529)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/transpose"(#loc529))):
      linalg.yield %in : f32 loc(#loc895)
    } -> tensor<32x4x8xf32> loc(#loc895)
    %collapsed_243 = tensor.collapse_shape %758 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc894)
    %771 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<32x4x8xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc529))):
      linalg.yield %in : f32 loc(#loc894)
    } -> tensor<4x8x32xf32> loc(#loc894)
    %collapsed_244 = tensor.collapse_shape %771 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc894)
    %772 = linalg.matmul ins(%collapsed_243, %collapsed_244 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc894)
    %expanded_245 = tensor.expand_shape %772 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc894)
    %773 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_240, %expanded_245 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc530)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc529)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/add_any"(#loc529))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc896)
      linalg.yield %1447 : f32 loc(#loc896)
    } -> tensor<8x32x32xf32> loc(#loc896)
    %774 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762 : tensor<8x32x4x8xf32>) outs(%532 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/div"(#loc684)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc528))):
      linalg.yield %in : f32 loc(#loc897)
    } -> tensor<4x8x8x32xf32> loc(#loc897)
    %collapsed_246 = tensor.collapse_shape %774 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc897)
    %775 = linalg.matmul ins(%collapsed_246, %collapsed_27 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%501 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc897)
    %expanded_247 = tensor.expand_shape %775 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc897)
    %776 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_247 : tensor<4x8x32xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc528)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/transpose"(#loc528))):
      linalg.yield %in : f32 loc(#loc898)
    } -> tensor<32x4x8xf32> loc(#loc898)
    %collapsed_248 = tensor.collapse_shape %762 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc897)
    %777 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<32x4x8xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc528))):
      linalg.yield %in : f32 loc(#loc897)
    } -> tensor<4x8x32xf32> loc(#loc897)
    %collapsed_249 = tensor.collapse_shape %777 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc897)
    %778 = linalg.matmul ins(%collapsed_248, %collapsed_249 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc897)
    %expanded_250 = tensor.expand_shape %778 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc897)
    %779 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773, %expanded_250 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/add_any"(#loc529)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc528)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/add_any"(#loc528))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc899)
      linalg.yield %1447 : f32 loc(#loc899)
    } -> tensor<8x32x32xf32> loc(#loc899)
    %780 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%779 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc527)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc527))):
      %1447 = arith.addf %out, %in : f32 loc(#loc900)
      linalg.yield %1447 : f32 loc(#loc900)
    } -> tensor<32xf32> loc(#loc900)
    %781 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %779 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc520)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/add_any"(#loc528)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc525))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc901)
      linalg.yield %1447 : f32 loc(#loc901)
    } -> tensor<8x32x32xf32> loc(#loc901)
    %782 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%779, %43 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/add_any"(#loc528)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc524)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc525))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc901)
      linalg.yield %1447 : f32 loc(#loc901)
    } -> tensor<8x32x32xf32> loc(#loc901)
    %783 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %781 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc524)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc525)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc524))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc902)
      linalg.yield %1447 : f32 loc(#loc902)
    } -> tensor<8x32x32xf32> loc(#loc902)
    %784 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%783 : tensor<8x32x32xf32>) outs(%421 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc524)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc524))):
      %1447 = arith.addf %out, %in : f32 loc(#loc903)
      linalg.yield %1447 : f32 loc(#loc903)
    } -> tensor<32xf32> loc(#loc903)
    %785 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%781, %42 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc525)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc524)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc524))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc902)
      linalg.yield %1447 : f32 loc(#loc902)
    } -> tensor<8x32x32xf32> loc(#loc902)
    %786 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%785 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc524)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc524))):
      %1447 = arith.addf %out, %in : f32 loc(#loc903)
      linalg.yield %1447 : f32 loc(#loc903)
    } -> tensor<8x32xf32> loc(#loc903)
    %expanded_251 = tensor.expand_shape %786 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc904)
    %787 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_251, %40 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reshape"(#loc524)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc522)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc522))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc905)
      linalg.yield %1447 : f32 loc(#loc905)
    } -> tensor<8x32x1xf32> loc(#loc905)
    %788 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc525)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/neg"(#loc520))):
      %1447 = arith.negf %in : f32 loc(#loc906)
      linalg.yield %1447 : f32 loc(#loc906)
    } -> tensor<8x32x32xf32> loc(#loc906)
    %789 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%788 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc520)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc520))):
      %1447 = arith.addf %out, %in : f32 loc(#loc907)
      linalg.yield %1447 : f32 loc(#loc907)
    } -> tensor<8x32xf32> loc(#loc907)
    %expanded_252 = tensor.expand_shape %789 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc908)
    %790 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%735, %782 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc690)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc525)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc520))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc909)
      linalg.yield %1447 : f32 loc(#loc909)
    } -> tensor<8x32x32xf32> loc(#loc909)
    %791 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%787 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc519)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc519))):
      %1447 = arith.addf %out, %in : f32 loc(#loc910)
      linalg.yield %1447 : f32 loc(#loc910)
    } -> tensor<8x32xf32> loc(#loc910)
    %792 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_252 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc622)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc622))):
      %1447 = arith.addf %out, %in : f32 loc(#loc911)
      linalg.yield %1447 : f32 loc(#loc911)
    } -> tensor<8x32xf32> loc(#loc911)
    %793 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%791, %33 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc519)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc518)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc518))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc912)
      linalg.yield %1447 : f32 loc(#loc912)
    } -> tensor<8x32xf32> loc(#loc912)
    %794 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%793 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc518)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/neg"(#loc517))):
      %1447 = arith.negf %in : f32 loc(#loc913)
      linalg.yield %1447 : f32 loc(#loc913)
    } -> tensor<8x32xf32> loc(#loc913)
    %795 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%794, %26 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/neg"(#loc517)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc663)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc663))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1034)
      linalg.yield %1447 : f32 loc(#loc1034)
    } -> tensor<8x32xf32> loc(#loc1034)
    %796 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%792, %795 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc622)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc663)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc663))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1035)
      linalg.yield %1447 : f32 loc(#loc1035)
    } -> tensor<8x32xf32> loc(#loc1035)
    %797 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%793 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc518)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/div"(#loc926))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1073)
      linalg.yield %1447 : f32 loc(#loc1073)
    } -> tensor<8x32xf32> loc(#loc1073)
    %798 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%797 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/broadcast_in_dim"(#loc926))):
      linalg.yield %in : f32 loc(#loc1074)
    } -> tensor<8x32x32xf32> loc(#loc1074)
    %799 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%796 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc663)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/div"(#loc926))):
      %1447 = arith.divf %in, %cst_20 : f32 loc(#loc1073)
      linalg.yield %1447 : f32 loc(#loc1073)
    } -> tensor<8x32xf32> loc(#loc1073)
    %800 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%799 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/div"(#loc926)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/broadcast_in_dim"(#loc926))):
      linalg.yield %in : f32 loc(#loc1074)
    } -> tensor<8x32x32xf32> loc(#loc1074)
    %801 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%790, %800 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc520)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/broadcast_in_dim"(#loc926)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc926))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1075)
      linalg.yield %1447 : f32 loc(#loc1075)
    } -> tensor<8x32x32xf32> loc(#loc1075)
    %802 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%798, %18 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/broadcast_in_dim"(#loc926)), %in_256: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc661)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc661))):
      %1447 = arith.mulf %in, %in_256 : f32 loc(#loc1036)
      linalg.yield %1447 : f32 loc(#loc1036)
    } -> tensor<8x32x32xf32> loc(#loc1036)
    %803 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%801, %802 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc926)), %in_256: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc661)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc661))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc1037)
      linalg.yield %1447 : f32 loc(#loc1037)
    } -> tensor<8x32x32xf32> loc(#loc1037)
    %collapsed_253 = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<8x32x1xi32> into tensor<256x1xi32> loc(#loc650)
    %collapsed_254 = tensor.collapse_shape %803 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc650)
    %804 = scf.for %arg126 = %c0 to %c256 step %c1 iter_args(%arg127 = %cst) -> (tensor<2048xf32>) {
      %1447 = scf.for %arg128 = %c0 to %c32 step %c1 iter_args(%arg129 = %arg127) -> (tensor<2048xf32>) {
        %extracted = tensor.extract %collapsed_253[%arg126, %c0] : tensor<256x1xi32> loc(#loc650)
        %1448 = arith.index_cast %extracted : i32 to index loc(#loc650)
        %1449 = arith.cmpi sge, %1448, %c0 : index loc(#loc650)
        %1450 = arith.cmpi slt, %1448, %c64 : index loc(#loc650)
        %1451 = arith.andi %1449, %1450 : i1 loc(#loc650)
        %1452 = arith.muli %1448, %c32 : index loc(#loc650)
        %1453 = arith.addi %1452, %arg128 : index loc(#loc650)
        %1454 = scf.if %1451 -> (tensor<2048xf32>) {
          %extracted_256 = tensor.extract %collapsed_254[%arg126, %arg128] : tensor<256x32xf32> loc(#loc650)
          %extracted_257 = tensor.extract %arg129[%1453] : tensor<2048xf32> loc(#loc650)
          %1455 = arith.addf %extracted_257, %extracted_256 : f32 loc(#loc914)
          %inserted = tensor.insert %1455 into %arg129[%1453] : tensor<2048xf32> loc(#loc650)
          scf.yield %inserted : tensor<2048xf32> loc(#loc650)
        } else {
          scf.yield %arg129 : tensor<2048xf32> loc(#loc650)
        } loc(#loc650)
        scf.yield %1454 : tensor<2048xf32> loc(#loc650)
      } loc(#loc650)
      scf.yield %1447 : tensor<2048xf32> loc(#loc650)
    } loc(#loc650)
    %expanded_255 = tensor.expand_shape %804 [[0, 1]] output_shape [64, 32] : tensor<2048xf32> into tensor<64x32xf32> loc(#loc650)
    %805 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%410 : tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/reduce_sum"(#loc369)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<64xf32> loc(#loc915)
    %806 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg42 : tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<64xf32> loc(#loc916)
    %807 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%805, %806 : tensor<64xf32>, tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<64xf32> loc(#loc917)
    %808 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%417 : tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/transpose"(#loc367)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x64xf32> loc(#loc915)
    %809 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x64xf32> loc(#loc916)
    %810 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%808, %809 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x64xf32> loc(#loc917)
    %811 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_255 : tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc127 at #loc400)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<64x32xf32> loc(#loc915)
    %812 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['Embed_0']['embedding']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<64x32xf32> loc(#loc916)
    %813 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%811, %812 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<64x32xf32> loc(#loc917)
    %814 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%422 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc454)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %815 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg45 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %816 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%814, %815 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %817 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%426 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc451)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %818 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg46 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %819 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%817, %818 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %820 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%706 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/reduce_sum"(#loc417)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<128xf32> loc(#loc915)
    %821 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg47 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<128xf32> loc(#loc916)
    %822 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%820, %821 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<128xf32> loc(#loc917)
    %823 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%709 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/transpose"(#loc415)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x128xf32> loc(#loc915)
    %824 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x128xf32> loc(#loc916)
    %825 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%823, %824 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x128xf32> loc(#loc917)
    %826 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%689 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/reduce_sum"(#loc425)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %827 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg49 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['Dense_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %828 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%826, %827 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %829 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%692 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/transpose"(#loc423)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<128x32xf32> loc(#loc915)
    %830 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<128x32xf32> loc(#loc916)
    %831 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%829, %830 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<128x32xf32> loc(#loc917)
    %832 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%780 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc527)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %833 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg51 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %834 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%832, %833 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %835 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%784 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc524)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %836 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg52 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %837 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%835, %836 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %838 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%712 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc547)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %839 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg53 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['LayerNorm_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %840 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%838, %839 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %841 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%716 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc544)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %842 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg54 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['LayerNorm_1']['scale']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %843 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%841, %842 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %844 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%770 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/transpose"(#loc529)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x4x8xf32> loc(#loc915)
    %845 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg55 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x4x8xf32> loc(#loc916)
    %846 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%844, %845 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x4x8xf32> loc(#loc917)
    %847 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%738 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/transpose"(#loc533)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<4x8x32xf32> loc(#loc915)
    %848 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg56 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<4x8x32xf32> loc(#loc916)
    %849 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%847, %848 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<4x8x32xf32> loc(#loc917)
    %850 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%776 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/transpose"(#loc528)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x4x8xf32> loc(#loc915)
    %851 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg57 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x4x8xf32> loc(#loc916)
    %852 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850, %851 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x4x8xf32> loc(#loc917)
    %853 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/transpose"(#loc530)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x4x8xf32> loc(#loc915)
    %854 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg58 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x4x8xf32> loc(#loc916)
    %855 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%853, %854 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x4x8xf32> loc(#loc917)
    %856 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%591 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/reduce_sum"(#loc417)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<128xf32> loc(#loc915)
    %857 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg59 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<128xf32> loc(#loc916)
    %858 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%856, %857 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<128xf32> loc(#loc917)
    %859 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%594 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/transpose"(#loc415)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x128xf32> loc(#loc915)
    %860 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x128xf32> loc(#loc916)
    %861 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%859, %860 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x128xf32> loc(#loc917)
    %862 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%574 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/reduce_sum"(#loc425)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %863 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg61 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['Dense_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %864 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%862, %863 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %865 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%577 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/transpose"(#loc423)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<128x32xf32> loc(#loc915)
    %866 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<128x32xf32> loc(#loc916)
    %867 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%865, %866 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<128x32xf32> loc(#loc917)
    %868 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%665 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc527)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %869 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg63 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %870 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%868, %869 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %871 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%669 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc524)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %872 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg64 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %873 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%871, %872 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %874 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%597 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc547)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %875 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg65 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['LayerNorm_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %876 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%874, %875 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %877 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%601 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc544)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %878 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg66 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['LayerNorm_1']['scale']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %879 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%877, %878 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %880 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/transpose"(#loc529)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x4x8xf32> loc(#loc915)
    %881 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg67 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x4x8xf32> loc(#loc916)
    %882 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880, %881 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x4x8xf32> loc(#loc917)
    %883 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/transpose"(#loc533)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<4x8x32xf32> loc(#loc915)
    %884 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg68 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<4x8x32xf32> loc(#loc916)
    %885 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%883, %884 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<4x8x32xf32> loc(#loc917)
    %886 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%661 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/transpose"(#loc528)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x4x8xf32> loc(#loc915)
    %887 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg69 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x4x8xf32> loc(#loc916)
    %888 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%886, %887 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x4x8xf32> loc(#loc917)
    %889 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/transpose"(#loc530)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x4x8xf32> loc(#loc915)
    %890 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg70 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x4x8xf32> loc(#loc916)
    %891 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%889, %890 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x4x8xf32> loc(#loc917)
    %892 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%467 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/reduce_sum"(#loc417)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<128xf32> loc(#loc915)
    %893 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg71 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<128xf32> loc(#loc916)
    %894 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%892, %893 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<128xf32> loc(#loc917)
    %895 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%472 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/transpose"(#loc415)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x128xf32> loc(#loc915)
    %896 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x128xf32> loc(#loc916)
    %897 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%895, %896 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x128xf32> loc(#loc917)
    %898 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%445 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/reduce_sum"(#loc425)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %899 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg73 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['Dense_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %900 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%898, %899 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %901 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%451 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/transpose"(#loc423)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<128x32xf32> loc(#loc915)
    %902 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<128x32xf32> loc(#loc916)
    %903 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%901, %902 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<128x32xf32> loc(#loc917)
    %904 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%550 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc527)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %905 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg75 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %906 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%904, %905 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %907 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%554 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc524)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %908 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg76 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %909 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%907, %908 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %910 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%475 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc547)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %911 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg77 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['LayerNorm_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %912 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%910, %911 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %913 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%479 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc544)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %914 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg78 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['LayerNorm_1']['scale']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32xf32> loc(#loc916)
    %915 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%913, %914 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32xf32> loc(#loc917)
    %916 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/transpose"(#loc529)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x4x8xf32> loc(#loc915)
    %917 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg79 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x4x8xf32> loc(#loc916)
    %918 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%916, %917 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x4x8xf32> loc(#loc917)
    %919 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/transpose"(#loc533)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<4x8x32xf32> loc(#loc915)
    %920 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg80 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<4x8x32xf32> loc(#loc916)
    %921 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%919, %920 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<4x8x32xf32> loc(#loc917)
    %922 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/transpose"(#loc528)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x4x8xf32> loc(#loc915)
    %923 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg81 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x4x8xf32> loc(#loc916)
    %924 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%922, %923 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x4x8xf32> loc(#loc917)
    %925 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/transpose"(#loc530)), %out: f32 loc("jit(step)/mul"(#loc636))):
      %1447 = arith.mulf %in, %cst_9 : f32 loc(#loc915)
      linalg.yield %1447 : f32 loc(#loc915)
    } -> tensor<32x4x8xf32> loc(#loc915)
    %926 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg82 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc637))):
      %1447 = arith.mulf %in, %cst_8 : f32 loc(#loc916)
      linalg.yield %1447 : f32 loc(#loc916)
    } -> tensor<32x4x8xf32> loc(#loc916)
    %927 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%925, %926 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc636)), %in_256: f32 loc("jit(step)/mul"(#loc637)), %out: f32 loc("jit(step)/add"(#loc638))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc917)
      linalg.yield %1447 : f32 loc(#loc917)
    } -> tensor<32x4x8xf32> loc(#loc917)
    %928 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%410 : tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/reduce_sum"(#loc369)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<64xf32> loc(#loc1038)
    %929 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%928 : tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<64xf32> loc(#loc919)
    %930 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg83 : tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<64xf32> loc(#loc920)
    %931 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%929, %930 : tensor<64xf32>, tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<64xf32> loc(#loc921)
    %932 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%417 : tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/transpose"(#loc367)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x64xf32> loc(#loc1038)
    %933 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%932 : tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x64xf32> loc(#loc919)
    %934 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg84 : tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x64xf32> loc(#loc920)
    %935 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%933, %934 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x64xf32> loc(#loc921)
    %936 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_255 : tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc127 at #loc400)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<64x32xf32> loc(#loc1038)
    %937 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%936 : tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<64x32xf32> loc(#loc919)
    %938 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['Embed_0']['embedding']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<64x32xf32> loc(#loc920)
    %939 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%937, %938 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<64x32xf32> loc(#loc921)
    %940 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%422 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc454)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %941 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%940 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %942 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg86 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %943 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%941, %942 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %944 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%426 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc451)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %945 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%944 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %946 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg87 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %947 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%945, %946 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %948 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%706 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/reduce_sum"(#loc417)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<128xf32> loc(#loc1038)
    %949 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%948 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<128xf32> loc(#loc919)
    %950 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg88 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<128xf32> loc(#loc920)
    %951 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%949, %950 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<128xf32> loc(#loc921)
    %952 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%709 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/transpose"(#loc415)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x128xf32> loc(#loc1038)
    %953 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%952 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x128xf32> loc(#loc919)
    %954 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg89 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x128xf32> loc(#loc920)
    %955 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%953, %954 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x128xf32> loc(#loc921)
    %956 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%689 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/reduce_sum"(#loc425)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %957 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%956 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %958 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg90 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['Dense_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %959 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%957, %958 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %960 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%692 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/transpose"(#loc423)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<128x32xf32> loc(#loc1038)
    %961 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%960 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<128x32xf32> loc(#loc919)
    %962 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg91 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<128x32xf32> loc(#loc920)
    %963 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%961, %962 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<128x32xf32> loc(#loc921)
    %964 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%780 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc527)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %965 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%964 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %966 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg92 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %967 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%965, %966 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %968 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%784 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc524)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %969 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%968 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %970 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg93 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %971 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%969, %970 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %972 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%712 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc547)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %973 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%972 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %974 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg94 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['LayerNorm_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %975 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%973, %974 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %976 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%716 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc544)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %977 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%976 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %978 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg95 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['LayerNorm_1']['scale']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %979 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%977, %978 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %980 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%770 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/transpose"(#loc529)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x4x8xf32> loc(#loc1038)
    %981 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%980 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x4x8xf32> loc(#loc919)
    %982 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg96 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x4x8xf32> loc(#loc920)
    %983 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%981, %982 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x4x8xf32> loc(#loc921)
    %984 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%738 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/transpose"(#loc533)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<4x8x32xf32> loc(#loc1038)
    %985 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%984 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<4x8x32xf32> loc(#loc919)
    %986 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg97 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<4x8x32xf32> loc(#loc920)
    %987 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%985, %986 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<4x8x32xf32> loc(#loc921)
    %988 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%776 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/transpose"(#loc528)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x4x8xf32> loc(#loc1038)
    %989 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%988 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x4x8xf32> loc(#loc919)
    %990 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg98 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x4x8xf32> loc(#loc920)
    %991 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%989, %990 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x4x8xf32> loc(#loc921)
    %992 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/transpose"(#loc530)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x4x8xf32> loc(#loc1038)
    %993 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%992 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x4x8xf32> loc(#loc919)
    %994 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg99 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x4x8xf32> loc(#loc920)
    %995 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%993, %994 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x4x8xf32> loc(#loc921)
    %996 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%591 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/reduce_sum"(#loc417)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<128xf32> loc(#loc1038)
    %997 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%996 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<128xf32> loc(#loc919)
    %998 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg100 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<128xf32> loc(#loc920)
    %999 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%997, %998 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<128xf32> loc(#loc921)
    %1000 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%594 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/transpose"(#loc415)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x128xf32> loc(#loc1038)
    %1001 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1000 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x128xf32> loc(#loc919)
    %1002 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg101 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x128xf32> loc(#loc920)
    %1003 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1001, %1002 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x128xf32> loc(#loc921)
    %1004 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%574 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/reduce_sum"(#loc425)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %1005 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1004 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %1006 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg102 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['Dense_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %1007 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1005, %1006 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %1008 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%577 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/transpose"(#loc423)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<128x32xf32> loc(#loc1038)
    %1009 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1008 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<128x32xf32> loc(#loc919)
    %1010 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg103 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<128x32xf32> loc(#loc920)
    %1011 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1009, %1010 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<128x32xf32> loc(#loc921)
    %1012 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%665 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc527)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %1013 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1012 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %1014 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg104 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %1015 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1013, %1014 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %1016 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%669 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc524)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %1017 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1016 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %1018 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg105 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %1019 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1017, %1018 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %1020 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%597 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc547)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %1021 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1020 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %1022 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg106 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['LayerNorm_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %1023 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1021, %1022 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %1024 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%601 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc544)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %1025 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1024 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %1026 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg107 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['LayerNorm_1']['scale']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %1027 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1025, %1026 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %1028 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/transpose"(#loc529)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x4x8xf32> loc(#loc1038)
    %1029 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1028 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x4x8xf32> loc(#loc919)
    %1030 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg108 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x4x8xf32> loc(#loc920)
    %1031 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1029, %1030 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x4x8xf32> loc(#loc921)
    %1032 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/transpose"(#loc533)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<4x8x32xf32> loc(#loc1038)
    %1033 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1032 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<4x8x32xf32> loc(#loc919)
    %1034 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg109 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<4x8x32xf32> loc(#loc920)
    %1035 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1033, %1034 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<4x8x32xf32> loc(#loc921)
    %1036 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%661 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/transpose"(#loc528)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x4x8xf32> loc(#loc1038)
    %1037 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1036 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x4x8xf32> loc(#loc919)
    %1038 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg110 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x4x8xf32> loc(#loc920)
    %1039 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1037, %1038 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x4x8xf32> loc(#loc921)
    %1040 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/transpose"(#loc530)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x4x8xf32> loc(#loc1038)
    %1041 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1040 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x4x8xf32> loc(#loc919)
    %1042 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg111 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x4x8xf32> loc(#loc920)
    %1043 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1041, %1042 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x4x8xf32> loc(#loc921)
    %1044 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%467 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/reduce_sum"(#loc417)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<128xf32> loc(#loc1038)
    %1045 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1044 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<128xf32> loc(#loc919)
    %1046 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg112 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<128xf32> loc(#loc920)
    %1047 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1045, %1046 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<128xf32> loc(#loc921)
    %1048 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%472 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/transpose"(#loc415)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x128xf32> loc(#loc1038)
    %1049 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1048 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x128xf32> loc(#loc919)
    %1050 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg113 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x128xf32> loc(#loc920)
    %1051 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1049, %1050 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x128xf32> loc(#loc921)
    %1052 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%445 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/reduce_sum"(#loc425)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %1053 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1052 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %1054 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg114 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['Dense_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %1055 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1053, %1054 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %1056 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%451 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/transpose"(#loc423)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<128x32xf32> loc(#loc1038)
    %1057 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1056 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<128x32xf32> loc(#loc919)
    %1058 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg115 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<128x32xf32> loc(#loc920)
    %1059 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1057, %1058 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<128x32xf32> loc(#loc921)
    %1060 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%550 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc527)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %1061 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1060 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %1062 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg116 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %1063 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1061, %1062 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %1064 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%554 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc524)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %1065 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1064 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %1066 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg117 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %1067 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1065, %1066 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %1068 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%475 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc547)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %1069 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1068 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %1070 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg118 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['LayerNorm_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %1071 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1069, %1070 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %1072 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%479 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc544)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32xf32> loc(#loc1038)
    %1073 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1072 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32xf32> loc(#loc919)
    %1074 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%arg119 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['LayerNorm_1']['scale']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32xf32> loc(#loc920)
    %1075 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1073, %1074 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32xf32> loc(#loc921)
    %1076 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/transpose"(#loc529)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x4x8xf32> loc(#loc1038)
    %1077 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1076 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x4x8xf32> loc(#loc919)
    %1078 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg120 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x4x8xf32> loc(#loc920)
    %1079 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1077, %1078 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x4x8xf32> loc(#loc921)
    %1080 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/transpose"(#loc533)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<4x8x32xf32> loc(#loc1038)
    %1081 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1080 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<4x8x32xf32> loc(#loc919)
    %1082 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg121 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<4x8x32xf32> loc(#loc920)
    %1083 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1081, %1082 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<4x8x32xf32> loc(#loc921)
    %1084 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/transpose"(#loc528)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x4x8xf32> loc(#loc1038)
    %1085 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1084 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x4x8xf32> loc(#loc919)
    %1086 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg122 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x4x8xf32> loc(#loc920)
    %1087 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1085, %1086 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x4x8xf32> loc(#loc921)
    %1088 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/transpose"(#loc530)), %out: f32 loc("jit(step)/integer_pow"(#loc918))):
      %1447 = arith.mulf %in, %in : f32 loc(#loc1038)
      linalg.yield %1447 : f32 loc(#loc1038)
    } -> tensor<32x4x8xf32> loc(#loc1038)
    %1089 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1088 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc918)), %out: f32 loc("jit(step)/mul"(#loc640))):
      %1447 = arith.mulf %in, %cst_7 : f32 loc(#loc919)
      linalg.yield %1447 : f32 loc(#loc919)
    } -> tensor<32x4x8xf32> loc(#loc919)
    %1090 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg123 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc641))):
      %1447 = arith.mulf %in, %cst_6 : f32 loc(#loc920)
      linalg.yield %1447 : f32 loc(#loc920)
    } -> tensor<32x4x8xf32> loc(#loc920)
    %1091 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1089, %1090 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc640)), %in_256: f32 loc("jit(step)/mul"(#loc641)), %out: f32 loc("jit(step)/add"(#loc642))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc921)
      linalg.yield %1447 : f32 loc(#loc921)
    } -> tensor<32x4x8xf32> loc(#loc921)
    %1092 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%arg41 : tensor<i32>) outs(%369 : tensor<i1>) {
    ^bb0(%in: i32 loc("opt_state[0].count"), %out: i1 loc("jit(step)/lt"(#loc487))):
      %1447 = arith.cmpi slt, %in, %c2147483647_i32 : i32 loc(#loc643)
      linalg.yield %1447 : i1 loc(#loc643)
    } -> tensor<i1> loc(#loc643)
    %1093 = tensor.empty() : tensor<i32> loc(#loc503)
    %1094 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%arg41 : tensor<i32>) outs(%1093 : tensor<i32>) {
    ^bb0(%in: i32 loc("opt_state[0].count"), %out: i32 loc("jit(step)/add"(#loc403))):
      %1447 = arith.addi %in, %c1_i32 : i32 loc(#loc503)
      linalg.yield %1447 : i32 loc(#loc503)
    } -> tensor<i32> loc(#loc503)
    %1095 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%1092, %1094 : tensor<i1>, tensor<i32>) outs(%1093 : tensor<i32>) {
    ^bb0(%in: i1 loc("jit(step)/lt"(#loc487)), %in_256: i32 loc("jit(step)/add"(#loc403)), %out: i32 loc(callsite(#loc145 at #loc644))):
      %1447 = arith.select %in, %in_256, %c2147483647_i32 : i32 loc(#loc1039)
      linalg.yield %1447 : i32 loc(#loc1039)
    } -> tensor<i32> loc(#loc1039)
    %1096 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%1095 : tensor<i32>) outs(%52 : tensor<f32>) {
    ^bb0(%in: i32 loc(callsite(#loc145 at #loc644)), %out: f32 loc("jit(step)/pow"(#loc395))):
      %1447 = arith.sitofp %in : i32 to f32 loc(#loc489)
      linalg.yield %1447 : f32 loc(#loc489)
    } -> tensor<f32> loc(#loc489)
    %1097 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%1096 : tensor<f32>) outs(%52 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/pow"(#loc395)), %out: f32 loc("jit(step)/pow"(#loc395))):
      %1447 = math.powf %cst_8, %in : f32 loc(#loc489)
      linalg.yield %1447 : f32 loc(#loc489)
    } -> tensor<f32> loc(#loc489)
    %1098 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%1097 : tensor<f32>) outs(%52 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/pow"(#loc395)), %out: f32 loc("jit(step)/sub"(#loc395))):
      %1447 = arith.subf %cst_19, %in : f32 loc(#loc490)
      linalg.yield %1447 : f32 loc(#loc490)
    } -> tensor<f32> loc(#loc490)
    %1099 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel"]} ins(%1098 : tensor<f32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      linalg.yield %in : f32 loc(#loc491)
    } -> tensor<64xf32> loc(#loc491)
    %1100 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%807, %1099 : tensor<64xf32>, tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<64xf32> loc(#loc491)
    %1101 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%1098 : tensor<f32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      linalg.yield %in : f32 loc(#loc491)
    } -> tensor<32x64xf32> loc(#loc491)
    %1102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%810, %1101 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x64xf32> loc(#loc491)
    %1103 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%1098 : tensor<f32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      linalg.yield %in : f32 loc(#loc491)
    } -> tensor<64x32xf32> loc(#loc491)
    %1104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%813, %1103 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<64x32xf32> loc(#loc491)
    %1105 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel"]} ins(%1098 : tensor<f32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      linalg.yield %in : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1106 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%816, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1107 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%819, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1108 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel"]} ins(%1098 : tensor<f32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      linalg.yield %in : f32 loc(#loc491)
    } -> tensor<128xf32> loc(#loc491)
    %1109 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%822, %1108 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<128xf32> loc(#loc491)
    %1110 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%1098 : tensor<f32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      linalg.yield %in : f32 loc(#loc491)
    } -> tensor<32x128xf32> loc(#loc491)
    %1111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%825, %1110 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x128xf32> loc(#loc491)
    %1112 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%828, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1113 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%1098 : tensor<f32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      linalg.yield %in : f32 loc(#loc491)
    } -> tensor<128x32xf32> loc(#loc491)
    %1114 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%831, %1113 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<128x32xf32> loc(#loc491)
    %1115 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%834, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1116 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%837, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1117 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%840, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1118 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%843, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1119 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1098 : tensor<f32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      linalg.yield %in : f32 loc(#loc491)
    } -> tensor<32x4x8xf32> loc(#loc491)
    %1120 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%846, %1119 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x4x8xf32> loc(#loc491)
    %1121 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1098 : tensor<f32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      linalg.yield %in : f32 loc(#loc491)
    } -> tensor<4x8x32xf32> loc(#loc491)
    %1122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%849, %1121 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<4x8x32xf32> loc(#loc491)
    %1123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852, %1119 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x4x8xf32> loc(#loc491)
    %1124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%855, %1119 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x4x8xf32> loc(#loc491)
    %1125 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%858, %1108 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<128xf32> loc(#loc491)
    %1126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%861, %1110 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x128xf32> loc(#loc491)
    %1127 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%864, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1128 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%867, %1113 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<128x32xf32> loc(#loc491)
    %1129 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%870, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1130 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%873, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1131 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%876, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1132 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%879, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%882, %1119 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x4x8xf32> loc(#loc491)
    %1134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%885, %1121 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<4x8x32xf32> loc(#loc491)
    %1135 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%888, %1119 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x4x8xf32> loc(#loc491)
    %1136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%891, %1119 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x4x8xf32> loc(#loc491)
    %1137 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%894, %1108 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<128xf32> loc(#loc491)
    %1138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%897, %1110 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x128xf32> loc(#loc491)
    %1139 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%900, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1140 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%903, %1113 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<128x32xf32> loc(#loc491)
    %1141 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%906, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1142 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%909, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1143 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%912, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1144 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%915, %1105 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32xf32> loc(#loc491)
    %1145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%918, %1119 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x4x8xf32> loc(#loc491)
    %1146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%921, %1121 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<4x8x32xf32> loc(#loc491)
    %1147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%924, %1119 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x4x8xf32> loc(#loc491)
    %1148 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%927, %1119 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc638)), %in_256: f32 loc("jit(step)/div"(#loc395)), %out: f32 loc("jit(step)/div"(#loc395))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc491)
      linalg.yield %1447 : f32 loc(#loc491)
    } -> tensor<32x4x8xf32> loc(#loc491)
    %1149 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%1096 : tensor<f32>) outs(%52 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/pow"(#loc395)), %out: f32 loc("jit(step)/pow"(#loc396))):
      %1447 = math.powf %cst_6, %in : f32 loc(#loc492)
      linalg.yield %1447 : f32 loc(#loc492)
    } -> tensor<f32> loc(#loc492)
    %1150 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%1149 : tensor<f32>) outs(%52 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/pow"(#loc396)), %out: f32 loc("jit(step)/sub"(#loc396))):
      %1447 = arith.subf %cst_19, %in : f32 loc(#loc493)
      linalg.yield %1447 : f32 loc(#loc493)
    } -> tensor<f32> loc(#loc493)
    %1151 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel"]} ins(%1150 : tensor<f32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      linalg.yield %in : f32 loc(#loc494)
    } -> tensor<64xf32> loc(#loc494)
    %1152 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%931, %1151 : tensor<64xf32>, tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<64xf32> loc(#loc494)
    %1153 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%1150 : tensor<f32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      linalg.yield %in : f32 loc(#loc494)
    } -> tensor<32x64xf32> loc(#loc494)
    %1154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%935, %1153 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x64xf32> loc(#loc494)
    %1155 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%1150 : tensor<f32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      linalg.yield %in : f32 loc(#loc494)
    } -> tensor<64x32xf32> loc(#loc494)
    %1156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%939, %1155 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<64x32xf32> loc(#loc494)
    %1157 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel"]} ins(%1150 : tensor<f32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      linalg.yield %in : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1158 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%943, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1159 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%947, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1160 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel"]} ins(%1150 : tensor<f32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      linalg.yield %in : f32 loc(#loc494)
    } -> tensor<128xf32> loc(#loc494)
    %1161 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%951, %1160 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<128xf32> loc(#loc494)
    %1162 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%1150 : tensor<f32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      linalg.yield %in : f32 loc(#loc494)
    } -> tensor<32x128xf32> loc(#loc494)
    %1163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%955, %1162 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x128xf32> loc(#loc494)
    %1164 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%959, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1165 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%1150 : tensor<f32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      linalg.yield %in : f32 loc(#loc494)
    } -> tensor<128x32xf32> loc(#loc494)
    %1166 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%963, %1165 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<128x32xf32> loc(#loc494)
    %1167 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%967, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1168 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%971, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1169 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%975, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1170 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%979, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1171 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1150 : tensor<f32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      linalg.yield %in : f32 loc(#loc494)
    } -> tensor<32x4x8xf32> loc(#loc494)
    %1172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%983, %1171 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x4x8xf32> loc(#loc494)
    %1173 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1150 : tensor<f32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      linalg.yield %in : f32 loc(#loc494)
    } -> tensor<4x8x32xf32> loc(#loc494)
    %1174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%987, %1173 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<4x8x32xf32> loc(#loc494)
    %1175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%991, %1171 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x4x8xf32> loc(#loc494)
    %1176 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%995, %1171 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x4x8xf32> loc(#loc494)
    %1177 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%999, %1160 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<128xf32> loc(#loc494)
    %1178 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1003, %1162 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x128xf32> loc(#loc494)
    %1179 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1007, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1180 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1011, %1165 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<128x32xf32> loc(#loc494)
    %1181 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1015, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1182 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1019, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1183 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1023, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1184 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1027, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1031, %1171 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x4x8xf32> loc(#loc494)
    %1186 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1035, %1173 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<4x8x32xf32> loc(#loc494)
    %1187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1039, %1171 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x4x8xf32> loc(#loc494)
    %1188 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1043, %1171 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x4x8xf32> loc(#loc494)
    %1189 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1047, %1160 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<128xf32> loc(#loc494)
    %1190 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1051, %1162 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x128xf32> loc(#loc494)
    %1191 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1055, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1192 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1059, %1165 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<128x32xf32> loc(#loc494)
    %1193 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1063, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1194 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1067, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1195 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1071, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1196 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1075, %1157 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32xf32> loc(#loc494)
    %1197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1079, %1171 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x4x8xf32> loc(#loc494)
    %1198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1083, %1173 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<4x8x32xf32> loc(#loc494)
    %1199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1087, %1171 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x4x8xf32> loc(#loc494)
    %1200 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1091, %1171 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc642)), %in_256: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/div"(#loc396))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc494)
      linalg.yield %1447 : f32 loc(#loc494)
    } -> tensor<32x4x8xf32> loc(#loc494)
    %1201 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1152 : tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<64xf32> loc(#loc645)
    %1202 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1201 : tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<64xf32> loc(#loc646)
    %1203 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1202 : tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<64xf32> loc(#loc647)
    %1204 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1100, %1203 : tensor<64xf32>, tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<64xf32> loc(#loc648)
    %1205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1154 : tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x64xf32> loc(#loc645)
    %1206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1205 : tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x64xf32> loc(#loc646)
    %1207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1206 : tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x64xf32> loc(#loc647)
    %1208 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1102, %1207 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x64xf32> loc(#loc648)
    %1209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1156 : tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<64x32xf32> loc(#loc645)
    %1210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1209 : tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<64x32xf32> loc(#loc646)
    %1211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1210 : tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<64x32xf32> loc(#loc647)
    %1212 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1104, %1211 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<64x32xf32> loc(#loc648)
    %1213 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1158 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1214 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1213 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1215 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1214 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1216 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1106, %1215 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1217 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1159 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1218 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1217 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1219 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1218 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1220 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1107, %1219 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1221 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1161 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<128xf32> loc(#loc645)
    %1222 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1221 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<128xf32> loc(#loc646)
    %1223 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1222 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<128xf32> loc(#loc647)
    %1224 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1109, %1223 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<128xf32> loc(#loc648)
    %1225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1163 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x128xf32> loc(#loc645)
    %1226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1225 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x128xf32> loc(#loc646)
    %1227 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1226 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x128xf32> loc(#loc647)
    %1228 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1111, %1227 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x128xf32> loc(#loc648)
    %1229 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1164 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1230 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1229 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1231 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1230 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1232 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1112, %1231 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1166 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<128x32xf32> loc(#loc645)
    %1234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1233 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<128x32xf32> loc(#loc646)
    %1235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1234 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<128x32xf32> loc(#loc647)
    %1236 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1114, %1235 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<128x32xf32> loc(#loc648)
    %1237 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1167 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1238 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1237 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1239 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1238 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1240 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1115, %1239 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1241 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1168 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1242 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1241 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1243 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1242 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1244 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1116, %1243 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1245 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1169 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1246 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1245 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1247 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1246 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1248 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1117, %1247 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1249 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1170 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1250 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1249 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1251 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1250 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1252 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1118, %1251 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1172 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x4x8xf32> loc(#loc645)
    %1254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1253 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x4x8xf32> loc(#loc646)
    %1255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1254 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x4x8xf32> loc(#loc647)
    %1256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1120, %1255 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x4x8xf32> loc(#loc648)
    %1257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1174 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<4x8x32xf32> loc(#loc645)
    %1258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1257 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<4x8x32xf32> loc(#loc646)
    %1259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1258 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<4x8x32xf32> loc(#loc647)
    %1260 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1122, %1259 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<4x8x32xf32> loc(#loc648)
    %1261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1175 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x4x8xf32> loc(#loc645)
    %1262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1261 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x4x8xf32> loc(#loc646)
    %1263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1262 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x4x8xf32> loc(#loc647)
    %1264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1123, %1263 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x4x8xf32> loc(#loc648)
    %1265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1176 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x4x8xf32> loc(#loc645)
    %1266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1265 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x4x8xf32> loc(#loc646)
    %1267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1266 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x4x8xf32> loc(#loc647)
    %1268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1124, %1267 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x4x8xf32> loc(#loc648)
    %1269 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1177 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<128xf32> loc(#loc645)
    %1270 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1269 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<128xf32> loc(#loc646)
    %1271 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1270 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<128xf32> loc(#loc647)
    %1272 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1125, %1271 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<128xf32> loc(#loc648)
    %1273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1178 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x128xf32> loc(#loc645)
    %1274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1273 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x128xf32> loc(#loc646)
    %1275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1274 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x128xf32> loc(#loc647)
    %1276 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1126, %1275 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x128xf32> loc(#loc648)
    %1277 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1179 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1278 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1277 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1279 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1278 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1280 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1127, %1279 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1180 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<128x32xf32> loc(#loc645)
    %1282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1281 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<128x32xf32> loc(#loc646)
    %1283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1282 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<128x32xf32> loc(#loc647)
    %1284 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1128, %1283 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<128x32xf32> loc(#loc648)
    %1285 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1181 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1286 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1285 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1287 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1286 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1288 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1129, %1287 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1289 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1182 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1290 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1289 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1291 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1290 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1292 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1130, %1291 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1293 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1183 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1294 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1293 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1295 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1294 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1296 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1131, %1295 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1297 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1184 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1298 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1297 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1299 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1298 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1300 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1132, %1299 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1185 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x4x8xf32> loc(#loc645)
    %1302 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1301 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x4x8xf32> loc(#loc646)
    %1303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1302 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x4x8xf32> loc(#loc647)
    %1304 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1133, %1303 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x4x8xf32> loc(#loc648)
    %1305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1186 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<4x8x32xf32> loc(#loc645)
    %1306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1305 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<4x8x32xf32> loc(#loc646)
    %1307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1306 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<4x8x32xf32> loc(#loc647)
    %1308 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1134, %1307 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<4x8x32xf32> loc(#loc648)
    %1309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1187 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x4x8xf32> loc(#loc645)
    %1310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1309 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x4x8xf32> loc(#loc646)
    %1311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1310 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x4x8xf32> loc(#loc647)
    %1312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1135, %1311 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x4x8xf32> loc(#loc648)
    %1313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1188 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x4x8xf32> loc(#loc645)
    %1314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1313 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x4x8xf32> loc(#loc646)
    %1315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1314 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x4x8xf32> loc(#loc647)
    %1316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1136, %1315 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x4x8xf32> loc(#loc648)
    %1317 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1189 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<128xf32> loc(#loc645)
    %1318 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1317 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<128xf32> loc(#loc646)
    %1319 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1318 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<128xf32> loc(#loc647)
    %1320 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1137, %1319 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<128xf32> loc(#loc648)
    %1321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1190 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x128xf32> loc(#loc645)
    %1322 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1321 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x128xf32> loc(#loc646)
    %1323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1322 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x128xf32> loc(#loc647)
    %1324 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1138, %1323 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x128xf32> loc(#loc648)
    %1325 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1191 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1326 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1325 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1327 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1326 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1328 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1139, %1327 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1329 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1192 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<128x32xf32> loc(#loc645)
    %1330 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1329 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<128x32xf32> loc(#loc646)
    %1331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1330 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<128x32xf32> loc(#loc647)
    %1332 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1140, %1331 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<128x32xf32> loc(#loc648)
    %1333 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1193 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1334 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1333 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1335 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1334 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1336 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1141, %1335 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1337 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1194 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1338 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1337 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1339 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1338 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1340 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1142, %1339 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1341 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1195 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1342 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1341 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1343 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1342 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1344 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1143, %1343 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1345 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1196 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32xf32> loc(#loc645)
    %1346 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1345 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32xf32> loc(#loc646)
    %1347 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1346 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32xf32> loc(#loc647)
    %1348 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%1144, %1347 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32xf32> loc(#loc648)
    %1349 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1197 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x4x8xf32> loc(#loc645)
    %1350 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1349 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x4x8xf32> loc(#loc646)
    %1351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1350 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x4x8xf32> loc(#loc647)
    %1352 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1145, %1351 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x4x8xf32> loc(#loc648)
    %1353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1198 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<4x8x32xf32> loc(#loc645)
    %1354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1353 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<4x8x32xf32> loc(#loc646)
    %1355 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1354 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<4x8x32xf32> loc(#loc647)
    %1356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1146, %1355 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<4x8x32xf32> loc(#loc648)
    %1357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1199 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x4x8xf32> loc(#loc645)
    %1358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1357 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x4x8xf32> loc(#loc646)
    %1359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1358 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x4x8xf32> loc(#loc647)
    %1360 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1147, %1359 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x4x8xf32> loc(#loc648)
    %1361 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1200 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc396)), %out: f32 loc("jit(step)/add"(#loc495))):
      %1447 = arith.addf %in, %cst_21 : f32 loc(#loc645)
      linalg.yield %1447 : f32 loc(#loc645)
    } -> tensor<32x4x8xf32> loc(#loc645)
    %1362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1361 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc495)), %out: f32 loc("jit(step)/sqrt"(#loc496))):
      %1447 = math.sqrt %in : f32 loc(#loc646)
      linalg.yield %1447 : f32 loc(#loc646)
    } -> tensor<32x4x8xf32> loc(#loc646)
    %1363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1362 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc496)), %out: f32 loc("jit(step)/add"(#loc497))):
      %1447 = arith.addf %in, %cst_5 : f32 loc(#loc647)
      linalg.yield %1447 : f32 loc(#loc647)
    } -> tensor<32x4x8xf32> loc(#loc647)
    %1364 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1148, %1363 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc395)), %in_256: f32 loc("jit(step)/add"(#loc497)), %out: f32 loc("jit(step)/div"(#loc498))):
      %1447 = arith.divf %in, %in_256 : f32 loc(#loc648)
      linalg.yield %1447 : f32 loc(#loc648)
    } -> tensor<32x4x8xf32> loc(#loc648)
    %1365 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1204 : tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<64xf32> loc(#loc649)
    %1366 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1208 : tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x64xf32> loc(#loc649)
    %1367 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1212 : tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<64x32xf32> loc(#loc649)
    %1368 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1216 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1369 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1220 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1370 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1224 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<128xf32> loc(#loc649)
    %1371 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1228 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x128xf32> loc(#loc649)
    %1372 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1232 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1236 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<128x32xf32> loc(#loc649)
    %1374 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1240 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1375 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1244 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1376 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1248 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1377 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1252 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1256 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x4x8xf32> loc(#loc649)
    %1379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1260 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<4x8x32xf32> loc(#loc649)
    %1380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1264 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x4x8xf32> loc(#loc649)
    %1381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1268 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x4x8xf32> loc(#loc649)
    %1382 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1272 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<128xf32> loc(#loc649)
    %1383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1276 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x128xf32> loc(#loc649)
    %1384 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1280 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1284 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<128x32xf32> loc(#loc649)
    %1386 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1288 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1387 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1292 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1388 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1296 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1389 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1300 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1390 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1304 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x4x8xf32> loc(#loc649)
    %1391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1308 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<4x8x32xf32> loc(#loc649)
    %1392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1312 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x4x8xf32> loc(#loc649)
    %1393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1316 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x4x8xf32> loc(#loc649)
    %1394 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1320 : tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<128xf32> loc(#loc649)
    %1395 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1324 : tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x128xf32> loc(#loc649)
    %1396 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1328 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1332 : tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<128x32xf32> loc(#loc649)
    %1398 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1336 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1399 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1340 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1400 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1344 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1401 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%1348 : tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32xf32> loc(#loc649)
    %1402 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1352 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x4x8xf32> loc(#loc649)
    %1403 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1356 : tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<4x8x32xf32> loc(#loc649)
    %1404 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1360 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x4x8xf32> loc(#loc649)
    %1405 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1364 : tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc498)), %out: f32 loc("jit(step)/mul"(#loc499))):
      %1447 = arith.mulf %in, %cst_4 : f32 loc(#loc649)
      linalg.yield %1447 : f32 loc(#loc649)
    } -> tensor<32x4x8xf32> loc(#loc649)
    %1406 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg0, %1365 : tensor<64xf32>, tensor<64xf32>) outs(%408 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params['Dense_0']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<64xf32> loc(#loc399)
    %1407 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %1366 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%416 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("params['Dense_0']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x64xf32> loc(#loc399)
    %1408 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %1367 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%413 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params['Embed_0']['embedding']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<64x32xf32> loc(#loc399)
    %1409 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg3, %1368 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['LayerNorm_0']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1410 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg4, %1369 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['LayerNorm_0']['scale']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1411 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg5, %1370 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['Dense_0']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<128xf32> loc(#loc399)
    %1412 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %1371 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['Dense_0']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x128xf32> loc(#loc399)
    %1413 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg7, %1372 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['Dense_1']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1414 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %1373 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['Dense_1']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<128x32xf32> loc(#loc399)
    %1415 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg9, %1374 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['LayerNorm_0']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1416 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg10, %1375 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['LayerNorm_0']['scale']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1417 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg11, %1376 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['LayerNorm_1']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1418 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg12, %1377 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['LayerNorm_1']['scale']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1419 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13, %1378 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x4x8xf32> loc(#loc399)
    %1420 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %1379 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<4x8x32xf32> loc(#loc399)
    %1421 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15, %1380 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x4x8xf32> loc(#loc399)
    %1422 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16, %1381 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x4x8xf32> loc(#loc399)
    %1423 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg17, %1382 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['Dense_0']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<128xf32> loc(#loc399)
    %1424 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18, %1383 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['Dense_0']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x128xf32> loc(#loc399)
    %1425 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg19, %1384 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['Dense_1']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1426 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20, %1385 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['Dense_1']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<128x32xf32> loc(#loc399)
    %1427 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg21, %1386 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['LayerNorm_0']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1428 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg22, %1387 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['LayerNorm_0']['scale']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1429 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg23, %1388 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['LayerNorm_1']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1430 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg24, %1389 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['LayerNorm_1']['scale']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1431 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25, %1390 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x4x8xf32> loc(#loc399)
    %1432 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %1391 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<4x8x32xf32> loc(#loc399)
    %1433 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27, %1392 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x4x8xf32> loc(#loc399)
    %1434 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %1393 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x4x8xf32> loc(#loc399)
    %1435 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg29, %1394 : tensor<128xf32>, tensor<128xf32>) outs(%465 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['Dense_0']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<128xf32> loc(#loc399)
    %1436 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30, %1395 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%447 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['Dense_0']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x128xf32> loc(#loc399)
    %1437 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg31, %1396 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['Dense_1']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1438 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg32, %1397 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%450 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['Dense_1']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<128x32xf32> loc(#loc399)
    %1439 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg33, %1398 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['LayerNorm_0']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1440 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg34, %1399 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['LayerNorm_0']['scale']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1441 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg35, %1400 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['LayerNorm_1']['bias']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1442 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg36, %1401 : tensor<32xf32>, tensor<32xf32>) outs(%420 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['LayerNorm_1']['scale']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32xf32> loc(#loc399)
    %1443 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37, %1402 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x4x8xf32> loc(#loc399)
    %1444 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg38, %1403 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%503 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<4x8x32xf32> loc(#loc399)
    %1445 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg39, %1404 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x4x8xf32> loc(#loc399)
    %1446 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg40, %1405 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%505 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %in_256: f32 loc("jit(step)/mul"(#loc499)), %out: f32 loc("jit(step)/add"(#loc351))):
      %1447 = arith.addf %in, %in_256 : f32 loc(#loc399)
      linalg.yield %1447 : f32 loc(#loc399)
    } -> tensor<32x4x8xf32> loc(#loc399)
    return %389, %1406, %1407, %1408, %1409, %1410, %1411, %1412, %1413, %1414, %1415, %1416, %1417, %1418, %1419, %1420, %1421, %1422, %1423, %1424, %1425, %1426, %1427, %1428, %1429, %1430, %1431, %1432, %1433, %1434, %1435, %1436, %1437, %1438, %1439, %1440, %1441, %1442, %1443, %1444, %1445, %1446, %1095, %807, %810, %813, %816, %819, %822, %825, %828, %831, %834, %837, %840, %843, %846, %849, %852, %855, %858, %861, %864, %867, %870, %873, %876, %879, %882, %885, %888, %891, %894, %897, %900, %903, %906, %909, %912, %915, %918, %921, %924, %927, %931, %935, %939, %943, %947, %951, %955, %959, %963, %967, %971, %975, %979, %983, %987, %991, %995, %999, %1003, %1007, %1011, %1015, %1019, %1023, %1027, %1031, %1035, %1039, %1043, %1047, %1051, %1055, %1059, %1063, %1067, %1071, %1075, %1079, %1083, %1087, %1091 : tensor<f32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<i32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32> loc(#loc329)
  } loc(#loc)
} loc(#loc)
#loc329 = loc("jit(step)"(#loc323))
#loc354 = loc("jit(step)/transpose(jvp(jit(_take)))"(#loc338))
#loc402 = loc(callsite(#loc127 at #loc354))
#loc472 = loc(callsite(#loc144 at #loc354))
#loc474 = loc(callsite(#loc144 at #loc353))
#loc501 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/scatter-add"(#loc401))
#loc502 = loc("jit(step)/transpose(jvp(jit(_take)))/scatter-add"(#loc402))
#loc585 = loc("jit(step)/jvp(jit(take_along_axis))/lt"(#loc458))
#loc586 = loc("jit(step)/jvp(jit(take_along_axis))/add"(#loc459))
#loc587 = loc("jit(step)/jvp(jit(take_along_axis))/select_n"(#loc460))
#loc588 = loc("jit(step)/jvp(jit(take_along_axis))/reshape"(#loc461))
#loc589 = loc("jit(step)/jvp(jit(take_along_axis))/ge"(#loc462))
#loc590 = loc("jit(step)/jvp(jit(take_along_axis))/le"(#loc463))
#loc591 = loc("jit(step)/jvp(jit(take_along_axis))/and"(#loc464))
#loc592 = loc("jit(step)/jvp(jit(take_along_axis))/reduce_and"(#loc465))
#loc593 = loc("jit(step)/jvp(jit(take_along_axis))/gather"(#loc466))
#loc594 = loc("jit(step)/jvp(jit(_take))/and"(#loc467))
#loc595 = loc("jit(step)/jvp(jit(_take))/reduce_and"(#loc468))
#loc596 = loc("jit(step)/jvp(jit(_take))/gather"(#loc469))
#loc597 = loc("jit(step)/jvp(jit(_take))/broadcast_in_dim"(#loc470))
#loc598 = loc("jit(step)/jvp(jit(_take))/select_n"(#loc471))
#loc599 = loc("jit(step)/transpose(jvp(jit(_take)))/add"(#loc472))
#loc600 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc473))
#loc601 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))/add"(#loc474))
#loc610 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reshape"(#loc447))
#loc635 = loc(callsite(#loc144 at #loc400))
#loc650 = loc("jit(step)/transpose(jvp(Model))/Embed_0/jit(_take)/scatter-add"(#loc500))
#loc651 = loc("jit(step)/jvp(Model)/Embed_0/jit(_take)/lt"(#loc504))
#loc652 = loc("jit(step)/jvp(Model)/Embed_0/jit(_take)/add"(#loc505))
#loc654 = loc("jit(step)/jvp(Model)/Embed_0/jit(_take)/broadcast_in_dim"(#loc507))
#loc655 = loc("jit(step)/jvp(Model)/Embed_0/jit(_take)/ge"(#loc508))
#loc656 = loc("jit(step)/jvp(Model)/Embed_0/jit(_take)/le"(#loc509))
#loc657 = loc("jit(step)/jvp(Model)/Embed_0/jit(_take)/and"(#loc510))
#loc658 = loc("jit(step)/jvp(Model)/Embed_0/jit(_take)/reduce_and"(#loc511))
#loc659 = loc("jit(step)/jvp(Model)/Embed_0/jit(_take)/gather"(#loc512))
#loc660 = loc("jit(step)/jvp(Model)/Embed_0/jit(_take)/select_n"(#loc513))
#loc802 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reshape"(#loc540))
#loc828 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reshape"(#loc520))
#loc842 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reshape"(#loc540))
#loc868 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reshape"(#loc520))
#loc882 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reshape"(#loc540))
#loc908 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reshape"(#loc520))
#loc914 = loc("jit(step)/transpose(jvp(Model))/Embed_0/jit(_take)/add"(#loc635))
#loc923 = loc("jit(step)/jvp(Model)/Embed_0/jit(_take)/jit(_where)/select_n"(#loc653))
#loc991 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reshape"(#loc686))
#loc1009 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reshape"(#loc686))
#loc1027 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reshape"(#loc686))
#loc1039 = loc("jit(step)/jit(_where)/select_n"(#loc922))

