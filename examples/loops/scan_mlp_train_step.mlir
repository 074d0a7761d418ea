// A 4-layer tanh MLP written as a scan over stacked weights, in the shape
// JAX's lax.scan takes after IREE's input conversion: scf.for with a static
// trip count and an i32 induction variable, iter_args carrying tensors, the
// forward loop's residuals stacked per iteration with tensor.insert_slice
// into tensor<4x...> buffers and read back by a reverse loop that also
// stacks the weight gradients. unrolled_train_step.mlir is the same step
// with both loops unrolled (bit-identical outputs).
func.func @train_step(%x: tensor<8x32xf32>, %w: tensor<4x32x32xf32>,
                      %dy: tensor<8x32xf32> {remat.cotangent})
    -> (tensor<8x32xf32>, tensor<4x32x32xf32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %es = tensor.empty() : tensor<4x8x32xf32>
  %xs0 = linalg.fill ins(%zero : f32) outs(%es : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
  %hs0 = linalg.fill ins(%zero : f32) outs(%es : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
  // Forward: h = tanh(x @ w[i]); x and h stacked for the backward loop.
  %fwd:3 = scf.for %i = %c0 to %c4 step %c1
      iter_args(%h = %x, %xs = %xs0, %hs = %hs0)
      -> (tensor<8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) : i32 {
    %ii = arith.index_cast %i : i32 to index
    %wi = tensor.extract_slice %w[%ii, 0, 0] [1, 32, 32] [1, 1, 1]
        : tensor<4x32x32xf32> to tensor<32x32xf32>
    %e = tensor.empty() : tensor<8x32xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
    %z = linalg.matmul ins(%h, %wi : tensor<8x32xf32>, tensor<32x32xf32>)
        outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
    %t = math.tanh %z : tensor<8x32xf32>
    %xs1 = tensor.insert_slice %h into %xs[%ii, 0, 0] [1, 8, 32] [1, 1, 1]
        : tensor<8x32xf32> into tensor<4x8x32xf32>
    %hs1 = tensor.insert_slice %t into %hs[%ii, 0, 0] [1, 8, 32] [1, 1, 1]
        : tensor<8x32xf32> into tensor<4x8x32xf32>
    scf.yield %t, %xs1, %hs1
        : tensor<8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>
  }
  %ew = tensor.empty() : tensor<4x32x32xf32>
  %dw0 = linalg.fill ins(%zero : f32) outs(%ew : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
  // Backward, last layer first: dz = dh * (1 - h^2), dw[j] = x^T dz,
  // dx = dz w[j]^T.
  %bwd:2 = scf.for %i = %c0 to %c4 step %c1
      iter_args(%g = %dy, %dw = %dw0)
      -> (tensor<8x32xf32>, tensor<4x32x32xf32>) : i32 {
    %j = arith.subi %c3, %i : i32
    %jj = arith.index_cast %j : i32 to index
    %hj = tensor.extract_slice %fwd#2[%jj, 0, 0] [1, 8, 32] [1, 1, 1]
        : tensor<4x8x32xf32> to tensor<8x32xf32>
    %xj = tensor.extract_slice %fwd#1[%jj, 0, 0] [1, 8, 32] [1, 1, 1]
        : tensor<4x8x32xf32> to tensor<8x32xf32>
    %wj = tensor.extract_slice %w[%jj, 0, 0] [1, 32, 32] [1, 1, 1]
        : tensor<4x32x32xf32> to tensor<32x32xf32>
    %sq = arith.mulf %hj, %hj : tensor<8x32xf32>
    %eo = tensor.empty() : tensor<8x32xf32>
    %ones = linalg.fill ins(%one : f32) outs(%eo : tensor<8x32xf32>) -> tensor<8x32xf32>
    %d = arith.subf %ones, %sq : tensor<8x32xf32>
    %dz = arith.mulf %g, %d : tensor<8x32xf32>
    %ext = tensor.empty() : tensor<32x8xf32>
    %xt = linalg.transpose ins(%xj : tensor<8x32xf32>) outs(%ext : tensor<32x8xf32>) permutation = [1, 0]
    %ew1 = tensor.empty() : tensor<32x32xf32>
    %fw = linalg.fill ins(%zero : f32) outs(%ew1 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %dwj = linalg.matmul ins(%xt, %dz : tensor<32x8xf32>, tensor<8x32xf32>)
        outs(%fw : tensor<32x32xf32>) -> tensor<32x32xf32>
    %ewt = tensor.empty() : tensor<32x32xf32>
    %wt = linalg.transpose ins(%wj : tensor<32x32xf32>) outs(%ewt : tensor<32x32xf32>) permutation = [1, 0]
    %ex = tensor.empty() : tensor<8x32xf32>
    %fx = linalg.fill ins(%zero : f32) outs(%ex : tensor<8x32xf32>) -> tensor<8x32xf32>
    %dx = linalg.matmul ins(%dz, %wt : tensor<8x32xf32>, tensor<32x32xf32>)
        outs(%fx : tensor<8x32xf32>) -> tensor<8x32xf32>
    %dw1 = tensor.insert_slice %dwj into %dw[%jj, 0, 0] [1, 32, 32] [1, 1, 1]
        : tensor<32x32xf32> into tensor<4x32x32xf32>
    scf.yield %dx, %dw1 : tensor<8x32xf32>, tensor<4x32x32xf32>
  }
  return %bwd#0, %bwd#1 : tensor<8x32xf32>, tensor<4x32x32xf32>
}
