"""PyTorch -> upstream-MLIR training-step exporter for remat (see docs/TorchExporter.md).

Layers, each importing only from the ones above it (python/tests/test_import_graph.py
checks that there is no import cycle):

* ``_torch_internals``: the one module that touches PyTorch's private APIs;
* ``ir`` (MLIR types, values, literals, EmitError) and ``fx_nodes`` (what is read
  off an FX node: op name, shape, dtype, location, UnsupportedOp);
* ``registry``: the LoweringTable each family of lowerings fills;
* ``lowerings_common`` and the families ``lowerings_elementwise``, ``_shape``,
  ``_reduce``, ``_norm``, ``_index``, ``_conv``, ``_nn``; ``lowerings`` combines
  them into one table;
* ``emitter`` (FX joint graph -> MLIR text), beside ``capture`` (the joint graph
  of a training step);
* ``step_export`` (capture + emit); ``verify`` (run with remat-run, compare with
  eager); ``export`` (the command line, re-exporting step_export's API), ``check``
  and ``pytorch_plan`` on top; ``distributed`` (a step sharded over MPI ranks
  against PyTorch DDP / FSDP2) beside them.

Importing ``remat.torch`` itself imports neither torch nor any of them: the two
functions below import their layer when called.
"""


def export_training_step(model, example_inputs, loss_fn, func_name="train_step") -> str:
    """See :func:`remat.torch.step_export.export_training_step`."""
    from .step_export import export_training_step as _impl

    return _impl(model, example_inputs, loss_fn, func_name)


def verify_training_step(model, example_inputs, loss_fn, **kwargs):
    """See :func:`remat.torch.verify.verify_training_step`."""
    from .verify import verify_training_step as _impl

    return _impl(model, example_inputs, loss_fn, **kwargs)
