//===- Passes.td ----------------------------------------- -*- tablegen -*-===//
//
// The remat dialect's passes: they create, apply and remove remat ops.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_TD
#define REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def RematStrip : Pass<"remat-strip"> {
  let summary = "Remove remat.barrier and remat.name once CSE-prone passes ran";
  let description = [{
    `remat.barrier` and `remat.name` only exist to steer the rematerialization
    passes and to keep recomputations in the gradient computation while
    CSE, canonicalization and code motion run. Once those have run (the CPU
    and GPU pipelines do this right before bufferization), this pass replaces
    every barrier's results with its inputs and every name with its operand,
    and erases them. Checkpoint regions that were never applied are inlined
    (they are then plain forward code; the pass warns, since their residuals
    will be kept alive).

    Example:

    ```mlir
    %a2 = remat.barrier %a after %g : tensor<4xf32> after tensor<4xf32>
    %n = remat.name "h" %a2 : tensor<4xf32>
    %r = math.tanh %n : tensor<4xf32>
    // becomes
    %r = math.tanh %a : tensor<4xf32>
    ```
  }];
  let options = [
    Option<"runnerAttributes", "runner-attributes", "bool", "false",
           "Also remove the argument attributes only the runners read "
           "(remat.seed, remat.range): the lowering pipelines set it, since "
           "past bufferization and LLVM lowering those arguments are no "
           "longer integer tensors (a C-interface wrapper would carry them "
           "onto pointers, which the verifier rejects)">
  ];
  let dependentDialects = ["::mlir::remat::RematDialect"];
  let statistics = [
    Statistic<"numBarriers", "barriers", "remat.barrier ops removed">,
    Statistic<"numNames", "names", "remat.name ops removed">,
    Statistic<"numInlined", "inlined-regions", "unapplied checkpoint regions inlined">
  ];
}

def RematApplyCheckpoints : Pass<"remat-apply-checkpoints"> {
  let summary = "Recompute checkpoint residuals in the gradient computation";
  let description = [{
    For every `remat.checkpoint` in the forward pass of a function, the
    residual results that the gradient computation reads are not kept alive:
    the part of the region's body that computes them is cloned right before
    the first op of the gradient computation that reads any of them (one
    clone serves all of the region's residuals), from the region's operands
    and from the values the policy saves, and those uses are rewired to the
    clone. The clone's inputs pass through a `remat.barrier` pinned on the
    latest value of the gradient computation before that point, so CSE,
    canonicalization and code motion cannot merge the recomputation back into
    the forward pass. Finally the region is inlined in place for its primal
    outputs (and any forward uses of residuals).

    Policies: `recompute_all` saves nothing; `save_dots` saves the results of
    linalg contractions and convolutions; `save_dots_no_batch` only those of
    contractions without batch dimensions; `save_names[...]` the values
    tagged by `remat.name` with a listed name. Ops that may not be recomputed
    (memory effects, no cost model) are kept too, with a remark. Nested
    checkpoint regions compose: their ops are recomputed as part of the outer
    recomputation, each saved or recomputed by the policy of its innermost
    region. The gradient computation starts at the first op that depends on a
    `remat.cotangent` argument; a function without one is left unchanged
    (its regions are only inlined).

    Example:

    ```mlir
    %h, %t = remat.checkpoint (%x, %w) primals(1) : ... {
      ... %act = math.tanh %m ...
      remat.yield %act, %act : ...
    }
    ... forward uses of %h ...
    %g = arith.mulf %dy, %t : tensor<4x8xf32>   // gradient use
    // becomes
    ... the region's body, inlined; forward uses read %act ...
    %x2, %w2 = remat.barrier %x, %w after %prev_grad : ...
    ... clone of the body from %x2, %w2 ... %act2 = math.tanh %m2 ...
    %g = arith.mulf %dy, %act2 : tensor<4x8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::remat::RematDialect"];
  let statistics = [
    Statistic<"numRegions", "regions", "checkpoint regions applied">,
    Statistic<"numRecomputed", "recomputed-ops", "ops cloned into the gradient computation">,
    Statistic<"numKept", "kept-values", "region values kept for the gradient computation (policy or not recomputable)">
  ];
}

def RematOutlineCheckpoints : Pass<"remat-outline-checkpoints"> {
  let summary = "Form checkpoint regions from per-layer location metadata";
  let description = [{
    Groups the forward ops of each function by a layer key taken from their
    locations (a regex with one capture group over the names in `NameLoc`s,
    also inside `FusedLoc`s) and wraps each contiguous layer, or every `every`
    consecutive layers, in a `remat.checkpoint` with the given policy.
    With `sqrt=true` the group size is ⌈√L⌉ for L layers (Chen et al. 2016).
    With `skip-last=true` the last group gets no region: the backward starts
    with it, so recomputing it would run right after its forward, while its
    values are still live, and cost FLOPs without lowering the peak (as
    `jax.checkpoint` on every layer does; on the JAX bert and resnet_bn steps
    in IREE the peak stays within 0.1 % and a quarter / a third of the
    recomputation goes, docs/IREE.md).
    Operand-free ops (constants, `tensor.empty`) used in a layer are cloned
    into its region (right before their first use, so allocations keep their
    place and folding sees the values), except constants that hold a literal
    of more than `max-cloned-bytes` bytes: a non-splat `dense<...>` or
    `dense_resource<...>` tensor, bytes = elements x element bytes (i1 as one
    byte). Those are passed into the region as operands and stay defined once
    outside (moved in front of the region if defined inside the layer), so the
    IR grows by one operand, block argument and type per region that reads
    them, never by a copy of their data. Splats are always cloned (their text
    is one value). The default, 64 bytes (16 f32, 8 i64 values), keeps the
    small tables whose printed text is a few operand-and-type lists long
    cloned; above it a clone costs more text than the operand it replaces,
    and per region. Which way a constant goes changes neither the memory
    model (constants are globals, not heap buffers) nor the program's
    results.
    A result of the region is a primal output when the
    forward pass reads it after the region, a residual when only the
    gradient computation does. A layer whose ops are interleaved with another
    layer's is left alone, with a remark.

    Example: for ops located at `loc("layers.0.fc")`, `loc("layers.0.act")`,
    `loc("layers.1.fc")`, ... the pass creates one region per `layers.N`.
    Run `remat-apply-checkpoints` afterwards.
  }];
  let options = [
    Option<"pattern", "pattern", "std::string",
           /*default=*/"\"((layers?|h|blocks?)\\\\.?[0-9]+(\\\\.[0-9]+)?)\"",
           "Regex whose first capture group is the layer key of a location "
           "name">,
    Option<"every", "every", "unsigned", /*default=*/"1",
           "Number of consecutive layers per checkpoint region">,
    Option<"sqrt", "sqrt", "bool", /*default=*/"false",
           "Use ceil(sqrt(number of layers)) layers per region">,
    Option<"skipLast", "skip-last", "bool", /*default=*/"false",
           "Form no region for the last group of layers: the backward "
           "starts there, so its recomputation would run where its forward "
           "values are still live (recompute FLOPs that save no memory)">,
    Option<"policy", "policy", "::mlir::remat::PolicyKind",
           /*default=*/"::mlir::remat::PolicyKind::recompute_all",
           "Policy of the regions it forms",
           [{::llvm::cl::values(
             clEnumValN(::mlir::remat::PolicyKind::recompute_all,
                        "recompute_all", "recompute every forward value"),
             clEnumValN(::mlir::remat::PolicyKind::save_dots, "save_dots",
                        "keep matmul and convolution results"),
             clEnumValN(::mlir::remat::PolicyKind::save_dots_no_batch,
                        "save_dots_no_batch",
                        "keep matmul results without batch dimensions"))}]>,
    Option<"maxClonedBytes", "max-cloned-bytes", "uint64_t",
           /*default=*/"64",
           "Constants whose non-splat literal is larger than this many "
           "bytes are passed into regions as operands instead of cloned">
  ];
  let dependentDialects = ["::mlir::remat::RematDialect"];
  let statistics = [
    Statistic<"numRegions", "regions", "checkpoint regions formed">,
    Statistic<"numInterleaved", "interleaved-layers", "layer groups left alone because other ops are interleaved">,
    Statistic<"numPassedConstants", "passed-constants", "large constants passed into regions as operands">
  ];
}

def RematScanRemat : Pass<"remat-scan-remat"> {
  let summary = "Recompute a scan loop's stacked residuals in the backward loop";
  let description = [{
    Rematerialization across the iterations of a scan (`jax.lax.scan`
    through IREE's input conversion, a hand-written `scf.for` step): a
    forward `scf.for` from 0 to n in steps of 1 whose iteration i writes a
    residual into row i of a stacked `tensor<n x ...>` iter_arg, read back
    row by row by `tensor.extract_slice` (the backward loop). For each
    selected residual the stack is dropped, and where a row is read the
    part of the forward body that computes it is cloned, from that row of
    the carry (a kept stack that copies the carry, or a carry stack the
    pass adds to the forward loop), the iteration's index and values
    defined before the loop: the schedule `jax.checkpoint` on the scan body
    gives. Reads of the same row in the same block share one clone. The
    clone depends on the row, so code motion cannot hoist it back into the
    forward loop; the IR stays loops and its outputs are bit-identical.

    With `segments=k` the forward loop then keeps only every k-th carry
    (and none of its stacks): the backward loop becomes a loop over the
    n/k segments, last first, that re-runs the forward body of a segment
    from its checkpointed carry into stacks of k rows and then runs the
    segment's k backward iterations on them (the sqrt(n) schedule, as
    loops; after the residuals are recomputed, those stacks are the
    carry's). `inner-segments=k2` segments each segment's recomputation
    the same way (its every k2-th carry kept, sub-segments of k2 iterations
    recomputed before their backward iterations): k/k2 + n/k carries and
    k2 rows at a time, one more forward pass, still loops.

    `residuals` selects them: `all` (the default: every residual that can
    be recomputed; the others are kept, with a remark), `none`, or entries
    `L:K` (iter_arg K of the L-th scan loop in program order; an entry that
    cannot be recomputed is an error).

    `tail=t` first splits the scan loop and its backward loop at n - t: the
    last t iterations stack every residual into their own t rows (taped by
    the forward pass, read by the backward's first t iterations), and the
    residual choice and segments apply to the first n - t iterations only
    (revolve's schedules tape the last stretch: n - t iterations recomputed
    instead of n).

    `revolve=s` (after the residuals are recomputed: every stack is a carry
    stack) reverses the scan with Griewank and Walther's binomial schedule
    in s carry slots, the fewest recomputed iterations any schedule with s
    slots has: computed at compile time and stored as constant tables, the
    forward loop writes the first pass's checkpoints into a stacked
    `tensor<s x carry>`, and the backward loop walks the table's actions
    (restore a slot or the input, advance from x to y, checkpoint into a
    slot, reverse iteration x) through `scf.if` on the action, the forward
    and backward bodies as they were. Still two loops, nothing unrolled.

    `front=p` first splits the scan loop and its backward loop at p (before
    `tail`): the first p iterations keep every stacked residual and, with
    `segments=k`, are re-run in segments of k from every k-th carry after
    the rest is reversed (taped stretches of k rows, allocated only while a
    stretch is reversed); the residual choice, `tail` and `revolve` apply
    to iterations p .. n - 1 (revolve's slots are freed before the front's
    stretches are taped: the oracle's schedule at low budgets, stored
    carries early and stretches of k rows late). A scan loop nested in a loop or in a
    `remat.checkpoint` region is an error unless `none` is selected.

    Example (4 iterations; the tanh stack is recomputed from the carry):

    ```mlir
    %f:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x, %hs = %e) ... {
      %t = math.tanh %h : tensor<8xf32>
      %s = tensor.insert_slice %t into %hs[%i, 0] [1, 8] [1, 1] ...
      scf.yield %t, %s ...
    }
    // the backward's read of row %j becomes
    %hj = tensor.extract_slice %f#1[%j, 0] [1, 8] [1, 1]  // the carry stack
    %tj = math.tanh %hj : tensor<8xf32>
    ```
  }];
  let options = [
    ListOption<"residuals", "residuals", "std::string",
               "Which stacked residuals to recompute: all (default), none, "
               "or L:K entries (iter_arg K of scan loop L)">,
    Option<"segments", "segments", "int64_t", "0",
           "Then keep only every k-th carry of each scan loop and recompute "
           "its segments of k iterations in the backward (0: off; k must "
           "divide the trip count; a loop where it cannot be done is an "
           "error)">,
    Option<"innerSegments", "inner-segments", "int64_t", "0",
           "Then segment each segment's recomputation again: keep every "
           "k2-th of its carries and recompute sub-segments of k2 "
           "iterations (nested segments; 0: off; needs segments=k, k2 "
           "must divide k)">,
    Option<"tail", "tail", "int64_t", "0",
           "First split each scan loop and its backward loop at n - t: the "
           "last t iterations keep every row the forward wrote (revolve's "
           "taped stretch), residuals and segments apply to the first "
           "n - t (0: off; a loop where it cannot be done is an error)">,
    Option<"revolve", "revolve", "int64_t", "0",
           "After the residuals are recomputed, reverse each scan loop with "
           "revolve's binomial schedule in s carry slots (a table of "
           "actions the backward loop walks; 0: off; 1 <= s < n; not with "
           "segments, except on the front)">,
    Option<"front", "front", "int64_t", "0",
           "First split each scan loop at p: the first p iterations keep "
           "their rows (re-run in segments=k after the rest is reversed); "
           "residuals, tail and revolve apply to the rest (0: off; "
           "0 < p < n)">
  ];
  let dependentDialects = ["::mlir::tensor::TensorDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::arith::ArithDialect"];
  let statistics = [
    Statistic<"numRecomputed", "recomputed-residuals",
              "stacked residuals recomputed in the backward">,
    Statistic<"numCloned", "cloned-ops", "forward body ops cloned">,
    Statistic<"numCarryStacks", "carry-stacks", "carry stacks added">,
    Statistic<"numSegmented", "segmented-loops", "scan loops given segments">,
    Statistic<"numNested", "nested-segments",
              "segmented loops whose segments were segmented again">,
    Statistic<"numTails", "taped-tails",
              "scan loops whose last iterations were taped apart">,
    Statistic<"numFronts", "taped-fronts",
              "scan loops whose first iterations were split apart">,
    Statistic<"numRevolved", "revolved-loops",
              "scan loops reversed by a revolve schedule">,
    Statistic<"numRevolveRecomputed", "revolve-recomputed-iterations",
              "forward iterations the revolve schedules run again">
  ];
}

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_PASSES_TD
