// The batch-4 PyTorch exports (examples/models/{gpt2,llama}_b4.mlir, 4 x 16
// tokens) split over 4 ranks: each rank gets one sequence of the inputs.
// RUN: remat-opt %examples/models/gpt2_b4.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=4})' | FileCheck %s --check-prefix=GPT2
// RUN: remat-opt %examples/models/llama_b4.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=4})' | FileCheck %s --check-prefix=LLAMA
// GPT2-LABEL: func.func @train_step
// GPT2-SAME: tensor<1x16x64xf32> {remat.split = 0 : i64}, %{{.*}}: tensor<1x16x128xf32> {remat.split = 0 : i64}
// LLAMA-LABEL: func.func @train_step
// LLAMA-SAME: tensor<1x16x64xf32> {remat.split = 0 : i64}, %{{.*}}: tensor<1x16x128xf32> {remat.split = 0 : i64}

// fsdp on Llama: the export transposes each weight gradient and transposes
// it back; the two compose to the identity and are dropped, so the peak
// (at the start of the backward pass, where every activation is still
// live) holds one full gradient fewer than dp's. Its matmuls read each
// weight through a transposed copy (x @ W^T), and the backward pass
// transposes the copy back: the matmuls read the weight (under fsdp, its
// gather) through their indexing maps instead (fold-transposes, default
// on), which removes a weight-sized buffer per layer.
// RUN: remat-opt %examples/models/llama.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2},remat-report)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DP
// RUN: remat-opt %examples/models/llama.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2},remat-report)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FSDP
// RUN: remat-opt %examples/models/llama.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2 fold-transposes=false},remat-report)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DP-COPIES
// RUN: remat-opt %examples/models/llama.mlir --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2 fold-transposes=false},remat-report)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FSDP-COPIES
// With fuse-elementwise (default on) the SiLU backward chain is one op that
// recomputes its forward values: dp 443,328 -> 435,136, fsdp 410,176 ->
// 361,024 bytes. dp's gradients are all-reduced in place (in-place-all-reduce,
// default on: each dies at its all-reduce), so the peak holds no receive
// buffer: 435,136 -> 410,560. With chunk-gathers and chunk-scatters (default
// on under fsdp: each weight read one shard at a time, each gradient
// scattered in parts) fsdp 361,024 -> 344,640 (with copies,
// fold-transposes=false, a gather feeds a transpose, not a matmul: nothing
// is chunked).
// RUN: remat-opt %examples/models/llama.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2 in-place-all-reduce=false},remat-report)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DP-FRESH
// DP: remark: peak 410560 bytes
// DP-FRESH: remark: peak 435136 bytes
// FSDP: remark: peak 344640 bytes
// DP-COPIES: remark: peak 713280 bytes
// The step is marked remat_reuse_dying_inputs (reuse-dying-inputs, default
// on): an elementwise op of the backward pass with a tensor.empty of its own
// writes into the input that dies there; without it dp's peak holds one
// 8,192-byte buffer more. Shown with fuse-elementwise=false and
// in-place-all-reduce=false: fused, that chain has no such op left at the
// peak (both 435,136), and in place the peak moves.
// RUN: remat-opt %examples/models/llama.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2 fuse-elementwise=false in-place-all-reduce=false},remat-report)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DP-NOFUSE
// RUN: remat-opt %examples/models/llama.mlir --pass-pipeline='builtin.module(remat-shard{strategy=dp ranks=2 fuse-elementwise=false in-place-all-reduce=false reuse-dying-inputs=false},remat-report)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DP-NOREUSE
// DP-NOFUSE: remark: peak 443328 bytes
// DP-NOREUSE: remark: peak 451520 bytes
// FSDP-COPIES: remark: peak 705088 bytes
