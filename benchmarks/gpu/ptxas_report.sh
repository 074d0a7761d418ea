#!/usr/bin/env bash
# ptxas_report.sh [FILE.mlir] [PIPELINE-OPTIONS]
#
# Lowers FILE (default examples/mlp_train_step.mlir) with
# remat-lower-to-nvvm{format=isa PIPELINE-OPTIONS}, extracts each kernel's
# PTX from the gpu.binary ops, runs `ptxas -v -arch=$ARCH` on it and prints
# registers, shared memory, spills and local stack per kernel. Kernels with
# shared memory are the tiled matmuls (remat-gpu-matmul-kernels) and the
# block-per-output reductions (remat-gpu-linalg-kernels).
#
# Environment: REMAT_OPT (default build/bin/remat-opt), CUDA_HOME (default
# /usr/local/cuda; libdevice for math functions), ARCH (default sm_90a),
# KEEP=DIR keeps the PTX files there.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
file="${1:-$root/examples/mlp_train_step.mlir}"
extra="${2:-}"
export CUDA_HOME="${CUDA_HOME:-/usr/local/cuda}"
export PATH="$CUDA_HOME/bin:$PATH"
remat_opt="${REMAT_OPT:-$root/build/bin/remat-opt}"
arch="${ARCH:-sm_90a}"
work="${KEEP:-$(mktemp -d)}"
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT

"$remat_opt" "$file" \
  --pass-pipeline="builtin.module(remat-lower-to-nvvm{format=isa chip=$arch $extra})" \
  -o "$work/lowered.mlir"

python3 - "$work" <<'PY'
import re, sys, os
work = sys.argv[1]
text = open(os.path.join(work, "lowered.mlir")).read()
def unescape(s):
    out, i = bytearray(), 0
    while i < len(s):
        c = s[i]
        if c == "\\":
            nxt = s[i + 1]
            if nxt in '\\"':
                out += nxt.encode(); i += 2
            elif nxt == "n":
                out += b"\n"; i += 2
            elif nxt == "t":
                out += b"\t"; i += 2
            else:
                out.append(int(s[i + 1:i + 3], 16)); i += 3
        else:
            out += c.encode(); i += 1
    return out
names = []
for m in re.finditer(r'gpu\.binary @(\w+)\s.*?assembly = "((?:[^"\\]|\\.)*)"', text):
    name, asm = m.group(1), unescape(m.group(2))
    open(os.path.join(work, name + ".ptx"), "wb").write(asm)
    names.append(name)
open(os.path.join(work, "kernels.txt"), "w").write("\n".join(names) + "\n")
PY

printf '%-28s %5s %9s %11s %11s %7s\n' kernel regs smem_B spill_st_B spill_ld_B stack_B
total=0; spilled=0
while read -r name; do
  [ -n "$name" ] || continue
  out="$(ptxas -v -arch="$arch" "$work/$name.ptx" -o "$work/$name.cubin" 2>&1)"
  num() { grep -oE "$1" <<<"$out" | grep -oE '[0-9]+' | head -1 || true; }
  regs=$(num 'Used [0-9]+ registers')
  smem=$(num '[0-9]+ bytes smem')
  sst=$(num '[0-9]+ bytes spill stores')
  sld=$(num '[0-9]+ bytes spill loads')
  stack=$(num '[0-9]+ bytes stack frame')
  printf '%-28s %5s %9s %11s %11s %7s%s\n' "$name" "${regs:-?}" "${smem:-0}" \
    "${sst:-0}" "${sld:-0}" "${stack:-0}" "$([ "${smem:-0}" -gt 0 ] && echo '  (shared memory)')"
  total=$((total + 1))
  [ "${sst:-0}" = 0 ] && [ "${sld:-0}" = 0 ] || spilled=$((spilled + 1))
done < "$work/kernels.txt"
echo "kernels: $total, with spills: $spilled"
