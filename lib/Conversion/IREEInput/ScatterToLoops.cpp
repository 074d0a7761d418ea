//===- ScatterToLoops.cpp - iree_linalg_ext.scatter as scf.for ------------===//
//
// JAX's integer gathers (`x[ids]`, `take_along_axis`) have a scatter-add as
// their backward; IREE's input conversion makes it `iree_linalg_ext.scatter`,
// which no upstream dialect has. It becomes loops over the updates in
// upstream scf/tensor/arith, applying the scatter's own region.
//
// Semantics (IREE's ScatterOp, `generateScalarImplementation`): operands
// (updates, indices, original); indices is `B0 x ... x Bb-1 x depth`, updates
// `B0 x ... x Bb-1 x S0 x ... x Ss-1`. For a batch position b and a slice
// position s, the original element written has coordinate d =
//   s[d - (rank - s_rank)]           for the trailing s_rank dims, else 0,
//   + indices[b, k]                  where dimension_map[k] == d,
// and becomes region(update[b, s], original[that coordinate]).
//
// Why the result is the same bits as IREE's: with non-unique indices IREE
// marks the first (batch) loop a reduction and runs the updates in this
// row-major order, as the loops built here do, so each element sees the same
// sequence of region applications. Out-of-bounds coordinates are skipped
// (StableHLO drops such updates; JAX clamps or masks its indices before the
// scatter, so in a JAX step none occur).
//
// The loops carry the result as a 1-d tensor (a collapse_shape of the
// original, expanded back after the loops) and address it by the linearised
// coordinate: the same elements in the same order, so the same bits.
// IREE 3.13 miscompiles the n-d form: a host-side loop that extracts from
// and inserts into a 2-d tensor at dynamic coordinates reads past the
// tensor's end at run time (`OUT_OF_RANGE`, offset 600 length 44 of a 640 B
// tensor<16x10xf32>), which the 1-d form does not.
//
//===----------------------------------------------------------------------===//
#include "IREEInput.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::remat;

namespace {
/// The checked shape of one scatter.
struct ScatterForm {
  Value updates, indices, original;
  RankedTensorType updatesType, indicesType, originalType;
  int64_t batchRank = 0, depth = 0, sliceRank = 0;
  SmallVector<int64_t> dimensionMap;
  Block *body = nullptr;
};
} // namespace

static LogicalResult analyze(Operation *op, ScatterForm &form) {
  auto fail = [&](const Twine &why) {
    return op->emitError() << "cannot import '" << op->getName() << "': " << why
                           << describeJaxLocation(op->getLoc());
  };
  if (op->getNumOperands() != 3 || op->getNumResults() != 1 ||
      op->getNumRegions() != 1)
    return fail("expected (updates, indices, original) and one tensor result");
  form.updates = op->getOperand(0);
  form.indices = op->getOperand(1);
  form.original = op->getOperand(2);
  form.updatesType = dyn_cast<RankedTensorType>(form.updates.getType());
  form.indicesType = dyn_cast<RankedTensorType>(form.indices.getType());
  form.originalType = dyn_cast<RankedTensorType>(form.original.getType());
  if (!form.updatesType || !form.indicesType || !form.originalType ||
      op->getResult(0).getType() != form.originalType)
    return fail("expected ranked tensors (the memref form is not IREE input)");
  if (!form.updatesType.hasStaticShape() ||
      !form.indicesType.hasStaticShape() || !form.originalType.hasStaticShape())
    return fail("dynamic shapes are not supported");
  if (!form.indicesType.getElementType().isSignlessInteger())
    return fail("indices must be signless integers");
  if (form.indicesType.getRank() < 2)
    return fail("expected indices of rank >= 2 (batch dims x index depth)");
  form.batchRank = form.indicesType.getRank() - 1;
  form.depth = form.indicesType.getShape().back();
  form.sliceRank = form.updatesType.getRank() - form.batchRank;
  if (form.sliceRank < 0 || form.sliceRank > form.originalType.getRank() ||
      form.updatesType.getShape().take_front(form.batchRank) !=
          form.indicesType.getShape().take_front(form.batchRank))
    return fail("updates and indices disagree on the batch dimensions");
  if (form.updatesType.getElementType() != form.originalType.getElementType())
    return fail("updates and original differ in element type");
  auto map = dyn_cast_or_null<DenseI64ArrayAttr>(
      getInherentAttribute(op, "dimension_map"));
  if (!map || static_cast<int64_t>(map.size()) != form.depth)
    return fail("expected a dimension_map with one entry per index");
  for (int64_t d : map.asArrayRef())
    if (d < 0 || d >= form.originalType.getRank())
      return fail("dimension_map entry out of range");
  form.dimensionMap.assign(map.asArrayRef().begin(), map.asArrayRef().end());
  Region &region = op->getRegion(0);
  Type element = form.originalType.getElementType();
  if (!region.hasOneBlock() || region.front().getNumArguments() != 2 ||
      region.front().getArgument(0).getType() != element ||
      region.front().getArgument(1).getType() != element)
    return fail("expected a region of one block with two arguments of the "
                "element type");
  form.body = &region.front();
  // the terminator is an unregistered op (iree_linalg_ext.yield), which
  // Block::getTerminator cannot tell apart: it is the block's last op
  Operation *yield = form.body->empty() ? nullptr : &form.body->back();
  if (!yield || yield->getName().getStringRef() != "iree_linalg_ext.yield" ||
      yield->getNumOperands() != 1 ||
      yield->getOperand(0).getType() != form.originalType.getElementType())
    return fail("expected the region to yield one element");
  return success();
}

LogicalResult mlir::remat::rewriteScatterToLoops(Operation *op) {
  ScatterForm form;
  if (failed(analyze(op, form)))
    return failure();
  OpBuilder b(op);
  Location loc = op->getLoc();
  int64_t rank = form.originalType.getRank();
  int64_t offset = rank - form.sliceRank;
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value> lbs, ubs, steps;
  for (int64_t size : form.updatesType.getShape()) {
    lbs.push_back(zero);
    ubs.push_back(arith::ConstantIndexOp::create(b, loc, size));
    steps.push_back(one);
  }
  SmallVector<Value> dimSizes, strides(rank);
  for (int64_t size : form.originalType.getShape())
    dimSizes.push_back(arith::ConstantIndexOp::create(b, loc, size));
  int64_t stride = 1;
  for (int64_t d = rank - 1; d >= 0; --d) {
    strides[d] = arith::ConstantIndexOp::create(b, loc, stride);
    stride *= form.originalType.getDimSize(d);
  }
  // the original as one dimension (a view: no copy) when it has several
  Value flatOriginal = form.original;
  SmallVector<ReassociationIndices> allDims(1);
  for (int64_t d = 0; d < rank; ++d)
    allDims.front().push_back(d);
  if (rank > 1)
    flatOriginal =
        tensor::CollapseShapeOp::create(b, loc, form.original, allDims);

  auto body = [&](OpBuilder &nb, Location l, ValueRange ivs,
                  ValueRange iterArgs) -> scf::ValueVector {
    Value acc = iterArgs.front();
    ValueRange batch = ivs.take_front(form.batchRank);
    SmallVector<Value> coords(rank, zero);
    // a coordinate that is 0 or a slice position no larger than its
    // dimension is in bounds by construction; only the others are checked
    SmallVector<bool> checked(rank, false);
    for (int64_t d = offset; d < rank; ++d) {
      coords[d] = ivs[form.batchRank + d - offset];
      checked[d] = form.updatesType.getDimSize(form.batchRank + d - offset) >
                   form.originalType.getDimSize(d);
    }
    for (int64_t k = 0; k < form.depth; ++k) {
      SmallVector<Value> at(batch.begin(), batch.end());
      at.push_back(arith::ConstantIndexOp::create(nb, l, k));
      Value raw = tensor::ExtractOp::create(nb, l, form.indices, at);
      Value idx = arith::IndexCastOp::create(nb, l, nb.getIndexType(), raw);
      int64_t d = form.dimensionMap[k];
      coords[d] = coords[d] == zero
                      ? idx
                      : Value(arith::AddIOp::create(nb, l, coords[d], idx));
      checked[d] = true;
    }
    // every coordinate in [0, size): an out-of-bounds update is dropped
    Value inBounds;
    for (int64_t d = 0; d < rank; ++d) {
      if (!checked[d])
        continue;
      Value lo = arith::CmpIOp::create(nb, l, arith::CmpIPredicate::sge,
                                       coords[d], zero);
      Value hi = arith::CmpIOp::create(nb, l, arith::CmpIPredicate::slt,
                                       coords[d], dimSizes[d]);
      Value both = arith::AndIOp::create(nb, l, lo, hi);
      inBounds = inBounds ? arith::AndIOp::create(nb, l, inBounds, both) : both;
    }
    if (!inBounds)
      inBounds = arith::ConstantIntOp::create(nb, l, nb.getI1Type(), 1);
    // the linearised coordinate into the 1-d accumulator
    SmallVector<Value> flat = coords;
    if (rank > 1) {
      Value linear;
      for (int64_t d = 0; d < rank; ++d) {
        if (coords[d] == zero)
          continue;
        Value term =
            d == rank - 1
                ? coords[d]
                : Value(arith::MulIOp::create(nb, l, coords[d], strides[d]));
        linear =
            linear ? Value(arith::AddIOp::create(nb, l, linear, term)) : term;
      }
      flat = {linear ? linear : zero};
    }
    auto ifOp = scf::IfOp::create(
        nb, l, inBounds,
        [&](OpBuilder &tb, Location tl) {
          Value update = tensor::ExtractOp::create(tb, tl, form.updates, ivs);
          Value current = tensor::ExtractOp::create(tb, tl, acc, flat);
          IRMapping mapping;
          mapping.map(form.body->getArgument(0), update);
          mapping.map(form.body->getArgument(1), current);
          Operation *yield = &form.body->back();
          for (Operation &inner :
               llvm::make_range(form.body->begin(), yield->getIterator()))
            tb.clone(inner, mapping);
          Value combined = mapping.lookupOrDefault(yield->getOperand(0));
          Value next = tensor::InsertOp::create(tb, tl, combined, acc, flat);
          scf::YieldOp::create(tb, tl, next);
        },
        [&](OpBuilder &eb, Location el) { scf::YieldOp::create(eb, el, acc); });
    return {ifOp.getResult(0)};
  };
  scf::LoopNest nest =
      scf::buildLoopNest(b, loc, lbs, ubs, steps, {flatOriginal}, body);
  Value result = nest.results.front();
  if (rank > 1)
    result = tensor::ExpandShapeOp::create(b, loc, form.originalType, result,
                                           allDims);
  op->getResult(0).replaceAllUsesWith(result);
  op->erase();
  return success();
}
