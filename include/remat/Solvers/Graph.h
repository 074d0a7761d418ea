//===- Graph.h - Rematerialization problem and its semantics ----*- C++ -*-===//
//
// The plain-C++ model of a training step used by every remat solver. No MLIR
// types: the MLIR side lowers a function to a Graph, asks a solver for a Plan,
// and realises exactly the schedule that evaluate() describes.
//
// Semantics of evaluate(graph, plan) (see docs/Solvers.md for examples):
//
//  * Forward nodes are [0, gradStart), backward nodes [gradStart, n). Nodes
//    flagged isInput are function arguments: never executed, never counted,
//    always available, never dropped or recomputed (wherever they sit).
//  * A candidate is a forward, recomputable, non-input, non-output node. Only
//    candidates may be dropped (plan.drop[v] == true).
//  * Forward pass: forward node v is executed iff it is kept (not dropped), or
//    an output, or some executed forward node reads it (computed backwards
//    from gradStart-1 to 0). Dropped nodes whose forward readers are all dead
//    are removed from the forward pass.
//  * firstNeed(v) for a dropped v = min(first backward reader of v,
//    firstNeed(u) over dropped forward readers u of v that are needed). v is
//    needed iff firstNeed(v) exists. A needed v is recomputed once, right
//    before backward node firstNeed(v), unless the plan lists its
//    recomputation points (plan.recomputeAt[v], multi-recompute plans): then
//    it is recomputed right before each listed backward node, the first of
//    which must not come after firstNeed(v) (firstNeed(v) is then the first
//    point). All recomputations before one backward node run in increasing
//    node index order.
//  * Schedule (steps): executed forward nodes in order; then for every
//    non-input backward node b: the recomputations with firstNeed == b, then b.
//  * Reads: a forward step reads the forward instance of its operands; a
//    recomputation or backward step reads the newest recomputed instance
//    (created at an earlier step) of dropped operands and the (forward)
//    instance of kept operands.
//  * Liveness: every instance (forward instance, recomputed instance, backward
//    node) is allocated at its step and freed right after the last step that
//    reads it (just after its own step if nobody reads it). Outputs are never
//    freed. Inputs are never counted. Live bytes of a step = bytes of all
//    instances with alloc <= step <= lastUse (this step's result and its
//    operands included). peakBytes = max over steps (0 for an empty schedule),
//    peakNode/peakStep = the first step attaining it.
//  * recomputeCost = sum cost(recomputation steps) - sum cost(forward nodes
//    that are no longer executed). It is >= 0 whenever every forward node
//    reaches a backward node or an output (no dead code in the graph).
//  * The all-false plan is the unmodified program.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_SOLVERS_GRAPH_H
#define REMAT_SOLVERS_GRAPH_H

#include <cstdint>
#include <string>
#include <vector>

namespace remat::solvers {

struct Node {
  int64_t bytes = 0;        ///< bytes of the buffer this node produces
  double cost = 0;          ///< cost (FLOPs) of computing it once
  bool recomputable = true; ///< may be dropped and recomputed
  bool isInput = false;     ///< function argument: free, always available
  bool isOutput = false;    ///< function result: never freed, never dropped
  int segment = -1;         ///< layer index (>= 0) of forward nodes if known
  std::vector<int> inputs;  ///< operand node indices, all < own index
};

struct Graph {
  std::vector<Node> nodes;
  int gradStart = 0; ///< nodes >= gradStart are the backward computation
};

struct Plan {
  std::vector<bool> drop; ///< per node (empty == keep everything)
  /// Multi-recompute plans: per node (empty == every dropped node once, at
  /// its first need), the backward nodes before which a dropped node is
  /// recomputed, strictly increasing. An empty list for a node means once,
  /// at its first need. Only dropped nodes may have points.
  std::vector<std::vector<int>> recomputeAt;
};

/// One step of the realised schedule.
struct Step {
  int node = -1;
  bool recompute = false; ///< recomputation of a dropped forward node
};

struct Evaluation {
  int64_t peakBytes = 0;
  double recomputeCost = 0;
  int peakNode = -1; ///< node of the first step holding the peak
  int peakStep = -1; ///< index into steps
  bool peakIsRecompute = false;
  std::vector<Step> steps;        ///< the schedule
  std::vector<int64_t> liveBytes; ///< live bytes per step
  // Per node; -1 where the instance does not exist. free == INT32_MAX style
  // "never" is encoded as steps.size() (outputs).
  std::vector<int> fwdStep; ///< step of the forward (or backward) execution
  std::vector<int> fwdFree; ///< last step its forward instance is live
  std::vector<int> recStep; ///< step of the (first) recomputation
  std::vector<int> recFree; ///< last step that instance is live
  /// Per step: the last step the instance it creates is live (steps.size()
  /// for outputs). Multi-recompute plans have several instances per node.
  std::vector<int> stepFree;
  int numRecomputed = 0; ///< recomputation steps
  int numRemoved = 0;    ///< dropped nodes no longer executed in forward
  /// Non-empty iff the graph or plan is malformed (validate/validatePlan
  /// messages); then peakBytes is INT64_MAX and nothing else is filled.
  std::string error;
  bool ok() const { return error.empty(); }
};

/// True iff node v may be dropped.
bool isCandidate(const Graph &g, int v);
/// All candidates in increasing index order.
std::vector<int> candidates(const Graph &g);
/// Returns an empty string if the graph is well formed, else a message.
std::string validate(const Graph &g);
/// Returns an empty string if the plan is legal for g, else a message.
std::string validatePlan(const Graph &g, const Plan &p);

/// Reads a plan written as text: one dropped node a line, optionally
/// followed by its recomputation points (Plan::recomputeAt, backward node
/// indices); '#' starts a comment. Fills `plan` for a graph of `numNodes`
/// nodes; returns an empty string, or why the text is not such a plan (its
/// line). validatePlan() judges the plan itself.
std::string parsePlanText(const std::string &text, int numNodes, Plan &plan);

/// THE semantics. On a malformed graph or plan it returns an Evaluation
/// whose `error` says why (no exceptions: the library builds without them).
Evaluation evaluate(const Graph &g, const Plan &p);

/// evaluate() for many plans of one graph. The searches evaluate thousands
/// of plans of one graph (the multi-recompute refinement up to 20,000 on a
/// ResNet-18 step, where they were most of remat-auto's planning time);
/// this validates the graph and builds its reader lists once, and keeps its
/// scratch buffers, and those of the Evaluation it writes, between calls.
/// Every result is evaluate(g, p)'s, field for field. The graph must
/// outlive the evaluator and not change; one evaluator is not for several
/// threads at once.
class Evaluator {
public:
  explicit Evaluator(const Graph &g);
  /// Writes evaluate(graph(), p) into `ev`, reusing its vectors.
  void evaluate(const Plan &p, Evaluation &ev);
  Evaluation evaluate(const Plan &p) {
    Evaluation ev;
    evaluate(p, ev);
    return ev;
  }
  const Graph &graph() const { return g; }

private:
  const Graph &g;
  std::string graphError; ///< validate(g), once
  // Graph-only, built once: node inputs without the function arguments
  // (inputs[inputBegin[v] .. inputBegin[v + 1])), forward readers of each
  // value (fwdReaders[readerBegin[w] .. readerBegin[w + 1]), ascending) and
  // its first backward reader.
  std::vector<int> inputBegin, inputs, readerBegin, fwdReaders, firstBwd;
  // Per-plan scratch.
  std::vector<char> droppedFlag, executed;
  std::vector<int> firstNeed, bucketBegin, bucket, next, lastUse, newest;
  std::vector<int64_t> diff;
};

} // namespace remat::solvers

#endif // REMAT_SOLVERS_GRAPH_H
