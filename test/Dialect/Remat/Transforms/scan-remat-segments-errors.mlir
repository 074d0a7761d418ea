// remat-scan-remat's errors with segments (segments=k, inner-segments=j):
// the diagnostics land on the scan loop the request cannot be met on.
// RUN: remat-opt %s -split-input-file -verify-diagnostics \
// RUN:   --remat-scan-remat="segments=3 inner-segments=2" -o /dev/null

// 4 iterations are no whole number of segments of 3.
func.func @loop_not_dividing(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant 3 : index
  %cn = arith.constant 4 : index
  %e = tensor.empty() : tensor<4x4xf32>
  // expected-error @+1 {{remat-scan-remat: cannot keep every 3-th carry of this loop: segments of 3 iterations need 1 < k <= n with k dividing n = 4}}
  %f:2 = scf.for %i = %c0 to %cn step %c1 iter_args(%h = %x, %ts = %e)
      -> (tensor<4xf32>, tensor<4x4xf32>) {
    %t = math.tanh %h : tensor<4xf32>
    %ts1 = tensor.insert_slice %t into %ts[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
    scf.yield %t, %ts1 : tensor<4xf32>, tensor<4x4xf32>
  }
  %b = scf.for %i = %c0 to %cn step %c1 iter_args(%g = %dy) -> (tensor<4xf32>) {
    %j = arith.subi %cm, %i : index
    %tj = tensor.extract_slice %f#1[%j, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
    %d = arith.mulf %g, %tj : tensor<4xf32>
    scf.yield %d : tensor<4xf32>
  }
  return %b : tensor<4xf32>
}

// -----

// 6 iterations make segments of 3, which are no whole number of sub-segments
// of 2.
func.func @segment_not_dividing(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant 5 : index
  %cn = arith.constant 6 : index
  %e = tensor.empty() : tensor<6x4xf32>
  // expected-error @+1 {{remat-scan-remat: cannot keep every 2-th carry of a segment: segments of 2 iterations need 1 < k <= n with k dividing n = 3}}
  %f:2 = scf.for %i = %c0 to %cn step %c1 iter_args(%h = %x, %ts = %e)
      -> (tensor<4xf32>, tensor<6x4xf32>) {
    %t = math.tanh %h : tensor<4xf32>
    %ts1 = tensor.insert_slice %t into %ts[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<6x4xf32>
    scf.yield %t, %ts1 : tensor<4xf32>, tensor<6x4xf32>
  }
  %b = scf.for %i = %c0 to %cn step %c1 iter_args(%g = %dy) -> (tensor<4xf32>) {
    %j = arith.subi %cm, %i : index
    %tj = tensor.extract_slice %f#1[%j, 0] [1, 4] [1, 1] : tensor<6x4xf32> to tensor<4xf32>
    %d = arith.mulf %g, %tj : tensor<4xf32>
    scf.yield %d : tensor<4xf32>
  }
  return %b : tensor<4xf32>
}
