// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-shard-to-mpi | FileCheck %s

// An all-reduce over the whole grid runs on MPI_COMM_WORLD: no
// MPI_Comm_split per collective (upstream creates one for each and never
// frees it). The function first checks the world size.

// CHECK: module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">}
// CHECK-NOT: shard.grid
// CHECK-LABEL: func.func @step
// CHECK: %[[WORLD:.*]] = mpi.comm_world : !mpi.comm
// CHECK: %[[SIZE:.*]] = mpi.comm_size(%[[WORLD]]) : i32
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[SIZE]], %{{.*}} : i32
// CHECK: cf.assert %[[OK]], "remat: 'step' was partitioned for 2 MPI processes, but MPI_COMM_WORLD has a different size: run it with mpiexec -n 2"
// CHECK-NOT: mpi.comm_split
// CHECK: %[[IN:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<4x3xf32> to memref<4x3xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x3xf32>
// CHECK: %[[C:.*]] = mpi.comm_world : !mpi.comm
// CHECK-DAG: %[[IN1:.*]] = memref.collapse_shape %[[IN]] {{\[\[}}0, 1]] : memref<4x3xf32> into memref<12xf32>
// CHECK-DAG: %[[OUT1:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1]] : memref<4x3xf32> into memref<12xf32>
// CHECK: mpi.allreduce(%[[IN1]], %[[OUT1]], MPI_SUM, %[[C]]) : memref<12xf32>, memref<12xf32>
// CHECK: bufferization.to_tensor %[[OUT]] restrict writable
// CHECK-NOT: mpi.comm_split
// CHECK: mpi.allreduce(%{{.*}}, %{{.*}}, MPI_MAX, %{{.*}}) : memref<f32>, memref<f32>
// CHECK-NOT: mpi.comm_split
module {
  shard.grid @g(shape = 2)
  func.func @step(%a: tensor<4x3xf32>, %b: tensor<f32>) -> (tensor<4x3xf32>, tensor<f32>) {
    %0 = shard.all_reduce %a on @g grid_axes = [0] : tensor<4x3xf32> -> tensor<4x3xf32>
    %1 = shard.all_reduce %b on @g grid_axes = [0] reduction = max : tensor<f32> -> tensor<f32>
    return %0, %1 : tensor<4x3xf32>, tensor<f32>
  }
}

// -----

// An all-reduce whose input is computed here and dies there (a dp
// gradient's) reduces in place: one writable buffer is both MPI's send and
// receive buffer (MPI_IN_PLACE once lowered to LLVM), and the result is that
// buffer; no fresh one. One read again later, or in a function marked
// remat_out_of_place_all_reduce (remat-shard{in-place-all-reduce=false}),
// gets a fresh receive buffer. (The arguments above are the caller's.)
// CHECK-LABEL: func.func @dying
// CHECK: %[[G:.*]] = arith.addf
// CHECK: %[[BUF:.*]] = bufferization.to_buffer %[[G]] : tensor<4x3xf32> to memref<4x3xf32>
// CHECK-NOT: memref.alloc
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[BUF]] {{\[\[}}0, 1]] : memref<4x3xf32> into memref<12xf32>
// CHECK: mpi.allreduce(%[[FLAT]], %[[FLAT]], MPI_SUM, %{{.*}}) : memref<12xf32>, memref<12xf32>
// CHECK: %[[R:.*]] = bufferization.to_tensor %[[BUF]] restrict writable
// CHECK: return %[[R]]
// CHECK-LABEL: func.func @read_later
// CHECK: bufferization.to_buffer %{{.*}} read_only
// CHECK: memref.alloc() : memref<4x3xf32>
// CHECK-LABEL: func.func @marked
// CHECK: bufferization.to_buffer %{{.*}} read_only
// CHECK: memref.alloc() : memref<4x3xf32>
module {
  shard.grid @g(shape = 2)
  func.func @dying(%a: tensor<4x3xf32>) -> tensor<4x3xf32> {
    %g = arith.addf %a, %a : tensor<4x3xf32>
    %0 = shard.all_reduce %g on @g grid_axes = [0] : tensor<4x3xf32> -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
  func.func @read_later(%a: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
    %g = arith.addf %a, %a : tensor<4x3xf32>
    %0 = shard.all_reduce %g on @g grid_axes = [0] : tensor<4x3xf32> -> tensor<4x3xf32>
    return %0, %g : tensor<4x3xf32>, tensor<4x3xf32>
  }
  func.func @marked(%a: tensor<4x3xf32>) -> tensor<4x3xf32> attributes {remat_out_of_place_all_reduce} {
    %g = arith.addf %a, %a : tensor<4x3xf32>
    %0 = shard.all_reduce %g on @g grid_axes = [0] : tensor<4x3xf32> -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
}

// -----

// A module without shard ops is left alone.
// CHECK-LABEL: func.func @plain
// CHECK-NOT: mpi.
func.func @plain(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// all_gather along the first axis: MPI_Allgather into a buffer of the
// result's size (remat_mpi.allgather); reduce_scatter (sum, f32) along the
// first axis: MPI_Reduce_scatter_block into a buffer of the slice's size.
// The slice's own buffer is sent (read-only), no copy.
// CHECK-LABEL: func.func @gather
// CHECK: %[[SEND:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<2x3xf32> to memref<2x3xf32>
// CHECK: %[[RECV:.*]] = memref.alloc() : memref<4x3xf32>
// CHECK: remat_mpi.allgather %[[SEND]], %[[RECV]] : memref<2x3xf32>, memref<4x3xf32>
// CHECK: bufferization.to_tensor %[[RECV]] restrict writable : memref<4x3xf32> to tensor<4x3xf32>
// CHECK-LABEL: func.func @scatter
// CHECK: %[[SEND:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<4x3xf32> to memref<4x3xf32>
// CHECK: %[[RECV:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK: remat_mpi.reduce_scatter_sum %[[SEND]], %[[RECV]] : memref<4x3xf32>, memref<2x3xf32>
// CHECK-NOT: mpi.allreduce
//
// Along another axis, or another reduction: in terms of all-reduce.
// all_gather: the slice's bits at this process's offset in zeros, OR-ed
// over the grid (exact, floats as integers of their width); reduce_scatter:
// the all-reduce, then this process's slice.
// CHECK-LABEL: func.func @gather1
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : tensor<3x2xf32> to tensor<3x2xi32>
// CHECK: %[[ZEROS:.*]] = linalg.fill ins(%{{.*}} : i32) outs(%{{.*}} : tensor<3x4xi32>)
// CHECK: %[[RANK:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[OFF:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK: %[[PLACED:.*]] = tensor.insert_slice %[[BITS]] into %[[ZEROS]][0, %[[OFF]]] [3, 2] [1, 1]
// CHECK: mpi.allreduce(%{{.*}}, %{{.*}}, MPI_BOR, %{{.*}}) : memref<12xi32>, memref<12xi32>
// CHECK: arith.bitcast %{{.*}} : tensor<3x4xi32> to tensor<3x4xf32>
// CHECK-LABEL: func.func @scatter_max
// CHECK: mpi.allreduce(%{{.*}}, %{{.*}}, MPI_MAX, %{{.*}}) : memref<12xf32>, memref<12xf32>
// CHECK: tensor.extract_slice %{{.*}}[%{{.*}}, 0] [2, 3] [1, 1] : tensor<4x3xf32> to tensor<2x3xf32>
module {
  shard.grid @g(shape = 2)
  func.func @gather(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {
    %0 = shard.all_gather %a on @g grid_axes = [0] gather_axis = 0 : tensor<2x3xf32> -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
  func.func @scatter(%a: tensor<4x3xf32>) -> tensor<2x3xf32> {
    %0 = shard.reduce_scatter %a on @g grid_axes = [0] scatter_axis = 0 : tensor<4x3xf32> -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @gather1(%a: tensor<3x2xf32>) -> tensor<3x4xf32> {
    %0 = shard.all_gather %a on @g grid_axes = [0] gather_axis = 1 : tensor<3x2xf32> -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
  func.func @scatter_max(%a: tensor<4x3xf32>) -> tensor<2x3xf32> {
    %0 = shard.reduce_scatter %a on @g grid_axes = [0] reduction = max scatter_axis = 0 : tensor<4x3xf32> -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}

// -----

// all_slice moves nothing: this process's slice of the whole value, at its
// linear index times the local size; no MPI call.
// CHECK-LABEL: func.func @slice
// CHECK-NOT: mpi.allreduce
// CHECK: %[[RANK:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[OFF:.*]] = arith.muli %[[RANK]], %{{.*}} : index
// CHECK: tensor.extract_slice %{{.*}}[0, %[[OFF]]] [4, 3] [1, 1] : tensor<4x6xf32> to tensor<4x3xf32>
// CHECK-NOT: mpi.allreduce
module {
  shard.grid @g(shape = 2)
  func.func @slice(%a: tensor<4x6xf32>) -> tensor<4x3xf32> {
    %0 = shard.all_slice %a on @g grid_axes = [0] slice_axis = 1 : tensor<4x6xf32> -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
}

// -----

// An all_to_all over the whole grid (split on rows -> split on columns) is
// the all_gather along its concat axis (MPI_Allgather) and this process's
// slice along its split axis (test/Fuzz/shard-all-to-all.mlir runs one).
// CHECK-LABEL: func.func @all_to_all
// CHECK: remat_mpi.allgather %{{.*}}, %{{.*}} : memref<4x6xf32>, memref<8x6xf32>
// CHECK: tensor.extract_slice %{{.*}}[0, %{{.*}}] [8, 3] [1, 1] : tensor<8x6xf32> to tensor<8x3xf32>
module {
  shard.grid @g(shape = 2)
  func.func @all_to_all(%a: tensor<4x6xf32>) -> tensor<8x3xf32> {
    %0 = shard.all_to_all %a on @g grid_axes = [0] split_axis = 1 concat_axis = 0 : tensor<4x6xf32> -> tensor<8x3xf32>
    return %0 : tensor<8x3xf32>
  }
}

// -----

// What neither remat nor upstream lowers is an error (upstream exits 0).
module {
  shard.grid @g(shape = 2)
  func.func @shift(%a: tensor<4x6xf32>) -> tensor<4x6xf32> {
    // expected-error @below {{remat-shard-to-mpi: cannot lower 'shard.shift' to MPI (remat lowers all_reduce, all_gather, reduce_scatter, all_slice and all_to_all over the whole grid, and process indices)}}
    %0 = shard.shift %a on @g grid_axes = [0] shift_axis = 0 offset = 1 rotate : tensor<4x6xf32> -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
}

// -----

module {
  shard.grid @h(shape = 2)
  // expected-error @below {{a second grid; remat runs steps on one grid (the first is @h)}}
  shard.grid @g(shape = 2)
  func.func @two(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = shard.all_reduce %a on @g grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// broadcast from one static root over the whole grid (fsdp's chunked
// gathers): the input copied into a buffer of its size, MPI_Bcast
// (remat_mpi.bcast) in place.
// CHECK-LABEL: func.func @bcast
// CHECK: %[[SEND:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<2x3xf32> to memref<2x3xf32>
// CHECK: %[[BUF:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK: memref.copy %[[SEND]], %[[BUF]] : memref<2x3xf32> to memref<2x3xf32>
// CHECK: remat_mpi.bcast %[[BUF]] {root = 1 : i64} : memref<2x3xf32>
// CHECK: bufferization.to_tensor %[[BUF]] restrict writable : memref<2x3xf32> to tensor<2x3xf32>
// CHECK-NOT: shard.broadcast
module {
  shard.grid @g(shape = 2)
  func.func @bcast(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = shard.broadcast %a on @g grid_axes = [0] root = [1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}

// -----

module {
  // expected-error @below {{a grid of dynamic shape; remat runs steps on grids of static shape only}}
  shard.grid @g(shape = ?)
  func.func @dynamic(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}
