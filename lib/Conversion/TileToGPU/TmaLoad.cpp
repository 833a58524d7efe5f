//===- TmaLoad.cpp - TMA loads --------------------------------------------===//
//
// TMA loads: the tensor maps, the barriers' set-up and the boxes a group issues.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

void KernelLowering::setUpTma(OpBuilder &b, Location loc) {
  MLIRContext *ctx = kernel.getContext();
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  // Each map is a kernel argument after the buffers, taken by value as a
  // grid constant (tile-tensor-map-params marks them once they are LLVM
  // function arguments): its generic address is what the loads read.
  SmallVector<int64_t> mapArgs;
  for (size_t i = 0; i < tensorMaps.size(); ++i) {
    mapArgs.push_back(kernel.getNumArguments());
    (void)kernel.insertArgument(kernel.getNumArguments(),
                                LLVM::LLVMPointerType::get(ctx), DictionaryAttr(),
                                kernel.getLoc());
    tmaMapPointers.push_back(kernel.getArgument(kernel.getNumArguments() - 1));
  }
  kernel->setAttr(TileDialect::kTensorMapArgsAttrName,
                  b.getDenseI64ArrayAttr(mapArgs));
  auto isFirstThread = [&] {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, blockThreadId,
                                 getConstantIndex(b, loc, 0));
  };
  // The maps live in global memory: fetch them ahead of the first use.
  auto prefetchMaps = [&](Value first) {
    for (Value map : tmaMapPointers)
      NVVM::PrefetchOp::create(b, loc, /*cacheLevel=*/nullptr, /*evictPriority=*/nullptr,
                               map, first, /*tensormap=*/true);
  };
  // TMA stores complete on bulk groups, which need no barriers.
  if (tmaCopies.empty()) {
    prefetchMaps(isFirstThread());
    return;
  }
  tmaBarriers = allocateShared(b, loc, MemRefType::get({tmaSlots}, i64));
  auto groupsType = MemRefType::get({kTmaCounters}, i32);
  tmaGroups = memref::AllocaOp::create(b, loc, groupsType);
  Value zero = arith::ConstantIntOp::create(b, loc, i32, 0);
  for (int64_t i = 0; i < kTmaCounters; ++i)
    memref::StoreOp::create(b, loc, zero, tmaGroups, getConstantIndex(b, loc, i));
  // The first thread initializes the barriers, under a predicate: a branch
  // here would move the fragments' allocas out of the entry block, where
  // LLVM no longer promotes them to registers.
  Value first = isFirstThread();
  Value issuers = arith::ConstantIntOp::create(b, loc, i32, tmaIssuers);
  for (int64_t s = 0; s < tmaSlots; ++s)
    NVVM::MBarrierInitOp::create(
        b, loc, getTmaBarrier(b, loc, arith::ConstantIntOp::create(b, loc, i32, s)),
        issuers, first);
  prefetchMaps(first);
  if (tmaMulticast || producerSplit) {
    // One arrival a phase: the peer's, when its copy of the stage is free;
    // with a producer warp, one per consumer warp of this block (and of the
    // peer with multicast).
    tmaEmpty = allocateShared(b, loc, MemRefType::get({tmaSlots}, i64));
    int64_t arrivals = producerSplit ? (numThreads / 32) * (tmaMulticast ? 2 : 1) : 1;
    Value count = arith::ConstantIntOp::create(b, loc, i32, arrivals);
    for (int64_t s = 0; s < tmaSlots; ++s)
      NVVM::MBarrierInitOp::create(
          b, loc,
          getTmaBarrier(b, loc, arith::ConstantIntOp::create(b, loc, i32, s), tmaEmpty),
          count, first);
  }
  // (Outline gave the kernel its cluster shape.)
  if (tmaMulticast)
    clusterRank = NVVM::ClusterId::create(b, loc, i32);
  // The initialized barriers become visible to the async proxy (TMA's
  // complete_tx) and to the other threads; with multicast, to the peer
  // block too, which may arrive on them or fill this block's tiles as soon
  // as it passes the cluster barrier. The fence releases the inits at
  // cluster scope, so the arrive can be relaxed: a releasing one is a
  // GPU-scope memory barrier in every thread.
  NVVM::FenceMbarrierInitOp::create(b, loc);
  if (!tmaMulticast) {
    gpu::BarrierOp::create(b, loc);
    return;
  }
  NVVM::ClusterArriveRelaxedOp::create(b, loc, b.getUnitAttr());
  NVVM::ClusterWaitOp::create(b, loc, b.getUnitAttr());
}

LogicalResult KernelLowering::lowerTmaCopy(CopyOp op, const TmaCopy &plan) {
  // The group's commit issues the boxes (lowerAsyncCommit), computing
  // their addresses in the issuing threads only.
  OpBuilder b(op);
  Value zero = getConstantIndex(b, op.getLoc(), 0);
  Value row = op.getSrcOffsets().empty() ? zero : op.getSrcOffsets()[0];
  Value col = op.getSrcOffsets().empty() ? zero : op.getSrcOffsets()[1];
  Operation *subview = plan.leadingCoord ? op.getSrc().getDefiningOp() : nullptr;
  // A run-time row count: the rebuilt buffer's size, defined at the entry
  // (the boxes are issued where the copy's position need not dominate).
  Value sourceRows;
  if (!plan.edge.empty()) {
    auto type = cast<MemRefType>(op.getSrc().getType());
    auto rebuilt = op.getSrc().getDefiningOp<memref::ReinterpretCastOp>();
    if (!type.isDynamicDim(0))
      sourceRows = getConstantIndex(b, op.getLoc(), type.getDimSize(0));
    else if (rebuilt)
      sourceRows = getValueOrCreateConstantIndexOp(b, op.getLoc(), rebuilt.getMixedSizes()[0]);
    else
      return op.emitOpError() << "loads through TMA from a buffer whose run-time rows have no "
                                 "value at the kernel's entry";
  }
  for (size_t box = 0; box < plan.boxes.size(); ++box)
    pendingTmaLoads.push_back({op.getDst(), row, col, sourceRows, &plan, box, subview});
  op.erase();
  return success();
}

/// `v` where `b` inserts: itself when its region encloses that point,
/// else a clone of the pure ops that compute it (canRebuildIn). A pipelined
/// loop with a dynamic trip count guards its prologue's copies with
/// `scf.if` (iteration < trips) while the group's commit, which issues
/// their TMA boxes, stays outside: the boxes of a missing iteration load
/// too (clipped at the tensor's edges, never read), so that every group
/// completes the bytes its barrier expects.
static Value materializeAt(OpBuilder &b, Value v) {
  Region *here = b.getInsertionBlock()->getParent();
  if (v.getParentRegion()->isAncestor(here))
    return v;
  // planTmaCopy made sure (canRebuildIn); were it not so, the verifier
  // would report the use.
  Operation *def = v.getDefiningOp();
  if (!def || def->getNumRegions() || !isPure(def))
    return v;
  IRMapping mapping;
  for (Value operand : def->getOperands())
    mapping.map(operand, materializeAt(b, operand));
  return b.clone(*def, mapping)->getResult(cast<OpResult>(v).getResultNumber());
}

Value lowering::getMatrixIndex(OpBuilder &b, Location loc, memref::SubViewOp subview) {
  Value matrix = arith::ConstantIndexOp::create(b, loc, 0);
  // Held here: a range-for over a view of the temporary would read it
  // after it dies (C++17 keeps only the range object alive).
  SmallVector<OpFoldResult> offsets = subview.getMixedOffsets();
  for (auto [d, offset] : llvm::enumerate(ArrayRef(offsets).drop_back(2))) {
    // (A run-time extent: the rebuilt buffer's size, defined at the entry.)
    Value extent = getValueOrCreateConstantIndexOp(
        b, loc, memref::getMixedSize(b, loc, subview.getSource(), d));
    Value scaled = arith::MulIOp::create(b, loc, matrix, extent);
    matrix = arith::AddIOp::create(
        b, loc, scaled, materializeAt(b, getValueOrCreateConstantIndexOp(b, loc, offset)));
  }
  return matrix;
}

/// Issues one box of map `map` at `coords` into byte `dstOffset` of `tile`.
static void issueBox(OpBuilder &b, Location loc, Value map, Value tile, int64_t dstOffset,
                     ValueRange coords, Value barrier, Value multicastMask) {
  // The block's own shared memory, as a shared::cluster address.
  Value dst = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, tile);
  dst = arith::AddIOp::create(b, loc, dst, arith::ConstantIndexOp::create(b, loc, dstOffset));
  dst = LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
      arith::IndexCastUIOp::create(b, loc, b.getI64Type(), dst).getResult());
  dst = LLVM::AddrSpaceCastOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 7), dst);
  NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
      b, loc, dst, map, coords, barrier,
      /*im2colOffsets=*/ValueRange(), multicastMask,
      /*l2CacheHint=*/Value(), NVVM::TMALoadMode::TILE, /*isCTAOnly=*/false,
      /*group=*/nullptr, /*predicate=*/Value());
}

void KernelLowering::emitTmaLoad(OpBuilder &b, Location loc, const TmaLoad &given,
                                 Value barrier, Value multicastMask) {
  TmaLoad load = given;
  load.tile = materializeAt(b, load.tile);
  load.row = materializeAt(b, load.row);
  load.col = materializeAt(b, load.col);
  const TmaCopy &plan = *load.plan;
  const TmaCopy::Box &box = plan.boxes[load.box];
  auto toI32 = [&](OpBuilder &ib, Value base, int64_t c) {
    Value coord = getConstantIndex(ib, loc, c);
    if (base)
      coord = arith::AddIOp::create(ib, loc, base, coord);
    return arith::IndexCastOp::create(ib, loc, ib.getI32Type(), coord).getResult();
  };
  OpBuilder *at = &b;
  std::optional<OpBuilder> whole;
  if (!plan.edge.empty()) {
    // A tile that reaches past the source's last row: its 8-row groups
    // as 2-d boxes, which the map clips.
    Value end = arith::AddIOp::create(b, loc, load.row, getConstantIndex(b, loc, plan.tileRows));
    Value fits = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, end,
                                       materializeAt(b, load.sourceRows));
    auto ifWhole = scf::IfOp::create(b, loc, fits, /*withElseRegion=*/true);
    OpBuilder eb = ifWhole.getElseBodyBuilder();
    for (const TmaCopy::Box &edge : plan.edge[load.box]) {
      SmallVector<Value> coords = {toI32(eb, load.col, edge.coords[0]),
                                   toI32(eb, load.row, edge.coords[1])};
      issueBox(eb, loc, tmaMapPointers[plan.edgeMap], load.tile, edge.dstOffset, coords,
               barrier, multicastMask);
    }
    whole.emplace(ifWhole.getThenBodyBuilder());
    at = &*whole;
  }
  Value outer = plan.rowDivisor == 1
                    ? load.row
                    : arith::DivUIOp::create(*at, loc, load.row,
                                             getConstantIndex(*at, loc, plan.rowDivisor))
                          .getResult();
  SmallVector<Value> coords;
  // A subview's matrix: the index of its leading offsets, row-major over
  // the tensor's leading dimensions (computed where the load is issued,
  // which the copy's position need not dominate).
  Value matrix;
  if (auto subview = dyn_cast_or_null<memref::SubViewOp>(load.subview))
    matrix = getMatrixIndex(*at, loc, subview);
  size_t rowCoord = box.coords.size() - (plan.leadingCoord ? 2 : 1);
  for (auto [d, c] : llvm::enumerate(box.coords)) {
    Value base = d == 0          ? load.col
                 : d == rowCoord ? outer
                 : plan.leadingCoord && d + 1 == box.coords.size() ? matrix
                                                                   : Value();
    coords.push_back(toI32(*at, base, c));
  }
  issueBox(*at, loc, tmaMapPointers[plan.map], load.tile, box.dstOffset, coords, barrier,
           multicastMask);
}

void KernelLowering::lowerTmaCommit(AsyncCommitOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  if (producerSplit && !inProducer(op)) {
    // The consumers only count the group the producer issues.
    Value zero = getConstantIndex(b, loc, 0);
    Value committed = memref::LoadOp::create(b, loc, tmaGroups, zero);
    memref::StoreOp::create(
        b, loc,
        arith::AddIOp::create(b, loc, committed,
                              arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1)),
        tmaGroups, zero);
    op.erase();
    return;
  }
  // One op issues the group (so that lowerWgmma can move it behind the
  // wgmma group, as it does cp.async's copies and commit): each issuing
  // thread arrives on the group's barrier announcing the bytes of its
  // boxes, then starts them; the phase completes once every issuer has
  // arrived and every byte has landed. Every thread counts the group.
  auto group = scf::ExecuteRegionOp::create(b, loc, TypeRange());
  group->setAttr(kTmaGroupAttrName, b.getUnitAttr());
  OpBuilder gb = OpBuilder::atBlockBegin(&group.getRegion().emplaceBlock());
  Value zero = getConstantIndex(gb, loc, 0);
  Value committed = memref::LoadOp::create(gb, loc, tmaGroups, zero);
  for (int64_t w = 0; w < tmaIssuers; ++w) {
    // Lane 0 of warp w: its arrival announces its boxes' bytes, then it
    // starts them (every issuer arrives, with 0 bytes if it has none).
    // The producer warp runs its loop as one (its role is warp-uniform):
    // elect.sync picks the issuing lane, so ptxas knows that one lane runs
    // the boxes and needs no loop over the lanes' operands.
    Value issuer =
        producerSplit
            ? NVVM::ElectSyncOp::create(gb, loc, gb.getI1Type(), Value()).getResult()
            : arith::CmpIOp::create(gb, loc, arith::CmpIPredicate::eq, threadId,
                                    getConstantIndex(gb, loc, 32 * w))
                  .getResult();
    auto ifIssuer = scf::IfOp::create(gb, loc, issuer, /*withElseRegion=*/false);
    OpBuilder ib = ifIssuer.getThenBodyBuilder();
    Value barrier = getTmaBarrier(ib, loc, committed);
    int64_t bytes = 0;
    for (size_t j = w; j < pendingTmaLoads.size(); j += tmaIssuers)
      bytes += pendingTmaLoads[j].plan->boxBytes;
    if (producerSplit) {
      // The producer refills a stage once every consumer warp (of both
      // blocks, with multicast) has freed it. A group without boxes (the
      // pipeline's drain) waits too: its arrival completes the stage's
      // barrier phase, which must not run two phases ahead of a consumer
      // still waiting on it (the parity would alias).
      emitProducerAcquire(ib, loc, committed);
      NVVM::MBarrierArriveExpectTxOp::create(
          ib, loc, Type(), barrier, arith::ConstantIntOp::create(ib, loc, ib.getI32Type(), bytes),
          NVVM::MemScopeKind::CTA, /*relaxed=*/false, /*predicate=*/Value());
      Value both = arith::ConstantIntOp::create(ib, loc, ib.getI16Type(), 0b11);
      for (const TmaLoad &load : pendingTmaLoads) {
        if (!load.plan->multicast) {
          emitTmaLoad(ib, loc, load, barrier);
          continue;
        }
        Value mine = arith::CmpIOp::create(
            ib, loc, arith::CmpIPredicate::eq, clusterRank,
            arith::ConstantIntOp::create(ib, loc, ib.getI32Type(), load.box % 2));
        auto ifMine = scf::IfOp::create(ib, loc, mine, /*withElseRegion=*/false);
        OpBuilder mb = ifMine.getThenBodyBuilder();
        emitTmaLoad(mb, loc, load, barrier, both);
      }
      continue;
    }
    NVVM::MBarrierArriveExpectTxOp::create(
        ib, loc, Type(), barrier,
        arith::ConstantIntOp::create(ib, loc, ib.getI32Type(), bytes),
        NVVM::MemScopeKind::CTA, /*relaxed=*/false, /*predicate=*/Value());
    if (!tmaMulticast) {
      for (size_t j = w; j < pendingTmaLoads.size(); j += tmaIssuers)
        emitTmaLoad(ib, loc, pendingTmaLoads[j], barrier);
      continue;
    }
    // Multicast: the expected bytes above count every box of this issuer,
    // the peer's half of the shared ones included (they land here too).
    // The first issuer tells the peer that this block's copy of the stage
    // is free; the block's own boxes go first, the shared ones once the
    // peer's copy is free as well, each from the block whose rank it has.
    if (w == 0)
      emitStageRelease(ib, loc, committed);
    SmallVector<const TmaLoad *> shared;
    for (size_t j = w; j < pendingTmaLoads.size(); j += tmaIssuers) {
      if (pendingTmaLoads[j].plan->multicast)
        shared.push_back(&pendingTmaLoads[j]);
      else
        emitTmaLoad(ib, loc, pendingTmaLoads[j], barrier);
    }
    if (shared.empty())
      continue;
    emitStageAcquire(ib, loc, committed, tmaSlots);
    Value both = arith::ConstantIntOp::create(ib, loc, ib.getI16Type(), 0b11);
    for (const TmaLoad *load : shared) {
      Value mine = arith::CmpIOp::create(
          ib, loc, arith::CmpIPredicate::eq, clusterRank,
          arith::ConstantIntOp::create(ib, loc, ib.getI32Type(), load->box % 2));
      auto ifMine = scf::IfOp::create(ib, loc, mine, /*withElseRegion=*/false);
      OpBuilder mb = ifMine.getThenBodyBuilder();
      emitTmaLoad(mb, loc, *load, barrier, both);
    }
  }
  pendingTmaLoads.clear();
  Value next = arith::AddIOp::create(
      gb, loc, committed, arith::ConstantIntOp::create(gb, loc, gb.getI32Type(), 1));
  memref::StoreOp::create(gb, loc, next, tmaGroups, zero);
  scf::YieldOp::create(gb, loc);
  op.erase();
}
