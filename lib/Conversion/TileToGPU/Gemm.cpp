//===- Gemm.cpp - tile.gemm dispatch --------------------------------------===//
//
// tile.gemm: what mma.sync and wgmma share, and the dispatch between them.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// Whether `op` is the only operation of `loop` that reads or writes its
/// accumulator (the tile or its registers): then nothing observes the
/// partial sum between two iterations.
/// Uses inside `guarded` ops (which wait for the gemm first) do not count.
bool lowering::isOnlyAccumulationInLoop(GemmOp op, scf::ForOp loop,
                                         const Fragment &acc,
                                         ArrayRef<Operation *> guarded) {
  WalkResult walk = loop.walk<WalkOrder::PreOrder>([&](Operation *user) {
    if (llvm::is_contained(guarded, user))
      return WalkResult::skip();
    bool uses = user != op.getOperation() &&
                llvm::any_of(user->getOperands(), [&](Value v) {
                  return v == op.getC() || v == acc.registers;
                });
    return uses ? WalkResult::interrupt() : WalkResult::advance();
  });
  return !walk.wasInterrupted();
}

/// The cp.async copies issued since the last barrier before `op` that fill
/// other buffers than its operands (a pipelined loop's prefetch of later
/// tiles), in order, and the commit that closes their group; none without
/// that commit. With TMA the commit is the op that issues the whole group
/// (kTmaGroupAttrName), with no copies before it.
std::pair<SmallVector<Operation *>, Operation *>
lowering::getPrefetchCopies(GemmOp op) {
  SmallVector<Operation *> prefetches;
  Operation *commit = nullptr;
  for (Operation *prev = op->getPrevNode(); prev; prev = prev->getPrevNode()) {
    if (auto copy = dyn_cast<nvgpu::DeviceAsyncCopyOp>(prev)) {
      if (copy.getDst() == op.getA() || copy.getDst() == op.getB()) {
        prefetches.clear();
        break;
      }
      prefetches.push_back(prev);
    } else if ((isa<NVVM::CpAsyncCommitGroupOp>(prev) || prev->hasAttr(kTmaGroupAttrName)) &&
               !commit && prefetches.empty()) {
      commit = prev;
    } else if (!isMemoryEffectFree(prev)) {
      break;
    }
  }
  std::reverse(prefetches.begin(), prefetches.end());
  if (!commit)
    prefetches.clear();
  return {prefetches, commit};
}

/// C += A x B on the tensor cores: wgmma for an accumulator in the
/// #tile.mma<version = 3> layout (Wgmma.cpp), else mma.sync (MmaSync.cpp).
LogicalResult KernelLowering::lowerGemm(GemmOp op) {
  auto cIt = fragments.find(op.getC());
  if (cIt == fragments.end() || !isa<MmaLayoutAttr>(cIt->second.layout))
    return op.emitOpError() << "the accumulator must be a fragment with a "
                               "#tile.mma layout (run tile-infer-layout)";
  if (!isSharedBuffer(op.getB()))
    return op.emitOpError() << "B must be in shared memory; B operands in "
                               "fragments are not lowered yet";
  // ldmatrix and wgmma read 16-byte row segments: a view of a shared tile
  // must start its rows at such boundaries (a column offset of 4 halves
  // gave ldmatrix addresses 8 bytes off, which ptxas takes).
  for (auto [name, operand] : {std::pair<const char *, Value>{"A", op.getA()},
                               std::pair<const char *, Value>{"B", op.getB()}}) {
    auto type = cast<MemRefType>(operand.getType());
    if (!isSharedBuffer(operand) || type.getRank() != 2)
      continue;
    int64_t v = std::max<int64_t>(1, 128 / type.getElementTypeBitWidth());
    if (!isOffsetMultipleOf(operand, v) || !isStrideMultipleOf(operand, 0, v))
      return op.emitOpError()
             << "reads " << name << " from a view of a shared tile whose rows do not start "
             << "at 16-byte boundaries (" << type
             << "); the tensor cores read 16-byte row segments: take the view at row and "
                "column offsets that are multiples of "
             << v << " elements, or copy it into a tile of its own";
  }
  const Fragment &acc = cIt->second;
  if (cast<MmaLayoutAttr>(acc.layout).getVersion() == 3)
    return lowerWgmma(op, acc);
  return lowerMmaSync(op, acc);
}
