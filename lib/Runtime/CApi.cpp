//===- CApi.cpp - the runtime's manifest reader for other languages -------===//
//
// The Python bridge reads manifests through this, so that it accepts and
// rejects exactly what tile-run does (one reader, one schema).
//
//===----------------------------------------------------------------------===//

#include "tile/Chip/Chip.h"
#include "tile/Runtime/Bundle.h"

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
