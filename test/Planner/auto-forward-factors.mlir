// JAX-order steps (docs/Conventions.md, "Forward-only factors"): the
// derivative factors `h*h` that read only forward values come before the
// loss in program order and do not depend on the seed (the constant 1.0 of
// the loss's type, broadcast). They belong to the forward pass: they are the
// residuals, and a recomputation of them waits for the loss gradient
// instead of landing at the start of the backward.
// RUN: remat-opt %s --remat-report=output=%t.json -o /dev/null
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// REPORT: "forward_only_factors": 3
// REPORT: "gradient_rule": "inferred loss result"
// REPORT: "residual_bytes": 16384
// RUN: remat-opt %s --remat-auto=budget=12352 -o %t.auto.mlir
// RUN: FileCheck %s --check-prefix=ORDER < %t.auto.mlir
// ORDER-LABEL: func.func @jax_order
// ORDER: %[[BC:.*]] = linalg.broadcast
// ORDER: %[[G3:.*]] = arith.mulf %[[BC]],
// ORDER: %[[G2:.*]] = arith.mulf %[[G3]],
// ORDER: remat.barrier %{{.*}} after %[[G2]]
// ORDER: math.tanh
// RUN: remat-run %s | grep -v time_s > %t.before
// RUN: remat-run %t.auto.mlir | grep -v time_s > %t.after
// RUN: FileCheck %s --check-prefix=BEFORE < %t.before
// BEFORE: peak_bytes: 24640
// RUN: FileCheck %s --check-prefix=AFTER < %t.after
// AFTER: peak_bytes: 12352
// RUN: grep checksum %t.before > %t.sums.before
// RUN: grep checksum %t.after > %t.sums.after
// RUN: diff %t.sums.before %t.sums.after

func.func @jax_order(%x: tensor<1024xf32>) -> (tensor<f32>, tensor<1024xf32>) {
  %h1 = math.tanh %x : tensor<1024xf32>
  %q1 = arith.mulf %h1, %h1 : tensor<1024xf32>
  %h2 = math.tanh %h1 : tensor<1024xf32>
  %q2 = arith.mulf %h2, %h2 : tensor<1024xf32>
  %h3 = math.tanh %h2 : tensor<1024xf32>
  %q3 = arith.mulf %h3, %h3 : tensor<1024xf32>
  %h4 = math.tanh %h3 : tensor<1024xf32>
  %zero = arith.constant dense<0.0> : tensor<f32>
  %loss = linalg.reduce ins(%h4 : tensor<1024xf32>) outs(%zero : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %seed = arith.constant dense<1.0> : tensor<f32>
  %empty = tensor.empty() : tensor<1024xf32>
  %g4 = linalg.broadcast ins(%seed : tensor<f32>) outs(%empty : tensor<1024xf32>) dimensions = [0]
  %one = arith.constant dense<1.0> : tensor<1024xf32>
  %q4 = arith.mulf %h4, %h4 : tensor<1024xf32>
  %d4 = arith.subf %one, %q4 : tensor<1024xf32>
  %g3 = arith.mulf %g4, %d4 : tensor<1024xf32>
  %d3 = arith.subf %one, %q3 : tensor<1024xf32>
  %g2 = arith.mulf %g3, %d3 : tensor<1024xf32>
  %d2 = arith.subf %one, %q2 : tensor<1024xf32>
  %g1 = arith.mulf %g2, %d2 : tensor<1024xf32>
  %d1 = arith.subf %one, %q1 : tensor<1024xf32>
  %g0 = arith.mulf %g1, %d1 : tensor<1024xf32>
  return %loss, %g0 : tensor<f32>, tensor<1024xf32>
}
