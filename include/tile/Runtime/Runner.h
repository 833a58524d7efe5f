//===- Runner.h - run, check and time a bundle on a GPU ---------*- C++ -*-===//

#ifndef TILE_RUNTIME_RUNNER_H
#define TILE_RUNTIME_RUNNER_H

#include "tile/Runtime/Bundle.h"
#include "tile/Runtime/Driver.h"
#include "tile/Runtime/Metrics.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tile::rt {

/// The byte an output argument is filled with before a launch: all-ones
/// elements are NaN in f16, bf16, f32 and f64 (and -1 in integers).
constexpr unsigned char kUnwrittenByte = 0xff;

/// One GPU with its primary context current.
class Device {
public:
  static std::unique_ptr<Device> open(int ordinal, std::string &error);
  ~Device();

  const Driver &driver() const { return *drv; }
  std::string name;
  int driverVersion = 0; // 12080 for 12.8
  int ccMajor = 0, ccMinor = 0;
  int multiprocessors = 0;
  int sharedPerBlock = 0, sharedPerBlockOptin = 0;
  int l2Bytes = 0;
  size_t totalMemory = 0;

private:
  Device(const Driver *drv, CUdevice dev) : drv(drv), dev(dev) {}
  const Driver *drv;
  CUdevice dev;
  CUcontext ctx = nullptr;
};

/// Whether a bundle can run on a device, and from which image.
struct Compatibility {
  bool ok = false;
  bool useCubin = false;
  std::string reason; // why not, or which image and why
};
Compatibility checkCompatibility(const Device &device, const Manifest &m);

/// A device allocation that frees itself.
class DeviceBuffer {
public:
  DeviceBuffer() = default;
  DeviceBuffer(const Device *device, CUdeviceptr ptr, size_t size)
      : device(device), ptr(ptr), size(size) {}
  DeviceBuffer(DeviceBuffer &&other) noexcept { *this = std::move(other); }
  DeviceBuffer &operator=(DeviceBuffer &&other) noexcept;
  ~DeviceBuffer();
  static bool allocate(const Device &device, size_t size, DeviceBuffer &out,
                       std::string &error);
  CUdeviceptr get() const { return ptr; }
  size_t bytes() const { return size; }

private:
  const Device *device = nullptr;
  CUdeviceptr ptr = 0;
  size_t size = 0;
};

/// Encodes `map` for its buffer at `address` with cuTensorMapEncodeTiled;
/// `error` names the map and gives the driver's reason.
bool encodeTensorMap(const Driver &driver, const TensorMapSpec &map,
                     CUdeviceptr address, CUtensorMap &out, std::string &error);

/// The parameters of a launch, as cuLaunchKernel's kernelParams: one pointer
/// per kernel parameter, to the address of each buffer (or to the bits of a
/// scalar argument, which the driver reads its size of), then to the 128
/// encoded bytes of each tensor map in host memory. The kernel takes the maps
/// by value (`.param .align 64 .b8 name[128]`, a __grid_constant__), and
/// cuLaunchKernel copies the parameter bytes when it is called, so a map may
/// be encoded again while earlier launches that used it still run.
class KernelParams {
public:
  /// Points the parameters at the buffers `args` (one per argument of `m`)
  /// and at `m`'s tensor maps, encoding a map again only when the address
  /// of its buffer changed since the last bind.
  bool bind(const Driver &driver, const Manifest &m,
            const std::vector<CUdeviceptr> &args, std::string &error);
  /// The kernelParams of the last successful bind: valid until the next.
  void **data() { return pointers.data(); }
  size_t size() const { return pointers.size(); }

private:
  /// A tensor map's encoding and the buffer address it holds.
  struct EncodedMap {
    CUtensorMap bytes; // 64-byte aligned, as cuTensorMapEncodeTiled needs
    std::optional<CUdeviceptr> encodedFor;
    /// The extents it was encoded with (run-time dimensions change them).
    std::vector<uint64_t> dims, strides;
  };
  std::vector<CUdeviceptr> buffers;
  std::vector<EncodedMap> maps; // one per Manifest::tensorMaps
  std::vector<void *> pointers;
};

/// A loaded kernel of a bundle.
class Kernel {
public:
  static std::unique_ptr<Kernel> load(const Device &device, const Manifest &m,
                                      std::string &error);
  ~Kernel();
  /// Launches on the buffers `args` (one per manifest argument). The kernel
  /// parameters are those buffers' addresses, then each tensor map by value,
  /// encoded for these buffers (see KernelParams).
  bool launch(const std::vector<CUdeviceptr> &args, std::string &error);
  const Manifest &manifest() const { return m; }
  int registers = 0, localBytes = 0;
  bool fromCubin = false;

private:
  Kernel(const Device &device, const Manifest &m) : device(device), m(m) {}
  const Device &device;
  Manifest m;
  CUmodule module = nullptr;
  CUfunction function = nullptr;
  KernelParams params;
};

/// Host copies of a kernel's arguments: seeded inputs and scalars, outputs
/// filled with kUnwrittenByte. A scalar's entry is its value's bytes.
struct HostArgs {
  std::vector<std::vector<unsigned char>> data;
  static HostArgs generate(const Manifest &m, uint64_t seed);
  /// Sets a scalar argument from "NAME=VALUE" (tile-run's --arg): a number
  /// for float dtypes, an integer within range for integer ones. A run-time
  /// dimension's scalar takes only the value `m` was resolved with (see
  /// parseDimAssignments).
  bool setScalar(const Manifest &m, const std::string &assignment, std::string &error);
  /// These arguments of `from` as `to` takes them: the data arguments in
  /// order, then `to`'s own dimension scalars from its resolved values.
  /// checkSameArguments(from, to) must hold.
  HostArgs rebind(const Manifest &from, const Manifest &to) const;
};

/// The run-time dimensions of `m` that `assignments` ("NAME=VALUE", tile-run's
/// --arg) set, parsed as integers of their scalars' dtypes, for resolveDims;
/// assignments to anything else are left to HostArgs::setScalar.
bool parseDimAssignments(const Manifest &m, const std::vector<std::string> &assignments,
                         DimValues &out, std::string &error);

/// Device copies of the arguments. A scalar has no buffer: its value's
/// bits (little-endian, zero-extended) take its slot in pointers(), which
/// KernelParams points the launch at like a buffer's address.
struct DeviceArgs {
  std::vector<DeviceBuffer> buffers;
  std::vector<std::optional<CUdeviceptr>> values; // per argument: a scalar's bits
  std::vector<CUdeviceptr> pointers() const;
  static bool upload(const Device &device, const Manifest &m,
                     const HostArgs &host, DeviceArgs &out, std::string &error);
  bool download(const Device &device, HostArgs &host, std::string &error) const;
};

struct Timing {
  double medianMs = 0, minMs = 0, maxMs = 0;
  int reps = 0;
  int launchesPerSample = 1;
};

/// Times `kernel` with CUDA events: `warmup` launches, then `reps` samples.
/// With `flushL2`, a buffer twice the L2 size is overwritten before each
/// sample, so every sample starts with a cold cache.
bool timeKernel(const Device &device, Kernel &kernel,
                const std::vector<CUdeviceptr> &args, int warmup, int reps,
                bool flushL2, Timing &out, std::string &error);

/// Default tolerances for comparing outputs of `dtype`.
void defaultTolerances(DType dtype, double &rtol, double &atol);

} // namespace tile::rt

#endif // TILE_RUNTIME_RUNNER_H
