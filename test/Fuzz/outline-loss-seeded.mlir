// Fuzz finding (remat_fuzz.py seed 105, reduced): on a step whose loss is
// seeded inside ({remat.loss}, no cotangent), a dead forward op is not in
// the loss's backward slice, so the gradient computation started before the
// loss in program order and remat-outline-checkpoints pinned a barrier on the
// loss defined after it ("operand #2 does not dominate this use"). The
// checkpoint passes now move forward ops in front first.
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-outline-checkpoints{policy=recompute_all},remat-apply-checkpoints)' -o %t.mlir
// RUN: FileCheck %s --check-prefix=ORDER < %t.mlir
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-outline-checkpoints{every=2},remat-apply-checkpoints)' | FileCheck %s --check-prefix=EVERY2
// The loss's backward slice comes first; the dead exp, read by nothing,
// follows the loss; the regions are applied (inlined). (With recompute_all
// remat-apply-checkpoints alone gives the same IR: nothing is recomputed.)
// ORDER-LABEL: func.func @train_step
// ORDER-NOT: remat.checkpoint
// ORDER: linalg.matmul
// ORDER-NOT: remat.checkpoint
// ORDER-NOT: math.exp
// ORDER: %[[LOSS:.*]] = linalg.generic
// ORDER: math.exp
// ORDER: return %[[LOSS]]
// With two layers per region, the barrier is pinned after the loss, which
// now dominates it.
// EVERY2-LABEL: func.func @train_step
// EVERY2: %[[LOSS:.*]] = linalg.generic
// EVERY2: remat.barrier %arg0, %arg1 after %[[LOSS]]
// EVERY2: return %[[LOSS]]
// RUN: remat-run %s | grep checksum > %t.before
// RUN: remat-run %t.mlir | grep checksum > %t.after
// RUN: diff %t.before %t.after
// A step whose only result is the loss runs (remat-strip drops remat.loss
// before lowering; it was checked again on the lowered LLVM struct type).
// RUN: remat-run %s 2>&1 | FileCheck %s
// CHECK-NOT: warning
// CHECK: peak_bytes: 256
func.func @train_step(%a0: tensor<4x8xf32>, %a1: tensor<8x8xf32>) -> (tensor<f32> {remat.loss}) {
  %z = arith.constant 0.0 : f32 loc("layers.0.mm")
  %e = tensor.empty() : tensor<4x8xf32> loc("layers.0.mm")
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32> loc("layers.0.mm")
  %v1 = linalg.matmul ins(%a0, %a1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32> loc("layers.0.mm")
  %dead = math.exp %v1 : tensor<4x8xf32> loc("layers.0.dead")
  %v2 = math.tanh %v1 : tensor<4x8xf32> loc("layers.1.act")
  %lz = arith.constant 0.0 : f32 loc("loss")
  %le = tensor.empty() : tensor<f32> loc("loss")
  %lf = linalg.fill ins(%lz : f32) outs(%le : tensor<f32>) -> tensor<f32> loc("loss")
  %loss = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%v2 : tensor<4x8xf32>) outs(%lf : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32> loc("loss")
  return %loss : tensor<f32>
}
