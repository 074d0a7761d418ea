#!/bin/bash
# remat-auto's plans from two builds side by side: for each step FILE and
# budgets of 75, 60 and 50 % of its no-remat peak (remat-report of the AFTER
# build), the recomputed FLOPs after realisation (remat-auto's JSON
# `recompute_flops`, the memory analysis' count), the analysed peak and the
# planner, of BEFORE_OPT and of AFTER_OPT; "infeasible" where remat-auto
# refuses the budget.
#
#   benchmarks/compare_auto.sh BEFORE_OPT AFTER_OPT FILE...
#
# PERCENTS (environment) replaces the budgets, e.g. PERCENTS="70 65 55".
# AUTO_OPTIONS (environment) is appended to remat-auto's options; the
# default, time-limit=600, leaves the clock a safety net so that the work
# counts decide the plans even on a loaded machine (the 10 s default can
# stop ResNet-18's searches early there and change the plan).
#
# e.g. a build of an older commit against build/:
#   benchmarks/compare_auto.sh /tmp/old/build/bin/remat-opt build/bin/remat-opt \
#     examples/torch_mlir/*.mlir examples/models/*.mlir examples/*.mlir
set -euo pipefail
if [ $# -lt 3 ]; then
  sed -n '2,19p' "$0"
  exit 2
fi
before=$1
after=$2
shift 2
plan() { # OPT FILE BUDGET -> "flops peak solver" or "infeasible"
  "$1" "$2" --remat-auto="budget=$3 output=- ${AUTO_OPTIONS:-time-limit=600}" -o /dev/null 2>/dev/null |
    python3 -c 'import json, sys
d = json.loads(sys.stdin.read().splitlines()[0])
print(d["recompute_flops"], d["peak_after"], d["solver"],
      "(stopped by the clock)" if d.get("stopped_by_clock") else "")' 2>/dev/null ||
    echo infeasible
}
echo "| step | budget | before: FLOPs, peak, solver | after: FLOPs, peak, solver |"
echo "|---|---|---|---|"
for file in "$@"; do
  peak=$("$after" "$file" --remat-report="remarks=0 output=-" -o /dev/null |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["functions"][0]["peak_bytes"])')
  for pct in ${PERCENTS:-75 60 50}; do
    budget=$((peak * pct / 100))
    echo "| $(basename "$file") | $pct % ($budget) | $(plan "$before" "$file" $budget) | $(plan "$after" "$file" $budget) |"
  done
done
