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

// Every stack of the first 2 iterations goes (a carry stack replaces
// them), the last 2 keep theirs (tail=2): half the FLOPs of recomputing
// all 4 (66544, 34880 bytes, which every stack gone would give).
// B40000: "peak_after":40000,"peak_before":43072,"recompute_flops":33270,
// B40000-SAME: "scan_residuals":"0:2,0:3,tail=2","scan_schedules_replayed":26,"status":"scan-remat"
// The forward's first 2 iterations keep one stack, the last 2 all three;
// the backward's last 2 iterations recompute.
// IR40000: scf.for {{.*}} -> (tensor<8x32xf32>, tensor<2x8x32xf32>)
// IR40000: scf.for {{.*}} -> (tensor<8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>)
// IR40000: scf.for
// IR40000-NOT: math.tanh
// IR40000: scf.for
// IR40000: linalg.matmul
// IR40000: math.tanh

// The tail of one iteration lowers the peak below every stack gone (34880).
// B36000: "peak_after":33856,{{.*}}"scan_residuals":"0:2,0:3,tail=1"

// Below the smallest peak of the loop schedules (revolve=1 with the last
// iteration taped: 32832): an error.
// B30000: error: remat-auto: budget 30000 bytes is infeasible {{.*}}; the smallest peak any decision reaches is at most 32832 bytes
