// The bufferization prefix with remat-fresh-loop-inits and
// remat-reuse-loop-inits gives the same buffers as without them (diffed):
// two scans in sequence (the shape of benchmarks/scale_shapes.py scan 2),
// whose forward carry (%fwd0#0 into the second forward loop) and backward
// carry (%bwd1#0 into the second backward loop) are copied before
// one-shot bufferization and given back their buffers after it.
// RUN: remat-opt %s --pass-pipeline="builtin.module(func.func(remat-elementwise-to-linalg),remat-split-empty-tensors,remat-elementwise-destinations,remat-fresh-loop-inits)" | FileCheck %s --check-prefix=FRESH
// RUN: remat-opt %s --pass-pipeline="builtin.module(func.func(remat-elementwise-to-linalg),remat-split-empty-tensors,remat-elementwise-destinations,one-shot-bufferize{bufferize-function-boundaries=true function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops=true},ownership-based-buffer-deallocation,remat-canonicalize)" -o %t.upstream
// RUN: remat-opt %s --pass-pipeline="builtin.module(func.func(remat-elementwise-to-linalg),remat-split-empty-tensors,remat-elementwise-destinations,remat-fresh-loop-inits,one-shot-bufferize{bufferize-function-boundaries=true function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops=true},remat-reuse-loop-inits,ownership-based-buffer-deallocation,remat-canonicalize)" -o %t.remat
// RUN: diff %t.upstream %t.remat
// RUN: FileCheck %s --check-prefix=BUF < %t.remat

// FRESH-LABEL: func.func @train_step
// FRESH-COUNT-2: linalg.copy {__remat_fresh_init__}
// FRESH-NOT: linalg.copy
// BUF-LABEL: func.func @train_step
// BUF-NOT: linalg.copy
// BUF: return
func.func @train_step(%x: tensor<8x32xf32>, %w0: tensor<4x32x32xf32>, %w1: tensor<4x32x32xf32>,
    %dy: tensor<8x32xf32> {remat.cotangent}) -> (tensor<8x32xf32>, tensor<4x32x32xf32>, tensor<4x32x32xf32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %es = tensor.empty() : tensor<4x8x32xf32>
  %ew = tensor.empty() : tensor<4x32x32xf32>
  %xs0_0 = linalg.fill ins(%zero : f32) outs(%es : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
  %hs0_0 = linalg.fill ins(%zero : f32) outs(%es : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
  %fwd0:3 = scf.for %i = %c0 to %c4 step %c1
      iter_args(%h = %x, %xs = %xs0_0, %hs = %hs0_0)
      -> (tensor<8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) : i32 {
    %ii = arith.index_cast %i : i32 to index
    %wi = tensor.extract_slice %w0[%ii, 0, 0] [1, 32, 32] [1, 1, 1]
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
  } loc("layers.0")
  %xs0_1 = linalg.fill ins(%zero : f32) outs(%es : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
  %hs0_1 = linalg.fill ins(%zero : f32) outs(%es : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
  %fwd1:3 = scf.for %i = %c0 to %c4 step %c1
      iter_args(%h = %fwd0#0, %xs = %xs0_1, %hs = %hs0_1)
      -> (tensor<8x32xf32>, tensor<4x8x32xf32>, tensor<4x8x32xf32>) : i32 {
    %ii = arith.index_cast %i : i32 to index
    %wi = tensor.extract_slice %w1[%ii, 0, 0] [1, 32, 32] [1, 1, 1]
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
  } loc("layers.1")
  %dw0_1 = linalg.fill ins(%zero : f32) outs(%ew : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
  %bwd1:2 = scf.for %i = %c0 to %c4 step %c1
      iter_args(%g = %dy, %dw = %dw0_1)
      -> (tensor<8x32xf32>, tensor<4x32x32xf32>) : i32 {
    %j = arith.subi %c3, %i : i32
    %jj = arith.index_cast %j : i32 to index
    %hj = tensor.extract_slice %fwd1#2[%jj, 0, 0] [1, 8, 32] [1, 1, 1]
        : tensor<4x8x32xf32> to tensor<8x32xf32>
    %xj = tensor.extract_slice %fwd1#1[%jj, 0, 0] [1, 8, 32] [1, 1, 1]
        : tensor<4x8x32xf32> to tensor<8x32xf32>
    %wj = tensor.extract_slice %w1[%jj, 0, 0] [1, 32, 32] [1, 1, 1]
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
  } loc("backward.layers.1")
  %dw0_0 = linalg.fill ins(%zero : f32) outs(%ew : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
  %bwd0:2 = scf.for %i = %c0 to %c4 step %c1
      iter_args(%g = %bwd1#0, %dw = %dw0_0)
      -> (tensor<8x32xf32>, tensor<4x32x32xf32>) : i32 {
    %j = arith.subi %c3, %i : i32
    %jj = arith.index_cast %j : i32 to index
    %hj = tensor.extract_slice %fwd0#2[%jj, 0, 0] [1, 8, 32] [1, 1, 1]
        : tensor<4x8x32xf32> to tensor<8x32xf32>
    %xj = tensor.extract_slice %fwd0#1[%jj, 0, 0] [1, 8, 32] [1, 1, 1]
        : tensor<4x8x32xf32> to tensor<8x32xf32>
    %wj = tensor.extract_slice %w0[%jj, 0, 0] [1, 32, 32] [1, 1, 1]
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
  } loc("backward.layers.0")
  return %bwd0#0, %bwd0#1, %bwd1#1 : tensor<8x32xf32>, tensor<4x32x32xf32>, tensor<4x32x32xf32>
}
