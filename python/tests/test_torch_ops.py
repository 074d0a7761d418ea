"""Lowerings of the ops of standard training steps, each against eager PyTorch.

Each test exports a tiny training step, runs it with remat-run on the exact
parameters and inputs (``remat.torch.verify``) and compares the loss and every
gradient with ``loss.backward()`` (max|mlir - eager| <= 1e-5 + 1e-4 max|eager|).
"""

import os
import sys

import pytest

torch = pytest.importorskip("torch")
nn = torch.nn
F = torch.nn.functional

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from remat.torch.verify import find_tool, verify_training_step  # noqa: E402

needs_tools = pytest.mark.skipif(not (find_tool("remat-run") and find_tool("remat-opt")),
                                 reason="remat-run / remat-opt not built")


def _check(model, inputs, loss_fn, **kw):
    kw.setdefault("remat", False)
    r = verify_training_step(model, inputs, loss_fn, **kw)
    bad = {k: v for k, v in r.errors.items() if not v[2]}
    assert r.ok, (r.summary(), bad)
    return r


class EmbedLM(nn.Module):
    def __init__(self, V=16, D=8):
        super().__init__()
        self.emb = nn.Embedding(V, D)
        self.head = nn.Linear(D, V)

    def forward(self, ids):
        return self.head(torch.tanh(self.emb(ids)))


@needs_tools
def test_embedding_and_cross_entropy_integer_labels():
    torch.manual_seed(0)
    m = EmbedLM()
    ids = torch.randint(0, 16, (2, 5))
    labels = torch.randint(0, 16, (2, 5))
    labels[0, 1] = -100                                   # ignore_index

    def loss_fn(m, ids, labels):
        logits = m(ids)
        return F.cross_entropy(logits.reshape(-1, 16), labels.reshape(-1), ignore_index=-100,
                               label_smoothing=0.1)

    r = _check(m, (ids, labels), loss_fn)
    sig = r.text.split(") -> (")[0]
    assert "tensor<2x5xi64>" in sig                        # ids and labels stay i64
    assert "tm_tensor" not in r.text and "tensor.extract " not in r.text
    assert "emb.weight" in r.errors


@needs_tools
def test_nll_loss_and_bool_mask_input():
    torch.manual_seed(0)
    m = nn.Linear(6, 4)
    x = torch.randn(5, 6)
    y = torch.tensor([0, 3, 1, 2, 3])
    keep = torch.tensor([True, False, True, True, False])

    def loss_fn(m, x, y, keep):
        logp = F.log_softmax(m(x), dim=-1)
        logp = torch.where(keep[:, None], logp, torch.zeros_like(logp))
        return F.nll_loss(logp, y)

    r = _check(m, (x, y, keep), loss_fn)
    assert "tensor<5xi1>" in r.text.split(") -> (")[0]


@needs_tools
def test_pooling():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(2, 3, 3, padding=1), nn.MaxPool2d(3, stride=2, padding=1),
                      nn.AvgPool2d(2, stride=1), nn.AdaptiveAvgPool2d(2), nn.Flatten(), nn.Linear(12, 3))
    x = torch.randn(2, 2, 9, 9)
    y = torch.tensor([0, 2])
    _check(m, (x, y), lambda m, x, y: F.cross_entropy(m(x), y))


@needs_tools
def test_adaptive_pool_uneven_and_maxpool_dilation():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(1, 2, 1), nn.MaxPool2d(2, stride=1, dilation=2),
                      nn.AdaptiveAvgPool2d(3), nn.Flatten())
    x = torch.randn(1, 1, 7, 7)
    _check(m, (x,), lambda m, x: (m(x) ** 2).sum())


@needs_tools
def test_activations():
    torch.manual_seed(0)
    acts = [nn.ReLU6(), nn.SiLU(), nn.GELU(), nn.GELU(approximate="tanh"), nn.Hardswish(),
            nn.LeakyReLU(0.1), nn.Hardtanh(-0.5, 0.5), nn.ELU(), nn.Hardsigmoid()]
    layers = []
    for a in acts:
        layers += [nn.Linear(8, 8), a]
    m = nn.Sequential(*layers)
    x = torch.randn(4, 8) * 2
    _check(m, (x,), lambda m, x: m(x).square().mean())


@needs_tools
def test_grouped_and_depthwise_conv():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(4, 6, 3, padding=1, groups=2), nn.ReLU6(),
                      nn.Conv2d(6, 6, 3, stride=2, padding=1, groups=6, bias=False),
                      nn.Conv2d(6, 2, 1))
    x = torch.randn(2, 4, 7, 7)
    _check(m, (x,), lambda m, x: m(x).square().mean())


class Norms(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(6, 6)
        self.ln = nn.LayerNorm(6)
        self.rms = nn.RMSNorm(6, eps=1e-6)

    def forward(self, x):
        h = self.rms(self.ln(self.fc(x)))
        a = torch.softmax(h, dim=1)
        b = torch.log_softmax(h, dim=0)
        return torch.where(h > 0, a, b)


@needs_tools
def test_norms_softmax_any_dim_where():
    torch.manual_seed(0)
    x = torch.randn(3, 4, 6)
    _check(Norms(), (x,), lambda m, x: m(x).pow(2).sum())


@needs_tools
def test_batchnorm_running_stats_returned():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(2, 4, 3), nn.BatchNorm2d(4, momentum=0.2), nn.ReLU(),
                      nn.Flatten(), nn.Linear(4 * 4 * 4, 3))
    x = torch.randn(3, 2, 6, 6)
    y = torch.tensor([0, 1, 2])
    r = _check(m, (x, y), lambda m, x, y: F.cross_entropy(m(x), y))
    assert "buffer 1.running_mean" in r.errors and "buffer 1.running_var" in r.errors
    assert "buffer 1.num_batches_tracked" in r.errors


@needs_tools
def test_dropout_masks_match_eager_and_survive_remat():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Dropout(0.3), nn.Linear(32, 32), nn.GELU(),
                      nn.Dropout(0.5), nn.Linear(32, 4))
    x = torch.randn(64, 16)
    y = torch.randint(0, 4, (64,))
    r = _check(m, (x, y), lambda m, x, y: F.cross_entropy(m(x), y), remat=True, budget=0.8)
    assert "%seed: tensor<i64>" in r.text
    assert r.bit_identical and r.within_budget
    assert r.peaks["auto_measured"] == r.peaks["auto_predicted"]
    assert r.peaks["auto_measured"] < r.peaks["measured"]


@needs_tools
def test_verify_feeds_the_exact_inputs_as_npy_files(tmp_path):
    """verify_training_step passes every argument to remat-run as a .npy file
    (--input=@FILE) and reads the results back (--output-dir): token ids beyond
    remat-run's generated [0, 8), the seed argument marked {remat.seed}, and the
    remat runs (per-layer checkpoints, remat-auto) on the same files."""
    import numpy as np

    torch.manual_seed(0)
    V = 40
    m = nn.Sequential(nn.Embedding(V, 8), nn.Dropout(0.25), nn.Linear(8, V))
    ids = torch.randint(8, V, (2, 6))

    def loss_fn(m, ids):
        return F.cross_entropy(m(ids).reshape(-1, V), ids.reshape(-1))

    r = _check(m, (ids,), loss_fn, remat=True, budget=0.8, seed=11, workdir=str(tmp_path))
    assert "%seed: tensor<i64> {remat.seed}" in r.text
    assert r.bit_identical and r.within_budget and r.checkpoint_identical
    (own,) = [tmp_path / d for d in os.listdir(tmp_path)]
    files = sorted(os.listdir(own))
    assert "main.mlir" not in files                         # no @main with constants
    args = [f for f in files if f.startswith("arg_")]
    # embedding weight, linear weight and bias, ids, seed, cotangent
    assert len(args) == 6, files
    loaded = [np.load(own / f"arg_{i}.npy") for i in range(6)]
    assert loaded[3].dtype == np.int64 and (loaded[3] == ids.numpy()).all()
    assert loaded[4].shape == () and loaded[4] == 11
    assert loaded[5].dtype == np.float32 and loaded[5] == 1.0
    assert os.path.exists(own / "results" / "result_0.npy")


@needs_tools
def test_verify_bf16_step_passes_raw_bits():
    """A bf16 step: parameters and inputs go to remat-run as uint16 bit patterns
    (NumPy has no bfloat16), results come back the same way."""
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(8, 16), nn.Tanh(), nn.Linear(16, 4)).to(torch.bfloat16)
    x = torch.randn(5, 8).to(torch.bfloat16)
    r = _check(m, (x,), lambda m, x: m(x).float().square().mean())
    assert "xbf16>" in r.text.split(") -> (")[0]
    assert len(r.errors) == 5                               # loss + 4 gradients


def test_dropout_mask_generator():
    from remat.torch.lowerings_nn import dropout_mask_numpy

    a = dropout_mask_numpy(1, 0, 0.25, (64, 64))
    assert a.dtype == bool and a.shape == (64, 64)
    assert abs(1 - a.mean() - 0.25) < 0.03                  # drops about p
    assert (a == dropout_mask_numpy(1, 0, 0.25, (64, 64))).all()          # pure function
    assert (a != dropout_mask_numpy(2, 0, 0.25, (64, 64))).any()          # seed matters
    assert (a != dropout_mask_numpy(1, 1, 0.25, (64, 64))).any()          # op id matters


class Features(nn.Module):
    """A CNN whose blocks are ``features.N`` (not ``layers.N``)."""

    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(*[nn.Sequential(nn.Conv2d(2, 2, 3, padding=1), nn.ReLU())
                                        for _ in range(3)])
        self.head = nn.Linear(2, 2)

    def forward(self, x):
        return self.head(self.features(x).mean(dim=(2, 3)))


@needs_tools
def test_module_paths_and_layer_pattern():
    from remat.torch.export import layer_pattern

    torch.manual_seed(0)
    m = Features()
    x = torch.randn(4, 2, 8, 8)
    r = _check(m, (x,), lambda m, x: m(x).square().mean(), remat=True, budget=0.9)
    assert 'loc("features.1.0")' in r.text and 'loc("backward.features.2.0")' in r.text
    assert layer_pattern(m) == "((features)[.][0-9]+)([.]|$)"
    assert r.regions == 3 and r.checkpoint_identical and r.bit_identical


class _RNNs(nn.Module):
    """A bidirectional 2-layer LSTM (with dropout between layers) and a GRU."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(3, 4, num_layers=2, batch_first=True, bidirectional=True,
                            dropout=0.0)
        self.gru = nn.GRU(8, 3, batch_first=True)
        self.head = nn.Linear(3, 2)

    def forward(self, x):
        h, _ = self.lstm(x)
        h, _ = self.gru(h)
        return self.head(h)


@needs_tools
def test_rnn_time_steps_are_layers():
    """Every time step of an RNN gets its own module path (layer 2l + d for direction d of
    a bidirectional one), gradients included, and layer_pattern makes one checkpoint
    region per step: 2 layers x 2 directions x 5 steps of the LSTM + 5 of the GRU."""
    from remat.torch.export import layer_pattern

    torch.manual_seed(0)
    m = _RNNs().train()
    x = torch.randn(2, 5, 3)
    r = _check(m, (x,), lambda m, x: m(x).square().mean(), remat=True, budget=0.9)
    for path in ("lstm.layers.0.steps.0", "lstm.layers.3.steps.4", "gru.layers.0.steps.4",
                 "backward.lstm.layers.1.steps.2", "backward.gru.layers.0.steps.0"):
        assert f'loc("{path}")' in r.text, path
    assert "lstm.layers.4." not in r.text and "steps.5" not in r.text
    assert layer_pattern(m) == "((lstm|gru)[.]layers[.][0-9]+[.]steps[.][0-9]+)([.]|$)"
    assert r.regions == 2 * 2 * 5 + 5 and r.checkpoint_identical and r.bit_identical


class _Cummax(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        return torch.cummax(self.fc(x), dim=1).values     # no lowering for aten.cummax


class _Masked(nn.Module):
    def forward(self, x):
        return x[x > 0]                                   # data-dependent shape


def test_unsupported_op_error_names_op_module_and_line():
    from remat.torch import export_training_step
    from remat.torch.emitter import UnsupportedOp

    m = nn.Sequential(nn.Linear(4, 4), nn.Sequential(_Cummax()))
    with pytest.raises(UnsupportedOp) as e:
        export_training_step(m, (torch.randn(2, 4),), lambda m, x: m(x).sum())
    msg = str(e.value)
    assert "aten.cummax.default" in msg and "'1.0'" in msg
    assert "test_torch_ops.py:" in msg and "torch.cummax(self.fc(x), dim=1)" in msg
    assert "\n" not in msg


def test_untraceable_step_error_is_one_line():
    from remat.torch import export_training_step
    from remat.torch.capture import CaptureError

    m = nn.Sequential(nn.Linear(4, 4), _Masked())
    with pytest.raises(CaptureError) as e:
        export_training_step(m, (torch.randn(2, 4),), lambda m, x: m(x).sum())
    msg = str(e.value)
    assert "aten.nonzero.default" in msg and "'1'" in msg and "test_torch_ops.py:" in msg
    assert "\n" not in msg


def test_export_cli_factory(tmp_path):
    from remat.torch.export import main

    out = tmp_path / "mlp.mlir"
    assert main(["--model", "remat.torch.models:build_mlp", "--out", str(out)]) == 0
    text = out.read_text()
    assert "@train_step(" in text and "{remat.cotangent}" in text


@needs_tools
def test_verify_api_result():
    from remat.torch import verify_training_step

    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(8, 64), nn.Tanh(), nn.Linear(64, 64), nn.Tanh(), nn.Linear(64, 2))
    x, y = torch.randn(64, 8), torch.randint(0, 2, (64,))
    r = verify_training_step(m, (x, y), lambda m, x, y: F.cross_entropy(m(x), y), budget=0.9)
    assert r.ok and r.bit_identical and r.within_budget and r.checkpoint_identical
    assert set(r.errors) == {"loss", "0.weight", "0.bias", "2.weight", "2.bias", "4.weight", "4.bias"}
    assert r.peaks["measured"] == r.peaks["predicted"]
    assert r.peaks["auto_measured"] <= r.budget
    assert abs(r.loss_mlir - r.loss_eager) < 1e-5
    assert "@train_step(" in r.text


@needs_tools
def test_hf_gpt2_ids_labels_sdpa_dropout():
    """GPT-2 as users write it: input_ids + labels, HF's default sdpa attention and
    dropout 0.1, no monkeypatching."""
    tr = pytest.importorskip("transformers")
    torch.manual_seed(0)
    cfg = tr.GPT2Config(vocab_size=32, n_positions=8, n_embd=16, n_layer=1, n_head=2,
                        bos_token_id=0, eos_token_id=0)
    m = tr.GPT2LMHeadModel(cfg).train()
    ids = torch.randint(0, 32, (2, 8))
    r = _check(m, (ids,), lambda m, ids: m(input_ids=ids, labels=ids).loss)
    assert "%seed: tensor<i64>" in r.text and "tensor<2x8xi64>" in r.text.split(") -> (")[0]
    assert len(r.errors) == 1 + len(list(m.parameters()))        # loss + every gradient


@needs_tools
def test_hf_bert_mlm_padding_mask():
    tr = pytest.importorskip("transformers")
    torch.manual_seed(0)
    cfg = tr.BertConfig(vocab_size=32, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                        intermediate_size=32, max_position_embeddings=8)
    m = tr.BertForMaskedLM(cfg).train()
    ids = torch.randint(0, 32, (2, 8))
    mask = torch.ones(2, 8, dtype=torch.long)
    mask[1, 5:] = 0
    labels = torch.full((2, 8), -100)
    labels[:, 3] = ids[:, 3]
    _check(m, (ids, mask, labels),
           lambda m, ids, mask, labels: m(input_ids=ids, attention_mask=mask, labels=labels).loss)


@pytest.mark.parametrize("name", ["gpt2", "bert_mlm", "llama", "resnet18", "mobilenet_v2"])
def test_committed_ids_examples_parse(name):
    """examples/models/<name>_ids.mlir: `python -m remat.torch.export --model remat.torch.zoo:<name>`."""
    import subprocess

    from remat.torch.export import MLIR_OPT

    path = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "models", f"{name}_ids.mlir")
    if not os.path.exists(MLIR_OPT) or not os.path.exists(path):
        pytest.skip("mlir-opt or example missing")
    r = subprocess.run([MLIR_OPT, path, "-o", os.devnull], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:2000]
    sig = open(path).read().split(") -> (")[0]
    assert "xi64>" in sig and "{remat.cotangent}" in sig
    assert "xi64> {remat.range = [" in sig          # ids/labels within the example's values
    if "%seed" in sig:
        assert "%seed: tensor<i64> {remat.seed}" in sig


class _BigMask(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(80, 80)

    def forward(self, x):
        # a trace-time constant, 6400 i1, that is no function of the indices that the
        # exporter generates (a causal mask would be a linalg.generic, see below)
        g = torch.Generator().manual_seed(1)
        mask = torch.rand(80, 80, generator=g) < 0.5
        return torch.where(mask, self.fc(x), torch.zeros(()))


@needs_tools
def test_large_i1_constant_is_packed_hex():
    torch.manual_seed(0)
    r = _check(_BigMask(), (torch.randn(80, 80),), lambda m, x: m(x).square().mean())
    assert "true, false" not in r.text and ": tensor<80x80xi1>" in r.text
    assert 'dense<"0x' in r.text


def test_index_patterns():
    from remat.torch.emitter import index_pattern

    n = 80
    assert index_pattern(torch.arange(n * 3).reshape(3, n)) == ("affine", 0, [n, 1])
    assert index_pattern(torch.ones(n, n, dtype=torch.bool).tril()[None, None]) == \
        ("cmp", "sge", [0, 0, 1, -1], 0, True, False)
    assert index_pattern(torch.nn.functional.one_hot(torch.arange(n), n).float()) == \
        ("cmp", "eq", [1, -1], 0, 1.0, 0.0)
    assert index_pattern(torch.full((n, n), float("-inf")).triu(1)) == \
        ("cmp", "sge", [1, -1], 0, 0.0, float("-inf"))
    g = torch.Generator().manual_seed(0)
    assert index_pattern(torch.rand(n, n, generator=g) < 0.5) is None
    assert index_pattern(torch.rand(n, n, generator=g)) is None


class _IndexConstants(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(80, 80)

    def forward(self, x):
        h = self.fc(x)
        ne = ~torch.eye(80, dtype=torch.bool)                               # i1, "!=" (xori)
        ar = torch.arange(6400, dtype=torch.float32).reshape(80, 80)        # f32 affine
        ids = torch.arange(80, dtype=torch.int32).expand(80, 80) * 3 + 1    # i32 affine
        neg = torch.full((80, 80), float("-inf")).triu(1)                   # 0 / -inf
        y = torch.where(ne, h, torch.zeros(())) + h * ar * 1e-4 + h * ids * 1e-3
        return (y + torch.softmax(h + neg, -1)).square().mean()


@needs_tools
def test_generated_index_constants_match_eager():
    torch.manual_seed(0)
    r = _check(_IndexConstants(), (torch.randn(80, 80),), lambda m, x: m(x), remat=True)
    assert r.bit_identical and r.checkpoint_identical is not False
    assert r.text.count("linalg.index") >= 4 and "arith.xori" in r.text
    assert not [l for l in r.text.splitlines() if "arith.constant dense<" in l and len(l) > 400]


@needs_tools
def test_exported_constants_stay_small():
    """GPT-2 at sequence 80: its position one-hots (80 x 80 f32) and causal masks (80 x 80 i1)
    are above emitter.GEN_MIN and are generated with linalg.index, so no literal is larger than
    a few hundred bytes; the step still matches eager and checkpoints bit-identically, and the
    checkpointed IR is within 1.5x of the export."""
    import subprocess

    from transformers import GPT2Config, GPT2LMHeadModel

    from remat.torch.emitter import GEN_MIN
    from remat.torch.export import layer_pattern

    S = 80
    assert S * S > GEN_MIN
    torch.manual_seed(0)
    cfg = GPT2Config(vocab_size=64, n_positions=S, n_embd=32, n_layer=2, n_head=2,
                     bos_token_id=0, eos_token_id=0)
    m = GPT2LMHeadModel(cfg).train()
    ids = torch.randint(0, 64, (1, S))
    r = _check(m, (ids,), lambda m, ids: m(input_ids=ids, labels=ids).loss, remat=True)
    assert r.checkpoint_identical and r.regions == 2
    literals = [l for l in r.text.splitlines() if "arith.constant dense<" in l]
    assert max(len(l) for l in literals) < 400, max(literals, key=len)[:200]
    assert f"tensor<{S}x{S}xf32>" in r.text and f"{S}x{S}xi1>" in r.text
    out = subprocess.run(
        [find_tool("remat-opt"), "-",
         f"--remat-outline-checkpoints=pattern={layer_pattern(m)}"],
        input=r.text, capture_output=True, text=True, check=True).stdout
    assert out.count("remat.checkpoint(") == 2
    assert len(out) <= 1.5 * len(r.text)


class _ConvT(nn.Module):
    """Transposed convolutions: modules (groups, stride, padding, output_padding,
    dilation, no bias) and ``F.conv_transpose2d`` on a parameter."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(2, 4, 3, padding=1)
        self.up = nn.ConvTranspose2d(4, 4, 3, stride=2, padding=1, output_padding=1, groups=2)
        self.dil = nn.ConvTranspose2d(4, 2, 2, dilation=2, padding=2, bias=False)
        self.w = nn.Parameter(torch.randn(2, 3, 3, 2) * 0.3)

    def forward(self, x):
        h = torch.tanh(self.up(F.relu(self.conv(x))))
        h = self.dil(h)
        return F.conv_transpose2d(h, self.w, stride=(1, 2), padding=(0, 1))


@needs_tools
def test_transposed_conv2d_and_backward():
    torch.manual_seed(0)
    m = _ConvT()
    x = torch.randn(2, 2, 4, 4)
    r = _check(m, (x,), lambda m, x: m(x).square().mean(), remat=True, budget=0.9)
    assert set(r.errors) >= {"loss", "up.weight", "up.bias", "dil.weight", "w", "conv.weight"}
    assert r.bit_identical and r.within_budget
    assert r.peaks["measured"] == r.peaks["predicted"]


@needs_tools
def test_conv1d_and_transposed_conv1d():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv1d(2, 3, 3, stride=2, padding=1), nn.ReLU(),
                      nn.ConvTranspose1d(3, 4, 3, stride=2, output_padding=1),
                      nn.Conv1d(4, 4, 3, groups=2, dilation=2), nn.Flatten(), nn.Linear(24, 3))
    x = torch.randn(2, 2, 7)
    y = torch.tensor([0, 2])
    _check(m, (x, y), lambda m, x, y: F.cross_entropy(m(x), y))


@needs_tools
def test_pooling_ceil_mode_and_count_include_pad_false():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(2, 3, 1), nn.MaxPool2d(2, stride=2, ceil_mode=True),          # 9 -> 5
                      nn.AvgPool2d(3, stride=2, padding=1, count_include_pad=False),          # 5 -> 3
                      nn.AvgPool2d(2, stride=2, ceil_mode=True),                              # 3 -> 2
                      nn.Flatten())
    m2 = nn.Sequential(nn.Conv2d(2, 3, 1), nn.AvgPool2d(3, stride=2, padding=1, ceil_mode=True),
                       nn.MaxPool2d(3, stride=2, padding=1, ceil_mode=True),
                       nn.AvgPool2d(2, stride=2, ceil_mode=True, count_include_pad=False), nn.Flatten())
    _check(m, (torch.randn(2, 2, 9, 9),), lambda m, x: (m(x) ** 2).sum())
    _check(m2, (torch.randn(2, 2, 10, 10),), lambda m, x: (m(x) ** 2).sum())


class _HalfCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(2, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(),
                                      nn.MaxPool2d(2), nn.Conv2d(4, 4, 3, groups=2),
                                      nn.ConvTranspose2d(4, 2, 2, stride=2))
        self.head = nn.Linear(2 * 4 * 4, 3)

    def forward(self, x):
        return self.head(F.gelu(self.features(x)).flatten(1))


@needs_tools
def test_f16_parameters_match_eager_and_memory_counts_2_bytes():
    """``model.half()`` on CPU: f16 arguments, gradients and BatchNorm buffers; convolutions
    accumulate in f32. remat-report's predicted peaks equal remat-run's measured ones, and
    the f16 step's peak is below the same step's in f32."""
    torch.manual_seed(0)
    m32 = _HalfCNN()
    x = torch.randn(2, 2, 8, 8)
    y = torch.tensor([0, 2])
    step = lambda m, x, y: F.cross_entropy(m(x).float(), y)
    m16 = _HalfCNN()
    m16.load_state_dict(m32.state_dict())
    m16 = m16.half()
    r16 = _check(m16, (x.half(), y), step, remat=True, budget=0.9)
    sig = r16.text.split(") -> (")
    assert "tensor<2x2x8x8xf16>" in sig[0] and "tensor<4x2x3x3xf16>" in sig[0]
    assert "xf16>" in sig[1].split("{")[0]
    assert any("low-precision" in s for s in r16.messages)
    assert r16.bit_identical and r16.within_budget
    assert r16.peaks["measured"] == r16.peaks["predicted"]
    assert r16.peaks["auto_measured"] == r16.peaks["auto_predicted"]
    r32 = _check(m32, (x, y), step, remat=True, budget=0.9)
    assert r32.peaks["measured"] == r32.peaks["predicted"]
    assert r16.peaks["measured"] < r32.peaks["measured"]


@needs_tools
def test_conv3d_stride_padding_dilation_groups_and_transposed():
    """nn.Conv3d (stride, padding, dilation, groups, bias or none) and nn.ConvTranspose3d:
    the loss and every weight/bias gradient against eager (the input gradients of the
    later convolutions are checked through the earlier ones' weight gradients)."""
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv3d(2, 4, 3, stride=(1, 2, 1), padding=1), nn.Tanh(),
                      nn.Conv3d(4, 4, (2, 3, 2), padding=(1, 0, 2), dilation=(1, 2, 1), groups=2, bias=False),
                      nn.Tanh(), nn.ConvTranspose3d(4, 2, 2, stride=2, padding=(0, 1, 0), output_padding=(1, 0, 0)))
    x = torch.randn(2, 2, 4, 11, 5)
    r = _check(m, (x,), lambda m, x: (m(x) ** 2).mean())
    assert set(r.errors) == {"loss", "0.weight", "0.bias", "2.weight", "4.weight", "4.bias"}
    assert "tm_tensor" not in r.text and "linalg.conv" not in r.text


@needs_tools
def test_pooling_3d():
    """max_pool3d (padding, dilation, ceil_mode; its backward scatters through the
    indices), avg_pool3d (padding, ceil_mode, count_include_pad=False) and
    adaptive_avg_pool3d (uneven bins, and to 1), each after a parameter."""
    torch.manual_seed(0)

    class Pools(nn.Module):
        def __init__(self):
            super().__init__()
            self.a, self.b, self.c = nn.Conv3d(2, 3, 1), nn.Conv3d(2, 3, 1), nn.Conv3d(2, 3, 1)

        def forward(self, x):
            m = F.max_pool3d(self.a(x), (3, 2, 3), stride=(2, 1, 2), padding=1, ceil_mode=True)
            m = F.max_pool3d(m, 2, stride=1, dilation=(1, 2, 1))
            v = F.avg_pool3d(self.b(x), 3, stride=2, padding=1, ceil_mode=True, count_include_pad=False)
            v = F.avg_pool3d(v, 2, stride=1)
            u = F.adaptive_avg_pool3d(self.c(x), (2, 3, 4))
            return (m ** 2).sum() + (v ** 2).sum() + (u ** 2).sum() + F.adaptive_avg_pool3d(u, 1).sum()

    x = torch.randn(2, 2, 6, 7, 9)
    r = _check(Pools(), (x,), lambda m, x: m(x))
    assert {"a.weight", "b.weight", "c.weight"} <= set(r.errors)


class _CNN3d(nn.Module):
    """A small video-style CNN whose two blocks are ``blocks.N``."""

    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv3d(1, 4, 3, padding=1), nn.BatchNorm3d(4), nn.ReLU(), nn.MaxPool3d(2))
        self.blocks = nn.Sequential(*[nn.Sequential(nn.Conv3d(4, 4, 3, padding=1, groups=2), nn.ReLU(),
                                                    nn.AvgPool3d(3, stride=1, padding=1)) for _ in range(2)])
        self.head = nn.Linear(4, 3)

    def forward(self, x):
        return self.head(torch.flatten(F.adaptive_avg_pool3d(self.blocks(self.stem(x)), 1), 1))


@needs_tools
def test_cnn3d_training_step_checkpointed_bit_identical():
    """A 3-d CNN training step (Conv3d, BatchNorm3d with running statistics, max/avg/adaptive
    3-d pooling, cross-entropy) matches eager; per-block checkpoints and remat-auto give
    bit-identical outputs."""
    torch.manual_seed(0)
    m = _CNN3d().train()
    x, y = torch.randn(2, 1, 6, 8, 8), torch.tensor([0, 2])
    r = _check(m, (x, y), lambda m, x, y: F.cross_entropy(m(x), y), remat=True, budget=0.9)
    assert "buffer stem.1.running_mean" in r.errors
    assert r.regions == 2 and r.checkpoint_identical and r.bit_identical and r.within_budget


@needs_tools
def test_integer_inputs_carry_their_range():
    """Integer inputs get remat.range = [min, max + 1] of the example, so remat-run's
    generated ids (no --input) stay within the vocabulary; float inputs get none."""
    import re
    import subprocess
    import tempfile

    torch.manual_seed(0)
    m = EmbedLM()
    ids = torch.randint(3, 11, (2, 5))
    ids[0, 0], ids[1, 1] = 3, 10
    labels = torch.randint(0, 16, (2, 5))
    labels[0, 1] = -100

    def loss_fn(m, ids, labels):
        return F.cross_entropy(m(ids).reshape(-1, 16), labels.reshape(-1), ignore_index=-100)

    r = _check(m, (ids, labels), loss_fn)
    sig = r.text.split(") -> (")[0]
    ranges = re.findall(r"tensor<2x5xi64> \{remat.range = \[(-?\d+), (\d+)\]\}", sig)
    assert ranges == [("3", "11"), ("-100", str(int(labels.max()) + 1))], sig
    assert sig.count("remat.range") == 2
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(r.text)
        f.flush()
        out = subprocess.run([find_tool("remat-run"), f.name, "--entry=train_step"],
                             capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


class _HalfResBlock(nn.Module):
    """conv-BN-ReLU-max-pool stem, one residual block, global average pool, linear."""

    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1, bias=False), nn.BatchNorm2d(4), nn.ReLU(),
                                  nn.MaxPool2d(3, stride=2, padding=1))
        self.conv1, self.bn1 = nn.Conv2d(4, 4, 3, padding=1, bias=False), nn.BatchNorm2d(4)
        self.conv2, self.bn2 = nn.Conv2d(4, 4, 3, padding=1, bias=False), nn.BatchNorm2d(4)
        self.fc = nn.Linear(4, 5)

    def forward(self, x):
        h = self.stem(x)
        h = F.relu(h + self.bn2(self.conv2(F.relu(self.bn1(self.conv1(h))))))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(h, 1), 1))


@needs_tools
def test_f16_ops_round_no_more_than_aten_cpu_kernels():
    """Every op of an f16 training step (forward and backward; conv, BatchNorm with its
    decomposed backward, ReLU, max-pool, residual add, average pool, linear, cross-entropy),
    fed the export's own input values: its exported result is as close to the f64 result
    on those inputs as PyTorch's CPU kernel is, or within one f16 rounding (2^-11 of the
    largest value). An op that rounds intermediate steps to f16 fails this."""
    import numpy as np
    import tempfile

    from remat.torch import verify as V
    from remat.torch.capture import capture_joint
    from remat.torch.export import export_joint

    torch.manual_seed(0)
    m = _HalfResBlock().train().half()
    x, y = torch.randn(2, 3, 8, 8).half(), torch.tensor([1, 3])
    joint = capture_joint(m, (x, y), lambda m, x, y: F.cross_entropy(m(x), y))
    args = list(joint.params) + list(joint.buffers) + list(joint.inputs)
    env = {}

    class Record(torch.fx.Interpreter):
        def run_node(self, n):
            env[n] = super().run_node(n)
            return env[n]

    Record(joint.graph).run(args, [torch.tensor(1.0)])
    g = joint.graph.graph
    out = next(n for n in g.nodes if n.op == "output")
    picked = [n for n in g.nodes if n.op == "call_function" and isinstance(env[n], torch.Tensor)
              and env[n].is_floating_point() and env[n].numel() > 1]
    out.args = (list(out.args[0]) + picked,)         # every intermediate value is a result
    joint.graph.recompile()
    text = export_joint(joint)
    sig, rtys = V.signature(text)
    bidx = {n: i for i, n in enumerate(joint.buffer_names)}
    vals = list(joint.params) + [joint.buffers[bidx[b]] for b in joint.mutated_buffers] + \
        list(joint.inputs) + [torch.tensor(1.0)]
    d = tempfile.mkdtemp()
    path = os.path.join(d, "step.mlir")
    with open(path, "w") as f:
        f.write(text)
    V.run_json(find_tool("remat-run"), path, *V.write_inputs(d, vals, [t for _, t in sig]),
               f"--output-dir={d}/out")
    first = len(rtys) - len(picked)
    got = {n: torch.from_numpy(V.from_npy_array(np.load(f"{d}/out/result_{first + k}.npy"),
                                                V.element_type(rtys[first + k]))).reshape(env[n].shape)
           for k, n in enumerate(picked)}

    def inputs(a, f64):
        if isinstance(a, (list, tuple)):
            return type(a)(inputs(b, f64) for b in a)
        if not isinstance(a, torch.fx.Node):
            return a
        v = got[a] if a in got else env[a]
        if not v.is_floating_point():
            return v
        return v.double() if f64 else v.to(env[a].dtype)

    checked, bad = 0, []
    for n in g.nodes:
        if n.op != "call_function" or "getitem" in str(n.target):
            continue
        outs = [(n, None)] if n in got else \
            [(u, u.args[1]) for u in n.users if u in got and "getitem" in str(u.target)]
        if not outs:
            continue
        kw = dict(n.kwargs)
        aten = n.target(*inputs(n.args, False), **kw)
        if kw.get("dtype") in (torch.float16, torch.float32):
            kw["dtype"] = torch.float64
        exact = n.target(*inputs(n.args, True), **kw)
        for o, i in outs:
            e = (exact if i is None else exact[i]).double()
            a = (aten if i is None else aten[i]).double()
            scale = float(e.abs().max())
            err_export = float((got[o].double() - e).abs().max())
            err_aten = float((a - e).abs().max())
            checked += 1
            if err_export > max(err_aten, 2.0 ** -11 * scale) + 1e-7:
                bad.append((o.name, str(n.target), err_export, err_aten, scale))
    assert checked > 100, checked
    assert not bad, bad
