// remat-auto replays the step (one-shot bufferization of a copy, most of
// the analysis' time) on another thread while it solves and realises its
// first plan, where the model says the step is over the budget. Nothing is
// decided before the replay ends: the answer is the one without threads.
// RUN: rm -rf %t && split-file %s %t
//
// A step that needs a plan: the same remark and IR with and without threads.
// RUN: remat-opt %t/chain.mlir --remat-auto="budget=4608" --mlir-print-op-on-diagnostic=false -o %t/threads.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: remat-opt %t/chain.mlir --mlir-disable-threading --remat-auto="budget=4608" --mlir-print-op-on-diagnostic=false -o %t/serial.mlir 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN: remark: remat-auto: solver auto (feasible): predicted peak 7168 -> 4096 bytes (budget 4608)
// RUN: diff %t/threads.mlir %t/serial.mlir
//
// The model over the budget (28,672 B), the replay within it (24,688 B):
// the plan made meanwhile is dropped and the step is left as it is.
// RUN: remat-opt %t/call.mlir --remat-auto="budget=26000" -verify-diagnostics -o %t/call-after.mlir
// RUN: remat-opt %t/call.mlir -o %t/call-before.mlir
// RUN: diff %t/call-before.mlir %t/call-after.mlir
//
// A step whose peak cannot be bounded: its error once, none from the
// plan realised and analysed meanwhile.
// RUN: remat-opt %t/rec.mlir --remat-auto="budget=1024" -verify-diagnostics -o /dev/null
//
// Two modules planned at once by the pass manager, whose thread pool the
// replays share: both plans, the same as one at a time.
// RUN: timeout 300 remat-opt %t/two.mlir --pass-pipeline="builtin.module(builtin.module(remat-auto{budget=4608}))" --mlir-print-op-on-diagnostic=false -o %t/two-threads.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: remat-opt %t/two.mlir --mlir-disable-threading --pass-pipeline="builtin.module(builtin.module(remat-auto{budget=4608}))" -o %t/two-serial.mlir 2>/dev/null
// RUN: diff %t/two-threads.mlir %t/two-serial.mlir
// TWO-COUNT-2: remark: remat-auto: solver auto (feasible): predicted peak 7168 -> 4096 bytes (budget 4608)

//--- chain.mlir
func.func @sin_chain(%x: tensor<256xf32>, %dy: tensor<256xf32> {remat.cotangent}) -> (tensor<256xf32>, tensor<256xf32>) {
  %h1 = math.sin %x : tensor<256xf32> loc("layers.0")
  %h2 = math.sin %h1 : tensor<256xf32> loc("layers.1")
  %h3 = math.sin %h2 : tensor<256xf32> loc("layers.2")
  %h4 = math.sin %h3 : tensor<256xf32> loc("layers.3")
  %h5 = math.sin %h4 : tensor<256xf32> loc("layers.4")
  %h6 = math.sin %h5 : tensor<256xf32> loc("layers.5")
  %c6 = math.cos %h5 : tensor<256xf32> loc("backward.layers.5")
  %d6 = arith.mulf %dy, %c6 : tensor<256xf32> loc("backward.layers.5")
  %c5 = math.cos %h4 : tensor<256xf32> loc("backward.layers.4")
  %d5 = arith.mulf %d6, %c5 : tensor<256xf32> loc("backward.layers.4")
  %c4 = math.cos %h3 : tensor<256xf32> loc("backward.layers.3")
  %d4 = arith.mulf %d5, %c4 : tensor<256xf32> loc("backward.layers.3")
  %c3 = math.cos %h2 : tensor<256xf32> loc("backward.layers.2")
  %d3 = arith.mulf %d4, %c3 : tensor<256xf32> loc("backward.layers.2")
  %c2 = math.cos %h1 : tensor<256xf32> loc("backward.layers.1")
  %d2 = arith.mulf %d3, %c2 : tensor<256xf32> loc("backward.layers.1")
  %c1 = math.cos %x : tensor<256xf32> loc("backward.layers.0")
  %d1 = arith.mulf %d2, %c1 : tensor<256xf32> loc("backward.layers.0")
  return %h6, %d1 : tensor<256xf32>, tensor<256xf32>
}

//--- call.mlir
// expected-remark @+1 {{remat-auto: predicted peak 4096 bytes already fits the budget of 26000 bytes (no gradient computation found)}}
func.func private @helper(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %s = math.sin %x : tensor<1024xf32>
  return %s : tensor<1024xf32>
}

// expected-remark @+1 {{remat-auto: predicted peak 24688 bytes already fits the budget of 26000 bytes}}
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

//--- rec.mlir
// expected-error @+1 {{remat cannot bound the peak memory of @recursive: the function calls itself}}
func.func @recursive(%x: tensor<1024xf32>, %n: index, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = math.exp %x : tensor<1024xf32>
  %stop = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %stop -> tensor<1024xf32> {
    scf.yield %a : tensor<1024xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %s = func.call @recursive(%a, %m, %dy) : (tensor<1024xf32>, index, tensor<1024xf32>) -> tensor<1024xf32>
    scf.yield %s : tensor<1024xf32>
  }
  %g = arith.mulf %dy, %r : tensor<1024xf32>
  return %g : tensor<1024xf32>
}

//--- two.mlir
module {
  module @first {
func.func @sin_chain(%x: tensor<256xf32>, %dy: tensor<256xf32> {remat.cotangent}) -> (tensor<256xf32>, tensor<256xf32>) {
  %h1 = math.sin %x : tensor<256xf32> loc("layers.0")
  %h2 = math.sin %h1 : tensor<256xf32> loc("layers.1")
  %h3 = math.sin %h2 : tensor<256xf32> loc("layers.2")
  %h4 = math.sin %h3 : tensor<256xf32> loc("layers.3")
  %h5 = math.sin %h4 : tensor<256xf32> loc("layers.4")
  %h6 = math.sin %h5 : tensor<256xf32> loc("layers.5")
  %c6 = math.cos %h5 : tensor<256xf32> loc("backward.layers.5")
  %d6 = arith.mulf %dy, %c6 : tensor<256xf32> loc("backward.layers.5")
  %c5 = math.cos %h4 : tensor<256xf32> loc("backward.layers.4")
  %d5 = arith.mulf %d6, %c5 : tensor<256xf32> loc("backward.layers.4")
  %c4 = math.cos %h3 : tensor<256xf32> loc("backward.layers.3")
  %d4 = arith.mulf %d5, %c4 : tensor<256xf32> loc("backward.layers.3")
  %c3 = math.cos %h2 : tensor<256xf32> loc("backward.layers.2")
  %d3 = arith.mulf %d4, %c3 : tensor<256xf32> loc("backward.layers.2")
  %c2 = math.cos %h1 : tensor<256xf32> loc("backward.layers.1")
  %d2 = arith.mulf %d3, %c2 : tensor<256xf32> loc("backward.layers.1")
  %c1 = math.cos %x : tensor<256xf32> loc("backward.layers.0")
  %d1 = arith.mulf %d2, %c1 : tensor<256xf32> loc("backward.layers.0")
  return %h6, %d1 : tensor<256xf32>, tensor<256xf32>
}
  }
  module @second {
func.func @sin_chain(%x: tensor<256xf32>, %dy: tensor<256xf32> {remat.cotangent}) -> (tensor<256xf32>, tensor<256xf32>) {
  %h1 = math.sin %x : tensor<256xf32> loc("layers.0")
  %h2 = math.sin %h1 : tensor<256xf32> loc("layers.1")
  %h3 = math.sin %h2 : tensor<256xf32> loc("layers.2")
  %h4 = math.sin %h3 : tensor<256xf32> loc("layers.3")
  %h5 = math.sin %h4 : tensor<256xf32> loc("layers.4")
  %h6 = math.sin %h5 : tensor<256xf32> loc("layers.5")
  %c6 = math.cos %h5 : tensor<256xf32> loc("backward.layers.5")
  %d6 = arith.mulf %dy, %c6 : tensor<256xf32> loc("backward.layers.5")
  %c5 = math.cos %h4 : tensor<256xf32> loc("backward.layers.4")
  %d5 = arith.mulf %d6, %c5 : tensor<256xf32> loc("backward.layers.4")
  %c4 = math.cos %h3 : tensor<256xf32> loc("backward.layers.3")
  %d4 = arith.mulf %d5, %c4 : tensor<256xf32> loc("backward.layers.3")
  %c3 = math.cos %h2 : tensor<256xf32> loc("backward.layers.2")
  %d3 = arith.mulf %d4, %c3 : tensor<256xf32> loc("backward.layers.2")
  %c2 = math.cos %h1 : tensor<256xf32> loc("backward.layers.1")
  %d2 = arith.mulf %d3, %c2 : tensor<256xf32> loc("backward.layers.1")
  %c1 = math.cos %x : tensor<256xf32> loc("backward.layers.0")
  %d1 = arith.mulf %d2, %c1 : tensor<256xf32> loc("backward.layers.0")
  return %h6, %d1 : tensor<256xf32>, tensor<256xf32>
}
  }
}
