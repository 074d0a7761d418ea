//===- FlopCount.cpp - FLOPs of a function body as it runs ------*- C++ -*-===//
//
// Multiplying a loop body's FLOPs by its trip count is right until the
// body branches per iteration: a revolve schedule's backward loop runs one
// of five actions per iteration, chosen by a constant table. Those loops
// are walked iteration by iteration with the table's values known.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/FlopCount.h"
#include "remat/Analysis/CostModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::remat;

namespace {
/// Ops visited iteration by iteration at most; past it, loops multiply.
constexpr int64_t kMaxVisited = int64_t(1) << 22;

struct Counter {
  DenseMap<Value, int64_t> known;
  DenseMap<Operation *, bool> readsTable;
  int64_t visited = 0;

  /// A rank-1 integer constant tensor's element, or nullopt.
  std::optional<int64_t> tableAt(tensor::ExtractOp extract) {
    DenseIntElementsAttr values;
    if (extract.getIndices().size() != 1 ||
        !matchPattern(extract.getTensor(), m_Constant(&values)))
      return std::nullopt;
    std::optional<int64_t> index = eval(extract.getIndices().front());
    if (!index || *index < 0 || *index >= values.getNumElements())
      return std::nullopt;
    APInt value = values.getValues<APInt>()[*index];
    if (value.getSignificantBits() > 64)
      return std::nullopt;
    return value.getSExtValue();
  }

  std::optional<int64_t> eval(Value value) {
    if (auto it = known.find(value); it != known.end())
      return it->second;
    APInt constant;
    if (matchPattern(value, m_ConstantInt(&constant)))
      return constant.getSignificantBits() > 64
                 ? std::nullopt
                 : std::optional<int64_t>(constant.getSExtValue());
    Operation *def = value.getDefiningOp();
    if (!def)
      return std::nullopt;
    if (auto extract = dyn_cast<tensor::ExtractOp>(def))
      return tableAt(extract);
    if (isa<arith::IndexCastOp, arith::ExtSIOp, arith::TruncIOp>(def))
      return eval(def->getOperand(0));
    if (!isa<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::CmpIOp>(def))
      return std::nullopt;
    std::optional<int64_t> lhs = eval(def->getOperand(0));
    std::optional<int64_t> rhs = lhs ? eval(def->getOperand(1)) : std::nullopt;
    if (!rhs)
      return std::nullopt;
    if (auto cmp = dyn_cast<arith::CmpIOp>(def))
      return arith::applyCmpPredicate(cmp.getPredicate(), APInt(64, *lhs),
                                      APInt(64, *rhs))
                 ? 1
                 : 0;
    if (isa<arith::AddIOp>(def))
      return *lhs + *rhs;
    if (isa<arith::SubIOp>(def))
      return *lhs - *rhs;
    return *lhs * *rhs;
  }

  /// Whether `loop`'s body reads a constant integer table at a computed
  /// index: its iterations may differ.
  bool branchesOnTable(scf::ForOp loop) {
    auto [it, added] = readsTable.try_emplace(loop, false);
    if (added)
      it->second = loop.getBody()
                       ->walk([](tensor::ExtractOp extract) {
                         return matchPattern(extract.getTensor(), m_Constant())
                                    ? WalkResult::interrupt()
                                    : WalkResult::advance();
                       })
                       .wasInterrupted();
    return it->second;
  }

  double block(Block &body) {
    double flops = 0;
    for (Operation &op : body)
      flops += count(&op);
    return flops;
  }

  double count(Operation *op) {
    ++visited;
    double flops = getOpCost(op).flops;
    if (isa<linalg::LinalgOp>(op))
      return flops;
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      std::optional<int64_t> lb = eval(loop.getLowerBound());
      std::optional<int64_t> ub = eval(loop.getUpperBound());
      std::optional<int64_t> step = eval(loop.getStep());
      if (!lb || !ub || !step || *step <= 0)
        return flops + block(*loop.getBody());
      int64_t trips = *ub > *lb ? (*ub - *lb + *step - 1) / *step : 0;
      if (!branchesOnTable(loop) || visited > kMaxVisited)
        return flops + trips * block(*loop.getBody());
      for (int64_t i = 0; i < trips; ++i) {
        known[loop.getInductionVar()] = *lb + i * *step;
        flops += block(*loop.getBody());
      }
      known.erase(loop.getInductionVar());
      return flops;
    }
    if (auto ifOp = dyn_cast<scf::IfOp>(op))
      if (std::optional<int64_t> taken = eval(ifOp.getCondition())) {
        Region &region = *taken ? ifOp.getThenRegion() : ifOp.getElseRegion();
        return flops + (region.empty() ? 0 : block(region.front()));
      }
    for (Region &region : op->getRegions())
      for (Block &inner : region)
        flops += block(inner);
    return flops;
  }
};
} // namespace

double mlir::remat::countFlops(Region &body) {
  Counter counter;
  double flops = 0;
  for (Block &block : body)
    flops += counter.block(block);
  return flops;
}
