/*===- CudaRuntime.h - remat's CUDA runtime for lowered GPU code -*- C -*-===*\
|*                                                                            *|
|* Host code lowered by remat-lower-to-nvvm calls the mgpu* functions below   *|
|* (the ABI of MLIR's CUDA runtime wrappers, which Debian does not ship).     *|
|* libRematCudaRuntime implements them over the CUDA driver API, which it     *|
|* loads with dlopen("libcuda.so.1") on first use, so that the library and   *|
|* the tools linking it load on machines without a driver and can say so.    *|
|* It counts device bytes allocated through mgpuMemAlloc: live now and peak   *|
|* since the last reset, like MemoryCounter.h does for host memory.           *|
\*===----------------------------------------------------------------------===*/
#ifndef REMAT_RUNTIME_CUDA_CUDARUNTIME_H
#define REMAT_RUNTIME_CUDA_CUDARUNTIME_H

#include <stddef.h>
#include <stdint.h>
#ifndef __cplusplus
#include <stdbool.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

/*--- remat's API -----------------------------------------------------------*/

/// Loads the driver, initializes it and makes device `remat_cuda_device()`'s
/// primary context current. Returns 0 on success; otherwise a nonzero code
/// and remat_cuda_init_error() says why (no driver, no device, ...).
/// Safe to call more than once; the mgpu* functions call it.
int remat_cuda_init(void);
const char *remat_cuda_init_error(void);
/// Number of CUDA devices, or -1 if the driver cannot be initialized.
int remat_cuda_device_count(void);
/// Name of the current device ("" before a successful init).
const char *remat_cuda_device_name(void);

/// Starts a new measurement: the peak becomes the bytes live now.
void remat_cuda_reset_peak(void);
int64_t remat_cuda_live_bytes(void);
int64_t remat_cuda_peak_bytes(void);
int64_t remat_cuda_num_allocations(void);
/// Number of failed driver calls since the last reset (each is also
/// printed to stderr); a run with errors has undefined outputs.
int64_t remat_cuda_error_count(void);
void remat_cuda_reset_errors(void);
/// Blocks until the device has finished all work.
void remat_cuda_synchronize(void);

/*--- The mgpu* ABI (index arguments are intptr_t, pointers opaque) --------*/

void *mgpuModuleLoad(void *data, size_t gpuBlobSize);
void *mgpuModuleLoadJIT(void *data, int optLevel);
void mgpuModuleUnload(void *module);
void *mgpuModuleGetFunction(void *module, const char *name);
void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t paramsCount);
void *mgpuStreamCreate(void);
void mgpuStreamDestroy(void *stream);
void mgpuStreamSynchronize(void *stream);
void mgpuStreamWaitEvent(void *stream, void *event);
void *mgpuEventCreate(void);
void mgpuEventDestroy(void *event);
void mgpuEventSynchronize(void *event);
void mgpuEventRecord(void *event, void *stream);
void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool isHostShared);
void mgpuMemFree(void *ptr, void *stream);
void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream);
void mgpuMemset32(void *dst, unsigned int value, size_t count, void *stream);
void mgpuMemset16(void *dst, unsigned short value, size_t count, void *stream);
void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes);
void mgpuMemHostUnregister(void *ptr);
/// `descriptor` points to a StridedMemRefType of rank `rank`.
void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                               int64_t elementSizeBytes);
void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                 int64_t elementSizeBytes);
void mgpuSetDefaultDevice(int32_t device);
/// nvgpu.tma.create.descriptor: a tensor map (cuTensorMapEncodeTiled) of the
/// rank-`rank` memref `descriptor` (a StridedMemRefType) with box sizes
/// `boxDims` (outermost first) and the CUtensorMap* enum values given;
/// returns the device address of a copy of it, which kernels read. Equal
/// maps share one copy, kept for the process's lifetime (128 bytes each,
/// not in the allocation counters).
void *mgpuTensorMapEncodeTiledMemref(int64_t rank, void *descriptor,
                                     int64_t dataType, int64_t interleave,
                                     int64_t swizzle, int64_t l2Promotion,
                                     int64_t oobFill, int64_t *boxDims);

#ifdef __cplusplus
}
#endif

#endif /* REMAT_RUNTIME_CUDA_CUDARUNTIME_H */
