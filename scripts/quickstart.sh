#!/usr/bin/env bash
# remat's main job on a bundled example: report the training step's memory,
# run it, checkpoint every layer, report and run again. Same outputs bit for
# bit, lower measured peak.
#
#   scripts/quickstart.sh [FILE.mlir] [PIPELINE]
#
# Defaults: examples/transformer_train_step.mlir and
# 'remat-outline-checkpoints,remat-apply-checkpoints'.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
REMAT_WITH_TORCH=0 scripts/setup.sh
BIN="${BUILD_DIR:-build}/bin"
FILE="${1:-examples/transformer_train_step.mlir}"
PIPELINE="${2:-remat-outline-checkpoints,remat-apply-checkpoints}"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT

echo
echo "== 1. memory report of $FILE (predicted)"
"$BIN/remat-opt" "$FILE" --remat-report="top=3" -o /dev/null \
  --mlir-print-op-on-diagnostic=false 2>&1 | grep remark
echo
echo "== 2. run it (measured)"
"$BIN/remat-run" "$FILE" | tee "$OUT/before.txt" | grep -v "^output"
echo
echo "== 3. rematerialize: $PIPELINE"
"$BIN/remat-opt" "$FILE" --pass-pipeline="builtin.module($PIPELINE)" -o "$OUT/remat.mlir"
"$BIN/remat-opt" "$OUT/remat.mlir" --remat-report="top=3" -o /dev/null \
  --mlir-print-op-on-diagnostic=false 2>&1 | grep "remark: peak"
echo
echo "== 4. run the rematerialized step"
"$BIN/remat-run" "$OUT/remat.mlir" | tee "$OUT/after.txt" | grep -v "^output"
echo
before=$(grep -c checksum "$OUT/before.txt")
if diff <(grep checksum "$OUT/before.txt") <(grep checksum "$OUT/after.txt") >/dev/null; then
  echo "outputs: all $before bit-identical"
else
  echo "outputs: DIFFER" && exit 1
fi
peak_before=$(awk '/peak_bytes/ {print $2}' "$OUT/before.txt")
peak_after=$(awk '/peak_bytes/ {print $2}' "$OUT/after.txt")
echo "measured peak: $peak_before -> $peak_after bytes" \
  "($(( (peak_before - peak_after) * 100 / peak_before ))% less)"
