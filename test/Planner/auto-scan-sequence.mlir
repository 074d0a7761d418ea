// remat-auto on a sequence of scans (benchmarks/scale_shapes.py scan 4: four
// forward loops, then four backward loops; 88064 bytes as it is since the
// loops' carries are freed after their last reader, 93184 before). Eight
// stacked residuals in four loops: more than the exhaustive search takes,
// so the greedy order and its prefixes are priced by composition (the
// replay's peak per stretch between top-level loops, minus the stacks a
// choice drops; lib/Planner/ScanPricing.h) and only the choice taken is
// replayed: 1 replay (16 when each was replayed, with the same answer).
// RUN: %python %remat_src/benchmarks/scale_shapes.py scan 4 > %t.scan4.mlir
// RUN: remat-opt %t.scan4.mlir --remat-auto="budget=86000 output=-" -o %t.auto.mlir \
// RUN:   | FileCheck %s --check-prefix=FITS
// RUN: remat-run %t.scan4.mlir | grep -v time_s > %t.before
// RUN: remat-run %t.auto.mlir | grep -v time_s > %t.after
// RUN: FileCheck %s --check-prefix=MEASURED < %t.after
// RUN: grep output %t.before > %t.before.outputs
// RUN: grep output %t.after > %t.after.outputs
// RUN: diff %t.before.outputs %t.after.outputs
// RUN: not remat-opt %t.scan4.mlir --remat-auto="budget=79000 output=-" -o /dev/null 2>/dev/null \
// RUN:   | FileCheck %s --check-prefix=INFEASIBLE

// Only the first scan's tanh stack (iter_arg 2) is live at the peak (the
// last backward loop): recomputing it saves its 4096 bytes; its carry stack
// (iter_arg 1) stays, so recomputing that one too would save nothing.
// FITS: "peak_after":83968,"peak_before":88064,"recompute_flops":66568,
// FITS-SAME: "scan_residuals":"0:2","scan_schedules_replayed":1,"status":"scan-remat"
// MEASURED: peak_bytes: 83968

// Below what any choice reaches: the lowest peak found, replayed once.
// INFEASIBLE: "scan_residuals":"0:2","scan_schedules_replayed":1,"smallest_peak":83968,"status":"infeasible"
