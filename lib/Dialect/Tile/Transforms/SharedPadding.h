//===- SharedPadding.h - tile-infer-layout's choice of row padding -*- C++ -*-===//
//
// The part of tile-infer-layout that pads the rows of shared tiles for the
// accesses the launch makes to them.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_TRANSFORMS_SHAREDPADDING_H
#define TILE_TRANSFORMS_SHAREDPADDING_H

#include "tile/Dialect/Tile/IR/TileDialect.h"

namespace mlir::tile {

/// Gives each 2-d shared tile of `launch` that declares neither a layout
/// nor a `row_padding` (and feeds no tile.gemm) the row padding under which
/// its accesses take the fewest shared-memory passes, when that is not the
/// default padding. Runs once every fragment and tile.parallel has its
/// layout.
void chooseSharedPadding(LaunchOp launch);

} // namespace mlir::tile

#endif // TILE_TRANSFORMS_SHAREDPADDING_H
