//===- Resources.h - shared memory and register accounting ------*- C++ -*-===//
//
// The one place that says how many bytes of shared memory a shared tile
// takes once lowered (convert-tile-to-gpu allocates with these functions)
// and what a launch needs at least, so that a configuration can be judged
// before code generation (tile-tune rejects what cannot fit).
//
//===----------------------------------------------------------------------===//

#ifndef TILE_ANALYSIS_RESOURCES_H
#define TILE_ANALYSIS_RESOURCES_H

#include "tile/Chip/Chip.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace mlir::tile {
class LaunchOp;
class SwizzleAttr;

/// Shared-memory allocations start at multiples of this many bytes.
constexpr int64_t kSharedAlignment = 128;
/// Tiles arranged for wgmma start at multiples of this many bytes (the
/// 128-byte swizzle repeats every 8 rows of 128 bytes, by address).
constexpr int64_t kWgmmaAlignment = 1024;

/// Whether a shared tile's layout arranges it for wgmma's descriptors
/// (#tile.swizzle with `panels` or `warpgroup_rows`).
bool isWgmmaArranged(SwizzleAttr layout);

/// The buffers a (pipelined) copy destination may be: the ring of a
/// tile.stage (or the select chain the lowering makes of it); anything
/// else is itself.
void collectStageBuffers(Value v, SmallVectorImpl<Value> &buffers);

/// A shared tile as allocated: its shape with any padding, and its bytes.
struct SharedTileFootprint {
  SmallVector<int64_t> allocatedShape;
  int64_t bytes = 0;
  int64_t elementBytes = 0;
  bool padded = false;
};

/// How a shared tile of `shape` and `elementBits`-bit elements is laid out.
/// With `padRows`, 2-d tiles whose row pitch is a multiple of 32 bytes get
/// 16 bytes of padding per row: the 8 rows an ldmatrix (or a warp's 16-byte
/// accesses down a column) touches then fall into all 32 banks.
SharedTileFootprint getSharedTileFootprint(ArrayRef<int64_t> shape,
                                           unsigned elementBits, bool padRows);

/// A 2-d tile whose rows are padded by `rowPaddingBytes` (whole elements).
SharedTileFootprint getPaddedSharedTileFootprint(ArrayRef<int64_t> shape,
                                                 unsigned elementBits,
                                                 int64_t rowPaddingBytes);

/// The footprint of a `tile.alloc_shared`: its `row_padding`, else the
/// padding above unless it has a layout (a swizzle, or the plain tile).
SharedTileFootprint getSharedTileFootprint(AllocSharedOp alloc);

/// The byte offset of element (row, col) of a 2-d shared tile laid out as
/// `f`, from the tile's start (before any XOR swizzle of 16-byte chunks).
int64_t getSharedByteOffset(const SharedTileFootprint &f, int64_t row, int64_t col);

/// How many ways one warp's shared-memory access is serialized by bank
/// conflicts: 32 banks of 4 bytes; lane i accesses `accessBytes` (1 to 16)
/// at `laneByteOffsets[i]`. Accesses wider than 4 bytes are served a
/// quarter (16 bytes) or half (8 bytes) warp at a time; lanes reading the
/// same word do not conflict. 1 means conflict-free.
int64_t getBankConflictWays(ArrayRef<int64_t> laneByteOffsets, int64_t accessBytes);

/// The shared-memory wavefronts (passes) the same access takes: the ways
/// above summed over the groups of lanes served together, so that one
/// 16-byte access and four 4-byte ones over the same bytes compare.
int64_t getSharedWavefronts(ArrayRef<int64_t> laneByteOffsets, int64_t accessBytes);

/// Dynamic shared memory one block may use on `chip`, in bytes: the
/// opt-in maximum less the 16 bytes of the static symbol that declares it.
int64_t getSharedMemoryBudget(const Chip &chip);

/// Blocks per multiprocessor that `full_occupancy` asks ptxas for
/// (nvvm.minctasm): as many as the resident threads allow, unless the
/// registers that leaves each thread cannot hold `fragmentWords` (32-bit
/// words of every fragment at once); then as many as fit that many
/// registers, rounded up to ptxas' allocation unit of 8, so that the cap
/// does not force spills.
int64_t getOccupancyBlocks(const Chip &chip, int64_t threads, int64_t fragmentWords);

/// What a launch needs, estimated on tile IR after the schedule passes
/// (static shapes, layouts chosen, pipelined tiles multi-buffered, TMA and
/// warp roles decided). When its pipelined copies load through TMA, the
/// stages' mbarriers come first and the first tile moves to the next
/// 1024-byte boundary; a tile.warp_specialize adds its producer warps.
struct LaunchResources {
  int64_t threads = 0;
  /// Every shared tile, aligned and padded as the lowering allocates them.
  /// Reduction scratch and print staging are not counted: a lower bound.
  int64_t sharedBytes = 0;
  /// The largest fragment's 32-bit registers per thread: a lower bound of
  /// what ptxas allocates (addresses, indices and temporaries come on top).
  int64_t fragmentRegisters = 0;
  /// The fragment that sets `fragmentRegisters`, for messages.
  std::string largestFragment;
};
FailureOr<LaunchResources> estimateLaunchResources(LaunchOp launch);

/// Why `resources` cannot run on `chip`, or an empty string when they may.
std::string checkLaunchResources(const LaunchResources &resources,
                                 const Chip &chip);

} // namespace mlir::tile

#endif // TILE_ANALYSIS_RESOURCES_H
