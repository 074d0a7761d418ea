// remat-strip keeps the runners' argument attributes by default (a stripped
// step still runs with the same generated inputs); runner-attributes=true,
// as the lowering pipelines set it, removes them: after bufferization and
// LLVM lowering the arguments are no longer integer tensors.
// RUN: remat-opt %s --remat-strip | FileCheck %s --check-prefix=KEEP
// RUN: remat-opt %s --remat-strip=runner-attributes=true | FileCheck %s --check-prefix=DROP

// KEEP: func.func @step(%{{.*}}: tensor<4xi64> {remat.range = [0, 8]}, %{{.*}}: tensor<i64> {remat.seed})
// DROP: func.func @step(%{{.*}}: tensor<4xi64>, %{{.*}}: tensor<i64>) -> tensor<4xi64>
func.func @step(%ids: tensor<4xi64> {remat.range = [0, 8]}, %seed: tensor<i64> {remat.seed}) -> tensor<4xi64> {
  %s = tensor.extract %seed[] : tensor<i64>
  %e = tensor.empty() : tensor<4xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%ids : tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %o: i64):
    %v = arith.addi %a, %s : i64
    linalg.yield %v : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}
