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
#       - the CPU reference:   remat-run --json --output-dir=NAME.ref
#                              (every output, as .npy)
#       - the GPU step object: remat-lower-to-nvvm (cubins for sm_90a) ->
#                              mlir-translate -> llc -> NAME.o + NAME.spec
#       - the same with remat-lower-to-nvvm{tensor-cores=tf32}: NAME.tf32.o
#         (tensor-core matmuls), and its CPU reference NAME.tf32ref.ref:
#         remat-run on the step with the kernels' tf32 input rounding
#         emulated (emulate_tf32.py; same inputs)
#       - for the base fp32 variant of a step with parameters
#         (parameters.py), NAME.resident.o: lowered with
#         resident-arguments=<the parameters' positions>, run with
#         aot_main --resident (weights copied to the device once, as in a
#         training loop): its time next to NAME's is what copying the
#         weights every call costs (RESIDENT=0 skips it)
#     and the matmul-kernel cubins for the cuBLAS comparison
#     (mm_M_N_K.cubin: fp32 FMA kernel, mm_M_N_K.tf32.cubin: tf32 tensor
#     cores, mm_M_N_K.bf16.cubin: bf16 inputs, f32 C, mma.sync m16n8k16 with
#     cp.async and ldmatrix, mm_M_N_K.wgmma.cubin: the same inputs through
#     half-kernel=wgmma, wgmma.mma_async m64n64k16).
#     Everything goes to $OUT_DIR (default benchmarks/gpu/out, untracked and
#     not ignored, so it travels with the working tree; ~10-30 MB).
#   device   (the H200 machine: nvcc, g++, python3 with nvidia-cublas)
#     links each NAME.o with aot_main.cpp and lib/Runtime/CUDA, runs it,
#     compares every element of every output with the CPU reference
#     (compare.py: |gpu - cpu| <= ATOL + RTOL |cpu| with RTOL = ATOL per
#     step kind and output dtype: $RTOL fp32, $RTOL_TF32 tf32, $RTOL_F16 /
#     $RTOL_BF16 for 16-bit outputs; the worst ratio and where, per output),
#     prints device peak bytes of each example and its variant, builds
#     matmul_bench.cu and times, for each shape, remat's fp32 kernel against
#     cuBLAS SGEMM, its tf32 kernel against cuBLAS SGEMM with
#     CUBLAS_TF32_TENSOR_OP_MATH and its bf16 kernel against cublasGemmEx
#     (bf16 in, f32 out, CUBLAS_COMPUTE_32F), printing TFLOP/s and ratios.
#     Everything it prints also goes to $OUT/gpu_check.txt (the device
#     tool's output folder), the matmul rows to $OUT/matmul.jsonl. Each
#     step run and benchmark is capped at $STEP_TIMEOUT seconds (60).
#   all      both, on a machine that has everything.
#
# prepare also packs $OUT_DIR into $OUT_DIR.tar.xz (git-ignored) for the
# device tool's `carry`; device unpacks it when $OUT_DIR is not there.
#
# Environment: BUILD_DIR (default build), BUILD=0 (use $BUILD_DIR/bin as it
# is, no cmake/ninja), PYTHON (for emulate_tf32.py, with NumPy; default
# .venv/bin/python if there, else python3), OUT_DIR, CUDA_HOME
# (/usr/local/cuda), AUTO_PIPELINE (default 'remat-auto', run at
# AUTO_FRACTION = 0.75 of each step's predicted peak), MATMUL_SHAPES
# ("M N K;...", empty: none), EXAMPLES (space-separated .mlir paths: the steps to
# prepare, e.g. EXAMPLES=examples/mlp_train_step.mlir), RTOL (default 2e-3),
# RTOL_TF32 (default 1e-2, against the tf32-emulated reference; the tf32
# steps against the fp32 one are printed for information at
# RTOL_TF32_FP32REF, 1e-2), RTOL_F16 (5e-3), RTOL_BF16 (3e-2; why:
# compare.py, docs/GPU.md), TENSOR_CORES (the step kernels to prepare,
# default "none tf32"), MATMUL_MODES (the matmul cubins, default
# "fp32 tf32 bf16 wgmma"), PIPELINE_STAGES (the bf16 kernel's, default 3).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
phase="${1:-all}"
build="${BUILD_DIR:-$root/build}"
out="${OUT_DIR:-$root/benchmarks/gpu/out}"
export CUDA_HOME="${CUDA_HOME:-/usr/local/cuda}"
export PATH="$CUDA_HOME/bin:/usr/lib/llvm-22/bin:$PATH"
auto_pipeline="${AUTO_PIPELINE:-remat-auto}"
# Default shapes: 4096^3; GPT-2-small-sized layers over 4096 tokens (MLP up
# 4096x3072x768, down 4096x768x3072, the up weight's gradient
# 768x3072x4096); the bundled transformer step's projection (1024x128x128).
shapes="${MATMUL_SHAPES-4096 4096 4096;4096 3072 768;4096 768 3072;768 3072 4096;1024 128 128}"
rtol="${RTOL:-2e-3}"
rtol_tf32="${RTOL_TF32:-1e-2}"
export RTOL="$rtol" RTOL_TF32="$rtol_tf32"
tensor_cores="${TENSOR_CORES:-none tf32}"
matmul_modes="${MATMUL_MODES:-fp32 tf32 bf16 wgmma}"
stages="${PIPELINE_STAGES:-3}"
step_timeout="${STEP_TIMEOUT:-60}"
here="$root/benchmarks/gpu"

log() { echo "== $*" >&2; }

# step_object REMAT_OPT INPUT NAME "NVVM-OPTIONS": $out/NAME.o, the step
# lowered with remat-lower-to-nvvm{chip=sm_90a format=bin NVVM-OPTIONS}
# and C wrappers, through mlir-translate and llc.
step_object() {
  local opt="$1" input="$2" name="$3" options="$4"
  "$opt" "$input" --pass-pipeline="builtin.module(func.func(llvm-request-c-wrappers),remat-lower-to-nvvm{chip=sm_90a format=bin $options})" \
    -o "$out/$name.llvm.mlir"
  mlir-translate --mlir-to-llvmir "$out/$name.llvm.mlir" -o "$out/$name.ll"
  llc -O2 -filetype=obj -relocation-model=pic "$out/$name.ll" -o "$out/$name.o"
  rm -f "$out/$name.llvm.mlir" "$out/$name.ll"
}

prepare() {
  mkdir -p "$out"
  if [ "${BUILD:-1}" != 0 ] && [ ! -f "$build/build.ninja" ]; then
    cmake -G Ninja -S "$root" -B "$build" \
      -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
      -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit
  fi
  # BUILD=0: the binaries in $BUILD_DIR/bin as they are (no ninja).
  [ "${BUILD:-1}" = 0 ] ||
    ninja -C "$build" -j"${JOBS:-2}" remat-opt remat-run RematCudaRuntime
  local opt="$build/bin/remat-opt" run="$build/bin/remat-run"
  # emulate_tf32.py needs NumPy: the checkout's virtual environment if any.
  local python="${PYTHON:-python3}"
  [ -n "${PYTHON:-}" ] || [ ! -x "$root/.venv/bin/python" ] || python="$root/.venv/bin/python"
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
      # The CPU reference: every output as .npy (compared element by
      # element), shared by the fp32 and tf32 lowerings.
      local ref="$base.$variant"
      rm -rf "$out/$ref.ref"
      mkdir -p "$out/$ref.ref"
      "$run" "$input" --json --output-dir="$out/$ref.ref" > "$out/$ref.cpu.json"
      python3 "$here/spec.py" "$input" > "$out/$ref.spec"
      for tc in $tensor_cores; do
        # fp32 steps keep their old names (NAME), tf32 ones are NAME.tf32.
        local name="$ref" kind=fp32 against="$ref"
        if [ "$tc" = tf32 ]; then
          # The tf32 steps' reference: the step with every matmul input the
          # tf32 kernels round rounded the same way (emulate_tf32.py; --check:
          # as many as the lowering builds tf32 kernels), run on the same
          # inputs (same signature and seed): NAME.tf32ref.{ref,cpu.json,spec}.
          name="$ref.tf32" kind=tf32 against="$ref.tf32ref"
          "$python" "$here/emulate_tf32.py" "$input" -o "$out/$against.mlir" \
            --check --remat-opt "$opt"
          rm -rf "$out/$against.ref"
          mkdir -p "$out/$against.ref"
          "$run" "$out/$against.mlir" --json --output-dir="$out/$against.ref" \
            > "$out/$against.cpu.json"
          cp "$out/$ref.spec" "$out/$against.spec"
          rm -f "$out/$against.mlir"
        fi
        step_object "$opt" "$input" "$name" "tensor-cores=$tc"
        echo "$name $kind $against" >> "$out/steps.txt"
      done
      local params=""
      [ "${RESIDENT:-1}" = 0 ] || [ "$variant" != base ] ||
        params="$(python3 "$here/parameters.py" "$input")"
      if [ -n "$params" ]; then
        step_object "$opt" "$input" "$ref.resident" "resident-arguments=$params"
        echo "$ref.resident fp32 $ref $params" >> "$out/steps.txt"
      fi
    done
  done
  # Matmul kernels alone, one cubin per shape and kernel.
  : > "$out/shapes.txt"
  IFS=';' read -ra list <<< "$shapes"
  for shape in "${list[@]}"; do
    read -r m n k <<< "$shape"
    local mm="$out/mm_${m}_${n}_${k}"
    for mode in $matmul_modes; do
      # fp32 / tf32: f32 A, B, C; bf16: bf16 A, B and an f32 C (the inputs
      # extended in the body, PyTorch's accumulation).
      local in=f32 tc=none hk=mma-sync cubin="$mm.cubin" smem=0
      case "$mode" in
        tf32) tc=tf32 cubin="$mm.tf32.cubin" ;;
        bf16) in=bf16 cubin="$mm.bf16.cubin" smem=$((stages * 9728)) ;;
        wgmma) in=bf16 hk=wgmma cubin="$mm.wgmma.cubin" smem=$((stages * 8192)) ;;
      esac
      cat > "$mm.mlir" <<MLIR
func.func @mm(%a: memref<${m}x${k}x${in}>, %b: memref<${k}x${n}x${in}>, %c: memref<${m}x${n}xf32>) {
  linalg.matmul ins(%a, %b : memref<${m}x${k}x${in}>, memref<${k}x${n}x${in}>) outs(%c : memref<${m}x${n}xf32>)
  return
}
MLIR
      "$opt" "$mm.mlir" --pass-pipeline="builtin.module(remat-gpu-matmul-kernels{tensor-cores=$tc half-kernel=$hk pipeline-stages=$stages},remat-gpu-device-memory,gpu-launch-sink-index-computations,gpu-kernel-outlining,func.func(gpu-async-region),gpu-lower-to-nvvm-pipeline{cubin-chip=sm_90a cubin-features=+ptx80 cubin-format=bin opt-level=3})" \
        -o "$mm.lowered.mlir"
      python3 "$here/extract_binary.py" "$mm.lowered.mlir" mm_kernel "$cubin"
      rm -f "$mm.lowered.mlir" "$mm.mlir"
      # M N K mode dynamic-shared-memory-bytes (the bf16 kernel's stages).
      echo "$m $n $k $mode $smem" >> "$out/shapes.txt"
    done
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
  local started=$SECONDS
  log "GPU steps vs remat-run on the CPU, every element (rtol = atol: $rtol fp32, $rtol_tf32 tf32, ${RTOL_F16:-5e-3} f16 outputs, ${RTOL_BF16:-3e-2} bf16 outputs)"
  local failed=0
  # The driver and the runtime are compiled once, linked with each step.
  "$cxx" -O2 -std=c++17 -DREMAT_ENTRY=_mlir_ciface_train_step \
    -I"$root/include" -I"$CUDA_HOME/include" -c "$here/aot_main.cpp" -o "$bin/aot_main.o"
  "$cxx" -O2 -std=c++17 -I"$root/include" -I"$CUDA_HOME/include" \
    -c "$root/lib/Runtime/CUDA/CudaRuntime.cpp" -o "$bin/CudaRuntime.o"
  printf '%-34s %-6s %16s %16s %12s %s\n' step match device_peak_B cpu_peak_B gpu_time_s worst_err/tol
  while read -r name kind ref resident; do
    [ -n "$name" ] || continue
    if [ -z "$ref" ] || { [ "$kind" = tf32 ] && [ "${ref%.tf32ref}" = "$ref" ]; }; then
      echo "$name: FAIL: steps.txt has no (tf32-emulated) reference column (prepared by an older run_on_gpu.sh; prepare again)"
      failed=$((failed + 1))
      continue
    fi
    "$cxx" "$bin/aot_main.o" "$out/$name.o" "$bin/CudaRuntime.o" -ldl -o "$bin/$name"
    rm -rf "$out/$name.gpu"
    mkdir -p "$out/$name.gpu"
    local resident_flag=()
    [ -z "$resident" ] || resident_flag=(--resident="$resident")
    if ! timeout "$step_timeout" "$bin/$name" "$out/$ref.spec" --repeat="${REPEAT:-5}" \
        --values=0 --output-dir="$out/$name.gpu" "${resident_flag[@]}" > "$out/$name.gpu.json" \
        2> "$out/$name.gpu.err"; then
      echo "$name: FAIL: GPU run failed: $(tail -3 "$out/$name.gpu.err")"
      failed=$((failed + 1))
      continue
    fi
    python3 "$here/compare.py" "$name" "$out/$ref.cpu.json" "$out/$ref.ref" \
      "$out/$name.gpu.json" "$out/$name.gpu" "$kind" ||
      failed=$((failed + 1))
    # For information (not counted): the tf32 step against the plain fp32
    # reference, at RTOL_TF32_FP32REF (1e-2).
    if [ "$kind" = tf32 ] && [ -f "$out/${ref%.tf32ref}.cpu.json" ]; then
      python3 "$here/compare.py" "$name" "$out/${ref%.tf32ref}.cpu.json" \
        "$out/${ref%.tf32ref}.ref" "$out/$name.gpu.json" "$out/$name.gpu" \
        tf32-fp32ref | sed 's/^/  info (vs fp32 reference): /' || true
    fi
    rm -rf "$out/$name.gpu"
  done < "$out/steps.txt"
  log "steps: $((SECONDS - started)) s"

  log "remat's matmul kernels vs cuBLAS: fp32 vs SGEMM (FP32), tf32 vs SGEMM with CUBLAS_TF32_TENSOR_OP_MATH, bf16 (mma.sync) and wgmma vs cublasGemmEx (bf16 in, f32 out, CUBLAS_COMPUTE_32F)"
  if [ ! -s "$out/shapes.txt" ]; then
    log "no matmul shapes prepared (MATMUL_SHAPES empty): no benchmark"
    log "device phase: $((SECONDS - started)) s; failures: $failed"
    [ "$failed" = 0 ]
    return
  fi
  nvcc -O2 -std=c++17 -arch=sm_90a "$here/matmul_bench.cu" -o "$bin/matmul_bench" -ldl
  if [ -z "${REMAT_CUBLAS:-}" ]; then
    REMAT_CUBLAS="$(python3 -c 'import nvidia.cublas, os, glob; print((glob.glob(os.path.join(list(nvidia.cublas.__path__)[0], "lib", "libcublas.so*")) or [""])[0])' 2>/dev/null || true)"
    [ -n "$REMAT_CUBLAS" ] || REMAT_CUBLAS="$(ls "$CUDA_HOME"/lib64/libcublas.so* 2>/dev/null | head -1 || true)"
    export REMAT_CUBLAS
  fi
  log "cuBLAS: ${REMAT_CUBLAS:-libcublas.so.13 from the loader path}"
  [ -z "$REMAT_CUBLAS" ] || export LD_LIBRARY_PATH="$(dirname "$REMAT_CUBLAS"):${LD_LIBRARY_PATH:-}"
  : > "$out/matmul.jsonl"
  while read -r m n k mode smem; do
    [ -n "$m" ] || continue
    mode="${mode:-fp32}"
    local cubin="$out/mm_${m}_${n}_${k}.cubin"
    [ "$mode" = fp32 ] || cubin="$out/mm_${m}_${n}_${k}.$mode.cubin"
    local rc=0
    timeout "$step_timeout" "$bin/matmul_bench" --cubin="$cubin" --kernel=mm_kernel \
      --mode="$mode" --smem="${smem:-0}" --m="$m" --n="$n" --k="$k" \
      > "$out/matmul.last.json" || rc=$?
    cat "$out/matmul.last.json"
    cat "$out/matmul.last.json" >> "$out/matmul.jsonl"
    # A failed run or a kernel outside its error bound ("ok": false).
    if [ "$rc" != 0 ] || ! grep -q '"ok": true' "$out/matmul.last.json"; then
      echo "matmul $m x $n x $k $mode: FAIL"
      failed=$((failed + 1))
    fi
  done < "$out/shapes.txt"
  cp "$out/matmul.jsonl" "$tables/matmul.jsonl" 2>/dev/null || true
  python3 - "$out/matmul.jsonl" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
print("%-18s %-5s %10s %10s %8s %8s %8s %9s %9s %6s" % (
    "shape MxNxK", "mode", "remat_ms", "cublas_ms", "time/cuB", "TFLOP/s",
    "cuBLAS", "err/bound", "cuB e/b", "ok"))
for r in rows:
    mode = r.get("mode", "fp32")
    print("%-18s %-5s %10.4f %10.4f %8.2f %8.2f %8.2f %9s %9s %6s" % (
        "%dx%dx%d" % (r["m"], r["n"], r["k"]), mode, r["remat_ms"],
        r["cublas_ms"], r["remat_over_cublas_time"], r["remat_tflops"],
        r["cublas_tflops"], "%.3f" % r["bound_ratio"],
        "%.3f" % r["cublas_bound_ratio"], r["ok"]))
PY
  log "device phase: $((SECONDS - started)) s; failures: $failed"
  [ "$failed" = 0 ]
}

case "$phase" in
  prepare) prepare ;;
  device) device ;;
  all) prepare; device ;;
  *) echo "usage: $0 [prepare|device|all]" >&2; exit 2 ;;
esac
