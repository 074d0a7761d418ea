// remat-shard{strategy=fsdp} on a PyTorch export: the weight gradients come
// out of the backward pass transposed (and the biases' through a collapse),
// and the partitioner all-reduces them before the transposes that put them
// back and the slice that splits them. A sum over the grid commutes with a
// transpose or a reshape, so the layout ops move in front of the reduction
// and the all-reduce and the slice become one reduce_scatter, right after
// the gradient's matmul: each full gradient is freed there instead of at
// the return (per-rank peak 147,584 -> 143,456 B, outputs unchanged).
// Whole gathers and scatters (chunk-gathers and chunk-scatters, on by
// default, are off here; the chunked step: shard-fsdp-chunked.mlir).
// RUN: remat-opt %examples/models/mlp.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2 fold-transposes=false chunk-gathers=false chunk-scatters=false})' | FileCheck %s
// RUN: remat-opt %examples/models/mlp.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2 fold-transposes=false chunk-gathers=false chunk-scatters=false})' | FileCheck %s --check-prefix=NOREDUCE

// CHECK-LABEL: func.func @train_step
// CHECK: %[[G:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<16x4xf32>, tensor<4x128xf32>) outs(%{{.*}} : tensor<16x128xf32>)
// The export's transpose and its inverse compose to the identity: the
// matmul's result is scattered as it is, with no full-size copies beside it.
// CHECK-NEXT: shard.reduce_scatter %[[G]] on @remat_grid grid_axes = [0] scatter_axis = 0 : tensor<16x128xf32> -> tensor<8x128xf32>
// CHECK-COUNT-5: shard.reduce_scatter
// CHECK-NOT: shard.all_slice
// CHECK: return

// Only the loss is all-reduced whole.
// NOREDUCE-NOT: shard.all_reduce %{{.*}} : tensor<{{[0-9]+}}
