//===- SharedMemory.cpp - shared tiles and barriers -----------------------===//
//
// Shared memory: allocation, swizzles and barrier placement.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "tile/Analysis/Handoff.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

namespace {
/// Index arithmetic on constants, for the swizzles' address maps.
struct IndexMath {
  OpBuilder &b;
  Location loc;
  Value cst(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value div(Value x, int64_t c) {
    return c == 1 ? x : arith::DivUIOp::create(b, loc, x, cst(c)).getResult();
  }
  Value rem(Value x, int64_t c) { return arith::RemUIOp::create(b, loc, x, cst(c)); }
  Value mul(Value x, int64_t c) {
    return c == 1 ? x : arith::MulIOp::create(b, loc, x, cst(c)).getResult();
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
};
} // namespace

void SharedSwizzle::apply(OpBuilder &b, Location loc, MutableArrayRef<Value> idx) const {
  IndexMath m{b, loc};
  // Row r = 8 W rep + 8 w + g of warp w (repetition rep, lane row g) is
  // row 16 (w mod 4) + 8 (rep mod 2) + g of the 64-row wgmma instruction
  // rep / 2 of warpgroup w / 4; warpgroupCols orders columns alike.
  auto wgmmaOrder = [&](Value r, int64_t w, int64_t extent) {
    int64_t pairs = extent / (16 * w);
    Value group = m.div(r, 8), rep = m.div(r, 8 * w), warp = m.rem(group, w);
    Value instr = m.add(m.mul(m.div(warp, 4), pairs), m.div(rep, 2));
    Value inInstr = m.add(m.mul(m.rem(warp, 4), 16), m.mul(m.rem(rep, 2), 8));
    return m.add(m.add(m.mul(instr, 64), inInstr), m.rem(r, 8));
  };
  Value row = idx[0], col = idx[1];
  if (warpgroupRows)
    row = wgmmaOrder(row, warpgroupRows, rows);
  if (warpgroupCols)
    col = wgmmaOrder(col, warpgroupCols, cols);
  Value line = row;
  if (panelElems)
    line = m.add(m.mul(m.div(col, panelElems), rows), row);
  Value x = m.mul(m.rem(m.div(line, rowsPerLine), span), chunkElems);
  if (!panelElems) {
    idx[0] = row;
    idx[1] = arith::XOrIOp::create(b, loc, col, x);
    return;
  }
  // Panel line L holds panelElems elements: element offset L * panelElems
  // + c in the row-major buffer of `cols` columns.
  Value inPanel = arith::XOrIOp::create(b, loc, m.rem(col, panelElems), x);
  int64_t linesPerRow = cols / panelElems;
  idx[0] = m.div(line, linesPerRow);
  idx[1] = m.add(m.mul(m.rem(line, linesPerRow), panelElems), inPanel);
}

Value KernelLowering::allocateShared(OpBuilder &b, Location loc,
                                     MemRefType type, bool padRows,
                                     int64_t alignment) {
  // Padding and size come from Resources.cpp, which tile-tune's budget
  // check shares.
  return allocateShared(
      b, loc, type,
      getSharedTileFootprint(type.getShape(), type.getElementTypeBitWidth(), padRows),
      alignment);
}

Value KernelLowering::allocateShared(OpBuilder &b, Location loc, MemRefType type,
                                     const SharedTileFootprint &footprint,
                                     int64_t alignment) {
  MLIRContext *ctx = kernel.getContext();
  auto workgroup = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  if (!sharedBase) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointAfterValue(threadId);
    auto bytesType = MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                                     MemRefLayoutAttrInterface(), workgroup);
    sharedBase = gpu::DynamicSharedMemoryOp::create(b, loc, bytesType);
    if (wgmmaOperands) {
      // wgmma's 128-byte swizzle is a function of the address: its tiles
      // start at multiples of 1024 bytes. Dynamic shared memory is only
      // 16-byte aligned; skip to the next multiple (getSharedBytes asks for
      // the slack).
      Value address = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, sharedBase);
      Value mask = getConstantIndex(b, loc, kWgmmaAlignment - 1);
      Value skip = arith::SubIOp::create(b, loc, getConstantIndex(b, loc, 0), address);
      skip = arith::AndIOp::create(b, loc, skip, mask);
      sharedBase = memref::ViewOp::create(
          b, loc, bytesType, sharedBase, skip,
          ValueRange{getConstantIndex(b, loc, getSharedMemoryBudget(chip))});
    }
  }
  bool pad = footprint.padded;
  int64_t offset = llvm::alignTo(sharedBytes, alignment);
  // Consumer groups run the same code at once: what one group's ops keep
  // in shared memory (a staged store's buffers, a reduction's partials, a
  // tile the producer does not fill) is one copy per group.
  bool perGroup = consumerGroups > 1 &&
                  (allocatePerGroup ||
                   (producerSplit && producerSplit.getElseRegion().isAncestor(
                                         b.getInsertionBlock()->getParent())));
  int64_t stride = perGroup ? llvm::alignTo(footprint.bytes, alignment) : 0;
  sharedBytes = offset + (perGroup ? consumerGroups * stride : footprint.bytes);
  sharedRanges.push_back({offset, sharedBytes, allocatingRing, Value()});
  auto viewType = MemRefType::get(footprint.allocatedShape, type.getElementType(),
                                  MemRefLayoutAttrInterface(), workgroup);
  Value shift = getConstantIndex(b, loc, offset);
  if (perGroup)
    shift = arith::AddIOp::create(
        b, loc, shift,
        arith::MulIOp::create(b, loc, groupId, getConstantIndex(b, loc, stride)));
  Value view = memref::ViewOp::create(b, loc, viewType, sharedBase, shift, ValueRange());
  if (!pad)
    return view;
  SmallVector<OpFoldResult> zeros(2, b.getIndexAttr(0)), ones(2, b.getIndexAttr(1));
  SmallVector<OpFoldResult> sizes{b.getIndexAttr(type.getDimSize(0)),
                                  b.getIndexAttr(type.getDimSize(1))};
  return memref::SubViewOp::create(b, loc, view, zeros, sizes, ones);
}

LogicalResult KernelLowering::lowerAllocShared(AllocSharedOp op) {
  MemRefType type = op.getType();
  if (!type.hasStaticShape())
    return op.emitOpError() << "shared tile " << type
                            << " must have a static shape (bind its "
                               "parameters with tile-specialize)";
  std::optional<SharedSwizzle> swizzle;
  if (op.getLayoutAttr() && op.getLayoutAttr().getBytes() != 0) {
    int64_t elemBytes = llvm::divideCeil(type.getElementTypeBitWidth(), 8);
    int64_t rowBytes = type.getRank() == 2 ? type.getDimSize(1) * elemBytes : 0;
    int64_t bytes = op.getLayoutAttr().getBytes();
    if (type.getRank() != 2 || 16 % elemBytes || rowBytes % bytes)
      return op.emitOpError()
             << "a swizzled shared tile must be 2-d with rows a multiple of "
                "the swizzle's "
             << bytes << " bytes (got " << type << ")";
    // Its users must address it through the lowering, which applies the
    // swizzle: copies, atomic adds, fills and gemm operands (through stage
    // selects).
    SmallVector<Value> worklist{op.getResult()};
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      for (Operation *user : v.getUsers()) {
        if (isa<arith::SelectOp, StageOp>(user)) {
          worklist.push_back(user->getResult(0));
          continue;
        }
        if (!isa<CopyOp, AtomicAddOp, GemmOp, FillOp, ClearOp>(user))
          return user->emitOpError()
                 << "accesses a swizzled shared tile; only tile.copy, tile.atomic_add, "
                    "tile.fill, tile.clear and tile.gemm address one (drop "
                    "the tile's #tile.swizzle to use it here)";
      }
    }
    SwizzleAttr layout = op.getLayoutAttr();
    swizzle = SharedSwizzle{16 / elemBytes, bytes / 16,
                            std::max<int64_t>(1, 128 / rowBytes),
                            type.getDimSize(0), type.getDimSize(1)};
    if (layout.getPanels() && rowBytes > 128)
      swizzle->panelElems = 128 / elemBytes;
    if (int64_t w = layout.getWarpgroupRows()) {
      if ((rowBytes != bytes && !layout.getPanels()) ||
          type.getDimSize(0) % (16 * w))
        return op.emitOpError()
               << "warpgroup_rows = " << w << " needs rows of " << bytes
               << " bytes (or panels = true) and a multiple of " << 16 * w
               << " rows (got " << type << ")";
      swizzle->warpgroupRows = w;
    }
    if (int64_t w = layout.getWarpgroupCols()) {
      if (type.getDimSize(1) % (16 * w))
        return op.emitOpError() << "warpgroup_cols = " << w << " needs a multiple of "
                                << 16 * w << " columns (got " << type << ")";
      swizzle->warpgroupCols = w;
    }
  }
  // Larger than any chip's shared memory (and safe from overflow below).
  if (llvm::any_of(type.getShape(), [](int64_t d) { return d > (1 << 20); }) ||
      type.getNumElements() > (int64_t(1) << 20))
    return op.emitOpError() << "shared tile " << type
                            << " is larger than any chip's shared memory";
  OpBuilder b(op);
  // Without a layout, rows are padded against bank conflicts (by
  // row_padding bytes when given); #tile.swizzle<bytes = 0> asks for the
  // plain, unpadded tile.
  allocatingRing = ringBuffers.contains(op.getResult());
  allocatePerGroup = !allocatingRing;
  Value view = allocateShared(
      b, op.getLoc(), type, getSharedTileFootprint(op),
      isWgmmaArranged(op.getLayoutAttr()) ? kWgmmaAlignment : kSharedAlignment);
  allocatePerGroup = allocatingRing = false;
  sharedRanges.back().view = view;
  op.getResult().replaceAllUsesWith(view);
  op.erase();
  if (swizzle)
    swizzles[view] = *swizzle;
  // Buffers chosen per iteration (tile-pipeline's stages, a chain of
  // selects) take the view's type once both sides of a select are views,
  // and its swizzle.
  SmallVector<Value> worklist{view};
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (Operation *user : v.getUsers()) {
      auto select = dyn_cast<arith::SelectOp>(user);
      if (!select ||
          select.getTrueValue().getType() != select.getFalseValue().getType() ||
          select.getType() == select.getTrueValue().getType())
        continue;
      select.getResult().setType(select.getTrueValue().getType());
      if (swizzle)
        swizzles[select.getResult()] = *swizzle;
      worklist.push_back(select.getResult());
    }
  }
  return success();
}

LogicalResult KernelLowering::lowerSharedSubView(memref::SubViewOp op) {
  // A window of a shared tile: the tile is a workgroup view now (its rows
  // padded, perhaps), so the window's type follows from the view's.
  Value source = op.getSource();
  if (!isSharedBuffer(source) ||
      !isa_and_nonnull<SharedSpaceAttr>(op.getType().getMemorySpace()))
    return success();
  // (A swizzled tile's other users are refused before this.)
  auto sourceType = cast<MemRefType>(source.getType());
  MemRefType type =
      op.getType().getRank() == sourceType.getRank()
          ? memref::SubViewOp::inferResultType(sourceType, op.getMixedOffsets(),
                                               op.getMixedSizes(), op.getMixedStrides())
          : memref::SubViewOp::inferRankReducedResultType(
                op.getType().getShape(), sourceType, op.getMixedOffsets(), op.getMixedSizes(),
                op.getMixedStrides());
  OpBuilder b(op);
  auto view = memref::SubViewOp::create(b, op.getLoc(), type, source, op.getMixedOffsets(),
                                        op.getMixedSizes(), op.getMixedStrides());
  op.getResult().replaceAllUsesWith(view.getResult());
  op.erase();
  return success();
}

LogicalResult KernelLowering::lowerStage(StageOp op) {
  // The ring's buffers dominate the stage, so they are views by now; the
  // stage becomes the chain of selects that picks the view of its index.
  ValueRange buffers = op.getBuffers();
  if (llvm::any_of(buffers, [&](Value buffer) {
        return buffer.getType() != buffers.front().getType() ||
               !isa<MemRefType>(buffer.getType()) ||
               isa_and_nonnull<SharedSpaceAttr>(
                   cast<MemRefType>(buffer.getType()).getMemorySpace());
      }))
    return op.emitOpError() << "selects among buffers that are not tile.alloc_shared tiles";
  OpBuilder b(op);
  // A copy: inserting the selects below may grow the map and move its
  // entries (an iterator held across them read freed memory, and wrote
  // garbage swizzles into deep rings).
  std::optional<SharedSwizzle> swizzle;
  if (auto it = swizzles.find(buffers.front()); it != swizzles.end())
    swizzle = it->second;
  Value picked = buffers.back();
  for (int64_t j = static_cast<int64_t>(buffers.size()) - 2; j >= 0; --j) {
    Value isJ = arith::CmpIOp::create(b, op.getLoc(), arith::CmpIPredicate::eq,
                                      op.getIndex(), getConstantIndex(b, op.getLoc(), j));
    picked = arith::SelectOp::create(b, op.getLoc(), isJ, buffers[j], picked);
    if (swizzle)
      swizzles[picked] = *swizzle;
  }
  // The producer's acquire asks which buffer of which ring a copy fills.
  stageRefs[picked] = StageRef{buffers.front(), op.getIndex(),
                               static_cast<int64_t>(buffers.size())};
  op.replaceAllUsesWith(picked);
  op.erase();
  return success();
}

void KernelLowering::beforeSharedWrite(OpBuilder &b, Operation *op,
                                       ArrayRef<Value> buffers) {
  // In any loop, the next iteration's write races this iteration's reads.
  auto loop = op->getParentOfType<LoopLikeOpInterface>();
  bool inLoop = loop && kernel->isProperAncestor(loop);
  bool wasRead = llvm::any_of(
      buffers, [&](Value v) { return readSinceBarrier.contains(v); });
  if (wasRead || inLoop) {
    gpu::BarrierOp::create(b, op->getLoc());
    forgetReadsAfterBarrier(b);
  }
}

/// fence.proxy.async.shared::cta: orders this thread's shared-memory
/// writes before reads through the async proxy (wgmma operands).
void lowering::fenceForAsyncProxy(OpBuilder &b, Location loc) {
  NVVM::FenceProxyOp::create(
      b, loc, NVVM::ProxyKind::async_shared,
      NVVM::SharedSpaceAttr::get(b.getContext(), NVVM::SharedSpace::shared_cta));
}

void KernelLowering::afterSharedWrite(OpBuilder &b, Location loc) {
  // wgmma reads its operands through the async proxy: this thread's writes
  // become visible to it only after a proxy fence.
  if (wgmmaOperands)
    fenceForAsyncProxy(b, loc);
  gpu::BarrierOp::create(b, loc);
  forgetReadsAfterBarrier(b);
}

void KernelLowering::findWarpgroupHandoffs() {
  // Ids 2 + w are the warpgroup turns'; consumer groups number their own
  // threads (not built for them).
  if (consumerGroups != 1 || 2 + 2 * (numThreads / 128) > 16)
    return;
  kernel.walk([&](CopyOp copy) {
    if (isWarpgroupHandoff(copy, numThreads))
      warpgroupHandoffs.insert(copy);
  });
}

void KernelLowering::emitWarpgroupBarrier(OpBuilder &b, Location loc, bool fence) {
  if (fence)
    fenceForAsyncProxy(b, loc);
  Type i32 = b.getI32Type();
  int64_t warpgroups = numThreads / 128;
  Value w = arith::IndexCastUIOp::create(
      b, loc, i32, arith::DivUIOp::create(b, loc, threadId, getConstantIndex(b, loc, 128)));
  Value id = arith::AddIOp::create(b, loc, w,
                                   arith::ConstantIntOp::create(b, loc, i32, 16 - warpgroups));
  emitNamedBarrier(b, loc, id, 128);
}

void KernelLowering::forgetReadsAfterBarrier(OpBuilder &b) {
  // A barrier inside a branch or loop may not run: only one in the kernel's
  // own block orders everything before it.
  if (b.getInsertionBlock()->getParentOp() == kernel.getOperation())
    readSinceBarrier.clear();
}

Value KernelLowering::getSharedView(OpBuilder &b, Location loc, MemRefType type,
                                    int64_t offset) {
  auto workgroup = gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  auto viewType = MemRefType::get(type.getShape(), type.getElementType(),
                                  MemRefLayoutAttrInterface(), workgroup);
  return memref::ViewOp::create(b, loc, viewType, sharedBase, getConstantIndex(b, loc, offset),
                                ValueRange());
}

std::optional<int64_t> KernelLowering::findDeadRingSpace(Operation *op, int64_t bytes,
                                                         int64_t alignment) {
  if (!sharedBase || op->getParentOfType<LoopLikeOpInterface>())
    return std::nullopt;
  // Every pipelined loop ends before `op` starts (their ancestors in the
  // kernel's body are in that order).
  Block &body = kernel.getBody().front();
  Operation *at = body.findAncestorOpInBlock(*op);
  bool after = at != nullptr;
  kernel.walk([&](scf::ForOp loop) {
    if (!loop->hasAttr(TileDialect::kPipelinedAttrName))
      return;
    Operation *top = body.findAncestorOpInBlock(*loop);
    after &= top && at && top->isBeforeInBlock(at);
  });
  if (!after)
    return std::nullopt;
  // The stages something after `op` still uses (through the selects,
  // views and subviews that pick or reshape them) are alive.
  llvm::SmallPtrSet<Operation *, 32> later;
  bool seen = false;
  kernel.walk<WalkOrder::PreOrder>([&](Operation *o) {
    if (o == op)
      seen = true;
    else if (seen && !op->isAncestor(o))
      later.insert(o);
  });
  auto usedLater = [&](Value view) {
    SmallVector<Value> work{view};
    llvm::SmallPtrSet<Value, 16> visited;
    while (!work.empty()) {
      Value v = work.pop_back_val();
      if (!v || !visited.insert(v).second)
        continue;
      for (Operation *user : v.getUsers()) {
        if (later.contains(user))
          return true;
        if (isa<arith::SelectOp, memref::ViewOp, memref::SubViewOp, memref::CastOp,
                memref::ReinterpretCastOp, StageOp>(user))
          for (Value r : user->getResults())
            work.push_back(r);
      }
    }
    return false;
  };
  // Runs of ring stages, with only alignment gaps between them.
  SmallVector<SharedRange> ranges;
  for (SharedRange r : sharedRanges) {
    if (r.ring && (!r.view || usedLater(r.view)))
      r.ring = false;
    ranges.push_back(r);
  }
  llvm::sort(ranges, [](const SharedRange &a, const SharedRange &b) { return a.begin < b.begin; });
  for (size_t i = 0; i < ranges.size();) {
    if (!ranges[i].ring) {
      ++i;
      continue;
    }
    int64_t begin = ranges[i].begin, end = ranges[i].end;
    size_t j = i + 1;
    while (j < ranges.size() && ranges[j].ring && ranges[j].begin < end + kWgmmaAlignment)
      end = std::max(end, ranges[j++].end);
    // No other allocation may overlap the run.
    bool alone = llvm::none_of(ranges, [&](const SharedRange &r) {
      return !r.ring && r.begin < end && r.end > begin;
    });
    int64_t start = llvm::alignTo(begin, alignment);
    if (alone && start + bytes <= end)
      return start;
    i = j;
  }
  return std::nullopt;
}
