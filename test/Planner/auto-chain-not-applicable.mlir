// The chain solver needs every forward edge to stay in its layer or go to
// the next one; here layer 0 feeds layer 2 directly.
// RUN: not remat-opt %s --remat-auto="budget=8KiB solver=chain" -o /dev/null --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// No planner fits 8 KiB: the error gives the chain solver's refusal, then
// auto's answer (the fallbacks ran it), not advice to try auto.
// CHECK: error: remat-auto: solver chain found no plan (notApplicable): chain: edge 2 -> 4 skips a segment; no other planner found one either: budget 8192 bytes is infeasible (auto: infeasible); the smallest peak any decision reaches is at most 12288 bytes
// With solver=auto another planner is used.
// RUN: remat-opt %s --remat-auto="budget=12KiB solver=auto" -o /dev/null --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: remark: remat-auto: solver {{.*}}predicted peak 16384 -> 12288 bytes (budget 12288)
func.func @skip(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32> loc("layers.0.exp")
  %b = math.sin %a : tensor<1024xf32> loc("layers.1.sin")
  %c = arith.addf %b, %a : tensor<1024xf32> loc("layers.2.add")
  %g0 = arith.mulf %dy, %c : tensor<1024xf32> loc("backward.2")
  %g1 = arith.mulf %g0, %b : tensor<1024xf32> loc("backward.1")
  %g2 = arith.mulf %g1, %a : tensor<1024xf32> loc("backward.0")
  return %g2 : tensor<1024xf32>
}
