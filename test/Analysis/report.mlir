// JSON keys print in sorted order, so the checks follow that order.
// RUN: remat-opt %s -split-input-file --remat-report="output=- remarks=false details=true" -o /dev/null | FileCheck %s

// Forward: matmul (64x32 f32 = 8192 B, in place into its fill), tanh (8192 B).
// Gradient (from %dy, the cotangent): multiplies by the tanh output, so the
// tanh output is a residual; the matmul output is not read after the tanh.
// The gradient's tensor.empty comes before the first op that reads %dy but
// is no residual (operand-free ops compute nothing). Each buffer is
// allocated by the op that first writes it, not by its tensor.empty
// (remat-split-empty-tensors puts each tensor.empty right before its user),
// and a tensor.empty's own entry (0 bytes) is not listed.
// FLOPs: matmul 2*64*16*32 = 65536, tanh 2048, multiply 2048.
// CHECK: "buffers": [
// CHECK-NEXT: {
// CHECK-NEXT:   "bytes": 8192,
// CHECK-NEXT:   "def": 2,
// CHECK-NEXT:   "last_use": 5,
// CHECK-NEXT:   "loc": "fill0",
// CHECK-NEXT:   "result": false
// CHECK-NEXT: },
// CHECK-NEXT: {
// CHECK-NEXT:   "bytes": 8192,
// CHECK-NEXT:   "def": 5,
// CHECK-NEXT:   "last_use": 7,
// CHECK-NEXT:   "loc": "act",
// CHECK-NEXT:   "result": false
// CHECK-NEXT: },
// CHECK-NEXT: {
// CHECK-NEXT:   "bytes": 8192,
// CHECK-NEXT:   "def": 7,
// CHECK-NEXT:   "last_use": 8,
// CHECK-NEXT:   "loc": "grad",
// CHECK-NEXT:   "result": true
// CHECK-NEXT: }
// CHECK-NEXT: ],
// CHECK: "exact": true,
// CHECK: "flops": 69632,
// CHECK: "grad_start_loc": "grad",
// CHECK-NEXT: "gradient_rule": "cotangent argument",
// CHECK-NEXT: "model_peak_bytes": 16384,
// CHECK-NEXT: "name": "mlp_layer",
// CHECK: "peak_bytes": 16384,
// CHECK: "peak_loc": "act_init",
// CHECK: "residual_bytes": 8192,
// CHECK: "residuals": [
// CHECK-NEXT: {
// CHECK-NEXT:   "bytes": 8192,
// CHECK-NEXT:   "loc": "act",
// CHECK-NEXT:   "op": "linalg.generic"
// CHECK-NEXT: }
// CHECK-NEXT: ],
// Each step's live bytes, tied to its op by its location.
// CHECK: "steps": [
// CHECK: "live_bytes": 0,
// CHECK-NEXT: "loc": "zero",
// CHECK: "live_bytes": 0,
// CHECK-NEXT: "loc": "empty0",
// CHECK: "live_bytes": 8192,
// CHECK-NEXT: "loc": "fill0",
// CHECK: "live_bytes": 8192,
// CHECK-NEXT: "loc": "mm",
// CHECK: "live_bytes": 8192,
// CHECK-NEXT: "loc": "act_init",
// CHECK: "live_bytes": 16384,
// CHECK-NEXT: "loc": "act",
// CHECK: "live_bytes": 8192,
// CHECK-NEXT: "loc": "grad_init",
// CHECK: "live_bytes": 16384,
// CHECK-NEXT: "loc": "grad",
// CHECK: "live_bytes": 8192,
// CHECK-NEXT: "loc": "ret",
#map = affine_map<(i, j) -> (i, j)>
func.func @mlp_layer(%x: tensor<64x16xf32>, %w: tensor<16x32xf32>,
                     %dy: tensor<64x32xf32> {remat.cotangent}) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32 loc("zero")
  %e0 = tensor.empty() : tensor<64x32xf32> loc("empty0")
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x32xf32>) -> tensor<64x32xf32> loc("fill0")
  %m = linalg.matmul ins(%x, %w : tensor<64x16xf32>, tensor<16x32xf32>) outs(%f0 : tensor<64x32xf32>) -> tensor<64x32xf32> loc("mm")
  %e1 = tensor.empty() : tensor<64x32xf32> loc("act_init")
  %a = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<64x32xf32>) outs(%e1 : tensor<64x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<64x32xf32> loc("act")
  %e2 = tensor.empty() : tensor<64x32xf32> loc("grad_init")
  %g = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%dy, %a : tensor<64x32xf32>, tensor<64x32xf32>) outs(%e2 : tensor<64x32xf32>) {
  ^bb0(%d: f32, %t: f32, %out: f32):
    %p = arith.mulf %d, %t : f32
    linalg.yield %p : f32
  } -> tensor<64x32xf32> loc("grad")
  return %g : tensor<64x32xf32> loc("ret")
}

// -----

// A destination that is read again later is copied, not overwritten: the
// second fill gets a buffer of its own.
// CHECK: "name": "copy_on_conflict",
// CHECK-NEXT: "peak_bytes": 128,
func.func @copy_on_conflict() -> (tensor<16xf32>, tensor<16xf32>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<16xf32> loc("e")
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32> loc("fill1")
  %b = linalg.fill ins(%two : f32) outs(%a : tensor<16xf32>) -> tensor<16xf32> loc("fill2")
  return %a, %b : tensor<16xf32>, tensor<16xf32>
}

// -----

// Reshapes alias their source; constants are globals (no heap bytes); an
// unused value is freed right after it is made.
// CHECK: "name": "aliases",
// CHECK-NEXT: "peak_bytes": 512,
func.func @aliases(%x: tensor<8x8xf32>) -> tensor<64xf32> {
  %c = arith.constant dense<1.0> : tensor<64xf32> loc("cst")
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<8x8xf32> into tensor<64xf32> loc("flat")
  %e = math.exp %flat : tensor<64xf32> loc("exp")
  %s = arith.addf %e, %c : tensor<64xf32> loc("add")
  %dead = math.sin %s : tensor<64xf32> loc("dead")
  return %s : tensor<64xf32> loc("ret")
}
