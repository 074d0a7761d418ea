// tensor-cores=tf32-tma through remat-lower-to-nvvm: a linear layer
// (x @ W^T, the transpose folded into B's tensor map) whose PTX has the TMA
// copies and wgmma m64n128k8 tf32 with B K-major; ptxas assembles it for
// sm_90a without spills.
// REQUIRES: cuda-toolkit
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa tensor-cores=tf32-tma})' | FileCheck %s
// RUN: env REMAT_OPT=remat-opt bash %remat_src/benchmarks/gpu/ptxas_report.sh %s tensor-cores=tf32-tma | FileCheck %s --check-prefix=PTXAS
// CHECK: gpu.binary @step_kernel [{{.*}}cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes{{.*}}mbarrier.try_wait.parity{{.*}}wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// PTXAS: step_kernel {{[0-9]+}} {{[0-9]+}} 0 0 0 (shared memory)
// PTXAS: kernels: 1, with spills: 0
func.func @step(%x: tensor<256x96xf32>, %w: tensor<136x96xf32>) -> tensor<256x136xf32> {
  %zero = arith.constant 0.0 : f32
  %te = tensor.empty() : tensor<96x136xf32>
  %wt = linalg.transpose ins(%w : tensor<136x96xf32>) outs(%te : tensor<96x136xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<256x136xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<256x136xf32>) -> tensor<256x136xf32>
  %c = linalg.matmul ins(%x, %wt : tensor<256x96xf32>, tensor<96x136xf32>) outs(%z : tensor<256x136xf32>) -> tensor<256x136xf32>
  return %c : tensor<256x136xf32>
}
