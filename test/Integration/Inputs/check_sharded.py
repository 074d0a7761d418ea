"""Checks of a sharded step's run under mpiexec (test/Integration/mpi-dp.test).

  grads SINGLE_DIR RANKS_DIR N [LOSS_TERMS]
                                 every rank's outputs are the same bytes (an
                                 output split on its first axis, an fsdp
                                 gradient, is concatenated over the ranks), and
                                 equal the single-device step's outputs within
                                 float tolerance (the sums run in another order;
                                 the loss, output 0, sums LOSS_TERMS f32 values:
                                 its relative tolerance is sqrt(LOSS_TERMS) * 2^-24,
                                 the typical rounding error of such a sum)
  peaks REPORT_JSON RUN_JSON     remat-report's predicted peak equals every
                                 rank's measured peak
  slices SINGLE_DIR RANKS_DIR N AXIS
                                 rank r's output 0 is byte for byte the r-th of N
                                 equal slices (along AXIS) of the single-device
                                 output 0; AXIS -1: the whole output
  auto RUN_JSON BASE_JSON BUDGET every rank's measured peak is within BUDGET and
                                 its outputs are bit-identical to BASE_JSON's

Exits 1 with a message when a check fails.
"""
import json
import math
import os
import sys

import numpy as np

# f32 sums of up to 512 terms split over the ranks: reassociation moves the
# last bits only.
RTOL = 1e-5
ATOL = 1e-6


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


class Mismatch(Exception):
    """An output of the sharded run that is not the single-device one."""


def compare(single_dir, ranks_dir, ranks, loss_terms=1, loss_index=0):
    """The checks of `grads`; raises Mismatch, returns the max abs error.
    The loss is output `loss_index` (benchmarks/fuzz places it anywhere)."""
    names = sorted((n for n in os.listdir(single_dir) if n.endswith(".npy")),
                   key=lambda n: int(n[len("result_"):-len(".npy")]))
    worst = 0.0
    for name in names:
        rtol = RTOL
        if name == "result_%d.npy" % loss_index:
            rtol = max(RTOL, math.sqrt(loss_terms) * 2.0**-24)
        single = np.load(os.path.join(single_dir, name))
        per_rank = [np.load(os.path.join(ranks_dir, "rank_%d" % r, name)) for r in range(ranks)]
        value = per_rank[0]
        if value.shape != single.shape and value.ndim > 0 and \
                value.shape[0] * ranks == single.shape[0] and value.shape[1:] == single.shape[1:]:
            # Split on its first axis (an fsdp gradient): rank r holds the
            # r-th slice; the gathered gradient is their concatenation.
            value = np.concatenate(per_rank, axis=0)
        else:
            for r, other in enumerate(per_rank):
                if other.tobytes() != per_rank[0].tobytes():
                    raise Mismatch("%s differs between rank 0 and rank %d" % (name, r))
        if value.shape != single.shape:
            raise Mismatch("%s: shape %s, single-device %s" % (name, value.shape, single.shape))
        if not np.issubdtype(single.dtype, np.floating):
            # Integers and booleans (an optimizer's step count) are exact.
            if value.dtype != single.dtype or value.tobytes() != single.tobytes():
                raise Mismatch("%s: not the single-device step's values" % name)
            continue
        # A NaN (Adam's sqrt of random, negative second moments) must be
        # a NaN in the same place on both; the other elements are compared.
        nan = np.isnan(single)
        if not np.array_equal(nan, np.isnan(value)):
            raise Mismatch("%s: NaNs in other places than the single-device step's" % name)
        value, single = value[~nan], single[~nan]
        if not np.allclose(value, single, rtol=rtol, atol=ATOL):
            bad = ~np.isclose(value, single, rtol=rtol, atol=ATOL)
            with np.errstate(invalid="ignore", over="ignore"):
                gap = np.abs(value.astype(np.float64) - single.astype(np.float64))
            gap = np.where(bad & np.isfinite(gap), gap, 0.0)
            k = int(np.argmax(gap)) if gap.any() else int(np.argmax(bad))
            raise Mismatch("%s: max abs error %g; %d elements outside the tolerance, e.g. %r "
                           "(single device %r; the tensor's largest magnitude %g)"
                           % (name, np.max(np.abs(value - single)), bad.sum(), float(value[k]),
                              float(single[k]), float(np.max(np.abs(single)))))
        if value.size:
            worst = max(worst, float(np.max(np.abs(value - single))))
    return worst


def grads(single_dir, ranks_dir, ranks, loss_terms=1):
    try:
        worst = compare(single_dir, ranks_dir, ranks, loss_terms)
    except Mismatch as error:
        fail(str(error))
    names = [n for n in os.listdir(single_dir) if n.endswith(".npy")]
    print("gradients: %d outputs of %d ranks equal the single-device step (max abs error %.3g)"
          % (len(names), ranks, worst))


def slices(single_dir, ranks_dir, ranks, axis):
    whole = np.load(os.path.join(single_dir, "result_0.npy"))
    for r in range(ranks):
        value = np.load(os.path.join(ranks_dir, "rank_%d" % r, "result_0.npy"))
        expected = whole if axis < 0 else np.split(whole, ranks, axis=axis)[r]
        if value.dtype != expected.dtype or value.tobytes() != np.ascontiguousarray(expected).tobytes():
            fail("rank %d: output 0 is not the expected bytes" % r)
    print("slices: %d ranks exact" % ranks)


def peaks(report_path, run_path):
    with open(report_path) as f:
        predicted = json.load(f)["functions"][0]["peak_bytes"]
    with open(run_path) as f:
        measured = [r["peak_bytes"] for r in json.load(f)["ranks"]]
    if any(m != predicted for m in measured):
        fail("predicted %d, measured %s" % (predicted, measured))
    print("peak: predicted = measured on all %d ranks (%d bytes)" % (len(measured), predicted))


def auto(run_path, base_path, budget):
    with open(run_path) as f:
        run = json.load(f)["ranks"]
    with open(base_path) as f:
        base = json.load(f)["ranks"]
    for rank, before in zip(run, base):
        if rank["peak_bytes"] > budget:
            fail("rank %d peaks at %d bytes, over the budget %d" % (rank["rank"], rank["peak_bytes"], budget))
        if [o["checksum"] for o in rank["outputs"]] != [o["checksum"] for o in before["outputs"]]:
            fail("rank %d: outputs differ from the unrematerialized run" % rank["rank"])
    print("remat-auto: %d ranks within %d bytes, bit-identical" % (len(run), budget))


if __name__ == "__main__":
    command, args = sys.argv[1], sys.argv[2:]
    if command == "grads":
        grads(args[0], args[1], int(args[2]), int(args[3]) if len(args) > 3 else 1)
    elif command == "slices":
        slices(args[0], args[1], int(args[2]), int(args[3]))
    elif command == "peaks":
        peaks(args[0], args[1])
    elif command == "auto":
        auto(args[0], args[1], int(args[2]))
    else:
        fail("unknown command " + command)
