/*===- MemoryCounter.h - remat's allocation-counting runtime -----*- C -*-===*\
|*                                                                            *|
|* Lowered code allocates through `_mlir_memref_to_llvm_alloc` and frees     *|
|* through `_mlir_memref_to_llvm_free` (finalize-memref-to-llvm with         *|
|* use-generic-functions). This shared library implements them and counts    *|
|* the bytes the program asks for: live now, peak since the last reset, and  *|
|* the number of allocations. Thread-safe.                                   *|
\*===----------------------------------------------------------------------===*/
#ifndef REMAT_RUNTIME_MEMORYCOUNTER_H
#define REMAT_RUNTIME_MEMORYCOUNTER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

void *_mlir_memref_to_llvm_alloc(size_t size);
void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size);
void _mlir_memref_to_llvm_free(void *ptr);

/// Starts a new measurement: the peak becomes the bytes live now.
void remat_runtime_reset_peak(void);
int64_t remat_runtime_live_bytes(void);
int64_t remat_runtime_peak_bytes(void);
int64_t remat_runtime_num_allocations(void);
/// Whether `ptr` was returned by the allocation functions and is not freed.
int remat_runtime_owns(void *ptr);

#ifdef __cplusplus
}
#endif

#endif /* REMAT_RUNTIME_MEMORYCOUNTER_H */
