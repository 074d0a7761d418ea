// all_gather and reduce_scatter over a 2-process grid (mpi-collectives.test).
module {
  shard.grid @g(shape = 2)
  func.func @gather0(%x: tensor<2x3xf32> {remat.split = 0 : i64}) -> tensor<4x3xf32> {
    %0 = shard.all_gather %x on @g grid_axes = [0] gather_axis = 0 : tensor<2x3xf32> -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
  func.func @gather1(%x: tensor<4x3xf64> {remat.split = 1 : i64}) -> tensor<4x6xf64> {
    %0 = shard.all_gather %x on @g grid_axes = [0] gather_axis = 1 : tensor<4x3xf64> -> tensor<4x6xf64>
    return %0 : tensor<4x6xf64>
  }
  func.func @scatter0(%x: tensor<4x3xf32>) -> tensor<2x3xf32> {
    %0 = shard.reduce_scatter %x on @g grid_axes = [0] scatter_axis = 0 : tensor<4x3xf32> -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
