// RUN: remat-opt %s -split-input-file --remat-outline-checkpoints | FileCheck %s
// RUN: remat-opt %s -split-input-file --remat-outline-checkpoints="max-cloned-bytes=4096" | FileCheck %s --check-prefix=LIMIT
// A 4-layer step reading one 16 KiB literal in every layer and in the
// gradient computation: checkpointed, applied and optionally planned by
// remat-auto, it runs bit-identically, its peak predicted exactly (the
// literal reaches each recomputation through its barrier and is the same
// global after remat-strip), with the peaks of cloning it (checked equal by
// hand with max-cloned-bytes=1000000). Checkpointing alone does not lower
// this peak: the recomputation's FLOPs show that the pipeline ran (with
// remat-auto: the checkpoints' and the plan's, 1052672 each; remat-auto
// alone reaches 65536 too).
// RUN: %python %remat_src/benchmarks/differential.py %S/Inputs/big-constant-step.mlir --tolerance 0 \
// RUN:   --build-dir %remat_obj --pipeline 'remat-outline-checkpoints,remat-apply-checkpoints' | FileCheck %s --check-prefix=DIFF
// DIFF: bit-identical=True peak before 81920 (predicted 81920) after 81920 (predicted 81920) recompute FLOPs 1052672{{$}}
// RUN: %python %remat_src/benchmarks/differential.py %S/Inputs/big-constant-step.mlir --tolerance 0 \
// RUN:   --build-dir %remat_obj --pipeline 'remat-outline-checkpoints,remat-apply-checkpoints,remat-auto{budget=64KiB}' | FileCheck %s --check-prefix=AUTO
// AUTO: bit-identical=True peak before 81920 (predicted 81920) after 65536 (predicted 65536) recompute FLOPs 2105344{{$}}
// RUN: remat-opt %S/Inputs/big-constant-step.mlir --remat-outline-checkpoints | FileCheck %s --check-prefix=STEP
// STEP: %[[BIG:.*]] = arith.constant dense<"0x
// STEP-NOT: dense<"0x
// STEP-COUNT-4: remat.checkpoint(%{{.*}}, %{{.*}}, %[[BIG]])
// STEP-NOT: dense<"0x

// Two layers read a 32xf32 literal (128 bytes), a 4xf32 literal (16 bytes)
// and a 32xf32 splat. The big literal is passed into both regions as an
// operand and stays defined once outside; the small literal and the splat
// are cloned into each region, right before their first use. With
// max-cloned-bytes=4096 all are cloned.
// CHECK-LABEL: func.func @big_and_small
// CHECK: %[[BIG:.*]] = arith.constant dense<[{{.*}}]> : tensor<32xf32>
// CHECK-NEXT: remat.checkpoint(%arg0, %[[BIG]]) primals(1)
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<32xf32>, %[[B0:.*]]: tensor<32xf32>):
// CHECK-NEXT: arith.addf %{{.*}}, %[[B0]] : tensor<32xf32>
// CHECK-NEXT: arith.constant dense<5.000000e-01> : tensor<32xf32>
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK: remat.checkpoint(%{{.*}}, %[[BIG]]) primals(0)
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<32xf32>, %[[B1:.*]]: tensor<32xf32>):
// CHECK-NEXT: arith.addf %{{.*}}, %[[B1]] : tensor<32xf32>
// CHECK-NEXT: arith.constant dense<5.000000e-01> : tensor<32xf32>
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NOT: arith.constant dense<[{{.*}}]> : tensor<32xf32>
// CHECK: return
// LIMIT-LABEL: func.func @big_and_small
// LIMIT: remat.checkpoint(%arg0) primals(1)
// LIMIT: arith.constant dense<[{{.*}}]> : tensor<32xf32>
// LIMIT: remat.checkpoint(%{{.*}}) primals(0)
// LIMIT: arith.constant dense<[{{.*}}]> : tensor<32xf32>
func.func @big_and_small(%x: tensor<32xf32>, %dy: tensor<32xf32> {remat.cotangent}) -> tensor<32xf32> {
  %big = arith.constant dense<"0x0000803F000000400000404000008040000080400000A0400000C0400000E0400000004100001041000020410000304100004041000050410000604100007041000080410000884100009041000098410000A0410000A8410000B0410000B8410000C0410000C8410000D0410000D8410000E0410000E8410000F0410000F841"> : tensor<32xf32> loc("consts")
  %small = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32> loc("consts")
  %half = arith.constant dense<0.5> : tensor<32xf32> loc("consts")
  %a0 = arith.addf %x, %big : tensor<32xf32> loc("layers.0.add")
  %m0 = arith.mulf %a0, %half : tensor<32xf32> loc("layers.0.mul")
  %s0 = tensor.insert_slice %small into %m0[0] [4] [1] : tensor<4xf32> into tensor<32xf32> loc("layers.0.slice")
  %t0 = math.tanh %s0 : tensor<32xf32> loc("layers.0.act")
  %a1 = arith.addf %t0, %big : tensor<32xf32> loc("layers.1.add")
  %m1 = arith.mulf %a1, %half : tensor<32xf32> loc("layers.1.mul")
  %s1 = tensor.insert_slice %small into %m1[0] [4] [1] : tensor<4xf32> into tensor<32xf32> loc("layers.1.slice")
  %t1 = math.tanh %s1 : tensor<32xf32> loc("layers.1.act")
  %g1 = arith.mulf %dy, %t1 : tensor<32xf32> loc("backward.layers.1")
  %g0 = arith.mulf %g1, %t0 : tensor<32xf32> loc("backward.layers.0")
  return %g0 : tensor<32xf32>
}

// -----

// A big literal defined between a layer's ops is moved in front of the
// region that reads it (a region operand must dominate the region).
// CHECK-LABEL: func.func @defined_inside_layer
// CHECK: %[[BIG:.*]] = arith.constant dense<[{{.*}}]> : tensor<32xf32>
// CHECK-NEXT: remat.checkpoint(%arg0, %[[BIG]]) primals(0)
// LIMIT-LABEL: func.func @defined_inside_layer
// LIMIT: remat.checkpoint(%arg0) primals(0)
func.func @defined_inside_layer(%x: tensor<32xf32>, %dy: tensor<32xf32> {remat.cotangent}) -> tensor<32xf32> {
  %t = math.tanh %x : tensor<32xf32> loc("layers.0.act")
  %big = arith.constant dense<"0x0000803F000000400000404000008040000080400000A0400000C0400000E0400000004100001041000020410000304100004041000050410000604100007041000080410000884100009041000098410000A0410000A8410000B0410000B8410000C0410000C8410000D0410000D8410000E0410000E8410000F0410000F841"> : tensor<32xf32> loc("layers.0.bias")
  %a = arith.addf %t, %big : tensor<32xf32> loc("layers.0.add")
  %g = arith.mulf %dy, %a : tensor<32xf32> loc("backward.layers.0")
  %g2 = arith.mulf %g, %t : tensor<32xf32> loc("backward.layers.0")
  return %g2 : tensor<32xf32>
}

// -----

// dense_resource literals (their bytes live in the resource section) are
// passed as operands too.
// CHECK-LABEL: func.func @resource
// CHECK: %[[R:.*]] = arith.constant dense_resource<blob1> : tensor<32xf32>
// CHECK: remat.checkpoint(%arg0, %[[R]]) primals(0)
// CHECK-NOT: dense_resource
// CHECK: remat.yield
func.func @resource(%x: tensor<32xf32>, %dy: tensor<32xf32> {remat.cotangent}) -> tensor<32xf32> {
  %r = arith.constant dense_resource<blob1> : tensor<32xf32> loc("consts")
  %a = arith.addf %x, %r : tensor<32xf32> loc("layers.0.add")
  %t = math.tanh %a : tensor<32xf32> loc("layers.0.act")
  %g = arith.mulf %dy, %t : tensor<32xf32> loc("backward.layers.0")
  return %g : tensor<32xf32>
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000000803F000000400000404000008040000080400000A0400000C0400000E0400000004100001041000020410000304100004041000050410000604100007041000080410000884100009041000098410000A0410000A8410000B0410000B8410000C0410000C8410000D0410000D8410000E0410000E8410000F0410000F841"
    }
  }
#-}
