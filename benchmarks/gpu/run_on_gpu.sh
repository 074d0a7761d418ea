#!/usr/bin/env bash
# run_on_gpu.sh [prepare|device|all]
#
# The GPU check of remat-lower-to-nvvm, in two phases because the GPU
# machines have CUDA but no LLVM/MLIR 22 (and libMLIR + libLLVM are too big
# to carry):
#
#   prepare  (the dev machine: LLVM 22 + CUDA toolkit, no GPU needed)
#     builds remat-opt, remat-run and RematCudaRuntime; for every example
#     (examples/*_train_step.mlir, examples/models/*.mlir) and, when
#     $AUTO_PIPELINE is known to remat-opt, its rematerialized variant:
#       - the CPU reference:   remat-run --json --print-values=4096
#       - the GPU step object: remat-lower-to-nvvm (cubins for sm_90a) ->
#                              mlir-translate -> llc -> NAME.o + NAME.spec
#       - the same with remat-lower-to-nvvm{tensor-cores=tf32}: NAME.tf32.o
#         (tensor-core matmuls; same CPU reference, looser tolerance)
#     and the matmul-kernel cubins for the cuBLAS comparison
#     (mm_M_N_K.cubin: fp32 FMA kernel, mm_M_N_K.tf32.cubin: tensor cores).
#     Everything goes to $OUT_DIR (default benchmarks/gpu/out, untracked and
#     not ignored, so it travels with the working tree; ~10-30 MB).
#   device   (the H200 machine: nvcc, g++, python3 with nvidia-cublas)
#     links each NAME.o with aot_main.cpp and lib/Runtime/CUDA, runs it,
#     compares every output with the CPU reference (first 4096 values,
#     element by element within $RTOL (absolute and relative, compare.py)
#     for fp32 steps, $RTOL_TF32 for tf32 steps),
#     prints device peak bytes of each example and its variant, builds
#     matmul_bench.cu and times, for each shape, remat's fp32 kernel against
#     cuBLAS SGEMM and its tf32 kernel against cuBLAS SGEMM with
#     CUBLAS_TF32_TENSOR_OP_MATH, printing ratios. Everything it prints
#     also goes to $OUT/gpu_check.txt (the device tool's output folder).
#   all      both, on a machine that has everything.
#
# prepare also packs $OUT_DIR into $OUT_DIR.tar.xz (git-ignored) for the
# device tool's `carry`; device unpacks it when $OUT_DIR is not there.
#
# Environment: BUILD_DIR (default build), OUT_DIR, CUDA_HOME
# (/usr/local/cuda), AUTO_PIPELINE (default 'remat-auto', run at
# AUTO_FRACTION = 0.75 of each step's predicted peak), MATMUL_SHAPES
# ("M N K;..."), EXAMPLES (space-separated .mlir paths), RTOL (default 2e-3),
# RTOL_TF32 (default 1e-2; why: docs/GPU.md), TENSOR_CORES (the kernels to
# prepare, default "none tf32").
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
phase="${1:-all}"
build="${BUILD_DIR:-$root/build}"
out="${OUT_DIR:-$root/benchmarks/gpu/out}"
export CUDA_HOME="${CUDA_HOME:-/usr/local/cuda}"
export PATH="$CUDA_HOME/bin:/usr/lib/llvm-22/bin:$PATH"
auto_pipeline="${AUTO_PIPELINE:-remat-auto}"
shapes="${MATMUL_SHAPES:-1024 1024 1024;4096 4096 4096;128 4096 512;2048 512 8192}"
rtol="${RTOL:-2e-3}"
rtol_tf32="${RTOL_TF32:-1e-2}"
tensor_cores="${TENSOR_CORES:-none tf32}"
here="$root/benchmarks/gpu"

log() { echo "== $*" >&2; }

prepare() {
  mkdir -p "$out"
  if [ ! -f "$build/build.ninja" ]; then
    cmake -G Ninja -S "$root" -B "$build" \
      -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
      -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit
  fi
  ninja -C "$build" -j"${JOBS:-2}" remat-opt remat-run RematCudaRuntime
  local opt="$build/bin/remat-opt" run="$build/bin/remat-run"
  local examples="${EXAMPLES:-$(ls "$root"/examples/*_train_step.mlir "$root"/examples/models/*.mlir)}"
  : > "$out/steps.txt"
  : > "$out/auto_budgets.txt"
  for src in $examples; do
    local base
    base="$(basename "$(dirname "$src")")_$(basename "$src" .mlir)"
    base="${base#examples_}"
    local variants="base" pipeline="$auto_pipeline"
    # remat-auto without a budget leaves the step as it is: by default the
    # variant asks for AUTO_FRACTION (0.75) of the step's predicted peak.
    if [ "$pipeline" = remat-auto ]; then
      local peak
      peak="$("$opt" "$src" --remat-report="remarks=0 output=-" -o /dev/null |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["functions"][0]["peak_bytes"])')"
      pipeline="remat-auto{budget=$(python3 -c "print(int($peak * ${AUTO_FRACTION:-0.75}))")}"
    fi
    if "$opt" "$src" --pass-pipeline="builtin.module($pipeline)" \
        -o "$out/$base.auto.mlir" 2> "$out/$base.auto.err"; then
      variants="base auto"
      echo "$base $pipeline" >> "$out/auto_budgets.txt"
    else
      log "$base: '$pipeline' failed (see $base.auto.err); base variant only"
    fi
    for variant in $variants; do
      local input="$src"
      [ "$variant" = auto ] && input="$out/$base.auto.mlir"
      log "prepare $base.$variant"
      "$run" "$input" --json --print-values=4096 > "$out/$base.$variant.cpu.json"
      python3 "$here/spec.py" "$input" > "$out/$base.$variant.spec"
      for tc in $tensor_cores; do
        # fp32 steps keep their old names (NAME), tf32 ones are NAME.tf32.
        local name="$base.$variant" tol="$rtol"
        if [ "$tc" = tf32 ]; then
          name="$base.$variant.tf32" tol="$rtol_tf32"
          cp "$out/$base.$variant.cpu.json" "$out/$name.cpu.json"
          cp "$out/$base.$variant.spec" "$out/$name.spec"
        fi
        "$opt" "$input" --pass-pipeline="builtin.module(func.func(llvm-request-c-wrappers),remat-lower-to-nvvm{chip=sm_90a format=bin tensor-cores=$tc})" \
          -o "$out/$name.llvm.mlir"
        mlir-translate --mlir-to-llvmir "$out/$name.llvm.mlir" -o "$out/$name.ll"
        llc -O2 -filetype=obj -relocation-model=pic "$out/$name.ll" -o "$out/$name.o"
        rm -f "$out/$name.llvm.mlir" "$out/$name.ll"
        echo "$name $tol" >> "$out/steps.txt"
      done
    done
  done
  # Matmul kernels alone, one cubin per shape and kernel.
  : > "$out/shapes.txt"
  IFS=';' read -ra list <<< "$shapes"
  for shape in "${list[@]}"; do
    read -r m n k <<< "$shape"
    local mm="$out/mm_${m}_${n}_${k}"
    cat > "$mm.mlir" <<MLIR
func.func @mm(%a: memref<${m}x${k}xf32>, %b: memref<${k}x${n}xf32>, %c: memref<${m}x${n}xf32>) {
  linalg.matmul ins(%a, %b : memref<${m}x${k}xf32>, memref<${k}x${n}xf32>) outs(%c : memref<${m}x${n}xf32>)
  return
}
MLIR
    for tc in $tensor_cores; do
      local cubin="$mm.cubin"
      [ "$tc" = tf32 ] && cubin="$mm.tf32.cubin"
      "$opt" "$mm.mlir" --pass-pipeline="builtin.module(remat-gpu-matmul-kernels{tensor-cores=$tc},remat-gpu-device-memory,gpu-launch-sink-index-computations,gpu-kernel-outlining,func.func(gpu-async-region),gpu-lower-to-nvvm-pipeline{cubin-chip=sm_90a cubin-features=+ptx80 cubin-format=bin opt-level=3})" \
        -o "$mm.lowered.mlir"
      python3 "$here/extract_binary.py" "$mm.lowered.mlir" mm_kernel "$cubin"
      rm -f "$mm.lowered.mlir"
      # fp32 rows keep the old three-column form.
      if [ "$tc" = tf32 ]; then echo "$m $n $k tf32"; else echo "$m $n $k"; fi >> "$out/shapes.txt"
    done
    rm -f "$mm.mlir"
  done
  log "prepared $(wc -l < "$out/steps.txt") GPU steps and $(wc -l < "$out/shapes.txt") matmul kernels (shape x mode) in $out"
  # What the GPU machine needs, packed: the device tool carries at most
  # 64 MiB of ignored paths (`carry: ["benchmarks/gpu/out.tar.xz"]`).
  local pack="$out.tar.xz"
  tar -C "$(dirname "$out")" -cJf "$pack" "$(basename "$out")"
  log "packed: $pack, $(stat -c %s "$pack") bytes ($(du -sb "$out" | cut -f1) bytes unpacked)"
}

device() {
  # A packed preparation (see prepare) is unpacked first.
  if [ ! -f "$out/steps.txt" ] && [ -f "$out.tar.xz" ]; then
    tar -C "$(dirname "$out")" -xJf "$out.tar.xz"
  fi
  # The device tool brings back what is written under $OUT: the tables too.
  local tables="${OUT:-$out}"
  mkdir -p "$tables"
  device_checks 2>&1 | tee "$tables/gpu_check.txt"
  return "${PIPESTATUS[0]}"
}

device_checks() {
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
  local bin="$out/bin"
  mkdir -p "$bin"
  local cxx="${CXX:-g++}"
  command -v "$cxx" > /dev/null || cxx="nvcc"
  log "GPU steps vs remat-run on the CPU (rtol $rtol fp32, $rtol_tf32 tf32)"
  local failed=0
  printf '%-34s %-6s %16s %16s %12s %s\n' step match device_peak_B cpu_peak_B gpu_time_s max_rel_err
  while read -r name tol; do
    [ -n "$name" ] || continue
    tol="${tol:-$rtol}"
    "$cxx" -O2 -std=c++17 -DREMAT_ENTRY=_mlir_ciface_train_step \
      -I"$root/include" -I"$CUDA_HOME/include" "$here/aot_main.cpp" \
      "$out/$name.o" "$root/lib/Runtime/CUDA/CudaRuntime.cpp" -ldl \
      -o "$bin/$name"
    if ! "$bin/$name" "$out/$name.spec" --repeat="${REPEAT:-5}" > "$out/$name.gpu.json" \
        2> "$out/$name.gpu.err"; then
      echo "$name: GPU run failed: $(tail -3 "$out/$name.gpu.err")"
      failed=$((failed + 1))
      continue
    fi
    python3 "$here/compare.py" "$name" "$out/$name.cpu.json" "$out/$name.gpu.json" "$tol" ||
      failed=$((failed + 1))
  done < "$out/steps.txt"

  log "remat's matmul kernels vs cuBLAS: fp32 vs SGEMM (FP32), tf32 vs SGEMM with CUBLAS_TF32_TENSOR_OP_MATH"
  nvcc -O2 -std=c++17 -arch=sm_90a "$here/matmul_bench.cu" -o "$bin/matmul_bench" -ldl
  if [ -z "${REMAT_CUBLAS:-}" ]; then
    REMAT_CUBLAS="$(python3 -c 'import nvidia.cublas, os, glob; print((glob.glob(os.path.join(list(nvidia.cublas.__path__)[0], "lib", "libcublas.so*")) or [""])[0])' 2>/dev/null || true)"
    [ -n "$REMAT_CUBLAS" ] || REMAT_CUBLAS="$(ls "$CUDA_HOME"/lib64/libcublas.so* 2>/dev/null | head -1 || true)"
    export REMAT_CUBLAS
  fi
  log "cuBLAS: ${REMAT_CUBLAS:-libcublas.so.13 from the loader path}"
  [ -z "$REMAT_CUBLAS" ] || export LD_LIBRARY_PATH="$(dirname "$REMAT_CUBLAS"):${LD_LIBRARY_PATH:-}"
  : > "$out/matmul.jsonl"
  while read -r m n k mode; do
    [ -n "$m" ] || continue
    mode="${mode:-fp32}"
    local cubin="$out/mm_${m}_${n}_${k}.cubin"
    [ "$mode" = tf32 ] && cubin="$out/mm_${m}_${n}_${k}.tf32.cubin"
    "$bin/matmul_bench" --cubin="$cubin" --kernel=mm_kernel --mode="$mode" \
      --m="$m" --n="$n" --k="$k" | tee -a "$out/matmul.jsonl" ||
      failed=$((failed + 1))
  done < "$out/shapes.txt"
  python3 - "$out/matmul.jsonl" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
print("%-18s %-5s %10s %10s %8s %8s %8s %9s %6s" % (
    "shape MxNxK", "mode", "remat_ms", "cublas_ms", "ratio", "TFLOP/s",
    "cuBLAS", "err/bound", "ok"))
for r in rows:
    mode = r.get("mode", "fp32")
    print("%-18s %-5s %10.4f %10.4f %8.2f %8.2f %8.2f %9s %6s" % (
        "%dx%dx%d" % (r["m"], r["n"], r["k"]), mode, r["remat_ms"],
        r["cublas_ms"], r["remat_over_cublas_time"], r["remat_tflops"],
        r["cublas_tflops"],
        "%.3f" % r["tf32_bound_ratio"] if mode == "tf32" else "-", r["ok"]))
PY
  log "failures: $failed"
  [ "$failed" = 0 ]
}

case "$phase" in
  prepare) prepare ;;
  device) device ;;
  all) prepare; device ;;
  *) echo "usage: $0 [prepare|device|all]" >&2; exit 2 ;;
esac
