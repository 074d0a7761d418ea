//===- JaxCheckpoint.cpp - jax.checkpoint barriers, honoured or dropped ---===//
//
// `jax.checkpoint` (and `flax.linen.remat`) leave JAX's recomputation in the
// backward pass behind one `stablehlo.optimization_barrier` per checkpoint:
// its operands are what the recomputation starts from (the checkpointed
// function's inputs and whatever the policy saves) and the cotangents of its
// outputs, so the recomputation cannot run before the layer's gradient has
// arrived. IREE's input conversion splits that barrier into one
// `util.optimization_barrier` per value, consecutive and with the
// checkpoint's location. This file reads them back as the user's checkpoint
// choice:
//
//  * honour: each group becomes one `remat.barrier %inputs after %pin`,
//    remat's own form of an applied checkpoint (what remat-apply-checkpoints
//    emits): the pin is the latest cotangent, the recomputation reads the
//    barrier's results, so CSE keeps it and remat-auto plans only the rest;
//  * replan: the barriers are identities and are dropped; CSE then merges
//    JAX's recomputation with the forward ops it repeats.
//
//===----------------------------------------------------------------------===//
#include "IREEInput.h"

#include "remat/Analysis/GradientSplit.h"
#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Dialect/Remat/IR/TrainingStep.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace mlir::remat;

namespace {
/// Whether a value is computed from data: a block argument, or an op that
/// reads (transitively) such a value. Constants, `tensor.empty` and fills of
/// constants are not, so they never serve as a pin: they exist from the
/// start and order nothing.
class DataDependence {
public:
  bool of(Value value) {
    Operation *def = value.getDefiningOp();
    if (!def)
      return true;
    auto [it, inserted] = memo.try_emplace(def, false);
    if (!inserted)
      return it->second;
    bool result =
        llvm::any_of(getReadValues(def), [&](Value read) { return of(read); });
    memo[def] = result;
    return result;
  }

private:
  llvm::DenseMap<Operation *, bool> memo;
};

/// IREE's split of one JAX barrier: a run of consecutive
/// util.optimization_barrier ops with one location.
using BarrierGroup = SmallVector<Operation *, 4>;

SmallVector<BarrierGroup> groupBarriers(ArrayRef<Operation *> barriers) {
  SmallVector<BarrierGroup> groups;
  for (Operation *op : barriers) {
    if (!groups.empty()) {
      Operation *last = groups.back().back();
      if (op->getPrevNode() == last && op->getLoc() == last->getLoc()) {
        groups.back().push_back(op);
        continue;
      }
    }
    groups.push_back({op});
  }
  return groups;
}

InFlightDiagnostic cannotRead(Operation *op) {
  InFlightDiagnostic diag = op->emitError();
  diag << "cannot read 'util.optimization_barrier' as a jax.checkpoint: ";
  return diag;
}
} // namespace

unsigned mlir::remat::dropJaxCheckpoints(ArrayRef<Operation *> barriers) {
  // Counted before erasing: grouping looks at the ops' neighbours.
  unsigned checkpoints = groupBarriers(barriers).size();
  for (Operation *op : barriers) {
    op->replaceAllUsesWith(op->getOperands());
    op->erase();
  }
  return checkpoints;
}

FailureOr<unsigned>
mlir::remat::honourJaxCheckpoints(func::FuncOp func,
                                  ArrayRef<Operation *> barriers) {
  if (barriers.empty())
    return 0u;
  Block *body =
      func.getBody().hasOneBlock() ? &func.getBody().front() : nullptr;
  for (Operation *op : barriers)
    if (op->getBlock() != body) {
      Operation *parent = op->getParentOp();
      cannotRead(op) << (body ? "it is inside '" +
                                    parent->getName().getStringRef().str() +
                                    "' (a lax.scan or loop body)"
                              : std::string("the function has more than one "
                                            "block"))
                     << "; remat honours checkpoints at the top level of a "
                        "single-block step only (jax-checkpoint=replan drops "
                        "them)"
                     << describeJaxLocation(op->getLoc());
      return failure();
    }
  GradientSplit split = findGradientSplit(func);
  if (!split.exists()) {
    cannotRead(barriers.front())
        << "remat finds no gradient computation in @" << func.getName() << " ("
        << split.whyNone << "), so no cotangent to pin the recomputation after"
        << describeJaxLocation(barriers.front()->getLoc());
    return failure();
  }

  DataDependence data;
  SmallVector<BarrierGroup> groups = groupBarriers(barriers);
  unsigned honoured = 0;
  for (BarrierGroup &group : groups) {
    // Each operand of the group is either what the recomputation starts
    // from (an argument, a forward value) or a cotangent: a value of the
    // gradient computation. The recomputation waits for the latest cotangent
    // computed from data; one that is not (JAX's seed, the constant 1.0, is
    // the cotangent of a layer whose output the loss sums) orders nothing,
    // in JAX's barrier as here, and pins only where no other is there.
    SmallVector<Value> inputs;
    SmallVector<OpResult> inputResults;
    Value pin, constantPin;
    auto later = [](Value current, Operation *def) {
      return !current || current.getDefiningOp()->isBeforeInBlock(def);
    };
    for (Operation *op : group)
      for (auto [operand, result] :
           llvm::zip(op->getOperands(), op->getResults())) {
        Operation *def = operand.getDefiningOp();
        if (!def || def->getBlock() != body || !split.isGradientOp(def)) {
          inputs.push_back(operand);
          inputResults.push_back(result);
          continue;
        }
        Value &slot = data.of(operand) ? pin : constantPin;
        if (later(slot, def))
          slot = operand;
        // the barrier returns a cotangent unchanged: read it directly
        result.replaceAllUsesWith(operand);
      }
    if (!pin)
      pin = constantPin;
    if (!pin) {
      cannotRead(group.front())
          << "none of its " << inputs.size()
          << " operands is a value of the gradient computation (JAX passes "
             "the cotangent of a checkpoint's outputs through its barrier; "
             "this one orders nothing after the forward pass); "
             "jax-checkpoint=replan drops it"
          << describeJaxLocation(group.front()->getLoc());
      return failure();
    }
    if (!inputs.empty()) {
      OpBuilder b(group.back());
      auto barrier = BarrierOp::create(b, group.front()->getLoc(), inputs, pin);
      for (auto [result, replacement] :
           llvm::zip(inputResults, barrier.getResults()))
        result.replaceAllUsesWith(replacement);
      ++honoured;
    }
    for (Operation *op : llvm::reverse(group))
      op->erase();
  }
  return honoured;
}
