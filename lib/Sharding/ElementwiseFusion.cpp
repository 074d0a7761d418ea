//===- ElementwiseFusion.cpp - elementwise chains fused --------*- C++ -*-===//
//
// A partitioned step's backward GELU / SiLU chain is a row of
// linalg.generics, each writing a hidden-sized tensor of its own, and it
// starts by reading the cotangent and several hidden-sized forward values
// of the same activation (GPT-2: x, 0.5 * x, tanh(...), 1 + tanh(...)), all
// kept from the forward pass for it. With dying-input reuse each op writes
// into an input that dies there, but that still holds the forward values
// to the chain's start and a value read twice (GELU's D) beside the values
// computed from it (docs/Sharding.md). Three fusions, all computing the same
// scalar operations in the same order per element (bit-identical):
// - a generic that only one elementwise generic reads is fused into it,
//   where the inputs that then live longer take no more bytes than the
//   result no longer materialized;
// - a generic that several read is computed again inside a reader where
//   every input it reads is live there anyway (the forward values above are
//   elementwise functions of x, which the chain reads itself): the reader
//   no longer holds it, and a forward value dies with its last forward
//   reader instead of living into the backward pass;
// - where no pair frees memory alone, the tree of generics read only within
//   it is fused whole when the tensors it reads from outside take no more
//   bytes than its results (GELU's backward row: four generics reading the
//   cotangent and x become one that writes into the cotangent).
// Upstream's linalg-fuse-elementwise-ops fuses producers with several users
// whatever they keep live, and propagates reshapes; this runs the fusion
// alone, under these three conditions.
//
//===----------------------------------------------------------------------===//
#include "FSDP.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

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

/// The generics a fusion of every elementwise producer into `consumer`
/// would remove: the producers the consumer reads, and theirs, where each
/// is read only by the consumer or by generics so removed (a GELU backward
/// row: the cotangent's two factors and the terms computed from them).
static SmallVector<linalg::GenericOp> fusableTree(linalg::GenericOp consumer) {
  SmallVector<linalg::GenericOp> tree;
  llvm::SmallPtrSet<Operation *, 8> members{consumer};
  // Program order backwards: a producer's readers are decided before it.
  for (Operation *op = consumer->getPrevNode(); op; op = op->getPrevNode()) {
    auto producer = dyn_cast<linalg::GenericOp>(op);
    if (!producer || producer->getNumResults() != 1 ||
        !producer.hasPureTensorSemantics() || producer->use_empty() ||
        !tensorBytes(producer->getResult(0).getType()))
      continue;
    bool fusable = llvm::all_of(producer->getUses(), [&](OpOperand &use) {
      auto reader = dyn_cast<linalg::GenericOp>(use.getOwner());
      return reader && members.contains(reader) &&
             linalg::areElementwiseOpsFusable(&use) &&
             reader.getMatchingIndexingMap(&use).isPermutation();
    });
    if (!fusable)
      continue;
    members.insert(producer);
    tree.push_back(producer);
  }
  return tree;
}

/// Whether fusing the whole tree of `consumer` (fusableTree) frees memory:
/// the tensors its members read from outside it live on to the consumer
/// (those not read there or later anyway), in place of every member's
/// result. Pairwise, the first fusion of such a tree can keep more live
/// than it saves (GELU's two factors both read the cotangent and x) while
/// the whole tree keeps two tensors and saves three.
static bool treeFusionFreesMemory(linalg::GenericOp consumer) {
  SmallVector<linalg::GenericOp> tree = fusableTree(consumer);
  if (tree.size() < 2)
    return false;
  llvm::SmallPtrSet<Operation *, 8> members;
  int64_t saved = 0;
  for (linalg::GenericOp member : tree) {
    members.insert(member);
    saved += *tensorBytes(member->getResult(0).getType());
  }
  int64_t extended = 0;
  llvm::SmallPtrSet<Value, 8> seen;
  for (linalg::GenericOp member : tree)
    for (Value input : member.getDpsInputs()) {
      Operation *def = input.getDefiningOp();
      if ((def && members.contains(def)) || !seen.insert(input).second ||
          isa<BlockArgument>(input) ||
          llvm::is_contained(consumer->getOperands(), input) ||
          isReadAfter(input, consumer))
        continue;
      if (std::optional<int64_t> bytes = tensorBytes(input.getType()))
        extended += *bytes;
    }
  return extended <= saved;
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
  // No pair frees memory alone: the whole tree may.
  for (OpOperand *operand : consumer.getDpsInputOperands()) {
    auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
    if (producer && producer->hasOneUse() &&
        producer->getBlock() == consumer->getBlock() &&
        linalg::areElementwiseOpsFusable(operand) &&
        consumer.getMatchingIndexingMap(operand).isPermutation() &&
        treeFusionFreesMemory(consumer))
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
  RewritePatternSet patterns(func.getContext());
  linalg::populateEraseUnusedOperandsAndResultsPatterns(patterns);
  FrozenRewritePatternSet deduplicate(std::move(patterns));
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
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
    // A producer the consumer read twice is an input of the fused op twice
    // (upstream fuses one operand): one input, as upstream's
    // canonicalization makes it, so that fusing it again computes it once.
    (void)applyOpPatternsGreedily({result->fusedOp}, deduplicate, config);
  }
}
