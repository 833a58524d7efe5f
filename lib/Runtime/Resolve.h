//===- Resolve.h - what the manifest reader and resolveDims share -*- C++ -*-===//

#ifndef TILE_RUNTIME_RESOLVE_H
#define TILE_RUNTIME_RESOLVE_H

#include "tile/Runtime/Bundle.h"

#include <string>

namespace tile::rt {

/// "M=1000 N=64".
std::string formatDimValues(const DimValues &values);

/// Evaluates `map`'s dims and strides at `values` into map.dims and
/// map.strides, and checks them against what cuTensorMapEncodeTiled
/// accepts and against the bytes `buffer` (resolved) holds.
bool resolveTensorMap(TensorMapSpec &map, const ArgSpec &buffer, const DimValues &values,
                      std::string &error);

/// `a`'s shape with `values` for its dimensions, checked as it multiplies.
bool resolveShape(ArgSpec &a, const DimValues &values, std::string &error);

/// resolveDims without the dispatch table: `m`'s own kernel.
bool resolveOwn(Manifest &m, const DimValues &given, std::string &error);

} // namespace tile::rt

#endif // TILE_RUNTIME_RESOLVE_H
