//===- Passes.td ----------------------------------------- -*- tablegen -*-===//
//
// The memory report and the budgeted planner.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_PLANNER_PASSES_TD
#define REMAT_PLANNER_PASSES_TD

include "mlir/Pass/PassBase.td"

def RematReport : Pass<"remat-report", "ModuleOp"> {
  let summary = "Report predicted peak memory, residuals and FLOPs";
  let description = [{
    Runs the memory analysis (`remat/Analysis/MemoryAnalysis.h`) on every
    function with a body (nested modules included) and reports, per
    function: the predicted peak bytes and where it is reached (the replay of
    the bufferized program, `BufferizedPeak.h`: exact on straight-line code
    and calls, an upper bound with the assumptions listed otherwise), the residuals (forward buffers the gradient
    computation reads: bytes, producing op, location) and the FLOPs of one
    run. The IR is not changed.

    Remarks go to the diagnostic stream (one per function and one per top
    residual); with `output=FILE` the same data is written as JSON
    (`-` for stdout):

    ```json
    {"functions": [{"name": "train_step", "peak_bytes": 1048576,
                    "peak_loc": "layers.1.fc", "residual_bytes": 524288,
                    "residuals": [{"bytes": 262144, "loc": "layers.0.act",
                                   "op": "linalg.generic"} ],
                    "flops": 4.2e6} ]}
    ```

    Example: `remat-opt --remat-report="output=report.json top=3" step.mlir`.
  }];
  let options = [
    Option<"output", "output", "std::string", /*default=*/"\"\"",
           "Write the report as JSON to this file ('-' for stdout)">,
    Option<"top", "top", "unsigned", /*default=*/"5",
           "Number of residuals reported as remarks per function">,
    Option<"remarks", "remarks", "bool", /*default=*/"true",
           "Emit remarks on the functions and residuals">,
    Option<"details", "details", "bool", /*default=*/"false",
           "Add every step's live bytes and every buffer's live range "
           "(\"steps\", \"buffers\") to the JSON">
  ];
  let dependentDialects = [
    "::mlir::remat::RematDialect", "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::cf::ControlFlowDialect", "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"];
}

def RematAuto : Pass<"remat-auto", "ModuleOp"> {
  let summary = "Recompute the least that fits a memory budget";
  let description = [{
    Chooses which forward buffers of each training step to keep for the
    gradient computation and which to drop and recompute, so that the
    predicted peak fits the budget with the least added FLOPs, and rewrites
    the function accordingly. The function is lowered to the solver problem
    of `remat/Solvers/Graph.h` (one node per buffer computation), solved, and
    the plan realised as the solvers model it: each dropped buffer needed by
    the gradient computation is recomputed once, right before the first
    gradient op that needs it (directly or through another recomputation),
    its inputs pinned by a `remat.barrier` after the latest gradient value;
    forward copies that nothing reads any more are removed. The
    recomputation goes above the data-free ops right before that op (its
    `tensor.empty`, the constant and `linalg.fill` of its destination, a
    `bufferization.alloc_tensor`), so their buffers are not live while it
    runs (the solvers' model still counts them live during the
    recomputation). What an op allocates only while it runs (an `scf.for`
    body's buffers, a callee's peak) is a node of its own, read by that op
    alone and recomputed with it (`graph-transients=false` leaves it out: an
    ablation that makes the graph optimistic, for testing the checks
    below). The rewritten function is
    analysed again; if its predicted peak still exceeds the budget (the
    solver's graph approximates in-place updates), the pass re-solves with a
    tighter target, up to 8 times (a plan of auto's bound-guided start, which
    starts from the lower bound's own cut where auto's plan costs more than
    the bound, is first replaced by auto's plan without it at the same
    target). Where no single-recompute plan and no multi-recompute
    refinement fits, auto runs the lowest-peak search itself and, where its
    plan fits, makes it cheaper at the budget (keep, merge and swap passes).
    When no planner finds a plan that fits
    the graph's model, the graph may be pessimistic instead (it charges a
    new buffer to an elementwise op that the analysis sees update a dead
    operand in place across units): the lowest-peak plans (the minimum-peak
    plan and each planner's cheapest plan at that peak) are realised and
    measured by the analysis, and the cheapest one within the budget is
    taken. Every answer carries a lower bound on the recompute any plan
    needs (docs/Solvers.md, "Bounds") and the gap to it; where auto's plan
    is more than 5 % above it, a chain probe over the bound's cut (plans
    split by which of its nodes they keep first, each branch charged what
    its drops need) may raise it (`chain-probe=false`: the plain bound).
    Where auto's plan is more than 10 % above the bound (on graphs of up to
    5,000 nodes), auto also plans for `budget-ladder` budgets (default 1)
    0.2 % apart below the budget and takes the cheapest plan: its searches
    are not monotone in the budget (ResNet-18 at 62 % of its peak:
    55,386,112 recompute FLOPs at the budget, 35,545,088 from 0.2 % below;
    each step costs about one more solve; `budget-ladder=0`: off).

    A view (reshape, slice, cast) taken of a value after another op read it
    shares the value's buffer: in the solvers' graph it joins the value's
    node and is recomputed with it, so the graph's bytes are the analysis'
    (`graph-late-views=merge`). The graph's other form gives each such view
    a node of its own holding its buffer's bytes again
    (`graph-late-views=split`): an over-count, but a different path for
    the searches. With `graph-late-views=both` (default), where the step has
    late views and auto's plan on the merged form does not fit or is more
    than 1 % above its bound, auto plans on the split form too and takes
    the cheaper plan (ResNet-18 at 75 %: 3,768,320 FLOPs merged, 3,342,336
    split; the remark says so, the JSON line has `graph_late_views`); the
    bound is the merged form's, which holds for the plans of both (also
    with `graph-late-views=split`, where a plan optimal on that form is
    reported as feasible; its infeasibility proofs are that form's). Where
    neither form fits, the split form's lowest-peak plan is realised with
    the merged form's, and the error's smallest peak is the lower of them
    (torch-mlir Qwen2: 657,728 B, 673,088 on the merged form alone).

    The analysis of the step bufferizes a copy of it (most of its time);
    where the model puts the step over the budget, that runs on the
    context's thread pool while the first plan is solved, realised on a
    copy and that copy analysed. Nothing is decided before it ends, so the
    output is the same with `--mlir-disable-threading` (then one after the
    other).

    The budget comes from the `budget` option (bytes, or "64MiB", "1.5GB")
    or else the function's `remat.budget` attribute; functions with neither
    are left alone. The gradient computation is found by a `remat.cotangent`
    argument, a `remat.loss` result, or the only floating-point scalar result
    (docs/Conventions.md); a budget the program does not meet without one is
    an error that says how to annotate, and so is a baseline over budget:
    an explicit budget that is not met is never a remark. Solvers: `auto`
    (default), `chain` (exact DP over layers), `block-chain` (the chain DP
    over blocks cut from the graph with a few options per block: exact over
    that plan space, optimal where every block has every subset; the
    `time-limit` bounds it), `ilp` (exact, CBC, with a time limit), `greedy`
    (bytes freed at the peak per FLOP), `brute-force`, and the baselines
    `none`, `all`, `sqrt-n`. A solver that refuses is named, with its
    reason, in the remark of the planner used instead. An infeasible budget
    is an error that names an upper bound of the smallest peak any decision
    reaches (the smallest analysed peak of the realised lowest-peak plans, or
    the program's own), the op that sets it, the solvers' exact model
    minimum where it is proven and differs, the proof where the solvers'
    model shows that no plan fits (bytes live at one gradient step in every
    plan), and a lower bound on the peak of every plan of that model,
    single- and multi-recompute, with the node that sets it (the forward
    values every plan holds at a forward step, or what every plan holds at
    a gradient step, or the recomputation window's proof): where the budget
    lies between that bound and the lowest plan found, the error says that a
    fitting plan may exist that remat-auto did not find. It also gives the
    function's results' bytes and their share of the current peak: results
    are live together at the return in every plan, a floor no plan goes
    below (data parallelism's replicated gradients), and says when they
    alone are over the budget. With `output`, an
    infeasible budget gets its JSON line too (`"status": "infeasible"`,
    `smallest_peak`, `model_lowest_peak`, `model_peak_lower_bound` and where
    it comes from, `results_bytes`). Searches stop at counts of work, so the same input gets the same
    plan on every machine; where a wall-clock limit (`time-limit`, in auto a
    safety net) stopped one first, the remark or the error says so and the
    JSON line has `"stopped_by_clock": true`.

    `plan-file=PATH` realises a plan found elsewhere (by hand, by
    `benchmarks/oracle/graph_milp.py`) instead of planning, so that it can
    be measured: one dropped node a line, optionally followed by its
    recomputation points (backward nodes), '#' to the end of a line a
    comment, node indices of the solver graph that `dump-graph` prints for
    the same input and options (a plan for the graph's split form, whose
    dump header ends "late views split", is read with
    `graph-late-views=split`); the `solver` option is not used. The plan
    must be valid for that graph and fit the budget in the model and in the
    analysis of the realised function; otherwise, where the step fits the
    budget without a plan, and where a second training step has a budget,
    the pass fails with an error that says which. Its remark names the
    solver `plan-file`, with the gap to the lower bound as for any plan.

    Example: `remat-opt --remat-auto="budget=16MiB solver=chain" step.mlir`
    emits a remark per function:
    `remat-auto: solver chain (optimal): predicted peak 23873028 -> 15990788
    bytes (budget 16777216), +1.2e8 recompute FLOPs, 4 of 61 candidates
    dropped, solved in 0.01 s`.
  }];
  let options = [
    Option<"budget", "budget", "std::string", /*default=*/"\"\"",
           "Memory budget (bytes or a size such as 64MiB); overrides the "
           "function's remat.budget">,
    Option<"solver", "solver", "::remat::solvers::SolverKind",
           /*default=*/"::remat::solvers::SolverKind::autoSolver",
           "Planner, or a baseline to compare with",
           [{::mlir::remat::getSolverKindValues()}]>,
    Option<"timeLimit", "time-limit", "double", /*default=*/"10.0",
           "Wall-clock limit in seconds of each search (the ILP, the DPs, "
           "the refinement); in auto a safety net behind work counts, so "
           "one solve, which runs several searches, can take longer">,
    Option<"pattern", "pattern", "std::string",
           /*default=*/"\"((layers?|h|blocks?)\\\\.?[0-9]+(\\\\.[0-9]+)?)\"",
           "Regex whose first capture group is the layer of a location name "
           "(segments for the chain solver and sqrt-n)">,
    Option<"output", "output", "std::string", /*default=*/"\"\"",
           "Append one JSON line per function to this file ('-' for stdout)">,
    Option<"graphTransients", "graph-transients", "bool",
           /*default=*/"true",
           "Give each op's transient bytes a node of the solvers' graph "
           "(false: leave them out, an ablation for tests)">,
    Option<"chainProbe", "chain-probe", "bool", /*default=*/"true",
           "Where auto's plan is more than 5 % above the lower bound, raise "
           "the bound by probing a chain over the bound's cut "
           "(docs/Solvers.md, \"Probing a chain\"; false: the plain bound)">,
    Option<"budgetLadder", "budget-ladder", "unsigned", /*default=*/"1",
           "Where auto's plan is more than 10 % above the lower bound, also "
           "plan for this many budgets 0.2 % apart below the budget and take "
           "the cheapest plan (the searches are not monotone in the budget; "
           "0: off, each step costs about one more solve)">,
    Option<"lateViews", "graph-late-views", "::mlir::remat::LateViewGraph",
           /*default=*/"::mlir::remat::LateViewGraph::both",
           "How the solvers' graph holds a view taken of a value after "
           "another op read it",
           [{::mlir::remat::getLateViewGraphValues()}]>,
    Option<"dumpGraph", "dump-graph", "bool", /*default=*/"false",
           "Print the solver graph (nodes, bytes, cost, inputs, ops) and the "
           "chosen plan to stderr">,
    Option<"planFile", "plan-file", "std::string", /*default=*/"\"\"",
           "Realise the plan in this file instead of planning: one dropped "
           "node a line, optionally followed by its recomputation points, "
           "node indices of the graph dump-graph prints (one function with "
           "a budget)">,
    Option<"splitBatchRescue", "split-batch-rescue", "bool",
           /*default=*/"true",
           "Where no plan meets the budget, as a last try before the error: "
           "compute the gradient computation's batch reductions in row "
           "blocks (remat-split-batch, a small ladder cheapest in FLOPs "
           "first) and plan on the first split form that meets the budget "
           "(false: the error)">,
    Option<"fsdpPartsRescue", "fsdp-parts-rescue", "bool",
           /*default=*/"true",
           "Where no plan meets the budget (after split-batch-rescue), on a "
           "step remat-shard{strategy=fsdp} wrote with its chunked gathers "
           "and scatters in one part: cut them into K parts "
           "(remat-fsdp-parts{parts=K}, the IR of remat-shard's "
           "gather-parts=K scatter-parts=K; K = 2, 4, 8, fewest "
           "broadcasts first) and plan on the first form that meets the "
           "budget (false: the error)">
  ];
  let dependentDialects = [
    "::mlir::remat::RematDialect", "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::cf::ControlFlowDialect", "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"];
  let statistics = [
    Statistic<"numFunctions", "functions", "functions rewritten to meet their budget">,
    Statistic<"numDropped", "dropped-buffers", "forward buffers dropped and recomputed">,
    Statistic<"numRecomputed", "recomputed-ops", "ops cloned into the gradient computation">,
    Statistic<"numRealised", "realised-plans", "plans realised on a copy and checked by the memory analysis">,
    Statistic<"numRecomputeFlops", "recompute-flops", "FLOPs added by recomputation (sum over functions)">,
    Statistic<"numBatchSplits", "batch-splits", "functions whose batch reductions were split in row blocks to meet the budget">,
    Statistic<"numFSDPParts", "fsdp-parts", "functions whose fsdp chunks were cut finer to meet the budget">,
    Statistic<"numScanResiduals", "scan-residuals", "stacked scan residuals recomputed in their backward loops">
  ];
}

#endif // REMAT_PLANNER_PASSES_TD
