// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-lower-mpi-to-llvm | FileCheck %s

// mpi.comm_size, which upstream does not lower, becomes MPI_Comm_size on
// MPICH's int communicator.
// CHECK-LABEL: llvm.func @MPI_Comm_size(i32, !llvm.ptr) -> i32
// CHECK-LABEL: func.func @size
// CHECK: %[[COMM:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK: %[[SLOT:.*]] = llvm.alloca %{{.*}} x i32 : (i32) -> !llvm.ptr
// CHECK: llvm.call @MPI_Comm_size(%[[COMM]], %[[SLOT]]) : (i32, !llvm.ptr) -> i32
// CHECK: %[[SIZE:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> i32
// CHECK: return %[[SIZE]] : i32
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">} {
  func.func @size() -> i32 {
    %w = mpi.comm_world : !mpi.comm
    %s = mpi.comm_size(%w) : i32
    return %s : i32
  }
}

// -----

// expected-error @below {{remat-lower-mpi-to-llvm: the module must name MPICH as its MPI implementation}}
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">} {
  func.func @size() -> i32 {
    %w = mpi.comm_world : !mpi.comm
    %s = mpi.comm_size(%w) : i32
    return %s : i32
  }
}

// -----

// remat_mpi.allgather: MPI_Allgather of the send buffer's bytes (MPI_BYTE,
// 0x4c00010d = 1275068685) on MPI_COMM_WORLD (0x44000000 = 1140850688);
// remat_mpi.reduce_scatter_sum: MPI_Reduce_scatter_block of the receive
// buffer's element count, MPI_FLOAT (0x4c00040a = 1275069450), MPI_SUM
// (0x58000003 = 1476395011).
// CHECK-LABEL: llvm.func @MPI_Reduce_scatter_block(!llvm.ptr, !llvm.ptr, i32, i32, i32, i32) -> i32
// CHECK-LABEL: llvm.func @MPI_Allgather(!llvm.ptr, i32, i32, !llvm.ptr, i32, i32, i32) -> i32
// CHECK-LABEL: func.func @gather
// CHECK-DAG: %[[N:.*]] = llvm.mlir.constant(24 : i32) : i32
// CHECK-DAG: %[[BYTE:.*]] = llvm.mlir.constant(1275068685 : i32) : i32
// CHECK-DAG: %[[WORLD:.*]] = llvm.mlir.constant(1140850688 : i32) : i32
// CHECK: llvm.call @MPI_Allgather(%{{.*}}, %[[N]], %[[BYTE]], %{{.*}}, %[[N]], %[[BYTE]], %[[WORLD]])
// CHECK-LABEL: func.func @scatter
// CHECK-DAG: %[[N:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-DAG: %[[FLOAT:.*]] = llvm.mlir.constant(1275069450 : i32) : i32
// CHECK-DAG: %[[SUM:.*]] = llvm.mlir.constant(1476395011 : i32) : i32
// CHECK: llvm.call @MPI_Reduce_scatter_block(%{{.*}}, %{{.*}}, %[[N]], %[[FLOAT]], %[[SUM]], %{{.*}})
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">} {
  func.func @gather(%a: memref<2x3xf32>, %b: memref<4x3xf32>) {
    remat_mpi.allgather %a, %b : memref<2x3xf32>, memref<4x3xf32>
    return
  }
  func.func @scatter(%a: memref<4x3xf32>, %b: memref<2x3xf32>) {
    remat_mpi.reduce_scatter_sum %a, %b : memref<4x3xf32>, memref<2x3xf32>
    return
  }
}

// -----

// remat_mpi.bcast: MPI_Bcast of the buffer's bytes (MPI_BYTE) from the
// root on MPI_COMM_WORLD.
// CHECK-LABEL: llvm.func @MPI_Bcast(!llvm.ptr, i32, i32, i32, i32) -> i32
// CHECK-LABEL: func.func @bcast
// CHECK-DAG: %[[N:.*]] = llvm.mlir.constant(24 : i32) : i32
// CHECK-DAG: %[[BYTE:.*]] = llvm.mlir.constant(1275068685 : i32) : i32
// CHECK-DAG: %[[ROOT:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-DAG: %[[WORLD:.*]] = llvm.mlir.constant(1140850688 : i32) : i32
// CHECK: llvm.call @MPI_Bcast(%{{.*}}, %[[N]], %[[BYTE]], %[[ROOT]], %[[WORLD]])
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">} {
  func.func @bcast(%a: memref<2x3xf32>) {
    remat_mpi.bcast %a {root = 1 : i64} : memref<2x3xf32>
    return
  }
}

// -----

// mpi.allreduce with one buffer as both send and receive buffer (what
// remat-shard-to-mpi emits for a tensor that dies at its all-reduce):
// MPI_Allreduce(MPI_IN_PLACE = (void *)-1, buf, ...), MPI_FLOAT / MPI_SUM
// here and MPI_INT32_T (0x4c000439 = 1275069497) / MPI_BOR (0x58000008 =
// 1476395016) below. Two buffers stay upstream's call of both.
// CHECK-LABEL: func.func @in_place
// CHECK-DAG: %[[M1:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK-DAG: %[[IN_PLACE:.*]] = llvm.inttoptr %[[M1]] : i64 to !llvm.ptr
// CHECK-DAG: %[[N:.*]] = llvm.mlir.constant(12 : i32) : i32
// CHECK-DAG: %[[FLOAT:.*]] = llvm.mlir.constant(1275069450 : i32) : i32
// CHECK-DAG: %[[SUM:.*]] = llvm.mlir.constant(1476395011 : i32) : i32
// CHECK: llvm.call @MPI_Allreduce(%[[IN_PLACE]], %{{.*}}, %[[N]], %[[FLOAT]], %[[SUM]], %{{.*}})
// CHECK-LABEL: func.func @in_place_bits
// CHECK-DAG: %[[I32:.*]] = llvm.mlir.constant(1275069497 : i32) : i32
// CHECK-DAG: %[[BOR:.*]] = llvm.mlir.constant(1476395016 : i32) : i32
// CHECK: llvm.call @MPI_Allreduce(%{{.*}}, %{{.*}}, %{{.*}}, %[[I32]], %[[BOR]], %{{.*}})
// CHECK-LABEL: func.func @two_buffers
// CHECK-NOT: llvm.inttoptr
// CHECK: llvm.call @MPI_Allreduce
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">} {
  func.func @in_place(%a: memref<12xf32>) {
    %w = mpi.comm_world : !mpi.comm
    mpi.allreduce(%a, %a, MPI_SUM, %w) : memref<12xf32>, memref<12xf32>
    return
  }
  func.func @in_place_bits(%a: memref<12xi32>) {
    %w = mpi.comm_world : !mpi.comm
    mpi.allreduce(%a, %a, MPI_BOR, %w) : memref<12xi32>, memref<12xi32>
    return
  }
  func.func @two_buffers(%a: memref<12xf32>, %b: memref<12xf32>) {
    %w = mpi.comm_world : !mpi.comm
    mpi.allreduce(%a, %b, MPI_SUM, %w) : memref<12xf32>, memref<12xf32>
    return
  }
}

// -----

// One buffer as both that MPI_IN_PLACE cannot serve here is an error, not
// upstream's call with the buffer twice (which MPI forbids).
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">} {
  func.func @in_place_f16(%a: memref<12xf16>) {
    %w = mpi.comm_world : !mpi.comm
    // expected-error @below {{remat-lower-mpi-to-llvm: cannot lower an in-place all-reduce of 'memref<12xf16>' with MPI_SUM (f32, f64 or 8- to 64-bit integers, static, under 2^31 elements, MPI_MAX to MPI_BXOR, no error code used)}}
    mpi.allreduce(%a, %a, MPI_SUM, %w) : memref<12xf16>, memref<12xf16>
    return
  }
}
