//===- Driver.h - the CUDA driver, loaded at run time -----------*- C++ -*-===//
//
// The runtime talks to the GPU through the CUDA driver API, opened with
// dlopen("libcuda.so.1"), so that it builds where only a C++ compiler exists
// and reports a missing driver as an error instead of failing to start.
// Only the handful of types and constants it uses are declared here.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_RUNTIME_DRIVER_H
#define TILE_RUNTIME_DRIVER_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace tile::rt {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUevent = struct CUevent_st *;
using CUstream = struct CUstream_st *;

// Values from the CUDA driver API (cuda.h).
enum : int {
  kAttrMaxSharedPerBlock = 8,
  kAttrClockRate = 13,
  kAttrMultiprocessorCount = 16,
  kAttrMemoryClockRate = 36,
  kAttrMemoryBusWidth = 37,
  kAttrL2CacheSize = 38,
  kAttrComputeCapabilityMajor = 75,
  kAttrComputeCapabilityMinor = 76,
  kAttrMaxSharedPerBlockOptin = 97,
  kFuncAttrNumRegs = 4,
  kFuncAttrLocalSizeBytes = 3,
  kFuncAttrMaxDynamicSharedSizeBytes = 8,
  kJitInfoLogBuffer = 3,
  kJitInfoLogBufferSize = 4,
  kJitErrorLogBuffer = 5,
  kJitErrorLogBufferSize = 6,
};

/// A TMA descriptor as cuTensorMapEncodeTiled writes it (cuda.h's
/// CUtensorMap): opaque, 128 bytes, 64-byte aligned.
struct alignas(64) CUtensorMap {
  uint64_t opaque[16];
};
static_assert(sizeof(CUtensorMap) == 128, "CUtensorMap is 128 bytes");

// CUtensorMapDataType, CUtensorMapSwizzle and the other tensor map enums.
enum : int {
  kTensorMapUInt8 = 0,
  kTensorMapInt32 = 3,
  kTensorMapInt64 = 5,
  kTensorMapFloat16 = 6,
  kTensorMapFloat32 = 7,
  kTensorMapFloat64 = 8,
  kTensorMapBFloat16 = 9,
  kTensorMapInterleaveNone = 0,
  kTensorMapSwizzleNone = 0,
  kTensorMapSwizzle32B = 1,
  kTensorMapSwizzle64B = 2,
  kTensorMapSwizzle128B = 3,
  kTensorMapL2PromotionNone = 0,
  kTensorMapL2Promotion64B = 1,
  kTensorMapL2Promotion128B = 2,
  kTensorMapL2Promotion256B = 3,
  kTensorMapOobFillZero = 0, // CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE
};

/// The driver entry points the runtime uses.
struct Driver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDriverGetVersion)(int *);
  CUresult (*cuDeviceGetCount)(int *);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetName)(char *, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*cuDeviceTotalMem)(size_t *, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuDevicePrimaryCtxRelease)(CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuModuleLoadDataEx)(CUmodule *, const void *, unsigned, int *,
                                 void **);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuFuncGetAttribute)(int *, int, CUfunction);
  CUresult (*cuFuncSetAttribute)(CUfunction, int, int);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, unsigned, CUstream,
                             void **, void **);
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
  CUresult (*cuMemcpyDtoD)(CUdeviceptr, CUdeviceptr, size_t);
  CUresult (*cuMemsetD8)(CUdeviceptr, unsigned char, size_t);
  CUresult (*cuEventCreate)(CUevent *, unsigned);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventElapsedTime)(float *, CUevent, CUevent);
  CUresult (*cuGetErrorName)(CUresult, const char **);
  CUresult (*cuGetErrorString)(CUresult, const char **);
  /// Optional: CUDA 12 drivers have it, older ones do not, and only
  /// bundles with tensor maps need it; null when missing.
  CUresult (*cuTensorMapEncodeTiled)(CUtensorMap *, int, uint32_t, void *,
                                     const uint64_t *, const uint64_t *,
                                     const uint32_t *, const uint32_t *, int,
                                     int, int, int) = nullptr;

  /// Opens libcuda and resolves every entry point; null with `error` set
  /// when the driver is missing or lacks one that is not optional.
  static const Driver *load(std::string &error);

  /// "CUDA_ERROR_X: description" for a result code.
  std::string describe(CUresult result) const;
};

} // namespace tile::rt

#endif // TILE_RUNTIME_DRIVER_H
