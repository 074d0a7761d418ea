//===- FreeReaders.cpp - last readers of what a conditional free frees ----===//
//
// Every value v of the function gets a key: the position in the function body
// of the op at or around which v is defined (-1 for the body's arguments),
// then 1 if v is that op's own result, 0 if v is defined inside it. Where
// every edge of the alias graph goes from a key to an equal or larger one
// (checked, edge by edge), no value is reached from a value with a larger
// key: what a value may have been made from lies before it in the program,
// or inside the same top-level op. That order is what makes the questions
// below answerable without walking alias chains once per free:
//
// - A free in the function body: the allocations it must not count as
//   origins (allocated after its source) have larger keys than the source,
//   so they are not among its origins. The answer is then the latest reader
//   over everything reachable from any origin of the source: one maximum
//   per strongly connected component of the graph, propagated forward
//   (readers) and then backward (origins), for all frees at once.
// - A free in the body of a top-level loop: only readers inside that body
//   count. Values inside the loop are reached from values outside it only
//   through its boundary (the values it captures or takes as operands), and
//   nothing reached from inside leads back to a value before the loop. The
//   origins outside the loop are the origins of the boundary values that
//   lead to the source; a boundary value is reached from them if it is one
//   of them, and not reached if it is not even weakly connected to them.
//   Anything in between is left to the caller's walk.
//
//===----------------------------------------------------------------------===//
#include "FreeReaders.h"

#include "llvm/ADT/DenseSet.h"

#include <limits>

using namespace mlir;
using namespace mlir::remat;

FreeReaderIndex::FreeReaderIndex(
    FunctionOpInterface func, const BufferViewFlowAnalysis &aliases,
    const DenseMap<Operation *, unsigned> &position,
    llvm::function_ref<bool(Operation *)> onlyFrees)
    : position(position), onlyFrees(onlyFrees) {
  Region &region = func.getFunctionBody();
  if (!region.hasOneBlock())
    return;
  body = &region.front();
  auto node = [&](Value value) {
    auto [it, inserted] = ids.try_emplace(value, values.size());
    if (inserted) {
      values.push_back(value);
      successors.emplace_back();
      predecessors.emplace_back();
    }
    return it->second;
  };
  for (const auto &[from, dependencies] : aliases) {
    unsigned u = node(from);
    for (Value to : dependencies) {
      if (to == from)
        continue;
      unsigned v = node(to);
      successors[u].push_back(v);
      predecessors[v].push_back(u);
    }
  }
  keys.resize(values.size());
  for (auto [i, value] : llvm::enumerate(values)) {
    if (auto arg = dyn_cast<BlockArgument>(value);
        arg && arg.getOwner() == body) {
      keys[i] = {-1, 0};
      continue;
    }
    Operation *at = value.getDefiningOp();
    if (!at)
      at = value.getParentBlock()->getParentOp();
    Operation *ancestor = at ? body->findAncestorOpInBlock(*at) : nullptr;
    // A value of another function (a callee's arguments): no order.
    if (!ancestor)
      return;
    keys[i] = {position.lookup(ancestor),
               ancestor == at && isa<OpResult>(value)};
  }
  parents.resize(values.size());
  for (unsigned i = 0, e = values.size(); i < e; ++i)
    parents[i] = i;
  for (unsigned u = 0, e = values.size(); u < e; ++u) {
    for (unsigned v : successors[u]) {
      if (keys[v] < keys[u])
        return;
      unsigned a = findComponent(u), b = findComponent(v);
      if (a != b)
        parents[a] = b;
    }
  }
  ordered = true;
}

unsigned FreeReaderIndex::findComponent(unsigned node) {
  while (parents[node] != node) {
    parents[node] = parents[parents[node]];
    node = parents[node];
  }
  return node;
}

unsigned FreeReaderIndex::idOf(Value value) const {
  auto it = ids.find(value);
  return it == ids.end() ? kNone : it->second;
}

FreeReader FreeReaderIndex::readerIn(Block *block, Value value) const {
  FreeReader reader;
  for (Operation *user : value.getUsers()) {
    if (onlyFrees(user))
      continue;
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (!ancestor)
      continue;
    FreeReader next;
    next.op = ancestor;
    if (ancestor->hasTrait<OpTrait::IsTerminator>()) {
      next.position = std::numeric_limits<int64_t>::max();
      next.terminator = true;
    } else {
      next.position = position.lookup(ancestor);
    }
    reader.merge(next);
  }
  return reader;
}

void FreeReaderIndex::solveBody() {
  bodySolved = true;
  unsigned n = values.size();
  // Tarjan's strongly connected components, iteratively; components come
  // out with every edge between two of them going to an earlier one.
  std::vector<int> index(n, -1), low(n, 0);
  std::vector<unsigned> component(n, kNone), stack;
  std::vector<char> onStack(n, 0);
  std::vector<std::pair<unsigned, unsigned>> calls;
  unsigned components = 0;
  int counter = 0;
  for (unsigned root = 0; root < n; ++root) {
    if (index[root] >= 0)
      continue;
    auto visit = [&](unsigned v) {
      index[v] = low[v] = counter++;
      stack.push_back(v);
      onStack[v] = 1;
      calls.push_back({v, 0});
    };
    visit(root);
    while (!calls.empty()) {
      unsigned v = calls.back().first;
      unsigned next = calls.back().second;
      if (next < successors[v].size()) {
        ++calls.back().second;
        unsigned w = successors[v][next];
        if (index[w] < 0)
          visit(w);
        else if (onStack[w])
          low[v] = std::min(low[v], index[w]);
        continue;
      }
      if (low[v] == index[v]) {
        unsigned w;
        do {
          w = stack.back();
          stack.pop_back();
          onStack[w] = 0;
          component[w] = components;
        } while (w != v);
        ++components;
      }
      calls.pop_back();
      if (!calls.empty())
        low[calls.back().first] = std::min(low[calls.back().first], low[v]);
    }
  }
  std::vector<std::vector<unsigned>> members(components);
  for (unsigned v = 0; v < n; ++v)
    members[component[v]].push_back(v);
  // Readers of everything reachable from a component (successors first),
  // then the most of that over every component it is reachable from.
  std::vector<FreeReader> reach(components);
  for (unsigned c = 0; c < components; ++c)
    for (unsigned v : members[c]) {
      reach[c].merge(readerIn(body, values[v]));
      for (unsigned w : successors[v])
        if (component[w] != c)
          reach[c].merge(reach[component[w]]);
    }
  for (unsigned c = components; c-- > 0;)
    for (unsigned v : members[c])
      for (unsigned w : successors[v])
        if (component[w] != c)
          reach[component[w]].merge(reach[c]);
  bodyAnswers.resize(n);
  for (unsigned v = 0; v < n; ++v)
    bodyAnswers[v] = reach[component[v]];
}

std::optional<FreeReader>
FreeReaderIndex::lastReader(Block *block, Value source,
                            llvm::function_ref<bool(Value)> isDistinct) {
  if (!ordered)
    return std::nullopt;
  unsigned s = idOf(source);
  // Not in the graph: its only origin and alias is itself.
  if (s == kNone)
    return readerIn(block, source);
  if (block != body)
    return lastReaderInLoop(block, source, isDistinct);
  // The origins excluded (allocations of the body between the source's
  // definition and the free) have larger keys than the source.
  Operation *def = source.getDefiningOp();
  if (def && def->getBlock() != body)
    return std::nullopt;
  if (!bodySolved)
    solveBody();
  return bodyAnswers[s];
}

std::optional<FreeReader>
FreeReaderIndex::lastReaderInLoop(Block *block, Value source,
                                  llvm::function_ref<bool(Value)> isDistinct) {
  Operation *loop = block->getParentOp();
  if (!loop || loop->getBlock() != body)
    return std::nullopt;
  std::pair<int64_t, int> inside{position.lookup(loop), 0};
  unsigned s = idOf(source);
  if (keys[s] != inside)
    return std::nullopt;
  // The source's origins inside the loop (the excluded ones left out of
  // the seeds, their own origins kept), and the values outside it that
  // they come from.
  llvm::DenseSet<unsigned> seen{s}, outside;
  SmallVector<unsigned> worklist{s}, seeds{s};
  while (!worklist.empty()) {
    unsigned v = worklist.pop_back_val();
    for (unsigned p : predecessors[v]) {
      if (!seen.insert(p).second)
        continue;
      if (keys[p] != inside) {
        outside.insert(p);
        continue;
      }
      worklist.push_back(p);
      if (!isDistinct(values[p]))
        seeds.push_back(p);
    }
  }
  llvm::DenseSet<unsigned> outsideComponents;
  for (unsigned p : outside)
    outsideComponents.insert(findComponent(p));
  // The loop's boundary: values before it that it reads or that lead into
  // it. Each is reached from the outside origins, or is not, or the index
  // cannot tell.
  FreeReader reader;
  llvm::DenseSet<unsigned> boundary;
  auto consider = [&](unsigned z) -> bool {
    if (keys[z] == inside || keys[z] > inside || !boundary.insert(z).second)
      return true;
    if (!outside.contains(z))
      return !outsideComponents.contains(findComponent(z));
    reader.merge(readerIn(block, values[z]));
    for (unsigned w : successors[z])
      if (keys[w] == inside)
        seeds.push_back(w);
    return true;
  };
  bool known = true;
  loop->walk([&](Operation *op) {
    if (!known)
      return WalkResult::interrupt();
    auto visitInside = [&](Value value) {
      unsigned i = idOf(value);
      if (i == kNone)
        return;
      for (unsigned p : predecessors[i])
        known = known && consider(p);
    };
    if (op != loop) {
      for (Value operand : op->getOperands())
        if (unsigned z = idOf(operand); z != kNone)
          known = known && consider(z);
      for (Value result : op->getResults())
        visitInside(result);
    }
    for (Region &region : op->getRegions())
      for (Block &nested : region)
        for (BlockArgument arg : nested.getArguments())
          visitInside(arg);
    return WalkResult::advance();
  });
  if (!known)
    return std::nullopt;
  // Everything reachable from the seeds inside the loop (nothing reachable
  // from inside leads back out to a value the loop's body reads).
  llvm::DenseSet<unsigned> reached(seeds.begin(), seeds.end());
  worklist.assign(reached.begin(), reached.end());
  while (!worklist.empty()) {
    unsigned v = worklist.pop_back_val();
    reader.merge(readerIn(block, values[v]));
    for (unsigned w : successors[v])
      if (keys[w] == inside && reached.insert(w).second)
        worklist.push_back(w);
  }
  return reader;
}
