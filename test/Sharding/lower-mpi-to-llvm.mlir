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
