//===- aot_main.cpp - run an AOT-compiled GPU training step ---------------===//
//
// The GPU machines have no LLVM/MLIR, so run_on_gpu.sh lowers each example
// here (remat-lower-to-nvvm + llvm-request-c-wrappers -> mlir-translate ->
// llc) into an object with `_mlir_ciface_<entry>` and the kernels' cubins,
// and links it there with this driver and lib/Runtime/CUDA/CudaRuntime.cpp
// (no LLVM needed: include/remat/Runtime/HostData.h is header-only):
//
//   g++ -O2 aot_main.cpp step.o CudaRuntime.cpp -I include -I $CUDA/include
//   -ldl
//   ./step SPEC [--repeat=K] [--values=N] [--seed=N] [--output-dir=DIR]
//              [--resident=I,J,...]
//
// SPEC lists the entry and its signature, one line each:
//   entry train_step
//   arg f32 64 256        (dtype, then the shape; none for a scalar)
//   arg i64 remat.seed    (the dropout seed: gets the seed, as remat-run's)
//   arg i64 2 8 remat.range=0,50   (integers in [0, 50), as remat-run's)
//   res f32 64 512
// Inputs are remat-run's, made by the same code (HostData.h's
// fillRandomInput, seed 0 or --seed=N): the same bytes for every dtype.
// Prints JSON like `remat-run --json --print-values=N` (each output's
// checksum of its exact bytes, its first values), plus each output's sum,
// the device peak bytes and the median time of a call. --output-dir=DIR
// also writes output k of the last call to DIR/result_<k>.npy, as
// `remat-run --output-dir` does (run_on_gpu.sh compares every element).
// --resident=I,J,... is for a step lowered with
// remat-lower-to-nvvm{resident-arguments=I,J,...}: those arguments are
// copied to the device once, before the first call, and passed as device
// buffers to every call, as a training loop keeps its weights (their bytes
// are printed as device_resident_bytes, outside the per-call peak and time).
//
//===----------------------------------------------------------------------===//
#include "remat/Runtime/CUDA/CudaRuntime.h"
#include "remat/Runtime/HostData.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

extern "C" void REMAT_ENTRY(void *, ...);

namespace hostdata = mlir::remat::hostdata;

namespace {
struct Tensor {
  std::string dtype;
  std::vector<int64_t> shape;
  int64_t numElements = 0;
  int64_t numBytes = 0;
  bool isSeed = false;
  /// `remat.range = [lo, hi]`: generated integers in [lo, hi).
  std::optional<std::pair<int64_t, int64_t>> range;
};

/// A 64-byte aligned buffer (as the runners pass).
struct Buffer {
  void *data = nullptr;
  explicit Buffer(int64_t bytes)
      : data(std::aligned_alloc(
            64, std::max<size_t>(64, (static_cast<size_t>(bytes) + 63) / 64 *
                                         64))) {}
  Buffer(const Buffer &) = delete;
  Buffer &operator=(const Buffer &) = delete;
  ~Buffer() { std::free(data); }
};

std::vector<int64_t> descriptor(void *data, const std::vector<int64_t> &shape) {
  size_t rank = shape.size();
  std::vector<int64_t> d(3 + 2 * rank, 0);
  d[0] = d[1] = reinterpret_cast<int64_t>(data);
  int64_t stride = 1;
  for (size_t i = rank; i-- > 0;) {
    d[3 + i] = shape[i];
    d[3 + rank + i] = stride;
    stride *= shape[i];
  }
  return d;
}

using Fn = void (*)(...);

/// Calls `fn` with `args` (all pointers); C varargs of pointers match the
/// fixed-arity prototype on x86-64 SysV for pointer arguments.
void callWith(void *fn, std::vector<void *> &a) {
  auto f = reinterpret_cast<void (*)(...)>(fn);
#define A(i) (i < a.size() ? a[i] : nullptr)
  f(A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8), A(9), A(10), A(11),
    A(12), A(13), A(14), A(15), A(16), A(17), A(18), A(19), A(20), A(21), A(22),
    A(23), A(24), A(25), A(26), A(27), A(28), A(29), A(30), A(31), A(32), A(33),
    A(34), A(35), A(36), A(37), A(38), A(39), A(40), A(41), A(42), A(43), A(44),
    A(45), A(46), A(47), A(48), A(49), A(50), A(51), A(52), A(53), A(54), A(55),
    A(56), A(57), A(58), A(59), A(60), A(61), A(62), A(63), A(64), A(65), A(66),
    A(67), A(68), A(69), A(70), A(71), A(72), A(73), A(74), A(75), A(76), A(77),
    A(78), A(79), A(80), A(81), A(82), A(83), A(84), A(85), A(86), A(87), A(88),
    A(89), A(90), A(91), A(92), A(93), A(94), A(95), A(96), A(97), A(98), A(99),
    A(100), A(101), A(102), A(103), A(104), A(105), A(106), A(107), A(108),
    A(109), A(110), A(111), A(112), A(113), A(114), A(115), A(116), A(117),
    A(118), A(119), A(120), A(121), A(122), A(123), A(124), A(125), A(126),
    A(127));
#undef A
}
/// The .npy descr of a dtype (lib/Runtime/Npy.cpp's getNpyDescr; bf16 as
/// its raw bits).
const char *npyDescr(const std::string &dtype) {
  if (dtype == "f32")
    return "<f4";
  if (dtype == "f64")
    return "<f8";
  if (dtype == "f16")
    return "<f2";
  if (dtype == "bf16")
    return "<u2";
  if (dtype == "i64")
    return "<i8";
  if (dtype == "i32")
    return "<i4";
  if (dtype == "i16")
    return "<i2";
  if (dtype == "i8")
    return "|i1";
  if (dtype == "i1")
    return "|b1";
  return nullptr;
}

/// Writes `bytes` as a version 1.0 .npy file of `dtype` and `shape`.
bool writeNpy(const std::string &path, const std::string &dtype,
              const std::vector<int64_t> &shape,
              const std::vector<uint8_t> &bytes) {
  const char *descr = npyDescr(dtype);
  if (!descr)
    return false;
  std::string dims = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    dims += std::to_string(shape[i]) + (shape.size() == 1 ? "," : "") +
            (i + 1 < shape.size() ? ", " : "");
  dims += ")";
  std::string header = std::string("{'descr': '") + descr +
                       "', 'fortran_order': False, 'shape': " + dims + ", }";
  // Data at a multiple of 64 bytes: pad with spaces, end with a newline.
  size_t total = (10 + header.size() + 1 + 63) / 64 * 64;
  header.append(total - 10 - header.size() - 1, ' ');
  header += '\n';
  std::ofstream out(path, std::ios::binary);
  out.write("\x93NUMPY\x01\x00", 8);
  char length[2] = {static_cast<char>(header.size() & 0xff),
                    static_cast<char>(header.size() >> 8)};
  out.write(length, 2);
  out << header;
  out.write(reinterpret_cast<const char *>(bytes.data()), bytes.size());
  return static_cast<bool>(out);
}
} // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr,
                 "usage: %s SPEC [--repeat=K] [--values=N] [--seed=N] "
                 "[--output-dir=DIR] [--resident=I,J,...]\n",
                 argv[0]);
    return 2;
  }
  unsigned repeat = 5, values = 4096;
  uint64_t seed = 0;
  std::string outputDir;
  std::vector<bool> resident;
  for (int i = 2; i < argc; ++i) {
    if (!std::strncmp(argv[i], "--repeat=", 9))
      repeat = std::max(1, std::atoi(argv[i] + 9));
    else if (!std::strncmp(argv[i], "--values=", 9))
      values = std::atoi(argv[i] + 9);
    else if (!std::strncmp(argv[i], "--seed=", 7))
      seed = std::strtoull(argv[i] + 7, nullptr, 10);
    else if (!std::strncmp(argv[i], "--output-dir=", 13))
      outputDir = argv[i] + 13;
    else if (!std::strncmp(argv[i], "--resident=", 11)) {
      std::istringstream list(argv[i] + 11);
      std::string item;
      while (std::getline(list, item, ',')) {
        size_t index = std::strtoull(item.c_str(), nullptr, 10);
        if (resident.size() <= index)
          resident.resize(index + 1, false);
        resident[index] = true;
      }
    } else {
      std::fprintf(stderr, "error: unknown option %s\n", argv[i]);
      return 2;
    }
  }
  if (remat_cuda_init() != 0) {
    std::fprintf(stderr, "error: %s\n", remat_cuda_init_error());
    return 1;
  }
  std::ifstream spec(argv[1]);
  std::string line, entry;
  std::vector<Tensor> args, results;
  while (std::getline(spec, line)) {
    std::istringstream in(line);
    std::string kind;
    in >> kind;
    if (kind == "entry") {
      in >> entry;
      continue;
    }
    Tensor t;
    in >> t.dtype;
    int64_t d;
    while (in >> d)
      t.shape.push_back(d);
    // `arg i64 remat.seed`: the dropout seed; `arg i64 2 8 remat.range=0,50`:
    // integers in [0, 50) (spec.py).
    in.clear();
    std::string mark;
    while (in >> mark) {
      long long lo, hi;
      char tail;
      if (mark == "remat.seed")
        t.isSeed = true;
      else if (std::sscanf(mark.c_str(), "remat.range=%lld,%lld%c", &lo, &hi,
                           &tail) == 2 &&
               lo < hi)
        t.range = {{lo, hi}};
      else {
        std::fprintf(stderr, "error: unknown argument mark (%s)\n",
                     line.c_str());
        return 1;
      }
    }
    unsigned elementBytes = hostdata::getDTypeBytes(t.dtype);
    if (!elementBytes) {
      std::fprintf(stderr, "error: unsupported dtype (%s)\n", line.c_str());
      return 1;
    }
    std::optional<int64_t> count =
        hostdata::getNumElements(t.shape.data(), t.shape.size());
    std::optional<int64_t> bytes;
    if (count)
      bytes = hostdata::getNumBytes(*count, elementBytes);
    int64_t physical = hostdata::getPhysicalMemoryBytes();
    if (!bytes || (physical > 0 && *bytes > physical)) {
      std::fprintf(stderr,
                   "error: %s does not fit in this machine's memory (%lld "
                   "bytes)\n",
                   line.c_str(), static_cast<long long>(physical));
      return 1;
    }
    t.numElements = *count;
    t.numBytes = *bytes;
    (kind == "arg" ? args : results).push_back(t);
  }
  if (args.size() + 1 > 128) {
    std::fprintf(stderr, "error: more than 127 arguments\n");
    return 1;
  }
  // Inputs, as remat-run makes them.
  std::vector<std::vector<uint8_t>> inputs;
  for (size_t index = 0; index < args.size(); ++index) {
    std::vector<uint8_t> data(static_cast<size_t>(args[index].numBytes));
    hostdata::fillRandomInput(args[index].dtype, seed, index, data.data(),
                              args[index].numElements);
    if (args[index].isSeed && args[index].dtype == "i64" && data.size() == 8)
      hostdata::fillSeedInput(seed, data.data());
    if (args[index].range)
      hostdata::fillRandomIntegersInRange(
          args[index].dtype, seed, index, data.data(), args[index].numElements,
          args[index].range->first, args[index].range->second);
    inputs.push_back(std::move(data));
  }
  // Resident arguments: one device copy for all calls.
  auto isResident = [&](size_t index) {
    return index < resident.size() && resident[index];
  };
  if (resident.size() > args.size()) {
    std::fprintf(stderr, "error: --resident names argument #%zu of %zu\n",
                 resident.size() - 1, args.size());
    return 1;
  }
  std::vector<void *> deviceArgs(args.size(), nullptr);
  long long residentBytes = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    if (!isResident(i))
      continue;
    deviceArgs[i] = mgpuMemAlloc(inputs[i].size(), nullptr, false);
    if (!deviceArgs[i]) {
      std::fprintf(stderr, "error: cannot allocate resident input #%zu\n", i);
      return 1;
    }
    if (!inputs[i].empty())
      mgpuMemcpy(deviceArgs[i], inputs[i].data(), inputs[i].size(), nullptr);
    residentBytes += static_cast<long long>(inputs[i].size());
  }
  remat_cuda_synchronize();
  std::vector<std::vector<uint8_t>> outputs(results.size());
  std::vector<double> seconds;
  int64_t peak = 0, allocations = 0;
  for (unsigned call = 0; call < repeat + 1; ++call) {
    // Fresh copies every call.
    std::vector<std::unique_ptr<Buffer>> copies;
    std::vector<std::vector<int64_t>> descs;
    for (size_t i = 0; i < args.size(); ++i) {
      if (isResident(i)) {
        descs.push_back(descriptor(deviceArgs[i], args[i].shape));
        continue;
      }
      copies.push_back(std::make_unique<Buffer>(args[i].numBytes));
      if (!copies.back()->data) {
        std::fprintf(stderr, "error: cannot allocate input #%zu\n", i);
        return 1;
      }
      if (!inputs[i].empty())
        std::memcpy(copies.back()->data, inputs[i].data(), inputs[i].size());
      descs.push_back(descriptor(copies.back()->data, args[i].shape));
    }
    size_t fields = 0;
    for (const Tensor &r : results)
      fields += 3 + 2 * r.shape.size();
    std::vector<int64_t> resultStorage(std::max<size_t>(fields, 1), 0);
    std::vector<void *> callArgs;
    callArgs.push_back(resultStorage.data());
    for (auto &d : descs)
      callArgs.push_back(d.data());
    remat_cuda_reset_peak();
    int64_t liveBefore = remat_cuda_live_bytes();
    auto start = std::chrono::steady_clock::now();
    callWith(reinterpret_cast<void *>(&REMAT_ENTRY), callArgs);
    remat_cuda_synchronize();
    auto stop = std::chrono::steady_clock::now();
    if (remat_cuda_error_count()) {
      std::fprintf(stderr, "error: the GPU run failed\n");
      return 1;
    }
    if (call > 0) // the first call is a warm-up
      seconds.push_back(std::chrono::duration<double>(stop - start).count());
    peak = std::max(peak, remat_cuda_peak_bytes() - liveBefore);
    allocations = remat_cuda_num_allocations();
    size_t cursor = 0;
    for (size_t r = 0; r < results.size(); ++r) {
      size_t rank = results[r].shape.size();
      const int64_t *d = resultStorage.data() + cursor;
      cursor += 3 + 2 * rank;
      unsigned elementBytes = hostdata::getDTypeBytes(results[r].dtype);
      const uint8_t *base =
          reinterpret_cast<const uint8_t *>(d[1]) + d[2] * elementBytes;
      // Results are fresh, contiguous host buffers.
      outputs[r].assign(base, base + results[r].numBytes);
      std::free(reinterpret_cast<void *>(d[0]));
    }
  }
  for (void *device : deviceArgs)
    if (device)
      mgpuMemFree(device, nullptr);
  if (!outputDir.empty())
    for (size_t r = 0; r < results.size(); ++r)
      if (!writeNpy(outputDir + "/result_" + std::to_string(r) + ".npy",
                    results[r].dtype, results[r].shape, outputs[r])) {
        std::fprintf(stderr, "error: cannot write %s/result_%zu.npy\n",
                     outputDir.c_str(), r);
        return 1;
      }
  std::sort(seconds.begin(), seconds.end());
  std::printf("{\n  \"entry\": \"%s\",\n  \"device\": \"%s\",\n", entry.c_str(),
              remat_cuda_device_name());
  std::printf(
      "  \"device_peak_bytes\": %lld,\n  \"device_allocations\": %lld,\n",
      static_cast<long long>(peak), static_cast<long long>(allocations));
  if (residentBytes)
    std::printf("  \"device_resident_bytes\": %lld,\n", residentBytes);
  std::printf("  \"time_s\": %.9g,\n  \"repeat\": %u,\n  \"outputs\": [\n",
              seconds[seconds.size() / 2], repeat);
  for (size_t r = 0; r < results.size(); ++r) {
    const std::string &dtype = results[r].dtype;
    unsigned elementBytes = hostdata::getDTypeBytes(dtype);
    auto value = [&](int64_t i) {
      return hostdata::getElementAsDouble(dtype,
                                          outputs[r].data() + i * elementBytes);
    };
    double sum = 0;
    for (int64_t i = 0; i < results[r].numElements; ++i)
      sum += value(i);
    std::printf("    {\"dtype\": \"%s\", \"checksum\": \"%016llx\", "
                "\"sum\": %.17g, \"values\": [",
                dtype.c_str(),
                static_cast<unsigned long long>(hostdata::getChecksum(
                    outputs[r].data(), outputs[r].size())),
                sum);
    int64_t n = std::min<int64_t>(values, results[r].numElements);
    for (int64_t i = 0; i < n; ++i)
      std::printf("%s%.9g", i ? ", " : "", value(i));
    std::printf("]}%s\n", r + 1 < results.size() ? "," : "");
  }
  std::printf("  ]\n}\n");
  return 0;
}
