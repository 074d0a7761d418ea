"""Shared fixtures of the remat Python tests.

`remat` is imported here, before any test module, so that the installed
package (with its compiled remat._core) is the one every test sees, even if a
test later puts the source tree's python/ directory on sys.path.
"""

import os
import shutil

import pytest

try:
    import remat  # noqa: F401
except ImportError:  # reported by the tests that need it
    pass

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MLP_EXAMPLE = os.path.join(ROOT, "examples", "mlp_train_step.mlir")


def find_remat_run():
    """remat-run: $REMAT_RUN, a build directory of this checkout, or PATH."""
    candidates = [os.environ.get("REMAT_RUN", "")]
    candidates.append(os.path.join(ROOT, "build", "bin", "remat-run"))
    candidates.append(shutil.which("remat-run") or "")
    for candidate in candidates:
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


@pytest.fixture(scope="session")
def root():
    return ROOT


@pytest.fixture(scope="session")
def mlp_path():
    return MLP_EXAMPLE


@pytest.fixture
def mlp():
    import remat

    return remat.parse_file(MLP_EXAMPLE)
