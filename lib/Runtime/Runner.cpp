//===- Runner.cpp - JIT-run a training step on the CPU ----------*- C++ -*-===//
#include "remat/Runtime/Runner.h"

#include "remat/Pipelines/Pipelines.h"
#include "remat/Runtime/MemoryCounter.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/ADT/APFloat.h"
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
  return llvm::StringSwitch<unsigned>(dtype)
      .Cases({"f64", "i64"}, 8)
      .Cases({"f32", "i32"}, 4)
      .Cases({"f16", "bf16", "i16"}, 2)
      .Cases({"i8", "i1"}, 1)
      .Default(0);
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
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

uint64_t HostTensor::checksum() const {
  uint64_t hash = 0xcbf29ce484222325ULL;
  for (uint8_t byte : data) {
    hash ^= byte;
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

double HostTensor::getAsDouble(int64_t index) const {
  const uint8_t *p = data.data() + index * getDTypeBytes(dtype);
  auto load = [&](auto value) {
    std::memcpy(&value, p, sizeof(value));
    return value;
  };
  if (dtype == "f32")
    return load(float());
  if (dtype == "f64")
    return load(double());
  if (dtype == "f16" || dtype == "bf16") {
    llvm::APFloat value(dtype == "f16" ? llvm::APFloat::IEEEhalf()
                                       : llvm::APFloat::BFloat(),
                        llvm::APInt(16, load(uint16_t())));
    return value.convertToDouble();
  }
  if (dtype == "i1" || dtype == "i8")
    return load(int8_t());
  if (dtype == "i16")
    return load(int16_t());
  if (dtype == "i32")
    return load(int32_t());
  return static_cast<double>(load(int64_t()));
}

static uint64_t splitMix64(uint64_t &state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// Shape and dtype of a statically shaped tensor type; fails otherwise.
static LogicalResult describeTensor(Type type, HostTensor &tensor) {
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType || !tensorType.hasStaticShape())
    return failure();
  tensor.dtype = getDTypeName(tensorType.getElementType());
  if (tensor.dtype.empty())
    return failure();
  tensor.shape.assign(tensorType.getShape().begin(),
                      tensorType.getShape().end());
  return success();
}

FailureOr<std::vector<HostTensor>>
mlir::remat::makeRandomInputs(Operation *op, uint64_t seed) {
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func)
    return failure();
  std::vector<HostTensor> inputs;
  for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
    HostTensor tensor;
    if (failed(describeTensor(type, tensor)))
      return func.emitError()
             << "argument #" << index << " has type " << type
             << "; remat-run supports statically shaped "
                "tensors of f16/bf16/f32/f64/i1/i8/i16/i32/i64";
    unsigned bytes = getDTypeBytes(tensor.dtype);
    int64_t n = tensor.getNumElements();
    tensor.data.resize(n * bytes);
    uint64_t state =
        seed * 0x100000001b3ULL + (index + 1) * 0x9e3779b97f4a7c15ULL;
    for (int64_t i = 0; i < n; ++i) {
      uint64_t bits = splitMix64(state);
      uint8_t *p = tensor.data.data() + i * bytes;
      // 24 random bits give a value exactly representable in f32.
      float uniform =
          static_cast<float>(bits >> 40) * (1.0f / 16777216.0f) * 2.0f - 1.0f;
      if (tensor.dtype == "f32") {
        std::memcpy(p, &uniform, 4);
      } else if (tensor.dtype == "f64") {
        double value = uniform;
        std::memcpy(p, &value, 8);
      } else if (tensor.dtype == "f16" || tensor.dtype == "bf16") {
        llvm::APFloat value(uniform);
        bool losesInfo;
        value.convert(tensor.dtype == "f16" ? llvm::APFloat::IEEEhalf()
                                            : llvm::APFloat::BFloat(),
                      llvm::APFloat::rmNearestTiesToEven, &losesInfo);
        uint16_t half =
            static_cast<uint16_t>(value.bitcastToAPInt().getZExtValue());
        std::memcpy(p, &half, 2);
      } else if (tensor.dtype == "i1") {
        p[0] = bits & 1;
      } else {
        int64_t value = static_cast<int64_t>(bits % 8);
        std::memcpy(p, &value, bytes); // little-endian truncation
      }
    }
    inputs.push_back(std::move(tensor));
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
  tensor.data.resize(n * bytes);
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

  // Check the signature and describe the outputs.
  ArrayRef<Type> argTypes = entry.getArgumentTypes();
  if (argTypes.size() != inputs.size())
    return entry.emitError()
           << "expects " << argTypes.size() << " inputs, got " << inputs.size();
  for (auto [index, type] : llvm::enumerate(argTypes)) {
    HostTensor expected;
    if (failed(describeTensor(type, expected)))
      return entry.emitError() << "argument #" << index << " has type " << type
                               << "; only statically shaped tensors can be "
                                  "passed";
    if (expected.shape != inputs[index].shape ||
        expected.dtype != inputs[index].dtype ||
        inputs[index].data.size() !=
            static_cast<size_t>(expected.getNumElements() *
                                getDTypeBytes(expected.dtype)))
      return entry.emitError() << "input #" << index
                               << " does not match the argument type " << type;
  }
  std::vector<HostTensor> outputTemplates;
  for (auto [index, type] : llvm::enumerate(entry.getResultTypes())) {
    HostTensor output;
    if (failed(describeTensor(type, output)))
      return entry.emitError() << "result #" << index << " has type " << type
                               << "; only statically shaped tensors can be "
                                  "returned";
    outputTemplates.push_back(output);
  }

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
  }
  for (unsigned run = 0; run < repeat; ++run) {
    // Fresh inputs every call, so a run cannot see an earlier run's writes.
    std::vector<void *> inputBuffers;
    for (auto [index, input] : llvm::enumerate(inputs)) {
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
