// Training steps that seed the loss gradient inside the function (no
// cotangent argument): the gradient computation is found from the loss
// result, by the {remat.loss} attribute or, without one, as the only
// floating-point scalar result (docs/Conventions.md).
// RUN: split-file %s %t
//
// RUN: remat-opt %t/seeded.mlir --remat-report=output=%t/seeded.json -o /dev/null
// RUN: FileCheck %s --check-prefix=RULE-ATTR < %t/seeded.json
// RULE-ATTR: "forward_only_factors": 0
// RULE-ATTR: "gradient_rule": "remat.loss result"
// RULE-ATTR: "residual_bytes": 16384
// RUN: remat-opt %t/seeded.mlir --remat-auto=budget=16448 -o %t/seeded.auto.mlir 2>&1 | FileCheck %s --check-prefix=SEEDED
// SEEDED: remark: remat-auto: solver chain (optimal): predicted peak 20544 -> 16448 bytes (budget 16448), +1.02e+03 recompute FLOPs, 1 of 5 candidates dropped
// RUN: remat-run %t/seeded.mlir | grep -v time_s > %t/seeded.before
// RUN: remat-run %t/seeded.auto.mlir | grep -v time_s > %t/seeded.after
// RUN: FileCheck %s --check-prefix=BEFORE < %t/seeded.before
// BEFORE: peak_bytes: 20544
// RUN: FileCheck %s --check-prefix=AFTER < %t/seeded.after
// AFTER: peak_bytes: 16448
// RUN: grep checksum %t/seeded.before > %t/seeded.sums.before
// RUN: grep checksum %t/seeded.after > %t/seeded.sums.after
// RUN: diff %t/seeded.sums.before %t/seeded.sums.after
//
// RUN: remat-opt %t/inferred.mlir --remat-report=output=%t/inferred.json -o /dev/null
// RUN: FileCheck %s --check-prefix=RULE-INFER < %t/inferred.json
// RULE-INFER: "gradient_rule": "inferred loss result"
// RUN: remat-opt %t/inferred.mlir --remat-auto=budget=16448 -o %t/inferred.auto.mlir 2>&1 | FileCheck %s --check-prefix=SEEDED
// RUN: remat-run %t/inferred.auto.mlir | FileCheck %s --check-prefix=AFTER
//
// An unused cotangent argument does not hide the loss result.
// RUN: remat-opt %t/unused.mlir --remat-auto=budget=16448 -o %t/unused.auto.mlir 2>&1 | FileCheck %s --check-prefix=SEEDED
// RUN: remat-run %t/unused.auto.mlir | FileCheck %s --check-prefix=AFTER
//
// Constants first, as JAX-style exports write them: the first op that is
// not in the loss's backward slice is the seed constant, so forward ops
// follow gradient ops in program order; remat-auto moves them in front.
// RUN: remat-opt %t/constants_first.mlir --remat-auto=budget=16448 -o %t/cf.auto.mlir 2>&1 | FileCheck %s --check-prefix=SEEDED
// RUN: FileCheck %s --check-prefix=ORDER < %t/cf.auto.mlir
// ORDER-LABEL: func.func @constants_first
// ORDER: math.tanh
// ORDER: math.tanh
// ORDER: math.tanh
// ORDER: linalg.reduce
// ORDER: arith.constant dense<1.000000e+00>
// RUN: remat-run %t/cf.auto.mlir | FileCheck %s --check-prefix=AFTER
//
// Two scalar results: the loss is ambiguous; a budget is then an error.
// RUN: not remat-opt %t/two.mlir --remat-auto=budget=16448 -o /dev/null 2>&1 | FileCheck %s --check-prefix=AMBIGUOUS
// AMBIGUOUS: error: remat-auto: cannot find the gradient computation of @ambiguous to meet the budget of 16448 bytes (predicted peak 20544 bytes): no argument is marked {remat.cotangent} (or none is used), no result is marked {remat.loss}, and 2 results are floating-point scalars (the loss is ambiguous); mark the loss cotangent argument with {remat.cotangent} or the loss result with {remat.loss} (docs/Conventions.md)
// A budget the program already meets needs no gradient computation.
// RUN: remat-opt %t/two.mlir --remat-auto=budget=20544 -o /dev/null 2>&1 | FileCheck %s --check-prefix=FITS
// FITS: remark: remat-auto: predicted peak 20544 bytes already fits the budget of 20544 bytes (no gradient computation found)

//--- seeded.mlir
func.func @seeded(%x: tensor<1024xf32>) -> (tensor<f32> {remat.loss}, tensor<1024xf32>) {
  %h1 = math.tanh %x : tensor<1024xf32>
  %h2 = math.tanh %h1 : tensor<1024xf32>
  %h3 = math.tanh %h2 : tensor<1024xf32>
  %h4 = math.tanh %h3 : tensor<1024xf32>
  %zero = arith.constant dense<0.0> : tensor<f32>
  %loss = linalg.reduce ins(%h4 : tensor<1024xf32>) outs(%zero : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %one = arith.constant dense<1.0> : tensor<1024xf32>
  %q4 = arith.mulf %h4, %h4 : tensor<1024xf32>
  %d4 = arith.subf %one, %q4 : tensor<1024xf32>
  %q3 = arith.mulf %h3, %h3 : tensor<1024xf32>
  %d3 = arith.subf %one, %q3 : tensor<1024xf32>
  %g3 = arith.mulf %d4, %d3 : tensor<1024xf32>
  %q2 = arith.mulf %h2, %h2 : tensor<1024xf32>
  %d2 = arith.subf %one, %q2 : tensor<1024xf32>
  %g2 = arith.mulf %g3, %d2 : tensor<1024xf32>
  %q1 = arith.mulf %h1, %h1 : tensor<1024xf32>
  %d1 = arith.subf %one, %q1 : tensor<1024xf32>
  %g1 = arith.mulf %g2, %d1 : tensor<1024xf32>
  return %loss, %g1 : tensor<f32>, tensor<1024xf32>
}

//--- inferred.mlir
func.func @inferred(%x: tensor<1024xf32>) -> (tensor<f32>, tensor<1024xf32>) {
  %h1 = math.tanh %x : tensor<1024xf32>
  %h2 = math.tanh %h1 : tensor<1024xf32>
  %h3 = math.tanh %h2 : tensor<1024xf32>
  %h4 = math.tanh %h3 : tensor<1024xf32>
  %zero = arith.constant dense<0.0> : tensor<f32>
  %loss = linalg.reduce ins(%h4 : tensor<1024xf32>) outs(%zero : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %one = arith.constant dense<1.0> : tensor<1024xf32>
  %q4 = arith.mulf %h4, %h4 : tensor<1024xf32>
  %d4 = arith.subf %one, %q4 : tensor<1024xf32>
  %q3 = arith.mulf %h3, %h3 : tensor<1024xf32>
  %d3 = arith.subf %one, %q3 : tensor<1024xf32>
  %g3 = arith.mulf %d4, %d3 : tensor<1024xf32>
  %q2 = arith.mulf %h2, %h2 : tensor<1024xf32>
  %d2 = arith.subf %one, %q2 : tensor<1024xf32>
  %g2 = arith.mulf %g3, %d2 : tensor<1024xf32>
  %q1 = arith.mulf %h1, %h1 : tensor<1024xf32>
  %d1 = arith.subf %one, %q1 : tensor<1024xf32>
  %g1 = arith.mulf %g2, %d1 : tensor<1024xf32>
  return %loss, %g1 : tensor<f32>, tensor<1024xf32>
}

//--- unused.mlir
func.func @unused_cotangent(%x: tensor<1024xf32>, %dy: tensor<f32> {remat.cotangent}) -> (tensor<f32> {remat.loss}, tensor<1024xf32>) {
  %h1 = math.tanh %x : tensor<1024xf32>
  %h2 = math.tanh %h1 : tensor<1024xf32>
  %h3 = math.tanh %h2 : tensor<1024xf32>
  %h4 = math.tanh %h3 : tensor<1024xf32>
  %zero = arith.constant dense<0.0> : tensor<f32>
  %loss = linalg.reduce ins(%h4 : tensor<1024xf32>) outs(%zero : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %one = arith.constant dense<1.0> : tensor<1024xf32>
  %q4 = arith.mulf %h4, %h4 : tensor<1024xf32>
  %d4 = arith.subf %one, %q4 : tensor<1024xf32>
  %q3 = arith.mulf %h3, %h3 : tensor<1024xf32>
  %d3 = arith.subf %one, %q3 : tensor<1024xf32>
  %g3 = arith.mulf %d4, %d3 : tensor<1024xf32>
  %q2 = arith.mulf %h2, %h2 : tensor<1024xf32>
  %d2 = arith.subf %one, %q2 : tensor<1024xf32>
  %g2 = arith.mulf %g3, %d2 : tensor<1024xf32>
  %q1 = arith.mulf %h1, %h1 : tensor<1024xf32>
  %d1 = arith.subf %one, %q1 : tensor<1024xf32>
  %g1 = arith.mulf %g2, %d1 : tensor<1024xf32>
  return %loss, %g1 : tensor<f32>, tensor<1024xf32>
}

//--- constants_first.mlir
func.func @constants_first(%x: tensor<1024xf32>) -> (tensor<f32> {remat.loss}, tensor<1024xf32>) {
  %one = arith.constant dense<1.0> : tensor<1024xf32>
  %zero = arith.constant dense<0.0> : tensor<f32>
  %h1 = math.tanh %x : tensor<1024xf32>
  %h2 = math.tanh %h1 : tensor<1024xf32>
  %h3 = math.tanh %h2 : tensor<1024xf32>
  %h4 = math.tanh %h3 : tensor<1024xf32>
  %loss = linalg.reduce ins(%h4 : tensor<1024xf32>) outs(%zero : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %q4 = arith.mulf %h4, %h4 : tensor<1024xf32>
  %d4 = arith.subf %one, %q4 : tensor<1024xf32>
  %q3 = arith.mulf %h3, %h3 : tensor<1024xf32>
  %d3 = arith.subf %one, %q3 : tensor<1024xf32>
  %g3 = arith.mulf %d4, %d3 : tensor<1024xf32>
  %q2 = arith.mulf %h2, %h2 : tensor<1024xf32>
  %d2 = arith.subf %one, %q2 : tensor<1024xf32>
  %g2 = arith.mulf %g3, %d2 : tensor<1024xf32>
  %q1 = arith.mulf %h1, %h1 : tensor<1024xf32>
  %d1 = arith.subf %one, %q1 : tensor<1024xf32>
  %g1 = arith.mulf %g2, %d1 : tensor<1024xf32>
  return %loss, %g1 : tensor<f32>, tensor<1024xf32>
}

//--- two.mlir
func.func @ambiguous(%x: tensor<1024xf32>) -> (tensor<f32>, tensor<f32>, tensor<1024xf32>) {
  %h1 = math.tanh %x : tensor<1024xf32>
  %h2 = math.tanh %h1 : tensor<1024xf32>
  %h3 = math.tanh %h2 : tensor<1024xf32>
  %h4 = math.tanh %h3 : tensor<1024xf32>
  %zero = arith.constant dense<0.0> : tensor<f32>
  %loss = linalg.reduce ins(%h4 : tensor<1024xf32>) outs(%zero : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %one = arith.constant dense<1.0> : tensor<1024xf32>
  %q4 = arith.mulf %h4, %h4 : tensor<1024xf32>
  %d4 = arith.subf %one, %q4 : tensor<1024xf32>
  %q3 = arith.mulf %h3, %h3 : tensor<1024xf32>
  %d3 = arith.subf %one, %q3 : tensor<1024xf32>
  %g3 = arith.mulf %d4, %d3 : tensor<1024xf32>
  %q2 = arith.mulf %h2, %h2 : tensor<1024xf32>
  %d2 = arith.subf %one, %q2 : tensor<1024xf32>
  %g2 = arith.mulf %g3, %d2 : tensor<1024xf32>
  %q1 = arith.mulf %h1, %h1 : tensor<1024xf32>
  %d1 = arith.subf %one, %q1 : tensor<1024xf32>
  %g1 = arith.mulf %g2, %d1 : tensor<1024xf32>
  return %loss, %loss, %g1 : tensor<f32>, tensor<f32>, tensor<1024xf32>
}
