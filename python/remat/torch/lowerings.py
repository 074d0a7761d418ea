"""The lowering of every ATen op the exporter supports, in one table.

Each family module owns the lowerings of one kind of op (see
:mod:`remat.torch.registry`); this module imports the families and combines
their tables into :data:`TABLE`, which :class:`remat.torch.emitter.Emitter`
looks each FX node's target up in.  No op is lowered by two families
(:func:`~remat.torch.registry.combine` refuses it), so the table is the same
whatever the order below; the order is fixed anyway so that the table's
iteration order is too.
"""

from __future__ import annotations

from . import (
    lowerings_conv,
    lowerings_elementwise,
    lowerings_index,
    lowerings_nn,
    lowerings_norm,
    lowerings_reduce,
    lowerings_shape,
)
from .registry import combine

FAMILIES = (
    lowerings_elementwise,   # arithmetic, comparisons, activations, casts, filled tensors
    lowerings_shape,         # views, permutations, slices, concatenation, padding
    lowerings_reduce,        # reductions, cumsum, softmax, matrix products
    lowerings_norm,          # layer norm, batch norm
    lowerings_index,         # embedding, index, index_put, gather, scatter
    lowerings_conv,          # convolutions and their gradients
    lowerings_nn,            # dropout, pooling
)

# ATen op overload -> fn(emitter, node)
TABLE: dict = combine(f.LOWERINGS for f in FAMILIES)
