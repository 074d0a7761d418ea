//===- IREEUtilOps.td - the IREE util ops remat emits ------*- tablegen -*-===//
//
// remat does not link IREE, yet its IREE route hands IREE a program holding
// IREE's `util.optimization_barrier`. Registering that op here (same name,
// operands, results and assembly as IREE's) lets remat-opt parse, verify and
// print such programs without --allow-unregistered-dialect, and lets remat's
// passes build the op through a typed API. IREE reads the printed form as its
// own op.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_IREEUTIL_OPS_TD
#define REMAT_IREEUTIL_OPS_TD

include "mlir/IR/OpBase.td"

def IREEUtil_Dialect : Dialect {
  let name = "util";
  let cppNamespace = "::mlir::remat::iree_util";
  let summary = "The subset of IREE's `util` dialect that remat emits and reads";
  let description = [{
    IREE's `util` dialect holds IREE's compiler-wide utility ops. remat
    registers only `util.optimization_barrier`: the op its IREE route
    (`remat-lower-barriers-to-iree`, `remat-prepare-iree-input`) creates, and
    the op JAX's `jax.checkpoint` becomes after IREE's StableHLO input
    conversion. Every other `util` op is unknown to remat (an error, unless
    the context allows unregistered dialects).
  }];
}

def IREEUtil_OptimizationBarrierOp
    : Op<IREEUtil_Dialect, "optimization_barrier",
         [AllTypesMatch<["operands", "results"]>]> {
  let summary = "Values unchanged, opaque to every folding and code motion";
  let description = [{
    Returns its operands unchanged. The op declares no memory effects
    interface, so every pass treats it as having unknown effects: nothing is
    folded through it, merged across it (CSE) or moved over it. IREE gives it
    the same meaning (and its stream partitioning keeps a value that passes
    through it in the order the barrier fixes).

    IREE requires every operand of one barrier to have the same resource
    lifetime (function arguments, constants and computed values apart);
    remat's lowering groups values accordingly (see
    `remat-lower-barriers-to-iree`).

    ```mlir
    %a, %b = util.optimization_barrier %x, %y : tensor<4xf32>, tensor<8xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let builders = [
    OpBuilder<(ins "::mlir::ValueRange":$operands), [{
      build($_builder, $_state, operands.getTypes(), operands);
    }]>
  ];
}

#endif // REMAT_IREEUTIL_OPS_TD
