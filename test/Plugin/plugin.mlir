// Stock mlir-opt loads remat's dialect and passes from the plugin.
// RUN: %asan_preload mlir-opt %s --load-dialect-plugin=%remat_plugin --load-pass-plugin=%remat_plugin \
// RUN:   --pass-pipeline='builtin.module(remat-strip)' | FileCheck %s
// RUN: %asan_preload mlir-opt %s --load-dialect-plugin=%remat_plugin --load-pass-plugin=%remat_plugin \
// RUN:   --pass-pipeline='builtin.module(remat-report{output=- remarks=false})' -o /dev/null \
// RUN:   | FileCheck %s --check-prefix=REPORT

// CHECK-LABEL: func.func @f
// CHECK-NOT: remat.name
// CHECK: math.tanh %arg0
// REPORT: "name": "f"
// REPORT: "peak_bytes": 64
func.func @f(%x: tensor<16xf32>, %d: tensor<16xf32> {remat.cotangent}) -> tensor<16xf32> {
  %n = remat.name "x" %x : tensor<16xf32>
  %t = math.tanh %n : tensor<16xf32>
  return %t : tensor<16xf32>
}
