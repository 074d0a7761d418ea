// An output= file that cannot be opened is an error of the pass, on the
// module (matched from the file's name on: its directory is the test's %t).
// RUN: split-file %s %t
// RUN: remat-opt %t/report.mlir --remat-report="output=%t/no-such-dir/report.json remarks=false" -verify-diagnostics -o /dev/null
// RUN: remat-opt %t/auto.mlir --remat-auto="budget=1MiB output=%t/no-such-dir/auto.json" -verify-diagnostics -o /dev/null

//--- report.mlir
// expected-error @+1 {{no-such-dir/report.json': No such file or directory}}
module {
  func.func @step(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> tensor<16xf32> {
    %e = math.exp %x : tensor<16xf32>
    %g = arith.mulf %dy, %e : tensor<16xf32>
    return %g : tensor<16xf32>
  }
}

//--- auto.mlir
// expected-error @+1 {{no-such-dir/auto.json': No such file or directory}}
module {
  // expected-remark @+1 {{remat-auto: predicted peak 128 bytes already fits the budget of 1048576 bytes}}
  func.func @step(%x: tensor<16xf32>, %dy: tensor<16xf32> {remat.cotangent}) -> tensor<16xf32> {
    %e = math.exp %x : tensor<16xf32>
    %g = arith.mulf %dy, %e : tensor<16xf32>
    return %g : tensor<16xf32>
  }
}
