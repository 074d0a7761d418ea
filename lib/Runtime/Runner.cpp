//===- Runner.cpp - JIT-run a training step on the CPU ----------*- C++ -*-===//
#include "remat/Runtime/Runner.h"

#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Pipelines/Pipelines.h"
#include "remat/Runtime/HostData.h"
#include "remat/Runtime/MemoryCounter.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/ADT/APInt.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/TargetSelect.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <set>

using namespace mlir;
using namespace mlir::remat;

#ifndef REMAT_C_RUNNER_UTILS
#define REMAT_C_RUNNER_UTILS ""
#endif

//===----------------------------------------------------------------------===//
// Host tensors
//===----------------------------------------------------------------------===//

unsigned mlir::remat::getDTypeBytes(StringRef dtype) {
  return hostdata::getDTypeBytes(std::string_view(dtype.data(), dtype.size()));
}

std::string mlir::remat::getDTypeName(Type type) {
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isSignlessInteger(1))
    return "i1";
  if (type.isSignlessInteger(8))
    return "i8";
  if (type.isSignlessInteger(16))
    return "i16";
  if (type.isSignlessInteger(32))
    return "i32";
  if (type.isSignlessInteger(64))
    return "i64";
  return "";
}

int64_t HostTensor::getNumElements() const {
  return hostdata::getNumElements(shape.data(), shape.size()).value_or(-1);
}

int64_t HostTensor::getNumBytes() const {
  std::optional<int64_t> count =
      hostdata::getNumElements(shape.data(), shape.size());
  std::optional<int64_t> bytes;
  if (count)
    bytes = hostdata::getNumBytes(*count, getDTypeBytes(dtype));
  return bytes.value_or(-1);
}

uint64_t HostTensor::checksum() const {
  return hostdata::getChecksum(data.data(), data.size());
}

double HostTensor::getAsDouble(int64_t index) const {
  return hostdata::getElementAsDouble(dtype, data.data() +
                                                 index * getDTypeBytes(dtype));
}

//===----------------------------------------------------------------------===//
// Signatures and sizes
//===----------------------------------------------------------------------===//

/// Bytes per element of any element type whose size is known (0 if not).
static int64_t getElementBytes(Type type) {
  if (type.isIntOrFloat())
    return (type.getIntOrFloatBitWidth() + 7) / 8;
  if (isa<IndexType>(type))
    return 8;
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * getElementBytes(complex.getElementType());
  if (auto vector = dyn_cast<VectorType>(type)) {
    if (vector.isScalable())
      return 0;
    std::optional<int64_t> count = hostdata::getNumElements(
        vector.getShape().data(), vector.getShape().size());
    std::optional<int64_t> bytes;
    if (count)
      bytes = hostdata::getNumBytes(*count,
                                    getElementBytes(vector.getElementType()));
    return bytes.value_or(0);
  }
  return 0;
}

/// Why a value of the statically shaped `shape` with `elementBytes`-byte
/// elements cannot be held in this machine's memory (`physical` bytes, 0 if
/// unknown), or "" if it can; `bytes` gets its size in bytes.
static std::string getSizeProblem(ArrayRef<int64_t> shape, int64_t elementBytes,
                                  int64_t physical, int64_t &bytes) {
  bytes = 0;
  std::optional<int64_t> count =
      hostdata::getNumElements(shape.data(), shape.size());
  std::optional<int64_t> checkedBytes;
  if (count)
    checkedBytes =
        hostdata::getNumBytes(*count, static_cast<unsigned>(elementBytes));
  if (!checkedBytes) {
    // The exact figures, in enough bits for any product of int64 values.
    unsigned width = 64 * (shape.size() + 2);
    APInt exact(width, 1);
    for (int64_t d : shape)
      exact *= APInt(width, static_cast<uint64_t>(d));
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "its " << exact << " elements";
    if (elementBytes > 1)
      os << " of " << elementBytes << " bytes ("
         << exact * APInt(width, static_cast<uint64_t>(elementBytes))
         << " bytes)";
    os << " do not fit in 64 bits";
    return text;
  }
  bytes = *checkedBytes;
  if (physical > 0 && bytes > physical)
    return (llvm::Twine("it needs ") + llvm::Twine(bytes) +
            " bytes, more than this machine's memory (" +
            llvm::Twine(physical) + " bytes)")
        .str();
  return "";
}

/// Shape and dtype of a statically shaped tensor type, or why the runner
/// cannot pass it.
static FailureOr<HostTensor> describeTensor(Type type, std::string &why) {
  HostTensor tensor;
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (isa<UnrankedTensorType>(type))
    why = "which is unranked";
  else if (!tensorType)
    why = "which is not a tensor";
  else if (!tensorType.hasStaticShape())
    why = "which has a dynamic dimension";
  else if ((tensor.dtype = getDTypeName(tensorType.getElementType())).empty())
    why = "whose element type is not supported";
  else
    tensor.shape.assign(tensorType.getShape().begin(),
                        tensorType.getShape().end());
  if (!why.empty())
    return failure();
  return tensor;
}

FailureOr<TensorSignature>
mlir::remat::describeSignature(FunctionOpInterface func) {
  TensorSignature signature;
  int64_t physical = hostdata::getPhysicalMemoryBytes();
  std::optional<int64_t> total = 0;
  auto describe = [&](StringRef kind, unsigned index,
                      Type type) -> FailureOr<HostTensor> {
    std::string why;
    FailureOr<HostTensor> tensor = describeTensor(type, why);
    if (failed(tensor))
      return func.emitError()
             << kind << " #" << index << " has type " << type << ", " << why
             << "; the runner supports statically shaped tensors of "
                "f16/bf16/f32/f64/i1/i8/i16/i32/i64";
    int64_t bytes;
    std::string problem = getSizeProblem(
        tensor->shape, getDTypeBytes(tensor->dtype), physical, bytes);
    if (!problem.empty())
      return func.emitError() << kind << " #" << index << " has type " << type
                              << ": " << problem;
    if (total)
      total = hostdata::addBytes(*total, bytes);
    return tensor;
  };
  for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
    FailureOr<HostTensor> tensor = describe("argument", index, type);
    if (failed(tensor))
      return failure();
    signature.arguments.push_back(std::move(*tensor));
  }
  for (auto [index, type] : llvm::enumerate(func.getResultTypes())) {
    FailureOr<HostTensor> tensor = describe("result", index, type);
    if (failed(tensor))
      return failure();
    signature.results.push_back(std::move(*tensor));
  }
  // Each argument and result is held twice while the call runs: the host
  // tensor and the buffer passed to the call (or the program's result
  // buffer and the host tensor it is read into).
  std::optional<int64_t> held;
  if (total)
    held = hostdata::addBytes(*total, *total);
  if (!held || (physical > 0 && *held > physical)) {
    InFlightDiagnostic diag = func.emitError();
    diag << "the arguments and results of '" << func.getName() << "' need ";
    if (total)
      diag << *total;
    else
      diag << "more than 2^63-1";
    diag << " bytes, held twice while the call runs (host tensors and the "
            "call's buffers): more than this machine's memory ("
         << physical << " bytes)";
    return diag;
  }
  return signature;
}

LogicalResult mlir::remat::checkValueSizes(FunctionOpInterface entry) {
  int64_t physical = hostdata::getPhysicalMemoryBytes();
  auto problemOf = [&](Type type) -> std::string {
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped || !shaped.hasStaticShape() ||
        !isa<RankedTensorType, MemRefType>(type))
      return "";
    int64_t bytes;
    return getSizeProblem(shaped.getShape(),
                          getElementBytes(shaped.getElementType()), physical,
                          bytes);
  };
  auto check = [&](Operation *op) {
    for (OpResult result : op->getResults()) {
      std::string problem = problemOf(result.getType());
      if (problem.empty())
        continue;
      op->emitError() << "result #" << result.getResultNumber() << " has type "
                      << result.getType() << ": " << problem
                      << "; the runner cannot run this program";
      return WalkResult::interrupt();
    }
    for (auto [regionIndex, region] : llvm::enumerate(op->getRegions()))
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments()) {
          std::string problem = problemOf(argument.getType());
          if (problem.empty())
            continue;
          op->emitError() << "block argument #" << argument.getArgNumber()
                          << " of region #" << regionIndex << " has type "
                          << argument.getType() << ": " << problem
                          << "; the runner cannot run this program";
          return WalkResult::interrupt();
        }
    return WalkResult::advance();
  };
  // The entry and every function it calls, transitively: the code that runs.
  SmallVector<Operation *> worklist = {entry.getOperation()};
  llvm::SmallPtrSet<Operation *, 8> seen = {entry.getOperation()};
  while (!worklist.empty()) {
    Operation *func = worklist.pop_back_val();
    WalkResult walk = func->walk([&](Operation *op) {
      if (auto call = dyn_cast<CallOpInterface>(op))
        if (Operation *callee = call.resolveCallable())
          if (seen.insert(callee).second)
            worklist.push_back(callee);
      return check(op);
    });
    if (walk.wasInterrupted())
      return failure();
  }
  return success();
}

FailureOr<std::vector<HostTensor>>
mlir::remat::makeRandomInputs(Operation *op, uint64_t seed) {
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func)
    return failure();
  FailureOr<TensorSignature> signature = describeSignature(func);
  if (failed(signature))
    return failure();
  std::vector<HostTensor> inputs = std::move(signature->arguments);
  for (auto [index, tensor] : llvm::enumerate(inputs)) {
    // Sizes are checked: they fit in int64_t and in memory.
    tensor.data.resize(static_cast<size_t>(tensor.getNumBytes()));
    hostdata::fillRandomInput(tensor.dtype, seed, index, tensor.data.data(),
                              tensor.getNumElements());
    // The dropout seed (a tensor<i64>, the verifier checks) is `seed`
    // itself rather than a draw in [0, 8): a documented value that does not
    // depend on the argument's position.
    if (isSeedArgument(func, index) && tensor.dtype == "i64" &&
        tensor.data.size() == 8)
      hostdata::fillSeedInput(seed, tensor.data.data());
    // Integers in the argument's range (the verifier checked the bounds and
    // the type): the same draws, so [0, 8) changes nothing.
    if (auto range = getArgumentRange(func, index))
      hostdata::fillRandomIntegersInRange(
          tensor.dtype, seed, index, tensor.data.data(),
          tensor.getNumElements(), range->first, range->second);
  }
  return inputs;
}

Operation *mlir::remat::findEntryFunction(ModuleOp module, StringRef name) {
  if (!name.empty()) {
    Operation *op = module.lookupSymbol(name);
    if (!op || !isa<FunctionOpInterface>(op)) {
      module.emitError() << "no function named '" << name << "'";
      return nullptr;
    }
    return op;
  }
  if (Operation *op = module.lookupSymbol("train_step"))
    if (isa<FunctionOpInterface>(op))
      return op;
  Operation *only = nullptr;
  for (Operation &op : module.getBody()->getOperations()) {
    auto func = dyn_cast<FunctionOpInterface>(&op);
    if (!func || func.isExternal())
      continue;
    if (only) {
      module.emitError() << "several functions; choose one with --entry";
      return nullptr;
    }
    only = &op;
  }
  if (!only)
    module.emitError() << "no function with a body to run";
  return only;
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

namespace {
/// Aligned host buffers for the inputs, owned outside the counted runtime.
struct InputBuffer {
  void *data = nullptr;
  ~InputBuffer() { std::free(data); }
};
} // namespace

/// Copies the tensor a strided descriptor (`fields`, see PackedCall) points
/// to into `tensor` in row-major order.
static void copyOut(ArrayRef<int64_t> fields, HostTensor &tensor) {
  size_t rank = tensor.shape.size();
  unsigned bytes = getDTypeBytes(tensor.dtype);
  int64_t n = tensor.getNumElements();
  tensor.data.resize(static_cast<size_t>(tensor.getNumBytes()));
  const uint8_t *base = reinterpret_cast<const uint8_t *>(fields[1]);
  std::vector<int64_t> index(rank, 0);
  for (int64_t i = 0; i < n; ++i) {
    int64_t offset = fields[2];
    for (size_t d = 0; d < rank; ++d)
      offset += index[d] * fields[3 + rank + d];
    std::memcpy(tensor.data.data() + i * bytes, base + offset * bytes, bytes);
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < tensor.shape[d])
        break;
      index[d] = 0;
    }
  }
}

PackedCall::PackedCall(ArrayRef<HostTensor> inputs,
                       ArrayRef<void *> inputBuffers,
                       ArrayRef<HostTensor> outputTemplates)
    : outputTemplates(outputTemplates.begin(), outputTemplates.end()) {
  for (auto [input, buffer] : llvm::zip(inputs, inputBuffers)) {
    size_t rank = input.shape.size();
    std::vector<int64_t> fields(3 + 2 * rank, 0);
    fields[0] = fields[1] = reinterpret_cast<int64_t>(buffer);
    int64_t stride = 1;
    for (size_t d = rank; d-- > 0;) {
      fields[3 + d] = input.shape[d];
      fields[3 + rank + d] = stride;
      stride *= input.shape[d];
    }
    inputDescriptors.push_back(std::move(fields));
  }
  size_t resultFields = 0;
  for (const HostTensor &output : outputTemplates)
    resultFields += 3 + 2 * output.shape.size();
  resultStorage.assign(std::max<size_t>(resultFields, 1), 0);
  for (std::vector<int64_t> &fields : inputDescriptors)
    for (int64_t &field : fields)
      args.push_back(&field);
  args.push_back(resultStorage.data());
}

std::vector<HostTensor>
PackedCall::readOutputs(std::vector<void *> &allocated) const {
  std::vector<HostTensor> outputs;
  size_t cursor = 0;
  for (const HostTensor &outputTemplate : outputTemplates) {
    size_t size = 3 + 2 * outputTemplate.shape.size();
    ArrayRef<int64_t> fields(resultStorage.data() + cursor, size);
    cursor += size;
    HostTensor output = outputTemplate;
    copyOut(fields, output);
    outputs.push_back(std::move(output));
    allocated.push_back(reinterpret_cast<void *>(fields[0]));
  }
  return outputs;
}

FailureOr<RunResult> mlir::remat::runOnCPU(ModuleOp module,
                                           ArrayRef<HostTensor> inputs,
                                           const RunOptions &options) {
  Operation *entryOp = findEntryFunction(module, options.entry);
  if (!entryOp)
    return failure();
  auto entry = cast<FunctionOpInterface>(entryOp);
  if (entry.isExternal())
    return entry.emitError() << "cannot run an external function";
  StringRef entryName = entry.getName();

  // Check the signature and the sizes, and describe the outputs.
  FailureOr<TensorSignature> signature = describeSignature(entry);
  if (failed(signature))
    return failure();
  if (signature->arguments.size() != inputs.size())
    return entry.emitError() << "expects " << signature->arguments.size()
                             << " inputs, got " << inputs.size();
  for (auto [index, expected] : llvm::enumerate(signature->arguments))
    if (expected.shape != inputs[index].shape ||
        expected.dtype != inputs[index].dtype ||
        inputs[index].data.size() !=
            static_cast<size_t>(expected.getNumBytes()))
      return entry.emitError()
             << "input #" << index << " does not match the argument type "
             << entry.getArgumentTypes()[index];
  std::vector<HostTensor> outputTemplates = std::move(signature->results);
  if (failed(checkValueSizes(entry)))
    return failure();

  // Lower a clone; the caller's module stays as it is. Arguments are the
  // caller's and read-only (as the memory analysis assumes).
  OwningOpRef<ModuleOp> lowered(cast<ModuleOp>(module->clone()));
  auto loweredEntry =
      cast<FunctionOpInterface>(lowered->lookupSymbol(entryName));
  MLIRContext *context = module.getContext();
  for (unsigned i = 0, e = loweredEntry.getNumArguments(); i < e; ++i)
    if (!loweredEntry.getArgAttr(i, "bufferization.writable"))
      loweredEntry.setArgAttr(i, "bufferization.writable",
                              BoolAttr::get(context, false));
  DialectRegistry registry;
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  context->appendDialectRegistry(registry);

  PassManager pm(context);
  LowerToCPUOptions pipelineOptions;
  pipelineOptions.deallocAfterLastUse = options.deallocAfterLastUse;
  buildLowerToCPUPipeline(pm, pipelineOptions);
  if (failed(pm.run(*lowered)))
    return module.emitError()
           << "lowering '" << entryName << "' with remat-lower-to-cpu failed";

  static bool targetInitialized = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)targetInitialized;

  ExecutionEngineOptions engineOptions;
  auto transformer = makeOptimizingTransformer(options.optLevel,
                                               /*sizeLevel=*/0,
                                               /*targetMachine=*/nullptr);
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel =
      static_cast<llvm::CodeGenOptLevel>(std::min(options.optLevel, 3u));
  SmallVector<StringRef> libs;
  if (llvm::sys::fs::exists(REMAT_C_RUNNER_UTILS))
    libs.push_back(REMAT_C_RUNNER_UTILS);
  if (!options.mpiLibrary.empty())
    libs.push_back(options.mpiLibrary);
  engineOptions.sharedLibPaths = libs;
  auto maybeEngine = ExecutionEngine::create(*lowered, engineOptions);
  if (!maybeEngine)
    return module.emitError() << "JIT compilation failed: "
                              << llvm::toString(maybeEngine.takeError());
  std::unique_ptr<ExecutionEngine> engine = std::move(*maybeEngine);
  engine->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    auto add = [&](const char *name, void *address) {
      map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                             llvm::JITSymbolFlags::Exported};
    };
    add("_mlir_memref_to_llvm_alloc",
        reinterpret_cast<void *>(&_mlir_memref_to_llvm_alloc));
    add("_mlir_memref_to_llvm_aligned_alloc",
        reinterpret_cast<void *>(&_mlir_memref_to_llvm_aligned_alloc));
    add("_mlir_memref_to_llvm_free",
        reinterpret_cast<void *>(&_mlir_memref_to_llvm_free));
    return map;
  });
  engine->initialize();
  auto packed = engine->lookupPacked(entryName);
  if (!packed)
    return module.emitError() << "cannot find the compiled '" << entryName
                              << "': " << llvm::toString(packed.takeError());

  RunResult result;
  unsigned repeat = std::max(1u, options.repeat);
  std::vector<InputBuffer> buffers(inputs.size());
  for (auto [index, input] : llvm::enumerate(inputs)) {
    size_t bytes = std::max<size_t>(64, (input.data.size() + 63) / 64 * 64);
    buffers[index].data = std::aligned_alloc(64, bytes);
    // No test: the sizes were checked against the machine's memory above,
    // so only a machine out of memory (or under a ulimit) gets here.
    if (!buffers[index].data)
      return entry.emitError()
             << "cannot allocate " << bytes << " bytes for input #" << index;
  }
  for (unsigned run = 0; run < repeat; ++run) {
    // Fresh inputs every call, so a run cannot see an earlier run's writes.
    std::vector<void *> inputBuffers;
    for (auto [index, input] : llvm::enumerate(inputs)) {
      if (!input.data.empty())
        std::memcpy(buffers[index].data, input.data.data(), input.data.size());
      inputBuffers.push_back(buffers[index].data);
    }
    PackedCall call(inputs, inputBuffers, outputTemplates);

    remat_runtime_reset_peak();
    int64_t liveBefore = remat_runtime_live_bytes();
    auto start = std::chrono::steady_clock::now();
    (*packed)(call.getArgs());
    auto stop = std::chrono::steady_clock::now();
    result.seconds.push_back(
        std::chrono::duration<double>(stop - start).count());
    int64_t peak = remat_runtime_peak_bytes() - liveBefore;
    result.peakBytes = std::max(result.peakBytes, peak);
    result.allocations = remat_runtime_num_allocations();

    // Read the outputs, then free what the program allocated for them.
    std::vector<void *> allocated;
    std::vector<HostTensor> outputs = call.readOutputs(allocated);
    std::set<void *> freed;
    for (void *pointer : allocated)
      if (remat_runtime_owns(pointer) && freed.insert(pointer).second)
        _mlir_memref_to_llvm_free(pointer);
    if (run == 0) {
      result.outputs = std::move(outputs);
      continue;
    }
    for (auto [index, output] : llvm::enumerate(outputs))
      if (output.data != result.outputs[index].data)
        return entry.emitError()
               << "output #" << index << " differs between run 1 and run "
               << run + 1 << ": the program is not deterministic";
  }
  std::vector<double> sorted = result.seconds;
  std::sort(sorted.begin(), sorted.end());
  result.medianSeconds = sorted[sorted.size() / 2];
  return result;
}
