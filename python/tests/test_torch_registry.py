"""The op registry of the PyTorch exporter (remat.torch.registry / remat.torch.lowerings).

Every ATen op is lowered by exactly one family module, so the lookup table the
emitter uses does not depend on the order in which the families are combined.
"""

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from remat.torch.registry import LoweringTable, combine  # noqa: E402  (torch-free)


def test_combine_refuses_an_op_lowered_by_two_families():
    a, b = LoweringTable("a"), LoweringTable("b")
    a.register("op1", "op2")(lambda em, node: "a")
    b.register("op3")(lambda em, node: "b")
    table = combine([a, b])
    assert sorted(table) == ["op1", "op2", "op3"] and table["op3"](None, None) == "b"
    b.register("op2")(lambda em, node: "b")
    with pytest.raises(ValueError, match="op2 is lowered by both families a and b"):
        combine([a, b])


def test_register_refuses_an_op_twice_in_one_family():
    t = LoweringTable("f")
    t.register("op")(lambda em, node: None)
    with pytest.raises(ValueError, match="registered twice in family f"):
        t.register("op")(lambda em, node: None)


def test_lowering_table_is_the_union_of_the_families():
    pytest.importorskip("torch")
    from remat.torch import lowerings

    per_family = [set(f.LOWERINGS.lowerings) for f in lowerings.FAMILIES]
    assert sum(len(s) for s in per_family) == len(lowerings.TABLE)
    assert set().union(*per_family) == set(lowerings.TABLE)
    aten = __import__("torch").ops.aten
    # the f32 2-d / constant-index special cases are reached through the general
    # lowering of the same op, not by a second registration
    assert lowerings.TABLE[aten.convolution.default].__module__ == "remat.torch.lowerings_conv"
    assert lowerings.TABLE[aten.embedding.default].__module__ == "remat.torch.lowerings_index"
