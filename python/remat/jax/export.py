"""A JAX training-step function to remat's MLIR."""

from __future__ import annotations

import jax

from .importer import import_stablehlo


def stablehlo_text(step_fn, *example_args) -> str:
    """StableHLO of ``jax.jit(step_fn)`` on the example arguments, with JAX's
    locations (name stack and source lines: remat finds layers by them)."""
    return jax.jit(step_fn).lower(*example_args).as_text(debug_info=True)


def export_training_step(step_fn, *example_args, jax_checkpoint: str = "replan") -> str:
    """remat's upstream MLIR for ``step_fn(*example_args)`` (the arguments'
    pytree leaves become the function's arguments, in ``jax.tree.leaves``
    order; its results the leaves of what it returns). ``jax_checkpoint``:
    ``"replan"`` or ``"honour"`` (:func:`remat.jax.importer.import_stablehlo`)."""
    return import_stablehlo(stablehlo_text(step_fn, *example_args), jax_checkpoint=jax_checkpoint)
