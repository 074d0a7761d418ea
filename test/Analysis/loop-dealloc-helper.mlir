// Nested loops whose inner loop yields a fresh buffer per iteration: the
// outer body ends with a dealloc of two owned buffers that may alias (the
// inner loop's init and its result), which lower-deallocations turns into a
// call of its dealloc helper (run-time address comparisons). The replay runs
// the helper with the addresses of the buffers each memref is bound to, so
// the prediction is exact (it was 9216 bytes, "exact": false: the buffers
// freed under the helper's conditions were kept live).
// Since remat-split-deallocs splits deallocs in loop bodies too, this one is
// split (the inner loop runs twice: its result is its last iteration's
// allocation, not its init) and no helper is left; the prediction stays exact.
// Since remat-hand-over-loop-inits, the inner loop's init (a copy of the
// tanh, which the outer matmul reads after the loop) is the inner loop's to
// free after its first iteration: 4096 bytes (was 5120), predicted and
// measured.
// RUN: remat-opt %s --remat-lower-to-cpu --mlir-print-ir-before=convert-linalg-to-loops -o /dev/null 2>&1 | FileCheck %s --check-prefix=HELPER
// HELPER-NOT: call @dealloc_helper
// RUN: remat-opt %s --remat-report=output=- -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT: "assumptions": [],
// REPORT-NEXT: "exact": true,
// REPORT: "peak_bytes": 4096,
// RUN: remat-run %s | FileCheck %s --check-prefix=MEASURED
// MEASURED: peak_bytes: 4096
func.func @nested(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %x) -> tensor<16x16xf32> {
    %f = math.tanh %h : tensor<16x16xf32>
    %in = scf.for %j = %c0 to %c2 step %c1 iter_args(%a = %f) -> tensor<16x16xf32> {
      %e = tensor.empty() : tensor<16x16xf32>
      %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
      %t = linalg.matmul ins(%a, %a : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
      scf.yield %t : tensor<16x16xf32>
    }
    %s = linalg.matmul ins(%in, %f : tensor<16x16xf32>, tensor<16x16xf32>) outs(%h : tensor<16x16xf32>) -> tensor<16x16xf32>
    scf.yield %s : tensor<16x16xf32>
  }
  return %r : tensor<16x16xf32>
}
