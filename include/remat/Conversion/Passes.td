//===- Passes.td ----------------------------------------- -*- tablegen -*-===//
//
// Conversions: remat barriers to IREE, and the preparations of remat's
// lowering pipelines.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_CONVERSION_PASSES_TD
#define REMAT_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def RematLowerBarriersToIREE : Pass<"remat-lower-barriers-to-iree"> {
  let summary = "Turn remat.barrier into IREE's util.optimization_barrier and drop remat";
  let description = [{
    Prepares a rematerialized training step as input for IREE
    (`iree-compile`). Run it where the CPU pipeline runs `remat-strip`: after
    `remat-apply-checkpoints` or `remat-auto`. Stripping the barriers is not
    enough for IREE: its own CSE and dispatch-region formation would merge
    every recomputation with the forward computation it repeats, and the
    peak would be the original one. IREE's `util.optimization_barrier`
    returns its operands unchanged and no IREE pass looks through it, so
    each `remat.barrier` becomes one:

    * **The pin is inside the barrier.** The recomputation reads the
      barrier's results, which exist only once the pin (a value of the
      gradient computation) does. That data dependence is the only thing
      that forbids IREE, which may schedule an op as soon as its operands
      exist, from computing the recomputation early, in the forward pass,
      where its result would be kept alive to the gradient computation
      again; a barrier over the inputs alone stops CSE but orders nothing.
      (IREE 3.13 keeps program order on the bundled steps: the same device
      peak without the pin. The pin makes it a guarantee.)
    * **Function arguments are not.** IREE gives every tensor a resource
      lifetime (`external` for function arguments and their reshapes,
      `constant` for constants, `transient` for computed values), and one
      `util.optimization_barrier` must carry a single lifetime (its results
      get one type; mixing fails to verify: "all of {operands, results} have
      same type"). The pin and the computed inputs share the transient
      lifetime. Arguments, constants and views of either get a barrier of
      their own per lifetime, without the pin (arguments exist from the
      start, so there is nothing to order): it only keeps IREE from merging
      a recomputation that reads nothing else (the first layer's, from the
      inputs and weights) with the forward computation. Measured on
      examples/transformer_train_step.mlir with per-layer checkpoints:
      18,638,404 B device peak with those barriers,
      29,397,060 B with `barrier-arguments=false` (which leaves them out
      altogether), 28,352,580 B for the original step.

    With `split-forward`, every computed forward value that a
    recomputation starts from (a checkpoint; data-free values excepted) gets
    a barrier of its own right after its definition, read by all its users:
    IREE ends an execution region there, so each forward segment is a region
    whose outgoing values share a slab of their own and are freed with the
    segment's gradient, instead of all residuals of a one-region forward
    staying until the first layer's gradient (docs/IREE.md, measured on JAX
    MLPs; `remat-prepare-iree-input` turns it on).

    With `hold-gradient` (default), the gradient computation's values that
    are defined before a pinned barrier and read after it (a layer's weight
    gradients, read only by the optimizer update at the end) go through that
    barrier too, and their later users read its results. IREE forms
    execution regions by placing each op with its consumers, so without this
    it sinks every layer's weight-gradient computation into the last region,
    and the recomputed activations and cotangents it reads stay alive until
    then: on the JAX GPT step, per-layer checkpoints kept three layers'
    recomputed activations at once (docs/IREE.md).

    A value the function returns is `external` to IREE as well (its usage
    analysis gives every operand of one barrier one lifetime, so a returned
    pin would make every input `external` and the next barrier that mixes
    one with a transient fails to verify in `iree-compile`): returned
    inputs go with the arguments, and a returned pin of transient inputs is
    replaced by the latest transient value of the same block between the
    pin and the barrier, which orders the recomputation at least as late.

    Effect-free ops whose results nobody reads are erased at the end: the
    forward copies of residuals that `remat-apply-checkpoints` rewired to
    their recomputation. IREE erases them too (its peak does not change);
    erased here, the IREE input holds only the work IREE runs, and
    `remat-report`'s FLOPs of it are IREE's.

    Non-tensor inputs stay out as well. Every other remat construct is
    removed: `remat.name` (replaced by its operand), unapplied
    `remat.checkpoint` regions (inlined, with a warning, as `remat-strip`
    does) and every `remat.*` attribute (`remat.cotangent`,
    `remat.budget`). The barrier is remat's registration of IREE's op
    (`RematIREEUtilDialect`: same name, operands and assembly), so remat
    does not link IREE and needs no `--allow-unregistered-dialect`;
    `iree-compile` parses the printed op as its own. See docs/IREE.md.

    ```mlir
    // func.func @f(%x: tensor<4xf32>, %w: tensor<4xf32>,
    //              %dy: tensor<4xf32> {remat.cotangent})
    %a = math.tanh %x : tensor<4xf32>
    ...
    %a2, %w2 = remat.barrier %a, %w after %g : tensor<4xf32>, tensor<4xf32>
        after tensor<4xf32>
    // becomes (%w is an argument: a barrier of its own)
    %p:2 = util.optimization_barrier %g, %a : tensor<4xf32>, tensor<4xf32>
    %q = util.optimization_barrier %w : tensor<4xf32>
    // uses of %a2 read %p#1, uses of %w2 read %q
    ```
  }];
  let dependentDialects = ["::mlir::remat::iree_util::IREEUtilDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
  let options = [
    Option<"barrierArguments", "barrier-arguments", "bool", /*default=*/"true",
           "Put the function arguments, returned values and constants that "
           "a recomputation reads in barriers of their own (one per resource "
           "lifetime, no pin); false leaves them out">,
    Option<"splitForward", "split-forward", "bool", /*default=*/"false",
           "Cut the forward computation into IREE execution regions after "
           "each value a recomputation starts from (a barrier of its own), "
           "so that each segment's residuals get their own slab">,
    Option<"cleanCuts", "clean-cuts", "bool", /*default=*/"false",
           "With split-forward, cut only after checkpoints where every "
           "value the segment passes to later forward ops is needed by the "
           "gradient computation too (no short-lived activation trapped in "
           "the segment's outgoing slab)">,
    Option<"holdGradient", "hold-gradient", "bool", /*default=*/"false",
           "Carry the gradient computation's values that are defined before "
           "a pinned barrier and read after it through that barrier, so "
           "that IREE computes them where the program does (it otherwise "
           "sinks the weight gradients, and the activations they read, "
           "into the last execution region)">
  ];
  let statistics = [
    Statistic<"numBarriers", "barriers", "remat.barrier ops rewritten">,
    Statistic<"numIREEBarriers", "iree-barriers",
              "util.optimization_barrier ops created">,
    Statistic<"numPinned", "pinned-values",
              "values passed through util.optimization_barrier (pins "
              "included)">,
    Statistic<"numForwardCuts", "forward-cuts",
              "forward values given a barrier of their own (split-forward)">,
    Statistic<"numLeftOut", "left-out-values",
              "barrier values left out (non-tensors; arguments and "
              "constants with barrier-arguments=false)">,
    Statistic<"numDataFree", "data-free-values",
              "tensor.empty / constant fills left out of the barriers">,
    Statistic<"numCopies", "in-place-copies",
              "in-place uses of a value that reaches two barriers given a "
              "copy of their own">,
    Statistic<"numDeadOps", "dead-ops",
              "effect-free ops nobody reads, erased (forward copies of "
              "recomputed residuals)">,
    Statistic<"numHeld", "held-gradient-values",
              "gradient values carried through a pinned barrier "
              "(hold-gradient)">,
    Statistic<"numMovedPins", "moved-pins",
              "returned pins (external to IREE) replaced by the latest "
              "transient value before the barrier">
  ];
}

def RematSplitEmptyTensors : Pass<"remat-split-empty-tensors"> {
  let summary = "Give each user of a tensor.empty (or of a shared fill of "
                "one) its own copy, placed right before it";
  let description = [{
    One-shot bufferization allocates one buffer per `tensor.empty`, where the
    op stands, and writes every destination-style use of it into that buffer
    unless that would overwrite a value still needed. Exporters such as
    torch-mlir create one `tensor.empty` per shape and use it as the
    destination of many ops, in the forward pass and in the gradient
    computation alike; the shared buffer then stays allocated from the first
    forward use to the last backward use, holding values nobody reads any
    more, and forward values that the gradient reads go to fresh buffers
    instead (bufferization decides from the last use backwards).

    This pass replaces the operand of every user of a `tensor.empty` with
    its own copy of the op, inserted right before the user (before the
    user's ancestor in the `tensor.empty`'s block when the use is nested in
    a region, so that no allocation moves into a loop body), and erases the
    original. A `tensor.empty`'s contents are undefined, so the program
    computes the same values; each buffer is then allocated where it is
    first written and freed after its last read, which is what remat's
    memory analysis models (`MemoryAnalysis.h`). A `tensor.empty` with one
    user right after it is left alone.

    Sharing also let one-shot bufferization reuse memory: an elementwise op
    writing into the shared buffer overwrote an input that died there (a
    batch norm's centred input, then its normalised output). So a user of
    a `tensor.empty` (shared or its own: a backward GELU or SiLU chain
    where each op has its own would otherwise allocate a buffer per op
    while its inputs are live) that reads, element by element and with the
    same type, an input that nothing reads afterwards (a linalg op with
    parallel loops only, identity maps for that input and the destination,
    a payload that ignores the destination; the input a result of a linalg
    or elementwise op whose every other use is a read-only input before it)
    writes into that input instead (`getDyingElementwiseInput`), and
    one-shot bufferization updates it in place.

    The same holds for a `linalg.fill` of a `tensor.empty` whose result is
    used by several ops (torch-mlir fills one zero tensor per shape and
    passes it as the initial value of every matmul of that shape, forward
    and backward): its buffer stays allocated from the fill to the last
    user, and every user that writes into it copies it first. Each user of
    such a fill gets its own `tensor.empty` and `linalg.fill`, inserted
    right before it (before its ancestor, as above); the original fill is
    erased. The program computes the same values, and the new fill takes
    the place of the copy (measured on torch-mlir's 16-layer MLP step,
    docs/Conventions.md).

    It runs inside remat's bufferization
    prefix, right before one-shot bufferization; after it, CSE would merge
    the copies again.

    ```mlir
    %e = tensor.empty() : tensor<4xf32>
    %a = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    ...
    %b = linalg.generic ... outs(%e : tensor<4xf32>)
    // becomes
    %e = tensor.empty() : tensor<4xf32>
    %a = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    ...
    %e_0 = tensor.empty() : tensor<4xf32>
    %b = linalg.generic ... outs(%e_0 : tensor<4xf32>)
    ```
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect",
                           "::mlir::linalg::LinalgDialect"];
  let statistics = [
    Statistic<"numFillCopies", "fill-copies",
              "copies of a shared linalg.fill (with its tensor.empty) "
              "inserted before a user">,
    Statistic<"numCopies", "empty-tensor-copies",
              "tensor.empty ops inserted before a user">,
    Statistic<"numReused", "dying-inputs-reused",
              "users of a tensor.empty made to write into a dying "
              "input">,
    Statistic<"numErased", "empty-tensors-erased",
              "shared, distant or reused tensor.empty ops replaced">
  ];
}

def RematElementwiseToLinalg : Pass<"remat-elementwise-to-linalg"> {
  let summary = "convert-elementwise-to-linalg without the dialect conversion "
                "framework";
  let description = [{
    Rewrites every elementwise-mappable op on ranked tensors into a
    `linalg.generic` with upstream's own pattern
    (`populateElementwiseToLinalgConversionPatterns`), applied once to each
    such op found by a walk. The result is upstream's
    `convert-elementwise-to-linalg`: that pass runs the same pattern through
    `applyPartialConversion`, whose bookkeeping (a rewrite log, legality
    checks of every op, the materialisation phase) cost 13 % of the memory
    analysis of a 100k-op step, for a rewrite that cannot fail or need a
    rollback (the pattern matches exactly the ops the conversion marks
    illegal and always succeeds on them).
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numConverted", "converted",
              "elementwise ops rewritten into linalg.generic">
  ];
}

def RematCanonicalize : Pass<"remat-canonicalize"> {
  let summary = "canonicalize, with region simplification only where a "
                "region has several blocks";
  let description = [{
    Runs upstream's `canonicalize` on the op. Its region simplification
    (unreachable blocks, region DCE) walks every region after every
    iteration of the rewrite driver: on a 100k-op step, where each
    `linalg.generic` has a region, that was 14 % of the memory analysis.
    Where every region of the op has at most one block it can only erase
    trivially dead ops, which the rewrite driver erases itself, so there it
    runs with `region-simplify=disabled` (same output); anywhere else with
    upstream's default.
  }];
  let statistics = [
    Statistic<"numSimplified", "with-region-simplification",
              "runs that needed region simplification (a region with "
              "several blocks)">
  ];
}

def RematElementwiseDestinations : Pass<"remat-elementwise-destinations"> {
  let summary = "Decide where elementwise ops write before one-shot "
                "bufferization, so that its analysis stays linear";
  let description = [{
    `convert-elementwise-to-linalg` makes every elementwise op a
    `linalg.generic` whose destination is its first input of the result's
    type. One-shot bufferization then decides for each such op whether it
    may overwrite that input. A long chain of ops that all do (a gradient
    multiplied through hundreds of layers) puts every value of the chain in
    one alias set, and each decision checks every read against every write
    of the set: cubic in the chain's length (a 2,000-layer chain took
    minutes; docs/Scaling.md). This pass makes the decisions first, where
    they can be proved from the IR, and leaves upstream's analysis nothing
    to search:

    * the destination is read again after the op (an input of a later linalg
      op of the same block that its payload reads) or is an argument marked
      `bufferization.writable = false` (remat-run and the memory replay mark
      every argument so): bufferization could not write into it; the op gets its own `tensor.empty` (the allocation
      bufferization would have made, without a copy, since the payload
      ignores the destination);
    * the destination dies at the op (every other use an input of a linalg
      op before it in the same block) and is a fresh buffer (the result of a
      linalg op whose destination is a `tensor.empty`, or a `linalg.fill` of
      one, used by it alone): bufferization would write in place; the op
      gets its own `tensor.empty` too and is marked
      (`__remat_reuse_input__`), and `remat-reuse-dying-inputs` writes it
      into the input's buffer after bufferization.

    Only ops directly in a single-block function body with static shapes,
    parallel loops and identity maps are decided; anything else is left to
    upstream's analysis. The buffers are the ones upstream's analysis
    chooses on these ops, so the peak does not change.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numOutOfPlace", "out-of-place",
              "destinations read later, replaced by a tensor.empty">,
    Statistic<"numInPlace", "in-place",
              "dying destinations replaced by a tensor.empty and marked for "
              "reuse after bufferization">
  ];
}

def RematReuseDyingInputs : Pass<"remat-reuse-dying-inputs"> {
  let summary = "After bufferization, write each op marked by "
                "remat-elementwise-destinations into its dying input";
  let description = [{
    The second half of `remat-elementwise-destinations`: each
    `linalg.generic` marked `__remat_reuse_input__ = i` writes into the
    buffer of its `i`-th input instead of the `memref.alloc` made for it,
    which is erased. The rewrite needs the shapes the first half proved:
    the output a `memref.alloc` of the input's type used by the op and by
    later ops of its block only (the readers of the result), the
    input a `memref.alloc` of the same block whose every use is a linalg op
    at or before the op. A marked op without them keeps its buffer (counted
    as `not-reused`). The mark is removed either way.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
  let statistics = [
    Statistic<"numReused", "reused", "ops written into their dying input">,
    Statistic<"numNotReused", "not-reused",
              "marked ops left with their own buffer">
  ];
}

def RematFreshLoopInits : Pass<"remat-fresh-loop-inits"> {
  let summary = "Copy each dying loop-made scf.for init into a fresh tensor "
                "before one-shot bufferization, so that its analysis stays "
                "linear in the number of loops";
  let description = [{
    Consecutive loops that carry a value from one to the next (the hidden
    state of a sequence of scans, the gradient through their reverse loops)
    are one alias set for one-shot bufferization: each loop's init is
    decided in place, the set grows with every loop, and each decision
    checks every read and write of the set (superlinear in the number of
    loops; docs/Scaling.md). An init of an `scf.for` directly in a
    single-block function body that

    * is a result of an earlier `scf.for` of that block that runs at least
      once (static trip count) and yields for it a value in a buffer its body allocates (a linalg result whose destination chain starts at a `tensor.empty` of the body),
      and
    * dies at the loop (every other use an input of a linalg op before the
      loop in the same block),

    is replaced by a `linalg.copy` of it into a `tensor.empty`, marked
    `__remat_fresh_init__`: upstream's analysis then starts a new alias set
    at every loop. `remat-reuse-loop-inits` removes the copy after
    bufferization where the buffers prove it, and the loop gets the buffer
    upstream's in-place decision gives it.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numCopied", "copied-inits",
              "loop inits copied into a fresh tensor and marked">
  ];
}

def RematReuseLoopInits : Pass<"remat-reuse-loop-inits"> {
  let summary = "After bufferization, give each loop marked by "
                "remat-fresh-loop-inits its init's own buffer";
  let description = [{
    The second half of `remat-fresh-loop-inits`: each `linalg.copy`
    marked `__remat_fresh_init__` is erased with its target `memref.alloc`,
    whose users take the copy's source instead, when the buffers show that
    this is the in-place write upstream would make: the target a
    `memref.alloc` of the copy's block (same type as the source) used only
    by the copy and by later ops of the block; the source a result of an
    `scf.for` of that block with a static trip count of at least 1 that
    yields, as that result only, a `memref.alloc` of its body used there by
    linalg ops, loads, stores and copies alone (a buffer nothing else
    aliases), and used after the loop only by such ops before the copy. A
    marked copy without them stays (counted as `not-reused`). The mark is
    removed either way.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
  let statistics = [
    Statistic<"numReused", "reused", "loops given their init's buffer">,
    Statistic<"numNotReused", "not-reused", "marked copies left in place">
  ];
}

def RematHandOverLoopInits : Pass<"remat-hand-over-loop-inits"> {
  let summary = "Hand a buffer that only initialises a loop to the loop";
  let description = [{
    Runs between ownership-based buffer deallocation and the lowering of
    `bufferization.dealloc`. Ownership-based deallocation passes a loop its
    inits without ownership (the ownership iteration argument starts
    `false`) and frees them after the loop, so a buffer that only starts
    the loop (a scan's input copy, the seed of a backward loop's cotangent,
    revolve's first advanced carry) is held through every iteration,
    although the body frees each later carried buffer as soon as it is
    replaced. A `memref.alloc` in the loop's block that is used only by
    result-less ops before the loop (the ops that fill it), by the loop
    once as an init, and by one `bufferization.dealloc` after the loop under
    condition `true` that retains no alias of it (only other allocations),
    where the body frees that iteration argument under an ownership
    iteration argument whose init is `false`, is handed to the loop: the
    ownership init becomes `true` and the buffer leaves the later dealloc.
    The body then frees it when it is replaced (the first iteration that
    yields another buffer); if the loop does not run, the loop's result is
    that buffer, owned, and the dealloc that frees the result frees it.

    A buffer carried in from another loop is handed over the same way under
    the condition it is owned by: the result of an earlier `scf.for` of the
    block (a taped tail's backward loop handing its cotangent to the head's
    loop over the segments), or an iteration argument of the `scf.for`
    whose body is the block (a segment's backward loop starting from the
    cotangent the loop over the segments carries), read by nothing but the
    loop and freed after it through its strided metadata's base buffer by
    one dealloc, under a condition known before the loop: the loop's
    ownership init becomes that condition. Loops are visited outer first,
    so that an outer loop is handed its own init while its body still frees
    the carried buffer.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect"];
  let statistics = [
    Statistic<"numHandedOver", "handed-over-inits",
              "loop inits whose ownership was handed to the loop">
  ];
}

def RematSplitDeallocs : Pass<"remat-split-deallocs"> {
  let summary = "Give each distinct buffer of a bufferization.dealloc "
                "its own dealloc, in linear time";
  let description = [{
    Ownership-based buffer deallocation ends a straight-line function with
    one `bufferization.dealloc` that lists every buffer the function
    allocated and retains every returned buffer. Upstream's
    `buffer-deallocation-simplification` splits it with pairwise alias
    queries, which is quadratic in the number of allocations: on a
    2,000-layer training step it takes minutes, and remat's memory analysis
    runs it on every candidate plan. This pass performs the same rewrites
    first, where aliasing is decided by construction instead of by search:
    each operand is traced through view-like ops (and the base buffer of
    `memref.extract_strided_metadata`) to its root, and a root that is the
    result of a `memref.alloc` in the function cannot alias any other root.
    A loop's result has the root of its init when the body yields its
    iteration argument, else the roots of what the body yields there (a
    buffer it allocates stands for the last iteration's; an iteration
    argument of the loop stands for that position's init and, again, what
    the body yields there), plus its init's unless the loop has a static
    trip count of at least one; an `scf.if` result has the roots
    of both branches (a `bufferization.clone` is a fresh allocation too).
    Inside a loop body or a branch (a region of one block), an argument of
    that block (a loop's carried buffer) is a root too: it may be any buffer
    that existed when the block was entered, but none allocated inside the
    region since. For a `bufferization.dealloc` (in the function body or in
    such a region: each loop iteration frees the buffer it was handed and
    what it allocated) whose every operand (deallocated and retained) has
    roots that are such allocations, entry-block arguments or region
    arguments:

    * a deallocated buffer with one root that no other operand reaches
      (an allocation, or a region argument whose other roots are all
      allocations made inside its region), and that no other root can be
      at run time, gets
      its own `bufferization.dealloc (%m) if (%c)` right before the op,
      with its condition (as upstream's simplification splits it);
    * a deallocated buffer that is also retained as the same value, and
      whose allocation no other operand reaches, is dropped from both lists;
      the retained value's updated condition becomes its condition.

    It works on every function in the op it is scheduled on (like the other
    per-function passes of remat). Everything else (operands of unknown
    origin, allocations reached twice) is left to upstream's
    simplification,
    which then sees only the remainder. The output of the deallocation
    pipeline is the same with and without this pass, except for loop results:
    upstream lets a loop result alias its init, so it keeps them in one
    dealloc lowered to a runtime alias check (a helper call and five small
    index arrays); split here, each lowers to one `scf.if`. Peaks are equal.

    ```mlir
    %0:2 = bufferization.dealloc (%a, %b, %r : ...) if (%true, %true, %c)
                                 retain (%r : ...)
    // becomes
    bufferization.dealloc (%a : ...) if (%true)
    bufferization.dealloc (%b : ...) if (%true)
    // and uses of %0#0 become %c
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect"];
  let statistics = [
    Statistic<"numSplit", "split-memrefs",
              "deallocated buffers given their own bufferization.dealloc">,
    Statistic<"numRetainedDropped", "dropped-retained",
              "buffers dropped from a dealloc that also retains them">
  ];
}

def RematDeallocAfterLastUse : Pass<"remat-dealloc-after-last-use"> {
  let summary = "Move each memref.dealloc right after the buffer's last use";
  let description = [{
    Upstream's ownership-based buffer deallocation frees buffers at the end
    of the block that owns them, so every buffer of a straight-line training
    step would stay alive to the end and rematerialization could never lower
    the peak. This pass moves each `memref.dealloc` of a buffer allocated by
    `memref.alloc` in the same block to just after the last operation of that
    block that uses the buffer or any of its aliases (computed with
    `BufferViewFlowAnalysis`). Deallocations whose buffer may flow out of the
    block, or that are not in the allocating block, are left where they are.
    A conditional free that ownership-based deallocation writes for a loop's
    result or a body's previous carry (`scf.if %owned { memref.dealloc
    %base }`) moves after the last reader in its block of every value the
    buffer may be; a buffer that only initialises a loop (written before it,
    freed after it) is handed to the loop (its ownership flag starts true),
    so that the body frees it after the first iteration. The last readers
    of what a conditional free may free are found from the alias graph's
    order for all such frees of a function at once (linear in the graph)
    where that order proves them, by resolving the alias sets otherwise.

    ```mlir
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%c : f32) outs(%a : memref<4xf32>)
    linalg.copy ins(%a : memref<4xf32>) outs(%out : memref<4xf32>)
    %b = memref.alloc() : memref<4xf32>
    ...
    memref.dealloc %a : memref<4xf32>
    // becomes: the dealloc of %a directly after the linalg.copy
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
  let statistics = [
    Statistic<"numMoved", "moved-deallocs", "memref.dealloc ops moved up to the last use of their buffer">,
    Statistic<"numTransferred", "transferred-inits", "loop inits whose ownership was handed to the loop">,
    Statistic<"numIndexed", "indexed-conditional-frees", "conditional frees whose last reader the alias graph's order gave">,
    Statistic<"numWalked", "walked-conditional-frees", "conditional frees whose last reader was found by resolving alias sets">
  ];
}

def RematCheckLLVMLowering : Pass<"remat-check-llvm-lowering", "ModuleOp"> {
  let summary = "Fail if the host code is not fully lowered to LLVM";
  let description = [{
    The last pass of `remat-lower-to-cpu` and `remat-lower-to-nvvm`.
    Upstream's `reconcile-unrealized-casts` leaves a cast it cannot fold in
    place, and an op a conversion did not handle stays as it was; either
    way the pipeline succeeded and `mlir-translate --mlir-to-llvmir` failed
    later. This pass emits an error at every
    `builtin.unrealized_conversion_cast` and every op outside the LLVM
    dialect left in the module's host code (ops inside `gpu.binary`,
    `gpu.module` and the module structure itself are fine), naming the op
    and its types, so the pipeline fails where the problem is.
  }];
  let statistics = [
    Statistic<"numLeftovers", "leftover-ops",
              "ops left outside the LLVM dialect">
  ];
}

def RematImportIREEInput : Pass<"remat-import-iree-input", "::mlir::ModuleOp"> {
  let summary = "Turn IREE's StableHLO input conversion into upstream MLIR remat reads";
  let description = [{
    The JAX front end (`python -m remat.jax import`, docs/JAX.md) converts a
    StableHLO training step with IREE's own input conversion
    (`iree-compile --iree-input-type=stablehlo --compile-to=input
    --mlir-print-op-generic`): linalg-on-tensors, tensor, arith and math,
    inside a few IREE ops that no upstream or remat dialect has. remat does
    not link IREE, so the module is parsed with unregistered dialects allowed
    (the IREE ops in generic form) and this pass rewrites them by name:

    * `util.func` / `util.return` / `util.call` become `func.func` /
      `func.return` / `func.call` (name, type, visibility, argument and result
      attributes and the body are kept; the body's locations, JAX's name
      stack and source lines, are untouched, so `remat-outline-checkpoints`
      finds the layers JAX named).
    * `iree_linalg_ext.scatter` (the backward of an integer gather: `x[ids]`,
      `take_along_axis`, integer-label cross-entropy) becomes a nest of
      `scf.for` loops, one per dimension of the updates, row-major, carrying
      the result tensor: each update element is combined with the current
      element by the scatter's own region (`tensor.extract`, the region's ops,
      `tensor.insert`), guarded by a bounds check that drops out-of-bounds
      updates. The updates are applied in IREE's order (its scalar
      implementation walks the same loops; a non-unique index makes the first
      loop a reduction, so IREE does not reorder it), so float sums come out
      in the same order and the result is the same bits; remat only ever
      recomputes the whole nest, which reads its inputs and writes only its
      own result.
      With `keep-scatter`, the scatter stays as it is (remat registers it:
      `RematIREELinalgExtDialect`), for a step that goes to IREE only: IREE
      compiles it into one dispatch where the loops, run on IREE's host, cost
      it memory (docs/IREE.md).
    * `util.optimization_barrier` (what `jax.checkpoint` / `nn.remat` leave;
      IREE splits JAX's one barrier per checkpoint into a run of consecutive
      barriers with its location, which count as one) is the user's
      checkpoint choice, read by `jax-checkpoint`:
      `replan` (default) drops it: its results are its operands, JAX's
      recomputation behind it is a copy of forward ops that CSE then merges,
      and `remat-auto` replans the whole step under its own budget.
      `honour` makes each JAX barrier one `remat.barrier %inputs after %pin`
      (remat's form of an applied checkpoint): the inputs are the values the
      recomputation starts from, the pin is the latest cotangent among the
      operands (a value of the gradient computation, by the step's gradient
      split, computed from data), so the recomputation stays in the backward
      exactly where JAX put it and `remat-auto` plans only the rest. A barrier
      that cannot be read so is an error (inside a loop, no gradient
      computation, no cotangent operand). Either way the function gets
      `remat.jax_checkpoint = {mode, checkpoints}` (remat-report says it) and
      a remark, and the statistics `barriers` / `honoured-checkpoints` count.

    * An op of an inlined JAX function (`jax.nn.relu`, `log_softmax`, ...)
      has IREE's inliner's location `callsite(callee at caller)`, where only
      the caller names the layer (`jit(step)/jvp(blocks.0)/jit(relu)`); it
      gets a name location with the joined name stack
      (`jit(step)/jvp(blocks.0)/jit(relu)/max`) around that location, so that
      layer keys see its layer and do not find the layer interleaved with
      unnamed ops (statistic `named-call-sites`).

    Any other op of an unregistered dialect, or of IREE's dialects (`util`,
    `iree_*`, `flow`, `hal`, `stream`), is an error that names the op, JAX's
    name stack and the Python source line of the location.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::remat::RematDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
  let options = [
    Option<"keepScatter", "keep-scatter", "bool", /*default=*/"false",
           "Keep iree_linalg_ext.scatter (registered by remat) instead of "
           "rewriting it into scf.for loops: for a step that goes to IREE, "
           "which compiles its own scatter into one dispatch; remat-run "
           "cannot run it">,
    Option<"jaxCheckpoint", "jax-checkpoint", "::mlir::remat::JaxCheckpointMode",
           /*default=*/"::mlir::remat::JaxCheckpointMode::replan",
           "What jax.checkpoint's barriers become",
           [{::llvm::cl::values(
             clEnumValN(::mlir::remat::JaxCheckpointMode::replan, "replan",
                        "dropped: remat-auto replans the whole step"),
             clEnumValN(::mlir::remat::JaxCheckpointMode::honour, "honour",
                        "remat.barrier after the cotangent: JAX's "
                        "recomputation kept, remat-auto plans the rest"))}]>
  ];
  let statistics = [
    Statistic<"numFunctions", "functions", "util.func ops turned into func.func">,
    Statistic<"numScatters", "scatters", "iree_linalg_ext.scatter ops turned into scf.for nests">,
    Statistic<"numKeptScatters", "kept-scatters", "iree_linalg_ext.scatter ops kept (keep-scatter)">,
    Statistic<"numBarriers", "barriers", "util.optimization_barrier ops read (dropped or honoured)">,
    Statistic<"numHonoured", "honoured-checkpoints",
              "jax.checkpoint barriers turned into remat.barrier (honour)">,
    Statistic<"numNamedCallSites", "named-call-sites",
              "ops of inlined JAX functions given their caller's name stack">
  ];
}

#endif // REMAT_CONVERSION_PASSES_TD
