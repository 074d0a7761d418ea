//===- BufferSimulationTest.cpp - the replay of memref allocations --------===//
//
// The replay runs on what remat's bufferization prefix produces, which never
// contains the programs below (one-shot bufferization rejects loops whose
// iterations keep buffers; func.call_indirect has no resolvable callee after
// it either). The simulation still has to refuse them with a reason instead
// of returning a peak below what the program allocates, so they are fed to
// it directly here, in memref form.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/BufferSimulation.h"
#include "remat/InitAll.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {
struct Simulated {
  bool ok = false;
  remat::SimulatedPeak peak;
  std::string error;
};

Simulated simulate(const char *program, StringRef function) {
  DialectRegistry registry;
  registry.insert<arith::ArithDialect, func::FuncDialect, memref::MemRefDialect,
                  scf::SCFDialect>();
  remat::registerAllRematDialects(registry);
  MLIRContext context(registry);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(program, &context);
  Simulated out;
  if (!module) {
    out.error = "parse error";
    return out;
  }
  auto func = dyn_cast_or_null<FunctionOpInterface>(
      SymbolTable::lookupSymbolIn(*module, function));
  if (!func) {
    out.error = "no such function";
    return out;
  }
  FailureOr<remat::SimulatedPeak> peak =
      remat::simulateBufferPeak(func, out.error);
  out.ok = succeeded(peak);
  if (out.ok)
    out.peak = *peak;
  return out;
}

TEST(BufferSimulation, StraightLineIsExact) {
  // 4096 + 64 (16 bytes of f32 aligned to 64) live at once, then 4096 + 48
  // after the first is freed: the peak is the first sum, with no assumption.
  Simulated result = simulate(R"mlir(
    func.func @f() {
      %a = memref.alloc() : memref<1024xf32>
      %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
      memref.dealloc %a : memref<1024xf32>
      %c = memref.alloc() : memref<12xf32>
      memref.dealloc %b : memref<4xf32>
      memref.dealloc %c : memref<12xf32>
      return
    }
  )mlir",
                              "f");
  ASSERT_TRUE(result.ok) << result.error;
  EXPECT_EQ(result.peak.peakBytes, 4096 + 64);
  EXPECT_TRUE(result.peak.assumptions.empty());
}

TEST(BufferSimulation, ZeroSizeBuffersCostNothing) {
  Simulated result = simulate(R"mlir(
    func.func @f() {
      %a = memref.alloc() : memref<0x16xf32>
      memref.dealloc %a : memref<0x16xf32>
      return
    }
  )mlir",
                              "f");
  ASSERT_TRUE(result.ok) << result.error;
  EXPECT_EQ(result.peak.peakBytes, 0);
}

TEST(BufferSimulation, StaticLoopKeepingBuffersIsExact) {
  // Every iteration leaks 4096 bytes: replayed iteration by iteration, 3
  // iterations are 12288 bytes, with no assumption.
  Simulated result = simulate(R"mlir(
    func.func @f() {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      scf.for %i = %c0 to %c3 step %c1 {
        %m = memref.alloc() : memref<1024xf32>
      }
      return
    }
  )mlir",
                              "f");
  ASSERT_TRUE(result.ok) << result.error;
  EXPECT_EQ(result.peak.peakBytes, 3 * 4096);
  EXPECT_TRUE(result.peak.assumptions.empty());
}

TEST(BufferSimulation, LoopCarryingOwnedBuffersIsExact) {
  // What ownership-based deallocation makes of a loop whose iterations
  // yield new buffers: the carried buffer is freed under the ownership flag
  // the loop carries (false for the argument, true for what an iteration
  // allocated). Two buffers at once inside an iteration, the last one live
  // at the end: 8192 bytes, exact (a summary of the loop would take every
  // iteration's buffer as live to its end).
  Simulated result = simulate(R"mlir(
    func.func @f(%x: memref<1024xf32>) -> memref<1024xf32> {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %false = arith.constant false
      %true = arith.constant true
      %r:2 = scf.for %i = %c0 to %c4 step %c1
          iter_args(%b = %x, %own = %false) -> (memref<1024xf32>, i1) {
        %m = memref.alloc() : memref<1024xf32>
        memref.copy %b, %m : memref<1024xf32> to memref<1024xf32>
        scf.if %own {
          memref.dealloc %b : memref<1024xf32>
        }
        %own2 = arith.ori %own, %true : i1
        scf.yield %m, %own2 : memref<1024xf32>, i1
      }
      return %r#0 : memref<1024xf32>
    }
  )mlir",
                              "f");
  ASSERT_TRUE(result.ok) << result.error;
  EXPECT_EQ(result.peak.peakBytes, 2 * 4096);
  EXPECT_EQ(result.peak.resultBytes, 4096);
  EXPECT_TRUE(result.peak.assumptions.empty());
}

TEST(BufferSimulation, DynamicLoopCarryingOwnedBuffersRepeats) {
  // The loop above with a run-time trip count: its second iteration leaves
  // the state as the first did (one carried buffer, owned), so every later
  // one repeats it: 8192 bytes from two iterations on, stated.
  Simulated result = simulate(R"mlir(
    func.func @f(%x: memref<1024xf32>, %n: index) -> memref<1024xf32> {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %false = arith.constant false
      %true = arith.constant true
      %r:2 = scf.for %i = %c0 to %n step %c1
          iter_args(%b = %x, %own = %false) -> (memref<1024xf32>, i1) {
        %m = memref.alloc() : memref<1024xf32>
        memref.copy %b, %m : memref<1024xf32> to memref<1024xf32>
        scf.if %own {
          memref.dealloc %b : memref<1024xf32>
        }
        scf.yield %m, %true : memref<1024xf32>, i1
      }
      return %r#0 : memref<1024xf32>
    }
  )mlir",
                              "f");
  ASSERT_TRUE(result.ok) << result.error;
  EXPECT_EQ(result.peak.peakBytes, 2 * 4096);
  EXPECT_EQ(result.peak.resultBytes, 4096);
  ASSERT_EQ(result.peak.assumptions.size(), 1u);
  EXPECT_NE(result.peak.assumptions[0].find("replayed for two iterations"),
            std::string::npos);
}

TEST(BufferSimulation, ZeroTripLoopAllocatesNothing) {
  Simulated result = simulate(R"mlir(
    func.func @f() {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %c0 step %c1 {
        %m = memref.alloc() : memref<1024xf32>
      }
      return
    }
  )mlir",
                              "f");
  ASSERT_TRUE(result.ok) << result.error;
  EXPECT_EQ(result.peak.peakBytes, 0);
  EXPECT_TRUE(result.peak.assumptions.empty());
}

TEST(BufferSimulation, LongStaticLoopKeepingBuffersIsBounded) {
  // 2^23 iterations are past what the replay unrolls: the loop is
  // summarised (every iteration's buffers live to its end) and says so.
  Simulated result = simulate(R"mlir(
    func.func @f() {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 8388608 : index
      scf.for %i = %c0 to %n step %c1 {
        %m = memref.alloc() : memref<1024xf32>
      }
      return
    }
  )mlir",
                              "f");
  ASSERT_TRUE(result.ok) << result.error;
  EXPECT_EQ(result.peak.peakBytes, int64_t(8388608) * 4096);
  EXPECT_FALSE(result.peak.assumptions.empty());
}

TEST(BufferSimulation, DynamicLoopKeepingBuffersIsRefused) {
  Simulated result = simulate(R"mlir(
    func.func @f(%n: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %n step %c1 {
        %m = memref.alloc() : memref<1024xf32>
      }
      return
    }
  )mlir",
                              "f");
  EXPECT_FALSE(result.ok);
  EXPECT_NE(result.error.find("a loop without a static trip count keeps "
                              "buffers alive across iterations"),
            std::string::npos)
      << result.error;
}

TEST(BufferSimulation, DynamicLoopFreeingItsBuffersIsExact) {
  Simulated result = simulate(R"mlir(
    func.func @f(%n: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %n step %c1 {
        %m = memref.alloc() : memref<1024xf32>
        memref.dealloc %m : memref<1024xf32>
      }
      return
    }
  )mlir",
                              "f");
  ASSERT_TRUE(result.ok) << result.error;
  EXPECT_EQ(result.peak.peakBytes, 4096);
}

TEST(BufferSimulation, UnresolvableCalleeIsRefused) {
  Simulated result = simulate(R"mlir(
    func.func private @g(memref<16xf32>)
    func.func @f(%x: memref<16xf32>) {
      %g = func.constant @g : (memref<16xf32>) -> ()
      func.call_indirect %g(%x) : (memref<16xf32>) -> ()
      return
    }
  )mlir",
                              "f");
  EXPECT_FALSE(result.ok);
  EXPECT_NE(result.error.find("cannot resolve the callee of the call"),
            std::string::npos)
      << result.error;
}

TEST(BufferSimulation, CalleePeakIsATransientOfTheCall) {
  // The callee allocates and frees 4096 bytes while the caller holds 64: the
  // peak is their sum, reached at the call.
  Simulated result = simulate(R"mlir(
    func.func private @g() {
      %m = memref.alloc() : memref<1024xf32>
      memref.dealloc %m : memref<1024xf32>
      return
    }
    func.func @f() {
      %a = memref.alloc() : memref<16xf32>
      func.call @g() : () -> ()
      memref.dealloc %a : memref<16xf32>
      return
    }
  )mlir",
                              "f");
  ASSERT_TRUE(result.ok) << result.error;
  EXPECT_EQ(result.peak.peakBytes, 64 + 4096);
  EXPECT_TRUE(result.peak.assumptions.empty());
}
} // namespace
