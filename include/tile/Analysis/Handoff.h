//===- Handoff.h - warpgroup-local hand-offs through shared memory -*- C++ -*-===//
//
// A fragment that a warpgroup's wgmma gemm reads from shared memory (FP8
// attention's P: wgmma takes 8-bit A operands from shared memory only) is
// written by the same threads that read it when the fragment and the gemm
// split rows alike over the warpgroups: the hand-off then needs the
// barrier of one warpgroup, not the block's. tile-warp-specialize keeps
// the consumers' loops free of block barriers for such writes, and
// convert-tile-to-gpu gives them the warpgroup's barrier: both ask here.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_ANALYSIS_HANDOFF_H
#define TILE_ANALYSIS_HANDOFF_H

#include "tile/Dialect/Tile/IR/TileDialect.h"

namespace mlir::tile {

/// Whether `copy` moves a whole fragment of a wgmma accumulator's layout
/// (`#tile.mma<version = 3>`, every warp of `numThreads` along M) into a
/// shared tile arranged in the same warpgroup order (`warpgroup_rows`),
/// which only such copies write and only tile.gemm ops read, as their A
/// operand. Each warpgroup's rows then go from its threads to its own
/// wgmma instructions. Needs two warpgroups or more (with one, the
/// warpgroup's barrier is the block's).
bool isWarpgroupHandoff(CopyOp copy, int64_t numThreads);

} // namespace mlir::tile

#endif // TILE_ANALYSIS_HANDOFF_H
