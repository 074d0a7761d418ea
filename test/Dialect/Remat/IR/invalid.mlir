// RUN: remat-opt %s -split-input-file -verify-diagnostics

func.func @primals_exceed_results(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.checkpoint' op declares 2 primal outputs but has only 1 results}}
  %r = remat.checkpoint (%x) primals(2) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    remat.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @yield_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.checkpoint' op region yields 2 values but the op has 1 results}}
  %r = remat.checkpoint (%x) primals(1) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    remat.yield %a, %a : tensor<4xf32>, tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @yield_type(%x: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error @+1 {{'remat.checkpoint' op region yields 'tensor<4xf32>' for result #0 of type 'tensor<4xf64>'}}
  %r = remat.checkpoint (%x) primals(1) : (tensor<4xf32>) -> tensor<4xf64> {
  ^bb0(%a: tensor<4xf32>):
    remat.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf64>
}

// -----

func.func @arg_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.checkpoint' op region has 2 arguments but the op has 1 operands}}
  %r = remat.checkpoint (%x) primals(1) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
    remat.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @arg_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.checkpoint' op region argument #0 has type 'tensor<4xf64>' but operand #0 has type 'tensor<4xf32>'}}
  %r = remat.checkpoint (%x) primals(1) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf64>):
    %c = arith.truncf %a : tensor<4xf64> to tensor<4xf32>
    remat.yield %c : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @isolated(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{required by region isolation constraints}}
  %r = remat.checkpoint (%x) primals(1) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    // expected-error @+1 {{using value defined outside the region}}
    %s = arith.addf %a, %y : tensor<4xf32>
    remat.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @negative_primals(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'primals' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %r = remat.checkpoint (%x) primals(-1) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    remat.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @yield_outside(%x: tensor<4xf32>) {
  // expected-error @+1 {{'remat.yield' op expects parent op 'remat.checkpoint'}}
  remat.yield %x : tensor<4xf32>
}

// -----

// expected-error @+1 {{policy 'save_names' needs at least one name}}
func.func @empty_names() attributes {p = #remat.policy<save_names>} {
  return
}

// -----

// expected-error @+1 {{policy 'save_names' lists 'a' twice}}
func.func @duplicate_names() attributes {p = #remat.policy<save_names["a", "a"]>} {
  return
}

// -----

// expected-error @+1 {{policy 'save_names' has an empty name}}
func.func @empty_name() attributes {p = #remat.policy<save_names[""]>} {
  return
}

// -----

// expected-error @+1 {{policy 'save_dots' takes no names}}
func.func @names_on_save_dots() attributes {p = #remat.policy<save_dots["a"]>} {
  return
}

// -----

// expected-error @+2 {{expected ::mlir::remat::PolicyKind to be one of: recompute_all, save_dots, save_dots_no_batch, save_names}}
// expected-error @+1 {{failed to parse Remat_PolicyAttr parameter 'kind'}}
func.func @bad_kind() attributes {p = #remat.policy<save_everything>} {
  return
}

// -----

func.func @empty_label(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'remat.name' op needs a non-empty name}}
  %n = remat.name "" %x : tensor<4xf32>
  return %n : tensor<4xf32>
}

// -----

func.func @barrier_without_inputs(%g: tensor<4xf32>) {
  // expected-error @+1 {{'remat.barrier' op needs at least one value to pin}}
  "remat.barrier"(%g) : (tensor<4xf32>) -> ()
  return
}

// -----

// expected-error @+1 {{'remat.budget' value 'lots' is not a byte size (expected e.g. 1048576, "64MiB", "1.5GB")}}
func.func @bad_budget_string() attributes {remat.budget = "lots"} {
  return
}

// -----

// expected-error @+1 {{'remat.budget' must be a positive number of bytes, got -5}}
func.func @negative_budget() attributes {remat.budget = -5 : i64} {
  return
}

// -----

// expected-error @+1 {{'remat.budget' must be an integer or a size string, got 1.500000e+00 : f32}}
func.func @float_budget() attributes {remat.budget = 1.5 : f32} {
  return
}

// -----

// expected-error @+1 {{'remat.budget' is only valid on functions}}
module attributes {remat.budget = 100 : i64} {
}

// -----

// expected-error @+1 {{'remat.cotangent' is only valid on function arguments}}
func.func @cotangent_on_op() attributes {remat.cotangent} {
  return
}

// -----

// expected-error @+1 {{'remat.cotangent' must be a unit attribute}}
func.func @cotangent_not_unit(%x: tensor<4xf32> {remat.cotangent = 1 : i32}) {
  return
}

// -----

// expected-error @+1 {{'remat.seed' is only valid on function arguments}}
func.func @seed_on_op() attributes {remat.seed} {
  return
}

// -----

// expected-error @+1 {{'remat.seed' must be a unit attribute}}
func.func @seed_not_unit(%s: tensor<i64> {remat.seed = 3 : i64}) {
  return
}

// -----

// expected-error @+1 {{'remat.seed' must mark a 'tensor<i64>' argument (a 'memref<i64>' once bufferized), got argument #1 of type 'tensor<4xi64>'}}
func.func @seed_not_0d(%x: tensor<4xf32>, %s: tensor<4xi64> {remat.seed}) {
  return
}

// -----

// expected-error @+1 {{'remat.seed' must mark a 'tensor<i64>' argument (a 'memref<i64>' once bufferized), got argument #0 of type 'tensor<i32>'}}
func.func @seed_not_i64(%s: tensor<i32> {remat.seed}) {
  return
}

// -----

// A scalar is not a seed either: the runners pass tensors only.
// expected-error @+1 {{'remat.seed' must mark a 'tensor<i64>' argument (a 'memref<i64>' once bufferized), got argument #0 of type 'i64'}}
func.func @seed_scalar(%s: i64 {remat.seed}) {
  return
}

// -----

// expected-error @+1 {{'remat.seed' marks arguments #0 and #2; a function has at most one seed}}
func.func @two_seeds(%s: tensor<i64> {remat.seed}, %x: tensor<4xf32>, %t: tensor<i64> {remat.seed}) {
  return
}

// -----

// expected-error @+1 {{'remat.range' is only valid on function arguments}}
func.func @range_on_op() attributes {remat.range = [0, 4]} {
  return
}

// -----

// expected-error @+1 {{'remat.range' must mark a tensor of i8, i16, i32 or i64, got argument #0 of type 'tensor<4xf32>'}}
func.func @range_on_float(%x: tensor<4xf32> {remat.range = [0, 4]}) {
  return
}

// -----

// expected-error @+1 {{'remat.range' must mark a tensor of i8, i16, i32 or i64, got argument #0 of type 'tensor<4xi1>'}}
func.func @range_on_i1(%x: tensor<4xi1> {remat.range = [0, 2]}) {
  return
}

// -----

// expected-error @+1 {{'remat.range' must be [lo, hi], two integers, got [0, 4, 8]}}
func.func @range_three(%x: tensor<4xi64> {remat.range = [0, 4, 8]}) {
  return
}

// -----

// expected-error @+1 {{'remat.range' must be [lo, hi], two integers, got "0..4"}}
func.func @range_string(%x: tensor<4xi64> {remat.range = "0..4"}) {
  return
}

// -----

// expected-error @+1 {{'remat.range' = [4, 4] must satisfy lo < hi with lo and hi - 1 in 'i64' (values lo <= v < hi)}}
func.func @range_empty(%x: tensor<4xi64> {remat.range = [4, 4]}) {
  return
}

// -----

// expected-error @+1 {{'remat.range' = [0, 129] must satisfy lo < hi with lo and hi - 1 in 'i8' (values lo <= v < hi)}}
func.func @range_beyond_i8(%x: tensor<4xi8> {remat.range = [0, 129]}) {
  return
}

// -----

// expected-error @+1 {{'remat.range' and 'remat.seed' on argument #0: a seed's generated value is --seed, not a range}}
func.func @range_on_seed(%s: tensor<i64> {remat.seed, remat.range = [0, 4]}) {
  return
}

// -----

// expected-error @+1 {{unknown remat attribute 'remat.frobnicate'}}
func.func @unknown_attr() attributes {remat.frobnicate} {
  return
}

// -----

// expected-error @+1 {{unknown remat argument attribute 'remat.frobnicate'}}
func.func @unknown_arg_attr(%x: tensor<4xf32> {remat.frobnicate}) {
  return
}

// -----

// expected-error @+1 {{'remat.loss' must mark a floating-point scalar result (one element), got 'tensor<4xf32>'}}
func.func @loss_not_scalar(%x: tensor<4xf32>) -> (tensor<4xf32> {remat.loss}) {
  return %x : tensor<4xf32>
}

// -----

// expected-error @+1 {{'remat.loss' marks more than one result (results 1 and 0)}}
func.func @two_losses(%x: tensor<f32>) -> (tensor<f32> {remat.loss}, tensor<f32> {remat.loss}) {
  return %x, %x : tensor<f32>, tensor<f32>
}

// -----

// expected-error @+1 {{'remat.loss' must be a unit attribute}}
func.func @loss_not_unit(%x: tensor<f32>) -> (tensor<f32> {remat.loss = 1 : i64}) {
  return %x : tensor<f32>
}

// -----

// expected-error @+1 {{'remat.loss' is only valid on function results}}
func.func @loss_on_function() attributes {remat.loss} {
  return
}

// -----

// expected-error @+1 {{unknown remat result attribute 'remat.other'}}
func.func @unknown_result_attr(%x: tensor<f32>) -> (tensor<f32> {remat.other}) {
  return %x : tensor<f32>
}

// -----

// expected-error @+1 {{'remat.jax_checkpoint' is only valid on functions}}
module attributes {remat.jax_checkpoint = {mode = "honour", checkpoints = 1 : i64}} {
}

// -----

// expected-error @+1 {{'remat.jax_checkpoint' must be {mode = "honour" | "replan", checkpoints = N} with N >= 0, got {checkpoints = 1 : i64, mode = "keep"}}}
func.func @jax_checkpoint_mode(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {remat.jax_checkpoint = {mode = "keep", checkpoints = 1 : i64}} {
  return %x : tensor<4xf32>
}
