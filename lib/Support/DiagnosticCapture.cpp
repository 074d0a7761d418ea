//===- DiagnosticCapture.cpp - diagnostics of the code a scope encloses ---===//

#include "remat/Support/DiagnosticCapture.h"

#include <cassert>

using namespace mlir;
using namespace mlir::remat;

/// The innermost capture active on this thread (a DiagnosticCapture), or
/// null. Read by the handlers on the thread that emits.
static thread_local const void *activeCapture = nullptr;

DiagnosticCapture::DiagnosticCapture(
    MLIRContext *context, std::function<LogicalResult(Diagnostic &)> handler)
    : handler(std::move(handler)), previous(activeCapture) {
  activeCapture = this;
  registration.emplace(context, [this](Diagnostic &diag) -> LogicalResult {
    if (activeCapture != this)
      return failure();
    return this->handler(diag);
  });
}

void DiagnosticCapture::end() {
  if (!registration)
    return;
  assert(activeCapture == this && "captures end in reverse order");
  registration.reset();
  activeCapture = previous;
}

DiagnosticCaptureBoundary::DiagnosticCaptureBoundary()
    : previous(activeCapture) {
  activeCapture = nullptr;
}

DiagnosticCaptureBoundary::~DiagnosticCaptureBoundary() {
  activeCapture = previous;
}
