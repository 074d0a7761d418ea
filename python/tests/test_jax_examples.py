"""examples/jax's training steps (small configurations of models.py) end to
end: import, every output as JAX's, and remat-auto at budgets from its floor
towards the peak for the jax.checkpoint MLP (3 budgets), 70 % of the peak for
the two transformers (remat-auto's search for its floor costs seconds more
there), each measured by remat-run within the budget and bit-identical. benchmarks/jax_examples.py runs all eight at full
size at 3 budgets.

Skipped cleanly without jax, iree-compile or the remat tools."""

from __future__ import annotations

import os
import sys

import pytest

pytest.importorskip("jax")

from remat.jax.importer import find_iree_compile  # noqa: E402
from remat.tools import find_tool  # noqa: E402

pytestmark = pytest.mark.skipif(
    not (find_tool("remat-opt") and find_tool("remat-run") and find_iree_compile()),
    reason="needs remat-opt, remat-run and iree-compile")

EXAMPLES_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "examples", "jax"))

# small enough to compile and run in a few seconds each, large enough that
# activations (not the returned parameters) set the peak
SMALL = {
    "checkpoint": dict(depth=4, width=32, batch=256),
    "gpt": dict(layers=2, d=16, heads=2, vocab=32, seq=16, batch=4),
    "flax_adam": dict(layers=1, d=16, heads=2, vocab=32, seq=16, batch=4),
}
# None: 3 budgets from remat-auto's floor towards the peak (spread_budgets)
BUDGETS = {"checkpoint": None, "gpt": (0.7,), "flax_adam": (0.7,)}


@pytest.mark.parametrize("name", sorted(SMALL))
def test_example_imports_verifies_and_plans(name):
    if EXAMPLES_DIR not in sys.path:
        sys.path.insert(0, EXAMPLES_DIR)
    if name == "flax_adam":
        pytest.importorskip("flax")
        pytest.importorskip("optax")
    from models import EXAMPLES

    from remat.jax.export import export_training_step
    from remat.jax.verify import spread_budgets, verify_training_step

    ex = EXAMPLES[name](**SMALL[name])
    text = export_training_step(ex.step, *ex.args)
    budgets = BUDGETS[name] or spread_budgets(text, ex.pattern)
    res = verify_training_step(ex.step, *ex.args, budgets=budgets, pattern=ex.pattern, text=text)
    assert res.ok, res.summary()
    assert res.peak == res.predicted_peak
    # the only message allowed: what the import did with jax.checkpoint
    assert len(res.budgets) == len(budgets)
    assert not [m for m in res.messages if not m.startswith("jax.checkpoint:")], res.messages
    for b in res.budgets:
        assert b.bit_identical and b.measured <= b.budget < res.peak
