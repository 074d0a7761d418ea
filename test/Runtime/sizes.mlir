// Sizes the runner cannot hold: an error naming the argument, result or
// value, its type and its size, before anything is allocated (never a
// wrapped size, a crash or a checksum of 0 bytes). The figures are exact.

// 2^32 x 2^32 elements: the element count overflows int64.
// RUN: not remat-run %s --entry=elements 2>&1 | FileCheck %s --check-prefix=ELEMENTS
// ELEMENTS: error: argument #0 has type 'tensor<4294967296x4294967296xf32>': its 18446744073709551616 elements of 4 bytes (73786976294838206464 bytes) do not fit in 64 bits
// ELEMENTS-NOT: error
func.func @elements(%x: tensor<4294967296x4294967296xf32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<f32>
  return %e : tensor<f32>
}

// 2^62 + 1 f32 elements: the count fits, the bytes do not.
// RUN: not remat-run %s --entry=bytes 2>&1 | FileCheck %s --check-prefix=BYTES
// BYTES: error: argument #1 has type 'tensor<4611686018427387905xf32>': its 4611686018427387905 elements of 4 bytes (18446744073709551620 bytes) do not fit in 64 bits
func.func @bytes(%x: tensor<4xf32>, %y: tensor<4611686018427387905xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// 2^50 f32 elements (4 PiB): fits in 64 bits, not in any machine's memory.
// RUN: not remat-run %s --entry=memory 2>&1 | FileCheck %s --check-prefix=MEMORY
// MEMORY: error: argument #0 has type 'tensor<1125899906842624xf32>': it needs 4503599627370496 bytes, more than this machine's memory ({{[1-9][0-9]*}} bytes)
func.func @memory(%x: tensor<1125899906842624xf32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<f32>
  return %e : tensor<f32>
}

// Two arguments of a third of this machine's memory each: each fits, but
// the runner holds both twice (host tensors and the call's buffers).
// RUN: %python -c "import os; n = os.sysconf('SC_PHYS_PAGES') * os.sysconf('SC_PAGE_SIZE') // 12; v = chr(37); t = 'tensor<' + str(n) + 'xf32>'; print('func.func @total(' + v + 'a: ' + t + ', ' + v + 'b: ' + t + ') -> tensor<f32> {'); print('  ' + v + 'e = tensor.empty() : tensor<f32>'); print('  return ' + v + 'e : tensor<f32>'); print('}')" > %t.total.mlir
// RUN: not remat-run %t.total.mlir 2>&1 | FileCheck %s --check-prefix=TOTAL
// TOTAL: error: the arguments and results of 'total' need {{[1-9][0-9]*}} bytes, held twice while the call runs (host tensors and the call's buffers): more than this machine's memory ({{[1-9][0-9]*}} bytes)

// A result, and an intermediate value: the lowered code would compute a
// wrapped allocation size.
// RUN: not remat-run %s --entry=result 2>&1 | FileCheck %s --check-prefix=RESULT
// RESULT: error: result #0 has type 'tensor<4294967296x4294967296xi8>': its 18446744073709551616 elements do not fit in 64 bits
func.func @result() -> tensor<4294967296x4294967296xi8> {
  %e = tensor.empty() : tensor<4294967296x4294967296xi8>
  return %e : tensor<4294967296x4294967296xi8>
}
// RUN: not remat-run %s --entry=intermediate 2>&1 | FileCheck %s --check-prefix=INTERMEDIATE
// INTERMEDIATE: sizes.mlir:[[# @LINE + 3]]:8: error: result #0 has type 'tensor<4611686018427387904x2xf32>': its 9223372036854775808 elements of 4 bytes (36893488147419103232 bytes) do not fit in 64 bits; the runner cannot run this program
// INTERMEDIATE-NOT: see current operation
func.func @intermediate() -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<4611686018427387904x2xf32>
  %s = tensor.extract_slice %e[0, 0] [2, 2] [1, 1] : tensor<4611686018427387904x2xf32> to tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}

// A buffer whose size is known only at run time ((x + 1) * 2^50 f32, x an
// input in [0, 8)): the runtime stops the program before allocating it.
// RUN: not remat-run %s --entry=runtime 2>&1 | FileCheck %s --check-prefix=RUNTIME
// RUNTIME: remat runtime: error: the program asks for a buffer of {{[1-9][0-9]*}} bytes, more than this machine's memory ({{[1-9][0-9]*}} bytes)
func.func @runtime(%x: tensor<i64>) -> tensor<f32> {
  %v = tensor.extract %x[] : tensor<i64>
  %one = arith.constant 1 : i64
  %scale = arith.constant 1125899906842624 : i64
  %v1 = arith.addi %v, %one : i64
  %n64 = arith.muli %v1, %scale : i64
  %n = arith.index_cast %n64 : i64 to index
  %z = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %r = tensor.extract %f[%c0] : tensor<?xf32>
  %out = tensor.from_elements %r : tensor<f32>
  return %out : tensor<f32>
}

// Zero-size tensors: in, out and in between, without undefined behaviour
// (the sanitizer stage runs this); the checksum of no bytes is FNV-1a's
// offset basis.
// RUN: remat-run %s --entry=empty --print-values=4 | FileCheck %s --check-prefix=EMPTY
// EMPTY: output 0: f32[0x4] checksum cbf29ce484222325 values{{$}}
// EMPTY-NEXT: output 1: i64[4x0] checksum cbf29ce484222325 values{{$}}
// EMPTY-NEXT: output 2: f32[3] checksum
// EMPTY-NEXT: peak_bytes:
// RUN: remat-run %s --entry=empty --json | FileCheck %s --check-prefix=EMPTY-JSON
// EMPTY-JSON: "checksum": "cbf29ce484222325"
func.func @empty(%x: tensor<0x4xf32>, %y: tensor<3xf32>) -> (tensor<0x4xf32>, tensor<4x0xi64>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<0x4xf32>
  %n = linalg.negf ins(%x : tensor<0x4xf32>) outs(%e : tensor<0x4xf32>) -> tensor<0x4xf32>
  %i = tensor.empty() : tensor<4x0xi64>
  %e3 = tensor.empty() : tensor<3xf32>
  %m = linalg.negf ins(%y : tensor<3xf32>) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  return %n, %i, %m : tensor<0x4xf32>, tensor<4x0xi64>, tensor<3xf32>
}
