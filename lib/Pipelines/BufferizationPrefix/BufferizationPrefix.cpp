//===- BufferizationPrefix.cpp - the first half of every lowering ---------===//
//
// One bufferization prefix for the CPU and GPU pipelines and for the memory
// prediction (remat/Analysis/BufferizedPeak.h): the prediction sees the same
// buffers as the code that runs.
//
//===----------------------------------------------------------------------===//
#include "remat/Pipelines/BufferizationPrefix.h"

#include "remat/Codegen/GPU/Passes.h"
#include "remat/Conversion/Passes.h"
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/Sharding/Passes.h"

#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::remat;

void mlir::remat::buildBufferizationPrefix(OpPassManager &pm,
                                           bool deallocAfterLastUse,
                                           bool convertToMemRef,
                                           bool fuseElementwise) {
  // remat-strip first: from here on no pass can merge a recomputation
  // back, and bufferization does not know remat's ops.
  // The runners read remat.seed / remat.range before lowering; past here
  // the arguments stop being integer tensors.
  RematStripOptions strip;
  strip.runnerAttributes = true;
  pm.addPass(createRematStrip(strip));
  // A partitioned step's collectives become MPI calls on buffers here, so
  // that the memory prediction sees the buffers they allocate (nothing
  // happens to a step without shard ops).
  pm.addPass(createRematShardToMPI());
  // Upstream's convert-elementwise-to-linalg, without the dialect
  // conversion framework's cost (same IR).
  pm.addNestedPass<func::FuncOp>(createRematElementwiseToLinalg());
  if (fuseElementwise)
    pm.addNestedPass<func::FuncOp>(createRematGPUFuseElementwise());
  // One buffer per user of a tensor.empty, allocated where it is written:
  // a shared one would stay allocated from its first to its last user.
  pm.addPass(createRematSplitEmptyTensors());
  // Elementwise ops' in-place decisions made from use order (split in two
  // around one-shot bufferization): upstream's analysis is cubic in a chain
  // of ops that each overwrite their dying input (docs/Scaling.md).
  pm.addPass(createRematElementwiseDestinations());
  // The same for loops that carry a value from one to the next (a sequence
  // of scans): each dying init gets a fresh tensor before the analysis and
  // its own buffer back after it.
  pm.addPass(createRematFreshLoopInits());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // A loop whose iterations yield a new buffer (a carried tensor computed
  // out of place, a stack of residuals written by insert_slice; the shape
  // lax.scan takes after IREE's input conversion) is rejected without it
  // ("Yield operand #0 is not equivalent to the corresponding iter
  // bbArg"). It only relaxes that check: a program the analysis accepted
  // before bufferizes as it did.
  bufferize.allowReturnAllocsFromLoops = true;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addPass(createRematReuseDyingInputs());
  pm.addPass(createRematReuseLoopInits());
  // Upstream's buffer-deallocation-pipeline, with remat-split-deallocs
  // before the simplification: same output, without the simplification's
  // pairwise alias queries over every buffer of the step (quadratic; the
  // whole cost of the memory analysis on deep programs).
  // remat-canonicalize is upstream's canonicalize without its region walk
  // where every region has one block (same IR).
  pm.addPass(memref::createExpandReallocPass({/*emitDeallocs=*/false}));
  pm.addPass(createRematCanonicalize());
  pm.addPass(bufferization::createOwnershipBasedBufferDeallocationPass());
  pm.addPass(createRematCanonicalize());
  // A buffer that only starts a loop is the loop's to free (after the first
  // iteration that replaces it), not held to the loop's end: part of
  // placing frees after last use.
  if (deallocAfterLastUse)
    pm.addPass(createRematHandOverLoopInits());
  pm.addPass(createRematSplitDeallocs());
  pm.addPass(bufferization::createBufferDeallocationSimplificationPass());
  pm.addPass(bufferization::createLowerDeallocationsPass());
  pm.addPass(createCSEPass());
  pm.addPass(createRematCanonicalize());
  if (deallocAfterLastUse)
    pm.addPass(createRematDeallocAfterLastUse());
  if (convertToMemRef)
    pm.addPass(createConvertBufferizationToMemRefPass());
}

void mlir::remat::getBufferizationPrefixDialects(DialectRegistry &registry) {
  registry.insert<arith::ArithDialect, bufferization::BufferizationDialect,
                  cf::ControlFlowDialect, func::FuncDialect,
                  linalg::LinalgDialect, mpi::MPIDialect, DLTIDialect,
                  memref::MemRefDialect, scf::SCFDialect>();
}
