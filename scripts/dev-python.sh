#!/usr/bin/env bash
# Creates .venv, builds and installs the remat Python package into it, and runs
# pytest on python/tests.
#
#   scripts/dev-python.sh [pytest args...]
#
# Environment:
#   PYTHON        interpreter for the venv (default: python3)
#   VENV          the virtual environment (default: .venv)
#   BUILD_DIR     CMake build directory (default: build-py)
#   JOBS          parallel compile jobs (default: 2)
#   MLIR_DIR      MLIRConfig.cmake directory (default in pyproject.toml:
#                 /usr/lib/llvm-22/lib/cmake/mlir)
#   REMAT_RUN     remat-run binary for the checksum cross-check (default:
#                 build/bin/remat-run if built)
#
# The build directory build-py is kept between runs (only what
# changed is recompiled) and ccache is used with CCACHE_BASEDIR set to the
# repository, so objects compiled in other build directories at the same depth
# (build/) are reused.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
VENV="${VENV:-$ROOT/.venv}"
start=$(date +%s)

if [[ ! -x "$VENV/bin/python" ]]; then
  echo "== creating $VENV"
  "$PYTHON" -m venv "$VENV"
fi
PY="$VENV/bin/python"

echo "== installing build and test dependencies"
"$PY" -m pip install --quiet --disable-pip-version-check \
  "nanobind==3.1.0" "scikit-build-core==1.1.2" numpy pytest

echo "== building and installing remat (build dir build-py/)"
export CMAKE_BUILD_PARALLEL_LEVEL="${JOBS:-2}"
export CCACHE_BASEDIR="$ROOT"
export CCACHE_NOHASHDIR=1
# No build isolation: the build dependencies pinned above are used, and the
# kept build directory stays valid (an isolated build would configure it with
# a different, temporary nanobind path every time).
build_args=()
if [[ -n "${BUILD_DIR:-}" ]]; then
  build_args+=(--config-settings="build-dir=$BUILD_DIR")
fi
"$PY" -m pip install --quiet --disable-pip-version-check --no-build-isolation \
  --no-deps "${build_args[@]}" "$ROOT"
built=$(date +%s)
echo "== build+install took $((built - start)) s"

echo "== pytest python/tests"
# Run from outside the source tree's python/ so that the installed package
# (with its compiled extension) is the one imported.
"$PY" -m pytest -q -rs "$ROOT/python/tests" "$@"
echo "== total $(( $(date +%s) - start )) s"
