// Unrolls every scf.for of the payload with upstream's own unroller, by 4:
// the trip count of examples/loops' steps, so that no loop is left (MLIR
// 22 leaves a loop whose trip count is below the factor as it is). The
// loop-free equivalent a scan step is checked against.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.unroll %loops { factor = 4 } : !transform.any_op
    transform.yield
  }
}
