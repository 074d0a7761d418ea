// remat-gpu-device-memory's errors for resident-arguments.
// RUN: remat-opt %s -split-input-file --remat-gpu-device-memory="resident-arguments=0,3" -verify-diagnostics

module attributes {gpu.container_module} {
  // expected-error @below {{remat-gpu-device-memory: resident-arguments names argument #3, but @three has 3 arguments}}
  func.func @three(%x: memref<4xf32>, %y: memref<4xf32>, %z: memref<4xf32>) {
    return
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @below {{remat-gpu-device-memory: resident-arguments names argument #0 of @scalar_arg, of type 'f32', which is not a buffer}}
  func.func @scalar_arg(%x: f32, %y: memref<4xf32>, %z: memref<4xf32>, %u: memref<4xf32>) {
    return
  }
}

// -----

// The host needs a value read from device memory.
module attributes {gpu.container_module} {
  func.func @host_reads_resident(%w: memref<4xf32>, %y: memref<4xf32>, %z: memref<4xf32>, %u: memref<4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    // expected-error @below {{'memref.load' op reads device memory on the host and its result is used outside device code; remat-gpu-device-memory cannot place it}}
    %v = memref.load %w[%c0] : memref<4xf32>
    return %v : f32
  }
}
