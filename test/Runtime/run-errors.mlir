// What remat-run reports when it cannot run a program whose signature it
// accepts: one error each, naming the entry or the step that failed. Each
// case is a file of its own (split-file): the lowering and the JIT take the
// whole module, so one bad function would stop every other entry.
// RUN: split-file %s %t

// A module of declarations only: nothing to run.
// RUN: not remat-run %t/declarations.mlir 2>&1 | FileCheck %s --check-prefix=NOBODY
// NOBODY: declarations.mlir:0:0: error: no function with a body to run

// A declaration named as the entry.
// RUN: not remat-run %t/declarations.mlir --entry=step 2>&1 | FileCheck %s --check-prefix=EXTERNAL
// EXTERNAL: declarations.mlir:1:1: error: cannot run an external function

// An op remat-lower-to-cpu has no lowering for (complex numbers).
// RUN: not remat-run %t/lowering.mlir 2>&1 | FileCheck %s --check-prefix=LOWERING
// LOWERING: lowering.mlir:4:8: error: the lowering to LLVM left 'complex.create' in the host code
// LOWERING: lowering.mlir:0:0: error: lowering 'step' with remat-lower-to-cpu failed

// LLVM IR the translation refuses (an intrinsic LLVM does not have).
// RUN: not remat-run %t/translation.mlir --entry=step 2>&1 | FileCheck %s --check-prefix=JIT
// JIT: translation.mlir:2:8: error: could not find LLVM intrinsic: "llvm.remat.no.such.intrinsic"
// JIT: translation.mlir:0:0: error: JIT compilation failed: could not convert to LLVM IR

// A call of a function no library defines: the entry cannot be materialized.
// RUN: not remat-run %t/undefined.mlir --entry=step 2>&1 | FileCheck %s --check-prefix=UNDEFINED
// UNDEFINED: Symbols not found: [ remat_no_such_function ]
// UNDEFINED: undefined.mlir:0:0: error: cannot find the compiled 'step':

// A program that keeps state across calls (a mutable global): --repeat
// compares every call's outputs with the first call's. One call is fine.
// RUN: remat-run %t/stateful.mlir | FileCheck %s --check-prefix=ONCE
// ONCE: output 0: f32[] checksum
// RUN: not remat-run %t/stateful.mlir --repeat=2 2>&1 | FileCheck %s --check-prefix=REPEAT
// REPEAT: stateful.mlir:2:1: error: output #0 differs between run 1 and run 2: the program is not deterministic

//--- declarations.mlir
func.func private @step(%x: tensor<4xf32>) -> tensor<4xf32>

//--- lowering.mlir
func.func @step(%x: tensor<4xf32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %x[%c0] : tensor<4xf32>
  %c = complex.create %v, %v : complex<f32>
  %a = complex.abs %c : complex<f32>
  %t = tensor.from_elements %a : tensor<f32>
  return %t : tensor<f32>
}

//--- translation.mlir
llvm.func @unused(%v: f32) -> f32 {
  %r = llvm.call_intrinsic "llvm.remat.no.such.intrinsic"(%v) : (f32) -> f32
  llvm.return %r : f32
}
func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

//--- undefined.mlir
func.func private @remat_no_such_function(%x: f32) -> f32
func.func @step(%x: tensor<4xf32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %x[%c0] : tensor<4xf32>
  %r = func.call @remat_no_such_function(%v) : (f32) -> f32
  %t = tensor.from_elements %r : tensor<f32>
  return %t : tensor<f32>
}

//--- stateful.mlir
memref.global "private" @calls : memref<f32> = dense<0.0>
func.func @step(%x: tensor<4xf32>) -> tensor<f32> {
  %g = memref.get_global @calls : memref<f32>
  %v = memref.load %g[] : memref<f32>
  %one = arith.constant 1.0 : f32
  %n = arith.addf %v, %one : f32
  memref.store %n, %g[] : memref<f32>
  %t = tensor.from_elements %n : tensor<f32>
  return %t : tensor<f32>
}
