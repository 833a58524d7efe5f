//===- Tune.cpp - timing and verifying tile-tune candidates ---------------===//

#include "tile/Runtime/Tune.h"

#include "tile/Runtime/Bundle.h"
#include "tile/Runtime/Metrics.h"
#include "tile/Runtime/Runner.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <sys/stat.h>
#include <vector>
#include <set>
#include <map>
#include <algorithm>
#include <dirent.h>

namespace tile::rt {

std::string getCacheDirectory() {
  auto env = [](const char *name) {
    const char *v = std::getenv(name);
    return std::string(v ? v : "");
  };
  if (std::string dir = env("TILE_CACHE_DIR"); !dir.empty())
    return dir;
  if (std::string dir = env("XDG_CACHE_HOME"); !dir.empty())
    return dir + "/tile-mlir";
  return env("HOME") + "/.cache/tile-mlir";
}

std::string getTuneCachePath(const std::string &key) {
  return getCacheDirectory() + "/tune/" + key + ".json";
}

bool createDirectories(const std::string &path, std::string &error) {
  for (size_t i = 1; i <= path.size(); ++i) {
    if (i < path.size() && path[i] != '/')
      continue;
    std::string prefix = path.substr(0, i);
    if (::mkdir(prefix.c_str(), 0755) != 0 && errno != EEXIST) {
      error = "cannot create '" + prefix + "': " + std::strerror(errno);
      return false;
    }
  }
  return true;
}

bool writeJsonFile(const std::string &path, const Json &value,
                   std::string &error) {
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    out << dumpJson(value) << "\n";
    if (!out) {
      error = "cannot write " + path;
      std::remove(tmp.c_str());
      return false;
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    error = "cannot write " + path;
    std::remove(tmp.c_str());
    return false;
  }
  return true;
}

bool readTuneCache(const std::string &key, Json &result) {
  std::string text, error;
  Json value;
  if (key.empty() || !readFile(getTuneCachePath(key), text) ||
      !parseJson(text, value, error))
    return false;
  const Json *format = member(value, "format");
  if (!format || integerOf(*format) != 1 || stringOf(member(value, "key")) != key)
    return false;
  result = std::move(value);
  return true;
}

bool writeTuneCache(const std::string &key, const Json &result,
                    std::string &error) {
  std::string dir = getCacheDirectory() + "/tune";
  return createDirectories(dir, error) &&
         writeJsonFile(getTuneCachePath(key), result, error);
}

namespace {

/// Reads the one kernel manifest of a bundle folder, resolved for the
/// run-time dimensions `assignments` set (NAME=VALUE; the defaults else).
bool loadOnlyManifest(const std::string &folder, const std::vector<std::string> &assignments,
                      Manifest &m, std::string &error) {
  std::vector<std::string> paths;
  if (!findManifests(folder, paths, error))
    return false;
  if (paths.size() != 1) {
    error = folder + ": expected one kernel, found " + std::to_string(paths.size());
    return false;
  }
  DimValues given;
  return loadManifest(paths.front(), m, error) &&
         parseDimAssignments(m, assignments, given, error) && resolveDims(m, given, error);
}

/// Runs `m` on `inputs` and returns its outputs.
bool runOnce(const Device &device, const Manifest &m, const HostArgs &inputs,
             std::unique_ptr<Kernel> &kernel, DeviceArgs &args,
             HostArgs &outputs, std::string &error) {
  kernel = Kernel::load(device, m, error);
  outputs = inputs;
  return kernel && DeviceArgs::upload(device, m, inputs, args, error) &&
         kernel->launch(args.pointers(), error) &&
         args.download(device, outputs, error);
}

/// The largest relative L2 error over the outputs; NaN when some output
/// holds a NaN or infinity the reference does not. `ref` holds the
/// reference's outputs by data argument (see dataArguments).
double compareOutputs(const Manifest &m, const HostArgs &out,
                      const std::vector<std::vector<double>> &ref) {
  double worst = 0;
  std::vector<size_t> data = dataArguments(m);
  for (size_t k = 0; k < data.size() && k < ref.size(); ++k) {
    size_t i = data[k];
    const ArgSpec &a = m.args[i];
    if (!a.isOutput())
      continue;
    int64_t n = a.numElements();
    std::vector<double> x(n);
    for (int64_t j = 0; j < n; ++j)
      x[j] = loadAsDouble(out.data[i].data(), a.dtype, j);
    Comparison c = compare(x.data(), ref[k].data(), n, 0, 0);
    if (c.hasNonFinite && c.mismatches > 0)
      return NAN;
    worst = std::max(worst, c.relL2Error);
  }
  return worst;
}

Json row(const std::string &config, const std::string &status,
         const std::string &reason) {
  Json r = Json::object();
  r["config"] = config;
  r["status"] = status;
  if (!reason.empty())
    r["reason"] = reason;
  return r;
}

} // namespace

bool benchTuneFolder(const std::string &folder, const TuneBenchOptions &o,
                     Json &result, std::string &error) {
  std::string text;
  Json tune;
  if (!readFile(folder + "/tune.json", text)) {
    error = folder + ": no tune.json (write one with tile-tune --compile-only -o " +
            folder + ")";
    return false;
  }
  if (!parseJson(text, tune, error)) {
    error = folder + "/tune.json: " + error;
    return false;
  }
  const Json *candidates = member(tune, "candidates");
  if (!candidates || !candidates->is_array()) {
    error = folder + "/tune.json: no candidates";
    return false;
  }
  auto field = [&](const char *name) { return stringOf(member(tune, name)); };
  auto integer = [&](const char *name) {
    const Json *v = member(tune, name);
    return v ? integerOf(*v).value_or(0) : 0;
  };
  double tolerance = o.tolerance >= 0 ? o.tolerance : numberOf(member(tune, "tolerance"));
  uint64_t seed = static_cast<uint64_t>(integer("seed"));
  int64_t flops = integer("flops");
  std::string reference = field("reference");

  std::unique_ptr<Device> device = Device::open(o.device, error);
  if (!device)
    return false;

  // Inputs come from the first compiled candidate's arguments; every other
  // candidate and the reference must take the same.
  Manifest first;
  bool haveFirst = false;
  for (const Json &c : *candidates)
    if (stringOf(member(c, "status")) == "compiled" && member(c, "bundle")) {
      if (!loadOnlyManifest(folder + "/" + stringOf(member(c, "bundle")), o.args, first,
                            error))
        return false;
      haveFirst = true;
      break;
    }
  // --arg sets dimensions here (a scalar's value would differ per kernel
  // of the folder); the flops are the kernel's own at those dimensions.
  for (const std::string &assignment : o.args) {
    std::string name = assignment.substr(0, assignment.find('='));
    if (haveFirst && !first.isDim(name)) {
      error = "--arg " + assignment + ": with --tune, --arg sets run-time dimensions, and " +
              first.kernel + " has " +
              (first.isDynamic() ? "the dimensions " + formatDims(first)
                                  : std::string("no run-time dimension"));
      return false;
    }
  }
  if (haveFirst && first.isDynamic() && first.flops > 0)
    flops = first.flops;
  HostArgs inputs;
  std::vector<std::vector<double>> expected;
  bool verified = !reference.empty();
  if (haveFirst) {
    inputs = HostArgs::generate(first, seed);
    if (verified) {
      Manifest ref;
      std::unique_ptr<Kernel> refKernel;
      DeviceArgs refArgs;
      HostArgs refOut;
      if (!loadOnlyManifest(folder + "/" + reference, o.args, ref, error) ||
          !checkSameArguments(first, ref, error) ||
          !runOnce(*device, ref, inputs.rebind(first, ref), refKernel, refArgs, refOut,
                   error)) {
        error = "reference: " + error;
        return false;
      }
      std::vector<size_t> data = dataArguments(ref);
      expected.resize(data.size());
      for (size_t k = 0; k < data.size(); ++k) {
        size_t i = data[k];
        if (!ref.args[i].isOutput())
          continue;
        int64_t n = ref.args[i].numElements();
        expected[k].resize(n);
        for (int64_t j = 0; j < n; ++j)
          expected[k][j] = loadAsDouble(refOut.data[i].data(), ref.args[i].dtype, j);
      }
    }
  }

  Json rows = Json::array();
  Json winner;
  double best = INFINITY;
  for (const Json &c : *candidates) {
    std::string config = stringOf(member(c, "config"));
    std::string status = stringOf(member(c, "status"));
    std::string reason = stringOf(member(c, "reason"));
    if (status != "compiled") {
      rows.push_back(row(config, status, reason));
      continue;
    }
    Manifest m;
    std::unique_ptr<Kernel> kernel;
    DeviceArgs args;
    HostArgs out;
    std::string why;
    if (!loadOnlyManifest(folder + "/" + stringOf(member(c, "bundle")), o.args, m, why) ||
        !checkSameArguments(first, m, why) ||
        !runOnce(*device, m, inputs.rebind(first, m), kernel, args, out, why)) {
      rows.push_back(row(config, "run error", why));
      std::fprintf(stderr, "tile-tune: %s: %s\n", config.c_str(), why.c_str());
      continue;
    }
    Json r = row(config, verified ? "ok" : "unverified", "");
    if (const Json *params = member(c, "params"))
      r["params"] = *params;
    if (verified) {
      double err = compareOutputs(m, out, expected);
      r["rel_l2_error"] = err;
      if (!(err <= tolerance)) {
        r["status"] = "wrong";
        char buf[96];
        std::snprintf(buf, sizeof(buf), "rel. L2 error %.3g > %.3g", err, tolerance);
        r["reason"] = buf;
        rows.push_back(std::move(r));
        continue;
      }
    }
    // Screening: a few samples first; a candidate already slower than
    // o.screen x the best cannot win, and keeps that coarse figure.
    Timing t;
    bool screened = false;
    if (o.screen > 0 && std::isfinite(best)) {
      if (!timeKernel(*device, *kernel, args.pointers(), 1, 3,
                      /*flushL2=*/false, t, why)) {
        rows.push_back(row(config, "run error", why));
        continue;
      }
      screened = t.medianMs > o.screen * best;
    }
    if (!screened && !timeKernel(*device, *kernel, args.pointers(), o.warmup,
                                 o.reps, /*flushL2=*/false, t, why)) {
      rows.push_back(row(config, "run error", why));
      continue;
    }
    if (screened) {
      char buf[96];
      std::snprintf(buf, sizeof(buf), "3 samples: over %.2gx the best so far",
                    o.screen);
      r["reason"] = buf;
    }
    r["median_ms"] = t.medianMs;
    if (flops > 0)
      r["tflops"] = flops / (t.medianMs * 1e9);
    if (t.medianMs < best) {
      best = t.medianMs;
      winner = r;
    }
    std::fprintf(stderr, "tile-tune: %-60s %s %.4f ms\n", config.c_str(),
                 stringOf(member(r, "status")).c_str(), t.medianMs);
    rows.push_back(std::move(r));
  }

  result = Json::object();
  result["format"] = 1;
  result["key"] = field("key");
  result["kernel"] = field("kernel");
  result["chip"] = field("chip");
  result["gpu"] = device->name;
  result["space"] = field("space");
  result["flops"] = flops;
  if (first.isDynamic()) {
    result["dims"] = Json::object();
    for (const auto &[name, value] : first.dimValues)
      result["dims"][name] = value;
  }
  // The problem sizes of one folder of `tile-tune --shapes`.
  if (const Json *shape = member(tune, "shape"))
    result["shape"] = *shape;
  result["tolerance"] = tolerance;
  result["verified"] = verified;
  result["rows"] = std::move(rows);
  result["winner"] = std::move(winner);
  if (!writeJsonFile(folder + "/results.json", result, error))
    return false;
  if (o.useCache && !field("key").empty() &&
      !writeTuneCache(field("key"), result, error))
    return false;
  return true;
}

void printTuneResult(const Json &result, std::FILE *out) {
  auto str = [](const Json &v, const char *name) { return stringOf(member(v, name)); };
  const Json *rows = member(result, "rows");
  std::fprintf(out, "%s on %s (%s)\n", str(result, "kernel").c_str(),
               str(result, "gpu").c_str(), str(result, "chip").c_str());
  std::fprintf(out, "%-56s %-14s %10s %9s\n", "configuration", "status",
               "median ms", "TFLOP/s");
  for (const Json &r : rows && rows->is_array() ? *rows : Json::array()) {
    const Json *ms = member(r, "median_ms"), *tf = member(r, "tflops");
    std::string status = str(r, "status");
    std::string reason = str(r, "reason");
    std::fprintf(out, "%-56s %-14s", str(r, "config").c_str(), status.c_str());
    if (ms)
      std::fprintf(out, " %10.4f", numberOf(ms));
    else
      std::fprintf(out, " %10s", "-");
    if (tf)
      std::fprintf(out, " %9.1f", numberOf(tf));
    else
      std::fprintf(out, " %9s", "-");
    if (!reason.empty())
      std::fprintf(out, "  %s", reason.c_str());
    std::fprintf(out, "\n");
  }
  const Json *w = member(result, "winner");
  if (!w || !w->is_object()) {
    std::fprintf(out, "no configuration ran correctly\n");
    return;
  }
  std::fprintf(out, "winner: %s  %.4f ms", str(*w, "config").c_str(),
               numberOf(member(*w, "median_ms")));
  if (const Json *tf = member(*w, "tflops"))
    std::fprintf(out, "  %.1f TFLOP/s", numberOf(tf));
  const Json *verified = member(result, "verified");
  std::fprintf(out, "%s\n",
               verified && verified->is_boolean() && verified->get<bool>()
                   ? ""
                   : "  (UNVERIFIED: the kernel file declares no reference)");
}

bool benchTuneFolders(const std::string &dir, const TuneBenchOptions &options,
                      std::vector<Json> &results, std::string &error) {
  // A folder of one kernel, or of several (one subfolder each: kernels, or
  // the shapes of tile-tune --shapes).
  std::vector<std::string> folders;
  struct stat st;
  if (::stat((dir + "/tune.json").c_str(), &st) == 0) {
    folders.push_back(dir);
  } else if (DIR *d = opendir(dir.c_str())) {
    while (dirent *e = readdir(d)) {
      std::string sub = dir + "/" + e->d_name;
      if (e->d_name[0] != '.' && ::stat((sub + "/tune.json").c_str(), &st) == 0)
        folders.push_back(sub);
    }
    closedir(d);
    std::sort(folders.begin(), folders.end());
  }
  if (folders.empty()) {
    error = dir + ": no tune.json here or in its subfolders (write one with tile-tune "
                  "--compile-only -o " + dir + ")";
    return false;
  }
  for (const std::string &folder : folders) {
    Json result;
    if (!benchTuneFolder(folder, options, result, error))
      return false;
    printTuneResult(result, stdout);
    std::fflush(stdout);
    results.push_back(std::move(result));
  }
  return true;
}

std::string formatDispatchTable(const std::vector<Json> &results) {
  struct Point {
    std::map<std::string, int64_t> shape, set;
  };
  std::vector<Point> points;
  std::string kernel;
  for (const Json &r : results) {
    const Json *shape = member(r, "shape");
    const Json *winner = member(r, "winner");
    const Json *params = winner ? member(*winner, "params") : nullptr;
    if (!shape || !shape->is_object() || shape->empty() || !params || !params->is_object())
      continue;
    if (!kernel.empty() && stringOf(member(r, "kernel")) != kernel)
      return "";
    kernel = stringOf(member(r, "kernel"));
    Point p;
    for (const auto &[name, v] : shape->items())
      p.shape[name] = integerOf(v).value_or(0);
    for (const auto &[name, v] : params->items())
      p.set[name] = integerOf(v).value_or(0);
    points.push_back(std::move(p));
  }
  if (points.empty())
    return "";
  // The dimensions that differ between the shapes.
  // (missing from one shape, or not the same in all).
  std::set<std::string> varying;
  for (const Point &p : points)
    for (const auto &[name, v] : p.shape)
      for (const Point &q : points)
        if (q.shape.count(name) == 0 || q.shape.at(name) != v)
          varying.insert(name);
  struct Case {
    std::map<std::string, std::pair<int64_t, int64_t>> when;
    std::map<std::string, int64_t> set;
  };
  std::vector<Case> cases;
  auto hasAll = [&](const Point &p) {
    return std::all_of(varying.begin(), varying.end(),
                       [&](const std::string &d) { return p.shape.count(d) != 0; });
  };
  if (varying.size() == 1 && std::all_of(points.begin(), points.end(), hasAll)) {
    // One dimension: each tuned size covers the sizes from the one below
    // it, so a size between two tuned ones takes the winner above it.
    const std::string &dim = *varying.begin();
    std::sort(points.begin(), points.end(),
              [&](const Point &a, const Point &b) { return a.shape.at(dim) < b.shape.at(dim); });
    int64_t lo = 1;
    for (const Point &p : points) {
      int64_t v = p.shape.at(dim);
      if (v < lo)
        continue; // the same size twice
      if (!cases.empty() && cases.back().set == p.set)
        cases.back().when[dim].second = v;
      else
        cases.push_back({{{dim, {lo, v}}}, p.set});
      lo = v + 1;
    }
  } else {
    for (const Point &p : points) {
      Case c{{}, p.set};
      for (const std::string &dim : varying)
        if (p.shape.count(dim))
          c.when[dim] = {p.shape.at(dim), p.shape.at(dim)};
      if (!c.when.empty())
        cases.push_back(std::move(c));
    }
  }
  std::string text = "tile.dispatch = [";
  for (size_t i = 0; i < cases.size(); ++i) {
    text += i ? ",\n    " : "\n    ";
    text += "#tile.case<when = {";
    size_t k = 0;
    for (const auto &[dim, range] : cases[i].when)
      text += (k++ ? ", " : "") + dim + " = [" + std::to_string(range.first) + ", " +
              std::to_string(range.second) + "]";
    text += "}, set = {";
    k = 0;
    for (const auto &[name, v] : cases[i].set)
      text += (k++ ? ", " : "") + name + " = " + std::to_string(v);
    text += "}>";
  }
  return text + "]";
}

} // namespace tile::rt
