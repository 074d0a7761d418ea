// remat-hand-over-loop-inits: a buffer that only starts a loop (filled
// before it, read by it, freed after it under `true`) is the loop's to free:
// the ownership flag the loop carries for it starts true and the dealloc
// after the loop no longer lists it, so the body frees it when the first
// iteration replaces it instead of holding it through the loop.
// RUN: remat-opt %s -split-input-file --remat-hand-over-loop-inits | FileCheck %s

// CHECK-LABEL: func.func @handed
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[L:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[A]], %{{.*}} = %true{{.*}})
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<8x8xf32>) if (%{{.*}}, %{{.*}}) retain
// CHECK: %[[O:.*]] = memref.alloc()
// CHECK: bufferization.dealloc (%{{.*}}, %[[O]] : memref<f32>, memref<8x8xf32>) if (%[[L]]#1, %{{.*}}) retain (%[[O]] : memref<8x8xf32>)
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @handed(%arg0: memref<8x8xf32>) -> memref<8x8xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.000000e+00 : f32
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<8x8xf32>) outs(%alloc : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.mulf %in, %in : f32
    linalg.yield %2 : f32
  }
  %0:2 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %alloc, %arg3 = %false) -> (memref<8x8xf32>, i1) {
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<8x8xf32>)
    linalg.matmul ins(%arg2, %arg0 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc_1 : memref<8x8xf32>)
    %base_buffer_2, %offset_3, %sizes_4:2, %strides_5:2 = memref.extract_strided_metadata %arg2 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %2 = bufferization.dealloc (%base_buffer_2, %alloc_1 : memref<f32>, memref<8x8xf32>) if (%arg3, %true) retain (%alloc_1 : memref<8x8xf32>)
    scf.yield %alloc_1, %2 : memref<8x8xf32>, i1
  }
  %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0#0 : memref<8x8xf32>) outs(%alloc_0 : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.negf %in : f32
    linalg.yield %2 : f32
  }
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0#0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %1 = bufferization.dealloc (%alloc, %base_buffer, %alloc_0 : memref<8x8xf32>, memref<f32>, memref<8x8xf32>) if (%true, %0#1, %true) retain (%alloc_0 : memref<8x8xf32>)
  return %alloc_0 : memref<8x8xf32>
}

// -----

// Read again after the loop: it stays the function's to free.
// CHECK-LABEL: func.func @read_after
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[A:alloc]], %{{.*}} = %false)
// CHECK: bufferization.dealloc (%[[A]], %{{.*}}, %{{.*}} : memref<8x8xf32>, memref<f32>, memref<8x8xf32>) if (%true, %{{.*}}, %true)
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @read_after(%arg0: memref<8x8xf32>) -> memref<8x8xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.000000e+00 : f32
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<8x8xf32>) outs(%alloc : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.mulf %in, %in : f32
    linalg.yield %2 : f32
  }
  %0:2 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %alloc, %arg3 = %false) -> (memref<8x8xf32>, i1) {
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<8x8xf32>)
    linalg.matmul ins(%arg2, %arg0 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc_1 : memref<8x8xf32>)
    %base_buffer_2, %offset_3, %sizes_4:2, %strides_5:2 = memref.extract_strided_metadata %arg2 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %2 = bufferization.dealloc (%base_buffer_2, %alloc_1 : memref<f32>, memref<8x8xf32>) if (%arg3, %true) retain (%alloc_1 : memref<8x8xf32>)
    scf.yield %alloc_1, %2 : memref<8x8xf32>, i1
  }
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<8x8xf32>) outs(%alloc : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0#0 : memref<8x8xf32>) outs(%alloc_0 : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.negf %in : f32
    linalg.yield %2 : f32
  }
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0#0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %1 = bufferization.dealloc (%alloc, %base_buffer, %alloc_0 : memref<8x8xf32>, memref<f32>, memref<8x8xf32>) if (%true, %0#1, %true) retain (%alloc_0 : memref<8x8xf32>)
  return %alloc_0 : memref<8x8xf32>
}

// -----

// The loop's ownership of it does not start false (not what ownership-based
// deallocation writes for an init): left alone.
// CHECK-LABEL: func.func @owned_already
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[A:alloc]], %{{.*}} = %[[OWN:.*]])
// CHECK: bufferization.dealloc (%[[A]], %{{.*}}, %{{.*}} : memref<8x8xf32>, memref<f32>, memref<8x8xf32>)
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @owned_already(%arg0: memref<8x8xf32>, %own: i1) -> memref<8x8xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.000000e+00 : f32
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<8x8xf32>) outs(%alloc : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.mulf %in, %in : f32
    linalg.yield %2 : f32
  }
  %0:2 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %alloc, %arg3 = %own) -> (memref<8x8xf32>, i1) {
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<8x8xf32>)
    linalg.matmul ins(%arg2, %arg0 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc_1 : memref<8x8xf32>)
    %base_buffer_2, %offset_3, %sizes_4:2, %strides_5:2 = memref.extract_strided_metadata %arg2 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %2 = bufferization.dealloc (%base_buffer_2, %alloc_1 : memref<f32>, memref<8x8xf32>) if (%arg3, %true) retain (%alloc_1 : memref<8x8xf32>)
    scf.yield %alloc_1, %2 : memref<8x8xf32>, i1
  }
  %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0#0 : memref<8x8xf32>) outs(%alloc_0 : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.negf %in : f32
    linalg.yield %2 : f32
  }
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0#0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %1 = bufferization.dealloc (%alloc, %base_buffer, %alloc_0 : memref<8x8xf32>, memref<f32>, memref<8x8xf32>) if (%true, %0#1, %true) retain (%alloc_0 : memref<8x8xf32>)
  return %alloc_0 : memref<8x8xf32>
}

// -----

// A carried buffer: the result of an earlier loop (a taped tail's backward
// loop handing its cotangent to the head's), freed after the second loop
// under the first loop's ownership of it, goes to the second loop with
// that ownership.
// CHECK-LABEL: func.func @carried_result
// CHECK: %[[L0:.*]]:2 = scf.for
// CHECK: %[[L1:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[L0]]#0, %{{.*}} = %[[L0]]#1)
// CHECK-NOT: memref.extract_strided_metadata %[[L0]]#0
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<8x8xf32>) if (%[[L1]]#1, %true) retain
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @carried_result(%arg0: memref<8x8xf32>) -> memref<8x8xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.000000e+00 : f32
  %0:2 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %arg0, %arg3 = %false) -> (memref<8x8xf32>, i1) {
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<8x8xf32>)
    linalg.matmul ins(%arg2, %arg0 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc_1 : memref<8x8xf32>)
    %base_buffer_2, %offset_3, %sizes_4:2, %strides_5:2 = memref.extract_strided_metadata %arg2 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %3 = bufferization.dealloc (%base_buffer_2 : memref<f32>) if (%arg3) retain (%alloc_1 : memref<8x8xf32>)
    scf.yield %alloc_1, %3 : memref<8x8xf32>, i1
  }
  %1:2 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %0#0, %arg3 = %false) -> (memref<8x8xf32>, i1) {
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<8x8xf32>)
    linalg.matmul ins(%arg2, %arg0 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc_1 : memref<8x8xf32>)
    %base_buffer_2, %offset_3, %sizes_4:2, %strides_5:2 = memref.extract_strided_metadata %arg2 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %3 = bufferization.dealloc (%base_buffer_2 : memref<f32>) if (%arg3) retain (%alloc_1 : memref<8x8xf32>)
    scf.yield %alloc_1, %3 : memref<8x8xf32>, i1
  }
  %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1#0 : memref<8x8xf32>) outs(%alloc_0 : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.negf %in : f32
    linalg.yield %3 : f32
  }
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0#0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %base_buffer_1, %offset_1, %sizes_1:2, %strides_1:2 = memref.extract_strided_metadata %1#0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %alloc_0 : memref<f32>, memref<f32>, memref<8x8xf32>) if (%0#1, %1#1, %true) retain (%alloc_0 : memref<8x8xf32>)
  return %alloc_0 : memref<8x8xf32>
}

// -----

// A carried buffer read again after the loop: left alone.
// CHECK-LABEL: func.func @carried_read_after
// CHECK: %[[L0:.*]]:2 = scf.for
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[L0]]#0, %{{.*}} = %false)
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @carried_read_after(%arg0: memref<8x8xf32>) -> memref<8x8xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.000000e+00 : f32
  %0:2 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %arg0, %arg3 = %false) -> (memref<8x8xf32>, i1) {
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<8x8xf32>)
    linalg.matmul ins(%arg2, %arg0 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc_1 : memref<8x8xf32>)
    %base_buffer_2, %offset_3, %sizes_4:2, %strides_5:2 = memref.extract_strided_metadata %arg2 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %3 = bufferization.dealloc (%base_buffer_2 : memref<f32>) if (%arg3) retain (%alloc_1 : memref<8x8xf32>)
    scf.yield %alloc_1, %3 : memref<8x8xf32>, i1
  }
  %1:2 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %0#0, %arg3 = %false) -> (memref<8x8xf32>, i1) {
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<8x8xf32>)
    linalg.matmul ins(%arg2, %arg0 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc_1 : memref<8x8xf32>)
    %base_buffer_2, %offset_3, %sizes_4:2, %strides_5:2 = memref.extract_strided_metadata %arg2 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %3 = bufferization.dealloc (%base_buffer_2 : memref<f32>) if (%arg3) retain (%alloc_1 : memref<8x8xf32>)
    scf.yield %alloc_1, %3 : memref<8x8xf32>, i1
  }
  %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1#0, %0#0 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc_0 : memref<8x8xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %3 = arith.addf %in, %in_1 : f32
    linalg.yield %3 : f32
  }
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0#0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %base_buffer_1, %offset_1, %sizes_1:2, %strides_1:2 = memref.extract_strided_metadata %1#0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %alloc_0 : memref<f32>, memref<f32>, memref<8x8xf32>) if (%0#1, %1#1, %true) retain (%alloc_0 : memref<8x8xf32>)
  return %alloc_0 : memref<8x8xf32>
}

// -----

// The enclosing loop's carried buffer starting an inner loop (a segment's
// backward loop starting from the cotangent the loop over the segments
// carries): the outer loop is handed its init first (its body still frees
// the carried buffer under its ownership argument), then the inner loop is
// handed the carried buffer under that argument, and the outer body no
// longer frees it.
// CHECK-LABEL: func.func @outer_carry
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:[a-z0-9_]+]] = %alloc, %[[O:[a-z0-9_]+]] = %true
// CHECK: %[[IN:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[A]], %{{.*}} = %[[O]])
// CHECK: bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[IN]]#1) retain
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @outer_carry(%arg0: memref<8x8xf32>) -> memref<8x8xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.000000e+00 : f32
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<8x8xf32>) outs(%alloc : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.mulf %in, %in : f32
    linalg.yield %3 : f32
  }
  %0:2 = scf.for %arg1 = %c0 to %c3 step %c1 iter_args(%arg2 = %alloc, %arg3 = %false) -> (memref<8x8xf32>, i1) {
    %1:2 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg2, %arg6 = %false) -> (memref<8x8xf32>, i1) {
      %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
      linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<8x8xf32>)
      linalg.matmul ins(%arg5, %arg0 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc_1 : memref<8x8xf32>)
      %base_buffer_2, %offset_3, %sizes_4:2, %strides_5:2 = memref.extract_strided_metadata %arg5 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
      %4 = bufferization.dealloc (%base_buffer_2 : memref<f32>) if (%arg6) retain (%alloc_1 : memref<8x8xf32>)
      scf.yield %alloc_1, %4 : memref<8x8xf32>, i1
    }
    %base_buffer_6, %offset_7, %sizes_8:2, %strides_9:2 = memref.extract_strided_metadata %arg2 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %1#0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %5 = bufferization.dealloc (%base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>) if (%arg3, %1#1) retain (%1#0 : memref<8x8xf32>)
    scf.yield %1#0, %5 : memref<8x8xf32>, i1
  }
  %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0#0 : memref<8x8xf32>) outs(%alloc_0 : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.negf %in : f32
    linalg.yield %3 : f32
  }
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0#0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %2 = bufferization.dealloc (%alloc, %base_buffer, %alloc_0 : memref<8x8xf32>, memref<f32>, memref<8x8xf32>) if (%true, %0#1, %true) retain (%alloc_0 : memref<8x8xf32>)
  return %alloc_0 : memref<8x8xf32>
}
