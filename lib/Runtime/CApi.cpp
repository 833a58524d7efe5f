//===- CApi.cpp - the runtime's manifest reader for other languages -------===//
//
// The Python bridge reads manifests through this, so that it accepts and
// rejects exactly what tile-run does (one reader, one schema).
//
//===----------------------------------------------------------------------===//

#include "tile/Chip/Chip.h"
#include "tile/Runtime/Bundle.h"
#include "tile/Runtime/Json.h"

#include <cstdio>

extern "C" {
/// 0 when the manifest at `path` is valid; otherwise 1 and the reason in
/// `error` (NUL-terminated, cut to `size` bytes).
__attribute__((visibility("default"))) int tile_check_manifest(const char *path, char *error,
                                                               size_t size) {
  tile::rt::Manifest manifest;
  std::string why;
  if (path && tile::rt::loadManifest(path, manifest, why))
    return 0;
  if (error && size)
    std::snprintf(error, size, "%s", path ? why.c_str() : "no manifest path");
  return 1;
}

/// Resolves the manifest at `path` for the run-time dimensions `dims` (a
/// JSON object, {"M": 1000}; the defaults for the others) as tile-run
/// does: 0 and, in `out`, {"dims": {...}, "grid": [x, y, z], "shapes":
/// [[...] per argument], "manifest": path, "bytes": n, "flops": n}, where
/// "manifest" is the one that runs (a case of the dispatch table, or
/// `path`); otherwise 1 and the
/// reason in `out`. The bridge evaluates no expression itself, so both
/// readers agree on every value and on every refusal.
__attribute__((visibility("default"))) int tile_resolve_manifest(const char *path,
                                                                 const char *dims, char *out,
                                                                 size_t size) {
  tile::rt::Manifest m;
  tile::rt::Json given;
  tile::rt::DimValues values;
  std::string why;
  bool ok = path && dims && tile::rt::loadManifest(path, m, why);
  if (ok && !tile::rt::parseJson(dims, given, why))
    ok = false;
  if (ok && !given.is_object()) {
    why = "the dimensions must be a JSON object";
    ok = false;
  }
  if (ok)
    for (const auto &[name, value] : given.items()) {
      std::optional<int64_t> v = tile::rt::integerOf(value);
      if (!v) {
        why = "dimension " + name + " must be an integer, not " + tile::rt::dumpJson(value, 0);
        ok = false;
        break;
      }
      values[name] = *v;
    }
  ok = ok && tile::rt::resolveDims(m, values, why);
  std::string text;
  if (ok) {
    tile::rt::Json r = tile::rt::Json::object();
    r["dims"] = tile::rt::Json::object();
    for (const auto &[name, value] : m.dimValues)
      r["dims"][name] = value;
    r["grid"] = {m.grid[0], m.grid[1], m.grid[2]};
    r["shapes"] = tile::rt::Json::array();
    for (const tile::rt::ArgSpec &a : m.args)
      r["shapes"].push_back(a.shape);
    // The manifest that runs there: this one, or a case of its table.
    r["manifest"] = m.path;
    r["bytes"] = m.bytes;
    r["flops"] = m.flops;
    // Each tensor map's extents and strides there (run-time dimensions
    // change them).
    r["tensor_maps"] = tile::rt::Json::array();
    for (const tile::rt::TensorMapSpec &t : m.tensorMaps)
      r["tensor_maps"].push_back({{"dims", t.dims}, {"strides", t.strides}});
    text = tile::rt::dumpJson(r, 0);
    if (text.size() >= size) {
      why = "the resolved manifest takes " + std::to_string(text.size()) +
            " bytes; the caller's buffer holds " + std::to_string(size);
      ok = false;
    }
  } else if (why.empty()) {
    why = "no manifest path or dimensions";
  }
  if (out && size)
    std::snprintf(out, size, "%s", ok ? text.c_str() : why.c_str());
  return ok ? 0 : 1;
}

/// The compute capability `chip` needs (90 for sm_90a) and whether it runs
/// on that capability only; 1 for a chip the compiler does not know.
__attribute__((visibility("default"))) int tile_chip_capability(const char *chip, int *capability,
                                                                int *archSpecific) {
  const mlir::tile::Chip *c = chip ? mlir::tile::Chip::lookup(chip) : nullptr;
  if (!c)
    return 1;
  *capability = c->computeCapability;
  *archSpecific = c->archSpecific;
  return 0;
}
}
