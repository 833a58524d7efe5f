//===- Runner.cpp - run, check and time a bundle on a GPU -----------------===//

#include "tile/Runtime/Runner.h"
#include "tile/Chip/Chip.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <climits>
#include <cstring>
#include <array>

namespace tile::rt {

#define CHECK_CU(call, what)                                                   \
  do {                                                                         \
    CUresult rc_ = (call);                                                     \
    if (rc_ != 0) {                                                            \
      error = std::string(what) + ": " + d.describe(rc_);                      \
      return {};                                                               \
    }                                                                          \
  } while (0)

std::unique_ptr<Device> Device::open(int ordinal, std::string &error) {
  const Driver *drv = Driver::load(error);
  if (!drv)
    return nullptr;
  const Driver &d = *drv;
  CUresult rc = d.cuInit(0);
  if (rc != 0) {
    error = "no usable GPU: cuInit failed (" + d.describe(rc) + ")";
    return nullptr;
  }
  int count = 0;
  CHECK_CU(d.cuDeviceGetCount(&count), "cannot count GPUs");
  if (count == 0) {
    error = "no GPU: the CUDA driver sees no device";
    return nullptr;
  }
  if (ordinal < 0 || ordinal >= count) {
    error = "no GPU #" + std::to_string(ordinal) + " (this machine has " +
            std::to_string(count) + ")";
    return nullptr;
  }
  CUdevice dev;
  CHECK_CU(d.cuDeviceGet(&dev, ordinal), "cannot open the GPU");
  std::unique_ptr<Device> device(new Device(drv, dev));
  char name[256] = {0};
  d.cuDeviceGetName(name, sizeof(name) - 1, dev);
  device->name = name;
  d.cuDriverGetVersion(&device->driverVersion);
  d.cuDeviceGetAttribute(&device->ccMajor, kAttrComputeCapabilityMajor, dev);
  d.cuDeviceGetAttribute(&device->ccMinor, kAttrComputeCapabilityMinor, dev);
  d.cuDeviceGetAttribute(&device->multiprocessors, kAttrMultiprocessorCount, dev);
  d.cuDeviceGetAttribute(&device->sharedPerBlock, kAttrMaxSharedPerBlock, dev);
  d.cuDeviceGetAttribute(&device->sharedPerBlockOptin, kAttrMaxSharedPerBlockOptin, dev);
  d.cuDeviceGetAttribute(&device->l2Bytes, kAttrL2CacheSize, dev);
  d.cuDeviceTotalMem(&device->totalMemory, dev);
  CHECK_CU(d.cuDevicePrimaryCtxRetain(&device->ctx, dev),
           "cannot create a context on the GPU");
  CHECK_CU(d.cuCtxSetCurrent(device->ctx), "cannot make the context current");
  return device;
}

Device::~Device() {
  if (ctx)
    drv->cuDevicePrimaryCtxRelease(dev);
}

Compatibility checkCompatibility(const Device &device, const Manifest &m) {
  Compatibility c;
  // loadManifest accepted only chips the table knows.
  const mlir::tile::Chip *chip = mlir::tile::Chip::lookup(m.chip);
  int cc = chip ? chip->computeCapability : 0;
  bool archSpecific = chip && chip->archSpecific;
  int deviceCc = device.ccMajor * 10 + device.ccMinor;
  std::string deviceName = "compute capability " +
                           std::to_string(device.ccMajor) + "." +
                           std::to_string(device.ccMinor);
  if (archSpecific && deviceCc != cc) {
    c.reason = "the bundle is for " + m.chip + ", which runs only on compute "
               "capability " + std::to_string(cc / 10) + "." +
               std::to_string(cc % 10) + "; this GPU is " + deviceName;
    return c;
  }
  if (deviceCc < cc) {
    c.reason = "the bundle is for " + m.chip + "; this GPU (" + deviceName +
               ") is older";
    return c;
  }
  if (m.sharedBytes > 0 &&
      static_cast<int>(m.sharedBytes) > device.sharedPerBlockOptin) {
    c.reason = "the kernel needs " + std::to_string(m.sharedBytes) +
               " bytes of shared memory; this GPU allows " +
               std::to_string(device.sharedPerBlockOptin);
    return c;
  }
  if (!m.tensorMaps.empty() && !device.driver().cuTensorMapEncodeTiled) {
    c.reason = "the kernel takes tensor maps (TMA descriptors), which need "
               "cuTensorMapEncodeTiled; this CUDA " +
               std::to_string(device.driverVersion / 1000) + "." +
               std::to_string(device.driverVersion % 1000 / 10) +
               " driver lacks it (CUDA 12.0 and newer have it)";
    return c;
  }
  // Machine code runs on the same major architecture; otherwise the driver
  // compiles the PTX, which needs a driver that knows its ISA version.
  if (!m.cubinPath.empty() && device.ccMajor == cc / 10 &&
      (!archSpecific || deviceCc == cc)) {
    c.ok = true;
    c.useCubin = true;
    c.reason = "cubin for " + m.chip;
    return c;
  }
  int needed = minDriverForPtx(m.ptxVersion);
  if (needed && device.driverVersion < needed) {
    c.reason = "PTX ISA " + m.ptxVersion + " needs a CUDA " +
               std::to_string(needed / 1000) + "." +
               std::to_string(needed % 1000 / 10) +
               " driver; this one is " +
               std::to_string(device.driverVersion / 1000) + "." +
               std::to_string(device.driverVersion % 1000 / 10);
    return c;
  }
  c.ok = true;
  c.reason = "PTX " + m.ptxVersion + " compiled by the driver";
  return c;
}

DeviceBuffer &DeviceBuffer::operator=(DeviceBuffer &&other) noexcept {
  std::swap(device, other.device);
  std::swap(ptr, other.ptr);
  std::swap(size, other.size);
  return *this;
}

DeviceBuffer::~DeviceBuffer() {
  if (ptr)
    device->driver().cuMemFree(ptr);
}

bool DeviceBuffer::allocate(const Device &device, size_t size,
                            DeviceBuffer &out, std::string &error) {
  const Driver &d = device.driver();
  CUdeviceptr ptr = 0;
  CUresult rc = d.cuMemAlloc(&ptr, std::max<size_t>(size, 1));
  if (rc != 0) {
    error = "cannot allocate " + std::to_string(size) + " bytes on the GPU: " +
            d.describe(rc);
    return false;
  }
  out = DeviceBuffer(&device, ptr, size);
  return true;
}

std::unique_ptr<Kernel> Kernel::load(const Device &device, const Manifest &m,
                                     std::string &error) {
  Compatibility compat = checkCompatibility(device, m);
  if (!compat.ok) {
    error = m.kernel + ": " + compat.reason;
    return nullptr;
  }
  const Driver &d = device.driver();
  std::unique_ptr<Kernel> k(new Kernel(device, m));
  k->fromCubin = compat.useCubin;
  std::string image;
  const std::string &path = compat.useCubin ? m.cubinPath : m.ptxPath;
  if (!readFile(path, image)) {
    error = path + ": cannot read";
    return nullptr;
  }
  if (!compat.useCubin)
    image.push_back('\0'); // PTX is loaded as a C string
  std::string log(8192, '\0');
  int options[] = {kJitErrorLogBuffer, kJitErrorLogBufferSize};
  void *values[] = {log.data(), reinterpret_cast<void *>(log.size())};
  CUresult rc = d.cuModuleLoadDataEx(&k->module, image.data(), 2, options, values);
  if (rc != 0) {
    log.resize(log.find('\0'));
    error = path + ": the driver rejects the " +
            (compat.useCubin ? "cubin" : "PTX") + " (" + d.describe(rc) + ")" +
            (log.empty() ? "" : ": " + log);
    return nullptr;
  }
  rc = d.cuModuleGetFunction(&k->function, k->module, m.entry.c_str());
  if (rc != 0) {
    error = path + ": no kernel entry '" + m.entry + "' (" + d.describe(rc) + ")";
    return nullptr;
  }
  // Every kernel opts in to its dynamic shared memory: the default limit
  // (48 KiB) counts the static part too, so exactly 48 KiB of dynamic
  // shared memory plus the 1-byte static base symbol would not launch.
  if (m.sharedBytes > 0) {
    rc = d.cuFuncSetAttribute(k->function, kFuncAttrMaxDynamicSharedSizeBytes,
                              static_cast<int>(m.sharedBytes));
    if (rc != 0) {
      error = m.kernel + ": cannot allow " + std::to_string(m.sharedBytes) +
              " bytes of dynamic shared memory (" + d.describe(rc) + ")";
      return nullptr;
    }
  }
  d.cuFuncGetAttribute(&k->registers, kFuncAttrNumRegs, k->function);
  d.cuFuncGetAttribute(&k->localBytes, kFuncAttrLocalSizeBytes, k->function);
  return k;
}

Kernel::~Kernel() {
  if (module)
    device.driver().cuModuleUnload(module);
}

static int tensorMapDataType(DType dtype) {
  switch (dtype) {
  case DType::F32:
    return kTensorMapFloat32;
  case DType::F16:
    return kTensorMapFloat16;
  case DType::BF16:
    return kTensorMapBFloat16;
  case DType::F64:
    return kTensorMapFloat64;
  case DType::I32:
    return kTensorMapInt32;
  case DType::I64:
    return kTensorMapInt64;
  case DType::I8:
  case DType::F8E4M3FN:
  case DType::F8E5M2:
    return kTensorMapUInt8; // copies bytes; their meaning is the kernel's business
  }
  return kTensorMapUInt8;
}

static int tensorMapSwizzle(unsigned bytes) {
  switch (bytes) {
  case 32:
    return kTensorMapSwizzle32B;
  case 64:
    return kTensorMapSwizzle64B;
  case 128:
    return kTensorMapSwizzle128B;
  default:
    return kTensorMapSwizzleNone;
  }
}

static int tensorMapL2Promotion(unsigned bytes) {
  switch (bytes) {
  case 64:
    return kTensorMapL2Promotion64B;
  case 128:
    return kTensorMapL2Promotion128B;
  case 256:
    return kTensorMapL2Promotion256B;
  default:
    return kTensorMapL2PromotionNone;
  }
}

bool encodeTensorMap(const Driver &d, const TensorMapSpec &map,
                     CUdeviceptr address, CUtensorMap &out,
                     std::string &error) {
  if (!d.cuTensorMapEncodeTiled) {
    error = "cannot encode tensor map " + map.name +
            ": the CUDA driver lacks cuTensorMapEncodeTiled (CUDA 12.0 and "
            "newer have it)";
    return false;
  }
  // Fixed-size copies: the driver reads rank entries of each, and a rank-1
  // map's empty stride list must still be a valid pointer.
  constexpr size_t kMaxRank = TensorMapSpec::kMaxRank;
  std::array<uint64_t, kMaxRank - 1> strides{};
  std::array<uint32_t, kMaxRank> elementStrides;
  std::copy(map.strides.begin(), map.strides.end(), strides.begin());
  elementStrides.fill(1);
  CUresult rc = d.cuTensorMapEncodeTiled(
      &out, tensorMapDataType(map.dtype), static_cast<uint32_t>(map.rank()),
      reinterpret_cast<void *>(static_cast<uintptr_t>(address)),
      map.dims.data(), strides.data(), map.box.data(), elementStrides.data(),
      kTensorMapInterleaveNone, tensorMapSwizzle(map.swizzle),
      tensorMapL2Promotion(map.l2Promotion), kTensorMapOobFillZero);
  if (rc != 0) {
    error = "cannot encode tensor map " + map.name + ": " + d.describe(rc);
    return false;
  }
  return true;
}

bool KernelParams::bind(const Driver &d, const Manifest &m,
                        const std::vector<CUdeviceptr> &args,
                        std::string &error) {
  if (args.size() != m.args.size()) {
    error = m.kernel + ": expects " + std::to_string(m.args.size()) +
            " arguments, got " + std::to_string(args.size());
    return false;
  }
  buffers.assign(args.begin(), args.end());
  if (maps.size() != m.tensorMaps.size())
    maps.assign(m.tensorMaps.size(), EncodedMap());
  for (size_t i = 0; i < maps.size(); ++i) {
    const TensorMapSpec &map = m.tensorMaps[i];
    EncodedMap &encoded = maps[i];
    CUdeviceptr address = args[map.arg];
    if (encoded.encodedFor == address && encoded.dims == map.dims &&
        encoded.strides == map.strides)
      continue;
    encoded.encodedFor.reset();
    if (!encodeTensorMap(d, map, address, encoded.bytes, error)) {
      error = m.kernel + ": " + error;
      return false;
    }
    encoded.encodedFor = address;
    encoded.dims = map.dims;
    encoded.strides = map.strides;
  }
  pointers.clear();
  for (CUdeviceptr &buffer : buffers)
    pointers.push_back(&buffer);
  for (EncodedMap &encoded : maps)
    pointers.push_back(&encoded.bytes);
  return true;
}

bool Kernel::launch(const std::vector<CUdeviceptr> &args, std::string &error) {
  const Driver &d = device.driver();
  if (!params.bind(d, m, args, error))
    return false;
  CUresult rc = d.cuLaunchKernel(function, m.grid[0], m.grid[1], m.grid[2],
                                 m.block[0], m.block[1], m.block[2],
                                 m.sharedBytes, nullptr, params.data(), nullptr);
  if (rc != 0) {
    error = m.kernel + ": launch failed (" + d.describe(rc) + ")";
    return false;
  }
  return true;
}

HostArgs HostArgs::generate(const Manifest &m, uint64_t seed) {
  HostArgs h;
  for (size_t i = 0; i < m.args.size(); ++i) {
    const ArgSpec &a = m.args[i];
    // Outputs start as all-ones bytes (NaN in every float type), so that
    // an element the kernel never writes cannot pass for a computed 0.
    std::vector<unsigned char> data(a.sizeInBytes(), a.isOutput() && !a.isInput() ? kUnwrittenByte : 0);
    if (a.isInput() || a.isScalar())
      fillRandom(data.data(), a.dtype, a.numElements(), seed, i);
    // A run-time dimension's scalar holds the value the shapes and the
    // grid were resolved with, never a random one.
    if (auto dim = m.dimValues.find(a.name); a.isScalar() && dim != m.dimValues.end())
      std::memcpy(data.data(), &dim->second, dtypeSize(a.dtype)); // little-endian
    h.data.push_back(std::move(data));
  }
  return h;
}

HostArgs HostArgs::rebind(const Manifest &from, const Manifest &to) const {
  std::vector<size_t> source = dataArguments(from), target = dataArguments(to);
  HostArgs h;
  for (const ArgSpec &a : to.args) {
    std::vector<unsigned char> bytes(a.sizeInBytes());
    if (auto dim = to.dimValues.find(a.name); a.isScalar() && dim != to.dimValues.end())
      std::memcpy(bytes.data(), &dim->second, bytes.size());
    h.data.push_back(std::move(bytes));
  }
  for (size_t k = 0; k < source.size() && k < target.size(); ++k)
    h.data[target[k]] = data[source[k]];
  return h;
}

static bool parseInteger(const ArgSpec &arg, const std::string &text, int64_t &out,
                         std::string &error);

bool HostArgs::setScalar(const Manifest &m, const std::string &assignment,
                         std::string &error) {
  size_t eq = assignment.find('=');
  std::string name = assignment.substr(0, eq), text = eq == std::string::npos
                                                           ? ""
                                                           : assignment.substr(eq + 1);
  auto arg = std::find_if(m.args.begin(), m.args.end(),
                          [&](const ArgSpec &a) { return a.name == name; });
  if (eq == std::string::npos || arg == m.args.end() || !arg->isScalar()) {
    std::string scalars;
    for (const ArgSpec &a : m.args)
      if (a.isScalar())
        scalars += (scalars.empty() ? "" : ", ") + a.name + " (" + dtypeName(a.dtype) + ")";
    error = "'" + assignment + "': " + m.kernel +
            (scalars.empty() ? " takes no scalar argument"
                             : " takes the scalar arguments " + scalars + "; write NAME=VALUE");
    return false;
  }
  size_t i = arg - m.args.begin();
  if (isFloatDType(arg->dtype)) {
    char *end = nullptr;
    errno = 0;
    double v = std::strtod(text.c_str(), &end);
    if (text.empty() || *end || errno == ERANGE) {
      error = name + " is " + dtypeName(arg->dtype) + ": '" + text + "' is not a number";
      return false;
    }
    storeFromDouble(data[i].data(), arg->dtype, 0, v);
    // An f16 or bf16 scalar that rounds to infinity is a typo, not a value.
    if (std::isfinite(v) && !std::isfinite(loadAsDouble(data[i].data(), arg->dtype, 0))) {
      error = name + " is " + dtypeName(arg->dtype) + ": " + text + " is out of its range";
      return false;
    }
    return true;
  }
  int64_t v = 0;
  if (!parseInteger(*arg, text, v, error))
    return false;
  // One source of truth: a dimension's scalar follows the dimension.
  if (auto dim = m.dimValues.find(name); dim != m.dimValues.end() && dim->second != v) {
    error = name + " is a run-time dimension of " + m.kernel + ", resolved as " +
            std::to_string(dim->second) + ": resolve the manifest with " + name + "=" +
            std::to_string(v) + " (resolveDims) to change it";
    return false;
  }
  std::memcpy(data[i].data(), &v, dtypeSize(arg->dtype)); // little-endian: the low bytes
  return true;
}

/// An integer within the range of `arg`'s dtype, in decimal or in
/// hexadecimal with 0x (a leading 0 is not octal here).
static bool parseInteger(const ArgSpec &arg, const std::string &text, int64_t &out,
                         std::string &error) {
  char *end = nullptr;
  errno = 0;
  size_t digits = text.find_first_not_of("+-");
  bool hex = digits != std::string::npos && text.compare(digits, 2, "0x") == 0;
  long long v = std::strtoll(text.c_str(), &end, hex ? 16 : 10);
  int bits = int(dtypeSize(arg.dtype)) * 8;
  long long lo = bits == 64 ? LLONG_MIN : -(1LL << (bits - 1)),
            hi = bits == 64 ? LLONG_MAX : (1LL << (bits - 1)) - 1;
  if (text.empty() || *end || errno == ERANGE || v < lo || v > hi) {
    error = arg.name + " is " + dtypeName(arg.dtype) + ": '" + text +
            "' is not an integer from " + std::to_string(lo) + " to " + std::to_string(hi);
    return false;
  }
  out = v;
  return true;
}

bool parseDimAssignments(const Manifest &m, const std::vector<std::string> &assignments,
                         DimValues &out, std::string &error) {
  for (const std::string &assignment : assignments) {
    size_t eq = assignment.find('=');
    std::string name = assignment.substr(0, eq);
    if (eq == std::string::npos || !m.isDim(name))
      continue;
    auto arg = std::find_if(m.args.begin(), m.args.end(),
                            [&](const ArgSpec &a) { return a.name == name; });
    int64_t v = 0;
    if (arg == m.args.end() || !parseInteger(*arg, assignment.substr(eq + 1), v, error))
      return false;
    out[name] = v;
  }
  return true;
}

std::vector<CUdeviceptr> DeviceArgs::pointers() const {
  std::vector<CUdeviceptr> p;
  for (size_t i = 0; i < buffers.size(); ++i)
    p.push_back(i < values.size() && values[i] ? *values[i] : buffers[i].get());
  return p;
}

bool DeviceArgs::upload(const Device &device, const Manifest &m,
                        const HostArgs &host, DeviceArgs &out,
                        std::string &error) {
  const Driver &d = device.driver();
  out.buffers.clear();
  out.values.assign(m.args.size(), std::nullopt);
  for (size_t i = 0; i < m.args.size(); ++i) {
    if (m.args[i].isScalar()) {
      // Passed by value: the bits ride in the argument's 64-bit slot.
      CUdeviceptr bits = 0;
      std::memcpy(&bits, host.data[i].data(), std::min(sizeof(bits), host.data[i].size()));
      out.values[i] = bits;
      out.buffers.emplace_back();
      continue;
    }
    DeviceBuffer b;
    if (!DeviceBuffer::allocate(device, host.data[i].size(), b, error))
      return false;
    CUresult rc = d.cuMemcpyHtoD(b.get(), host.data[i].data(), host.data[i].size());
    if (rc != 0) {
      error = "cannot copy argument " + m.args[i].name + " to the GPU: " +
              d.describe(rc);
      return false;
    }
    out.buffers.push_back(std::move(b));
  }
  return true;
}

bool DeviceArgs::download(const Device &device, HostArgs &host,
                          std::string &error) const {
  const Driver &d = device.driver();
  CUresult rc = d.cuCtxSynchronize();
  if (rc != 0) {
    error = "the kernel failed: " + d.describe(rc);
    return false;
  }
  for (size_t i = 0; i < buffers.size(); ++i) {
    if (i < values.size() && values[i])
      continue; // a scalar: nothing comes back
    rc = d.cuMemcpyDtoH(host.data[i].data(), buffers[i].get(), host.data[i].size());
    if (rc != 0) {
      error = "cannot copy results back: " + d.describe(rc);
      return false;
    }
  }
  return true;
}

bool timeKernel(const Device &device, Kernel &kernel,
                const std::vector<CUdeviceptr> &args, int warmup, int reps,
                bool flushL2, Timing &out, std::string &error) {
  const Driver &d = device.driver();
  DeviceBuffer scratch;
  if (flushL2 &&
      !DeviceBuffer::allocate(device, 2 * static_cast<size_t>(device.l2Bytes),
                              scratch, error))
    return false;
  for (int i = 0; i < warmup; ++i)
    if (!kernel.launch(args, error))
      return false;
  CUevent start, stop;
  if (d.cuEventCreate(&start, 0) != 0 || d.cuEventCreate(&stop, 0) != 0) {
    error = "cannot create CUDA events";
    return false;
  }
  // Without a flush, each sample brackets enough back-to-back launches for
  // about 5 ms, so the host's launch latency (paid once per sample, while
  // the GPU waits) does not count against fast kernels.
  int inner = 1;
  bool ok = true;
  if (!flushL2) {
    float ms = 0;
    d.cuEventRecord(start, nullptr);
    ok = kernel.launch(args, error);
    d.cuEventRecord(stop, nullptr);
    d.cuEventSynchronize(stop);
    d.cuEventElapsedTime(&ms, start, stop);
    inner = std::max(1, std::min(100, static_cast<int>(5.0 / std::max(ms, 1e-3f))));
  }
  std::vector<double> samples;
  for (int i = 0; i < reps && ok; ++i) {
    if (flushL2)
      d.cuMemsetD8(scratch.get(), static_cast<unsigned char>(i), scratch.bytes());
    d.cuEventRecord(start, nullptr);
    for (int j = 0; j < inner && ok; ++j)
      ok = kernel.launch(args, error);
    d.cuEventRecord(stop, nullptr);
    CUresult rc = d.cuEventSynchronize(stop);
    if (ok && rc != 0) {
      error = kernel.manifest().kernel + " failed: " + d.describe(rc);
      ok = false;
    }
    float ms = 0;
    if (ok)
      d.cuEventElapsedTime(&ms, start, stop);
    samples.push_back(ms / inner);
  }
  d.cuEventDestroy(start);
  d.cuEventDestroy(stop);
  if (!ok)
    return false;
  std::sort(samples.begin(), samples.end());
  out.reps = reps;
  out.launchesPerSample = inner;
  out.minMs = samples.front();
  out.maxMs = samples.back();
  out.medianMs = samples.size() % 2 ? samples[samples.size() / 2]
                                    : (samples[samples.size() / 2 - 1] +
                                       samples[samples.size() / 2]) / 2;
  return true;
}

void defaultTolerances(DType dtype, double &rtol, double &atol) {
  switch (dtype) {
  case DType::F16:
  case DType::BF16:
    rtol = 1e-2;
    atol = 1e-2;
    return;
  case DType::F8E4M3FN:
  case DType::F8E5M2:
    // Outputs stored in 8 bits are off by up to half a step (2^-4, 2^-3).
    rtol = dtype == DType::F8E4M3FN ? 0.0625 : 0.125;
    atol = rtol;
    return;
  case DType::F32:
    rtol = 1e-5;
    atol = 1e-6;
    return;
  default:
    rtol = 0;
    atol = 0;
  }
}

} // namespace tile::rt
