//===- BufferSimulationValues.cpp - values the buffer replay knows --------===//
//
// The index and i1 values the replay follows (constants, the ownership
// flags ownership-based deallocation combines, the addresses and counts of
// upstream's deallocation helper) and the cells of its small integer
// buffers: what decides which conditional frees run.
//
//===----------------------------------------------------------------------===//
#include "BufferSimulator.h"

#include "remat/Analysis/CostModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::remat;
using namespace mlir::remat::buffer_simulation;

bool Simulator::foldBool(Operation &op) {
  if (op.getNumResults() != 1 || !op.getResult(0).getType().isInteger(1))
    return false;
  Value result = op.getResult(0);
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    auto attr = dyn_cast<IntegerAttr>(constant.getValue());
    setKnown(result, attr ? std::optional<bool>(attr.getValue().isOne())
                          : std::nullopt);
    return true;
  }
  if (!isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op))
    return false;
  std::optional<bool> lhs = known(op.getOperand(0));
  std::optional<bool> rhs = known(op.getOperand(1));
  std::optional<bool> value;
  if (isa<arith::AndIOp>(op)) {
    if ((lhs && !*lhs) || (rhs && !*rhs))
      value = false;
    else if (lhs && rhs)
      value = true;
  } else if (isa<arith::OrIOp>(op)) {
    if ((lhs && *lhs) || (rhs && *rhs))
      value = true;
    else if (lhs && rhs)
      value = false;
  } else if (lhs && rhs) {
    value = *lhs != *rhs;
  }
  setKnown(result, value);
  return true;
}

void Simulator::bindConstantTable(memref::GetGlobalOp get) {
  auto global = SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
      get, get.getNameAttr());
  auto values =
      global && global.getConstant()
          ? dyn_cast_or_null<DenseIntElementsAttr>(global.getInitialValueAttr())
          : DenseIntElementsAttr();
  bind(get.getResult(), std::nullopt);
  if (!values || values.getType().getRank() != 1 ||
      values.getNumElements() > kMaxCells)
    return;
  auto [it, added] = globalTables.try_emplace(global, allocations.size());
  if (added)
    allocations.push_back({0, true, nullptr});
  SmallVector<std::optional<Word>> &table = cells[it->second];
  table.clear();
  for (const APInt &value : values.getValues<APInt>())
    table.push_back(
        value.getSignificantBits() > 64
            ? std::nullopt
            : std::optional<Word>(Word{false, value.getSExtValue()}));
  bind(get.getResult(), it->second);
}

void Simulator::forgetOperands(Operation &op) {
  if (cells.empty() || isMemoryEffectFree(&op))
    return;
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (effects && !effects.hasEffect<MemoryEffects::Write>() &&
      !isa<CallOpInterface>(op))
    return;
  for (Value operand : op.getOperands())
    if (isa<MemRefType>(operand.getType()))
      if (std::optional<unsigned> id = lookup(operand)) {
        auto it = cells.find(*id);
        if (it != cells.end())
          for (std::optional<Word> &cell : it->second)
            cell.reset();
      }
}

std::optional<bool> Simulator::sameAddress(Word a, Word b) const {
  const Allocation &x = allocations[a.value];
  const Allocation &y = allocations[b.value];
  if (!x.live || !y.live || !x.owner || !y.owner)
    return std::nullopt;
  if (a.value == b.value)
    return true;
  if (x.bytes > 0 && y.bytes > 0)
    return false;
  return std::nullopt;
}

bool Simulator::foldWord(Operation &op) {
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    auto attr = dyn_cast<IntegerAttr>(constant.getValue());
    if (!attr || attr.getValue().getSignificantBits() > 64)
      return false;
    setWord(constant.getResult(), Word{false, attr.getValue().getSExtValue()});
    return true;
  }
  if (auto extract = dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(op)) {
    std::optional<unsigned> id = lookup(extract.getSource());
    setWord(extract.getResult(),
            id ? std::optional<Word>(Word{true, int64_t(*id)}) : std::nullopt);
    return true;
  }
  if (auto cast = dyn_cast<arith::IndexCastOp>(op)) {
    std::optional<Word> in = word(cast.getIn());
    setWord(cast.getResult(), in && !in->pointer ? in : std::optional<Word>());
    return true;
  }
  if (auto dim = dyn_cast<memref::DimOp>(op)) {
    std::optional<unsigned> id = lookup(dim.getSource());
    std::optional<Word> index = word(dim.getIndex());
    std::optional<Word> size;
    auto it = id ? cells.find(*id) : cells.end();
    if (it != cells.end() && index && !index->pointer && index->value == 0)
      size = Word{false, int64_t(it->second.size())};
    setWord(dim.getResult(), size);
    return true;
  }
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    std::optional<Word> lhs = word(cmp.getLhs());
    std::optional<Word> rhs = word(cmp.getRhs());
    std::optional<bool> value;
    bool eq = cmp.getPredicate() == arith::CmpIPredicate::eq;
    bool ne = cmp.getPredicate() == arith::CmpIPredicate::ne;
    if (lhs && rhs && lhs->pointer && rhs->pointer && (eq || ne)) {
      if (std::optional<bool> same = sameAddress(*lhs, *rhs))
        value = eq ? *same : !*same;
    } else if (lhs && rhs && !lhs->pointer && !rhs->pointer) {
      value = arith::applyCmpPredicate(cmp.getPredicate(),
                                       APInt(64, lhs->value, true),
                                       APInt(64, rhs->value, true));
    }
    setKnown(cmp.getResult(), value);
    return true;
  }
  auto cellAt = [&](Value memref, ValueRange indices) -> std::optional<Word> * {
    std::optional<unsigned> id = lookup(memref);
    if (!id || indices.size() != 1)
      return nullptr;
    auto it = cells.find(*id);
    std::optional<Word> index = word(indices.front());
    if (it == cells.end() || !index || index->pointer || index->value < 0 ||
        index->value >= int64_t(it->second.size()))
      return nullptr;
    return &it->second[index->value];
  };
  if (auto load = dyn_cast<memref::LoadOp>(op)) {
    std::optional<Word> *cell = cellAt(load.getMemRef(), load.getIndices());
    setScalar(load.getResult(), cell && exact ? *cell : std::optional<Word>());
    return true;
  }
  if (auto store = dyn_cast<memref::StoreOp>(op)) {
    std::optional<Word> *cell = cellAt(store.getMemRef(), store.getIndices());
    if (cell && exact)
      *cell = scalar(store.getValueToStore());
    else
      forgetOperands(op);
    return true;
  }
  return false;
}