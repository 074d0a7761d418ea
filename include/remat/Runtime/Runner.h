//===- Runner.h - JIT-run a training step on the CPU ------------*- C++ -*-===//
//
// The execution path behind `remat-run` and the Python binding: lower a
// function with remat-lower-to-cpu, JIT it with MLIR's ExecutionEngine, call
// it on host tensors and measure the bytes it allocates (through the
// MemoryCounter runtime) and its wall time.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNTIME_RUNNER_H
#define REMAT_RUNTIME_RUNNER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::remat {

/// A dense row-major host tensor.
struct HostTensor {
  std::vector<int64_t> shape;
  /// "f32", "f64", "f16", "bf16", "i1", "i8", "i16", "i32" or "i64".
  std::string dtype;
  std::vector<uint8_t> data;

  /// The number of elements; -1 if a dimension is negative or the count
  /// overflows int64_t (never the case for the tensors the runner makes:
  /// describeSignature rejects such types).
  int64_t getNumElements() const;
  /// The bytes the data must hold; -1 as for getNumElements.
  int64_t getNumBytes() const;
  /// FNV-1a 64-bit hash of the exact bytes.
  uint64_t checksum() const;
  /// Element `index` converted to double (for printing).
  double getAsDouble(int64_t index) const;
};

/// Bytes per element of a dtype name; 0 if unknown.
unsigned getDTypeBytes(StringRef dtype);
/// The dtype name of an MLIR element type, or "" if unsupported.
std::string getDTypeName(Type elementType);

/// The arguments and results of a function as host tensors without data.
struct TensorSignature {
  std::vector<HostTensor> arguments;
  std::vector<HostTensor> results;
};

/// Describes `func`'s signature, checking that the runner can pass it:
/// every argument and result a statically shaped tensor of a supported
/// dtype (unranked, dynamic and other types are rejected, each with its own
/// reason), whose size in bytes fits in 64 bits and in this machine's
/// memory, and all of them together (the runner holds each twice: its host
/// copy and the buffer the call reads or writes). Emits an error naming the
/// argument or result, its type and its size otherwise.
FailureOr<TensorSignature> describeSignature(FunctionOpInterface func);

/// Checks every statically shaped tensor or memref value (op results and
/// block arguments) in `entry` and the functions it calls: its size in
/// bytes must fit in 64 bits and in this machine's memory, or lowered code
/// would compute a wrapped size or fail to allocate it. Emits an error
/// naming the value otherwise.
LogicalResult checkValueSizes(FunctionOpInterface entry);

struct RunOptions {
  std::string entry;
  unsigned repeat = 1;
  /// LLVM optimization level for the JIT (0-3).
  unsigned optLevel = 2;
  /// Free buffers right after their last use (see remat-lower-to-cpu).
  bool deallocAfterLastUse = true;
  /// A shared library the JIT resolves symbols in besides the C runner
  /// utilities: MPICH's, for a partitioned step's MPI calls ("" for none).
  std::string mpiLibrary;
};

struct RunResult {
  std::vector<HostTensor> outputs;
  /// Highest bytes allocated at once during a call (inputs excluded).
  int64_t peakBytes = 0;
  int64_t allocations = 0;
  /// Wall time of each call, in seconds, and their median.
  std::vector<double> seconds;
  double medianSeconds = 0;
};

/// Deterministic pseudo-random inputs for `func`'s arguments: floats uniform
/// in [-1, 1) with 24 random bits, integers in [0, 8), i1 random bits, from a
/// SplitMix64 stream per argument seeded by `seed` (HostData.h's
/// fillRandomInput, which every runner shares). Checks the signature first
/// (describeSignature), so nothing is allocated for a signature that cannot
/// run.
FailureOr<std::vector<HostTensor>> makeRandomInputs(Operation *func,
                                                    uint64_t seed);

/// Lowers a clone of `module` and runs `options.entry` on `inputs`
/// `options.repeat` times. Emits a diagnostic and fails on unsupported
/// signatures or sizes (describeSignature, checkValueSizes), lowering or JIT
/// errors, or outputs that differ between runs.
FailureOr<RunResult> runOnCPU(ModuleOp module, ArrayRef<HostTensor> inputs,
                              const RunOptions &options);

/// One call of a packed entry point (`_mlir_<name>(void **)`, as
/// ExecutionEngine builds them) with host tensors: each input is passed as an
/// identity-layout memref descriptor over a caller-owned copy, and the
/// returned descriptors are read back into host tensors. Shared by the CPU
/// runner and remat-run-cuda.
class PackedCall {
public:
  /// `inputBuffers[i]` must hold inputs[i]'s bytes for the duration of the
  /// call; `outputTemplates` give the results' shapes and dtypes.
  PackedCall(ArrayRef<HostTensor> inputs, ArrayRef<void *> inputBuffers,
             ArrayRef<HostTensor> outputTemplates);
  PackedCall(const PackedCall &) = delete;
  PackedCall &operator=(const PackedCall &) = delete;

  /// The argument list for the packed entry point.
  void **getArgs() { return args.data(); }
  /// After the call: the outputs, and the `allocated` pointer of every
  /// result descriptor (several results may share one buffer: free each
  /// distinct pointer once, after reading all outputs).
  std::vector<HostTensor> readOutputs(std::vector<void *> &allocated) const;

private:
  /// {allocated, aligned, offset, sizes[rank], strides[rank]} per input.
  std::vector<std::vector<int64_t>> inputDescriptors;
  std::vector<int64_t> resultStorage;
  std::vector<HostTensor> outputTemplates;
  std::vector<void *> args;
};

/// Finds the entry function: `name` if given, else `train_step`, else the
/// only function with a body. Emits an error if none fits.
Operation *findEntryFunction(ModuleOp module, StringRef name);

} // namespace mlir::remat

#endif // REMAT_RUNTIME_RUNNER_H
