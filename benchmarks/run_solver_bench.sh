#!/usr/bin/env bash
# Builds (if needed) and runs remat-solver-bench.
#
#   benchmarks/run_solver_bench.sh [BUILD_DIR] [-- bench args...]
#
# If BUILD_DIR (default: build) contains remat-solver-bench (from the project
# build), that binary is used. Otherwise the solver library and the benchmark
# are built standalone (plain C++ + CBC, no MLIR) in $TMPDIR.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${1:-$ROOT/build}"
shift || true
[[ "${1:-}" == "--" ]] && shift
BENCH="$(find "$BUILD_DIR" -type f -name remat-solver-bench -perm -u+x 2>/dev/null | head -n1 || true)"
if [[ -z "$BENCH" ]]; then
  SA="${TMPDIR:-/tmp}/remat-solver-bench-standalone"
  mkdir -p "$SA/src"
  cat > "$SA/src/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.20)
project(remat_solver_bench CXX)
set(PROJECT_SOURCE_DIR "$ROOT")
add_subdirectory("$ROOT/lib/Solvers" lib/Solvers)
add_subdirectory("$ROOT/benchmarks" benchmarks)
CMAKE
  GEN=()
  command -v ninja >/dev/null && GEN=(-G Ninja)
  cmake "${GEN[@]}" -S "$SA/src" -B "$SA/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$SA/build" --target remat-solver-bench -j "${JOBS:-2}"
  BENCH="$SA/build/benchmarks/remat-solver-bench"
fi
echo "# $BENCH $*"
exec "$BENCH" "$@"
