//===- Cache.cpp - where cached bundles live -------------------------------===//
//
// Apart from Bundle.cpp: the runtime's headers declare namespace ::tile,
// which the compiler's `using namespace mlir` would make ambiguous.
//
//===----------------------------------------------------------------------===//

#include "tile/Runtime/Tune.h"
#include "tile/Target/Target.h"

std::string mlir::tile::getBundleCacheFolder(llvm::StringRef key) {
  return ::tile::rt::getCacheDirectory() + "/bundles/" + key.str();
}
