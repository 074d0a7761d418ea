// Found by benchmarks/fuzz/remat_fuzz.py (seed 1105): a result that is a
// function argument (or a reshape of one) is copied by bufferization (the
// caller must own the returned buffer), and remat-run counts that allocation,
// but the memory analysis does not: remat-report predicts 64 bytes, remat-run
// measures 128, so remat-auto{budget=64} answers "predicted peak 64 bytes
// already fits the budget" while the measured peak is 128. Fixed: the
// analysis counts the copy of a returned argument.
// RUN: remat-run %s | FileCheck %s --check-prefix=MEASURED
// RUN: remat-opt %s --remat-report="remarks=0 output=-" -o /dev/null | FileCheck %s --check-prefix=REPORT
// RUN: %python %remat_src/benchmarks/differential.py %s --tolerance 0 --build-dir %remat_obj
// MEASURED-LABEL: entry: train_step
// MEASURED: peak_bytes: 128
// REPORT: "peak_bytes": 128
func.func @train_step(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> (tensor<4x4xf32>, tensor<16xf32>) {
  %v = tensor.expand_shape %x [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("layers.0.view")
  %g = arith.mulf %dy, %x : tensor<16xf32> loc("backward.0")
  return %v, %g : tensor<4x4xf32>, tensor<16xf32>
}
