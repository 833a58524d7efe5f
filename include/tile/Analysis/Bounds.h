//===- Bounds.h - what range analysis proves about tile windows -*- C++ -*-===//
//
// Facts about the windows tile copies read and write, proved on tile IR
// and used by the schedule passes (tile-tma-loads) and the lowering alike.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_ANALYSIS_BOUNDS_H
#define TILE_ANALYSIS_BOUNDS_H

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::tile {

/// For each copy (and atomic add), the buffer dimensions of its source and destination
/// windows proven to lie inside the buffer (bit d of `src` / `dst`).
struct WindowProof {
  uint64_t src = 0, dst = 0;
};
using WindowProofs = llvm::DenseMap<Operation *, WindowProof>;

/// The copy windows of `launch` (in `func`) that integer range analysis
/// proves inside their buffers, dimension by dimension: `offset >= 0` and
/// `offset + extent <= size` for every value the offset can take (block
/// coordinates range over the grid, loop variables over their bounds).
/// Those dimensions need no bounds test and no masking.
WindowProofs proveWindowsInBounds(func::FuncOp func, LaunchOp launch);

/// True when `v` is provably a multiple of `divisor`.
bool isMultipleOf(Value v, int64_t divisor);

/// The dimension of a subview's source that its result's dimension `d` is.
int64_t getSourceDim(memref::SubViewOp view, int64_t d);

/// Whether stride `d` (in elements) of `memref` is a multiple of `v`: a
/// run-time stride is when the dimensions it multiplies are stated to be
/// (a host function's buffer through its tile.dims names, a kernel's
/// buffer rebuilt from its dimension arguments, subviews of either).
bool isStrideMultipleOf(Value memref, int64_t d, int64_t v);

/// Whether `memref` starts a multiple of `v` elements past its allocation
/// (whose start is at least 16-byte aligned): a view at a run-time offset
/// is when every term of its offset is (the subview's offsets or the
/// source's strides), and a view of unknown origin is not.
bool isOffsetMultipleOf(Value memref, int64_t v);

/// The widest access, in elements (a power of two of at most 16 bytes),
/// that every row of `memref` starts at a multiple of: the power-of-two
/// factor its rows' pitch and its start share (1 where neither is known
/// to have one).
int64_t getRowAlignment(Value memref);

} // namespace mlir::tile

#endif // TILE_ANALYSIS_BOUNDS_H
