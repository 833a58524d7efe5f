//===- FoldClear.cpp - a k loop's first gemm step clears its accumulator --===//
//
// Implements `tile-fold-clear`. A GEMM clears its accumulator, then adds
// one product per k step. On wgmma the first step can instead run with
// scale-d = 0 and never read the zeros: once LLVM unrolls a loop of few
// steps, zeros moved into the accumulator registers after the
// `wgmma.fence` make ptxas serialize every wgmma of the kernel (C7520).
// The step to clear is chosen here, in the IR (`clear(%first)` on the
// gemm), so that tile-pipeline and tile-warp-specialize carry it along with
// the rest of the loop body and the lowering reads it off the op.
//
//===----------------------------------------------------------------------===//

#include "tile/Dialect/Tile/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEFOLDCLEAR
#include "tile/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

struct TileFoldClearPass : public tile::impl::TileFoldClearBase<TileFoldClearPass> {
  using Base::Base;
  void runOnOperation() override;
};

/// Whether `gemm` accumulates into `acc` and clears it by no means of its own.
bool accumulates(GemmOp gemm, Value acc) {
  return gemm && gemm.getC() == acc && !gemm.getClear() && !gemm.getClearAccum();
}

/// The gemm whose first step can clear the accumulator `clear` zeroes: the
/// next op touching it, or the only op touching it in the first loop after
/// the clear that touches it at all, directly in that loop's body; null if
/// there is none.
GemmOp findFirstStep(ClearOp clear) {
  Value acc = clear.getBuffer();
  auto alloc = acc.getDefiningOp<AllocFragmentOp>();
  auto layout = alloc ? dyn_cast_or_null<MmaLayoutAttr>(alloc.getLayoutAttr()) : MmaLayoutAttr();
  if (!layout || layout.getVersion() != 3)
    return {};
  // A view of the accumulator (memref.cast, subview) may read or write it
  // through uses of its own, which the search below does not see.
  if (llvm::any_of(acc.getUsers(), [](Operation *user) {
        return llvm::any_of(user->getResultTypes(), llvm::IsaPred<BaseMemRefType>);
      }))
    return {};
  // The first op after the clear, in its block, that holds a use.
  Block *block = clear->getBlock();
  Operation *next = nullptr;
  for (Operation *user : acc.getUsers()) {
    Operation *top = block->findAncestorOpInBlock(*user);
    if (top && clear->isBeforeInBlock(top) && (!next || top->isBeforeInBlock(next)))
      next = top;
  }
  if (auto gemm = dyn_cast_or_null<GemmOp>(next); accumulates(gemm, acc))
    return gemm;
  auto loop = dyn_cast_or_null<scf::ForOp>(next);
  if (!loop)
    return {};
  SmallVector<Operation *> users;
  for (Operation *user : acc.getUsers())
    if (loop->isProperAncestor(user))
      users.push_back(user);
  auto gemm = users.size() == 1 ? dyn_cast<GemmOp>(users.front()) : GemmOp();
  if (!accumulates(gemm, acc) || gemm->getParentOp() != loop)
    return {};
  return gemm;
}

} // namespace

void TileFoldClearPass::runOnOperation() {
  getOperation().walk([](ClearOp clear) {
    GemmOp gemm = findFirstStep(clear);
    if (!gemm)
      return;
    // A gemm right after the clear (a k loop of one step, removed by
    // canonicalization) clears by itself.
    if (gemm->getBlock() == clear->getBlock()) {
      gemm.setClearAccum(true);
      clear.erase();
      return;
    }
    auto loop = cast<scf::ForOp>(gemm->getParentOp());
    OpBuilder b = OpBuilder::atBlockBegin(loop.getBody());
    Value first = arith::CmpIOp::create(b, gemm.getLoc(), arith::CmpIPredicate::eq,
                                        loop.getInductionVar(), loop.getLowerBound());
    gemm.getClearMutable().assign(first);
  });
}
