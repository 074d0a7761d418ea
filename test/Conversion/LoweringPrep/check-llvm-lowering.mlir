// RUN: remat-opt %s -split-input-file --remat-check-llvm-lowering -verify-diagnostics

// Fully lowered host code passes.
llvm.func @lowered(%a: i64) -> i64 {
  llvm.return %a : i64
}

// -----

// A cast reconcile-unrealized-casts could not fold is an error naming its
// types.
llvm.func @make() -> !llvm.ptr
// An op no conversion handled is an error too.
// expected-error @+1 {{the lowering to LLVM left 'func.func' in the host code}}
func.func private @use(index)
llvm.func @leftover_cast() {
  %p = llvm.call @make() : () -> !llvm.ptr
  // expected-error @+1 {{the lowering to LLVM left 'builtin.unrealized_conversion_cast' in the host code (an unresolved conversion from '!llvm.ptr' to 'index': an op on the other side was not converted)}}
  %i = builtin.unrealized_conversion_cast %p : !llvm.ptr to index
  llvm.return
}
