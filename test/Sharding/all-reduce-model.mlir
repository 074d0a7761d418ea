// The solvers' memory model follows remat-shard-to-mpi's in-place
// all-reduce: a dying gradient's all-reduce writes into the gradient's own
// buffer (its node allocates 0 bytes), and the loss's into the reduction's.
// With in-place-all-reduce=false each gets a fresh 64-byte buffer of its
// own. (remat-report's replay bufferizes the lowering itself.)
// RUN: not remat-opt %S/Inputs/small_step.mlir --pass-pipeline='builtin.module(remat-shard{ranks=2},remat-auto{budget=1 dump-graph})' -o /dev/null 2>&1 | FileCheck %s
// RUN: not remat-opt %S/Inputs/small_step.mlir --pass-pipeline='builtin.module(remat-shard{ranks=2 in-place-all-reduce=false},remat-auto{budget=1 dump-graph})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FRESH

// CHECK: fwd bytes=64 {{.*}}linalg.reduce@{{.*}},shard.all_reduce@
// CHECK: bwd bytes=0 {{.*}} ops=shard.all_reduce@
// FRESH: fwd bytes=64 {{.*}} ops=shard.all_reduce@
// FRESH: bwd bytes=64 {{.*}} ops=shard.all_reduce@
