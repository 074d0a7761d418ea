// remat-auto on a JAX lax.scan step (4 layers; 43072 bytes as it is): per
// stacked residual keep it or recompute it in the backward loop, each choice
// replayed exactly; the least FLOPs that meet the budget. Iter_arg 1 stacks
// the carry, 2 the tanh, 3 its 1 - tanh.
// RUN: remat-opt %examples/loops/jax_scan_mlp.mlir --remat-auto="budget=40000 output=-" -o %t.40000.mlir \
// RUN:   | FileCheck %s --check-prefix=B40000
// RUN: FileCheck %s --check-prefix=IR40000 < %t.40000.mlir
// RUN: remat-opt %examples/loops/jax_scan_mlp.mlir --remat-auto="budget=36000 output=-" -o /dev/null \
// RUN:   | FileCheck %s --check-prefix=B36000
// RUN: not remat-opt %examples/loops/jax_scan_mlp.mlir --remat-auto="budget=30000" -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=B30000

// Every stack goes (a carry stack replaces them): the fewest FLOPs of the
// seven choices that fit, since the copies JAX makes into the rows go too.
// B40000: "peak_after":34880,"peak_before":43072,"recompute_flops":66544,
// B40000-SAME: "scan_residuals":"0:1,0:2,0:3","scan_schedules_replayed":7,"status":"scan-remat"
// The forward loop keeps one stack; the backward recomputes.
// IR40000: scf.for {{.*}} -> (tensor<8x32xf32>, tensor<4x8x32xf32>)
// IR40000: scf.for
// IR40000: linalg.matmul
// IR40000: math.tanh

// B36000: "peak_after":34880,{{.*}}"scan_residuals":"0:1,0:2,0:3"

// Below the smallest peak of the loop schedule: an error.
// B30000: error: remat-auto: no plan found whose predicted peak fits the budget of 30000 bytes; the best plan's predicted peak is 34880 bytes
