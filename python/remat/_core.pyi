"""Type stubs of remat._core (the nanobind extension)."""

from typing import List, Optional, Sequence

import numpy as np
import numpy.typing as npt

class MLIRError(Exception):
    """An error reported by MLIR (parser, verifier, pass manager, runner).

    ``str(error)`` holds the diagnostics; ``error.diagnostics`` lists them.
    """

    diagnostics: List[str]

class Context:
    """An MLIRContext with every upstream dialect and extension and remat's
    dialect registered."""

    def __init__(self, threading: bool = True) -> None: ...
    @property
    def threading(self) -> bool: ...

class RunResult:
    """What Module.run measured and returned."""

    @property
    def entry(self) -> str: ...
    @property
    def outputs(self) -> List[npt.NDArray[np.generic]]: ...
    @property
    def peak_bytes(self) -> int: ...
    @property
    def allocations(self) -> int: ...
    @property
    def time_s(self) -> float: ...
    @property
    def times(self) -> List[float]: ...
    @property
    def checksums(self) -> List[str]: ...

class Module:
    """A parsed builtin.module."""

    def print(self, generic: bool = False, debuginfo: bool = False) -> str: ...
    def verify(self) -> None: ...
    def clone(self) -> "Module": ...
    def run_pipeline(self, pipeline: str) -> None: ...
    def run(
        self,
        entry: Optional[str] = None,
        inputs: Optional[Sequence[npt.ArrayLike]] = None,
        seed: int = 0,
        repeat: int = 1,
        opt_level: int = 2,
        dealloc_after_last_use: bool = True,
    ) -> RunResult: ...
    def random_inputs(
        self, entry: Optional[str] = None, seed: int = 0
    ) -> List[npt.NDArray[np.generic]]: ...
    @property
    def functions(self) -> List[str]: ...
    @property
    def context(self) -> Context: ...

def parse(
    text: str,
    context: Optional[Context] = None,
    verify: bool = True,
    source_name: str = "<string>",
) -> Module: ...
def registered_passes() -> List[str]: ...
def is_registered(name: str) -> bool: ...
