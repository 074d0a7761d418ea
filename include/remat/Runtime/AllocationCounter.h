//===- AllocationCounter.h - bytes live, peak and allocations ---*- C++ -*-===//
//
// The one allocation counter of remat's runtimes: the host runtime
// (MemoryCounter.cpp, behind _mlir_memref_to_llvm_alloc/free) and the CUDA
// runtime (CudaRuntime.cpp, behind mgpuMemAlloc/mgpuMemFree) both record
// every buffer the program asks for here: bytes live now, the peak since the
// last reset and the number of allocations. A map from pointer to size
// (rather than a size header in front of each block) keeps each allocation
// exactly as large as the program asks for and tells the program's buffers
// from anything else. Thread-safe.
//
// Header-only C++17 without LLVM: CudaRuntime.cpp is also compiled on GPU
// machines that have no LLVM (benchmarks/gpu/run_on_gpu.sh).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNTIME_ALLOCATIONCOUNTER_H
#define REMAT_RUNTIME_ALLOCATIONCOUNTER_H

#include <cstdint>
#include <mutex>
#include <unordered_map>

namespace mlir::remat {

class AllocationCounter {
public:
  /// Counts a new buffer of `size` bytes at `ptr` (ignored if null).
  void record(void *ptr, uint64_t size) {
    if (!ptr)
      return;
    std::lock_guard<std::mutex> lock(mutex);
    sizes[ptr] = size;
    live += static_cast<int64_t>(size);
    if (live > peak)
      peak = live;
    ++allocations;
  }

  /// Stops counting the buffer at `ptr`; false if it was not recorded.
  bool release(void *ptr) {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = sizes.find(ptr);
    if (it == sizes.end())
      return false;
    live -= static_cast<int64_t>(it->second);
    sizes.erase(it);
    return true;
  }

  /// Whether `ptr` is a recorded buffer not released yet.
  bool owns(void *ptr) {
    std::lock_guard<std::mutex> lock(mutex);
    return sizes.count(ptr) != 0;
  }

  /// Starts a new measurement: the peak becomes the bytes live now, and the
  /// allocation count restarts at 0.
  void resetPeak() {
    std::lock_guard<std::mutex> lock(mutex);
    peak = live;
    allocations = 0;
  }

  int64_t getLiveBytes() {
    std::lock_guard<std::mutex> lock(mutex);
    return live;
  }
  int64_t getPeakBytes() {
    std::lock_guard<std::mutex> lock(mutex);
    return peak;
  }
  int64_t getNumAllocations() {
    std::lock_guard<std::mutex> lock(mutex);
    return allocations;
  }

private:
  std::mutex mutex;
  std::unordered_map<void *, uint64_t> sizes;
  int64_t live = 0;
  int64_t peak = 0;
  int64_t allocations = 0;
};

} // namespace mlir::remat

#endif // REMAT_RUNTIME_ALLOCATIONCOUNTER_H
