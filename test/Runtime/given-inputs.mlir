// remat-run --input: one value per argument, in order, each a NumPy .npy
// file (@FILE) or a literal for a 0-d argument; --output-dir writes the
// results as .npy files. The files are written by Inputs/npy.py (no NumPy
// needed), which can also make malformed ones.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/npy.py write %t/x.npy '<f4' 2,3 1,2,3,4,5,6.5
// RUN: %python %S/Inputs/npy.py write %t/ids.npy '<i8' 4 100,-7,3,1000000000000
// RUN: %python %S/Inputs/npy.py write %t/s.npy '<f4' '' 2
// RUN: remat-run %s --entry=mixed --input=@%t/x.npy --input=@%t/ids.npy --input=@%t/s.npy --print-values=6 | FileCheck %s --check-prefix=MIXED
// MIXED: output 0: f32[2x3] checksum {{[0-9a-f]+}} values 2 4 6 8 10 13
// MIXED-NEXT: output 1: i64[4] checksum {{[0-9a-f]+}} values 200 -14 6 2e+12
// A literal for the 0-d argument is the same value.
// RUN: remat-run %s --entry=mixed --input=@%t/x.npy --input=@%t/ids.npy --input=2.0 --print-values=6 | FileCheck %s --check-prefix=MIXED
// Version 2.0 and 3.0 files (4-byte header length) read the same.
// RUN: %python %S/Inputs/npy.py write %t/x2.npy '<f4' 2,3 1,2,3,4,5,6.5 --version=2
// RUN: %python %S/Inputs/npy.py write %t/x3.npy '<f4' 2,3 1,2,3,4,5,6.5 --version=3
// RUN: remat-run %s --entry=mixed --input=@%t/x2.npy --input=@%t/ids.npy --input=2 --print-values=6 | FileCheck %s --check-prefix=MIXED
// RUN: remat-run %s --entry=mixed --input=@%t/x3.npy --input=@%t/ids.npy --input=2 --print-values=6 | FileCheck %s --check-prefix=MIXED

// --output-dir: result_<k>.npy, C order, the exact values (i64 beyond 2^53
// included, which --print-values prints as doubles).
// RUN: remat-run %s --entry=mixed --input=@%t/x.npy --input=@%t/ids.npy --input=2 --output-dir=%t/out > /dev/null
// RUN: %python %S/Inputs/npy.py read %t/out/result_0.npy | FileCheck %s --check-prefix=OUT0
// RUN: %python %S/Inputs/npy.py read %t/out/result_1.npy | FileCheck %s --check-prefix=OUT1
// OUT0: <f4 (2, 3) False 2.0 4.0 6.0 8.0 10.0 13.0
// OUT1: <i8 (4,) False 200 -14 6 2000000000000
// RUN: not remat-run %s --entry=mixed --output-dir=%t/x.npy 2>&1 | FileCheck %s --check-prefix=OUTDIR
// OUTDIR: remat-run: error: cannot write {{.*}}x.npy/result_0.npy: Not a directory

// Every dtype: bf16 is given as its raw bits in a uint16 array ('<u2';
// 0x3fc0 is 1.5, 0xc020 is -2.5), i1 as NumPy's bool ('|b1').
// RUN: %python %S/Inputs/npy.py write %t/f64.npy '<f8' 2 0.1,-3
// RUN: %python %S/Inputs/npy.py write %t/f16.npy '<f2' 2 0.5,-65504
// RUN: %python %S/Inputs/npy.py write %t/bf16.npy '<u2' 2 16320,49184
// RUN: %python %S/Inputs/npy.py write %t/i1.npy '|b1' 3 1,0,1
// RUN: %python %S/Inputs/npy.py write %t/i8.npy '|i1' 2 -128,127
// RUN: %python %S/Inputs/npy.py write %t/i16.npy '<i2' 2 -32768,32767
// RUN: %python %S/Inputs/npy.py write %t/i32.npy '<i4' 2 -2147483648,2147483647
// RUN: remat-run %s --entry=dtypes --input=@%t/f64.npy --input=@%t/f16.npy --input=@%t/bf16.npy --input=@%t/i1.npy --input=@%t/i8.npy --input=@%t/i16.npy --input=@%t/i32.npy --print-values=3 --output-dir=%t/dt | FileCheck %s --check-prefix=DTYPES
// DTYPES: output 0: f64[2] checksum {{[0-9a-f]+}} values 0.1 -3
// DTYPES-NEXT: output 1: f16[2] checksum {{[0-9a-f]+}} values 0.5 -65504
// DTYPES-NEXT: output 2: bf16[2] checksum {{[0-9a-f]+}} values 1.5 -2.5
// DTYPES-NEXT: output 3: i1[3] checksum {{[0-9a-f]+}} values 1 0 1
// DTYPES-NEXT: output 4: i8[2] checksum {{[0-9a-f]+}} values -128 127
// DTYPES-NEXT: output 5: i16[2] checksum {{[0-9a-f]+}} values -32768 32767
// DTYPES-NEXT: output 6: i32[2] checksum {{[0-9a-f]+}} values -2.14748365e+09 2.14748365e+09
// RUN: %python %S/Inputs/npy.py read %t/dt/result_2.npy | FileCheck %s --check-prefix=BF16
// BF16: <u2 (2,) False 16320 49184
// RUN: %python %S/Inputs/npy.py read %t/dt/result_3.npy | FileCheck %s --check-prefix=BOOL
// BOOL: |b1 (3,) False 1 0 1
// RUN: %python %S/Inputs/npy.py read %t/dt/result_6.npy | FileCheck %s --check-prefix=I32
// I32: <i4 (2,) False -2147483648 2147483647
// Literals of every 0-d dtype, rounded to nearest-even as NumPy would.
// RUN: remat-run %s --entry=scalars --input=0.1 --input=0.1 --input=1.00390625 --input=true --input=-5 --input=70000000000 --print-values=1 | FileCheck %s --check-prefix=SCALARS
// SCALARS: output 0: f64[] checksum {{[0-9a-f]+}} values 0.1
// SCALARS-NEXT: output 1: f16[] checksum {{[0-9a-f]+}} values 0.0999755859
// SCALARS-NEXT: output 2: bf16[] checksum {{[0-9a-f]+}} values 1
// SCALARS-NEXT: output 3: i1[] checksum {{[0-9a-f]+}} values 1
// SCALARS-NEXT: output 4: i8[] checksum {{[0-9a-f]+}} values -5
// SCALARS-NEXT: output 5: i64[] checksum {{[0-9a-f]+}} values 7e+10

// Errors: each names the --input, the argument and its type, and what the
// file holds; the exit status is 1, with no crash banner.
// RUN: not remat-run %s --entry=mixed --input=@%t/x.npy --input=@%t/x.npy --input=2 2>&1 | FileCheck %s --check-prefix=DTYPE
// DTYPE: given-inputs.mlir:{{[0-9]+}}:1: error: --input=@{{.*}}x.npy (argument #1, 'tensor<4xi64>'): expected descr '<i8', shape (4,); the file holds descr '<f4', shape (2, 3)
// DTYPE-NOT: Stack dump
// RUN: %python %S/Inputs/npy.py write %t/ids32.npy '<i4' 4 1,2,3,4
// RUN: not remat-run %s --entry=mixed --input=@%t/x.npy --input=@%t/ids32.npy --input=2 2>&1 | FileCheck %s --check-prefix=DTYPE32
// DTYPE32: error: --input=@{{.*}}ids32.npy (argument #1, 'tensor<4xi64>'): expected descr '<i8', shape (4,); the file holds descr '<i4', shape (4,)
// RUN: %python %S/Inputs/npy.py write %t/x32.npy '<f4' 3,2 1,2,3,4,5,6
// RUN: not remat-run %s --entry=mixed --input=@%t/x32.npy --input=@%t/ids.npy --input=2 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: --input=@{{.*}}x32.npy (argument #0, 'tensor<2x3xf32>'): expected descr '<f4', shape (2, 3); the file holds descr '<f4', shape (3, 2)
// RUN: not remat-run %s --entry=mixed --input=@%t/x.npy --input=@%t/ids.npy --input=@%t/ids.npy 2>&1 | FileCheck %s --check-prefix=RANK0
// RANK0: error: --input=@{{.*}}ids.npy (argument #2, 'tensor<f32>'): expected descr '<f4', shape (); the file holds descr '<i8', shape (4,)
// RUN: %python %S/Inputs/npy.py write %t/bf16f.npy '<f2' 2 1,2
// RUN: not remat-run %s --entry=dtypes --input=@%t/f64.npy --input=@%t/f16.npy --input=@%t/bf16f.npy --input=@%t/i1.npy --input=@%t/i8.npy --input=@%t/i16.npy --input=@%t/i32.npy 2>&1 | FileCheck %s --check-prefix=BF16-DESCR
// BF16-DESCR: error: --input=@{{.*}}bf16f.npy (argument #2, 'tensor<2xbf16>'): expected descr '<u2' (bf16 as its raw bits), shape (2,); the file holds descr '<f2', shape (2,)
// RUN: not remat-run %s --entry=mixed --input=@%t/x.npy --input=@%t/ids.npy 2>&1 | FileCheck %s --check-prefix=FEWER
// FEWER: error: 'mixed' has 3 arguments, but 2 --input options were given (one per argument, in order)
// RUN: not remat-run %s --entry=mixed --input=@%t/x.npy --input=@%t/ids.npy --input=2 --input=2 2>&1 | FileCheck %s --check-prefix=MORE
// MORE: error: 'mixed' has 3 arguments, but 4 --input options were given (one per argument, in order)
// RUN: %python %S/Inputs/npy.py write %t/short.npy '<i8' 4 1,2,3,4 --truncate=3
// RUN: not remat-run %s --entry=mixed --input=@%t/x.npy --input=@%t/short.npy --input=2 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: error: --input=@{{.*}}short.npy (argument #1, 'tensor<4xi64>'): truncated file: the file has 29 bytes of data, shape (4,) of '<i8' needs 32
// RUN: %python %S/Inputs/npy.py write %t/long.npy '<i8' 5 1,2,3,4,5 --header="{'descr': '<i8', 'fortran_order': False, 'shape': (4,), }"
// RUN: not remat-run %s --entry=mixed --input=@%t/x.npy --input=@%t/long.npy --input=2 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: error: --input=@{{.*}}long.npy (argument #1, 'tensor<4xi64>'): trailing bytes: the file has 40 bytes of data, shape (4,) of '<i8' needs 32
// RUN: %python %S/Inputs/npy.py write %t/cut.npy '<f4' 2,3 1,2,3,4,5,6 --truncate=70
// RUN: not remat-run %s --entry=mixed --input=@%t/cut.npy --input=@%t/ids.npy --input=2 2>&1 | FileCheck %s --check-prefix=CUT
// CUT: error: --input=@{{.*}}cut.npy (argument #0, 'tensor<2x3xf32>'): truncated .npy file: its header needs 118 bytes, the file has 72 after the preamble
// RUN: %python %S/Inputs/npy.py write %t/fortran.npy '<f4' 2,3 1,2,3,4,5,6 --fortran
// RUN: not remat-run %s --entry=mixed --input=@%t/fortran.npy --input=@%t/ids.npy --input=2 2>&1 | FileCheck %s --check-prefix=FORTRAN
// FORTRAN: error: --input=@{{.*}}fortran.npy (argument #0, 'tensor<2x3xf32>'): the file holds descr '<f4', shape (2, 3), fortran_order True: Fortran order is not supported (save np.ascontiguousarray(a) instead)
// RUN: %python %S/Inputs/npy.py write %t/big.npy '>f4' 2,3 1,2,3,4,5,6
// RUN: not remat-run %s --entry=mixed --input=@%t/big.npy --input=@%t/ids.npy --input=2 2>&1 | FileCheck %s --check-prefix=BIG-ENDIAN
// BIG-ENDIAN: error: --input=@{{.*}}big.npy (argument #0, 'tensor<2x3xf32>'): expected descr '<f4', shape (2, 3); the file holds descr '>f4', shape (2, 3)
// RUN: %python %S/Inputs/npy.py write %t/bool2.npy '|b1' 3 1,2,0
// RUN: not remat-run %s --entry=dtypes --input=@%t/f64.npy --input=@%t/f16.npy --input=@%t/bf16.npy --input=@%t/bool2.npy --input=@%t/i8.npy --input=@%t/i16.npy --input=@%t/i32.npy 2>&1 | FileCheck %s --check-prefix=BOOL2
// BOOL2: error: --input=@{{.*}}bool2.npy (argument #3, 'tensor<3xi1>'): element 1 of the '|b1' data is 2, not 0 or 1
// RUN: not remat-run %s --entry=mixed --input=@%t/missing.npy --input=@%t/ids.npy --input=2 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: error: --input=@{{.*}}missing.npy (argument #0, 'tensor<2x3xf32>'): cannot read the file: No such file or directory
// RUN: not remat-run %s --entry=mixed --input=@%s --input=@%t/ids.npy --input=2 2>&1 | FileCheck %s --check-prefix=MAGIC
// MAGIC: error: --input=@{{.*}}given-inputs.mlir (argument #0, 'tensor<2x3xf32>'): not a .npy file (it does not start with \x93NUMPY)
// RUN: %python %S/Inputs/npy.py write %t/v4.npy '<f4' 2,3 1,2,3,4,5,6 --version=4
// RUN: not remat-run %s --entry=mixed --input=@%t/v4.npy --input=@%t/ids.npy --input=2 2>&1 | FileCheck %s --check-prefix=VERSION
// VERSION: error: --input=@{{.*}}v4.npy (argument #0, 'tensor<2x3xf32>'): unsupported .npy format version 4.0 (1.0, 2.0 and 3.0 are supported)
// RUN: %python %S/Inputs/npy.py write %t/nokey.npy '<f4' 2,3 1,2,3,4,5,6 --header="{'descr': '<f4', 'shape': (2, 3)}"
// RUN: not remat-run %s --entry=mixed --input=@%t/nokey.npy --input=@%t/ids.npy --input=2 2>&1 | FileCheck %s --check-prefix=NOKEY
// NOKEY: error: --input=@{{.*}}nokey.npy (argument #0, 'tensor<2x3xf32>'): malformed .npy header: the header has no 'fortran_order'
// RUN: %python %S/Inputs/npy.py write %t/struct.npy '<f4' 2,3 1,2,3,4,5,6 --header="{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (2, 3), }"
// RUN: not remat-run %s --entry=mixed --input=@%t/struct.npy --input=@%t/ids.npy --input=2 2>&1 | FileCheck %s --check-prefix=STRUCT
// STRUCT: error: --input=@{{.*}}struct.npy (argument #0, 'tensor<2x3xf32>'): malformed .npy header: 'descr' is a structured dtype; only plain numeric dtypes are supported
// RUN: %python %S/Inputs/npy.py write %t/huge.npy '<f4' 2,3 1,2,3,4,5,6 --header="{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999,), }"
// RUN: not remat-run %s --entry=mixed --input=@%t/huge.npy --input=@%t/ids.npy --input=2 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: error: --input=@{{.*}}huge.npy (argument #0, 'tensor<2x3xf32>'): malformed .npy header: 'shape' holds something other than non-negative integers that fit in 64 bits
// RUN: not remat-run %s --entry=mixed --input=@%t/x.npy --input=3 --input=2 2>&1 | FileCheck %s --check-prefix=LITERAL-SHAPE
// LITERAL-SHAPE: error: --input=3 (argument #1, 'tensor<4xi64>'): a literal is only accepted for a 0-d argument; give a .npy file as --input=@FILE
// RUN: not remat-run %s --entry=mixed --input=@%t/x.npy --input=@%t/ids.npy --input=two 2>&1 | FileCheck %s --check-prefix=LITERAL
// LITERAL: error: --input=two (argument #2, 'tensor<f32>'): not a literal of f32
// RUN: not remat-run %s --entry=scalars --input=0 --input=0 --input=0 --input=0 --input=128 --input=0 2>&1 | FileCheck %s --check-prefix=LITERAL-RANGE
// LITERAL-RANGE: error: --input=128 (argument #4, 'tensor<i8>'): not a literal of i8
// RUN: not remat-run %s --entry=mixed --input=@ --input=@%t/ids.npy --input=2 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: --input=@ (argument #0, 'tensor<2x3xf32>'): no file name after '@'

func.func @mixed(%x: tensor<2x3xf32>, %ids: tensor<4xi64>, %s: tensor<f32>) -> (tensor<2x3xf32>, tensor<4xi64>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %b = linalg.broadcast ins(%s : tensor<f32>) outs(%e : tensor<2x3xf32>) dimensions = [0, 1]
  %y = arith.mulf %x, %b : tensor<2x3xf32>
  %i = arith.addi %ids, %ids : tensor<4xi64>
  return %y, %i : tensor<2x3xf32>, tensor<4xi64>
}

func.func @dtypes(%a: tensor<2xf64>, %b: tensor<2xf16>, %c: tensor<2xbf16>, %d: tensor<3xi1>, %e: tensor<2xi8>, %f: tensor<2xi16>, %g: tensor<2xi32>) -> (tensor<2xf64>, tensor<2xf16>, tensor<2xbf16>, tensor<3xi1>, tensor<2xi8>, tensor<2xi16>, tensor<2xi32>) {
  return %a, %b, %c, %d, %e, %f, %g : tensor<2xf64>, tensor<2xf16>, tensor<2xbf16>, tensor<3xi1>, tensor<2xi8>, tensor<2xi16>, tensor<2xi32>
}

func.func @scalars(%a: tensor<f64>, %b: tensor<f16>, %c: tensor<bf16>, %d: tensor<i1>, %e: tensor<i8>, %f: tensor<i64>) -> (tensor<f64>, tensor<f16>, tensor<bf16>, tensor<i1>, tensor<i8>, tensor<i64>) {
  return %a, %b, %c, %d, %e, %f : tensor<f64>, tensor<f16>, tensor<bf16>, tensor<i1>, tensor<i8>, tensor<i64>
}
