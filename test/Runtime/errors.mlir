// RUN: not remat-run %s 2>&1 | FileCheck %s
// CHECK: error: argument #0 has type 'tensor<?xf32>'; remat-run supports statically shaped tensors
func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}
