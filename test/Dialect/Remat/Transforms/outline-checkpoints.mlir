// RUN: remat-opt %s -split-input-file --remat-outline-checkpoints -verify-diagnostics | FileCheck %s
// RUN: remat-opt %s -split-input-file --remat-outline-checkpoints="every=2 policy=save_dots" | FileCheck %s --check-prefix=EVERY2
// RUN: remat-opt %s -split-input-file --remat-outline-checkpoints="sqrt=true" | FileCheck %s --check-prefix=SQRT
// RUN: remat-opt %s -split-input-file --remat-outline-checkpoints="skip-last=true" | FileCheck %s --check-prefix=SKIP
// RUN: remat-opt %s -split-input-file --remat-outline-checkpoints="skip-last=true every=2" | FileCheck %s --check-prefix=SKIP2
// RUN: not remat-opt %s --remat-outline-checkpoints="policy=save_names" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADPOLICY
// RUN: not remat-opt %s --remat-outline-checkpoints="pattern=(" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADREGEX
// BADPOLICY: for the --policy option: Cannot find option named 'save_names'!
// BADREGEX: error: remat-outline-checkpoints: invalid pattern '('

// Three layers, each a tanh then an exp; the gradient reads each layer's
// tanh (a residual) and the last output. Layer outputs read by the next
// layer are primal outputs.
// CHECK-LABEL: func.func @three_layers
// CHECK: %[[L0:[0-9]+]]:2 = remat.checkpoint(%arg0) primals(1) policy(#remat.policy<recompute_all>)
// CHECK: %[[T:.*]] = math.tanh
// CHECK: %[[E:.*]] = math.exp %[[T]]
// CHECK: remat.yield %[[E]], %[[T]]
// CHECK: %[[L1:[0-9]+]]:2 = remat.checkpoint(%[[L0]]#0) primals(1)
// The last layer's output is read only by the gradient: a residual too.
// CHECK: %[[L2:[0-9]+]]:2 = remat.checkpoint(%[[L1]]#0) primals(0)
// CHECK: arith.mulf %arg1, %[[L2]]#1
// CHECK: arith.mulf %{{.*}}, %[[L2]]#0
// CHECK: arith.mulf %{{.*}}, %[[L1]]#1
// CHECK: arith.mulf %{{.*}}, %[[L0]]#1
// EVERY2-LABEL: func.func @three_layers
// EVERY2-COUNT-2: remat.checkpoint{{.*}}policy(#remat.policy<save_dots>)
// EVERY2-NOT: remat.checkpoint
// SQRT-LABEL: func.func @three_layers
// SQRT-COUNT-2: remat.checkpoint
// SQRT-NOT: remat.checkpoint
// skip-last: the backward starts with layer 2, so it gets no region (its
// ops stay where they are); grouped two by two, the last group is layer 2
// alone and layers 0 and 1 share one region.
// SKIP-LABEL: func.func @three_layers
// SKIP: %[[S0:[0-9]+]]:2 = remat.checkpoint(%arg0) primals(1)
// SKIP: %[[S1:[0-9]+]]:2 = remat.checkpoint(%[[S0]]#0) primals(1)
// SKIP-NOT: remat.checkpoint
// SKIP: %[[T2:.*]] = math.tanh %[[S1]]#0 : tensor<8xf32>
// SKIP-NEXT: math.exp %[[T2]]
// SKIP2-LABEL: func.func @three_layers
// SKIP2: %[[P:[0-9]+]]:3 = remat.checkpoint(%arg0) primals(1)
// SKIP2-NOT: remat.checkpoint
// SKIP2: math.tanh %[[P]]#0 : tensor<8xf32>
func.func @three_layers(%x: tensor<8xf32>, %dy: tensor<8xf32> {remat.cotangent}) -> tensor<8xf32> {
  %t0 = math.tanh %x : tensor<8xf32> loc("layers.0.act")
  %h0 = math.exp %t0 : tensor<8xf32> loc("layers.0.out")
  %t1 = math.tanh %h0 : tensor<8xf32> loc("layers.1.act")
  %h1 = math.exp %t1 : tensor<8xf32> loc("layers.1.out")
  %t2 = math.tanh %h1 : tensor<8xf32> loc("layers.2.act")
  %h2 = math.exp %t2 : tensor<8xf32> loc("layers.2.out")
  %g2 = arith.mulf %dy, %h2 : tensor<8xf32> loc("backward.layers.2")
  %g2b = arith.mulf %g2, %t2 : tensor<8xf32> loc("backward.layers.2")
  %g1 = arith.mulf %g2b, %t1 : tensor<8xf32> loc("backward.layers.1")
  %g0 = arith.mulf %g1, %t0 : tensor<8xf32> loc("backward.layers.0")
  return %g0 : tensor<8xf32>
}

// -----

// Interleaved layers are left alone: only layer 1 gets a region. Grouped
// two by two (every=2, and sqrt of two layers), both are in one region.
// CHECK-LABEL: func.func @interleaved
// CHECK: remat.checkpoint(%arg0) primals(1)
// CHECK: math.exp
// CHECK-NOT: remat.checkpoint
// EVERY2-LABEL: func.func @interleaved
// EVERY2: remat.checkpoint(%arg0) primals(2) policy(#remat.policy<save_dots>)
// EVERY2-NOT: remat.checkpoint
// SQRT-LABEL: func.func @interleaved
// SQRT: remat.checkpoint(%arg0) primals(2) policy(#remat.policy<recompute_all>)
// SQRT-NOT: remat.checkpoint
// expected-remark @+1 {{layer 'layers.0' is interleaved with 'math.exp' at layers.1.b: no checkpoint region formed for it}}
func.func @interleaved(%x: tensor<8xf32>, %dy: tensor<8xf32> {remat.cotangent}) -> tensor<8xf32> {
  %a = math.tanh %x : tensor<8xf32> loc("layers.0.a")
  %b = math.exp %x : tensor<8xf32> loc(fused["layers.1.b", "file.mlir":1:1])
  %c = math.sin %a : tensor<8xf32> loc("layers.0.c")
  %s = arith.addf %b, %c : tensor<8xf32> loc("backward.x")
  %g = arith.mulf %dy, %s : tensor<8xf32> loc("backward.y")
  return %g : tensor<8xf32>
}

// -----

// A custom pattern: group by "stage<N>", a name the default pattern does
// not match (it matches "block<N>").
// RUN: remat-opt %s -split-input-file --remat-outline-checkpoints="pattern=(stage[0-9]+)" | FileCheck %s --check-prefix=CUSTOM
// CUSTOM-LABEL: func.func @custom
// CUSTOM: %[[S0:[0-9]+]] = remat.checkpoint(%arg0) primals(1)
// CUSTOM: math.tanh
// CUSTOM: %[[S1:[0-9]+]] = remat.checkpoint(%[[S0]]) primals(0)
// CUSTOM: math.exp
// CUSTOM-NOT: remat.checkpoint
// CHECK-LABEL: func.func @custom
// CHECK-NOT: remat.checkpoint
// expected-remark @+1 {{remat-outline-checkpoints: no checkpoint region formed in @custom: no forward op's location name matches the layer pattern}}
func.func @custom(%x: tensor<8xf32>, %dy: tensor<8xf32> {remat.cotangent}) -> tensor<8xf32> {
  %a = math.tanh %x : tensor<8xf32> loc("net/stage0/tanh")
  %b = math.exp %a : tensor<8xf32> loc("net/stage1/exp")
  %g = arith.mulf %dy, %b : tensor<8xf32> loc("grad")
  %g2 = arith.mulf %g, %a : tensor<8xf32> loc("grad")
  return %g2 : tensor<8xf32>
}

// -----

// A forward value the function returns (the loss) is a primal output of the
// region, not a residual: the return comes after the gradient start, but the
// value is an output of the forward pass and is not recomputed for it.
// CHECK-LABEL: func.func @returned_loss
// CHECK: %[[R:[0-9]+]]:2 = remat.checkpoint(%arg0) primals(1)
// CHECK: %[[T:.*]] = math.tanh
// CHECK: %[[L:.*]] = math.exp %[[T]]
// CHECK: remat.yield %[[L]], %[[T]]
// CHECK: %[[G:.*]] = arith.mulf %arg1, %[[R]]#1
// CHECK: return %[[R]]#0, %[[G]]
// EVERY2-LABEL: func.func @returned_loss
// EVERY2: remat.checkpoint(%arg0) primals(1) policy(#remat.policy<save_dots>)
// EVERY2-NOT: remat.checkpoint
// SQRT-LABEL: func.func @returned_loss
// SQRT: remat.checkpoint(%arg0) primals(1) policy(#remat.policy<recompute_all>)
// SQRT-NOT: remat.checkpoint
func.func @returned_loss(%x: tensor<8xf32>, %dy: tensor<8xf32> {remat.cotangent}) -> (tensor<8xf32>, tensor<8xf32>) {
  %t = math.tanh %x : tensor<8xf32> loc("layers.0.act")
  %loss = math.exp %t : tensor<8xf32> loc("layers.0.loss")
  %g = arith.mulf %dy, %t : tensor<8xf32> loc("backward.layers.0")
  return %loss, %g : tensor<8xf32>, tensor<8xf32>
}

// -----

// No location matches the layer pattern: nothing is formed, and the pass
// says why.
// CHECK-LABEL: func.func @no_layer_names
// CHECK-NOT: remat.checkpoint
// expected-remark @+1 {{remat-outline-checkpoints: no checkpoint region formed in @no_layer_names: no forward op's location name matches the layer pattern}}
func.func @no_layer_names(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> (tensor<16xf32>, tensor<16xf32>) {
  %t = math.tanh %x : tensor<16xf32> loc("encoder.act")
  %g = arith.mulf %dy, %t : tensor<16xf32>
  return %t, %g : tensor<16xf32>, tensor<16xf32>
}

// -----

// Two float results and no annotation: no gradient computation to outline
// for.
// CHECK-LABEL: func.func @no_gradient
// CHECK-NOT: remat.checkpoint
// expected-remark @+1 {{remat-outline-checkpoints: no checkpoint region formed in @no_gradient: no gradient computation found}}
func.func @no_gradient(%x: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %t = math.tanh %x : tensor<16xf32> loc("layers.0.act")
  %u = math.exp %t : tensor<16xf32> loc("layers.0.out")
  return %t, %u : tensor<16xf32>, tensor<16xf32>
}
