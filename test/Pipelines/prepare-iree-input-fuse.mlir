// RUN: remat-opt %s --allow-unregistered-dialect --remat-prepare-iree-input=budget=1MiB 2>/dev/null | FileCheck %s
// RUN: remat-opt %s --allow-unregistered-dialect --remat-prepare-iree-input="budget=1MiB fuse-elementwise=false" 2>/dev/null | FileCheck %s --check-prefix=NOFUSE

// A step as JAX's value_and_grad emits it (loss inferred): the forward
// computes the derivative factor %d = 1 - tanh(x) as a tensor of its own,
// read only by the gradient computation. IREE fuses it into its consumer
// and never allocates it; with a budget the pipeline fuses it first, so
// remat-auto plans for the tensors IREE allocates.
// CHECK-LABEL: func.func @step
// CHECK: math.tanh
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.subf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: arith.mulf
// CHECK-NOT: linalg.generic
// CHECK: return
// NOFUSE-LABEL: func.func @step
// NOFUSE: math.tanh
// NOFUSE: arith.subf
// NOFUSE-NEXT: linalg.yield
// NOFUSE: arith.addf
// NOFUSE-NEXT: arith.mulf
#id = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>
func.func @step(%x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.tanh %a : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%t : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.subf %one, %a : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %l = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]}
      ins(%t : tensor<4xf32>) outs(%f : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %o, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %e3 = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%d, %t : tensor<4xf32>, tensor<4xf32>) outs(%e3 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.addf %one, %b : f32
    %q = arith.mulf %a, %p : f32
    linalg.yield %q : f32
  } -> tensor<4xf32>
  return %l, %g : tensor<f32>, tensor<4xf32>
}
