// residuals= entries that contradict each other: option errors, reported on
// the module the pass runs on (no location in the input: FileCheck, not
// -verify-diagnostics).
// RUN: not remat-opt %S/Inputs/small-scan.mlir --remat-scan-remat="residuals=none,all" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not remat-opt %S/Inputs/small-scan.mlir --remat-scan-remat="residuals=all,0:1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// NONE: error: remat-scan-remat: residuals=none cannot be combined with other entries
// ALL: error: remat-scan-remat: residuals=all cannot be combined with L:K entries
