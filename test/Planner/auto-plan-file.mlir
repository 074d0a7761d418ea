// plan-file realises a plan written elsewhere instead of planning. The
// bundled MLP step at 90 % of its peak with auto's plan (the first layer
// recomputed before backward nodes 57 and 70 of the graph dump-graph
// prints) plus layers.1.act (node 16) recomputed once: a plan auto would
// not choose (it costs 262,144 FLOPs more), realised as written: one
// barrier more than auto's, measured 5,378,368 bytes, outputs
// bit-identical.
// RUN: split-file %s %t
// RUN: remat-opt %examples/mlp_train_step.mlir --remat-auto="budget=5784249 plan-file=%t/extra.plan output=%t.json" -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: remat-auto: solver plan-file (feasible): predicted peak 6426944 -> 5378368 bytes (budget 5784249), +2.70e+08 recompute FLOPs, 4 of 12 candidates dropped (3 recomputed more than once, 7 recomputations), solved in 0.000 s, optimality gap
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// JSON: "model_recompute_cost":269746176
// JSON-SAME: "solver":"plan-file","status":"feasible"
// RUN: FileCheck %s < %t.mlir
// RUN: remat-run %examples/mlp_train_step.mlir | grep -v time_s > %t.before.txt
// RUN: remat-run %t.mlir | grep -v time_s > %t.after.txt
// RUN: FileCheck %s --check-prefix=AFTER < %t.after.txt
// AFTER: peak_bytes: 5378368
// RUN: grep checksum %t.before.txt > %t.sums.before
// RUN: grep checksum %t.after.txt > %t.sums.after
// RUN: diff %t.sums.before %t.sums.after

// layers.1.act recomputed from layers.1.fc's bias add before the first
// backward op that reads it, then the first layer twice from the arguments.
// CHECK-LABEL: func.func @train_step
// CHECK: %[[ACT_IN:.*]] = remat.barrier %{{.*}} after %{{.*}} : tensor<512x512xf32> after tensor<512x512xf32>
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.generic
// CHECK-SAME: ins(%[[ACT_IN]] :
// CHECK: remat.barrier %arg0, %arg2, %arg3 after
// CHECK: remat.barrier %arg0, %arg2, %arg3 after
// CHECK-NOT: remat.barrier

// The same file with the comments and blank lines a hand-written plan has.
// RUN: remat-opt %examples/mlp_train_step.mlir --remat-auto="budget=5784249 plan-file=%t/commented.plan" -o %t.commented.mlir 2>/dev/null
// RUN: diff %t.mlir %t.commented.mlir

//--- extra.plan
11 57 70
12 57 70
13 57 70
16
//--- commented.plan
# node, then its recomputation points (none: once, at its first need)

11 57 70   # layers.0.fc matmul
12 57 70
13 57 70
16         # layers.1.act
