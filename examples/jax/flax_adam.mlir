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
#loc14 = loc("params['layers_0']['MultiHeadDotProductAttention_0']['key']['bias']")
#loc15 = loc("params['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc16 = loc("params['layers_0']['MultiHeadDotProductAttention_0']['out']['bias']")
#loc17 = loc("params['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc18 = loc("params['layers_0']['MultiHeadDotProductAttention_0']['query']['bias']")
#loc19 = loc("params['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc20 = loc("params['layers_0']['MultiHeadDotProductAttention_0']['value']['bias']")
#loc21 = loc("params['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc22 = loc("params['layers_1']['Dense_0']['bias']")
#loc23 = loc("params['layers_1']['Dense_0']['kernel']")
#loc24 = loc("params['layers_1']['Dense_1']['bias']")
#loc25 = loc("params['layers_1']['Dense_1']['kernel']")
#loc26 = loc("params['layers_1']['LayerNorm_0']['bias']")
#loc27 = loc("params['layers_1']['LayerNorm_0']['scale']")
#loc28 = loc("params['layers_1']['LayerNorm_1']['bias']")
#loc29 = loc("params['layers_1']['LayerNorm_1']['scale']")
#loc30 = loc("params['layers_1']['MultiHeadDotProductAttention_0']['key']['bias']")
#loc31 = loc("params['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc32 = loc("params['layers_1']['MultiHeadDotProductAttention_0']['out']['bias']")
#loc33 = loc("params['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc34 = loc("params['layers_1']['MultiHeadDotProductAttention_0']['query']['bias']")
#loc35 = loc("params['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc36 = loc("params['layers_1']['MultiHeadDotProductAttention_0']['value']['bias']")
#loc37 = loc("params['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc38 = loc("params['layers_2']['Dense_0']['bias']")
#loc39 = loc("params['layers_2']['Dense_0']['kernel']")
#loc40 = loc("params['layers_2']['Dense_1']['bias']")
#loc41 = loc("params['layers_2']['Dense_1']['kernel']")
#loc42 = loc("params['layers_2']['LayerNorm_0']['bias']")
#loc43 = loc("params['layers_2']['LayerNorm_0']['scale']")
#loc44 = loc("params['layers_2']['LayerNorm_1']['bias']")
#loc45 = loc("params['layers_2']['LayerNorm_1']['scale']")
#loc46 = loc("params['layers_2']['MultiHeadDotProductAttention_0']['key']['bias']")
#loc47 = loc("params['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc48 = loc("params['layers_2']['MultiHeadDotProductAttention_0']['out']['bias']")
#loc49 = loc("params['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc50 = loc("params['layers_2']['MultiHeadDotProductAttention_0']['query']['bias']")
#loc51 = loc("params['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc52 = loc("params['layers_2']['MultiHeadDotProductAttention_0']['value']['bias']")
#loc53 = loc("params['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc54 = loc("opt_state[0].count")
#loc55 = loc("opt_state[0].mu['Dense_0']['bias']")
#loc56 = loc("opt_state[0].mu['Dense_0']['kernel']")
#loc57 = loc("opt_state[0].mu['Embed_0']['embedding']")
#loc58 = loc("opt_state[0].mu['LayerNorm_0']['bias']")
#loc59 = loc("opt_state[0].mu['LayerNorm_0']['scale']")
#loc60 = loc("opt_state[0].mu['layers_0']['Dense_0']['bias']")
#loc61 = loc("opt_state[0].mu['layers_0']['Dense_0']['kernel']")
#loc62 = loc("opt_state[0].mu['layers_0']['Dense_1']['bias']")
#loc63 = loc("opt_state[0].mu['layers_0']['Dense_1']['kernel']")
#loc64 = loc("opt_state[0].mu['layers_0']['LayerNorm_0']['bias']")
#loc65 = loc("opt_state[0].mu['layers_0']['LayerNorm_0']['scale']")
#loc66 = loc("opt_state[0].mu['layers_0']['LayerNorm_1']['bias']")
#loc67 = loc("opt_state[0].mu['layers_0']['LayerNorm_1']['scale']")
#loc68 = loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['key']['bias']")
#loc69 = loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc70 = loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['out']['bias']")
#loc71 = loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc72 = loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['query']['bias']")
#loc73 = loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc74 = loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['value']['bias']")
#loc75 = loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc76 = loc("opt_state[0].mu['layers_1']['Dense_0']['bias']")
#loc77 = loc("opt_state[0].mu['layers_1']['Dense_0']['kernel']")
#loc78 = loc("opt_state[0].mu['layers_1']['Dense_1']['bias']")
#loc79 = loc("opt_state[0].mu['layers_1']['Dense_1']['kernel']")
#loc80 = loc("opt_state[0].mu['layers_1']['LayerNorm_0']['bias']")
#loc81 = loc("opt_state[0].mu['layers_1']['LayerNorm_0']['scale']")
#loc82 = loc("opt_state[0].mu['layers_1']['LayerNorm_1']['bias']")
#loc83 = loc("opt_state[0].mu['layers_1']['LayerNorm_1']['scale']")
#loc84 = loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['key']['bias']")
#loc85 = loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc86 = loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['out']['bias']")
#loc87 = loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc88 = loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['query']['bias']")
#loc89 = loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc90 = loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['value']['bias']")
#loc91 = loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc92 = loc("opt_state[0].mu['layers_2']['Dense_0']['bias']")
#loc93 = loc("opt_state[0].mu['layers_2']['Dense_0']['kernel']")
#loc94 = loc("opt_state[0].mu['layers_2']['Dense_1']['bias']")
#loc95 = loc("opt_state[0].mu['layers_2']['Dense_1']['kernel']")
#loc96 = loc("opt_state[0].mu['layers_2']['LayerNorm_0']['bias']")
#loc97 = loc("opt_state[0].mu['layers_2']['LayerNorm_0']['scale']")
#loc98 = loc("opt_state[0].mu['layers_2']['LayerNorm_1']['bias']")
#loc99 = loc("opt_state[0].mu['layers_2']['LayerNorm_1']['scale']")
#loc100 = loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['key']['bias']")
#loc101 = loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc102 = loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['out']['bias']")
#loc103 = loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc104 = loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['query']['bias']")
#loc105 = loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc106 = loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['value']['bias']")
#loc107 = loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc108 = loc("opt_state[0].nu['Dense_0']['bias']")
#loc109 = loc("opt_state[0].nu['Dense_0']['kernel']")
#loc110 = loc("opt_state[0].nu['Embed_0']['embedding']")
#loc111 = loc("opt_state[0].nu['LayerNorm_0']['bias']")
#loc112 = loc("opt_state[0].nu['LayerNorm_0']['scale']")
#loc113 = loc("opt_state[0].nu['layers_0']['Dense_0']['bias']")
#loc114 = loc("opt_state[0].nu['layers_0']['Dense_0']['kernel']")
#loc115 = loc("opt_state[0].nu['layers_0']['Dense_1']['bias']")
#loc116 = loc("opt_state[0].nu['layers_0']['Dense_1']['kernel']")
#loc117 = loc("opt_state[0].nu['layers_0']['LayerNorm_0']['bias']")
#loc118 = loc("opt_state[0].nu['layers_0']['LayerNorm_0']['scale']")
#loc119 = loc("opt_state[0].nu['layers_0']['LayerNorm_1']['bias']")
#loc120 = loc("opt_state[0].nu['layers_0']['LayerNorm_1']['scale']")
#loc121 = loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['key']['bias']")
#loc122 = loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc123 = loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['out']['bias']")
#loc124 = loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc125 = loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['query']['bias']")
#loc126 = loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc127 = loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['value']['bias']")
#loc128 = loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc129 = loc("opt_state[0].nu['layers_1']['Dense_0']['bias']")
#loc130 = loc("opt_state[0].nu['layers_1']['Dense_0']['kernel']")
#loc131 = loc("opt_state[0].nu['layers_1']['Dense_1']['bias']")
#loc132 = loc("opt_state[0].nu['layers_1']['Dense_1']['kernel']")
#loc133 = loc("opt_state[0].nu['layers_1']['LayerNorm_0']['bias']")
#loc134 = loc("opt_state[0].nu['layers_1']['LayerNorm_0']['scale']")
#loc135 = loc("opt_state[0].nu['layers_1']['LayerNorm_1']['bias']")
#loc136 = loc("opt_state[0].nu['layers_1']['LayerNorm_1']['scale']")
#loc137 = loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['key']['bias']")
#loc138 = loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc139 = loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['out']['bias']")
#loc140 = loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc141 = loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['query']['bias']")
#loc142 = loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc143 = loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['value']['bias']")
#loc144 = loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc145 = loc("opt_state[0].nu['layers_2']['Dense_0']['bias']")
#loc146 = loc("opt_state[0].nu['layers_2']['Dense_0']['kernel']")
#loc147 = loc("opt_state[0].nu['layers_2']['Dense_1']['bias']")
#loc148 = loc("opt_state[0].nu['layers_2']['Dense_1']['kernel']")
#loc149 = loc("opt_state[0].nu['layers_2']['LayerNorm_0']['bias']")
#loc150 = loc("opt_state[0].nu['layers_2']['LayerNorm_0']['scale']")
#loc151 = loc("opt_state[0].nu['layers_2']['LayerNorm_1']['bias']")
#loc152 = loc("opt_state[0].nu['layers_2']['LayerNorm_1']['scale']")
#loc153 = loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['key']['bias']")
#loc154 = loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']")
#loc155 = loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['out']['bias']")
#loc156 = loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']")
#loc157 = loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['query']['bias']")
#loc158 = loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']")
#loc159 = loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['value']['bias']")
#loc160 = loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']")
#loc161 = loc("inputs")
#loc162 = loc("targets")
#loc163 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/numerics.py":143:38 to :49)
#loc164 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/transform.py":285:16 to :52)
#loc165 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/base.py":339:11 to :44)
#loc166 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/transforms/_combining.py":90:23 to :59)
#loc167 = loc("/work/wt-jax-frontend/examples/jax/models.py":290:29 to :61)
#loc168 = loc("/work/wt-jax-frontend/examples/jax/generate.py":30:11 to :43)
#loc169 = loc("/work/wt-jax-frontend/examples/jax/generate.py":41:15 to :30)
#loc170 = loc("/work/wt-jax-frontend/examples/jax/generate.py":57:4 to :10)
#loc171 = loc("broadcast_in_dim")
#loc172 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/losses/_classification.py":400:17 to 402:3)
#loc173 = loc("/work/wt-jax-frontend/examples/jax/models.py":286:15 to :79)
#loc174 = loc("/work/wt-jax-frontend/examples/jax/models.py":289:15 to :64)
#loc175 = loc("scatter-add")
#loc176 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/losses/_classification.py":402:4 to :22)
#loc177 = loc("lt")
#loc178 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/linear.py":1194:11 to :46)
#loc179 = loc("/work/wt-jax-frontend/examples/jax/models.py":270:16 to :42)
#loc180 = loc("/work/wt-jax-frontend/examples/jax/models.py":285:17 to :56)
#loc181 = loc("add")
#loc182 = loc("select_n")
#loc183 = loc("jit(_where)")
#loc184 = loc("ge")
#loc185 = loc("le")
#loc186 = loc("and")
#loc187 = loc("reduce_and")
#loc188 = loc("gather")
#loc189 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":57:11 to :24)
#loc190 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":139:42 to :52)
#loc191 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":512:16 to 521:5)
#loc192 = loc("/work/wt-jax-frontend/examples/jax/models.py":261:16 to :33)
#loc193 = loc("/work/wt-jax-frontend/examples/jax/models.py":273:20 to :48)
#loc194 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":122:16 to :40)
#loc195 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":122:10 to :53)
#loc196 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":139:16 to :64)
#loc197 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":142:35 to :46)
#loc198 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":142:29 to :46)
#loc199 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":142:12 to :47)
#loc200 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":204:8 to :44)
#loc201 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":523:11 to 538:5)
#loc202 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":205:6 to :14)
#loc203 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":206:18 to :31)
#loc204 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":206:8 to :32)
#loc205 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":211:6 to :28)
#loc206 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":214:4 to :16)
#loc207 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":216:2 to :10)
#loc208 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":220:6 to :28)
#loc209 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":223:4 to :13)
#loc210 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/linear.py":199:10 to 204:5)
#loc211 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/attention.py":549:6 to :35)
#loc212 = loc("/work/wt-jax-frontend/examples/jax/models.py":262:16 to :70)
#loc213 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/linear.py":209:13 to :63)
#loc214 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/linear.py":210:6 to :17)
#loc215 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/attention.py":550:6 to :33)
#loc216 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/attention.py":551:6 to :35)
#loc217 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/attention.py":130:18 to :33)
#loc218 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/attention.py":266:17 to 281:3)
#loc219 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/attention.py":674:10 to :54)
#loc220 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/attention.py":130:10 to :47)
#loc221 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/attention.py":132:17 to :60)
#loc222 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/attention.py":146:19 to :47)
#loc223 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/attention.py":291:9 to 295:3)
#loc224 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/attention.py":676:10 to 688:8)
#loc225 = loc("/work/wt-jax-frontend/examples/jax/models.py":263:16 to :21)
#loc226 = loc("/work/wt-jax-frontend/examples/jax/models.py":264:32 to :49)
#loc227 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/linear.py":287:8 to 292:5)
#loc228 = loc("/work/wt-jax-frontend/examples/jax/models.py":264:16 to :50)
#loc229 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/linear.py":294:11 to :57)
#loc230 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/linear.py":294:6 to :57)
#loc231 = loc("/work/wt-jax-frontend/examples/jax/models.py":265:35 to :45)
#loc232 = loc("/work/wt-jax-frontend/examples/jax/models.py":265:23 to :46)
#loc233 = loc("/work/wt-jax-frontend/examples/jax/models.py":265:19 to :46)
#loc234 = loc("/work/wt-jax-frontend/examples/jax/models.py":274:35 to :52)
#loc235 = loc("/work/wt-jax-frontend/examples/jax/models.py":274:19 to :53)
#loc236 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/losses/_classification.py":401:14 to :43)
#loc237 = loc("reshape")
#loc238 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/losses/_classification.py":403:20 to :68)
#loc239 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/losses/_classification.py":404:8 to :38)
#loc240 = loc("/work/wt-jax-frontend/examples/jax/models.py":286:15 to :86)
#loc241 = loc("/work/main/.venv/lib/python3.11/site-packages/flax/linen/normalization.py":203:9 to :46)
#loc242 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/tree_utils/_tree_math.py":398:10 to :34)
#loc243 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/tree_utils/_tree_math.py":396:9 to 403:3)
#loc244 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/transform.py":283:9 to :59)
#loc245 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/tree_utils/_tree_math.py":398:37 to :46)
#loc246 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/tree_utils/_tree_math.py":398:10 to :46)
#loc247 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/tree_utils/_tree_math.py":423:13 to :23)
#loc248 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/tree_utils/_tree_math.py":433:24 to :39)
#loc249 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/tree_utils/_tree_math.py":431:9 to 438:3)
#loc250 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/transform.py":284:9 to :73)
#loc251 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/tree_utils/_tree_math.py":433:10 to :39)
#loc252 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/tree_utils/_tree_math.py":433:42 to :51)
#loc253 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/tree_utils/_tree_math.py":433:10 to :51)
#loc254 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/numerics.py":143:19 to :36)
#loc255 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/numerics.py":143:9 to :61)
#loc256 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/transform.py":294:15 to :60)
#loc257 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/transform.py":298:13 to :58)
#loc258 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/transform.py":300:58 to :70)
#loc259 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/transform.py":299:14 to 304:5)
#loc260 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/transform.py":300:49 to :71)
#loc261 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/transform.py":300:49 to :77)
#loc262 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/transform.py":300:44 to :78)
#loc263 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/transform.py":507:37 to :50)
#loc264 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/transform.py":507:14 to :60)
#loc265 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/update.py":42:45 to :50)
#loc266 = loc("/work/main/.venv/lib/python3.11/site-packages/optax/_src/update.py":40:9 to 47:3)
#loc267 = loc("/work/wt-jax-frontend/examples/jax/models.py":291:18 to :54)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map8 = affine_map<() -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map14 = affine_map<(d0) -> (d0)>
#map15 = affine_map<(d0) -> ()>
#map16 = affine_map<(d0, d1) -> ()>
#map17 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map18 = affine_map<(d0, d1, d2) -> (d0)>
#map19 = affine_map<(d0, d1) -> (d1, d0)>
#map20 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map22 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map24 = affine_map<(d0, d1, d2) -> ()>
#loc268 = loc("safe_increment"(#loc163))
#loc269 = loc("scale_by_adam.<locals>.update_fn"(#loc164))
#loc270 = loc("with_extra_args_support.<locals>.update"(#loc165))
#loc271 = loc("chain.<locals>.update_fn"(#loc166))
#loc272 = loc("make_flax_adam.<locals>.step"(#loc167))
#loc273 = loc("stablehlo"(#loc168))
#loc274 = loc("main"(#loc169))
#loc275 = loc("<module>"(#loc170))
#loc276 = loc("softmax_cross_entropy_with_integer_labels"(#loc172))
#loc277 = loc("make_flax_adam.<locals>.loss"(#loc173))
#loc278 = loc("make_flax_adam.<locals>.step"(#loc174))
#loc279 = loc("softmax_cross_entropy_with_integer_labels"(#loc176))
#loc280 = loc("Embed.__call__"(#loc178))
#loc281 = loc("make_flax_adam.<locals>.Model.__call__"(#loc179))
#loc282 = loc("make_flax_adam.<locals>.loss"(#loc180))
#loc283 = loc("_abs_sq"(#loc189))
#loc284 = loc("_compute_stats"(#loc190))
#loc285 = loc("LayerNorm.__call__"(#loc191))
#loc286 = loc("make_flax_adam.<locals>.Block.__call__"(#loc192))
#loc287 = loc("make_flax_adam.<locals>.Model.__call__"(#loc193))
#loc288 = loc("_compute_stats.<locals>.maybe_distributed_mean.<locals>.<genexpr>"(#loc194))
#loc289 = loc("_compute_stats.<locals>.maybe_distributed_mean"(#loc195))
#loc290 = loc("_compute_stats"(#loc196))
#loc291 = loc("_compute_stats"(#loc197))
#loc292 = loc("_compute_stats"(#loc198))
#loc293 = loc("_compute_stats"(#loc199))
#loc294 = loc("_normalize"(#loc200))
#loc295 = loc("LayerNorm.__call__"(#loc201))
#loc296 = loc("_normalize"(#loc202))
#loc297 = loc("_normalize"(#loc203))
#loc298 = loc("_normalize"(#loc204))
#loc299 = loc("_normalize"(#loc205))
#loc300 = loc("_normalize"(#loc206))
#loc301 = loc("_normalize"(#loc207))
#loc302 = loc("_normalize"(#loc208))
#loc303 = loc("_normalize"(#loc209))
#loc304 = loc("DenseGeneral.__call__"(#loc210))
#loc305 = loc("MultiHeadDotProductAttention.__call__"(#loc211))
#loc306 = loc("make_flax_adam.<locals>.Block.__call__"(#loc212))
#loc307 = loc("DenseGeneral.__call__"(#loc213))
#loc308 = loc("DenseGeneral.__call__"(#loc214))
#loc309 = loc("MultiHeadDotProductAttention.__call__"(#loc215))
#loc310 = loc("MultiHeadDotProductAttention.__call__"(#loc216))
#loc311 = loc("dot_product_attention_weights"(#loc217))
#loc312 = loc("dot_product_attention"(#loc218))
#loc313 = loc("MultiHeadDotProductAttention.__call__"(#loc219))
#loc314 = loc("dot_product_attention_weights"(#loc220))
#loc315 = loc("dot_product_attention_weights"(#loc221))
#loc316 = loc("dot_product_attention_weights"(#loc222))
#loc317 = loc("dot_product_attention"(#loc223))
#loc318 = loc("MultiHeadDotProductAttention.__call__"(#loc224))
#loc319 = loc("make_flax_adam.<locals>.Block.__call__"(#loc225))
#loc320 = loc("make_flax_adam.<locals>.Block.__call__"(#loc226))
#loc321 = loc("Dense.__call__"(#loc227))
#loc322 = loc("make_flax_adam.<locals>.Block.__call__"(#loc228))
#loc323 = loc("Dense.__call__"(#loc229))
#loc324 = loc("Dense.__call__"(#loc230))
#loc325 = loc("make_flax_adam.<locals>.Block.__call__"(#loc231))
#loc326 = loc("make_flax_adam.<locals>.Block.__call__"(#loc232))
#loc327 = loc("make_flax_adam.<locals>.Block.__call__"(#loc233))
#loc328 = loc("make_flax_adam.<locals>.Model.__call__"(#loc234))
#loc329 = loc("make_flax_adam.<locals>.Model.__call__"(#loc235))
#loc330 = loc("softmax_cross_entropy_with_integer_labels"(#loc236))
#loc331 = loc("softmax_cross_entropy_with_integer_labels"(#loc238))
#loc332 = loc("softmax_cross_entropy_with_integer_labels"(#loc239))
#loc333 = loc("make_flax_adam.<locals>.loss"(#loc240))
#loc334 = loc("_normalize"(#loc241))
#loc335 = loc("tree_update_moment.<locals>.<lambda>"(#loc242))
#loc336 = loc("tree_update_moment"(#loc243))
#loc337 = loc("scale_by_adam.<locals>.update_fn"(#loc244))
#loc338 = loc("tree_update_moment.<locals>.<lambda>"(#loc245))
#loc339 = loc("tree_update_moment.<locals>.<lambda>"(#loc246))
#loc340 = loc("tree_update_moment_per_elem_norm.<locals>.orderth_norm"(#loc247))
#loc341 = loc("tree_update_moment_per_elem_norm.<locals>.<lambda>"(#loc248))
#loc342 = loc("tree_update_moment_per_elem_norm"(#loc249))
#loc343 = loc("scale_by_adam.<locals>.update_fn"(#loc250))
#loc344 = loc("tree_update_moment_per_elem_norm.<locals>.<lambda>"(#loc251))
#loc345 = loc("tree_update_moment_per_elem_norm.<locals>.<lambda>"(#loc252))
#loc346 = loc("tree_update_moment_per_elem_norm.<locals>.<lambda>"(#loc253))
#loc347 = loc("safe_increment"(#loc254))
#loc348 = loc("safe_increment"(#loc255))
#loc349 = loc("scale_by_adam.<locals>.update_fn"(#loc256))
#loc350 = loc("scale_by_adam.<locals>.update_fn"(#loc257))
#loc351 = loc("scale_by_adam.<locals>.update_fn.<locals>.<lambda>"(#loc258))
#loc352 = loc("scale_by_adam.<locals>.update_fn"(#loc259))
#loc353 = loc("scale_by_adam.<locals>.update_fn.<locals>.<lambda>"(#loc260))
#loc354 = loc("scale_by_adam.<locals>.update_fn.<locals>.<lambda>"(#loc261))
#loc355 = loc("scale_by_adam.<locals>.update_fn.<locals>.<lambda>"(#loc262))
#loc356 = loc("scale.<locals>.update_fn.<locals>.<lambda>"(#loc263))
#loc357 = loc("scale.<locals>.update_fn"(#loc264))
#loc358 = loc("apply_updates.<locals>.<lambda>"(#loc265))
#loc359 = loc("apply_updates"(#loc266))
#loc360 = loc("make_flax_adam.<locals>.step"(#loc267))
#loc361 = loc(callsite(#loc274 at #loc275))
#loc362 = loc(callsite(#loc282 at #loc278))
#loc363 = loc(callsite(#loc273 at #loc361))
#loc364 = loc(callsite(#loc287 at #loc362))
#loc365 = loc(callsite(#loc272 at #loc363))
#loc366 = loc(callsite(#loc278 at #loc363))
#loc367 = loc(callsite(#loc306 at #loc364))
#loc368 = loc(callsite(#loc360 at #loc363))
#loc370 = loc(callsite(#loc271 at #loc365))
#loc371 = loc(callsite(#loc277 at #loc366))
#loc372 = loc(callsite(#loc282 at #loc366))
#loc373 = loc(callsite(#loc313 at #loc367))
#loc374 = loc(callsite(#loc333 at #loc366))
#loc375 = loc(callsite(#loc359 at #loc368))
#loc376 = loc(callsite(#loc270 at #loc370))
#loc377 = loc(callsite(#loc276 at #loc371))
#loc378 = loc(callsite(#loc279 at #loc371))
#loc379 = loc(callsite(#loc281 at #loc372))
#loc380 = loc(callsite(#loc287 at #loc372))
#loc381 = loc(callsite(#loc312 at #loc373))
#loc382 = loc(callsite(#loc328 at #loc372))
#loc383 = loc(callsite(#loc329 at #loc372))
#loc384 = loc(callsite(#loc330 at #loc371))
#loc385 = loc(callsite(#loc331 at #loc371))
#loc386 = loc(callsite(#loc332 at #loc371))
#loc387 = loc("jit(step)/jvp()/reduce_sum"(#loc374))
#loc388 = loc("jit(step)/jvp()/div"(#loc374))
#loc389 = loc("jit(step)/transpose(jvp())/div"(#loc374))
#loc390 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc374))
#loc391 = loc(callsite(#loc358 at #loc375))
#loc392 = loc(callsite(#loc269 at #loc376))
#loc393 = loc("jit(step)/transpose(jvp(jit(take_along_axis)))"(#loc377))
#loc395 = loc(callsite(#loc280 at #loc379))
#loc396 = loc(callsite(#loc286 at #loc380))
#loc397 = loc(callsite(#loc306 at #loc380))
#loc398 = loc(callsite(#loc316 at #loc381))
#loc399 = loc(callsite(#loc319 at #loc380))
#loc400 = loc(callsite(#loc320 at #loc380))
#loc401 = loc(callsite(#loc322 at #loc380))
#loc402 = loc(callsite(#loc325 at #loc380))
#loc403 = loc(callsite(#loc326 at #loc380))
#loc404 = loc(callsite(#loc327 at #loc380))
#loc405 = loc(callsite(#loc285 at #loc382))
#loc406 = loc(callsite(#loc295 at #loc382))
#loc407 = loc(callsite(#loc321 at #loc383))
#loc408 = loc(callsite(#loc323 at #loc383))
#loc409 = loc(callsite(#loc324 at #loc383))
#loc410 = loc("jit(step)/jvp()/broadcast_in_dim"(#loc384))
#loc411 = loc("jit(step)/jvp(jit(take_along_axis))"(#loc377))
#loc412 = loc("jit(step)/jvp(jit(_take))"(#loc378))
#loc413 = loc("jit(step)/jvp()/reduce_max"(#loc385))
#loc414 = loc("jit(step)/jvp()/is_finite"(#loc385))
#loc415 = loc("jit(step)/jvp()/max"(#loc385))
#loc416 = loc("jit(step)/jvp()/select_n"(#loc385))
#loc417 = loc("jit(step)/jvp()/sub"(#loc385))
#loc418 = loc("jit(step)/jvp()/exp"(#loc385))
#loc419 = loc("jit(step)/jvp()/reduce_sum"(#loc385))
#loc420 = loc("jit(step)/jvp()/abs"(#loc385))
#loc421 = loc("jit(step)/jvp()/ge"(#loc385))
#loc422 = loc("jit(step)/jvp()/log"(#loc385))
#loc423 = loc("jit(step)/jvp()/add"(#loc385))
#loc424 = loc("jit(step)/jvp()/sub"(#loc386))
#loc425 = loc("jit(step)/transpose(jvp())/neg"(#loc386))
#loc426 = loc("jit(step)/transpose(jvp())/div"(#loc385))
#loc427 = loc("jit(step)/transpose(jvp())/select_n"(#loc385))
#loc428 = loc("jit(step)/transpose(jvp())/neg"(#loc385))
#loc429 = loc("jit(step)/transpose(jvp())/add_any"(#loc385))
#loc430 = loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc385))
#loc431 = loc("jit(step)/transpose(jvp())/mul"(#loc385))
#loc432 = loc("jit(step)/transpose(jvp())/add_any"(#loc377))
#loc433 = loc(callsite(#loc337 at #loc376))
#loc434 = loc(callsite(#loc343 at #loc376))
#loc435 = loc(callsite(#loc349 at #loc376))
#loc436 = loc(callsite(#loc350 at #loc376))
#loc437 = loc(callsite(#loc352 at #loc376))
#loc438 = loc(callsite(#loc357 at #loc376))
#loc439 = loc("jit(step)/add"(#loc391))
#loc440 = loc(callsite(#loc268 at #loc392))
#loc443 = loc("jit(step)/jvp(Model)/Embed_0/jit(_take)"(#loc395))
#loc444 = loc(callsite(#loc285 at #loc396))
#loc445 = loc(callsite(#loc295 at #loc396))
#loc446 = loc(callsite(#loc305 at #loc397))
#loc447 = loc(callsite(#loc309 at #loc397))
#loc448 = loc(callsite(#loc310 at #loc397))
#loc449 = loc(callsite(#loc313 at #loc397))
#loc450 = loc(callsite(#loc318 at #loc397))
#loc451 = loc("jit(step)/jvp(Model)/layers_0/add"(#loc399))
#loc452 = loc(callsite(#loc285 at #loc400))
#loc453 = loc(callsite(#loc295 at #loc400))
#loc454 = loc(callsite(#loc321 at #loc401))
#loc455 = loc(callsite(#loc323 at #loc401))
#loc456 = loc(callsite(#loc324 at #loc401))
#loc457 = loc("jit(step)/jvp(Model)/layers_0/integer_pow"(#loc402))
#loc458 = loc("jit(step)/jvp(Model)/layers_0/mul"(#loc402))
#loc459 = loc("jit(step)/jvp(Model)/layers_0/add"(#loc402))
#loc460 = loc("jit(step)/jvp(Model)/layers_0/tanh"(#loc402))
#loc461 = loc("jit(step)/jvp(Model)/layers_0/sub"(#loc402))
#loc462 = loc(callsite(#loc321 at #loc403))
#loc463 = loc(callsite(#loc323 at #loc403))
#loc464 = loc(callsite(#loc324 at #loc403))
#loc465 = loc("jit(step)/jvp(Model)/layers_0/add"(#loc404))
#loc466 = loc("jit(step)/jvp(Model)/layers_1/add"(#loc399))
#loc467 = loc("jit(step)/jvp(Model)/layers_1/integer_pow"(#loc402))
#loc468 = loc("jit(step)/jvp(Model)/layers_1/mul"(#loc402))
#loc469 = loc("jit(step)/jvp(Model)/layers_1/add"(#loc402))
#loc470 = loc("jit(step)/jvp(Model)/layers_1/tanh"(#loc402))
#loc471 = loc("jit(step)/jvp(Model)/layers_1/sub"(#loc402))
#loc472 = loc("jit(step)/jvp(Model)/layers_1/add"(#loc404))
#loc473 = loc("jit(step)/jvp(Model)/layers_2/add"(#loc399))
#loc474 = loc("jit(step)/jvp(Model)/layers_2/integer_pow"(#loc402))
#loc475 = loc("jit(step)/jvp(Model)/layers_2/mul"(#loc402))
#loc476 = loc("jit(step)/jvp(Model)/layers_2/add"(#loc402))
#loc477 = loc("jit(step)/jvp(Model)/layers_2/tanh"(#loc402))
#loc478 = loc("jit(step)/jvp(Model)/layers_2/sub"(#loc402))
#loc479 = loc("jit(step)/jvp(Model)/layers_2/add"(#loc404))
#loc480 = loc(callsite(#loc284 at #loc405))
#loc481 = loc(callsite(#loc290 at #loc405))
#loc482 = loc(callsite(#loc291 at #loc405))
#loc483 = loc(callsite(#loc292 at #loc405))
#loc484 = loc(callsite(#loc293 at #loc405))
#loc485 = loc(callsite(#loc294 at #loc406))
#loc486 = loc(callsite(#loc296 at #loc406))
#loc487 = loc(callsite(#loc297 at #loc406))
#loc488 = loc(callsite(#loc298 at #loc406))
#loc489 = loc(callsite(#loc299 at #loc406))
#loc490 = loc(callsite(#loc300 at #loc406))
#loc491 = loc(callsite(#loc301 at #loc406))
#loc492 = loc(callsite(#loc302 at #loc406))
#loc493 = loc(callsite(#loc303 at #loc406))
#loc494 = loc("jit(step)/jvp(Model)/Dense_0/dot_general"(#loc407))
#loc495 = loc("jit(step)/jvp(Model)/Dense_0/reshape"(#loc408))
#loc496 = loc("jit(step)/jvp(Model)/Dense_0/add"(#loc409))
#loc497 = loc(callsite(#loc177 at #loc411))
#loc498 = loc(callsite(#loc181 at #loc411))
#loc499 = loc(callsite(#loc182 at #loc411))
#loc500 = loc(callsite(#loc237 at #loc411))
#loc501 = loc(callsite(#loc184 at #loc411))
#loc502 = loc(callsite(#loc185 at #loc411))
#loc503 = loc(callsite(#loc186 at #loc411))
#loc504 = loc(callsite(#loc187 at #loc411))
#loc505 = loc(callsite(#loc188 at #loc411))
#loc506 = loc(callsite(#loc186 at #loc412))
#loc507 = loc(callsite(#loc187 at #loc412))
#loc508 = loc(callsite(#loc188 at #loc412))
#loc509 = loc(callsite(#loc171 at #loc412))
#loc510 = loc(callsite(#loc182 at #loc412))
#loc512 = loc(callsite(#loc at #loc393))
#loc513 = loc(callsite(#loc175 at #loc393))
#loc515 = loc("jit(step)/transpose(jvp(Model))/Dense_0/reduce_sum"(#loc409))
#loc516 = loc("jit(step)/transpose(jvp(Model))/Dense_0/dot_general"(#loc407))
#loc517 = loc("jit(step)/transpose(jvp(Model))/Dense_0/transpose"(#loc407))
#loc518 = loc(callsite(#loc334 at #loc406))
#loc519 = loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402))
#loc520 = loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc402))
#loc521 = loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402))
#loc522 = loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc402))
#loc523 = loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402))
#loc524 = loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc402))
#loc525 = loc("jit(step)/transpose(jvp(Model))/Embed_0/jit(_take)"(#loc395))
#loc526 = loc(callsite(#loc336 at #loc433))
#loc527 = loc(callsite(#loc342 at #loc434))
#loc528 = loc(callsite(#loc347 at #loc392))
#loc529 = loc(callsite(#loc348 at #loc392))
#loc530 = loc("jit(step)/pow"(#loc435))
#loc531 = loc("jit(step)/sub"(#loc435))
#loc532 = loc("jit(step)/div"(#loc435))
#loc533 = loc("jit(step)/pow"(#loc436))
#loc534 = loc("jit(step)/sub"(#loc436))
#loc535 = loc("jit(step)/div"(#loc436))
#loc536 = loc(callsite(#loc351 at #loc437))
#loc537 = loc(callsite(#loc353 at #loc437))
#loc538 = loc(callsite(#loc354 at #loc437))
#loc539 = loc(callsite(#loc355 at #loc437))
#loc540 = loc(callsite(#loc356 at #loc438))
#loc541 = loc("jit(step)/add"(#loc440))
#loc542 = loc(callsite(#loc177 at #loc443))
#loc543 = loc(callsite(#loc181 at #loc443))
#loc544 = loc(callsite(#loc183 at #loc443))
#loc545 = loc(callsite(#loc171 at #loc443))
#loc546 = loc(callsite(#loc184 at #loc443))
#loc547 = loc(callsite(#loc185 at #loc443))
#loc548 = loc(callsite(#loc186 at #loc443))
#loc549 = loc(callsite(#loc187 at #loc443))
#loc550 = loc(callsite(#loc188 at #loc443))
#loc551 = loc(callsite(#loc182 at #loc443))
#loc552 = loc(callsite(#loc284 at #loc444))
#loc553 = loc(callsite(#loc290 at #loc444))
#loc554 = loc(callsite(#loc291 at #loc444))
#loc555 = loc(callsite(#loc292 at #loc444))
#loc556 = loc(callsite(#loc293 at #loc444))
#loc557 = loc(callsite(#loc294 at #loc445))
#loc558 = loc(callsite(#loc296 at #loc445))
#loc559 = loc(callsite(#loc297 at #loc445))
#loc560 = loc(callsite(#loc298 at #loc445))
#loc561 = loc(callsite(#loc299 at #loc445))
#loc562 = loc(callsite(#loc300 at #loc445))
#loc563 = loc(callsite(#loc301 at #loc445))
#loc564 = loc(callsite(#loc302 at #loc445))
#loc565 = loc(callsite(#loc303 at #loc445))
#loc566 = loc(callsite(#loc304 at #loc446))
#loc567 = loc(callsite(#loc307 at #loc446))
#loc568 = loc(callsite(#loc308 at #loc446))
#loc569 = loc(callsite(#loc304 at #loc447))
#loc570 = loc(callsite(#loc307 at #loc447))
#loc571 = loc(callsite(#loc308 at #loc447))
#loc572 = loc(callsite(#loc304 at #loc448))
#loc573 = loc(callsite(#loc307 at #loc448))
#loc574 = loc(callsite(#loc308 at #loc448))
#loc575 = loc(callsite(#loc312 at #loc449))
#loc576 = loc(callsite(#loc317 at #loc449))
#loc577 = loc(callsite(#loc304 at #loc450))
#loc578 = loc(callsite(#loc307 at #loc450))
#loc579 = loc(callsite(#loc308 at #loc450))
#loc580 = loc(callsite(#loc284 at #loc452))
#loc581 = loc(callsite(#loc290 at #loc452))
#loc582 = loc(callsite(#loc291 at #loc452))
#loc583 = loc(callsite(#loc292 at #loc452))
#loc584 = loc(callsite(#loc293 at #loc452))
#loc585 = loc(callsite(#loc294 at #loc453))
#loc586 = loc(callsite(#loc296 at #loc453))
#loc587 = loc(callsite(#loc297 at #loc453))
#loc588 = loc(callsite(#loc298 at #loc453))
#loc589 = loc(callsite(#loc299 at #loc453))
#loc590 = loc(callsite(#loc300 at #loc453))
#loc591 = loc(callsite(#loc301 at #loc453))
#loc592 = loc(callsite(#loc302 at #loc453))
#loc593 = loc(callsite(#loc303 at #loc453))
#loc594 = loc("jit(step)/jvp(Model)/layers_0/Dense_0/dot_general"(#loc454))
#loc595 = loc("jit(step)/jvp(Model)/layers_0/Dense_0/reshape"(#loc455))
#loc596 = loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc456))
#loc597 = loc("jit(step)/jvp(Model)/layers_0/Dense_1/dot_general"(#loc462))
#loc598 = loc("jit(step)/jvp(Model)/layers_0/Dense_1/reshape"(#loc463))
#loc599 = loc("jit(step)/jvp(Model)/layers_0/Dense_1/add"(#loc464))
#loc600 = loc("jit(step)/jvp(Model)/layers_1/Dense_0/dot_general"(#loc454))
#loc601 = loc("jit(step)/jvp(Model)/layers_1/Dense_0/reshape"(#loc455))
#loc602 = loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc456))
#loc603 = loc("jit(step)/jvp(Model)/layers_1/Dense_1/dot_general"(#loc462))
#loc604 = loc("jit(step)/jvp(Model)/layers_1/Dense_1/reshape"(#loc463))
#loc605 = loc("jit(step)/jvp(Model)/layers_1/Dense_1/add"(#loc464))
#loc606 = loc("jit(step)/jvp(Model)/layers_2/Dense_0/dot_general"(#loc454))
#loc607 = loc("jit(step)/jvp(Model)/layers_2/Dense_0/reshape"(#loc455))
#loc608 = loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc456))
#loc609 = loc("jit(step)/jvp(Model)/layers_2/Dense_1/dot_general"(#loc462))
#loc610 = loc("jit(step)/jvp(Model)/layers_2/Dense_1/reshape"(#loc463))
#loc611 = loc("jit(step)/jvp(Model)/layers_2/Dense_1/add"(#loc464))
#loc612 = loc(callsite(#loc283 at #loc480))
#loc613 = loc(callsite(#loc289 at #loc481))
#loc614 = loc(callsite(#loc283 at #loc482))
#loc615 = loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc483))
#loc616 = loc("jit(step)/jvp(Model)/LayerNorm_0/max"(#loc484))
#loc617 = loc("jit(step)/jvp(Model)/LayerNorm_0/eq"(#loc484))
#loc618 = loc("jit(step)/jvp(Model)/LayerNorm_0/select_n"(#loc484))
#loc619 = loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc484))
#loc620 = loc("jit(step)/jvp(Model)/LayerNorm_0/broadcast_in_dim"(#loc485))
#loc621 = loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc486))
#loc622 = loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc487))
#loc623 = loc("jit(step)/jvp(Model)/LayerNorm_0/rsqrt"(#loc488))
#loc624 = loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc488))
#loc625 = loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc488))
#loc626 = loc("jit(step)/jvp(Model)/LayerNorm_0/reshape"(#loc489))
#loc627 = loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc490))
#loc628 = loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc491))
#loc629 = loc("jit(step)/jvp(Model)/LayerNorm_0/reshape"(#loc492))
#loc630 = loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc493))
#loc631 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc493))
#loc632 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc491))
#loc633 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc490))
#loc634 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc490))
#loc635 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reshape"(#loc490))
#loc636 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc488))
#loc637 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/neg"(#loc486))
#loc638 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc486))
#loc640 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc485))
#loc641 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc518))
#loc642 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc484))
#loc643 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/neg"(#loc483))
#loc644 = loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/reduce_sum"(#loc464))
#loc645 = loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/dot_general"(#loc462))
#loc646 = loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/transpose"(#loc462))
#loc647 = loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/reduce_sum"(#loc456))
#loc648 = loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/dot_general"(#loc454))
#loc649 = loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/transpose"(#loc454))
#loc650 = loc(callsite(#loc334 at #loc453))
#loc651 = loc(callsite(#loc334 at #loc445))
#loc652 = loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/reduce_sum"(#loc464))
#loc653 = loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/dot_general"(#loc462))
#loc654 = loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/transpose"(#loc462))
#loc655 = loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/reduce_sum"(#loc456))
#loc656 = loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/dot_general"(#loc454))
#loc657 = loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/transpose"(#loc454))
#loc658 = loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/reduce_sum"(#loc464))
#loc659 = loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/dot_general"(#loc462))
#loc660 = loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/transpose"(#loc462))
#loc661 = loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/reduce_sum"(#loc456))
#loc662 = loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/dot_general"(#loc454))
#loc663 = loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/transpose"(#loc454))
#loc664 = loc(callsite(#loc175 at #loc525))
#loc666 = loc(callsite(#loc335 at #loc526))
#loc667 = loc(callsite(#loc338 at #loc526))
#loc668 = loc(callsite(#loc339 at #loc526))
#loc669 = loc(callsite(#loc341 at #loc527))
#loc670 = loc(callsite(#loc344 at #loc527))
#loc671 = loc(callsite(#loc345 at #loc527))
#loc672 = loc(callsite(#loc346 at #loc527))
#loc673 = loc("jit(step)/lt"(#loc528))
#loc674 = loc("jit(step)/jit(_where)"(#loc529))
#loc675 = loc("jit(step)/add"(#loc536))
#loc676 = loc("jit(step)/sqrt"(#loc537))
#loc677 = loc("jit(step)/add"(#loc538))
#loc678 = loc("jit(step)/div"(#loc539))
#loc679 = loc("jit(step)/mul"(#loc540))
#loc680 = loc(callsite(#loc182 at #loc544))
#loc681 = loc(callsite(#loc283 at #loc552))
#loc682 = loc(callsite(#loc289 at #loc553))
#loc683 = loc(callsite(#loc283 at #loc554))
#loc684 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc555))
#loc685 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/max"(#loc556))
#loc686 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/eq"(#loc556))
#loc687 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/select_n"(#loc556))
#loc688 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc556))
#loc689 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/broadcast_in_dim"(#loc557))
#loc690 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc558))
#loc691 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc559))
#loc692 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/rsqrt"(#loc560))
#loc693 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc560))
#loc694 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc560))
#loc695 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reshape"(#loc561))
#loc696 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc562))
#loc697 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc563))
#loc698 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reshape"(#loc564))
#loc699 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc565))
#loc700 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc566))
#loc701 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/query/reshape"(#loc567))
#loc702 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/query/add"(#loc568))
#loc703 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc569))
#loc704 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/reshape"(#loc570))
#loc705 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/add"(#loc571))
#loc706 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc572))
#loc707 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/value/reshape"(#loc573))
#loc708 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/value/add"(#loc574))
#loc709 = loc(callsite(#loc311 at #loc575))
#loc710 = loc(callsite(#loc314 at #loc575))
#loc711 = loc(callsite(#loc315 at #loc575))
#loc712 = loc(callsite(#loc316 at #loc575))
#loc713 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))
#loc714 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))
#loc715 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc577))
#loc716 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/out/reshape"(#loc578))
#loc717 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/out/add"(#loc579))
#loc718 = loc(callsite(#loc283 at #loc580))
#loc719 = loc(callsite(#loc289 at #loc581))
#loc720 = loc(callsite(#loc283 at #loc582))
#loc721 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc583))
#loc722 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/max"(#loc584))
#loc723 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/eq"(#loc584))
#loc724 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/select_n"(#loc584))
#loc725 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc584))
#loc726 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/broadcast_in_dim"(#loc585))
#loc727 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc586))
#loc728 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc587))
#loc729 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/rsqrt"(#loc588))
#loc730 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc588))
#loc731 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc588))
#loc732 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reshape"(#loc589))
#loc733 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc590))
#loc734 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc591))
#loc735 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reshape"(#loc592))
#loc736 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc593))
#loc737 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc555))
#loc738 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/max"(#loc556))
#loc739 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/eq"(#loc556))
#loc740 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/select_n"(#loc556))
#loc741 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc556))
#loc742 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/broadcast_in_dim"(#loc557))
#loc743 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc558))
#loc744 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc559))
#loc745 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/rsqrt"(#loc560))
#loc746 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc560))
#loc747 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc560))
#loc748 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reshape"(#loc561))
#loc749 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc562))
#loc750 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc563))
#loc751 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reshape"(#loc564))
#loc752 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc565))
#loc753 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc566))
#loc754 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/query/reshape"(#loc567))
#loc755 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/query/add"(#loc568))
#loc756 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc569))
#loc757 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/reshape"(#loc570))
#loc758 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/add"(#loc571))
#loc759 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc572))
#loc760 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/value/reshape"(#loc573))
#loc761 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/value/add"(#loc574))
#loc762 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))
#loc763 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))
#loc764 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc577))
#loc765 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/out/reshape"(#loc578))
#loc766 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/out/add"(#loc579))
#loc767 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc583))
#loc768 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/max"(#loc584))
#loc769 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/eq"(#loc584))
#loc770 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/select_n"(#loc584))
#loc771 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc584))
#loc772 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/broadcast_in_dim"(#loc585))
#loc773 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc586))
#loc774 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc587))
#loc775 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/rsqrt"(#loc588))
#loc776 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc588))
#loc777 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc588))
#loc778 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reshape"(#loc589))
#loc779 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc590))
#loc780 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc591))
#loc781 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reshape"(#loc592))
#loc782 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc593))
#loc783 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc555))
#loc784 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/max"(#loc556))
#loc785 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/eq"(#loc556))
#loc786 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/select_n"(#loc556))
#loc787 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc556))
#loc788 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/broadcast_in_dim"(#loc557))
#loc789 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc558))
#loc790 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc559))
#loc791 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/rsqrt"(#loc560))
#loc792 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc560))
#loc793 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc560))
#loc794 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reshape"(#loc561))
#loc795 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc562))
#loc796 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc563))
#loc797 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reshape"(#loc564))
#loc798 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc565))
#loc799 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc566))
#loc800 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/query/reshape"(#loc567))
#loc801 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/query/add"(#loc568))
#loc802 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc569))
#loc803 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/reshape"(#loc570))
#loc804 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/add"(#loc571))
#loc805 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc572))
#loc806 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/value/reshape"(#loc573))
#loc807 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/value/add"(#loc574))
#loc808 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))
#loc809 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))
#loc810 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc577))
#loc811 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/out/reshape"(#loc578))
#loc812 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/out/add"(#loc579))
#loc813 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc583))
#loc814 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/max"(#loc584))
#loc815 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/eq"(#loc584))
#loc816 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/select_n"(#loc584))
#loc817 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc584))
#loc818 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/broadcast_in_dim"(#loc585))
#loc819 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc586))
#loc820 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc587))
#loc821 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/rsqrt"(#loc588))
#loc822 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc588))
#loc823 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc588))
#loc824 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reshape"(#loc589))
#loc825 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc590))
#loc826 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc591))
#loc827 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reshape"(#loc592))
#loc828 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc593))
#loc829 = loc("jit(step)/jvp(Model)/LayerNorm_0/square"(#loc612))
#loc830 = loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc612))
#loc831 = loc(callsite(#loc288 at #loc613))
#loc832 = loc("jit(step)/jvp(Model)/LayerNorm_0/square"(#loc614))
#loc833 = loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc614))
#loc834 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc614))
#loc835 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc614))
#loc836 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc612))
#loc837 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc612))
#loc838 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc593))
#loc839 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc591))
#loc840 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc590))
#loc841 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc590))
#loc842 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reshape"(#loc590))
#loc843 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc588))
#loc844 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/neg"(#loc586))
#loc845 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc586))
#loc847 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc586))
#loc848 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc585))
#loc849 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc650))
#loc850 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc584))
#loc851 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/neg"(#loc583))
#loc852 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579))
#loc853 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc577))
#loc854 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/transpose"(#loc577))
#loc855 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))
#loc856 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))
#loc857 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574))
#loc858 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc572))
#loc859 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/transpose"(#loc572))
#loc860 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571))
#loc861 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc569))
#loc862 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/transpose"(#loc569))
#loc863 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/add_any"(#loc569))
#loc864 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568))
#loc865 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc566))
#loc866 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/transpose"(#loc566))
#loc867 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/add_any"(#loc566))
#loc868 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc565))
#loc869 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc563))
#loc870 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc562))
#loc871 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc562))
#loc872 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reshape"(#loc562))
#loc873 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc560))
#loc874 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/neg"(#loc558))
#loc875 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc558))
#loc877 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc558))
#loc878 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc557))
#loc879 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc651))
#loc880 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc556))
#loc881 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/neg"(#loc555))
#loc882 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc593))
#loc883 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc591))
#loc884 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc590))
#loc885 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc590))
#loc886 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reshape"(#loc590))
#loc887 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc588))
#loc888 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/neg"(#loc586))
#loc889 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc586))
#loc891 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc586))
#loc892 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc585))
#loc893 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc650))
#loc894 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc584))
#loc895 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/neg"(#loc583))
#loc896 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579))
#loc897 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc577))
#loc898 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/transpose"(#loc577))
#loc899 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))
#loc900 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))
#loc901 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574))
#loc902 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc572))
#loc903 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/transpose"(#loc572))
#loc904 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571))
#loc905 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc569))
#loc906 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/transpose"(#loc569))
#loc907 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/add_any"(#loc569))
#loc908 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568))
#loc909 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc566))
#loc910 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/transpose"(#loc566))
#loc911 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/add_any"(#loc566))
#loc912 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc565))
#loc913 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc563))
#loc914 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc562))
#loc915 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc562))
#loc916 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reshape"(#loc562))
#loc917 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc560))
#loc918 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/neg"(#loc558))
#loc919 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc558))
#loc921 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc558))
#loc922 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc557))
#loc923 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc651))
#loc924 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc556))
#loc925 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/neg"(#loc555))
#loc926 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc593))
#loc927 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc591))
#loc928 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc590))
#loc929 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc590))
#loc930 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reshape"(#loc590))
#loc931 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc588))
#loc932 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/neg"(#loc586))
#loc933 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc586))
#loc935 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc586))
#loc936 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc585))
#loc937 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc650))
#loc938 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc584))
#loc939 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/neg"(#loc583))
#loc940 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579))
#loc941 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc577))
#loc942 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/transpose"(#loc577))
#loc943 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))
#loc944 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))
#loc945 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574))
#loc946 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc572))
#loc947 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/transpose"(#loc572))
#loc948 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571))
#loc949 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc569))
#loc950 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/transpose"(#loc569))
#loc951 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/add_any"(#loc569))
#loc952 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568))
#loc953 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc566))
#loc954 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/transpose"(#loc566))
#loc955 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/add_any"(#loc566))
#loc956 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc565))
#loc957 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc563))
#loc958 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc562))
#loc959 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc562))
#loc960 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reshape"(#loc562))
#loc961 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc560))
#loc962 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/neg"(#loc558))
#loc963 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc558))
#loc965 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc558))
#loc966 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc557))
#loc967 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc651))
#loc968 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc556))
#loc969 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/neg"(#loc555))
#loc970 = loc("jit(step)/mul"(#loc666))
#loc971 = loc("jit(step)/mul"(#loc667))
#loc972 = loc("jit(step)/add"(#loc668))
#loc973 = loc(callsite(#loc340 at #loc669))
#loc974 = loc("jit(step)/mul"(#loc670))
#loc975 = loc("jit(step)/mul"(#loc671))
#loc976 = loc("jit(step)/add"(#loc672))
#loc977 = loc(callsite(#loc182 at #loc674))
#loc978 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/square"(#loc681))
#loc979 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc681))
#loc980 = loc(callsite(#loc288 at #loc682))
#loc981 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/square"(#loc683))
#loc982 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc683))
#loc983 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sqrt"(#loc709))
#loc984 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc710))
#loc985 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))
#loc986 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_max"(#loc712))
#loc987 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sub"(#loc712))
#loc988 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/max"(#loc712))
#loc989 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/exp"(#loc712))
#loc990 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))
#loc991 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712))
#loc992 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc712))
#loc993 = loc(callsite(#loc398 at #loc712))
#loc994 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/square"(#loc718))
#loc995 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc718))
#loc996 = loc(callsite(#loc288 at #loc719))
#loc997 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/square"(#loc720))
#loc998 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc720))
#loc999 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/square"(#loc681))
#loc1000 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc681))
#loc1001 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/square"(#loc683))
#loc1002 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc683))
#loc1003 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc710))
#loc1004 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))
#loc1005 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_max"(#loc712))
#loc1006 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/sub"(#loc712))
#loc1007 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/max"(#loc712))
#loc1008 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/exp"(#loc712))
#loc1009 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))
#loc1010 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712))
#loc1011 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc712))
#loc1012 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/square"(#loc718))
#loc1013 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc718))
#loc1014 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/square"(#loc720))
#loc1015 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc720))
#loc1016 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/square"(#loc681))
#loc1017 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc681))
#loc1018 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/square"(#loc683))
#loc1019 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc683))
#loc1020 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc710))
#loc1021 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))
#loc1022 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_max"(#loc712))
#loc1023 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/sub"(#loc712))
#loc1024 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/max"(#loc712))
#loc1025 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/exp"(#loc712))
#loc1026 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))
#loc1027 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712))
#loc1028 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc712))
#loc1029 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/square"(#loc718))
#loc1030 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc718))
#loc1031 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/square"(#loc720))
#loc1032 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc720))
#loc1033 = loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc831))
#loc1034 = loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc831))
#loc1035 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/div"(#loc831))
#loc1036 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/broadcast_in_dim"(#loc831))
#loc1037 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc831))
#loc1038 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc720))
#loc1039 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc720))
#loc1040 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc718))
#loc1041 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc718))
#loc1042 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc712))
#loc1043 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))
#loc1044 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/neg"(#loc712))
#loc1046 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/div"(#loc712))
#loc1047 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712))
#loc1048 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/add_any"(#loc712))
#loc1049 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))
#loc1050 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711))
#loc1051 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/div"(#loc710))
#loc1052 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc683))
#loc1053 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc683))
#loc1054 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc681))
#loc1055 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc681))
#loc1056 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc720))
#loc1057 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc720))
#loc1058 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc718))
#loc1059 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc718))
#loc1060 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc712))
#loc1061 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))
#loc1062 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/neg"(#loc712))
#loc1064 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/div"(#loc712))
#loc1065 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712))
#loc1066 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/add_any"(#loc712))
#loc1067 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))
#loc1068 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711))
#loc1069 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/div"(#loc710))
#loc1070 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc683))
#loc1071 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc683))
#loc1072 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc681))
#loc1073 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc681))
#loc1074 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc720))
#loc1075 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc720))
#loc1076 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc718))
#loc1077 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc718))
#loc1078 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc712))
#loc1079 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))
#loc1080 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/neg"(#loc712))
#loc1082 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/div"(#loc712))
#loc1083 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712))
#loc1084 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/add_any"(#loc712))
#loc1085 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))
#loc1086 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711))
#loc1087 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/div"(#loc710))
#loc1088 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc683))
#loc1089 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc683))
#loc1090 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc681))
#loc1091 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc681))
#loc1092 = loc("jit(step)/integer_pow"(#loc973))
#loc1093 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc980))
#loc1094 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc980))
#loc1095 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/mul"(#loc993))
#loc1096 = loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc993))
#loc1097 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc996))
#loc1098 = loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc996))
#loc1099 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc980))
#loc1100 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc980))
#loc1101 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/mul"(#loc993))
#loc1102 = loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc993))
#loc1103 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc996))
#loc1104 = loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc996))
#loc1105 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc980))
#loc1106 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc980))
#loc1107 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/mul"(#loc993))
#loc1108 = loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc993))
#loc1109 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc996))
#loc1110 = loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc996))
#loc1111 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/div"(#loc996))
#loc1112 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/broadcast_in_dim"(#loc996))
#loc1113 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc996))
#loc1114 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/div"(#loc980))
#loc1115 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/broadcast_in_dim"(#loc980))
#loc1116 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc980))
#loc1117 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/div"(#loc996))
#loc1118 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/broadcast_in_dim"(#loc996))
#loc1119 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc996))
#loc1120 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/div"(#loc980))
#loc1121 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/broadcast_in_dim"(#loc980))
#loc1122 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc980))
#loc1123 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/div"(#loc996))
#loc1124 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/broadcast_in_dim"(#loc996))
#loc1125 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc996))
#loc1126 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/div"(#loc980))
#loc1127 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/broadcast_in_dim"(#loc980))
#loc1128 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc980))
module @jit_step {
  func.func @main(%arg0: tensor<64xf32> loc("params['Dense_0']['bias']"), %arg1: tensor<32x64xf32> loc("params['Dense_0']['kernel']"), %arg2: tensor<64x32xf32> loc("params['Embed_0']['embedding']"), %arg3: tensor<32xf32> loc("params['LayerNorm_0']['bias']"), %arg4: tensor<32xf32> loc("params['LayerNorm_0']['scale']"), %arg5: tensor<128xf32> loc("params['layers_0']['Dense_0']['bias']"), %arg6: tensor<32x128xf32> loc("params['layers_0']['Dense_0']['kernel']"), %arg7: tensor<32xf32> loc("params['layers_0']['Dense_1']['bias']"), %arg8: tensor<128x32xf32> loc("params['layers_0']['Dense_1']['kernel']"), %arg9: tensor<32xf32> loc("params['layers_0']['LayerNorm_0']['bias']"), %arg10: tensor<32xf32> loc("params['layers_0']['LayerNorm_0']['scale']"), %arg11: tensor<32xf32> loc("params['layers_0']['LayerNorm_1']['bias']"), %arg12: tensor<32xf32> loc("params['layers_0']['LayerNorm_1']['scale']"), %arg13: tensor<4x8xf32> loc("params['layers_0']['MultiHeadDotProductAttention_0']['key']['bias']"), %arg14: tensor<32x4x8xf32> loc("params['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg15: tensor<32xf32> loc("params['layers_0']['MultiHeadDotProductAttention_0']['out']['bias']"), %arg16: tensor<4x8x32xf32> loc("params['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg17: tensor<4x8xf32> loc("params['layers_0']['MultiHeadDotProductAttention_0']['query']['bias']"), %arg18: tensor<32x4x8xf32> loc("params['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg19: tensor<4x8xf32> loc("params['layers_0']['MultiHeadDotProductAttention_0']['value']['bias']"), %arg20: tensor<32x4x8xf32> loc("params['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg21: tensor<128xf32> loc("params['layers_1']['Dense_0']['bias']"), %arg22: tensor<32x128xf32> loc("params['layers_1']['Dense_0']['kernel']"), %arg23: tensor<32xf32> loc("params['layers_1']['Dense_1']['bias']"), %arg24: tensor<128x32xf32> loc("params['layers_1']['Dense_1']['kernel']"), %arg25: tensor<32xf32> loc("params['layers_1']['LayerNorm_0']['bias']"), %arg26: tensor<32xf32> loc("params['layers_1']['LayerNorm_0']['scale']"), %arg27: tensor<32xf32> loc("params['layers_1']['LayerNorm_1']['bias']"), %arg28: tensor<32xf32> loc("params['layers_1']['LayerNorm_1']['scale']"), %arg29: tensor<4x8xf32> loc("params['layers_1']['MultiHeadDotProductAttention_0']['key']['bias']"), %arg30: tensor<32x4x8xf32> loc("params['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg31: tensor<32xf32> loc("params['layers_1']['MultiHeadDotProductAttention_0']['out']['bias']"), %arg32: tensor<4x8x32xf32> loc("params['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg33: tensor<4x8xf32> loc("params['layers_1']['MultiHeadDotProductAttention_0']['query']['bias']"), %arg34: tensor<32x4x8xf32> loc("params['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg35: tensor<4x8xf32> loc("params['layers_1']['MultiHeadDotProductAttention_0']['value']['bias']"), %arg36: tensor<32x4x8xf32> loc("params['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg37: tensor<128xf32> loc("params['layers_2']['Dense_0']['bias']"), %arg38: tensor<32x128xf32> loc("params['layers_2']['Dense_0']['kernel']"), %arg39: tensor<32xf32> loc("params['layers_2']['Dense_1']['bias']"), %arg40: tensor<128x32xf32> loc("params['layers_2']['Dense_1']['kernel']"), %arg41: tensor<32xf32> loc("params['layers_2']['LayerNorm_0']['bias']"), %arg42: tensor<32xf32> loc("params['layers_2']['LayerNorm_0']['scale']"), %arg43: tensor<32xf32> loc("params['layers_2']['LayerNorm_1']['bias']"), %arg44: tensor<32xf32> loc("params['layers_2']['LayerNorm_1']['scale']"), %arg45: tensor<4x8xf32> loc("params['layers_2']['MultiHeadDotProductAttention_0']['key']['bias']"), %arg46: tensor<32x4x8xf32> loc("params['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg47: tensor<32xf32> loc("params['layers_2']['MultiHeadDotProductAttention_0']['out']['bias']"), %arg48: tensor<4x8x32xf32> loc("params['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg49: tensor<4x8xf32> loc("params['layers_2']['MultiHeadDotProductAttention_0']['query']['bias']"), %arg50: tensor<32x4x8xf32> loc("params['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg51: tensor<4x8xf32> loc("params['layers_2']['MultiHeadDotProductAttention_0']['value']['bias']"), %arg52: tensor<32x4x8xf32> loc("params['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg53: tensor<i32> loc("opt_state[0].count"), %arg54: tensor<64xf32> loc("opt_state[0].mu['Dense_0']['bias']"), %arg55: tensor<32x64xf32> loc("opt_state[0].mu['Dense_0']['kernel']"), %arg56: tensor<64x32xf32> loc("opt_state[0].mu['Embed_0']['embedding']"), %arg57: tensor<32xf32> loc("opt_state[0].mu['LayerNorm_0']['bias']"), %arg58: tensor<32xf32> loc("opt_state[0].mu['LayerNorm_0']['scale']"), %arg59: tensor<128xf32> loc("opt_state[0].mu['layers_0']['Dense_0']['bias']"), %arg60: tensor<32x128xf32> loc("opt_state[0].mu['layers_0']['Dense_0']['kernel']"), %arg61: tensor<32xf32> loc("opt_state[0].mu['layers_0']['Dense_1']['bias']"), %arg62: tensor<128x32xf32> loc("opt_state[0].mu['layers_0']['Dense_1']['kernel']"), %arg63: tensor<32xf32> loc("opt_state[0].mu['layers_0']['LayerNorm_0']['bias']"), %arg64: tensor<32xf32> loc("opt_state[0].mu['layers_0']['LayerNorm_0']['scale']"), %arg65: tensor<32xf32> loc("opt_state[0].mu['layers_0']['LayerNorm_1']['bias']"), %arg66: tensor<32xf32> loc("opt_state[0].mu['layers_0']['LayerNorm_1']['scale']"), %arg67: tensor<4x8xf32> loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['key']['bias']"), %arg68: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg69: tensor<32xf32> loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['out']['bias']"), %arg70: tensor<4x8x32xf32> loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg71: tensor<4x8xf32> loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['query']['bias']"), %arg72: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg73: tensor<4x8xf32> loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['value']['bias']"), %arg74: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg75: tensor<128xf32> loc("opt_state[0].mu['layers_1']['Dense_0']['bias']"), %arg76: tensor<32x128xf32> loc("opt_state[0].mu['layers_1']['Dense_0']['kernel']"), %arg77: tensor<32xf32> loc("opt_state[0].mu['layers_1']['Dense_1']['bias']"), %arg78: tensor<128x32xf32> loc("opt_state[0].mu['layers_1']['Dense_1']['kernel']"), %arg79: tensor<32xf32> loc("opt_state[0].mu['layers_1']['LayerNorm_0']['bias']"), %arg80: tensor<32xf32> loc("opt_state[0].mu['layers_1']['LayerNorm_0']['scale']"), %arg81: tensor<32xf32> loc("opt_state[0].mu['layers_1']['LayerNorm_1']['bias']"), %arg82: tensor<32xf32> loc("opt_state[0].mu['layers_1']['LayerNorm_1']['scale']"), %arg83: tensor<4x8xf32> loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['key']['bias']"), %arg84: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg85: tensor<32xf32> loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['out']['bias']"), %arg86: tensor<4x8x32xf32> loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg87: tensor<4x8xf32> loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['query']['bias']"), %arg88: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg89: tensor<4x8xf32> loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['value']['bias']"), %arg90: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg91: tensor<128xf32> loc("opt_state[0].mu['layers_2']['Dense_0']['bias']"), %arg92: tensor<32x128xf32> loc("opt_state[0].mu['layers_2']['Dense_0']['kernel']"), %arg93: tensor<32xf32> loc("opt_state[0].mu['layers_2']['Dense_1']['bias']"), %arg94: tensor<128x32xf32> loc("opt_state[0].mu['layers_2']['Dense_1']['kernel']"), %arg95: tensor<32xf32> loc("opt_state[0].mu['layers_2']['LayerNorm_0']['bias']"), %arg96: tensor<32xf32> loc("opt_state[0].mu['layers_2']['LayerNorm_0']['scale']"), %arg97: tensor<32xf32> loc("opt_state[0].mu['layers_2']['LayerNorm_1']['bias']"), %arg98: tensor<32xf32> loc("opt_state[0].mu['layers_2']['LayerNorm_1']['scale']"), %arg99: tensor<4x8xf32> loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['key']['bias']"), %arg100: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg101: tensor<32xf32> loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['out']['bias']"), %arg102: tensor<4x8x32xf32> loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg103: tensor<4x8xf32> loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['query']['bias']"), %arg104: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg105: tensor<4x8xf32> loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['value']['bias']"), %arg106: tensor<32x4x8xf32> loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg107: tensor<64xf32> loc("opt_state[0].nu['Dense_0']['bias']"), %arg108: tensor<32x64xf32> loc("opt_state[0].nu['Dense_0']['kernel']"), %arg109: tensor<64x32xf32> loc("opt_state[0].nu['Embed_0']['embedding']"), %arg110: tensor<32xf32> loc("opt_state[0].nu['LayerNorm_0']['bias']"), %arg111: tensor<32xf32> loc("opt_state[0].nu['LayerNorm_0']['scale']"), %arg112: tensor<128xf32> loc("opt_state[0].nu['layers_0']['Dense_0']['bias']"), %arg113: tensor<32x128xf32> loc("opt_state[0].nu['layers_0']['Dense_0']['kernel']"), %arg114: tensor<32xf32> loc("opt_state[0].nu['layers_0']['Dense_1']['bias']"), %arg115: tensor<128x32xf32> loc("opt_state[0].nu['layers_0']['Dense_1']['kernel']"), %arg116: tensor<32xf32> loc("opt_state[0].nu['layers_0']['LayerNorm_0']['bias']"), %arg117: tensor<32xf32> loc("opt_state[0].nu['layers_0']['LayerNorm_0']['scale']"), %arg118: tensor<32xf32> loc("opt_state[0].nu['layers_0']['LayerNorm_1']['bias']"), %arg119: tensor<32xf32> loc("opt_state[0].nu['layers_0']['LayerNorm_1']['scale']"), %arg120: tensor<4x8xf32> loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['key']['bias']"), %arg121: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg122: tensor<32xf32> loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['out']['bias']"), %arg123: tensor<4x8x32xf32> loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg124: tensor<4x8xf32> loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['query']['bias']"), %arg125: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg126: tensor<4x8xf32> loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['value']['bias']"), %arg127: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg128: tensor<128xf32> loc("opt_state[0].nu['layers_1']['Dense_0']['bias']"), %arg129: tensor<32x128xf32> loc("opt_state[0].nu['layers_1']['Dense_0']['kernel']"), %arg130: tensor<32xf32> loc("opt_state[0].nu['layers_1']['Dense_1']['bias']"), %arg131: tensor<128x32xf32> loc("opt_state[0].nu['layers_1']['Dense_1']['kernel']"), %arg132: tensor<32xf32> loc("opt_state[0].nu['layers_1']['LayerNorm_0']['bias']"), %arg133: tensor<32xf32> loc("opt_state[0].nu['layers_1']['LayerNorm_0']['scale']"), %arg134: tensor<32xf32> loc("opt_state[0].nu['layers_1']['LayerNorm_1']['bias']"), %arg135: tensor<32xf32> loc("opt_state[0].nu['layers_1']['LayerNorm_1']['scale']"), %arg136: tensor<4x8xf32> loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['key']['bias']"), %arg137: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg138: tensor<32xf32> loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['out']['bias']"), %arg139: tensor<4x8x32xf32> loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg140: tensor<4x8xf32> loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['query']['bias']"), %arg141: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg142: tensor<4x8xf32> loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['value']['bias']"), %arg143: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg144: tensor<128xf32> loc("opt_state[0].nu['layers_2']['Dense_0']['bias']"), %arg145: tensor<32x128xf32> loc("opt_state[0].nu['layers_2']['Dense_0']['kernel']"), %arg146: tensor<32xf32> loc("opt_state[0].nu['layers_2']['Dense_1']['bias']"), %arg147: tensor<128x32xf32> loc("opt_state[0].nu['layers_2']['Dense_1']['kernel']"), %arg148: tensor<32xf32> loc("opt_state[0].nu['layers_2']['LayerNorm_0']['bias']"), %arg149: tensor<32xf32> loc("opt_state[0].nu['layers_2']['LayerNorm_0']['scale']"), %arg150: tensor<32xf32> loc("opt_state[0].nu['layers_2']['LayerNorm_1']['bias']"), %arg151: tensor<32xf32> loc("opt_state[0].nu['layers_2']['LayerNorm_1']['scale']"), %arg152: tensor<4x8xf32> loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['key']['bias']"), %arg153: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %arg154: tensor<32xf32> loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['out']['bias']"), %arg155: tensor<4x8x32xf32> loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %arg156: tensor<4x8xf32> loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['query']['bias']"), %arg157: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %arg158: tensor<4x8xf32> loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['value']['bias']"), %arg159: tensor<32x4x8xf32> loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %arg160: tensor<8x32xi32> loc("inputs"), %arg161: tensor<8x32xi32> loc("targets")) -> (tensor<f32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<i32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>) {
    %c2 = arith.constant 2 : index loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %c256 = arith.constant 256 : index loc(#loc)
    %c32 = arith.constant 32 : index loc(#loc)
    %c8 = arith.constant 8 : index loc(#loc)
    %c1 = arith.constant 1 : index loc(#loc)
    %cst = arith.constant 3.906250e-03 : f32 loc(#loc)
    %cst_0 = arith.constant 2.82842708 : f32 loc(#loc)
    %cst_1 = arith.constant -1.000000e-03 : f32 loc(#loc)
    %cst_2 = arith.constant 9.99999993E-9 : f32 loc(#loc)
    %c1_i32 = arith.constant 1 : i32 loc(#loc541)
    %c2147483647_i32 = arith.constant 2147483647 : i32 loc(#loc)
    %cst_3 = arith.constant 9.990000e-01 : f32 loc(#loc)
    %cst_4 = arith.constant 1.000000e-03 : f32 loc(#loc)
    %cst_5 = arith.constant 0.899999976 : f32 loc(#loc)
    %cst_6 = arith.constant 1.000000e-01 : f32 loc(#loc)
    %cst_7 = arith.constant 2.560000e+02 : f32 loc(#loc)
    %cst_8 = arith.constant 0x7F800000 : f32 loc(#loc)
    %c63 = arith.constant 63 : index loc(#loc)
    %c0 = arith.constant 0 : index loc(#loc)
    %cst_9 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_10 = arith.constant 0.797884583 : f32 loc(#loc)
    %cst_11 = arith.constant 4.471500e-02 : f32 loc(#loc)
    %cst_12 = arith.constant 3.000000e+00 : f32 loc(#loc)
    %cst_13 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_14 = arith.constant -5.000000e-01 : f32 loc(#loc)
    %cst_15 = arith.constant 9.99999997E-7 : f32 loc(#loc)
    %cst_16 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_17 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_18 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_19 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_20 = arith.constant 0x7FC00000 : f32 loc(#loc)
    %true = arith.constant true loc(#loc)
    %c63_i32 = arith.constant 63 : i32 loc(#loc)
    %c64_i32 = arith.constant 64 : i32 loc(#loc)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %cst_21 = arith.constant dense<0.000000e+00> : tensor<8x32x64xf32> loc(#loc441)
    %cst_22 = arith.constant dense<0.000000e+00> : tensor<1x8x32xf32> loc(#loc442)
    %cst_23 = arith.constant dense<0.000000e+00> : tensor<64x32xf32> loc(#loc)
    %0 = tensor.empty() : tensor<8x32xi1> loc(#loc542)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg160 : tensor<8x32xi32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: i32 loc("inputs"), %out: i1 loc(callsite(#loc177 at #loc443))):
      %1667 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc542)
      linalg.yield %1667 : i1 loc(#loc542)
    } -> tensor<8x32xi1> loc(#loc542)
    %2 = tensor.empty() : tensor<8x32xi32> loc(#loc543)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg160 : tensor<8x32xi32>) outs(%2 : tensor<8x32xi32>) {
    ^bb0(%in: i32 loc("inputs"), %out: i32 loc(callsite(#loc181 at #loc443))):
      %1667 = arith.addi %in, %c64_i32 : i32 loc(#loc543)
      linalg.yield %1667 : i32 loc(#loc543)
    } -> tensor<8x32xi32> loc(#loc543)
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg160 : tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) outs(%2 : tensor<8x32xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc177 at #loc443)), %in_267: i32 loc(callsite(#loc181 at #loc443)), %in_268: i32 loc("inputs"), %out: i32 loc(callsite(#loc182 at #loc544))):
      %1667 = arith.select %in, %in_267, %in_268 : i32 loc(#loc680)
      linalg.yield %1667 : i32 loc(#loc680)
    } -> tensor<8x32xi32> loc(#loc680)
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xi32> into tensor<8x32x1xi32> loc(#loc545)
    %5 = tensor.empty() : tensor<8x32x1xi1> loc(#loc546)
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x32x1xi32>) outs(%5 : tensor<8x32x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc171 at #loc443)), %out: i1 loc(callsite(#loc184 at #loc443))):
      %1667 = arith.cmpi sge, %in, %c0_i32 : i32 loc(#loc546)
      linalg.yield %1667 : i1 loc(#loc546)
    } -> tensor<8x32x1xi1> loc(#loc546)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x32x1xi32>) outs(%5 : tensor<8x32x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc171 at #loc443)), %out: i1 loc(callsite(#loc185 at #loc443))):
      %1667 = arith.cmpi sle, %in, %c63_i32 : i32 loc(#loc547)
      linalg.yield %1667 : i1 loc(#loc547)
    } -> tensor<8x32x1xi1> loc(#loc547)
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<8x32x1xi1>, tensor<8x32x1xi1>) outs(%5 : tensor<8x32x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc184 at #loc443)), %in_267: i1 loc(callsite(#loc185 at #loc443)), %out: i1 loc(callsite(#loc186 at #loc443))):
      %1667 = arith.andi %in, %in_267 : i1 loc(#loc548)
      linalg.yield %1667 : i1 loc(#loc548)
    } -> tensor<8x32x1xi1> loc(#loc548)
    %9 = linalg.fill ins(%true : i1) outs(%0 : tensor<8x32xi1>) -> tensor<8x32xi1> loc(#loc549)
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<8x32x1xi1>) outs(%9 : tensor<8x32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc187 at #loc443)), %out: i1 loc(callsite(#loc187 at #loc443))):
      %1667 = arith.andi %out, %in : i1 loc(#loc549)
      linalg.yield %1667 : i1 loc(#loc549)
    } -> tensor<8x32xi1> loc(#loc549)
    %11 = tensor.empty() : tensor<8x32x1x32xf32> loc(#loc550)
    %12 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x32x1xi32>) outs(%11 : tensor<8x32x1x32xf32>) {
    ^bb0(%in: i32 loc(callsite(#loc171 at #loc443)), %out: f32 loc(callsite(#loc188 at #loc443))):
      %1667 = arith.index_cast %in : i32 to index loc(#loc550)
      %1668 = linalg.index 3 : index loc(#loc550)
      %extracted = tensor.extract %arg2[%1667, %1668] : tensor<64x32xf32> loc(#loc550)
      linalg.yield %extracted : f32 loc(#loc550)
    } -> tensor<8x32x1x32xf32> loc(#loc550)
    %collapsed = tensor.collapse_shape %12 [[0], [1], [2, 3]] : tensor<8x32x1x32xf32> into tensor<8x32x32xf32> loc(#loc550)
    %13 = tensor.empty() : tensor<8x32x32xi1> loc(#loc545)
    %14 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x32xi1>) outs(%13 : tensor<8x32x32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc187 at #loc443)), %out: i1 loc(callsite(#loc171 at #loc443))):
      linalg.yield %in : i1 loc(#loc545)
    } -> tensor<8x32x32xi1> loc(#loc545)
    %15 = tensor.empty() : tensor<8x32x32xf32> loc(#loc551)
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %collapsed : tensor<8x32x32xi1>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc171 at #loc443)), %in_267: f32 loc(callsite(#loc188 at #loc443)), %out: f32 loc(callsite(#loc182 at #loc443))):
      %1667 = arith.select %in, %in_267, %cst_20 : f32 loc(#loc551)
      linalg.yield %1667 : f32 loc(#loc551)
    } -> tensor<8x32x32xf32> loc(#loc551)
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc182 at #loc443)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/square"(#loc681))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc978)
      linalg.yield %1667 : f32 loc(#loc978)
    } -> tensor<8x32x32xf32> loc(#loc978)
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc182 at #loc443)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc681))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc979)
      linalg.yield %1667 : f32 loc(#loc979)
    } -> tensor<8x32x32xf32> loc(#loc979)
    %19 = tensor.empty() : tensor<8x32xf32> loc(#loc1093)
    %20 = linalg.fill ins(%cst_18 : f32) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32> loc(#loc1093)
    %21 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc980))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1093)
      linalg.yield %1667 : f32 loc(#loc1093)
    } -> tensor<8x32xf32> loc(#loc1093)
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc980))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1094)
      linalg.yield %1667 : f32 loc(#loc1094)
    } -> tensor<8x32xf32> loc(#loc1094)
    %23 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc980))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1093)
      linalg.yield %1667 : f32 loc(#loc1093)
    } -> tensor<8x32xf32> loc(#loc1093)
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reduce_sum"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc980))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1094)
      linalg.yield %1667 : f32 loc(#loc1094)
    } -> tensor<8x32xf32> loc(#loc1094)
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/square"(#loc683))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc981)
      linalg.yield %1667 : f32 loc(#loc981)
    } -> tensor<8x32xf32> loc(#loc981)
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc683))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc982)
      linalg.yield %1667 : f32 loc(#loc982)
    } -> tensor<8x32xf32> loc(#loc982)
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %25 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc980)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/square"(#loc683)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc555))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc684)
      linalg.yield %1667 : f32 loc(#loc684)
    } -> tensor<8x32xf32> loc(#loc684)
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc555)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/max"(#loc556))):
      %1667 = arith.maximumf %in, %cst_18 : f32 loc(#loc685)
      linalg.yield %1667 : f32 loc(#loc685)
    } -> tensor<8x32xf32> loc(#loc685)
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %28 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc555)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/max"(#loc556)), %out: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/eq"(#loc556))):
      %1667 = arith.cmpf oeq, %in, %in_267 : f32 loc(#loc686)
      linalg.yield %1667 : i1 loc(#loc686)
    } -> tensor<8x32xi1> loc(#loc686)
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/eq"(#loc556)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/select_n"(#loc556))):
      %1667 = arith.select %in, %cst_16, %cst_18 : f32 loc(#loc687)
      linalg.yield %1667 : f32 loc(#loc687)
    } -> tensor<8x32xf32> loc(#loc687)
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/max"(#loc556)), %out: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/eq"(#loc556))):
      %1667 = arith.cmpf oeq, %cst_18, %in : f32 loc(#loc686)
      linalg.yield %1667 : i1 loc(#loc686)
    } -> tensor<8x32xi1> loc(#loc686)
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/eq"(#loc556)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/select_n"(#loc556))):
      %1667 = arith.select %in, %cst_19, %cst_16 : f32 loc(#loc687)
      linalg.yield %1667 : f32 loc(#loc687)
    } -> tensor<8x32xf32> loc(#loc687)
    %33 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%30, %32 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/select_n"(#loc556)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/select_n"(#loc556)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc556))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc688)
      linalg.yield %1667 : f32 loc(#loc688)
    } -> tensor<8x32xf32> loc(#loc688)
    %expanded_24 = tensor.expand_shape %28 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc689)
    %34 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc558))):
      linalg.yield %in : f32 loc(#loc690)
    } -> tensor<8x32x32xf32> loc(#loc690)
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %34 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc182 at #loc443)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc558)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc558))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc690)
      linalg.yield %1667 : f32 loc(#loc690)
    } -> tensor<8x32x32xf32> loc(#loc690)
    %36 = tensor.empty() : tensor<8x32x1xf32> loc(#loc691)
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/broadcast_in_dim"(#loc557)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc559))):
      %1667 = arith.addf %in, %cst_15 : f32 loc(#loc691)
      linalg.yield %1667 : f32 loc(#loc691)
    } -> tensor<8x32x1xf32> loc(#loc691)
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc559)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/rsqrt"(#loc560))):
      %1667 = math.rsqrt %in : f32 loc(#loc692)
      linalg.yield %1667 : f32 loc(#loc692)
    } -> tensor<8x32x1xf32> loc(#loc692)
    %39 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %37 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/rsqrt"(#loc560)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc559)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc560))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc693)
      linalg.yield %1667 : f32 loc(#loc693)
    } -> tensor<8x32x1xf32> loc(#loc693)
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc560)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc560))):
      %1667 = arith.mulf %in, %cst_14 : f32 loc(#loc694)
      linalg.yield %1667 : f32 loc(#loc694)
    } -> tensor<8x32x1xf32> loc(#loc694)
    %expanded_25 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc695)
    %41 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/rsqrt"(#loc560)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc562))):
      linalg.yield %in : f32 loc(#loc696)
    } -> tensor<8x32x32xf32> loc(#loc696)
    %42 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reshape"(#loc561)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc562))):
      linalg.yield %in : f32 loc(#loc696)
    } -> tensor<8x32x32xf32> loc(#loc696)
    %43 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %42 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc562)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc562)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc562))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc696)
      linalg.yield %1667 : f32 loc(#loc696)
    } -> tensor<8x32x32xf32> loc(#loc696)
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %43 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc558)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc562)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc563))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc697)
      linalg.yield %1667 : f32 loc(#loc697)
    } -> tensor<8x32x32xf32> loc(#loc697)
    %expanded_26 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc698)
    %45 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/reshape"(#loc564)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc565))):
      linalg.yield %in : f32 loc(#loc699)
    } -> tensor<8x32x32xf32> loc(#loc699)
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %45 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc563)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc565)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/add"(#loc565))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc699)
      linalg.yield %1667 : f32 loc(#loc699)
    } -> tensor<8x32x32xf32> loc(#loc699)
    %collapsed_27 = tensor.collapse_shape %46 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc700)
    %collapsed_28 = tensor.collapse_shape %arg18 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc700)
    %47 = tensor.empty() : tensor<256x32xf32> loc(#loc700)
    %48 = linalg.fill ins(%cst_18 : f32) outs(%47 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc700)
    %49 = linalg.matmul ins(%collapsed_27, %collapsed_28 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc700)
    %expanded_29 = tensor.expand_shape %49 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc700)
    %expanded_30 = tensor.expand_shape %arg17 [[0, 1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<4x8xf32> into tensor<1x1x4x8xf32> loc(#loc701)
    %50 = tensor.empty() : tensor<8x32x4x8xf32> loc(#loc702)
    %51 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<1x1x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/query/reshape"(#loc567)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/query/add"(#loc568))):
      linalg.yield %in : f32 loc(#loc702)
    } -> tensor<8x32x4x8xf32> loc(#loc702)
    %52 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29, %51 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc566)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/query/add"(#loc568)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/query/add"(#loc568))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc702)
      linalg.yield %1667 : f32 loc(#loc702)
    } -> tensor<8x32x4x8xf32> loc(#loc702)
    %collapsed_31 = tensor.collapse_shape %arg14 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc703)
    %53 = linalg.matmul ins(%collapsed_27, %collapsed_31 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc703)
    %expanded_32 = tensor.expand_shape %53 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc703)
    %expanded_33 = tensor.expand_shape %arg13 [[0, 1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<4x8xf32> into tensor<1x1x4x8xf32> loc(#loc704)
    %54 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<1x1x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/reshape"(#loc570)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/add"(#loc571))):
      linalg.yield %in : f32 loc(#loc705)
    } -> tensor<8x32x4x8xf32> loc(#loc705)
    %55 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %54 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc569)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/add"(#loc571)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/add"(#loc571))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc705)
      linalg.yield %1667 : f32 loc(#loc705)
    } -> tensor<8x32x4x8xf32> loc(#loc705)
    %collapsed_34 = tensor.collapse_shape %arg20 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc706)
    %56 = linalg.matmul ins(%collapsed_27, %collapsed_34 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc706)
    %expanded_35 = tensor.expand_shape %56 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc706)
    %expanded_36 = tensor.expand_shape %arg19 [[0, 1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<4x8xf32> into tensor<1x1x4x8xf32> loc(#loc707)
    %57 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x1x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/value/reshape"(#loc573)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/value/add"(#loc574))):
      linalg.yield %in : f32 loc(#loc708)
    } -> tensor<8x32x4x8xf32> loc(#loc708)
    %58 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35, %57 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc572)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/value/add"(#loc574)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/value/add"(#loc574))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc708)
      linalg.yield %1667 : f32 loc(#loc708)
    } -> tensor<8x32x4x8xf32> loc(#loc708)
    %59 = tensor.empty() : tensor<f32> loc(#loc983)
    %60 = linalg.generic {indexing_maps = [#map8], iterator_types = []} outs(%59 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sqrt"(#loc709))):
      linalg.yield %cst_0 : f32 loc(#loc983)
    } -> tensor<f32> loc(#loc983)
    %61 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<f32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sqrt"(#loc709)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc710))):
      linalg.yield %in : f32 loc(#loc984)
    } -> tensor<8x32x4x8xf32> loc(#loc984)
    %62 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %61 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/query/add"(#loc568)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc710)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc710))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc984)
      linalg.yield %1667 : f32 loc(#loc984)
    } -> tensor<8x32x4x8xf32> loc(#loc984)
    %63 = tensor.empty() : tensor<8x4x32x8xf32> loc(#loc985)
    %64 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<8x32x4x8xf32>) outs(%63 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc710)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))):
      linalg.yield %in : f32 loc(#loc985)
    } -> tensor<8x4x32x8xf32> loc(#loc985)
    %65 = tensor.empty() : tensor<8x4x8x32xf32> loc(#loc985)
    %66 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<8x32x4x8xf32>) outs(%65 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/add"(#loc571)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))):
      linalg.yield %in : f32 loc(#loc985)
    } -> tensor<8x4x8x32xf32> loc(#loc985)
    %collapsed_37 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc985)
    %collapsed_38 = tensor.collapse_shape %66 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc985)
    %67 = tensor.empty() : tensor<32x32x32xf32> loc(#loc985)
    %68 = linalg.fill ins(%cst_18 : f32) outs(%67 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc985)
    %69 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%68 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc985)
    %expanded_39 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc985)
    %70 = tensor.empty() : tensor<8x4x32xf32> loc(#loc986)
    %71 = linalg.fill ins(%cst_13 : f32) outs(%70 : tensor<8x4x32xf32>) -> tensor<8x4x32xf32> loc(#loc986)
    %72 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_39 : tensor<8x4x32x32xf32>) outs(%71 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_max"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_max"(#loc712))):
      %1667 = arith.maximumf %out, %in : f32 loc(#loc986)
      linalg.yield %1667 : f32 loc(#loc986)
    } -> tensor<8x4x32xf32> loc(#loc986)
    %73 = tensor.empty() : tensor<8x4x32x32xf32> loc(#loc987)
    %74 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<8x4x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/max"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sub"(#loc712))):
      linalg.yield %in : f32 loc(#loc987)
    } -> tensor<8x4x32x32xf32> loc(#loc987)
    %75 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39, %74 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sub"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sub"(#loc712))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc987)
      linalg.yield %1667 : f32 loc(#loc987)
    } -> tensor<8x4x32x32xf32> loc(#loc987)
    %76 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/sub"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/exp"(#loc712))):
      %1667 = math.exp %in : f32 loc(#loc989)
      linalg.yield %1667 : f32 loc(#loc989)
    } -> tensor<8x4x32x32xf32> loc(#loc989)
    %77 = linalg.fill ins(%cst_18 : f32) outs(%70 : tensor<8x4x32xf32>) -> tensor<8x4x32xf32> loc(#loc990)
    %78 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%76 : tensor<8x4x32x32xf32>) outs(%77 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))):
      %1667 = arith.addf %out, %in : f32 loc(#loc990)
      linalg.yield %1667 : f32 loc(#loc990)
    } -> tensor<8x4x32xf32> loc(#loc990)
    %expanded_40 = tensor.expand_shape %78 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc991)
    %79 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<8x4x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc712))):
      linalg.yield %in : f32 loc(#loc992)
    } -> tensor<8x4x32x32xf32> loc(#loc992)
    %80 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %79 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/exp"(#loc712)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc712))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc992)
      linalg.yield %1667 : f32 loc(#loc992)
    } -> tensor<8x4x32x32xf32> loc(#loc992)
    %81 = tensor.empty() : tensor<8x4x32x1xf32> loc(#loc1095)
    %82 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<8x4x32x1xf32>) outs(%81 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/mul"(#loc993))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1095)
      linalg.yield %1667 : f32 loc(#loc1095)
    } -> tensor<8x4x32x1xf32> loc(#loc1095)
    %83 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<8x4x32x1xf32>) outs(%81 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/mul"(#loc993)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc993))):
      %1667 = arith.divf %cst_16, %in : f32 loc(#loc1096)
      linalg.yield %1667 : f32 loc(#loc1096)
    } -> tensor<8x4x32x1xf32> loc(#loc1096)
    %84 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<8x32x4x8xf32>) outs(%65 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/value/add"(#loc574)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))):
      linalg.yield %in : f32 loc(#loc713)
    } -> tensor<8x4x8x32xf32> loc(#loc713)
    %85 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))):
      linalg.yield %in : f32 loc(#loc713)
    } -> tensor<8x4x32x32xf32> loc(#loc713)
    %collapsed_41 = tensor.collapse_shape %84 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc713)
    %collapsed_42 = tensor.collapse_shape %85 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc713)
    %86 = tensor.empty() : tensor<32x8x32xf32> loc(#loc713)
    %87 = linalg.fill ins(%cst_18 : f32) outs(%86 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc713)
    %88 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%87 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc713)
    %expanded_43 = tensor.expand_shape %88 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc713)
    %89 = linalg.generic {indexing_maps = [#map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<8x4x8x32xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))):
      linalg.yield %in : f32 loc(#loc714)
    } -> tensor<8x32x4x8xf32> loc(#loc714)
    %collapsed_44 = tensor.collapse_shape %89 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc715)
    %collapsed_45 = tensor.collapse_shape %arg16 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc715)
    %90 = linalg.matmul ins(%collapsed_44, %collapsed_45 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc715)
    %expanded_46 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc715)
    %expanded_47 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc716)
    %91 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/out/reshape"(#loc578)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/out/add"(#loc579))):
      linalg.yield %in : f32 loc(#loc717)
    } -> tensor<8x32x32xf32> loc(#loc717)
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %91 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc577)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/out/add"(#loc579)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/out/add"(#loc579))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc717)
      linalg.yield %1667 : f32 loc(#loc717)
    } -> tensor<8x32x32xf32> loc(#loc717)
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %92 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc182 at #loc443)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/out/add"(#loc579)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc399))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc451)
      linalg.yield %1667 : f32 loc(#loc451)
    } -> tensor<8x32x32xf32> loc(#loc451)
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc399)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/square"(#loc718))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc994)
      linalg.yield %1667 : f32 loc(#loc994)
    } -> tensor<8x32x32xf32> loc(#loc994)
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc399)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc718))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc995)
      linalg.yield %1667 : f32 loc(#loc995)
    } -> tensor<8x32x32xf32> loc(#loc995)
    %96 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc996))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1097)
      linalg.yield %1667 : f32 loc(#loc1097)
    } -> tensor<8x32xf32> loc(#loc1097)
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc996))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1098)
      linalg.yield %1667 : f32 loc(#loc1098)
    } -> tensor<8x32xf32> loc(#loc1098)
    %98 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc996))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1097)
      linalg.yield %1667 : f32 loc(#loc1097)
    } -> tensor<8x32xf32> loc(#loc1097)
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%98 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reduce_sum"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc996))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1098)
      linalg.yield %1667 : f32 loc(#loc1098)
    } -> tensor<8x32xf32> loc(#loc1098)
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%97 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/square"(#loc720))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc997)
      linalg.yield %1667 : f32 loc(#loc997)
    } -> tensor<8x32xf32> loc(#loc997)
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%97 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc720))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc998)
      linalg.yield %1667 : f32 loc(#loc998)
    } -> tensor<8x32xf32> loc(#loc998)
    %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%99, %100 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc996)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/square"(#loc720)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc583))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc721)
      linalg.yield %1667 : f32 loc(#loc721)
    } -> tensor<8x32xf32> loc(#loc721)
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%102 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc583)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/max"(#loc584))):
      %1667 = arith.maximumf %in, %cst_18 : f32 loc(#loc722)
      linalg.yield %1667 : f32 loc(#loc722)
    } -> tensor<8x32xf32> loc(#loc722)
    %104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%102, %103 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc583)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/max"(#loc584)), %out: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/eq"(#loc584))):
      %1667 = arith.cmpf oeq, %in, %in_267 : f32 loc(#loc723)
      linalg.yield %1667 : i1 loc(#loc723)
    } -> tensor<8x32xi1> loc(#loc723)
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/eq"(#loc584)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/select_n"(#loc584))):
      %1667 = arith.select %in, %cst_16, %cst_18 : f32 loc(#loc724)
      linalg.yield %1667 : f32 loc(#loc724)
    } -> tensor<8x32xf32> loc(#loc724)
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%103 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/max"(#loc584)), %out: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/eq"(#loc584))):
      %1667 = arith.cmpf oeq, %cst_18, %in : f32 loc(#loc723)
      linalg.yield %1667 : i1 loc(#loc723)
    } -> tensor<8x32xi1> loc(#loc723)
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%106 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/eq"(#loc584)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/select_n"(#loc584))):
      %1667 = arith.select %in, %cst_19, %cst_16 : f32 loc(#loc724)
      linalg.yield %1667 : f32 loc(#loc724)
    } -> tensor<8x32xf32> loc(#loc724)
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%105, %107 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/select_n"(#loc584)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/select_n"(#loc584)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc584))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc725)
      linalg.yield %1667 : f32 loc(#loc725)
    } -> tensor<8x32xf32> loc(#loc725)
    %expanded_48 = tensor.expand_shape %103 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc726)
    %109 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc586))):
      linalg.yield %in : f32 loc(#loc727)
    } -> tensor<8x32x32xf32> loc(#loc727)
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %109 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc399)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc586)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc586))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc727)
      linalg.yield %1667 : f32 loc(#loc727)
    } -> tensor<8x32x32xf32> loc(#loc727)
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/broadcast_in_dim"(#loc585)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc587))):
      %1667 = arith.addf %in, %cst_15 : f32 loc(#loc728)
      linalg.yield %1667 : f32 loc(#loc728)
    } -> tensor<8x32x1xf32> loc(#loc728)
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc587)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/rsqrt"(#loc588))):
      %1667 = math.rsqrt %in : f32 loc(#loc729)
      linalg.yield %1667 : f32 loc(#loc729)
    } -> tensor<8x32x1xf32> loc(#loc729)
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %111 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/rsqrt"(#loc588)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc587)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc588))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc730)
      linalg.yield %1667 : f32 loc(#loc730)
    } -> tensor<8x32x1xf32> loc(#loc730)
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc588)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc588))):
      %1667 = arith.mulf %in, %cst_14 : f32 loc(#loc731)
      linalg.yield %1667 : f32 loc(#loc731)
    } -> tensor<8x32x1xf32> loc(#loc731)
    %expanded_49 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc732)
    %115 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/rsqrt"(#loc588)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc590))):
      linalg.yield %in : f32 loc(#loc733)
    } -> tensor<8x32x32xf32> loc(#loc733)
    %116 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reshape"(#loc589)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc590))):
      linalg.yield %in : f32 loc(#loc733)
    } -> tensor<8x32x32xf32> loc(#loc733)
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %116 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc590)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc590)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc590))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc733)
      linalg.yield %1667 : f32 loc(#loc733)
    } -> tensor<8x32x32xf32> loc(#loc733)
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %117 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc586)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc590)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc591))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc734)
      linalg.yield %1667 : f32 loc(#loc734)
    } -> tensor<8x32x32xf32> loc(#loc734)
    %expanded_50 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc735)
    %119 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/reshape"(#loc592)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc593))):
      linalg.yield %in : f32 loc(#loc736)
    } -> tensor<8x32x32xf32> loc(#loc736)
    %120 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %119 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc591)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc593)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/add"(#loc593))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc736)
      linalg.yield %1667 : f32 loc(#loc736)
    } -> tensor<8x32x32xf32> loc(#loc736)
    %collapsed_51 = tensor.collapse_shape %120 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc594)
    %121 = tensor.empty() : tensor<256x128xf32> loc(#loc594)
    %122 = linalg.fill ins(%cst_18 : f32) outs(%121 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc594)
    %123 = linalg.matmul ins(%collapsed_51, %arg6 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%122 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc594)
    %expanded_52 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc594)
    %expanded_53 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc595)
    %124 = tensor.empty() : tensor<8x32x128xf32> loc(#loc596)
    %125 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<1x1x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/reshape"(#loc455)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc456))):
      linalg.yield %in : f32 loc(#loc596)
    } -> tensor<8x32x128xf32> loc(#loc596)
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %125 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/dot_general"(#loc454)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc456)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc456))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc596)
      linalg.yield %1667 : f32 loc(#loc596)
    } -> tensor<8x32x128xf32> loc(#loc596)
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc456)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/integer_pow"(#loc402))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc457)
      linalg.yield %1667 : f32 loc(#loc457)
    } -> tensor<8x32x128xf32> loc(#loc457)
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %126 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/integer_pow"(#loc402)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc456)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/integer_pow"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc457)
      linalg.yield %1667 : f32 loc(#loc457)
    } -> tensor<8x32x128xf32> loc(#loc457)
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/integer_pow"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_12 : f32 loc(#loc458)
      linalg.yield %1667 : f32 loc(#loc458)
    } -> tensor<8x32x128xf32> loc(#loc458)
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/integer_pow"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_11 : f32 loc(#loc458)
      linalg.yield %1667 : f32 loc(#loc458)
    } -> tensor<8x32x128xf32> loc(#loc458)
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %130 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc456)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc402))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc459)
      linalg.yield %1667 : f32 loc(#loc459)
    } -> tensor<8x32x128xf32> loc(#loc459)
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_10 : f32 loc(#loc458)
      linalg.yield %1667 : f32 loc(#loc458)
    } -> tensor<8x32x128xf32> loc(#loc458)
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/tanh"(#loc402))):
      %1667 = math.tanh %in : f32 loc(#loc460)
      linalg.yield %1667 : f32 loc(#loc460)
    } -> tensor<8x32x128xf32> loc(#loc460)
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/tanh"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/sub"(#loc402))):
      %1667 = arith.subf %cst_16, %in : f32 loc(#loc461)
      linalg.yield %1667 : f32 loc(#loc461)
    } -> tensor<8x32x128xf32> loc(#loc461)
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/tanh"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc402))):
      %1667 = arith.addf %in, %cst_16 : f32 loc(#loc459)
      linalg.yield %1667 : f32 loc(#loc459)
    } -> tensor<8x32x128xf32> loc(#loc459)
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_9 : f32 loc(#loc458)
      linalg.yield %1667 : f32 loc(#loc458)
    } -> tensor<8x32x128xf32> loc(#loc458)
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %136 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc456)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc458)
      linalg.yield %1667 : f32 loc(#loc458)
    } -> tensor<8x32x128xf32> loc(#loc458)
    %collapsed_54 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc597)
    %138 = linalg.matmul ins(%collapsed_54, %arg8 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc597)
    %expanded_55 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc597)
    %expanded_56 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc598)
    %139 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_1/reshape"(#loc463)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_1/add"(#loc464))):
      linalg.yield %in : f32 loc(#loc599)
    } -> tensor<8x32x32xf32> loc(#loc599)
    %140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55, %139 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_1/dot_general"(#loc462)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_1/add"(#loc464)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_1/add"(#loc464))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc599)
      linalg.yield %1667 : f32 loc(#loc599)
    } -> tensor<8x32x32xf32> loc(#loc599)
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %140 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc399)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_1/add"(#loc464)), %out: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc404))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc465)
      linalg.yield %1667 : f32 loc(#loc465)
    } -> tensor<8x32x32xf32> loc(#loc465)
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc404)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/square"(#loc681))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc999)
      linalg.yield %1667 : f32 loc(#loc999)
    } -> tensor<8x32x32xf32> loc(#loc999)
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc404)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc681))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc1000)
      linalg.yield %1667 : f32 loc(#loc1000)
    } -> tensor<8x32x32xf32> loc(#loc1000)
    %144 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc980))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1099)
      linalg.yield %1667 : f32 loc(#loc1099)
    } -> tensor<8x32xf32> loc(#loc1099)
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc980))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1100)
      linalg.yield %1667 : f32 loc(#loc1100)
    } -> tensor<8x32xf32> loc(#loc1100)
    %146 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc980))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1099)
      linalg.yield %1667 : f32 loc(#loc1099)
    } -> tensor<8x32xf32> loc(#loc1099)
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reduce_sum"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc980))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1100)
      linalg.yield %1667 : f32 loc(#loc1100)
    } -> tensor<8x32xf32> loc(#loc1100)
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/square"(#loc683))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1001)
      linalg.yield %1667 : f32 loc(#loc1001)
    } -> tensor<8x32xf32> loc(#loc1001)
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc683))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc1002)
      linalg.yield %1667 : f32 loc(#loc1002)
    } -> tensor<8x32xf32> loc(#loc1002)
    %150 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%147, %148 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc980)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/square"(#loc683)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc555))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc737)
      linalg.yield %1667 : f32 loc(#loc737)
    } -> tensor<8x32xf32> loc(#loc737)
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc555)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/max"(#loc556))):
      %1667 = arith.maximumf %in, %cst_18 : f32 loc(#loc738)
      linalg.yield %1667 : f32 loc(#loc738)
    } -> tensor<8x32xf32> loc(#loc738)
    %152 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%150, %151 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc555)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/max"(#loc556)), %out: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/eq"(#loc556))):
      %1667 = arith.cmpf oeq, %in, %in_267 : f32 loc(#loc739)
      linalg.yield %1667 : i1 loc(#loc739)
    } -> tensor<8x32xi1> loc(#loc739)
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%152 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/eq"(#loc556)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/select_n"(#loc556))):
      %1667 = arith.select %in, %cst_16, %cst_18 : f32 loc(#loc740)
      linalg.yield %1667 : f32 loc(#loc740)
    } -> tensor<8x32xf32> loc(#loc740)
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%151 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/max"(#loc556)), %out: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/eq"(#loc556))):
      %1667 = arith.cmpf oeq, %cst_18, %in : f32 loc(#loc739)
      linalg.yield %1667 : i1 loc(#loc739)
    } -> tensor<8x32xi1> loc(#loc739)
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%154 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/eq"(#loc556)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/select_n"(#loc556))):
      %1667 = arith.select %in, %cst_19, %cst_16 : f32 loc(#loc740)
      linalg.yield %1667 : f32 loc(#loc740)
    } -> tensor<8x32xf32> loc(#loc740)
    %156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%153, %155 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/select_n"(#loc556)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/select_n"(#loc556)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc556))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc741)
      linalg.yield %1667 : f32 loc(#loc741)
    } -> tensor<8x32xf32> loc(#loc741)
    %expanded_57 = tensor.expand_shape %151 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc742)
    %157 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc558))):
      linalg.yield %in : f32 loc(#loc743)
    } -> tensor<8x32x32xf32> loc(#loc743)
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %157 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc404)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc558)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc558))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc743)
      linalg.yield %1667 : f32 loc(#loc743)
    } -> tensor<8x32x32xf32> loc(#loc743)
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/broadcast_in_dim"(#loc557)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc559))):
      %1667 = arith.addf %in, %cst_15 : f32 loc(#loc744)
      linalg.yield %1667 : f32 loc(#loc744)
    } -> tensor<8x32x1xf32> loc(#loc744)
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc559)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/rsqrt"(#loc560))):
      %1667 = math.rsqrt %in : f32 loc(#loc745)
      linalg.yield %1667 : f32 loc(#loc745)
    } -> tensor<8x32x1xf32> loc(#loc745)
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %159 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/rsqrt"(#loc560)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc559)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc560))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc746)
      linalg.yield %1667 : f32 loc(#loc746)
    } -> tensor<8x32x1xf32> loc(#loc746)
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc560)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc560))):
      %1667 = arith.mulf %in, %cst_14 : f32 loc(#loc747)
      linalg.yield %1667 : f32 loc(#loc747)
    } -> tensor<8x32x1xf32> loc(#loc747)
    %expanded_58 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc748)
    %163 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/rsqrt"(#loc560)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc562))):
      linalg.yield %in : f32 loc(#loc749)
    } -> tensor<8x32x32xf32> loc(#loc749)
    %164 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reshape"(#loc561)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc562))):
      linalg.yield %in : f32 loc(#loc749)
    } -> tensor<8x32x32xf32> loc(#loc749)
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %164 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc562)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc562)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc562))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc749)
      linalg.yield %1667 : f32 loc(#loc749)
    } -> tensor<8x32x32xf32> loc(#loc749)
    %166 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %165 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc558)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc562)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc563))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc750)
      linalg.yield %1667 : f32 loc(#loc750)
    } -> tensor<8x32x32xf32> loc(#loc750)
    %expanded_59 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc751)
    %167 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/reshape"(#loc564)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc565))):
      linalg.yield %in : f32 loc(#loc752)
    } -> tensor<8x32x32xf32> loc(#loc752)
    %168 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %167 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc563)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc565)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/add"(#loc565))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc752)
      linalg.yield %1667 : f32 loc(#loc752)
    } -> tensor<8x32x32xf32> loc(#loc752)
    %collapsed_60 = tensor.collapse_shape %168 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc753)
    %collapsed_61 = tensor.collapse_shape %arg34 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc753)
    %169 = linalg.matmul ins(%collapsed_60, %collapsed_61 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc753)
    %expanded_62 = tensor.expand_shape %169 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc753)
    %expanded_63 = tensor.expand_shape %arg33 [[0, 1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<4x8xf32> into tensor<1x1x4x8xf32> loc(#loc754)
    %170 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<1x1x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/query/reshape"(#loc567)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/query/add"(#loc568))):
      linalg.yield %in : f32 loc(#loc755)
    } -> tensor<8x32x4x8xf32> loc(#loc755)
    %171 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_62, %170 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc566)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/query/add"(#loc568)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/query/add"(#loc568))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc755)
      linalg.yield %1667 : f32 loc(#loc755)
    } -> tensor<8x32x4x8xf32> loc(#loc755)
    %collapsed_64 = tensor.collapse_shape %arg30 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc756)
    %172 = linalg.matmul ins(%collapsed_60, %collapsed_64 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc756)
    %expanded_65 = tensor.expand_shape %172 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc756)
    %expanded_66 = tensor.expand_shape %arg29 [[0, 1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<4x8xf32> into tensor<1x1x4x8xf32> loc(#loc757)
    %173 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<1x1x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/reshape"(#loc570)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/add"(#loc571))):
      linalg.yield %in : f32 loc(#loc758)
    } -> tensor<8x32x4x8xf32> loc(#loc758)
    %174 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65, %173 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc569)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/add"(#loc571)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/add"(#loc571))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc758)
      linalg.yield %1667 : f32 loc(#loc758)
    } -> tensor<8x32x4x8xf32> loc(#loc758)
    %collapsed_67 = tensor.collapse_shape %arg36 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc759)
    %175 = linalg.matmul ins(%collapsed_60, %collapsed_67 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc759)
    %expanded_68 = tensor.expand_shape %175 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc759)
    %expanded_69 = tensor.expand_shape %arg35 [[0, 1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<4x8xf32> into tensor<1x1x4x8xf32> loc(#loc760)
    %176 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<1x1x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/value/reshape"(#loc573)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/value/add"(#loc574))):
      linalg.yield %in : f32 loc(#loc761)
    } -> tensor<8x32x4x8xf32> loc(#loc761)
    %177 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68, %176 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc572)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/value/add"(#loc574)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/value/add"(#loc574))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc761)
      linalg.yield %1667 : f32 loc(#loc761)
    } -> tensor<8x32x4x8xf32> loc(#loc761)
    %178 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %61 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/query/add"(#loc568)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc710)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc710))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc1003)
      linalg.yield %1667 : f32 loc(#loc1003)
    } -> tensor<8x32x4x8xf32> loc(#loc1003)
    %179 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<8x32x4x8xf32>) outs(%63 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc710)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))):
      linalg.yield %in : f32 loc(#loc1004)
    } -> tensor<8x4x32x8xf32> loc(#loc1004)
    %180 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<8x32x4x8xf32>) outs(%65 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/add"(#loc571)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))):
      linalg.yield %in : f32 loc(#loc1004)
    } -> tensor<8x4x8x32xf32> loc(#loc1004)
    %collapsed_70 = tensor.collapse_shape %179 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc1004)
    %collapsed_71 = tensor.collapse_shape %180 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc1004)
    %181 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%68 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc1004)
    %expanded_72 = tensor.expand_shape %181 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc1004)
    %182 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_72 : tensor<8x4x32x32xf32>) outs(%71 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_max"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_max"(#loc712))):
      %1667 = arith.maximumf %out, %in : f32 loc(#loc1005)
      linalg.yield %1667 : f32 loc(#loc1005)
    } -> tensor<8x4x32xf32> loc(#loc1005)
    %183 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<8x4x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/max"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/sub"(#loc712))):
      linalg.yield %in : f32 loc(#loc1006)
    } -> tensor<8x4x32x32xf32> loc(#loc1006)
    %184 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_72, %183 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/sub"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/sub"(#loc712))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc1006)
      linalg.yield %1667 : f32 loc(#loc1006)
    } -> tensor<8x4x32x32xf32> loc(#loc1006)
    %185 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/sub"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/exp"(#loc712))):
      %1667 = math.exp %in : f32 loc(#loc1008)
      linalg.yield %1667 : f32 loc(#loc1008)
    } -> tensor<8x4x32x32xf32> loc(#loc1008)
    %186 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%185 : tensor<8x4x32x32xf32>) outs(%77 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1009)
      linalg.yield %1667 : f32 loc(#loc1009)
    } -> tensor<8x4x32xf32> loc(#loc1009)
    %expanded_73 = tensor.expand_shape %186 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc1010)
    %187 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<8x4x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc712))):
      linalg.yield %in : f32 loc(#loc1011)
    } -> tensor<8x4x32x32xf32> loc(#loc1011)
    %188 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %187 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/exp"(#loc712)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc712))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc1011)
      linalg.yield %1667 : f32 loc(#loc1011)
    } -> tensor<8x4x32x32xf32> loc(#loc1011)
    %189 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<8x4x32x1xf32>) outs(%81 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/mul"(#loc993))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1101)
      linalg.yield %1667 : f32 loc(#loc1101)
    } -> tensor<8x4x32x1xf32> loc(#loc1101)
    %190 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<8x4x32x1xf32>) outs(%81 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/mul"(#loc993)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc993))):
      %1667 = arith.divf %cst_16, %in : f32 loc(#loc1102)
      linalg.yield %1667 : f32 loc(#loc1102)
    } -> tensor<8x4x32x1xf32> loc(#loc1102)
    %191 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<8x32x4x8xf32>) outs(%65 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/value/add"(#loc574)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))):
      linalg.yield %in : f32 loc(#loc762)
    } -> tensor<8x4x8x32xf32> loc(#loc762)
    %192 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))):
      linalg.yield %in : f32 loc(#loc762)
    } -> tensor<8x4x32x32xf32> loc(#loc762)
    %collapsed_74 = tensor.collapse_shape %191 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc762)
    %collapsed_75 = tensor.collapse_shape %192 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc762)
    %193 = linalg.batch_matmul ins(%collapsed_74, %collapsed_75 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%87 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc762)
    %expanded_76 = tensor.expand_shape %193 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc762)
    %194 = linalg.generic {indexing_maps = [#map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<8x4x8x32xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))):
      linalg.yield %in : f32 loc(#loc763)
    } -> tensor<8x32x4x8xf32> loc(#loc763)
    %collapsed_77 = tensor.collapse_shape %194 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc764)
    %collapsed_78 = tensor.collapse_shape %arg32 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc764)
    %195 = linalg.matmul ins(%collapsed_77, %collapsed_78 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc764)
    %expanded_79 = tensor.expand_shape %195 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc764)
    %expanded_80 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc765)
    %196 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/out/reshape"(#loc578)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/out/add"(#loc579))):
      linalg.yield %in : f32 loc(#loc766)
    } -> tensor<8x32x32xf32> loc(#loc766)
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %196 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc577)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/out/add"(#loc579)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/out/add"(#loc579))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc766)
      linalg.yield %1667 : f32 loc(#loc766)
    } -> tensor<8x32x32xf32> loc(#loc766)
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %197 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/add"(#loc404)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/out/add"(#loc579)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc399))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc466)
      linalg.yield %1667 : f32 loc(#loc466)
    } -> tensor<8x32x32xf32> loc(#loc466)
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc399)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/square"(#loc718))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1012)
      linalg.yield %1667 : f32 loc(#loc1012)
    } -> tensor<8x32x32xf32> loc(#loc1012)
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc399)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc718))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc1013)
      linalg.yield %1667 : f32 loc(#loc1013)
    } -> tensor<8x32x32xf32> loc(#loc1013)
    %201 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%198 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc996))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1103)
      linalg.yield %1667 : f32 loc(#loc1103)
    } -> tensor<8x32xf32> loc(#loc1103)
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%201 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc996))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1104)
      linalg.yield %1667 : f32 loc(#loc1104)
    } -> tensor<8x32xf32> loc(#loc1104)
    %203 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%199 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc996))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1103)
      linalg.yield %1667 : f32 loc(#loc1103)
    } -> tensor<8x32xf32> loc(#loc1103)
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%203 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reduce_sum"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc996))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1104)
      linalg.yield %1667 : f32 loc(#loc1104)
    } -> tensor<8x32xf32> loc(#loc1104)
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/square"(#loc720))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1014)
      linalg.yield %1667 : f32 loc(#loc1014)
    } -> tensor<8x32xf32> loc(#loc1014)
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc720))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc1015)
      linalg.yield %1667 : f32 loc(#loc1015)
    } -> tensor<8x32xf32> loc(#loc1015)
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%204, %205 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc996)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/square"(#loc720)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc583))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc767)
      linalg.yield %1667 : f32 loc(#loc767)
    } -> tensor<8x32xf32> loc(#loc767)
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%207 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc583)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/max"(#loc584))):
      %1667 = arith.maximumf %in, %cst_18 : f32 loc(#loc768)
      linalg.yield %1667 : f32 loc(#loc768)
    } -> tensor<8x32xf32> loc(#loc768)
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%207, %208 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc583)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/max"(#loc584)), %out: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/eq"(#loc584))):
      %1667 = arith.cmpf oeq, %in, %in_267 : f32 loc(#loc769)
      linalg.yield %1667 : i1 loc(#loc769)
    } -> tensor<8x32xi1> loc(#loc769)
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%209 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/eq"(#loc584)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/select_n"(#loc584))):
      %1667 = arith.select %in, %cst_16, %cst_18 : f32 loc(#loc770)
      linalg.yield %1667 : f32 loc(#loc770)
    } -> tensor<8x32xf32> loc(#loc770)
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%208 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/max"(#loc584)), %out: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/eq"(#loc584))):
      %1667 = arith.cmpf oeq, %cst_18, %in : f32 loc(#loc769)
      linalg.yield %1667 : i1 loc(#loc769)
    } -> tensor<8x32xi1> loc(#loc769)
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%211 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/eq"(#loc584)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/select_n"(#loc584))):
      %1667 = arith.select %in, %cst_19, %cst_16 : f32 loc(#loc770)
      linalg.yield %1667 : f32 loc(#loc770)
    } -> tensor<8x32xf32> loc(#loc770)
    %213 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%210, %212 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/select_n"(#loc584)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/select_n"(#loc584)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc584))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc771)
      linalg.yield %1667 : f32 loc(#loc771)
    } -> tensor<8x32xf32> loc(#loc771)
    %expanded_81 = tensor.expand_shape %208 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc772)
    %214 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc586))):
      linalg.yield %in : f32 loc(#loc773)
    } -> tensor<8x32x32xf32> loc(#loc773)
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %214 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc399)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc586)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc586))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc773)
      linalg.yield %1667 : f32 loc(#loc773)
    } -> tensor<8x32x32xf32> loc(#loc773)
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/broadcast_in_dim"(#loc585)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc587))):
      %1667 = arith.addf %in, %cst_15 : f32 loc(#loc774)
      linalg.yield %1667 : f32 loc(#loc774)
    } -> tensor<8x32x1xf32> loc(#loc774)
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc587)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/rsqrt"(#loc588))):
      %1667 = math.rsqrt %in : f32 loc(#loc775)
      linalg.yield %1667 : f32 loc(#loc775)
    } -> tensor<8x32x1xf32> loc(#loc775)
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %216 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/rsqrt"(#loc588)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc587)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc588))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc776)
      linalg.yield %1667 : f32 loc(#loc776)
    } -> tensor<8x32x1xf32> loc(#loc776)
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc588)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc588))):
      %1667 = arith.mulf %in, %cst_14 : f32 loc(#loc777)
      linalg.yield %1667 : f32 loc(#loc777)
    } -> tensor<8x32x1xf32> loc(#loc777)
    %expanded_82 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc778)
    %220 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/rsqrt"(#loc588)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc590))):
      linalg.yield %in : f32 loc(#loc779)
    } -> tensor<8x32x32xf32> loc(#loc779)
    %221 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reshape"(#loc589)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc590))):
      linalg.yield %in : f32 loc(#loc779)
    } -> tensor<8x32x32xf32> loc(#loc779)
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %221 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc590)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc590)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc590))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc779)
      linalg.yield %1667 : f32 loc(#loc779)
    } -> tensor<8x32x32xf32> loc(#loc779)
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %222 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc586)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc590)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc591))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc780)
      linalg.yield %1667 : f32 loc(#loc780)
    } -> tensor<8x32x32xf32> loc(#loc780)
    %expanded_83 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc781)
    %224 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/reshape"(#loc592)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc593))):
      linalg.yield %in : f32 loc(#loc782)
    } -> tensor<8x32x32xf32> loc(#loc782)
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %224 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc591)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc593)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/add"(#loc593))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc782)
      linalg.yield %1667 : f32 loc(#loc782)
    } -> tensor<8x32x32xf32> loc(#loc782)
    %collapsed_84 = tensor.collapse_shape %225 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc600)
    %226 = linalg.matmul ins(%collapsed_84, %arg22 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%122 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc600)
    %expanded_85 = tensor.expand_shape %226 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc600)
    %expanded_86 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc601)
    %227 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<1x1x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/reshape"(#loc455)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc456))):
      linalg.yield %in : f32 loc(#loc602)
    } -> tensor<8x32x128xf32> loc(#loc602)
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %227 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/dot_general"(#loc454)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc456)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc456))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc602)
      linalg.yield %1667 : f32 loc(#loc602)
    } -> tensor<8x32x128xf32> loc(#loc602)
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc456)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/integer_pow"(#loc402))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc467)
      linalg.yield %1667 : f32 loc(#loc467)
    } -> tensor<8x32x128xf32> loc(#loc467)
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %228 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/integer_pow"(#loc402)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc456)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/integer_pow"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc467)
      linalg.yield %1667 : f32 loc(#loc467)
    } -> tensor<8x32x128xf32> loc(#loc467)
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/integer_pow"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_12 : f32 loc(#loc468)
      linalg.yield %1667 : f32 loc(#loc468)
    } -> tensor<8x32x128xf32> loc(#loc468)
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/integer_pow"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_11 : f32 loc(#loc468)
      linalg.yield %1667 : f32 loc(#loc468)
    } -> tensor<8x32x128xf32> loc(#loc468)
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %232 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc456)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc402))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc469)
      linalg.yield %1667 : f32 loc(#loc469)
    } -> tensor<8x32x128xf32> loc(#loc469)
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_10 : f32 loc(#loc468)
      linalg.yield %1667 : f32 loc(#loc468)
    } -> tensor<8x32x128xf32> loc(#loc468)
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/tanh"(#loc402))):
      %1667 = math.tanh %in : f32 loc(#loc470)
      linalg.yield %1667 : f32 loc(#loc470)
    } -> tensor<8x32x128xf32> loc(#loc470)
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/tanh"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/sub"(#loc402))):
      %1667 = arith.subf %cst_16, %in : f32 loc(#loc471)
      linalg.yield %1667 : f32 loc(#loc471)
    } -> tensor<8x32x128xf32> loc(#loc471)
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/tanh"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc402))):
      %1667 = arith.addf %in, %cst_16 : f32 loc(#loc469)
      linalg.yield %1667 : f32 loc(#loc469)
    } -> tensor<8x32x128xf32> loc(#loc469)
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_9 : f32 loc(#loc468)
      linalg.yield %1667 : f32 loc(#loc468)
    } -> tensor<8x32x128xf32> loc(#loc468)
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %238 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc456)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc468)
      linalg.yield %1667 : f32 loc(#loc468)
    } -> tensor<8x32x128xf32> loc(#loc468)
    %collapsed_87 = tensor.collapse_shape %239 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc603)
    %240 = linalg.matmul ins(%collapsed_87, %arg24 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc603)
    %expanded_88 = tensor.expand_shape %240 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc603)
    %expanded_89 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc604)
    %241 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_1/reshape"(#loc463)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_1/add"(#loc464))):
      linalg.yield %in : f32 loc(#loc605)
    } -> tensor<8x32x32xf32> loc(#loc605)
    %242 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %241 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_1/dot_general"(#loc462)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_1/add"(#loc464)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_1/add"(#loc464))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc605)
      linalg.yield %1667 : f32 loc(#loc605)
    } -> tensor<8x32x32xf32> loc(#loc605)
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %242 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc399)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_1/add"(#loc464)), %out: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc404))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc472)
      linalg.yield %1667 : f32 loc(#loc472)
    } -> tensor<8x32x32xf32> loc(#loc472)
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc404)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/square"(#loc681))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1016)
      linalg.yield %1667 : f32 loc(#loc1016)
    } -> tensor<8x32x32xf32> loc(#loc1016)
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc404)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc681))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc1017)
      linalg.yield %1667 : f32 loc(#loc1017)
    } -> tensor<8x32x32xf32> loc(#loc1017)
    %246 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%243 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc980))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1105)
      linalg.yield %1667 : f32 loc(#loc1105)
    } -> tensor<8x32xf32> loc(#loc1105)
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%246 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc980))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1106)
      linalg.yield %1667 : f32 loc(#loc1106)
    } -> tensor<8x32xf32> loc(#loc1106)
    %248 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%244 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc980))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1105)
      linalg.yield %1667 : f32 loc(#loc1105)
    } -> tensor<8x32xf32> loc(#loc1105)
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%248 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reduce_sum"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc980))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1106)
      linalg.yield %1667 : f32 loc(#loc1106)
    } -> tensor<8x32xf32> loc(#loc1106)
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/square"(#loc683))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1018)
      linalg.yield %1667 : f32 loc(#loc1018)
    } -> tensor<8x32xf32> loc(#loc1018)
    %251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc683))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc1019)
      linalg.yield %1667 : f32 loc(#loc1019)
    } -> tensor<8x32xf32> loc(#loc1019)
    %252 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%249, %250 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc980)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/square"(#loc683)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc555))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc783)
      linalg.yield %1667 : f32 loc(#loc783)
    } -> tensor<8x32xf32> loc(#loc783)
    %253 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%252 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc555)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/max"(#loc556))):
      %1667 = arith.maximumf %in, %cst_18 : f32 loc(#loc784)
      linalg.yield %1667 : f32 loc(#loc784)
    } -> tensor<8x32xf32> loc(#loc784)
    %254 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%252, %253 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc555)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/max"(#loc556)), %out: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/eq"(#loc556))):
      %1667 = arith.cmpf oeq, %in, %in_267 : f32 loc(#loc785)
      linalg.yield %1667 : i1 loc(#loc785)
    } -> tensor<8x32xi1> loc(#loc785)
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%254 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/eq"(#loc556)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/select_n"(#loc556))):
      %1667 = arith.select %in, %cst_16, %cst_18 : f32 loc(#loc786)
      linalg.yield %1667 : f32 loc(#loc786)
    } -> tensor<8x32xf32> loc(#loc786)
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%253 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/max"(#loc556)), %out: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/eq"(#loc556))):
      %1667 = arith.cmpf oeq, %cst_18, %in : f32 loc(#loc785)
      linalg.yield %1667 : i1 loc(#loc785)
    } -> tensor<8x32xi1> loc(#loc785)
    %257 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%256 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/eq"(#loc556)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/select_n"(#loc556))):
      %1667 = arith.select %in, %cst_19, %cst_16 : f32 loc(#loc786)
      linalg.yield %1667 : f32 loc(#loc786)
    } -> tensor<8x32xf32> loc(#loc786)
    %258 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%255, %257 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/select_n"(#loc556)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/select_n"(#loc556)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc556))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc787)
      linalg.yield %1667 : f32 loc(#loc787)
    } -> tensor<8x32xf32> loc(#loc787)
    %expanded_90 = tensor.expand_shape %253 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc788)
    %259 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc558))):
      linalg.yield %in : f32 loc(#loc789)
    } -> tensor<8x32x32xf32> loc(#loc789)
    %260 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %259 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc404)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc558)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc558))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc789)
      linalg.yield %1667 : f32 loc(#loc789)
    } -> tensor<8x32x32xf32> loc(#loc789)
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/broadcast_in_dim"(#loc557)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc559))):
      %1667 = arith.addf %in, %cst_15 : f32 loc(#loc790)
      linalg.yield %1667 : f32 loc(#loc790)
    } -> tensor<8x32x1xf32> loc(#loc790)
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc559)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/rsqrt"(#loc560))):
      %1667 = math.rsqrt %in : f32 loc(#loc791)
      linalg.yield %1667 : f32 loc(#loc791)
    } -> tensor<8x32x1xf32> loc(#loc791)
    %263 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %261 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/rsqrt"(#loc560)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc559)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc560))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc792)
      linalg.yield %1667 : f32 loc(#loc792)
    } -> tensor<8x32x1xf32> loc(#loc792)
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc560)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc560))):
      %1667 = arith.mulf %in, %cst_14 : f32 loc(#loc793)
      linalg.yield %1667 : f32 loc(#loc793)
    } -> tensor<8x32x1xf32> loc(#loc793)
    %expanded_91 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc794)
    %265 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/rsqrt"(#loc560)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc562))):
      linalg.yield %in : f32 loc(#loc795)
    } -> tensor<8x32x32xf32> loc(#loc795)
    %266 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reshape"(#loc561)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc562))):
      linalg.yield %in : f32 loc(#loc795)
    } -> tensor<8x32x32xf32> loc(#loc795)
    %267 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %266 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc562)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc562)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc562))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc795)
      linalg.yield %1667 : f32 loc(#loc795)
    } -> tensor<8x32x32xf32> loc(#loc795)
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %267 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc558)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc562)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc563))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc796)
      linalg.yield %1667 : f32 loc(#loc796)
    } -> tensor<8x32x32xf32> loc(#loc796)
    %expanded_92 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc797)
    %269 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/reshape"(#loc564)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc565))):
      linalg.yield %in : f32 loc(#loc798)
    } -> tensor<8x32x32xf32> loc(#loc798)
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %269 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc563)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc565)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/add"(#loc565))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc798)
      linalg.yield %1667 : f32 loc(#loc798)
    } -> tensor<8x32x32xf32> loc(#loc798)
    %collapsed_93 = tensor.collapse_shape %270 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc799)
    %collapsed_94 = tensor.collapse_shape %arg50 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc799)
    %271 = linalg.matmul ins(%collapsed_93, %collapsed_94 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc799)
    %expanded_95 = tensor.expand_shape %271 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc799)
    %expanded_96 = tensor.expand_shape %arg49 [[0, 1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<4x8xf32> into tensor<1x1x4x8xf32> loc(#loc800)
    %272 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_96 : tensor<1x1x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/query/reshape"(#loc567)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/query/add"(#loc568))):
      linalg.yield %in : f32 loc(#loc801)
    } -> tensor<8x32x4x8xf32> loc(#loc801)
    %273 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_95, %272 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc566)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/query/add"(#loc568)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/query/add"(#loc568))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc801)
      linalg.yield %1667 : f32 loc(#loc801)
    } -> tensor<8x32x4x8xf32> loc(#loc801)
    %collapsed_97 = tensor.collapse_shape %arg46 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc802)
    %274 = linalg.matmul ins(%collapsed_93, %collapsed_97 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc802)
    %expanded_98 = tensor.expand_shape %274 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc802)
    %expanded_99 = tensor.expand_shape %arg45 [[0, 1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<4x8xf32> into tensor<1x1x4x8xf32> loc(#loc803)
    %275 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<1x1x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/reshape"(#loc570)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/add"(#loc571))):
      linalg.yield %in : f32 loc(#loc804)
    } -> tensor<8x32x4x8xf32> loc(#loc804)
    %276 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_98, %275 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc569)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/add"(#loc571)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/add"(#loc571))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc804)
      linalg.yield %1667 : f32 loc(#loc804)
    } -> tensor<8x32x4x8xf32> loc(#loc804)
    %collapsed_100 = tensor.collapse_shape %arg52 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc805)
    %277 = linalg.matmul ins(%collapsed_93, %collapsed_100 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc805)
    %expanded_101 = tensor.expand_shape %277 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc805)
    %expanded_102 = tensor.expand_shape %arg51 [[0, 1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<4x8xf32> into tensor<1x1x4x8xf32> loc(#loc806)
    %278 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<1x1x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/value/reshape"(#loc573)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/value/add"(#loc574))):
      linalg.yield %in : f32 loc(#loc807)
    } -> tensor<8x32x4x8xf32> loc(#loc807)
    %279 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_101, %278 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc572)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/value/add"(#loc574)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/value/add"(#loc574))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc807)
      linalg.yield %1667 : f32 loc(#loc807)
    } -> tensor<8x32x4x8xf32> loc(#loc807)
    %280 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %61 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/query/add"(#loc568)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc710)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc710))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc1020)
      linalg.yield %1667 : f32 loc(#loc1020)
    } -> tensor<8x32x4x8xf32> loc(#loc1020)
    %281 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280 : tensor<8x32x4x8xf32>) outs(%63 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc710)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))):
      linalg.yield %in : f32 loc(#loc1021)
    } -> tensor<8x4x32x8xf32> loc(#loc1021)
    %282 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276 : tensor<8x32x4x8xf32>) outs(%65 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/add"(#loc571)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))):
      linalg.yield %in : f32 loc(#loc1021)
    } -> tensor<8x4x8x32xf32> loc(#loc1021)
    %collapsed_103 = tensor.collapse_shape %281 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc1021)
    %collapsed_104 = tensor.collapse_shape %282 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc1021)
    %283 = linalg.batch_matmul ins(%collapsed_103, %collapsed_104 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%68 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc1021)
    %expanded_105 = tensor.expand_shape %283 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc1021)
    %284 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_105 : tensor<8x4x32x32xf32>) outs(%71 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_max"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_max"(#loc712))):
      %1667 = arith.maximumf %out, %in : f32 loc(#loc1022)
      linalg.yield %1667 : f32 loc(#loc1022)
    } -> tensor<8x4x32xf32> loc(#loc1022)
    %285 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284 : tensor<8x4x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/max"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/sub"(#loc712))):
      linalg.yield %in : f32 loc(#loc1023)
    } -> tensor<8x4x32x32xf32> loc(#loc1023)
    %286 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105, %285 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/sub"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/sub"(#loc712))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc1023)
      linalg.yield %1667 : f32 loc(#loc1023)
    } -> tensor<8x4x32x32xf32> loc(#loc1023)
    %287 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/sub"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/exp"(#loc712))):
      %1667 = math.exp %in : f32 loc(#loc1025)
      linalg.yield %1667 : f32 loc(#loc1025)
    } -> tensor<8x4x32x32xf32> loc(#loc1025)
    %288 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%287 : tensor<8x4x32x32xf32>) outs(%77 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1026)
      linalg.yield %1667 : f32 loc(#loc1026)
    } -> tensor<8x4x32xf32> loc(#loc1026)
    %expanded_106 = tensor.expand_shape %288 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc1027)
    %289 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288 : tensor<8x4x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc712))):
      linalg.yield %in : f32 loc(#loc1028)
    } -> tensor<8x4x32x32xf32> loc(#loc1028)
    %290 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %289 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/exp"(#loc712)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc712))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc1028)
      linalg.yield %1667 : f32 loc(#loc1028)
    } -> tensor<8x4x32x32xf32> loc(#loc1028)
    %291 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_106 : tensor<8x4x32x1xf32>) outs(%81 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/mul"(#loc993))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1107)
      linalg.yield %1667 : f32 loc(#loc1107)
    } -> tensor<8x4x32x1xf32> loc(#loc1107)
    %292 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291 : tensor<8x4x32x1xf32>) outs(%81 : tensor<8x4x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/mul"(#loc993)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc993))):
      %1667 = arith.divf %cst_16, %in : f32 loc(#loc1108)
      linalg.yield %1667 : f32 loc(#loc1108)
    } -> tensor<8x4x32x1xf32> loc(#loc1108)
    %293 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<8x32x4x8xf32>) outs(%65 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/value/add"(#loc574)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))):
      linalg.yield %in : f32 loc(#loc808)
    } -> tensor<8x4x8x32xf32> loc(#loc808)
    %294 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290 : tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc712)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))):
      linalg.yield %in : f32 loc(#loc808)
    } -> tensor<8x4x32x32xf32> loc(#loc808)
    %collapsed_107 = tensor.collapse_shape %293 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc808)
    %collapsed_108 = tensor.collapse_shape %294 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc808)
    %295 = linalg.batch_matmul ins(%collapsed_107, %collapsed_108 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%87 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc808)
    %expanded_109 = tensor.expand_shape %295 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc808)
    %296 = linalg.generic {indexing_maps = [#map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<8x4x8x32xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))):
      linalg.yield %in : f32 loc(#loc809)
    } -> tensor<8x32x4x8xf32> loc(#loc809)
    %collapsed_110 = tensor.collapse_shape %296 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc810)
    %collapsed_111 = tensor.collapse_shape %arg48 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc810)
    %297 = linalg.matmul ins(%collapsed_110, %collapsed_111 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc810)
    %expanded_112 = tensor.expand_shape %297 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc810)
    %expanded_113 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc811)
    %298 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_113 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/out/reshape"(#loc578)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/out/add"(#loc579))):
      linalg.yield %in : f32 loc(#loc812)
    } -> tensor<8x32x32xf32> loc(#loc812)
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %298 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc577)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/out/add"(#loc579)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/out/add"(#loc579))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc812)
      linalg.yield %1667 : f32 loc(#loc812)
    } -> tensor<8x32x32xf32> loc(#loc812)
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %299 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/add"(#loc404)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/out/add"(#loc579)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc399))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc473)
      linalg.yield %1667 : f32 loc(#loc473)
    } -> tensor<8x32x32xf32> loc(#loc473)
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc399)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/square"(#loc718))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1029)
      linalg.yield %1667 : f32 loc(#loc1029)
    } -> tensor<8x32x32xf32> loc(#loc1029)
    %302 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc399)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc718))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc1030)
      linalg.yield %1667 : f32 loc(#loc1030)
    } -> tensor<8x32x32xf32> loc(#loc1030)
    %303 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%300 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc996))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1109)
      linalg.yield %1667 : f32 loc(#loc1109)
    } -> tensor<8x32xf32> loc(#loc1109)
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%303 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc996))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1110)
      linalg.yield %1667 : f32 loc(#loc1110)
    } -> tensor<8x32xf32> loc(#loc1110)
    %305 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%301 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc996))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1109)
      linalg.yield %1667 : f32 loc(#loc1109)
    } -> tensor<8x32xf32> loc(#loc1109)
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%305 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reduce_sum"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc996))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1110)
      linalg.yield %1667 : f32 loc(#loc1110)
    } -> tensor<8x32xf32> loc(#loc1110)
    %307 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%304 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/square"(#loc720))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1031)
      linalg.yield %1667 : f32 loc(#loc1031)
    } -> tensor<8x32xf32> loc(#loc1031)
    %308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%304 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc720))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc1032)
      linalg.yield %1667 : f32 loc(#loc1032)
    } -> tensor<8x32xf32> loc(#loc1032)
    %309 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%306, %307 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc996)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/square"(#loc720)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc583))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc813)
      linalg.yield %1667 : f32 loc(#loc813)
    } -> tensor<8x32xf32> loc(#loc813)
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%309 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc583)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/max"(#loc584))):
      %1667 = arith.maximumf %in, %cst_18 : f32 loc(#loc814)
      linalg.yield %1667 : f32 loc(#loc814)
    } -> tensor<8x32xf32> loc(#loc814)
    %311 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%309, %310 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc583)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/max"(#loc584)), %out: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/eq"(#loc584))):
      %1667 = arith.cmpf oeq, %in, %in_267 : f32 loc(#loc815)
      linalg.yield %1667 : i1 loc(#loc815)
    } -> tensor<8x32xi1> loc(#loc815)
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%311 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/eq"(#loc584)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/select_n"(#loc584))):
      %1667 = arith.select %in, %cst_16, %cst_18 : f32 loc(#loc816)
      linalg.yield %1667 : f32 loc(#loc816)
    } -> tensor<8x32xf32> loc(#loc816)
    %313 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%310 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/max"(#loc584)), %out: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/eq"(#loc584))):
      %1667 = arith.cmpf oeq, %cst_18, %in : f32 loc(#loc815)
      linalg.yield %1667 : i1 loc(#loc815)
    } -> tensor<8x32xi1> loc(#loc815)
    %314 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%313 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/eq"(#loc584)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/select_n"(#loc584))):
      %1667 = arith.select %in, %cst_19, %cst_16 : f32 loc(#loc816)
      linalg.yield %1667 : f32 loc(#loc816)
    } -> tensor<8x32xf32> loc(#loc816)
    %315 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%312, %314 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/select_n"(#loc584)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/select_n"(#loc584)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc584))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc817)
      linalg.yield %1667 : f32 loc(#loc817)
    } -> tensor<8x32xf32> loc(#loc817)
    %expanded_114 = tensor.expand_shape %310 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc818)
    %316 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc586))):
      linalg.yield %in : f32 loc(#loc819)
    } -> tensor<8x32x32xf32> loc(#loc819)
    %317 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %316 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc399)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc586)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc586))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc819)
      linalg.yield %1667 : f32 loc(#loc819)
    } -> tensor<8x32x32xf32> loc(#loc819)
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_114 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/broadcast_in_dim"(#loc585)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc587))):
      %1667 = arith.addf %in, %cst_15 : f32 loc(#loc820)
      linalg.yield %1667 : f32 loc(#loc820)
    } -> tensor<8x32x1xf32> loc(#loc820)
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc587)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/rsqrt"(#loc588))):
      %1667 = math.rsqrt %in : f32 loc(#loc821)
      linalg.yield %1667 : f32 loc(#loc821)
    } -> tensor<8x32x1xf32> loc(#loc821)
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319, %318 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/rsqrt"(#loc588)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc587)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc588))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc822)
      linalg.yield %1667 : f32 loc(#loc822)
    } -> tensor<8x32x1xf32> loc(#loc822)
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc588)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc588))):
      %1667 = arith.mulf %in, %cst_14 : f32 loc(#loc823)
      linalg.yield %1667 : f32 loc(#loc823)
    } -> tensor<8x32x1xf32> loc(#loc823)
    %expanded_115 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc824)
    %322 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/rsqrt"(#loc588)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc590))):
      linalg.yield %in : f32 loc(#loc825)
    } -> tensor<8x32x32xf32> loc(#loc825)
    %323 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reshape"(#loc589)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc590))):
      linalg.yield %in : f32 loc(#loc825)
    } -> tensor<8x32x32xf32> loc(#loc825)
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %323 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc590)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc590)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc590))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc825)
      linalg.yield %1667 : f32 loc(#loc825)
    } -> tensor<8x32x32xf32> loc(#loc825)
    %325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %324 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc586)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc590)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc591))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc826)
      linalg.yield %1667 : f32 loc(#loc826)
    } -> tensor<8x32x32xf32> loc(#loc826)
    %expanded_116 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc827)
    %326 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/reshape"(#loc592)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc593))):
      linalg.yield %in : f32 loc(#loc828)
    } -> tensor<8x32x32xf32> loc(#loc828)
    %327 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %326 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc591)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc593)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/add"(#loc593))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc828)
      linalg.yield %1667 : f32 loc(#loc828)
    } -> tensor<8x32x32xf32> loc(#loc828)
    %collapsed_117 = tensor.collapse_shape %327 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc606)
    %328 = linalg.matmul ins(%collapsed_117, %arg38 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%122 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc606)
    %expanded_118 = tensor.expand_shape %328 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc606)
    %expanded_119 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32> loc(#loc607)
    %329 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119 : tensor<1x1x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/reshape"(#loc455)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc456))):
      linalg.yield %in : f32 loc(#loc608)
    } -> tensor<8x32x128xf32> loc(#loc608)
    %330 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %329 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/dot_general"(#loc454)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc456)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc456))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc608)
      linalg.yield %1667 : f32 loc(#loc608)
    } -> tensor<8x32x128xf32> loc(#loc608)
    %331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc456)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/integer_pow"(#loc402))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc474)
      linalg.yield %1667 : f32 loc(#loc474)
    } -> tensor<8x32x128xf32> loc(#loc474)
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %330 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/integer_pow"(#loc402)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc456)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/integer_pow"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc474)
      linalg.yield %1667 : f32 loc(#loc474)
    } -> tensor<8x32x128xf32> loc(#loc474)
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/integer_pow"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_12 : f32 loc(#loc475)
      linalg.yield %1667 : f32 loc(#loc475)
    } -> tensor<8x32x128xf32> loc(#loc475)
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/integer_pow"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_11 : f32 loc(#loc475)
      linalg.yield %1667 : f32 loc(#loc475)
    } -> tensor<8x32x128xf32> loc(#loc475)
    %335 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %334 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc456)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc402))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc476)
      linalg.yield %1667 : f32 loc(#loc476)
    } -> tensor<8x32x128xf32> loc(#loc476)
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_10 : f32 loc(#loc475)
      linalg.yield %1667 : f32 loc(#loc475)
    } -> tensor<8x32x128xf32> loc(#loc475)
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/tanh"(#loc402))):
      %1667 = math.tanh %in : f32 loc(#loc477)
      linalg.yield %1667 : f32 loc(#loc477)
    } -> tensor<8x32x128xf32> loc(#loc477)
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/tanh"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/sub"(#loc402))):
      %1667 = arith.subf %cst_16, %in : f32 loc(#loc478)
      linalg.yield %1667 : f32 loc(#loc478)
    } -> tensor<8x32x128xf32> loc(#loc478)
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/tanh"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc402))):
      %1667 = arith.addf %in, %cst_16 : f32 loc(#loc476)
      linalg.yield %1667 : f32 loc(#loc476)
    } -> tensor<8x32x128xf32> loc(#loc476)
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_9 : f32 loc(#loc475)
      linalg.yield %1667 : f32 loc(#loc475)
    } -> tensor<8x32x128xf32> loc(#loc475)
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %340 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc456)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc402)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc475)
      linalg.yield %1667 : f32 loc(#loc475)
    } -> tensor<8x32x128xf32> loc(#loc475)
    %collapsed_120 = tensor.collapse_shape %341 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc609)
    %342 = linalg.matmul ins(%collapsed_120, %arg40 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc609)
    %expanded_121 = tensor.expand_shape %342 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc609)
    %expanded_122 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc610)
    %343 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_1/reshape"(#loc463)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_1/add"(#loc464))):
      linalg.yield %in : f32 loc(#loc611)
    } -> tensor<8x32x32xf32> loc(#loc611)
    %344 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %343 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_1/dot_general"(#loc462)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_1/add"(#loc464)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_1/add"(#loc464))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc611)
      linalg.yield %1667 : f32 loc(#loc611)
    } -> tensor<8x32x32xf32> loc(#loc611)
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %344 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc399)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_1/add"(#loc464)), %out: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc404))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc479)
      linalg.yield %1667 : f32 loc(#loc479)
    } -> tensor<8x32x32xf32> loc(#loc479)
    %346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc404)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/square"(#loc612))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc829)
      linalg.yield %1667 : f32 loc(#loc829)
    } -> tensor<8x32x32xf32> loc(#loc829)
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc404)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc612))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc830)
      linalg.yield %1667 : f32 loc(#loc830)
    } -> tensor<8x32x32xf32> loc(#loc830)
    %348 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%345 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc831)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc831))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1033)
      linalg.yield %1667 : f32 loc(#loc1033)
    } -> tensor<8x32xf32> loc(#loc1033)
    %349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%348 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc831)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc831))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1034)
      linalg.yield %1667 : f32 loc(#loc1034)
    } -> tensor<8x32xf32> loc(#loc1034)
    %350 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%346 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc831)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc831))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1033)
      linalg.yield %1667 : f32 loc(#loc1033)
    } -> tensor<8x32xf32> loc(#loc1033)
    %351 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%350 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reduce_sum"(#loc831)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc831))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1034)
      linalg.yield %1667 : f32 loc(#loc1034)
    } -> tensor<8x32xf32> loc(#loc1034)
    %352 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%349 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc831)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/square"(#loc614))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc832)
      linalg.yield %1667 : f32 loc(#loc832)
    } -> tensor<8x32xf32> loc(#loc832)
    %353 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%349 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc831)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc614))):
      %1667 = arith.mulf %in, %cst_19 : f32 loc(#loc833)
      linalg.yield %1667 : f32 loc(#loc833)
    } -> tensor<8x32xf32> loc(#loc833)
    %354 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%351, %352 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc831)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/square"(#loc614)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc483))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc615)
      linalg.yield %1667 : f32 loc(#loc615)
    } -> tensor<8x32xf32> loc(#loc615)
    %355 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%354 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc483)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/max"(#loc484))):
      %1667 = arith.maximumf %in, %cst_18 : f32 loc(#loc616)
      linalg.yield %1667 : f32 loc(#loc616)
    } -> tensor<8x32xf32> loc(#loc616)
    %356 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%354, %355 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc483)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/max"(#loc484)), %out: i1 loc("jit(step)/jvp(Model)/LayerNorm_0/eq"(#loc484))):
      %1667 = arith.cmpf oeq, %in, %in_267 : f32 loc(#loc617)
      linalg.yield %1667 : i1 loc(#loc617)
    } -> tensor<8x32xi1> loc(#loc617)
    %357 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%356 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/LayerNorm_0/eq"(#loc484)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/select_n"(#loc484))):
      %1667 = arith.select %in, %cst_16, %cst_18 : f32 loc(#loc618)
      linalg.yield %1667 : f32 loc(#loc618)
    } -> tensor<8x32xf32> loc(#loc618)
    %358 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%355 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/max"(#loc484)), %out: i1 loc("jit(step)/jvp(Model)/LayerNorm_0/eq"(#loc484))):
      %1667 = arith.cmpf oeq, %cst_18, %in : f32 loc(#loc617)
      linalg.yield %1667 : i1 loc(#loc617)
    } -> tensor<8x32xi1> loc(#loc617)
    %359 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%358 : tensor<8x32xi1>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp(Model)/LayerNorm_0/eq"(#loc484)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/select_n"(#loc484))):
      %1667 = arith.select %in, %cst_19, %cst_16 : f32 loc(#loc618)
      linalg.yield %1667 : f32 loc(#loc618)
    } -> tensor<8x32xf32> loc(#loc618)
    %360 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%357, %359 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/select_n"(#loc484)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/select_n"(#loc484)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc484))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc619)
      linalg.yield %1667 : f32 loc(#loc619)
    } -> tensor<8x32xf32> loc(#loc619)
    %expanded_123 = tensor.expand_shape %355 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc620)
    %361 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc831)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc486))):
      linalg.yield %in : f32 loc(#loc621)
    } -> tensor<8x32x32xf32> loc(#loc621)
    %362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %361 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/add"(#loc404)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc486)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc486))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc621)
      linalg.yield %1667 : f32 loc(#loc621)
    } -> tensor<8x32x32xf32> loc(#loc621)
    %363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/broadcast_in_dim"(#loc485)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc487))):
      %1667 = arith.addf %in, %cst_15 : f32 loc(#loc622)
      linalg.yield %1667 : f32 loc(#loc622)
    } -> tensor<8x32x1xf32> loc(#loc622)
    %364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc487)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/rsqrt"(#loc488))):
      %1667 = math.rsqrt %in : f32 loc(#loc623)
      linalg.yield %1667 : f32 loc(#loc623)
    } -> tensor<8x32x1xf32> loc(#loc623)
    %365 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %363 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/rsqrt"(#loc488)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc487)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc488))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc624)
      linalg.yield %1667 : f32 loc(#loc624)
    } -> tensor<8x32x1xf32> loc(#loc624)
    %366 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365 : tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc488)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc488))):
      %1667 = arith.mulf %in, %cst_14 : f32 loc(#loc625)
      linalg.yield %1667 : f32 loc(#loc625)
    } -> tensor<8x32x1xf32> loc(#loc625)
    %expanded_124 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc626)
    %367 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<8x32x1xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/rsqrt"(#loc488)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc490))):
      linalg.yield %in : f32 loc(#loc627)
    } -> tensor<8x32x32xf32> loc(#loc627)
    %368 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reshape"(#loc489)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc490))):
      linalg.yield %in : f32 loc(#loc627)
    } -> tensor<8x32x32xf32> loc(#loc627)
    %369 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %368 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc490)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc490)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc490))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc627)
      linalg.yield %1667 : f32 loc(#loc627)
    } -> tensor<8x32x32xf32> loc(#loc627)
    %370 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %369 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc486)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc490)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc491))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc628)
      linalg.yield %1667 : f32 loc(#loc628)
    } -> tensor<8x32x32xf32> loc(#loc628)
    %expanded_125 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32> loc(#loc629)
    %371 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125 : tensor<1x1x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/reshape"(#loc492)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc493))):
      linalg.yield %in : f32 loc(#loc630)
    } -> tensor<8x32x32xf32> loc(#loc630)
    %372 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %371 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc491)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc493)), %out: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/add"(#loc493))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc630)
      linalg.yield %1667 : f32 loc(#loc630)
    } -> tensor<8x32x32xf32> loc(#loc630)
    %collapsed_126 = tensor.collapse_shape %372 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc494)
    %373 = tensor.empty() : tensor<256x64xf32> loc(#loc494)
    %374 = linalg.fill ins(%cst_18 : f32) outs(%373 : tensor<256x64xf32>) -> tensor<256x64xf32> loc(#loc494)
    %375 = linalg.matmul ins(%collapsed_126, %arg1 : tensor<256x32xf32>, tensor<32x64xf32>) outs(%374 : tensor<256x64xf32>) -> tensor<256x64xf32> loc(#loc494)
    %expanded_127 = tensor.expand_shape %375 [[0, 1], [2]] output_shape [8, 32, 64] : tensor<256x64xf32> into tensor<8x32x64xf32> loc(#loc494)
    %expanded_128 = tensor.expand_shape %arg0 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32> loc(#loc495)
    %376 = tensor.empty() : tensor<8x32x64xf32> loc(#loc496)
    %377 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128 : tensor<1x1x64xf32>) outs(%376 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/Dense_0/reshape"(#loc408)), %out: f32 loc("jit(step)/jvp(Model)/Dense_0/add"(#loc409))):
      linalg.yield %in : f32 loc(#loc496)
    } -> tensor<8x32x64xf32> loc(#loc496)
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_127, %377 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%376 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/Dense_0/dot_general"(#loc407)), %in_267: f32 loc("jit(step)/jvp(Model)/Dense_0/add"(#loc409)), %out: f32 loc("jit(step)/jvp(Model)/Dense_0/add"(#loc409))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc496)
      linalg.yield %1667 : f32 loc(#loc496)
    } -> tensor<8x32x64xf32> loc(#loc496)
    %expanded_129 = tensor.expand_shape %arg161 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xi32> into tensor<8x32x1xi32> loc(#loc410)
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129 : tensor<8x32x1xi32>) outs(%5 : tensor<8x32x1xi1>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc384)), %out: i1 loc(callsite(#loc177 at #loc411))):
      %1667 = arith.cmpi slt, %in, %c0_i32 : i32 loc(#loc497)
      linalg.yield %1667 : i1 loc(#loc497)
    } -> tensor<8x32x1xi1> loc(#loc497)
    %380 = tensor.empty() : tensor<8x32x1xi32> loc(#loc498)
    %381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129 : tensor<8x32x1xi32>) outs(%380 : tensor<8x32x1xi32>) {
    ^bb0(%in: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc384)), %out: i32 loc(callsite(#loc181 at #loc411))):
      %1667 = arith.addi %in, %c64_i32 : i32 loc(#loc498)
      linalg.yield %1667 : i32 loc(#loc498)
    } -> tensor<8x32x1xi32> loc(#loc498)
    %382 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %381, %expanded_129 : tensor<8x32x1xi1>, tensor<8x32x1xi32>, tensor<8x32x1xi32>) outs(%380 : tensor<8x32x1xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc177 at #loc411)), %in_267: i32 loc(callsite(#loc181 at #loc411)), %in_268: i32 loc("jit(step)/jvp()/broadcast_in_dim"(#loc384)), %out: i32 loc(callsite(#loc182 at #loc411))):
      %1667 = arith.select %in, %in_267, %in_268 : i32 loc(#loc499)
      linalg.yield %1667 : i32 loc(#loc499)
    } -> tensor<8x32x1xi32> loc(#loc499)
    %expanded_130 = tensor.expand_shape %382 [[0], [1], [2, 3]] output_shape [8, 32, 1, 1] : tensor<8x32x1xi32> into tensor<8x32x1x1xi32> loc(#loc500)
    %383 = tensor.empty() : tensor<8x32x1x1xi1> loc(#loc501)
    %384 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_130 : tensor<8x32x1x1xi32>) outs(%383 : tensor<8x32x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc237 at #loc411)), %out: i1 loc(callsite(#loc184 at #loc411))):
      %1667 = arith.cmpi sge, %in, %c0_i32 : i32 loc(#loc501)
      linalg.yield %1667 : i1 loc(#loc501)
    } -> tensor<8x32x1x1xi1> loc(#loc501)
    %385 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_130 : tensor<8x32x1x1xi32>) outs(%383 : tensor<8x32x1x1xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc237 at #loc411)), %out: i1 loc(callsite(#loc185 at #loc411))):
      %1667 = arith.cmpi sle, %in, %c63_i32 : i32 loc(#loc502)
      linalg.yield %1667 : i1 loc(#loc502)
    } -> tensor<8x32x1x1xi1> loc(#loc502)
    %386 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %385 : tensor<8x32x1x1xi1>, tensor<8x32x1x1xi1>) outs(%383 : tensor<8x32x1x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc184 at #loc411)), %in_267: i1 loc(callsite(#loc185 at #loc411)), %out: i1 loc(callsite(#loc186 at #loc411))):
      %1667 = arith.andi %in, %in_267 : i1 loc(#loc503)
      linalg.yield %1667 : i1 loc(#loc503)
    } -> tensor<8x32x1x1xi1> loc(#loc503)
    %387 = linalg.fill ins(%true : i1) outs(%5 : tensor<8x32x1xi1>) -> tensor<8x32x1xi1> loc(#loc504)
    %388 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%386 : tensor<8x32x1x1xi1>) outs(%387 : tensor<8x32x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc187 at #loc411)), %out: i1 loc(callsite(#loc187 at #loc411))):
      %1667 = arith.andi %out, %in : i1 loc(#loc504)
      linalg.yield %1667 : i1 loc(#loc504)
    } -> tensor<8x32x1xi1> loc(#loc504)
    %389 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%out: f32 loc(callsite(#loc188 at #loc411))):
      %1667 = linalg.index 0 : index loc(#loc505)
      %1668 = linalg.index 1 : index loc(#loc505)
      %extracted = tensor.extract %expanded_130[%1667, %1668, %c0, %c0] : tensor<8x32x1x1xi32> loc(#loc505)
      %1669 = arith.index_cast %extracted : i32 to index loc(#loc505)
      %1670 = arith.maxsi %1669, %c0 : index loc(#loc505)
      %1671 = arith.minsi %1670, %c63 : index loc(#loc505)
      %extracted_267 = tensor.extract %378[%1667, %1668, %1671] : tensor<8x32x64xf32> loc(#loc505)
      linalg.yield %extracted_267 : f32 loc(#loc505)
    } -> tensor<8x32x1xf32> loc(#loc505)
    %390 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %389 : tensor<8x32x1xi1>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc187 at #loc411)), %in_267: f32 loc(callsite(#loc188 at #loc411)), %out: f32 loc(callsite(#loc182 at #loc411))):
      %1667 = arith.select %in, %in_267, %cst_20 : f32 loc(#loc499)
      linalg.yield %1667 : f32 loc(#loc499)
    } -> tensor<8x32x1xf32> loc(#loc499)
    %391 = tensor.empty() : tensor<1xi1> loc(#loc506)
    %392 = linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel"]} outs(%391 : tensor<1xi1>) {
    ^bb0(%out: i1 loc(callsite(#loc186 at #loc412))):
      linalg.yield %true : i1 loc(#loc506)
    } -> tensor<1xi1> loc(#loc506)
    %393 = tensor.empty() : tensor<i1> loc(#loc507)
    %394 = linalg.fill ins(%true : i1) outs(%393 : tensor<i1>) -> tensor<i1> loc(#loc507)
    %395 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["reduction"]} ins(%392 : tensor<1xi1>) outs(%394 : tensor<i1>) {
    ^bb0(%in: i1 loc(callsite(#loc187 at #loc412)), %out: i1 loc(callsite(#loc187 at #loc412))):
      %1667 = arith.andi %out, %in : i1 loc(#loc507)
      linalg.yield %1667 : i1 loc(#loc507)
    } -> tensor<i1> loc(#loc507)
    %collapsed_131 = tensor.collapse_shape %390 [[0], [1, 2]] : tensor<8x32x1xf32> into tensor<8x32xf32> loc(#loc508)
    %396 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%395 : tensor<i1>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc187 at #loc412)), %out: i1 loc(callsite(#loc171 at #loc412))):
      linalg.yield %in : i1 loc(#loc509)
    } -> tensor<8x32xi1> loc(#loc509)
    %397 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%396, %collapsed_131 : tensor<8x32xi1>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc171 at #loc412)), %in_267: f32 loc(callsite(#loc188 at #loc412)), %out: f32 loc(callsite(#loc182 at #loc412))):
      %1667 = arith.select %in, %in_267, %cst_20 : f32 loc(#loc510)
      linalg.yield %1667 : f32 loc(#loc510)
    } -> tensor<8x32xf32> loc(#loc510)
    %398 = linalg.fill ins(%cst_13 : f32) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32> loc(#loc413)
    %399 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%378 : tensor<8x32x64xf32>) outs(%398 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_max"(#loc385)), %out: f32 loc("jit(step)/jvp()/reduce_max"(#loc385))):
      %1667 = arith.maximumf %out, %in : f32 loc(#loc413)
      linalg.yield %1667 : f32 loc(#loc413)
    } -> tensor<8x32xf32> loc(#loc413)
    %400 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%399 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/max"(#loc385)), %out: i1 loc("jit(step)/jvp()/is_finite"(#loc385))):
      %1667 = math.absf %in : f32 loc(#loc414)
      %1668 = arith.cmpf one, %1667, %cst_8 : f32 loc(#loc414)
      linalg.yield %1668 : i1 loc(#loc414)
    } -> tensor<8x32xi1> loc(#loc414)
    %401 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%400, %399 : tensor<8x32xi1>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp()/is_finite"(#loc385)), %in_267: f32 loc("jit(step)/jvp()/max"(#loc385)), %out: f32 loc("jit(step)/jvp()/select_n"(#loc385))):
      %1667 = arith.select %in, %in_267, %cst_18 : f32 loc(#loc416)
      linalg.yield %1667 : f32 loc(#loc416)
    } -> tensor<8x32xf32> loc(#loc416)
    %402 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401 : tensor<8x32xf32>) outs(%376 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/select_n"(#loc385)), %out: f32 loc("jit(step)/jvp()/sub"(#loc385))):
      linalg.yield %in : f32 loc(#loc417)
    } -> tensor<8x32x64xf32> loc(#loc417)
    %403 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %402 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%376 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/Dense_0/add"(#loc409)), %in_267: f32 loc("jit(step)/jvp()/sub"(#loc385)), %out: f32 loc("jit(step)/jvp()/sub"(#loc385))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc417)
      linalg.yield %1667 : f32 loc(#loc417)
    } -> tensor<8x32x64xf32> loc(#loc417)
    %404 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403 : tensor<8x32x64xf32>) outs(%376 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/sub"(#loc385)), %out: f32 loc("jit(step)/jvp()/exp"(#loc385))):
      %1667 = math.exp %in : f32 loc(#loc418)
      linalg.yield %1667 : f32 loc(#loc418)
    } -> tensor<8x32x64xf32> loc(#loc418)
    %405 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%404 : tensor<8x32x64xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc385)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc385))):
      %1667 = arith.addf %out, %in : f32 loc(#loc419)
      linalg.yield %1667 : f32 loc(#loc419)
    } -> tensor<8x32xf32> loc(#loc419)
    %406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%405 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc385)), %out: f32 loc("jit(step)/jvp()/abs"(#loc385))):
      %1667 = math.absf %in : f32 loc(#loc420)
      linalg.yield %1667 : f32 loc(#loc420)
    } -> tensor<8x32xf32> loc(#loc420)
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%405 : tensor<8x32xf32>) outs(%0 : tensor<8x32xi1>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc385)), %out: i1 loc("jit(step)/jvp()/ge"(#loc385))):
      %1667 = arith.cmpf oge, %in, %cst_18 : f32 loc(#loc421)
      linalg.yield %1667 : i1 loc(#loc421)
    } -> tensor<8x32xi1> loc(#loc421)
    %408 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%406 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/abs"(#loc385)), %out: f32 loc("jit(step)/jvp()/log"(#loc385))):
      %1667 = math.log %in : f32 loc(#loc422)
      linalg.yield %1667 : f32 loc(#loc422)
    } -> tensor<8x32xf32> loc(#loc422)
    %409 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%408, %401 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/log"(#loc385)), %in_267: f32 loc("jit(step)/jvp()/select_n"(#loc385)), %out: f32 loc("jit(step)/jvp()/add"(#loc385))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc423)
      linalg.yield %1667 : f32 loc(#loc423)
    } -> tensor<8x32xf32> loc(#loc423)
    %410 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%409, %397 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/add"(#loc385)), %in_267: f32 loc(callsite(#loc182 at #loc412)), %out: f32 loc("jit(step)/jvp()/sub"(#loc386))):
      %1667 = arith.subf %in, %in_267 : f32 loc(#loc424)
      linalg.yield %1667 : f32 loc(#loc424)
    } -> tensor<8x32xf32> loc(#loc424)
    %411 = linalg.fill ins(%cst_18 : f32) outs(%59 : tensor<f32>) -> tensor<f32> loc(#loc387)
    %412 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction", "reduction"]} ins(%410 : tensor<8x32xf32>) outs(%411 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc374)), %out: f32 loc("jit(step)/jvp()/reduce_sum"(#loc374))):
      %1667 = arith.addf %out, %in : f32 loc(#loc387)
      linalg.yield %1667 : f32 loc(#loc387)
    } -> tensor<f32> loc(#loc387)
    %413 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%412 : tensor<f32>) outs(%59 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp()/reduce_sum"(#loc374)), %out: f32 loc("jit(step)/jvp()/div"(#loc374))):
      %1667 = arith.divf %in, %cst_7 : f32 loc(#loc388)
      linalg.yield %1667 : f32 loc(#loc388)
    } -> tensor<f32> loc(#loc388)
    %414 = linalg.generic {indexing_maps = [#map8], iterator_types = []} outs(%59 : tensor<f32>) {
    ^bb0(%out: f32 loc("jit(step)/transpose(jvp())/div"(#loc374))):
      linalg.yield %cst : f32 loc(#loc389)
    } -> tensor<f32> loc(#loc389)
    %415 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%414 : tensor<f32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc374)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc374))):
      linalg.yield %in : f32 loc(#loc390)
    } -> tensor<8x32xf32> loc(#loc390)
    %416 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%414 : tensor<f32>) outs(%59 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/div"(#loc374)), %out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc386))):
      %1667 = arith.negf %in : f32 loc(#loc425)
      linalg.yield %1667 : f32 loc(#loc425)
    } -> tensor<f32> loc(#loc425)
    %417 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%416 : tensor<f32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/neg"(#loc386)), %out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc386))):
      linalg.yield %in : f32 loc(#loc425)
    } -> tensor<8x32xf32> loc(#loc425)
    %418 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%415, %406 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc374)), %in_267: f32 loc("jit(step)/jvp()/abs"(#loc385)), %out: f32 loc("jit(step)/transpose(jvp())/div"(#loc385))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc426)
      linalg.yield %1667 : f32 loc(#loc426)
    } -> tensor<8x32xf32> loc(#loc426)
    %419 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%407, %418 : tensor<8x32xi1>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp()/ge"(#loc385)), %in_267: f32 loc("jit(step)/transpose(jvp())/div"(#loc385)), %out: f32 loc("jit(step)/transpose(jvp())/select_n"(#loc385))):
      %1667 = arith.select %in, %cst_18, %in_267 : f32 loc(#loc427)
      linalg.yield %1667 : f32 loc(#loc427)
    } -> tensor<8x32xf32> loc(#loc427)
    %420 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%407, %418 : tensor<8x32xi1>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: i1 loc("jit(step)/jvp()/ge"(#loc385)), %in_267: f32 loc("jit(step)/transpose(jvp())/div"(#loc385)), %out: f32 loc("jit(step)/transpose(jvp())/select_n"(#loc385))):
      %1667 = arith.select %in, %in_267, %cst_18 : f32 loc(#loc427)
      linalg.yield %1667 : f32 loc(#loc427)
    } -> tensor<8x32xf32> loc(#loc427)
    %421 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%419 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/select_n"(#loc385)), %out: f32 loc("jit(step)/transpose(jvp())/neg"(#loc385))):
      %1667 = arith.negf %in : f32 loc(#loc428)
      linalg.yield %1667 : f32 loc(#loc428)
    } -> tensor<8x32xf32> loc(#loc428)
    %422 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%420, %421 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/select_n"(#loc385)), %in_267: f32 loc("jit(step)/transpose(jvp())/neg"(#loc385)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc385))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc429)
      linalg.yield %1667 : f32 loc(#loc429)
    } -> tensor<8x32xf32> loc(#loc429)
    %423 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422 : tensor<8x32xf32>) outs(%376 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc385)), %out: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc385))):
      linalg.yield %in : f32 loc(#loc430)
    } -> tensor<8x32x64xf32> loc(#loc430)
    %424 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %404 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%376 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/broadcast_in_dim"(#loc385)), %in_267: f32 loc("jit(step)/jvp()/exp"(#loc385)), %out: f32 loc("jit(step)/transpose(jvp())/mul"(#loc385))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc431)
      linalg.yield %1667 : f32 loc(#loc431)
    } -> tensor<8x32x64xf32> loc(#loc431)
    %expanded_132 = tensor.expand_shape %417 [[0, 1, 2], [3]] output_shape [1, 1, 8, 32] : tensor<8x32xf32> into tensor<1x1x8x32xf32> loc(#loc442)
    %425 = scf.for %arg162 = %c0 to %c8 step %c1 iter_args(%arg163 = %cst_22) -> (tensor<1x8x32xf32>) {
      %1667 = scf.for %arg164 = %c0 to %c32 step %c1 iter_args(%arg165 = %arg163) -> (tensor<1x8x32xf32>) {
        %extracted = tensor.extract %expanded_132[%c0, %c0, %arg162, %arg164] : tensor<1x1x8x32xf32> loc(#loc442)
        %extracted_267 = tensor.extract %arg165[%c0, %arg162, %arg164] : tensor<1x8x32xf32> loc(#loc442)
        %1668 = arith.addf %extracted_267, %extracted : f32 loc(#loc511)
        %inserted = tensor.insert %1668 into %arg165[%c0, %arg162, %arg164] : tensor<1x8x32xf32> loc(#loc442)
        scf.yield %inserted : tensor<1x8x32xf32> loc(#loc442)
      } loc(#loc442)
      scf.yield %1667 : tensor<1x8x32xf32> loc(#loc442)
    } loc(#loc442)
    %collapsed_133 = tensor.collapse_shape %425 [[0, 1, 2]] : tensor<1x8x32xf32> into tensor<256xf32> loc(#loc442)
    %426 = tensor.empty() : tensor<8x32x1x1xi32> loc(#loc512)
    %427 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%426 : tensor<8x32x1x1xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc at #loc393))):
      %1667 = linalg.index 0 : index loc(#loc512)
      %1668 = arith.index_cast %1667 : index to i32 loc(#loc512)
      linalg.yield %1668 : i32 loc(#loc512)
    } -> tensor<8x32x1x1xi32> loc(#loc512)
    %428 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%426 : tensor<8x32x1x1xi32>) {
    ^bb0(%out: i32 loc(callsite(#loc at #loc393))):
      %1667 = linalg.index 1 : index loc(#loc512)
      %1668 = arith.index_cast %1667 : index to i32 loc(#loc512)
      linalg.yield %1668 : i32 loc(#loc512)
    } -> tensor<8x32x1x1xi32> loc(#loc512)
    %429 = tensor.empty() : tensor<8x32x1x3xi32> loc(#loc512)
    %inserted_slice = tensor.insert_slice %427 into %429[0, 0, 0, 0] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x1xi32> into tensor<8x32x1x3xi32> loc(#loc512)
    %inserted_slice_134 = tensor.insert_slice %428 into %inserted_slice[0, 0, 0, 1] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x1xi32> into tensor<8x32x1x3xi32> loc(#loc512)
    %inserted_slice_135 = tensor.insert_slice %expanded_130 into %inserted_slice_134[0, 0, 0, 2] [8, 32, 1, 1] [1, 1, 1, 1] : tensor<8x32x1x1xi32> into tensor<8x32x1x3xi32> loc(#loc512)
    %collapsed_136 = tensor.collapse_shape %inserted_slice_135 [[0, 1, 2], [3]] : tensor<8x32x1x3xi32> into tensor<256x3xi32> loc(#loc513)
    %430 = scf.for %arg162 = %c0 to %c256 step %c1 iter_args(%arg163 = %cst_21) -> (tensor<8x32x64xf32>) {
      %extracted = tensor.extract %collapsed_136[%arg162, %c0] : tensor<256x3xi32> loc(#loc513)
      %1667 = arith.index_cast %extracted : i32 to index loc(#loc513)
      %extracted_267 = tensor.extract %collapsed_136[%arg162, %c1] : tensor<256x3xi32> loc(#loc513)
      %1668 = arith.index_cast %extracted_267 : i32 to index loc(#loc513)
      %extracted_268 = tensor.extract %collapsed_136[%arg162, %c2] : tensor<256x3xi32> loc(#loc513)
      %1669 = arith.index_cast %extracted_268 : i32 to index loc(#loc513)
      %1670 = arith.cmpi sge, %1667, %c0 : index loc(#loc513)
      %1671 = arith.cmpi slt, %1667, %c8 : index loc(#loc513)
      %1672 = arith.andi %1670, %1671 : i1 loc(#loc513)
      %1673 = arith.cmpi sge, %1668, %c0 : index loc(#loc513)
      %1674 = arith.cmpi slt, %1668, %c32 : index loc(#loc513)
      %1675 = arith.andi %1673, %1674 : i1 loc(#loc513)
      %1676 = arith.andi %1672, %1675 : i1 loc(#loc513)
      %1677 = arith.cmpi sge, %1669, %c0 : index loc(#loc513)
      %1678 = arith.cmpi slt, %1669, %c64 : index loc(#loc513)
      %1679 = arith.andi %1677, %1678 : i1 loc(#loc513)
      %1680 = arith.andi %1676, %1679 : i1 loc(#loc513)
      %1681 = scf.if %1680 -> (tensor<8x32x64xf32>) {
        %extracted_269 = tensor.extract %collapsed_133[%arg162] : tensor<256xf32> loc(#loc513)
        %extracted_270 = tensor.extract %arg163[%1667, %1668, %1669] : tensor<8x32x64xf32> loc(#loc513)
        %1682 = arith.addf %extracted_270, %extracted_269 : f32 loc(#loc514)
        %inserted = tensor.insert %1682 into %arg163[%1667, %1668, %1669] : tensor<8x32x64xf32> loc(#loc513)
        scf.yield %inserted : tensor<8x32x64xf32> loc(#loc513)
      } else {
        scf.yield %arg163 : tensor<8x32x64xf32> loc(#loc513)
      } loc(#loc513)
      scf.yield %1681 : tensor<8x32x64xf32> loc(#loc513)
    } loc(#loc513)
    %431 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424, %430 : tensor<8x32x64xf32>, tensor<8x32x64xf32>) outs(%376 : tensor<8x32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/mul"(#loc385)), %in_267: f32 loc(callsite(#loc175 at #loc393)), %out: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc377))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc432)
      linalg.yield %1667 : f32 loc(#loc432)
    } -> tensor<8x32x64xf32> loc(#loc432)
    %432 = tensor.empty() : tensor<64xf32> loc(#loc515)
    %433 = linalg.fill ins(%cst_18 : f32) outs(%432 : tensor<64xf32>) -> tensor<64xf32> loc(#loc515)
    %434 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%431 : tensor<8x32x64xf32>) outs(%433 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/reduce_sum"(#loc409)), %out: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/reduce_sum"(#loc409))):
      %1667 = arith.addf %out, %in : f32 loc(#loc515)
      linalg.yield %1667 : f32 loc(#loc515)
    } -> tensor<64xf32> loc(#loc515)
    %435 = tensor.empty() : tensor<64x8x32xf32> loc(#loc516)
    %436 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : tensor<8x32x64xf32>) outs(%435 : tensor<64x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp())/add_any"(#loc377)), %out: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/dot_general"(#loc407))):
      linalg.yield %in : f32 loc(#loc516)
    } -> tensor<64x8x32xf32> loc(#loc516)
    %collapsed_137 = tensor.collapse_shape %436 [[0], [1, 2]] : tensor<64x8x32xf32> into tensor<64x256xf32> loc(#loc516)
    %437 = tensor.empty() : tensor<64x32xf32> loc(#loc516)
    %438 = linalg.fill ins(%cst_18 : f32) outs(%437 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc516)
    %439 = linalg.matmul ins(%collapsed_137, %collapsed_126 : tensor<64x256xf32>, tensor<256x32xf32>) outs(%438 : tensor<64x32xf32>) -> tensor<64x32xf32> loc(#loc516)
    %440 = tensor.empty() : tensor<32x64xf32> loc(#loc517)
    %441 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%439 : tensor<64x32xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/dot_general"(#loc407)), %out: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/transpose"(#loc407))):
      linalg.yield %in : f32 loc(#loc517)
    } -> tensor<32x64xf32> loc(#loc517)
    %collapsed_138 = tensor.collapse_shape %431 [[0, 1], [2]] : tensor<8x32x64xf32> into tensor<256x64xf32> loc(#loc516)
    %442 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<32x64xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params['Dense_0']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/dot_general"(#loc407))):
      linalg.yield %in : f32 loc(#loc516)
    } -> tensor<64x32xf32> loc(#loc516)
    %443 = linalg.matmul ins(%collapsed_138, %442 : tensor<256x64xf32>, tensor<64x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc516)
    %expanded_139 = tensor.expand_shape %443 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc516)
    %444 = tensor.empty() : tensor<32xf32> loc(#loc631)
    %445 = linalg.fill ins(%cst_18 : f32) outs(%444 : tensor<32xf32>) -> tensor<32xf32> loc(#loc631)
    %446 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_139 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc493)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc493))):
      %1667 = arith.addf %out, %in : f32 loc(#loc631)
      linalg.yield %1667 : f32 loc(#loc631)
    } -> tensor<32xf32> loc(#loc631)
    %447 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %expanded_139 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/sub"(#loc486)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/dot_general"(#loc407)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc491))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc632)
      linalg.yield %1667 : f32 loc(#loc632)
    } -> tensor<8x32x32xf32> loc(#loc632)
    %448 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_139, %369 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/dot_general"(#loc407)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc490)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc491))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc632)
      linalg.yield %1667 : f32 loc(#loc632)
    } -> tensor<8x32x32xf32> loc(#loc632)
    %449 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %447 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc490)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc491)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc490))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc633)
      linalg.yield %1667 : f32 loc(#loc633)
    } -> tensor<8x32x32xf32> loc(#loc633)
    %450 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%449 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc490)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc490))):
      %1667 = arith.addf %out, %in : f32 loc(#loc634)
      linalg.yield %1667 : f32 loc(#loc634)
    } -> tensor<32xf32> loc(#loc634)
    %451 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447, %368 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc491)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc490)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc490))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc633)
      linalg.yield %1667 : f32 loc(#loc633)
    } -> tensor<8x32x32xf32> loc(#loc633)
    %452 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%451 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc490)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc490))):
      %1667 = arith.addf %out, %in : f32 loc(#loc634)
      linalg.yield %1667 : f32 loc(#loc634)
    } -> tensor<8x32xf32> loc(#loc634)
    %expanded_140 = tensor.expand_shape %452 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc635)
    %453 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140, %366 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reshape"(#loc490)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc488)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc488))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc636)
      linalg.yield %1667 : f32 loc(#loc636)
    } -> tensor<8x32x1xf32> loc(#loc636)
    %454 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc491)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/neg"(#loc486))):
      %1667 = arith.negf %in : f32 loc(#loc637)
      linalg.yield %1667 : f32 loc(#loc637)
    } -> tensor<8x32x32xf32> loc(#loc637)
    %455 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%454 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc486)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc486))):
      %1667 = arith.addf %out, %in : f32 loc(#loc638)
      linalg.yield %1667 : f32 loc(#loc638)
    } -> tensor<8x32xf32> loc(#loc638)
    %expanded_141 = tensor.expand_shape %455 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc639)
    %456 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%453 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc485)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc485))):
      %1667 = arith.addf %out, %in : f32 loc(#loc640)
      linalg.yield %1667 : f32 loc(#loc640)
    } -> tensor<8x32xf32> loc(#loc640)
    %457 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_141 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc518)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc518))):
      %1667 = arith.addf %out, %in : f32 loc(#loc641)
      linalg.yield %1667 : f32 loc(#loc641)
    } -> tensor<8x32xf32> loc(#loc641)
    %458 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%456, %360 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc485)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/div"(#loc484)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc484))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc642)
      linalg.yield %1667 : f32 loc(#loc642)
    } -> tensor<8x32xf32> loc(#loc642)
    %459 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%458 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc484)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/neg"(#loc483))):
      %1667 = arith.negf %in : f32 loc(#loc643)
      linalg.yield %1667 : f32 loc(#loc643)
    } -> tensor<8x32xf32> loc(#loc643)
    %460 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%459, %353 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/neg"(#loc483)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc614)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc614))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc834)
      linalg.yield %1667 : f32 loc(#loc834)
    } -> tensor<8x32xf32> loc(#loc834)
    %461 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%457, %460 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc518)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc614)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc614))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc835)
      linalg.yield %1667 : f32 loc(#loc835)
    } -> tensor<8x32xf32> loc(#loc835)
    %462 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%458 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc484)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/div"(#loc831))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1035)
      linalg.yield %1667 : f32 loc(#loc1035)
    } -> tensor<8x32xf32> loc(#loc1035)
    %463 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/div"(#loc831)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/broadcast_in_dim"(#loc831))):
      linalg.yield %in : f32 loc(#loc1036)
    } -> tensor<8x32x32xf32> loc(#loc1036)
    %464 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%461 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc614)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/div"(#loc831))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1035)
      linalg.yield %1667 : f32 loc(#loc1035)
    } -> tensor<8x32xf32> loc(#loc1035)
    %465 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/div"(#loc831)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/broadcast_in_dim"(#loc831))):
      linalg.yield %in : f32 loc(#loc1036)
    } -> tensor<8x32x32xf32> loc(#loc1036)
    %466 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448, %465 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc491)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/broadcast_in_dim"(#loc831)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc831))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1037)
      linalg.yield %1667 : f32 loc(#loc1037)
    } -> tensor<8x32x32xf32> loc(#loc1037)
    %467 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %347 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/broadcast_in_dim"(#loc831)), %in_267: f32 loc("jit(step)/jvp(Model)/LayerNorm_0/mul"(#loc612)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc612))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc836)
      linalg.yield %1667 : f32 loc(#loc836)
    } -> tensor<8x32x32xf32> loc(#loc836)
    %468 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466, %467 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc831)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/mul"(#loc612)), %out: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc612))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc837)
      linalg.yield %1667 : f32 loc(#loc837)
    } -> tensor<8x32x32xf32> loc(#loc837)
    %469 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%468 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/reduce_sum"(#loc464)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/reduce_sum"(#loc464))):
      %1667 = arith.addf %out, %in : f32 loc(#loc644)
      linalg.yield %1667 : f32 loc(#loc644)
    } -> tensor<32xf32> loc(#loc644)
    %470 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468 : tensor<8x32x32xf32>) outs(%86 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc612)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/dot_general"(#loc462))):
      linalg.yield %in : f32 loc(#loc645)
    } -> tensor<32x8x32xf32> loc(#loc645)
    %collapsed_142 = tensor.collapse_shape %470 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc645)
    %471 = tensor.empty() : tensor<32x128xf32> loc(#loc645)
    %472 = linalg.fill ins(%cst_18 : f32) outs(%471 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc645)
    %473 = linalg.matmul ins(%collapsed_142, %collapsed_120 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%472 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc645)
    %474 = tensor.empty() : tensor<128x32xf32> loc(#loc646)
    %475 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%473 : tensor<32x128xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/dot_general"(#loc462)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/transpose"(#loc462))):
      linalg.yield %in : f32 loc(#loc646)
    } -> tensor<128x32xf32> loc(#loc646)
    %collapsed_143 = tensor.collapse_shape %468 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc645)
    %476 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<128x32xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/dot_general"(#loc462))):
      linalg.yield %in : f32 loc(#loc645)
    } -> tensor<32x128xf32> loc(#loc645)
    %477 = linalg.matmul ins(%collapsed_143, %476 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%122 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc645)
    %expanded_144 = tensor.expand_shape %477 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc645)
    %478 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %expanded_144 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/Dense_0/add"(#loc456)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/dot_general"(#loc462)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc519)
      linalg.yield %1667 : f32 loc(#loc519)
    } -> tensor<8x32x128xf32> loc(#loc519)
    %479 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_144, %340 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/dot_general"(#loc462)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc519)
      linalg.yield %1667 : f32 loc(#loc519)
    } -> tensor<8x32x128xf32> loc(#loc519)
    %480 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_9 : f32 loc(#loc519)
      linalg.yield %1667 : f32 loc(#loc519)
    } -> tensor<8x32x128xf32> loc(#loc519)
    %481 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480, %338 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/sub"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc519)
      linalg.yield %1667 : f32 loc(#loc519)
    } -> tensor<8x32x128xf32> loc(#loc519)
    %482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481, %337 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/tanh"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc519)
      linalg.yield %1667 : f32 loc(#loc519)
    } -> tensor<8x32x128xf32> loc(#loc519)
    %483 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481, %482 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc402))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc520)
      linalg.yield %1667 : f32 loc(#loc520)
    } -> tensor<8x32x128xf32> loc(#loc520)
    %484 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_10 : f32 loc(#loc519)
      linalg.yield %1667 : f32 loc(#loc519)
    } -> tensor<8x32x128xf32> loc(#loc519)
    %485 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479, %484 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc402))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc520)
      linalg.yield %1667 : f32 loc(#loc520)
    } -> tensor<8x32x128xf32> loc(#loc520)
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_11 : f32 loc(#loc519)
      linalg.yield %1667 : f32 loc(#loc519)
    } -> tensor<8x32x128xf32> loc(#loc519)
    %487 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %333 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc519)
      linalg.yield %1667 : f32 loc(#loc519)
    } -> tensor<8x32x128xf32> loc(#loc519)
    %488 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %487 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc402)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc402))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc520)
      linalg.yield %1667 : f32 loc(#loc520)
    } -> tensor<8x32x128xf32> loc(#loc520)
    %489 = tensor.empty() : tensor<128xf32> loc(#loc647)
    %490 = linalg.fill ins(%cst_18 : f32) outs(%489 : tensor<128xf32>) -> tensor<128xf32> loc(#loc647)
    %491 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%488 : tensor<8x32x128xf32>) outs(%490 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/reduce_sum"(#loc456)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/reduce_sum"(#loc456))):
      %1667 = arith.addf %out, %in : f32 loc(#loc647)
      linalg.yield %1667 : f32 loc(#loc647)
    } -> tensor<128xf32> loc(#loc647)
    %492 = tensor.empty() : tensor<128x8x32xf32> loc(#loc648)
    %493 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<8x32x128xf32>) outs(%492 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/add_any"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/dot_general"(#loc454))):
      linalg.yield %in : f32 loc(#loc648)
    } -> tensor<128x8x32xf32> loc(#loc648)
    %collapsed_145 = tensor.collapse_shape %493 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc648)
    %494 = linalg.fill ins(%cst_18 : f32) outs(%474 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc648)
    %495 = linalg.matmul ins(%collapsed_145, %collapsed_117 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%494 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc648)
    %496 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%495 : tensor<128x32xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/dot_general"(#loc454)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/transpose"(#loc454))):
      linalg.yield %in : f32 loc(#loc649)
    } -> tensor<32x128xf32> loc(#loc649)
    %collapsed_146 = tensor.collapse_shape %488 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc648)
    %497 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<32x128xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/dot_general"(#loc454))):
      linalg.yield %in : f32 loc(#loc648)
    } -> tensor<128x32xf32> loc(#loc648)
    %498 = linalg.matmul ins(%collapsed_146, %497 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc648)
    %expanded_147 = tensor.expand_shape %498 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc648)
    %499 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_147 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc593)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc593))):
      %1667 = arith.addf %out, %in : f32 loc(#loc838)
      linalg.yield %1667 : f32 loc(#loc838)
    } -> tensor<32xf32> loc(#loc838)
    %500 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %expanded_147 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/sub"(#loc586)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/dot_general"(#loc454)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc591))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc839)
      linalg.yield %1667 : f32 loc(#loc839)
    } -> tensor<8x32x32xf32> loc(#loc839)
    %501 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147, %324 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/dot_general"(#loc454)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc590)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc591))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc839)
      linalg.yield %1667 : f32 loc(#loc839)
    } -> tensor<8x32x32xf32> loc(#loc839)
    %502 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %500 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc590)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc591)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc590))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc840)
      linalg.yield %1667 : f32 loc(#loc840)
    } -> tensor<8x32x32xf32> loc(#loc840)
    %503 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%502 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc590)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc590))):
      %1667 = arith.addf %out, %in : f32 loc(#loc841)
      linalg.yield %1667 : f32 loc(#loc841)
    } -> tensor<32xf32> loc(#loc841)
    %504 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500, %323 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc591)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc590)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc590))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc840)
      linalg.yield %1667 : f32 loc(#loc840)
    } -> tensor<8x32x32xf32> loc(#loc840)
    %505 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%504 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc590)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc590))):
      %1667 = arith.addf %out, %in : f32 loc(#loc841)
      linalg.yield %1667 : f32 loc(#loc841)
    } -> tensor<8x32xf32> loc(#loc841)
    %expanded_148 = tensor.expand_shape %505 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc842)
    %506 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_148, %321 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reshape"(#loc590)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc588)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc588))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc843)
      linalg.yield %1667 : f32 loc(#loc843)
    } -> tensor<8x32x1xf32> loc(#loc843)
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc591)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/neg"(#loc586))):
      %1667 = arith.negf %in : f32 loc(#loc844)
      linalg.yield %1667 : f32 loc(#loc844)
    } -> tensor<8x32x32xf32> loc(#loc844)
    %508 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%507 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc586)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc586))):
      %1667 = arith.addf %out, %in : f32 loc(#loc845)
      linalg.yield %1667 : f32 loc(#loc845)
    } -> tensor<8x32xf32> loc(#loc845)
    %expanded_149 = tensor.expand_shape %508 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc846)
    %509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %501 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/add_any"(#loc612)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc591)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc586))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc847)
      linalg.yield %1667 : f32 loc(#loc847)
    } -> tensor<8x32x32xf32> loc(#loc847)
    %510 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%506 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc585)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc585))):
      %1667 = arith.addf %out, %in : f32 loc(#loc848)
      linalg.yield %1667 : f32 loc(#loc848)
    } -> tensor<8x32xf32> loc(#loc848)
    %511 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_149 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc650)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc650))):
      %1667 = arith.addf %out, %in : f32 loc(#loc849)
      linalg.yield %1667 : f32 loc(#loc849)
    } -> tensor<8x32xf32> loc(#loc849)
    %512 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%510, %315 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc585)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/div"(#loc584)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc584))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc850)
      linalg.yield %1667 : f32 loc(#loc850)
    } -> tensor<8x32xf32> loc(#loc850)
    %513 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%512 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc584)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/neg"(#loc583))):
      %1667 = arith.negf %in : f32 loc(#loc851)
      linalg.yield %1667 : f32 loc(#loc851)
    } -> tensor<8x32xf32> loc(#loc851)
    %514 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%513, %308 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/neg"(#loc583)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc720)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc720))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1038)
      linalg.yield %1667 : f32 loc(#loc1038)
    } -> tensor<8x32xf32> loc(#loc1038)
    %515 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%511, %514 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc650)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc720)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc720))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1039)
      linalg.yield %1667 : f32 loc(#loc1039)
    } -> tensor<8x32xf32> loc(#loc1039)
    %516 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%512 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc584)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/div"(#loc996))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1111)
      linalg.yield %1667 : f32 loc(#loc1111)
    } -> tensor<8x32xf32> loc(#loc1111)
    %517 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/broadcast_in_dim"(#loc996))):
      linalg.yield %in : f32 loc(#loc1112)
    } -> tensor<8x32x32xf32> loc(#loc1112)
    %518 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%515 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc720)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/div"(#loc996))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1111)
      linalg.yield %1667 : f32 loc(#loc1111)
    } -> tensor<8x32xf32> loc(#loc1111)
    %519 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/broadcast_in_dim"(#loc996))):
      linalg.yield %in : f32 loc(#loc1112)
    } -> tensor<8x32x32xf32> loc(#loc1112)
    %520 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509, %519 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc586)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/broadcast_in_dim"(#loc996)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc996))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1113)
      linalg.yield %1667 : f32 loc(#loc1113)
    } -> tensor<8x32x32xf32> loc(#loc1113)
    %521 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %302 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/broadcast_in_dim"(#loc996)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_1/mul"(#loc718)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc718))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1040)
      linalg.yield %1667 : f32 loc(#loc1040)
    } -> tensor<8x32x32xf32> loc(#loc1040)
    %522 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520, %521 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc996)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/mul"(#loc718)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc718))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1041)
      linalg.yield %1667 : f32 loc(#loc1041)
    } -> tensor<8x32x32xf32> loc(#loc1041)
    %523 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%522 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579))):
      %1667 = arith.addf %out, %in : f32 loc(#loc852)
      linalg.yield %1667 : f32 loc(#loc852)
    } -> tensor<32xf32> loc(#loc852)
    %524 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522 : tensor<8x32x32xf32>) outs(%86 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc718)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc577))):
      linalg.yield %in : f32 loc(#loc853)
    } -> tensor<32x8x32xf32> loc(#loc853)
    %collapsed_150 = tensor.collapse_shape %524 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc853)
    %525 = tensor.empty() : tensor<32x32xf32> loc(#loc853)
    %526 = linalg.fill ins(%cst_18 : f32) outs(%525 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc853)
    %527 = linalg.matmul ins(%collapsed_150, %collapsed_110 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%526 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc853)
    %expanded_151 = tensor.expand_shape %527 [[0], [1, 2]] output_shape [32, 4, 8] : tensor<32x32xf32> into tensor<32x4x8xf32> loc(#loc853)
    %528 = tensor.empty() : tensor<4x8x32xf32> loc(#loc854)
    %529 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151 : tensor<32x4x8xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc577)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/transpose"(#loc577))):
      linalg.yield %in : f32 loc(#loc854)
    } -> tensor<4x8x32xf32> loc(#loc854)
    %collapsed_152 = tensor.collapse_shape %522 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc853)
    %530 = tensor.empty() : tensor<32x4x8xf32> loc(#loc853)
    %531 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc577))):
      linalg.yield %in : f32 loc(#loc853)
    } -> tensor<32x4x8xf32> loc(#loc853)
    %collapsed_153 = tensor.collapse_shape %531 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc853)
    %532 = linalg.matmul ins(%collapsed_152, %collapsed_153 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc853)
    %expanded_154 = tensor.expand_shape %532 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc853)
    %533 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_154 : tensor<8x32x4x8xf32>) outs(%65 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/dot_general"(#loc577)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))):
      linalg.yield %in : f32 loc(#loc855)
    } -> tensor<8x4x8x32xf32> loc(#loc855)
    %534 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%533 : tensor<8x4x8x32xf32>) outs(%63 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))):
      linalg.yield %in : f32 loc(#loc856)
    } -> tensor<8x4x32x8xf32> loc(#loc856)
    %collapsed_155 = tensor.collapse_shape %534 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc856)
    %535 = linalg.batch_matmul ins(%collapsed_155, %collapsed_107 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%68 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc856)
    %expanded_156 = tensor.expand_shape %535 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc856)
    %collapsed_157 = tensor.collapse_shape %533 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc856)
    %collapsed_158 = tensor.collapse_shape %290 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc856)
    %536 = linalg.batch_matmul ins(%collapsed_157, %collapsed_158 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%87 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc856)
    %expanded_159 = tensor.expand_shape %536 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc856)
    %537 = linalg.generic {indexing_maps = [#map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_159 : tensor<8x4x8x32xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))):
      linalg.yield %in : f32 loc(#loc855)
    } -> tensor<8x32x4x8xf32> loc(#loc855)
    %538 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<8x4x32x1xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc993)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc712))):
      linalg.yield %in : f32 loc(#loc1042)
    } -> tensor<8x4x32x32xf32> loc(#loc1042)
    %539 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_156, %538 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc712))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1042)
      linalg.yield %1667 : f32 loc(#loc1042)
    } -> tensor<8x4x32x32xf32> loc(#loc1042)
    %540 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539, %287 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc712)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/exp"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc712))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1042)
      linalg.yield %1667 : f32 loc(#loc1042)
    } -> tensor<8x4x32x32xf32> loc(#loc1042)
    %541 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%540 : tensor<8x4x32x32xf32>) outs(%77 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1043)
      linalg.yield %1667 : f32 loc(#loc1043)
    } -> tensor<8x4x32xf32> loc(#loc1043)
    %542 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541 : tensor<8x4x32xf32>) outs(%70 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/neg"(#loc712))):
      %1667 = arith.negf %in : f32 loc(#loc1044)
      linalg.yield %1667 : f32 loc(#loc1044)
    } -> tensor<8x4x32xf32> loc(#loc1044)
    %expanded_160 = tensor.expand_shape %542 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc1045)
    %543 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_156, %289 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/div"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/div"(#loc712))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc1046)
      linalg.yield %1667 : f32 loc(#loc1046)
    } -> tensor<8x4x32x32xf32> loc(#loc1046)
    %544 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_160 : tensor<8x4x32x1xf32>) outs(%77 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1043)
      linalg.yield %1667 : f32 loc(#loc1043)
    } -> tensor<8x4x32xf32> loc(#loc1043)
    %545 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544 : tensor<8x4x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712))):
      linalg.yield %in : f32 loc(#loc1047)
    } -> tensor<8x4x32x32xf32> loc(#loc1047)
    %546 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %545 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/div"(#loc712)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/add_any"(#loc712))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1048)
      linalg.yield %1667 : f32 loc(#loc1048)
    } -> tensor<8x4x32x32xf32> loc(#loc1048)
    %547 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546, %287 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/add_any"(#loc712)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/exp"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc712))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1042)
      linalg.yield %1667 : f32 loc(#loc1042)
    } -> tensor<8x4x32x32xf32> loc(#loc1042)
    %548 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547 : tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/mul"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))):
      linalg.yield %in : f32 loc(#loc1049)
    } -> tensor<8x4x32x32xf32> loc(#loc1049)
    %collapsed_161 = tensor.collapse_shape %548 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc1049)
    %549 = tensor.empty() : tensor<32x32x8xf32> loc(#loc1049)
    %550 = linalg.fill ins(%cst_18 : f32) outs(%549 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc1049)
    %551 = linalg.batch_matmul ins(%collapsed_161, %collapsed_103 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%550 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc1049)
    %expanded_162 = tensor.expand_shape %551 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc1049)
    %552 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_162 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711))):
      linalg.yield %in : f32 loc(#loc1050)
    } -> tensor<8x32x4x8xf32> loc(#loc1050)
    %553 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276 : tensor<8x32x4x8xf32>) outs(%63 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/MultiHeadDotProductAttention_0/key/add"(#loc571)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))):
      linalg.yield %in : f32 loc(#loc1049)
    } -> tensor<8x4x32x8xf32> loc(#loc1049)
    %collapsed_163 = tensor.collapse_shape %547 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc1049)
    %collapsed_164 = tensor.collapse_shape %553 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc1049)
    %554 = linalg.batch_matmul ins(%collapsed_163, %collapsed_164 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%550 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc1049)
    %expanded_165 = tensor.expand_shape %554 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc1049)
    %555 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_165 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711))):
      linalg.yield %in : f32 loc(#loc1050)
    } -> tensor<8x32x4x8xf32> loc(#loc1050)
    %556 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%555, %61 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc710)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/div"(#loc710))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc1051)
      linalg.yield %1667 : f32 loc(#loc1051)
    } -> tensor<8x32x4x8xf32> loc(#loc1051)
    %557 = tensor.empty() : tensor<4x8xf32> loc(#loc857)
    %558 = linalg.fill ins(%cst_18 : f32) outs(%557 : tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc857)
    %559 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%537 : tensor<8x32x4x8xf32>) outs(%558 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574))):
      %1667 = arith.addf %out, %in : f32 loc(#loc857)
      linalg.yield %1667 : f32 loc(#loc857)
    } -> tensor<4x8xf32> loc(#loc857)
    %560 = tensor.empty() : tensor<4x8x8x32xf32> loc(#loc858)
    %561 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537 : tensor<8x32x4x8xf32>) outs(%560 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc572))):
      linalg.yield %in : f32 loc(#loc858)
    } -> tensor<4x8x8x32xf32> loc(#loc858)
    %collapsed_166 = tensor.collapse_shape %561 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc858)
    %562 = linalg.matmul ins(%collapsed_166, %collapsed_93 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%526 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc858)
    %expanded_167 = tensor.expand_shape %562 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc858)
    %563 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc572)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/transpose"(#loc572))):
      linalg.yield %in : f32 loc(#loc859)
    } -> tensor<32x4x8xf32> loc(#loc859)
    %collapsed_168 = tensor.collapse_shape %537 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc858)
    %564 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52 : tensor<32x4x8xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc572))):
      linalg.yield %in : f32 loc(#loc858)
    } -> tensor<4x8x32xf32> loc(#loc858)
    %collapsed_169 = tensor.collapse_shape %564 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc858)
    %565 = linalg.matmul ins(%collapsed_168, %collapsed_169 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc858)
    %expanded_170 = tensor.expand_shape %565 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc858)
    %566 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%552 : tensor<8x32x4x8xf32>) outs(%558 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571))):
      %1667 = arith.addf %out, %in : f32 loc(#loc860)
      linalg.yield %1667 : f32 loc(#loc860)
    } -> tensor<4x8xf32> loc(#loc860)
    %567 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552 : tensor<8x32x4x8xf32>) outs(%560 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc569))):
      linalg.yield %in : f32 loc(#loc861)
    } -> tensor<4x8x8x32xf32> loc(#loc861)
    %collapsed_171 = tensor.collapse_shape %567 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc861)
    %568 = linalg.matmul ins(%collapsed_171, %collapsed_93 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%526 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc861)
    %expanded_172 = tensor.expand_shape %568 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc861)
    %569 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc569)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/transpose"(#loc569))):
      linalg.yield %in : f32 loc(#loc862)
    } -> tensor<32x4x8xf32> loc(#loc862)
    %collapsed_173 = tensor.collapse_shape %552 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc861)
    %570 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg46 : tensor<32x4x8xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc569))):
      linalg.yield %in : f32 loc(#loc861)
    } -> tensor<4x8x32xf32> loc(#loc861)
    %collapsed_174 = tensor.collapse_shape %570 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc861)
    %571 = linalg.matmul ins(%collapsed_173, %collapsed_174 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc861)
    %expanded_175 = tensor.expand_shape %571 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc861)
    %572 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_170, %expanded_175 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/dot_general"(#loc572)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/dot_general"(#loc569)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/add_any"(#loc569))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc863)
      linalg.yield %1667 : f32 loc(#loc863)
    } -> tensor<8x32x32xf32> loc(#loc863)
    %573 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%556 : tensor<8x32x4x8xf32>) outs(%558 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568))):
      %1667 = arith.addf %out, %in : f32 loc(#loc864)
      linalg.yield %1667 : f32 loc(#loc864)
    } -> tensor<4x8xf32> loc(#loc864)
    %574 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%556 : tensor<8x32x4x8xf32>) outs(%560 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/div"(#loc710)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc566))):
      linalg.yield %in : f32 loc(#loc865)
    } -> tensor<4x8x8x32xf32> loc(#loc865)
    %collapsed_176 = tensor.collapse_shape %574 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc865)
    %575 = linalg.matmul ins(%collapsed_176, %collapsed_93 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%526 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc865)
    %expanded_177 = tensor.expand_shape %575 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc865)
    %576 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_177 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc566)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/transpose"(#loc566))):
      linalg.yield %in : f32 loc(#loc866)
    } -> tensor<32x4x8xf32> loc(#loc866)
    %collapsed_178 = tensor.collapse_shape %556 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc865)
    %577 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg50 : tensor<32x4x8xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc566))):
      linalg.yield %in : f32 loc(#loc865)
    } -> tensor<4x8x32xf32> loc(#loc865)
    %collapsed_179 = tensor.collapse_shape %577 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc865)
    %578 = linalg.matmul ins(%collapsed_178, %collapsed_179 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc865)
    %expanded_180 = tensor.expand_shape %578 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc865)
    %579 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572, %expanded_180 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/add_any"(#loc569)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/dot_general"(#loc566)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/add_any"(#loc566))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc867)
      linalg.yield %1667 : f32 loc(#loc867)
    } -> tensor<8x32x32xf32> loc(#loc867)
    %580 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%579 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc565)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc565))):
      %1667 = arith.addf %out, %in : f32 loc(#loc868)
      linalg.yield %1667 : f32 loc(#loc868)
    } -> tensor<32xf32> loc(#loc868)
    %581 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %579 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/sub"(#loc558)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/add_any"(#loc566)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc563))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc869)
      linalg.yield %1667 : f32 loc(#loc869)
    } -> tensor<8x32x32xf32> loc(#loc869)
    %582 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%579, %267 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/add_any"(#loc566)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc562)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc563))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc869)
      linalg.yield %1667 : f32 loc(#loc869)
    } -> tensor<8x32x32xf32> loc(#loc869)
    %583 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %581 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc562)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc563)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc562))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc870)
      linalg.yield %1667 : f32 loc(#loc870)
    } -> tensor<8x32x32xf32> loc(#loc870)
    %584 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%583 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc562)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc562))):
      %1667 = arith.addf %out, %in : f32 loc(#loc871)
      linalg.yield %1667 : f32 loc(#loc871)
    } -> tensor<32xf32> loc(#loc871)
    %585 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %266 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc563)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc562)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc562))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc870)
      linalg.yield %1667 : f32 loc(#loc870)
    } -> tensor<8x32x32xf32> loc(#loc870)
    %586 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%585 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc562)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc562))):
      %1667 = arith.addf %out, %in : f32 loc(#loc871)
      linalg.yield %1667 : f32 loc(#loc871)
    } -> tensor<8x32xf32> loc(#loc871)
    %expanded_181 = tensor.expand_shape %586 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc872)
    %587 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_181, %264 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reshape"(#loc562)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc560)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc560))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc873)
      linalg.yield %1667 : f32 loc(#loc873)
    } -> tensor<8x32x1xf32> loc(#loc873)
    %588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc563)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/neg"(#loc558))):
      %1667 = arith.negf %in : f32 loc(#loc874)
      linalg.yield %1667 : f32 loc(#loc874)
    } -> tensor<8x32x32xf32> loc(#loc874)
    %589 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%588 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc558)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc558))):
      %1667 = arith.addf %out, %in : f32 loc(#loc875)
      linalg.yield %1667 : f32 loc(#loc875)
    } -> tensor<8x32xf32> loc(#loc875)
    %expanded_182 = tensor.expand_shape %589 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc876)
    %590 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522, %582 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/add_any"(#loc718)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc563)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc558))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc877)
      linalg.yield %1667 : f32 loc(#loc877)
    } -> tensor<8x32x32xf32> loc(#loc877)
    %591 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%587 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc557)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc557))):
      %1667 = arith.addf %out, %in : f32 loc(#loc878)
      linalg.yield %1667 : f32 loc(#loc878)
    } -> tensor<8x32xf32> loc(#loc878)
    %592 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_182 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc651)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc651))):
      %1667 = arith.addf %out, %in : f32 loc(#loc879)
      linalg.yield %1667 : f32 loc(#loc879)
    } -> tensor<8x32xf32> loc(#loc879)
    %593 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%591, %258 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc557)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/div"(#loc556)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc556))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc880)
      linalg.yield %1667 : f32 loc(#loc880)
    } -> tensor<8x32xf32> loc(#loc880)
    %594 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%593 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc556)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/neg"(#loc555))):
      %1667 = arith.negf %in : f32 loc(#loc881)
      linalg.yield %1667 : f32 loc(#loc881)
    } -> tensor<8x32xf32> loc(#loc881)
    %595 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%594, %251 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/neg"(#loc555)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc683)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc683))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1052)
      linalg.yield %1667 : f32 loc(#loc1052)
    } -> tensor<8x32xf32> loc(#loc1052)
    %596 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%592, %595 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc651)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc683)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc683))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1053)
      linalg.yield %1667 : f32 loc(#loc1053)
    } -> tensor<8x32xf32> loc(#loc1053)
    %597 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%593 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc556)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/div"(#loc980))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1114)
      linalg.yield %1667 : f32 loc(#loc1114)
    } -> tensor<8x32xf32> loc(#loc1114)
    %598 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/broadcast_in_dim"(#loc980))):
      linalg.yield %in : f32 loc(#loc1115)
    } -> tensor<8x32x32xf32> loc(#loc1115)
    %599 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%596 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc683)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/div"(#loc980))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1114)
      linalg.yield %1667 : f32 loc(#loc1114)
    } -> tensor<8x32xf32> loc(#loc1114)
    %600 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/broadcast_in_dim"(#loc980))):
      linalg.yield %in : f32 loc(#loc1115)
    } -> tensor<8x32x32xf32> loc(#loc1115)
    %601 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590, %600 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc558)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/broadcast_in_dim"(#loc980)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc980))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1116)
      linalg.yield %1667 : f32 loc(#loc1116)
    } -> tensor<8x32x32xf32> loc(#loc1116)
    %602 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598, %245 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/broadcast_in_dim"(#loc980)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_2/LayerNorm_0/mul"(#loc681)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc681))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1054)
      linalg.yield %1667 : f32 loc(#loc1054)
    } -> tensor<8x32x32xf32> loc(#loc1054)
    %603 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %602 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc980)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/mul"(#loc681)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc681))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1055)
      linalg.yield %1667 : f32 loc(#loc1055)
    } -> tensor<8x32x32xf32> loc(#loc1055)
    %604 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%603 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/reduce_sum"(#loc464)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/reduce_sum"(#loc464))):
      %1667 = arith.addf %out, %in : f32 loc(#loc652)
      linalg.yield %1667 : f32 loc(#loc652)
    } -> tensor<32xf32> loc(#loc652)
    %605 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603 : tensor<8x32x32xf32>) outs(%86 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc681)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/dot_general"(#loc462))):
      linalg.yield %in : f32 loc(#loc653)
    } -> tensor<32x8x32xf32> loc(#loc653)
    %collapsed_183 = tensor.collapse_shape %605 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc653)
    %606 = linalg.matmul ins(%collapsed_183, %collapsed_87 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%472 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc653)
    %607 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%606 : tensor<32x128xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/dot_general"(#loc462)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/transpose"(#loc462))):
      linalg.yield %in : f32 loc(#loc654)
    } -> tensor<128x32xf32> loc(#loc654)
    %collapsed_184 = tensor.collapse_shape %603 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc653)
    %608 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<128x32xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/dot_general"(#loc462))):
      linalg.yield %in : f32 loc(#loc653)
    } -> tensor<32x128xf32> loc(#loc653)
    %609 = linalg.matmul ins(%collapsed_184, %608 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%122 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc653)
    %expanded_185 = tensor.expand_shape %609 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc653)
    %610 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %expanded_185 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/Dense_0/add"(#loc456)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/dot_general"(#loc462)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc521)
      linalg.yield %1667 : f32 loc(#loc521)
    } -> tensor<8x32x128xf32> loc(#loc521)
    %611 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_185, %238 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/dot_general"(#loc462)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc521)
      linalg.yield %1667 : f32 loc(#loc521)
    } -> tensor<8x32x128xf32> loc(#loc521)
    %612 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%610 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_9 : f32 loc(#loc521)
      linalg.yield %1667 : f32 loc(#loc521)
    } -> tensor<8x32x128xf32> loc(#loc521)
    %613 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612, %236 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/sub"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc521)
      linalg.yield %1667 : f32 loc(#loc521)
    } -> tensor<8x32x128xf32> loc(#loc521)
    %614 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %235 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/tanh"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc521)
      linalg.yield %1667 : f32 loc(#loc521)
    } -> tensor<8x32x128xf32> loc(#loc521)
    %615 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %614 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc402))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc522)
      linalg.yield %1667 : f32 loc(#loc522)
    } -> tensor<8x32x128xf32> loc(#loc522)
    %616 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_10 : f32 loc(#loc521)
      linalg.yield %1667 : f32 loc(#loc521)
    } -> tensor<8x32x128xf32> loc(#loc521)
    %617 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611, %616 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc402))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc522)
      linalg.yield %1667 : f32 loc(#loc522)
    } -> tensor<8x32x128xf32> loc(#loc522)
    %618 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_11 : f32 loc(#loc521)
      linalg.yield %1667 : f32 loc(#loc521)
    } -> tensor<8x32x128xf32> loc(#loc521)
    %619 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%618, %231 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc521)
      linalg.yield %1667 : f32 loc(#loc521)
    } -> tensor<8x32x128xf32> loc(#loc521)
    %620 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617, %619 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc402)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc402))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc522)
      linalg.yield %1667 : f32 loc(#loc522)
    } -> tensor<8x32x128xf32> loc(#loc522)
    %621 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%620 : tensor<8x32x128xf32>) outs(%490 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/reduce_sum"(#loc456)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/reduce_sum"(#loc456))):
      %1667 = arith.addf %out, %in : f32 loc(#loc655)
      linalg.yield %1667 : f32 loc(#loc655)
    } -> tensor<128xf32> loc(#loc655)
    %622 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620 : tensor<8x32x128xf32>) outs(%492 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/add_any"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/dot_general"(#loc454))):
      linalg.yield %in : f32 loc(#loc656)
    } -> tensor<128x8x32xf32> loc(#loc656)
    %collapsed_186 = tensor.collapse_shape %622 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc656)
    %623 = linalg.matmul ins(%collapsed_186, %collapsed_84 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%494 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc656)
    %624 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%623 : tensor<128x32xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/dot_general"(#loc454)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/transpose"(#loc454))):
      linalg.yield %in : f32 loc(#loc657)
    } -> tensor<32x128xf32> loc(#loc657)
    %collapsed_187 = tensor.collapse_shape %620 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc656)
    %625 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32x128xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/dot_general"(#loc454))):
      linalg.yield %in : f32 loc(#loc656)
    } -> tensor<128x32xf32> loc(#loc656)
    %626 = linalg.matmul ins(%collapsed_187, %625 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc656)
    %expanded_188 = tensor.expand_shape %626 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc656)
    %627 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_188 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc593)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc593))):
      %1667 = arith.addf %out, %in : f32 loc(#loc882)
      linalg.yield %1667 : f32 loc(#loc882)
    } -> tensor<32xf32> loc(#loc882)
    %628 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %expanded_188 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/sub"(#loc586)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/dot_general"(#loc454)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc591))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc883)
      linalg.yield %1667 : f32 loc(#loc883)
    } -> tensor<8x32x32xf32> loc(#loc883)
    %629 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_188, %222 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/dot_general"(#loc454)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc590)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc591))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc883)
      linalg.yield %1667 : f32 loc(#loc883)
    } -> tensor<8x32x32xf32> loc(#loc883)
    %630 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %628 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc590)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc591)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc590))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc884)
      linalg.yield %1667 : f32 loc(#loc884)
    } -> tensor<8x32x32xf32> loc(#loc884)
    %631 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%630 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc590)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc590))):
      %1667 = arith.addf %out, %in : f32 loc(#loc885)
      linalg.yield %1667 : f32 loc(#loc885)
    } -> tensor<32xf32> loc(#loc885)
    %632 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %221 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc591)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc590)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc590))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc884)
      linalg.yield %1667 : f32 loc(#loc884)
    } -> tensor<8x32x32xf32> loc(#loc884)
    %633 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%632 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc590)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc590))):
      %1667 = arith.addf %out, %in : f32 loc(#loc885)
      linalg.yield %1667 : f32 loc(#loc885)
    } -> tensor<8x32xf32> loc(#loc885)
    %expanded_189 = tensor.expand_shape %633 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc886)
    %634 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_189, %219 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reshape"(#loc590)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc588)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc588))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc887)
      linalg.yield %1667 : f32 loc(#loc887)
    } -> tensor<8x32x1xf32> loc(#loc887)
    %635 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc591)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/neg"(#loc586))):
      %1667 = arith.negf %in : f32 loc(#loc888)
      linalg.yield %1667 : f32 loc(#loc888)
    } -> tensor<8x32x32xf32> loc(#loc888)
    %636 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%635 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc586)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc586))):
      %1667 = arith.addf %out, %in : f32 loc(#loc889)
      linalg.yield %1667 : f32 loc(#loc889)
    } -> tensor<8x32xf32> loc(#loc889)
    %expanded_190 = tensor.expand_shape %636 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc890)
    %637 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603, %629 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/add_any"(#loc681)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc591)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc586))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc891)
      linalg.yield %1667 : f32 loc(#loc891)
    } -> tensor<8x32x32xf32> loc(#loc891)
    %638 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%634 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc585)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc585))):
      %1667 = arith.addf %out, %in : f32 loc(#loc892)
      linalg.yield %1667 : f32 loc(#loc892)
    } -> tensor<8x32xf32> loc(#loc892)
    %639 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_190 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc650)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc650))):
      %1667 = arith.addf %out, %in : f32 loc(#loc893)
      linalg.yield %1667 : f32 loc(#loc893)
    } -> tensor<8x32xf32> loc(#loc893)
    %640 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%638, %213 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc585)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/div"(#loc584)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc584))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc894)
      linalg.yield %1667 : f32 loc(#loc894)
    } -> tensor<8x32xf32> loc(#loc894)
    %641 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%640 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc584)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/neg"(#loc583))):
      %1667 = arith.negf %in : f32 loc(#loc895)
      linalg.yield %1667 : f32 loc(#loc895)
    } -> tensor<8x32xf32> loc(#loc895)
    %642 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%641, %206 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/neg"(#loc583)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc720)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc720))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1056)
      linalg.yield %1667 : f32 loc(#loc1056)
    } -> tensor<8x32xf32> loc(#loc1056)
    %643 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%639, %642 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc650)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc720)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc720))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1057)
      linalg.yield %1667 : f32 loc(#loc1057)
    } -> tensor<8x32xf32> loc(#loc1057)
    %644 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%640 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc584)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/div"(#loc996))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1117)
      linalg.yield %1667 : f32 loc(#loc1117)
    } -> tensor<8x32xf32> loc(#loc1117)
    %645 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%644 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/broadcast_in_dim"(#loc996))):
      linalg.yield %in : f32 loc(#loc1118)
    } -> tensor<8x32x32xf32> loc(#loc1118)
    %646 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%643 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc720)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/div"(#loc996))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1117)
      linalg.yield %1667 : f32 loc(#loc1117)
    } -> tensor<8x32xf32> loc(#loc1117)
    %647 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/broadcast_in_dim"(#loc996))):
      linalg.yield %in : f32 loc(#loc1118)
    } -> tensor<8x32x32xf32> loc(#loc1118)
    %648 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637, %647 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc586)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/broadcast_in_dim"(#loc996)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc996))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1119)
      linalg.yield %1667 : f32 loc(#loc1119)
    } -> tensor<8x32x32xf32> loc(#loc1119)
    %649 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%645, %200 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/broadcast_in_dim"(#loc996)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_1/mul"(#loc718)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc718))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1058)
      linalg.yield %1667 : f32 loc(#loc1058)
    } -> tensor<8x32x32xf32> loc(#loc1058)
    %650 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648, %649 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc996)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/mul"(#loc718)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc718))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1059)
      linalg.yield %1667 : f32 loc(#loc1059)
    } -> tensor<8x32x32xf32> loc(#loc1059)
    %651 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%650 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579))):
      %1667 = arith.addf %out, %in : f32 loc(#loc896)
      linalg.yield %1667 : f32 loc(#loc896)
    } -> tensor<32xf32> loc(#loc896)
    %652 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650 : tensor<8x32x32xf32>) outs(%86 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc718)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc577))):
      linalg.yield %in : f32 loc(#loc897)
    } -> tensor<32x8x32xf32> loc(#loc897)
    %collapsed_191 = tensor.collapse_shape %652 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc897)
    %653 = linalg.matmul ins(%collapsed_191, %collapsed_77 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%526 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc897)
    %expanded_192 = tensor.expand_shape %653 [[0], [1, 2]] output_shape [32, 4, 8] : tensor<32x32xf32> into tensor<32x4x8xf32> loc(#loc897)
    %654 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_192 : tensor<32x4x8xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc577)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/transpose"(#loc577))):
      linalg.yield %in : f32 loc(#loc898)
    } -> tensor<4x8x32xf32> loc(#loc898)
    %collapsed_193 = tensor.collapse_shape %650 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc897)
    %655 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg32 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc577))):
      linalg.yield %in : f32 loc(#loc897)
    } -> tensor<32x4x8xf32> loc(#loc897)
    %collapsed_194 = tensor.collapse_shape %655 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc897)
    %656 = linalg.matmul ins(%collapsed_193, %collapsed_194 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc897)
    %expanded_195 = tensor.expand_shape %656 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc897)
    %657 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_195 : tensor<8x32x4x8xf32>) outs(%65 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/dot_general"(#loc577)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))):
      linalg.yield %in : f32 loc(#loc899)
    } -> tensor<8x4x8x32xf32> loc(#loc899)
    %658 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%657 : tensor<8x4x8x32xf32>) outs(%63 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))):
      linalg.yield %in : f32 loc(#loc900)
    } -> tensor<8x4x32x8xf32> loc(#loc900)
    %collapsed_196 = tensor.collapse_shape %658 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc900)
    %659 = linalg.batch_matmul ins(%collapsed_196, %collapsed_74 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%68 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc900)
    %expanded_197 = tensor.expand_shape %659 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc900)
    %collapsed_198 = tensor.collapse_shape %657 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc900)
    %collapsed_199 = tensor.collapse_shape %188 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc900)
    %660 = linalg.batch_matmul ins(%collapsed_198, %collapsed_199 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%87 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc900)
    %expanded_200 = tensor.expand_shape %660 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc900)
    %661 = linalg.generic {indexing_maps = [#map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_200 : tensor<8x4x8x32xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))):
      linalg.yield %in : f32 loc(#loc899)
    } -> tensor<8x32x4x8xf32> loc(#loc899)
    %662 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<8x4x32x1xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc993)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc712))):
      linalg.yield %in : f32 loc(#loc1060)
    } -> tensor<8x4x32x32xf32> loc(#loc1060)
    %663 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_197, %662 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc712))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1060)
      linalg.yield %1667 : f32 loc(#loc1060)
    } -> tensor<8x4x32x32xf32> loc(#loc1060)
    %664 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%663, %185 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc712)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/exp"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc712))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1060)
      linalg.yield %1667 : f32 loc(#loc1060)
    } -> tensor<8x4x32x32xf32> loc(#loc1060)
    %665 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%664 : tensor<8x4x32x32xf32>) outs(%77 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1061)
      linalg.yield %1667 : f32 loc(#loc1061)
    } -> tensor<8x4x32xf32> loc(#loc1061)
    %666 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%665 : tensor<8x4x32xf32>) outs(%70 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/neg"(#loc712))):
      %1667 = arith.negf %in : f32 loc(#loc1062)
      linalg.yield %1667 : f32 loc(#loc1062)
    } -> tensor<8x4x32xf32> loc(#loc1062)
    %expanded_201 = tensor.expand_shape %666 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc1063)
    %667 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_197, %187 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/div"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/div"(#loc712))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc1064)
      linalg.yield %1667 : f32 loc(#loc1064)
    } -> tensor<8x4x32x32xf32> loc(#loc1064)
    %668 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_201 : tensor<8x4x32x1xf32>) outs(%77 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1061)
      linalg.yield %1667 : f32 loc(#loc1061)
    } -> tensor<8x4x32xf32> loc(#loc1061)
    %669 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%668 : tensor<8x4x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712))):
      linalg.yield %in : f32 loc(#loc1065)
    } -> tensor<8x4x32x32xf32> loc(#loc1065)
    %670 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667, %669 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/div"(#loc712)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/add_any"(#loc712))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1066)
      linalg.yield %1667 : f32 loc(#loc1066)
    } -> tensor<8x4x32x32xf32> loc(#loc1066)
    %671 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%670, %185 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/add_any"(#loc712)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/exp"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc712))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1060)
      linalg.yield %1667 : f32 loc(#loc1060)
    } -> tensor<8x4x32x32xf32> loc(#loc1060)
    %672 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%671 : tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/mul"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))):
      linalg.yield %in : f32 loc(#loc1067)
    } -> tensor<8x4x32x32xf32> loc(#loc1067)
    %collapsed_202 = tensor.collapse_shape %672 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc1067)
    %673 = linalg.batch_matmul ins(%collapsed_202, %collapsed_70 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%550 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc1067)
    %expanded_203 = tensor.expand_shape %673 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc1067)
    %674 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_203 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711))):
      linalg.yield %in : f32 loc(#loc1068)
    } -> tensor<8x32x4x8xf32> loc(#loc1068)
    %675 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<8x32x4x8xf32>) outs(%63 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/MultiHeadDotProductAttention_0/key/add"(#loc571)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))):
      linalg.yield %in : f32 loc(#loc1067)
    } -> tensor<8x4x32x8xf32> loc(#loc1067)
    %collapsed_204 = tensor.collapse_shape %671 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc1067)
    %collapsed_205 = tensor.collapse_shape %675 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc1067)
    %676 = linalg.batch_matmul ins(%collapsed_204, %collapsed_205 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%550 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc1067)
    %expanded_206 = tensor.expand_shape %676 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc1067)
    %677 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_206 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711))):
      linalg.yield %in : f32 loc(#loc1068)
    } -> tensor<8x32x4x8xf32> loc(#loc1068)
    %678 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%677, %61 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc710)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/div"(#loc710))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc1069)
      linalg.yield %1667 : f32 loc(#loc1069)
    } -> tensor<8x32x4x8xf32> loc(#loc1069)
    %679 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%661 : tensor<8x32x4x8xf32>) outs(%558 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574))):
      %1667 = arith.addf %out, %in : f32 loc(#loc901)
      linalg.yield %1667 : f32 loc(#loc901)
    } -> tensor<4x8xf32> loc(#loc901)
    %680 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661 : tensor<8x32x4x8xf32>) outs(%560 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc572))):
      linalg.yield %in : f32 loc(#loc902)
    } -> tensor<4x8x8x32xf32> loc(#loc902)
    %collapsed_207 = tensor.collapse_shape %680 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc902)
    %681 = linalg.matmul ins(%collapsed_207, %collapsed_60 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%526 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc902)
    %expanded_208 = tensor.expand_shape %681 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc902)
    %682 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_208 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc572)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/transpose"(#loc572))):
      linalg.yield %in : f32 loc(#loc903)
    } -> tensor<32x4x8xf32> loc(#loc903)
    %collapsed_209 = tensor.collapse_shape %661 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc902)
    %683 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36 : tensor<32x4x8xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc572))):
      linalg.yield %in : f32 loc(#loc902)
    } -> tensor<4x8x32xf32> loc(#loc902)
    %collapsed_210 = tensor.collapse_shape %683 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc902)
    %684 = linalg.matmul ins(%collapsed_209, %collapsed_210 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc902)
    %expanded_211 = tensor.expand_shape %684 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc902)
    %685 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%674 : tensor<8x32x4x8xf32>) outs(%558 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571))):
      %1667 = arith.addf %out, %in : f32 loc(#loc904)
      linalg.yield %1667 : f32 loc(#loc904)
    } -> tensor<4x8xf32> loc(#loc904)
    %686 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674 : tensor<8x32x4x8xf32>) outs(%560 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc569))):
      linalg.yield %in : f32 loc(#loc905)
    } -> tensor<4x8x8x32xf32> loc(#loc905)
    %collapsed_212 = tensor.collapse_shape %686 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc905)
    %687 = linalg.matmul ins(%collapsed_212, %collapsed_60 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%526 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc905)
    %expanded_213 = tensor.expand_shape %687 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc905)
    %688 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_213 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc569)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/transpose"(#loc569))):
      linalg.yield %in : f32 loc(#loc906)
    } -> tensor<32x4x8xf32> loc(#loc906)
    %collapsed_214 = tensor.collapse_shape %674 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc905)
    %689 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<32x4x8xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc569))):
      linalg.yield %in : f32 loc(#loc905)
    } -> tensor<4x8x32xf32> loc(#loc905)
    %collapsed_215 = tensor.collapse_shape %689 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc905)
    %690 = linalg.matmul ins(%collapsed_214, %collapsed_215 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc905)
    %expanded_216 = tensor.expand_shape %690 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc905)
    %691 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_211, %expanded_216 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/dot_general"(#loc572)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/dot_general"(#loc569)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/add_any"(#loc569))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc907)
      linalg.yield %1667 : f32 loc(#loc907)
    } -> tensor<8x32x32xf32> loc(#loc907)
    %692 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%678 : tensor<8x32x4x8xf32>) outs(%558 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568))):
      %1667 = arith.addf %out, %in : f32 loc(#loc908)
      linalg.yield %1667 : f32 loc(#loc908)
    } -> tensor<4x8xf32> loc(#loc908)
    %693 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%678 : tensor<8x32x4x8xf32>) outs(%560 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/div"(#loc710)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc566))):
      linalg.yield %in : f32 loc(#loc909)
    } -> tensor<4x8x8x32xf32> loc(#loc909)
    %collapsed_217 = tensor.collapse_shape %693 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc909)
    %694 = linalg.matmul ins(%collapsed_217, %collapsed_60 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%526 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc909)
    %expanded_218 = tensor.expand_shape %694 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc909)
    %695 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_218 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc566)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/transpose"(#loc566))):
      linalg.yield %in : f32 loc(#loc910)
    } -> tensor<32x4x8xf32> loc(#loc910)
    %collapsed_219 = tensor.collapse_shape %678 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc909)
    %696 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg34 : tensor<32x4x8xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc566))):
      linalg.yield %in : f32 loc(#loc909)
    } -> tensor<4x8x32xf32> loc(#loc909)
    %collapsed_220 = tensor.collapse_shape %696 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc909)
    %697 = linalg.matmul ins(%collapsed_219, %collapsed_220 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc909)
    %expanded_221 = tensor.expand_shape %697 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc909)
    %698 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691, %expanded_221 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/add_any"(#loc569)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/dot_general"(#loc566)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/add_any"(#loc566))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc911)
      linalg.yield %1667 : f32 loc(#loc911)
    } -> tensor<8x32x32xf32> loc(#loc911)
    %699 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%698 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc565)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc565))):
      %1667 = arith.addf %out, %in : f32 loc(#loc912)
      linalg.yield %1667 : f32 loc(#loc912)
    } -> tensor<32xf32> loc(#loc912)
    %700 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %698 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/sub"(#loc558)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/add_any"(#loc566)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc563))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc913)
      linalg.yield %1667 : f32 loc(#loc913)
    } -> tensor<8x32x32xf32> loc(#loc913)
    %701 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %165 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/add_any"(#loc566)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc562)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc563))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc913)
      linalg.yield %1667 : f32 loc(#loc913)
    } -> tensor<8x32x32xf32> loc(#loc913)
    %702 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %700 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc562)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc563)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc562))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc914)
      linalg.yield %1667 : f32 loc(#loc914)
    } -> tensor<8x32x32xf32> loc(#loc914)
    %703 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%702 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc562)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc562))):
      %1667 = arith.addf %out, %in : f32 loc(#loc915)
      linalg.yield %1667 : f32 loc(#loc915)
    } -> tensor<32xf32> loc(#loc915)
    %704 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700, %164 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc563)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc562)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc562))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc914)
      linalg.yield %1667 : f32 loc(#loc914)
    } -> tensor<8x32x32xf32> loc(#loc914)
    %705 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%704 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc562)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc562))):
      %1667 = arith.addf %out, %in : f32 loc(#loc915)
      linalg.yield %1667 : f32 loc(#loc915)
    } -> tensor<8x32xf32> loc(#loc915)
    %expanded_222 = tensor.expand_shape %705 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc916)
    %706 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_222, %162 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reshape"(#loc562)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc560)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc560))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc917)
      linalg.yield %1667 : f32 loc(#loc917)
    } -> tensor<8x32x1xf32> loc(#loc917)
    %707 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc563)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/neg"(#loc558))):
      %1667 = arith.negf %in : f32 loc(#loc918)
      linalg.yield %1667 : f32 loc(#loc918)
    } -> tensor<8x32x32xf32> loc(#loc918)
    %708 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%707 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc558)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc558))):
      %1667 = arith.addf %out, %in : f32 loc(#loc919)
      linalg.yield %1667 : f32 loc(#loc919)
    } -> tensor<8x32xf32> loc(#loc919)
    %expanded_223 = tensor.expand_shape %708 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc920)
    %709 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650, %701 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/add_any"(#loc718)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc563)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc558))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc921)
      linalg.yield %1667 : f32 loc(#loc921)
    } -> tensor<8x32x32xf32> loc(#loc921)
    %710 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%706 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc557)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc557))):
      %1667 = arith.addf %out, %in : f32 loc(#loc922)
      linalg.yield %1667 : f32 loc(#loc922)
    } -> tensor<8x32xf32> loc(#loc922)
    %711 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_223 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc651)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc651))):
      %1667 = arith.addf %out, %in : f32 loc(#loc923)
      linalg.yield %1667 : f32 loc(#loc923)
    } -> tensor<8x32xf32> loc(#loc923)
    %712 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%710, %156 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc557)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/div"(#loc556)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc556))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc924)
      linalg.yield %1667 : f32 loc(#loc924)
    } -> tensor<8x32xf32> loc(#loc924)
    %713 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%712 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc556)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/neg"(#loc555))):
      %1667 = arith.negf %in : f32 loc(#loc925)
      linalg.yield %1667 : f32 loc(#loc925)
    } -> tensor<8x32xf32> loc(#loc925)
    %714 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%713, %149 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/neg"(#loc555)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc683)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc683))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1070)
      linalg.yield %1667 : f32 loc(#loc1070)
    } -> tensor<8x32xf32> loc(#loc1070)
    %715 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%711, %714 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc651)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc683)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc683))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1071)
      linalg.yield %1667 : f32 loc(#loc1071)
    } -> tensor<8x32xf32> loc(#loc1071)
    %716 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%712 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc556)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/div"(#loc980))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1120)
      linalg.yield %1667 : f32 loc(#loc1120)
    } -> tensor<8x32xf32> loc(#loc1120)
    %717 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/broadcast_in_dim"(#loc980))):
      linalg.yield %in : f32 loc(#loc1121)
    } -> tensor<8x32x32xf32> loc(#loc1121)
    %718 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%715 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc683)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/div"(#loc980))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1120)
      linalg.yield %1667 : f32 loc(#loc1120)
    } -> tensor<8x32xf32> loc(#loc1120)
    %719 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/broadcast_in_dim"(#loc980))):
      linalg.yield %in : f32 loc(#loc1121)
    } -> tensor<8x32x32xf32> loc(#loc1121)
    %720 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%709, %719 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc558)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/broadcast_in_dim"(#loc980)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc980))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1122)
      linalg.yield %1667 : f32 loc(#loc1122)
    } -> tensor<8x32x32xf32> loc(#loc1122)
    %721 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%717, %143 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/broadcast_in_dim"(#loc980)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_1/LayerNorm_0/mul"(#loc681)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc681))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1072)
      linalg.yield %1667 : f32 loc(#loc1072)
    } -> tensor<8x32x32xf32> loc(#loc1072)
    %722 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720, %721 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc980)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/mul"(#loc681)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc681))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1073)
      linalg.yield %1667 : f32 loc(#loc1073)
    } -> tensor<8x32x32xf32> loc(#loc1073)
    %723 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%722 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/reduce_sum"(#loc464)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/reduce_sum"(#loc464))):
      %1667 = arith.addf %out, %in : f32 loc(#loc658)
      linalg.yield %1667 : f32 loc(#loc658)
    } -> tensor<32xf32> loc(#loc658)
    %724 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722 : tensor<8x32x32xf32>) outs(%86 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc681)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/dot_general"(#loc462))):
      linalg.yield %in : f32 loc(#loc659)
    } -> tensor<32x8x32xf32> loc(#loc659)
    %collapsed_224 = tensor.collapse_shape %724 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc659)
    %725 = linalg.matmul ins(%collapsed_224, %collapsed_54 : tensor<32x256xf32>, tensor<256x128xf32>) outs(%472 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc659)
    %726 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%725 : tensor<32x128xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/dot_general"(#loc462)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/transpose"(#loc462))):
      linalg.yield %in : f32 loc(#loc660)
    } -> tensor<128x32xf32> loc(#loc660)
    %collapsed_225 = tensor.collapse_shape %722 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc659)
    %727 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<128x32xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/dot_general"(#loc462))):
      linalg.yield %in : f32 loc(#loc659)
    } -> tensor<32x128xf32> loc(#loc659)
    %728 = linalg.matmul ins(%collapsed_225, %727 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%122 : tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc659)
    %expanded_226 = tensor.expand_shape %728 [[0, 1], [2]] output_shape [8, 32, 128] : tensor<256x128xf32> into tensor<8x32x128xf32> loc(#loc659)
    %729 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %expanded_226 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/Dense_0/add"(#loc456)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/dot_general"(#loc462)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc523)
      linalg.yield %1667 : f32 loc(#loc523)
    } -> tensor<8x32x128xf32> loc(#loc523)
    %730 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_226, %136 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/dot_general"(#loc462)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc523)
      linalg.yield %1667 : f32 loc(#loc523)
    } -> tensor<8x32x128xf32> loc(#loc523)
    %731 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%729 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_9 : f32 loc(#loc523)
      linalg.yield %1667 : f32 loc(#loc523)
    } -> tensor<8x32x128xf32> loc(#loc523)
    %732 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731, %134 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/sub"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc523)
      linalg.yield %1667 : f32 loc(#loc523)
    } -> tensor<8x32x128xf32> loc(#loc523)
    %733 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%732, %133 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/tanh"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc523)
      linalg.yield %1667 : f32 loc(#loc523)
    } -> tensor<8x32x128xf32> loc(#loc523)
    %734 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%732, %733 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc402))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc524)
      linalg.yield %1667 : f32 loc(#loc524)
    } -> tensor<8x32x128xf32> loc(#loc524)
    %735 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%734 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_10 : f32 loc(#loc523)
      linalg.yield %1667 : f32 loc(#loc523)
    } -> tensor<8x32x128xf32> loc(#loc523)
    %736 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %735 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc402))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc524)
      linalg.yield %1667 : f32 loc(#loc524)
    } -> tensor<8x32x128xf32> loc(#loc524)
    %737 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%735 : tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %cst_11 : f32 loc(#loc523)
      linalg.yield %1667 : f32 loc(#loc523)
    } -> tensor<8x32x128xf32> loc(#loc523)
    %738 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737, %129 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc523)
      linalg.yield %1667 : f32 loc(#loc523)
    } -> tensor<8x32x128xf32> loc(#loc523)
    %739 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%736, %738 : tensor<8x32x128xf32>, tensor<8x32x128xf32>) outs(%124 : tensor<8x32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc402)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/mul"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc402))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc524)
      linalg.yield %1667 : f32 loc(#loc524)
    } -> tensor<8x32x128xf32> loc(#loc524)
    %740 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%739 : tensor<8x32x128xf32>) outs(%490 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/reduce_sum"(#loc456)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/reduce_sum"(#loc456))):
      %1667 = arith.addf %out, %in : f32 loc(#loc661)
      linalg.yield %1667 : f32 loc(#loc661)
    } -> tensor<128xf32> loc(#loc661)
    %741 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%739 : tensor<8x32x128xf32>) outs(%492 : tensor<128x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/add_any"(#loc402)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/dot_general"(#loc454))):
      linalg.yield %in : f32 loc(#loc662)
    } -> tensor<128x8x32xf32> loc(#loc662)
    %collapsed_227 = tensor.collapse_shape %741 [[0], [1, 2]] : tensor<128x8x32xf32> into tensor<128x256xf32> loc(#loc662)
    %742 = linalg.matmul ins(%collapsed_227, %collapsed_51 : tensor<128x256xf32>, tensor<256x32xf32>) outs(%494 : tensor<128x32xf32>) -> tensor<128x32xf32> loc(#loc662)
    %743 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%742 : tensor<128x32xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/dot_general"(#loc454)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/transpose"(#loc454))):
      linalg.yield %in : f32 loc(#loc663)
    } -> tensor<32x128xf32> loc(#loc663)
    %collapsed_228 = tensor.collapse_shape %739 [[0, 1], [2]] : tensor<8x32x128xf32> into tensor<256x128xf32> loc(#loc662)
    %744 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32x128xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/dot_general"(#loc454))):
      linalg.yield %in : f32 loc(#loc662)
    } -> tensor<128x32xf32> loc(#loc662)
    %745 = linalg.matmul ins(%collapsed_228, %744 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc662)
    %expanded_229 = tensor.expand_shape %745 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc662)
    %746 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_229 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc593)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc593))):
      %1667 = arith.addf %out, %in : f32 loc(#loc926)
      linalg.yield %1667 : f32 loc(#loc926)
    } -> tensor<32xf32> loc(#loc926)
    %747 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %expanded_229 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/sub"(#loc586)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/dot_general"(#loc454)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc591))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc927)
      linalg.yield %1667 : f32 loc(#loc927)
    } -> tensor<8x32x32xf32> loc(#loc927)
    %748 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_229, %117 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/dot_general"(#loc454)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc590)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc591))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc927)
      linalg.yield %1667 : f32 loc(#loc927)
    } -> tensor<8x32x32xf32> loc(#loc927)
    %749 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %747 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc590)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc591)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc590))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc928)
      linalg.yield %1667 : f32 loc(#loc928)
    } -> tensor<8x32x32xf32> loc(#loc928)
    %750 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%749 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc590)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc590))):
      %1667 = arith.addf %out, %in : f32 loc(#loc929)
      linalg.yield %1667 : f32 loc(#loc929)
    } -> tensor<32xf32> loc(#loc929)
    %751 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%747, %116 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc591)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc590)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc590))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc928)
      linalg.yield %1667 : f32 loc(#loc928)
    } -> tensor<8x32x32xf32> loc(#loc928)
    %752 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%751 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc590)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc590))):
      %1667 = arith.addf %out, %in : f32 loc(#loc929)
      linalg.yield %1667 : f32 loc(#loc929)
    } -> tensor<8x32xf32> loc(#loc929)
    %expanded_230 = tensor.expand_shape %752 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc930)
    %753 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_230, %114 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reshape"(#loc590)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc588)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc588))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc931)
      linalg.yield %1667 : f32 loc(#loc931)
    } -> tensor<8x32x1xf32> loc(#loc931)
    %754 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc591)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/neg"(#loc586))):
      %1667 = arith.negf %in : f32 loc(#loc932)
      linalg.yield %1667 : f32 loc(#loc932)
    } -> tensor<8x32x32xf32> loc(#loc932)
    %755 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%754 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc586)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc586))):
      %1667 = arith.addf %out, %in : f32 loc(#loc933)
      linalg.yield %1667 : f32 loc(#loc933)
    } -> tensor<8x32xf32> loc(#loc933)
    %expanded_231 = tensor.expand_shape %755 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc934)
    %756 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722, %748 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/add_any"(#loc681)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc591)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc586))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc935)
      linalg.yield %1667 : f32 loc(#loc935)
    } -> tensor<8x32x32xf32> loc(#loc935)
    %757 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%753 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc585)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc585))):
      %1667 = arith.addf %out, %in : f32 loc(#loc936)
      linalg.yield %1667 : f32 loc(#loc936)
    } -> tensor<8x32xf32> loc(#loc936)
    %758 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_231 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc650)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc650))):
      %1667 = arith.addf %out, %in : f32 loc(#loc937)
      linalg.yield %1667 : f32 loc(#loc937)
    } -> tensor<8x32xf32> loc(#loc937)
    %759 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%757, %108 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc585)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/div"(#loc584)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc584))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc938)
      linalg.yield %1667 : f32 loc(#loc938)
    } -> tensor<8x32xf32> loc(#loc938)
    %760 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%759 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc584)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/neg"(#loc583))):
      %1667 = arith.negf %in : f32 loc(#loc939)
      linalg.yield %1667 : f32 loc(#loc939)
    } -> tensor<8x32xf32> loc(#loc939)
    %761 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%760, %101 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/neg"(#loc583)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc720)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc720))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1074)
      linalg.yield %1667 : f32 loc(#loc1074)
    } -> tensor<8x32xf32> loc(#loc1074)
    %762 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%758, %761 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc650)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc720)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc720))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1075)
      linalg.yield %1667 : f32 loc(#loc1075)
    } -> tensor<8x32xf32> loc(#loc1075)
    %763 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%759 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc584)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/div"(#loc996))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1123)
      linalg.yield %1667 : f32 loc(#loc1123)
    } -> tensor<8x32xf32> loc(#loc1123)
    %764 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/broadcast_in_dim"(#loc996))):
      linalg.yield %in : f32 loc(#loc1124)
    } -> tensor<8x32x32xf32> loc(#loc1124)
    %765 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%762 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc720)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/div"(#loc996))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1123)
      linalg.yield %1667 : f32 loc(#loc1123)
    } -> tensor<8x32xf32> loc(#loc1123)
    %766 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/div"(#loc996)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/broadcast_in_dim"(#loc996))):
      linalg.yield %in : f32 loc(#loc1124)
    } -> tensor<8x32x32xf32> loc(#loc1124)
    %767 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%756, %766 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc586)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/broadcast_in_dim"(#loc996)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc996))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1125)
      linalg.yield %1667 : f32 loc(#loc1125)
    } -> tensor<8x32x32xf32> loc(#loc1125)
    %768 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%764, %95 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/broadcast_in_dim"(#loc996)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_1/mul"(#loc718)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc718))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1076)
      linalg.yield %1667 : f32 loc(#loc1076)
    } -> tensor<8x32x32xf32> loc(#loc1076)
    %769 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%767, %768 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc996)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/mul"(#loc718)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc718))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1077)
      linalg.yield %1667 : f32 loc(#loc1077)
    } -> tensor<8x32x32xf32> loc(#loc1077)
    %770 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%769 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579))):
      %1667 = arith.addf %out, %in : f32 loc(#loc940)
      linalg.yield %1667 : f32 loc(#loc940)
    } -> tensor<32xf32> loc(#loc940)
    %771 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%769 : tensor<8x32x32xf32>) outs(%86 : tensor<32x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc718)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc577))):
      linalg.yield %in : f32 loc(#loc941)
    } -> tensor<32x8x32xf32> loc(#loc941)
    %collapsed_232 = tensor.collapse_shape %771 [[0], [1, 2]] : tensor<32x8x32xf32> into tensor<32x256xf32> loc(#loc941)
    %772 = linalg.matmul ins(%collapsed_232, %collapsed_44 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%526 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc941)
    %expanded_233 = tensor.expand_shape %772 [[0], [1, 2]] output_shape [32, 4, 8] : tensor<32x32xf32> into tensor<32x4x8xf32> loc(#loc941)
    %773 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_233 : tensor<32x4x8xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc577)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/transpose"(#loc577))):
      linalg.yield %in : f32 loc(#loc942)
    } -> tensor<4x8x32xf32> loc(#loc942)
    %collapsed_234 = tensor.collapse_shape %769 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc941)
    %774 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc577))):
      linalg.yield %in : f32 loc(#loc941)
    } -> tensor<32x4x8xf32> loc(#loc941)
    %collapsed_235 = tensor.collapse_shape %774 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32> loc(#loc941)
    %775 = linalg.matmul ins(%collapsed_234, %collapsed_235 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc941)
    %expanded_236 = tensor.expand_shape %775 [[0, 1], [2, 3]] output_shape [8, 32, 4, 8] : tensor<256x32xf32> into tensor<8x32x4x8xf32> loc(#loc941)
    %776 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_236 : tensor<8x32x4x8xf32>) outs(%65 : tensor<8x4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/dot_general"(#loc577)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))):
      linalg.yield %in : f32 loc(#loc943)
    } -> tensor<8x4x8x32xf32> loc(#loc943)
    %777 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%776 : tensor<8x4x8x32xf32>) outs(%63 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576))):
      linalg.yield %in : f32 loc(#loc944)
    } -> tensor<8x4x32x8xf32> loc(#loc944)
    %collapsed_237 = tensor.collapse_shape %777 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc944)
    %778 = linalg.batch_matmul ins(%collapsed_237, %collapsed_41 : tensor<32x32x8xf32>, tensor<32x8x32xf32>) outs(%68 : tensor<32x32x32xf32>) -> tensor<32x32x32xf32> loc(#loc944)
    %expanded_238 = tensor.expand_shape %778 [[0, 1], [2], [3]] output_shape [8, 4, 32, 32] : tensor<32x32x32xf32> into tensor<8x4x32x32xf32> loc(#loc944)
    %collapsed_239 = tensor.collapse_shape %776 [[0, 1], [2], [3]] : tensor<8x4x8x32xf32> into tensor<32x8x32xf32> loc(#loc944)
    %collapsed_240 = tensor.collapse_shape %80 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc944)
    %779 = linalg.batch_matmul ins(%collapsed_239, %collapsed_240 : tensor<32x8x32xf32>, tensor<32x32x32xf32>) outs(%87 : tensor<32x8x32xf32>) -> tensor<32x8x32xf32> loc(#loc944)
    %expanded_241 = tensor.expand_shape %779 [[0, 1], [2], [3]] output_shape [8, 4, 8, 32] : tensor<32x8x32xf32> into tensor<8x4x8x32xf32> loc(#loc944)
    %780 = linalg.generic {indexing_maps = [#map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_241 : tensor<8x4x8x32xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576))):
      linalg.yield %in : f32 loc(#loc943)
    } -> tensor<8x32x4x8xf32> loc(#loc943)
    %781 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<8x4x32x1xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc993)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc712))):
      linalg.yield %in : f32 loc(#loc1078)
    } -> tensor<8x4x32x32xf32> loc(#loc1078)
    %782 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_238, %781 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc712))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1078)
      linalg.yield %1667 : f32 loc(#loc1078)
    } -> tensor<8x4x32x32xf32> loc(#loc1078)
    %783 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%782, %76 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc712)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/exp"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc712))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1078)
      linalg.yield %1667 : f32 loc(#loc1078)
    } -> tensor<8x4x32x32xf32> loc(#loc1078)
    %784 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%783 : tensor<8x4x32x32xf32>) outs(%77 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1079)
      linalg.yield %1667 : f32 loc(#loc1079)
    } -> tensor<8x4x32xf32> loc(#loc1079)
    %785 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784 : tensor<8x4x32xf32>) outs(%70 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/neg"(#loc712))):
      %1667 = arith.negf %in : f32 loc(#loc1080)
      linalg.yield %1667 : f32 loc(#loc1080)
    } -> tensor<8x4x32xf32> loc(#loc1080)
    %expanded_242 = tensor.expand_shape %785 [[0], [1], [2, 3]] output_shape [8, 4, 32, 1] : tensor<8x4x32xf32> into tensor<8x4x32x1xf32> loc(#loc1081)
    %786 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_238, %79 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/dot_general"(#loc576)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/div"(#loc712))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc1082)
      linalg.yield %1667 : f32 loc(#loc1082)
    } -> tensor<8x4x32x32xf32> loc(#loc1082)
    %787 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_242 : tensor<8x4x32x1xf32>) outs(%77 : tensor<8x4x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc712))):
      %1667 = arith.addf %out, %in : f32 loc(#loc1079)
      linalg.yield %1667 : f32 loc(#loc1079)
    } -> tensor<8x4x32xf32> loc(#loc1079)
    %788 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%787 : tensor<8x4x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reduce_sum"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712))):
      linalg.yield %in : f32 loc(#loc1083)
    } -> tensor<8x4x32x32xf32> loc(#loc1083)
    %789 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786, %788 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/div"(#loc712)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/broadcast_in_dim"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/add_any"(#loc712))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1084)
      linalg.yield %1667 : f32 loc(#loc1084)
    } -> tensor<8x4x32x32xf32> loc(#loc1084)
    %790 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%789, %76 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/add_any"(#loc712)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/exp"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc712))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1078)
      linalg.yield %1667 : f32 loc(#loc1078)
    } -> tensor<8x4x32x32xf32> loc(#loc1078)
    %791 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%790 : tensor<8x4x32x32xf32>) outs(%73 : tensor<8x4x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/mul"(#loc712)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))):
      linalg.yield %in : f32 loc(#loc1085)
    } -> tensor<8x4x32x32xf32> loc(#loc1085)
    %collapsed_243 = tensor.collapse_shape %791 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc1085)
    %792 = linalg.batch_matmul ins(%collapsed_243, %collapsed_37 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%550 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc1085)
    %expanded_244 = tensor.expand_shape %792 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc1085)
    %793 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_244 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711))):
      linalg.yield %in : f32 loc(#loc1086)
    } -> tensor<8x32x4x8xf32> loc(#loc1086)
    %794 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<8x32x4x8xf32>) outs(%63 : tensor<8x4x32x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/key/add"(#loc571)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711))):
      linalg.yield %in : f32 loc(#loc1085)
    } -> tensor<8x4x32x8xf32> loc(#loc1085)
    %collapsed_245 = tensor.collapse_shape %790 [[0, 1], [2], [3]] : tensor<8x4x32x32xf32> into tensor<32x32x32xf32> loc(#loc1085)
    %collapsed_246 = tensor.collapse_shape %794 [[0, 1], [2], [3]] : tensor<8x4x32x8xf32> into tensor<32x32x8xf32> loc(#loc1085)
    %795 = linalg.batch_matmul ins(%collapsed_245, %collapsed_246 : tensor<32x32x32xf32>, tensor<32x32x8xf32>) outs(%550 : tensor<32x32x8xf32>) -> tensor<32x32x8xf32> loc(#loc1085)
    %expanded_247 = tensor.expand_shape %795 [[0, 1], [2], [3]] output_shape [8, 4, 32, 8] : tensor<32x32x8xf32> into tensor<8x4x32x8xf32> loc(#loc1085)
    %796 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_247 : tensor<8x4x32x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/dot_general"(#loc711)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711))):
      linalg.yield %in : f32 loc(#loc1086)
    } -> tensor<8x32x4x8xf32> loc(#loc1086)
    %797 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%796, %61 : tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) outs(%50 : tensor<8x32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/MultiHeadDotProductAttention_0/div"(#loc710)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/div"(#loc710))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc1087)
      linalg.yield %1667 : f32 loc(#loc1087)
    } -> tensor<8x32x4x8xf32> loc(#loc1087)
    %798 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%780 : tensor<8x32x4x8xf32>) outs(%558 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574))):
      %1667 = arith.addf %out, %in : f32 loc(#loc945)
      linalg.yield %1667 : f32 loc(#loc945)
    } -> tensor<4x8xf32> loc(#loc945)
    %799 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%780 : tensor<8x32x4x8xf32>) outs(%560 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...hqk,...khd->...qhd/transpose"(#loc576)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc572))):
      linalg.yield %in : f32 loc(#loc946)
    } -> tensor<4x8x8x32xf32> loc(#loc946)
    %collapsed_248 = tensor.collapse_shape %799 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc946)
    %800 = linalg.matmul ins(%collapsed_248, %collapsed_27 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%526 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc946)
    %expanded_249 = tensor.expand_shape %800 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc946)
    %801 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_249 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc572)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/transpose"(#loc572))):
      linalg.yield %in : f32 loc(#loc947)
    } -> tensor<32x4x8xf32> loc(#loc947)
    %collapsed_250 = tensor.collapse_shape %780 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc946)
    %802 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<32x4x8xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc572))):
      linalg.yield %in : f32 loc(#loc946)
    } -> tensor<4x8x32xf32> loc(#loc946)
    %collapsed_251 = tensor.collapse_shape %802 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc946)
    %803 = linalg.matmul ins(%collapsed_250, %collapsed_251 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc946)
    %expanded_252 = tensor.expand_shape %803 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc946)
    %804 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%793 : tensor<8x32x4x8xf32>) outs(%558 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571))):
      %1667 = arith.addf %out, %in : f32 loc(#loc948)
      linalg.yield %1667 : f32 loc(#loc948)
    } -> tensor<4x8xf32> loc(#loc948)
    %805 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%793 : tensor<8x32x4x8xf32>) outs(%560 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/...qhd,...khd->...hqk/transpose"(#loc711)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc569))):
      linalg.yield %in : f32 loc(#loc949)
    } -> tensor<4x8x8x32xf32> loc(#loc949)
    %collapsed_253 = tensor.collapse_shape %805 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc949)
    %806 = linalg.matmul ins(%collapsed_253, %collapsed_27 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%526 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc949)
    %expanded_254 = tensor.expand_shape %806 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc949)
    %807 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_254 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc569)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/transpose"(#loc569))):
      linalg.yield %in : f32 loc(#loc950)
    } -> tensor<32x4x8xf32> loc(#loc950)
    %collapsed_255 = tensor.collapse_shape %793 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc949)
    %808 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<32x4x8xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc569))):
      linalg.yield %in : f32 loc(#loc949)
    } -> tensor<4x8x32xf32> loc(#loc949)
    %collapsed_256 = tensor.collapse_shape %808 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc949)
    %809 = linalg.matmul ins(%collapsed_255, %collapsed_256 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc949)
    %expanded_257 = tensor.expand_shape %809 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc949)
    %810 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_252, %expanded_257 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/dot_general"(#loc572)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/dot_general"(#loc569)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/add_any"(#loc569))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc951)
      linalg.yield %1667 : f32 loc(#loc951)
    } -> tensor<8x32x32xf32> loc(#loc951)
    %811 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%797 : tensor<8x32x4x8xf32>) outs(%558 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568))):
      %1667 = arith.addf %out, %in : f32 loc(#loc952)
      linalg.yield %1667 : f32 loc(#loc952)
    } -> tensor<4x8xf32> loc(#loc952)
    %812 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%797 : tensor<8x32x4x8xf32>) outs(%560 : tensor<4x8x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/div"(#loc710)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc566))):
      linalg.yield %in : f32 loc(#loc953)
    } -> tensor<4x8x8x32xf32> loc(#loc953)
    %collapsed_258 = tensor.collapse_shape %812 [[0, 1], [2, 3]] : tensor<4x8x8x32xf32> into tensor<32x256xf32> loc(#loc953)
    %813 = linalg.matmul ins(%collapsed_258, %collapsed_27 : tensor<32x256xf32>, tensor<256x32xf32>) outs(%526 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc953)
    %expanded_259 = tensor.expand_shape %813 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32> loc(#loc953)
    %814 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_259 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc566)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/transpose"(#loc566))):
      linalg.yield %in : f32 loc(#loc954)
    } -> tensor<32x4x8xf32> loc(#loc954)
    %collapsed_260 = tensor.collapse_shape %797 [[0, 1], [2, 3]] : tensor<8x32x4x8xf32> into tensor<256x32xf32> loc(#loc953)
    %815 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<32x4x8xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc566))):
      linalg.yield %in : f32 loc(#loc953)
    } -> tensor<4x8x32xf32> loc(#loc953)
    %collapsed_261 = tensor.collapse_shape %815 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32> loc(#loc953)
    %816 = linalg.matmul ins(%collapsed_260, %collapsed_261 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<256x32xf32>) -> tensor<256x32xf32> loc(#loc953)
    %expanded_262 = tensor.expand_shape %816 [[0, 1], [2]] output_shape [8, 32, 32] : tensor<256x32xf32> into tensor<8x32x32xf32> loc(#loc953)
    %817 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%810, %expanded_262 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/add_any"(#loc569)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/dot_general"(#loc566)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/add_any"(#loc566))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc955)
      linalg.yield %1667 : f32 loc(#loc955)
    } -> tensor<8x32x32xf32> loc(#loc955)
    %818 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%817 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc565)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc565))):
      %1667 = arith.addf %out, %in : f32 loc(#loc956)
      linalg.yield %1667 : f32 loc(#loc956)
    } -> tensor<32xf32> loc(#loc956)
    %819 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %817 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/sub"(#loc558)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/add_any"(#loc566)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc563))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc957)
      linalg.yield %1667 : f32 loc(#loc957)
    } -> tensor<8x32x32xf32> loc(#loc957)
    %820 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817, %43 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/add_any"(#loc566)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc562)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc563))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc957)
      linalg.yield %1667 : f32 loc(#loc957)
    } -> tensor<8x32x32xf32> loc(#loc957)
    %821 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %819 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc562)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc563)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc562))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc958)
      linalg.yield %1667 : f32 loc(#loc958)
    } -> tensor<8x32x32xf32> loc(#loc958)
    %822 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%821 : tensor<8x32x32xf32>) outs(%445 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc562)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc562))):
      %1667 = arith.addf %out, %in : f32 loc(#loc959)
      linalg.yield %1667 : f32 loc(#loc959)
    } -> tensor<32xf32> loc(#loc959)
    %823 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819, %42 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc563)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc562)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc562))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc958)
      linalg.yield %1667 : f32 loc(#loc958)
    } -> tensor<8x32x32xf32> loc(#loc958)
    %824 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%823 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc562)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc562))):
      %1667 = arith.addf %out, %in : f32 loc(#loc959)
      linalg.yield %1667 : f32 loc(#loc959)
    } -> tensor<8x32xf32> loc(#loc959)
    %expanded_263 = tensor.expand_shape %824 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc960)
    %825 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_263, %40 : tensor<8x32x1xf32>, tensor<8x32x1xf32>) outs(%36 : tensor<8x32x1xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reshape"(#loc562)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc560)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc560))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc961)
      linalg.yield %1667 : f32 loc(#loc961)
    } -> tensor<8x32x1xf32> loc(#loc961)
    %826 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820 : tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc563)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/neg"(#loc558))):
      %1667 = arith.negf %in : f32 loc(#loc962)
      linalg.yield %1667 : f32 loc(#loc962)
    } -> tensor<8x32x32xf32> loc(#loc962)
    %827 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%826 : tensor<8x32x32xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc558)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc558))):
      %1667 = arith.addf %out, %in : f32 loc(#loc963)
      linalg.yield %1667 : f32 loc(#loc963)
    } -> tensor<8x32xf32> loc(#loc963)
    %expanded_264 = tensor.expand_shape %827 [[0], [1, 2]] output_shape [8, 32, 1] : tensor<8x32xf32> into tensor<8x32x1xf32> loc(#loc964)
    %828 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%769, %820 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/add_any"(#loc718)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc563)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc558))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc965)
      linalg.yield %1667 : f32 loc(#loc965)
    } -> tensor<8x32x32xf32> loc(#loc965)
    %829 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%825 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc557)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc557))):
      %1667 = arith.addf %out, %in : f32 loc(#loc966)
      linalg.yield %1667 : f32 loc(#loc966)
    } -> tensor<8x32xf32> loc(#loc966)
    %830 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_264 : tensor<8x32x1xf32>) outs(%20 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc651)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc651))):
      %1667 = arith.addf %out, %in : f32 loc(#loc967)
      linalg.yield %1667 : f32 loc(#loc967)
    } -> tensor<8x32xf32> loc(#loc967)
    %831 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%829, %33 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc557)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/div"(#loc556)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc556))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc968)
      linalg.yield %1667 : f32 loc(#loc968)
    } -> tensor<8x32xf32> loc(#loc968)
    %832 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%831 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc556)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/neg"(#loc555))):
      %1667 = arith.negf %in : f32 loc(#loc969)
      linalg.yield %1667 : f32 loc(#loc969)
    } -> tensor<8x32xf32> loc(#loc969)
    %833 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%832, %26 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/neg"(#loc555)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc683)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc683))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1088)
      linalg.yield %1667 : f32 loc(#loc1088)
    } -> tensor<8x32xf32> loc(#loc1088)
    %834 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%830, %833 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc651)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc683)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc683))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1089)
      linalg.yield %1667 : f32 loc(#loc1089)
    } -> tensor<8x32xf32> loc(#loc1089)
    %835 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%831 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc556)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/div"(#loc980))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1126)
      linalg.yield %1667 : f32 loc(#loc1126)
    } -> tensor<8x32xf32> loc(#loc1126)
    %836 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%835 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/broadcast_in_dim"(#loc980))):
      linalg.yield %in : f32 loc(#loc1127)
    } -> tensor<8x32x32xf32> loc(#loc1127)
    %837 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%834 : tensor<8x32xf32>) outs(%19 : tensor<8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc683)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/div"(#loc980))):
      %1667 = arith.divf %in, %cst_17 : f32 loc(#loc1126)
      linalg.yield %1667 : f32 loc(#loc1126)
    } -> tensor<8x32xf32> loc(#loc1126)
    %838 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%837 : tensor<8x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/div"(#loc980)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/broadcast_in_dim"(#loc980))):
      linalg.yield %in : f32 loc(#loc1127)
    } -> tensor<8x32x32xf32> loc(#loc1127)
    %839 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828, %838 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc558)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/broadcast_in_dim"(#loc980)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc980))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1128)
      linalg.yield %1667 : f32 loc(#loc1128)
    } -> tensor<8x32x32xf32> loc(#loc1128)
    %840 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836, %18 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/broadcast_in_dim"(#loc980)), %in_267: f32 loc("jit(step)/jvp(Model)/layers_0/LayerNorm_0/mul"(#loc681)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc681))):
      %1667 = arith.mulf %in, %in_267 : f32 loc(#loc1090)
      linalg.yield %1667 : f32 loc(#loc1090)
    } -> tensor<8x32x32xf32> loc(#loc1090)
    %841 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%839, %840 : tensor<8x32x32xf32>, tensor<8x32x32xf32>) outs(%15 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc980)), %in_267: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/mul"(#loc681)), %out: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/add_any"(#loc681))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc1091)
      linalg.yield %1667 : f32 loc(#loc1091)
    } -> tensor<8x32x32xf32> loc(#loc1091)
    %collapsed_265 = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<8x32x1xi32> into tensor<256x1xi32> loc(#loc664)
    %collapsed_266 = tensor.collapse_shape %841 [[0, 1], [2]] : tensor<8x32x32xf32> into tensor<256x32xf32> loc(#loc664)
    %842 = scf.for %arg162 = %c0 to %c256 step %c1 iter_args(%arg163 = %cst_23) -> (tensor<64x32xf32>) {
      %1667 = scf.for %arg164 = %c0 to %c32 step %c1 iter_args(%arg165 = %arg163) -> (tensor<64x32xf32>) {
        %extracted = tensor.extract %collapsed_265[%arg162, %c0] : tensor<256x1xi32> loc(#loc664)
        %1668 = arith.index_cast %extracted : i32 to index loc(#loc664)
        %1669 = arith.cmpi sge, %1668, %c0 : index loc(#loc664)
        %1670 = arith.cmpi slt, %1668, %c64 : index loc(#loc664)
        %1671 = arith.andi %1669, %1670 : i1 loc(#loc664)
        %1672 = scf.if %1671 -> (tensor<64x32xf32>) {
          %extracted_267 = tensor.extract %collapsed_266[%arg162, %arg164] : tensor<256x32xf32> loc(#loc664)
          %extracted_268 = tensor.extract %arg165[%1668, %arg164] : tensor<64x32xf32> loc(#loc664)
          %1673 = arith.addf %extracted_268, %extracted_267 : f32 loc(#loc665)
          %inserted = tensor.insert %1673 into %arg165[%1668, %arg164] : tensor<64x32xf32> loc(#loc664)
          scf.yield %inserted : tensor<64x32xf32> loc(#loc664)
        } else {
          scf.yield %arg165 : tensor<64x32xf32> loc(#loc664)
        } loc(#loc664)
        scf.yield %1672 : tensor<64x32xf32> loc(#loc664)
      } loc(#loc664)
      scf.yield %1667 : tensor<64x32xf32> loc(#loc664)
    } loc(#loc664)
    %843 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%434 : tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/reduce_sum"(#loc409)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<64xf32> loc(#loc970)
    %844 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg54 : tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<64xf32> loc(#loc971)
    %845 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%843, %844 : tensor<64xf32>, tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<64xf32> loc(#loc972)
    %846 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%441 : tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/transpose"(#loc407)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x64xf32> loc(#loc970)
    %847 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg55 : tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x64xf32> loc(#loc971)
    %848 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%846, %847 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x64xf32> loc(#loc972)
    %849 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%842 : tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc175 at #loc525)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<64x32xf32> loc(#loc970)
    %850 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['Embed_0']['embedding']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<64x32xf32> loc(#loc971)
    %851 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%849, %850 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<64x32xf32> loc(#loc972)
    %852 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%446 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc493)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %853 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg57 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %854 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%852, %853 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %855 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%450 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc490)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %856 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg58 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %857 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%855, %856 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %858 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%740 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/reduce_sum"(#loc456)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<128xf32> loc(#loc970)
    %859 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg59 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<128xf32> loc(#loc971)
    %860 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%858, %859 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<128xf32> loc(#loc972)
    %861 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%743 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/transpose"(#loc454)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x128xf32> loc(#loc970)
    %862 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x128xf32> loc(#loc971)
    %863 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%861, %862 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x128xf32> loc(#loc972)
    %864 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%723 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/reduce_sum"(#loc464)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %865 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg61 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['Dense_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %866 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%864, %865 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %867 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%726 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/transpose"(#loc462)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<128x32xf32> loc(#loc970)
    %868 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<128x32xf32> loc(#loc971)
    %869 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%867, %868 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<128x32xf32> loc(#loc972)
    %870 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%818 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc565)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %871 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg63 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %872 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%870, %871 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %873 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%822 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc562)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %874 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg64 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %875 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%873, %874 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %876 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%746 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc593)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %877 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg65 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['LayerNorm_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %878 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%876, %877 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %879 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%750 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc590)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %880 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg66 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['LayerNorm_1']['scale']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %881 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%879, %880 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %882 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%804 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<4x8xf32> loc(#loc970)
    %883 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['key']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<4x8xf32> loc(#loc971)
    %884 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%882, %883 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<4x8xf32> loc(#loc972)
    %885 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%807 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/transpose"(#loc569)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x4x8xf32> loc(#loc970)
    %886 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg68 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x4x8xf32> loc(#loc971)
    %887 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%885, %886 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x4x8xf32> loc(#loc972)
    %888 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%770 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %889 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg69 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['out']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %890 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%888, %889 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %891 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/transpose"(#loc577)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<4x8x32xf32> loc(#loc970)
    %892 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg70 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<4x8x32xf32> loc(#loc971)
    %893 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%891, %892 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<4x8x32xf32> loc(#loc972)
    %894 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%811 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<4x8xf32> loc(#loc970)
    %895 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg71 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['query']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<4x8xf32> loc(#loc971)
    %896 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%894, %895 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<4x8xf32> loc(#loc972)
    %897 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%814 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/transpose"(#loc566)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x4x8xf32> loc(#loc970)
    %898 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg72 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x4x8xf32> loc(#loc971)
    %899 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%897, %898 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x4x8xf32> loc(#loc972)
    %900 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%798 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<4x8xf32> loc(#loc970)
    %901 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg73 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['value']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<4x8xf32> loc(#loc971)
    %902 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%900, %901 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<4x8xf32> loc(#loc972)
    %903 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%801 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/transpose"(#loc572)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x4x8xf32> loc(#loc970)
    %904 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg74 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x4x8xf32> loc(#loc971)
    %905 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%903, %904 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x4x8xf32> loc(#loc972)
    %906 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%621 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/reduce_sum"(#loc456)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<128xf32> loc(#loc970)
    %907 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg75 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<128xf32> loc(#loc971)
    %908 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%906, %907 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<128xf32> loc(#loc972)
    %909 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%624 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/transpose"(#loc454)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x128xf32> loc(#loc970)
    %910 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x128xf32> loc(#loc971)
    %911 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%909, %910 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x128xf32> loc(#loc972)
    %912 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%604 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/reduce_sum"(#loc464)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %913 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg77 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['Dense_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %914 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%912, %913 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %915 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%607 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/transpose"(#loc462)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<128x32xf32> loc(#loc970)
    %916 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg78 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<128x32xf32> loc(#loc971)
    %917 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%915, %916 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<128x32xf32> loc(#loc972)
    %918 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%699 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc565)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %919 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg79 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %920 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%918, %919 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %921 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%703 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc562)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %922 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg80 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %923 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%921, %922 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %924 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%627 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc593)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %925 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg81 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['LayerNorm_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %926 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%924, %925 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %927 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%631 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc590)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %928 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg82 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['LayerNorm_1']['scale']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %929 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%927, %928 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %930 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%685 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<4x8xf32> loc(#loc970)
    %931 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg83 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['key']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<4x8xf32> loc(#loc971)
    %932 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%930, %931 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<4x8xf32> loc(#loc972)
    %933 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/transpose"(#loc569)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x4x8xf32> loc(#loc970)
    %934 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x4x8xf32> loc(#loc971)
    %935 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%933, %934 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x4x8xf32> loc(#loc972)
    %936 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%651 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %937 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg85 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['out']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %938 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%936, %937 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %939 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%654 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/transpose"(#loc577)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<4x8x32xf32> loc(#loc970)
    %940 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg86 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<4x8x32xf32> loc(#loc971)
    %941 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%939, %940 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<4x8x32xf32> loc(#loc972)
    %942 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%692 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<4x8xf32> loc(#loc970)
    %943 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg87 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['query']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<4x8xf32> loc(#loc971)
    %944 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%942, %943 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<4x8xf32> loc(#loc972)
    %945 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/transpose"(#loc566)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x4x8xf32> loc(#loc970)
    %946 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg88 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x4x8xf32> loc(#loc971)
    %947 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945, %946 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x4x8xf32> loc(#loc972)
    %948 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%679 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<4x8xf32> loc(#loc970)
    %949 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg89 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['value']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<4x8xf32> loc(#loc971)
    %950 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%948, %949 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<4x8xf32> loc(#loc972)
    %951 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/transpose"(#loc572)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x4x8xf32> loc(#loc970)
    %952 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg90 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x4x8xf32> loc(#loc971)
    %953 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%951, %952 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x4x8xf32> loc(#loc972)
    %954 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%491 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/reduce_sum"(#loc456)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<128xf32> loc(#loc970)
    %955 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg91 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<128xf32> loc(#loc971)
    %956 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%954, %955 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<128xf32> loc(#loc972)
    %957 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%496 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/transpose"(#loc454)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x128xf32> loc(#loc970)
    %958 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg92 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x128xf32> loc(#loc971)
    %959 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%957, %958 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x128xf32> loc(#loc972)
    %960 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%469 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/reduce_sum"(#loc464)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %961 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg93 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['Dense_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %962 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%960, %961 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %963 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%475 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/transpose"(#loc462)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<128x32xf32> loc(#loc970)
    %964 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg94 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<128x32xf32> loc(#loc971)
    %965 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%963, %964 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<128x32xf32> loc(#loc972)
    %966 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%580 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc565)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %967 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg95 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %968 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%966, %967 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %969 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%584 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc562)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %970 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg96 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %971 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%969, %970 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %972 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%499 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc593)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %973 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg97 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['LayerNorm_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %974 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%972, %973 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %975 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%503 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc590)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %976 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg98 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['LayerNorm_1']['scale']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %977 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%975, %976 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %978 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%566 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<4x8xf32> loc(#loc970)
    %979 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg99 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['key']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<4x8xf32> loc(#loc971)
    %980 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%978, %979 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<4x8xf32> loc(#loc972)
    %981 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/transpose"(#loc569)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x4x8xf32> loc(#loc970)
    %982 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg100 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x4x8xf32> loc(#loc971)
    %983 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%981, %982 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x4x8xf32> loc(#loc972)
    %984 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%523 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32xf32> loc(#loc970)
    %985 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg101 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['out']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32xf32> loc(#loc971)
    %986 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%984, %985 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32xf32> loc(#loc972)
    %987 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/transpose"(#loc577)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<4x8x32xf32> loc(#loc970)
    %988 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg102 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<4x8x32xf32> loc(#loc971)
    %989 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%987, %988 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<4x8x32xf32> loc(#loc972)
    %990 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%573 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<4x8xf32> loc(#loc970)
    %991 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg103 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['query']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<4x8xf32> loc(#loc971)
    %992 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%990, %991 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<4x8xf32> loc(#loc972)
    %993 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/transpose"(#loc566)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x4x8xf32> loc(#loc970)
    %994 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg104 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x4x8xf32> loc(#loc971)
    %995 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%993, %994 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x4x8xf32> loc(#loc972)
    %996 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%559 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<4x8xf32> loc(#loc970)
    %997 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg105 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['value']['bias']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<4x8xf32> loc(#loc971)
    %998 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%996, %997 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<4x8xf32> loc(#loc972)
    %999 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/transpose"(#loc572)), %out: f32 loc("jit(step)/mul"(#loc666))):
      %1667 = arith.mulf %in, %cst_6 : f32 loc(#loc970)
      linalg.yield %1667 : f32 loc(#loc970)
    } -> tensor<32x4x8xf32> loc(#loc970)
    %1000 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg106 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].mu['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc667))):
      %1667 = arith.mulf %in, %cst_5 : f32 loc(#loc971)
      linalg.yield %1667 : f32 loc(#loc971)
    } -> tensor<32x4x8xf32> loc(#loc971)
    %1001 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%999, %1000 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc666)), %in_267: f32 loc("jit(step)/mul"(#loc667)), %out: f32 loc("jit(step)/add"(#loc668))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc972)
      linalg.yield %1667 : f32 loc(#loc972)
    } -> tensor<32x4x8xf32> loc(#loc972)
    %1002 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%434 : tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/reduce_sum"(#loc409)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<64xf32> loc(#loc1092)
    %1003 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1002 : tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<64xf32> loc(#loc974)
    %1004 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg107 : tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<64xf32> loc(#loc975)
    %1005 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1003, %1004 : tensor<64xf32>, tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<64xf32> loc(#loc976)
    %1006 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%441 : tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/Dense_0/transpose"(#loc407)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x64xf32> loc(#loc1092)
    %1007 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1006 : tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x64xf32> loc(#loc974)
    %1008 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg108 : tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x64xf32> loc(#loc975)
    %1009 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1007, %1008 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x64xf32> loc(#loc976)
    %1010 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%842 : tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc175 at #loc525)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<64x32xf32> loc(#loc1092)
    %1011 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1010 : tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<64x32xf32> loc(#loc974)
    %1012 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg109 : tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['Embed_0']['embedding']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<64x32xf32> loc(#loc975)
    %1013 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1011, %1012 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<64x32xf32> loc(#loc976)
    %1014 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%446 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc493)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1015 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1014 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1016 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg110 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1017 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1015, %1016 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1018 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%450 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reduce_sum"(#loc490)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1019 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1018 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1020 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg111 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1021 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1019, %1020 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1022 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%740 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/reduce_sum"(#loc456)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<128xf32> loc(#loc1092)
    %1023 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1022 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<128xf32> loc(#loc974)
    %1024 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg112 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<128xf32> loc(#loc975)
    %1025 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1023, %1024 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<128xf32> loc(#loc976)
    %1026 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%743 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_0/transpose"(#loc454)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x128xf32> loc(#loc1092)
    %1027 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1026 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x128xf32> loc(#loc974)
    %1028 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg113 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x128xf32> loc(#loc975)
    %1029 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1027, %1028 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x128xf32> loc(#loc976)
    %1030 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%723 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/reduce_sum"(#loc464)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1031 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1030 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1032 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg114 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['Dense_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1033 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1031, %1032 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1034 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%726 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/Dense_1/transpose"(#loc462)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<128x32xf32> loc(#loc1092)
    %1035 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1034 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<128x32xf32> loc(#loc974)
    %1036 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg115 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<128x32xf32> loc(#loc975)
    %1037 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1035, %1036 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<128x32xf32> loc(#loc976)
    %1038 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%818 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc565)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1039 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1038 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1040 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg116 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1041 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1039, %1040 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1042 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%822 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reduce_sum"(#loc562)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1043 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1042 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1044 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg117 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1045 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1043, %1044 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1046 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%746 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc593)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1047 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1046 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1048 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg118 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['LayerNorm_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1049 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1047, %1048 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1050 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%750 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reduce_sum"(#loc590)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1051 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1050 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1052 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg119 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['LayerNorm_1']['scale']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1053 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1051, %1052 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1054 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%804 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<4x8xf32> loc(#loc1092)
    %1055 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1054 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<4x8xf32> loc(#loc974)
    %1056 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg120 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['key']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<4x8xf32> loc(#loc975)
    %1057 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1055, %1056 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<4x8xf32> loc(#loc976)
    %1058 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%807 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/key/transpose"(#loc569)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x4x8xf32> loc(#loc1092)
    %1059 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1058 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x4x8xf32> loc(#loc974)
    %1060 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg121 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x4x8xf32> loc(#loc975)
    %1061 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1059, %1060 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x4x8xf32> loc(#loc976)
    %1062 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%770 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1063 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1062 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1064 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg122 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['out']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1065 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1063, %1064 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1066 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/out/transpose"(#loc577)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<4x8x32xf32> loc(#loc1092)
    %1067 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<4x8x32xf32> loc(#loc974)
    %1068 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg123 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<4x8x32xf32> loc(#loc975)
    %1069 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1067, %1068 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<4x8x32xf32> loc(#loc976)
    %1070 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%811 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<4x8xf32> loc(#loc1092)
    %1071 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1070 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<4x8xf32> loc(#loc974)
    %1072 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg124 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['query']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<4x8xf32> loc(#loc975)
    %1073 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1071, %1072 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<4x8xf32> loc(#loc976)
    %1074 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%814 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/query/transpose"(#loc566)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x4x8xf32> loc(#loc1092)
    %1075 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1074 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x4x8xf32> loc(#loc974)
    %1076 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg125 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x4x8xf32> loc(#loc975)
    %1077 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1075, %1076 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x4x8xf32> loc(#loc976)
    %1078 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%798 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<4x8xf32> loc(#loc1092)
    %1079 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1078 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<4x8xf32> loc(#loc974)
    %1080 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg126 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['value']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<4x8xf32> loc(#loc975)
    %1081 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1079, %1080 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<4x8xf32> loc(#loc976)
    %1082 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%801 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/value/transpose"(#loc572)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x4x8xf32> loc(#loc1092)
    %1083 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1082 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x4x8xf32> loc(#loc974)
    %1084 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg127 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x4x8xf32> loc(#loc975)
    %1085 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1083, %1084 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x4x8xf32> loc(#loc976)
    %1086 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%621 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/reduce_sum"(#loc456)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<128xf32> loc(#loc1092)
    %1087 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1086 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<128xf32> loc(#loc974)
    %1088 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg128 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<128xf32> loc(#loc975)
    %1089 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1087, %1088 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<128xf32> loc(#loc976)
    %1090 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%624 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_0/transpose"(#loc454)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x128xf32> loc(#loc1092)
    %1091 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1090 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x128xf32> loc(#loc974)
    %1092 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg129 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x128xf32> loc(#loc975)
    %1093 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1091, %1092 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x128xf32> loc(#loc976)
    %1094 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%604 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/reduce_sum"(#loc464)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1095 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1094 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1096 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg130 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['Dense_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1097 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1095, %1096 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1098 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%607 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/Dense_1/transpose"(#loc462)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<128x32xf32> loc(#loc1092)
    %1099 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1098 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<128x32xf32> loc(#loc974)
    %1100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg131 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<128x32xf32> loc(#loc975)
    %1101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1099, %1100 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<128x32xf32> loc(#loc976)
    %1102 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%699 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc565)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1103 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1102 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1104 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg132 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1105 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1103, %1104 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1106 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%703 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reduce_sum"(#loc562)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1107 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1106 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1108 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg133 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1109 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1107, %1108 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1110 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%627 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc593)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1111 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1110 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1112 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg134 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['LayerNorm_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1113 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1111, %1112 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1114 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%631 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reduce_sum"(#loc590)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1115 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1114 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1116 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg135 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['LayerNorm_1']['scale']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1117 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1115, %1116 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%685 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<4x8xf32> loc(#loc1092)
    %1119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1118 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<4x8xf32> loc(#loc974)
    %1120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg136 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['key']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<4x8xf32> loc(#loc975)
    %1121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1119, %1120 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<4x8xf32> loc(#loc976)
    %1122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/key/transpose"(#loc569)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x4x8xf32> loc(#loc1092)
    %1123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1122 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x4x8xf32> loc(#loc974)
    %1124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg137 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x4x8xf32> loc(#loc975)
    %1125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1123, %1124 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x4x8xf32> loc(#loc976)
    %1126 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%651 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1127 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1126 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1128 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg138 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['out']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1129 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1127, %1128 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%654 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/out/transpose"(#loc577)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<4x8x32xf32> loc(#loc1092)
    %1131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1130 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<4x8x32xf32> loc(#loc974)
    %1132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg139 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<4x8x32xf32> loc(#loc975)
    %1133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1131, %1132 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<4x8x32xf32> loc(#loc976)
    %1134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%692 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<4x8xf32> loc(#loc1092)
    %1135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1134 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<4x8xf32> loc(#loc974)
    %1136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg140 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['query']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<4x8xf32> loc(#loc975)
    %1137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1135, %1136 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<4x8xf32> loc(#loc976)
    %1138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/query/transpose"(#loc566)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x4x8xf32> loc(#loc1092)
    %1139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1138 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x4x8xf32> loc(#loc974)
    %1140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg141 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x4x8xf32> loc(#loc975)
    %1141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1139, %1140 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x4x8xf32> loc(#loc976)
    %1142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%679 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<4x8xf32> loc(#loc1092)
    %1143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1142 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<4x8xf32> loc(#loc974)
    %1144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg142 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['value']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<4x8xf32> loc(#loc975)
    %1145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1143, %1144 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<4x8xf32> loc(#loc976)
    %1146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/value/transpose"(#loc572)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x4x8xf32> loc(#loc1092)
    %1147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1146 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x4x8xf32> loc(#loc974)
    %1148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg143 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x4x8xf32> loc(#loc975)
    %1149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1147, %1148 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x4x8xf32> loc(#loc976)
    %1150 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%491 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/reduce_sum"(#loc456)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<128xf32> loc(#loc1092)
    %1151 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1150 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<128xf32> loc(#loc974)
    %1152 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg144 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['Dense_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<128xf32> loc(#loc975)
    %1153 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1151, %1152 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<128xf32> loc(#loc976)
    %1154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%496 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_0/transpose"(#loc454)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x128xf32> loc(#loc1092)
    %1155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1154 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x128xf32> loc(#loc974)
    %1156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg145 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['Dense_0']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x128xf32> loc(#loc975)
    %1157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1155, %1156 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x128xf32> loc(#loc976)
    %1158 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%469 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/reduce_sum"(#loc464)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1159 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1158 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1160 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg146 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['Dense_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1161 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1159, %1160 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%475 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/Dense_1/transpose"(#loc462)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<128x32xf32> loc(#loc1092)
    %1163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1162 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<128x32xf32> loc(#loc974)
    %1164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg147 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['Dense_1']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<128x32xf32> loc(#loc975)
    %1165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1163, %1164 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<128x32xf32> loc(#loc976)
    %1166 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%580 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc565)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1167 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1166 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1168 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg148 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['LayerNorm_0']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1169 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1167, %1168 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1170 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%584 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reduce_sum"(#loc562)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1171 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1170 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1172 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg149 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['LayerNorm_0']['scale']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1173 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1171, %1172 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1174 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%499 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc593)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1175 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1174 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1176 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg150 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['LayerNorm_1']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1177 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1175, %1176 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1178 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%503 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reduce_sum"(#loc590)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1179 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1178 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1180 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg151 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['LayerNorm_1']['scale']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1181 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1179, %1180 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%566 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/reduce_sum"(#loc571)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<4x8xf32> loc(#loc1092)
    %1183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1182 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<4x8xf32> loc(#loc974)
    %1184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg152 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['key']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<4x8xf32> loc(#loc975)
    %1185 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1183, %1184 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<4x8xf32> loc(#loc976)
    %1186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/key/transpose"(#loc569)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x4x8xf32> loc(#loc1092)
    %1187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1186 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x4x8xf32> loc(#loc974)
    %1188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg153 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x4x8xf32> loc(#loc975)
    %1189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1187, %1188 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x4x8xf32> loc(#loc976)
    %1190 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%523 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/reduce_sum"(#loc579)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32xf32> loc(#loc1092)
    %1191 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1190 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32xf32> loc(#loc974)
    %1192 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg154 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['out']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32xf32> loc(#loc975)
    %1193 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1191, %1192 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32xf32> loc(#loc976)
    %1194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/out/transpose"(#loc577)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<4x8x32xf32> loc(#loc1092)
    %1195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1194 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<4x8x32xf32> loc(#loc974)
    %1196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg155 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<4x8x32xf32> loc(#loc975)
    %1197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1195, %1196 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<4x8x32xf32> loc(#loc976)
    %1198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%573 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/reduce_sum"(#loc568)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<4x8xf32> loc(#loc1092)
    %1199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1198 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<4x8xf32> loc(#loc974)
    %1200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg156 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['query']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<4x8xf32> loc(#loc975)
    %1201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1199, %1200 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<4x8xf32> loc(#loc976)
    %1202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/query/transpose"(#loc566)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x4x8xf32> loc(#loc1092)
    %1203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1202 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x4x8xf32> loc(#loc974)
    %1204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg157 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x4x8xf32> loc(#loc975)
    %1205 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1203, %1204 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x4x8xf32> loc(#loc976)
    %1206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%559 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/reduce_sum"(#loc574)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<4x8xf32> loc(#loc1092)
    %1207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1206 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<4x8xf32> loc(#loc974)
    %1208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg158 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['value']['bias']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<4x8xf32> loc(#loc975)
    %1209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1207, %1208 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<4x8xf32> loc(#loc976)
    %1210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/value/transpose"(#loc572)), %out: f32 loc("jit(step)/integer_pow"(#loc973))):
      %1667 = arith.mulf %in, %in : f32 loc(#loc1092)
      linalg.yield %1667 : f32 loc(#loc1092)
    } -> tensor<32x4x8xf32> loc(#loc1092)
    %1211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1210 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/integer_pow"(#loc973)), %out: f32 loc("jit(step)/mul"(#loc670))):
      %1667 = arith.mulf %in, %cst_4 : f32 loc(#loc974)
      linalg.yield %1667 : f32 loc(#loc974)
    } -> tensor<32x4x8xf32> loc(#loc974)
    %1212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg159 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("opt_state[0].nu['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %out: f32 loc("jit(step)/mul"(#loc671))):
      %1667 = arith.mulf %in, %cst_3 : f32 loc(#loc975)
      linalg.yield %1667 : f32 loc(#loc975)
    } -> tensor<32x4x8xf32> loc(#loc975)
    %1213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1211, %1212 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/mul"(#loc670)), %in_267: f32 loc("jit(step)/mul"(#loc671)), %out: f32 loc("jit(step)/add"(#loc672))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc976)
      linalg.yield %1667 : f32 loc(#loc976)
    } -> tensor<32x4x8xf32> loc(#loc976)
    %1214 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%arg53 : tensor<i32>) outs(%393 : tensor<i1>) {
    ^bb0(%in: i32 loc("opt_state[0].count"), %out: i1 loc("jit(step)/lt"(#loc528))):
      %1667 = arith.cmpi slt, %in, %c2147483647_i32 : i32 loc(#loc673)
      linalg.yield %1667 : i1 loc(#loc673)
    } -> tensor<i1> loc(#loc673)
    %1215 = tensor.empty() : tensor<i32> loc(#loc541)
    %1216 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%arg53 : tensor<i32>) outs(%1215 : tensor<i32>) {
    ^bb0(%in: i32 loc("opt_state[0].count"), %out: i32 loc("jit(step)/add"(#loc440))):
      %1667 = arith.addi %in, %c1_i32 : i32 loc(#loc541)
      linalg.yield %1667 : i32 loc(#loc541)
    } -> tensor<i32> loc(#loc541)
    %1217 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = []} ins(%1214, %1216 : tensor<i1>, tensor<i32>) outs(%1215 : tensor<i32>) {
    ^bb0(%in: i1 loc("jit(step)/lt"(#loc528)), %in_267: i32 loc("jit(step)/add"(#loc440)), %out: i32 loc(callsite(#loc182 at #loc674))):
      %1667 = arith.select %in, %in_267, %c2147483647_i32 : i32 loc(#loc977)
      linalg.yield %1667 : i32 loc(#loc977)
    } -> tensor<i32> loc(#loc977)
    %1218 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%1217 : tensor<i32>) outs(%59 : tensor<f32>) {
    ^bb0(%in: i32 loc(callsite(#loc182 at #loc674)), %out: f32 loc("jit(step)/pow"(#loc435))):
      %1667 = arith.sitofp %in : i32 to f32 loc(#loc530)
      linalg.yield %1667 : f32 loc(#loc530)
    } -> tensor<f32> loc(#loc530)
    %1219 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%1218 : tensor<f32>) outs(%59 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/pow"(#loc435)), %out: f32 loc("jit(step)/pow"(#loc435))):
      %1667 = math.powf %cst_5, %in : f32 loc(#loc530)
      linalg.yield %1667 : f32 loc(#loc530)
    } -> tensor<f32> loc(#loc530)
    %1220 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%1219 : tensor<f32>) outs(%59 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/pow"(#loc435)), %out: f32 loc("jit(step)/sub"(#loc435))):
      %1667 = arith.subf %cst_16, %in : f32 loc(#loc531)
      linalg.yield %1667 : f32 loc(#loc531)
    } -> tensor<f32> loc(#loc531)
    %1221 = linalg.generic {indexing_maps = [#map15, #map14], iterator_types = ["parallel"]} ins(%1220 : tensor<f32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<64xf32> loc(#loc532)
    %1222 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%845, %1221 : tensor<64xf32>, tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<64xf32> loc(#loc532)
    %1223 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%1220 : tensor<f32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<32x64xf32> loc(#loc532)
    %1224 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%848, %1223 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x64xf32> loc(#loc532)
    %1225 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%1220 : tensor<f32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<64x32xf32> loc(#loc532)
    %1226 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%851, %1225 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<64x32xf32> loc(#loc532)
    %1227 = linalg.generic {indexing_maps = [#map15, #map14], iterator_types = ["parallel"]} ins(%1220 : tensor<f32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1228 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%854, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1229 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%857, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1230 = linalg.generic {indexing_maps = [#map15, #map14], iterator_types = ["parallel"]} ins(%1220 : tensor<f32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<128xf32> loc(#loc532)
    %1231 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%860, %1230 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<128xf32> loc(#loc532)
    %1232 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%1220 : tensor<f32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<32x128xf32> loc(#loc532)
    %1233 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%863, %1232 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x128xf32> loc(#loc532)
    %1234 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%866, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1235 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%1220 : tensor<f32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<128x32xf32> loc(#loc532)
    %1236 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%869, %1235 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<128x32xf32> loc(#loc532)
    %1237 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%872, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1238 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%875, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1239 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%878, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1240 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%881, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1241 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%1220 : tensor<f32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<4x8xf32> loc(#loc532)
    %1242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%884, %1241 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<4x8xf32> loc(#loc532)
    %1243 = linalg.generic {indexing_maps = [#map24, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1220 : tensor<f32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<32x4x8xf32> loc(#loc532)
    %1244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%887, %1243 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x4x8xf32> loc(#loc532)
    %1245 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%890, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1246 = linalg.generic {indexing_maps = [#map24, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1220 : tensor<f32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      linalg.yield %in : f32 loc(#loc532)
    } -> tensor<4x8x32xf32> loc(#loc532)
    %1247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%893, %1246 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<4x8x32xf32> loc(#loc532)
    %1248 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%896, %1241 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<4x8xf32> loc(#loc532)
    %1249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%899, %1243 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x4x8xf32> loc(#loc532)
    %1250 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%902, %1241 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<4x8xf32> loc(#loc532)
    %1251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%905, %1243 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x4x8xf32> loc(#loc532)
    %1252 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%908, %1230 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<128xf32> loc(#loc532)
    %1253 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%911, %1232 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x128xf32> loc(#loc532)
    %1254 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%914, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1255 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%917, %1235 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<128x32xf32> loc(#loc532)
    %1256 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%920, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1257 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%923, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1258 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%926, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1259 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%929, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1260 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%932, %1241 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<4x8xf32> loc(#loc532)
    %1261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%935, %1243 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x4x8xf32> loc(#loc532)
    %1262 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%938, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1263 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%941, %1246 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<4x8x32xf32> loc(#loc532)
    %1264 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%944, %1241 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<4x8xf32> loc(#loc532)
    %1265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%947, %1243 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x4x8xf32> loc(#loc532)
    %1266 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%950, %1241 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<4x8xf32> loc(#loc532)
    %1267 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%953, %1243 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x4x8xf32> loc(#loc532)
    %1268 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%956, %1230 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<128xf32> loc(#loc532)
    %1269 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%959, %1232 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x128xf32> loc(#loc532)
    %1270 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%962, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1271 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%965, %1235 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<128x32xf32> loc(#loc532)
    %1272 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%968, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1273 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%971, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1274 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%974, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1275 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%977, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1276 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%980, %1241 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<4x8xf32> loc(#loc532)
    %1277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%983, %1243 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x4x8xf32> loc(#loc532)
    %1278 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%986, %1227 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32xf32> loc(#loc532)
    %1279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%989, %1246 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<4x8x32xf32> loc(#loc532)
    %1280 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%992, %1241 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<4x8xf32> loc(#loc532)
    %1281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%995, %1243 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x4x8xf32> loc(#loc532)
    %1282 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%998, %1241 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<4x8xf32> loc(#loc532)
    %1283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1001, %1243 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc668)), %in_267: f32 loc("jit(step)/div"(#loc435)), %out: f32 loc("jit(step)/div"(#loc435))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc532)
      linalg.yield %1667 : f32 loc(#loc532)
    } -> tensor<32x4x8xf32> loc(#loc532)
    %1284 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%1218 : tensor<f32>) outs(%59 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/pow"(#loc435)), %out: f32 loc("jit(step)/pow"(#loc436))):
      %1667 = math.powf %cst_3, %in : f32 loc(#loc533)
      linalg.yield %1667 : f32 loc(#loc533)
    } -> tensor<f32> loc(#loc533)
    %1285 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%1284 : tensor<f32>) outs(%59 : tensor<f32>) {
    ^bb0(%in: f32 loc("jit(step)/pow"(#loc436)), %out: f32 loc("jit(step)/sub"(#loc436))):
      %1667 = arith.subf %cst_16, %in : f32 loc(#loc534)
      linalg.yield %1667 : f32 loc(#loc534)
    } -> tensor<f32> loc(#loc534)
    %1286 = linalg.generic {indexing_maps = [#map15, #map14], iterator_types = ["parallel"]} ins(%1285 : tensor<f32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      linalg.yield %in : f32 loc(#loc535)
    } -> tensor<64xf32> loc(#loc535)
    %1287 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1005, %1286 : tensor<64xf32>, tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<64xf32> loc(#loc535)
    %1288 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%1285 : tensor<f32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      linalg.yield %in : f32 loc(#loc535)
    } -> tensor<32x64xf32> loc(#loc535)
    %1289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1009, %1288 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x64xf32> loc(#loc535)
    %1290 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%1285 : tensor<f32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      linalg.yield %in : f32 loc(#loc535)
    } -> tensor<64x32xf32> loc(#loc535)
    %1291 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1013, %1290 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<64x32xf32> loc(#loc535)
    %1292 = linalg.generic {indexing_maps = [#map15, #map14], iterator_types = ["parallel"]} ins(%1285 : tensor<f32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      linalg.yield %in : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1293 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1017, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1294 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1021, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1295 = linalg.generic {indexing_maps = [#map15, #map14], iterator_types = ["parallel"]} ins(%1285 : tensor<f32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      linalg.yield %in : f32 loc(#loc535)
    } -> tensor<128xf32> loc(#loc535)
    %1296 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1025, %1295 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<128xf32> loc(#loc535)
    %1297 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%1285 : tensor<f32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      linalg.yield %in : f32 loc(#loc535)
    } -> tensor<32x128xf32> loc(#loc535)
    %1298 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1029, %1297 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x128xf32> loc(#loc535)
    %1299 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1033, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1300 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%1285 : tensor<f32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      linalg.yield %in : f32 loc(#loc535)
    } -> tensor<128x32xf32> loc(#loc535)
    %1301 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1037, %1300 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<128x32xf32> loc(#loc535)
    %1302 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1041, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1303 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1045, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1304 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1049, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1305 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1053, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1306 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%1285 : tensor<f32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      linalg.yield %in : f32 loc(#loc535)
    } -> tensor<4x8xf32> loc(#loc535)
    %1307 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1057, %1306 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<4x8xf32> loc(#loc535)
    %1308 = linalg.generic {indexing_maps = [#map24, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1285 : tensor<f32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      linalg.yield %in : f32 loc(#loc535)
    } -> tensor<32x4x8xf32> loc(#loc535)
    %1309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1061, %1308 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x4x8xf32> loc(#loc535)
    %1310 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1065, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1311 = linalg.generic {indexing_maps = [#map24, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1285 : tensor<f32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sub"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      linalg.yield %in : f32 loc(#loc535)
    } -> tensor<4x8x32xf32> loc(#loc535)
    %1312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1069, %1311 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<4x8x32xf32> loc(#loc535)
    %1313 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1073, %1306 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<4x8xf32> loc(#loc535)
    %1314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1077, %1308 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x4x8xf32> loc(#loc535)
    %1315 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1081, %1306 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<4x8xf32> loc(#loc535)
    %1316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1085, %1308 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x4x8xf32> loc(#loc535)
    %1317 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1089, %1295 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<128xf32> loc(#loc535)
    %1318 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1093, %1297 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x128xf32> loc(#loc535)
    %1319 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1097, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1320 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1101, %1300 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<128x32xf32> loc(#loc535)
    %1321 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1105, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1322 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1109, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1323 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1113, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1324 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1117, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1325 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1121, %1306 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<4x8xf32> loc(#loc535)
    %1326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1125, %1308 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x4x8xf32> loc(#loc535)
    %1327 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1129, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1133, %1311 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<4x8x32xf32> loc(#loc535)
    %1329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1137, %1306 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<4x8xf32> loc(#loc535)
    %1330 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1141, %1308 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x4x8xf32> loc(#loc535)
    %1331 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1145, %1306 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<4x8xf32> loc(#loc535)
    %1332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1149, %1308 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x4x8xf32> loc(#loc535)
    %1333 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1153, %1295 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<128xf32> loc(#loc535)
    %1334 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1157, %1297 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x128xf32> loc(#loc535)
    %1335 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1161, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1336 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1165, %1300 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<128x32xf32> loc(#loc535)
    %1337 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1169, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1338 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1173, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1339 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1177, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1340 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1181, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1341 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1185, %1306 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<4x8xf32> loc(#loc535)
    %1342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1189, %1308 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x4x8xf32> loc(#loc535)
    %1343 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1193, %1292 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32xf32> loc(#loc535)
    %1344 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1197, %1311 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<4x8x32xf32> loc(#loc535)
    %1345 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1201, %1306 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<4x8xf32> loc(#loc535)
    %1346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1205, %1308 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x4x8xf32> loc(#loc535)
    %1347 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1209, %1306 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<4x8xf32> loc(#loc535)
    %1348 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1213, %1308 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc672)), %in_267: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/div"(#loc436))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc535)
      linalg.yield %1667 : f32 loc(#loc535)
    } -> tensor<32x4x8xf32> loc(#loc535)
    %1349 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1287 : tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<64xf32> loc(#loc675)
    %1350 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1349 : tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<64xf32> loc(#loc676)
    %1351 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1350 : tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<64xf32> loc(#loc677)
    %1352 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1222, %1351 : tensor<64xf32>, tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<64xf32> loc(#loc678)
    %1353 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1289 : tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x64xf32> loc(#loc675)
    %1354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1353 : tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x64xf32> loc(#loc676)
    %1355 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1354 : tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x64xf32> loc(#loc677)
    %1356 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1224, %1355 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x64xf32> loc(#loc678)
    %1357 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1291 : tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<64x32xf32> loc(#loc675)
    %1358 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1357 : tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<64x32xf32> loc(#loc676)
    %1359 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1358 : tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<64x32xf32> loc(#loc677)
    %1360 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1226, %1359 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<64x32xf32> loc(#loc678)
    %1361 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1293 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1362 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1361 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1363 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1362 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1364 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1228, %1363 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1365 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1294 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1366 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1365 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1367 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1366 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1368 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1229, %1367 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1369 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1296 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<128xf32> loc(#loc675)
    %1370 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1369 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<128xf32> loc(#loc676)
    %1371 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1370 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<128xf32> loc(#loc677)
    %1372 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1231, %1371 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<128xf32> loc(#loc678)
    %1373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1298 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x128xf32> loc(#loc675)
    %1374 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1373 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x128xf32> loc(#loc676)
    %1375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1374 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x128xf32> loc(#loc677)
    %1376 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1233, %1375 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x128xf32> loc(#loc678)
    %1377 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1299 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1378 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1377 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1379 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1378 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1380 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1234, %1379 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1301 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<128x32xf32> loc(#loc675)
    %1382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1381 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<128x32xf32> loc(#loc676)
    %1383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1382 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<128x32xf32> loc(#loc677)
    %1384 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1236, %1383 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<128x32xf32> loc(#loc678)
    %1385 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1302 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1386 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1385 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1387 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1386 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1388 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1237, %1387 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1389 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1303 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1390 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1389 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1391 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1390 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1392 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1238, %1391 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1393 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1304 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1394 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1393 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1395 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1394 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1396 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1239, %1395 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1397 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1305 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1398 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1397 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1399 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1398 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1400 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1240, %1399 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1401 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1307 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<4x8xf32> loc(#loc675)
    %1402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1401 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<4x8xf32> loc(#loc676)
    %1403 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1402 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<4x8xf32> loc(#loc677)
    %1404 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1242, %1403 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<4x8xf32> loc(#loc678)
    %1405 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1309 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x4x8xf32> loc(#loc675)
    %1406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1405 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x4x8xf32> loc(#loc676)
    %1407 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1406 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x4x8xf32> loc(#loc677)
    %1408 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1244, %1407 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x4x8xf32> loc(#loc678)
    %1409 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1310 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1410 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1409 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1411 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1410 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1412 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1245, %1411 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1413 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1312 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<4x8x32xf32> loc(#loc675)
    %1414 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1413 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<4x8x32xf32> loc(#loc676)
    %1415 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1414 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<4x8x32xf32> loc(#loc677)
    %1416 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1247, %1415 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<4x8x32xf32> loc(#loc678)
    %1417 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1313 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<4x8xf32> loc(#loc675)
    %1418 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1417 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<4x8xf32> loc(#loc676)
    %1419 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1418 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<4x8xf32> loc(#loc677)
    %1420 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1248, %1419 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<4x8xf32> loc(#loc678)
    %1421 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1314 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x4x8xf32> loc(#loc675)
    %1422 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1421 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x4x8xf32> loc(#loc676)
    %1423 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1422 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x4x8xf32> loc(#loc677)
    %1424 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1249, %1423 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x4x8xf32> loc(#loc678)
    %1425 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1315 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<4x8xf32> loc(#loc675)
    %1426 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1425 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<4x8xf32> loc(#loc676)
    %1427 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1426 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<4x8xf32> loc(#loc677)
    %1428 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1250, %1427 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<4x8xf32> loc(#loc678)
    %1429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1316 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x4x8xf32> loc(#loc675)
    %1430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1429 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x4x8xf32> loc(#loc676)
    %1431 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1430 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x4x8xf32> loc(#loc677)
    %1432 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1251, %1431 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x4x8xf32> loc(#loc678)
    %1433 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1317 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<128xf32> loc(#loc675)
    %1434 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1433 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<128xf32> loc(#loc676)
    %1435 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1434 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<128xf32> loc(#loc677)
    %1436 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1252, %1435 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<128xf32> loc(#loc678)
    %1437 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1318 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x128xf32> loc(#loc675)
    %1438 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1437 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x128xf32> loc(#loc676)
    %1439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1438 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x128xf32> loc(#loc677)
    %1440 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1253, %1439 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x128xf32> loc(#loc678)
    %1441 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1319 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1442 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1441 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1443 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1442 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1444 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1254, %1443 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1320 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<128x32xf32> loc(#loc675)
    %1446 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1445 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<128x32xf32> loc(#loc676)
    %1447 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1446 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<128x32xf32> loc(#loc677)
    %1448 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1255, %1447 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<128x32xf32> loc(#loc678)
    %1449 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1321 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1450 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1449 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1451 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1450 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1452 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1256, %1451 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1453 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1322 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1454 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1453 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1455 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1454 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1456 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1257, %1455 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1457 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1323 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1458 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1457 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1459 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1458 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1460 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1258, %1459 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1461 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1324 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1462 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1461 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1463 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1462 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1464 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1259, %1463 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1325 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<4x8xf32> loc(#loc675)
    %1466 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1465 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<4x8xf32> loc(#loc676)
    %1467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1466 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<4x8xf32> loc(#loc677)
    %1468 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1260, %1467 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<4x8xf32> loc(#loc678)
    %1469 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1326 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x4x8xf32> loc(#loc675)
    %1470 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1469 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x4x8xf32> loc(#loc676)
    %1471 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1470 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x4x8xf32> loc(#loc677)
    %1472 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1261, %1471 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x4x8xf32> loc(#loc678)
    %1473 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1327 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1474 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1473 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1475 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1474 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1476 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1262, %1475 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1477 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1328 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<4x8x32xf32> loc(#loc675)
    %1478 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1477 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<4x8x32xf32> loc(#loc676)
    %1479 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1478 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<4x8x32xf32> loc(#loc677)
    %1480 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1263, %1479 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<4x8x32xf32> loc(#loc678)
    %1481 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1329 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<4x8xf32> loc(#loc675)
    %1482 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1481 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<4x8xf32> loc(#loc676)
    %1483 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1482 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<4x8xf32> loc(#loc677)
    %1484 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1264, %1483 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<4x8xf32> loc(#loc678)
    %1485 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1330 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x4x8xf32> loc(#loc675)
    %1486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1485 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x4x8xf32> loc(#loc676)
    %1487 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1486 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x4x8xf32> loc(#loc677)
    %1488 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1265, %1487 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x4x8xf32> loc(#loc678)
    %1489 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1331 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<4x8xf32> loc(#loc675)
    %1490 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1489 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<4x8xf32> loc(#loc676)
    %1491 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1490 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<4x8xf32> loc(#loc677)
    %1492 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1266, %1491 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<4x8xf32> loc(#loc678)
    %1493 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1332 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x4x8xf32> loc(#loc675)
    %1494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1493 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x4x8xf32> loc(#loc676)
    %1495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1494 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x4x8xf32> loc(#loc677)
    %1496 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1267, %1495 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x4x8xf32> loc(#loc678)
    %1497 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1333 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<128xf32> loc(#loc675)
    %1498 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1497 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<128xf32> loc(#loc676)
    %1499 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1498 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<128xf32> loc(#loc677)
    %1500 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1268, %1499 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<128xf32> loc(#loc678)
    %1501 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1334 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x128xf32> loc(#loc675)
    %1502 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1501 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x128xf32> loc(#loc676)
    %1503 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1502 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x128xf32> loc(#loc677)
    %1504 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1269, %1503 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x128xf32> loc(#loc678)
    %1505 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1335 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1506 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1505 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1507 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1506 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1508 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1270, %1507 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1336 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<128x32xf32> loc(#loc675)
    %1510 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1509 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<128x32xf32> loc(#loc676)
    %1511 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1510 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<128x32xf32> loc(#loc677)
    %1512 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1271, %1511 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<128x32xf32> loc(#loc678)
    %1513 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1337 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1514 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1513 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1515 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1514 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1516 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1272, %1515 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1517 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1338 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1518 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1517 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1519 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1518 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1520 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1273, %1519 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1521 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1339 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1522 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1521 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1523 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1522 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1524 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1274, %1523 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1525 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1340 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1526 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1525 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1527 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1526 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1528 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1275, %1527 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1529 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1341 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<4x8xf32> loc(#loc675)
    %1530 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1529 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<4x8xf32> loc(#loc676)
    %1531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1530 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<4x8xf32> loc(#loc677)
    %1532 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1276, %1531 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<4x8xf32> loc(#loc678)
    %1533 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1342 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x4x8xf32> loc(#loc675)
    %1534 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1533 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x4x8xf32> loc(#loc676)
    %1535 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1534 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x4x8xf32> loc(#loc677)
    %1536 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1277, %1535 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x4x8xf32> loc(#loc678)
    %1537 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1343 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32xf32> loc(#loc675)
    %1538 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1537 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32xf32> loc(#loc676)
    %1539 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1538 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32xf32> loc(#loc677)
    %1540 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%1278, %1539 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32xf32> loc(#loc678)
    %1541 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1344 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<4x8x32xf32> loc(#loc675)
    %1542 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1541 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<4x8x32xf32> loc(#loc676)
    %1543 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1542 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<4x8x32xf32> loc(#loc677)
    %1544 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1279, %1543 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<4x8x32xf32> loc(#loc678)
    %1545 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1345 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<4x8xf32> loc(#loc675)
    %1546 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1545 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<4x8xf32> loc(#loc676)
    %1547 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1546 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<4x8xf32> loc(#loc677)
    %1548 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1280, %1547 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<4x8xf32> loc(#loc678)
    %1549 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1346 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x4x8xf32> loc(#loc675)
    %1550 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1549 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x4x8xf32> loc(#loc676)
    %1551 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1550 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x4x8xf32> loc(#loc677)
    %1552 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1281, %1551 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x4x8xf32> loc(#loc678)
    %1553 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1347 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<4x8xf32> loc(#loc675)
    %1554 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1553 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<4x8xf32> loc(#loc676)
    %1555 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1554 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<4x8xf32> loc(#loc677)
    %1556 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1282, %1555 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<4x8xf32> loc(#loc678)
    %1557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1348 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc436)), %out: f32 loc("jit(step)/add"(#loc536))):
      %1667 = arith.addf %in, %cst_18 : f32 loc(#loc675)
      linalg.yield %1667 : f32 loc(#loc675)
    } -> tensor<32x4x8xf32> loc(#loc675)
    %1558 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1557 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/add"(#loc536)), %out: f32 loc("jit(step)/sqrt"(#loc537))):
      %1667 = math.sqrt %in : f32 loc(#loc676)
      linalg.yield %1667 : f32 loc(#loc676)
    } -> tensor<32x4x8xf32> loc(#loc676)
    %1559 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1558 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/sqrt"(#loc537)), %out: f32 loc("jit(step)/add"(#loc538))):
      %1667 = arith.addf %in, %cst_2 : f32 loc(#loc677)
      linalg.yield %1667 : f32 loc(#loc677)
    } -> tensor<32x4x8xf32> loc(#loc677)
    %1560 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1283, %1559 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc435)), %in_267: f32 loc("jit(step)/add"(#loc538)), %out: f32 loc("jit(step)/div"(#loc539))):
      %1667 = arith.divf %in, %in_267 : f32 loc(#loc678)
      linalg.yield %1667 : f32 loc(#loc678)
    } -> tensor<32x4x8xf32> loc(#loc678)
    %1561 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1352 : tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<64xf32> loc(#loc679)
    %1562 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1356 : tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x64xf32> loc(#loc679)
    %1563 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1360 : tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<64x32xf32> loc(#loc679)
    %1564 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1364 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1565 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1368 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1566 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1372 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<128xf32> loc(#loc679)
    %1567 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1376 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x128xf32> loc(#loc679)
    %1568 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1380 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1569 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1384 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<128x32xf32> loc(#loc679)
    %1570 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1388 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1571 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1392 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1572 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1396 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1573 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1400 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1404 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<4x8xf32> loc(#loc679)
    %1575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1408 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x4x8xf32> loc(#loc679)
    %1576 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1412 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1416 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<4x8x32xf32> loc(#loc679)
    %1578 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1420 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<4x8xf32> loc(#loc679)
    %1579 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1424 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x4x8xf32> loc(#loc679)
    %1580 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1428 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<4x8xf32> loc(#loc679)
    %1581 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1432 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x4x8xf32> loc(#loc679)
    %1582 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1436 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<128xf32> loc(#loc679)
    %1583 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1440 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x128xf32> loc(#loc679)
    %1584 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1444 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1585 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1448 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<128x32xf32> loc(#loc679)
    %1586 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1452 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1587 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1456 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1588 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1460 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1589 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1464 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1590 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1468 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<4x8xf32> loc(#loc679)
    %1591 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1472 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x4x8xf32> loc(#loc679)
    %1592 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1476 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1593 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1480 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<4x8x32xf32> loc(#loc679)
    %1594 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1484 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<4x8xf32> loc(#loc679)
    %1595 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1488 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x4x8xf32> loc(#loc679)
    %1596 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1492 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<4x8xf32> loc(#loc679)
    %1597 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1496 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x4x8xf32> loc(#loc679)
    %1598 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1500 : tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<128xf32> loc(#loc679)
    %1599 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1504 : tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x128xf32> loc(#loc679)
    %1600 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1508 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1601 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1512 : tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<128x32xf32> loc(#loc679)
    %1602 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1516 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1603 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1520 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1604 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1524 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1605 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1528 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1606 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1532 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<4x8xf32> loc(#loc679)
    %1607 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1536 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x4x8xf32> loc(#loc679)
    %1608 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%1540 : tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32xf32> loc(#loc679)
    %1609 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1544 : tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<4x8x32xf32> loc(#loc679)
    %1610 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1548 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<4x8xf32> loc(#loc679)
    %1611 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1552 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x4x8xf32> loc(#loc679)
    %1612 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1556 : tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<4x8xf32> loc(#loc679)
    %1613 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1560 : tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("jit(step)/div"(#loc539)), %out: f32 loc("jit(step)/mul"(#loc540))):
      %1667 = arith.mulf %in, %cst_1 : f32 loc(#loc679)
      linalg.yield %1667 : f32 loc(#loc679)
    } -> tensor<32x4x8xf32> loc(#loc679)
    %1614 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg0, %1561 : tensor<64xf32>, tensor<64xf32>) outs(%432 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("params['Dense_0']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<64xf32> loc(#loc439)
    %1615 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %1562 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%440 : tensor<32x64xf32>) {
    ^bb0(%in: f32 loc("params['Dense_0']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x64xf32> loc(#loc439)
    %1616 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %1563 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%437 : tensor<64x32xf32>) {
    ^bb0(%in: f32 loc("params['Embed_0']['embedding']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<64x32xf32> loc(#loc439)
    %1617 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg3, %1564 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['LayerNorm_0']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1618 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg4, %1565 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['LayerNorm_0']['scale']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1619 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg5, %1566 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['Dense_0']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<128xf32> loc(#loc439)
    %1620 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %1567 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['Dense_0']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x128xf32> loc(#loc439)
    %1621 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg7, %1568 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['Dense_1']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1622 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %1569 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['Dense_1']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<128x32xf32> loc(#loc439)
    %1623 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg9, %1570 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['LayerNorm_0']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1624 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg10, %1571 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['LayerNorm_0']['scale']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1625 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg11, %1572 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['LayerNorm_1']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1626 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg12, %1573 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['LayerNorm_1']['scale']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1627 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg13, %1574 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['key']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<4x8xf32> loc(#loc439)
    %1628 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %1575 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['key']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x4x8xf32> loc(#loc439)
    %1629 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg15, %1576 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['out']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1630 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16, %1577 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['out']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<4x8x32xf32> loc(#loc439)
    %1631 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg17, %1578 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['query']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<4x8xf32> loc(#loc439)
    %1632 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %1579 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['query']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x4x8xf32> loc(#loc439)
    %1633 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg19, %1580 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['value']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<4x8xf32> loc(#loc439)
    %1634 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %1581 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_0']['MultiHeadDotProductAttention_0']['value']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x4x8xf32> loc(#loc439)
    %1635 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg21, %1582 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['Dense_0']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<128xf32> loc(#loc439)
    %1636 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %1583 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['Dense_0']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x128xf32> loc(#loc439)
    %1637 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg23, %1584 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['Dense_1']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1638 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24, %1585 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['Dense_1']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<128x32xf32> loc(#loc439)
    %1639 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg25, %1586 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['LayerNorm_0']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1640 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg26, %1587 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['LayerNorm_0']['scale']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1641 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg27, %1588 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['LayerNorm_1']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1642 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg28, %1589 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['LayerNorm_1']['scale']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1643 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29, %1590 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['key']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<4x8xf32> loc(#loc439)
    %1644 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30, %1591 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['key']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x4x8xf32> loc(#loc439)
    %1645 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg31, %1592 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['out']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1646 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg32, %1593 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['out']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<4x8x32xf32> loc(#loc439)
    %1647 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg33, %1594 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['query']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<4x8xf32> loc(#loc439)
    %1648 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg34, %1595 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['query']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x4x8xf32> loc(#loc439)
    %1649 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg35, %1596 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['value']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<4x8xf32> loc(#loc439)
    %1650 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36, %1597 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_1']['MultiHeadDotProductAttention_0']['value']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x4x8xf32> loc(#loc439)
    %1651 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg37, %1598 : tensor<128xf32>, tensor<128xf32>) outs(%489 : tensor<128xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['Dense_0']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<128xf32> loc(#loc439)
    %1652 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg38, %1599 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%471 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['Dense_0']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x128xf32> loc(#loc439)
    %1653 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg39, %1600 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['Dense_1']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1654 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg40, %1601 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%474 : tensor<128x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['Dense_1']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<128x32xf32> loc(#loc439)
    %1655 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg41, %1602 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['LayerNorm_0']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1656 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg42, %1603 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['LayerNorm_0']['scale']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1657 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg43, %1604 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['LayerNorm_1']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1658 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg44, %1605 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['LayerNorm_1']['scale']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1659 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg45, %1606 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['key']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<4x8xf32> loc(#loc439)
    %1660 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg46, %1607 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['key']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x4x8xf32> loc(#loc439)
    %1661 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg47, %1608 : tensor<32xf32>, tensor<32xf32>) outs(%444 : tensor<32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['out']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32xf32> loc(#loc439)
    %1662 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg48, %1609 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['out']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<4x8x32xf32> loc(#loc439)
    %1663 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg49, %1610 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['query']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<4x8xf32> loc(#loc439)
    %1664 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg50, %1611 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['query']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x4x8xf32> loc(#loc439)
    %1665 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg51, %1612 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%557 : tensor<4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['value']['bias']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<4x8xf32> loc(#loc439)
    %1666 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52, %1613 : tensor<32x4x8xf32>, tensor<32x4x8xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32 loc("params['layers_2']['MultiHeadDotProductAttention_0']['value']['kernel']"), %in_267: f32 loc("jit(step)/mul"(#loc540)), %out: f32 loc("jit(step)/add"(#loc391))):
      %1667 = arith.addf %in, %in_267 : f32 loc(#loc439)
      linalg.yield %1667 : f32 loc(#loc439)
    } -> tensor<32x4x8xf32> loc(#loc439)
    return %413, %1614, %1615, %1616, %1617, %1618, %1619, %1620, %1621, %1622, %1623, %1624, %1625, %1626, %1627, %1628, %1629, %1630, %1631, %1632, %1633, %1634, %1635, %1636, %1637, %1638, %1639, %1640, %1641, %1642, %1643, %1644, %1645, %1646, %1647, %1648, %1649, %1650, %1651, %1652, %1653, %1654, %1655, %1656, %1657, %1658, %1659, %1660, %1661, %1662, %1663, %1664, %1665, %1666, %1217, %845, %848, %851, %854, %857, %860, %863, %866, %869, %872, %875, %878, %881, %884, %887, %890, %893, %896, %899, %902, %905, %908, %911, %914, %917, %920, %923, %926, %929, %932, %935, %938, %941, %944, %947, %950, %953, %956, %959, %962, %965, %968, %971, %974, %977, %980, %983, %986, %989, %992, %995, %998, %1001, %1005, %1009, %1013, %1017, %1021, %1025, %1029, %1033, %1037, %1041, %1045, %1049, %1053, %1057, %1061, %1065, %1069, %1073, %1077, %1081, %1085, %1089, %1093, %1097, %1101, %1105, %1109, %1113, %1117, %1121, %1125, %1129, %1133, %1137, %1141, %1145, %1149, %1153, %1157, %1161, %1165, %1169, %1173, %1177, %1181, %1185, %1189, %1193, %1197, %1201, %1205, %1209, %1213 : tensor<f32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<i32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32> loc(#loc369)
  } loc(#loc)
} loc(#loc)
#loc369 = loc("jit(step)"(#loc363))
#loc394 = loc("jit(step)/transpose(jvp(jit(_take)))"(#loc378))
#loc441 = loc(callsite(#loc171 at #loc393))
#loc442 = loc(callsite(#loc175 at #loc394))
#loc511 = loc(callsite(#loc181 at #loc394))
#loc514 = loc(callsite(#loc181 at #loc393))
#loc639 = loc("jit(step)/transpose(jvp(Model))/LayerNorm_0/reshape"(#loc486))
#loc665 = loc(callsite(#loc181 at #loc525))
#loc846 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_1/reshape"(#loc586))
#loc876 = loc("jit(step)/transpose(jvp(Model))/layers_2/LayerNorm_0/reshape"(#loc558))
#loc890 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_1/reshape"(#loc586))
#loc920 = loc("jit(step)/transpose(jvp(Model))/layers_1/LayerNorm_0/reshape"(#loc558))
#loc934 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_1/reshape"(#loc586))
#loc964 = loc("jit(step)/transpose(jvp(Model))/layers_0/LayerNorm_0/reshape"(#loc558))
#loc1045 = loc("jit(step)/transpose(jvp(Model))/layers_2/MultiHeadDotProductAttention_0/reshape"(#loc712))
#loc1063 = loc("jit(step)/transpose(jvp(Model))/layers_1/MultiHeadDotProductAttention_0/reshape"(#loc712))
#loc1081 = loc("jit(step)/transpose(jvp(Model))/layers_0/MultiHeadDotProductAttention_0/reshape"(#loc712))

