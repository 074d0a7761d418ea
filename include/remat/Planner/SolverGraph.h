//===- SolverGraph.h - a training step as a solver problem ------*- C++ -*-===//
//
// Lowers a function (through its MemoryAnalysis) to the plain-C++ graph the
// solvers work on (remat/Solvers/Graph.h). A node is one buffer's
// computation: the top-level ops that write the buffer or define views of it
// (e.g. tensor.empty, linalg.fill, linalg.matmul), split where the writes
// cross from the forward pass into the gradient computation. Ops that read
// tensors but make no buffer (tensor.extract, ...) are zero-byte nodes, so
// dependencies through scalars are kept. Arguments are input nodes. Two
// exceptions keep chunked fsdp matmuls (remat-shard{chunk-gathers}) at
// their real bytes: a forward op reading only arguments, read once by one
// of several ops writing one buffer, joins the reader's node as a
// transient of its step; a gradient-side slice of a forward value read by
// matmuls is a node without bytes.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_PLANNER_SOLVERGRAPH_H
#define REMAT_PLANNER_SOLVERGRAPH_H

#include "remat/Analysis/LayerKey.h"
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Solvers/Graph.h"

#include "llvm/Support/Regex.h"

namespace mlir::remat {

struct SolverGraph {
  ::remat::solvers::Graph graph;
  /// The top-level ops of each node in program order (empty for inputs and
  /// for the node holding an op's transient bytes, which precedes its op's).
  std::vector<SmallVector<Operation *, 4>> nodeOps;
  /// Node of each value (tensor or scalar) defined by a node's op, and of
  /// each argument.
  DenseMap<Value, int> nodeOfValue;
  /// Views merged into the node of their source (see buildSolverGraph).
  unsigned numMergedViews = 0;
};

/// Builds the solver graph of `func`. Layer segments come from the first
/// capture group of `layerPattern` over location names (nodes without one
/// take the previous node's segment). With `withTransients`, each op's
/// transient bytes (MemoryAnalysis::getTransientBytes) are a node right
/// before the op's, read by it alone. With `mergeLateViews`, a view taken
/// of a value after another op read it joins the value's node (the graph's
/// bytes then equal the analysis'); without, it is a node of its own that
/// holds the buffer's bytes again: an over-count, kept as a second form of
/// the same step for remat-auto's searches (`graph-late-views`).
SolverGraph buildSolverGraph(FunctionOpInterface func,
                             const MemoryAnalysis &analysis,
                             const llvm::Regex &layerPattern,
                             bool withTransients = true,
                             bool mergeLateViews = true);

} // namespace mlir::remat

#endif // REMAT_PLANNER_SOLVERGRAPH_H
