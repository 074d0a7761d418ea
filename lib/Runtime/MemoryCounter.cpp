//===- MemoryCounter.cpp - allocation-counting runtime ----------*- C++ -*-===//
//
// _mlir_memref_to_llvm_alloc/free over malloc, counted by remat's one
// AllocationCounter. A buffer the machine cannot hold stops the process with
// a message instead of handing the program a null pointer to write through.
//
//===----------------------------------------------------------------------===//
#include "remat/Runtime/MemoryCounter.h"

#include "remat/Runtime/AllocationCounter.h"
#include "remat/Runtime/HostData.h"

#include <cinttypes>
#include <cstdio>
#include <cstdlib>

using mlir::remat::AllocationCounter;

namespace {
AllocationCounter &counter() {
  static AllocationCounter *instance = new AllocationCounter();
  return *instance;
}

/// Stops the process: the lowered code has no way to handle a failed
/// allocation, and writing through a null pointer would be worse.
[[noreturn]] void outOfMemory(size_t size, const char *why) {
  std::fprintf(stderr,
               "remat runtime: error: the program asks for a buffer of %zu "
               "bytes, %s\n",
               size, why);
  std::fflush(stderr);
  std::_Exit(1);
}

/// Refuses sizes beyond the physical memory before asking malloc (whose
/// failure on such sizes is not always a null pointer: sanitizers abort).
void checkSize(size_t size) {
  static const int64_t physical =
      mlir::remat::hostdata::getPhysicalMemoryBytes();
  if (physical > 0 && size > static_cast<uint64_t>(physical)) {
    char why[96];
    std::snprintf(why, sizeof(why),
                  "more than this machine's memory (%" PRId64 " bytes)",
                  physical);
    outOfMemory(size, why);
  }
}

void *recorded(void *ptr, size_t size) {
  if (!ptr)
    outOfMemory(size, "and allocating it failed");
  counter().record(ptr, size);
  return ptr;
}
} // namespace

extern "C" {
void *_mlir_memref_to_llvm_alloc(size_t size) {
  checkSize(size);
  return recorded(std::malloc(size ? size : 1), size);
}

void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size) {
  checkSize(size);
  if (alignment < sizeof(void *))
    alignment = sizeof(void *);
  // aligned_alloc wants a size that is a multiple of the alignment; count
  // what the program asked for.
  size_t padded = (size + alignment - 1) / alignment * alignment;
  if (padded < size)
    outOfMemory(size, "too large to align");
  return recorded(std::aligned_alloc(alignment, padded ? padded : alignment),
                  size);
}

void _mlir_memref_to_llvm_free(void *ptr) {
  if (!ptr)
    return;
  counter().release(ptr);
  std::free(ptr);
}

void remat_runtime_reset_peak(void) { counter().resetPeak(); }

int64_t remat_runtime_live_bytes(void) { return counter().getLiveBytes(); }

int64_t remat_runtime_peak_bytes(void) { return counter().getPeakBytes(); }

int64_t remat_runtime_num_allocations(void) {
  return counter().getNumAllocations();
}

int remat_runtime_owns(void *ptr) { return counter().owns(ptr) ? 1 : 0; }
}
