#!/bin/bash
# remat-auto's wall time from two builds side by side: for each FILE:BUDGET
# the BEFORE build, then the AFTER build, one run each (interleaved, so that
# the machine's load hits both alike), with the recomputed FLOPs after
# realisation (the JSON line's `recompute_flops`, "infeasible" where
# remat-auto refuses) and the graph form the plan came from
# (`graph_late_views`; "-" for builds without it).
#
#   benchmarks/time_auto.sh BEFORE_OPT AFTER_OPT FILE:BUDGET...
#
# AUTO_OPTIONS (environment) is appended to remat-auto's options (default
# time-limit=600, as in benchmarks/compare_auto.sh).
#
# e.g. benchmarks/time_auto.sh /tmp/old/bin/remat-opt build/bin/remat-opt \
#   examples/models/resnet18.mlir:1354848 examples/models/llama.mlir:574112
set -euo pipefail
if [ $# -lt 3 ]; then
  sed -n '2,15p' "$0"
  exit 2
fi
before=$1
after=$2
shift 2
echo "| step | budget | build | wall s | recompute FLOPs | graph form |"
echo "|---|---:|---|---:|---:|---|"
for row in "$@"; do
  file=${row%:*}
  budget=${row##*:}
  for opt in "$before" "$after"; do
    start=$(date +%s.%N)
    result=$("$opt" "$file" \
      --remat-auto="budget=$budget output=- ${AUTO_OPTIONS:-time-limit=600}" \
      -o /dev/null 2>/dev/null | head -1 | python3 -c 'import json, sys
try:
    d = json.loads(sys.stdin.read())
    print(d["recompute_flops"], "|", d.get("graph_late_views", "-"))
except Exception:
    print("infeasible | -")') || true
    end=$(date +%s.%N)
    printf "| %s | %s | %s | %.1f | %s |\n" "$(basename "$file")" "$budget" \
      "$opt" "$(python3 -c "print($end - $start)")" "$result"
  done
done
