//===- ScanPlan.cpp - remat-auto's choice per stacked residual --*- C++ -*-===//
//
// A scan step has few stacked residuals (JAX's tanh MLP body: three), so the
// choice is made on the program itself: every subset is realised on a copy
// and replayed, which also accounts for what the graph cannot see (a carry
// stack added or reused, bufferization's choices inside the loops).
//
//===----------------------------------------------------------------------===//
#include "ScanPlan.h"
#include "ScanPricing.h"

#include "remat/Analysis/BufferizedPeak.h"
#include "remat/Analysis/CostModel.h"
#include "remat/Dialect/Remat/Transforms/ScanRemat.h"
#include "remat/Dialect/Remat/Transforms/ScanRevolve.h"
#include "remat/Dialect/Remat/Transforms/ScanSegments.h"
#include "remat/Dialect/Remat/Transforms/ScanTail.h"

#include "llvm/Support/FormatVariadic.h"

#include <map>
#include <memory>

using namespace mlir;
using namespace mlir::remat;

namespace {
constexpr unsigned kMaxExhaustive = 6;

using LoopResidual = std::pair<unsigned, unsigned>;

struct Outcome {
  int64_t peak = 0;
  double flops = 0;
  /// The replay behind `peak`, kept for remat-auto's analysis of the step
  /// the choice is applied to (the same program).
  std::shared_ptr<ReplayOutcome> replay;
};

/// The replayed peak and FLOPs of `func` with `chosen` recomputed (and
/// segments of `segments` iterations), on a copy; nullopt where the
/// segments cannot be made.
FailureOr<std::optional<Outcome>>
evaluate(FunctionOpInterface func, ArrayRef<LoopResidual> chosen,
         int64_t segments = 0, int64_t innerSegments = 0, int64_t tail = 0,
         int64_t revolve = 0, int64_t front = 0) {
  OwningOpRef<ModuleOp> module = ModuleOp::create(func.getLoc());
  IRMapping mapping;
  std::string error;
  FailureOr<FunctionOpInterface> copy =
      cloneWithReferencedSymbols(func, *module, mapping, error);
  if (failed(copy))
    return mlir::emitError(func.getLoc())
           << "remat-auto: cannot copy @" << func.getName()
           << " to try a loop schedule: " << error;
  ScanChoice choice;
  choice.recomputed.assign(chosen.begin(), chosen.end());
  choice.segments = segments;
  choice.innerSegments = innerSegments;
  choice.tail = tail;
  choice.revolve = revolve;
  choice.front = front;
  if (!applyScanChoice(*copy, choice))
    return std::optional<Outcome>();
  auto replay = std::make_shared<ReplayOutcome>(replayBufferized(*copy));
  FailureOr<MemoryAnalysis> analysis = analyzeMemoryWithReplay(*copy, *replay);
  if (failed(analysis))
    return failure();
  return std::optional<Outcome>(Outcome{
      analysis->getPeakBytes(), analysis->getTotalFlops(), std::move(replay)});
}
} // namespace

std::string ScanChoice::describe() const {
  std::string text;
  for (auto [loop, arg] : recomputed)
    text += llvm::formatv("{0}{1}:{2}", text.empty() ? "" : ",", loop, arg);
  if (front > 0)
    text += llvm::formatv("{0}front={1}", text.empty() ? "" : ",", front);
  if (segments > 0)
    text += llvm::formatv("{0}segments={1}", text.empty() ? "" : ",", segments);
  if (innerSegments > 0)
    text += llvm::formatv(",inner-segments={0}", innerSegments);
  if (tail > 0)
    text += llvm::formatv("{0}tail={1}", text.empty() ? "" : ",", tail);
  if (revolve > 0)
    text += llvm::formatv("{0}revolve={1}", text.empty() ? "" : ",", revolve);
  return text;
}

bool mlir::remat::applyScanChoice(FunctionOpInterface func,
                                  const ScanChoice &choice) {
  SmallVector<ScanLoop, 2> scans = findScanLoops(func);
  IRRewriter rewriter(func.getContext());
  // With a front, the step has one scan loop, split first: its first
  // iterations are segmented, the choices below apply to the rest.
  Operation *front = nullptr;
  unsigned at = 0;
  if (choice.front > 0) {
    if (scans.size() != 1 || !whyNoFront(scans[0], choice.front).empty())
      return false;
    ScanFront split = splitScanFront(rewriter, func, scans[0], choice.front);
    front = split.front;
    scans = std::move(split.scans);
    if (!split.restIndex)
      return false;
    at = *split.restIndex;
  }
  // With a tail, the step has one scan loop (or the rest after the front),
  // split first; the choices apply to its head (which keeps its index).
  Operation *head = front ? scans[at].loop.getOperation() : nullptr;
  if (choice.tail > 0) {
    if ((!front && scans.size() != 1) ||
        !whyNoTail(scans[at], choice.tail).empty())
      return false;
    head = splitScanTail(rewriter, scans[at], choice.tail).head;
    scans = findScanLoops(func);
  }
  std::map<unsigned, SmallVector<unsigned>> byLoop;
  for (auto [loop, arg] : choice.recomputed)
    byLoop[loop].push_back(arg);
  // Last loop first: a rebuild moves, never recreates, the ops of the
  // loops before it.
  for (auto it = byLoop.rbegin(); it != byLoop.rend(); ++it) {
    unsigned index = it->first == 0 ? at : it->first;
    if (index >= scans.size())
      return false;
    llvm::sort(it->second);
    ScanRematStats stats =
        rematerializeScan(rewriter, scans[index], it->second);
    if (head && it->first == 0)
      head = stats.loop;
  }
  auto find = [&](Operation *loop) -> ScanLoop * {
    scans = findScanLoops(func);
    for (ScanLoop &scan : scans)
      if (loop ? scan.loop == loop : scans.size() == 1)
        return &scan;
    return nullptr;
  };
  if (choice.revolve > 0) {
    ScanLoop *toReverse = find(head);
    if (!toReverse || !whyNoRevolve(*toReverse, choice.revolve).empty())
      return false;
    revolveScan(rewriter, *toReverse, choice.revolve);
    if (!front)
      return true;
  }
  if (choice.segments == 0)
    return true;
  ScanLoop *toSegment = find(front ? front : head);
  if (!toSegment || !whyNoSegments(*toSegment, choice.segments).empty())
    return false;
  ScanLoop segment = segmentScan(rewriter, *toSegment, choice.segments);
  if (choice.innerSegments == 0) {
    writeRowsInPlace(rewriter, segment);
    return true;
  }
  // The outer segments are made: a copy (remat-auto's trials) is dropped
  // on false, and whyNoSegments was checked on the same IR before.
  if (!whyNoSegments(segment, choice.innerSegments).empty())
    return false;
  writeRowsInPlace(rewriter,
                   segmentScan(rewriter, segment, choice.innerSegments));
  return true;
}

namespace {
/// Whether `choice` is better than `best` (nullopt: anything is): fitting
/// beats not fitting; among fitting, fewer added FLOPs, then the lower
/// peak; among the others the lower peak, then fewer FLOPs.
bool isBetter(const ScanChoice &choice, const std::optional<ScanChoice> &best) {
  return !best || (choice.fits && !best->fits) ||
         (choice.fits && best->fits &&
          (choice.addedFlops < best->addedFlops ||
           (choice.addedFlops == best->addedFlops &&
            choice.peakBytes < best->peakBytes))) ||
         (!choice.fits && !best->fits &&
          (choice.peakBytes < best->peakBytes ||
           (choice.peakBytes == best->peakBytes &&
            choice.addedFlops < best->addedFlops)));
}

/// Verifications of composed prices (full replays) before the composed
/// search gives up on a prediction that fits and the replay does not.
constexpr unsigned kMaxComposedReplays = 3;

/// The greedy search of chooseScanRemat on a step with several scan loops,
/// priced by composition: each residual alone ranked by predicted bytes
/// saved per FLOP, the prefixes of that order priced, and the best by the
/// same rule replayed in full (what is returned is the replay's). Where
/// the replay of a prefix predicted to fit does not fit, the next prefix
/// predicted to fit is replayed, up to kMaxComposedReplays in all. False
/// where the step cannot be priced so (then nothing is set).
FailureOr<bool> chooseComposed(FunctionOpInterface func,
                               const MemoryAnalysis &before, int64_t budget,
                               ArrayRef<ScanLoop> scans,
                               ArrayRef<LoopResidual> options,
                               std::optional<ScanChoice> &best,
                               unsigned &replays) {
  std::optional<ScanPricer> pricer =
      ScanPricer::create(func, before, scans, options);
  if (!pricer)
    return false;
  SmallVector<std::pair<double, unsigned>> ranked;
  for (unsigned option = 0; option < options.size(); ++option) {
    auto [peak, flops] = pricer->single(option);
    double saved = before.getPeakBytes() - peak;
    ranked.push_back({saved / std::max(flops, 1.0), option});
  }
  llvm::stable_sort(
      ranked, [](const auto &a, const auto &b) { return a.first > b.first; });
  // The prefixes by predicted price, best first.
  struct Priced {
    ScanChoice choice;
    unsigned length = 0;
  };
  SmallVector<Priced> priced;
  pricer->reset();
  for (auto [index, entry] : llvm::enumerate(ranked)) {
    pricer->add(entry.second);
    Priced prefix;
    prefix.length = index + 1;
    prefix.choice.peakBytes = pricer->peak();
    prefix.choice.addedFlops = pricer->flops();
    prefix.choice.fits = prefix.choice.peakBytes <= budget;
    priced.push_back(std::move(prefix));
  }
  llvm::stable_sort(priced, [](const Priced &a, const Priced &b) {
    return isBetter(a.choice, b.choice);
  });
  for (const Priced &prefix : priced) {
    SmallVector<LoopResidual> chosen;
    for (unsigned i = 0; i < prefix.length; ++i)
      chosen.push_back(options[ranked[i].second]);
    FailureOr<std::optional<Outcome>> tried = evaluate(func, chosen);
    if (failed(tried))
      return failure();
    if (!*tried)
      return false;
    ++replays;
    ScanChoice choice;
    choice.recomputed = std::move(chosen);
    choice.peakBytes = (*tried)->peak;
    choice.replay = (*tried)->replay;
    choice.addedFlops = (*tried)->flops - before.getTotalFlops();
    choice.fits = choice.peakBytes <= budget;
    if (isBetter(choice, best))
      best = std::move(choice);
    // Taken where the replay agrees that it fits, or where nothing was
    // predicted to fit (the lowest predicted peak, replayed).
    if (best->fits || !prefix.choice.fits || replays >= kMaxComposedReplays)
      break;
  }
  return true;
}
} // namespace

namespace {
/// Forward iterations a `revolve` schedule over the last `m` iterations of
/// a scan (the last one taped) recomputes, reverses included.
int64_t revolveCount(int64_t m, int64_t slots) {
  if (m <= 1)
    return m;
  return m + planRevolve(m, std::min(slots, m - 1)).recomputed;
}

/// chooseScanRemat's front shapes below a revolve choice `best` (with
/// tail=1, s slots) on `scan`: for each stretch length k (2..4) and front p
/// (a multiple of k leaving at least 3 iterations), the slots left once the
/// front's p/k carries are stored (s - p/k), then more while they fit or
/// fewer until one does; only shapes counting fewer iterations than best,
/// and whose front (p/k - 1 carries and k rows) fits in what best holds (s
/// carries and a row) and the budget's headroom over it, one carry spare:
/// the oracle's model, which the segment schedules measure exactly. (A
/// transformer block's row is 22 carries: no front fits beside its slots;
/// 104 replays, 4x remat-auto's time at 26 % of the 32-layer block.)
template <typename Consider>
LogicalResult tryFronts(ArrayRef<LoopResidual> options, const ScanLoop &scan,
                        int64_t budget, ScanChoice best, Consider &consider,
                        const bool &lastFits) {
  int64_t n = scan.tripCount, carry = 0, row = 0;
  scf::ForOp loop = scan.loop;
  for (auto [i, init] : llvm::enumerate(loop.getInitArgs())) {
    int64_t bytes = getTypeByteSize(init.getType()).value_or(0);
    if (scan.find(i))
      row += bytes / n;
    else
      carry += bytes;
  }
  int64_t room = best.revolve * carry + row + (budget - best.peakBytes);
  int64_t bound = revolveCount(n - 1, best.revolve);
  for (int64_t k = 2; k <= 4; ++k)
    for (int64_t p = k; p + 3 <= n; p += k) {
      if ((p / k - 2) * carry + k * row > room)
        continue;
      int64_t m = n - p - 1;
      auto count = [&](int64_t s) { return p + revolveCount(m, s); };
      int64_t s = std::clamp<int64_t>(best.revolve - p / k, 1, m - 1);
      if (count(s) >= bound && count(m - 1) >= bound)
        continue;
      // Down until one fits; where the first fits, up while they fit.
      bool up = false;
      for (int64_t first = s; s >= 1 && count(s) < bound; --s) {
        if (failed(consider(options, k, 0, 1, s, p)))
          return failure();
        if (lastFits) {
          up = s == first;
          break;
        }
      }
      for (++s; up && s <= m - 1 && count(s) < bound; ++s) {
        if (failed(consider(options, k, 0, 1, s, p)))
          return failure();
        if (!lastFits)
          break;
      }
    }
  return success();
}
} // namespace

FailureOr<std::optional<ScanChoice>>
mlir::remat::chooseScanRemat(FunctionOpInterface func,
                             const MemoryAnalysis &before, int64_t budget) {
  SmallVector<LoopResidual> options;
  for (auto [index, scan] : llvm::enumerate(findScanLoops(func))) {
    if (!scan.unsupported.empty())
      continue;
    for (const StackedResidual &residual : scan.residuals)
      if (residual.isRecomputable())
        options.push_back({static_cast<unsigned>(index), residual.iterArg});
  }
  if (options.empty())
    return std::optional<ScanChoice>();
  std::optional<ScanChoice> best;
  unsigned replays = 0;
  // Whether the last choice considered was made and fits.
  bool lastFits = false, lastMade = false;
  auto consider = [&](ArrayRef<LoopResidual> chosen, int64_t segments = 0,
                      int64_t innerSegments = 0, int64_t tail = 0,
                      int64_t revolve = 0, int64_t front = 0) -> LogicalResult {
    lastFits = lastMade = false;
    FailureOr<std::optional<Outcome>> tried =
        evaluate(func, chosen, segments, innerSegments, tail, revolve, front);
    if (failed(tried))
      return failure();
    if (!*tried)
      return success();
    const Outcome *outcome = &**tried;
    ++replays;
    lastMade = true;
    ScanChoice choice;
    choice.recomputed.assign(chosen.begin(), chosen.end());
    choice.segments = segments;
    choice.innerSegments = innerSegments;
    choice.tail = tail;
    choice.revolve = revolve;
    choice.front = front;
    choice.peakBytes = outcome->peak;
    choice.addedFlops = outcome->flops - before.getTotalFlops();
    choice.fits = outcome->peak <= budget;
    choice.replay = outcome->replay;
    lastFits = choice.fits;
    if (isBetter(choice, best))
      best = std::move(choice);
    return success();
  };
  // Several scan loops with more residuals than the exhaustive search
  // takes (a model written as a sequence of scans): the greedy order and
  // its prefixes are priced by composition (ScanPricing.h) instead of a
  // replay each, and only what is taken is replayed. The loop-specific
  // schedules below (tails, segments, revolve) apply to one loop only.
  if (options.size() > kMaxExhaustive) {
    SmallVector<ScanLoop, 2> all = findScanLoops(func);
    if (all.size() > 1) {
      FailureOr<bool> composed =
          chooseComposed(func, before, budget, all, options, best, replays);
      if (failed(composed))
        return failure();
      if (*composed) {
        if (!best || best->peakBytes >= before.getPeakBytes())
          return std::optional<ScanChoice>();
        best->replays = replays;
        return best;
      }
    }
  }
  // The residual choices that fit without a tail: each is tried again
  // with its last iterations taped apart.
  SmallVector<SmallVector<LoopResidual>> fitting, tried;
  if (options.size() <= kMaxExhaustive) {
    for (unsigned mask = 1; mask < (1u << options.size()); ++mask) {
      SmallVector<LoopResidual> chosen;
      for (auto [bit, option] : llvm::enumerate(options))
        if (mask & (1u << bit))
          chosen.push_back(option);
      if (failed(consider(chosen)))
        return failure();
      tried.push_back(chosen);
      if (lastFits)
        fitting.push_back(chosen);
    }
  } else {
    // Each residual alone, then the prefixes of the order by bytes saved
    // per FLOP added.
    SmallVector<std::pair<double, LoopResidual>> ranked;
    for (LoopResidual option : options) {
      FailureOr<std::optional<Outcome>> tried = evaluate(func, option);
      if (failed(tried))
        return failure();
      if (!*tried)
        continue;
      const Outcome *outcome = &**tried;
      ++replays;
      double saved = before.getPeakBytes() - outcome->peak;
      double flops = outcome->flops - before.getTotalFlops();
      ranked.push_back({saved / std::max(flops, 1.0), option});
    }
    llvm::stable_sort(
        ranked, [](const auto &a, const auto &b) { return a.first > b.first; });
    SmallVector<LoopResidual> chosen;
    for (auto &[score, option] : ranked) {
      chosen.push_back(option);
      if (failed(consider(chosen)))
        return failure();
      tried.push_back(chosen);
      if (lastFits)
        fitting.push_back(chosen);
    }
  }
  SmallVector<ScanLoop, 2> scans = findScanLoops(func);
  bool oneLoop = scans.size() == 1 && scans[0].unsupported.empty();
  // A taped tail of t iterations recomputes n - t of them and keeps t more
  // rows: the peak grows with t, the FLOPs fall, so the largest t that
  // fits is bisected for each choice that fits without one. Past
  // kMaxExhaustive residuals the fitting choices are greedy prefixes, each
  // recomputing more than the last for less memory: only the shortest (the
  // fewest FLOPs per iteration) and the longest (the largest tail) are
  // bisected (a transformer block's 22 residuals: 103 replays otherwise).
  if (options.size() > kMaxExhaustive && fitting.size() > 2)
    fitting.erase(fitting.begin() + 1, fitting.end() - 1);
  if (oneLoop && whyNoTail(scans[0], 1).empty())
    for (ArrayRef<LoopResidual> chosen : fitting) {
      int64_t lo = 1, hi = scans[0].tripCount - 1;
      while (lo <= hi) {
        int64_t t = lo + (hi - lo) / 2;
        if (failed(consider(chosen, 0, 0, t)))
          return failure();
        if (lastFits)
          lo = t + 1;
        else
          hi = t - 1;
      }
    }
  // Segments cost another forward pass: tried only where the residuals
  // alone do not fit, on a step with one scan loop.
  // Revolve's shape at high budgets: the last t iterations taped by the
  // forward, the first n - t not stacked but re-run once in the backward
  // after the tail's rows are freed (n - t iterations recomputed), in
  // segments of k iterations from every k-th carry: k rows at a time, so
  // k is the largest divisor of n - t up to t (at most t rows are live at
  // the end of the forward anyway; n - t itself, one segment re-run from
  // the input, where it is at most t or nothing else divides). The peak is
  // not monotone in t, so t goes down from n - 1 to the first that fits
  // (the fewest FLOPs of this shape).
  if (oneLoop && whyNoTail(scans[0], 1).empty())
    for (int64_t n = scans[0].tripCount, t = n - 1; t >= 1; --t) {
      int64_t k = n - t;
      for (int64_t d = std::min(t, (n - t) / 2); d >= 2 && k > t; --d)
        if ((n - t) % d == 0)
          k = d;
      if (failed(consider({}, k, 0, t)))
        return failure();
      if (lastFits)
        break;
    }
  // Revolve over the iterations (every residual recomputed, s carry
  // slots): each slot is one more carry and fewer re-runs, so the most
  // slots that fit are bisected. Below the segments' floors, and above
  // them where the binomial schedule re-runs less.
  // The last iteration taped by the first pass (tail=1) too: its row is
  // live at the backward's start anyway, and the head is one shorter
  // (12-layer JAX scan, one slot: 917568 bytes either way, 28 iterations
  // re-run instead of 32).
  if (oneLoop && options.size() == scans[0].residuals.size())
    for (int64_t tail = 0; tail <= 1 && scans[0].tripCount - tail >= 2;
         ++tail) {
      if (tail > 0 && !whyNoTail(scans[0], tail).empty())
        break;
      // Where the schedule cannot be made at all, one trial says so.
      if (failed(consider(options, 0, 0, tail, 1)))
        return failure();
      int64_t lo = lastMade ? 2 : 0;
      int64_t hi = lastMade && lastFits ? scans[0].tripCount - tail - 1 : -1;
      while (lo <= hi) {
        int64_t s = lo + (hi - lo) / 2;
        if (failed(consider(options, 0, 0, tail, s)))
          return failure();
        if (lastFits)
          lo = s + 1;
        else
          hi = s - 1;
      }
    }
  // Revolve with its first iterations re-taped (front=p, segments=k): the
  // first pass stores every k-th carry of the front, the rest is reversed
  // by revolve with its last iteration taped, then the front's stretches
  // of k iterations are re-run into k rows each (the oracle's plan at low
  // budgets: its slots are freed before the front's rows exist). Tried
  // where revolve is the best that fits, for the shapes whose iteration
  // count (p re-run, the rest's reverses and advances) is below its count.
  if (oneLoop && best && best->fits && best->revolve > 0 && best->tail == 1 &&
      best->front == 0 && whyNoTail(scans[0], 1).empty())
    if (failed(tryFronts(options, scans[0], budget, *best, consider, lastFits)))
      return failure();
  if ((!best || !best->fits) && oneLoop) {
    int64_t n = scans[0].tripCount;
    // Past kMaxExhaustive residuals (a transformer block's body stacks
    // about twenty), segments are tried with none and with every one of
    // them recomputed: the classic schedule and the carries-only one.
    bool exhaustive = options.size() <= kMaxExhaustive;
    // Each with its last segment taped by the first pass too (t = k: the
    // head's n - k iterations segmented), where the head has 2 segments.
    bool tails = whyNoTail(scans[0], 1).empty();
    auto everySubset = [&](int64_t k, int64_t k2) -> LogicalResult {
      auto both = [&](ArrayRef<LoopResidual> chosen) -> LogicalResult {
        if (failed(consider(chosen, k, k2)))
          return failure();
        if (tails && n / k >= 3 && failed(consider(chosen, k, k2, k)))
          return failure();
        return success();
      };
      if (!exhaustive) {
        if (failed(both({})) || failed(both(options)))
          return failure();
        return success();
      }
      for (unsigned mask = 0; mask < (1u << options.size()); ++mask) {
        SmallVector<LoopResidual> chosen;
        for (auto [bit, option] : llvm::enumerate(options))
          if (mask & (1u << bit))
            chosen.push_back(option);
        if (failed(both(chosen)))
          return failure();
      }
      return success();
    };
    // A tail of one iteration can lower the peak itself (replayed and
    // measured on the 4-layer JAX scan: 34880 -> 33856 bytes).
    if (tails)
      for (ArrayRef<LoopResidual> chosen : tried)
        if (failed(consider(chosen, 0, 0, 1)))
          return failure();
    for (int64_t k = 2; k < n; ++k)
      if (n % k == 0 && failed(everySubset(k, 0)))
        return failure();
    // Segments of segments cost one more forward pass again: only where
    // one level does not fit.
    if (!best || !best->fits)
      for (int64_t k = 4; k < n; ++k)
        for (int64_t k2 = 2; k2 < k && n % k == 0; ++k2)
          if (k % k2 == 0 && failed(everySubset(k, k2)))
            return failure();
  }
  if (!best || best->peakBytes >= before.getPeakBytes())
    return std::optional<ScanChoice>();
  best->replays = replays;
  return best;
}
