// remat-gpu-device-memory: a host memref.copy between contiguous buffers
// becomes a gpu.memcpy between their device buffers (errors:
// device-memory-errors.mlir).
// RUN: remat-opt %s -split-input-file --remat-gpu-device-memory | FileCheck %s

// CHECK-LABEL: func.func @copy
// CHECK-SAME: (%[[X:.*]]: memref<8xf32>)
// CHECK: %[[DX:.*]] = gpu.alloc () : memref<8xf32>
// CHECK: gpu.memcpy %[[DX]], %[[X]]
// CHECK: %[[T:.*]] = gpu.alloc () : memref<8xf32>
// CHECK-NEXT: gpu.memcpy %[[T]], %[[DX]] : memref<8xf32>, memref<8xf32>
// CHECK-NOT: memref.copy
// CHECK: %[[H:.*]] = memref.alloc() : memref<8xf32>
// CHECK: gpu.memcpy %[[H]], %[[T]]
// CHECK: return %[[H]]
module attributes {gpu.container_module} {
  func.func @copy(%x: memref<8xf32>) -> memref<8xf32> {
    %t = memref.alloc() : memref<8xf32>
    memref.copy %x, %t : memref<8xf32> to memref<8xf32>
    return %t : memref<8xf32>
  }
}
