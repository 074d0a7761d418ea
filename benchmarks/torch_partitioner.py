"""PyTorch's own rematerialization on remat's example training steps.

For each model of ``remat.torch.models`` the AOTAutograd joint graph, CSE'd with
``fx_graph_cse`` (``remat.torch.capture.cse_joint``: the graph that
``python -m remat.torch.export --cse`` emits, with the same node names) is split by
``min_cut_rematerialization_partition(joint, None, num_fwd_outputs=1)`` under
``torch._functorch.config.patch(activation_memory_budget=b)`` for each budget b.

Reported per budget:
  saved_bytes       tensor bytes of the backward graph's non-tangent placeholders
                    (everything the backward keeps from the forward, incl. parameters)
  saved_activation_bytes   the same without parameters/inputs (``primals_*``)
  num_saved         number of those placeholders
  recompute_ops     forward ops of the joint graph duplicated into the backward graph
  recompute_flops   their FLOPs under the FLOP model below

FLOP model (per op, static shapes):
  mm / addmm: 2*M*N*K;  bmm: 2*B*M*N*K;  convolution: 2 * out_numel * C_in/groups * prod(kernel)
  convolution_backward: 2x forward conv FLOPs per requested gradient
  reductions and normalizations (sum, mean, amax, _softmax, _log_softmax,
  native_layer_norm, batch norm): number of input elements
  other pointwise ops: number of output elements
  views / layout / data movement (view, permute, expand, slice, cat, clone, ...): 0

Usage: PYTHONPATH=python python benchmarks/torch_partitioner.py [--model NAME ...] [--out FILE]
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "python"))

import torch  # noqa: E402
import torch.fx  # noqa: E402
from torch._functorch import config as fconfig  # noqa: E402
from torch._functorch.partitioners import min_cut_rematerialization_partition  # noqa: E402

from remat.torch.capture import capture_joint, cse_joint  # noqa: E402
from remat.torch.models import MODELS  # noqa: E402

aten = torch.ops.aten
BUDGETS = [0.0, 0.1, 0.25, 0.5, 0.75, 1.0]

_ZERO = {
    aten.view.default, aten._unsafe_view.default, aten.reshape.default, aten.permute.default,
    aten.expand.default, aten.unsqueeze.default, aten.squeeze.dim, aten.squeeze.dims,
    aten.squeeze.default, aten.t.default, aten.transpose.int, aten.slice.Tensor, aten.select.int,
    aten.alias.default, aten.clone.default, aten.cat.default, aten.split.Tensor,
    aten.split_with_sizes.default, aten.slice_scatter.default, aten.select_scatter.default,
    aten._assert_tensor_metadata.default, aten.full.default, aten.scalar_tensor.default,
    aten.arange.start_step, aten.arange.default, aten.empty_permuted.default,
    aten.full_like.default, aten.zeros_like.default, aten.ones_like.default,
    aten._to_copy.default, aten.lift_fresh_copy.default, aten.detach.default,
}
_REDUCE = {
    aten.sum.dim_IntList, aten.sum.default, aten.mean.dim, aten.mean.default, aten.amax.default,
    aten._softmax.default, aten._log_softmax.default, aten.native_layer_norm.default,
    aten._native_batch_norm_legit.no_stats, aten._native_batch_norm_legit_functional.default,
}


def _numel(v) -> int:
    if isinstance(v, torch.Tensor):
        return int(math.prod(int(s) for s in v.shape))
    if isinstance(v, (tuple, list)):
        return sum(_numel(x) for x in v)
    return 0


def _bytes(v) -> int:
    if isinstance(v, torch.Tensor):
        return _numel(v) * v.element_size()
    if isinstance(v, (tuple, list)):
        return sum(_bytes(x) for x in v)
    return 0


def _shape(n):
    return tuple(int(s) for s in n.meta["val"].shape)


def node_flops(n: torch.fx.Node) -> int:
    t = n.target
    if n.op != "call_function" or t in _ZERO or "val" not in n.meta:
        return 0
    if t is aten.mm.default:
        (m, k), (_, nn) = _shape(n.args[0]), _shape(n.args[1])
        return 2 * m * nn * k
    if t is aten.addmm.default:
        (m, k), (_, nn) = _shape(n.args[1]), _shape(n.args[2])
        return 2 * m * nn * k
    if t is aten.bmm.default:
        (b, m, k), (_, _, nn) = _shape(n.args[0]), _shape(n.args[1])
        return 2 * b * m * nn * k
    if t is aten.convolution.default:
        w = _shape(n.args[1])
        return 2 * _numel(n.meta["val"]) * math.prod(w[1:])
    if t is aten.convolution_backward.default:
        w = _shape(n.args[2])
        go = _shape(n.args[0])
        fwd = 2 * math.prod(go) * math.prod(w[1:])
        return fwd * sum(bool(m) for m in n.args[10][:2])
    if t in _REDUCE:
        a = n.args[0]
        return _numel(a.meta["val"]) if isinstance(a, torch.fx.Node) else 0
    return _numel(n.meta["val"])


def analyze(name: str, budgets=BUDGETS) -> dict:
    model, inputs, loss_fn = MODELS[name]()
    # The same CSE'd graph `remat.torch.export --cse` emits and pytorch_plan realises.
    joint_gm = cse_joint(capture_joint(model, inputs, loss_fn)).graph
    fwd_names = {n.name for n in joint_gm.graph.nodes
                 if n.op == "call_function" and n.meta.get("partitioner_tag") != "is_backward"
                 and not n.meta.get("autograd_backward", False)}
    joint_fwd_flops = sum(node_flops(n) for n in joint_gm.graph.nodes if n.name in fwd_names)
    joint_total_flops = sum(node_flops(n) for n in joint_gm.graph.nodes)
    rows = []
    for b in budgets:
        gm = copy.deepcopy(joint_gm)  # the partitioner mutates its input
        t0 = time.time()
        with fconfig.patch(activation_memory_budget=b):
            fw, bw = min_cut_rematerialization_partition(gm, None, num_fwd_outputs=1)
        dt = time.time() - t0
        saved = [n for n in bw.graph.nodes if n.op == "placeholder" and not n.name.startswith("tangents")]
        act = [n for n in saved if not n.name.startswith("primals")]
        recomp = [n for n in bw.graph.nodes if n.op == "call_function" and n.name in fwd_names]
        rows.append({
            "budget": b,
            "saved_bytes": sum(_bytes(n.meta.get("val")) for n in saved),
            "saved_activation_bytes": sum(_bytes(n.meta.get("val")) for n in act),
            "num_saved": len(saved),
            "recompute_ops": len(recomp),
            "recompute_flops": sum(node_flops(n) for n in recomp),
            "partition_seconds": round(dt, 3),
        })
    return {"model": name, "joint_nodes": len(joint_gm.graph.nodes),
            "forward_flops": joint_fwd_flops, "joint_flops": joint_total_flops, "budgets": rows}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", action="append", choices=sorted(MODELS))
    ap.add_argument("--out")
    a = ap.parse_args(argv)
    res = {"torch": torch.__version__, "budgets": BUDGETS,
           "models": [analyze(m) for m in (a.model or list(MODELS))]}
    s = json.dumps(res, indent=1)
    if a.out:
        with open(a.out, "w") as f:
            f.write(s + "\n")
    else:
        print(s)


if __name__ == "__main__":
    main()
