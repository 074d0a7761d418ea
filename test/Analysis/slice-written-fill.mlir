// A zero fill written one column slice at a time (the pattern remat-shard's
// chunk-gathers makes of a matmul reading its weight shard by shard: the
// fill's users are an extract_slice and the insert_slice that writes the
// slice back at the same place). This fill is not shared: one-shot
// bufferization writes both matmuls into the fill's own buffer, so
// remat-split-empty-tensors leaves it whole (a copy per user held it twice,
// 8,192 bytes) and the tensor-level model writes each matmul in place
// (the insert reads the fill only outside the slice). 4,096 bytes measured,
// predicted by both models.
// RUN: remat-opt %s --remat-report="output=- remarks=false" -o /dev/null | FileCheck %s
// CHECK: "model_peak_bytes": 4096,
// CHECK: "peak_bytes": 4096,
// RUN: remat-run %s | FileCheck %s --check-prefix=MEASURED
// MEASURED: peak_bytes: 4096
// RUN: remat-opt %s --remat-split-empty-tensors | FileCheck %s --check-prefix=SPLIT
// SPLIT-COUNT-1: linalg.fill
// SPLIT-NOT: linalg.fill

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @slices(%x: tensor<32x16xf32>, %w0: tensor<16x16xf32>, %w1: tensor<16x16xf32>) -> tensor<32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %s0 = tensor.extract_slice %f[0, 0] [32, 16] [1, 1] : tensor<32x32xf32> to tensor<32x16xf32>
  %m0 = linalg.matmul ins(%x, %w0 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%s0 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %i0 = tensor.insert_slice %m0 into %f[0, 0] [32, 16] [1, 1] : tensor<32x16xf32> into tensor<32x32xf32>
  %s1 = tensor.extract_slice %i0[0, 16] [32, 16] [1, 1] : tensor<32x32xf32> to tensor<32x16xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%s1 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %i1 = tensor.insert_slice %m1 into %i0[0, 16] [32, 16] [1, 1] : tensor<32x16xf32> into tensor<32x32xf32>
  return %i1 : tensor<32x32xf32>
}
