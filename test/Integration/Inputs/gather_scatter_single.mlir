// The single-device values mpi-collectives.test compares with: the whole
// input (what all_gather rebuilds) and its sum over 2 processes.
module {
  func.func @gather0(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {
    %e = tensor.empty() : tensor<4x3xf32>
    %0 = linalg.copy ins(%x : tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
  func.func @gather1(%x: tensor<4x6xf64>) -> tensor<4x6xf64> {
    %e = tensor.empty() : tensor<4x6xf64>
    %0 = linalg.copy ins(%x : tensor<4x6xf64>) outs(%e : tensor<4x6xf64>) -> tensor<4x6xf64>
    return %0 : tensor<4x6xf64>
  }
  func.func @scatter0(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {
    %e = tensor.empty() : tensor<4x3xf32>
    %0 = linalg.add ins(%x, %x : tensor<4x3xf32>, tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
}
