// RUN: remat-opt %S/Inputs/conv_step.mlir --pass-pipeline='builtin.module(remat-shard{ranks=2})' | FileCheck %s

// A convolution, its padded input and its weight gradient (a generic with
// compound indexing: upstream's linalg model refuses both) split on the
// batch: the pad (remat's model: unpadded dimensions only) and the
// convolution run on the rank's 4 images, the weight gradient sums over
// them from zeros and is all-reduced. No gather, no call left.

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: (%[[X:.*]]: tensor<4x4x4x2xf32> {remat.split = 0 : i64}, %[[W:.*]]: tensor<3x3x2x4xf32>,
// CHECK-NOT: shard.all_gather
// CHECK: %[[XP:.*]] = tensor.pad %[[X]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: } : tensor<4x4x4x2xf32> to tensor<4x6x6x2xf32>
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[XP]], %[[W]] : tensor<4x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%{{.*}} : tensor<4x4x4x4xf32>)
// CHECK: %[[LOSS:.*]] = shard.all_reduce %{{.*}} : tensor<f32> -> tensor<f32>
// CHECK: %[[DW:.*]] = linalg.generic {{.*}} ins(%[[XP]], %{{.*}} : tensor<4x6x6x2xf32>, tensor<4x4x4x4xf32>) outs(%{{.*}} : tensor<3x3x2x4xf32>)
// CHECK: %[[GRAD:.*]] = shard.all_reduce %[[DW]] on @remat_grid grid_axes = [0] : tensor<3x3x2x4xf32> -> tensor<3x3x2x4xf32>
// CHECK: return %[[LOSS]], %[[GRAD]]
// CHECK-NOT: func.call
// CHECK-NOT: func.func
