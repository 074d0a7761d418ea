//===- SolverGraph.cpp - a training step as a solver problem --------------===//
#include "remat/Planner/SolverGraph.h"

#include "remat/Analysis/CostModel.h"
#include "remat/Analysis/GradientSplit.h"
#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace mlir::remat;

SolverGraph mlir::remat::buildSolverGraph(FunctionOpInterface func,
                                          const MemoryAnalysis &analysis,
                                          const llvm::Regex &layerPattern,
                                          bool withTransients,
                                          bool mergeLateViews) {
  SolverGraph result;
  ArrayRef<Operation *> steps = analysis.getSteps();
  unsigned gradStart = analysis.getGradStart().value_or(steps.size());

  // Group the top-level ops into units: (buffer, side of the gradient start)
  // for ops that define buffer values; one unit per other op that reads
  // something. Each unit is ordered by its last op other than a late view
  // (below).
  struct Unit {
    SmallVector<Operation *, 4> ops;
    Operation *placedBy = nullptr;
    int64_t bytes = 0;
    bool isOutput = false;
    std::optional<unsigned> buffer;
  };
  std::vector<Unit> units;
  // The open unit of each (buffer, side); a unit closes once an op outside
  // it reads one of its values, so a later in-place write starts a new unit
  // (this keeps the units in topological order by their last op).
  std::map<std::pair<unsigned, bool>, unsigned> unitOfBuffer;
  DenseMap<Operation *, unsigned> unitOfOp;
  DenseMap<Value, unsigned> unitOfValueSoFar;
  std::vector<bool> closed;
  DenseMap<Operation *, SmallVector<Operation *, 1>> emptiesOfUser;
  for (auto [index, op] : llvm::enumerate(steps)) {
    if (op->hasTrait<OpTrait::IsTerminator>())
      continue;
    bool backward = index >= gradStart;
    // A tensor.empty is allocated by each of its users
    // (remat-split-empty-tensors): one with a single user on its side of
    // the gradient start joins that user's unit; one shared by several
    // users, or whose user is in the gradient computation while it is not,
    // belongs to none (its buffer is the user's). A shared fill of a
    // tensor.empty is likewise copied to each of its users: no unit (its
    // tensor.empty then has no unit either).
    if (isSharedFilledTensor(op))
      continue;
    if (isa<tensor::EmptyOp>(op)) {
      Operation *user = nullptr;
      bool singleUser = llvm::all_of(op->getUsers(), [&](Operation *other) {
        if (user && other != user)
          return false;
        user = other;
        return other->getBlock() == op->getBlock();
      });
      std::optional<unsigned> userStep =
          user ? analysis.getStepOf(user) : std::nullopt;
      if (singleUser && userStep && (*userStep >= gradStart) == backward)
        emptiesOfUser[user].push_back(op);
      continue;
    }
    std::optional<unsigned> buffer;
    for (Value result : op->getResults())
      if ((buffer = analysis.getBufferOf(result)))
        break;
    // A view (reshape, slice, cast) of a value whose unit is closed, because
    // another op read it first, shares the unit's buffer: it joins that unit
    // and is recomputed with it. Opening a unit of its own would count the
    // buffer's bytes a second time, from the view to its last reader. The
    // unit keeps its place.
    if (mergeLateViews && buffer && op->getNumResults() == 1 &&
        !isa<BarrierOp>(op))
      if (Value source = getAliasedSource(op, 0)) {
        auto sourceUnit = unitOfValueSoFar.find(source);
        auto bufferUnit = unitOfBuffer.find({*buffer, backward});
        if (sourceUnit != unitOfValueSoFar.end() &&
            bufferUnit != unitOfBuffer.end() &&
            bufferUnit->second == sourceUnit->second &&
            closed[bufferUnit->second]) {
          units[sourceUnit->second].ops.push_back(op);
          unitOfOp[op] = sourceUnit->second;
          unitOfValueSoFar[op->getResult(0)] = sourceUnit->second;
          ++result.numMergedViews;
          continue;
        }
      }
    // Units this op reads from.
    SmallVector<Value> reads = getReadValues(op);
    SmallVector<unsigned> readUnits;
    for (Value value : reads) {
      auto it = unitOfValueSoFar.find(value);
      if (it != unitOfValueSoFar.end())
        readUnits.push_back(it->second);
    }
    unsigned unit;
    if (buffer) {
      auto key = std::make_pair(*buffer, backward);
      auto it = unitOfBuffer.find(key);
      if (it == unitOfBuffer.end() || closed[it->second]) {
        unit = units.size();
        units.emplace_back();
        closed.push_back(false);
        const BufferInfo &info = analysis.getBuffers()[*buffer];
        units.back().bytes = info.bytes;
        units.back().isOutput = info.isResult;
        units.back().buffer = *buffer;
        unitOfBuffer[key] = unit;
      } else {
        unit = it->second;
      }
    } else {
      if (op->getNumOperands() == 0 && op->getNumRegions() == 0)
        continue; // constants: free, never nodes
      unit = units.size();
      units.emplace_back();
      closed.push_back(false);
    }
    for (unsigned read : readUnits)
      if (read != unit)
        closed[read] = true;
    for (Operation *empty : emptiesOfUser.lookup(op)) {
      units[unit].ops.push_back(empty);
      unitOfOp[empty] = unit;
      unitOfValueSoFar[empty->getResult(0)] = unit;
    }
    units[unit].ops.push_back(op);
    units[unit].placedBy = op;
    unitOfOp[op] = unit;
    for (Value result : op->getResults())
      unitOfValueSoFar[result] = unit;
  }
  // Only the last unit of a returned buffer holds the result.
  for (unsigned unit = 0; unit < units.size(); ++unit)
    if (units[unit].isOutput)
      for (unsigned later = unit + 1; later < units.size(); ++later)
        if (units[later].buffer == units[unit].buffer) {
          units[unit].isOutput = false;
          break;
        }
  // Pieces (the graph's nodes): a forward unit is one piece, recomputed as a
  // whole. A gradient unit is split into one piece per op so that each op
  // reads its inputs at its own step; its first piece holds the buffer's
  // bytes and every reader of any value of the unit also reads that piece,
  // which keeps the memory accounted exactly until the buffer's last use.
  struct Piece {
    SmallVector<Operation *, 4> ops;
    unsigned unit;
    bool isRoot;
    Operation *placedBy;
  };
  std::vector<Piece> pieces;
  for (unsigned unit = 0; unit < units.size(); ++unit) {
    Operation *placedBy = units[unit].placedBy;
    bool backward = *analysis.getStepOf(placedBy) >= gradStart;
    if (!backward || units[unit].ops.size() == 1) {
      pieces.push_back({units[unit].ops, unit, true, placedBy});
      continue;
    }
    for (auto [i, op] : llvm::enumerate(units[unit].ops))
      pieces.push_back({{op}, unit, i == 0, op});
  }
  std::vector<unsigned> order(pieces.size());
  for (unsigned i = 0; i < pieces.size(); ++i)
    order[i] = i;
  auto lastStep = [&](unsigned piece) {
    return *analysis.getStepOf(pieces[piece].placedBy);
  };
  llvm::stable_sort(
      order, [&](unsigned a, unsigned b) { return lastStep(a) < lastStep(b); });

  ::remat::solvers::Graph &graph = result.graph;
  // Arguments first.
  Block &body = func.getFunctionBody().front();
  for (BlockArgument arg : body.getArguments()) {
    ::remat::solvers::Node node;
    node.isInput = true;
    node.recomputable = false;
    result.nodeOfValue[arg] = graph.nodes.size();
    graph.nodes.push_back(node);
    result.nodeOps.emplace_back();
  }
  graph.gradStart = -1;
  llvm::StringMap<int> segmentOfKey;
  int segment = 0;
  std::vector<int> nodeOfPiece(pieces.size(), -1);
  std::vector<int> transientNodeOfPiece(pieces.size(), -1);
  std::vector<int> rootNodeOfUnit(units.size(), -1);
  ArrayRef<int64_t> transientBytes = analysis.getTransientBytes();
  for (unsigned piece : order) {
    unsigned unit = pieces[piece].unit;
    bool backward = lastStep(piece) >= gradStart;
    if (backward && graph.gradStart < 0)
      graph.gradStart = graph.nodes.size();
    // What an op allocates only while it runs (its regions' buffers, a
    // callee's, a call's operand copies) becomes a node of its own right
    // before the piece's node, read by it alone: live exactly during that
    // step, and recomputed with it (it has no ops: realisation skips it).
    int64_t transient = 0;
    if (withTransients)
      for (Operation *op : pieces[piece].ops)
        if (std::optional<unsigned> step = analysis.getStepOf(op);
            step && *step < transientBytes.size())
          transient = std::max(transient, transientBytes[*step]);
    if (transient > 0) {
      transientNodeOfPiece[piece] = graph.nodes.size();
      ::remat::solvers::Node node;
      node.bytes = transient;
      graph.nodes.push_back(node);
      result.nodeOps.emplace_back();
    }
    int index = graph.nodes.size();
    nodeOfPiece[piece] = index;
    for (Operation *op : pieces[piece].ops)
      for (Value value : op->getResults())
        result.nodeOfValue[value] = index;
    ::remat::solvers::Node node;
    if (pieces[piece].isRoot) {
      rootNodeOfUnit[unit] = index;
      node.bytes = units[unit].bytes;
      node.isOutput = units[unit].isOutput;
    }
    node.recomputable = !backward && !node.isOutput;
    for (Operation *op : pieces[piece].ops) {
      OpCost cost = getOpCost(op);
      node.cost += cost.flops;
      if (!cost.recomputable)
        node.recomputable = false;
    }
    if (!backward) {
      if (auto key =
              getLayerKey(pieces[piece].placedBy->getLoc(), layerPattern)) {
        auto [it, inserted] =
            segmentOfKey.try_emplace(*key, segmentOfKey.size());
        segment = std::max(segment, it->second);
      }
      node.segment = segment;
    }
    if (int transientNode = transientNodeOfPiece[piece]; transientNode >= 0) {
      ::remat::solvers::Node &transientOf = graph.nodes[transientNode];
      transientOf.recomputable = node.recomputable;
      transientOf.segment = node.segment;
    }
    graph.nodes.push_back(node);
    result.nodeOps.emplace_back(pieces[piece].ops.begin(),
                                pieces[piece].ops.end());
  }
  if (graph.gradStart < 0)
    graph.gradStart = graph.nodes.size();

  // Inputs: the nodes of the values each node's ops read from outside, and
  // the root of their unit (which holds the memory).
  for (unsigned piece = 0; piece < pieces.size(); ++piece) {
    int index = nodeOfPiece[piece];
    llvm::SetVector<int> inputs;
    for (Operation *op : pieces[piece].ops) {
      SmallVector<Value> reads = getReadValues(op);
      for (Value value : reads) {
        auto it = result.nodeOfValue.find(value);
        if (it == result.nodeOfValue.end())
          continue;
        if (it->second != index)
          inputs.insert(it->second);
        Operation *def = value.getDefiningOp();
        auto unitIt = def ? unitOfOp.find(def) : unitOfOp.end();
        if (unitIt != unitOfOp.end()) {
          int root = rootNodeOfUnit[unitIt->second];
          if (root >= 0 && root != index && root < index)
            inputs.insert(root);
        }
      }
    }
    if (transientNodeOfPiece[piece] >= 0)
      inputs.insert(transientNodeOfPiece[piece]);
    graph.nodes[index].inputs.assign(inputs.begin(), inputs.end());
    llvm::sort(graph.nodes[index].inputs);
  }
  return result;
}
