// A successful run prints its results on stdout; on stderr only what the
// pre-pipeline reports (remat-auto's one remark, with its source line),
// never the whole function after a diagnostic.
// RUN: remat-run %s --pre-pipeline='remat-auto{budget=12KiB}' 2> %t.err | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// OUT: entry: step
// The pre-pipeline's plan is what runs (16384 bytes without it).
// OUT: peak_bytes: 12288{{$}}
// ERR: quiet.mlir:[[# @LINE + 3]]:1: remark: remat-auto:
// ERR-NOT: see current operation
// ERR-NOT: remark
func.func @step(%x: tensor<1024xf32>, %dy: tensor<1024xf32> {remat.cotangent}) -> tensor<1024xf32> {
  %e0 = tensor.empty() : tensor<1024xf32>
  %a = linalg.exp ins(%x : tensor<1024xf32>) outs(%e0 : tensor<1024xf32>) -> tensor<1024xf32>
  %e1 = tensor.empty() : tensor<1024xf32>
  %b = linalg.exp ins(%a : tensor<1024xf32>) outs(%e1 : tensor<1024xf32>) -> tensor<1024xf32>
  %e2 = tensor.empty() : tensor<1024xf32>
  %c = linalg.exp ins(%b : tensor<1024xf32>) outs(%e2 : tensor<1024xf32>) -> tensor<1024xf32>
  %e3 = tensor.empty() : tensor<1024xf32>
  %g1 = linalg.mul ins(%dy, %c : tensor<1024xf32>, tensor<1024xf32>) outs(%e3 : tensor<1024xf32>) -> tensor<1024xf32>
  %e4 = tensor.empty() : tensor<1024xf32>
  %g2 = linalg.mul ins(%g1, %b : tensor<1024xf32>, tensor<1024xf32>) outs(%e4 : tensor<1024xf32>) -> tensor<1024xf32>
  %e5 = tensor.empty() : tensor<1024xf32>
  %g3 = linalg.mul ins(%g2, %a : tensor<1024xf32>, tensor<1024xf32>) outs(%e5 : tensor<1024xf32>) -> tensor<1024xf32>
  return %g3 : tensor<1024xf32>
}
