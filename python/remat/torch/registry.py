"""The op registry: which function lowers which ATen op.

Each family module of lowerings (``lowerings_elementwise``, ``lowerings_shape``,
...) owns one :class:`LoweringTable` and fills it with its ``@LOWERINGS.register``
decorators; :mod:`remat.torch.lowerings` combines the families' tables into the
one table the emitter looks ops up in.  An op belongs to exactly one family:
:func:`combine` refuses a second registration, so the table does not depend on
the order in which the families are combined.

A lowering is ``fn(emitter, node)`` and returns the node's value: a
:class:`~remat.torch.ir.Val`, a list of them (multi-result ops), or None.
"""

from __future__ import annotations


class LoweringTable:
    """The lowerings of one family of ops, by ATen op overload."""

    def __init__(self, family: str):
        self.family = family
        self.lowerings: dict = {}

    def register(self, *ops):
        """Decorator: ``fn`` lowers each of ``ops``."""
        def deco(fn):
            for o in ops:
                if o in self.lowerings:
                    raise ValueError(f"{o} registered twice in family {self.family}")
                self.lowerings[o] = fn
            return fn
        return deco


def combine(tables) -> dict:
    """One lookup table (op -> lowering) of the families' tables; an op registered
    by two families is an error."""
    table, owner = {}, {}
    for t in tables:
        for op, fn in t.lowerings.items():
            if op in table:
                raise ValueError(f"{op} is lowered by both families {owner[op]} and {t.family}")
            table[op], owner[op] = fn, t.family
    return table
