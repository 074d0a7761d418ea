//===- SolverGraph.cpp - a training step as a solver problem --------------===//
#include "remat/Planner/SolverGraph.h"

#include "remat/Analysis/CostModel.h"
#include "remat/Analysis/GradientSplit.h"
#include "remat/Dialect/Remat/IR/RematDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace mlir::remat;

/// The bytes of `op`'s result if the graph folds `op` into its reader's
/// unit: a forward, recomputable op without regions that reads function
/// arguments (or slices of them) only (a parameter's shard, or a piece of
/// it, brought in from its owner), whose
/// one result has a buffer of its own and is read once, by a forward op of
/// the same block that is no view (a view may join another unit late) and
/// writes a buffer of its own.
static std::optional<int64_t>
getFoldableInputBytes(Operation *op, FunctionOpInterface func,
                      const MemoryAnalysis &analysis, unsigned gradStart) {
  Block &body = func.getFunctionBody().front();
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 ||
      op->getNumOperands() == 0 || !op->getResult(0).hasOneUse() ||
      llvm::any_of(op->getOperands(), [&](Value operand) {
        // A slice of an argument is a view of it (a piece of a shard,
        // remat-shard's gather-parts).
        if (auto slice = operand.getDefiningOp<tensor::ExtractSliceOp>())
          operand = slice.getSource();
        auto arg = dyn_cast<BlockArgument>(operand);
        return !arg || arg.getOwner() != &body;
      }))
    return std::nullopt;
  Operation *reader = *op->getUsers().begin();
  std::optional<unsigned> readerStep = analysis.getStepOf(reader);
  std::optional<unsigned> buffer = analysis.getBufferOf(op->getResult(0));
  if (reader->getBlock() != op->getBlock() || !readerStep ||
      *readerStep >= gradStart || reader->getNumResults() != 1 ||
      getAliasedSource(reader, 0) || !buffer ||
      analysis.getBuffers()[*buffer].isResult ||
      !analysis.getBufferOf(reader->getResult(0)) ||
      !getOpCost(op).recomputable)
    return std::nullopt;
  return analysis.getBuffers()[*buffer].bytes;
}

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
  // The open unit of each (buffer, side); a forward unit closes once an op
  // outside it reads one of its values, so a later in-place write starts a
  // new unit (this keeps the forward units, each one piece, in topological
  // order by their last op).
  std::map<std::pair<unsigned, bool>, unsigned> unitOfBuffer;
  DenseMap<Operation *, unsigned> unitOfOp;
  DenseMap<Value, unsigned> unitOfValueSoFar;
  std::vector<bool> closed;
  DenseMap<Operation *, SmallVector<Operation *, 1>> emptiesOfUser;
  // The forward unit whose buffer each gradient-side view unit reads.
  DenseMap<unsigned, unsigned> viewedUnitOf;
  // Forward inputs read once, by a forward op (getFoldableInputBytes): in
  // a unit of several ops (remat-shard's chunk-gathers: each part of a
  // matmul chain reads its own parameter shard) each would be a node live
  // until the unit's node, all of them at once, where the program frees
  // each after its reader. Folded into the reader's unit instead, their
  // bytes a transient of the reader's step (and re-executed with the unit).
  DenseMap<Operation *, SmallVector<Operation *, 1>> inputsOfReader;
  DenseMap<Operation *, int64_t> foldedBytesOfReader;
  llvm::SmallPtrSet<Operation *, 8> folded;
  if (withTransients) {
    // Only where several ops writing one buffer each read such an input.
    SmallVector<std::pair<Operation *, int64_t>> candidates;
    std::map<unsigned, llvm::SmallPtrSet<Operation *, 4>> readersOfBuffer;
    for (unsigned index = 0; index < gradStart && index < steps.size(); ++index)
      if (std::optional<int64_t> bytes =
              getFoldableInputBytes(steps[index], func, analysis, gradStart)) {
        candidates.push_back({steps[index], *bytes});
        Operation *reader = *steps[index]->getUsers().begin();
        readersOfBuffer[*analysis.getBufferOf(reader->getResult(0))].insert(
            reader);
      }
    for (auto [input, bytes] : candidates) {
      Operation *reader = *input->getUsers().begin();
      if (readersOfBuffer[*analysis.getBufferOf(reader->getResult(0))].size() <
          2)
        continue;
      inputsOfReader[reader].push_back(input);
      foldedBytesOfReader[reader] += bytes;
      folded.insert(input);
    }
  }
  for (auto [index, op] : llvm::enumerate(steps)) {
    if (op->hasTrait<OpTrait::IsTerminator>() || folded.contains(op))
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
    // A slice in the gradient computation of a forward value, read by
    // matmuls only (a chunked matmul's part of an activation), allocates
    // nothing: a node of its own without bytes, whose readers also read the
    // value's node, which holds the buffer until they ran. As a unit of the
    // buffer on the gradient side it would count the buffer's bytes a second
    // time. (Only slices: other views made ResNet-18's plans worse.)
    std::optional<unsigned> viewedUnit;
    if (mergeLateViews && buffer && backward &&
        isa<tensor::ExtractSliceOp>(op) &&
        llvm::all_of(op->getUsers(), [](Operation *user) {
          return isa<linalg::MatmulOp>(user);
        }))
      if (Value source = getAliasedSource(op, 0)) {
        auto sourceUnit = unitOfValueSoFar.find(source);
        if (sourceUnit != unitOfValueSoFar.end()) {
          unsigned held = sourceUnit->second;
          if (auto it = viewedUnitOf.find(held); it != viewedUnitOf.end())
            held = it->second;
          if (units[held].buffer == buffer && units[held].placedBy &&
              *analysis.getStepOf(units[held].placedBy) < gradStart)
            viewedUnit = held;
        }
      }
    unsigned unit;
    if (buffer && !viewedUnit) {
      auto key = std::make_pair(*buffer, backward);
      auto it = unitOfBuffer.find(key);
      // In the gradient computation a unit is split into one piece per op
      // (below), so an op writing in place into a buffer that other ops
      // read first can join its unit in program order: the buffer is one
      // allocation from its first op to its last reader. A unit of its own
      // would count the buffer twice at the op (its dying input's unit and
      // its own), where the program holds it once (a fused GELU backward
      // writing into the cotangent it reads through a reshape).
      if (it == unitOfBuffer.end() || (closed[it->second] && !backward)) {
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
      if (viewedUnit)
        viewedUnitOf[unit] = *viewedUnit;
    }
    for (unsigned read : readUnits)
      if (read != unit)
        closed[read] = true;
    for (Operation *empty : emptiesOfUser.lookup(op)) {
      units[unit].ops.push_back(empty);
      unitOfOp[empty] = unit;
      unitOfValueSoFar[empty->getResult(0)] = unit;
    }
    for (Operation *input : inputsOfReader.lookup(op)) {
      units[unit].ops.push_back(input);
      unitOfOp[input] = unit;
      unitOfValueSoFar[input->getResult(0)] = unit;
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
          transient = std::max(transient, transientBytes[*step] +
                                              foldedBytesOfReader.lookup(op));
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
          if (auto viewed = viewedUnitOf.find(unitIt->second);
              viewed != viewedUnitOf.end()) {
            int held = rootNodeOfUnit[viewed->second];
            if (held >= 0 && held != index && held < index)
              inputs.insert(held);
          }
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
