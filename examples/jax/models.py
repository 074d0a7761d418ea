"""JAX training steps written the usual way, for remat's JAX front end.

Each ``make_<name>(checkpoint=None)`` returns ``Example(step, args, pattern)``:
``step`` is a plain Python function (``jax.value_and_grad`` of a loss, then an
SGD or optax Adam update) taking ``*args`` (parameters, optimizer state, batch;
random from fixed seeds), ``pattern`` the regex over location names whose first
group is a layer (``remat-outline-checkpoints{pattern=...}``).

``checkpoint`` selects jax.checkpoint variants (for comparisons with JAX's own
rematerialization): ``None`` (no jax.checkpoint, except the ``checkpoint``
example, which always uses it), ``"nothing_saveable"`` or ``"dots_saveable"``
(each layer wrapped in ``jax.checkpoint`` with that policy).

Sizes are small on purpose: each step runs in remat-run (JIT-compiled naive
loops) in about a second. examples/jax/generate.py writes their StableHLO.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import jax
import jax.numpy as jnp
from jax import lax

# the default pattern of remat-outline-checkpoints matches `layers.3` in
# JAX's name stacks (`jit(step)/jvp(layers.3)/dot_general`)
DEFAULT_PATTERN = r"((layers?|h|blocks?)\.?[0-9]+(\.[0-9]+)?)"


@dataclass
class Example:
    step: Callable
    args: tuple
    pattern: str = DEFAULT_PATTERN
    # (argument index, low, high) of integer inputs: valid values in [low, high)
    int_ranges: tuple = ()


def _policy(checkpoint):
    if checkpoint is None:
        return None
    return {"nothing_saveable": jax.checkpoint_policies.nothing_saveable,
            "dots_saveable": jax.checkpoint_policies.dots_saveable}[checkpoint]


def _layer(fn, checkpoint):
    """``fn`` wrapped in jax.checkpoint with the named policy (or unchanged)."""
    if checkpoint is None:
        return fn
    return jax.checkpoint(fn, policy=_policy(checkpoint))


def _keys(seed, n):
    return list(jax.random.split(jax.random.PRNGKey(seed), n))


def _sgd(params, grads, lr=0.05):
    return jax.tree.map(lambda p, g: p - lr * g, params, grads)


def _xent_int(logits, labels):
    """Integer-label cross-entropy: log_softmax and take_along_axis (a gather;
    its backward is a scatter-add)."""
    lp = jax.nn.log_softmax(logits, axis=-1)
    picked = jnp.take_along_axis(lp, labels[..., None], axis=-1)
    return -jnp.mean(picked)


def _layer_norm(x, g, b, eps=1e-5):
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mu) ** 2, axis=-1, keepdims=True)
    return (x - mu) * lax.rsqrt(var + eps) * g + b


# ----------------------------------------------------------------- deep MLP
def make_mlp(checkpoint=None, depth=16, width=64, batch=512):
    ks = _keys(0, depth + 2)
    params = [(jax.random.normal(ks[i], (width, width)) * (1.0 / width ** 0.5),
               jnp.zeros((width,))) for i in range(depth)]
    x = jax.random.normal(ks[-2], (batch, width))
    y = jax.random.normal(ks[-1], (batch, width))

    def block(p, h):
        w, b = p
        return jnp.tanh(h @ w + b)

    def loss(params, x, y):
        h = x
        for i, p in enumerate(params):
            with jax.named_scope(f"layers.{i}"):
                h = _layer(block, checkpoint)(p, h)
        return jnp.mean((h - y) ** 2)

    def step(params, x, y):
        l, g = jax.value_and_grad(loss)(params, x, y)
        return l, _sgd(params, g)

    return Example(step, (params, x, y))


# ------------------------------------- MLP with optax SGD-momentum / Adam state
def _make_mlp_optax(optimizer, depth, width, batch):
    """A tanh MLP (MSE loss) whose step updates optimizer state: arguments
    (params, opt_state, x, y), results (loss, params, opt_state). Sharded with
    remat-shard{strategy=fsdp}, the state is split like its parameter
    (docs/Sharding.md)."""
    ks = _keys(6, depth + 2)
    params = [(jax.random.normal(ks[i], (width, width)) * (1.0 / width ** 0.5),
               jnp.zeros((width,))) for i in range(depth)]
    x = jax.random.normal(ks[-2], (batch, width))
    y = jax.random.normal(ks[-1], (batch, width))
    opt_state = optimizer.init(params)

    def loss(params, x, y):
        h = x
        for i, (w, b) in enumerate(params):
            with jax.named_scope(f"layers.{i}"):
                h = jnp.tanh(h @ w + b)
        return jnp.mean((h - y) ** 2)

    def step(params, opt_state, x, y):
        import optax

        l, g = jax.value_and_grad(loss)(params, x, y)
        updates, opt_state = optimizer.update(g, opt_state, params)
        return l, optax.apply_updates(params, updates), opt_state

    return Example(step, (params, opt_state, x, y))


def make_mlp_momentum(checkpoint=None, depth=4, width=64, batch=512):
    """optax.sgd with momentum 0.9: one trace per parameter."""
    import optax

    return _make_mlp_optax(optax.sgd(0.05, momentum=0.9), depth, width, batch)


def make_mlp_adam(checkpoint=None, depth=4, width=64, batch=512):
    """optax.adam: a step count and two moments per parameter (the second
    must be non-negative: generated inputs need --input files, see
    test/Integration/Inputs/optimizer_inputs.py)."""
    import optax

    return _make_mlp_optax(optax.adam(1e-3), depth, width, batch)


# ------------------------------------------------------- jax.checkpoint MLP
def make_checkpoint(checkpoint="nothing_saveable", depth=8, width=64, batch=512):
    """The MLP with every layer under jax.checkpoint (the user's checkpoint
    choice, which IREE's input conversion turns into util.optimization_barrier)."""
    return make_mlp(checkpoint or "nothing_saveable", depth=depth, width=width, batch=batch)


# -------------------------------------------------------------- GPT decoder
def _attention(x, p, heads, causal):
    t, d = x.shape[-2], x.shape[-1]
    hd = d // heads
    qkv = x @ p["qkv"] + p["qkv_b"]
    q, k, v = jnp.split(qkv, 3, axis=-1)

    def split(z):
        return z.reshape(z.shape[:-1] + (heads, hd)).swapaxes(-2, -3)

    q, k, v = split(q), split(k), split(v)
    s = (q @ k.swapaxes(-1, -2)) / jnp.sqrt(float(hd))
    if causal:
        mask = jnp.tril(jnp.ones((t, t), bool))
        s = jnp.where(mask, s, -1e9)
    a = jax.nn.softmax(s, axis=-1) @ v
    a = a.swapaxes(-2, -3).reshape(x.shape)
    return a @ p["proj"] + p["proj_b"]


def _transformer_params(key, layers, d):
    ks = jax.random.split(key, 4 * layers)
    out = []
    for i in range(layers):
        s = 1.0 / d ** 0.5
        out.append({
            "ln1_g": jnp.ones((d,)), "ln1_b": jnp.zeros((d,)),
            "qkv": jax.random.normal(ks[4 * i], (d, 3 * d)) * s, "qkv_b": jnp.zeros((3 * d,)),
            "proj": jax.random.normal(ks[4 * i + 1], (d, d)) * s, "proj_b": jnp.zeros((d,)),
            "ln2_g": jnp.ones((d,)), "ln2_b": jnp.zeros((d,)),
            "fc": jax.random.normal(ks[4 * i + 2], (d, 4 * d)) * s, "fc_b": jnp.zeros((4 * d,)),
            "out": jax.random.normal(ks[4 * i + 3], (4 * d, d)) * (0.5 * s), "out_b": jnp.zeros((d,)),
        })
    return out


def _pre_ln_block(x, p, heads, causal):
    x = x + _attention(_layer_norm(x, p["ln1_g"], p["ln1_b"]), p, heads, causal)
    h = jax.nn.gelu(_layer_norm(x, p["ln2_g"], p["ln2_b"]) @ p["fc"] + p["fc_b"])
    return x + h @ p["out"] + p["out_b"]


def make_gpt(checkpoint=None, layers=4, d=32, heads=4, vocab=64, seq=32, batch=8):
    k0, k1, k2, k3 = _keys(1, 4)
    params = {"wte": jax.random.normal(k0, (vocab, d)) * 0.1,
              "wpe": jax.random.normal(k1, (seq, d)) * 0.1,
              "h": _transformer_params(k2, layers, d),
              "lnf_g": jnp.ones((d,)), "lnf_b": jnp.zeros((d,))}
    tokens = jax.random.randint(k3, (batch, seq + 1), 0, vocab, dtype=jnp.int32)
    inputs, targets = tokens[:, :-1], tokens[:, 1:]

    def loss(params, inputs, targets):
        x = params["wte"][inputs] + params["wpe"]
        for i, p in enumerate(params["h"]):
            with jax.named_scope(f"h.{i}"):
                x = _layer(lambda x, p: _pre_ln_block(x, p, heads, True), checkpoint)(x, p)
        x = _layer_norm(x, params["lnf_g"], params["lnf_b"])
        logits = x @ params["wte"].T          # tied embedding
        return _xent_int(logits, targets)

    def step(params, inputs, targets):
        l, g = jax.value_and_grad(loss)(params, inputs, targets)
        return l, _sgd(params, g)

    n = len(jax.tree.leaves(params))
    return Example(step, (params, inputs, targets), int_ranges=((n, 0, vocab), (n + 1, 0, vocab)))


# ------------------------------------------------------------- BERT encoder
def make_bert(checkpoint=None, layers=4, d=32, heads=4, vocab=64, seq=32, batch=8, classes=4):
    k0, k1, k2, k3, k4, k5 = _keys(2, 6)
    params = {"tok": jax.random.normal(k0, (vocab, d)) * 0.1,
              "pos": jax.random.normal(k1, (seq, d)) * 0.1,
              "emb_ln_g": jnp.ones((d,)), "emb_ln_b": jnp.zeros((d,)),
              "layers": _transformer_params(k2, layers, d),
              "cls": jax.random.normal(k3, (d, classes)) * 0.1, "cls_b": jnp.zeros((classes,))}
    tokens = jax.random.randint(k4, (batch, seq), 0, vocab, dtype=jnp.int32)
    labels = jax.random.randint(k5, (batch,), 0, classes, dtype=jnp.int32)

    def post_ln_block(x, p):
        x = _layer_norm(x + _attention(x, p, heads, False), p["ln1_g"], p["ln1_b"])
        h = jax.nn.gelu(x @ p["fc"] + p["fc_b"]) @ p["out"] + p["out_b"]
        return _layer_norm(x + h, p["ln2_g"], p["ln2_b"])

    def loss(params, tokens, labels):
        x = jnp.take(params["tok"], tokens, axis=0) + params["pos"]
        x = _layer_norm(x, params["emb_ln_g"], params["emb_ln_b"])
        for i, p in enumerate(params["layers"]):
            with jax.named_scope(f"layers.{i}"):
                x = _layer(post_ln_block, checkpoint)(x, p)
        pooled = jnp.tanh(jnp.mean(x, axis=1))
        return _xent_int(pooled @ params["cls"] + params["cls_b"], labels)

    def step(params, tokens, labels):
        l, g = jax.value_and_grad(loss)(params, tokens, labels)
        return l, _sgd(params, g)

    n = len(jax.tree.leaves(params))
    return Example(step, (params, tokens, labels), int_ranges=((n, 0, vocab), (n + 1, 0, classes)))


# --------------------------------------------------------- CNN with pooling
def _conv(x, w, b, stride=1):
    y = lax.conv_general_dilated(x, w, (stride, stride), "SAME",
                                 dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return y + b


def _max_pool(x):
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")


def make_cnn(checkpoint=None, batch=16, size=32, channels=(8, 16, 16), classes=10):
    ks = _keys(3, len(channels) + 3)
    params, cin = [], 3
    for i, c in enumerate(channels):
        params.append((jax.random.normal(ks[i], (3, 3, cin, c)) * (2.0 / (9 * cin)) ** 0.5,
                       jnp.zeros((c,))))
        cin = c
    feat = cin * (size >> len(channels)) ** 2
    head = (jax.random.normal(ks[-3], (feat, classes)) * feat ** -0.5, jnp.zeros((classes,)))
    x = jax.random.normal(ks[-2], (batch, size, size, 3))
    labels = jax.random.randint(ks[-1], (batch,), 0, classes, dtype=jnp.int32)

    def block(p, h):
        return _max_pool(jax.nn.relu(_conv(h, *p)))

    def loss(params, head, x, labels):
        h = x
        for i, p in enumerate(params):
            with jax.named_scope(f"blocks.{i}"):
                h = _layer(block, checkpoint)(p, h)
        logits = h.reshape(h.shape[0], -1) @ head[0] + head[1]
        return _xent_int(logits, labels)

    def step(params, head, x, labels):
        l, (gp, gh) = jax.value_and_grad(loss, argnums=(0, 1))(params, head, x, labels)
        return l, _sgd(params, gp), _sgd(head, gh)

    n = len(jax.tree.leaves((params, head)))
    return Example(step, (params, head, x, labels), int_ranges=((n + 1, 0, classes),))


# ------------------------------------------------- flax modules + optax Adam
def make_flax_adam(checkpoint=None, layers=3, d=32, heads=4, vocab=64, seq=32, batch=8):
    import flax.linen as nn
    import optax

    class Block(nn.Module):
        @nn.compact
        def __call__(self, x):
            y = nn.LayerNorm()(x)
            # no projection biases (as LLaMA/PaLM): the key bias's gradient is
            # zero in exact arithmetic (softmax ignores a per-query constant),
            # so it is rounding noise, which Adam's m/sqrt(v) turns into +-lr
            # updates whose signs no two compilers share (measured: 8.8e-4
            # apart between XLA and remat-run with it)
            y = nn.MultiHeadDotProductAttention(num_heads=heads, use_bias=False)(y, y)
            x = x + y
            y = nn.Dense(4 * d)(nn.LayerNorm()(x))
            return x + nn.Dense(d)(nn.gelu(y))

    class Model(nn.Module):
        @nn.compact
        def __call__(self, tokens):
            x = nn.Embed(vocab, d)(tokens)
            block = Block if checkpoint is None else nn.remat(Block, policy=_policy(checkpoint))
            for i in range(layers):
                x = block(name=f"layers_{i}")(x)
            return nn.Dense(vocab)(nn.LayerNorm()(x))

    k0, k1 = _keys(4, 2)
    tokens = jax.random.randint(k1, (batch, seq + 1), 0, vocab, dtype=jnp.int32)
    inputs, targets = tokens[:, :-1], tokens[:, 1:]
    model = Model()
    params = model.init(k0, inputs)["params"]
    opt = optax.adam(1e-3)
    opt_state = opt.init(params)

    def loss(params, inputs, targets):
        logits = model.apply({"params": params}, inputs)
        return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()

    def step(params, opt_state, inputs, targets):
        l, g = jax.value_and_grad(loss)(params, inputs, targets)
        updates, opt_state = opt.update(g, opt_state, params)
        return l, optax.apply_updates(params, updates), opt_state

    n = len(jax.tree.leaves((params, opt_state)))
    return Example(step, (params, opt_state, inputs, targets), pattern=r"(layers_[0-9]+)",
                   int_ranges=((n, 0, vocab), (n + 1, 0, vocab)))


# ---------------------------------------- ResNet block with BatchNorm stats
def make_resnet_bn(checkpoint=None, blocks=3, batch=8, size=16, c=16, classes=10):
    ks = _keys(5, 2 * blocks + 4)
    stem = jax.random.normal(ks[-4], (3, 3, 3, c)) * (2.0 / 27) ** 0.5
    params, stats = [], []
    for i in range(blocks):
        s = (2.0 / (9 * c)) ** 0.5
        params.append({"w1": jax.random.normal(ks[2 * i], (3, 3, c, c)) * s,
                       "g1": jnp.ones((c,)), "b1": jnp.zeros((c,)),
                       "w2": jax.random.normal(ks[2 * i + 1], (3, 3, c, c)) * s,
                       "g2": jnp.ones((c,)), "b2": jnp.zeros((c,))})
        stats.append({"m1": jnp.zeros((c,)), "v1": jnp.ones((c,)),
                      "m2": jnp.zeros((c,)), "v2": jnp.ones((c,))})
    head = jax.random.normal(ks[-3], (c, classes)) * c ** -0.5
    x = jax.random.normal(ks[-2], (batch, size, size, 3))
    labels = jax.random.randint(ks[-1], (batch,), 0, classes, dtype=jnp.int32)

    def bn(h, g, b, m, v, momentum=0.9, eps=1e-5):
        mean = jnp.mean(h, axis=(0, 1, 2))
        var = jnp.mean((h - mean) ** 2, axis=(0, 1, 2))
        out = (h - mean) * lax.rsqrt(var + eps) * g + b
        return out, momentum * m + (1 - momentum) * lax.stop_gradient(mean), \
            momentum * v + (1 - momentum) * lax.stop_gradient(var)

    def block(p, s, h):
        y, m1, v1 = bn(_conv(h, p["w1"], 0.0), p["g1"], p["b1"], s["m1"], s["v1"])
        y, m2, v2 = bn(_conv(jax.nn.relu(y), p["w2"], 0.0), p["g2"], p["b2"], s["m2"], s["v2"])
        return jax.nn.relu(h + y), {"m1": m1, "v1": v1, "m2": m2, "v2": v2}

    def loss(params, stem, head, stats, x, labels):
        h = jax.nn.relu(_conv(x, stem, 0.0))
        new_stats = []
        for i, (p, s) in enumerate(zip(params, stats)):
            with jax.named_scope(f"layers.{i}"):
                h, ns = _layer(block, checkpoint)(p, s, h)
            new_stats.append(ns)
        logits = jnp.mean(h, axis=(1, 2)) @ head
        return _xent_int(logits, labels), new_stats

    def step(params, stem, head, stats, x, labels):
        (l, new_stats), g = jax.value_and_grad(loss, argnums=(0, 1, 2), has_aux=True)(
            params, stem, head, stats, x, labels)
        return l, _sgd(params, g[0]), _sgd(stem, g[1]), _sgd(head, g[2]), new_stats

    n = len(jax.tree.leaves((params, stem, head, stats)))
    return Example(step, (params, stem, head, stats, x, labels), int_ranges=((n + 1, 0, classes),))


# -------------------------------------------- MLP-Mixer (of our choosing)
def make_mixer(checkpoint=None, layers=4, batch=32, patches=16, d=32, classes=10):
    ks = _keys(6, 4 * layers + 3)
    params = []
    for i in range(layers):
        params.append({"ln1_g": jnp.ones((d,)), "ln1_b": jnp.zeros((d,)),
                       "tok1": jax.random.normal(ks[4 * i], (patches, 2 * patches)) * patches ** -0.5,
                       "tok2": jax.random.normal(ks[4 * i + 1], (2 * patches, patches)) * (2 * patches) ** -0.5,
                       "ln2_g": jnp.ones((d,)), "ln2_b": jnp.zeros((d,)),
                       "ch1": jax.random.normal(ks[4 * i + 2], (d, 2 * d)) * d ** -0.5,
                       "ch2": jax.random.normal(ks[4 * i + 3], (2 * d, d)) * (2 * d) ** -0.5})
    head = jax.random.normal(ks[-3], (d, classes)) * d ** -0.5
    x = jax.random.normal(ks[-2], (batch, patches, d))
    labels = jax.random.randint(ks[-1], (batch,), 0, classes, dtype=jnp.int32)

    def block(p, x):
        y = _layer_norm(x, p["ln1_g"], p["ln1_b"]).swapaxes(1, 2)
        x = x + (jax.nn.gelu(y @ p["tok1"]) @ p["tok2"]).swapaxes(1, 2)
        y = _layer_norm(x, p["ln2_g"], p["ln2_b"])
        return x + jax.nn.gelu(y @ p["ch1"]) @ p["ch2"]

    def loss(params, head, x, labels):
        for i, p in enumerate(params):
            with jax.named_scope(f"blocks.{i}"):
                x = _layer(block, checkpoint)(p, x)
        return _xent_int(jnp.mean(x, axis=1) @ head, labels)

    def step(params, head, x, labels):
        l, (gp, gh) = jax.value_and_grad(loss, argnums=(0, 1))(params, head, x, labels)
        return l, _sgd(params, gp), _sgd(head, gh)

    n = len(jax.tree.leaves((params, head)))
    return Example(step, (params, head, x, labels), int_ranges=((n + 1, 0, classes),))


EXAMPLES: dict[str, Callable[..., Example]] = {
    "mlp": make_mlp,
    "gpt": make_gpt,
    "bert": make_bert,
    "cnn": make_cnn,
    "flax_adam": make_flax_adam,
    "mlp_momentum": make_mlp_momentum,
    "mlp_adam": make_mlp_adam,
    "checkpoint": make_checkpoint,
    "resnet_bn": make_resnet_bn,
    "mixer": make_mixer,
}
