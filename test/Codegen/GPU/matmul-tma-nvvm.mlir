// matmul-half-kernel=tma through remat-lower-to-nvvm (the bf16 and f16
// matmuls of matmul-half-nvvm.mlir): the host builds the tensor maps
// (mgpuTensorMapEncodeTiledMemref, CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 = 9 and
// FLOAT16 = 6, interleave none 0, swizzle 128B 3, L2 promotion 256B 3, zero
// fill 0) and passes them to the kernels, whose PTX has the TMA copies into
// shared memory completing on mbarriers, thread 0's expect_tx, the blocking
// try_wait loop on a phase parity, m64n128k16 wgmma and wait_group 1 inside
// the K loop. ptxas assembles both kernels for sm_90a without spills; the
// JIT-compiled host code resolves every runtime symbol.
// REQUIRES: cuda-toolkit
// RUN: remat-opt %S/matmul-half-nvvm.mlir --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa matmul-half-kernel=tma})' | FileCheck %s
// RUN: env REMAT_OPT=remat-opt bash %remat_src/benchmarks/gpu/ptxas_report.sh %S/matmul-half-nvvm.mlir matmul-half-kernel=tma | FileCheck %s --check-prefix=PTXAS
// tma-ws (producer warp): assembled without spills as well.
// RUN: env REMAT_OPT=remat-opt bash %remat_src/benchmarks/gpu/ptxas_report.sh %S/matmul-half-nvvm.mlir matmul-half-kernel=tma-ws | FileCheck %s --check-prefix=PTXAS
// RUN: remat-run-cuda --compile-only --matmul-half-kernel=tma --entry=step %S/matmul-half-nvvm.mlir 2>&1 | FileCheck %s --check-prefix=JIT

// CHECK-LABEL: llvm.func @step
// CHECK-DAG: %[[F16:.*]] = llvm.mlir.constant(6 : i32) : i64
// CHECK-DAG: %[[THREE:.*]] = llvm.mlir.constant(3 : i32) : i64
// CHECK-DAG: %[[NONE:.*]] = llvm.mlir.constant(0 : i32) : i64
// CHECK-DAG: %[[BF16:.*]] = llvm.mlir.constant(9 : i32) : i64
// CHECK: llvm.call @mgpuTensorMapEncodeTiledMemref(%{{.*}}, %{{.*}}, %[[BF16]], %[[NONE]], %[[THREE]], %[[THREE]], %[[NONE]], %{{.*}})
// CHECK: llvm.call @mgpuTensorMapEncodeTiledMemref(%{{.*}}, %{{.*}}, %[[BF16]], %[[NONE]], %[[THREE]], %[[THREE]], %[[NONE]], %{{.*}})
// CHECK: gpu.launch_func {{.*}}@step_kernel::@step_kernel {{.*}}dynamic_shared_memory_size
// CHECK-SAME: args(%{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr,
// CHECK: llvm.call @mgpuTensorMapEncodeTiledMemref(%{{.*}}, %{{.*}}, %[[F16]], %[[NONE]], %[[THREE]], %[[THREE]], %[[NONE]], %{{.*}})
// CHECK: gpu.binary @step_kernel {{ *}}[{{.*}}.maxntid 256, 1, 1{{.*}}mbarrier.init.shared.b64{{.*}}mbarrier.arrive.expect_tx.shared.b64 {{.*}}cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-SAME: mbarrier.try_wait.parity.shared.b64 P1
// CHECK-SAME: wgmma.fence.sync.aligned;{{.*}}wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{.*}}wgmma.commit_group.sync.aligned;{{.*}}wgmma.wait_group.sync.aligned {{.}}091;{{.*}}bar.sync {{.}}090;{{.*}}wgmma.wait_group.sync.aligned {{.}}090;
// CHECK: gpu.binary @step_kernel_0 {{ *}}[{{.*}}wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16

// PTXAS: step_kernel {{[0-9]+}} {{[0-9]+}} 0 0 0 (shared memory)
// PTXAS: step_kernel_0 {{[0-9]+}} {{[0-9]+}} 0 0 0 (shared memory)
// PTXAS: kernels: 2, with spills: 0

// JIT-NOT: error
// JIT: compiled: step
