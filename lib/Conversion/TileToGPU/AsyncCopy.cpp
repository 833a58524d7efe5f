//===- AsyncCopy.cpp - cp.async copies and groups -------------------------===//
//
// cp.async copies, groups and waits (tile-pipeline's copies without TMA).
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// cp.async: each thread moves its 4-, 8- or 16-byte chunks of the tile
/// straight from global into shared memory; the chunks (or parts of them)
/// outside the source are zero-filled through cp.async's source size, so
/// edges need no branch. No barrier: tile.async_wait and a barrier (placed
/// by tile-pipeline) make the data visible.
LogicalResult KernelLowering::lowerAsyncCopy(CopyOp op, const Endpoint &src,
                                             const Endpoint &dst,
                                             const Fragment &iter) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  int64_t elemBytes = llvm::divideCeil(src.type.getElementTypeBitWidth(), 8);
  int64_t vec = getVectorWidth(iter, src, dst);
  int64_t rank = src.type.getRank();
  // Dimensions along which the window is wholly inside or outside the
  // source (movesWhole) take one test of its origin for every chunk; when
  // all do, the origin itself is clamped, so the chunks' addresses stay
  // one base plus constant offsets.
  Value windowInside;
  SmallVector<bool> whole(rank, false), proven(rank, false);
  SmallVector<Value> origin(src.offsets);
  if (src.mayLeaveBuffer) {
    for (int64_t d = 0; d < rank; ++d) {
      proven[d] = src.provenDims & (uint64_t(1) << d);
      whole[d] = proven[d] || movesWhole(b, loc, src, d, iter.shape[d]);
      if (proven[d] || !whole[d])
        continue;
      Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, src.offsets[d],
                                       getExtent(b, loc, src, d));
      windowInside = windowInside ? arith::AndIOp::create(b, loc, windowInside, ok).getResult()
                                  : ok;
    }
  }
  bool allWhole =
      src.mayLeaveBuffer && windowInside && llvm::all_of(whole, [](bool w) { return w; });
  // Only the origins that may leave are clamped: a proven one (the k
  // offset of a GEMM) keeps the addresses a loop can step.
  if (allWhole)
    for (int64_t d = 0; d < rank; ++d)
      if (!proven[d])
        origin[d] =
            arith::SelectOp::create(b, loc, windowInside, origin[d], getConstantIndex(b, loc, 0));
  for (int64_t r = 0; r < iter.numRegisters; r += vec) {
    SmallVector<Value> coords = getCoordinates(b, loc, iter, r);
    SmallVector<Value> srcIdx;
    for (auto [off, c] : llvm::zip(origin, coords))
      srcIdx.push_back(arith::AddIOp::create(b, loc, off, c));
    Value srcElements;
    if (allWhole) {
      srcElements = arith::SelectOp::create(b, loc, windowInside, getConstantIndex(b, loc, vec),
                                            getConstantIndex(b, loc, 0));
    } else if (src.mayLeaveBuffer) {
      // Elements of this chunk inside the source: 0 when any outer index is
      // out of bounds, else the part of the row left, at most vec.
      Value inside = windowInside;
      for (int64_t d = 0; d + 1 < rank; ++d) {
        if (whole[d] && !proven[d])
          continue;
        Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, srcIdx[d],
                                         getExtent(b, loc, src, d));
        inside = inside ? arith::AndIOp::create(b, loc, inside, ok).getResult() : ok;
      }
      Value extent = getExtent(b, loc, src, rank - 1);
      Value last = srcIdx.back();
      Value rowOk = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, last, extent);
      inside = inside ? arith::AndIOp::create(b, loc, inside, rowOk).getResult() : rowOk;
      Value left = arith::SubIOp::create(b, loc, extent, last);
      Value count = arith::MinUIOp::create(b, loc, left, getConstantIndex(b, loc, vec));
      Value zero = getConstantIndex(b, loc, 0);
      srcElements = arith::SelectOp::create(b, loc, inside, count, zero);
      // Nothing is read when the count is 0; keep the address in bounds.
      for (Value &idx : srcIdx)
        idx = arith::SelectOp::create(b, loc, inside, idx, zero);
    }
    SmallVector<Value> dstIdx;
    for (auto [off, c] : llvm::zip(dst.offsets, coords))
      dstIdx.push_back(arith::AddIOp::create(b, loc, off, c));
    if (auto it = swizzles.find(dst.memory); it != swizzles.end())
      it->second.apply(b, loc, dstIdx);
    auto copy = nvgpu::DeviceAsyncCopyOp::create(
        b, loc, nvgpu::DeviceAsyncTokenType::get(op.getContext()), dst.memory,
        dstIdx, src.memory, srcIdx, b.getIndexAttr(vec), srcElements,
        vec * elemBytes == 16 ? b.getUnitAttr() : UnitAttr());
    (void)copy;
  }
  op.erase();
  return success();
}

void KernelLowering::lowerAsyncCommit(AsyncCommitOp op) {
  if (tmaBarriers)
    return lowerTmaCommit(op);
  OpBuilder b(op);
  NVVM::CpAsyncCommitGroupOp::create(b, op.getLoc());
  op.erase();
}

void KernelLowering::lowerAsyncWait(AsyncWaitOp op) {
  if (tmaBarriers)
    return lowerTmaWait(op);
  OpBuilder b(op);
  Location loc = op.getLoc();
  NVVM::CpAsyncWaitGroupOp::create(b, loc, static_cast<int32_t>(op.getPending()));
  // The landed tiles may feed wgmma (see afterSharedWrite); the barrier
  // that publishes them follows.
  if (wgmmaOperands)
    fenceForAsyncProxy(b, loc);
  op.erase();
}
