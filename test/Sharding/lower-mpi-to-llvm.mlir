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
