//===- RematOps.td - remat operations ----------------------*- tablegen -*-===//
#ifndef REMAT_OPS_TD
#define REMAT_OPS_TD

include "remat/Dialect/Remat/IR/RematDialect.td"
include "remat/Dialect/Remat/IR/RematAttrs.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpAsmInterface.td"

def Remat_BarrierResource
    : Resource<"::mlir::remat::BarrierResource">;

//===----------------------------------------------------------------------===//
// CheckpointOp
//===----------------------------------------------------------------------===//

def Remat_CheckpointOp : Remat_Op<"checkpoint", [
    IsolatedFromAbove, RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"::mlir::remat::YieldOp">,
    DeclareOpInterfaceMethods<RegionBranchOpInterface,
                              ["getEntrySuccessorOperands"]>]> {
  let summary = "a forward region whose residuals are recomputed, not kept";
  let description = [{
    `remat.checkpoint` encloses part of the forward computation of a training
    step. Its region is isolated from above: it computes only from the
    operands, which are forwarded to the entry block arguments. The region's
    results are split in two: the first `primals` results are *primal
    outputs* (the values the forward computation goes on with; they are kept
    as they are), the remaining ones are *residuals* (values the gradient
    computation needs).

    Semantics: the residuals are not kept alive from the forward pass to the
    gradient computation. `remat-apply-checkpoints` recomputes every use of a
    residual that lies in the gradient computation from the region's operands
    (and from whatever the `policy` saves), right before that use, and then
    inlines the region. Without the pass, the op simply executes its region
    once, so a program with checkpoint regions always has well-defined values.

    The policy (default `recompute_all`) decides which values inside the
    region are saved instead of recomputed. Nested checkpoint regions
    compose: the inner region is recomputed within the outer recomputation.

    Example (the activation `%t` is a residual; the layer output `%h` a
    primal):

    ```mlir
    %h, %t = remat.checkpoint (%x, %w) primals(1)
        policy(#remat.policy<recompute_all>)
        : (tensor<4x8xf32>, tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
    ^bb0(%a: tensor<4x8xf32>, %b: tensor<8x8xf32>):
      %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x8xf32>)
                         outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
      %act = math.tanh %m : tensor<4x8xf32>
      remat.yield %act, %act : tensor<4x8xf32>, tensor<4x8xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$primals,
                       OptionalAttr<Remat_PolicyAttr>:$policy);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `(` $inputs `)` `primals` `(` $primals `)`
    (`policy` `(` qualified($policy)^ `)`)? attr-dict
    `:` functional-type($inputs, $results) $body
  }];
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes,
                   "::mlir::ValueRange":$inputs, "int64_t":$primals,
                   "::mlir::remat::PolicyAttr":$policy)>
  ];
  let extraClassDeclaration = [{
    /// The policy in force (`recompute_all` when none is given).
    ::mlir::remat::PolicyAttr getPolicyOrDefault();
    /// The primal outputs and the residuals.
    ::mlir::ResultRange getPrimalResults() {
      return getResults().take_front(getPrimals());
    }
    ::mlir::ResultRange getResidualResults() {
      return getResults().drop_front(getPrimals());
    }
    ::mlir::Block &getBodyBlock() { return getBody().front(); }
    ::mlir::remat::YieldOp getYield();
  }];
}

//===----------------------------------------------------------------------===//
// YieldOp
//===----------------------------------------------------------------------===//

def Remat_YieldOp : Remat_Op<"yield", [
    Pure, Terminator, ReturnLike, HasParent<"CheckpointOp">]> {
  let summary = "terminates a checkpoint region";
  let description = [{
    Yields the primal outputs followed by the residuals of the enclosing
    `remat.checkpoint`; the types must match the op's results.

    ```mlir
    remat.yield %h, %t : tensor<4x8xf32>, tensor<4x8xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let builders = [OpBuilder<(ins), [{ /* nothing to yield */ }]>];
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
}

//===----------------------------------------------------------------------===//
// NameOp
//===----------------------------------------------------------------------===//

def Remat_NameOp : Remat_Op<"name", [Pure, SameOperandsAndResultType]> {
  let summary = "tags a value with a name for save_names policies";
  let description = [{
    Identity at run time. A `#remat.policy<save_names[...]>` of the enclosing
    checkpoint region saves the tagged value when its name is listed.
    `remat-strip` removes the op once no policy needs it any more.

    ```mlir
    %p = remat.name "attn_probs" %softmax : tensor<2x4x64x64xf32>
    ```
  }];
  let arguments = (ins StrAttr:$label, AnyType:$input);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$label $input attr-dict `:` type($input)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// BarrierOp
//===----------------------------------------------------------------------===//

def Remat_BarrierOp : Remat_Op<"barrier", [
    MemoryEffects<[MemWrite<Remat_BarrierResource>]>,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "pins a recomputation after a value of the gradient computation";
  let description = [{
    Returns its `inputs` unchanged, but only after `pin` has been computed.
    A recomputation that reads the barrier's results therefore cannot be
    hoisted above `pin` (into the forward pass) or merged with the original
    computation by CSE: the barrier has a write effect on a private resource,
    so CSE, dead-code elimination and loop-invariant code motion leave it
    where it is. This is how JAX keeps recomputation in the backward pass
    (its optimization barrier includes the cotangent). `remat-strip` removes
    barriers once the CSE-prone passes have run.

    ```mlir
    %a2, %b2 = remat.barrier %a, %b after %grad
        : tensor<4x8xf32>, tensor<8x8xf32> after tensor<4x8xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs, AnyType:$pin);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    $inputs `after` $pin attr-dict `:` type($inputs) `after` type($pin)
  }];
  let hasVerifier = 1;
}

#endif // REMAT_OPS_TD
