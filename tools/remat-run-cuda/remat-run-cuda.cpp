//===- remat-run-cuda.cpp - run a training step on an NVIDIA GPU ----------===//
//
// remat-run-cuda FILE [--entry=NAME] [--seed=N] [--repeat=K] [--json]
//                     [--chip=sm_90a] [--format=bin|isa|fatbin]
//                     [--pre-pipeline=...] [--resident-arguments=I,J,...]
//                     [--matmul-half-kernel=mma-sync|wgmma]
//
// Like remat-run, but lowers with remat-lower-to-nvvm, JIT-compiles the host
// code with remat's CUDA runtime (libRematCudaRuntime) and runs the kernels
// on the GPU. Prints each output's shape and checksum (FNV-1a of its exact
// bytes, as remat-run does; float results may differ from the CPU's in the
// last bits), the peak device bytes allocated during a call (arguments'
// device copies included) and the median wall time of a call (host to
// host: copies in, kernels, copies out). Fails with "no CUDA device" or "no
// CUDA driver" where there is none. The shared options, the inputs and the
// output format are remat-run's (RunnerCommandLine.h, HostData.h).
//
//===----------------------------------------------------------------------===//
#include "remat/InitAll.h"
#include "remat/Pipelines/Pipelines.h"
#include "remat/Runtime/CUDA/CudaRuntime.h"
#include "remat/Runtime/Runner.h"
#include "remat/Runtime/RunnerCommandLine.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <set>

using namespace mlir;
using namespace mlir::remat;

#ifndef REMAT_CUDA_TOOLKIT_ROOT
#define REMAT_CUDA_TOOLKIT_ROOT ""
#endif
#ifndef REMAT_C_RUNNER_UTILS
#define REMAT_C_RUNNER_UTILS ""
#endif

static llvm::cl::OptionCategory &category = getRunnerOptionCategory();
static llvm::cl::opt<unsigned>
    warmup("warmup", llvm::cl::desc("Untimed calls before the timed ones"),
           llvm::cl::init(1), llvm::cl::cat(category));
static llvm::cl::opt<std::string>
    valuesFile("values-file",
               llvm::cl::desc("Write every output value (one per line, "
                              "outputs in order) to this file"),
               llvm::cl::init(""), llvm::cl::cat(category));
static llvm::cl::opt<std::string> chip("chip", llvm::cl::desc("GPU chip"),
                                       llvm::cl::init("sm_90a"),
                                       llvm::cl::cat(category));
static llvm::cl::opt<std::string> features("features",
                                           llvm::cl::desc("PTX features"),
                                           llvm::cl::init("+ptx80"),
                                           llvm::cl::cat(category));
static llvm::cl::opt<std::string>
    format("format", llvm::cl::desc("Kernel binary format: bin, isa, fatbin"),
           llvm::cl::init("bin"), llvm::cl::cat(category));
static llvm::cl::list<int64_t>
    tileSizes("tile-sizes",
              llvm::cl::desc("Threads per block of parallel loops, per loop "
                             "dimension (default 16,16)"),
              llvm::cl::CommaSeparated, llvm::cl::cat(category));
static llvm::cl::opt<bool> matmulKernels(
    "matmul-kernels",
    llvm::cl::desc("Shared-memory tiled matmul kernels (default on)"),
    llvm::cl::init(true), llvm::cl::cat(category));
static llvm::cl::opt<mlir::remat::TensorCoreKind> tensorCores(
    "tensor-cores", llvm::cl::desc("Matmul kernels for f32"),
    llvm::cl::init(mlir::remat::TensorCoreKind::none),
    llvm::cl::values(
        clEnumValN(mlir::remat::TensorCoreKind::none, "none",
                   "exact fp32 FMAs"),
        clEnumValN(mlir::remat::TensorCoreKind::tf32, "tf32",
                   "nvgpu.mma.sync m16n8k8, inputs rounded to tf32")),
    llvm::cl::cat(category));
static llvm::cl::opt<mlir::remat::HalfKernelKind> halfKernel(
    "matmul-half-kernel",
    llvm::cl::desc("Matmul kernels for bf16/f16 inputs (wgmma: sm_90a only)"),
    llvm::cl::init(mlir::remat::HalfKernelKind::mma_sync),
    mlir::remat::getHalfKernelKindValues(), llvm::cl::cat(category));
static llvm::cl::list<unsigned> residentArguments(
    "resident-arguments",
    llvm::cl::desc("Positions of memref arguments (e.g. the weights) copied "
                   "to the device once and passed as device buffers to every "
                   "call, as a training loop keeps them; their bytes are "
                   "reported as device_resident_bytes, outside the per-call "
                   "peak and time"),
    llvm::cl::CommaSeparated, llvm::cl::cat(category));
static llvm::cl::opt<bool> compileOnly(
    "compile-only",
    llvm::cl::desc("Lower and JIT-compile without a device (no run): checks "
                   "the pipeline and that every runtime symbol resolves"),
    llvm::cl::init(false), llvm::cl::cat(category));
static llvm::cl::opt<bool>
    checkDeviceOnly("check-device",
                    llvm::cl::desc("Only check that a CUDA device can be used"),
                    llvm::cl::init(false), llvm::cl::cat(category));

static int fail(const llvm::Twine &message) {
  llvm::errs() << "remat-run-cuda: error: " << message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  registerAllPasses();
  registerAllRematPasses();
  RunnerOptions options;
  RunnerOptions::parse(argc, argv,
                       "remat-run-cuda: run a training step on an NVIDIA GPU "
                       "and measure its device memory\n");

  // A device first: lowering takes seconds and is useless without one.
  if (!compileOnly && remat_cuda_init() != 0)
    return fail(llvm::Twine(remat_cuda_init_error()));
  if (checkDeviceOnly) {
    llvm::outs() << "device: " << remat_cuda_device_name() << "\n";
    return 0;
  }

  // libdevice and ptxas are found through CUDA_HOME.
  if (!std::getenv("CUDA_HOME") && std::strlen(REMAT_CUDA_TOOLKIT_ROOT))
    setenv("CUDA_HOME", REMAT_CUDA_TOOLKIT_ROOT, 0);

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllRematDialects(registry);
  registerAllToLLVMIRTranslations(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  std::unique_ptr<RunnerInput> input =
      RunnerInput::load(context, options, "remat-run-cuda");
  if (!input)
    return 1;
  ModuleOp module = input->getModule();
  FunctionOpInterface entry = input->getEntry();
  std::string name = entry.getName().str();
  FailureOr<std::vector<HostTensor>> inputs = makeRunnerInputs(entry, options);
  if (failed(inputs))
    return 1;
  std::vector<HostTensor> outputTemplates =
      std::move(describeSignature(entry)->results);
  if (failed(checkValueSizes(entry)))
    return 1;

  // Arguments are the caller's and read-only.
  for (unsigned i = 0, e = entry.getNumArguments(); i < e; ++i)
    if (!entry.getArgAttr(i, "bufferization.writable"))
      entry.setArgAttr(i, "bufferization.writable",
                       BoolAttr::get(&context, false));
  // remat's argument attributes mean nothing to the LLVM translation.
  for (unsigned i = 0, e = entry.getNumArguments(); i < e; ++i)
    for (NamedAttribute attr : llvm::to_vector(entry.getArgAttrs(i)))
      if (attr.getName().strref().starts_with("remat."))
        entry.removeArgAttr(i, attr.getName());
  PassManager pm(&context);
  LowerToNVVMOptions pipelineOptions;
  pipelineOptions.chip = chip;
  pipelineOptions.features = features;
  pipelineOptions.format = format;
  pipelineOptions.tileSizes =
      SmallVector<int64_t>(tileSizes.begin(), tileSizes.end());
  pipelineOptions.matmulKernels = matmulKernels;
  pipelineOptions.tensorCores = tensorCores;
  pipelineOptions.matmulHalfKernel = halfKernel;
  pipelineOptions.deallocAfterLastUse = options.deallocAfterLastUse;
  pipelineOptions.residentArguments =
      SmallVector<unsigned>(residentArguments.begin(), residentArguments.end());
  buildLowerToNVVMPipeline(pm, pipelineOptions);
  if (failed(pm.run(module)))
    return fail("lowering '" + name + "' with remat-lower-to-nvvm failed");

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  ExecutionEngineOptions engineOptions;
  auto transformer = makeOptimizingTransformer(2, 0, nullptr);
  engineOptions.transformer = transformer;
  SmallVector<StringRef> libs;
  if (llvm::sys::fs::exists(REMAT_C_RUNNER_UTILS))
    libs.push_back(REMAT_C_RUNNER_UTILS);
  engineOptions.sharedLibPaths = libs;
  auto maybeEngine = ExecutionEngine::create(module, engineOptions);
  if (!maybeEngine)
    return fail("JIT compilation failed: " +
                llvm::toString(maybeEngine.takeError()));
  std::unique_ptr<ExecutionEngine> engine = std::move(*maybeEngine);
  engine->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    auto add = [&](const char *symbol, void *address) {
      map[interner(symbol)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                               llvm::JITSymbolFlags::Exported};
    };
#define REMAT_ADD(fn) add(#fn, reinterpret_cast<void *>(&fn))
    REMAT_ADD(mgpuModuleLoad);
    REMAT_ADD(mgpuModuleLoadJIT);
    REMAT_ADD(mgpuModuleUnload);
    REMAT_ADD(mgpuModuleGetFunction);
    REMAT_ADD(mgpuLaunchKernel);
    REMAT_ADD(mgpuStreamCreate);
    REMAT_ADD(mgpuStreamDestroy);
    REMAT_ADD(mgpuStreamSynchronize);
    REMAT_ADD(mgpuStreamWaitEvent);
    REMAT_ADD(mgpuEventCreate);
    REMAT_ADD(mgpuEventDestroy);
    REMAT_ADD(mgpuEventSynchronize);
    REMAT_ADD(mgpuEventRecord);
    REMAT_ADD(mgpuMemAlloc);
    REMAT_ADD(mgpuMemFree);
    REMAT_ADD(mgpuMemcpy);
    REMAT_ADD(mgpuMemset32);
    REMAT_ADD(mgpuMemset16);
    REMAT_ADD(mgpuMemHostRegister);
    REMAT_ADD(mgpuMemHostUnregister);
    REMAT_ADD(mgpuMemHostRegisterMemRef);
    REMAT_ADD(mgpuMemHostUnregisterMemRef);
    REMAT_ADD(mgpuSetDefaultDevice);
    REMAT_ADD(mgpuTensorMapEncodeTiledMemref);
#undef REMAT_ADD
    return map;
  });
  if (compileOnly) {
    // Materializes the code, resolving every external symbol, without
    // running the constructors (they load the kernels on the device).
    auto address = engine->lookup("_mlir_" + name);
    if (!address)
      return fail("cannot find the compiled '" + name +
                  "': " + llvm::toString(address.takeError()));
    llvm::outs() << "compiled: " << name << "\n";
    return 0;
  }
  // Runs the global constructors, which load the kernel modules.
  engine->initialize();
  if (remat_cuda_error_count())
    return fail("loading the kernels failed (see the errors above)");
  auto packed = engine->lookupPacked(name);
  if (!packed)
    return fail("cannot find the compiled '" + name +
                "': " + llvm::toString(packed.takeError()));

  // Resident arguments are copied to the device once, before the calls
  // (the lowering checked that each is a memref argument); the others are
  // host buffers, refilled before every call.
  std::set<unsigned> resident(residentArguments.begin(),
                              residentArguments.end());
  std::vector<void *> buffers;
  int64_t residentBytes = 0;
  for (auto [index, input] : llvm::enumerate(*inputs)) {
    if (resident.count(index)) {
      void *device = mgpuMemAlloc(input.data.size(), nullptr, false);
      if (!device)
        return fail("cannot allocate " + llvm::Twine(input.data.size()) +
                    " device bytes for resident argument #" +
                    llvm::Twine(index));
      if (!input.data.empty())
        mgpuMemcpy(device, const_cast<uint8_t *>(input.data.data()),
                   input.data.size(), nullptr);
      buffers.push_back(device);
      residentBytes += input.data.size();
      continue;
    }
    size_t bytes = std::max<size_t>(64, (input.data.size() + 63) / 64 * 64);
    buffers.push_back(std::aligned_alloc(64, bytes));
    if (!buffers.back())
      return fail("cannot allocate " + llvm::Twine(bytes) +
                  " bytes for an input");
  }
  remat_cuda_synchronize();
  if (remat_cuda_error_count())
    return fail("copying the resident arguments to the device failed");
  std::vector<HostTensor> firstOutputs;
  std::vector<double> seconds;
  int64_t peakBytes = 0, allocations = 0;
  unsigned calls = warmup + std::max(1u, options.repeat.getValue());
  for (unsigned call = 0; call < calls; ++call) {
    for (auto [index, input] : llvm::enumerate(*inputs))
      if (!input.data.empty() && !resident.count(index))
        std::memcpy(buffers[index], input.data.data(), input.data.size());
    PackedCall packedCall(*inputs, buffers, outputTemplates);

    remat_cuda_reset_peak();
    int64_t liveBefore = remat_cuda_live_bytes();
    auto start = std::chrono::steady_clock::now();
    (*packed)(packedCall.getArgs());
    remat_cuda_synchronize();
    auto stop = std::chrono::steady_clock::now();
    if (remat_cuda_error_count())
      return fail("the GPU run failed (see the errors above)");
    if (call >= warmup)
      seconds.push_back(std::chrono::duration<double>(stop - start).count());
    peakBytes = std::max(peakBytes, remat_cuda_peak_bytes() - liveBefore);
    allocations = remat_cuda_num_allocations();

    // Outputs are fresh host buffers (remat-gpu-device-memory); free each
    // once, after all are read (results may share a buffer).
    std::vector<void *> allocated;
    std::vector<HostTensor> outputs = packedCall.readOutputs(allocated);
    std::set<void *> freed;
    for (void *pointer : allocated)
      if (pointer && freed.insert(pointer).second)
        std::free(pointer);
    if (call == 0) {
      firstOutputs = std::move(outputs);
      continue;
    }
    for (auto [index, output] : llvm::enumerate(outputs))
      if (output.data != firstOutputs[index].data)
        return fail("output #" + llvm::Twine(index) +
                    " differs between call 1 and call " +
                    llvm::Twine(call + 1));
  }
  for (auto [index, buffer] : llvm::enumerate(buffers)) {
    if (resident.count(index))
      mgpuMemFree(buffer, nullptr);
    else
      std::free(buffer);
  }
  std::sort(seconds.begin(), seconds.end());
  double median = seconds[seconds.size() / 2];

  if (!valuesFile.empty()) {
    std::error_code ec;
    llvm::raw_fd_ostream os(valuesFile, ec);
    if (ec)
      return fail("cannot write " + valuesFile + ": " + ec.message());
    for (const HostTensor &output : firstOutputs)
      for (int64_t i = 0, n = output.getNumElements(); i < n; ++i)
        os << llvm::formatv("{0:e9}", output.getAsDouble(i)) << "\n";
  }
  RunReport report;
  report.entry = name;
  report.device = remat_cuda_device_name();
  report.memoryPrefix = "device_";
  report.outputs = firstOutputs;
  report.peakBytes = peakBytes;
  report.allocations = allocations;
  report.medianSeconds = median;
  report.calls = static_cast<int64_t>(seconds.size());
  report.residentBytes = residentBytes;
  if (failed(writeRunnerOutputs(firstOutputs, options, "remat-run-cuda")))
    return 1;
  printRunReport(llvm::outs(), report, options.json, options.printValues);
  return 0;
}
