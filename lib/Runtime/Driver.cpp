//===- Driver.cpp - the CUDA driver, loaded at run time -------------------===//

#include "tile/Runtime/Driver.h"

#include <dlfcn.h>

namespace tile::rt {

/// Resolves `names` in order (versioned entry points first) into `slot`.
template <typename Fn>
static bool resolve(void *lib, Fn &slot, std::initializer_list<const char *> names,
                    std::string &missing) {
  for (const char *name : names) {
    if (void *sym = dlsym(lib, name)) {
      slot = reinterpret_cast<Fn>(sym);
      return true;
    }
  }
  missing = *names.begin();
  return false;
}

const Driver *Driver::load(std::string &error) {
  static Driver driver;
  static std::string loadError;
  static bool loaded = false;
  if (loaded) {
    error = loadError;
    return loadError.empty() ? &driver : nullptr;
  }
  loaded = true;
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib)
    lib = dlopen("libcuda.so", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    const char *why = dlerror();
    loadError = std::string("no CUDA driver: cannot load libcuda.so.1 (") +
                (why ? why : "not found") +
                "); is an NVIDIA driver installed on this machine?";
    error = loadError;
    return nullptr;
  }
  std::string missing;
  Driver &d = driver;
  bool ok =
      resolve(lib, d.cuInit, {"cuInit"}, missing) &&
      resolve(lib, d.cuDriverGetVersion, {"cuDriverGetVersion"}, missing) &&
      resolve(lib, d.cuDeviceGetCount, {"cuDeviceGetCount"}, missing) &&
      resolve(lib, d.cuDeviceGet, {"cuDeviceGet"}, missing) &&
      resolve(lib, d.cuDeviceGetName, {"cuDeviceGetName"}, missing) &&
      resolve(lib, d.cuDeviceGetAttribute, {"cuDeviceGetAttribute"}, missing) &&
      resolve(lib, d.cuDeviceTotalMem, {"cuDeviceTotalMem_v2"}, missing) &&
      resolve(lib, d.cuDevicePrimaryCtxRetain, {"cuDevicePrimaryCtxRetain"}, missing) &&
      resolve(lib, d.cuDevicePrimaryCtxRelease,
              {"cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease"}, missing) &&
      resolve(lib, d.cuCtxSetCurrent, {"cuCtxSetCurrent"}, missing) &&
      resolve(lib, d.cuCtxSynchronize, {"cuCtxSynchronize"}, missing) &&
      resolve(lib, d.cuModuleLoadDataEx, {"cuModuleLoadDataEx"}, missing) &&
      resolve(lib, d.cuModuleUnload, {"cuModuleUnload"}, missing) &&
      resolve(lib, d.cuModuleGetFunction, {"cuModuleGetFunction"}, missing) &&
      resolve(lib, d.cuFuncGetAttribute, {"cuFuncGetAttribute"}, missing) &&
      resolve(lib, d.cuFuncSetAttribute, {"cuFuncSetAttribute"}, missing) &&
      resolve(lib, d.cuLaunchKernel, {"cuLaunchKernel"}, missing) &&
      resolve(lib, d.cuMemAlloc, {"cuMemAlloc_v2"}, missing) &&
      resolve(lib, d.cuMemFree, {"cuMemFree_v2"}, missing) &&
      resolve(lib, d.cuMemcpyHtoD, {"cuMemcpyHtoD_v2"}, missing) &&
      resolve(lib, d.cuMemcpyDtoH, {"cuMemcpyDtoH_v2"}, missing) &&
      resolve(lib, d.cuMemcpyDtoD, {"cuMemcpyDtoD_v2"}, missing) &&
      resolve(lib, d.cuMemsetD8, {"cuMemsetD8_v2"}, missing) &&
      resolve(lib, d.cuEventCreate, {"cuEventCreate"}, missing) &&
      resolve(lib, d.cuEventDestroy, {"cuEventDestroy_v2", "cuEventDestroy"}, missing) &&
      resolve(lib, d.cuEventRecord, {"cuEventRecord"}, missing) &&
      resolve(lib, d.cuEventSynchronize, {"cuEventSynchronize"}, missing) &&
      resolve(lib, d.cuEventElapsedTime,
              {"cuEventElapsedTime_v2", "cuEventElapsedTime"}, missing) &&
      resolve(lib, d.cuGetErrorName, {"cuGetErrorName"}, missing) &&
      resolve(lib, d.cuGetErrorString, {"cuGetErrorString"}, missing);
  if (!ok) {
    loadError = "the CUDA driver lacks " + missing +
                "; update the NVIDIA driver";
    error = loadError;
    return nullptr;
  }
  // Loading succeeds without it; checkCompatibility refuses the bundles
  // that pass tensor maps.
  resolve(lib, d.cuTensorMapEncodeTiled, {"cuTensorMapEncodeTiled"}, missing);
  return &driver;
}

std::string Driver::describe(CUresult result) const {
  const char *name = nullptr, *text = nullptr;
  cuGetErrorName(result, &name);
  cuGetErrorString(result, &text);
  return std::string(name ? name : "CUDA error " + std::to_string(result)) +
         (text ? std::string(": ") + text : std::string());
}

} // namespace tile::rt
