//===- ThreadVarying.h - values that differ between a block's threads -*- C++ -*-===//
//
// Tile ops run on the whole block and barriers wait for all of its threads:
// a condition or a trip count that differs between threads around either
// loses elements silently or hangs. tile-infer-layout refuses tile ops
// under such conditions, and tile-check-async-protocol evaluates such trip
// counts per thread; both ask here which values differ between threads.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_ANALYSIS_THREADVARYING_H
#define TILE_ANALYSIS_THREADVARYING_H

#include "mlir/IR/Operation.h"

namespace mlir::tile {

/// Whether `op` gives each thread of a block its own value by itself: a
/// thread, lane or warp id (gpu or an NVVM special register other than the
/// block's, grid's and cluster's), gpu.global_id, a shuffle, a vote or
/// elect.sync, an atomic's old value.
bool isThreadVaryingOp(Operation *op);

/// Whether `v` may differ between the threads of a block: it reads a
/// thread-varying op (isThreadVaryingOp) in what defines it, or loads from
/// a thread's own buffer (tile.alloc_local, memref.alloca) a value stored
/// there that may. Block ids are the same for the block and do not count.
bool dependsOnThreadId(Value v);

} // namespace mlir::tile

#endif // TILE_ANALYSIS_THREADVARYING_H
