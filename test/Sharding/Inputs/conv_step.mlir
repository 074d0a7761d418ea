// A small convolution training step, the way remat imports a JAX step's
// "SAME" convolution: the input is padded, convolved, and the weight
// gradient is a generic whose input map is compound (n, oh + kh, ow + kw, c)
// and which sums over the batch.
//   y = conv(pad(x), w), loss = sum(y), dy = dloss everywhere,
//   dw[kh, kw, c, f] = sum_{n, oh, ow} pad(x)[n, oh + kh, ow + kw, c] * dy[n, oh, ow, f].
// Data x (batch 8), parameter w, cotangent dloss.
#in = affine_map<(kh, kw, c, f, n, oh, ow) -> (n, oh + kh, ow + kw, c)>
#dy = affine_map<(kh, kw, c, f, n, oh, ow) -> (n, oh, ow, f)>
#dw = affine_map<(kh, kw, c, f, n, oh, ow) -> (kh, kw, c, f)>
#id = affine_map<(n, h, w, c) -> (n, h, w, c)>
func.func @train_step(%x: tensor<8x4x4x2xf32>, %w: tensor<3x3x2x4xf32>,
                      %dloss: tensor<f32> {remat.cotangent})
    -> (tensor<f32>, tensor<3x3x2x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %xp = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<8x4x4x2xf32> to tensor<8x6x6x2xf32>
  %e0 = tensor.empty() : tensor<8x4x4x4xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%xp, %w : tensor<8x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%f0 : tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
  %e1 = tensor.empty() : tensor<f32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y : tensor<8x4x4x4xf32>) outs(%f1 : tensor<f32>) dimensions = [0, 1, 2, 3]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %d = tensor.extract %dloss[] : tensor<f32>
  %dy = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e0 : tensor<8x4x4x4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %d : f32
  } -> tensor<8x4x4x4xf32>
  %e2 = tensor.empty() : tensor<3x3x2x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<3x3x2x4xf32>) -> tensor<3x3x2x4xf32>
  %dw = linalg.generic {indexing_maps = [#in, #dy, #dw], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%xp, %dy : tensor<8x6x6x2xf32>, tensor<8x4x4x4xf32>) outs(%f2 : tensor<3x3x2x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x3x2x4xf32>
  return %loss, %dw : tensor<f32>, tensor<3x3x2x4xf32>
}
