#!/usr/bin/env bash
# memory_speed.sh prepare|device DIR
#
# Issue #50 item 2: remat's memory-bound kernels (reductions, elementwise)
# against the device's copy bandwidth, measured by the same run. Called by
# hopper_matmul.sh (prepare on the dev machine, device on the GPU machine),
# or alone.
#
#   prepare DIR: each probe below as a step object DIR/NAME.o (the step
#     through remat-lower-to-nvvm{resident-arguments=0 ...} with C wrappers,
#     mlir-translate and llc, as run_on_gpu.sh does), its signature spec
#     (spec.py) and a line of DIR/probes.txt: NAME BYTES "OPTIONS", BYTES
#     the global memory the step must move at least (its input read once,
#     its output written once).
#   device DIR: builds copy_probe.cu (nvcc) and, from the working tree,
#     aot_main.cpp with lib/Runtime/CUDA/CudaRuntime.cpp; runs each step
#     with its input resident on the device and REMAT_CUDA_KERNEL_TIMES set
#     (the runtime times every launch with events); mem_summary.py prints
#     per probe its kernels' time per call, BYTES / time and the ratio to
#     the copy bandwidth (target >= 0.70), into $OUT/memory_speed.txt.
#
# Probes (f32, 512 MiB inputs): total (sum of 2^27 values, a grid
# reduction: 1056 blocks, then one), total_one_block (the same with
# grid-reductions=false: the block-per-output kernel it replaces), row_sums
# (8192 x 16384 -> 8192: a block per row), channel_sums (16 x 8388608 -> 16:
# a grid reduction, 66 blocks per output), axpb (x * 3 + 1 over 2^27:
# elementwise, 128-bit accesses).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
phase="${1:-}"
dir="${2:?usage: $0 prepare|device DIR}"
export CUDA_HOME="${CUDA_HOME:-/usr/local/cuda}"
export PATH="$CUDA_HOME/bin:$PATH"

probe_mlir() { # NAME -> the step's MLIR on stdout
  local id='affine_map<(d0) -> (d0)>'
  case "$1" in
    total | total_one_block)
      cat <<MLIR
func.func @train_step(%x: tensor<134217728xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [$id, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%x : tensor<134217728xf32>) outs(%z : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %o, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}
MLIR
      ;;
    row_sums | channel_sums)
      local p=8192 r=16384
      [ "$1" = channel_sums ] && p=16 r=8388608
      cat <<MLIR
func.func @train_step(%x: tensor<${p}x${r}xf32>) -> tensor<${p}xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<${p}xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<${p}xf32>) -> tensor<${p}xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<${p}x${r}xf32>) outs(%z : tensor<${p}xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %o, %a : f32
    linalg.yield %r : f32
  } -> tensor<${p}xf32>
  return %s : tensor<${p}xf32>
}
MLIR
      ;;
    axpb)
      cat <<MLIR
func.func @train_step(%x: tensor<134217728xf32>) -> tensor<134217728xf32> {
  %three = arith.constant 3.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<134217728xf32>
  %y = linalg.generic {indexing_maps = [$id, $id], iterator_types = ["parallel"]}
      ins(%x : tensor<134217728xf32>) outs(%e : tensor<134217728xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %three : f32
    %r = arith.addf %m, %one : f32
    linalg.yield %r : f32
  } -> tensor<134217728xf32>
  return %y : tensor<134217728xf32>
}
MLIR
      ;;
  esac
}

prepare() {
  local opt="${REMAT_OPT:-$root/build/bin/remat-opt}"
  local llvm="${LLVM_BIN:-/usr/lib/llvm-22/bin}"
  mkdir -p "$dir"
  : > "$dir/probes.txt"
  # NAME BYTES OPTIONS (bytes: input read + output written, f32).
  local mib512=$((134217728 * 4))
  while read -r name bytes options; do
    probe_mlir "$name" > "$dir/$name.mlir"
    python3 "$here/spec.py" "$dir/$name.mlir" train_step > "$dir/$name.spec"
    "$opt" "$dir/$name.mlir" --pass-pipeline="builtin.module(func.func(llvm-request-c-wrappers),remat-lower-to-nvvm{chip=sm_90a format=bin resident-arguments=0 $options})" \
      -o "$dir/$name.llvm.mlir"
    "$llvm/mlir-translate" --mlir-to-llvmir "$dir/$name.llvm.mlir" -o "$dir/$name.ll"
    "$llvm/llc" -O2 -filetype=obj -relocation-model=pic "$dir/$name.ll" -o "$dir/$name.o"
    rm -f "$dir/$name.llvm.mlir" "$dir/$name.ll" "$dir/$name.mlir"
    echo "$name $bytes $options" >> "$dir/probes.txt"
  done <<EOF_PROBES
total $((mib512 + 4))
total_one_block $((mib512 + 4)) grid-reductions=false
row_sums $((mib512 + 8192 * 4))
channel_sums $((mib512 + 16 * 4))
axpb $((2 * mib512))
EOF_PROBES
  cp "$here/copy_probe.cu" "$here/mem_summary.py" "$dir/"
}

device() {
  local results="${OUT:-$dir}" bin
  bin="$(mktemp -d)"
  local cxx="${CXX:-g++}"
  command -v "$cxx" > /dev/null || cxx="nvcc"
  nvcc -O2 -std=c++17 -arch=sm_90a "$dir/copy_probe.cu" -o "$bin/copy_probe"
  "$bin/copy_probe" > "$results/copy_probe.json"
  "$cxx" -O2 -std=c++17 -DREMAT_ENTRY=_mlir_ciface_train_step \
    -I"$root/include" -I"$CUDA_HOME/include" -c "$here/aot_main.cpp" -o "$bin/aot_main.o"
  "$cxx" -O2 -std=c++17 -I"$root/include" -I"$CUDA_HOME/include" \
    -c "$root/lib/Runtime/CUDA/CudaRuntime.cpp" -o "$bin/CudaRuntime.o"
  local failed=0
  while read -r name bytes options; do
    [ -n "$name" ] || continue
    "$cxx" "$bin/aot_main.o" "$dir/$name.o" "$bin/CudaRuntime.o" -ldl -o "$bin/$name"
    rm -f "$results/$name.kernels.jsonl"
    if ! REMAT_CUDA_KERNEL_TIMES="$results/$name.kernels.jsonl" timeout 60 \
        "$bin/$name" "$dir/$name.spec" --repeat="${REPEAT:-10}" --values=0 --resident=0 \
        > "$results/$name.json" 2> "$results/$name.err"; then
      echo "FAIL: memory probe $name: $(tail -3 "$results/$name.err")"
      failed=$((failed + 1))
    fi
  done < "$dir/probes.txt"
  python3 "$dir/mem_summary.py" "$results/copy_probe.json" "$dir/probes.txt" "$results" |
    tee "$results/memory_speed.txt"
  [ "$failed" = 0 ]
}

case "$phase" in
  prepare) prepare ;;
  device) device ;;
  *) echo "usage: $0 prepare|device DIR" >&2; exit 2 ;;
esac
