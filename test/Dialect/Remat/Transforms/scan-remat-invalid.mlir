// RUN: remat-opt %s -split-input-file --remat-scan-remat -verify-diagnostics -o /dev/null
// RUN: remat-opt %s -split-input-file --remat-scan-remat=residuals=none -o /dev/null

// A scan nested in another loop: not supported, said so.
func.func @nested(%x: tensor<8xf32>, %e: tensor<4x8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %k = %c0 to %c2 step %c1 iter_args(%y = %x) -> (tensor<8xf32>) {
    // expected-error @below {{remat-scan-remat: cannot recompute this loop's stacked residuals: the scan loop is nested in another loop}}
    %f:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %y, %ts = %e)
        -> (tensor<8xf32>, tensor<4x8xf32>) {
      %t = math.tanh %h : tensor<8xf32>
      %ts1 = tensor.insert_slice %t into %ts[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
      scf.yield %t, %ts1 : tensor<8xf32>, tensor<4x8xf32>
    }
    %t0 = tensor.extract_slice %f#1[%c0, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %s = arith.addf %f#0, %t0 : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// A scan inside a checkpoint region: not supported, said so.
func.func @in_checkpoint(%x: tensor<8xf32>, %e: tensor<4x8xf32>) -> tensor<8xf32> {
  %r = remat.checkpoint (%x, %e) primals(1) : (tensor<8xf32>, tensor<4x8xf32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<8xf32>, %b: tensor<4x8xf32>):
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    // expected-error @below {{remat-scan-remat: cannot recompute this loop's stacked residuals: the scan loop is inside a remat.checkpoint region}}
    %f:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %a, %ts = %b)
        -> (tensor<8xf32>, tensor<4x8xf32>) {
      %t = math.tanh %h : tensor<8xf32>
      %ts1 = tensor.insert_slice %t into %ts[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
      scf.yield %t, %ts1 : tensor<8xf32>, tensor<4x8xf32>
    }
    %t0 = tensor.extract_slice %f#1[%c0, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %s = arith.addf %f#0, %t0 : tensor<8xf32>
    remat.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// A residual read two rows at a time stays stacked under residuals=all.
func.func @two_rows(%x: tensor<8xf32>, %e: tensor<4x8xf32>) -> tensor<2x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-remark @below {{remat-scan-remat: iter_arg #1 stays stacked: the loop's result is read other than one full row at a time ('tensor.extract_slice')}}
  %f:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x, %ts = %e)
      -> (tensor<8xf32>, tensor<4x8xf32>) {
    %t = math.tanh %h : tensor<8xf32>
    %ts1 = tensor.insert_slice %t into %ts[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    scf.yield %t, %ts1 : tensor<8xf32>, tensor<4x8xf32>
  }
  %t01 = tensor.extract_slice %f#1[0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  return %t01 : tensor<2x8xf32>
}
