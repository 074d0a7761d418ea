//===- CudaRuntime.cpp - mgpu* over the CUDA driver API ---------*- C++ -*-===//
//
// The driver is loaded with dlopen on first use (no link-time dependency on
// libcuda, so tools load without a GPU and can report that). Every call
// runs with the device's primary context current on the calling thread.
// Device allocations are stream-ordered (cuMemAllocAsync/cuMemFreeAsync) and
// counted when the host issues them (by remat's AllocationCounter, as the
// host runtime counts host buffers): with one stream chain at a time, as
// gpu-async-region produces, issue order is execution order.
//
//===----------------------------------------------------------------------===//
#include "remat/Runtime/CUDA/CudaRuntime.h"
#include "remat/Runtime/AllocationCounter.h"

#include <cuda.h>
#include <dlfcn.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace {
#define REMAT_STR2(x) #x
#define REMAT_STR(x) REMAT_STR2(x) // expands cuda.h's _v2 aliases first

#define REMAT_CUDA_FUNCTIONS(X)                                                \
  X(cuInit)                                                                    \
  X(cuDriverGetVersion)                                                        \
  X(cuDeviceGetCount)                                                          \
  X(cuDeviceGet)                                                               \
  X(cuDeviceGetName) X(cuDevicePrimaryCtxRetain) X(cuCtxSetCurrent)            \
      X(cuCtxSynchronize) X(cuGetErrorName) X(cuGetErrorString)                \
          X(cuModuleLoadData) X(cuModuleLoadDataEx) X(cuModuleUnload) X(       \
              cuModuleGetFunction) X(cuFuncSetAttribute) X(cuLaunchKernel)     \
              X(cuStreamCreate) X(cuStreamDestroy) X(cuStreamSynchronize)      \
                  X(cuStreamWaitEvent) X(cuEventCreate) X(cuEventDestroy)      \
                      X(cuEventSynchronize) X(cuEventRecord) X(cuMemAlloc)     \
                          X(cuMemAllocManaged) X(cuMemAllocAsync) X(cuMemFree) \
                              X(cuMemFreeAsync) X(cuMemcpyAsync)               \
                                  X(cuMemsetD32Async) X(cuMemsetD16Async)      \
                                      X(cuMemHostRegister)                     \
                                          X(cuMemHostUnregister)               \
                                              X(cuTensorMapEncodeTiled)        \
                                                  X(cuMemcpyHtoD)              \
                                                      X(cuEventElapsedTime)

struct Driver {
#define REMAT_DECLARE(fn) decltype(&::fn) fn = nullptr;
  REMAT_CUDA_FUNCTIONS(REMAT_DECLARE)
#undef REMAT_DECLARE
};

struct State {
  std::mutex mutex;
  bool tried = false;
  int status = -1;
  std::string error;
  std::string deviceName;
  int deviceOrdinal = 0;
  Driver driver;
  CUcontext context = nullptr;
  bool asyncAlloc = true;
  mlir::remat::AllocationCounter counter;
  int64_t errors = 0;
  /// Device copies of the tensor maps made so far, by their bytes.
  std::map<std::array<unsigned char, sizeof(CUtensorMap)>, CUdeviceptr>
      tensorMaps;
  /// REMAT_CUDA_KERNEL_TIMES=FILE: each launch between two timing events,
  /// appended to FILE as a JSON line once its stream is synchronised (the
  /// device time of each kernel, for bytes / time per kernel).
  std::FILE *kernelTimes = nullptr;
  std::map<CUfunction, std::string> functionNames;
  struct Timed {
    CUfunction function;
    CUstream stream;
    CUevent start, stop;
    intptr_t grid, block;
  };
  std::vector<Timed> timed;
};

State &state() {
  static State *instance = new State();
  return *instance;
}

int initLocked(State &s) {
  if (s.tried)
    return s.status;
  s.tried = true;
  void *handle = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
  if (!handle) {
    const char *why = dlerror();
    s.error = std::string("no CUDA driver: cannot load libcuda.so.1 (") +
              (why ? why : "unknown") +
              "); remat's GPU runtime needs an NVIDIA GPU and its driver";
    return s.status = 1;
  }
#define REMAT_LOAD(fn)                                                         \
  s.driver.fn =                                                                \
      reinterpret_cast<decltype(&::fn)>(dlsym(handle, REMAT_STR(fn)));         \
  if (!s.driver.fn) {                                                          \
    s.error = "the CUDA driver lacks " REMAT_STR(fn);                          \
    return s.status = 2;                                                       \
  }
  REMAT_CUDA_FUNCTIONS(REMAT_LOAD)
#undef REMAT_LOAD
  Driver &d = s.driver;
  auto describe = [&](CUresult result) {
    const char *name = nullptr, *text = nullptr;
    d.cuGetErrorName(result, &name);
    d.cuGetErrorString(result, &text);
    return std::string(name ? name : "?") + ": " + (text ? text : "?");
  };
  CUresult result = d.cuInit(0);
  if (result != CUDA_SUCCESS) {
    s.error = "no CUDA device: cuInit failed (" + describe(result) + ")";
    return s.status = 3;
  }
  int count = 0;
  result = d.cuDeviceGetCount(&count);
  if (result != CUDA_SUCCESS || count == 0) {
    s.error = "no CUDA device: the driver reports " + std::to_string(count) +
              " devices";
    return s.status = 4;
  }
  if (s.deviceOrdinal >= count) {
    s.error = "no CUDA device " + std::to_string(s.deviceOrdinal) + " (" +
              std::to_string(count) + " present)";
    return s.status = 5;
  }
  CUdevice device;
  if ((result = d.cuDeviceGet(&device, s.deviceOrdinal)) != CUDA_SUCCESS ||
      (result = d.cuDevicePrimaryCtxRetain(&s.context, device)) !=
          CUDA_SUCCESS) {
    s.error = "cannot open CUDA device " + std::to_string(s.deviceOrdinal) +
              " (" + describe(result) + ")";
    return s.status = 6;
  }
  char name[256] = {0};
  d.cuDeviceGetName(name, sizeof(name) - 1, device);
  s.deviceName = name;
  if (const char *path = std::getenv("REMAT_CUDA_KERNEL_TIMES"))
    if (*path && !(s.kernelTimes = std::fopen(path, "a")))
      std::fprintf(stderr, "remat cuda runtime: cannot open %s\n", path);
  return s.status = 0;
}

/// Makes sure the driver is up and the context current on this thread.
/// Returns the driver, or null (the error is printed once).
Driver *driver(bool report = true) {
  State &s = state();
  thread_local bool current = false;
  if (current)
    return &s.driver;
  int status;
  {
    std::lock_guard<std::mutex> lock(s.mutex);
    bool first = !s.tried;
    status = initLocked(s);
    if (status != 0) {
      if (first && report)
        std::fprintf(stderr, "remat-cuda: %s\n", s.error.c_str());
      ++s.errors;
      return nullptr;
    }
  }
  s.driver.cuCtxSetCurrent(s.context);
  current = true;
  return &s.driver;
}

bool check(CUresult result, const char *what) {
  if (result == CUDA_SUCCESS)
    return true;
  State &s = state();
  const char *name = nullptr, *text = nullptr;
  s.driver.cuGetErrorName(result, &name);
  s.driver.cuGetErrorString(result, &text);
  std::fprintf(stderr, "remat-cuda: %s failed: %s: %s\n", what,
               name ? name : "?", text ? text : "?");
  std::lock_guard<std::mutex> lock(s.mutex);
  ++s.errors;
  return false;
}

#define CALL(d, fn, ...) check((d)->fn(__VA_ARGS__), #fn)

/// A StridedMemRefType<char, rank>: {allocated, aligned, offset, sizes[rank],
/// strides[rank]}.
struct MemRefHeader {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t sizesAndStrides[1];
};

/// The contiguous byte range a memref spans (its elements' hull).
void memrefRange(int64_t rank, void *descriptor, int64_t elementSize,
                 void *&begin, uint64_t &bytes) {
  auto *desc = static_cast<MemRefHeader *>(descriptor);
  int64_t span = 1;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = desc->sizesAndStrides[d];
    int64_t stride = desc->sizesAndStrides[rank + d];
    if (size == 0) {
      span = 0;
      break;
    }
    span += (size - 1) * stride;
  }
  begin = desc->aligned + desc->offset * elementSize;
  bytes = static_cast<uint64_t>(span * elementSize);
}
} // namespace

extern "C" {

int remat_cuda_init(void) {
  return driver(/*report=*/false) ? 0 : state().status;
}

const char *remat_cuda_init_error(void) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  return s.error.c_str();
}

int remat_cuda_device_count(void) {
  if (!driver(/*report=*/false))
    return state().status == 4 ? 0 : -1;
  int count = 0;
  state().driver.cuDeviceGetCount(&count);
  return count;
}

const char *remat_cuda_device_name(void) { return state().deviceName.c_str(); }

void remat_cuda_reset_peak(void) { state().counter.resetPeak(); }

int64_t remat_cuda_live_bytes(void) { return state().counter.getLiveBytes(); }

int64_t remat_cuda_peak_bytes(void) { return state().counter.getPeakBytes(); }

int64_t remat_cuda_num_allocations(void) {
  return state().counter.getNumAllocations();
}

int64_t remat_cuda_error_count(void) {
  std::lock_guard<std::mutex> lock(state().mutex);
  return state().errors;
}

void remat_cuda_reset_errors(void) {
  std::lock_guard<std::mutex> lock(state().mutex);
  state().errors = 0;
}

void remat_cuda_synchronize(void) {
  if (Driver *d = driver())
    CALL(d, cuCtxSynchronize);
}

void *mgpuModuleLoad(void *data, size_t /*gpuBlobSize*/) {
  CUmodule module = nullptr;
  if (Driver *d = driver())
    CALL(d, cuModuleLoadData, &module, data);
  return module;
}

void *mgpuModuleLoadJIT(void *data, int optLevel) {
  CUmodule module = nullptr;
  Driver *d = driver();
  if (!d)
    return nullptr;
  char log[8192] = {0};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                            CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {log, reinterpret_cast<void *>(sizeof(log) - 1),
                    reinterpret_cast<void *>(static_cast<intptr_t>(optLevel))};
  if (!CALL(d, cuModuleLoadDataEx, &module, data, 3, options, values))
    std::fprintf(stderr, "remat-cuda: PTX JIT log: %s\n", log);
  return module;
}

void mgpuModuleUnload(void *module) {
  if (!module) // never loaded (e.g. the load failed)
    return;
  if (Driver *d = driver())
    CALL(d, cuModuleUnload, static_cast<CUmodule>(module));
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  CUfunction function = nullptr;
  if (Driver *d = driver())
    CALL(d, cuModuleGetFunction, &function, static_cast<CUmodule>(module),
         name);
  State &s = state();
  if (function && s.kernelTimes) {
    std::lock_guard<std::mutex> lock(s.mutex);
    s.functionNames[function] = name;
  }
  return function;
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void ** /*extra*/,
                      size_t /*paramsCount*/) {
  Driver *d = driver();
  if (!d || !function)
    return;
  auto f = static_cast<CUfunction>(function);
  // Above 48 KiB, dynamic shared memory must be opted into per function.
  if (smem > 48 * 1024)
    CALL(d, cuFuncSetAttribute, f,
         CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem);
  State &s = state();
  CUevent start = nullptr, stop = nullptr;
  if (s.kernelTimes) {
    CALL(d, cuEventCreate, &start, CU_EVENT_DEFAULT);
    CALL(d, cuEventCreate, &stop, CU_EVENT_DEFAULT);
    CALL(d, cuEventRecord, start, static_cast<CUstream>(stream));
  }
  CALL(d, cuLaunchKernel, f, gridX, gridY, gridZ, blockX, blockY, blockZ, smem,
       static_cast<CUstream>(stream), params, nullptr);
  if (s.kernelTimes) {
    CALL(d, cuEventRecord, stop, static_cast<CUstream>(stream));
    std::lock_guard<std::mutex> lock(s.mutex);
    s.timed.push_back({f, static_cast<CUstream>(stream), start, stop,
                       gridX * gridY * gridZ, blockX * blockY * blockZ});
  }
}

/// The timed launches on `stream` (synchronised): one JSON line each. The
/// driver calls run outside the lock (an error report takes it).
static void flushKernelTimes(Driver *d, CUstream stream) {
  State &s = state();
  if (!s.kernelTimes)
    return;
  std::vector<std::pair<State::Timed, std::string>> done;
  {
    std::lock_guard<std::mutex> lock(s.mutex);
    std::vector<State::Timed> pending;
    for (State::Timed &t : s.timed) {
      if (t.stream == stream)
        done.push_back({t, s.functionNames[t.function]});
      else
        pending.push_back(t);
    }
    s.timed = std::move(pending);
  }
  for (auto &[t, name] : done) {
    float ms = 0;
    CALL(d, cuEventElapsedTime, &ms, t.start, t.stop);
    std::fprintf(s.kernelTimes,
                 "{\"kernel\": \"%s\", \"ms\": %.6f, \"blocks\": %ld, "
                 "\"threads\": %ld}\n",
                 name.c_str(), ms, (long)t.grid, (long)t.block);
    CALL(d, cuEventDestroy, t.start);
    CALL(d, cuEventDestroy, t.stop);
  }
  std::fflush(s.kernelTimes);
}

void *mgpuStreamCreate(void) {
  CUstream stream = nullptr;
  if (Driver *d = driver())
    CALL(d, cuStreamCreate, &stream, CU_STREAM_NON_BLOCKING);
  return stream;
}

void mgpuStreamDestroy(void *stream) {
  if (Driver *d = driver())
    CALL(d, cuStreamDestroy, static_cast<CUstream>(stream));
}

void mgpuStreamSynchronize(void *stream) {
  if (Driver *d = driver()) {
    CALL(d, cuStreamSynchronize, static_cast<CUstream>(stream));
    flushKernelTimes(d, static_cast<CUstream>(stream));
  }
}

void mgpuStreamWaitEvent(void *stream, void *event) {
  if (Driver *d = driver())
    CALL(d, cuStreamWaitEvent, static_cast<CUstream>(stream),
         static_cast<CUevent>(event), 0);
}

void *mgpuEventCreate(void) {
  CUevent event = nullptr;
  if (Driver *d = driver())
    CALL(d, cuEventCreate, &event, CU_EVENT_DISABLE_TIMING);
  return event;
}

void mgpuEventDestroy(void *event) {
  if (Driver *d = driver())
    CALL(d, cuEventDestroy, static_cast<CUevent>(event));
}

void mgpuEventSynchronize(void *event) {
  if (Driver *d = driver())
    CALL(d, cuEventSynchronize, static_cast<CUevent>(event));
}

void mgpuEventRecord(void *event, void *stream) {
  if (Driver *d = driver())
    CALL(d, cuEventRecord, static_cast<CUevent>(event),
         static_cast<CUstream>(stream));
}

void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool isHostShared) {
  Driver *d = driver();
  if (!d)
    return nullptr;
  // Zero-byte buffers still get a distinct address.
  uint64_t bytes = sizeBytes ? sizeBytes : 1;
  CUdeviceptr ptr = 0;
  bool ok;
  if (isHostShared) {
    ok = CALL(d, cuMemAllocManaged, &ptr, bytes, CU_MEM_ATTACH_GLOBAL);
  } else if (state().asyncAlloc) {
    CUresult result =
        d->cuMemAllocAsync(&ptr, bytes, static_cast<CUstream>(stream));
    if (result == CUDA_ERROR_NOT_SUPPORTED) {
      state().asyncAlloc = false; // no memory pools: plain allocations
      ok = CALL(d, cuMemAlloc, &ptr, bytes);
    } else {
      ok = check(result, "cuMemAllocAsync");
    }
  } else {
    ok = CALL(d, cuMemAlloc, &ptr, bytes);
  }
  if (!ok)
    return nullptr;
  void *result = reinterpret_cast<void *>(ptr);
  state().counter.record(result, sizeBytes);
  return result;
}

void mgpuMemFree(void *ptr, void *stream) {
  Driver *d = driver();
  if (!d || !ptr)
    return;
  state().counter.release(ptr);
  auto devicePtr = reinterpret_cast<CUdeviceptr>(ptr);
  if (state().asyncAlloc)
    CALL(d, cuMemFreeAsync, devicePtr, static_cast<CUstream>(stream));
  else
    CALL(d, cuMemFree, devicePtr);
}

void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream) {
  if (Driver *d = driver())
    CALL(d, cuMemcpyAsync, reinterpret_cast<CUdeviceptr>(dst),
         reinterpret_cast<CUdeviceptr>(src), sizeBytes,
         static_cast<CUstream>(stream));
}

void mgpuMemset32(void *dst, unsigned int value, size_t count, void *stream) {
  if (Driver *d = driver())
    CALL(d, cuMemsetD32Async, reinterpret_cast<CUdeviceptr>(dst), value, count,
         static_cast<CUstream>(stream));
}

void mgpuMemset16(void *dst, unsigned short value, size_t count, void *stream) {
  if (Driver *d = driver())
    CALL(d, cuMemsetD16Async, reinterpret_cast<CUdeviceptr>(dst), value, count,
         static_cast<CUstream>(stream));
}

void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  if (Driver *d = driver())
    CALL(d, cuMemHostRegister, ptr, sizeBytes, 0);
}

void mgpuMemHostUnregister(void *ptr) {
  if (Driver *d = driver())
    CALL(d, cuMemHostUnregister, ptr);
}

void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                               int64_t elementSizeBytes) {
  void *begin;
  uint64_t bytes;
  memrefRange(rank, descriptor, elementSizeBytes, begin, bytes);
  if (bytes)
    mgpuMemHostRegister(begin, bytes);
}

void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                 int64_t elementSizeBytes) {
  void *begin;
  uint64_t bytes;
  memrefRange(rank, descriptor, elementSizeBytes, begin, bytes);
  if (bytes)
    mgpuMemHostUnregister(begin);
}

void mgpuSetDefaultDevice(int32_t device) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  if (!s.tried)
    s.deviceOrdinal = device;
}

void *mgpuTensorMapEncodeTiledMemref(int64_t rank, void *descriptor,
                                     int64_t dataType, int64_t interleave,
                                     int64_t swizzle, int64_t l2Promotion,
                                     int64_t oobFill, int64_t *boxDims) {
  Driver *d = driver();
  if (!d)
    return nullptr;
  // Bytes per element of each CUtensorMapDataType (cuda.h's order).
  static constexpr int64_t kElementBytes[] = {1, 2, 4, 4, 8, 8, 2,
                                              4, 8, 2, 4, 4, 4};
  if (rank < 1 || rank > 5 || dataType < 0 || dataType >= 13) {
    std::fprintf(stderr,
                 "remat-cuda: tensor map of rank %lld, data type %lld: not "
                 "supported\n",
                 static_cast<long long>(rank),
                 static_cast<long long>(dataType));
    std::lock_guard<std::mutex> lock(state().mutex);
    ++state().errors;
    return nullptr;
  }
  int64_t elementBytes = kElementBytes[dataType];
  auto *desc = static_cast<MemRefHeader *>(descriptor);
  // The driver takes dimensions innermost first and the byte strides of all
  // but the innermost dimension (which must be contiguous).
  cuuint64_t globalDim[5], globalStrides[4];
  cuuint32_t boxDim[5], elementStrides[5];
  for (int64_t i = 0; i < rank; ++i) {
    globalDim[i] = desc->sizesAndStrides[rank - 1 - i];
    boxDim[i] = static_cast<cuuint32_t>(boxDims[rank - 1 - i]);
    elementStrides[i] = 1;
  }
  for (int64_t i = 0; i + 1 < rank; ++i)
    globalStrides[i] =
        desc->sizesAndStrides[rank + rank - 2 - i] * elementBytes;
  CUtensorMap map;
  std::memset(&map, 0, sizeof(map));
  if (!CALL(d, cuTensorMapEncodeTiled, &map,
            static_cast<CUtensorMapDataType>(dataType),
            static_cast<cuuint32_t>(rank),
            desc->aligned + desc->offset * elementBytes, globalDim,
            globalStrides, boxDim, elementStrides,
            static_cast<CUtensorMapInterleave>(interleave),
            static_cast<CUtensorMapSwizzle>(swizzle),
            static_cast<CUtensorMapL2promotion>(l2Promotion),
            static_cast<CUtensorMapFloatOOBfill>(oobFill)))
    return nullptr;
  std::array<unsigned char, sizeof(CUtensorMap)> key;
  std::memcpy(key.data(), &map, sizeof(map));
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  auto it = s.tensorMaps.find(key);
  if (it != s.tensorMaps.end())
    return reinterpret_cast<void *>(it->second);
  // Kernels read the map from global memory; a synchronous copy, so it is
  // in place before any stream's kernel that uses it.
  CUdeviceptr copy = 0;
  if (d->cuMemAlloc(&copy, sizeof(map)) != CUDA_SUCCESS ||
      d->cuMemcpyHtoD(copy, &map, sizeof(map)) != CUDA_SUCCESS) {
    std::fprintf(stderr, "remat-cuda: cannot copy a tensor map to the "
                         "device\n");
    ++s.errors;
    return nullptr;
  }
  s.tensorMaps.emplace(key, copy);
  return reinterpret_cast<void *>(copy);
}
} // extern "C"
