// `remat.range = [lo, hi]` on an integer argument: its generated values are
// lo + draw % (hi - lo), in [lo, hi) (token ids below a vocabulary size),
// from the same SplitMix64 draws as the default [0, 8).
// RUN: rm -rf %t && mkdir -p %t
// RUN: remat-run %s --entry=ranged --output-dir=%t/out > /dev/null
// RUN: %python %S/Inputs/npy.py range %t/out/result_0.npy | FileCheck %s --check-prefix=IDS
// RUN: %python %S/Inputs/npy.py range %t/out/result_1.npy | FileCheck %s --check-prefix=I8
// RUN: %python %S/Inputs/npy.py range %t/out/result_2.npy | FileCheck %s --check-prefix=WIDE
// 1000 draws in [1000, 1010) reach both ends.
// IDS: min 1000 max 1009
// I8: min -128 max -121
// The whole of i64 but its maximum: values on both sides of 0, far from it.
// WIDE: min -{{[0-9]+[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]}} max {{[0-9]+[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]}}
// [0, 8) gives the default inputs byte for byte.
// RUN: remat-run %s --entry=default --seed=4 | grep "output 0" > %t/default
// RUN: remat-run %s --entry=same --seed=4 | grep "output 0" > %t/same
// RUN: diff %t/default %t/same
// Given inputs are not checked against the range: it is for generated ones.
// RUN: remat-run %s --entry=same --input=@%t/out/result_3.npy --print-values=2 | FileCheck %s --check-prefix=GIVEN
// GIVEN: output 0: i32[16] checksum {{[0-9a-f]+}} values 7 7
func.func @ranged(%ids: tensor<1000xi64> {remat.range = [1000, 1010]}, %b: tensor<1000xi8> {remat.range = [-128, -120]}, %w: tensor<1000xi64> {remat.range = [-9223372036854775808, 9223372036854775807]}) -> (tensor<1000xi64>, tensor<1000xi8>, tensor<1000xi64>, tensor<16xi32>) {
  %c = arith.constant dense<7> : tensor<16xi32>
  return %ids, %b, %w, %c : tensor<1000xi64>, tensor<1000xi8>, tensor<1000xi64>, tensor<16xi32>
}

func.func @default(%a: tensor<16xi32>) -> tensor<16xi32> {
  return %a : tensor<16xi32>
}

func.func @same(%a: tensor<16xi32> {remat.range = [0, 8]}) -> tensor<16xi32> {
  return %a : tensor<16xi32>
}
