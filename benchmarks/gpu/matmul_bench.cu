// matmul_bench.cu - time remat's shared-memory tiled matmul kernel against
// cuBLAS SGEMM (FP32, no TF32) on one shape.
//
//   nvcc -O2 -std=c++17 -arch=sm_90a matmul_bench.cu -o matmul_bench
//   ./matmul_bench --cubin=mm_M_N_K.cubin --kernel=mm_kernel --m=M --n=N --k=K
//
// The cubin comes from run_on_gpu.sh: `func.func @mm(A: MxK, B: KxN, C: MxN)`
// with one linalg.matmul lowered by remat-gpu-matmul-kernels,
// gpu-kernel-outlining and gpu-lower-to-nvvm-pipeline. The outlined kernel
// takes A, B, C as memref descriptors (allocated, aligned, offset, 2 sizes,
// 2 strides) and computes C += A * B with 16x16 threads per 64x64 tile.
// cuBLAS is loaded with dlopen (libcublas.so.13, or $REMAT_CUBLAS), so this
// builds with the toolkit alone. Prints one JSON line.
#include <cuda_runtime.h>
#include <dlfcn.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e = (call);                                                    \
    if (e != cudaSuccess) {                                                    \
      std::fprintf(stderr, "error: %s: %s\n", #call, cudaGetErrorString(e));  \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

typedef void *cublasHandle_t;
typedef int (*CreateFn)(cublasHandle_t *);
typedef int (*DestroyFn)(cublasHandle_t);
typedef int (*SetStreamFn)(cublasHandle_t, cudaStream_t);
typedef int (*SgemmFn)(cublasHandle_t, int, int, int, int, int, const float *,
                       const float *, int, const float *, int, const float *,
                       float *, int);
enum { CUBLAS_OP_N = 0 };

static std::string arg(int argc, char **argv, const char *name,
                       const char *fallback) {
  size_t n = std::strlen(name);
  for (int i = 1; i < argc; ++i)
    if (!std::strncmp(argv[i], name, n) && argv[i][n] == '=')
      return argv[i] + n + 1;
  return fallback;
}

int main(int argc, char **argv) {
  std::string cubinPath = arg(argc, argv, "--cubin", "");
  std::string kernelName = arg(argc, argv, "--kernel", "mm_kernel");
  int m = std::atoi(arg(argc, argv, "--m", "1024").c_str());
  int n = std::atoi(arg(argc, argv, "--n", "1024").c_str());
  int k = std::atoi(arg(argc, argv, "--k", "1024").c_str());
  int iters = std::atoi(arg(argc, argv, "--iters", "20").c_str());
  if (cubinPath.empty()) {
    std::fprintf(stderr, "usage: %s --cubin=FILE [--kernel=NAME] --m=M --n=N "
                         "--k=K [--iters=I]\n", argv[0]);
    return 2;
  }
  std::ifstream file(cubinPath, std::ios::binary);
  std::vector<char> cubin((std::istreambuf_iterator<char>(file)),
                          std::istreambuf_iterator<char>());
  if (cubin.empty()) {
    std::fprintf(stderr, "error: cannot read %s\n", cubinPath.c_str());
    return 1;
  }

  // cuBLAS.
  const char *cublasPath = std::getenv("REMAT_CUBLAS");
  if (!cublasPath || !*cublasPath)
    cublasPath = "libcublas.so.13";
  void *lib = dlopen(cublasPath, RTLD_NOW);
  if (!lib) {
    std::fprintf(stderr, "error: cannot load cuBLAS (%s); set REMAT_CUBLAS\n",
                 dlerror());
    return 1;
  }
  auto create = (CreateFn)dlsym(lib, "cublasCreate_v2");
  auto destroy = (DestroyFn)dlsym(lib, "cublasDestroy_v2");
  auto setStream = (SetStreamFn)dlsym(lib, "cublasSetStream_v2");
  auto sgemm = (SgemmFn)dlsym(lib, "cublasSgemm_v2");
  if (!create || !destroy || !setStream || !sgemm) {
    std::fprintf(stderr, "error: cuBLAS lacks the SGEMM entry points\n");
    return 1;
  }

  size_t aN = (size_t)m * k, bN = (size_t)k * n, cN = (size_t)m * n;
  std::vector<float> ha(aN), hb(bN);
  unsigned state = 12345;
  auto next = [&]() {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) * (1.0f / 16777216.0f) * 2.0f - 1.0f;
  };
  for (float &v : ha) v = next();
  for (float &v : hb) v = next();
  float *a, *b, *c, *ref;
  CHECK(cudaMalloc(&a, aN * 4));
  CHECK(cudaMalloc(&b, bN * 4));
  CHECK(cudaMalloc(&c, cN * 4));
  CHECK(cudaMalloc(&ref, cN * 4));
  CHECK(cudaMemcpy(a, ha.data(), aN * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb.data(), bN * 4, cudaMemcpyHostToDevice));
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));

  cudaLibrary_t library;
  cudaKernel_t kernel;
  CHECK(cudaLibraryLoadData(&library, cubin.data(), nullptr, nullptr, 0,
                            nullptr, nullptr, 0));
  CHECK(cudaLibraryGetKernel(&kernel, library, kernelName.c_str()));
  // Memref descriptors, flattened: allocated, aligned, offset, sizes, strides.
  struct Desc { void *allocated, *aligned; long long offset, s0, s1, t0, t1; };
  Desc da{a, a, 0, m, k, k, 1}, db{b, b, 0, k, n, n, 1}, dc{c, c, 0, m, n, n, 1};
  std::vector<void *> params;
  for (Desc *d : {&da, &db, &dc}) {
    params.push_back(&d->allocated); params.push_back(&d->aligned);
    params.push_back(&d->offset); params.push_back(&d->s0);
    params.push_back(&d->s1); params.push_back(&d->t0); params.push_back(&d->t1);
  }
  dim3 grid((n + 63) / 64, (m + 63) / 64, 1), block(16, 16, 1);
  auto launchOurs = [&]() {
    CHECK(cudaLaunchKernel((const void *)kernel, grid, block, params.data(), 0,
                           stream));
  };
  cublasHandle_t handle;
  if (create(&handle) != 0) {
    std::fprintf(stderr, "error: cublasCreate failed\n");
    return 1;
  }
  setStream(handle, stream);
  float one = 1.0f, zero = 0.0f;
  // Row-major C = A B is column-major C^T = B^T A^T.
  auto launchCublas = [&](float *out) {
    if (sgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, m, k, &one, b, n, a, k,
              &zero, out, n) != 0) {
      std::fprintf(stderr, "error: cublasSgemm failed\n");
      std::exit(1);
    }
  };

  // Correctness: ours (C = 0 + A B) against cuBLAS.
  CHECK(cudaMemsetAsync(c, 0, cN * 4, stream));
  launchOurs();
  launchCublas(ref);
  CHECK(cudaStreamSynchronize(stream));
  std::vector<float> hc(cN), hr(cN);
  CHECK(cudaMemcpy(hc.data(), c, cN * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hr.data(), ref, cN * 4, cudaMemcpyDeviceToHost));
  double maxErr = 0, maxRef = 0;
  for (size_t i = 0; i < cN; ++i) {
    maxErr = std::fmax(maxErr, std::fabs((double)hc[i] - hr[i]));
    maxRef = std::fmax(maxRef, std::fabs((double)hr[i]));
  }

  auto time = [&](auto launch) {
    for (int i = 0; i < 3; ++i) launch();
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    CHECK(cudaEventRecord(start, stream));
    for (int i = 0; i < iters; ++i) launch();
    CHECK(cudaEventRecord(stop, stream));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    return (double)ms / iters;
  };
  // Ours accumulates into C across iterations; the time is the same.
  double oursMs = time(launchOurs);
  double cublasMs = time([&]() { launchCublas(ref); });
  double flops = 2.0 * m * n * k;
  std::printf("{\"m\": %d, \"n\": %d, \"k\": %d, \"remat_ms\": %.5f, "
              "\"cublas_ms\": %.5f, \"remat_tflops\": %.3f, "
              "\"cublas_tflops\": %.3f, \"remat_over_cublas_time\": %.3f, "
              "\"max_abs_err\": %.3g, \"max_abs_ref\": %.3g, \"ok\": %s}\n",
              m, n, k, oursMs, cublasMs, flops / oursMs / 1e9,
              flops / cublasMs / 1e9, oursMs / cublasMs, maxErr, maxRef,
              maxErr <= 1e-3 * std::fmax(1.0, maxRef) ? "true" : "false");
  destroy(handle);
  return 0;
}
