//===- ConsumerGroups.cpp - ping-pong consumer groups ---------------------===//
//
// tile-warp-specialize's second step, where the launch asks for it
// (tile.consumer_groups = G): G consumer groups take the iterations of the
// consumers' tile loop in turn, and their main loops run one at a time, so
// that one group's tensor-core work overlaps another's epilogue (CUTLASS's
// ping-pong kernel). See applyConsumerGroups.
//
//===----------------------------------------------------------------------===//

#include "ProducerSplit.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::tile;

/// The budget of a consumer thread once a producer warpgroup keeps
/// `producer` registers: the rest of the register file over the consumer
/// threads, in steps of 8, at most 256 (setmaxnreg's range).
static int64_t consumerRegisters(int64_t consumerThreads, int64_t producer) {
  constexpr int64_t kFile = 65536;
  return std::min<int64_t>(256, (kFile - producer * 128) / consumerThreads / 8 * 8);
}

/// The registers of a producer warpgroup and of `groups` groups of the
/// launch's threads (setmaxnreg), or failure with `why`.
static FailureOr<std::pair<int64_t, int64_t>> planRegisters(LaunchOp launch, int64_t groups,
                                                             std::string &why) {
  int64_t threads = launch.getNumThreads();
  if (threads % 128) {
    why = "setmaxnreg gives registers to whole warpgroups, and the launch has " +
          std::to_string(threads) + " threads";
    return failure();
  }
  if (groups * threads + 128 > 1024) {
    why = std::to_string(groups) + " groups of " + std::to_string(threads) +
          " threads and a producer warpgroup pass 1024 threads";
    return failure();
  }
  // The producer's share: the launch's tile.producer_registers, else 40
  // (what FlashAttention-3 and CUTLASS keep for a TMA-only warpgroup).
  int64_t producer = 40;
  // (The verifier holds it to setmaxnreg's range and steps.)
  if (auto regs = launch->getAttrOfType<IntegerAttr>(TileDialect::kProducerRegistersAttrName))
    producer = regs.getInt();
  int64_t consumer = consumerRegisters(groups * threads, producer);
  if (consumer < 24) {
    why = "the register file cannot give each consumer thread 24 registers";
    return failure();
  }
  return std::make_pair(producer, consumer);
}

LogicalResult tile::applyProducerWarpgroup(WarpSpecializeOp split, std::string &why) {
  FailureOr<std::pair<int64_t, int64_t>> regs =
      planRegisters(cast<LaunchOp>(split->getParentOp()), 1, why);
  if (failed(regs))
    return failure();
  split.setProducerWarps(4);
  split.setProducerRegisters(regs->first);
  split.setConsumerRegisters(regs->second);
  return success();
}

LogicalResult tile::applyConsumerGroups(WarpSpecializeOp split, int64_t groups,
                                        std::string &why) {
  FailureOr<std::pair<int64_t, int64_t>> regs =
      planRegisters(cast<LaunchOp>(split->getParentOp()), groups, why);
  if (failed(regs))
    return failure();
  auto [producer, consumer] = *regs;
  if (split.getConsumers().walk([](OrderedOp) { return WalkResult::interrupt(); })
          .wasInterrupted()) {
    why = "the kernel orders its warpgroups itself (tile.ordered), and groups order their "
          "main loops";
    return failure();
  }
  // The tile loop: the one top-level op of the consumers that commits.
  Block &consumers = split.getConsumers().front();
  scf::ForOp loop;
  int64_t holders = 0;
  for (Operation &op : consumers.without_terminator())
    if (holdsAsyncOp(op)) {
      ++holders;
      loop = dyn_cast<scf::ForOp>(op);
    }
  if (holders != 1 || !loop) {
    why = "the consumers have no tile loop to deal out: their pipelined loops must sit in "
          "one scf.for (a persistent kernel's loop over its tiles)";
    return failure();
  }
  if (loop.getNumResults()) {
    why = "the tile loop carries values from one tile to the next, which another group "
          "computes";
    return failure();
  }
  Block *body = loop.getBody();
  Location loc = loop.getLoc();
  OpBuilder b(body, body->begin());
  auto turn = GroupTurnOp::create(b, loc);
  for (Region *r : {&turn.getBody(), &turn.getOthers()}) {
    OpBuilder rb = OpBuilder::atBlockBegin(&r->emplaceBlock());
    YieldOp::create(rb, loc);
  }
  Block *mine = &turn.getBody().front();
  mine->getOperations().splice(mine->getTerminator()->getIterator(), body->getOperations(),
                               std::next(turn->getIterator()),
                               body->getTerminator()->getIterator());
  // The others count the turn's groups: a clone that keeps the commits.
  Block *others = &turn.getOthers().front();
  OpBuilder ob(others->getTerminator());
  IRMapping mapping;
  for (Operation &op : mine->without_terminator())
    ob.clone(op, mapping);
  keepOnlyAsyncOps(turn.getOthers());
  // The ordered part: from the first op that commits or waits to the last.
  Operation *first = nullptr, *last = nullptr;
  for (Operation &op : mine->without_terminator()) {
    bool async = holdsAsyncOp(op) ||
                 op.walk([](AsyncWaitOp) { return WalkResult::interrupt(); }).wasInterrupted();
    if (!async)
      continue;
    first = first ? first : &op;
    last = &op;
  }
  OpBuilder tb(first);
  auto ordered = OrderedOp::create(tb, loc);
  Block *part = &ordered.getBody().emplaceBlock();
  OpBuilder pb = OpBuilder::atBlockBegin(part);
  YieldOp::create(pb, loc);
  part->getOperations().splice(part->getTerminator()->getIterator(), mine->getOperations(),
                               first->getIterator(), std::next(last->getIterator()));
  // Values the ordered part defines and the rest of the turn uses stay
  // visible: the part is a region without results, so such a use cannot
  // follow; say so rather than break the IR.
  WalkResult escapes = ordered.walk([&](Operation *op) {
    for (Value v : op->getResults())
      for (Operation *user : v.getUsers())
        if (!ordered->isAncestor(user))
          return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (escapes.wasInterrupted()) {
    // Undo: put the part back and drop the turn.
    mine->getOperations().splice(ordered->getIterator(), part->getOperations(), part->begin(),
                                 part->getTerminator()->getIterator());
    ordered.erase();
    body->getOperations().splice(turn->getIterator(), mine->getOperations(), mine->begin(),
                                 mine->getTerminator()->getIterator());
    turn.erase();
    why = "the main loop's part of a tile defines values the epilogue uses";
    return failure();
  }
  split.setProducerWarps(4);
  split.setProducerRegisters(producer);
  split.setConsumerRegisters(consumer);
  split.setConsumerGroups(groups);
  return success();
}
