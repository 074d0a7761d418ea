//===- Passes.td ----------------------------------------- -*- tablegen -*-===//
//
// GPU code generation for remat-lower-to-nvvm.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_CODEGEN_GPU_PASSES_TD
#define REMAT_CODEGEN_GPU_PASSES_TD

include "mlir/Pass/PassBase.td"

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

def RematGPULinalgKernels : Pass<"remat-gpu-linalg-kernels"> {
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

    Grid-wide reductions (`grid-reductions`, default on; statistic
    `grid-reductions`): a reduction that would get a block per output but
    has at most `max-blocks / 16` outputs of at least 16 x `block-size` x
    32 elements each (a loss over a batch of logits) leaves most SMs idle
    that way, so it becomes two launches: S = min(max-blocks / P, R /
    (threads x 32)) >= 16 blocks per output each reduce a slice of it into a
    device buffer
    of P x S partials, then a block per output combines its S partials with
    the output's initial value. Kernel boundaries order the two, so the
    result is the same on every run (no atomics).

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
    innermost size, and a transposed or strided innermost access stay
    scalar. Block and grid reductions (not those of row and channel
    kernels) read `vector-width` bits per thread and iteration the same
    way along their innermost reduction loop when every input it indexes
    is contiguous and aligned there (the lanes added in order, so a sum
    rounds differently from the scalar loop's).

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
           "Bits a thread of an elementwise kernel (or of a block or grid "
           "reduction's loop) loads and stores at once "
           "where the accesses are contiguous and aligned (0, 32, 64 or 128; "
           "0 disables it, and a thread needs at least two elements: 32 "
           "pairs only 16-bit ones)">,
    Option<"gridReductions", "grid-reductions", "bool", "true",
           "Reductions with too few outputs for the grid (at most "
           "max-blocks / 16) and at least 16 x block-size x 32 elements per "
           "output get 16 or more blocks per output and a second launch "
           "combining their partials (two-stage, deterministic)">
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
    Statistic<"numVectorized", "vectorized-kernels", "thread-per-output launches whose threads load and store vectors of vector-width bits">,
    Statistic<"numGridReductions", "grid-reductions", "reductions with few outputs made two launches: several blocks per output, then a block per output over their partials">
  ];
}

def RematGPUMatmulKernels : Pass<"remat-gpu-matmul-kernels"> {
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

    `half-kernel=tma` (sm_90a only, `pipeline-stages` at least 2) builds
    them as 128x128 tiles of two warpgroups issuing `wgmma.mma_async`
    m64n128k16 on 128-byte-swizzled shared tiles that the Tensor Memory
    Accelerator fills (`nvgpu.tma.async.load` with tensor maps created on
    the host by `nvgpu.tma.create.descriptor`), one mbarrier per stage
    (thread 0's `arrive.expect_tx`, every thread's `try_wait.parity`), and
    `wgmma.wait_group 1` keeping one group in flight. Operands are not read
    through folded transposes; a matmul whose A or B a tensor map cannot
    describe (row strides or offsets not multiples of 16 bytes) is an
    error.

    `tensor-cores=tf32-tma` (sm_90a, `pipeline-stages` at least 2) builds
    f32 matmuls as the same TMA kernel with `wgmma.mma_async` m64n128k8
    `.tf32` (K steps of 32 f32 elements: one 128-byte swizzled row): the
    tensor cores read the f32 bits the TMA copied and ignore the low 13
    mantissa bits (no rounding instruction between global and shared
    memory). wgmma has no transpose for tf32, so B must be K-major: a
    matmul whose B is written by a `linalg.transpose` of an N x K buffer
    (a linear layer's `x @ W^T`) reads that buffer and the transpose is
    erased; any other f32 matmul is an error under this option.

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
                        "inputs and f32 accumulation (sm_80 or newer)"),
             clEnumValN(::mlir::remat::TensorCoreKind::tf32_tma, "tf32-tma",
                        "the half-kernel=tma kernel on f32: wgmma "
                        "m64n128k8 tf32 on TMA-loaded tiles (sm_90a; B "
                        "must be read through a transpose, K-major)"))}]>,
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
    Statistic<"numWgmmaKernels", "wgmma-kernels", "bf16/f16 matmuls rewritten into wgmma.mma_async kernels (half-kernel=wgmma)">,
    Statistic<"numTmaKernels", "tma-kernels", "matmuls rewritten into TMA + mbarrier wgmma kernels (half-kernel=tma, tensor-cores=tf32-tma)">
  ];
}

def RematGPUParallelLoopsOuter : Pass<"remat-gpu-parallel-loops-outer"> {
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

#endif // REMAT_CODEGEN_GPU_PASSES_TD
