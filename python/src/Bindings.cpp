//===- Bindings.cpp - the remat._core Python extension (nanobind) ---------===//
//
// remat._core: parse, print, verify and transform MLIR modules with every
// upstream and remat dialect/pass registered (like remat-opt), and run a
// training step on the CPU with remat's allocation-counting runtime (like
// remat-run). Errors reported through MLIR diagnostics are raised as
// remat.MLIRError, whose message holds the diagnostics' text.
//
//===----------------------------------------------------------------------===//
#include "Core.h"

#include "remat/Runtime/Npy.h"
#include "remat/Runtime/Runner.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/shared_ptr.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/vector.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace nb = nanobind;
using namespace mlir;
using namespace mlir::remat;

namespace {

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

/// Raised as remat.MLIRError; `diagnostics` becomes its `diagnostics`
/// attribute (one string per error diagnostic, notes included).
struct MLIRError : std::runtime_error {
  MLIRError(const std::string &message, std::vector<std::string> diagnostics)
      : std::runtime_error(message), diagnostics(std::move(diagnostics)) {}
  std::vector<std::string> diagnostics;
};

/// The Python type of remat.MLIRError (created at module import).
PyObject *mlirErrorType = nullptr;

[[noreturn]] void raiseMLIRError(const std::string &what,
                                 std::vector<std::string> diagnostics) {
  std::string message = what;
  for (const std::string &diagnostic : diagnostics)
    message += "\n" + diagnostic;
  throw MLIRError(message, std::move(diagnostics));
}

void printLocationPrefix(llvm::raw_ostream &os, Location loc) {
  if (auto fileLoc = loc->findInstanceOf<FileLineColLoc>()) {
    os << fileLoc.getFilename().getValue() << ":" << fileLoc.getLine() << ":"
       << fileLoc.getColumn() << ": ";
    return;
  }
  if (!isa<UnknownLoc>(loc))
    os << loc << ": ";
}

StringRef severityName(DiagnosticSeverity severity) {
  switch (severity) {
  case DiagnosticSeverity::Error:
    return "error";
  case DiagnosticSeverity::Warning:
    return "warning";
  case DiagnosticSeverity::Note:
    return "note";
  case DiagnosticSeverity::Remark:
    return "remark";
  }
  return "diagnostic";
}

/// Captures the diagnostics emitted in a context while it is alive: errors
/// (with their notes) are kept for the exception, everything else is
/// swallowed so that nothing is printed to the process' stderr.
class DiagnosticCapture {
public:
  explicit DiagnosticCapture(MLIRContext *context)
      : handler(context, [this](Diagnostic &diagnostic) {
          record(diagnostic);
          return success();
        }) {}

  [[noreturn]] void raise(const std::string &what) {
    std::lock_guard<std::mutex> lock(mutex);
    raiseMLIRError(what, errors);
  }

private:
  void record(Diagnostic &diagnostic) {
    if (diagnostic.getSeverity() != DiagnosticSeverity::Error)
      return;
    std::string text;
    llvm::raw_string_ostream os(text);
    printLocationPrefix(os, diagnostic.getLocation());
    os << "error: " << diagnostic;
    for (Diagnostic &note : diagnostic.getNotes()) {
      os << "\n  ";
      printLocationPrefix(os, note.getLocation());
      os << severityName(note.getSeverity()) << ": " << note;
    }
    std::lock_guard<std::mutex> lock(mutex);
    errors.push_back(std::move(text));
  }

  std::mutex mutex;
  std::vector<std::string> errors;
  ScopedDiagnosticHandler handler;
};

//===----------------------------------------------------------------------===//
// Context and Module
//===----------------------------------------------------------------------===//

struct CoreContext {
  explicit CoreContext(bool threading) {
    remat_python::registerPassesOnce();
    DialectRegistry registry;
    remat_python::populateRegistry(registry);
    context = std::make_unique<MLIRContext>(
        registry, threading ? MLIRContext::Threading::ENABLED
                            : MLIRContext::Threading::DISABLED);
    // Diagnostics name the location; the op's full text would drown them.
    context->printOpOnDiagnostic(false);
  }
  MLIRContext *get() { return context.get(); }
  std::unique_ptr<MLIRContext> context;
};

struct CoreModule {
  CoreModule(std::shared_ptr<CoreContext> context, OwningOpRef<ModuleOp> module)
      : context(std::move(context)), module(std::move(module)) {}
  // The module is destroyed before the context it lives in.
  ~CoreModule() { module = nullptr; }

  MLIRContext *getContext() { return context->get(); }

  std::string print(bool generic, bool debugInfo) {
    // Printing verifies first; an invalid module (after a failed pass) is
    // printed in generic form and the verifier's errors are swallowed.
    DiagnosticCapture capture(getContext());
    OpPrintingFlags flags;
    if (generic)
      flags.printGenericOpForm();
    if (debugInfo)
      flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/false);
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os, flags);
    return text;
  }

  void verify() {
    DiagnosticCapture capture(getContext());
    if (failed(mlir::verify(*module)))
      capture.raise("the module failed to verify:");
  }

  std::shared_ptr<CoreModule> clone() {
    return std::make_shared<CoreModule>(
        context, OwningOpRef<ModuleOp>(cast<ModuleOp>((*module)->clone())));
  }

  void runPipeline(const std::string &pipeline) {
    MLIRContext *ctx = getContext();
    StringRef text = StringRef(pipeline).trim();
    PassManager pm(ctx, ModuleOp::getOperationName());
    std::string parseErrors;
    llvm::raw_string_ostream errorStream(parseErrors);
    auto invalid = [&]() {
      std::vector<std::string> diagnostics;
      if (!parseErrors.empty())
        diagnostics.push_back(StringRef(parseErrors).rtrim().str());
      raiseMLIRError("invalid pass pipeline '" + pipeline + "':",
                     std::move(diagnostics));
    };
    {
      DiagnosticCapture capture(ctx);
      if (text.starts_with("builtin.module(") || text.starts_with("any(")) {
        // An anchored pipeline, e.g. builtin.module(canonicalize,cse).
        FailureOr<OpPassManager> parsed = parsePassPipeline(text, errorStream);
        if (failed(parsed))
          invalid();
        static_cast<OpPassManager &>(pm) = std::move(*parsed);
      } else if (failed(parsePassPipeline(text, pm, errorStream))) {
        // A list of passes run on the module, e.g. "canonicalize,cse".
        invalid();
      }
    }
    DiagnosticCapture capture(ctx);
    LogicalResult result = success();
    {
      nb::gil_scoped_release release;
      result = pm.run(*module);
    }
    if (failed(result))
      capture.raise("pass pipeline '" + pipeline + "' failed:");
  }

  std::vector<std::string> functionNames() {
    std::vector<std::string> names;
    for (Operation &op : module->getBody()->getOperations())
      if (auto func = dyn_cast<FunctionOpInterface>(&op))
        names.push_back(func.getName().str());
    return names;
  }

  std::shared_ptr<CoreContext> context;
  OwningOpRef<ModuleOp> module;
};

std::shared_ptr<CoreModule> parseModule(const std::string &text,
                                        std::shared_ptr<CoreContext> context,
                                        bool verifyAfterParse,
                                        const std::string &sourceName) {
  if (!context)
    context = std::make_shared<CoreContext>(/*threading=*/true);
  MLIRContext *ctx = context->get();
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, sourceName), llvm::SMLoc());
  std::string diagnostics;
  llvm::raw_string_ostream os(diagnostics);
  OwningOpRef<ModuleOp> module;
  {
    // Prints every diagnostic with its source line and a caret.
    SourceMgrDiagnosticHandler handler(*sourceMgr, ctx, os);
    ParserConfig config(ctx, verifyAfterParse);
    module = parseSourceFile<ModuleOp>(sourceMgr, config);
  }
  if (!module) {
    std::vector<std::string> list;
    if (!diagnostics.empty())
      list.push_back(StringRef(diagnostics).rtrim().str());
    raiseMLIRError("cannot parse '" + sourceName + "':", std::move(list));
  }
  return std::make_shared<CoreModule>(std::move(context), std::move(module));
}

//===----------------------------------------------------------------------===//
// Registered passes
//===----------------------------------------------------------------------===//

/// Names of every registered pass and pass pipeline, sorted. MLIR has no
/// iteration API over its registries; the parser behind mlir-opt's pass flags
/// (PassPipelineCLParser with an empty argument) adds each registered pass
/// and pipeline to LLVM's option map, which can be iterated. The option is
/// removed again right away.
std::vector<std::string> registeredPasses() {
  remat_python::registerPassesOnce();
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  auto &options = llvm::cl::getRegisteredOptions();
  if (options.count("pass-pipeline"))
    throw std::runtime_error("cannot list the registered passes: a pass "
                             "pipeline option is already registered in this "
                             "process");
  auto parser = std::make_unique<PassPipelineCLParser>("", "remat passes");
  // Every registered pass and pipeline now maps to the parser's list option
  // (the one option without an argument string that they map to).
  llvm::cl::Option *listOption = nullptr;
  for (auto &entry : options)
    if (!entry.second->hasArgStr() && (PassInfo::lookup(entry.first) ||
                                       PassPipelineInfo::lookup(entry.first))) {
      listOption = entry.second;
      break;
    }
  std::vector<std::string> names;
  if (listOption)
    for (auto &entry : options)
      if (entry.second == listOption)
        names.push_back(entry.first.str());
  // Unregister what the parser added (its list and --pass-pipeline), so that
  // the next call can construct it again.
  if (listOption)
    listOption->removeArgument();
  if (llvm::cl::Option *pipelineOption = options.lookup("pass-pipeline"))
    pipelineOption->removeArgument();
  if (names.empty())
    throw std::runtime_error("cannot list the registered passes");
  // The list also holds the textual-pipeline literal.
  names.erase(std::remove(names.begin(), names.end(), "pass-pipeline"),
              names.end());
  std::sort(names.begin(), names.end());
  return names;
}

bool isRegistered(const std::string &name) {
  remat_python::registerPassesOnce();
  return PassInfo::lookup(name) || PassPipelineInfo::lookup(name);
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

struct CoreRunResult {
  std::string entry;
  nb::list outputs;
  int64_t peakBytes = 0;
  int64_t allocations = 0;
  double timeS = 0;
  std::vector<double> times;
  std::vector<std::string> checksums;
};

/// The numpy dtype (as DLPack describes it) of a remat dtype name. bf16 has
/// no numpy dtype: its raw bits travel as uint16.
nb::dlpack::dtype toDLPack(StringRef dtype) {
  using nb::dlpack::dtype_code;
  auto make = [](dtype_code code, uint8_t bits) {
    return nb::dlpack::dtype{static_cast<uint8_t>(code), bits, 1};
  };
  if (dtype == "f32")
    return make(dtype_code::Float, 32);
  if (dtype == "f64")
    return make(dtype_code::Float, 64);
  if (dtype == "f16")
    return make(dtype_code::Float, 16);
  if (dtype == "bf16" || dtype == "i16")
    return make(dtype == "bf16" ? dtype_code::UInt : dtype_code::Int, 16);
  if (dtype == "i1")
    return make(dtype_code::Bool, 8);
  if (dtype == "i8")
    return make(dtype_code::Int, 8);
  if (dtype == "i32")
    return make(dtype_code::Int, 32);
  return make(dtype_code::Int, 64);
}

/// numpy's name of a remat dtype (for error messages).
std::string numpyName(StringRef dtype) {
  if (dtype == "f32")
    return "float32";
  if (dtype == "f64")
    return "float64";
  if (dtype == "f16")
    return "float16";
  if (dtype == "bf16")
    return "uint16 (raw bfloat16 bits)";
  if (dtype == "i1")
    return "bool";
  return "int" + dtype.drop_front(1).str();
}

/// Whether an array's DLPack dtype may be passed for a remat dtype.
bool accepts(StringRef dtype, nb::dlpack::dtype given) {
  using nb::dlpack::dtype_code;
  auto code = static_cast<dtype_code>(given.code);
  if (given.lanes != 1)
    return false;
  if (dtype == "f32" || dtype == "f64" || dtype == "f16")
    return code == dtype_code::Float && given.bits == getDTypeBytes(dtype) * 8;
  if (dtype == "bf16")
    return given.bits == 16 &&
           (code == dtype_code::Bfloat || code == dtype_code::UInt);
  if (dtype == "i1")
    return code == dtype_code::Bool;
  // Signless integers: signed or unsigned arrays of the same width.
  return (code == dtype_code::Int || code == dtype_code::UInt) &&
         given.bits == getDTypeBytes(dtype) * 8;
}

std::string typeText(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// str(object).
std::string pyStr(nb::handle object) {
  nb::str text(object); // PyObject_Str
  return text.c_str();
}

/// Converts and checks the caller's arrays against the entry's signature.
std::vector<HostTensor> convertInputs(FunctionOpInterface func,
                                      const std::vector<nb::object> &arrays) {
  ArrayRef<Type> argTypes = func.getArgumentTypes();
  std::string name = func.getName().str();
  if (arrays.size() != argTypes.size())
    throw nb::value_error(("'" + name + "' takes " +
                           std::to_string(argTypes.size()) + " inputs, got " +
                           std::to_string(arrays.size()))
                              .c_str());
  // numpy.asarray(order="C"), not ascontiguousarray (which makes 0-d arrays
  // 1-d).
  nb::object asarray = nb::module_::import_("numpy").attr("asarray");
  std::vector<HostTensor> inputs;
  for (auto [index, type] : llvm::enumerate(argTypes)) {
    std::string where = "input #" + std::to_string(index) + " of '" + name +
                        "' (" + typeText(type) + ")";
    auto tensorType = dyn_cast<RankedTensorType>(type);
    HostTensor tensor;
    if (tensorType && tensorType.hasStaticShape())
      tensor.dtype = getDTypeName(tensorType.getElementType());
    if (tensor.dtype.empty())
      throw nb::value_error((where + ": only statically shaped tensors of "
                                     "f16/bf16/f32/f64/i1/i8/i16/i32/i64 can "
                                     "be passed")
                                .c_str());
    tensor.shape.assign(tensorType.getShape().begin(),
                        tensorType.getShape().end());

    nb::object contiguous = asarray(arrays[index], nb::arg("order") = "C");
    nb::ndarray<nb::device::cpu, nb::c_contig> array;
    if (!nb::try_cast(contiguous, array, /*convert=*/false))
      throw nb::type_error((where + ": expected a numpy array, got " +
                            pyStr(arrays[index].type()))
                               .c_str());
    if (!accepts(tensor.dtype, array.dtype()))
      throw nb::type_error((where + ": expected dtype " +
                            numpyName(tensor.dtype) + ", got " +
                            pyStr(contiguous.attr("dtype")))
                               .c_str());
    std::vector<int64_t> shape;
    for (size_t d = 0; d < array.ndim(); ++d)
      shape.push_back(array.shape(d));
    if (shape != tensor.shape)
      throw nb::value_error((where + ": expected shape " +
                             formatNpyShape(tensor.shape) + ", got " +
                             formatNpyShape(shape))
                                .c_str());
    size_t bytes = tensor.getNumElements() * getDTypeBytes(tensor.dtype);
    tensor.data.resize(bytes);
    if (bytes)
      std::memcpy(tensor.data.data(), array.data(), bytes);
    inputs.push_back(std::move(tensor));
  }
  return inputs;
}

/// A numpy array that owns the tensor's bytes.
nb::object toNumpy(HostTensor &tensor) {
  auto *bytes = new std::vector<uint8_t>(std::move(tensor.data));
  nb::capsule owner(bytes, [](void *p) noexcept {
    delete static_cast<std::vector<uint8_t> *>(p);
  });
  std::vector<size_t> shape(tensor.shape.begin(), tensor.shape.end());
  nb::ndarray<nb::numpy> array(bytes->data(), shape.size(), shape.data(), owner,
                               /*strides=*/nullptr, toDLPack(tensor.dtype));
  return array.cast();
}

/// The entry function of `self` (see findEntryFunction), with a body.
FunctionOpInterface getEntry(CoreModule &self, DiagnosticCapture &capture,
                             const std::optional<std::string> &entryName) {
  Operation *entry = findEntryFunction(*self.module, entryName.value_or(""));
  if (!entry)
    capture.raise("cannot choose the function to run:");
  auto func = cast<FunctionOpInterface>(entry);
  if (func.isExternal())
    throw nb::value_error(
        ("'" + func.getName().str() + "' has no body to run").c_str());
  return func;
}

std::vector<HostTensor> randomInputs(FunctionOpInterface func,
                                     DiagnosticCapture &capture,
                                     uint64_t seed) {
  FailureOr<std::vector<HostTensor>> random = makeRandomInputs(func, seed);
  if (failed(random))
    capture.raise("cannot generate inputs for '" + func.getName().str() + "':");
  return std::move(*random);
}

nb::list randomInputArrays(CoreModule &self,
                           std::optional<std::string> entryName,
                           uint64_t seed) {
  DiagnosticCapture capture(self.getContext());
  FunctionOpInterface func = getEntry(self, capture, entryName);
  nb::list arrays;
  for (HostTensor &tensor : randomInputs(func, capture, seed))
    arrays.append(toNumpy(tensor));
  return arrays;
}

CoreRunResult runModule(CoreModule &self, std::optional<std::string> entryName,
                        std::optional<std::vector<nb::object>> arrays,
                        uint64_t seed, unsigned repeat, unsigned optLevel,
                        bool deallocAfterLastUse) {
  if (repeat < 1)
    throw nb::value_error("repeat must be at least 1");
  if (optLevel > 3)
    throw nb::value_error("opt_level must be 0, 1, 2 or 3");
  DiagnosticCapture capture(self.getContext());
  FunctionOpInterface func = getEntry(self, capture, entryName);
  // Without arrays: exactly remat-run's inputs for the same seed.
  std::vector<HostTensor> inputs =
      arrays ? convertInputs(func, *arrays) : randomInputs(func, capture, seed);

  RunOptions options;
  options.entry = func.getName().str();
  options.repeat = repeat;
  options.optLevel = optLevel;
  options.deallocAfterLastUse = deallocAfterLastUse;
  FailureOr<RunResult> result = failure();
  {
    nb::gil_scoped_release release;
    result = runOnCPU(*self.module, inputs, options);
  }
  if (failed(result))
    capture.raise("running '" + options.entry + "' failed:");

  CoreRunResult out;
  out.entry = options.entry;
  out.peakBytes = result->peakBytes;
  out.allocations = result->allocations;
  out.timeS = result->medianSeconds;
  out.times = result->seconds;
  for (HostTensor &output : result->outputs) {
    // The same text as remat-run's "checksum" field.
    out.checksums.push_back(llvm::formatv("{0:x-16}", output.checksum()).str());
    out.outputs.append(toNumpy(output));
  }
  return out;
}

} // namespace

NB_MODULE(_core, m) {
  m.doc() = "remat's C++ core: MLIR modules with every upstream and remat "
            "dialect and pass, and a CPU runner that measures memory.";

  nb::exception<MLIRError> mlirError(m, "MLIRError");
  // Kept for the translator below (the module also holds a reference).
  mlirErrorType = mlirError.inc_ref().ptr();
  nb::setattr(mlirError, "__doc__",
              nb::str("An error reported by MLIR (parser, verifier, pass "
                      "manager, runner). str(error) holds the diagnostics; "
                      "error.diagnostics lists them one by one."));
  // Registered after nb::exception's translator, so tried first: also sets
  // the `diagnostics` attribute.
  nb::register_exception_translator([](const std::exception_ptr &p, void *) {
    try {
      std::rethrow_exception(p);
    } catch (const MLIRError &e) {
      nb::object type = nb::borrow(mlirErrorType);
      nb::object instance = type(nb::str(e.what()));
      nb::list diagnostics;
      for (const std::string &d : e.diagnostics)
        diagnostics.append(nb::str(d.c_str(), d.size()));
      nb::setattr(instance, "diagnostics", diagnostics);
      PyErr_SetObject(mlirErrorType, instance.ptr());
    }
  });

  nb::class_<CoreContext>(m, "Context",
                          "An MLIRContext with every upstream dialect and "
                          "extension and remat's dialect registered.")
      .def(nb::init<bool>(), nb::arg("threading") = true,
           "Creates a context; `threading` enables MLIR's multithreading.")
      .def_prop_ro(
          "threading",
          [](CoreContext &self) {
            return self.get()->isMultithreadingEnabled();
          },
          "Whether MLIR's multithreading is enabled.");

  nb::class_<CoreRunResult>(m, "RunResult",
                            "What Module.run measured and returned.")
      .def_ro("entry", &CoreRunResult::entry, "The function that ran.")
      .def_ro("outputs", &CoreRunResult::outputs,
              "The function's results as numpy arrays (bf16 as uint16 "
              "bits).")
      .def_ro("peak_bytes", &CoreRunResult::peakBytes,
              "Highest bytes allocated at once during a call (inputs "
              "excluded).")
      .def_ro("allocations", &CoreRunResult::allocations,
              "Number of allocations of the last call.")
      .def_ro("time_s", &CoreRunResult::timeS,
              "Median wall time of a call, in seconds.")
      .def_ro("times", &CoreRunResult::times,
              "Wall time of each call, in seconds.")
      .def_ro("checksums", &CoreRunResult::checksums,
              "FNV-1a 64-bit hash of each output's bytes, as remat-run "
              "prints it (16 lowercase hex digits).")
      .def("__repr__", [](const CoreRunResult &self) {
        return "RunResult(entry='" + self.entry +
               "', outputs=" + std::to_string(self.outputs.size()) +
               ", peak_bytes=" + std::to_string(self.peakBytes) +
               ", allocations=" + std::to_string(self.allocations) +
               ", time_s=" + llvm::formatv("{0:e3}", self.timeS).str() + ")";
      });

  nb::class_<CoreModule>(m, "Module", "A parsed builtin.module.")
      .def("__str__", [](CoreModule &self) { return self.print(false, false); })
      .def("print", &CoreModule::print, nb::arg("generic") = false,
           nb::arg("debuginfo") = false,
           "The module's text; `generic` prints the generic op form, "
           "`debuginfo` prints locations.")
      .def("verify", &CoreModule::verify,
           "Runs the verifier; raises MLIRError if the module is invalid.")
      .def("clone", &CoreModule::clone,
           "A deep copy of the module in the same context.")
      .def("run_pipeline", &CoreModule::runPipeline, nb::arg("pipeline"),
           "Runs a textual pass pipeline on the module, in place: either "
           "anchored ('builtin.module(canonicalize,cse)') or a pass list "
           "('canonicalize,cse', 'remat-auto{budget=1MiB}'). Raises "
           "MLIRError if the pipeline is invalid or a pass fails.")
      .def("run", &runModule, nb::arg("entry") = nb::none(),
           nb::arg("inputs") = nb::none(), nb::arg("seed") = 0,
           nb::arg("repeat") = 1, nb::arg("opt_level") = 2,
           nb::arg("dealloc_after_last_use") = true,
           "JIT-compiles the entry function (default: train_step, or the "
           "only function) through remat-lower-to-cpu and calls it `repeat` "
           "times on `inputs` (numpy arrays matching its arguments) or, if "
           "None, on remat-run's pseudo-random inputs for `seed`.")
      .def("random_inputs", &randomInputArrays, nb::arg("entry") = nb::none(),
           nb::arg("seed") = 0,
           "The pseudo-random inputs that run() (and remat-run) use for "
           "`seed`, as numpy arrays.")
      .def_prop_ro("functions", &CoreModule::functionNames,
                   "Names of the module's top-level functions.")
      .def_prop_ro(
          "context", [](CoreModule &self) { return self.context; },
          "The Context the module lives in.");

  m.def("parse", &parseModule, nb::arg("text"),
        nb::arg("context").none() = nb::none(), nb::arg("verify") = true,
        nb::arg("source_name") = "<string>",
        "Parses MLIR text into a Module. Without `context`, the module gets "
        "a Context of its own. Raises MLIRError with the parser's (or, with "
        "`verify`, the verifier's) diagnostics.");
  m.def("registered_passes", &registeredPasses,
        "Names of every registered pass and pass pipeline, sorted.");
  m.def("is_registered", &isRegistered, nb::arg("name"),
        "Whether a pass or pass pipeline of this name is registered.");
}
