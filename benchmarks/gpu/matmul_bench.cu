// matmul_bench.cu - time one of remat's matmul kernels against cuBLAS on one
// shape:
//   --mode=fp32 (default): the FP32 FMA kernel (remat-gpu-matmul-kernels
//     tensor-cores=none) against cuBLAS SGEMM in its default math mode (FP32,
//     no TF32).
//   --mode=tf32: the tensor-core kernel (tensor-cores=tf32) against cuBLAS
//     SGEMM with cublasSetMathMode(CUBLAS_TF32_TENSOR_OP_MATH).
//   --mode=bf16: the bf16 kernel (bf16 A and B, f32 C: mma.sync m16n8k16,
//     cp.async pipeline, ldmatrix; launched with --smem bytes of dynamic
//     shared memory, pipeline-stages x 9728) against cublasGemmEx with bf16
//     A and B, f32 C and CUBLAS_COMPUTE_32F.
//   --mode=wgmma: the same for the Hopper warpgroup kernel
//     (half-kernel=wgmma: wgmma.mma_async m64n64k16, one warpgroup per 64x64
//     tile, --smem = pipeline-stages x 8192).
//   --mode=tma: the Hopper TMA kernel (half-kernel=tma: 128x128 tiles, 256
//     threads, wgmma m64n128k16 on 128-byte-swizzled tiles that
//     cp.async.bulk.tensor fills, --smem = pipeline-stages x 32768 + 1024);
//     its first two parameters are the device addresses of the A and B
//     tensor maps, which this program encodes (cuTensorMapEncodeTiled,
//     through the runtime's driver entry point) as libRematCudaRuntime's
//     mgpuTensorMapEncodeTiledMemref does: boxes 128x64 (A) and 64x64 (B),
//     128-byte swizzle, L2 promotion 256 B, zero fill.
//   --mode=tma-ws: the same with a producer warp (half-kernel=tma-ws, 288
//     threads).
//   --mode=tf32-tma: the same TMA kernel on f32 (tensor-cores=tf32-tma:
//     wgmma m64n128k8 .tf32, boxes 128x32 f32) of a linear layer C = A W^T:
//     B is the N x K buffer W (the kernel reads it K-major through its
//     tensor map; the cubin's function transposed it), against cublasGemmEx
//     with f32 A, B, C, CUBLAS_COMPUTE_32F_FAST_TF32 and CUBLAS_OP_T on W.
// Every element of ours (and of cuBLAS's) is checked against FP32 SGEMM on
// the same (for bf16: bf16-rounded) inputs with an error bound relative to
// (|A| |B|)_ij (SGEMM on the absolute values): |ours - ref| <= unit *
// (|A||B|)_ij * 1.01 with unit = 2 K 2^-23 for fp32 and bf16 (two f32
// accumulations of K exact products, truncating ones included), and
// 2^-10 + 2 K 2^-23 for tf32 (inputs rounded to 11 significant bits;
// docs/GPU.md), 2^-9 + 2^-20 + 2 K 2^-23 for tf32-tma (the TMA copies raw
// f32 and the tensor cores ignore the low 13 mantissa bits: each input
// truncated, relative error < 2^-10, a product's < 2^-9 + 2^-20; rounding
// inputs, as cuBLAS may, stays within it). The worst err/bound ratio is printed
// for ours and for cuBLAS; ok means ours <= 1.
//
//   nvcc -O2 -std=c++17 -arch=sm_90a matmul_bench.cu -o matmul_bench
//   ./matmul_bench --cubin=mm_M_N_K.cubin --kernel=mm_kernel --m=M --n=N --k=K
//                  [--mode=fp32|tf32|bf16|wgmma|tma|tma-ws|tf32-tma]
//                  [--smem=BYTES]
//                  [--iters=I]
//
// The cubin comes from run_on_gpu.sh: `func.func @mm(A: MxK, B: KxN, C: MxN)`
// with one linalg.matmul lowered by remat-gpu-matmul-kernels,
// gpu-kernel-outlining and gpu-lower-to-nvvm-pipeline. The outlined kernel
// takes A, B, C as memref descriptors (allocated, aligned, offset, 2 sizes,
// 2 strides) and computes C += A * B per 64x64 tile with 16x16 threads
// (fp32) or 128 threads = 4 warps (tf32, bf16). cuBLAS is loaded with dlopen
// (libcublas.so.13, or $REMAT_CUBLAS), so this builds with the toolkit
// alone. Prints one JSON line.
#include <cuda.h> // CUtensorMap types only: the driver is not linked
#include <cuda_runtime.h>
#include <dlfcn.h>
#include <library_types.h>

#include <cmath>
#include <cstdint>
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
      std::fprintf(stderr, "error: %s: %s\n", #call, cudaGetErrorString(e));   \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

typedef void *cublasHandle_t;
typedef int (*CreateFn)(cublasHandle_t *);
typedef int (*DestroyFn)(cublasHandle_t);
typedef int (*SetStreamFn)(cublasHandle_t, cudaStream_t);
typedef int (*SetMathModeFn)(cublasHandle_t, int);
typedef int (*SgemmFn)(cublasHandle_t, int, int, int, int, int, const float *,
                       const float *, int, const float *, int, const float *,
                       float *, int);
typedef int (*GemmExFn)(cublasHandle_t, int, int, int, int, int, const void *,
                        const void *, cudaDataType, int, const void *,
                        cudaDataType, int, const void *, void *, cudaDataType,
                        int, int, int);
enum { CUBLAS_OP_N = 0, CUBLAS_OP_T = 1 };
enum {
  CUBLAS_COMPUTE_32F = 68,
  CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
  CUBLAS_GEMM_DEFAULT = -1
};
enum { CUBLAS_DEFAULT_MATH = 0, CUBLAS_TF32_TENSOR_OP_MATH = 3 };

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
  std::string mode = arg(argc, argv, "--mode", "fp32");
  unsigned smem = std::atoi(arg(argc, argv, "--smem", "0").c_str());
  if (cubinPath.empty() ||
      (mode != "fp32" && mode != "tf32" && mode != "bf16" && mode != "wgmma" &&
       mode != "tma" && mode != "tma-ws" && mode != "tf32-tma")) {
    std::fprintf(stderr,
                 "usage: %s --cubin=FILE [--kernel=NAME] --m=M --n=N --k=K "
                 "[--mode=fp32|tf32|bf16|wgmma|tma|tma-ws|tf32-tma] "
                 "[--smem=BYTES] [--iters=I]\n",
                 argv[0]);
    return 2;
  }
  // wgmma: bf16 inputs as well, a different kernel of the same interface.
  // tf32-tma: f32 A and W (B = W^T, W stored N x K), the TMA kernel.
  bool tf32Tma = mode == "tf32-tma";
  bool tma = mode == "tma" || mode == "tma-ws" || tf32Tma;
  bool tf32 = mode == "tf32",
       bf16 = mode == "bf16" || mode == "wgmma" || (tma && !tf32Tma);
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
  auto setMathMode = (SetMathModeFn)dlsym(lib, "cublasSetMathMode");
  auto gemmEx = (GemmExFn)dlsym(lib, "cublasGemmEx");
  if (!create || !destroy || !setStream || !sgemm || !setMathMode || !gemmEx) {
    std::fprintf(stderr, "error: cuBLAS lacks the SGEMM / GemmEx entry "
                         "points\n");
    return 1;
  }

  size_t aN = (size_t)m * k, bN = (size_t)k * n, cN = (size_t)m * n;
  std::vector<float> ha(aN), hb(bN);
  unsigned state = 12345;
  auto next = [&]() {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) * (1.0f / 16777216.0f) * 2.0f - 1.0f;
  };
  for (float &v : ha)
    v = next();
  for (float &v : hb)
    v = next();
  // bf16: the inputs rounded to bf16 (to nearest, ties to even); the
  // reference and |A||B| use the rounded values, exact in f32.
  auto toBF16 = [](float f) {
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    return (uint16_t)((bits + 0x7fff + ((bits >> 16) & 1)) >> 16);
  };
  auto fromBF16 = [](uint16_t h) {
    uint32_t bits = (uint32_t)h << 16;
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
  };
  std::vector<uint16_t> ha16, hb16;
  if (bf16) {
    for (float &v : ha)
      ha16.push_back(toBF16(v)), v = fromBF16(ha16.back());
    for (float &v : hb)
      hb16.push_back(toBF16(v)), v = fromBF16(hb16.back());
  }
  float *a, *b, *c, *ref, *fast;
  uint16_t *a16 = nullptr, *b16 = nullptr;
  CHECK(cudaMalloc(&a, aN * 4));
  CHECK(cudaMalloc(&b, bN * 4));
  CHECK(cudaMalloc(&c, cN * 4));
  CHECK(cudaMalloc(&ref, cN * 4));
  CHECK(cudaMalloc(&fast, cN * 4));
  CHECK(cudaMemcpy(a, ha.data(), aN * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb.data(), bN * 4, cudaMemcpyHostToDevice));
  if (bf16) {
    CHECK(cudaMalloc(&a16, aN * 2));
    CHECK(cudaMalloc(&b16, bN * 2));
    CHECK(cudaMemcpy(a16, ha16.data(), aN * 2, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(b16, hb16.data(), bN * 2, cudaMemcpyHostToDevice));
  }
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));

  cudaLibrary_t library;
  cudaKernel_t kernel;
  CHECK(cudaLibraryLoadData(&library, cubin.data(), nullptr, nullptr, 0,
                            nullptr, nullptr, 0));
  CHECK(cudaLibraryGetKernel(&kernel, library, kernelName.c_str()));
  // Memref descriptors, flattened: allocated, aligned, offset, sizes, strides.
  struct Desc {
    void *allocated, *aligned;
    long long offset, s0, s1, t0, t1;
  };
  void *kernelA = bf16 ? (void *)a16 : (void *)a;
  void *kernelB = bf16 ? (void *)b16 : (void *)b;
  Desc da{kernelA, kernelA, 0, m, k, k, 1}, db{kernelB, kernelB, 0, k, n, n, 1},
      dc{c, c, 0, m, n, n, 1};
  std::vector<void *> params;
  void *mapA = nullptr, *mapB = nullptr;
  if (tma) {
    typedef CUresult (*EncodeFn)(
        CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *,
        const cuuint64_t *, const cuuint64_t *, const cuuint32_t *,
        const cuuint32_t *, CUtensorMapInterleave, CUtensorMapSwizzle,
        CUtensorMapL2promotion, CUtensorMapFloatOOBfill);
    void *fn = nullptr;
    cudaDriverEntryPointQueryResult query;
    CHECK(cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000,
                                           cudaEnableDefault, &query));
    if (!fn || query != cudaDriverEntryPointSuccess) {
      std::fprintf(stderr, "error: no cuTensorMapEncodeTiled in the driver\n");
      return 1;
    }
    // Row-major rows x cols, innermost first; box rows x 128 bytes (64
    // bf16 or 32 f32).
    auto encode = [&](void *base, int rows, int cols, int boxRows) {
      CUtensorMap map;
      cuuint64_t elemBytes = tf32Tma ? 4 : 2;
      cuuint64_t dims[2] = {(cuuint64_t)cols, (cuuint64_t)rows};
      cuuint64_t strides[1] = {(cuuint64_t)cols * elemBytes};
      cuuint32_t box[2] = {(cuuint32_t)(128 / elemBytes), (cuuint32_t)boxRows},
                 unit[2] = {1, 1};
      CUresult r = ((EncodeFn)fn)(
          &map,
          tf32Tma ? CU_TENSOR_MAP_DATA_TYPE_FLOAT32
                  : CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
          2, base, dims, strides, box, unit, CU_TENSOR_MAP_INTERLEAVE_NONE,
          CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
          CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
      if (r != CUDA_SUCCESS) {
        std::fprintf(stderr, "error: cuTensorMapEncodeTiled failed (%d)\n",
                     (int)r);
        std::exit(1);
      }
      void *copy;
      CHECK(cudaMalloc(&copy, sizeof(map)));
      CHECK(cudaMemcpy(copy, &map, sizeof(map), cudaMemcpyHostToDevice));
      return copy;
    };
    if (tf32Tma) {
      // A (M x K) and W (N x K), both K-major: 128 x 32 boxes.
      mapA = encode(a, m, k, 128);
      mapB = encode(b, n, k, 128);
    } else {
      mapA = encode(a16, m, k, 128);
      mapB = encode(b16, k, n, 64);
    }
    params.push_back(&mapA);
    params.push_back(&mapB);
  }
  for (Desc *d : {&da, &db, &dc}) {
    if (tma && d != &dc)
      continue; // A and B reach the TMA kernel as tensor maps only
    params.push_back(&d->allocated);
    params.push_back(&d->aligned);
    params.push_back(&d->offset);
    params.push_back(&d->s0);
    params.push_back(&d->s1);
    params.push_back(&d->t0);
    params.push_back(&d->t1);
  }
  int tile = tma ? 128 : 64;
  dim3 grid((n + tile - 1) / tile, (m + tile - 1) / tile, 1);
  dim3 block = mode == "tma-ws" ? dim3(288, 1, 1)
               : tma            ? dim3(256, 1, 1)
               : tf32 || bf16   ? dim3(128, 1, 1)
                                : dim3(16, 16, 1);
  if (smem > 48 * 1024)
    CHECK(cudaFuncSetAttribute((const void *)kernel,
                               cudaFuncAttributeMaxDynamicSharedMemorySize,
                               (int)smem));
  auto launchOurs = [&]() {
    CHECK(cudaLaunchKernel((const void *)kernel, grid, block, params.data(),
                           smem, stream));
  };
  // Two handles: `exact` in the default math mode (FP32 SGEMM, the
  // reference and the fp32 opponent), `fastMath` with TF32 tensor cores
  // (the tf32 opponent).
  cublasHandle_t exact, fastMath;
  if (create(&exact) != 0 || create(&fastMath) != 0) {
    std::fprintf(stderr, "error: cublasCreate failed\n");
    return 1;
  }
  setStream(exact, stream);
  setStream(fastMath, stream);
  if (setMathMode(exact, CUBLAS_DEFAULT_MATH) != 0 ||
      setMathMode(fastMath, CUBLAS_TF32_TENSOR_OP_MATH) != 0) {
    std::fprintf(stderr, "error: cublasSetMathMode failed\n");
    return 1;
  }
  float one = 1.0f, zero = 0.0f;
  // Row-major C = A B is column-major C^T = B^T A^T. tf32-tma: y is W (N x
  // K row-major, column-major K x N), C^T = W A^T: op T on W.
  auto gemm = [&](cublasHandle_t h, const float *x, const float *y,
                  float *out) {
    int status = tf32Tma ? sgemm(h, CUBLAS_OP_T, CUBLAS_OP_N, n, m, k, &one, y,
                                 k, x, k, &zero, out, n)
                         : sgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, m, k, &one, y,
                                 n, x, k, &zero, out, n);
    if (status != 0) {
      std::fprintf(stderr, "error: cublasSgemm failed\n");
      std::exit(1);
    }
  };
  cublasHandle_t opponent = tf32 ? fastMath : exact;
  auto launchCublas = [&](float *out) {
    if (tf32Tma) {
      // f32 in and out, tf32 tensor cores (CUBLAS_COMPUTE_32F_FAST_TF32).
      if (gemmEx(exact, CUBLAS_OP_T, CUBLAS_OP_N, n, m, k, &one, b, CUDA_R_32F,
                 k, a, CUDA_R_32F, k, &zero, out, CUDA_R_32F, n,
                 CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_GEMM_DEFAULT) != 0) {
        std::fprintf(stderr, "error: cublasGemmEx (FAST_TF32) failed\n");
        std::exit(1);
      }
      return;
    }
    if (!bf16)
      return gemm(opponent, a, b, out);
    // bf16 A and B, f32 C, f32 compute (row-major as column-major: C^T =
    // B^T A^T).
    if (gemmEx(exact, CUBLAS_OP_N, CUBLAS_OP_N, n, m, k, &one, b16, CUDA_R_16BF,
               n, a16, CUDA_R_16BF, k, &zero, out, CUDA_R_32F, n,
               CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT) != 0) {
      std::fprintf(stderr, "error: cublasGemmEx failed\n");
      std::exit(1);
    }
  };

  // Correctness: ours (C = 0 + A B) against FP32 SGEMM.
  CHECK(cudaMemsetAsync(c, 0, cN * 4, stream));
  launchOurs();
  CHECK(cudaGetLastError());
  gemm(exact, a, b, ref);
  launchCublas(fast); // the opponent's result, checked like ours
  CHECK(cudaStreamSynchronize(stream));
  std::vector<float> hc(cN), hr(cN), hf(cN);
  CHECK(cudaMemcpy(hc.data(), c, cN * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hr.data(), ref, cN * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hf.data(), fast, cN * 4, cudaMemcpyDeviceToHost));
  double maxErr = 0, maxRef = 0;
  for (size_t i = 0; i < cN; ++i) {
    maxErr = std::fmax(maxErr, std::fabs((double)hc[i] - hr[i]));
    maxRef = std::fmax(maxRef, std::fabs((double)hr[i]));
  }
  // Every element within unit * (|A| |B|)_ij of FP32 SGEMM (see the top);
  // |A| |B| by SGEMM on the absolute values, with 1% slack for its own
  // rounding.
  double boundRatio = 0, cublasBoundRatio = 0;
  {
    std::vector<float> absA(aN), absB(bN), habs(cN);
    for (size_t i = 0; i < aN; ++i)
      absA[i] = std::fabs(ha[i]);
    for (size_t i = 0; i < bN; ++i)
      absB[i] = std::fabs(hb[i]);
    float *da2, *db2, *dabs;
    CHECK(cudaMalloc(&da2, aN * 4));
    CHECK(cudaMalloc(&db2, bN * 4));
    CHECK(cudaMalloc(&dabs, cN * 4));
    CHECK(cudaMemcpy(da2, absA.data(), aN * 4, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db2, absB.data(), bN * 4, cudaMemcpyHostToDevice));
    gemm(exact, da2, db2, dabs);
    CHECK(cudaStreamSynchronize(stream));
    CHECK(cudaMemcpy(habs.data(), dabs, cN * 4, cudaMemcpyDeviceToHost));
    double unit = 2.0 * k * std::ldexp(1.0, -23);
    if (tf32)
      unit += std::ldexp(1.0, -10);
    if (tf32Tma)
      unit += std::ldexp(1.0, -9) + std::ldexp(1.0, -20);
    for (size_t i = 0; i < cN; ++i) {
      double bound = 1.01 * unit * habs[i] + 1e-30;
      boundRatio =
          std::fmax(boundRatio, std::fabs((double)hc[i] - hr[i]) / bound);
      cublasBoundRatio =
          std::fmax(cublasBoundRatio, std::fabs((double)hf[i] - hr[i]) / bound);
    }
    CHECK(cudaFree(da2));
    CHECK(cudaFree(db2));
    CHECK(cudaFree(dabs));
  }
  bool ok = boundRatio <= 1.0;

  auto time = [&](auto launch) {
    for (int i = 0; i < 3; ++i)
      launch();
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    CHECK(cudaEventRecord(start, stream));
    for (int i = 0; i < iters; ++i)
      launch();
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
  std::printf("{\"mode\": \"%s\", \"cublas\": \"%s\", \"m\": %d, "
              "\"n\": %d, \"k\": %d, \"smem\": %u, \"remat_ms\": %.5f, "
              "\"cublas_ms\": %.5f, \"remat_tflops\": %.3f, "
              "\"cublas_tflops\": %.3f, \"remat_over_cublas_time\": %.3f, "
              "\"max_abs_err\": %.3g, \"max_abs_ref\": %.3g, "
              "\"bound_ratio\": %.3g, \"cublas_bound_ratio\": %.3g, "
              "\"ok\": %s}\n",
              mode.c_str(),
              tf32      ? "SGEMM CUBLAS_TF32_TENSOR_OP_MATH"
              : tf32Tma ? "GemmEx f32 OP_T CUBLAS_COMPUTE_32F_FAST_TF32"
              : bf16    ? "GemmEx bf16 CUBLAS_COMPUTE_32F"
                        : "SGEMM default",
              m, n, k, smem, oursMs, cublasMs, flops / oursMs / 1e9,
              flops / cublasMs / 1e9, oursMs / cublasMs, maxErr, maxRef,
              boundRatio, cublasBoundRatio, ok ? "true" : "false");
  destroy(exact);
  destroy(fastMath);
  return ok ? 0 : 1;
}
