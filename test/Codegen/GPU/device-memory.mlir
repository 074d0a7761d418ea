// remat-gpu-device-memory: arguments are copied to device buffers at entry,
// intermediates are gpu.alloc'ed, host loops touching buffers run as
// single-thread kernels, results are copied into fresh host buffers.
// RUN: remat-opt %s --remat-gpu-device-memory | FileCheck %s

// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[X:.*]]: memref<16xf32>, %[[S:.*]]: memref<f32>)
// CHECK: %[[DX:.*]] = gpu.alloc () : memref<16xf32>
// CHECK: gpu.memcpy %[[DX]], %[[X]]
// CHECK: %[[DS:.*]] = gpu.alloc () : memref<f32>
// CHECK: gpu.memcpy %[[DS]], %[[S]]
// CHECK: %[[T:.*]] = gpu.alloc () : memref<16xf32>
// CHECK: gpu.launch {{.*}}
// CHECK: memref.load %[[DX]]
// CHECK: memref.store {{.*}}, %[[T]]
// The scalar read of an argument stays on the host.
// CHECK: %[[V:.*]] = memref.load %[[S]][]
// CHECK: %[[ACC:.*]] = gpu.alloc () : memref<f32>
// A host loop summing a buffer becomes a one-thread kernel.
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %[[ONE:.*]], {{.*}} = %[[ONE]], {{.*}} = %[[ONE]]) threads({{.*}}) in ({{.*}} = %[[ONE]], {{.*}} = %[[ONE]], {{.*}} = %[[ONE]])
// CHECK: scf.for
// CHECK: memref.load %[[T]]
// CHECK: gpu.terminator
// CHECK: gpu.dealloc %[[T]]
// CHECK: %[[H:.*]] = memref.alloc() : memref<f32>
// CHECK: gpu.memcpy %[[H]], %[[ACC]]
// CHECK-DAG: gpu.dealloc %[[DX]]
// CHECK-DAG: gpu.dealloc %[[DS]]
// CHECK-DAG: gpu.dealloc %[[ACC]]
// CHECK: return %[[H]]
module attributes {gpu.container_module} {
  func.func @step(%x: memref<16xf32>, %s: memref<f32>) -> memref<f32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %zero = arith.constant 0.0 : f32
    %t = memref.alloc() : memref<16xf32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
      %v = memref.load %x[%tx] : memref<16xf32>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %t[%tx] : memref<16xf32>
      gpu.terminator
    }
    %scale = memref.load %s[] : memref<f32>
    %acc = memref.alloc() : memref<f32>
    memref.store %zero, %acc[] : memref<f32>
    scf.for %i = %c0 to %c16 step %c1 {
      %a = memref.load %t[%i] : memref<16xf32>
      %b = memref.load %acc[] : memref<f32>
      %p = arith.mulf %a, %scale : f32
      %c = arith.addf %b, %p : f32
      memref.store %c, %acc[] : memref<f32>
    }
    memref.dealloc %t : memref<16xf32>
    return %acc : memref<f32>
  }
}
