"""JAX -> upstream-MLIR training steps for remat (see docs/JAX.md).

A JAX training step (``jax.value_and_grad`` and an optimizer update, jitted)
is lowered by JAX to StableHLO, converted to linalg-on-tensors by IREE's own
StableHLO input conversion (``iree-compile --compile-to=input``, from
requirements-iree.txt), and made upstream MLIR that remat reads by remat's
pass ``remat-import-iree-input`` (IREE's function ops, scatters and
jax.checkpoint barriers; docs/JAX.md).

Layers: ``importer`` (StableHLO text -> MLIR text; no jax import) <- ``export``
(a step function -> StableHLO -> MLIR) <- ``verify`` (JAX against remat-run,
then remat-auto) <- ``__main__`` (the command line). Importing ``remat.jax``
imports neither jax nor any of them.
"""


def import_stablehlo(text: str, **kwargs) -> str:
    """See :func:`remat.jax.importer.import_stablehlo`."""
    from .importer import import_stablehlo as _impl

    return _impl(text, **kwargs)


def export_training_step(step_fn, *example_args, **kwargs) -> str:
    """See :func:`remat.jax.export.export_training_step`."""
    from .export import export_training_step as _impl

    return _impl(step_fn, *example_args, **kwargs)


def verify_training_step(step_fn, *example_args, **kwargs):
    """See :func:`remat.jax.verify.verify_training_step`."""
    from .verify import verify_training_step as _impl

    return _impl(step_fn, *example_args, **kwargs)
