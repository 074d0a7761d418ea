// Every way a plan-file can be wrong is an error that says which (the
// file's path, elided below, starts each message). The solver graph of
// @step (dump-graph=true): forward nodes 2 (exp), 3 (sin), 4 (cos),
// backward nodes 5, 6, 7; at 12 KiB keeping everything (16 KiB) is over.
// RUN: split-file %s %t
// RUN: remat-opt %t/missing.mlir --remat-auto="budget=12KiB plan-file=%t/missing.plan" --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// RUN: remat-opt %t/not-an-index.mlir --remat-auto="budget=12KiB plan-file=%t/not-an-index.plan" --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// RUN: remat-opt %t/no-such-node.mlir --remat-auto="budget=12KiB plan-file=%t/no-such-node.plan" --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// RUN: remat-opt %t/twice.mlir --remat-auto="budget=12KiB plan-file=%t/twice.plan" --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// RUN: remat-opt %t/not-a-candidate.mlir --remat-auto="budget=12KiB plan-file=%t/not-a-candidate.plan" --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// RUN: remat-opt %t/forward-point.mlir --remat-auto="budget=12KiB plan-file=%t/forward-point.plan" --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// RUN: remat-opt %t/model-over.mlir --remat-auto="budget=12KiB plan-file=%t/model-over.plan" --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// The graph's model can be optimistic (a call keeps everything alive to the
// end, test/Planner/auto-call.mlir): a plan that fits the model but not
// the analysis of the realised function is refused too.
// RUN: remat-opt %t/realised-over.mlir --remat-auto="budget=24KiB plan-file=%t/realised-over.plan" --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// A step that fits without a plan does not get one.
// RUN: remat-opt %t/already-fits.mlir --remat-auto="budget=1MiB plan-file=%t/two-functions.plan" --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// A plan file holds the plan of one function.
// RUN: remat-opt %t/two-functions.mlir --remat-auto="budget=12KiB plan-file=%t/two-functions.plan" --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null

//--- missing.mlir
// expected-error @+1 {{missing.plan': No such file or directory}}
func.func @step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %b = math.sin %a : tensor<1024xf32>
  %c = math.cos %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}

//--- not-an-index.plan
2 x
//--- not-an-index.mlir
// expected-error @+1 {{' is not a plan of @step's solver graph (8 nodes; dump-graph=true prints it): line 1: 'x' is not a node index}}
func.func @step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %b = math.sin %a : tensor<1024xf32>
  %c = math.cos %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}

//--- no-such-node.plan
# dropped: exp
2
9
//--- no-such-node.mlir
// expected-error @+1 {{' is not a plan of @step's solver graph (8 nodes; dump-graph=true prints it): line 3: no node 9 (the graph has 8)}}
func.func @step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %b = math.sin %a : tensor<1024xf32>
  %c = math.cos %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}

//--- twice.plan
2 6
2 7
//--- twice.mlir
// expected-error @+1 {{' is not a plan of @step's solver graph (8 nodes; dump-graph=true prints it): line 2: node 2 is listed twice}}
func.func @step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %b = math.sin %a : tensor<1024xf32>
  %c = math.cos %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}

//--- not-a-candidate.plan
5
//--- not-a-candidate.mlir
// expected-error @+1 {{' is not a plan of @step's solver graph (8 nodes; dump-graph=true prints it): node 5 cannot be dropped}}
func.func @step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %b = math.sin %a : tensor<1024xf32>
  %c = math.cos %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}

//--- forward-point.plan
2 3
//--- forward-point.mlir
// expected-error @+1 {{' is not a plan of @step's solver graph (8 nodes; dump-graph=true prints it): recomputation point 3 of node 2 is not a backward node}}
func.func @step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %b = math.sin %a : tensor<1024xf32>
  %c = math.cos %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}

//--- model-over.plan
# keep everything
//--- model-over.mlir
// expected-error @+1 {{' has a model peak of 16384 bytes, over the budget of 12288 bytes}}
func.func @step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %b = math.sin %a : tensor<1024xf32>
  %c = math.cos %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}

//--- realised-over.plan
5
//--- realised-over.mlir
// expected-remark @+1 {{remat-auto: predicted peak 4096 bytes already fits the budget of 24576 bytes (no gradient computation found)}}
func.func private @helper(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %s = math.sin %x : tensor<1024xf32>
  return %s : tensor<1024xf32>
}

// expected-error @+1 {{realised has a predicted peak of 24688 bytes, over the budget of 24576 bytes (its model peak is 20480 bytes)}}
func.func @with_call(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %a = math.exp %x : tensor<1024xf32>
  %l = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %a) -> tensor<1024xf32> {
    %n = math.tanh %acc : tensor<1024xf32>
    scf.yield %n : tensor<1024xf32>
  }
  %k = func.call @helper(%l) : (tensor<1024xf32>) -> tensor<1024xf32>
  %b = math.cos %k : tensor<1024xf32>
  %g0 = arith.mulf %dy, %b : tensor<1024xf32>
  %g1 = arith.mulf %g0, %k : tensor<1024xf32>
  %g2 = arith.mulf %g1, %l : tensor<1024xf32>
  %g3 = arith.mulf %g2, %a : tensor<1024xf32>
  return %g3 : tensor<1024xf32>
}
//--- two-functions.plan
2
4
//--- two-functions.mlir
// expected-remark @+1 {{remat-auto: solver plan-file (feasible): predicted peak 16384 -> 12288 bytes (budget 12288)}}
func.func @step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %b = math.sin %a : tensor<1024xf32>
  %c = math.cos %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}

// expected-error @+1 {{remat-auto: plan-file holds the plan of one function; @step has used it, and @step2 has a budget too}}
func.func @step2(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %b = math.sin %a : tensor<1024xf32>
  %c = math.cos %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}
//--- already-fits.mlir
// expected-error @+1 {{remat-auto: @step fits the budget of 1048576 bytes without a plan (predicted peak 16384 bytes); the plan in '}}
func.func @step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %a = math.exp %x : tensor<1024xf32>
  %b = math.sin %a : tensor<1024xf32>
  %c = math.cos %b : tensor<1024xf32>
  %g0 = arith.mulf %dy, %c : tensor<1024xf32>
  %g1 = arith.mulf %g0, %b : tensor<1024xf32>
  %g2 = arith.mulf %g1, %a : tensor<1024xf32>
  return %g2 : tensor<1024xf32>
}
