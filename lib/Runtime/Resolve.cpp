//===- Resolve.cpp - a manifest at run-time dimension values --------------===//
//
// resolveDims: the grid, the shapes, the tensor maps, bytes and flops of a
// kernel at the values of its run-time dimensions, checked against what
// CUDA and the kernel accept, and the dispatch table's choice of case.
//
//===----------------------------------------------------------------------===//

#include "tile/Runtime/Bundle.h"
#include "tile/Chip/Chip.h"

#include "Resolve.h"

#include <algorithm>
#include <climits>
#include <functional>
#include <set>

namespace tile::rt {

/// Bytes from the map's first element to one past its last (the largest
/// offset any coordinate inside `dims` reaches); saturates at UINT64_MAX.
static uint64_t tensorMapExtent(const TensorMapSpec &map) {
  uint64_t elementBytes = dtypeSize(map.dtype);
  uint64_t last = (map.dims[0] - 1) * elementBytes;
  for (size_t i = 1; i < map.rank(); ++i) {
    uint64_t step = map.strides[i - 1], count = map.dims[i] - 1;
    if (count && step > (UINT64_MAX - last) / count)
      return UINT64_MAX;
    last += count * step;
  }
  return last > UINT64_MAX - elementBytes ? UINT64_MAX : last + elementBytes;
}

/// Evaluates `map`'s dims and strides at `values` into map.dims and
/// map.strides, and checks them against what cuTensorMapEncodeTiled
/// accepts and against the bytes `buffer` (resolved) holds.
bool resolveTensorMap(TensorMapSpec &map, const ArgSpec &buffer,
                             const DimValues &values, std::string &error) {
  const std::string what = "tensor map " + map.name;
  auto evaluate = [&](const std::vector<DimExpr> &exprs, const char *key, int64_t min,
                      int64_t max, std::vector<uint64_t> &out) {
    out.clear();
    for (const DimExpr &e : exprs) {
      int64_t v = 0;
      std::string why;
      if (!e.evaluate(values, v, why)) {
        error = what + ": \"" + key + "\": " + why;
        return false;
      }
      if (v < min || v > max) {
        std::set<std::string> names;
        e.collectNames(names);
        error = what + ": \"" + key + "\" holds " +
                (e.isConstant() ? std::string() : e.str() + " = ") + std::to_string(v) +
                (names.empty() ? std::string() : " with " + describeDims(names, values)) +
                ", not an integer from " + std::to_string(min) + " to " + std::to_string(max);
        return false;
      }
      out.push_back(static_cast<uint64_t>(v));
    }
    return true;
  };
  if (!evaluate(map.dimsExpr, "dims", 1, int64_t(1) << 32, map.dims) ||
      !evaluate(map.stridesExpr, "strides", 16, (int64_t(1) << 40) - 16, map.strides))
    return false;
  for (uint64_t stride : map.strides)
    if (stride % 16) {
      error = what + ": stride " + std::to_string(stride) + " is not a multiple of 16 bytes";
      return false;
    }
  uint64_t extent = tensorMapExtent(map);
  if (extent > buffer.sizeInBytes()) {
    error = what + " reaches byte " + std::to_string(extent) + " of argument " + buffer.name +
            ", which holds " + std::to_string(buffer.sizeInBytes()) +
            (values.empty() ? std::string() : " with " + formatDimValues(values));
    return false;
  }
  return true;
}

/// `a`'s shape with `values` for its dimensions, checked as it multiplies
/// ([2^32, 2^32] once wrapped to 0 bytes).
bool resolveShape(ArgSpec &a, const DimValues &values, std::string &error) {
  std::vector<int64_t> shape;
  std::set<std::string> names;
  int64_t bytes = static_cast<int64_t>(dtypeSize(a.dtype));
  for (const DimExpr &e : a.shapeExpr) {
    int64_t size = 0;
    if (!e.evaluate(values, size, error))
      return false;
    e.collectNames(names);
    if (size > kMaxArgumentBytes / bytes) {
      error = "argument " + a.name + " is larger than " +
              std::to_string(kMaxArgumentBytes >> 30) + " GiB";
      if (!names.empty())
        error += " with " + describeDims(names, values);
      return false;
    }
    bytes *= size;
    shape.push_back(size);
  }
  a.shape = std::move(shape);
  return true;
}

/// The dimensions' values for `given` (the manifest's defaults for the
/// rest), checked against what the kernel was compiled for.
static bool mergeDims(const Manifest &m, const DimValues &given, DimValues &values,
                      std::string &error) {
  auto fail = [&](const std::string &what) {
    error = m.path + ": " + what;
    return false;
  };
  values = m.dims;
  for (const auto &[name, value] : given) {
    if (!m.isDim(name)) {
      std::string known;
      for (const auto &[n, v] : m.dims)
        known += (known.empty() ? "" : ", ") + n;
      return fail(m.kernel + " has no run-time dimension " + name +
                  (known.empty() ? " (its dimensions are all fixed)" : " (it has " + known + ")"));
    }
    values[name] = value;
  }
  for (const auto &[name, value] : values) {
    if (value < 1)
      return fail("dimension " + name + "=" + std::to_string(value) +
                  ": dimensions must be positive");
    if (auto multiple = m.dimMultiples.find(name);
        multiple != m.dimMultiples.end() && value % multiple->second != 0)
      return fail("dimension " + name + "=" + std::to_string(value) + " is not a multiple of " +
                  std::to_string(multiple->second) + ": " + m.kernel +
                  " was compiled for such values only (" + name + "=dynamic%" +
                  std::to_string(multiple->second) + "); compile it with " + name +
                  "=dynamic for any value");
    auto arg = std::find_if(m.args.begin(), m.args.end(),
                            [&](const ArgSpec &a) { return a.name == name; });
    if (arg != m.args.end() && arg->dtype == DType::I32 && value > INT32_MAX)
      return fail("dimension " + name + "=" + std::to_string(value) +
                  " does not fit its argument's dtype, i32");
  }
  return true;
}

/// The arguments' shapes at `values`.
static bool resolveShapes(const Manifest &m, const DimValues &values, std::vector<ArgSpec> &args,
                          std::string &error) {
  args = m.args;
  for (ArgSpec &a : args)
    if (std::string why; !a.shapeExpr.empty() && !resolveShape(a, values, why)) {
      error = m.path + ": " + why;
      return false;
    }
  return true;
}

bool resolveOwn(Manifest &m, const DimValues &given, std::string &error) {
  auto fail = [&](const std::string &what) {
    error = m.path + ": " + what;
    return false;
  };
  DimValues values;
  if (!mergeDims(m, given, values, error))
    return false;
  auto with = [&](const DimExpr &e) {
    std::set<std::string> names;
    e.collectNames(names);
    return names.empty() ? std::string() : " with " + describeDims(names, values);
  };
  // CUDA's limits on gridDim.
  std::array<unsigned, 3> grid;
  static const char *const axis[] = {"x", "y", "z"};
  for (size_t i = 0; i < 3; ++i) {
    int64_t size = 0;
    std::string why;
    if (!m.gridExpr[i].evaluate(values, size, why))
      return fail("\"grid\" in " + std::string(axis[i]) + ": " + why + with(m.gridExpr[i]));
    if (size < 1 || size > (i == 0 ? INT32_MAX : 65535))
      return fail("\"grid\" holds an invalid size: " +
                  (m.gridExpr[i].isConstant() ? std::string()
                                              : m.gridExpr[i].str() + " = ") +
                  std::to_string(size) + " in " + axis[i] + with(m.gridExpr[i]) +
                  " (x takes 1 to 2147483647 blocks, y and z 1 to 65535)");
    grid[i] = static_cast<unsigned>(size);
  }
  for (size_t i = 0; i < 3; ++i)
    if (grid[i] % m.cluster[i])
      return fail("\"grid\" is not a multiple of \"cluster\" in dimension " +
                  std::to_string(i) + with(m.gridExpr[i]));
  std::vector<ArgSpec> args;
  if (!resolveShapes(m, values, args, error))
    return false;
  std::vector<TensorMapSpec> maps = m.tensorMaps;
  for (TensorMapSpec &map : maps)
    if (std::string why; !resolveTensorMap(map, args[map.arg], values, why))
      return fail(why);
  // "bytes" and "flops": integers >= 0 at these values.
  auto count = [&](const DimExpr &e, const char *key, int64_t &out) {
    std::string why;
    if (!e.evaluate(values, out, why))
      return fail("\"" + std::string(key) + "\": " + why + with(e));
    if (out < 0)
      return fail("\"" + std::string(key) + "\" must be an integer >= 0" +
                  (e.isConstant() ? ""
                                  : ", but " + e.str() + " = " + std::to_string(out) + with(e)));
    return true;
  };
  int64_t bytes = 0, flops = 0;
  if (!count(m.bytesExpr, "bytes", bytes) || !count(m.flopsExpr, "flops", flops))
    return false;
  // "bytes" is what the compiler counted from the shapes (inout twice): a
  // shape edited afterwards no longer matches it, and the kernel, compiled
  // for the old one, would write out of bounds.
  int64_t counted = 0;
  for (const ArgSpec &a : args)
    if (!a.isScalar())
      counted += int64_t(a.sizeInBytes()) * (a.access == "inout" ? 2 : 1);
  if (counted != bytes)
    return fail("the arguments' shapes come to " + std::to_string(counted) +
                " bytes, but \"bytes\" says " + std::to_string(bytes) +
                (values.empty() ? std::string() : " with " + formatDimValues(values)) +
                ": the manifest does not describe the kernel it was built with; rebuild the "
                "bundle");
  m.grid = grid;
  m.args = std::move(args);
  m.tensorMaps = std::move(maps);
  m.bytes = bytes;
  m.flops = flops;
  m.dimValues = std::move(values);
  return true;
}

bool resolveDims(Manifest &m, const DimValues &given, std::string &error) {
  Manifest table;
  if (m.dispatcherPath.empty())
    table = m;
  else if (!loadManifest(m.dispatcherPath, table, error))
    return false;
  // The values pick the case before the table's own kernel is judged: its
  // grid may be too large where a case's is not.
  std::string tableError;
  bool tableRuns = resolveOwn(table, given, tableError);
  if (!tableRuns) {
    if (table.dispatch.empty()) {
      error = tableError;
      return false;
    }
    // The cases are checked to take the same arguments at these values.
    std::string why;
    if (!mergeDims(table, given, table.dimValues, why) ||
        !resolveShapes(table, table.dimValues, table.args, why)) {
      error = tableError;
      return false;
    }
  }
  auto tableFails = [&]() {
    error = tableError;
    return false;
  };
  const mlir::tile::Chip *chip = mlir::tile::Chip::lookup(table.chip);
  int64_t multiprocessors = chip ? chip->multiprocessors : 0;
  // A case's specialization, resolved for the same values.
  auto loadCase = [&](const Manifest::Case &c, Manifest &out, std::string &why) {
    std::string path = table.folder + "/" + c.kernel + ".json";
    if (!loadManifest(path, out, why))
      return false;
    if (out.caseOf != table.kernel) {
      why = path + " is not one of its specializations (its \"case_of\" is \"" + out.caseOf +
            "\")";
      return false;
    }
    std::set<std::string> ours, theirs;
    for (const auto &[name, v] : table.dims)
      ours.insert(name);
    for (const auto &[name, v] : out.dims)
      theirs.insert(name);
    if (ours != theirs) {
      why = "it has other run-time dimensions";
      return false;
    }
    return resolveOwn(out, given, why) && checkSameArguments(table, out, why);
  };
  auto blocksOf = [](const Manifest &k) {
    return uint64_t(k.grid[0]) * uint64_t(k.grid[1]) * uint64_t(k.grid[2]);
  };
  // The entry that the cases from #first on choose at these values, with
  // its specialization resolved; the table's size where the table's own
  // kernel runs. False (error set) where a named specialization cannot.
  std::function<bool(size_t, size_t &, Manifest &)> pick = [&](size_t first, size_t &index,
                                                               Manifest &chosen) {
    index = table.dispatch.size();
    for (size_t i = first; i < table.dispatch.size(); ++i) {
      const Manifest::Case &c = table.dispatch[i];
      bool inRange = std::all_of(c.when.begin(), c.when.end(), [&](const auto &w) {
        int64_t v = table.dimValues.at(w.first);
        return w.second.first <= v && v <= w.second.second;
      }) && std::all_of(c.multipleOf.begin(), c.multipleOf.end(), [&](const auto &d) {
        return table.dimValues.at(d.first) % d.second == 0;
      });
      if (!inRange)
        continue;
      Manifest candidate;
      std::string why;
      if (c.kernel != table.kernel && !loadCase(c, candidate, why)) {
        error = table.path + ": the dispatch table hands " + formatDimValues(table.dimValues) +
                " to " + c.kernel + ", but " + why + "; rebuild the bundle";
        return false;
      }
      if (c.kernel == table.kernel && !tableRuns)
        return true;
      const Manifest &runs = c.kernel == table.kernel ? table : candidate;
      if (c.waves && double(blocksOf(runs)) > double(c.waves) * double(multiprocessors))
        continue;
      if (c.fill) {
        // Against what the later cases choose; a table kernel that cannot
        // run at these values loses.
        size_t restIndex;
        Manifest rest;
        if (!pick(i + 1, restIndex, rest))
          return false;
        bool restIsTable = restIndex == table.dispatch.size() ||
                           table.dispatch[restIndex].kernel == table.kernel;
        if (!(restIsTable && !tableRuns) &&
            (!chip || !chip->fillsBetter(blocksOf(runs), c.fill,
                                         blocksOf(restIsTable ? table : rest))))
          continue;
      }
      if (c.kernel != table.kernel) {
        index = i;
        chosen = std::move(candidate);
      }
      return true;
    }
    return true;
  };
  size_t index;
  Manifest chosen;
  if (!pick(0, index, chosen))
    return false;
  if (index < table.dispatch.size()) {
    chosen.specialization = chosen.kernel;
    chosen.kernel = table.kernel;
    chosen.dispatcherPath = table.path;
    m = std::move(chosen);
    return true;
  }
  if (!tableRuns)
    return tableFails();
  m = std::move(table);
  return true;
}

std::string formatDims(const Manifest &m) { return formatDimValues(m.dimValues); }

} // namespace tile::rt
