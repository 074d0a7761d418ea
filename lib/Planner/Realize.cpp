//===- Realize.cpp - a plan of the solvers' graph as IR ---------*- C++ -*-===//
//
// A plan is realised exactly as the solvers' evaluate() models it: each
// dropped buffer needed by the gradient computation is recomputed right
// before the backward op that first needs it, its inputs pinned by a
// remat.barrier so that no later pass merges it back or hoists it.
//
//===----------------------------------------------------------------------===//
#include "remat/Planner/Realize.h"

#include "remat/Analysis/BufferizedPeak.h"
#include "remat/Analysis/GradientRegion.h"
#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::remat;
namespace rs = ::remat::solvers;

/// A top-level op that nothing reads and that has no effects.
static bool isDeadOp(Operation &op) {
  return op.use_empty() && !op.hasTrait<OpTrait::IsTerminator>() &&
         isMemoryEffectFree(&op);
}

bool mlir::remat::eraseDeadOps(FunctionOpInterface func) {
  bool erased = false;
  Block &body = func.getFunctionBody().front();
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(body)))
    if (isDeadOp(op)) {
      op.erase();
      erased = true;
    }
  return erased;
}

bool mlir::remat::hasDeadOp(FunctionOpInterface func) {
  return llvm::any_of(func.getFunctionBody().front(), isDeadOp);
}

std::optional<ReplayOutcome>
mlir::remat::replayWithoutDeadOps(FunctionOpInterface func) {
  OwningOpRef<ModuleOp> scratch = ModuleOp::create(func.getLoc());
  IRMapping mapping;
  std::string error;
  FailureOr<FunctionOpInterface> copy =
      cloneWithReferencedSymbols(func, *scratch, mapping, error);
  if (failed(copy))
    return std::nullopt;
  eraseDeadOps(*copy);
  return replayBufferized(*copy);
}

/// Whether `op` materialises a value that reads no data: an operand-free
/// op without effects (tensor.empty, a constant), a
/// bufferization.alloc_tensor, or an op without effects (linalg.fill of a
/// constant, ...) whose operands, and values it uses from above in its
/// regions, are all such values. `known` memoises the answers; chains deeper
/// than `depth` count as reading data.
static bool isDataFree(Operation *op, DenseMap<Operation *, bool> &known,
                       unsigned depth = 8) {
  auto it = known.find(op);
  if (it != known.end())
    return it->second;
  known[op] = false; // a cycle (not in SSA form) reads data
  bool dataFree = false;
  if (depth > 0 &&
      (isa<bufferization::AllocTensorOp>(op) || isMemoryEffectFree(op))) {
    llvm::SetVector<Value> reads(op->operand_begin(), op->operand_end());
    getUsedValuesDefinedAbove(op->getRegions(), reads);
    dataFree = llvm::all_of(reads, [&](Value value) {
      Operation *def = value.getDefiningOp();
      return def && isDataFree(def, known, depth - 1);
    });
  }
  return known[op] = dataFree;
}

/// Where a recomputation needed by the backward op `point` goes: above the
/// allocations (and other data-free ops, see isDataFree) right before
/// `point`, so that their buffers are not live during the recomputation.
/// Stops at ops of earlier recomputations (`inserted`), at ops that read
/// data, and at the first op of the gradient computation (the
/// recomputation stays inside it, after `point`'s pin's definition).
static Operation *getRecomputePoint(Operation *point,
                                    const GradientRegion &gradient,
                                    const llvm::DenseSet<Operation *> &inserted,
                                    DenseMap<Operation *, bool> &dataFree) {
  for (Operation *prev = point->getPrevNode();
       prev && prev != gradient.getStart() && gradient.contains(prev) &&
       !inserted.contains(prev) && isDataFree(prev, dataFree);
       prev = prev->getPrevNode())
    point = prev;
  return point;
}

void mlir::remat::realizePlan(FunctionOpInterface func, const SolverGraph &sg,
                              const rs::Plan &plan, const rs::Evaluation &eval,
                              IRMapping &toCopy) {
  IRRewriter rewriter(func.getContext());
  GradientRegion gradient(func);
  IRMapping recomputed;
  auto copyOf = [&](Operation *op) { return toCopy.lookup(op); };
  auto nodeOf = [&](Value copied, DenseMap<Value, int> &nodeOfCopy) {
    auto it = nodeOfCopy.find(copied);
    return it == nodeOfCopy.end() ? -1 : it->second;
  };
  DenseMap<Value, int> nodeOfCopy;
  for (auto [value, node] : sg.nodeOfValue)
    nodeOfCopy[toCopy.lookupOrDefault(value)] = node;

  // Ops this function creates (barriers, clones), and isDataFree's answers.
  llvm::DenseSet<Operation *> inserted;
  DenseMap<Operation *, bool> dataFree;
  // Nodes recomputed so far: a second instance (multi-recompute plans) reads
  // even recomputed values through its barrier, so that CSE cannot merge it
  // with the first.
  llvm::DenseSet<int> recomputedNodes;
  SmallVector<int> group;
  // Reads of dropped nodes in the gradient computation go to the newest
  // recomputed instance.
  auto redirectReads = [&](int node) {
    for (Operation *original : sg.nodeOps[node])
      copyOf(original)->walk([&](Operation *nested) {
        for (OpOperand &operand : nested->getOpOperands()) {
          int producer = nodeOf(operand.get(), nodeOfCopy);
          if (producer < 0 || !plan.drop[producer])
            continue;
          if (Value value = recomputed.lookupOrNull(operand.get()))
            rewriter.modifyOpInPlace(nested, [&] { operand.set(value); });
        }
      });
  };
  for (const rs::Step &step : eval.steps) {
    if (step.recompute) {
      group.push_back(step.node);
      continue;
    }
    if (group.empty()) {
      if (step.node >= sg.graph.gradStart)
        redirectReads(step.node);
      continue;
    }
    // Recompute the group right before the backward node's first op, above
    // the allocations that precede it.
    // A node without ops (an op's transient bytes) precedes the node of
    // its op: recompute before that op.
    int pointNode = step.node;
    while (sg.nodeOps[pointNode].empty())
      ++pointNode;
    Operation *point = getRecomputePoint(copyOf(sg.nodeOps[pointNode].front()),
                                         gradient, inserted, dataFree);
    llvm::SetVector<Value> pinned;
    llvm::DenseSet<int> inGroup(group.begin(), group.end());
    for (int node : group) {
      bool again = recomputedNodes.contains(node);
      for (Operation *original : sg.nodeOps[node]) {
        Operation *op = copyOf(original);
        SmallVector<Value> reads = getReadValues(op);
        for (Value value : reads) {
          int producer = nodeOf(value, nodeOfCopy);
          if (producer >= 0 && inGroup.contains(producer))
            continue;
          if (!again && recomputed.contains(value))
            continue;
          if (isa<ShapedType>(value.getType()))
            pinned.insert(recomputed.lookupOrDefault(value));
        }
      }
    }
    rewriter.setInsertionPoint(point);
    // Pinned values (the newest instance of what the group reads) and the
    // pin's result that stands for each.
    DenseMap<Value, Value> pinOf;
    if (!pinned.empty()) {
      auto barrier =
          BarrierOp::create(rewriter, point->getLoc(), pinned.getArrayRef(),
                            gradient.getPinBefore(point));
      inserted.insert(barrier);
      for (auto [value, result] : llvm::zip(pinned, barrier.getResults()))
        pinOf[value] = result;
    }
    // What the clones read: a pinned value its pin; an original value whose
    // newest instance was pinned that pin, else that newest instance; a
    // value of an earlier op of the group its clone (rewriter.clone maps
    // those). Filled for the values the group reads only: copying every
    // recomputed value into each group's map was quadratic in the plan.
    IRMapping cloneMap;
    auto mapRead = [&](Value value) {
      if (cloneMap.contains(value))
        return;
      if (Value pin = pinOf.lookup(value)) {
        cloneMap.map(value, pin);
        return;
      }
      Value newest = recomputed.lookupOrNull(value);
      if (!newest)
        return;
      Value pin = pinOf.lookup(newest);
      cloneMap.map(value, pin ? pin : newest);
    };
    for (int node : group) {
      recomputedNodes.insert(node);
      for (Operation *original : sg.nodeOps[node]) {
        Operation *op = copyOf(original);
        op->walk([&](Operation *nested) {
          for (Value value : nested->getOperands())
            mapRead(value);
        });
        Operation *clone = rewriter.clone(*op, cloneMap);
        inserted.insert(clone);
        for (auto [from, to] : llvm::zip(op->getResults(), clone->getResults()))
          recomputed.map(from, to);
      }
    }
    group.clear();
    redirectReads(step.node);
  }

  // Forward copies that nothing reads any more.
  eraseDeadOps(func);
}

FailureOr<RealizedPlan> mlir::remat::realizeOnCopy(FunctionOpInterface func,
                                                   const SolverGraph &sg,
                                                   const rs::Plan &plan,
                                                   const rs::Evaluation &eval) {
  RealizedPlan candidate;
  candidate.module = ModuleOp::create(func.getLoc());
  IRMapping toCopy;
  std::string error;
  FailureOr<FunctionOpInterface> copy =
      cloneWithReferencedSymbols(func, *candidate.module, toCopy, error);
  if (failed(copy))
    return mlir::emitError(func.getLoc())
           << "remat-auto: cannot copy @" << func.getName()
           << " to realise a plan: " << error;
  candidate.func = *copy;
  realizePlan(candidate.func, sg, plan, eval, toCopy);
  return candidate;
}

FailureOr<RealizedPlan>
mlir::remat::realizeAndAnalyze(FunctionOpInterface func, const SolverGraph &sg,
                               const rs::SolveResult &result) {
  FailureOr<RealizedPlan> copy =
      realizeOnCopy(func, sg, result.plan, result.eval);
  if (failed(copy))
    return failure();
  FailureOr<MemoryAnalysis> analysis = analyzeMemory(copy->func);
  if (failed(analysis))
    return failure();
  copy->analysis = std::move(*analysis);
  return copy;
}
