// Below the smallest peak of single-recompute plans (5120 bytes here, the
// exact minimum brute force proves) remat-auto recomputes values more than
// once: h1 and h2 are recomputed from %x again before each backward layer
// that reads them, each time through a new barrier pinned after the newest
// gradient value, so that CSE cannot merge the instances and nothing is
// hoisted into the forward pass. Measured peak = predicted, outputs
// bit-identical.
// RUN: split-file %s %t
// RUN: remat-opt %t/chain.mlir --remat-auto="budget=5120 solver=brute-force" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=SINGLE
// SINGLE: remark: remat-auto: solver brute-force (optimal): predicted peak 7168 -> 5120 bytes
// RUN: remat-opt %t/chain.mlir --remat-auto="budget=4608 solver=brute-force" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=SINGLE-BELOW
// SINGLE-BELOW: remark: remat-auto: solver auto (feasible): predicted peak 7168 -> 4096 bytes (budget 4608), {{.*}}(2 recomputed more than once, 7 recomputations){{.*}} after brute-force (infeasible)
// RUN: remat-opt %t/chain.mlir --remat-auto="budget=4608" --mlir-print-op-on-diagnostic=false -o %t/after.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: remat-auto: solver auto (feasible): predicted peak 7168 -> 4096 bytes (budget 4608), +1.54e+03 recompute FLOPs, 4 of 6 candidates dropped (2 recomputed more than once, 7 recomputations)
// RUN: FileCheck %s < %t/after.mlir
// RUN: remat-run %t/chain.mlir | grep -v time_s > %t/before.txt
// RUN: remat-run %t/after.mlir | grep -v time_s > %t/after.txt
// RUN: FileCheck %s --check-prefix=BEFORE < %t/before.txt
// BEFORE: peak_bytes: 7168
// RUN: FileCheck %s --check-prefix=AFTER < %t/after.txt
// AFTER: peak_bytes: 4096
// RUN: grep checksum %t/before.txt > %t/sums.before
// RUN: grep checksum %t/after.txt > %t/sums.after
// RUN: diff %t/sums.before %t/sums.after
//
// The smallest peak remat-auto names is the multi-recompute one, not the
// exact single-recompute minimum.
// RUN: not remat-opt %t/chain.mlir --remat-auto="budget=4095" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLOOR
// FLOOR: error: remat-auto: budget 4095 bytes is infeasible (auto: infeasible); the smallest peak any decision reaches is at most 4096 bytes, set at

// CHECK-LABEL: func.func @sin_chain
// CHECK-SAME: (%[[X:.*]]: tensor<256xf32>, %[[DY:.*]]: tensor<256xf32> {remat.cotangent})
// CHECK-NEXT: %[[H1:.*]] = math.sin %[[X]]
// CHECK-NEXT: %[[H2:.*]] = math.sin %[[H1]]
// CHECK-NEXT: %[[H3:.*]] = math.sin %[[H2]]
// CHECK-NEXT: %[[H4:.*]] = math.sin %[[H3]]
// CHECK-NEXT: %[[H5:.*]] = math.sin %[[H4]]
// CHECK-NEXT: %[[H6:.*]] = math.sin %[[H5]]
// CHECK-NEXT: %[[P5:.*]] = remat.barrier %[[H5]] after %[[DY]]
// CHECK-NEXT: %[[C6:.*]] = math.cos %[[P5]]
// CHECK-NEXT: %[[D6:.*]] = arith.mulf %[[DY]], %[[C6]]
// CHECK-NEXT: %[[C5:.*]] = math.cos %[[H4]]
// CHECK-NEXT: %[[D5:.*]] = arith.mulf %[[D6]], %[[C5]]
// CHECK-NEXT: %[[XA:.*]] = remat.barrier %[[X]] after %[[D5]]
// CHECK-NEXT: %[[H1A:.*]] = math.sin %[[XA]]
// CHECK-NEXT: %[[H2A:.*]] = math.sin %[[H1A]]
// CHECK-NEXT: %[[H3A:.*]] = math.sin %[[H2A]]
// CHECK-NEXT: %[[C4:.*]] = math.cos %[[H3A]]
// CHECK-NEXT: %[[D4:.*]] = arith.mulf %[[D5]], %[[C4]]
// CHECK-NEXT: %[[XB:.*]] = remat.barrier %[[X]] after %[[D4]]
// CHECK-NEXT: %[[H1B:.*]] = math.sin %[[XB]]
// CHECK-NEXT: %[[H2B:.*]] = math.sin %[[H1B]]
// CHECK-NEXT: %[[C3:.*]] = math.cos %[[H2B]]
// CHECK-NEXT: %[[D3:.*]] = arith.mulf %[[D4]], %[[C3]]
// CHECK-NEXT: %[[XC:.*]] = remat.barrier %[[X]] after %[[D3]]
// CHECK-NEXT: %[[H1C:.*]] = math.sin %[[XC]]
// CHECK-NEXT: %[[C2:.*]] = math.cos %[[H1C]]
// CHECK-NEXT: %[[D2:.*]] = arith.mulf %[[D3]], %[[C2]]
// CHECK-NEXT: %[[C1:.*]] = math.cos %[[X]]
// CHECK-NEXT: %[[D1:.*]] = arith.mulf %[[D2]], %[[C1]]
// CHECK-NEXT: return %[[H6]], %[[D1]]

//--- chain.mlir
func.func @sin_chain(%x: tensor<256xf32>, %dy: tensor<256xf32> {remat.cotangent}) -> (tensor<256xf32>, tensor<256xf32>) {
  %h1 = math.sin %x : tensor<256xf32> loc("layers.0")
  %h2 = math.sin %h1 : tensor<256xf32> loc("layers.1")
  %h3 = math.sin %h2 : tensor<256xf32> loc("layers.2")
  %h4 = math.sin %h3 : tensor<256xf32> loc("layers.3")
  %h5 = math.sin %h4 : tensor<256xf32> loc("layers.4")
  %h6 = math.sin %h5 : tensor<256xf32> loc("layers.5")
  %c6 = math.cos %h5 : tensor<256xf32> loc("backward.layers.5")
  %d6 = arith.mulf %dy, %c6 : tensor<256xf32> loc("backward.layers.5")
  %c5 = math.cos %h4 : tensor<256xf32> loc("backward.layers.4")
  %d5 = arith.mulf %d6, %c5 : tensor<256xf32> loc("backward.layers.4")
  %c4 = math.cos %h3 : tensor<256xf32> loc("backward.layers.3")
  %d4 = arith.mulf %d5, %c4 : tensor<256xf32> loc("backward.layers.3")
  %c3 = math.cos %h2 : tensor<256xf32> loc("backward.layers.2")
  %d3 = arith.mulf %d4, %c3 : tensor<256xf32> loc("backward.layers.2")
  %c2 = math.cos %h1 : tensor<256xf32> loc("backward.layers.1")
  %d2 = arith.mulf %d3, %c2 : tensor<256xf32> loc("backward.layers.1")
  %c1 = math.cos %x : tensor<256xf32> loc("backward.layers.0")
  %d1 = arith.mulf %d2, %c1 : tensor<256xf32> loc("backward.layers.0")
  return %h6, %d1 : tensor<256xf32>, tensor<256xf32>
}
