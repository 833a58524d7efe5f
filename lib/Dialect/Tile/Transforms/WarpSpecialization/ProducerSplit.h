//===- ProducerSplit.h - Split a launch into a producer and consumers -----===//
//
// Private to tile-warp-specialize.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_LIB_TRANSFORMS_WARPSPECIALIZATION_PRODUCERSPLIT_H
#define TILE_LIB_TRANSFORMS_WARPSPECIALIZATION_PRODUCERSPLIT_H

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <string>

namespace mlir::tile {


/// Whether `op` is or holds a pipelined (async) copy or a commit.
bool holdsAsyncOp(Operation &op);

/// Where splitProducerWarp splits `launch`'s body: the first op that holds
/// a pipelined copy or a commit (null if none), or an earlier one that
/// moves data in shared or global memory over the block's threads (a
/// synchronous copy of a tile, say a bias staged in shared memory before
/// the loop), which only the consumers may run. The ops before it run in
/// every warp, the producer's too.
Operation *getProducerSplitPoint(LaunchOp launch);

/// Whether splitProducerWarp applies to `launch` (else `why` says why): it
/// has pipelined copies; the buffers they fill are allocated before the
/// split; what they need (their offsets, the loops and conditions around
/// them, what those yield) the producer can compute without touching
/// memory; and no other op writes a buffer they fill or memory they read,
/// which nothing would order against the producer's loads.
LogicalResult checkProducerSplit(LaunchOp launch, std::string &why);

/// Splits `launch`'s body at getProducerSplitPoint into a
/// tile.warp_specialize with one producer warp. The consumers (the launch's
/// threads) keep every op from there on except the async copies; the
/// producer gets a clone of which only the async copies, the commits, what
/// their operands need and the loops and conditions around them remain.
/// The consumers' barriers that only published a wait's result (each
/// directly follows a tile.async_wait in a loop where no consumer writes
/// shared memory: every warp waits for the group itself and the producer
/// refills a buffer only once each consumer warp freed it) become
/// tile.warp_sync. The stages are released after the wgmma waits when the
/// consumers read the copied tiles as wgmma operands only, every such gemm
/// runs on every pass through its loop and the rings hold two buffers or
/// more; else at the async waits. Returns failure with `why` set (the body
/// is then unchanged) where it does not apply.
FailureOr<WarpSpecializeOp> splitProducerWarp(LaunchOp launch, std::string &why);

/// Keeps, of the ops in `region` (one block), only the pipelined copies,
/// the commits, what their operands need and the loops and conditions
/// around them.
void keepOnlyAsyncOps(Region &region);

/// Gives `split` `groups` consumer groups in ping-pong (else `why` says why
/// not, and `split` is unchanged): the consumers' one top-level loop that
/// commits groups (a persistent kernel's tile loop) deals its iterations
/// to the groups in turn (tile.group_turn, whose `others` keeps its
/// commits), the part of an iteration from its first commit or wait to
/// its last is ordered (tile.ordered), and the producer becomes a
/// warpgroup that gives its registers to the consumers (setmaxnreg).
LogicalResult applyConsumerGroups(WarpSpecializeOp split, int64_t groups, std::string &why);

/// Makes `split`'s producer a warpgroup that gives its registers to the
/// consumers (setmaxnreg, the launch's tile.producer_registers), without
/// consumer groups; else `why` says why not and `split` is unchanged.
LogicalResult applyProducerWarpgroup(WarpSpecializeOp split, std::string &why);

} // namespace mlir::tile

#endif // TILE_CONVERSION_TILETOGPU_PRODUCERWARP_H
