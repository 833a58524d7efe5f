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
  for (int64_t r = 0; r < iter.numRegisters; r += vec) {
    SmallVector<Value> coords = getCoordinates(b, loc, iter, r);
    SmallVector<Value> srcIdx;
    for (auto [off, c] : llvm::zip(src.offsets, coords))
      srcIdx.push_back(arith::AddIOp::create(b, loc, off, c));
    Value srcElements;
    if (src.mayLeaveBuffer) {
      // Elements of this chunk inside the source: 0 when any outer index is
      // out of bounds, else the part of the row left, at most vec.
      Value inside;
      for (int64_t d = 0; d + 1 < rank; ++d) {
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
