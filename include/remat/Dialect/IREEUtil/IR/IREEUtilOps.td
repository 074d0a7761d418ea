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
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def IREEUtil_Dialect : Dialect {
  let name = "util";
  let cppNamespace = "::mlir::remat::iree_util";
  let summary = "The subset of IREE's `util` dialect that remat emits and reads";
  let description = [{
    IREE's `util` dialect holds IREE's compiler-wide utility ops. remat
    registers `util.optimization_barrier`: the op its IREE route
    (`remat-lower-barriers-to-iree`, `remat-prepare-iree-input`) creates, and
    the op JAX's `jax.checkpoint` becomes after IREE's StableHLO input
    conversion; and, for the JAX front end to read IREE's input conversion,
    `util.func`, `util.return` and `util.call` in generic form only (what
    `remat-import-iree-input` turns into `func` ops). Every other `util` op is
    unknown to remat (an error, even where the context allows unregistered
    dialects: the dialect is registered and allows no unknown ops).
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

//===----------------------------------------------------------------------===//
// Read-only ops: IREE's function ops, as IREE's StableHLO input conversion
// prints them in generic form (`iree-compile --compile-to=input
// --mlir-print-op-generic`). They have no assembly of remat's: remat reads
// them only to turn them into func.func / func.return / func.call
// (remat-import-iree-input, docs/JAX.md), and a program that still holds them
// is not one remat plans or runs. Only the attributes IREE's input
// conversion sets are declared (an unknown one fails to parse, naming it).
//===----------------------------------------------------------------------===//

def IREEUtil_FuncOp : Op<IREEUtil_Dialect, "func", [IsolatedFromAbove, Symbol]> {
  let summary = "IREE's function (read to become a func.func)";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<AnyAttr>:$tied_operands,
                       OptionalAttr<AnyAttr>:$inlining_policy);
  let regions = (region AnyRegion:$body);
}

def IREEUtil_ReturnOp : Op<IREEUtil_Dialect, "return",
    [Pure, Terminator, HasParent<"FuncOp">]> {
  let summary = "IREE's function return (read to become a func.return)";
  let arguments = (ins Variadic<AnyType>:$operands);
}

def IREEUtil_CallOp : Op<IREEUtil_Dialect, "call"> {
  let summary = "IREE's call (read to become a func.call)";
  let arguments = (ins FlatSymbolRefAttr:$callee,
                       Variadic<AnyType>:$operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<AnyAttr>:$tied_operands);
  let results = (outs Variadic<AnyType>:$results);
}

#endif // REMAT_IREEUTIL_OPS_TD
