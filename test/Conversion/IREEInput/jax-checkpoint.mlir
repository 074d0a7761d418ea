// RUN: remat-opt %s -split-input-file --allow-unregistered-dialect --remat-import-iree-input=jax-checkpoint=honour 2>&1 | FileCheck %s --check-prefix=HONOUR
// RUN: remat-opt %s -split-input-file --allow-unregistered-dialect --remat-import-iree-input 2>&1 | FileCheck %s --check-prefix=REPLAN
// RUN: remat-opt %s -split-input-file --allow-unregistered-dialect --pass-pipeline='builtin.module(remat-import-iree-input{jax-checkpoint=honour},remat-report{top=0})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: remat-opt %s -split-input-file --allow-unregistered-dialect --pass-pipeline='builtin.module(remat-import-iree-input,remat-report{top=0})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT-REPLAN

// A one-layer step under jax.checkpoint as IREE's input conversion leaves
// it: JAX's one barrier over the layer's inputs (%w, %x) and the cotangent
// of its output (%ct = 2 t, loss = sum t^2), split into one
// util.optimization_barrier per value with the checkpoint's location; the
// recomputation of the layer (%m2, %t2) reads the barriers' results.
//
// honour: one remat.barrier of the inputs after the cotangent; the
// recomputation reads its results, the gradient reads %ct itself.
// HONOUR: remark: 1 jax.checkpoint barriers honoured as remat.barrier (3 util.optimization_barrier)
// HONOUR-LABEL: func.func @main
// HONOUR-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[W:.*]]: tensor<8x8xf32>)
// HONOUR-SAME: remat.jax_checkpoint = {checkpoints = 1 : i64, mode = "honour"}
// HONOUR: %[[T:.*]] = linalg.tanh
// HONOUR: %[[CT:.*]] = linalg.add ins(%[[T]], %[[T]]
// HONOUR-NEXT: %[[B:.*]]:2 = remat.barrier %[[W]], %[[X]] after %[[CT]] : tensor<8x8xf32>, tensor<4x8xf32> after tensor<4x8xf32>
// HONOUR-NEXT: %[[M2:.*]] = linalg.matmul ins(%[[B]]#1, %[[B]]#0
// HONOUR-NEXT: %[[T2:.*]] = linalg.tanh ins(%[[M2]]
// HONOUR: linalg.mul ins(%[[CT]], %{{.*}} :
// HONOUR: linalg.transpose ins(%[[B]]#1
// HONOUR-NOT: util.optimization_barrier
//
// replan: the barriers are dropped, the recomputation reads %x and %w.
// REPLAN: remark: 1 jax.checkpoint barriers dropped (3 util.optimization_barrier); remat-auto replans the step
// REPLAN-LABEL: func.func @main
// REPLAN-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[W:.*]]: tensor<8x8xf32>)
// REPLAN-SAME: remat.jax_checkpoint = {checkpoints = 1 : i64, mode = "replan"}
// REPLAN: %[[CT:.*]] = linalg.add
// REPLAN-NEXT: linalg.matmul ins(%[[X]], %[[W]]
// REPLAN-NOT: remat.barrier
// REPLAN-NOT: util.optimization_barrier
//
// remat-report says which was done.
// REPORT: remark: jax.checkpoint: 1 checkpoints honoured (remat.barrier: JAX's recomputation kept; remat-auto plans the rest)
// REPORT-REPLAN: remark: jax.checkpoint: 1 checkpoints replanned (barriers dropped; remat-auto plans the whole step)
#ck = loc("jit(step)/transpose(jvp(layers.0))/jvp(layers.0)/remat2")
"util.func"() <{function_type = (tensor<4x8xf32>, tensor<8x8xf32>) -> (tensor<f32>, tensor<8x8xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>):
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %t = linalg.tanh ins(%m : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = linalg.square ins(%t : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%s : tensor<4x8xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %ct = linalg.add ins(%t, %t : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %bw = "util.optimization_barrier"(%w) : (tensor<8x8xf32>) -> tensor<8x8xf32> loc(#ck)
  %bx = "util.optimization_barrier"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32> loc(#ck)
  %bct = "util.optimization_barrier"(%ct) : (tensor<4x8xf32>) -> tensor<4x8xf32> loc(#ck)
  %m2 = linalg.matmul ins(%bx, %bw : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %t2 = linalg.tanh ins(%m2 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sq = linalg.square ins(%t2 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %d = linalg.sub ins(%ones, %sq : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %dm = linalg.mul ins(%bct, %d : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e84 = tensor.empty() : tensor<8x4xf32>
  %xt = linalg.transpose ins(%bx : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %e88 = tensor.empty() : tensor<8x8xf32>
  %z88 = linalg.fill ins(%zero : f32) outs(%e88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %dw = linalg.matmul ins(%xt, %dm : tensor<8x4xf32>, tensor<4x8xf32>) outs(%z88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  "util.return"(%loss, %dw) : (tensor<f32>, tensor<8x8xf32>) -> ()
}) : () -> ()

// -----

// Two checkpoints: IREE's runs of barriers are told apart by their
// locations (and by what lies between them), one remat.barrier each; a
// barrier carrying two cotangents (a checkpointed function with two
// outputs) waits for the later one and reads both directly. The seed's
// constant cotangent (data-free) is not a pin when another is there.
// HONOUR: remark: 2 jax.checkpoint barriers honoured as remat.barrier (5 util.optimization_barrier)
// HONOUR-LABEL: func.func @two
// HONOUR-SAME: (%[[X:.*]]: tensor<4xf32>)
// HONOUR: %[[T1:.*]] = linalg.tanh ins(%[[X]]
// HONOUR: %[[C1:.*]] = linalg.add ins(%[[T1]], %[[T1]]
// HONOUR-NEXT: %[[C2:.*]] = linalg.mul ins(%[[T1]], %[[T1]]
// HONOUR-NEXT: %[[B1:.*]] = remat.barrier %[[X]] after %[[C2]] : tensor<4xf32> after tensor<4xf32>
// HONOUR-NEXT: linalg.tanh ins(%[[B1]]
// HONOUR-NEXT: %[[G1:.*]] = linalg.add ins(%[[C1]], %[[C2]]
// HONOUR-NEXT: %[[B2:.*]] = remat.barrier %[[X]] after %[[G1]] : tensor<4xf32> after tensor<4xf32>
// HONOUR-NEXT: linalg.exp ins(%[[B2]]
// REPLAN: remark: 2 jax.checkpoint barriers dropped (5 util.optimization_barrier); remat-auto replans the step
// REPLAN-LABEL: func.func @two
"util.func"() <{function_type = (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>), sym_name = "two"}> ({
^bb0(%x: tensor<4xf32>):
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t1 = linalg.tanh ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%t1 : tensor<4xf32>) outs(%z0 : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %seed = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c1 = linalg.add ins(%t1, %t1 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c2 = linalg.mul ins(%t1, %t1 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %b1 = "util.optimization_barrier"(%x) : (tensor<4xf32>) -> tensor<4xf32> loc("jit(step)/transpose(jvp(layers.1))/remat2")
  %b2 = "util.optimization_barrier"(%c2) : (tensor<4xf32>) -> tensor<4xf32> loc("jit(step)/transpose(jvp(layers.1))/remat2")
  %b3 = "util.optimization_barrier"(%seed) : (tensor<4xf32>) -> tensor<4xf32> loc("jit(step)/transpose(jvp(layers.1))/remat2")
  %r1 = linalg.tanh ins(%b1 : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g1 = linalg.add ins(%c1, %b2 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %b4 = "util.optimization_barrier"(%x) : (tensor<4xf32>) -> tensor<4xf32> loc("jit(step)/transpose(jvp(layers.0))/remat2")
  %b5 = "util.optimization_barrier"(%g1) : (tensor<4xf32>) -> tensor<4xf32> loc("jit(step)/transpose(jvp(layers.0))/remat2")
  %r2 = linalg.exp ins(%b4 : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g2 = linalg.mul ins(%r1, %r2 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g3 = linalg.mul ins(%g2, %b5 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g4 = linalg.add ins(%g3, %b3 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  "util.return"(%loss, %g4, %t1) : (tensor<f32>, tensor<4xf32>, tensor<4xf32>) -> ()
}) : () -> ()
