//===- Bounds.cpp - what range analysis proves about tile windows ---------===//

#include "tile/Analysis/Bounds.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/DataFlow/IntegerRangeAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/MathExtras.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::tile;

/// The largest value `v` takes, from range analysis, refined where it
/// misses the step of a loop: Triton's `for k = 0 to K step bk` reaches at
/// most K - bk, not K - 1 (range analysis's bound), so `k + bk` fits.
static std::optional<int64_t> largestValue(DataFlowSolver &solver, Value v, int depth = 0) {
  if (std::optional<int64_t> c = getConstantIntValue(v))
    return c;
  if (auto iv = dyn_cast<BlockArgument>(v))
    if (auto loop = dyn_cast<scf::ForOp>(iv.getOwner()->getParentOp());
        loop && loop.getInductionVar() == iv) {
      std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound()),
                             ub = getConstantIntValue(loop.getUpperBound()),
                             step = getConstantIntValue(loop.getStep());
      if (lb && ub && step && *step > 0 && *ub > *lb)
        return *lb + (*ub - 1 - *lb) / *step * *step;
    }
  if (auto add = v.getDefiningOp<arith::AddIOp>(); add && depth < 8) {
    std::optional<int64_t> a = largestValue(solver, add.getLhs(), depth + 1),
                           b = largestValue(solver, add.getRhs(), depth + 1);
    if (a && b && !llvm::AddOverflow(*a, *b, *a))
      return *a;
  }
  auto *lattice = solver.lookupState<dataflow::IntegerValueRangeLattice>(v);
  if (!lattice || lattice->getValue().isUninitialized())
    return std::nullopt;
  const APInt &max = lattice->getValue().getValue().smax();
  return max.getSignificantBits() <= 64 ? std::optional<int64_t>(max.getSExtValue())
                                        : std::nullopt;
}

WindowProofs tile::proveWindowsInBounds(func::FuncOp func, LaunchOp launch) {
  DataFlowSolver solver;
  solver.load<dataflow::DeadCodeAnalysis>();
  solver.load<dataflow::SparseConstantPropagation>();
  solver.load<dataflow::IntegerRangeAnalysis>();
  WindowProofs proofs;
  if (failed(solver.initializeAndRun(func)))
    return proofs;
  auto prove = [&](Value buffer, ValueRange offsets, ArrayRef<int64_t> extent) {
    uint64_t dims = 0;
    auto type = dyn_cast<MemRefType>(buffer.getType());
    if (!type || offsets.size() != extent.size() || extent.size() > 64)
      return dims;
    for (auto [d, offset] : llvm::enumerate(offsets)) {
      // A run-time extent: nothing is proven against it.
      if (type.isDynamicDim(d))
        continue;
      auto *lattice = solver.lookupState<dataflow::IntegerValueRangeLattice>(offset);
      if (!lattice || lattice->getValue().isUninitialized())
        continue;
      const ConstantIntRanges &range = lattice->getValue().getValue();
      if (range.smin().isNegative())
        continue;
      int64_t room = type.getDimSize(d) - extent[d];
      std::optional<int64_t> largest = largestValue(solver, offset);
      if (room >= 0 && largest && *largest <= room)
        dims |= uint64_t(1) << d;
    }
    return dims;
  };
  launch.walk([&](CopyOp copy) {
    MemRefType tile = copy.getTileType();
    if (!tile.hasStaticShape())
      return;
    WindowProof proof{prove(copy.getSrc(), copy.getSrcOffsets(), tile.getShape()),
                      prove(copy.getDst(), copy.getDstOffsets(), tile.getShape())};
    if (proof.src || proof.dst)
      proofs[copy] = proof;
  });
  launch.walk([&](AtomicAddOp add) {
    auto tile = cast<MemRefType>(add.getSrc().getType());
    if (!tile.hasStaticShape())
      return;
    if (uint64_t dst = prove(add.getDst(), add.getDstOffsets(), tile.getShape()))
      proofs[add] = WindowProof{0, dst};
  });
  return proofs;
}


bool tile::isMultipleOf(Value v, int64_t divisor) {
  if (divisor == 1)
    return true;
  if (std::optional<int64_t> c = getConstantIntValue(v))
    return *c % divisor == 0;
  // A loop's induction variable, written the Triton way (for k = 0 to K
  // step bk): every value is lb + i * step.
  if (auto iv = dyn_cast<BlockArgument>(v)) {
    // A run-time dimension stated to be a multiple (M=dynamic%128).
    if (auto func = dyn_cast<FunctionOpInterface>(iv.getOwner()->getParentOp()))
      if (iv.getOwner()->isEntryBlock())
        if (auto d = func.getArgAttrOfType<IntegerAttr>(iv.getArgNumber(),
                                                       TileDialect::kMultipleOfAttrName))
          return d.getInt() % divisor == 0;
    auto loop = dyn_cast<scf::ForOp>(iv.getOwner()->getParentOp());
    return loop && loop.getInductionVar() == iv && isMultipleOf(loop.getLowerBound(), divisor) &&
           isMultipleOf(loop.getStep(), divisor);
  }
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  if (auto mul = dyn_cast<arith::MulIOp>(def))
    return isMultipleOf(mul.getLhs(), divisor) ||
           isMultipleOf(mul.getRhs(), divisor);
  if (auto add = dyn_cast<arith::AddIOp>(def))
    return isMultipleOf(add.getLhs(), divisor) &&
           isMultipleOf(add.getRhs(), divisor);
  if (auto sub = dyn_cast<arith::SubIOp>(def))
    return isMultipleOf(sub.getLhs(), divisor) &&
           isMultipleOf(sub.getRhs(), divisor);
  if (auto shl = dyn_cast<arith::ShLIOp>(def)) {
    std::optional<int64_t> s = getConstantIntValue(shl.getRhs());
    return (s && *s < 62 && (int64_t(1) << *s) % divisor == 0) ||
           isMultipleOf(shl.getLhs(), divisor);
  }
  return false;
}

