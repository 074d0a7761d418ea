// Signatures the runner cannot pass: each gets its own reason, on the
// function's location, without the whole function printed after it.
// RUN: not remat-run %s --entry=dynamic 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// DYNAMIC: errors.mlir:[[# @LINE + 3]]:1: error: argument #0 has type 'tensor<?xf32>', which has a dynamic dimension; the runner supports statically shaped tensors of f16/bf16/f32/f64/i1/i8/i16/i32/i64
// DYNAMIC-NOT: see current operation
// DYNAMIC-NOT: error
func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

// RUN: not remat-run %s --entry=unranked 2>&1 | FileCheck %s --check-prefix=UNRANKED
// UNRANKED: error: argument #1 has type 'tensor<*xf32>', which is unranked; the runner supports statically shaped tensors
func.func @unranked(%x: tensor<4xf32>, %y: tensor<*xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// RUN: not remat-run %s --entry=unranked_result 2>&1 | FileCheck %s --check-prefix=UNRANKED-RESULT
// UNRANKED-RESULT: error: result #0 has type 'tensor<*xf32>', which is unranked; the runner supports statically shaped tensors
func.func @unranked_result(%x: tensor<4xf32>) -> tensor<*xf32> {
  %c = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  return %c : tensor<*xf32>
}

// RUN: not remat-run %s --entry=scalar 2>&1 | FileCheck %s --check-prefix=SCALAR
// SCALAR: error: argument #0 has type 'f32', which is not a tensor; the runner supports statically shaped tensors
func.func @scalar(%x: f32) -> f32 {
  return %x : f32
}

// RUN: not remat-run %s --entry=element 2>&1 | FileCheck %s --check-prefix=ELEMENT
// ELEMENT: error: argument #0 has type 'tensor<4xcomplex<f32>>', whose element type is not supported; the runner supports statically shaped tensors of f16/bf16/f32/f64/i1/i8/i16/i32/i64
func.func @element(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  return %x : tensor<4xcomplex<f32>>
}
