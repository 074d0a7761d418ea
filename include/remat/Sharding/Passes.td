//===- Passes.td ----------------------------------------- -*- tablegen -*-===//
//
// Sharded training steps: annotate and partition a single-device step over
// a grid of MPI processes, and lower the partitioned step's collectives to
// MPI (docs/Sharding.md).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SHARDING_PASSES_TD
#define REMAT_SHARDING_PASSES_TD

include "mlir/Pass/PassBase.td"

def RematShard : Pass<"remat-shard", "ModuleOp"> {
  let summary = "Partition a single-device training step over N MPI processes";
  let description = [{
    Annotates every function with a body with upstream `shard.shard` ops on
    a 1-d grid `@remat_grid` of `ranks` processes and partitions it with
    upstream's `sharding-propagation{traversal=forward-backward}` and
    `shard-partition` (the default traversal crashes once a gradient result
    is annotated). With `strategy=dp` (data parallel) per-example data
    arguments are split on their first axis (the batch), parameters and the
    loss cotangent are replicated, and the loss and every gradient are
    replicated results: the partitioner all-reduces them.

    Which arguments are parameters follows docs/Conventions.md: arguments
    marked `remat.parameter` or `remat.data` are what they say; otherwise
    the gradients (every result after the loss) must match, type for type
    and in order, exactly one run of consecutive unmarked arguments: those
    are the parameters, and the other unmarked arguments (except the
    cotangent and the seed) are per-example data, all with the same first
    dimension (the batch, a multiple of `ranks`). Anything else is an error
    that says how to annotate the step.

    After partitioning, a replicated value the partitioner computes whole
    and then slices (a bias broadcast to the batch; under fsdp an optimizer
    update) is computed on the slice, and with `fold-transposes` matmuls
    read transposed operands through their indexing maps instead of
    transposed copies (docs/Sharding.md). With `reuse-dying-inputs` the
    step is marked `remat_reuse_dying_inputs`: in remat's lowering (and its
    memory model) an elementwise op writes into an input that dies there
    even when its destination is a `tensor.empty` of its own.

    An op with regions and no sharding interface (the `scf.for` scatter-adds
    of a JAX step's integer-label cross-entropy and embedding backward) runs
    whole on every rank: what it reads is gathered, what it returns is
    replicated. A structured op upstream's model refuses for its compound
    indexing (a convolution, a pooling) is split on the loops that index
    every tensor plainly (batch, channels).

    The partitioned step's split arguments carry `remat.split = 0`, which
    the runners read to hand each rank its slice of the inputs.
  }];
  let options = [
    Option<"strategy", "strategy", "std::string", "\"dp\"",
           "How to split the step: dp (data parallel: batch split, "
           "parameters replicated, gradients all-reduced) or fsdp (also "
           "parameters and their gradients split on their first axis, "
           "gathered at each use, gradients reduce-scattered)">,
    Option<"ranks", "ranks", "int64_t", "2",
           "Number of MPI processes (the grid's size)">,
    Option<"gatherFlopsPerByte", "gather-flops-per-byte", "double", "1000.0",
           "fsdp: what remat-auto charges for each byte a process receives "
           "when it gathers a parameter again for a recomputed layer, in "
           "FLOPs: the device's FLOP/s over the link's bytes/s (default "
           "1000: about 50 TFLOP/s over a 50 GB/s link)">,
    Option<"foldTransposes", "fold-transposes", "bool", "true",
           "Make matmuls and batch matmuls read a transposed weight or "
           "activation through their indexing maps instead of a transposed "
           "copy (a PyTorch export's x @ W^T; under fsdp the copy of a "
           "gathered weight; attention's P^T and K^T)">,
    Option<"chunkGathers", "chunk-gathers", "::mlir::remat::ChunkMode",
           "::mlir::remat::ChunkMode::automatic",
           "fsdp: a matmul that reads a parameter gathered whole reads it "
           "one shard at a time instead (a broadcast from the shard's "
           "owner per shard, the products accumulated in the matmul's own "
           "order: bit-identical), so one shard, not the whole weight, is "
           "live (auto, the default: on under fsdp; true under dp: an "
           "error)", [{::mlir::remat::getChunkModeValues()}]>,
    Option<"chunkScatters", "chunk-scatters", "::mlir::remat::ChunkMode",
           "::mlir::remat::ChunkMode::automatic",
           "fsdp: a weight gradient a matmul computes whole before its "
           "reduce_scatter is computed and reduce-scattered one N-th at a "
           "time (the rows each rank's part of the scatter needs), so the "
           "whole unreduced gradient is never live (auto, the default: on "
           "under fsdp; true under dp: an error)",
           [{::mlir::remat::getChunkModeValues()}]>,
    Option<"gatherParts", "gather-parts", "int64_t", "1",
           "With chunk-gathers: each shard broadcast in this many pieces of "
           "consecutive rows (one piece of a shard live at a time; the "
           "products accumulated in the same order: bit-identical); a shard whose "
           "rows it does not divide is broadcast whole">,
    Option<"scatterParts", "scatter-parts", "int64_t", "1",
           "With chunk-scatters: each N-th of a weight gradient computed and "
           "reduce-scattered in this many parts (a part and its scattered "
           "piece this many times smaller); a gradient whose rank share N times "
           "this does not divide is scattered in N parts">,
    Option<"reuseDyingInputs", "reuse-dying-inputs", "bool", "true",
           "Mark the partitioned step remat_reuse_dying_inputs: an "
           "elementwise op with a tensor.empty of its own writes into an "
           "input that dies there (backward GELU / SiLU chains), in the "
           "lowering and in remat's memory model alike">,
    Option<"fuseElementwise", "fuse-elementwise", "bool", "true",
           "Fuse elementwise chains (GELU / SiLU backward): a "
           "linalg.generic one elementwise generic reads is fused into it "
           "where that keeps no more bytes live, one several read is "
           "computed again inside a reader whose inputs are live there "
           "anyway (a forward value is then not kept for the backward "
           "pass); a producer read broadcast is not fused (it would be "
           "computed once per element); where no single fusion frees memory, a "
           "whole tree of generics is fused if what it reads from outside "
           "takes no more bytes than its results (its duplicate inputs "
           "merged); the same scalar operations in the same order: "
           "bit-identical">,
    Option<"inPlaceAllReduce", "in-place-all-reduce", "bool", "true",
           "An all-reduce whose input dies there (a dp gradient's) reduces "
           "in place (MPI_IN_PLACE: the input's buffer receives the sum, "
           "the same MPI reduction) instead of into a fresh buffer; false "
           "marks the step remat_out_of_place_all_reduce">,
    Option<"splitBatch", "split-batch", "int64_t", "0",
           "Compute the gradient computation's batch reductions (weight "
           "gradients X^T dY, bias gradients) in this many row blocks of "
           "the rank's batch where that frees a whole operand (as "
           "remat-split-batch{blocks=N}; 0, the default: off)">,
    Option<"splitRecompute", "split-recompute", "unsigned", "3",
           "With split-batch: the most row-local ops a forward value may "
           "take to compute from the arguments for its block to be "
           "computed again in every block (as remat-split-batch's "
           "recompute)">,
    Option<"splitLayers", "split-layers", "unsigned", "1",
           "With split-batch: the most groups of reductions (layers) one "
           "set of blocks may compute (as remat-split-batch's layers)">,
  ];
  let dependentDialects = ["shard::ShardDialect", "tensor::TensorDialect",
                           "linalg::LinalgDialect", "arith::ArithDialect",
                           "scf::SCFDialect"];
  let statistics = [
    Statistic<"numData", "data-arguments",
              "Arguments split on the batch axis">,
    Statistic<"numParameters", "parameter-arguments",
              "Parameter arguments">,
    Statistic<"numCollectives", "collectives",
              "Collectives the partitioned step contains">,
    Statistic<"numSplitParameters", "split-parameters",
              "Parameters split on their first axis (fsdp)">,
    Statistic<"numGathers", "parameter-gathers",
              "Parameter all_gathers placed at their uses (fsdp)">,
    Statistic<"numScatters", "gradient-scatters",
              "Gradient all-reduce + slice pairs made reduce_scatters (fsdp)">,
    Statistic<"numShardUpdates", "shard-updates",
              "Elementwise ops computed on a slice instead of sliced after "
              "(a bias broadcast; under fsdp an optimizer update)">,
    Statistic<"numChunkedGathers", "chunked-gathers",
              "Parameter gathers whose matmuls read one shard at a time "
              "(fsdp, chunk-gathers)">,
    Statistic<"numChunkedScatters", "chunked-scatters",
              "Gradient reduce_scatters split into one per N-th of the "
              "gradient (fsdp, chunk-scatters)">,
    Statistic<"numFoldedTransposes", "folded-transposes",
              "Transposes whose matmuls read the source instead">,
    Statistic<"numReplicatedRegions", "replicated-regions",
              "Region ops (scf.for, ...) run whole on every rank (no sharding "
              "interface: their inputs gathered, their results replicated)">,
    Statistic<"numSplitStructured", "split-structured",
              "Structured ops with compound indexing (convolutions, "
              "pooling) split on their plain loops (batch, channels)">,
    Statistic<"numEmptyCollectives", "empty-collectives",
              "Gathers and slices of a tensor.empty replaced by one">,
    Statistic<"numFusedElementwise", "fused-elementwise",
              "Elementwise generics fused into a reader (computed again "
              "there where others read them too)">,
    Statistic<"numBatchBlockGroups", "batch-block-groups",
              "Groups of batch reductions computed in row blocks "
              "(split-batch)">,
  ];
}

def RematSplitBatch : Pass<"remat-split-batch"> {
  let summary = "Compute a training step's batch reductions in row blocks";
  let description = [{
    A weight gradient dW = X^T dY sums over the batch; computed whole it
    needs X and dY whole, and recomputation cannot free an op's own
    operands (the bundled MLP's sharded floors, docs/ShardingMemory.md). In each
    function with a gradient computation (docs/Conventions.md), the
    gradient ops that reduce over the batch (a `linalg.matmul` or
    `linalg.generic` with a reduction loop that every input it indexes
    reads as dimension 0 and the result does not index: X^T dY read
    through a transposed map, a bias gradient's column sum) are grouped by
    the values they read by rows (a layer's weight and bias gradients) and
    computed in `blocks` row blocks, at the group's first op:

    * an operand only the group reads, produced by a row-local op (its
      result's rows read only the same rows of its batch operands: an
      elementwise `linalg.generic`, a matmul whose rows are the batch, a
      column slice), is computed block by block, and so are its operands
      of that kind: the whole value never exists;
    * a forward value that at most `recompute` row-local ops compute from
      the function's arguments (a first layer's activation) is computed
      again in every block for the group, a block at a time;
    * anything else read by rows is read through a slice (a view).

    A group with nothing of the first two kinds is left alone. Each
    reduction accumulates block after block into its own initial value,
    so every element is summed over the batch in the whole op's order:
    bit-identical on remat's CPU lowering. Run by
    `remat-shard{split-batch=N}` after its other rewrites.
  }];
  let options = [
    Option<"blocks", "blocks", "int64_t", "2",
           "Row blocks of the batch (at least 2; a group whose batch it "
           "does not divide is left alone)">,
    Option<"recompute", "recompute", "unsigned", "3",
           "The most row-local ops (tensor.empty and fills not counted) a "
           "forward value may take to compute from the arguments for its "
           "block to be computed again in every block">,
    Option<"layers", "layers", "unsigned", "1",
           "The most groups of reductions (layers) one set of blocks may "
           "compute: a group whose blocks would read a gradient value an "
           "earlier group reduces (through a slice, so whole) takes that "
           "group in, and the value is computed in the blocks too">,
  ];
  let dependentDialects = ["tensor::TensorDialect", "linalg::LinalgDialect"];
  let statistics = [
    Statistic<"numGroups", "groups",
              "Groups of batch reductions computed in row blocks">,
    Statistic<"numBlockedOps", "blocked-ops",
              "Ops computed block by block instead of whole">,
  ];
}

def RematFSDPParts : Pass<"remat-fsdp-parts"> {
  let summary = "Cut a sharded fsdp step's chunked gathers and scatters finer";
  let description = [{
    On a step `remat-shard{strategy=fsdp}` wrote with its default one part
    (`gather-parts=1 scatter-parts=1`): each chunked gather's shard
    broadcasts (tagged `remat_fsdp_chunk`) and their matmuls are cut into
    `parts` pieces of consecutive rows, and each chunked scatter's parts
    into `parts` sub-parts: the IR `remat-shard{gather-parts=K
    scatter-parts=K}` writes, from the sharded step alone (a shard or share
    `parts` does not divide keeps its pieces, as there). Bit-identical:
    every piece accumulates over k in the whole matmul's order. Anything
    else (chunks with parts already, chunks another pass rewrote) is left
    as it is. remat-auto's `fsdp-parts-rescue` runs the same rewrite on a
    copy of the step when no plan meets the budget.
  }];
  let options = [
    Option<"parts", "parts", "int64_t", "2",
           "Pieces per shard broadcast and per scatter part (at least 2)">,
  ];
  let dependentDialects = ["tensor::TensorDialect", "linalg::LinalgDialect"];
  let statistics = [
    Statistic<"numGathers", "gathers",
              "Chunked matmuls (readers of a gathered weight) cut finer">,
    Statistic<"numScatters", "scatters",
              "Chunked reduce_scatters of a weight gradient cut finer">,
  ];
}

def RematShardToMPI : Pass<"remat-shard-to-mpi", "ModuleOp"> {
  let summary = "Lower a partitioned step's collectives to the mpi dialect";
  let description = [{
    Lowers what `shard-partition` leaves (`shard.all_reduce`,
    `shard.all_gather`, `shard.reduce_scatter`, `shard.all_slice`, process
    indices) to the `mpi`
    dialect, with three fixes to upstream's `convert-shard-to-mpi`:

    * **No communicator per collective.** Upstream splits MPI_COMM_WORLD
      (`MPI_Comm_split`, never freed) for every collective, so a process
      runs out of communicators after ~2,000 of them (a few hundred
      steps). A collective over every axis of the grid runs on the world
      communicator itself, which the world-size check below makes the
      grid's communicator; no communicator is ever created.
    * **A world-size check.** The grid's size is fixed when the step is
      partitioned; each function that communicates first compares
      `MPI_Comm_size(MPI_COMM_WORLD)` with it and aborts with a message
      naming both (`cf.assert`) instead of computing with the wrong slices.
    * **Failures fail.** Upstream leaves an op it cannot lower (all_gather,
      reduce_scatter, ...) in place and exits 0; here any shard op left
      over is an error naming it.

    An all-reduce whose input dies there (a dp gradient's, the loss's)
    reduces in place: `mpi.allreduce` with the input's buffer as both send
    and receive buffer, which `remat-lower-mpi-to-llvm` lowers to
    `MPI_Allreduce(MPI_IN_PLACE, ...)` (the same reduction, no second
    buffer; the memory model gives the result the input's buffer too);
    any other sends the input's buffer and receives into a fresh one (what
    upstream allocates, without its copy); a function marked
    `remat_out_of_place_all_reduce` (`remat-shard{in-place-all-reduce=false}`)
    always gets fresh ones. An all_gather along the
    first axis is `MPI_Allgather` and a reduce_scatter (sum, f32 or f64)
    along the first axis `MPI_Reduce_scatter_block` (`remat_mpi` ops: the
    mpi dialect has neither), each into a buffer of its result's size. A
    broadcast from one static root (fsdp's chunked gathers) copies its
    input into a buffer of its size, which `MPI_Bcast` (`remat_mpi.bcast`)
    overwrites on every other process. Otherwise, in terms of all-reduce:
    an all_gather writes the bits of this process's slice at its
    offset into zeros and ORs them over the grid (`MPI_BOR` on integers of
    the element's width: exact for every value, -0.0 and NaNs included); a
    reduce_scatter is the all-reduce of the whole tensor and this process's
    slice of it; an all_slice, which moves nothing, is this process's slice
    of the value it holds whole (upstream lowers none of the three: "failed
    to legalize"). The module gets
    `dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">` if it names no
    implementation (MPICH is what the project's setup installs). A module
    without shard ops is left alone.
  }];
  let dependentDialects = ["mpi::MPIDialect", "rmpi::RematMPIDialect",
                           "memref::MemRefDialect",
                           "bufferization::BufferizationDialect",
                           "cf::ControlFlowDialect", "arith::ArithDialect",
                           "DLTIDialect"];
  let statistics = [
    Statistic<"numAllReduces", "all-reduces", "all_reduce ops lowered">,
    Statistic<"numGathers", "all-gathers", "all_gather ops lowered">,
    Statistic<"numScatters", "reduce-scatters", "reduce_scatter ops lowered">,
    Statistic<"numBroadcasts", "broadcasts",
              "broadcast ops lowered (fsdp's chunked gathers)">,
    Statistic<"numSlices", "all-slices", "all_slice ops lowered (local slices)">,
    Statistic<"numAllToAll", "all-to-all",
              "all_to_all ops expanded to all_gather + all_slice">,
  ];
}

def RematLowerMPIToLLVM : Pass<"remat-lower-mpi-to-llvm", "ModuleOp"> {
  let summary = "Lower the mpi dialect to LLVM calls into MPICH";
  let description = [{
    Upstream's `mpi` to LLVM patterns (for the implementation the module's
    `dlti.map` names), plus `mpi.comm_size`, which upstream does not lower
    (the world-size check needs it; MPICH only), the `remat_mpi` ops, and
    an `mpi.allreduce` whose send and receive buffer are one buffer as
    `MPI_Allreduce(MPI_IN_PLACE, buf, ...)` (upstream would pass the buffer
    twice, which MPI forbids; one it cannot lower so, an element type
    without an MPICH datatype here or a reduction other than MPI_MAX to
    MPI_BXOR, is an error). Only `mpi` ops are converted; memref operands
    become descriptors that `finalize-memref-to-llvm` completes.
  }];
  let dependentDialects = ["LLVM::LLVMDialect", "rmpi::RematMPIDialect"];
}

#endif // REMAT_SHARDING_PASSES_TD
