//===- FreeReaders.h - last readers of what a conditional free frees ------===//
//
// remat-dealloc-after-last-use moves a conditional free after the last reader,
// in the free's block, of every value the freed buffer may be: the values of
// its origins' alias sets. Resolving them free by free walks an alias chain
// once per origin; on a sequence of loops each carrying a buffer into the
// next (a model written as scans) every chain is as long as the program, and
// the pass was cubic in the number of loops (docs/Scaling.md). This index
// answers the same question from one pass over the alias graph where the
// graph's order proves that the answer cannot differ, and says so otherwise.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_CONVERSION_LOWERINGPREP_FREEREADERS_H
#define REMAT_LIB_CONVERSION_LOWERINGPREP_FREEREADERS_H

#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <vector>

namespace mlir::remat {

/// The latest reader found: its position in the block (-1: none), the op
/// (an ancestor in the block of a user); a block terminator ranks last.
struct FreeReader {
  int64_t position = -1;
  Operation *op = nullptr;
  bool terminator = false;
  void merge(const FreeReader &other) {
    if (other.position > position)
      *this = other;
  }
};

class FreeReaderIndex {
public:
  /// `position`: every op's position in its block (as the pass numbered
  /// them); `onlyFrees`: users that read nothing a free could clobber.
  FreeReaderIndex(FunctionOpInterface func,
                  const BufferViewFlowAnalysis &aliases,
                  const DenseMap<Operation *, unsigned> &position,
                  llvm::function_ref<bool(Operation *)> onlyFrees);

  /// The latest reader in `block` (users that only free skipped) of the
  /// values that `resolve` reaches from `source` and from every value of
  /// `resolveReverse(source)` that `isDistinct` does not exclude; nullopt
  /// where the index cannot prove its answer equal to that walk's (the
  /// caller then walks).
  std::optional<FreeReader>
  lastReader(Block *block, Value source,
             llvm::function_ref<bool(Value)> isDistinct);

private:
  static constexpr unsigned kNone = ~0u;
  unsigned idOf(Value value) const;
  /// The reader of one value's own users in `block`.
  FreeReader readerIn(Block *block, Value value) const;
  void solveBody();
  std::optional<FreeReader>
  lastReaderInLoop(Block *block, Value source,
                   llvm::function_ref<bool(Value)> isDistinct);
  unsigned findComponent(unsigned node);

  const DenseMap<Operation *, unsigned> &position;
  llvm::function_ref<bool(Operation *)> onlyFrees;
  Block *body = nullptr;
  /// False where the graph's order could not be shown: then every query
  /// answers nullopt.
  bool ordered = false;
  llvm::DenseMap<Value, unsigned> ids;
  std::vector<Value> values;
  std::vector<std::vector<unsigned>> successors, predecessors;
  /// Per node: the position in the function body of the op at or around
  /// which it is defined (-1 for the body's arguments), and whether it is
  /// that op's own result (1) or defined inside it (0).
  std::vector<std::pair<int64_t, int>> keys;
  /// Weakly connected components (union-find parents).
  std::vector<unsigned> parents;
  /// Per node, for the function body: the latest reader of what its
  /// origins' alias sets hold (solved on the first question about it).
  std::vector<FreeReader> bodyAnswers;
  bool bodySolved = false;
};

} // namespace mlir::remat

#endif // REMAT_LIB_CONVERSION_LOWERINGPREP_FREEREADERS_H
