// RUN: remat-opt %s -split-input-file --remat-report="top=1" -verify-diagnostics -o /dev/null

#map = affine_map<(i, j) -> (i, j)>
// expected-remark @+1 {{peak 16384 bytes (16.00 KiB) at}}
func.func @one_residual(%x: tensor<64x16xf32>, %w: tensor<16x32xf32>,
                        %dy: tensor<64x32xf32> {remat.cotangent}) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<64x32xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x32xf32>) -> tensor<64x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<64x16xf32>, tensor<16x32xf32>) outs(%f0 : tensor<64x32xf32>) -> tensor<64x32xf32>
  %e1 = tensor.empty() : tensor<64x32xf32>
  // expected-remark @+1 {{residual: 8192 bytes kept for the gradient computation}}
  %a = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<64x32xf32>) outs(%e1 : tensor<64x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<64x32xf32>
  %e2 = tensor.empty() : tensor<64x32xf32>
  %g = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%dy, %a : tensor<64x32xf32>, tensor<64x32xf32>) outs(%e2 : tensor<64x32xf32>) {
  ^bb0(%d: f32, %t: f32, %out: f32):
    %p = arith.mulf %d, %t : f32
    linalg.yield %p : f32
  } -> tensor<64x32xf32>
  return %g : tensor<64x32xf32>
}

// -----

// Only the largest `top` residuals get a remark.
// expected-remark @+1 {{residuals 128 bytes in 2 values}}
func.func @top_residuals(%x: tensor<16xf32>, %z: tensor<8xf32>,
                         %dy: tensor<f32> {remat.cotangent}) -> (tensor<16xf32>, tensor<8xf32>) {
  // expected-remark @+1 {{residual: 64 bytes kept for the gradient computation}}
  %a = math.exp %x : tensor<16xf32>
  %b = math.sin %z : tensor<8xf32>
  %d = tensor.extract %dy[] : tensor<f32>
  %da = tensor.splat %d : tensor<16xf32>
  %ga = arith.mulf %da, %a : tensor<16xf32>
  %db = tensor.splat %d : tensor<8xf32>
  %gb = arith.mulf %db, %b : tensor<8xf32>
  return %ga, %gb : tensor<16xf32>, tensor<8xf32>
}

// -----

// expected-error @+1 {{remat needs static shapes: cannot size argument #0 of type 'tensor<?xf32>'}}
func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  %y = math.exp %x : tensor<?xf32>
  return %y : tensor<?xf32>
}

// -----

// Unranked tensors are rejected like dynamic ones (they were "peak 0").
// expected-error @+1 {{remat needs ranked tensors of static shape: argument #0 has unranked type 'tensor<*xf32>'}}
func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %y = math.exp %x : tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// An unranked value made inside the function.
func.func @unranked_result(%x: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{remat needs ranked tensors of static shape: result #0 of 'tensor.cast' has unranked type 'tensor<*xf32>'}}
  %y = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Sizes are checked 64-bit arithmetic: 2^64 elements do not wrap to 0.
// expected-error @+1 {{the byte size of argument #0 ('tensor<4294967296x4294967296xf32>') does not fit in 64 bits}}
func.func @overflow(%x: tensor<4294967296x4294967296xf32>) -> tensor<4294967296x4294967296xf32> {
  %y = math.exp %x : tensor<4294967296x4294967296xf32>
  return %y : tensor<4294967296x4294967296xf32>
}

// -----

// 2^62 + 1 f32 elements fit in 64 bits as a count but not as bytes.
// expected-error @+1 {{the byte size of argument #0 ('tensor<4611686018427387905xf32>') does not fit in 64 bits}}
func.func @overflow_bytes(%x: tensor<4611686018427387905xf32>) -> tensor<4611686018427387905xf32> {
  %y = math.exp %x : tensor<4611686018427387905xf32>
  return %y : tensor<4611686018427387905xf32>
}

// -----

// Beyond 2^62 bytes but within 64 bits: over remat's per-value limit.
// expected-error @+1 {{argument #0 ('tensor<1152921504606846977xf32>') takes 4611686018427387908 bytes, more than remat's limit of 4611686018427387904 bytes (2^62) for one value}}
func.func @too_big(%x: tensor<1152921504606846977xf32>) -> tensor<1152921504606846977xf32> {
  %y = math.exp %x : tensor<1152921504606846977xf32>
  return %y : tensor<1152921504606846977xf32>
}

// -----

// Functions of nested modules are analysed, not skipped.
module @inner {
  // expected-remark @+1 {{peak 4096 bytes}}
  func.func @nested(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %y = math.exp %x : tensor<1024xf32>
    return %y : tensor<1024xf32>
  }
}

// -----

// expected-error @+1 {{remat analyzes single-block function bodies; this one has 3 blocks}}
func.func @several_blocks(%x: tensor<4xf32>, %dy: tensor<4xf32> {remat.cotangent}, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = math.tanh %x : tensor<4xf32>
  return %y : tensor<4xf32>
^bb2:
  return %dy : tensor<4xf32>
}
