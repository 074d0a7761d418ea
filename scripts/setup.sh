#!/usr/bin/env bash
# Sets up everything remat needs on a fresh Debian (bookworm) machine and
# builds it: system packages (LLVM/MLIR 22, CBC, gtest, ccache, ninja), a
# Python virtual environment in .venv, and the CMake build in build/.
#
#   scripts/setup.sh            # idempotent; later runs only rebuild
#
# Environment: BUILD_DIR (default build), JOBS (default: nproc),
# REMAT_WITH_TORCH=0 to skip installing PyTorch and torch-mlir into .venv,
# REMAT_WITH_IREE=0 to skip IREE.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
BUILD_DIR="${BUILD_DIR:-build}"
JOBS="${JOBS:-$(nproc)}"
LLVM_BIN=/usr/lib/llvm-22/bin

# mpich/libmpich-dev: sharded steps (remat-shard, remat-run --ranks; MPICH 4.0.2).
APT_PACKAGES=(libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  coinor-libcbc-dev libgtest-dev pkgconf ccache ninja-build cmake
  mpich libmpich-dev)
missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "== installing ${missing[*]}"
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [[ ! -x .venv/bin/python ]]; then
  echo "== creating .venv"
  python3 -m venv .venv
fi
PY="$ROOT/.venv/bin/python"
"$PY" -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
if [[ "${REMAT_WITH_TORCH:-1}" != 0 ]]; then
  "$PY" -m pip install --quiet --disable-pip-version-check -r requirements-torch.txt
  # The second front end (python/remat/torch/torch_mlir_frontend.py), tested
  # against the first.
  "$PY" -m pip install --quiet --disable-pip-version-check -r requirements-torch-mlir.txt
fi
# IREE (python/tests/test_iree.py) and the planner oracle
# (python/tests/test_oracle.py, benchmarks/oracle); REMAT_WITH_IREE=0 skips
# IREE.
# JAX (remat.jax: python/tests/test_jax_*.py, examples/jax) goes through
# IREE's StableHLO input conversion, so it comes with IREE.
if [[ "${REMAT_WITH_IREE:-1}" != 0 ]]; then
  "$PY" -m pip install --quiet --disable-pip-version-check -r requirements-iree.txt \
    -r requirements-jax.txt
fi
"$PY" -m pip install --quiet --disable-pip-version-check -r requirements-bench.txt

echo "== configuring and building ($BUILD_DIR)"
export CCACHE_BASEDIR="$ROOT" CCACHE_NOHASHDIR=1
# gcc/g++ by name, as pyproject.toml names them for the Python package's build:
# ccache hashes the compiler's name, so the package build reuses these objects.
cmake -G Ninja -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++ \
  -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
  -DLLVM_EXTERNAL_LIT="$LLVM_BIN/lit" \
  -DPython3_EXECUTABLE="$PY" >/dev/null
cmake --build "$BUILD_DIR" -j "$JOBS" --target remat-opt remat-run RematPlugin
