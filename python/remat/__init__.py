"""remat: rematerialization (activation checkpointing) for MLIR training steps.

The core (``remat._core``, a nanobind extension over the project's C++
libraries and libMLIR) parses, prints, verifies and transforms MLIR modules
with every upstream and remat dialect and pass registered (like
``remat-opt``), and runs a training step on the CPU measuring its peak memory
(like ``remat-run``). See docs/Python.md.

``remat.torch`` (the PyTorch exporter) is an optional subpackage: importing
``remat`` does not import torch.
"""

from __future__ import annotations

import json as _json
import os as _os
import tempfile as _tempfile
from typing import Any, Dict, Optional, Union

try:
    from ._core import (
        Context,
        MLIRError,
        Module,
        RunResult,
        is_registered,
        parse,
        registered_passes,
    )
except ImportError as _error:  # a source checkout without the built extension
    _core_error = _error

    def __getattr__(name: str) -> Any:
        if name in ("Context", "MLIRError", "Module", "RunResult", "is_registered", "parse",
                    "registered_passes"):
            raise ImportError(
                f"remat.{name} needs the compiled extension remat._core, which is not "
                f"importable ({_core_error}); install the package with `pip install .` "
                "(see docs/Python.md)") from _core_error
        raise AttributeError(f"module 'remat' has no attribute {name!r}")

__version__ = "0.3.0"

__all__ = [
    "Context",
    "MLIRError",
    "Module",
    "RunResult",
    "apply_checkpoints",
    "auto",
    "is_registered",
    "parse",
    "parse_file",
    "registered_passes",
    "report",
]


def parse_file(
    path: Union[str, "_os.PathLike[str]"],
    context: Optional[Context] = None,
    verify: bool = True,
) -> Module:
    """Parses an MLIR file into a Module; diagnostics name the file."""
    path = _os.fspath(path)
    with open(path, "r", encoding="utf-8") as f:
        text = f.read()
    return parse(text, context=context, verify=verify, source_name=path)


def report(module: Module) -> Dict[str, Any]:
    """Runs the remat-report pass and returns its JSON as a dict.

    ``{"functions": [{"name", "peak_bytes", "peak_loc", "residual_bytes",
    "residuals": [{"bytes", "loc", "op"}], "flops", "grad_start_loc"?}]}``
    (see the pass's description in include/remat/Planner/Passes.td). The module is not changed.
    """
    directory = _tempfile.mkdtemp(prefix="remat-report-")
    path = _os.path.join(directory, "report.json")
    if any(c in path for c in " {}\"'"):
        raise ValueError(f"temporary path {path!r} cannot be passed as a pass option")
    try:
        module.run_pipeline(f"builtin.module(remat-report{{output={path} remarks=false}})")
        with open(path, "r", encoding="utf-8") as f:
            return _json.load(f)
    finally:
        if _os.path.exists(path):
            _os.remove(path)
        _os.rmdir(directory)


def apply_checkpoints(module: Module) -> Module:
    """Runs ``remat-apply-checkpoints`` on the module (in place); returns it."""
    module.run_pipeline("remat-apply-checkpoints")
    return module


def auto(module: Module, budget: Union[str, int] = "64MiB", solver: str = "auto") -> Module:
    """Runs ``remat-auto{budget=... solver=...}`` on the module (in place).

    ``budget`` is a byte count or a size string such as ``"64MiB"``. Returns
    the module.
    """
    budget_text = str(int(budget)) if isinstance(budget, int) else str(budget)
    for name, value in (("budget", budget_text), ("solver", solver)):
        if not value or any(c in value for c in " {}=,\"'"):
            raise ValueError(f"invalid {name} {value!r}")
    module.run_pipeline(f"remat-auto{{budget={budget_text} solver={solver}}}")
    return module
