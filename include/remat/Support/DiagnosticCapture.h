//===- DiagnosticCapture.h - diagnostics of the code a scope encloses -----===//
//
// remat analyses copies of the user's IR (the bufferized replay, a plan
// realised on a clone, a rescue's attempts) whose diagnostics are not the
// user's: they are collected, counted or held, and the code that emits them
// runs while other threads emit the user's (functions and modules planned
// in parallel by the pass manager).
//
// A handler that takes only its own thread's diagnostics is not enough:
// a thread-pool worker waiting on a task group runs other queued tasks
// meanwhile (llvm::ThreadPoolTaskGroup::wait, as upstream's parallel loops
// and remat's analyses do), e.g. another module's remat-auto, whose remark
// then came from the capturing thread and was swallowed (one run in six
// lost a remark when two modules were planned at once).
//
// A DiagnosticCapture takes the diagnostics emitted on its thread while it
// is the innermost capture active there; a DiagnosticCaptureBoundary, opened
// where code runs on behalf of something else (a pass's runOnOperation),
// makes its diagnostics nobody's until it closes.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SUPPORT_DIAGNOSTICCAPTURE_H
#define REMAT_SUPPORT_DIAGNOSTICCAPTURE_H

#include "mlir/IR/Diagnostics.h"

#include <functional>
#include <optional>

namespace mlir::remat {

class DiagnosticCapture {
public:
  /// `handler` gets each diagnostic captured; its result is the handler's
  /// answer (failure passes the diagnostic on to the handlers before it).
  DiagnosticCapture(MLIRContext *context,
                    std::function<LogicalResult(Diagnostic &)> handler);
  ~DiagnosticCapture() { end(); }
  DiagnosticCapture(const DiagnosticCapture &) = delete;
  DiagnosticCapture &operator=(const DiagnosticCapture &) = delete;

  /// Captures nothing more. Captures end in the reverse order of their
  /// start, on the thread that started them.
  void end();

private:
  std::function<LogicalResult(Diagnostic &)> handler;
  const void *previous;
  std::optional<ScopedDiagnosticHandler> registration;
};

/// While it is open, the diagnostics emitted on this thread belong to no
/// capture opened before it.
class DiagnosticCaptureBoundary {
public:
  DiagnosticCaptureBoundary();
  ~DiagnosticCaptureBoundary();
  DiagnosticCaptureBoundary(const DiagnosticCaptureBoundary &) = delete;
  DiagnosticCaptureBoundary &
  operator=(const DiagnosticCaptureBoundary &) = delete;

private:
  const void *previous;
};

} // namespace mlir::remat

#endif // REMAT_SUPPORT_DIAGNOSTICCAPTURE_H
