//===- Bundle.cpp - reading a bundle's manifest ---------------------------===//

#include "tile/Runtime/Bundle.h"
#include "tile/Chip/Chip.h"
#include "tile/Runtime/Json.h"

#include "Resolve.h"

#include <algorithm>
#include <climits>
#include <functional>
#include <set>
#include <cstdio>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace tile::rt {

int64_t ArgSpec::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

bool readFile(const std::string &path, std::string &out) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

static bool isFile(const std::string &path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

static bool isDirectory(const std::string &path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

/// "M=1000 N=64".
std::string formatDimValues(const DimValues &values) {
  std::string text;
  for (const auto &[name, value] : values)
    text += (text.empty() ? "" : " ") + name + "=" + std::to_string(value);
  return text;
}

static std::string dirName(const std::string &path) {
  size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? "." : path.substr(0, slash);
}

namespace {
/// Field readers that record the first problem.
struct Reader {
  const std::string &path;
  std::string &error;

  bool fail(const std::string &what) {
    if (error.empty())
      error = path + ": " + what;
    return false;
  }
  const Json *field(const Json &obj, const char *key) {
    const Json *v = member(obj, key);
    if (!v)
      fail(std::string("manifest lacks \"") + key + "\"");
    return v;
  }
  bool string(const Json &obj, const char *key, std::string &out) {
    const Json *v = field(obj, key);
    if (!v)
      return false;
    if (!v->is_string())
      return fail(std::string("\"") + key + "\" must be a string");
    out = stringOf(v);
    return true;
  }
  bool integer(const Json &obj, const char *key, int64_t &out, int64_t min) {
    const Json *v = field(obj, key);
    if (!v)
      return false;
    std::optional<int64_t> i = integerOf(*v);
    if (!i || *i < min)
      return fail(std::string("\"") + key + "\" must be an integer >= " +
                  std::to_string(min));
    out = *i;
    return true;
  }
  bool dims(const Json &obj, const char *key, std::array<unsigned, 3> &out) {
    const Json *v = field(obj, key);
    if (!v)
      return false;
    if (!v->is_array() || v->size() != 3)
      return fail(std::string("\"") + key + "\" must be an array of 3 sizes");
    for (size_t i = 0; i < 3; ++i) {
      std::optional<int64_t> e = integerOf((*v)[i]);
      if (!e || *e < 1 || *e > 0x7fffffff)
        return fail(std::string("\"") + key + "\" holds an invalid size");
      out[i] = static_cast<unsigned>(*e);
    }
    return true;
  }
  /// An expression over the run-time dimensions `dims` (see DimExpr.h).
  bool expression(const Json &obj, const char *key, const DimValues &dims, DimExpr &out) {
    const Json *v = field(obj, key);
    if (!v)
      return false;
    std::string why;
    if (!DimExpr::parse(*v, dims, out, why))
      return fail(std::string("\"") + key + "\": " + why);
    return true;
  }
  /// An array of integers in [min, max]; `what` names it in errors.
  template <typename T>
  bool integers(const Json &obj, const char *key, int64_t min, int64_t max,
                const std::string &what, std::vector<T> &out) {
    const Json *v = field(obj, key);
    if (!v)
      return false;
    if (!v->is_array())
      return fail(what + ": \"" + key + "\" must be an array of integers");
    for (const Json &e : *v) {
      std::optional<int64_t> i = integerOf(e);
      if (!i || *i < min || *i > max)
        return fail(what + ": \"" + key + "\" holds " + dumpJson(e, 0) +
                    ", not an integer from " + std::to_string(min) + " to " +
                    std::to_string(max));
      out.push_back(static_cast<T>(*i));
    }
    return true;
  }
};
} // namespace

/// Reads one entry of "tensor_maps" and checks it against what
/// cuTensorMapEncodeTiled accepts, so that a bad map is reported by name
/// when the bundle loads rather than as CUDA_ERROR_INVALID_VALUE at launch
/// (a map whose extents follow run-time dimensions: when they resolve).
static bool readTensorMap(Reader &r, const Json &obj, const std::vector<ArgSpec> &args,
                          const DimValues &dims, TensorMapSpec &map) {
  if (!obj.is_object())
    return r.fail("every tensor map must be an object");
  std::string dtype;
  int64_t arg = 0, swizzle = 0, promotion = 0;
  if (!r.string(obj, "name", map.name))
    return false;
  const std::string what = "tensor map " + map.name;
  if (!r.integer(obj, "arg", arg, 0) || !r.string(obj, "dtype", dtype))
    return false;
  if (static_cast<size_t>(arg) >= args.size())
    return r.fail(what + " refers to argument #" + std::to_string(arg) +
                  "; the kernel has " + std::to_string(args.size()));
  map.arg = static_cast<size_t>(arg);
  const ArgSpec &buffer = args[map.arg];
  if (buffer.isScalar())
    return r.fail(what + " refers to argument " + buffer.name +
                  ", a scalar passed by value; a tensor map views a buffer");
  if (!parseDType(dtype, map.dtype))
    return r.fail(what + " has unknown dtype \"" + dtype + "\"");
  if (map.dtype != buffer.dtype)
    return r.fail(what + " is " + dtype + " but its argument " + buffer.name +
                  " is " + dtypeName(buffer.dtype));
  // Integers, or expressions of the run-time dimensions.
  auto expressions = [&](const char *key, std::vector<DimExpr> &out) {
    const Json *v = r.field(obj, key);
    if (!v)
      return false;
    if (!v->is_array())
      return r.fail(what + ": \"" + key +
                    "\" must be an array of integers or expressions of the run-time "
                    "dimensions");
    for (const Json &e : *v) {
      DimExpr parsed;
      std::string why;
      if (!DimExpr::parse(e, dims, parsed, why))
        return r.fail(what + ": \"" + key + "\": " + why);
      out.push_back(std::move(parsed));
    }
    return true;
  };
  if (!expressions("dims", map.dimsExpr))
    return false;
  size_t rank = map.dimsExpr.size();
  if (rank < 1 || rank > TensorMapSpec::kMaxRank)
    return r.fail(what + " has rank " + std::to_string(rank) +
                  " (\"dims\" must hold 1 to 5 sizes)");
  if (!expressions("strides", map.stridesExpr))
    return false;
  if (map.stridesExpr.size() != rank - 1)
    return r.fail(what + " has " + std::to_string(map.stridesExpr.size()) +
                  " strides for rank " + std::to_string(rank) + " (expected " +
                  std::to_string(rank - 1) + ", in bytes, for dims 1.." +
                  std::to_string(rank - 1) + ")");
  if (!r.integers(obj, "box", 1, 256, what, map.box))
    return false;
  if (map.box.size() != rank)
    return r.fail(what + " has " + std::to_string(map.box.size()) +
                  " box sizes for rank " + std::to_string(rank));
  if (!r.integer(obj, "swizzle", swizzle, 0))
    return false;
  if (swizzle != 0 && swizzle != 32 && swizzle != 64 && swizzle != 128)
    return r.fail(what + " has swizzle " + std::to_string(swizzle) +
                  " (expected 0, 32, 64 or 128)");
  map.swizzle = static_cast<unsigned>(swizzle);
  if (!obj.contains("l2_promotion"))
    return r.fail(what + " lacks \"l2_promotion\": an older tile-translate wrote this "
                         "bundle; compile it again");
  if (!r.integer(obj, "l2_promotion", promotion, 0))
    return false;
  if (promotion != 0 && promotion != 64 && promotion != 128 && promotion != 256)
    return r.fail(what + " has l2_promotion " + std::to_string(promotion) +
                  " (expected 0, 64, 128 or 256)");
  map.l2Promotion = static_cast<unsigned>(promotion);
  uint64_t innerBytes = map.box[0] * dtypeSize(map.dtype);
  if (innerBytes % 16)
    return r.fail(what + ": the box's inner extent, " + std::to_string(innerBytes) +
                  " bytes, is not a multiple of 16");
  if (map.swizzle && innerBytes > map.swizzle)
    return r.fail(what + ": the box's inner extent, " + std::to_string(innerBytes) +
                  " bytes, exceeds the " + std::to_string(map.swizzle) +
                  "-byte swizzle span");
  auto constant = [](const DimExpr &e) { return e.isConstant(); };
  bool fixed = std::all_of(map.dimsExpr.begin(), map.dimsExpr.end(), constant) &&
               std::all_of(map.stridesExpr.begin(), map.stridesExpr.end(), constant) &&
               std::all_of(buffer.shapeExpr.begin(), buffer.shapeExpr.end(), constant);
  std::string why;
  if (fixed && !resolveTensorMap(map, buffer, {}, why))
    return r.fail(why);
  return true;
}

int minDriverForPtx(const std::string &version) {
  int major = 0, minor = 0;
  if (sscanf(version.c_str(), "%d.%d", &major, &minor) != 2)
    return 0;
  if (major == 7)
    return 11000 + minor * 10;
  if (major == 8) {
    static const int table[] = {12000, 12010, 12020, 12030, 12040,
                                12050, 12070, 12080, 12090};
    return minor < 9 ? table[minor] : 12090;
  }
  if (major == 9)
    return 13000 + minor * 10;
  return 0;
}

/// "dims" (optional): the run-time dimensions and their defaults.
static bool readDims(Reader &r, const Json &root, DimValues &dims) {
  const Json *v = member(root, "dims");
  if (!v)
    return true;
  if (!v->is_object())
    return r.fail("\"dims\" must be an object mapping each run-time dimension to its "
                  "default value");
  for (const auto &[name, value] : v->items()) {
    std::optional<int64_t> i = integerOf(value);
    if (name.empty())
      return r.fail("\"dims\" holds a dimension without a name");
    if (!i || *i < 1)
      return r.fail("\"dims\": " + name + " must default to an integer >= 1, not " +
                    dumpJson(value, 0));
    dims[name] = *i;
  }
  return true;
}

/// "multiple_of" (optional): run-time dimensions the kernel relies on being
/// multiples (NAME=dynamic%128), each mapped to its divisor.
static bool readMultiples(Reader &r, const Json &root, const DimValues &dims,
                          DimValues &multiples) {
  const Json *v = member(root, "multiple_of");
  if (!v)
    return true;
  if (!v->is_object())
    return r.fail("\"multiple_of\" must be an object mapping run-time dimensions to the "
                  "integers they are multiples of");
  for (const auto &[name, value] : v->items()) {
    std::optional<int64_t> i = integerOf(value);
    if (!dims.count(name))
      return r.fail("\"multiple_of\" names " + (name.empty() ? "no dimension" : name) +
                    ", which is no run-time dimension (in \"dims\")");
    if (!i || *i < 1 || *i > (int64_t(1) << 32))
      return r.fail("\"multiple_of\": " + name + " must be an integer from 1 to 2^32, not " +
                    dumpJson(value, 0));
    if (dims.at(name) % *i != 0)
      return r.fail("\"multiple_of\": the default " + name + "=" +
                    std::to_string(dims.at(name)) + " is not a multiple of " +
                    std::to_string(*i));
    multiples[name] = *i;
  }
  return true;
}

/// "dispatch" and "case_of" (optional): the table of specializations by
/// ranges of run-time dimensions, or the kernel whose table names this one.
static bool readDispatch(Reader &r, const Json &root, Manifest &m) {
  if (const Json *of = member(root, "case_of")) {
    if (!of->is_string() || stringOf(of).empty())
      return r.fail("\"case_of\" must name the kernel whose dispatch table names this one");
    m.caseOf = stringOf(of);
  }
  const Json *v = member(root, "dispatch");
  if (!v)
    return true;
  if (!m.caseOf.empty())
    return r.fail("a specialization (\"case_of\") has no dispatch table of its own");
  if (!v->is_array())
    return r.fail("\"dispatch\" must be an array of cases, {\"when\": {...}, \"kernel\": ...}");
  for (const Json &entry : *v) {
    Manifest::Case c;
    const Json *when = entry.is_object() ? member(entry, "when") : nullptr;
    const Json *waves = entry.is_object() ? member(entry, "waves") : nullptr;
    if (waves) {
      std::optional<int64_t> w = integerOf(*waves);
      if (!w || *w < 1)
        return r.fail("\"dispatch\": \"waves\" must be an integer >= 1 (blocks per "
                      "multiprocessor), not " + dumpJson(*waves, 0));
      c.waves = *w;
    }
    const Json *fill = entry.is_object() ? member(entry, "fill") : nullptr;
    if (fill) {
      std::optional<int64_t> f = integerOf(*fill);
      if (!f || *f < 1 || *f > 1000)
        return r.fail("\"dispatch\": \"fill\" must be an integer in [1, 1000] (a "
                      "percentage), not " + dumpJson(*fill, 0));
      c.fill = *f;
    }
    const Json *multiples = entry.is_object() ? member(entry, "multiple_of") : nullptr;
    if (multiples) {
      if (!multiples->is_object() || multiples->empty())
        return r.fail("\"dispatch\": \"multiple_of\" maps run-time dimensions to integers "
                      ">= 1, not " + dumpJson(*multiples, 0));
      for (const auto &[name, d] : multiples->items()) {
        std::optional<int64_t> v = integerOf(d);
        if (!m.dims.count(name))
          return r.fail("\"dispatch\": \"multiple_of\" names " +
                        (name.empty() ? std::string("\"\"") : name) +
                        ", which is no run-time dimension (in \"dims\")");
        if (!v || *v < 1)
          return r.fail("\"dispatch\": \"multiple_of\" of " + name +
                        " must be an integer >= 1, not " + dumpJson(d, 0));
        c.multipleOf[name] = *v;
      }
    }
    if (!when || !when->is_object() || (when->empty() && !waves && !multiples && !fill) ||
        !r.string(entry, "kernel", c.kernel))
      return r.fail("every case of \"dispatch\" holds \"when\" (run-time dimensions "
                    "mapped to [lo, hi]; empty only beside \"waves\", \"fill\" or "
                    "\"multiple_of\") and \"kernel\"");
    // A kernel's name is the stem of its files next to this manifest.
    if (c.kernel.empty() || c.kernel.find_first_of("/\\") != std::string::npos ||
        c.kernel[0] == '.')
      return r.fail("\"dispatch\": \"" + c.kernel +
                    "\" is not the name of a kernel of the bundle");
    for (const auto &[name, range] : when->items()) {
      std::optional<int64_t> lo, hi;
      if (range.is_array() && range.size() == 2) {
        lo = integerOf(range[0]);
        hi = integerOf(range[1]);
      }
      if (!m.dims.count(name))
        return r.fail("\"dispatch\": " + (name.empty() ? "a case" : name) +
                      " is no run-time dimension (in \"dims\")");
      if (!lo || !hi || *lo < 1 || *lo > *hi)
        return r.fail("\"dispatch\": the range of " + name + " must be [lo, hi] with 1 <= lo "
                      "<= hi, not " + dumpJson(range, 0));
      c.when[name] = {*lo, *hi};
    }
    // A case may name the kernel itself: those sizes run it, not a later case.
    if (c.kernel != m.kernel && !isFile(m.folder + "/" + c.kernel + ".json"))
      return r.fail("\"dispatch\": missing " + c.kernel + ".json next to the manifest");
    m.dispatch.push_back(std::move(c));
  }
  return true;
}

/// Every run-time dimension is a scalar argument of its name, of an
/// integer type: the kernel reads the dimension from it.
static bool checkDimArguments(Reader &r, const Manifest &m) {
  for (const auto &[name, value] : m.dims) {
    auto arg = std::find_if(m.args.begin(), m.args.end(),
                            [&](const ArgSpec &a) { return a.name == name; });
    const std::string what = "run-time dimension " + name + " (in \"dims\")";
    if (arg == m.args.end())
      return r.fail(what + " is no argument of the kernel; each dimension is passed as "
                    "the scalar argument of its name (access \"value\", dtype i64)");
    if (!arg->isScalar())
      return r.fail(what + " is argument " + name + " of access \"" + arg->access +
                    "\"; it must be a scalar passed by value (access \"value\")");
    if (arg->dtype != DType::I64 && arg->dtype != DType::I32)
      return r.fail(what + " is argument " + name + " of dtype " + dtypeName(arg->dtype) +
                    "; it must be an integer (i64 or i32)");
  }
  return true;
}

std::vector<size_t> dataArguments(const Manifest &m) {
  std::vector<size_t> indices;
  for (size_t i = 0; i < m.args.size(); ++i)
    if (!(m.args[i].isScalar() && m.isDim(m.args[i].name)))
      indices.push_back(i);
  return indices;
}

bool loadManifest(const std::string &path, Manifest &out, std::string &error) {
  error.clear();
  std::string text;
  if (!readFile(path, text)) {
    error = path + ": cannot read the manifest";
    return false;
  }
  Json root;
  std::string parseError;
  if (!parseJson(text, root, parseError)) {
    error = path + ": corrupt manifest (" + parseError + ")";
    return false;
  }
  Reader r{path, error};
  if (!root.is_object())
    return r.fail("the manifest must be a JSON object");
  Manifest m;
  m.path = path;
  m.folder = dirName(path);
  int64_t format = 0, shared = 0;
  std::string ptx, cubin;
  if (!r.integer(root, "format", format, 1) ||
      !r.string(root, "kernel", m.kernel) ||
      !r.string(root, "entry", m.entry) || !r.string(root, "chip", m.chip) ||
      !r.string(root, "ptx", ptx) || !r.dims(root, "block", m.block) ||
      !r.integer(root, "shared_bytes", shared, 0) || !readDims(r, root, m.dims) ||
      !readMultiples(r, root, m.dims, m.dimMultiples))
    return false;
  const Json *grid = r.field(root, "grid");
  if (!grid)
    return false;
  if (!grid->is_array() || grid->size() != 3)
    return r.fail("\"grid\" must be an array of 3 sizes");
  for (size_t i = 0; i < 3; ++i) {
    std::string why;
    if (!DimExpr::parse((*grid)[i], m.dims, m.gridExpr[i], why))
      return r.fail(std::string("\"grid\" in ") + "xyz"[i] + ": " + why);
  }
  if (!r.expression(root, "bytes", m.dims, m.bytesExpr))
    return false;
  if (format != 1)
    return r.fail("manifest format " + std::to_string(format) +
                  " is newer than this runtime understands (1)");
  if (m.entry.empty())
    return r.fail("\"entry\" must name the kernel's PTX entry");
  // CUDA's limit on a block, and on a portable cluster (each extent is
  // bounded first, so the products cannot wrap).
  if (m.block[0] > 1024 || m.block[1] > 1024 || m.block[2] > 64 ||
      uint64_t(m.block[0]) * m.block[1] * m.block[2] > 1024)
    return r.fail("\"block\" is " + std::to_string(m.block[0]) + " x " +
                  std::to_string(m.block[1]) + " x " + std::to_string(m.block[2]) +
                  " threads; a block holds at most 1024 (z at most 64)");
  if (shared > (int64_t(1) << 31))
    return r.fail("\"shared_bytes\" (" + std::to_string(shared) +
                  ") is more shared memory than any GPU has");
  m.sharedBytes = static_cast<unsigned>(shared);
  if (member(root, "flops") && !r.expression(root, "flops", m.dims, m.flopsExpr))
    return false;
  if (member(root, "cluster") && !r.dims(root, "cluster", m.cluster))
    return false;
  const int64_t most = mlir::tile::Chip::kPortableClusterBlocks;
  if (m.cluster[0] > most || m.cluster[1] > most || m.cluster[2] > most ||
      uint64_t(m.cluster[0]) * m.cluster[1] * m.cluster[2] > uint64_t(most))
    return r.fail("\"cluster\" holds more than " + std::to_string(most) +
                  " blocks, the portable cluster size");
  if (member(root, "producer_warps")) {
    int64_t warps = 0;
    if (!r.integer(root, "producer_warps", warps, 0))
      return false;
    if (warps > 32)
      return r.fail("\"producer_warps\" (" + std::to_string(warps) +
                    ") is more warps than a block holds (32)");
    if (32 * warps >= int64_t(m.block[0]) * m.block[1] * m.block[2])
      return r.fail("\"producer_warps\" leaves no other thread in \"block\"");
    m.producerWarps = static_cast<unsigned>(warps);
  }
  // The compiler's own chip table: the names it emits, nothing else.
  const mlir::tile::Chip *chip = mlir::tile::Chip::lookup(m.chip);
  if (!chip)
    return r.fail("\"chip\": " + mlir::tile::Chip::unknownMessage(m.chip));
  if (m.sharedBytes > chip->sharedBytesPerBlock)
    return r.fail("\"shared_bytes\" (" + std::to_string(m.sharedBytes) + ") exceeds the " +
                  std::to_string(chip->sharedBytesPerBlock) + " bytes a block of " + m.chip +
                  " may use");
  if (member(root, "cubin") && !r.string(root, "cubin", cubin))
    return false;
  m.sourceHash = stringOf(member(root, "source_hash"));
  m.compiler = stringOf(member(root, "compiler"));
  if (const Json *of = member(root, "reference_for")) {
    if (!of->is_string() || stringOf(of).empty())
      return r.fail("\"reference_for\" must name the kernel this one checks");
    m.referenceFor = stringOf(of);
  }

  m.ptxPath = m.folder + "/" + ptx;
  if (!isFile(m.ptxPath))
    return r.fail("missing " + ptx + " next to the manifest");
  if (!cubin.empty()) {
    m.cubinPath = m.folder + "/" + cubin;
    if (!isFile(m.cubinPath))
      return r.fail("missing " + cubin + " next to the manifest");
  }
  std::string ptxText;
  readFile(m.ptxPath, ptxText);
  size_t v = ptxText.find(".version ");
  if (v == std::string::npos ||
      ptxText.find(".entry " + m.entry) == std::string::npos)
    return r.fail(ptx + " is not PTX for entry '" + m.entry + "'");
  m.ptxVersion = ptxText.substr(v + 9, ptxText.find_first_of(" \n\r", v + 9) - v - 9);

  const Json *args = r.field(root, "args");
  if (!args)
    return false;
  if (!args->is_array())
    return r.fail("\"args\" must be an array");
  for (const Json &a : *args) {
    ArgSpec spec;
    std::string dtype;
    if (!a.is_object())
      return r.fail("every argument must be an object");
    if (!r.string(a, "name", spec.name) || !r.string(a, "dtype", dtype) ||
        !r.string(a, "access", spec.access))
      return false;
    // --arg, --json and the bridge find arguments by name.
    if (spec.name.empty() ||
        std::any_of(m.args.begin(), m.args.end(),
                    [&](const ArgSpec &other) { return other.name == spec.name; }))
      return r.fail("argument names must be unique and not empty, but \"" + spec.name +
                    "\" is " + (spec.name.empty() ? "empty" : "repeated"));
    if (!parseDType(dtype, spec.dtype))
      return r.fail("argument " + spec.name + " has unknown dtype \"" + dtype + "\"");
    if (spec.access != "in" && spec.access != "out" && spec.access != "inout" &&
        spec.access != "value")
      return r.fail("argument " + spec.name + " has access \"" + spec.access +
                    "\" (expected in, out, inout or value)");
    const Json *shape = r.field(a, "shape");
    if (!shape)
      return false;
    if (!shape->is_array())
      return r.fail("argument " + spec.name + " has a malformed shape");
    // A size, or the name of a run-time dimension (resolveDims checks the
    // sizes as they multiply).
    for (const Json &d : *shape) {
      std::optional<int64_t> size = integerOf(d);
      DimExpr e;
      std::string why;
      if (d.is_string() && !DimExpr::parse(d, m.dims, e, why))
        return r.fail("argument " + spec.name + "'s shape: " + why);
      if (!d.is_string() && (!size || *size < 1))
        return r.fail("argument " + spec.name + " has a malformed shape");
      spec.shapeExpr.push_back(d.is_string() ? e : DimExpr::constant(*size));
    }
    // A fixed shape is resolved now: tensor maps are checked against it.
    std::string why;
    if (std::all_of(spec.shapeExpr.begin(), spec.shapeExpr.end(),
                    [](const DimExpr &e) { return e.isConstant(); }) &&
        !resolveShape(spec, {}, why))
      return r.fail(why);
    if (spec.isScalar() && !spec.shapeExpr.empty())
      return r.fail("argument " + spec.name +
                    " is passed by value (access \"value\") but has a shape; a scalar's is []");
    m.args.push_back(std::move(spec));
  }
  if (!checkDimArguments(r, m))
    return false;
  if (const Json *maps = member(root, "tensor_maps")) {
    if (!maps->is_array())
      return r.fail("\"tensor_maps\" must be an array");
    for (const Json &entry : *maps) {
      TensorMapSpec map;
      if (!readTensorMap(r, entry, m.args, m.dims, map))
        return false;
      m.tensorMaps.push_back(std::move(map));
    }
  }
  // The PTX entry takes one .param per buffer and per tensor map; a
  // manifest edited apart from its kernel would pass the wrong arguments.
  size_t open = ptxText.find('(', ptxText.find(".entry " + m.entry));
  size_t close = open == std::string::npos ? open : ptxText.find(')', open);
  if (close != std::string::npos) {
    size_t params = 0;
    for (size_t at = ptxText.find(".param", open); at != std::string::npos && at < close;
         at = ptxText.find(".param", at + 1))
      ++params;
    size_t want = m.args.size() + m.tensorMaps.size();
    if (params != want)
      return r.fail(ptx + ": entry '" + m.entry + "' takes " + std::to_string(params) +
                    " parameters, but the manifest lists " + std::to_string(want) +
                    " (arguments and tensor maps): rebuild the bundle");
  }
  if (!readDispatch(r, root, m))
    return false;
  if (!resolveOwn(m, {}, error))
    return false;
  if (const Json *params = member(root, "params"); params && params->is_object())
    for (const auto &[k, v] : params->items())
      m.params.emplace_back(k, integerOf(v).value_or(0));
  out = std::move(m);
  return true;
}

bool findManifests(const std::string &target, std::vector<std::string> &paths,
                   std::string &error) {
  paths.clear();
  if (isFile(target)) {
    paths.push_back(target);
    return true;
  }
  if (!isDirectory(target)) {
    error = target + ": no such bundle (expected a folder or a .json manifest)";
    return false;
  }
  DIR *dir = opendir(target.c_str());
  if (!dir) {
    error = target + ": cannot read the folder";
    return false;
  }
  while (dirent *e = readdir(dir)) {
    std::string name = e->d_name;
    if (name.size() > 5 && name.compare(name.size() - 5, 5, ".json") == 0)
      paths.push_back(target + "/" + name);
  }
  closedir(dir);
  std::sort(paths.begin(), paths.end());
  if (paths.empty()) {
    error = target + ": no manifest (.json) in this folder";
    return false;
  }
  return true;
}

bool checkSameArguments(const Manifest &a, const Manifest &b,
                        std::string &error) {
  std::vector<size_t> as = dataArguments(a), bs = dataArguments(b);
  // The dimensions' scalars do not count: the shapes say what they hold.
  if (as.size() != bs.size()) {
    bool data = a.isDynamic() || b.isDynamic();
    error = b.kernel + " takes " + std::to_string(bs.size()) +
            (data ? " data arguments (besides run-time dimensions), " : " arguments, ") +
            a.kernel + " takes " + std::to_string(as.size());
    return false;
  }
  auto shape = [](const ArgSpec &s) {
    std::string text;
    for (int64_t d : s.shape)
      text += (text.empty() ? "" : "x") + std::to_string(d);
    return text;
  };
  for (size_t k = 0; k < as.size(); ++k) {
    const ArgSpec &x = a.args[as[k]], &y = b.args[bs[k]];
    if (x.dtype != y.dtype || x.shape != y.shape || x.access != y.access) {
      error = "argument #" + std::to_string(as[k]) + " differs: " + x.name + " " +
              dtypeName(x.dtype) + "[" + shape(x) + "] (" + x.access + ") vs " +
              y.name + " " + dtypeName(y.dtype) + "[" + shape(y) + "] (" +
              y.access + ")";
      if (a.isDynamic() || b.isDynamic())
        error += " (resolved with " + (a.isDynamic() ? formatDims(a) : "fixed dimensions") +
                 " vs " + (b.isDynamic() ? formatDims(b) : "fixed dimensions") + ")";
      return false;
    }
  }
  return true;
}

} // namespace tile::rt
