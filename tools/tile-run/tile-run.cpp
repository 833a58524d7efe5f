//===- tile-run.cpp - run, check and time tile-mlir bundles ---------------===//
//
//   tile-run BUNDLE [--kernel NAME] [--bench] [--reference OTHER] [--arg NAME=VALUE]
//   tile-run --check-env [BUNDLE]
//   tile-run --tune DIR      (the bench step of tile-tune --compile-only)
//
// BUNDLE is a bundle folder (every kernel in it) or one <kernel>.json.
// Needs only the CUDA driver: no LLVM, no MLIR, no toolkit.
//
//===----------------------------------------------------------------------===//

#include "tile/Runtime/Bundle.h"
#include "tile/Runtime/Json.h"
#include "tile/Runtime/Runner.h"
#include "tile/Runtime/Tune.h"

#include <unistd.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

using namespace tile::rt;

namespace {

struct Options {
  std::string bundle, reference, kernel, jsonOut, tuneDir;
  bool checkEnv = false, bench = false, flushL2 = false, quiet = false,
       noCache = false;
  double tolerance = -1;
  double screen = 1.5;
  int warmup = 10, reps = 50, device = 0;
  uint64_t seed = 0;
  double rtol = -1, atol = -1;
  std::vector<std::string> scalars; // --arg NAME=VALUE
};

const char *kUsage =
    "usage: tile-run BUNDLE [options]\n"
    "       tile-run --check-env [BUNDLE]\n"
    "       tile-run --tune DIR [--no-cache] [--tolerance X]\n"
    "\n"
    "Runs the kernels of a bundle (a folder, or one <kernel>.json manifest) on\n"
    "seeded inputs.\n"
    "\n"
    "  --kernel NAME       only this kernel of the bundle\n"
    "  --check-env         print the driver, the GPU and whether the bundle can run\n"
    "  --bench             time the kernel (CUDA events) and report GB/s, TFLOP/s\n"
    "  --warmup N          launches before timing (10)\n"
    "  --reps N            timed samples (50)\n"
    "  --flush-l2          overwrite the L2 cache before each sample\n"
    "  --reference OTHER   run OTHER (a bundle with the same arguments) on the\n"
    "                      same inputs and compare the outputs\n"
    "  --rtol X --atol X   tolerances of the comparison (default by dtype)\n"
    "  --seed N            input seed (0)\n"
    "  --arg NAME=VALUE    the value of a scalar argument (else a seeded random\n"
    "                      one, like the inputs' elements); for a run-time\n"
    "                      dimension, also the size it gives the shapes and the\n"
    "                      grid (else the manifest's default, in \"dims\")\n"
    "  --device N          GPU ordinal (0)\n"
    "  --json FILE         also write the results as JSON\n"
    "  --tune DIR          run, verify against the reference and time every\n"
    "                      candidate tile-tune --compile-only wrote to DIR;\n"
    "                      print the table and the winner, write\n"
    "                      DIR/results.json and the tuning cache entry\n"
    "  --no-cache          with --tune: do not write the cache\n"
    "  --tolerance X       with --tune: largest relative L2 error (tune.json's)\n"
    "  --screen X          with --tune: a candidate whose first 3 samples are\n"
    "                      over X times the best so far is not timed further\n"
    "                      (1.5; 0 times every candidate fully)\n";

int fail(const std::string &message) {
  std::fprintf(stderr, "tile-run: error: %s\n", message.c_str());
  return 1;
}

bool parseInt(const char *text, long long min, long long &out) {
  char *end = nullptr;
  errno = 0;
  out = std::strtoll(text, &end, 10);
  return errno == 0 && end && *end == '\0' && end != text && out >= min;
}

bool parseDouble(const char *text, double &out) {
  char *end = nullptr;
  out = std::strtod(text, &end);
  return end && *end == '\0' && end != text && out >= 0;
}

/// Parses the command line; returns false with `error` set, or with
/// `error` empty for --help.
bool parseOptions(int argc, char **argv, Options &o, std::string &error) {
  int timingGiven = 0; // --warmup: 1, --reps: 2
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&](const char *&out) {
      if (i + 1 >= argc) {
        error = a + " needs a value";
        return false;
      }
      out = argv[++i];
      return true;
    };
    auto integer = [&](long long min, long long &out) {
      const char *v;
      if (!value(v))
        return false;
      if (!parseInt(v, min, out)) {
        error = a + " takes an integer >= " + std::to_string(min) + ", got '" + v + "'";
        return false;
      }
      return true;
    };
    long long n;
    const char *v;
    if (a == "-h" || a == "--help") {
      error.clear();
      return false;
    } else if (a == "--check-env") {
      o.checkEnv = true;
    } else if (a == "--bench") {
      o.bench = true;
    } else if (a == "--tune") {
      if (!value(v))
        return false;
      o.tuneDir = v;
    } else if (a == "--no-cache") {
      o.noCache = true;
    } else if (a == "--tolerance") {
      if (!value(v))
        return false;
      if (!parseDouble(v, o.tolerance)) {
        error = a + " takes a non-negative number, got '" + std::string(v) + "'";
        return false;
      }
    } else if (a == "--screen") {
      if (!value(v))
        return false;
      if (!parseDouble(v, o.screen)) {
        error = a + " takes a non-negative number, got '" + std::string(v) + "'";
        return false;
      }
    } else if (a == "--flush-l2") {
      o.flushL2 = true;
    } else if (a == "--kernel") {
      if (!value(v))
        return false;
      o.kernel = v;
    } else if (a == "--reference") {
      if (!value(v))
        return false;
      o.reference = v;
    } else if (a == "--json") {
      if (!value(v))
        return false;
      o.jsonOut = v;
    } else if (a == "--warmup") {
      if (!integer(0, n))
        return false;
      o.warmup = static_cast<int>(n);
      timingGiven |= 1;
    } else if (a == "--reps") {
      if (!integer(1, n))
        return false;
      o.reps = static_cast<int>(n);
      timingGiven |= 2;
    } else if (a == "--device") {
      if (!integer(0, n))
        return false;
      o.device = static_cast<int>(n);
    } else if (a == "--arg") {
      if (!value(v))
        return false;
      std::string name = std::string(v).substr(0, std::string(v).find('='));
      if (std::any_of(o.scalars.begin(), o.scalars.end(), [&](const std::string &s) {
            return s.substr(0, s.find('=')) == name;
          })) {
        error = "--arg " + name + " is given twice; give it once";
        return false;
      }
      o.scalars.push_back(v);
    } else if (a == "--seed") {
      if (!integer(0, n))
        return false;
      o.seed = static_cast<uint64_t>(n);
    } else if (a == "--rtol" || a == "--atol") {
      if (!value(v))
        return false;
      double &t = a == "--rtol" ? o.rtol : o.atol;
      if (!parseDouble(v, t)) {
        error = a + " takes a non-negative number, got '" + std::string(v) + "'";
        return false;
      }
    } else if (!a.empty() && a[0] == '-') {
      error = "unknown option '" + a + "' (see --help)";
      return false;
    } else if (o.bundle.empty()) {
      o.bundle = a;
    } else {
      error = "one bundle at a time (got '" + o.bundle + "' and '" + a + "')";
      return false;
    }
  }
  if (!o.tuneDir.empty() && !o.bundle.empty()) {
    error = "--tune takes the folder; no bundle besides it";
    return false;
  }
  if (o.bundle.empty() && !o.checkEnv && o.tuneDir.empty()) {
    error = "no bundle given (see --help)";
    return false;
  }
  // Timing options without timing were once ignored without a word.
  if (!o.bench && o.tuneDir.empty() && (timingGiven & 1 || timingGiven & 2)) {
    error = std::string(timingGiven & 1 ? "--warmup" : "--reps") +
            " sets how a kernel is timed: add --bench (or --tune DIR)";
    return false;
  }
  return true;
}

/// The manifests to run: every kernel of the bundle, or the one named.
bool selectManifests(const std::string &bundle, const std::string &kernel,
                     std::vector<Manifest> &out, std::string &error) {
  std::vector<std::string> paths;
  if (!findManifests(bundle, paths, error))
    return false;
  std::string names;
  for (const std::string &p : paths) {
    Manifest m;
    if (!loadManifest(p, m, error))
      return false;
    // A specialization runs through its kernel's dispatch table, or when
    // named.
    if (!m.caseOf.empty() && m.kernel != kernel && paths.size() > 1)
      continue;
    names += (names.empty() ? "" : ", ") + m.kernel;
    if (kernel.empty() || m.kernel == kernel)
      out.push_back(std::move(m));
  }
  if (out.empty()) {
    error = bundle + ": no kernel named '" + kernel + "' (it holds " + names + ")";
    return false;
  }
  return true;
}

std::string formatVersion(int v) {
  return std::to_string(v / 1000) + "." + std::to_string(v % 1000 / 10);
}

int checkEnvironment(const Options &o) {
  std::string error;
  std::unique_ptr<Device> device = Device::open(o.device, error);
  if (!device)
    return fail(error);
  std::printf("driver        CUDA %s\n", formatVersion(device->driverVersion).c_str());
  std::printf("gpu %d         %s\n", o.device, device->name.c_str());
  std::printf("capability    %d.%d\n", device->ccMajor, device->ccMinor);
  std::printf("SMs           %d\n", device->multiprocessors);
  std::printf("memory        %.1f GiB\n", device->totalMemory / 1073741824.0);
  std::printf("L2            %d KiB\n", device->l2Bytes / 1024);
  std::printf("shared/block  %d KiB (opt-in %d KiB)\n", device->sharedPerBlock / 1024,
              device->sharedPerBlockOptin / 1024);
  if (o.bundle.empty())
    return 0;
  std::vector<Manifest> manifests;
  if (!selectManifests(o.bundle, o.kernel, manifests, error))
    return fail(error);
  bool all = true;
  for (const Manifest &m : manifests) {
    Compatibility c = checkCompatibility(*device, m);
    std::printf("%-13s %s (%s, PTX ISA %s): %s\n", m.kernel.c_str(),
                c.ok ? "runs" : "CANNOT RUN", m.chip.c_str(), m.ptxVersion.c_str(),
                c.reason.c_str());
    all &= c.ok;
  }
  return all ? 0 : 1;
}

/// Summary of an output buffer: finite count, min, max, mean, and the
/// elements an output argument never had written.
std::string summarize(const ArgSpec &a, const std::vector<unsigned char> &data) {
  int64_t n = a.numElements(), finite = 0, unwritten = 0;
  double lo = INFINITY, hi = -INFINITY, sum = 0;
  size_t size = dtypeSize(a.dtype);
  for (int64_t i = 0; i < n; ++i) {
    if (!a.isInput() &&
        std::all_of(data.begin() + i * size, data.begin() + (i + 1) * size,
                    [](unsigned char c) { return c == kUnwrittenByte; }))
      ++unwritten;
    double v = loadAsDouble(data.data(), a.dtype, i);
    if (!std::isfinite(v))
      continue;
    ++finite;
    lo = std::min(lo, v);
    hi = std::max(hi, v);
    sum += v;
  }
  char buf[256];
  std::snprintf(buf, sizeof(buf), "%lld/%lld finite, min %.6g, max %.6g, mean %.6g",
                static_cast<long long>(finite), static_cast<long long>(n), lo, hi,
                finite ? sum / finite : 0.0);
  std::string text = buf;
  // Outputs start as a NaN pattern: what still holds it was never written
  // (or was written as exactly that pattern).
  if (unwritten)
    text += "; " + std::to_string(unwritten) + " elements still hold the unwritten fill";
  return text;
}

int tune(const Options &o) {
  TuneBenchOptions options;
  options.device = o.device;
  options.warmup = o.warmup;
  options.reps = o.reps;
  options.tolerance = o.tolerance;
  options.screen = o.screen;
  options.useCache = !o.noCache;
  options.args = o.scalars;
  std::vector<Json> results;
  std::string error;
  if (!benchTuneFolders(o.tuneDir, options, results, error))
    return fail(error);
  if (std::string table = formatDispatchTable(results); !table.empty())
    std::printf("\nshape cases for the kernel file (the winners by shape):\n%s\n", table.c_str());
  return 0;
}

int run(const Options &o) {
  std::string error;
  std::vector<Manifest> manifests;
  if (!selectManifests(o.bundle, o.kernel, manifests, error))
    return fail(error);
  std::vector<Manifest> references;
  if (!o.reference.empty() && !selectManifests(o.reference, "", references, error))
    return fail(error);
  // A kernel with run-time dimensions runs with those --arg gives, else
  // with its defaults; its reference resolves with the same values.
  for (std::vector<Manifest> *list : {&manifests, &references})
    for (Manifest &m : *list) {
      DimValues given;
      if (!parseDimAssignments(m, o.scalars, given, error))
        return fail("--arg " + error);
      if (!resolveDims(m, given, error))
        return fail(error);
    }
  // Pair every kernel with its reference (the one that names it in
  // reference_for, else the same name, else the only one) and check their
  // arguments match before touching the GPU.
  std::vector<const Manifest *> pairedReference(manifests.size(), nullptr);
  if (!o.reference.empty()) {
    for (size_t i = 0; i < manifests.size(); ++i) {
      for (const Manifest &r : references)
        if (r.referenceFor == manifests[i].kernel)
          pairedReference[i] = &r;
      for (const Manifest &r : references)
        if (!pairedReference[i] && (r.kernel == manifests[i].kernel || references.size() == 1))
          pairedReference[i] = &r;
      if (!pairedReference[i])
        return fail(o.reference + ": no kernel named '" + manifests[i].kernel +
                    "' (or a reference for it) to compare with");
      if (!checkSameArguments(manifests[i], *pairedReference[i], error))
        return fail("cannot compare " + manifests[i].kernel + " with " +
                    pairedReference[i]->path + ": " + error);
    }
  }
  // Each --arg names a scalar of some kernel run here (or of its
  // reference), and every kernel that takes it gets its value; both are
  // checked before the GPU is.
  auto takes = [](const Manifest &m, const std::string &assignment) {
    std::string name = assignment.substr(0, assignment.find('='));
    return std::any_of(m.args.begin(), m.args.end(),
                       [&](const ArgSpec &a) { return a.isScalar() && a.name == name; });
  };
  auto setScalars = [&](const Manifest &m, HostArgs &host) {
    for (const std::string &assignment : o.scalars)
      if (takes(m, assignment) && !host.setScalar(m, assignment, error))
        return false;
    return true;
  };
  for (const std::string &assignment : o.scalars) {
    auto taken = [&](const std::vector<Manifest> &list) {
      return std::any_of(list.begin(), list.end(),
                         [&](const Manifest &m) { return takes(m, assignment); });
    };
    if (!taken(manifests) && !taken(references)) {
      HostArgs probe = HostArgs::generate(manifests.front(), 0);
      probe.setScalar(manifests.front(), assignment, error);
      return fail("--arg " + error);
    }
  }
  for (const Manifest &m : manifests) {
    HostArgs probe;
    for (const ArgSpec &a : m.args)
      probe.data.emplace_back(a.isScalar() ? dtypeSize(a.dtype) : 0);
    if (!setScalars(m, probe))
      return fail("--arg " + error);
  }
  std::unique_ptr<Device> device = Device::open(o.device, error);
  if (!device)
    return fail(error);

  Json results = Json::object();
  bool allPassed = true;
  for (size_t mi = 0; mi < manifests.size(); ++mi) {
    const Manifest &m = manifests[mi];
    std::unique_ptr<Kernel> kernel = Kernel::load(*device, m, error);
    if (!kernel)
      return fail(error);
    std::string cluster;
    if (m.cluster != std::array<unsigned, 3>{1, 1, 1})
      cluster = " in clusters of [" + std::to_string(m.cluster[0]) + ", " +
                std::to_string(m.cluster[1]) + ", " + std::to_string(m.cluster[2]) + "]";
    std::string producer;
    if (m.producerWarps)
      producer = " (" + std::to_string(m.producerWarps) + " producer warp" +
                 (m.producerWarps > 1 ? "s" : "") + ")";
    std::string dims = m.isDynamic() ? "dims " + formatDims(m) + ", " : "";
    if (!m.specialization.empty())
      dims = "specialization " + m.specialization + ", " + dims;
    std::printf("%s: %s, %sgrid [%u, %u, %u]%s x block [%u, %u, %u]%s, %d registers%s\n",
                m.kernel.c_str(), kernel->fromCubin ? "cubin" : "PTX", dims.c_str(), m.grid[0],
                m.grid[1], m.grid[2], cluster.c_str(), m.block[0], m.block[1], m.block[2],
                producer.c_str(),
                kernel->registers,
                kernel->localBytes ? (", " + std::to_string(kernel->localBytes) +
                                      " B local memory").c_str()
                                   : "");
    if (kernel->localBytes)
      std::fprintf(stderr,
                   "tile-run: warning: %s uses %d bytes of local memory per thread (register "
                   "spills or a stack frame: the bundle's ptxas_info says which); expect it "
                   "slower than a kernel that keeps them in registers\n",
                   m.kernel.c_str(), kernel->localBytes);
    // The inputs and a copy for the outputs live on the host: refuse what
    // would not fit rather than die in the allocator.
    uint64_t hostBytes = 0;
    for (const ArgSpec &a : m.args)
      hostBytes += 2 * a.sizeInBytes();
    uint64_t ram = uint64_t(sysconf(_SC_PHYS_PAGES)) * uint64_t(sysconf(_SC_PAGESIZE));
    if (ram && hostBytes > ram)
      return fail(m.kernel + ": its arguments need " + std::to_string(hostBytes >> 20) +
                  " MiB of host memory for inputs and outputs, more than this machine's " +
                  std::to_string(ram >> 20) + " MiB");
    HostArgs inputs = HostArgs::generate(m, o.seed);
    if (!setScalars(m, inputs))
      return fail("--arg " + error);
    for (size_t i = 0; i < m.args.size(); ++i)
      if (m.args[i].isScalar())
        std::printf("  %s = %.9g (%s)\n", m.args[i].name.c_str(),
                    loadAsDouble(inputs.data[i].data(), m.args[i].dtype, 0),
                    dtypeName(m.args[i].dtype));
    DeviceArgs args;
    HostArgs outputs = inputs;
    if (!DeviceArgs::upload(*device, m, inputs, args, error) ||
        !kernel->launch(args.pointers(), error) ||
        !args.download(*device, outputs, error))
      return fail(error);
    Json entry = Json::object();
    if (m.isDynamic()) {
      entry["dims"] = Json::object();
      for (const auto &[name, value] : m.dimValues)
        entry["dims"][name] = value;
      entry["grid"] = {m.grid[0], m.grid[1], m.grid[2]};
    }
    for (size_t i = 0; i < m.args.size(); ++i)
      if (m.args[i].isOutput())
        std::printf("  %s: %s\n", m.args[i].name.c_str(),
                    summarize(m.args[i], outputs.data[i]).c_str());

    if (const Manifest *ref = pairedReference[mi]) {
      std::unique_ptr<Kernel> refKernel = Kernel::load(*device, *ref, error);
      if (!refKernel)
        return fail(error);
      // The same data arguments; a dimension's scalar is each kernel's own.
      DeviceArgs refArgs;
      HostArgs refInputs = inputs.rebind(m, *ref), refOutputs = refInputs;
      if (!DeviceArgs::upload(*device, *ref, refInputs, refArgs, error) ||
          !refKernel->launch(refArgs.pointers(), error) ||
          !refArgs.download(*device, refOutputs, error))
        return fail(error);
      std::vector<size_t> mine = dataArguments(m), theirs = dataArguments(*ref);
      for (size_t k = 0; k < mine.size(); ++k) {
        size_t i = mine[k], r = theirs[k];
        const ArgSpec &a = m.args[i];
        if (!a.isOutput())
          continue;
        double rtol, atol;
        defaultTolerances(a.dtype, rtol, atol);
        if (o.rtol >= 0)
          rtol = o.rtol;
        if (o.atol >= 0)
          atol = o.atol;
        int64_t n = a.numElements();
        std::vector<double> x(n), y(n);
        for (int64_t j = 0; j < n; ++j) {
          x[j] = loadAsDouble(outputs.data[i].data(), a.dtype, j);
          y[j] = loadAsDouble(refOutputs.data[r].data(), a.dtype, j);
        }
        Comparison c = compare(x.data(), y.data(), n, rtol, atol);
        bool pass = c.mismatches == 0;
        allPassed &= pass;
        std::printf("  %s vs reference: %s (rel. L2 error %.3g, max abs error %.3g, "
                    "%lld of %lld mismatch at rtol %g atol %g)\n",
                    a.name.c_str(), pass ? "PASS" : "FAIL", c.relL2Error,
                    c.maxAbsError, static_cast<long long>(c.mismatches),
                    static_cast<long long>(c.count), rtol, atol);
        entry[a.name + ".rel_l2_error"] = c.relL2Error;
        entry[a.name + ".mismatches"] = c.mismatches;
      }
    }

    if (o.bench) {
      Timing t;
      if (!timeKernel(*device, *kernel, args.pointers(), o.warmup, o.reps,
                      o.flushL2, t, error))
        return fail(error);
      double gbs = m.bytes / (t.medianMs * 1e6);
      std::printf("  time: median %.4f ms (min %.4f, max %.4f; %d samples of %d "
                  "launch%s%s)\n",
                  t.medianMs, t.minMs, t.maxMs, t.reps, t.launchesPerSample,
                  t.launchesPerSample > 1 ? "es" : "", o.flushL2 ? ", L2 flushed" : "");
      std::printf("  bandwidth: %.1f GB/s (%lld bytes)\n", gbs,
                  static_cast<long long>(m.bytes));
      if (m.flops > 0)
        std::printf("  throughput: %.1f TFLOP/s\n", m.flops / (t.medianMs * 1e9));
      entry["median_ms"] = t.medianMs;
      entry["min_ms"] = t.minMs;
      entry["max_ms"] = t.maxMs;
      entry["gb_per_s"] = gbs;
      if (m.flops > 0)
        entry["tflop_per_s"] = m.flops / (t.medianMs * 1e9);
    }
    results[m.kernel] = std::move(entry);
  }
  if (!o.jsonOut.empty()) {
    Json root = Json::object();
    root["gpu"] = device->name;
    root["kernels"] = std::move(results);
    if (!writeJsonFile(o.jsonOut, root, error))
      return fail(error);
  }
  if (!allPassed)
    return fail("outputs differ from the reference");
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  Options o;
  std::string error;
  if (!parseOptions(argc, argv, o, error)) {
    if (error.empty()) {
      std::fputs(kUsage, stdout);
      return 0;
    }
    return fail(error);
  }
  if (!o.tuneDir.empty())
    return tune(o);
  return o.checkEnv ? checkEnvironment(o) : run(o);
}
