//===- RematAttrs.td - remat attributes --------------------*- tablegen -*-===//
#ifndef REMAT_ATTRS_TD
#define REMAT_ATTRS_TD

include "remat/Dialect/Remat/IR/RematDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Remat_PolicyKind : I32EnumAttr<"PolicyKind", "checkpoint policy kind", [
    I32EnumAttrCase<"recompute_all", 0>,
    I32EnumAttrCase<"save_dots", 1>,
    I32EnumAttrCase<"save_dots_no_batch", 2>,
    I32EnumAttrCase<"save_names", 3>
  ]> {
  let cppNamespace = "::mlir::remat";
  let genSpecializedAttr = 0;
}

def Remat_PolicyAttr : AttrDef<Remat_Dialect, "Policy"> {
  let mnemonic = "policy";
  let summary = "what a checkpoint region saves instead of recomputing";
  let description = [{
    A checkpoint policy decides which values computed inside a
    `remat.checkpoint` region are kept alive for the gradient computation
    (saved) rather than recomputed:

    * `recompute_all`: nothing is saved; every residual is recomputed from the
      region's operands.
    * `save_dots`: results of matmul- and convolution-like ops (linalg
      contractions and convolutions) are saved.
    * `save_dots_no_batch`: like `save_dots`, but only contractions without
      batch dimensions (plain matmuls, not batched matmuls).
    * `save_names["a", "b"]`: values tagged with `remat.name "a"` or `"b"`
      are saved.

    Example: `#remat.policy<save_names["attn_probs"]>`.
  }];
  let parameters = (ins EnumParameter<Remat_PolicyKind>:$kind,
                        OptionalArrayRefParameter<"::mlir::StringAttr">:$names);
  let assemblyFormat = "`<` $kind (`[` $names^ `]`)? `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// True if `name` is one of the names a `save_names` policy saves.
    bool savesName(::llvm::StringRef name) const;
  }];
}

#endif // REMAT_ATTRS_TD
