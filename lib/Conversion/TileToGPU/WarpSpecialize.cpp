//===- WarpSpecialize.cpp - tile.warp_specialize to a role branch ---------===//
//
// A tile.warp_specialize becomes one warp-uniform scf.if on the warp
// index: the producer warps (past the launch's threads) take the then
// branch, the consumers the else branch. The other families ask
// `inProducer` and `producerSplit` which role runs an op.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// Moves the ops of `from`'s block (but its terminator) before `to`'s
/// terminator.
static void moveBody(Region &from, Block *to) {
  Block &body = from.front();
  to->getOperations().splice(to->getTerminator()->getIterator(), body.getOperations(),
                             body.begin(), body.getTerminator()->getIterator());
}

LogicalResult KernelLowering::lowerWarpSpecialize(WarpSpecializeOp op) {
  if (producerSplit)
    return op.emitOpError() << "is the kernel's second; a launch has one set of roles";
  Location loc = op.getLoc();
  OpBuilder b(op);
  // The role is the warp's: its index, broadcast from lane 0 with a
  // shuffle, is one value per warp that ptxas knows to be (a thread id is
  // not). Each side's loop counters and tile addresses then stay in
  // uniform registers, and the boxes' operands need no loop over the
  // lanes' values (without it: 20% more instructions, run 121).
  Type i32 = b.getI32Type();
  Value tid = arith::IndexCastUIOp::create(b, loc, i32,
                                           gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x));
  Value warp = arith::DivUIOp::create(b, loc, tid, arith::ConstantIntOp::create(b, loc, i32, 32));
  Value warpOfLane0 =
      gpu::ShuffleOp::create(b, loc, warp, arith::ConstantIntOp::create(b, loc, i32, 0),
                             arith::ConstantIntOp::create(b, loc, i32, 32), gpu::ShuffleMode::IDX)
          .getShuffleResult();
  Value consumerWarps =
      arith::ConstantIntOp::create(b, loc, i32, consumerGroups * numThreads / 32);
  if (consumerGroups > 1)
    uniformGroup = arith::DivUIOp::create(
        b, loc, warpOfLane0, arith::ConstantIntOp::create(b, loc, i32, numThreads / 32));
  // The warpgroup, for warpgroup turns (dead code without them).
  uniformWarpgroup =
      arith::DivUIOp::create(b, loc, warpOfLane0, arith::ConstantIntOp::create(b, loc, i32, 4));
  Value producer =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, warpOfLane0, consumerWarps);
  auto split = scf::IfOp::create(b, loc, TypeRange(), producer, /*withElseRegion=*/true);
  Block *producerBlock = split.thenBlock();
  Block *consumerBlock = split.elseBlock();
  // setmaxnreg: each role's warpgroups set their register budget first.
  if (std::optional<int64_t> regs = op.getProducerRegisters()) {
    // One block per multiprocessor (`.minnctapersm 1`): ptxas then sizes
    // the kernel to the register file over the block's threads, the count
    // setmaxnreg starts from (else it ignores setmaxnreg, C7508, wherever
    // the kernel needs fewer registers than that).
    kernel->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(), b.getI32IntegerAttr(1));
    OpBuilder pb = OpBuilder::atBlockBegin(producerBlock);
    NVVM::SetMaxRegisterOp::create(pb, loc, static_cast<int32_t>(*regs),
                                   NVVM::SetMaxRegisterAction::decrease);
    OpBuilder cb = OpBuilder::atBlockBegin(consumerBlock);
    NVVM::SetMaxRegisterOp::create(cb, loc, static_cast<int32_t>(*op.getConsumerRegisters()),
                                   NVVM::SetMaxRegisterAction::increase);
  }
  // The first producer warp issues; the others (a warpgroup's rest, there
  // for setmaxnreg) have nothing to do.
  Block *issuer = producerBlock;
  if (op.getProducerWarps() > 1) {
    OpBuilder pb(producerBlock->getTerminator());
    Value first =
        arith::CmpIOp::create(pb, loc, arith::CmpIPredicate::eq, warpOfLane0, consumerWarps);
    issuer = scf::IfOp::create(pb, loc, TypeRange(), first, /*withElseRegion=*/false).thenBlock();
  }
  moveBody(op.getProducer(), issuer);
  moveBody(op.getConsumers(), consumerBlock);
  releaseAfterWgmma = op.getStageRelease() == StageRelease::AfterWgmma;
  producerSplit = split;
  op.erase();
  return success();
}

void KernelLowering::emitNamedBarrier(OpBuilder &b, Location loc, Value id, int64_t count,
                                      bool arrive) {
  Value n = arith::ConstantIntOp::create(b, loc, b.getI32Type(), count);
  if (arrive)
    NVVM::BarrierArriveOp::create(b, loc, id, n);
  else
    NVVM::BarrierOp::create(b, loc, TypeRange(), id, n, NVVM::BarrierReductionAttr(), Value());
}

LogicalResult KernelLowering::lowerGroupTurn(GroupTurnOp op) {
  // Turn i goes to group i mod G; every thread counts the turns.
  Location loc = op.getLoc();
  OpBuilder b(op);
  Type i32 = b.getI32Type();
  Value zero = getConstantIndex(b, loc, 0);
  Value turn = memref::LoadOp::create(b, loc, turnCounter, zero);
  memref::StoreOp::create(
      b, loc, arith::AddIOp::create(b, loc, turn, arith::ConstantIntOp::create(b, loc, i32, 1)),
      turnCounter, zero);
  Value owner = arith::RemUIOp::create(
      b, loc, turn, arith::ConstantIntOp::create(b, loc, i32, consumerGroups));
  owner.getDefiningOp()->setAttr(kTurnOwnerAttrName, b.getUnitAttr());
  Value mine = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, owner, uniformGroup);
  auto ifMine = scf::IfOp::create(b, loc, TypeRange(), mine, /*withElseRegion=*/true);
  moveBody(op.getBody(), ifMine.thenBlock());
  // The others: their own groups are all read by now (the turn that read
  // them ended), so they free them, wgmma groups waited for; then they
  // count the turn's groups and skip them: neither waited for nor freed
  // by this group.
  Block *others = ifMine.elseBlock();
  OpBuilder ob(others->getTerminator());
  NVVM::WgmmaWaitGroupSyncOp::create(ob, loc, 0);
  emitConsumerRelease(ob, loc, memref::LoadOp::create(ob, loc, tmaGroups, zero));
  moveBody(op.getOthers(), others);
  ob.setInsertionPoint(others->getTerminator());
  Value committed = memref::LoadOp::create(ob, loc, tmaGroups, zero);
  for (int64_t i = 1; i < kTmaCounters; ++i)
    memref::StoreOp::create(ob, loc, committed, tmaGroups, getConstantIndex(ob, loc, i));
  op.erase();
  return success();
}

/// Moves `op`'s body before it and erases it.
static void inlineOrdered(OrderedOp op) {
  Block *body = &op.getBody().front();
  op->getBlock()->getOperations().splice(op->getIterator(), body->getOperations(),
                                         body->begin(), body->getTerminator()->getIterator());
  op.erase();
}

LogicalResult KernelLowering::lowerOrdered(OrderedOp op) {
  // Group g enters on barrier 1 + G + g once the previous turn's group
  // arrived there (2 N threads: its own and the arriving group's), and
  // lets group g + 1 in on leaving. The last group lets the first in at
  // the start, for turn 0.
  Location loc = op.getLoc();
  Type i32 = IntegerType::get(op.getContext(), 32);
  int64_t g = consumerGroups;
  auto orderBarrier = [&](OpBuilder &b, Value group) {
    return arith::AddIOp::create(b, loc, group, arith::ConstantIntOp::create(b, loc, i32, 1 + g))
        .getResult();
  };
  if (!orderedStarted) {
    orderedStarted = true;
    Block *consumers = producerSplit.elseBlock();
    OpBuilder sb(consumers, consumers->begin());
    while (isa<NVVM::SetMaxRegisterOp>(&*sb.getInsertionPoint()))
      sb.setInsertionPointAfter(&*sb.getInsertionPoint());
    Value last = arith::CmpIOp::create(sb, loc, arith::CmpIPredicate::eq, uniformGroup,
                                       arith::ConstantIntOp::create(sb, loc, i32, g - 1));
    auto ifLast = scf::IfOp::create(sb, loc, TypeRange(), last, /*withElseRegion=*/false);
    OpBuilder lb = ifLast.getThenBodyBuilder();
    emitNamedBarrier(lb, loc, orderBarrier(lb, arith::ConstantIntOp::create(lb, loc, i32, 0)),
                     2 * numThreads, /*arrive=*/true);
  }
  OpBuilder b(op);
  emitNamedBarrier(b, loc, orderBarrier(b, uniformGroup), 2 * numThreads);
  // Leaving: the group's wgmma groups are done and so is every stage it
  // waited for (a pipeline's last, empty groups too), before the next
  // group starts its main loop on the stages they free.
  b.setInsertionPointAfter(op);
  NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);
  emitConsumerRelease(b, loc, memref::LoadOp::create(b, loc, tmaGroups, getConstantIndex(b, loc, 1)));
  Value next = arith::RemUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, uniformGroup, arith::ConstantIntOp::create(b, loc, i32, 1)),
      arith::ConstantIntOp::create(b, loc, i32, g));
  emitNamedBarrier(b, loc, orderBarrier(b, next), 2 * numThreads, /*arrive=*/true);
  inlineOrdered(op);
  return success();
}

LogicalResult KernelLowering::lowerWarpgroupTurns(OrderedOp op) {
  // The producer runs no turns (its copy of the loop keeps an ordered part
  // only around copies, which it issues alone).
  if (inProducer(op)) {
    inlineOrdered(op);
    return success();
  }
  if (consumerGroups > 1)
    return op.emitOpError() << "orders warpgroups outside the tile.group_turn of a kernel with "
                               "consumer groups, whose turns order the groups; drop it";
  // One warpgroup takes every turn: nothing to order.
  if (numThreads <= 128) {
    inlineOrdered(op);
    return success();
  }
  // Where the stages are cp.async copies, every warp meets the others at
  // a block barrier each stage, which undoes any order between their
  // turns (and the turns' barriers cost LLVM the accumulators' registers:
  // it kept them in local memory across them).
  if (!producerSplit) {
    if (!std::exchange(warpgroupTurnsDropped, true))
      op.emitRemark() << "the warpgroups meet at the block barrier of every cp.async stage, so "
                       "their turns would not hold; not ordered (TMA loads from a producer "
                       "warp free them: tile.warp_specialize)";
    inlineOrdered(op);
    return success();
  }
  if (numThreads % 128)
    return op.emitOpError() << "orders the launch's warpgroups, but its " << numThreads
                            << " threads are not whole warpgroups (threads(N) with N a "
                               "multiple of 128)";
  int64_t warpgroups = numThreads / 128;
  if (!producerSplit.getElseRegion().isAncestor(op->getParentRegion()))
    return op.emitOpError() << "comes before the producer split (the first pipelined copy), "
                               "where the producer warps run it too and would wait for a "
                               "turn; put it after the split, in the pipelined loop";
  // A stage the turn waits for may need the release of a warpgroup that
  // waits for this turn to end.
  WalkResult waits = op.walk([](AsyncWaitOp) { return WalkResult::interrupt(); });
  if (waits.wasInterrupted())
    return op.emitOpError() << "holds a tile.async_wait: the stage it waits for may need a "
                               "release by a warpgroup that waits for this turn to end (a "
                               "hang); keep the copies and their waits outside the ordered part";
  // Warpgroup w enters on barrier kFirst + w once warpgroup w - 1 (the
  // last one, for w = 0) has left (256 threads: its own and the arriving
  // ones), and lets w + 1 in on leaving. Every warpgroup runs the same
  // sequence of ordered parts, so the turns chain through all of them;
  // the last warpgroup lets the first in once, at the start. Ids 0 and 1
  // are the block's and the consumers' barriers.
  constexpr int64_t kFirst = 2;
  Location loc = op.getLoc();
  Type i32 = IntegerType::get(op.getContext(), 32);
  if (!std::exchange(orderedStarted, true)) {
    // The last warpgroup lets the first in, at the consumers' start (after
    // setmaxnreg).
    OpBuilder sb = OpBuilder::atBlockBegin(producerSplit.elseBlock());
    while (isa<NVVM::SetMaxRegisterOp>(&*sb.getInsertionPoint()))
      sb.setInsertionPointAfter(&*sb.getInsertionPoint());
    Value last = arith::CmpIOp::create(sb, loc, arith::CmpIPredicate::eq, uniformWarpgroup,
                                       arith::ConstantIntOp::create(sb, loc, i32, warpgroups - 1));
    auto ifLast = scf::IfOp::create(sb, loc, TypeRange(), last, /*withElseRegion=*/false);
    OpBuilder lb = ifLast.getThenBodyBuilder();
    emitNamedBarrier(lb, loc, arith::ConstantIntOp::create(lb, loc, i32, kFirst), 256,
                     /*arrive=*/true);
  }
  OpBuilder b(op);
  Value first = arith::ConstantIntOp::create(b, loc, i32, kFirst);
  emitNamedBarrier(b, loc, arith::AddIOp::create(b, loc, first, uniformWarpgroup), 256);
  Operation *entry = &*std::prev(b.getInsertionPoint());
  Value next = arith::RemUIOp::create(
      b, loc,
      arith::AddIOp::create(b, loc, uniformWarpgroup, arith::ConstantIntOp::create(b, loc, i32, 1)),
      arith::ConstantIntOp::create(b, loc, i32, warpgroups));
  b.setInsertionPointAfter(op);
  emitNamedBarrier(b, loc, arith::AddIOp::create(b, loc, first, next), 256, /*arrive=*/true);
  Operation *exit = &*std::prev(b.getInsertionPoint());
  warpgroupTurns.push_back({entry, exit});
  inlineOrdered(op);
  return success();
}

LogicalResult KernelLowering::checkWarpgroupTurns() {
  for (auto [entry, exit] : warpgroupTurns) {
    for (Operation *op = entry->getNextNode(); op && op != exit; op = op->getNextNode()) {
      Operation *barrier = nullptr;
      op->walk([&](Operation *inner) {
        if (isa<gpu::BarrierOp, NVVM::Barrier0Op, NVVM::BarrierOp>(inner)) {
          barrier = inner;
          return WalkResult::interrupt();
        }
        return WalkResult::advance();
      });
      if (!barrier)
        continue;
      InFlightDiagnostic diag =
          emitError(entry->getLoc())
          << "'tile.ordered' op holds an operation that synchronizes the block, which would "
             "wait for the warpgroups that wait for this one to leave the ordered part (a "
             "hang); keep only work of one warpgroup in it (issuing gemms)";
      diag.attachNote(barrier->getLoc()) << "the block-wide synchronization";
      return failure();
    }
  }
  return success();
}
