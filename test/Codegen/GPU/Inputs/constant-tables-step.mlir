// Constant tensors (a mask, a table of scales, a splat bias) that
// bufferize to memref.global: input for emulate-against-cpu.test.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @train_step(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %mask = arith.constant dense<[true, false, false, true]> : tensor<4xi1>
  %scale = arith.constant dense<[0.5, -1.0, 2.0, 0.25, 3.0, -0.125, 1.5, -2.0]> : tensor<8xf32>
  %bias = arith.constant dense<0.75> : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mask, %scale, %bias : tensor<4x8xf32>, tensor<4xi1>, tensor<8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %m: i1, %s: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %s : f32
    %q = arith.addf %p, %b : f32
    %r = arith.select %m, %q, %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
