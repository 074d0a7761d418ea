#!/usr/bin/env bash
# Builds remat from scratch if needed and runs every test: the lit suite
# (FileCheck tests of every pass, diagnostics, execution through remat-run,
# the plugin, the solver unit tests, the GPU compile tests where the CUDA
# toolkit exists) and the Python tests (bindings, and the PyTorch exporter).
#
#   scripts/test.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
scripts/setup.sh
BUILD_DIR="${BUILD_DIR:-build}"
JOBS="${JOBS:-$(nproc)}"
export CCACHE_BASEDIR="$ROOT" CCACHE_NOHASHDIR=1

echo "== lit suite"
cmake --build "$BUILD_DIR" -j "$JOBS" --target check-remat

echo "== python package and tests"
REMAT_RUN="$ROOT/$BUILD_DIR/bin/remat-run" REMAT_OPT="$ROOT/$BUILD_DIR/bin/remat-opt" \
  JOBS="$JOBS" scripts/dev-python.sh
