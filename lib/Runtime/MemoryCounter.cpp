//===- MemoryCounter.cpp - allocation-counting runtime ----------*- C++ -*-===//
//
// A map from pointer to size (rather than a size header in front of each
// block) keeps the allocation exactly as large as the program asks for and
// lets the runner tell the program's buffers from anything else.
//
//===----------------------------------------------------------------------===//
#include "remat/Runtime/MemoryCounter.h"

#include <cstdlib>
#include <mutex>
#include <unordered_map>

namespace {
struct Counter {
  std::mutex mutex;
  std::unordered_map<void *, size_t> sizes;
  int64_t live = 0;
  int64_t peak = 0;
  int64_t allocations = 0;

  void *record(void *ptr, size_t size) {
    if (!ptr)
      return ptr;
    std::lock_guard<std::mutex> lock(mutex);
    sizes[ptr] = size;
    live += static_cast<int64_t>(size);
    if (live > peak)
      peak = live;
    ++allocations;
    return ptr;
  }
  void release(void *ptr) {
    if (!ptr)
      return;
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto it = sizes.find(ptr);
      if (it != sizes.end()) {
        live -= static_cast<int64_t>(it->second);
        sizes.erase(it);
      }
    }
    std::free(ptr);
  }
};

Counter &counter() {
  static Counter *instance = new Counter();
  return *instance;
}
} // namespace

extern "C" {
void *_mlir_memref_to_llvm_alloc(size_t size) {
  return counter().record(std::malloc(size ? size : 1), size);
}

void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size) {
  if (alignment < sizeof(void *))
    alignment = sizeof(void *);
  // aligned_alloc wants a size that is a multiple of the alignment; count
  // what the program asked for.
  size_t padded = (size + alignment - 1) / alignment * alignment;
  return counter().record(
      std::aligned_alloc(alignment, padded ? padded : alignment), size);
}

void _mlir_memref_to_llvm_free(void *ptr) { counter().release(ptr); }

void remat_runtime_reset_peak(void) {
  std::lock_guard<std::mutex> lock(counter().mutex);
  counter().peak = counter().live;
  counter().allocations = 0;
}

int64_t remat_runtime_live_bytes(void) {
  std::lock_guard<std::mutex> lock(counter().mutex);
  return counter().live;
}

int64_t remat_runtime_peak_bytes(void) {
  std::lock_guard<std::mutex> lock(counter().mutex);
  return counter().peak;
}

int64_t remat_runtime_num_allocations(void) {
  std::lock_guard<std::mutex> lock(counter().mutex);
  return counter().allocations;
}

int remat_runtime_owns(void *ptr) {
  std::lock_guard<std::mutex> lock(counter().mutex);
  return counter().sizes.count(ptr) ? 1 : 0;
}
}
