//===- BufferSimulation.h - peak bytes of a bufferized function -*- C++ -*-===//
//
// Replays the allocations and deallocations of a function in memref form
// (after remat's bufferization prefix: one-shot bufferization, ownership-based
// deallocation, deallocation after last use) in program order, with the byte
// sizes the CPU lowering asks its allocator for, and returns the largest sum
// of live bytes. On straight-line code with calls this is exactly what
// remat-run's allocation counter measures; where the program's behaviour
// depends on run-time values (conditional frees, loops whose bodies keep
// buffers alive) the simulation takes the larger possibility and says so in
// `assumptions`, so its result is never below the measurement.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_BUFFERSIMULATION_H
#define REMAT_ANALYSIS_BUFFERSIMULATION_H

#include "mlir/IR/Location.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <string>
#include <vector>

namespace mlir::remat {

struct SimulatedPeak {
  /// Largest sum of live heap bytes while the function runs, including the
  /// buffers it returns (live to its end).
  int64_t peakBytes = 0;
  /// Location of the op at which the peak is first reached (an allocation, or
  /// a call whose callee reaches it); unknown if nothing is allocated.
  std::optional<Location> peakLoc;
  /// Bytes of the buffers the function returns.
  int64_t resultBytes = 0;
  /// Conservative choices the simulation made, in words (empty: exact).
  std::vector<std::string> assumptions;
  /// The largest live bytes reached in each stretch of the function body:
  /// stretch q runs from after its q-th top-level scf.for through the next
  /// one (one more stretch than top-level loops). remat-auto prices choices
  /// that change one stretch range with them (lib/Planner/ScanPricing.h).
  std::vector<int64_t> loopIntervalPeaks;
};

/// Simulates `func`, a function whose body is in memref form. Callees are
/// simulated too (their peak is a transient of the call). Fails, with the
/// reason in `error`, on recursion, on allocations without a static size and
/// on sizes that overflow 64 bits.
FailureOr<SimulatedPeak> simulateBufferPeak(FunctionOpInterface func,
                                            std::string &error);

/// Bytes the CPU lowering asks the allocator for when allocating `type` (a
/// memref with a static shape) with `alignment` (0: the lowering's default):
/// the element bytes rounded up to the alignment. std::nullopt if the shape is
/// not static, the element size is unknown, or the count overflows.
std::optional<int64_t> getAllocationBytes(Type type, int64_t alignment);

} // namespace mlir::remat

#endif // REMAT_ANALYSIS_BUFFERSIMULATION_H
