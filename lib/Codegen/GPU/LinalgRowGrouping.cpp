//===- LinalgRowGrouping.cpp - ops sharing a row launch ---------*- C++ -*-===//
//
// The decisions of the row and channel kernels (RowKernels,
// ChannelKernels): which reduction anchors a run, which ops may join it,
// and which loop is each member's row, so that no block touches another
// block's row. LinalgRowKernels.cpp builds the launches.
//
//===----------------------------------------------------------------------===//
#include "LinalgKernels.h"

#include "remat/Codegen/GPU/KernelUtils.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::linalg_kernels;

/// Whether the first `rowLoops` results of `map` are the loops 0..rowLoops-1
/// in order: the access stays in the slice of one row.
static bool isRowLocal(AffineMap map, unsigned rowLoops) {
  if (map.getNumResults() < rowLoops)
    return false;
  for (unsigned i = 0; i < rowLoops; ++i) {
    auto dim = dyn_cast<AffineDimExpr>(map.getResult(i));
    if (!dim || dim.getPosition() != i)
      return false;
  }
  return true;
}

/// Whether index i < `rows` of `view` is index i of its source: each of
/// the first `rows` reassociation groups starts at its own position and
/// adds only unit dimensions (a `[2, 32]` row statistic expanded to
/// `[2, 32, 1]` for broadcasting).
template <typename ReshapeOp>
static bool keepsLeadingDims(ReshapeOp view, unsigned rows) {
  auto expanded = view.getReassociationIndices();
  MemRefType wide = isa<memref::ExpandShapeOp>(view.getOperation())
                        ? cast<MemRefType>(view.getResult().getType())
                        : cast<MemRefType>(view.getSrc().getType());
  if (expanded.size() < rows)
    return false;
  for (unsigned i = 0; i < rows; ++i) {
    ArrayRef<int64_t> group = expanded[i];
    if (group.front() != static_cast<int64_t>(i))
      return false;
    for (int64_t d : group.drop_front())
      if (wide.getDimSize(d) != 1)
        return false;
  }
  return true;
}

/// The buffer `value` views with the same first `rows` indices, through
/// reshapes that keep them (see keepsLeadingDims).
static Value rowBase(Value value, unsigned rows) {
  while (true) {
    if (auto expand = value.getDefiningOp<memref::ExpandShapeOp>();
        expand && keepsLeadingDims(expand, rows)) {
      value = expand.getSrc();
      continue;
    }
    if (auto collapse = value.getDefiningOp<memref::CollapseShapeOp>();
        collapse && keepsLeadingDims(collapse, rows)) {
      value = collapse.getSrc();
      continue;
    }
    return value;
  }
}

unsigned RowKernels::anchorRows(const OpKernel &kernel) const {
  if (!getBlockReduction(kernel, options))
    return 0;
  for (auto [i, d] : llvm::enumerate(kernel.nest.parallel))
    if (d != i)
      return 0;
  return kernel.nest.parallel.size();
}

const OpKernel *RowKernels::findAnchor(ArrayRef<OpKernel> group,
                                       const RowKernels &self) {
  for (const OpKernel &kernel : group)
    if (self.anchorRows(kernel))
      return &kernel;
  return nullptr;
}

bool RowKernels::compatible(ArrayRef<OpKernel> members,
                            const OpKernel &anchor) const {
  unsigned rows = anchorRows(anchor);
  Type partialType = getBlockReduction(anchor, options)->neutral.getType();
  SmallVector<SmallVector<Access>> accesses;
  for (const OpKernel &kernel : members) {
    const LoopNest &nest = kernel.nest;
    if (nest.ranges.size() < rows)
      return false;
    for (unsigned i = 0; i < rows; ++i)
      if (llvm::find(nest.parallel, i) == nest.parallel.end() ||
          nest.ranges[i] != anchor.nest.ranges[i])
        return false;
    // A reduction of whole rows takes a block per row (its partials share
    // the anchor's workgroup buffer: same type).
    if (isRowReduction(kernel, rows)) {
      std::optional<Combiner> combiner = getBlockReduction(kernel, options);
      if (!combiner || combiner->neutral.getType() != partialType)
        return false;
    }
    SmallVector<Access> mine = getAccesses(kernel);
    for (ArrayRef<Access> earlier : accesses)
      for (const Access &a : earlier)
        for (const Access &b : mine) {
          if (a.root != b.root || (!a.write && !b.write))
            continue;
          if (rowBase(a.buffer, rows) != rowBase(b.buffer, rows) ||
              !isRowLocal(a.map, rows) || !isRowLocal(b.map, rows))
            return false;
        }
    accesses.push_back(std::move(mine));
  }
  return true;
}

/// The coordinates in the root buffer of an access through `buffer` with
/// indices `map`: per root dimension the expression (over the op's loops)
/// that indexes it, null where a view in between hides it. Looks through
/// reshapes (a root dimension is known when its group has at most one
/// dimension of size > 1) and rank-preserving subviews (a dimension is
/// known where its offset is 0 and its stride 1). Empty if another view
/// stands between `buffer` and its root.
static SmallVector<AffineExpr> rootCoordinates(Value buffer, AffineMap map) {
  SmallVector<AffineExpr> coords(map.getResults());
  MLIRContext *context = map.getContext();
  AffineExpr zero = getAffineConstantExpr(0, context);
  Value root = getRootBuffer(buffer);
  while (buffer != root) {
    if (auto expand = buffer.getDefiningOp<memref::ExpandShapeOp>()) {
      ArrayRef<int64_t> wide = expand.getResultType().getShape();
      SmallVector<AffineExpr> narrow;
      for (ArrayRef<int64_t> group : expand.getReassociationIndices()) {
        SmallVector<int64_t> big = llvm::filter_to_vector(
            group, [&](int64_t d) { return wide[d] != 1; });
        narrow.push_back(big.empty()       ? zero
                         : big.size() == 1 ? coords[big.front()]
                                           : AffineExpr());
      }
      coords = std::move(narrow);
      buffer = expand.getSrc();
      continue;
    }
    if (auto collapse = buffer.getDefiningOp<memref::CollapseShapeOp>()) {
      ArrayRef<int64_t> wide = collapse.getSrcType().getShape();
      SmallVector<AffineExpr> widened(wide.size());
      for (auto [i, group] :
           llvm::enumerate(collapse.getReassociationIndices())) {
        SmallVector<int64_t> big = llvm::filter_to_vector(
            group, [&](int64_t d) { return wide[d] != 1; });
        for (int64_t d : group)
          widened[d] = wide[d] == 1      ? zero
                       : big.size() == 1 ? coords[i]
                                         : AffineExpr();
      }
      coords = std::move(widened);
      buffer = collapse.getSrc();
      continue;
    }
    if (auto subview = buffer.getDefiningOp<memref::SubViewOp>()) {
      if (subview.getSourceType().getRank() != subview.getType().getRank())
        return {};
      for (auto [i, offset, stride] : llvm::enumerate(
               subview.getStaticOffsets(), subview.getStaticStrides()))
        if (offset != 0 || stride != 1)
          coords[i] = AffineExpr();
      buffer = subview.getSource();
      continue;
    }
    return {};
  }
  return coords;
}

std::optional<Combiner>
ChannelKernels::anchorCombiner(const OpKernel &kernel) const {
  const LoopNest &nest = kernel.nest;
  if (nest.parallel.size() != 1 ||
      llvm::find(nest.reduction, nest.ranges.size() - 1) ==
          nest.reduction.end())
    return std::nullopt;
  return getBlockReduction(kernel, options);
}

const OpKernel *ChannelKernels::findAnchor(ArrayRef<OpKernel> group) const {
  for (const OpKernel &kernel : group)
    if (anchorCombiner(kernel))
      return &kernel;
  return nullptr;
}

std::optional<SmallVector<unsigned>>
ChannelKernels::assignRows(ArrayRef<OpKernel> members,
                           const OpKernel &anchor) const {
  int64_t rows = anchor.nest.ranges[anchor.nest.parallel.front()];
  Type partialType = anchorCombiner(anchor)->neutral.getType();
  struct Located {
    Access access;
    SmallVector<AffineExpr> coords;
    unsigned row;
  };
  SmallVector<Located> earlier;
  SmallVector<unsigned> rowLoops;
  for (const OpKernel &kernel : members) {
    const LoopNest &nest = kernel.nest;
    // A reduction of a whole row needs a block reduction, which keeps the
    // order it has on its own; its partials share the anchor's workgroup
    // buffer. Other ops that would get a block per output (convolutions,
    // weight gradients) stay out: here a block would run its row's
    // outputs one after the other, instead of up to max-blocks of them at
    // once.
    std::optional<Combiner> combiner = getBlockReduction(kernel, options);
    if (isRowReduction(kernel) != combiner.has_value() ||
        (combiner && combiner->neutral.getType() != partialType))
      return std::nullopt;
    SmallVector<Located> mine;
    for (Access &access : getAccesses(kernel)) {
      SmallVector<AffineExpr> coords =
          rootCoordinates(access.buffer, access.map);
      mine.push_back({std::move(access), std::move(coords), 0});
    }
    std::optional<unsigned> chosen;
    for (unsigned candidate : nest.parallel) {
      if (nest.ranges[candidate] != rows)
        continue;
      // A row loop innermost would make neighbouring threads stride.
      bool innermost = candidate == nest.ranges.size() - 1;
      if (innermost && llvm::any_of(nest.parallel, [&](unsigned d) {
            return d != candidate && nest.ranges[d] != 1;
          }))
        continue;
      AffineExpr mineRow = getAffineDimExpr(candidate, kernel.op.getContext());
      auto rowLocal = [&](const Located &a, const Located &b) {
        if (a.access.root != b.access.root ||
            (!a.access.write && !b.access.write))
          return true;
        AffineExpr theirRow =
            getAffineDimExpr(a.row, a.access.map.getContext());
        if (a.coords.size() != b.coords.size())
          return false;
        for (auto [x, y] : llvm::zip(a.coords, b.coords))
          if (x && y && x == theirRow && y == mineRow)
            return true;
        return false;
      };
      if (llvm::all_of(earlier, [&](const Located &a) {
            return llvm::all_of(
                mine, [&](const Located &b) { return rowLocal(a, b); });
          })) {
        chosen = candidate;
        break;
      }
    }
    if (!chosen)
      return std::nullopt;
    rowLoops.push_back(*chosen);
    for (Located &located : mine) {
      located.row = *chosen;
      earlier.push_back(std::move(located));
    }
  }
  return rowLoops;
}
