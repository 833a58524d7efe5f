//===- CApi.cpp - the runtime's manifest reader for other languages -------===//
//
// The Python bridge reads manifests through this, so that it accepts and
// rejects exactly what tile-run does (one reader, one schema).
//
//===----------------------------------------------------------------------===//

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
}
