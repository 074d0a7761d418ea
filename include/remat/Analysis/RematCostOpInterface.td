//===- RematCostOpInterface.td - cost of recomputing an op -*- tablegen -*-===//
#ifndef REMAT_COST_OP_INTERFACE_TD
#define REMAT_COST_OP_INTERFACE_TD

include "mlir/IR/OpBase.td"

def RematCostOpInterface : OpInterface<"RematCostOpInterface"> {
  let cppNamespace = "::mlir::remat";
  let description = [{
    What it costs to execute an operation once, and whether the
    rematerialization passes may execute it again (duplicate it into the
    gradient computation). remat attaches external models of this interface
    to the upstream linalg, arith, math and tensor ops
    (`registerCostModelExternalModels`); any other dialect can attach its own
    with `Op::attachInterface<Model>(*context)` in a dialect extension. An op
    without a model is treated as unknown: zero FLOPs and never recomputed.
    Whatever a model says, an op with memory effects is never recomputed.
  }];
  let methods = [
    InterfaceMethod<[{
        Floating-point (or integer) operations executed by one run of the op.
      }], "double", "getRematFlops", (ins)>,
    InterfaceMethod<[{
        Bytes read plus bytes written by one run of the op.
      }], "int64_t", "getRematBytesMoved", (ins)>,
    InterfaceMethod<[{
        Whether the op may be executed again to recompute its results.
      }], "bool", "isRematRecomputable", (ins)>
  ];
}

#endif // REMAT_COST_OP_INTERFACE_TD
