//===- TmaPlan.cpp - the tensor maps and boxes of TMA copies --------------===//
//
// The plans of the copies tile-tma-loads marked (tile/Analysis/TmaPlan.h
// makes them): the kernel's tensor maps, their boxes, the stages.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

unsigned KernelLowering::addTensorMap(const TensorMapView &view) {
  auto it = llvm::find(tensorMaps, view);
  if (it != tensorMaps.end())
    return it - tensorMaps.begin();
  tensorMaps.push_back(view);
  return tensorMaps.size() - 1;
}

LogicalResult KernelLowering::planTma() {
  SmallVector<CopyOp> copies, stores;
  bool anyAsync = false;
  kernel.walk([&](CopyOp op) {
    anyAsync |= op.getAsync();
    if (op.getTma())
      (op.getAsync() ? copies : stores).push_back(op);
  });
  auto isArgument = [&](BlockArgument a) { return a.getOwner() == &kernel.getBody().front(); };
  for (CopyOp op : stores) {
    if (!chip.tma || !chip.stmatrix)
      return op.emitOpError() << "stores through TMA, which " << chip.name << " lacks";
    std::string why;
    FailureOr<TmaStorePlan> plan = planTmaStore(op, numThreads, isArgument, why);
    if (failed(plan))
      return op.emitOpError() << "is marked tma but cannot store through TMA: " << why;
    tmaStores[op] = {addTensorMap(plan->view), *plan};
    // The staged pieces are read through the async proxy with a 128-byte
    // swizzle, as wgmma operands are: shared memory aligned to 1024 bytes,
    // writes fenced.
    wgmmaOperands = true;
  }
  if (copies.empty())
    return success();
  if (!chip.tma)
    return copies.front().emitOpError() << "loads through TMA, which " << chip.name << " lacks";
  for (CopyOp op : copies) {
    // tile-tma-loads asked the same question; a copy changed since (or
    // written by hand) may not have the answer it says.
    std::string why;
    FailureOr<TmaCopyPlan> plan = planTmaCopy(op, proofs.lookup(op), isArgument, why);
    if (failed(plan))
      return op.emitOpError() << "is marked tma but cannot load through TMA: " << why;
    if (op.getMulticast() && (clusterBlocks != 2 || plan->copy.boxes.size() % 2))
      return op.emitOpError() << "is marked multicast but "
                              << (clusterBlocks == 2 ? "loads an odd number of boxes"
                                                     : "its launch runs no clusters of two");
    TmaCopy copy = plan->copy;
    copy.map = addTensorMap(plan->view);
    if (plan->edgeView)
      copy.edgeMap = addTensorMap(*plan->edgeView);
    copy.multicast = op.getMulticast();
    tmaMulticast |= copy.multicast;
    tmaCopies[op] = copy;
    SmallVector<Value> stages;
    collectStageBuffers(op.getDst(), stages);
    tmaSlots = std::max<int64_t>(tmaSlots, stages.size());
    tmaStageBuffers = tmaStageBuffers ? std::min<int64_t>(tmaStageBuffers, stages.size())
                                      : static_cast<int64_t>(stages.size());
  }
  // The groups complete on mbarriers or on cp.async's counters, not both.
  bool mixed = false;
  kernel.walk([&](CopyOp op) { mixed |= op.getAsync() && !op.getTma(); });
  if (anyAsync && mixed)
    return copies.front().emitOpError()
           << "loads through TMA while another pipelined copy of the kernel does not; "
              "every pipelined copy of a launch loads one way";
  // A group's barrier is reused S groups later, once every thread has
  // waited for it: tile-pipeline refills a stage only after all threads
  // are done with it (a barrier per iteration).
  tmaSlots = std::max<int64_t>(tmaSlots, 2);
  // With consumer groups a group's first stages wait for the previous
  // group's last ones on the same barrier (emitProducerAcquire): twice the
  // barriers let them wait for its real loads, freed as its last k steps
  // run, and not for the empty groups it frees as its main loop ends.
  if (consumerGroups > 1)
    tmaSlots *= 2;
  // Box j of a group goes to issuer j mod P, lane 0 of warp j mod P, with
  // as many issuers as warpgroups. Measured at 4096^3 (docs/benchmarks.md,
  // run 106): on 256x128 tiles (two warpgroups, six boxes a stage) one
  // issuer took 305 us, two 275, eight 287; on 128x128 (one warpgroup,
  // four boxes) one 253, four 261.
  int64_t boxes = 0;
  for (auto &entry : tmaCopies)
    boxes += entry.second.boxes.size();
  tmaIssuers = std::clamp<int64_t>(std::min(boxes, numThreads / 128), 1, 32);
  if (producerSplit)
    tmaIssuers = 1;
  return success();
}

