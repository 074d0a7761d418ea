// An explicit request that cannot be met is an error (nonzero exit).
// RUN: not remat-opt %S/Inputs/small-scan.mlir --remat-scan-remat=residuals=0:0 2>&1 | FileCheck %s --check-prefix=CARRY
// RUN: not remat-opt %S/Inputs/small-scan.mlir --remat-scan-remat=residuals=1:2 2>&1 | FileCheck %s --check-prefix=NOLOOP
// RUN: not remat-opt %S/Inputs/small-scan.mlir --remat-scan-remat=residuals=x 2>&1 | FileCheck %s --check-prefix=ENTRY
// CARRY: error: remat-scan-remat: iter_arg #0 of scan loop 0 is not a stacked residual
// NOLOOP: error: remat-scan-remat: there is no scan loop 1 (found 1)
// ENTRY: error: remat-scan-remat: residuals entry 'x' is not all, none or L:K
