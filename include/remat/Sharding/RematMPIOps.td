//===- RematMPIOps.td - the collectives upstream's mpi lacks -*- tablegen -*-===//
//
// Upstream's `mpi` dialect (MLIR 22) has no allgather and no
// reduce-scatter. Emulating them with an all-reduce costs a buffer of the
// whole tensor per collective (zeros to OR into, or the whole sum), which
// under FSDP is a large part of a rank's peak. These two ops are the MPI
// calls themselves, on memrefs, over MPI_COMM_WORLD (the grid's
// communicator once remat's world-size check has passed).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SHARDING_REMATMPIOPS_TD
#define REMAT_SHARDING_REMATMPIOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def RematMPI_Dialect : Dialect {
  let name = "remat_mpi";
  let cppNamespace = "::mlir::remat::rmpi";
  let summary = "MPI collectives upstream's mpi dialect lacks";
  let description = [{
    `remat_mpi.allgather`, `remat_mpi.reduce_scatter_sum` and
    `remat_mpi.bcast`: `MPI_Allgather`, `MPI_Reduce_scatter_block`
    (MPI_SUM) and `MPI_Bcast` on
    MPI_COMM_WORLD, created by `remat-shard-to-mpi` and lowered to calls
    into MPICH by `remat-lower-mpi-to-llvm`. Both read their send buffer,
    write their receive buffer and read and write the communication (the
    resource upstream's `mpi.allreduce` is given too), so no pass reorders,
    merges or drops a collective.
  }];
}

class RematMPI_Op<string mnemonic>
    : Op<RematMPI_Dialect, mnemonic,
         [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let arguments = (ins AnyStaticShapeMemRef:$sendbuf,
                       AnyStaticShapeMemRef:$recvbuf);
  let assemblyFormat = [{
    $sendbuf `,` $recvbuf attr-dict `:` type($sendbuf) `,` type($recvbuf)
  }];
  let hasVerifier = 1;
}

def RematMPI_AllGatherOp : RematMPI_Op<"allgather"> {
  let summary = "MPI_Allgather of contiguous buffers over MPI_COMM_WORLD";
  let description = [{
    Every process sends its whole (contiguous, identity-layout) `sendbuf`;
    `recvbuf` receives the processes' buffers one after the other, in rank
    order: a gather along the first axis. The bytes travel as `MPI_BYTE`,
    so every value arrives unchanged. `recvbuf` holds a whole number of
    `sendbuf`s of the same element type.

    ```mlir
    remat_mpi.allgather %slice, %whole : memref<2x6xf32>, memref<4x6xf32>
    ```
  }];
}

def RematMPI_ReduceScatterSumOp : RematMPI_Op<"reduce_scatter_sum"> {
  let summary = "MPI_Reduce_scatter_block (MPI_SUM) over MPI_COMM_WORLD";
  let description = [{
    The element-wise sum of every process's `sendbuf`, of which this
    process receives the block at its rank (`recvbuf`: the rank's slice
    along the first axis). f32 and f64 elements.

    ```mlir
    remat_mpi.reduce_scatter_sum %whole, %slice : memref<4x6xf32>, memref<2x6xf32>
    ```
  }];
}

def RematMPI_BcastOp
    : Op<RematMPI_Dialect, "bcast",
         [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "MPI_Bcast of a contiguous buffer over MPI_COMM_WORLD";
  let description = [{
    The process of rank `root` sends its `buffer`; every other process
    receives it into its own `buffer` (in place, as MPI_Bcast does). The
    bytes travel as `MPI_BYTE`, so every value arrives unchanged. Under
    fsdp with chunked gathers one shard of a parameter is brought in at a
    time this way (docs/Sharding.md).

    ```mlir
    remat_mpi.bcast %chunk {root = 1 : i64} : memref<2x6xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeMemRef:$buffer, I64Attr:$root);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer)";
  let hasVerifier = 1;
}

#endif // REMAT_SHARDING_REMATMPIOPS_TD
