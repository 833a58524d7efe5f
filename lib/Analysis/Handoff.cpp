//===- Handoff.cpp - warpgroup-local hand-offs through shared memory ------===//

#include "tile/Analysis/Handoff.h"

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::tile;

/// `copy` writes all of `alloc` from a fragment distributed like a wgmma
/// accumulator over `warps` warps along M.
static bool isWholeAccumulatorCopy(CopyOp copy, AllocSharedOp alloc, int64_t warps) {
  if (copy.getAsync() || copy.getDst() != alloc.getResult() ||
      llvm::any_of(copy.getDstOffsets(), [](Value v) {
        return getConstantIntValue(v) != std::optional<int64_t>(0);
      }))
    return false;
  auto frag = copy.getSrc().getDefiningOp<AllocFragmentOp>();
  auto mma = frag ? dyn_cast_or_null<MmaLayoutAttr>(frag.getLayoutAttr()) : nullptr;
  return mma && mma.getVersion() == 3 &&
         mma.getWarpsPerBlock() == ArrayRef<int64_t>{warps, 1} &&
         frag.getType().getShape() == alloc.getType().getShape();
}

bool tile::isWarpgroupHandoff(CopyOp copy, int64_t numThreads) {
  int64_t warps = numThreads / 32;
  if (numThreads % 128 || warps / 4 < 2)
    return false;
  auto alloc = copy.getDst().getDefiningOp<AllocSharedOp>();
  auto swizzle = alloc ? dyn_cast_or_null<SwizzleAttr>(alloc.getLayoutAttr()) : nullptr;
  if (!swizzle || swizzle.getWarpgroupRows() != warps)
    return false;
  return llvm::all_of(alloc->getUsers(), [&](Operation *user) {
    if (auto gemm = dyn_cast<GemmOp>(user))
      return gemm.getA() == alloc.getResult() && gemm.getB() != alloc.getResult();
    auto other = dyn_cast<CopyOp>(user);
    return other && isWholeAccumulatorCopy(other, alloc, warps);
  });
}
