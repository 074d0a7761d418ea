// Loops with static trip counts are replayed iteration by iteration
// (BufferSimulation.cpp): what an iteration allocates, carries to the next
// (with the ownership flags ownership-based deallocation threads through
// iter_args) and frees is counted as the loop runs it, so the prediction is
// exact; FLOPs count every iteration (3 x 2 x 8192 + 3 x 4096).
// RUN: remat-opt %s --remat-report=top=0 -verify-diagnostics -o /dev/null
// RUN: remat-opt %s --remat-report=output=- -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT: "assumptions": [],
// REPORT-NEXT: "exact": true,
// REPORT-NEXT: "flops": 61440,
// REPORT: "peak_bytes": 98304,
// RUN: remat-run %s | FileCheck %s --check-prefix=MEASURED
// MEASURED: peak_bytes: 98304

// An inner loop carrying a fresh buffer per iteration inside an outer loop
// that stacks the inner loop's result into a tensor<3x...>.
// expected-remark @+1 {{peak 98304 bytes (96.00 KiB) at}}
func.func @nested(%x: tensor<64x64xf32>, %dy: tensor<64x64xf32> {remat.cotangent})
    -> (tensor<64x64xf32>, tensor<3x64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x64x64xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e : tensor<3x64x64xf32>) -> tensor<3x64x64xf32>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %x, %s = %s0)
      -> (tensor<64x64xf32>, tensor<3x64x64xf32>) {
    %in = scf.for %j = %c0 to %c2 step %c1 iter_args(%a = %h) -> tensor<64x64xf32> {
      %t = math.tanh %a : tensor<64x64xf32>
      %u = arith.mulf %t, %dy : tensor<64x64xf32>
      scf.yield %u : tensor<64x64xf32>
    }
    %s1 = tensor.insert_slice %in into %s[%i, 0, 0] [1, 64, 64] [1, 1, 1]
        : tensor<64x64xf32> into tensor<3x64x64xf32>
    %g = arith.addf %in, %h : tensor<64x64xf32>
    scf.yield %g, %s1 : tensor<64x64xf32>, tensor<3x64x64xf32>
  }
  return %r#0, %r#1 : tensor<64x64xf32>, tensor<3x64x64xf32>
}
