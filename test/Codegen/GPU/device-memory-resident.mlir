// remat-gpu-device-memory{resident-arguments=...}: the named memref
// arguments of public functions are the caller's device buffers (weights a
// training loop keeps on the device): used in place, never copied in or
// freed; the other arguments are copied as before. A returned resident
// argument is still copied out into a fresh host buffer.
// RUN: remat-opt %s -split-input-file --remat-gpu-device-memory="resident-arguments=0,2" | FileCheck %s
// RUN: remat-opt %s -split-input-file --remat-gpu-device-memory | FileCheck %s --check-prefix=COPY

// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[W:[^:]*]]: memref<16xf32>, %[[X:[^:]*]]: memref<16xf32>, %[[B:[^:]*]]: memref<16xf32>)
// CHECK-NOT: gpu.memcpy {{.*}}, %[[W]]
// CHECK: %[[DX:.*]] = gpu.alloc () : memref<16xf32>
// CHECK-NEXT: gpu.memcpy %[[DX]], %[[X]]
// CHECK-NOT: gpu.memcpy {{.*}}, %[[B]]
// CHECK: gpu.launch
// CHECK-DAG: memref.load %[[W]][
// CHECK-DAG: memref.load %[[DX]][
// CHECK-DAG: memref.load %[[B]][
// CHECK: gpu.terminator
// CHECK: %[[HB:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT: gpu.memcpy %[[HB]], %[[B]]
// CHECK: %[[HT:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT: gpu.memcpy %[[HT]], %[[T:.*]] :
// CHECK-NOT: gpu.dealloc %[[W]]
// CHECK-NOT: gpu.dealloc %[[B]]
// CHECK: gpu.dealloc %[[DX]]
// CHECK-NEXT: gpu.dealloc %[[T]]
// CHECK-NEXT: return %[[HB]], %[[HT]]

// Without the option every argument is copied in.
// COPY-LABEL: func.func @step(
// COPY-COUNT-3: gpu.memcpy
module attributes {gpu.container_module} {
  func.func @step(%w: memref<16xf32>, %x: memref<16xf32>, %b: memref<16xf32>)
      -> (memref<16xf32>, memref<16xf32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %t = memref.alloc() : memref<16xf32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
      %a = memref.load %w[%tx] : memref<16xf32>
      %v = memref.load %x[%tx] : memref<16xf32>
      %c = memref.load %b[%tx] : memref<16xf32>
      %p = arith.mulf %a, %v : f32
      %s = arith.addf %p, %c : f32
      memref.store %s, %t[%tx] : memref<16xf32>
      gpu.terminator
    }
    return %b, %t : memref<16xf32>, memref<16xf32>
  }
}

// -----

// A scalar load of a host argument stays on the host; of a resident one it
// moves into the kernel with the store that uses it.
// CHECK-LABEL: func.func @scalar(
// CHECK-SAME: %[[W:[^:]*]]: memref<4xf32>
// CHECK-NOT: gpu.memcpy {{.*}}, %[[W]]
// CHECK: gpu.launch
// CHECK-NEXT: %[[V:.*]] = memref.load %[[W]][
// CHECK-NEXT: memref.store %[[V]]
// CHECK-NEXT: gpu.terminator
// COPY-LABEL: func.func @scalar(
// COPY-SAME: %[[W:[^:]*]]: memref<4xf32>
// COPY: %[[V:.*]] = memref.load %[[W]][
// COPY: gpu.launch
// COPY-NEXT: memref.store %[[V]]
module attributes {gpu.container_module} {
  func.func @scalar(%w: memref<4xf32>, %unused: memref<4xf32>, %s: memref<f32>) -> memref<f32> {
    %c0 = arith.constant 0 : index
    %acc = memref.alloc() : memref<f32>
    %v = memref.load %w[%c0] : memref<4xf32>
    memref.store %v, %acc[] : memref<f32>
    return %acc : memref<f32>
  }
}

// -----

// Private functions are not entry points: their arguments are copied in.
// CHECK-LABEL: func.func private @helper(
// CHECK-SAME: %[[W:[^:]*]]: memref<4xf32>
// CHECK: gpu.memcpy {{.*}}, %[[W]]
module attributes {gpu.container_module} {
  func.func private @helper(%w: memref<4xf32>, %x: memref<4xf32>, %y: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
      %a = memref.load %w[%tx] : memref<4xf32>
      memref.store %a, %y[%tx] : memref<4xf32>
      gpu.terminator
    }
    return
  }
}
