//===- RematDialect.td - remat dialect definition ----------*- tablegen -*-===//
#ifndef REMAT_DIALECT_TD
#define REMAT_DIALECT_TD

include "mlir/IR/OpBase.td"

def Remat_Dialect : Dialect {
  let name = "remat";
  let cppNamespace = "::mlir::remat";
  let summary = "Rematerialization (activation checkpointing) for training steps";
  let description = [{
    The `remat` dialect marks the parts of a training step whose intermediate
    values should not be kept alive from the forward pass to the gradient
    computation, and carries the information the rematerialization passes
    need:

    * `remat.checkpoint` encloses part of the forward computation. The values
      it yields as *residuals* are recomputed from the region's operands right
      before the gradient computation uses them, instead of being kept alive.
    * `#remat.policy<...>` says what inside a checkpoint region may be saved
      instead of recomputed (JAX-style checkpoint policies).
    * `remat.name` tags a value so a `save_names` policy can refer to it.
    * `remat.barrier` pins a recomputation after a value of the gradient
      computation so that CSE, canonicalization or code motion cannot merge
      it back into the forward pass.

    Discardable attributes understood by the dialect:

    * `remat.cotangent` (unit, on a function argument): the cotangent of the
      loss. The gradient computation starts at the first operation of the
      function body that depends on such an argument.
    * `remat.budget` (on a `func.func`): the memory budget in bytes for
      `remat-auto`, either an integer or a string such as `"64MiB"`.

    Example:

    ```mlir
    func.func @step(%x: tensor<64x256xf32>, %w: tensor<256x256xf32>,
                    %dy: tensor<64x256xf32> {remat.cotangent})
        -> tensor<64x256xf32> attributes {remat.budget = "1MiB"} {
      %y, %t = remat.checkpoint (%x, %w) primals(1)
          policy(#remat.policy<save_dots>)
          : (tensor<64x256xf32>, tensor<256x256xf32>)
            -> (tensor<64x256xf32>, tensor<64x256xf32>) {
      ^bb0(%a: tensor<64x256xf32>, %b: tensor<256x256xf32>):
        ...
        remat.yield %out, %act : tensor<64x256xf32>, tensor<64x256xf32>
      }
      ...
    }
    ```
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let extraClassDeclaration = [{
    static constexpr ::llvm::StringLiteral getCotangentAttrName() {
      return ::llvm::StringLiteral("remat.cotangent");
    }
    /// Marks the dropout seed argument (a tensor<i64>) of a training step:
    /// the runners' generated inputs give it the value of --seed.
    static constexpr ::llvm::StringLiteral getSeedAttrName() {
      return ::llvm::StringLiteral("remat.seed");
    }
    /// `remat.range = [lo, hi]` on an integer tensor argument: the
    /// runners' generated inputs for it are in [lo, hi) (token ids below a
    /// vocabulary size, say) instead of [0, 8).
    static constexpr ::llvm::StringLiteral getRangeAttrName() {
      return ::llvm::StringLiteral("remat.range");
    }
    /// `remat.parameter` / `remat.data` on an argument of a single-device
    /// step: tells remat-shard that the argument is a parameter (replicated
    /// under dp, split under fsdp) or per-example data (split on its first
    /// axis, the batch), overriding its rules (docs/Conventions.md).
    static constexpr ::llvm::StringLiteral getParameterAttrName() {
      return ::llvm::StringLiteral("remat.parameter");
    }
    static constexpr ::llvm::StringLiteral getDataAttrName() {
      return ::llvm::StringLiteral("remat.data");
    }
    /// `remat.split = D` on an argument or result of a partitioned step:
    /// each of the grid's N processes holds the r-th of N equal slices of
    /// the value along dimension D. remat-shard writes it; the runners read
    /// it to slice the inputs (and name the outputs) of every rank.
    static constexpr ::llvm::StringLiteral getSplitAttrName() {
      return ::llvm::StringLiteral("remat.split");
    }
    static constexpr ::llvm::StringLiteral getLossAttrName() {
      return ::llvm::StringLiteral("remat.loss");
    }
    static constexpr ::llvm::StringLiteral getBudgetAttrName() {
      return ::llvm::StringLiteral("remat.budget");
    }
    /// `remat.jax_checkpoint = {mode = "honour" | "replan", checkpoints = N}`
    /// on a function imported from JAX: what remat-import-iree-input did
    /// with the step's N jax.checkpoint barriers (remat-report says it).
    static constexpr ::llvm::StringLiteral getJaxCheckpointAttrName() {
      return ::llvm::StringLiteral("remat.jax_checkpoint");
    }
  }];
}

class Remat_Op<string mnemonic, list<Trait> traits = []>
    : Op<Remat_Dialect, mnemonic, traits>;

#endif // REMAT_DIALECT_TD
