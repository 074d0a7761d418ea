// The 4-iteration scan of small-scan.mlir with its rows written as JAX
// writes them: each stacked row is a linalg.generic copy (unit dim added)
// into a tensor.empty of its own, made at the end of the body, after the
// op that last reads the carry.
#id = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0, d1)>
func.func @scan(%x: tensor<8xf32>, %w: tensor<4x8xf32>,
                %dy: tensor<8xf32> {remat.cotangent}) -> (tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %f:3 = scf.for %i = %c0 to %c4 step %c1
      iter_args(%h = %x, %xs = %s0, %ts = %s0)
      -> (tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
    %wi = tensor.extract_slice %w[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %z = arith.mulf %h, %wi : tensor<8xf32>
    %t = math.tanh %z : tensor<8xf32>
    %he = tensor.empty() : tensor<1x8xf32>
    %hr = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel"]}
        ins(%h : tensor<8xf32>) outs(%he : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8xf32>
    %xs1 = tensor.insert_slice %hr into %xs[%i, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
    %te = tensor.empty() : tensor<1x8xf32>
    %tr = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel"]}
        ins(%t : tensor<8xf32>) outs(%te : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8xf32>
    %ts1 = tensor.insert_slice %tr into %ts[%i, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
    scf.yield %t, %xs1, %ts1 : tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
  }
  %b = scf.for %i = %c0 to %c4 step %c1 iter_args(%g = %dy) -> (tensor<8xf32>) {
    %j = arith.subi %c3, %i : index
    %tj = tensor.extract_slice %f#2[%j, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %xj = tensor.extract_slice %f#1[%j, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %wj = tensor.extract_slice %w[%j, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %sq = arith.mulf %tj, %tj : tensor<8xf32>
    %d = arith.subf %g, %sq : tensor<8xf32>
    %dx = arith.mulf %d, %wj : tensor<8xf32>
    %dx2 = arith.addf %dx, %xj : tensor<8xf32>
    scf.yield %dx2 : tensor<8xf32>
  }
  return %b : tensor<8xf32>
}
