// remat-scan-remat's errors with a front (front=p): the diagnostics land on
// the scan loop the request cannot be met on.
// RUN: remat-opt %s -split-input-file -verify-diagnostics \
// RUN:   --remat-scan-remat="front=3 segments=2" -o /dev/null

// A front of 3 leaves no iteration after it.
func.func @front_too_long(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant 2 : index
  %cn = arith.constant 3 : index
  %e = tensor.empty() : tensor<3x4xf32>
  // expected-error @+1 {{remat-scan-remat: cannot split the first 3 iterations of this loop apart: a front of 3 iterations needs 0 < p < n = 3}}
  %f:2 = scf.for %i = %c0 to %cn step %c1 iter_args(%h = %x, %ts = %e)
      -> (tensor<4xf32>, tensor<3x4xf32>) {
    %t = math.tanh %h : tensor<4xf32>
    %ts1 = tensor.insert_slice %t into %ts[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<3x4xf32>
    scf.yield %t, %ts1 : tensor<4xf32>, tensor<3x4xf32>
  }
  %b = scf.for %i = %c0 to %cn step %c1 iter_args(%g = %dy) -> (tensor<4xf32>) {
    %j = arith.subi %cm, %i : index
    %tj = tensor.extract_slice %f#1[%j, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<4xf32>
    %d = arith.mulf %g, %tj : tensor<4xf32>
    scf.yield %d : tensor<4xf32>
  }
  return %b : tensor<4xf32>
}

// -----

// The front's 3 iterations are no whole number of segments of 2.
func.func @front_not_dividing(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant 4 : index
  %cn = arith.constant 5 : index
  %e = tensor.empty() : tensor<5x4xf32>
  // expected-error @+1 {{remat-scan-remat: cannot keep every 2-th carry of this loop: segments of 2 iterations need 1 < k <= n with k dividing n = 3}}
  %f:2 = scf.for %i = %c0 to %cn step %c1 iter_args(%h = %x, %ts = %e)
      -> (tensor<4xf32>, tensor<5x4xf32>) {
    %t = math.tanh %h : tensor<4xf32>
    %ts1 = tensor.insert_slice %t into %ts[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<5x4xf32>
    scf.yield %t, %ts1 : tensor<4xf32>, tensor<5x4xf32>
  }
  %b = scf.for %i = %c0 to %cn step %c1 iter_args(%g = %dy) -> (tensor<4xf32>) {
    %j = arith.subi %cm, %i : index
    %tj = tensor.extract_slice %f#1[%j, 0] [1, 4] [1, 1] : tensor<5x4xf32> to tensor<4xf32>
    %d = arith.mulf %g, %tj : tensor<4xf32>
    scf.yield %d : tensor<4xf32>
  }
  return %b : tensor<4xf32>
}
