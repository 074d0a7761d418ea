//===- IREELinalgExtOps.td - IREE's scatter, for the IREE route -*- tablegen -*-===//
//
// The backward of an integer gather in JAX (`x[ids]`, `take_along_axis`,
// integer-label cross-entropy) is IREE's `iree_linalg_ext.scatter` after
// IREE's StableHLO input conversion. remat-run needs it as upstream loops
// (remat-import-iree-input), but IREE compiles its own op into one dispatch,
// while a host-side loop nest costs IREE an execution region split and
// memory (docs/IREE.md, "The scatter on the IREE route"). Registering the op
// here (same name, operands, attributes and region as IREE's; generic form
// only) lets the importer keep it for a step that goes to IREE, and lets
// remat's passes carry it through to iree-compile, which reads it as its own.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_IREELINALGEXT_OPS_TD
#define REMAT_IREELINALGEXT_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def IREELinalgExt_Dialect : Dialect {
  let name = "iree_linalg_ext";
  let cppNamespace = "::mlir::remat::iree_linalg_ext";
  let summary = "IREE's scatter, the one iree_linalg_ext op remat reads and "
                "passes on to IREE";
  let description = [{
    Only `iree_linalg_ext.scatter` (on tensors) and its terminator are
    registered; every other op of IREE's dialect parses as an unknown op
    (the dialect allows them), which `remat-import-iree-input` reports as an
    error naming the op and JAX's source line. The ops have no
    assembly of remat's: they are read and printed in generic form, which IREE
    parses as its own ops. remat-run cannot run them: a step for remat-run is
    imported with the scatter as loops (the default of
    `remat-import-iree-input`).
  }];
}

def IREELinalgExt_ScatterOp : Op<IREELinalgExt_Dialect, "scatter",
    [Pure, AllTypesMatch<["original", "result"]>]> {
  let summary = "IREE's scatter on tensors: `original` with `updates` "
                "combined in at `indices`";
  let description = [{
    The result is `original` where, for each update element, the element
    at the coordinate `indices` names (through `dimension_map`) is replaced
    by the region's combination of the update and the current value
    (`^bb0(%update, %current)`), in the updates' row-major order. It reads
    only its operands and writes only its result (value semantics: `Pure`),
    so remat may keep it or recompute it whole like any other tensor op.
    ```mlir
    %r = "iree_linalg_ext.scatter"(%updates, %indices, %original)
        <{dimension_map = array<i64: 0>, unique_indices = false}> ({
    ^bb0(%u: f32, %c: f32):
      %s = arith.addf %c, %u : f32
      "iree_linalg_ext.yield"(%s) : (f32) -> ()
    }) : (tensor<256x32xf32>, tensor<256x1xi32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$updates, AnyRankedTensor:$indices,
                       AnyRankedTensor:$original,
                       DenseI64ArrayAttr:$dimension_map,
                       BoolAttr:$unique_indices);
  let results = (outs AnyRankedTensor:$result);
  let regions = (region SizedRegion<1>:$region);
}

// No parent constraint: IREE's other region ops (sort, ...) end in it too,
// and must still parse so that the importer can name them.
def IREELinalgExt_YieldOp : Op<IREELinalgExt_Dialect, "yield",
    [Pure, Terminator]> {
  let summary = "The value a region of an iree_linalg_ext op yields";
  let arguments = (ins Variadic<AnyType>:$operands);
}

#endif // REMAT_IREELINALGEXT_OPS_TD
