// Found by benchmarks/fuzz/remat_fuzz.py --sharded (seed 20146, fsdp): an
// i1 parameter (a mask) is split under fsdp and gathered where it is used,
// but remat's MPI_Allgather lowering refused elements of less than a byte,
// so remat-run failed ("failed to legalize operation 'remat_mpi.allgather'
// that was explicitly marked illegal"). An i1 element is one byte in
// memory (its LLVM store size), and travels as one.
// REQUIRES: mpi, numpy
// RUN: rm -rf %t && mkdir -p %t
// RUN: remat-opt %s --pass-pipeline='builtin.module(remat-shard{strategy=fsdp ranks=2})' -o %t/fsdp2.mlir
// RUN: FileCheck %s < %t/fsdp2.mlir
// RUN: remat-run %s --output-dir=%t/single > /dev/null
// RUN: remat-run %t/fsdp2.mlir --ranks=2 --json --output-dir=%t/ranks > %t/run.json
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py grads %t/single %t/ranks 2 32 | FileCheck %s --check-prefix=GRADS
// RUN: remat-opt %t/fsdp2.mlir --pass-pipeline='builtin.module(remat-report{output=%t/report.json})' -o /dev/null
// RUN: %numpy_python %S/../Integration/Inputs/check_sharded.py peaks %t/report.json %t/run.json | FileCheck %s --check-prefix=PEAKS

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: tensor<2x8xi1> {remat.split = 0 : i64}
// CHECK: shard.all_gather %{{.*}} : tensor<2x8xi1> -> tensor<4x8xi1>
// GRADS: gradients: 2 outputs of 2 ranks equal the single-device step
// PEAKS: peak: predicted = measured on all 2 ranks
#map = affine_map<(d0, d1) -> (d0, d1)>
#red = affine_map<(d0, d1) -> ()>
func.func @train_step(%x: tensor<4x8xf32> {remat.data}, %m: tensor<4x8xi1> {remat.parameter}) -> (tensor<f32>, tensor<4x8xi1>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%m, %x : tensor<4x8xi1>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%b: i1, %v: f32, %o: f32):
    %n = arith.negf %v : f32
    %r = arith.select %b, %v, %n : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %z = arith.constant 0.0 : f32
  %le = tensor.empty() : tensor<f32>
  %lf = linalg.fill ins(%z : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#map, #red], iterator_types = ["reduction", "reduction"]} ins(%s : tensor<4x8xf32>) outs(%lf : tensor<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %a = arith.addf %v, %acc : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  %ue = tensor.empty() : tensor<4x8xi1>
  %u = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<4x8xi1>) outs(%ue : tensor<4x8xi1>) {
  ^bb0(%b: i1, %o: i1):
    %t = arith.constant true
    %f = arith.xori %b, %t : i1
    linalg.yield %f : i1
  } -> tensor<4x8xi1>
  return %loss, %u : tensor<f32>, tensor<4x8xi1>
}
