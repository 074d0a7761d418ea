// A known output value: 2.5 + 2.5 = 5 in every element.
// RUN: remat-run %s --entry=known --print-values=3 | FileCheck %s --check-prefix=KNOWN
// KNOWN: entry: known
// KNOWN: output 0: f32[4x4] checksum {{[0-9a-f]+}} values 5 5 5
// KNOWN: peak_bytes: 64
// The static prediction agrees for all three functions.
// RUN: remat-opt %s --remat-report="remarks=0 output=-" -o /dev/null | FileCheck %s --check-prefix=PREDICT
// PREDICT: "name": "known",
// PREDICT-NEXT: "peak_bytes": 64,
// PREDICT: "name": "step",
// PREDICT-NEXT: "peak_bytes": 256,
// PREDICT: "name": "chain",
// PREDICT-NEXT: "peak_bytes": 512,

// Same input, same checksums: across processes and across --repeat.
// RUN: remat-run %s --entry=step --seed=7 > %t.a
// RUN: remat-run %s --entry=step --seed=7 --repeat=3 > %t.b
// RUN: grep checksum %t.a > %t.a.sums
// RUN: grep checksum %t.b > %t.b.sums
// RUN: diff %t.a.sums %t.b.sums
// A different seed gives different inputs, so different outputs.
// RUN: remat-run %s --entry=step --seed=8 | grep checksum > %t.c.sums
// RUN: not diff %t.a.sums %t.c.sums

// RUN: remat-run %s --entry=step --json | FileCheck %s --check-prefix=JSON
// JSON: "allocations": 1,
// JSON: "entry": "step",
// JSON: "outputs": [
// JSON-NEXT: {
// JSON-NEXT: "checksum": "{{[0-9a-f]+}}",
// JSON-NEXT: "dtype": "f32",
// JSON-NEXT: "shape": [
// JSON-NEXT: 8,
// JSON-NEXT: 8
// JSON-NEXT: ]
// JSON: "peak_bytes": 256,
// JSON: "repeat": 1,
// JSON: "time_s":

// The measured peak falls when buffers are freed after their last use
// instead of at the end of the function.
// RUN: remat-run %s --entry=chain | FileCheck %s --check-prefix=EARLY
// RUN: remat-run %s --entry=chain --dealloc-after-last-use=false | FileCheck %s --check-prefix=LATE
// EARLY: peak_bytes: 512
// LATE: peak_bytes: 1280

// RUN: not remat-run %s --entry=missing 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: no function named 'missing'

func.func @known() -> tensor<4x4xf32> {
  %c = arith.constant 2.5 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = arith.addf %f, %f : tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}

func.func @step(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %t = math.tanh %m : tensor<8x8xf32>
  return %t : tensor<8x8xf32>
}

// Five 256-byte buffers in a chain, each read only by the next: two are
// live at a time when freed after the last use, all five otherwise.
func.func @chain(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e1 = tensor.empty() : tensor<64xf32>
  %a = linalg.exp ins(%x : tensor<64xf32>) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %b = linalg.exp ins(%a : tensor<64xf32>) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
  %e3 = tensor.empty() : tensor<64xf32>
  %c = linalg.exp ins(%b : tensor<64xf32>) outs(%e3 : tensor<64xf32>) -> tensor<64xf32>
  %e4 = tensor.empty() : tensor<64xf32>
  %d = linalg.exp ins(%c : tensor<64xf32>) outs(%e4 : tensor<64xf32>) -> tensor<64xf32>
  %e5 = tensor.empty() : tensor<64xf32>
  %r = linalg.exp ins(%d : tensor<64xf32>) outs(%e5 : tensor<64xf32>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}
