// The generated input of a `remat.seed` argument (the exporter's dropout
// seed, a tensor<i64>) is --seed itself, not a draw in [0, 8): dropout
// masks then depend on --seed only, not on the seed's argument position.
// Other arguments keep their draws, byte for byte (the unmarked i64 here is
// the one argument #0 always gets).
// RUN: remat-run %s --print-values=1 | FileCheck %s --check-prefix=SEED0
// RUN: remat-run %s --seed=5 --print-values=1 | FileCheck %s --check-prefix=SEED5
// RUN: remat-run %s --seed=18446744073709551615 --print-values=1 | FileCheck %s --check-prefix=WRAP
// SEED0: output 0: i64[] checksum {{[0-9a-f]+}} values {{[0-7]$}}
// SEED0-NEXT: output 1: i64[] checksum {{[0-9a-f]+}} values 0{{$}}
// SEED5: output 1: i64[] checksum {{[0-9a-f]+}} values 5{{$}}
// 2^64-1 as the two's complement i64 it is.
// WRAP: output 1: i64[] checksum {{[0-9a-f]+}} values -1{{$}}
// Given inputs override it like any other argument.
// RUN: remat-run %s --input=4 --input=9 --print-values=1 | FileCheck %s --check-prefix=GIVEN
// GIVEN: output 0: i64[] checksum {{[0-9a-f]+}} values 4{{$}}
// GIVEN-NEXT: output 1: i64[] checksum {{[0-9a-f]+}} values 9{{$}}
func.func @step(%a: tensor<i64>, %s: tensor<i64> {remat.seed}) -> (tensor<i64>, tensor<i64>) {
  return %a, %s : tensor<i64>, tensor<i64>
}
