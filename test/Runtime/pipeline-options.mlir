// remat-lower-to-cpu allocates through the counted generic functions by
// default, through plain aligned_alloc/free with generic-alloc-functions=0.
// By default a buffer is freed right after its last use: %a's buffer before
// %c's is allocated.
// RUN: remat-opt %s --remat-lower-to-cpu | FileCheck %s --check-prefix=GENERIC
// GENERIC-LABEL: llvm.func @f(
// GENERIC: llvm.call @_mlir_memref_to_llvm_aligned_alloc
// GENERIC: llvm.call @_mlir_memref_to_llvm_aligned_alloc
// GENERIC-NOT: llvm.call @_mlir_memref_to_llvm_aligned_alloc
// GENERIC: llvm.call @_mlir_memref_to_llvm_free
// GENERIC: llvm.call @_mlir_memref_to_llvm_aligned_alloc
// GENERIC: llvm.call @_mlir_memref_to_llvm_free
// GENERIC: llvm.return
// RUN: remat-opt %s --remat-lower-to-cpu="generic-alloc-functions=0" | FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: _mlir_memref_to_llvm
// PLAIN: llvm.call @aligned_alloc
// Without dealloc-after-last-use the first buffer is freed only at the end,
// after all three allocations.
// RUN: remat-opt %s --remat-lower-to-cpu="dealloc-after-last-use=0" | FileCheck %s --check-prefix=LATE
// LATE-LABEL: llvm.func @f(
// LATE: llvm.call @_mlir_memref_to_llvm_aligned_alloc
// LATE-NOT: llvm.call @_mlir_memref_to_llvm_free
// LATE: llvm.call @_mlir_memref_to_llvm_aligned_alloc
// LATE-NOT: llvm.call @_mlir_memref_to_llvm_free
// LATE: llvm.call @_mlir_memref_to_llvm_aligned_alloc
// LATE: llvm.call @_mlir_memref_to_llvm_free
// LATE: llvm.call @_mlir_memref_to_llvm_free
// LATE: llvm.return
func.func @f(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e1 = tensor.empty() : tensor<64xf32>
  %a = linalg.exp ins(%x : tensor<64xf32>) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %b = linalg.exp ins(%a : tensor<64xf32>) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
  %e3 = tensor.empty() : tensor<64xf32>
  %c = linalg.exp ins(%b : tensor<64xf32>) outs(%e3 : tensor<64xf32>) -> tensor<64xf32>
  return %c : tensor<64xf32>
}
