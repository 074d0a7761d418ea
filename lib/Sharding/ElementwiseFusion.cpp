//===- ElementwiseFusion.cpp - single-use elementwise chains ----*- C++ -*-===//
//
// A partitioned step's backward GELU / SiLU chain is a row of
// linalg.generics, each writing a hidden-sized tensor of its own. With
// dying-input reuse (the remat_reuse_dying_inputs mark) each op writes into
// an input that dies there, but a value read twice (GELU's D, read by the
// next op and again at the end of the chain) stays live beside the values
// computed from it: at the floor of remat-auto's plans four hidden-sized
// values are live at once (docs/Sharding.md). Fusing a generic whose only
// user is another elementwise generic into that user computes the same
// scalar operations, in the same order per element, in one loop: the
// intermediate tensor is never materialized, and the outputs are
// bit-identical. Upstream's linalg-fuse-elementwise-ops does this and more
// (reshape propagation, fusion of producers with several users, which
// duplicates them and keeps more operands live); this runs the fusion alone.
//
//===----------------------------------------------------------------------===//
#include "FSDP.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::remat;

/// Bytes of a statically shaped tensor, or nullopt.
static std::optional<int64_t> tensorBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape() ||
      !tensor.getElementType().isIntOrFloat())
    return std::nullopt;
  return tensor.getNumElements() *
         llvm::divideCeil(tensor.getElementTypeBitWidth(), 8);
}

/// Whether `value` is read after `consumer` in its block (or by an op in a
/// nested region after it): it is live past the fused op anyway.
static bool isReadAfter(Value value, Operation *consumer) {
  return llvm::any_of(value.getUsers(), [&](Operation *user) {
    Operation *ancestor = consumer->getBlock()->findAncestorOpInBlock(*user);
    return ancestor && consumer->isBeforeInBlock(ancestor);
  });
}

/// Whether fusing `producer` into `consumer` frees memory: the fused op
/// reads the producer's inputs where the consumer was, so an input that
/// died at the producer now lives on to the consumer, in place of the
/// producer's result. Fuses only where the inputs it keeps live longer take
/// no more bytes than that result (GELU's g * tanh' reads two dying values:
/// fused into the chain's last op it would hold both to the end).
static bool fusionFreesMemory(linalg::GenericOp producer, Operation *consumer) {
  std::optional<int64_t> saved = tensorBytes(producer->getResult(0).getType());
  if (!saved)
    return false;
  int64_t extended = 0;
  llvm::SmallPtrSet<Value, 4> seen;
  for (Value input : producer.getDpsInputs()) {
    if (!seen.insert(input).second || isa<BlockArgument>(input) ||
        llvm::is_contained(consumer->getOperands(), input) ||
        isReadAfter(input, consumer))
      continue;
    std::optional<int64_t> bytes = tensorBytes(input.getType());
    if (!bytes)
      continue; // a scalar or non-tensor: nothing held
    extended += *bytes;
  }
  return extended <= *saved;
}

/// Whether every tensor `producer` reads is live at `consumer` anyway: then
/// computing the producer again inside the consumer keeps nothing live
/// longer, and the consumer no longer holds the producer's result (a forward
/// activation the backward pass reads dies with its last forward reader).
static bool recomputesForFree(linalg::GenericOp producer, Operation *consumer) {
  if (!tensorBytes(producer->getResult(0).getType()))
    return false;
  return llvm::all_of(producer.getDpsInputs(), [&](Value input) {
    return !isa<RankedTensorType>(input.getType()) ||
           isa<BlockArgument>(input) ||
           llvm::is_contained(consumer->getOperands(), input) ||
           isReadAfter(input, consumer);
  });
}

/// The operand of `consumer` whose producer is a generic read nowhere else,
/// that upstream can fuse into it (all-parallel producer, permutation map)
/// and whose fusion frees memory, or null.
static OpOperand *findSingleUseProducer(linalg::GenericOp consumer) {
  for (OpOperand *operand : consumer.getDpsInputOperands()) {
    auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
    if (!producer || producer->getNumResults() != 1 ||
        producer->getBlock() != consumer->getBlock())
      continue;
    if (!linalg::areElementwiseOpsFusable(operand))
      continue;
    if (producer->hasOneUse() ? fusionFreesMemory(producer, consumer)
                              : recomputesForFree(producer, consumer))
      return operand;
  }
  return nullptr;
}

/// Erases `generic` (nothing reads it) and its tensor.empty if that is
/// unused then.
static void eraseWithUnusedInit(IRRewriter &rewriter,
                                linalg::GenericOp generic) {
  Value init = generic.getDpsInitOperand(0)->get();
  rewriter.eraseOp(generic);
  if (Operation *empty = init.getDefiningOp<tensor::EmptyOp>())
    if (empty->use_empty())
      rewriter.eraseOp(empty);
}

unsigned mlir::remat::fuseSingleUseElementwise(func::FuncOp func) {
  IRRewriter rewriter(func.getContext());
  unsigned fused = 0;
  // Each fusion replaces the consumer, so collect anew until none is left.
  // It ends: every fusion makes a consumer read values defined earlier in
  // the block (the producer's inputs), and a value has finitely many.
  while (true) {
    OpOperand *operand = nullptr;
    func.walk([&](linalg::GenericOp consumer) {
      if (!consumer.hasPureTensorSemantics())
        return WalkResult::advance();
      operand = findSingleUseProducer(consumer);
      return operand ? WalkResult::interrupt() : WalkResult::advance();
    });
    if (!operand)
      return fused;
    Operation *consumer = operand->getOwner();
    auto original = operand->get().getDefiningOp<linalg::GenericOp>();
    linalg::GenericOp producer = original;
    rewriter.setInsertionPoint(consumer);
    // A producer others read too is computed again here: a copy only the
    // consumer reads, fused like a single-use one.
    if (!original->hasOneUse()) {
      producer = cast<linalg::GenericOp>(rewriter.clone(*original));
      operand->set(producer->getResult(0));
    }
    FailureOr<linalg::ElementwiseOpFusionResult> result =
        linalg::fuseElementwiseOps(rewriter, operand);
    if (failed(result)) {
      operand->set(original->getResult(0));
      if (producer != original)
        rewriter.eraseOp(producer);
      return fused;
    }
    for (auto [value, replacement] : result->replacements)
      rewriter.replaceAllUsesWith(value, replacement);
    rewriter.eraseOp(consumer);
    eraseWithUnusedInit(rewriter, producer);
    // The last reader of a recomputed producer gone: it is dead.
    if (producer != original && original->use_empty())
      eraseWithUnusedInit(rewriter, original);
    ++fused;
  }
}
