// RUN: remat-opt %s -split-input-file -verify-diagnostics

func.func @types(%a: memref<2x3xf32>, %b: memref<4x3xf64>) {
  // expected-error @below {{'remat_mpi.allgather' op buffers of different element types: 'f32' and 'f64'}}
  remat_mpi.allgather %a, %b : memref<2x3xf32>, memref<4x3xf64>
  return
}

// -----

func.func @blocks(%a: memref<2x3xf32>, %b: memref<5x3xf32>) {
  // expected-error @below {{'remat_mpi.allgather' op the whole buffer (15 elements) is not a whole number of blocks of 6}}
  remat_mpi.allgather %a, %b : memref<2x3xf32>, memref<5x3xf32>
  return
}

// -----

func.func @layout(%a: memref<2x3xf32, strided<[6, 1]>>, %b: memref<4x3xf32>) {
  // expected-error @below {{'remat_mpi.allgather' op needs contiguous buffers (identity layout), got 'memref<2x3xf32, strided<[6, 1]>>'}}
  remat_mpi.allgather %a, %b : memref<2x3xf32, strided<[6, 1]>>, memref<4x3xf32>
  return
}

// -----

func.func @ints(%a: memref<4xi32>, %b: memref<2xi32>) {
  // expected-error @below {{'remat_mpi.reduce_scatter_sum' op sums f32 or f64 elements, got 'i32'}}
  remat_mpi.reduce_scatter_sum %a, %b : memref<4xi32>, memref<2xi32>
  return
}

// -----

func.func @bcast_root(%a: memref<2x3xf32>) {
  // expected-error @below {{'remat_mpi.bcast' op root must be a rank (>= 0), got -1}}
  remat_mpi.bcast %a {root = -1 : i64} : memref<2x3xf32>
  return
}

// -----

func.func @bcast_layout(%a: memref<2x3xf32, strided<[6, 1]>>) {
  // expected-error @below {{'remat_mpi.bcast' op needs a contiguous buffer (identity layout), got 'memref<2x3xf32, strided<[6, 1]>>'}}
  remat_mpi.bcast %a {root = 0 : i64} : memref<2x3xf32, strided<[6, 1]>>
  return
}
