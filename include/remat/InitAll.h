//===- InitAll.h - register everything remat provides -----------*- C++ -*-===//
#ifndef REMAT_INITALL_H
#define REMAT_INITALL_H

namespace mlir {
class DialectRegistry;
namespace remat {
/// Registers the remat dialect and the cost-model external models that
/// remat attaches to upstream dialects (linalg, arith, math, tensor).
void registerAllRematDialects(DialectRegistry &registry);
/// Registers every remat pass and pass pipeline.
void registerAllRematPasses();
} // namespace remat
} // namespace mlir

#endif // REMAT_INITALL_H
