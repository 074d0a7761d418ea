// An 8-iteration scan: the forward stacks its carry (%xs) and tanh(h * w[i])
// (%ts); the backward loop reads row 7 - i of both.
func.func @scan(%x: tensor<8xf32>, %w: tensor<8x8xf32>,
                %dy: tensor<8xf32> {remat.cotangent}) -> (tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %f:3 = scf.for %i = %c0 to %c8 step %c1
      iter_args(%h = %x, %xs = %s0, %ts = %s0)
      -> (tensor<8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
    %wi = tensor.extract_slice %w[%i, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
    %z = arith.mulf %h, %wi : tensor<8xf32>
    %t = math.tanh %z : tensor<8xf32>
    %xs1 = tensor.insert_slice %h into %xs[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
    %ts1 = tensor.insert_slice %t into %ts[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
    scf.yield %t, %xs1, %ts1 : tensor<8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
  }
  %b = scf.for %i = %c0 to %c8 step %c1 iter_args(%g = %dy) -> (tensor<8xf32>) {
    %j = arith.subi %c7, %i : index
    %tj = tensor.extract_slice %f#2[%j, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
    %xj = tensor.extract_slice %f#1[%j, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
    %wj = tensor.extract_slice %w[%j, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
    %sq = arith.mulf %tj, %tj : tensor<8xf32>
    %d = arith.subf %g, %sq : tensor<8xf32>
    %dx = arith.mulf %d, %wj : tensor<8xf32>
    %dx2 = arith.addf %dx, %xj : tensor<8xf32>
    scf.yield %dx2 : tensor<8xf32>
  }
  return %b : tensor<8xf32>
}
