"""Homogeneous tanh-MLP chain training steps: program, memory model, MLIR.

Independent of the C++ solvers (nothing here reads their code or output).

A chain of L layers, activations N x D (f32), weights D x D:

  forward  layer j = 1..L:  z_j = h_{j-1} @ W_j          (empty + fill + matmul)
                            h_j = tanh(z_j + b_j)         (empty + generic)
           loss = sum((h_L - target)^2) / (N*D)           (result)
  backward g_L  = 2/(N*D) * (h_L - target) * dloss
           layer j = L..1:  gz_j = g_j * (1 - h_j^2)       "Bh(j)"
                            db_j = sum_rows(gz_j)          (result)
                            dW_j = h_{j-1}^T @ gz_j        "Bx(j)" (result)
                            g_{j-1} = gz_j @ W_j^T         (j >= 2)

with h_0 = x (an argument). Contractions with a transposed operand are
linalg.generic ops (no transpose buffers).

A *schedule* is a list of actions:
  ("F", j)   compute h_j from the newest instance of h_{j-1} (forward or
             recomputation; a new instance of h_j)
  ("loss",)  the loss (end of the forward pass)
  ("G",)     g_L (first op of the gradient computation)
  ("Bh", j)  gz_j and db_j (reads g_j and the newest h_j)
  ("Bx", j)  dW_j and g_{j-1} (reads the newest h_{j-1} and gz_j)

The memory model is the one docs/Conventions.md states for the real
programs: each op with a tensor.empty init gets its own buffer of
elements x 4 bytes rounded up to a multiple of 64 (the runtime's alignment), allocated at that op (its tensor.empty sits right before
it); fill and matmul write in place; a buffer is freed right after its last
reader; results live to the end; arguments are not counted. Live bytes of an
op = every buffer allocated at or before it and freed at or after it (its
operands and result included); the peak is the maximum over ops.
"""

F32 = 4
ALIGN = 64  # the runtime allocates 64-byte aligned, sizes rounded up to 64


def _bytes(elements):
    n = elements * F32
    return (n + ALIGN - 1) // ALIGN * ALIGN


class Chain:
    def __init__(self, layers, rows, width):
        self.L = layers
        self.N = rows
        self.D = width
        self.act = _bytes(rows * width)  # one activation
        self.dw = _bytes(width * width)
        self.db = _bytes(width)
        self.loss = _bytes(1)
        # FLOPs of one layer's forward as this oracle counts them: matmul
        # 2*N*D*D (multiply-add), fill N*D, bias + tanh 2*N*D.
        self.layer_flops = 2 * rows * width * width + 3 * rows * width

    @property
    def name(self):
        return "mlp%d_%dx%d" % (self.L, self.N, self.D)

    # -- schedules --------------------------------------------------------
    def forward_actions(self):
        return [("F", j) for j in range(1, self.L + 1)] + [("loss",)]

    def plain_schedule(self):
        """The unmodified program."""
        acts = self.forward_actions() + [("G",)]
        for j in range(self.L, 0, -1):
            acts += [("Bh", j), ("Bx", j)]
        return acts

    def single_schedule(self, kept):
        """remat-auto's plan space: layer outputs h_j not in `kept` (subset of
        1..L) are dropped; a dropped h_j is recomputed once, together with
        the dropped run below it down to the nearest kept h_a, right before
        the first op that needs the top of the run (Bx of the kept layer
        above, or G for h_L), and each recomputed value lives until its last
        reader."""
        kept = set(kept)
        acts = self.forward_actions()
        below = lambda b: max([a for a in kept if a < b] + [0])
        if self.L not in kept:
            a = below(self.L + 1)
            acts += [("F", j) for j in range(a + 1, self.L + 1)]
        acts.append(("G",))
        for j in range(self.L, 0, -1):
            acts.append(("Bh", j))
            if j - 1 >= 1 and j - 1 not in kept and j in kept:
                a = below(j)
                acts += [("F", i) for i in range(a + 1, j)]
            acts.append(("Bx", j))
        return acts

    def recompute_count(self, actions):
        """Layer forwards beyond the first forward pass."""
        return sum(1 for a in actions if a[0] == "F") - self.L

    # -- the op list ------------------------------------------------------
    def ops(self, actions):
        """Expands a schedule into ops: dicts with 'kind', 'out' (buffer id
        or None), 'bytes', 'reads' (buffer ids), 'result' (bool), 'action'
        (index into actions), 'layer', and for emission 'val' names."""
        L = self.L
        ops = []
        newest = {0: None}  # layer -> buffer id of the newest h instance
        state = {}
        counter = [0]

        def buf():
            counter[0] += 1
            return counter[0]

        def op(kind, nbytes, reads, result=False, **kw):
            b = buf() if nbytes else None
            d = dict(kind=kind, out=b, bytes=nbytes,
                     reads=[r for r in reads if r is not None],
                     result=result, action=len_actions[0], **kw)
            ops.append(d)
            return b

        len_actions = [0]
        for ai, a in enumerate(actions):
            len_actions[0] = ai
            kind = a[0]
            if kind == "F":
                j = a[1]
                if j - 1 not in newest:
                    raise ValueError("F%d: no instance of h%d" % (j, j - 1))
                z = op("matmul", self.act, [newest[j - 1]], layer=j,
                       src=newest[j - 1])
                h = op("tanh", self.act, [z], layer=j, z=z)
                newest[j] = h
            elif kind == "loss":
                op("loss", self.loss, [newest[L]], result=True, layer=L,
                   src=newest[L])
            elif kind == "G":
                state["g", L] = op("gL", self.act, [newest[L]], layer=L,
                                   src=newest[L])
            elif kind == "Bh":
                j = a[1]
                if ("g", j) not in state:
                    raise ValueError("Bh%d before g%d" % (j, j))
                gz = op("gz", self.act, [state["g", j], newest[j]], layer=j,
                        g=state["g", j], src=newest[j])
                state["gz", j] = gz
                op("db", self.db, [gz], result=True, layer=j, gz=gz)
            elif kind == "Bx":
                j = a[1]
                gz = state.get(("gz", j))
                if gz is None:
                    raise ValueError("Bx%d before Bh%d" % (j, j))
                if j - 1 not in newest:
                    raise ValueError("Bx%d: no instance of h%d" % (j, j - 1))
                op("dW", self.dw, [newest[j - 1], gz], result=True, layer=j,
                   gz=gz, src=newest[j - 1])
                if j >= 2:
                    state["g", j - 1] = op("gprev", self.act, [gz], layer=j,
                                           gz=gz)
            else:
                raise ValueError("unknown action %r" % (a,))
        return ops

    def check_schedule(self, actions):
        """Raises ValueError unless `actions` is a complete training step:
        every backward action exactly once, in order, forward first."""
        bwd = [a for a in actions if a[0] in ("G", "Bh", "Bx")]
        want = [("G",)]
        for j in range(self.L, 0, -1):
            want += [("Bh", j), ("Bx", j)]
        if bwd != want:
            raise ValueError("backward actions out of order")
        if actions[:self.L + 1] != self.forward_actions():
            raise ValueError("schedule does not start with the forward pass")
        self.ops(actions)  # checks data availability

    # -- memory -----------------------------------------------------------
    def simulate(self, actions):
        """Returns (peak bytes, live bytes per op, ops)."""
        ops = self.ops(actions)
        last = {}
        for i, o in enumerate(ops):
            for r in o["reads"]:
                last[r] = i
        n = len(ops)
        delta = [0] * (n + 1)
        for i, o in enumerate(ops):
            if o["out"] is None:
                continue
            end = n - 1 if o["result"] else max(i, last.get(o["out"], i))
            delta[i] += o["bytes"]
            delta[end + 1] -= o["bytes"]
        live, cur = [], 0
        for i in range(n):
            cur += delta[i]
            live.append(cur)
        return (max(live) if live else 0), live, ops

    def peak(self, actions):
        return self.simulate(actions)[0]

    # -- MLIR -------------------------------------------------------------
    def mlir(self, actions=None):
        """The training step in upstream MLIR (docs/Conventions.md); with a
        schedule that recomputes, recomputations read their operands through
        remat.barrier (pinned after the newest gradient value) so that CSE
        cannot merge them with the forward ops."""
        if actions is None:
            actions = self.plain_schedule()
        self.check_schedule(actions)
        return _Emitter(self).emit(actions)


def _ty(shape):
    return "tensor<" + "x".join(str(s) for s in shape) + "xf32>" if shape \
        else "tensor<f32>"


class _Emitter:
    def __init__(self, chain):
        self.c = chain
        self.lines = []
        self.n = 0

    def fresh(self, p="t"):
        self.n += 1
        return "%%%s%d" % (p, self.n)

    def emit_line(self, text, loc):
        self.lines.append("    %s loc(\"%s\")" % (text, loc))

    def full(self, shape, loc):
        c, e, f = self.fresh("c"), self.fresh(), self.fresh()
        self.emit_line("%s = arith.constant 0.000000000e+00 : f32" % c, loc)
        self.emit_line("%s = tensor.empty() : %s" % (e, _ty(shape)), loc)
        self.emit_line("%s = linalg.fill ins(%s : f32) outs(%s : %s) -> %s"
                       % (f, c, e, _ty(shape), _ty(shape)), loc)
        return f

    def empty(self, shape, loc):
        e = self.fresh()
        self.emit_line("%s = tensor.empty() : %s" % (e, _ty(shape)), loc)
        return e

    def generic(self, maps, iters, ins, out, body, loc, rank):
        """ins: list of (name, type); out: (name, type); body(args) returns
        a list of scalar lines (without loc) and the yielded name."""
        dims = ", ".join("d%d" % i for i in range(rank))
        amaps = ", ".join("affine_map<(%s) -> (%s)>" % (dims, m) for m in maps)
        r = self.fresh()
        args = [self.fresh("a") for _ in range(len(ins) + 1)]
        self.lines.append(
            "    %s = linalg.generic {indexing_maps = [%s], iterator_types = "
            "[%s]} ins(%s : %s) outs(%s : %s) {" % (
                r, amaps, ", ".join('"%s"' % i for i in iters),
                ", ".join(n for n, _ in ins), ", ".join(t for _, t in ins),
                out[0], out[1]))
        self.lines.append("    ^bb0(%s):" % ", ".join("%s: f32" % a for a in args))
        body_lines, y = body(args)
        for bl in body_lines:
            self.lines.append("      %s loc(\"%s\")" % (bl, loc))
        self.lines.append("      linalg.yield %s : f32 loc(\"%s\")" % (y, loc))
        self.lines.append("    } -> %s loc(\"%s\")" % (out[1], loc))
        return r

    def emit(self, actions):
        c = self.c
        N, D, L = c.N, c.D, c.L
        act, wt, bt = _ty((N, D)), _ty((D, D)), _ty((D,))
        args = ["%x: " + act, "%target: " + act]
        for j in range(1, L + 1):
            args += ["%%layers_%d_fc_weight: %s" % (j - 1, wt),
                     "%%layers_%d_fc_bias: %s" % (j - 1, bt)]
        args.append("%dloss: tensor<f32> {remat.cotangent}")
        results = [("loss", "tensor<f32>")]
        W = lambda j: "%%layers_%d_fc_weight" % (j - 1)
        B = lambda j: "%%layers_%d_fc_bias" % (j - 1)
        newest = {0: "%x"}
        g, gz = {}, {}
        grads = {}
        loss = None
        in_backward = False
        last_grad = None  # newest gradient value, for barriers
        layer_loc = lambda j: "layers.%d" % (j - 1)
        for a in actions:
            kind = a[0]
            if kind == "F":
                j = a[1]
                src, w, b = newest[j - 1], W(j), B(j)
                pre = "recompute." if in_backward else ""
                if in_backward:
                    # Pin the recomputation's operands after the newest
                    # gradient value (the remat.barrier contract).
                    vals, tys = [src, w, b], [act, wt, bt]
                    outs = [self.fresh("p") for _ in vals]
                    self.emit_line("%s = remat.barrier %s after %s : %s after %s"
                                   % (", ".join(outs), ", ".join(vals),
                                      last_grad[0], ", ".join(tys),
                                      last_grad[1]),
                                   "backward." + pre + layer_loc(j) + ".fc")
                    m = dict(zip(vals, outs))
                    src, w, b = m[src], m[w], m[b]
                loc = pre + layer_loc(j)
                acc = self.full((N, D), loc + ".fc")
                z = self.fresh()
                self.emit_line("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                               % (z, src, w, act, wt, acc, act, act), loc + ".fc")
                e = self.empty((N, D), loc + ".act")
                h = self.generic(
                    ["d0, d1", "d1", "d0, d1"], ["parallel", "parallel"],
                    [(z, act), (b, bt)], (e, act),
                    lambda ar: (["%s = arith.addf %s, %s : f32" % ("%s_s" % ar[0], ar[0], ar[1]),
                                 "%s = math.tanh %s : f32" % ("%s_t" % ar[0], "%s_s" % ar[0])],
                                "%s_t" % ar[0]),
                    loc + ".act", 2)
                newest[j] = h
            elif kind == "loss":
                acc = self.full((), "loss")
                scale = "%.9e" % (1.0 / (N * D))
                loss = self.generic(
                    ["d0, d1", "d0, d1", ""], ["reduction", "reduction"],
                    [(newest[L], act), ("%target", act)], (acc, "tensor<f32>"),
                    lambda ar: ([
                        "%s_d = arith.subf %s, %s : f32" % (ar[0], ar[0], ar[1]),
                        "%s_q = arith.mulf %s_d, %s_d : f32" % (ar[0], ar[0], ar[0]),
                        "%s_k = arith.constant %s : f32" % (ar[0], scale),
                        "%s_m = arith.mulf %s_q, %s_k : f32" % (ar[0], ar[0], ar[0]),
                        "%s_r = arith.addf %s, %s_m : f32" % (ar[0], ar[2], ar[0])],
                        "%s_r" % ar[0]),
                    "loss", 2)
            elif kind == "G":
                in_backward = True
                dl = self.fresh("s")
                self.emit_line("%s = tensor.extract %%dloss[] : tensor<f32>" % dl,
                               "backward.loss")
                e = self.empty((N, D), "backward.loss")
                scale = "%.9e" % (2.0 / (N * D))
                g[L] = self.generic(
                    ["d0, d1", "d0, d1", "d0, d1"], ["parallel", "parallel"],
                    [(newest[L], act), ("%target", act)], (e, act),
                    lambda ar: ([
                        "%s_d = arith.subf %s, %s : f32" % (ar[0], ar[0], ar[1]),
                        "%s_k = arith.constant %s : f32" % (ar[0], scale),
                        "%s_m = arith.mulf %s_d, %s_k : f32" % (ar[0], ar[0], ar[0]),
                        "%s_r = arith.mulf %s_m, %s : f32" % (ar[0], ar[0], dl)],
                        "%s_r" % ar[0]),
                    "backward.loss", 2)
                last_grad = (g[L], act)
            elif kind == "Bh":
                j = a[1]
                loc = "backward." + layer_loc(j) + ".act"
                e = self.empty((N, D), loc)
                gz[j] = self.generic(
                    ["d0, d1", "d0, d1", "d0, d1"], ["parallel", "parallel"],
                    [(g[j], act), (newest[j], act)], (e, act),
                    lambda ar: ([
                        "%s_q = arith.mulf %s, %s : f32" % (ar[1], ar[1], ar[1]),
                        "%s_o = arith.constant 1.000000000e+00 : f32" % ar[1],
                        "%s_s = arith.subf %s_o, %s_q : f32" % (ar[1], ar[1], ar[1]),
                        "%s_m = arith.mulf %s, %s_s : f32" % (ar[1], ar[0], ar[1])],
                        "%s_m" % ar[1]),
                    loc, 2)
                loc = "backward." + layer_loc(j) + ".fc"
                acc = self.full((D,), loc)
                grads["b", j] = self.generic(
                    ["d0, d1", "d1"], ["reduction", "parallel"],
                    [(gz[j], act)], (acc, bt),
                    lambda ar: (["%s_r = arith.addf %s, %s : f32" % (ar[0], ar[1], ar[0])],
                                "%s_r" % ar[0]),
                    loc, 2)
                last_grad = (gz[j], act)
            elif kind == "Bx":
                j = a[1]
                loc = "backward." + layer_loc(j) + ".fc"
                acc = self.full((D, D), loc)
                # dW[i, k] = sum_n h[n, i] * gz[n, k]; dims (n, i, k)
                grads["w", j] = self.generic(
                    ["d0, d1", "d0, d2", "d1, d2"],
                    ["reduction", "parallel", "parallel"],
                    [(newest[j - 1], act), (gz[j], act)], (acc, wt),
                    lambda ar: (["%s_m = arith.mulf %s, %s : f32" % (ar[0], ar[0], ar[1]),
                                 "%s_r = arith.addf %s, %s_m : f32" % (ar[0], ar[2], ar[0])],
                                "%s_r" % ar[0]),
                    loc, 3)
                last_grad = (grads["w", j], wt)
                if j >= 2:
                    acc = self.full((N, D), loc)
                    # g[n, i] = sum_k gz[n, k] * W[i, k]; dims (n, i, k)
                    g[j - 1] = self.generic(
                        ["d0, d2", "d1, d2", "d0, d1"],
                        ["parallel", "parallel", "reduction"],
                        [(gz[j], act), (W(j), wt)], (acc, act),
                        lambda ar: (["%s_m = arith.mulf %s, %s : f32" % (ar[0], ar[0], ar[1]),
                                     "%s_r = arith.addf %s, %s_m : f32" % (ar[0], ar[2], ar[0])],
                                    "%s_r" % ar[0]),
                        loc, 3)
                    last_grad = (g[j - 1], act)
        rets = [loss]
        rtys = ["tensor<f32>"]
        for j in range(1, L + 1):
            rets += [grads["w", j], grads["b", j]]
            rtys += [wt, bt]
        head = ["// Generated by benchmarks/oracle/chain.py -- do not edit by hand.",
                "// %d-layer tanh MLP chain, activations %dx%d, weights %dx%d."
                % (L, N, D, D, D),
                "module {",
                "  func.func @train_step(%s) -> (%s) {" % (", ".join(args),
                                                          ", ".join(rtys))]
        tail = ["    return %s : %s" % (", ".join(rets), ", ".join(rtys)),
                "  }", "}", ""]
        return "\n".join(head + self.lines + tail)
