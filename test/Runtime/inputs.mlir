// The runners' inputs are fixed: these checksums of every dtype's input
// bytes (seeds 0 and 5) were produced by remat-run before its input
// generator moved to HostData.h (shared with remat-run-cuda, the Python
// binding and benchmarks/gpu/aot_main.cpp), and must never change:
// recorded results (checksums, peaks, CPU references for the GPU check)
// depend on them. f16/bf16 are rounded to nearest-even from the f32 value.
// RUN: remat-run %s --print-values=3 | FileCheck %s --check-prefix=SEED0
// RUN: remat-run %s --seed=5 --print-values=3 | FileCheck %s --check-prefix=SEED5
// SEED0: output 0: f32[3x5] checksum db9767f223896c95 values -0.136944056 -0.947132468 0.941763878
// SEED0-NEXT: output 1: f64[7] checksum b5ea401c8efa6777 values -0.947132468 0.941763878 -0.787306666
// SEED0-NEXT: output 2: f16[64x64] checksum be57f7d47affbbbf values 0.941894531 -0.787109375 -0.345458984
// SEED0-NEXT: output 3: bf16[64x64] checksum ed5e6cd56f836a35 values -0.7890625 -0.345703125 -0.65234375
// SEED0-NEXT: output 4: i1[33] checksum 3af215aee058eaa2 values 0 1 0
// SEED0-NEXT: output 5: i8[10] checksum 2dd5fb1af5e45450 values 1 4 3
// SEED0-NEXT: output 6: i16[10] checksum fd02a2ae4f721f48 values 4 3 6
// SEED0-NEXT: output 7: i32[10] checksum 6527ffa4ba9f6302 values 3 6 1
// SEED0-NEXT: output 8: i64[10] checksum 7fe3e3cdb05f7725 values 6 1 6
// SEED0-NEXT: output 9: f32[] checksum 0670439fcb34e5b7 values -0.207064152
// SEED5: output 0: f32[3x5] checksum bdb7620c32cf57f9 values 0.143003941 -0.646112442 0.256809354
// SEED5-NEXT: output 1: f64[7] checksum eb4654e1ec6df5ad values -0.646112442 0.256809354 0.444821239
// SEED5-NEXT: output 2: f16[64x64] checksum c7ce372e35974a80 values 0.256835938 0.444824219 0.440429688
// SEED5-NEXT: output 3: bf16[64x64] checksum 34809dd6c69a5214 values 0.4453125 0.439453125 0.196289062
// SEED5-NEXT: output 4: i1[33] checksum 7ede777856859780 values 0 1 0
// SEED5-NEXT: output 5: i8[10] checksum da0464f45723ff69 values 7 2 4
// SEED5-NEXT: output 6: i16[10] checksum 6079c1260b8ba819 values 2 4 6
// SEED5-NEXT: output 7: i32[10] checksum 57a1042afca0ecf7 values 4 6 2
// SEED5-NEXT: output 8: i64[10] checksum 1c33ba6d1783dbe6 values 6 2 7
// SEED5-NEXT: output 9: f32[] checksum cd4e1fe81d9fa82c values -0.609776139
func.func @inputs(%a: tensor<3x5xf32>, %b: tensor<7xf64>, %c: tensor<64x64xf16>, %d: tensor<64x64xbf16>, %e: tensor<33xi1>, %f: tensor<10xi8>, %g: tensor<10xi16>, %h: tensor<10xi32>, %i: tensor<10xi64>, %j: tensor<f32>) -> (tensor<3x5xf32>, tensor<7xf64>, tensor<64x64xf16>, tensor<64x64xbf16>, tensor<33xi1>, tensor<10xi8>, tensor<10xi16>, tensor<10xi32>, tensor<10xi64>, tensor<f32>) {
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j : tensor<3x5xf32>, tensor<7xf64>, tensor<64x64xf16>, tensor<64x64xbf16>, tensor<33xi1>, tensor<10xi8>, tensor<10xi16>, tensor<10xi32>, tensor<10xi64>, tensor<f32>
}
