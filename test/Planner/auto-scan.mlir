// remat-auto on a JAX lax.scan step (4 layers; 38976 bytes as it is, 43072 before
// remat-dealloc-after-last-use moved the loops' conditional frees): per
// stacked residual keep it or recompute it in the backward loop, each choice
// replayed exactly; the least FLOPs that meet the budget. Iter_arg 1 stacks
// the carry, 2 the tanh, 3 its 1 - tanh.
// RUN: remat-opt %examples/loops/jax_scan_mlp.mlir --remat-auto="budget=36000 output=-" -o %t.36000.mlir \
// RUN:   | FileCheck %s --check-prefix=B36000
// RUN: FileCheck %s --check-prefix=IR36000 < %t.36000.mlir
// RUN: remat-opt %examples/loops/jax_scan_mlp.mlir --remat-auto="budget=34000 output=-" -o /dev/null \
// RUN:   | FileCheck %s --check-prefix=B34000
// RUN: not remat-opt %examples/loops/jax_scan_mlp.mlir --remat-auto="budget=29000" -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=B29000

// Every stack of the first 2 iterations goes (a carry stack replaces
// them), the last 2 keep theirs (tail=2): half the FLOPs of recomputing
// all 4 (66544); 34880 bytes (35904 before the cotangent's seed was handed
// to the backward loop).
// B36000: "peak_after":34880,"peak_before":38976,"recompute_flops":33270,
// B36000-SAME: "scan_residuals":"0:2,0:3,tail=2","scan_schedules_replayed":25,"status":"scan-remat"
// The forward's first 2 iterations keep one stack, the last 2 all three;
// the backward's last 2 iterations recompute.
// IR36000: scf.for {{.*}} -> (tensor<8x32xf32>, tensor<2x8x32xf32>)
// IR36000: scf.for {{.*}} -> (tensor<8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>)
// IR36000: scf.for
// IR36000-NOT: math.tanh
// IR36000: scf.for
// IR36000: linalg.matmul
// IR36000: math.tanh

// Since the segment re-run computes its rows in place, the first 2
// iterations kept in one segment and re-run, the last 2 taped, fit too, at
// fewer FLOPs than the tail of one iteration (29760 bytes, the lowest peak of
// any schedule, 49911 FLOPs; 5 of the FLOPs are the segment's index
// arithmetic, segment 0 re-run from the input).
// B34000: "peak_after":33856,"peak_before":38976,"recompute_flops":33297,
// B34000-SAME: "scan_residuals":"segments=2,tail=2"

// Below the smallest peak of the loop schedules: an error.
// B29000: error: remat-auto: no plan found whose predicted peak fits the budget of 29000 bytes; the best plan's predicted peak is 29760 bytes
