// copy_probe.cu - the device's copy bandwidth, the yardstick of issue #50's
// memory-bound kernels (>= 70 % of it): a cudaMemcpyAsync device to device
// and a grid-stride float4 copy kernel over --mib MiB, each timed with
// events over --iters copies after a warm-up. Bandwidth counts the bytes
// read plus the bytes written (2 x size per copy), the usual convention for
// a copy's bandwidth; the kernels compared with it count what they read
// and write the same way (mem_summary.py). Prints one JSON line.
//
//   nvcc -O2 -std=c++17 -arch=sm_90a copy_probe.cu -o copy_probe
//   ./copy_probe [--mib=1024] [--iters=20]
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e = (call);                                                    \
    if (e != cudaSuccess) {                                                    \
      std::fprintf(stderr, "error: %s: %s\n", #call, cudaGetErrorString(e));   \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

__global__ void copy4(const float4 *__restrict__ in, float4 *__restrict__ out,
                      size_t n) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)gridDim.x * blockDim.x)
    out[i] = in[i];
}

static long arg(int argc, char **argv, const char *name, long fallback) {
  size_t n = std::strlen(name);
  for (int i = 1; i < argc; ++i)
    if (!std::strncmp(argv[i], name, n) && argv[i][n] == '=')
      return std::atol(argv[i] + n + 1);
  return fallback;
}

int main(int argc, char **argv) {
  size_t bytes = (size_t)arg(argc, argv, "--mib", 1024) << 20;
  int iters = (int)arg(argc, argv, "--iters", 20);
  float *in, *out;
  CHECK(cudaMalloc(&in, bytes));
  CHECK(cudaMalloc(&out, bytes));
  CHECK(cudaMemset(in, 1, bytes));
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  int sms = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  size_t n4 = bytes / 16;
  int blocks = sms * 8, threads = 256;
  auto time = [&](auto copy) {
    copy();
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    CHECK(cudaEventRecord(start, stream));
    for (int i = 0; i < iters; ++i)
      copy();
    CHECK(cudaEventRecord(stop, stream));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    return (double)ms / iters;
  };
  double memcpyMs = time([&]() {
    CHECK(cudaMemcpyAsync(out, in, bytes, cudaMemcpyDeviceToDevice, stream));
  });
  double kernelMs = time([&]() {
    copy4<<<blocks, threads, 0, stream>>>((const float4 *)in, (float4 *)out,
                                          n4);
    CHECK(cudaGetLastError());
  });
  auto rate = [&](double ms) { return 2.0 * bytes / (ms * 1e6); };
  std::printf("{\"bytes\": %zu, \"memcpy_ms\": %.5f, \"memcpy_GBps\": %.1f, "
              "\"kernel_ms\": %.5f, \"kernel_GBps\": %.1f, "
              "\"copy_GBps\": %.1f}\n",
              bytes, memcpyMs, rate(memcpyMs), kernelMs, rate(kernelMs),
              std::max(rate(memcpyMs), rate(kernelMs)));
  return 0;
}
