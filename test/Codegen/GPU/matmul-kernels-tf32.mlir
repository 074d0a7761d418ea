// remat-gpu-matmul-kernels{tensor-cores=tf32}: f32 matmuls become tensor-core
// kernels (nvgpu.mma.sync m16n8k8, tf32 operands, f32 accumulators) with the
// PTX fragment placement; other float types and tensor-cores=none keep the
// fp32 FMA kernel.
// RUN: remat-opt %s --remat-gpu-matmul-kernels=tensor-cores=tf32 --canonicalize --cse | FileCheck %s --check-prefix=TF32
// RUN: remat-opt %s --remat-gpu-matmul-kernels --canonicalize | FileCheck %s --check-prefix=NONE --implicit-check-not=nvgpu.mma.sync --implicit-check-not=nvvm.convert.float.to.tf32
// RUN: remat-opt %s --remat-gpu-matmul-kernels=tensor-cores=none --canonicalize | FileCheck %s --check-prefix=NONE --implicit-check-not=nvgpu.mma.sync --implicit-check-not=nvvm.convert.float.to.tf32
// RUN: not remat-opt %s --remat-gpu-matmul-kernels=tensor-cores=fp16 2>&1 | FileCheck %s --check-prefix=ERR

// ERR: for the --tensor-cores option: Cannot find option named 'fp16'!

// TF32-LABEL: func.func @matmul
// TF32: gpu.launch blocks({{.*}}) in ({{.*}} = %c2, {{.*}} = %c2, {{.*}} = %c1) threads(%[[TID:[a-z0-9]+]], {{.*}}) in ({{.*}} = %c128, {{.*}} = %c1, {{.*}} = %c1)
// TF32-SAME: workgroup(%[[AS:.*]] : memref<64x20xf32, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<16x72xf32, #gpu.address_space<workgroup>>)
// TF32: %[[M0:.*]] = arith.muli %{{.*}}, %c64
// TF32: %[[N0:.*]] = arith.muli %{{.*}}, %c64
// TF32: %[[WARP:.*]] = arith.divui %[[TID]], %c32
// TF32: %[[LANE:.*]] = arith.remui %[[TID]], %c32
// TF32: %[[GROUP:.*]] = arith.divui %[[LANE]], %c4
// TF32: %[[QUAD:.*]] = arith.remui %[[LANE]], %c4
// TF32: %[[WMI:.*]] = arith.divui %[[WARP]], %c2
// TF32: %[[WM:.*]] = arith.muli %[[WMI]], %c32
// TF32: %[[WNI:.*]] = arith.remui %[[WARP]], %c2
// TF32: %[[WN:.*]] = arith.muli %[[WNI]], %c32
// TF32: scf.for {{.*}} iter_args({{.*}}) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>)
// Staging rounds to tf32 on the way into workgroup memory (8 + 8 per thread).
// TF32-COUNT-8: nvvm.convert.float.to.tf32 {{.*}} {rnd = #nvvm.fp_rnd_mode<rna>}
// TF32: memref.store %{{.*}}, %[[BS]]
// TF32: gpu.barrier
// A fragment of the first 16x8 tile: a0..a3 = A[g][q], A[g+8][q], A[g][q+4],
// A[g+8][q+4] (g = lane / 4, q = lane % 4), rows offset by the warp's.
// TF32-DAG: %[[R:.*]] = arith.addi %[[WM]], %[[GROUP]]
// TF32-DAG: %[[R8:.*]] = arith.addi %[[R]], %c8
// TF32-DAG: %[[Q4:.*]] = arith.addi %[[QUAD]], %c4
// TF32: %[[A0:.*]] = memref.load %[[AS]][%[[R]], %[[QUAD]]]
// TF32: %[[A1:.*]] = memref.load %[[AS]][%[[R8]], %[[QUAD]]]
// TF32: %[[A2:.*]] = memref.load %[[AS]][%[[R]], %[[Q4]]]
// TF32: %[[A3:.*]] = memref.load %[[AS]][%[[R8]], %[[Q4]]]
// TF32: %[[FA:.*]] = vector.from_elements %[[A0]], %[[A1]], %[[A2]], %[[A3]] : vector<4x1xf32>
// B fragment: b0, b1 = B[q][g], B[q+4][g], columns offset by the warp's.
// TF32: %[[C:.*]] = arith.addi %[[WN]], %[[GROUP]]
// TF32: %[[B0:.*]] = memref.load %[[BS]][%[[QUAD]], %[[C]]]
// TF32: %[[B1:.*]] = memref.load %[[BS]][%[[Q4]], %[[C]]]
// TF32: %[[FB:.*]] = vector.from_elements %[[B0]], %[[B1]] : vector<2x1xf32>
// TF32: nvgpu.mma.sync(%[[FA]], %[[FB]], %{{.*}}) {mmaShape = [16, 8, 8], tf32Enabled} : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
// 2x4 tiles per warp, two k8 steps per K step of 16.
// TF32-COUNT-15: nvgpu.mma.sync
// TF32-NOT: nvgpu.mma.sync
// TF32: gpu.barrier
// TF32: scf.yield
// Accumulator c0..c3 = C[g][2q], C[g][2q+1], C[g+8][2q], C[g+8][2q+1].
// TF32: %[[WR:.*]] = arith.addi %[[WM]], %[[GROUP]]
// TF32: %[[ROW:.*]] = arith.addi %[[M0]], %[[WR]]
// TF32: %[[Q2:.*]] = arith.muli %[[QUAD]], %c2
// TF32: %[[WC:.*]] = arith.addi %[[WN]], %[[Q2]]
// TF32: %[[COL:.*]] = arith.addi %[[N0]], %[[WC]]
// TF32: %[[V0:.*]] = vector.extract %{{.*}}[0, 0]
// TF32: %[[OLD0:.*]] = memref.load %{{.*}}[%[[ROW]], %[[COL]]]
// TF32: arith.addf %[[OLD0]], %[[V0]]
// TF32: %[[V1:.*]] = vector.extract %{{.*}}[0, 1]
// TF32: %[[COL1:.*]] = arith.addi %[[COL]], %c1
// TF32: memref.load %{{.*}}[%[[ROW]], %[[COL1]]]
// TF32: vector.extract %{{.*}}[1, 0]
// TF32: %[[ROW8:.*]] = arith.addi %[[ROW]], %c8
// TF32: memref.load %{{.*}}[%[[ROW8]], %[[COL]]]
// TF32-NOT: scf.if
// TF32: gpu.terminator
// TF32-NOT: linalg.matmul

// NONE-LABEL: func.func @matmul
// NONE: gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c16, {{.*}} = %c16, {{.*}} = %c1)
// NONE-SAME: workgroup({{.*}} : memref<64x16xf32, #gpu.address_space<workgroup>>, {{.*}} : memref<16x64xf32, #gpu.address_space<workgroup>>)
// NONE: arith.mulf {{.*}} fastmath<contract>
func.func @matmul(%a: memref<128x64xf32>, %b: memref<64x128xf32>, %c: memref<128x128xf32>) {
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x128xf32>) outs(%c : memref<128x128xf32>)
  return
}

// Ragged M, N and K: zero-filled guarded loads and guarded updates of C;
// batches go to grid z.
// TF32-LABEL: func.func @batch_ragged
// TF32: gpu.launch blocks({{.*}}) in ({{.*}} = %c1, {{.*}} = %c2, {{.*}} = %c3) threads({{.*}}) in ({{.*}} = %c128,
// TF32: scf.for
// TF32: scf.if {{.*}} -> (f32)
// TF32: memref.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<3x70x20xf32>
// TF32: nvvm.convert.float.to.tf32
// TF32: nvgpu.mma.sync
// TF32: scf.if
// TF32: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<3x70x5xf32>
// TF32-NOT: linalg.batch_matmul
// NONE-LABEL: func.func @batch_ragged
// NONE: gpu.launch
func.func @batch_ragged(%a: memref<3x70x20xf32>, %b: memref<3x20x5xf32>, %c: memref<3x70x5xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<3x70x20xf32>, memref<3x20x5xf32>) outs(%c : memref<3x70x5xf32>)
  return
}

// Tile multiples need no guard.
// TF32-LABEL: func.func @exact
// TF32: gpu.launch
// TF32-NOT: scf.if
// TF32: gpu.terminator
func.func @exact(%a: memref<64x32xf32>, %b: memref<32x64xf32>, %c: memref<64x64xf32>) {
  linalg.matmul ins(%a, %b : memref<64x32xf32>, memref<32x64xf32>) outs(%c : memref<64x64xf32>)
  return
}

// f64 has no tf32 path: the FMA kernel.
// TF32-LABEL: func.func @f64_matmul
// TF32: gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c16, {{.*}} = %c16, {{.*}} = %c1)
// TF32-SAME: memref<64x16xf64, #gpu.address_space<workgroup>>
// TF32-NOT: nvgpu.mma.sync
// TF32: gpu.terminator
func.func @f64_matmul(%a: memref<32x32xf64>, %b: memref<32x32xf64>, %c: memref<32x32xf64>) {
  linalg.matmul ins(%a, %b : memref<32x32xf64>, memref<32x32xf64>) outs(%c : memref<32x32xf64>)
  return
}
