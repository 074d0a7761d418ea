// An elementwise op on tensors reading a zero fill that a matmul also uses
// (shared: remat-split-empty-tensors gives each user its own fill). As the
// elementwise op's first operand of the result's type, the fill is the
// destination convert-elementwise-to-linalg writes the result into: the
// op's own fill copy becomes the result's buffer, so the add allocates one
// 4,096-byte buffer (8,192 bytes with the matmul's). As its second operand
// it is only read: a transient copy for that step beside a fresh result
// (the matmul's result is returned, so not written in place): 12,288.
// Before the model knew the first case it charged it like the second.
// RUN: split-file %s %t
// RUN: remat-opt %t/fill-first.mlir --remat-report="output=- remarks=false" -o /dev/null | FileCheck %s --check-prefix=FIRST
// FIRST: "model_peak_bytes": 8192,
// FIRST: "peak_bytes": 8192,
// RUN: remat-run %t/fill-first.mlir | FileCheck %s --check-prefix=FIRST-MEASURED
// FIRST-MEASURED: peak_bytes: 8192
// RUN: remat-opt %t/fill-second.mlir --remat-report="output=- remarks=false" -o /dev/null | FileCheck %s --check-prefix=SECOND
// SECOND: "model_peak_bytes": 12288,
// SECOND: "peak_bytes": 12288,
// RUN: remat-run %t/fill-second.mlir | FileCheck %s --check-prefix=SECOND-MEASURED
// SECOND-MEASURED: peak_bytes: 12288
// RUN: remat-run %t/fill-first.mlir | grep checksum > %t/first.txt
// RUN: remat-run %t/fill-second.mlir | grep checksum > %t/second.txt
// RUN: diff %t/first.txt %t/second.txt

//--- fill-first.mlir
func.func @fill_first(%x: tensor<32x32xf32>, %w: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<32x32xf32>, tensor<32x32xf32>) outs(%f : tensor<32x32xf32>) -> tensor<32x32xf32>
  %a = arith.addf %f, %m : tensor<32x32xf32>
  return %m, %a : tensor<32x32xf32>, tensor<32x32xf32>
}

//--- fill-second.mlir
func.func @fill_second(%x: tensor<32x32xf32>, %w: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<32x32xf32>, tensor<32x32xf32>) outs(%f : tensor<32x32xf32>) -> tensor<32x32xf32>
  %a = arith.addf %m, %f : tensor<32x32xf32>
  return %m, %a : tensor<32x32xf32>, tensor<32x32xf32>
}
