// A loop without a static trip count whose iterations yield fresh buffers
// (bufferization accepts it since allow-return-allocs-from-loops, and
// remat-lower-to-cpu lowers it) is summarised, not replayed: every
// iteration's buffer is taken as live to the loop's end, which the trip
// count would have to bound. An error, not a number.
// RUN: remat-opt %s --remat-report=top=0 -verify-diagnostics -o /dev/null

// expected-error @+1 {{remat cannot bound the peak memory of @dynamic: a loop without a static trip count keeps buffers alive across iterations; remat cannot bound its peak (at scf.for}}
func.func @dynamic(%x: tensor<1024xf32>, %n: index) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> tensor<1024xf32> {
    %t = math.tanh %a : tensor<1024xf32>
    %u = arith.addf %t, %a : tensor<1024xf32>
    scf.yield %u : tensor<1024xf32>
  }
  return %r : tensor<1024xf32>
}
