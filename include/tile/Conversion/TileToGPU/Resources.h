//===- Resources.h - shared memory and register accounting ------*- C++ -*-===//
//
// The one place that says how many bytes of shared memory a shared tile
// takes once lowered (convert-tile-to-gpu allocates with these functions)
// and what a launch needs at least, so that a configuration can be judged
// before code generation (tile-tune rejects what cannot fit).
//
//===----------------------------------------------------------------------===//

#ifndef TILE_CONVERSION_TILETOGPU_RESOURCES_H
#define TILE_CONVERSION_TILETOGPU_RESOURCES_H

#include "tile/Chip/Chip.h"

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

/// The buffers a (pipelined) copy destination may be: tile-pipeline picks
/// a stage's buffer with arith.select chains; anything else is itself.
void collectStageBuffers(Value v, SmallVectorImpl<Value> &buffers);

/// A shared tile as allocated: its shape with any padding, and its bytes.
struct SharedTileFootprint {
  SmallVector<int64_t> allocatedShape;
  int64_t bytes = 0;
  bool padded = false;
};

/// How a shared tile of `shape` and `elementBits`-bit elements is laid out.
/// With `padRows`, 2-d tiles whose row pitch is a multiple of 32 bytes get
/// 16 bytes of padding per row: the 8 rows an ldmatrix (or a warp's 16-byte
/// accesses down a column) touches then fall into all 32 banks.
SharedTileFootprint getSharedTileFootprint(ArrayRef<int64_t> shape,
                                           unsigned elementBits, bool padRows);

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

/// What a launch needs, estimated on tile IR after tile-specialize,
/// tile-infer-layout and tile-pipeline (static shapes, layouts chosen,
/// pipelined tiles multi-buffered). With `tma`, when every pipelined copy
/// fills a 128-byte-swizzled wgmma tile (what convert-tile-to-gpu's tma
/// loads), the stages' mbarriers come first and the first tile moves to
/// the next 1024-byte boundary; with `producerWarp` as well, the block has
/// kProducerWarpThreads more threads.
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
FailureOr<LaunchResources> estimateLaunchResources(LaunchOp launch, bool tma = false,
                                                   bool producerWarp = false);

/// A pipelined copy's source as a TMA tensor map sees it: a row-major
/// argument of static shape, 2-d, or a 2-d subview of a higher-rank one
/// that keeps its last two dimensions whole (one batch's or one head's
/// matrix: the subview's leading offsets pick it, and the map is 3-d, the
/// leading dimensions flattened, so that boxes clip at the matrix's edges).
struct TmaSource {
  BlockArgument arg;
  /// Null when the copy reads the argument itself.
  Operation *subview = nullptr;
};
/// The copy source `src` as a TmaSource, where it is one; `isArgument`
/// says which block arguments count (the kernel's, or the function's
/// around a launch).
FailureOr<TmaSource> getTmaSource(Value src, function_ref<bool(BlockArgument)> isArgument,
                                  std::string &why);

/// Whether convert-tile-to-gpu's tma may load the launch's pipelined
/// copies: there are some, each reads a TmaSource and fills a whole wgmma tile (or its stages) with a 128-byte
/// swizzle, or a 64-byte one with warpgroup_rows. Otherwise `why` says
/// which condition fails. (The lowering checks more, e.g. the pitch; it
/// warns and keeps cp.async where one fails.)
bool mayLoadThroughTma(LaunchOp launch, std::string &why);

/// Whether convert-tile-to-gpu's producer-warp may split the launch:
/// mayLoadThroughTma; checkProducerSplit (ProducerWarp.h); and no
/// pipelined copy reads a subview (not handled yet: FlashAttention's K and
/// V heads; with the split it gave wrong results and illegal addresses on
/// the H200, docs/benchmarks.md run 152, where Q's copy before the loop
/// also ran in the producer warp: such copies now go to the consumers).
bool mayAddProducerWarp(LaunchOp launch, std::string &why);

/// The threads convert-tile-to-gpu's producer-warp adds to a block.
constexpr int64_t kProducerWarpThreads = 32;

/// Why `resources` cannot run on `chip`, or an empty string when they may.
std::string checkLaunchResources(const LaunchResources &resources,
                                 const Chip &chip);

/// Why the TMA options cannot apply to `chip` (they need sm_90a), or an
/// empty string; `prefix` goes before the option names ("--" on a command
/// line, "" in a pass pipeline).
std::string checkTmaOptions(const Chip &chip, bool tma, bool tmaMulticast,
                            bool producerWarp, StringRef prefix);

} // namespace mlir::tile

#endif // TILE_CONVERSION_TILETOGPU_RESOURCES_H
