// remat-canonicalize: upstream's canonicalize (diffed below), run without
// region simplification where every region has one block and with it where
// one has several.
// RUN: remat-opt %s --split-input-file --remat-canonicalize -o %t.remat
// RUN: remat-opt %s --split-input-file --canonicalize -o %t.upstream
// RUN: diff %t.remat %t.upstream
// RUN: FileCheck %s < %t.remat

// One block everywhere: dead chains (also inside a loop body) are erased
// by the rewrite driver.
// CHECK-LABEL: func.func @one_block
// CHECK-NOT: math.sin
// CHECK: scf.for
// CHECK-NOT: math.cos
// CHECK: arith.mulf
// CHECK-NOT: math
func.func @one_block(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dead = math.sin %x : f32
  %dead2 = math.exp %dead : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f32 {
    %d = math.cos %a : f32
    %m = arith.mulf %a, %a : f32
    scf.yield %m : f32
  }
  return %r : f32
}

// -----

// Several blocks: the unreachable one is erased (region simplification).
// CHECK-LABEL: func.func @blocks
// CHECK-NOT: ^bb
// CHECK: return
func.func @blocks(%x: f32) -> f32 {
  cf.br ^bb1(%x : f32)
^bb1(%a: f32):
  return %a : f32
^bb2:
  %y = math.sin %x : f32
  cf.br ^bb1(%y : f32)
}
