// The predicted peak is the replay of the bufferized program
// (BufferizedPeak.h): exact on calls, where the tensor-level model charged
// every tensor operand as a copy and kept all buffers to the end.
// RUN: rm -rf %t && split-file %s %t
// RUN: remat-opt %t/call.mlir --remat-report=top=0 -verify-diagnostics -o /dev/null
// RUN: remat-opt %t/rec.mlir --remat-report=top=0 -verify-diagnostics -o /dev/null
// RUN: remat-opt %t/call.mlir --remat-report=output=%t/call.json -o /dev/null
// RUN: FileCheck %s --check-prefix=CALL < %t/call.json
// @helper's object comes first: skip it, so that "exact" is @with_call's.
// CALL: "name": "helper"
// CALL: "exact": true
// CALL: "model_peak_bytes": 28672
// CALL: "name": "with_call"
// CALL-NEXT: "peak_bytes": 24688
// RUN: remat-run %t/call.mlir --entry=with_call | FileCheck %s --check-prefix=MEASURED
// MEASURED: peak_bytes: 24688

//--- call.mlir
// expected-remark @+1 {{peak 4096 bytes}}
func.func private @helper(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %s = math.sin %x : tensor<1024xf32>
  return %s : tensor<1024xf32>
}

// 24,576 bytes of six buffers live at the end, plus 112 bytes of the
// deallocation pipeline's bookkeeping (aligned to 16 bytes, no attribute).
// expected-remark @+1 {{peak 24688 bytes}}
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
// A recursive step's peak depends on its recursion depth: an error, not a
// bound the next run refuses.
// expected-error @+1 {{remat cannot bound the peak memory of @recursive: the function calls itself (directly or through other functions): its peak depends on the recursion depth, which remat cannot bound statically}}
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
