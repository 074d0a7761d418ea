// remat-gpu-device-memory's errors.
// RUN: remat-opt %s -split-input-file --remat-gpu-device-memory -verify-diagnostics

module attributes {gpu.container_module} {
  func.func @strided_copy(%x: memref<8x8xf32>) -> memref<8x4xf32> {
    %t = memref.alloc() : memref<8x4xf32>
    %v = memref.subview %x[0, 0] [8, 4] [1, 1] : memref<8x8xf32> to memref<8x4xf32, strided<[8, 1]>>
    // expected-error @below {{'memref.copy' op between buffers of types 'memref<8x4xf32, strided<[8, 1]>>' and 'memref<8x4xf32>' is not one contiguous memcpy; remat-gpu-device-memory needs remat-gpu-strided-copies first (remat-lower-to-nvvm runs it)}}
    memref.copy %v, %t : memref<8x4xf32, strided<[8, 1]>> to memref<8x4xf32>
    return %t : memref<8x4xf32>
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @below {{remat-gpu-device-memory: buffer of type 'memref<?xf32>' needs a static shape and identity layout}}
  func.func @dynamic_argument(%x: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %v = memref.load %x[%c0] : memref<?xf32>
      memref.store %v, %x[%c0] : memref<?xf32>
      gpu.terminator
    }
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @host_value(%x: memref<4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %t = memref.alloc() : memref<4xf32>
    memref.copy %x, %t : memref<4xf32> to memref<4xf32>
    // expected-error @below {{'memref.load' op reads device memory on the host and its result is used outside device code; remat-gpu-device-memory cannot place it}}
    %v = memref.load %t[%c0] : memref<4xf32>
    memref.dealloc %t : memref<4xf32>
    return %v : f32
  }
}
