//===- StageBarriers.cpp - mbarrier stage protocol ------------------------===//
//
// Stage barriers: the mbarriers that order TMA groups, producer and consumers.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

void KernelLowering::finishCluster() {
  // Neither block may leave while the other can still arrive on its
  // barriers. Without a producer warp each arrives on the cluster barrier
  // once it has issued its last group (after the outermost op that holds
  // one), and waits for the other before it returns; the epilogue runs in
  // between.
  Location loc = kernel.getLoc();
  if (producerSplit && consumerGroups == 1) {
    // No cluster barrier: before they leave, the consumers wait until this
    // block's empty barriers have seen the releases of the last S groups
    // they released, the peer's remote ones included (a barrier's phases
    // complete in order, so every earlier release has landed too). Then
    // nothing can still arrive in this block's shared memory: the peer's
    // boxes landed before the consumers' waits on the full barriers, and
    // no release follows. The peer waits for this block's releases the
    // same way. A releasing cluster arrive would cost every thread a
    // GPU-scope memory barrier. (The producer's drain waited for some of
    // these phases already; no later phase can alias them.)
    Block *consumers = producerSplit.elseBlock();
    OpBuilder cb(consumers->getTerminator());
    Type i32 = cb.getI32Type();
    Value released = memref::LoadOp::create(cb, loc, tmaGroups, getConstantIndex(cb, loc, 2));
    for (int64_t back = tmaSlots; back >= 1; --back) {
      Value distance = arith::ConstantIntOp::create(cb, loc, i32, back);
      Value exists =
          arith::CmpIOp::create(cb, loc, arith::CmpIPredicate::uge, released, distance);
      auto ifExists = scf::IfOp::create(cb, loc, exists, /*withElseRegion=*/false);
      OpBuilder wb = ifExists.getThenBodyBuilder();
      emitReleaseWait(wb, loc, arith::SubIOp::create(wb, loc, released, distance));
    }
    return;
  }
  if (producerSplit) {
    // The producer arrives at the end of its branch, the consumers after
    // the outermost op that holds their last stage wait or release, before
    // the epilogue: the arrive releases (the remote releases must land
    // before the peer leaves), a GPU-scope memory barrier per thread that
    // would otherwise wait for the epilogue's stores. Not .aligned: the
    // producer warp's lanes get there at different times (the elected lane
    // issues and waits, the others do not).
    Block *consumers = producerSplit.elseBlock();
    Operation *lastSync = nullptr;
    consumers->walk([&](Operation *op) {
      if (!isa<NVVM::MBarrierArriveOp, NVVM::MBarrierTryWaitOp, NVVM::MBarrierTryWaitParityOp>(
              op))
        return;
      Operation *top = consumers->findAncestorOpInBlock(*op);
      if (top && (!lastSync || lastSync->isBeforeInBlock(top)))
        lastSync = top;
    });
    OpBuilder pb(producerSplit.thenBlock()->getTerminator());
    NVVM::ClusterArriveOp::create(pb, loc, UnitAttr());
    OpBuilder cb(consumers->getTerminator());
    if (lastSync)
      cb.setInsertionPointAfter(lastSync);
    NVVM::ClusterArriveOp::create(cb, loc, UnitAttr());
    kernel.walk([&](gpu::ReturnOp ret) {
      OpBuilder rb(ret);
      NVVM::ClusterWaitOp::create(rb, loc, UnitAttr());
    });
    return;
  }
  Block &entry = kernel.getBody().front();
  Operation *last = nullptr;
  kernel.walk([&](scf::ExecuteRegionOp op) {
    if (!op->hasAttr(kTmaGroupAttrName))
      return;
    Operation *top = entry.findAncestorOpInBlock(*op);
    if (top && (!last || last->isBeforeInBlock(top)))
      last = top;
  });
  OpBuilder b(kernel.getContext());
  if (last)
    b.setInsertionPointAfter(last);
  else
    b.setInsertionPointToStart(&entry);
  NVVM::ClusterArriveOp::create(b, loc, b.getUnitAttr());
  kernel.walk([&](gpu::ReturnOp ret) {
    OpBuilder rb(ret);
    NVVM::ClusterWaitOp::create(rb, loc, rb.getUnitAttr());
  });
}

void KernelLowering::emitStageRelease(OpBuilder &b, Location loc, Value group) {
  // Group `group` refills the stage that held group - S, which every thread
  // of this block is done with (the barrier tile-pipeline places before a
  // refill): say so on the peer's barrier of that stage. (Group g >= S
  // completes phase g / S - 1 there.) The arrive releases at CTA scope:
  // this block's reads of the stage have completed (its wgmma groups were
  // waited for), and a release at cluster scope cost a fifth of the
  // kernel's time (run 112).
  Type i32 = b.getI32Type();
  Value refill = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, group,
                                       arith::ConstantIntOp::create(b, loc, i32, tmaSlots));
  auto ifRefill = scf::IfOp::create(b, loc, refill, /*withElseRegion=*/false);
  OpBuilder rb = ifRefill.getThenBodyBuilder();
  Value peer = arith::XOrIOp::create(rb, loc, clusterRank,
                                     arith::ConstantIntOp::create(rb, loc, i32, 1));
  Value remote = NVVM::MapaOp::create(
      rb, loc, LLVM::LLVMPointerType::get(b.getContext(), 7),
      getTmaBarrier(rb, loc, group, tmaEmpty), peer);
  NVVM::MBarrierArriveOp::create(rb, loc, Type(), remote, /*count=*/Value(),
                                 NVVM::MemScopeKind::CTA, /*relaxed=*/false);
}

void KernelLowering::emitConsumerRelease(OpBuilder &outer, Location loc, Value to) {
  // Lane 0 of each consumer warp arrives on the empty barrier of groups
  // [released, to), here and, with multicast, in the peer.
  Type i32 = outer.getI32Type();
  Value releasedIdx = getConstantIndex(outer, loc, 2);
  Value from = memref::LoadOp::create(outer, loc, tmaGroups, releasedIdx);
  Value lane0 = arith::CmpIOp::create(
      outer, loc, arith::CmpIPredicate::eq,
      arith::RemUIOp::create(outer, loc, threadId, getConstantIndex(outer, loc, 32)),
      getConstantIndex(outer, loc, 0));
  auto releaser = scf::IfOp::create(outer, loc, lane0, /*withElseRegion=*/false);
  memref::StoreOp::create(outer, loc, arith::MaxUIOp::create(outer, loc, from, to), tmaGroups,
                          releasedIdx);
  OpBuilder b = releaser.getThenBodyBuilder();
  auto loop = scf::WhileOp::create(b, loc, TypeRange{i32}, ValueRange{from});
  Block *before = b.createBlock(&loop.getBefore(), {}, {i32}, {loc});
  OpBuilder cb = OpBuilder::atBlockBegin(before);
  Value g = before->getArgument(0);
  scf::ConditionOp::create(
      cb, loc, arith::CmpIOp::create(cb, loc, arith::CmpIPredicate::ult, g, to), ValueRange{g});
  Block *after = b.createBlock(&loop.getAfter(), {}, {i32}, {loc});
  OpBuilder ab = OpBuilder::atBlockBegin(after);
  g = after->getArgument(0);
  Value local = getTmaBarrier(ab, loc, g, tmaEmpty);
  NVVM::MBarrierArriveOp::create(ab, loc, ab.getI64Type(), local, /*count=*/Value(),
                                 NVVM::MemScopeKind::CTA, /*relaxed=*/false);
  if (tmaMulticast) {
    Value peer = arith::XOrIOp::create(ab, loc, clusterRank,
                                       arith::ConstantIntOp::create(ab, loc, i32, 1));
    Value remote = NVVM::MapaOp::create(ab, loc, LLVM::LLVMPointerType::get(b.getContext(), 7),
                                        local, peer);
    NVVM::MBarrierArriveOp::create(ab, loc, Type(), remote, /*count=*/Value(),
                                   NVVM::MemScopeKind::CTA, /*relaxed=*/false);
  }
  scf::YieldOp::create(
      ab, loc,
      ValueRange{arith::AddIOp::create(ab, loc, g, arith::ConstantIntOp::create(ab, loc, i32, 1))
                     .getResult()});
  b.setInsertionPointAfter(loop);
}

void KernelLowering::releaseAfterWgmmaWaits() {
  // Each wgmma group reads tiles of the groups waited for before it was
  // committed (the pipelined loop's gemms read the tiles of its last wait).
  // Counter 4 holds that count at the last commit, counter 3 the count
  // before it changed: wgmma groups committed since waits that added no
  // group read the same tiles, so only a commit after a new wait moves 4
  // to 3. After wgmma.wait_group 0 every group below counter 4 is free;
  // after wait_group 1, with the last wgmma group still in flight, every
  // group below counter 3. lowerWgmma keeps at most one in flight.
  Region &consumers = producerSplit.getElseRegion();
  SmallVector<Operation *> commits;
  SmallVector<std::pair<Operation *, int64_t>> waits;
  llvm::SmallPtrSet<Operation *, 8> kernelWaits;
  for (auto [op, pending] : gemmWaits)
    kernelWaits.insert(op);
  consumers.walk([&](Operation *op) {
    if (isa<NVVM::WgmmaGroupSyncAlignedOp>(op))
      commits.push_back(op);
    else if (auto wait = dyn_cast<NVVM::WgmmaWaitGroupSyncOp>(op);
             wait && !kernelWaits.contains(op))
      waits.push_back({op, wait.getGroup()});
  });
  // The kernel's own waits (tile.gemm_wait) free stages the same way.
  for (auto [op, pending] : gemmWaits)
    if (consumers.isAncestor(op->getParentRegion()))
      waits.push_back({op, pending});
  Location loc = kernel.getLoc();
  auto index = [&](OpBuilder &b, int64_t i) { return getConstantIndex(b, loc, i); };
  for (Operation *op : commits) {
    OpBuilder b(op->getContext());
    b.setInsertionPointAfter(op);
    Value read = memref::LoadOp::create(b, loc, tmaGroups, index(b, 4));
    Value waited = memref::LoadOp::create(b, loc, tmaGroups, index(b, 1));
    Value before = memref::LoadOp::create(b, loc, tmaGroups, index(b, 3));
    Value moved = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, waited, read);
    memref::StoreOp::create(b, loc, arith::SelectOp::create(b, loc, moved, read, before),
                            tmaGroups, index(b, 3));
    memref::StoreOp::create(b, loc, waited, tmaGroups, index(b, 4));
  }
  for (auto [op, pending] : waits) {
    if (pending > 1 || keepStageWaits.contains(op))
      continue;
    OpBuilder b(op->getContext());
    b.setInsertionPointAfter(op);
    emitConsumerRelease(b, loc,
                        memref::LoadOp::create(b, loc, tmaGroups, index(b, pending ? 3 : 4)));
  }
}

void KernelLowering::emitStageAcquire(OpBuilder &b, Location loc, Value group,
                                      int64_t distance) {
  // Before group g refills the buffers group j = g - distance filled, wait
  // until j has been released (by the peer, or by the consumer warps):
  // phase j / S of empty barrier j mod S (S = tmaSlots), parity (j / S) mod
  // 2. The first `distance` groups fill fresh buffers.
  Type i32 = b.getI32Type();
  Value refill = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, group,
                                       arith::ConstantIntOp::create(b, loc, i32, distance));
  auto ifRefill = scf::IfOp::create(b, loc, refill, /*withElseRegion=*/false);
  OpBuilder wb = ifRefill.getThenBodyBuilder();
  emitReleaseWait(wb, loc,
                  arith::SubIOp::create(wb, loc, group,
                                        arith::ConstantIntOp::create(wb, loc, i32, distance)));
}

void KernelLowering::emitReleaseWait(OpBuilder &wb, Location loc, Value previous) {
  Type i32 = wb.getI32Type();
  Value slots = arith::ConstantIntOp::create(wb, loc, i32, tmaSlots);
  Value one = arith::ConstantIntOp::create(wb, loc, i32, 1);
  Value parity = arith::AndIOp::create(wb, loc, arith::DivUIOp::create(wb, loc, previous, slots),
                                       one);
  // try_wait (no suspend-time hint) until the phase has completed. Only
  // the issuing lane waits, and with it its warp and, at the next barrier,
  // the block: this wait is what multicast costs without a producer warp
  // (docs/benchmarks.md, run 112).
  Value barrier = getTmaBarrier(wb, loc, previous, tmaEmpty);
  auto loop = scf::WhileOp::create(wb, loc, TypeRange(), ValueRange());
  Block *before = wb.createBlock(&loop.getBefore());
  OpBuilder cb = OpBuilder::atBlockBegin(before);
  Value done = NVVM::MBarrierTryWaitOp::create(cb, loc, cb.getI1Type(), barrier, parity,
                                               /*ticks=*/Value(), NVVM::MemScopeKind::CTA,
                                               /*relaxed=*/false);
  Value again = arith::XOrIOp::create(cb, loc, done,
                                      arith::ConstantIntOp::create(cb, loc, cb.getI1Type(), 1));
  scf::ConditionOp::create(cb, loc, again, ValueRange());
  Block *after = wb.createBlock(&loop.getAfter());
  OpBuilder ab = OpBuilder::atBlockBegin(after);
  scf::YieldOp::create(ab, loc);
}

Value KernelLowering::getTmaBarrier(OpBuilder &b, Location loc, Value group,
                                    Value barriers) {
  Type i32 = b.getI32Type();
  Value slot = arith::RemUIOp::create(
      b, loc, group, arith::ConstantIntOp::create(b, loc, i32, tmaSlots));
  Value address = memref::ExtractAlignedPointerAsIndexOp::create(
      b, loc, barriers ? barriers : tmaBarriers);
  address = arith::AddIOp::create(
      b, loc, address,
      arith::MulIOp::create(b, loc, arith::IndexCastUIOp::create(b, loc, b.getIndexType(), slot),
                            getConstantIndex(b, loc, 8)));
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
      arith::IndexCastUIOp::create(b, loc, b.getI64Type(), address).getResult());
}

void KernelLowering::lowerTmaWait(AsyncWaitOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  // Wait for every group but the last `pending`, in order: group g
  // completes phase g / S of barrier g mod S.
  Type i32 = b.getI32Type();
  Value zero = getConstantIndex(b, loc, 0), oneIdx = getConstantIndex(b, loc, 1);
  Value committed = memref::LoadOp::create(b, loc, tmaGroups, zero);
  Value waited = memref::LoadOp::create(b, loc, tmaGroups, oneIdx);
  Value pending = arith::ConstantIntOp::create(b, loc, i32, op.getPending());
  // committed - pending, or 0 when fewer groups exist.
  Value target = arith::SelectOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, committed, pending),
      arith::SubIOp::create(b, loc, committed, pending),
      arith::ConstantIntOp::create(b, loc, i32, 0));
  // Lane 0 of each warp waits; the barrier that must follow a wait
  // (tile.async_wait) carries what it acquired to the other threads. Every
  // thread spinning on the barrier cost 2.5-3.6% (run 109).
  Value lane0 = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::RemUIOp::create(b, loc, threadId, getConstantIndex(b, loc, 32)),
      getConstantIndex(b, loc, 0));
  if (producerSplit && !(releaseAfterWgmma && tmaStageBuffers >= 2)) {
    // The groups waited for before this wait have been read by the ops in
    // between: free their stages first, so that the producer may refill
    // them while this wait spins (group g may need the release of g - 1:
    // one buffer). The last wgmma group (lowerWgmma keeps at most one in
    // flight, reading the tiles of the group waited for last) may still
    // read the last group: with two buffers or more that one is freed at
    // the next wait and the tensor cores keep working through this one;
    // with one, the wgmma group is waited for here.
    // Asynchronous gemms may keep groups in flight that read any earlier
    // group: all are waited for first.
    Value free = waited;
    if (wgmmaOperands && tmaStageBuffers >= 2 && !asyncGemms)
      free = arith::SelectOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, waited,
                                arith::ConstantIntOp::create(b, loc, i32, 0)),
          arith::SubIOp::create(b, loc, waited, arith::ConstantIntOp::create(b, loc, i32, 1)),
          waited);
    else if (wgmmaOperands)
      NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);
    emitConsumerRelease(b, loc, free);
  }
  auto waiter = scf::IfOp::create(b, loc, lane0, /*withElseRegion=*/false);
  b.setInsertionPointToStart(waiter.thenBlock());
  auto loop = scf::WhileOp::create(b, loc, TypeRange{i32}, ValueRange{waited});
  {
    Block *before = b.createBlock(&loop.getBefore(), {}, {i32}, {loc});
    OpBuilder wb = OpBuilder::atBlockBegin(before);
    Value g = before->getArgument(0);
    Value more = arith::CmpIOp::create(wb, loc, arith::CmpIPredicate::ult, g, target);
    scf::ConditionOp::create(wb, loc, more, ValueRange{g});
    Block *after = b.createBlock(&loop.getAfter(), {}, {i32}, {loc});
    wb.setInsertionPointToStart(after);
    g = after->getArgument(0);
    Value slots = arith::ConstantIntOp::create(wb, loc, i32, tmaSlots);
    Value parity = arith::AndIOp::create(
        wb, loc, arith::DivUIOp::create(wb, loc, g, slots),
        arith::ConstantIntOp::create(wb, loc, i32, 1));
    NVVM::MBarrierTryWaitParityOp::create(
        wb, loc, getTmaBarrier(wb, loc, g), parity,
        arith::ConstantIntOp::create(wb, loc, i32, 10000000));
    Value next = arith::AddIOp::create(wb, loc, g,
                                       arith::ConstantIntOp::create(wb, loc, i32, 1));
    scf::YieldOp::create(wb, loc, ValueRange{next});
  }
  // Every thread counts the groups waited for: max(waited, target), where
  // lane 0's loop ended.
  b.setInsertionPointAfter(waiter);
  memref::StoreOp::create(b, loc, arith::MaxUIOp::create(b, loc, waited, target),
                          tmaGroups, oneIdx);
  op.erase();
}

void KernelLowering::emitProducerAcquire(OpBuilder &b, Location loc, Value group) {
  Type i32 = b.getI32Type();
  // The stage's barriers: group g's arrival on full barrier g mod S must
  // wait until the group before it there, g - S, has been waited for (its
  // release comes after), else a consumer still waiting for g - S sees the
  // parity of g (a hang). Where releases come in order, the release of
  // g - B (B buffers per ring) covers that and the buffers of every ring
  // whose index runs with the groups: with one consumer group, and with
  // several whose rings continue across the tile loop (each group frees
  // all it waited for before it lets the next one in, tile.ordered).
  emitStageAcquire(b, loc, group,
                   consumerGroups > 1 && ringsRestart ? tmaSlots : tmaStageBuffers);
  // The buffers: the group that last filled each one this group fills must
  // be free. A pipelined loop's stage index restarts where the loop does
  // (a persistent kernel's next tile), so that group need not be g - B;
  // with consumer groups it belongs to another group, whose releases are
  // not ordered with this one's. Where it is S groups back or more, the
  // wait above for that group's stage successor covered it already (and
  // waiting on it could alias its parity).
  if (!ringsRestart)
    return;
  llvm::SmallPtrSet<Value, 4> rings;
  for (const TmaLoad &load : pendingTmaLoads) {
    auto it = stageRefs.find(load.tile);
    StageRef ref = it != stageRefs.end()
                       ? it->second
                       : StageRef{load.tile, getConstantIndex(b, loc, 0), 1};
    if (!rings.insert(ref.ring).second)
      continue;
    Value &fills = lastFill[ref.ring];
    if (!fills) {
      OpBuilder eb = OpBuilder::atBlockBegin(&kernel.getBody().front());
      fills = memref::AllocaOp::create(eb, loc, MemRefType::get({ref.size}, i32));
      Value none = arith::ConstantIntOp::create(eb, loc, i32, -1);
      for (int64_t i = 0; i < ref.size; ++i)
        memref::StoreOp::create(eb, loc, none, fills, getConstantIndex(eb, loc, i));
    }
    Value last = memref::LoadOp::create(b, loc, fills, ref.index);
    Value filled = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, last,
                                         arith::ConstantIntOp::create(b, loc, i32, -1));
    Value recent = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ult, arith::SubIOp::create(b, loc, group, last),
        arith::ConstantIntOp::create(b, loc, i32, tmaSlots));
    auto ifRecent = scf::IfOp::create(b, loc, arith::AndIOp::create(b, loc, filled, recent),
                                      /*withElseRegion=*/false);
    OpBuilder wb = ifRecent.getThenBodyBuilder();
    emitReleaseWait(wb, loc, last);
    memref::StoreOp::create(b, loc, group, fills, ref.index);
  }
}
