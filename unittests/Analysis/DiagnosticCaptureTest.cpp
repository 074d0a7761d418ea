//===- DiagnosticCaptureTest.cpp - captures take only their code's --------===//
//
// The replay and remat-auto's speculative and rescue attempts capture the
// diagnostics of the code they run (DiagnosticCapture). A filter on the
// thread's id let them take another pass's: a pool worker waiting on a
// task group runs other queued tasks meanwhile. The last test makes that
// happen deterministically, on a pool of one thread.
//
//===----------------------------------------------------------------------===//
#include "remat/Support/DiagnosticCapture.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <gtest/gtest.h>

#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace mlir;
using namespace mlir::remat;

namespace {
/// What reaches the handler registered before any capture.
struct Delivered {
  std::mutex mutex;
  std::vector<std::string> messages;
  void add(Diagnostic &diag) {
    std::lock_guard<std::mutex> lock(mutex);
    messages.push_back(diag.str());
  }
};

void remark(MLIRContext &context, const std::string &text) {
  emitRemark(UnknownLoc::get(&context)) << text;
}

TEST(DiagnosticCapture, InnermostTakesAndBoundaryPassesOn) {
  MLIRContext context;
  Delivered delivered;
  ScopedDiagnosticHandler base(&context, [&](Diagnostic &diag) {
    delivered.add(diag);
    return success();
  });
  std::vector<std::string> outer, inner;
  {
    DiagnosticCapture outerCapture(&context, [&](Diagnostic &diag) {
      outer.push_back(diag.str());
      return success();
    });
    remark(context, "a");
    {
      DiagnosticCapture innerCapture(&context, [&](Diagnostic &diag) {
        inner.push_back(diag.str());
        return success();
      });
      remark(context, "b");
      {
        DiagnosticCaptureBoundary boundary;
        remark(context, "c");
      }
      remark(context, "d");
    }
    remark(context, "e");
    outerCapture.end();
    remark(context, "f");
  }
  EXPECT_EQ(outer, (std::vector<std::string>{"a", "e"}));
  EXPECT_EQ(inner, (std::vector<std::string>{"b", "d"}));
  EXPECT_EQ(delivered.messages, (std::vector<std::string>{"c", "f"}));
}

TEST(DiagnosticCapture, OtherThreadsPassOn) {
  MLIRContext context;
  Delivered delivered;
  ScopedDiagnosticHandler base(&context, [&](Diagnostic &diag) {
    delivered.add(diag);
    return success();
  });
  std::vector<std::string> captured;
  DiagnosticCapture capture(&context, [&](Diagnostic &diag) {
    captured.push_back(diag.str());
    return success();
  });
  std::thread other([&] { remark(context, "other"); });
  other.join();
  remark(context, "own");
  capture.end();
  EXPECT_EQ(captured, (std::vector<std::string>{"own"}));
  EXPECT_EQ(delivered.messages, (std::vector<std::string>{"other"}));
}

/// A task that captures and then waits on a task group: the pool's one
/// worker runs the task queued before the group's (another "pass") while it
/// waits, on the capturing thread.
TEST(DiagnosticCapture, WorkRunWhileWaitingIsNotCaptured) {
  MLIRContext context(MLIRContext::Threading::DISABLED);
  Delivered delivered;
  ScopedDiagnosticHandler base(&context, [&](Diagnostic &diag) {
    delivered.add(diag);
    return success();
  });
  llvm::StdThreadPool pool(llvm::hardware_concurrency(1));
  std::vector<std::string> captured;
  auto otherPass = [&](bool boundary) {
    std::optional<DiagnosticCaptureBoundary> open;
    if (boundary)
      open.emplace();
    remark(context, boundary ? "pass with a boundary" : "pass without one");
  };
  for (bool boundary : {false, true}) {
    pool.async([&, boundary] {
      DiagnosticCapture capture(&context, [&](Diagnostic &diag) {
        captured.push_back(diag.str());
        return success();
      });
      pool.async([&, boundary] { otherPass(boundary); });
      llvm::ThreadPoolTaskGroup group(pool);
      group.async([&] { remark(context, "own work"); });
      group.wait();
    });
    pool.wait();
  }
  // Without a boundary the other pass's remark is taken (what a filter on
  // the thread's id did); with one it reaches the handler before.
  EXPECT_EQ(captured, (std::vector<std::string>{"pass without one", "own work",
                                                "own work"}));
  EXPECT_EQ(delivered.messages,
            (std::vector<std::string>{"pass with a boundary"}));
}
} // namespace
