// A batch-norm forward over NCHW (statistics per channel over N, H, W),
// input for linalg-kernels-channels-emulate.test.
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>
#id1 = affine_map<(d0) -> (d0)>
func.func @train_step(%x: tensor<2x4x8x8xf32>, %gamma: tensor<4xf32>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %inv = arith.constant 0.0078125 : f32
  %eps = arith.constant 1.0e-5 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#nchw, #chan], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%x : tensor<2x4x8x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %mean = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%sum : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %inv : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %e4 = tensor.empty() : tensor<2x4x8x8xf32>
  %xc = linalg.generic {indexing_maps = [#nchw, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %mean : tensor<2x4x8x8xf32>, tensor<4xf32>) outs(%e4 : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  } -> tensor<2x4x8x8xf32>
  %sq = linalg.generic {indexing_maps = [#nchw, #chan], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%xc : tensor<2x4x8x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.mulf %a, %a : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %rstd = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%sq, %gamma : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %g: f32, %o: f32):
    %v = arith.mulf %a, %inv : f32
    %w = arith.addf %v, %eps : f32
    %r = math.rsqrt %w : f32
    %s = arith.mulf %r, %g : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#nchw, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%xc, %rstd : tensor<2x4x8x8xf32>, tensor<4xf32>) outs(%e4 : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %n = arith.mulf %a, %r : f32
    linalg.yield %n : f32
  } -> tensor<2x4x8x8xf32>
  return %y : tensor<2x4x8x8xf32>
}
