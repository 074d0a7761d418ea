//===- RematMPIDialect.h - the collectives upstream's mpi lacks -*- C++ -*-===//
//
// remat_mpi.allgather and remat_mpi.reduce_scatter_sum (RematMPIOps.td),
// and the communication resource every MPI op reads and writes.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SHARDING_REMATMPIDIALECT_H
#define REMAT_SHARDING_REMATMPIDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::remat {

/// The communication itself: every MPI op reads and writes it, so no pass
/// reorders two of them, merges them or drops one whose buffers look
/// unused (every process must call every collective, in the same order).
struct MPICommunication : public SideEffects::Resource::Base<MPICommunication> {
  StringRef getName() final { return "remat.mpi_communication"; }
};

} // namespace mlir::remat

#include "remat/Sharding/RematMPIOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "remat/Sharding/RematMPIOps.h.inc"

#endif // REMAT_SHARDING_REMATMPIDIALECT_H
