//===- TmaPlan.h - how pipelined copies load through TMA --------*- C++ -*-===//
//
// One decision, two users: tile-tma-loads asks on tile IR whether every
// pipelined copy of a launch can load through TMA (and which multicast),
// the lowering asks the same function for the tensor maps and boxes.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_ANALYSIS_TMAPLAN_H
#define TILE_ANALYSIS_TMAPLAN_H

#include "tile/Analysis/Bounds.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "llvm/ADT/SmallPtrSet.h"

#include <optional>
#include <string>

namespace mlir::tile {

/// A pipelined copy's source as a TMA tensor map sees it: a row-major
/// argument, 2-d, or a 2-d subview of a higher-rank one that keeps its
/// last two dimensions whole (one batch's or one head's matrix: the
/// subview's leading offsets pick it, and the map is 3-d, the leading
/// dimensions flattened, so that boxes clip at the matrix's edges). Every
/// dimension but the last may be a run-time one (`M=dynamic`): the map's
/// extents then follow it at launch; the rows' length, the pitch, is fixed.
struct TmaSource {
  BlockArgument arg;
  /// The argument's type as the copy sees it: inside a kernel a buffer
  /// with run-time dimensions arrives as a bare pointer, rebuilt by a
  /// memref.reinterpret_cast of this type.
  MemRefType type;
  /// Null when the copy reads the argument itself.
  Operation *subview = nullptr;
};
/// The copy source `src` as a TmaSource, where it is one; `isArgument`
/// says which block arguments count (the kernel's, or the function's
/// around a launch).
FailureOr<TmaSource> getTmaSource(Value src, function_ref<bool(BlockArgument)> isArgument,
                                  std::string &why);

/// A tensor map a kernel takes as an extra argument (tile.tensor_map on
/// the host): a view of the global buffer of kernel argument `arg`, dims
/// innermost first in elements, the strides of dims 1.. in bytes, and the
/// box one TMA load moves. A dim or stride that follows a run-time
/// dimension is ShapedType::kDynamic there, and its product in
/// `dynamicDims` / `dynamicStrides` (in order).
struct TensorMapView {
  /// `factor` times the argument's dimensions `sourceDims` (indices into
  /// its shape, run-time ones among them), p; a count of row steps
  /// (addSteps) is min(cap, max(1, scale (p / divisor - minus))).
  struct Product {
    int64_t factor = 1;
    SmallVector<unsigned> sourceDims;
    int64_t divisor = 1, minus = 0, scale = 1;
    std::optional<int64_t> cap;
    bool operator==(const Product &o) const {
      return factor == o.factor && sourceDims == o.sourceDims && divisor == o.divisor &&
             minus == o.minus && scale == o.scale && cap == o.cap;
    }
    /// The extent at product value `p`.
    int64_t apply(int64_t p) const;
  };
  unsigned arg = 0;
  SmallVector<int64_t> dims, strides, box;
  SmallVector<Product, 1> dynamicDims, dynamicStrides;
  int64_t swizzle = 128;

  /// Appends `factor` times the dimensions `sourceDims` of `shape` to
  /// `dims` (or `strides`): a constant, or kDynamic and its product.
  void addDim(int64_t factor, ArrayRef<int64_t> shape, ArrayRef<unsigned> sourceDims);
  void addStride(int64_t factor, ArrayRef<int64_t> shape, ArrayRef<unsigned> sourceDims);
  /// Appends the extent `scale` (capped at `cap`) when dimension
  /// `sourceDim` of `shape` holds more than `minus` whole steps of
  /// `divisor` rows, else 1 (`cap` unset: the steps past `minus`, at
  /// least 1).
  void addSteps(ArrayRef<int64_t> shape, unsigned sourceDim, int64_t divisor, int64_t minus,
                int64_t scale, std::optional<int64_t> cap);

  bool operator==(const TensorMapView &o) const {
    return arg == o.arg && dims == o.dims && strides == o.strides && box == o.box &&
           dynamicDims == o.dynamicDims && dynamicStrides == o.dynamicStrides &&
           swizzle == o.swizzle;
  }
};

/// How a pipelined tile copy loads with TMA: boxes of one tensor map, each
/// at a byte offset of the shared tile. A box's coordinates are `coords`
/// plus the copy's column offset (first) and its row offset divided by
/// `rowDivisor` (last).
struct TmaCopy {
  struct Box {
    int64_t dstOffset;
    SmallVector<int64_t> coords;
  };
  unsigned map = 0;
  int64_t rowDivisor = 1;
  int64_t boxBytes = 0;
  SmallVector<Box> boxes;
  /// The source is a subview's matrix (TmaSource): the row offset is the
  /// second-to-last coordinate and the matrix's index the last.
  bool leadingCoord = false;
  /// Both blocks of a cluster pair load this tile alike: box j is issued
  /// by the block of cluster rank j mod 2 and lands in both (multicast).
  bool multicast = false;
  /// Its panels can be loaded as two boxes of half the rows each (what a
  /// multicast copy of an odd number of panels does, so that each block of
  /// the pair issues half the bytes).
  bool halvable = false;
  /// A 5-d box (rowDivisor 32) moves 64 rows only where they lie in the
  /// tensor: a tile that reaches past the tensor's last row (its row offset
  /// plus `tileRows` past the source's extent) loads box j as the boxes
  /// `edge[j]` of 2-d map `edgeMap` instead, 8 rows each, clipped, the same
  /// bytes in the same places. Empty where every tile is whole.
  SmallVector<SmallVector<Box, 8>, 0> edge;
  unsigned edgeMap = 0;
  int64_t tileRows = 0;
};

/// A copy's tensor map and boxes (`copy.map` is for the caller to set: the
/// index of `view` among the kernel's maps).
struct TmaCopyPlan {
  TensorMapView view;
  TmaCopy copy;
  /// The 2-d map of TmaCopy::edge (`copy.edgeMap` is the caller's too).
  std::optional<TensorMapView> edgeView;
};

/// How the pipelined copy `op` loads through TMA, or why it cannot (`why`):
/// its source is a TmaSource, its destination a whole wgmma tile (or the
/// stages of one) with a 128-byte swizzle (or 64-byte warpgroup_rows), its
/// rows 16-byte aligned, and its group's commit follows it. `proof` is what
/// range analysis proved about its windows; `isArgument` says which block
/// arguments are the kernel's.
FailureOr<TmaCopyPlan> planTmaCopy(CopyOp op, const WindowProof &proof,
                                   function_ref<bool(BlockArgument)> isArgument,
                                   std::string &why);

/// How an epilogue copy (a fragment into a global buffer) stores through
/// TMA: each warp of the fragment's #tile.mma layout (all along M) stages
/// an 8-row x 64-column piece in shared memory, 128-byte rows swizzled as
/// TMA's SWIZZLE_128B reads them, and stores it as one box of `view`.
struct TmaStorePlan {
  TensorMapView view;
  /// The destination is a subview's matrix (TmaSource): the box's third
  /// coordinate is the matrix's index.
  bool leadingCoord = false;
  /// Warps along M (in each column group), 8-row bands per warp, 64-column
  /// chunks per band of a column group.
  int64_t warps = 0, bands = 0, chunks = 0;
};

/// How `op` stores through TMA, or why it cannot (`why`): a copy of a
/// 16-bit fragment with an #tile.mma layout whose warps all lie along M
/// (in each column group), one warp per 32 of the launch's `threads` (a
/// consumer group's), whole
/// 8-row bands per warp and 64-column chunks, into a TmaSource of the same
/// element type whose rows are a multiple of 16 bytes apart.
FailureOr<TmaStorePlan> planTmaStore(CopyOp op, int64_t threads,
                                     function_ref<bool(BlockArgument)> isArgument,
                                     std::string &why);

/// Whether `v` can be computed again in `region`: it is defined in a
/// region enclosing it, or by ops without regions that have no side
/// effects and cannot trap, from such values.
bool canRebuildIn(Value v, Region *region);

/// What tma-multicast found about a launch: the pipelined copies (in the
/// outlined kernel) whose source both blocks of a cluster pair share, or
/// why multicast does not apply.
struct ClusterPlan {
  llvm::SmallPtrSet<Operation *, 4> sharedCopies;
  std::string why;
  /// Whether `why` is the grid's extents at these sizes (the same kernel
  /// pairs its blocks at others), not the kernel's form.
  bool bySize = false;
  /// Grid dimensions whose run-time extent the launch must round up to an
  /// even one (the blocks past the last tile pair with the last blocks).
  SmallVector<unsigned, 2> roundUp;
};
/// tma-multicast's plan for `launch` over a grid of `grid` blocks
/// (ShapedType::kDynamic where an extent follows a run-time dimension).
ClusterPlan planCluster(LaunchOp launch, ArrayRef<int64_t> grid);

} // namespace mlir::tile

#endif // TILE_ANALYSIS_TMAPLAN_H
