//===- Passes.td - remat passes ----------------------------*- tablegen -*-===//
#ifndef REMAT_PASSES_TD
#define REMAT_PASSES_TD

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
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
  let statistics = [
    Statistic<"numMoved", "moved-deallocs", "memref.dealloc ops moved up to the last use of their buffer">
  ];
}

def RematSplitDeallocs : Pass<"remat-split-deallocs"> {
  let summary = "Give each distinct allocation of a function-level "
                "bufferization.dealloc its own dealloc, in linear time";
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
    For a `bufferization.dealloc` directly in the function body whose every
    operand (deallocated and retained) has a root that is such an
    allocation or an entry-block argument:

    * a deallocated buffer whose condition is the constant `true` and whose
      allocation no other operand reaches gets its own
      `bufferization.dealloc (%m) if (%true)` right before the op;
    * a deallocated buffer that is also retained as the same value, and
      whose allocation no other operand reaches, is dropped from both lists;
      the retained value's updated condition becomes its condition.

    It works on every function in the op it is scheduled on (like the other
    per-function passes of remat). Everything else (deallocs in nested
    regions, operands of unknown origin, allocations reached twice) is left
    to upstream's simplification,
    which then sees only the remainder. The output of the deallocation
    pipeline is the same with and without this pass; only its cost changes.

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
    a shared `tensor.empty` that reads, element by element and with the
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
              "users of a shared tensor.empty made to write into a dying "
              "input">,
    Statistic<"numErased", "empty-tensors-erased",
              "shared or distant tensor.empty ops replaced">
  ];
}

def RematGPUMatmulKernels : Pass<"remat-gpu-matmul-kernels", "ModuleOp"> {
  let summary = "Rewrite bufferized matmuls into shared-memory tiled gpu.launch ops";
  let description = [{
    Part of `remat-lower-to-nvvm`. Every `linalg.matmul` and
    `linalg.batch_matmul` on memrefs with static shapes, default indexing
    maps and one float element type becomes a `gpu.launch` computing
    `C += A * B`, with A and B tiles staged through workgroup memory and
    bounds guarded (zero-filled loads, masked stores) only where a
    dimension is not a multiple of the tile. Where a `linalg.fill` of C
    comes right before (only allocations and memory-free ops in between),
    the kernel computes `C = fill + A * B` instead and the fill is erased:
    C is written once, with no fill kernel. An A or B buffer written only
    by a `linalg.transpose` (possibly read through a `memref.collapse_shape`,
    as attention's head transposes are) and read by nothing else is read
    from the transpose's input at the permuted indices instead, provided
    nothing changes that input in between; the transpose is erased (its
    buffer becomes dead). One rewrite pattern per op
    (`MatmulToTiledKernel`), applied once, without folding; matmuls
    already inside a `gpu.launch` are left alone.

    `tensor-cores=none` (default, exact fp32): 64x64 output tiles per block
    (batch on grid z), 16x16 threads with 4x4 outputs each kept in
    registers, 64x16 / 16x64 tiles per K step of 16, fp32 FMAs.

    `tensor-cores=tf32`: f32 matmuls use the tensor cores through
    `nvgpu.mma.sync` m16n8k8 with tf32 operands and f32 accumulators
    (PTX `mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32`, sm_80 or
    newer): 64x64 output tiles per block, 4 warps (128 threads) of 32x32
    each (2x4 mma tiles, 8 accumulator fragments in registers), 64x16 /
    16x64 tiles per K step of 16, rounded to tf32 (`cvt.rna.tf32.f32`) when
    stored to workgroup memory and padded (row strides 20 and 72) so that
    fragment loads are free of bank conflicts. Inputs lose mantissa bits
    (10 kept), so results differ from fp32 by about 1e-3 relative; see
    docs/GPU.md. Other element types keep the FMA kernel.

    Matmuls with bf16 or f16 A and B (C of the same type, or f32 with the
    inputs extended in the body, as PyTorch's exporter writes them)
    always use the tensor cores: `nvvm.mma.sync` m16n8k16 with f32
    accumulators (PTX `mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32`
    or `.f16.f16`), the tf32 kernel's 64x64 block and 2x2 warp tiling,
    64x32 / 32x64 16-bit tiles per K step (rows padded by 8 elements), two
    k16 steps per K step; a bf16/f16 C is updated in f32 and rounded once.
    Its operands go through a software pipeline of `pipeline-stages`
    workgroup buffers each (dynamic shared memory, 9728 bytes per stage):
    global -> shared with 16-byte `cp.async` (`nvgpu.device_async_copy`,
    zero-filling out-of-bounds chunks) where the operand's rows are
    16-byte aligned and contiguous (checked statically: strides, offset and
    minor size multiples of 8, no folded transpose, an allocation or a
    function argument underneath; otherwise element-wise loads), committed
    and waited for per K step (`cp.async.commit_group` / `wait_group`),
    and shared -> registers with `ldmatrix.x4` (`.trans` for B).

    `half-kernel=wgmma` (sm_90a only: with any other `chip` the pass emits
    an error) builds those bf16/f16 matmuls as Hopper kernels instead: one
    warpgroup (128 threads) per 64x64 tile of C issuing
    `nvvm.wgmma.mma_async` m64n64k16 (f32 accumulators, 32 per thread,
    loop-carried as one struct) on the same `cp.async` pipeline, with
    unpadded tiles (8192 bytes per stage) laid out as no-swizzle core
    matrices (8 rows of 16 bytes): A K-major, B MN-major read with the
    transpose flag (a 16-byte copy of 8 consecutive columns of a row of B
    is one core-matrix row). The 64-bit matrix descriptors are computed in
    the kernel from the tiles' shared addresses
    (`memref.extract_aligned_pointer_as_index`); per K step:
    `cp.async.wait_group`, `fence.proxy.async.shared::cta` (the copies are
    generic-proxy writes, wgmma reads through the async proxy), barrier,
    the next stage's copies, `wgmma.fence`, two `wgmma.mma_async`,
    `wgmma.commit_group`, `wgmma.wait_group 0`. No TMA or mbarriers (the
    next step). Checked by compiling (ptxas, sm_90a) and by CPU emulation
    after the PTX ISA (benchmarks/gpu/emulate_half_kernel.py), not on a
    GPU; see docs/GPU.md.

    Epilogues (`fuse-epilogues`, default on): when the first op after the
    matmul that touches memory (allocations, deallocations and memory-free
    ops may stand between) is an all-parallel `linalg.generic` that reads
    C, or a `memref.expand_shape` of C, through a permutation of its
    loops (one iteration per element of C), indexes its other operands by loops and constants only, writes
    no buffer the matmul reads and reads what it writes only at the element
    it writes, the kernel applies its body to each value it stores to C
    (same thread, same element, other operands loaded there) and stores its
    results; the generic is erased. The allocations between move before
    the kernel only while the replayed live bytes stay within the block's
    peak. C is still stored (other readers).

    ```mlir
    // remat-opt --remat-gpu-matmul-kernels="tensor-cores=tf32"
    linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x128xf32>)
                  outs(%c : memref<128x128xf32>)
    // becomes
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c2, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1)
               workgroup(%as : memref<64x20xf32, #gpu.address_space<workgroup>>,
                         %bs : memref<16x72xf32, #gpu.address_space<workgroup>>) {
      %acc = scf.for %k0 = %c0 to %c64 step %c16 iter_args(...) {
        // global -> nvvm.convert.float.to.tf32 -> %as / %bs, gpu.barrier
        %d = nvgpu.mma.sync (%fa, %fb, %acc0) {mmaShape = [16, 8, 8], tf32Enabled}
            : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
        ...
      }
      // C[row, col] += vector.extract %acc[...]
    }
    ```
  }];
  let options = [
    Option<"tensorCores", "tensor-cores", "::mlir::remat::TensorCoreKind",
           /*default=*/"::mlir::remat::TensorCoreKind::none",
           "Matmul kernel for f32",
           [{::llvm::cl::values(
             clEnumValN(::mlir::remat::TensorCoreKind::none, "none",
                        "fp32 FMAs, exact fp32"),
             clEnumValN(::mlir::remat::TensorCoreKind::tf32, "tf32",
                        "tensor cores: nvgpu.mma.sync m16n8k8 with tf32 "
                        "inputs and f32 accumulation (sm_80 or newer)"))}]>,
    Option<"pipelineStages", "pipeline-stages", "int64_t", /*default=*/"3",
           "Workgroup buffers per operand in the bf16/f16 kernel's software "
           "pipeline (1-5; 9728 bytes each): global->shared copies run "
           "pipeline-stages - 1 K steps ahead of the mma steps (1: no "
           "overlap)">,
    Option<"halfKernel", "half-kernel", "::mlir::remat::HalfKernelKind",
           /*default=*/"::mlir::remat::HalfKernelKind::mma_sync",
           "Kernel for bf16/f16 matmuls",
           "::mlir::remat::getHalfKernelKindValues()">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90a\"",
           "Target chip the kernels are for (remat-lower-to-nvvm passes its "
           "own): half-kernel=wgmma needs sm_90a">,
    Option<"fuseEpilogues", "fuse-epilogues", "bool", /*default=*/"true",
           "Run an elementwise linalg.generic that follows the matmul and "
           "reads C element for element (bias add, activation, scaling, "
           "attention's head split) in the kernel's C store">
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect", "::mlir::scf::SCFDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::nvgpu::NVGPUDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::vector::VectorDialect"];
  let statistics = [
    Statistic<"numFMAKernels", "fma-kernels", "matmuls rewritten into fp32 FMA kernels">,
    Statistic<"numTF32Kernels", "tensor-core-kernels", "matmuls rewritten into mma.sync kernels (tf32, bf16, f16)">,
    Statistic<"numFoldedFills", "folded-fills", "linalg.fill ops of C folded into the matmul kernel as its initial value">,
    Statistic<"numFoldedTransposes", "folded-transposes", "linalg.transpose ops whose output a matmul kernel reads from their input instead">,
    Statistic<"numEpilogues", "fused-epilogues", "elementwise linalg.generic consumers of C run in the matmul kernel's C store">,
    Statistic<"numWgmmaKernels", "wgmma-kernels", "bf16/f16 matmuls rewritten into wgmma.mma_async kernels (half-kernel=wgmma)">
  ];
}

def RematGPUFuseElementwise : Pass<"remat-gpu-fuse-elementwise"> {
  let summary = "Fuse single-use elementwise producers into the generics that consume them";
  let description = [{
    Part of `remat-lower-to-nvvm`, on tensors before bufferization: each
    linalg op becomes a kernel launch and a round trip through global
    memory, so an elementwise `linalg.generic` whose result has exactly one
    use is folded into that user when the user is a `linalg.generic`
    (elementwise or a reduction) that is not a contraction (upstream's
    `linalg::populateElementwiseOpsFusionPatterns` under this control).
    Unlike upstream's `linalg-fuse-elementwise-ops`, named ops such as
    `linalg.matmul` are never fused into (they keep their tiled kernels)
    and a producer with several users is never duplicated (nothing is
    computed twice or kept alive longer for another reader). Results are
    unchanged bit for bit: the fused body applies the same scalar ops to
    the same values per element.

    Transposes (data movement, each a kernel of its own on a GPU) are
    removed where nothing is computed twice: a transpose of a transpose
    becomes one transpose of the composed permutation, or nothing for the
    identity (upstream's `linalg.transpose` canonicalization: weights
    transposed for the forward matmul and back for the backward one); a
    transpose of a single-use elementwise generic (directly or through a
    single-use `tensor.expand_shape`, whose producer's loops are then
    expanded: attention's head split of a bias add) or with one
    non-contraction `linalg.generic` user is generalized and fused with
    it, so the producer writes, or the consumer reads, the permuted
    layout. Transposes feeding matmuls are left for
    `remat-gpu-matmul-kernels`, which folds them into its operand loads.

    ```mlir
    // remat-opt --remat-gpu-fuse-elementwise
    %t = linalg.generic {... ["parallel"]} ins(%x) outs(%e) { math.tanh }
    %s = linalg.generic {... ["reduction"]} ins(%t) outs(%acc) { arith.addf }
    // becomes one reduction whose body computes tanh, then adds
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numFused", "fused-producers", "elementwise producers fused into their consumer">,
    Statistic<"numGeneralizedTransposes", "generalized-transposes", "transposes generalized to be fused with a producer or consumer">,
    Statistic<"numFoldedTransposes", "folded-transposes", "transposes removed by folding a transpose of a transpose">
  ];
}

def RematGPULinalgKernels : Pass<"remat-gpu-linalg-kernels", "ModuleOp"> {
  let summary = "Rewrite bufferized linalg ops into grid-stride gpu.launch kernels";
  let description = [{
    Part of `remat-lower-to-nvvm`, after `remat-gpu-matmul-kernels`. Every
    linalg op on memrefs with static, non-empty loop ranges outside a
    `gpu.launch` becomes one `gpu.launch` of its own, whatever its rank
    and bounds (upstream's parallel-loop mapping leaves full reductions,
    nests of rank >= 4 and ragged tiles as host loops, which
    `remat-gpu-device-memory` could only run on a single GPU thread):

    - **thread per output** (elementwise ops, and reductions with at least
      `max-blocks * block-size` outputs or without a recognised combiner):
      `block-size` threads, `min(ceil(P / block-size), max-blocks)`
      blocks, a grid-stride loop over the P outputs (the parallel loops
      linearised, the innermost fastest, so that neighbouring threads touch
      neighbouring elements); reduction loops run serially in the thread.
    - **block per output** (reductions over at least
      `block-reduction-min-extent` elements with fewer outputs, one init,
      a body `yield combiner(f(inputs), out)` whose combiner is associative
      and commutative with a neutral element (`arith.addf`, `maximumf`,
      `maxnumf`, `mulf`, `addi`, `ori`, `maxsi`, ...; f32, f64, i32, i64):
      `min(P, max-blocks)` blocks loop over the outputs; the threads of a
      block stride over the reduction, then combine their partial values
      with `gpu.shuffle xor` butterflies per warp and a second butterfly
      over the per-warp partials in workgroup memory. The order of the
      combination differs from the CPU's serial loop (float results agree
      up to reassociation).

    Neighbouring thread-per-output ops (`merge`, default on) run in one
    launch, each thread taking its grid-stride share of one op and then of
    the next, where that is race-free: every buffer both touch and one
    writes is accessed through the same value at the same element for the
    same output index, over the same parallel loops (so the thread that
    writes an element is the one that reads it later); distinct
    allocations and arguments do not alias (`remat-gpu-device-memory` gives
    each argument its own device copy). Only allocations, deallocations
    and memory-free ops may stand between them; a deallocation the merged
    launch crosses moves after it, and a merge is taken only while the
    live bytes there (the function's allocations replayed) stay within the
    function's peak, so merging never raises the peak.

    Before that, runs of ops that work row by row share a launch with a
    block per row and a barrier after each op: row kernels (a block-per-
    output reduction whose outputs are its leading loops, e.g. a softmax's
    row maximum and sum, and the ops over the same rows), then channel
    kernels (statistic `channel-kernels`): a block-per-output reduction
    with a single, non-leading parallel loop and a reduction innermost (NCHW
    batch norm: a sum over N, H and W per channel C) and the ops before and
    after it that have a parallel loop of the same range (the channel) and
    touch every buffer they share with a write only at the element whose
    index in some dimension of the root buffer is their channel loop
    (through reshapes that add or drop unit dimensions and subviews with
    offset 0 and stride 1 there), so that no block reads another block's
    channel: the mean, the variance, rsqrt, the normalised output, the
    padding of the next convolution, and in the backward pass the gradient
    statistics and the input gradient. A reduction over a whole channel is
    a block reduction as it would be on its own (threads beyond its own
    block size add the neutral element: the same bits); other ops that
    would get a block per output (convolutions, weight gradients) are left
    out, so that they keep a grid of their own. A run whose reduction has
    not come yet loses its first ops while the next op cannot join it.

    Vector accesses (`vector-width`, default 128 bits; statistic
    `vectorized-kernels`): in a thread-per-output kernel without reduction
    loops, and in the ops of row and channel kernels that are not
    reductions (where the vector's loop is not the row), each thread takes `vector-width / w` neighbouring outputs along
    the innermost parallel loop (w the widest element type it loads or
    stores: 4 f32, 8 f16/bf16, 2 f64 at 128 bits) and moves them with one
    `vector.load`/`vector.store` per buffer, which the NVVM lowering emits
    as `ld.global.v4.b32`/`st.global.v4.b32` (`.v2.b64` for f64; 8 halves
    travel as `.v4.b32`): one memory instruction where the scalar kernel
    has one per element. The
    op's scalar body runs once per lane on that lane's elements, so the
    results are the scalar kernel's bit for bit. Conditions, all static:
    the innermost range is a multiple of the lanes (a vector never crosses
    a row); every memref operand is either indexed without the innermost
    loop (a broadcast operand, one scalar load for all lanes) or by it
    alone in its last dimension, of stride 1 (outputs always the latter);
    element types are 8 to 64 bits (a vector of i1 is bit-packed in LLVM);
    and each such buffer's offset from its root allocation and its other
    strides are multiples of the lanes, through subviews, reshapes and
    casts only, the root being a `memref.alloc`, `memref.get_global` or
    function argument with an identity layout. Those roots become
    `gpu.alloc`s in `remat-gpu-device-memory` (arguments and globals as
    device copies), and CUDA's allocations are aligned to at least 256
    bytes, so every vector is aligned to its own size; the ops carry that
    as their `alignment` attribute, without which the LLVM lowering
    assumes the element's alignment and splits the access. In a merged
    launch, ops that touch a common buffer, one writing it, must run the
    same lanes (merging relies on the thread that writes an element being
    the one that later touches it), so such a set is vectorised together
    or not at all; the others decide on their own (in row and channel
    kernels the barrier after each op lets every op decide alone). A
    subview at an offset that is not a multiple of the lanes, an odd
    innermost size, a transposed or strided innermost access, and
    reductions stay scalar.

    A `linalg.fill` whose buffer the next op overwrites completely (only
    constants, index math and allocations in between, the buffer not also
    an input) is folded into that op's kernel as the initial value of its
    outputs, so that reductions do not need a separate fill kernel and
    pass over memory. Ops with dynamic loop ranges are left for the
    parallel-loop path.

    ```mlir
    // remat-opt --remat-gpu-linalg-kernels
    linalg.fill ins(%zero : f32) outs(%sum : memref<f32>)
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                     affine_map<(d0) -> ()>],
                    iterator_types = ["reduction"]}
        ins(%x : memref<4096xf32>) outs(%sum : memref<f32>) {...}
    // becomes one block of 256 threads: a strided loop over %x per
    // thread, gpu.shuffle xor 16, 8, 4, 2, 1 per warp, the 8 warp
    // partials through workgroup memory, thread 0 stores %zero + total
    ```
  }];
  let options = [
    Option<"blockSize", "block-size", "int64_t", "256",
           "Threads per block (a multiple of 32, at most 1024)">,
    Option<"maxBlocks", "max-blocks", "int64_t", "1056",
           "Largest grid; kernels loop over the rest (default: 8 blocks on "
           "each of the H200's 132 SMs)">,
    Option<"blockReductionMinExtent", "block-reduction-min-extent", "int64_t",
           "64",
           "Smallest reduction (elements per output) that gets a block per "
           "output instead of a thread">,
    Option<"merge", "merge", "bool", "true",
           "Run neighbouring thread-per-output ops in one launch where that "
           "is race-free and does not raise the peak">,
    Option<"vectorWidth", "vector-width", "int64_t", "128",
           "Bits a thread of an elementwise kernel loads and stores at once "
           "where the accesses are contiguous and aligned (0, 32, 64 or 128; "
           "0 disables it, and a thread needs at least two elements: 32 "
           "pairs only 16-bit ones)">
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::affine::AffineDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect"];
  let statistics = [
    Statistic<"numThreadPerOutput", "thread-per-output-kernels", "linalg ops made kernels with one thread per output">,
    Statistic<"numBlockPerOutput", "block-per-output-kernels", "reductions made kernels with one block per output">,
    Statistic<"numFoldedFills", "folded-fills", "linalg.fill ops folded into the kernel of the op that overwrites their buffer">,
    Statistic<"numMergedOps", "merged-ops", "ops that share a launch with a neighbour">,
    Statistic<"numChannelKernels", "channel-kernels", "launches running a block per row whose row is one non-leading loop (NCHW channels)">,
    Statistic<"numVectorized", "vectorized-kernels", "thread-per-output launches whose threads load and store vectors of vector-width bits">
  ];
}

def RematGPUParallelLoopsOuter : Pass<"remat-gpu-parallel-loops-outer", "ModuleOp"> {
  let summary = "Move the parallel loops of linalg.generic ops outermost";
  let description = [{
    Part of `remat-lower-to-nvvm`, before convert-linalg-to-parallel-loops,
    which maps only the leading parallel loops of a generic to one
    `scf.parallel`: a reduction loop in front of a parallel one would stay
    a host loop launching one kernel per iteration. Every `linalg.generic`
    outside a `gpu.launch` whose iterators have a reduction before a
    parallel one is interchanged (`linalg::interchangeGenericOp`) so that
    all parallel loops come first, each group in its original order;
    `linalg.index` ops are remapped. Results are unchanged (the same
    multiply-adds in the same order per output element).

    ```mlir
    // remat-opt --remat-gpu-parallel-loops-outer
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                     affine_map<(d0, d1) -> (d1)>],
                    iterator_types = ["reduction", "parallel"]}
        ins(%x : memref<8x4xf32>) outs(%sum : memref<4xf32>) {...}
    // becomes
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>,
                                     affine_map<(d0, d1) -> (d0)>],
                    iterator_types = ["parallel", "reduction"]}
        ins(%x : memref<8x4xf32>) outs(%sum : memref<4xf32>) {...}
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::affine::AffineDialect"];
  let statistics = [
    Statistic<"numInterchanged", "interchanged-generics", "linalg.generic ops with parallel loops moved outermost">
  ];
}

def RematGPUStridedCopies : Pass<"remat-gpu-strided-copies"> {
  let summary = "Turn copies between non-contiguous buffers into linalg.copy";
  let description = [{
    Part of `remat-lower-to-nvvm`; runs right after bufferization. A
    `memref.copy` whose source or target is not a contiguous row-major
    buffer (a strided subview, as bufferization makes for `insert_slice`
    into a slice of a larger tensor) cannot become a `gpu.memcpy`: the GPU
    runtime copies contiguous byte ranges only, and upstream's lowering
    leaves such a memcpy unconverted (the host code then fails to
    translate). This pattern rewrites it into `linalg.copy`, which the
    pipeline turns into a parallel loop and then a kernel like any other
    elementwise op. Contiguous copies are left alone (they become one
    `gpu.memcpy`).

    Example:

    ```mlir
    memref.copy %a, %b : memref<2x8xf32> to memref<2x8xf32, strided<[16, 1]>>
    // becomes
    linalg.copy ins(%a : memref<2x8xf32>) outs(%b : memref<2x8xf32, strided<[16, 1]>>)
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
  let statistics = [
    Statistic<"numStridedCopies", "strided-copies",
              "memref.copy ops rewritten into linalg.copy">
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

def RematGPUDeviceMemory : Pass<"remat-gpu-device-memory", "ModuleOp"> {
  let summary = "Keep a GPU function's buffers in device memory";
  let description = [{
    Part of `remat-lower-to-nvvm`; runs after convert-parallel-loops-to-gpu
    and before gpu-kernel-outlining. In every function with a body:
    host-side code that reads or writes buffers (loops left by full
    reductions) is wrapped into single-thread `gpu.launch` ops;
    `memref.alloc`/`memref.dealloc` become `gpu.alloc`/`gpu.dealloc`;
    memref arguments and `memref.get_global` buffers are copied to device
    buffers at entry (scalar `memref.load`s of arguments stay on the host);
    each returned buffer is copied into a fresh host `memref.alloc` before
    the return and its device buffer freed; host `memref.copy` becomes
    `gpu.memcpy`. Arguments are read-only (kernels writing them are not
    copied back). The host allocations, deallocations and copies are
    rewritten by conversion patterns (`memref.alloc`/`dealloc`/`copy` are
    illegal outside `gpu.launch`); an op the conversion cannot rewrite is
    an error.

    `resident-arguments` lists memref arguments (by position) of the
    public functions that the caller passes as device buffers, e.g. the
    weights a training loop keeps on the device across steps
    (`remat-run-cuda --resident-arguments`): they are used in place, not
    copied in (a kernel writing one writes the caller's buffer; its
    aligned pointer must be 16-byte aligned, as `cuMemAlloc`'s are, since
    the elementwise kernels use 128-bit accesses), and a
    host `memref.load` of one moves into a single-thread kernel like any
    access to device memory (an error when its value is needed on the
    host). A position past the last argument, or naming a non-memref
    argument, is an error. Private functions are called from the module
    with whatever buffers the caller has and are not affected.
  }];
  let options = [
    ListOption<"residentArguments", "resident-arguments", "unsigned",
               "Positions of memref arguments of public functions that are "
               "device buffers already (not copied to the device)">
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect"];
  let statistics = [
    Statistic<"numSerialLaunches", "serial-launches", "runs of host code that accesses buffers wrapped into single-thread gpu.launch ops">,
    Statistic<"numDeviceAllocs", "device-allocs", "memref.alloc ops made gpu.alloc">,
    Statistic<"numDeviceDeallocs", "device-deallocs", "memref.dealloc ops made gpu.dealloc">,
    Statistic<"numDeviceCopies", "device-copies", "host memref.copy ops made gpu.memcpy">,
    Statistic<"numCopiedIn", "copied-in", "argument and global buffers copied to the device at entry">,
    Statistic<"numCopiedOut", "copied-out", "returned buffers copied to the host before the return">,
    Statistic<"numResidentArguments", "resident-arguments", "memref arguments taken as device buffers (not copied in)">
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
    alone and recomputed with it (`graph-transients=false` leaves it out, as
    before 2026-12-03: an ablation that makes the graph optimistic, for
    testing the checks below). The rewritten function is
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
    fitting plan may exist that remat-auto did not find. With `output`, an
    infeasible budget gets its JSON line too (`"status": "infeasible"`,
    `smallest_peak`, `model_lowest_peak`, `model_peak_lower_bound` and where
    it comes from). Searches stop at counts of work, so the same input gets the same
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
           "a budget)">
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
    Statistic<"numRecomputeFlops", "recompute-flops", "FLOPs added by recomputation (sum over functions)">
  ];
}

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

    Non-tensor inputs stay out as well. Every other remat construct is
    removed: `remat.name` (replaced by its operand), unapplied
    `remat.checkpoint` regions (inlined, with a warning, as `remat-strip`
    does) and every `remat.*` attribute (`remat.cotangent`,
    `remat.budget`). The barrier is created by name as an op of the
    unregistered `util` dialect, so remat does not link IREE: the context
    must allow unregistered dialects (`remat-opt
    --allow-unregistered-dialect`), and the op prints in generic form,
    which `iree-compile` parses as its registered op. See docs/IREE.md.

    ```mlir
    // func.func @f(%x: tensor<4xf32>, %w: tensor<4xf32>,
    //              %dy: tensor<4xf32> {remat.cotangent})
    %a = math.tanh %x : tensor<4xf32>
    ...
    %a2, %w2 = remat.barrier %a, %w after %g : tensor<4xf32>, tensor<4xf32>
        after tensor<4xf32>
    // becomes (%w is an argument: a barrier of its own)
    %p:2 = "util.optimization_barrier"(%g, %a)
        : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %q = "util.optimization_barrier"(%w) : (tensor<4xf32>) -> tensor<4xf32>
    // uses of %a2 read %p#1, uses of %w2 read %q
    ```
  }];
  let options = [
    Option<"barrierArguments", "barrier-arguments", "bool", /*default=*/"true",
           "Put the function arguments and constants that a recomputation "
           "reads in barriers of their own (one per resource lifetime, no "
           "pin); false leaves them out">
  ];
  let statistics = [
    Statistic<"numBarriers", "barriers", "remat.barrier ops rewritten">,
    Statistic<"numIREEBarriers", "iree-barriers",
              "util.optimization_barrier ops created">,
    Statistic<"numPinned", "pinned-values",
              "values passed through util.optimization_barrier (pins "
              "included)">,
    Statistic<"numLeftOut", "left-out-values",
              "barrier values left out (non-tensors; arguments and "
              "constants with barrier-arguments=false)">
  ];
}

#endif // REMAT_PASSES_TD
