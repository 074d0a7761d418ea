// A loop without a static trip count whose iterations yield fresh buffers
// (bufferization accepts it since allow-return-allocs-from-loops) is
// replayed for two iterations: the second leaves the state as the first did
// (one carried buffer, owned), so every later one repeats it. The peak is
// exact from two iterations on and above it for fewer, as the assumption
// says (before: "a loop without a static trip count keeps buffers alive
// across iterations; remat cannot bound its peak").
// RUN: remat-opt %s --remat-report=output=- -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT: "a loop without a static trip count replayed for two iterations (the later ones repeat the second): exact when it runs at least twice, above otherwise"
// REPORT: "exact": false,
// REPORT: "peak_bytes": 12288,
// RUN: remat-run %s --input=2 | FileCheck %s --check-prefix=TWO
// RUN: remat-run %s --input=5 | FileCheck %s --check-prefix=TWO
// TWO: peak_bytes: 12288
// RUN: remat-run %s --input=1 | FileCheck %s --check-prefix=ONE
// ONE: peak_bytes: 8272

func.func @dynamic(%nt: tensor<i64>) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<1024xf32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  %n64 = tensor.extract %nt[] : tensor<i64>
  %n = arith.index_cast %n64 : i64 to index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> tensor<1024xf32> {
    %t = math.tanh %a : tensor<1024xf32>
    %u = arith.addf %t, %a : tensor<1024xf32>
    scf.yield %u : tensor<1024xf32>
  }
  return %r : tensor<1024xf32>
}
