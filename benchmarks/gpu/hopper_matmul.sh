#!/usr/bin/env bash
# hopper_matmul.sh prepare|device
#
# The prepared device check of the Hopper bf16 matmul kernels (issue #50):
# per shape, every kernel variant against cublasGemmEx (bf16 A and B, f32 C,
# CUBLAS_COMPUTE_32F), every element of ours and of cuBLAS's checked against
# FP32 SGEMM on the same bf16-rounded inputs (matmul_bench.cu's bound
# 2 K 2^-23 (|A||B|)_ij), TFLOP/s ours / cuBLAS / ratio, and per shape the
# fastest correct variant (the default to pick).
#
#   prepare (dev machine, needs build/bin/remat-opt and the CUDA toolkit):
#     one cubin per shape and variant into $OUT_DIR (default
#     benchmarks/gpu/hopper_out), listed in variants.txt (M N K MODE STAGES
#     SMEM), packed into $OUT_DIR.tar.xz for the device tool's carry.
#   device (GPU machine: CUDA toolkit, nvcc, the driver, pip's nvidia-cublas
#     or the toolkit's libcublas): builds matmul_bench, runs every variant
#     (each capped at $STEP_TIMEOUT s), prints the table and the picks to
#     stdout and $OUT/hopper_matmul.txt (rows also as .jsonl); exits 1 on
#     any failed run or any result outside its error bound, 2 when there is
#     no GPU (nvidia-smi finds none).
#
# Before the matmuls, memory_speed.sh (prepared into $OUT_DIR/mem) times
# remat's reduction and elementwise kernels against the copy bandwidth.
#
# Variants (MODES): tma (half-kernel=tma) and tma-ws (half-kernel=tma-ws,
# the producer-warp version) with STAGES "2 3 4 5" (32 KiB per stage +
# 1 KiB), tf32-tma (tensor-cores=tf32-tma: the same kernel on f32 with
# wgmma .tf32, the same STAGES, on a linear layer C = A W^T with W N x K,
# against cublasGemmEx CUBLAS_COMPUTE_32F_FAST_TF32 with W op T; error bound
# (2^-9 + 2^-20 + 2 K 2^-23) (|A||W^T|)_ij, the inputs truncated to tf32),
# and as baselines wgmma (half-kernel=wgmma, 3 stages) and bf16 (mma.sync,
# 3 stages). Shapes (SHAPES, "M N K;..."): 4096^3; GPT-2
# small over 4096 tokens (QKV 4096x2304x768, attention out 4096x768x768, MLP
# up 4096x3072x768, MLP down 4096x768x3072, the MLP up weight's gradient
# 768x3072x4096); Llama-7B-sized MLP over 4096 tokens (4096x11008x4096,
# 4096x4096x11008).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
phase="${1:-}"
out="${OUT_DIR:-$here/hopper_out}"
shapes="${SHAPES-4096 4096 4096;4096 2304 768;4096 768 768;4096 3072 768;4096 768 3072;768 3072 4096;4096 11008 4096;4096 4096 11008}"
# wgmma (one warpgroup per 64x64 tile, 10x cuBLAS's time on the H200 run of
# 2026-12-04) only when MODES names it: the TMA kernels supersede it.
modes="${MODES:-tma tma-ws tf32-tma bf16}"
tma_stages="${STAGES:-2 3 4 5}"
step_timeout="${STEP_TIMEOUT:-40}"
# The device phase stops starting runs after BUDGET_S seconds (the rest are
# listed as skipped, not failed): the whole call stays within 8 minutes.
budget="${BUDGET_S:-420}"
export CUDA_HOME="${CUDA_HOME:-/usr/local/cuda}"
export PATH="$CUDA_HOME/bin:$PATH"
log() { echo "== $*"; }

prepare() {
  local opt="${REMAT_OPT:-$root/build/bin/remat-opt}"
  [ -x "$opt" ] || { echo "error: no $opt (build remat-opt first)" >&2; exit 1; }
  command -v ptxas > /dev/null || { echo "error: no ptxas (CUDA_HOME)" >&2; exit 1; }
  rm -rf "$out"
  mkdir -p "$out"
  : > "$out/variants.txt"
  IFS=';' read -ra list <<< "$shapes"
  for shape in "${list[@]}"; do
    read -r m n k <<< "$shape"
    local mm="$out/mm_${m}_${n}_${k}"
    cat > "$mm.mlir" <<MLIR
func.func @mm(%a: memref<${m}x${k}xbf16>, %b: memref<${k}x${n}xbf16>, %c: memref<${m}x${n}xf32>) {
  linalg.matmul ins(%a, %b : memref<${m}x${k}xbf16>, memref<${k}x${n}xbf16>) outs(%c : memref<${m}x${n}xf32>)
  return
}
MLIR
    # tf32-tma takes a linear layer only (wgmma .tf32 reads B K-major): W is
    # N x K, the matmul reads its transpose, which the kernel folds.
    cat > "$mm.linear.mlir" <<MLIR
func.func @mm(%a: memref<${m}x${k}xf32>, %w: memref<${n}x${k}xf32>, %c: memref<${m}x${n}xf32>) {
  %bt = memref.alloc() : memref<${k}x${n}xf32>
  linalg.transpose ins(%w : memref<${n}x${k}xf32>) outs(%bt : memref<${k}x${n}xf32>) permutation = [1, 0]
  linalg.matmul ins(%a, %bt : memref<${m}x${k}xf32>, memref<${k}x${n}xf32>) outs(%c : memref<${m}x${n}xf32>)
  memref.dealloc %bt : memref<${k}x${n}xf32>
  return
}
MLIR
    for mode in $modes; do
      local stages_list=3 kernel_opts="half-kernel=mma-sync" input="$mm.mlir"
      case "$mode" in
        tma | tma-ws) stages_list="$tma_stages" kernel_opts="half-kernel=$mode" ;;
        tf32-tma) stages_list="$tma_stages" kernel_opts="tensor-cores=tf32-tma" input="$mm.linear.mlir" ;;
        wgmma) kernel_opts="half-kernel=wgmma" ;;
        bf16) ;;
        *) echo "error: unknown mode $mode" >&2; exit 1 ;;
      esac
      for s in $stages_list; do
        local smem cubin="$mm.$mode.s$s.cubin" nvgpu=""
        case "$mode" in
          tma | tma-ws | tf32-tma) smem=$((s * 32768 + 1024)) nvgpu="convert-nvgpu-to-nvvm," ;;
          wgmma) smem=$((s * 8192)) ;;
          bf16) smem=$((s * 9728)) ;;
        esac
        # The TMA kernel's tensor maps cross the kernel boundary: their type
        # is lowered before outlining (as remat-lower-to-nvvm does).
        "$opt" "$input" --pass-pipeline="builtin.module(remat-gpu-matmul-kernels{$kernel_opts pipeline-stages=$s},remat-gpu-device-memory,gpu-launch-sink-index-computations,${nvgpu}gpu-kernel-outlining,func.func(gpu-async-region),gpu-lower-to-nvvm-pipeline{cubin-chip=sm_90a cubin-features=+ptx80 cubin-format=bin opt-level=3})" \
          -o "$mm.lowered.mlir"
        python3 "$here/extract_binary.py" "$mm.lowered.mlir" mm_kernel "$cubin"
        rm -f "$mm.lowered.mlir"
        echo "$m $n $k $mode $s $smem" >> "$out/variants.txt"
      done
    done
    rm -f "$mm.mlir" "$mm.linear.mlir"
  done
  cp "$here/matmul_bench.cu" "$here/hopper_summary.py" "$out/"
  # Issue #50 item 2: the memory-bound kernels against the copy bandwidth.
  bash "$here/memory_speed.sh" prepare "$out/mem"
  tar -C "$(dirname "$out")" -cJf "$out.tar.xz" "$(basename "$out")"
  log "prepared $(wc -l < "$out/variants.txt") cubins in $out; packed $(stat -c %s "$out.tar.xz") B into $out.tar.xz"
}

device() {
  local started=$SECONDS failed=0
  local results="${OUT:-$out}"
  mkdir -p "$results"
  if [ ! -d "$out" ] && [ -f "$out.tar.xz" ]; then
    tar -C "$(dirname "$out")" -xJf "$out.tar.xz"
  fi
  [ -s "$out/variants.txt" ] || { echo "error: nothing prepared in $out (run prepare; carry $out.tar.xz)" >&2; exit 1; }
  if ! nvidia-smi -L 2> /dev/null | grep -q GPU; then
    echo "error: no NVIDIA GPU here (nvidia-smi lists none): this check runs on an H100/H200 through the device tool" >&2
    exit 2
  fi
  exec > >(tee "$results/hopper_matmul.txt") 2>&1
  nvidia-smi -L
  # First the memory-bound kernels (about 30 s), then the matmul sweep.
  if [ -s "$out/mem/probes.txt" ]; then
    log "memory-bound kernels against the copy bandwidth (memory_speed.sh)"
    OUT="$results" bash "$here/memory_speed.sh" device "$out/mem" || failed=$((failed + 1))
  fi
  local bin
  bin="$(mktemp -d)"
  nvcc -O2 -std=c++17 -arch=sm_90a "$out/matmul_bench.cu" -o "$bin/matmul_bench" -ldl
  if [ -z "${REMAT_CUBLAS:-}" ]; then
    REMAT_CUBLAS="$(python3 -c 'import nvidia.cublas, os, glob; print((glob.glob(os.path.join(list(nvidia.cublas.__path__)[0], "lib", "libcublas.so*")) or [""])[0])' 2>/dev/null || true)"
    [ -n "$REMAT_CUBLAS" ] || REMAT_CUBLAS="$(ls "$CUDA_HOME"/lib64/libcublas.so* 2>/dev/null | head -1 || true)"
    export REMAT_CUBLAS
  fi
  log "cuBLAS: ${REMAT_CUBLAS:-libcublas.so.13 from the loader path}"
  [ -z "$REMAT_CUBLAS" ] || export LD_LIBRARY_PATH="$(dirname "$REMAT_CUBLAS"):${LD_LIBRARY_PATH:-}"
  local rows="$results/hopper_matmul.jsonl"
  : > "$rows"
  local skipped=0
  while read -r m n k mode s smem; do
    [ -n "$m" ] || continue
    if [ $((SECONDS - started)) -ge "$budget" ]; then
      echo "SKIPPED (BUDGET_S=$budget s spent): ${m}x${n}x${k} $mode stages $s"
      skipped=$((skipped + 1))
      continue
    fi
    local rc=0 last="$results/last.json"
    timeout "$step_timeout" "$bin/matmul_bench" --cubin="$out/mm_${m}_${n}_${k}.$mode.s$s.cubin" \
      --kernel=mm_kernel --mode="$mode" --smem="$smem" --m="$m" --n="$n" --k="$k" \
      --iters="${ITERS:-20}" > "$last" || rc=$?
    if [ "$rc" = 0 ] && grep -q '"ok": true' "$last"; then
      sed "s/^{/{\"stages\": $s, /" "$last" >> "$rows"
    else
      echo "FAIL: ${m}x${n}x${k} $mode stages $s (exit $rc): $(cat "$last")"
      failed=$((failed + 1))
    fi
  done < "$out/variants.txt"
  python3 "$out/hopper_summary.py" "$rows" "$results/hopper_defaults.json"
  log "device phase: $((SECONDS - started)) s; failures: $failed; skipped: $skipped"
  [ "$failed" = 0 ]
}

case "$phase" in
  prepare) prepare ;;
  device) device ;;
  *) echo "usage: $0 prepare|device" >&2; exit 2 ;;
esac
