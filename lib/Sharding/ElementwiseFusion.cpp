//===- ElementwiseFusion.cpp - elementwise chains fused --------*- C++ -*-===//
//
// A partitioned step's backward GELU / SiLU chain is a row of
// linalg.generics, each writing a hidden-sized tensor of its own, and it
// starts by reading the cotangent and several hidden-sized forward values
// of the same activation (GPT-2: x, 0.5 * x, tanh(...), 1 + tanh(...)), all
// kept from the forward pass for it. With dying-input reuse each op writes
// into an input that dies there, but that still holds the forward values
// to the chain's start and a value read twice (GELU's D) beside the values
// computed from it (docs/Sharding.md). Two fusions, both computing the same
// scalar operations in the same order per element (bit-identical):
// - a generic that only one elementwise generic reads is fused into it,
//   where the inputs that then live longer take no more bytes than the
//   result no longer materialized;
// - a generic that several read is computed again inside a reader where
//   every input it reads is live there anyway (the forward values above are
//   elementwise functions of x, which the chain reads itself): the reader
//   no longer holds it, and a forward value dies with its last forward
//   reader instead of living into the backward pass.
// Upstream's linalg-fuse-elementwise-ops fuses producers with several users
// whatever they keep live, and propagates reshapes; this runs the fusion
// alone, under these two conditions.
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
/// and whose fusion frees memory, or null. A producer the consumer reads
/// broadcast (a learning rate, a norm's per-row scale) is left alone: fused,
/// it would be computed once per consumer element to save a tensor smaller
/// than the consumer's.
static OpOperand *findFusableProducer(linalg::GenericOp consumer) {
  for (OpOperand *operand : consumer.getDpsInputOperands()) {
    auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
    if (!producer || producer->getNumResults() != 1 ||
        producer->getBlock() != consumer->getBlock())
      continue;
    if (!linalg::areElementwiseOpsFusable(operand) ||
        !consumer.getMatchingIndexingMap(operand).isPermutation())
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

unsigned mlir::remat::fuseElementwiseChains(func::FuncOp func) {
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
      operand = findFusableProducer(consumer);
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
