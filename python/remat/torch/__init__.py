"""PyTorch -> upstream-MLIR training-step exporter for remat (see docs/TorchExporter.md)."""


def export_training_step(model, example_inputs, loss_fn, func_name="train_step") -> str:
    """See :func:`remat.torch.export.export_training_step`."""
    from .export import export_training_step as _impl

    return _impl(model, example_inputs, loss_fn, func_name)


def verify_training_step(model, example_inputs, loss_fn, **kwargs):
    """See :func:`remat.torch.verify.verify_training_step`."""
    from .verify import verify_training_step as _impl

    return _impl(model, example_inputs, loss_fn, **kwargs)
