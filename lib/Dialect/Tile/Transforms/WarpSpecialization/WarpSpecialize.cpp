//===- WarpSpecialize.cpp - producer and consumer warps -------------------===//
//
// Implements `tile-warp-specialize`: a launch whose pipelined copies all
// load through TMA gets a producer warp that issues them while the
// launch's threads compute (ProducerSplit.cpp); the roles, when the
// consumers free a stage and the consumers' warp-level barriers are then
// tile.warp_specialize and tile.warp_sync ops. A launch it cannot split
// gets a remark that says why.
//
//===----------------------------------------------------------------------===//

#include "tile/Dialect/Tile/Transforms/Passes.h"

#include "ProducerSplit.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEWARPSPECIALIZE
#include "tile/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {
struct TileWarpSpecializePass
    : public tile::impl::TileWarpSpecializeBase<TileWarpSpecializePass> {
  using Base::Base;
  void runOnOperation() override;
};
} // namespace

/// Why `launch` cannot get a producer warp before the split itself is
/// tried, or an empty string.
static std::string checkLaunch(LaunchOp launch) {
  if (launch.getDynamicThreads())
    return "its thread count is a parameter; bind it with tile-specialize";
  if (!launch.getBody().getOps<WarpSpecializeOp>().empty())
    return "it is specialized already";
  if (launch.walk([](ClusterReduceOp) { return WalkResult::interrupt(); }).wasInterrupted())
    return "it combines over its cluster (tile.cluster_reduce), whose barrier every thread of "
           "the cluster must reach, the producer's too";
  if (launch.getNumThreads() + 32 > 1024)
    return "the block already has " + std::to_string(launch.getNumThreads()) +
           " threads and one more warp would pass 1024";
  bool any = false, allTma = true;
  launch.walk([&](CopyOp copy) {
    any |= copy.getAsync();
    allTma &= !copy.getAsync() || copy.getTma();
  });
  if (!any)
    return "the launch has no pipelined copies (a loop with tile.num_stages that fills "
           "shared tiles from global memory and runs more than once: a loop of one "
           "iteration, such as a k loop with K within block_K, folds away before pipelining)";
  if (!allTma)
    return "its pipelined copies do not load through TMA (tile-tma-loads marks them "
           "`tma` where they can)";
  return "";
}

void TileWarpSpecializePass::runOnOperation() {
  WalkResult walk = getOperation().walk([&](LaunchOp launch) {
    for (StringRef name : {TileDialect::kWarpSpecializeAttrName, TileDialect::kConsumerGroupsAttrName,
                           TileDialect::kProducerRegistersAttrName})
      if (launch->getAttrOfType<StringAttr>(name)) {
        launch.emitOpError() << name << " names a tile.param; bind it with tile-specialize first";
        return WalkResult::interrupt();
      }
    if (!all && !asksForProducerWarp(launch))
      return WalkResult::advance();
    std::string why = checkLaunch(launch);
    FailureOr<WarpSpecializeOp> split = failure();
    if (why.empty())
      split = splitProducerWarp(launch, why);
    if (succeeded(split)) {
      auto groups = launch->getAttrOfType<IntegerAttr>(TileDialect::kConsumerGroupsAttrName);
      if (groups && groups.getInt() > 1) {
        if (failed(applyConsumerGroups(*split, groups.getInt(), why)))
          launch.emitRemark() << "tile-warp-specialize: one consumer group, not "
                              << groups.getInt() << ": " << why;
      } else if (launch->hasAttr(TileDialect::kProducerRegistersAttrName) &&
                 failed(applyProducerWarpgroup(*split, why))) {
        launch.emitRemark() << "tile-warp-specialize: a producer warp without setmaxnreg, "
                               "not a producer warpgroup: "
                            << why;
      }
      return WalkResult::advance();
    }
    launch.emitRemark() << "tile-warp-specialize: no producer warp: " << why
                        << "; the block's threads issue the loads";
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    signalPassFailure();
}
