// remat-lower-to-cpu allocates through the counted generic functions by
// default, through plain aligned_alloc/free with generic-alloc-functions=0.
// RUN: remat-opt %s --remat-lower-to-cpu | FileCheck %s --check-prefix=GENERIC
// GENERIC: llvm.call @_mlir_memref_to_llvm_aligned_alloc
// GENERIC: llvm.call @_mlir_memref_to_llvm_free
// RUN: remat-opt %s --remat-lower-to-cpu="generic-alloc-functions=0" | FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: _mlir_memref_to_llvm
// PLAIN: llvm.call @aligned_alloc
// Without dealloc-after-last-use the first buffer is freed only at the end.
// RUN: remat-opt %s --remat-lower-to-cpu="dealloc-after-last-use=0" | FileCheck %s --check-prefix=LATE
// LATE-COUNT-2: llvm.call @_mlir_memref_to_llvm_aligned_alloc
// LATE: llvm.call @_mlir_memref_to_llvm_free
func.func @f(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e1 = tensor.empty() : tensor<64xf32>
  %a = linalg.exp ins(%x : tensor<64xf32>) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %b = linalg.exp ins(%a : tensor<64xf32>) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
  return %b : tensor<64xf32>
}
