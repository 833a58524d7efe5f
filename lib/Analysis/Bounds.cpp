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

/// The bits of an integer or index type.
static unsigned getIntegerWidth(Type t) {
  return t.isIndex() ? IndexType::kInternalStorageBitWidth : t.getIntOrFloatBitWidth();
}

/// The value `v` widens (an index_cast from a narrower integer, extsi,
/// and with `zeroExtensions` also extui and index_castui), or null. A sign
/// extension is the same number; a zero extension of a negative value is
/// not, but keeps its residues modulo powers of two.
static Value getWidenedSource(Value v, bool zeroExtensions) {
  Operation *def = v.getDefiningOp();
  bool sign = isa_and_nonnull<arith::IndexCastOp, arith::ExtSIOp>(def);
  bool zero = isa_and_nonnull<arith::IndexCastUIOp, arith::ExtUIOp>(def);
  if (!sign && !(zero && zeroExtensions))
    return {};
  Value src = def->getOperand(0);
  return getIntegerWidth(src.getType()) <= getIntegerWidth(v.getType()) ? src : Value();
}

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
  // An i32 counter cast to index (`scf.for %k = %c0 to %n step %c64 : i32`).
  if (Value wide = getWidenedSource(v, /*zeroExtensions=*/false); wide && depth < 8)
    if (std::optional<int64_t> w = largestValue(solver, wide, depth + 1))
      return w;
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
  if (Value wide = getWidenedSource(v, /*zeroExtensions=*/llvm::isPowerOf2_64(divisor)))
    return llvm::Log2_64(divisor) <= getIntegerWidth(wide.getType()) &&
           isMultipleOf(wide, divisor);
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  // Truncation keeps multiples of powers of two that fit the narrow type
  // (tile-pipeline computes an i32 loop's offsets in i64).
  if (auto trunc = dyn_cast<arith::TruncIOp>(def))
    return llvm::isPowerOf2_64(divisor) &&
           llvm::Log2_64(divisor) < getIntegerWidth(trunc.getType()) &&
           isMultipleOf(trunc.getIn(), divisor);
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
  // x / q (or its ceiling, the same where q divides x) is a multiple of
  // `divisor` where x is one of q * divisor: a grid of tiles over a
  // dimension stated a multiple of two tiles is even.
  if (isa<arith::DivUIOp, arith::CeilDivUIOp>(def)) {
    std::optional<int64_t> q = getConstantIntValue(def->getOperand(1));
    int64_t whole;
    return q && *q > 0 && !llvm::MulOverflow(*q, divisor, whole) &&
           isMultipleOf(def->getOperand(0), whole);
  }
  return false;
}

int64_t tile::getSourceDim(memref::SubViewOp view, int64_t d) {
  llvm::SmallBitVector dropped = view.getDroppedDims();
  for (int64_t s = 0, kept = 0; s < static_cast<int64_t>(dropped.size()); ++s)
    if (!dropped[s] && kept++ == d)
      return s;
  return -1;
}

/// What is stated of the run-time size `d` of a host function's buffer
/// argument: the multiple its dimension's argument carries (through the
/// buffer's tile.dims names), else 1.
static int64_t getStatedMultiple(BlockArgument arg, int64_t d) {
  auto func = dyn_cast<FunctionOpInterface>(arg.getOwner()->getParentOp());
  if (!func || !arg.getOwner()->isEntryBlock())
    return 1;
  auto names = func.getArgAttrOfType<ArrayAttr>(arg.getArgNumber(), TileDialect::kDimsAttrName);
  auto type = cast<MemRefType>(arg.getType());
  if (!names)
    return 1;
  // Every dimension's name, or (after tile-specialize) the run-time
  // dimensions' only, in order.
  int64_t k = d;
  if (static_cast<int64_t>(names.size()) != type.getRank()) {
    k = 0;
    for (int64_t j = 0; j < d; ++j)
      k += type.isDynamicDim(j);
  }
  auto name = k < static_cast<int64_t>(names.size()) ? dyn_cast<StringAttr>(names[k]) : StringAttr();
  if (!name)
    return 1;
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    if (func.getArgAttr(i, TileDialect::kArgNameAttrName) == name)
      if (auto m = func.getArgAttrOfType<IntegerAttr>(i, TileDialect::kMultipleOfAttrName))
        return m.getInt();
  return 1;
}

bool tile::isStrideMultipleOf(Value memref, int64_t d, int64_t v) {
  auto type = cast<MemRefType>(memref.getType());
  auto [strides, unusedOffset] = type.getStridesAndOffset();
  if (!ShapedType::isDynamic(strides[d]))
    return strides[d] % v == 0;
  if (auto rebuilt = memref.getDefiningOp<memref::ReinterpretCastOp>())
    if (auto stride = dyn_cast<Value>(rebuilt.getMixedStrides()[d]))
      return isMultipleOf(stride, v);
  // A subview's stride is its source's times its own step.
  if (auto view = memref.getDefiningOp<memref::SubViewOp>())
    return isStrideMultipleOf(view.getSource(), getSourceDim(view, d), v);
  // A host function's row-major buffer: the sizes of the later dimensions.
  auto arg = dyn_cast<BlockArgument>(memref);
  if (!arg || !type.getLayout().isIdentity())
    return false;
  int64_t multiple = 1;
  for (int64_t j = d + 1; j < type.getRank(); ++j)
    multiple *= type.isDynamicDim(j) ? getStatedMultiple(arg, j) : type.getDimSize(j);
  return multiple % v == 0;
}

bool tile::isOffsetMultipleOf(Value memref, int64_t v) {
  auto type = cast<MemRefType>(memref.getType());
  auto [strides, offset] = type.getStridesAndOffset();
  if (!ShapedType::isDynamic(offset))
    return offset % v == 0;
  if (auto rebuilt = memref.getDefiningOp<memref::ReinterpretCastOp>()) {
    OpFoldResult start = rebuilt.getMixedOffsets().front();
    if (auto value = dyn_cast<Value>(start))
      return isMultipleOf(value, v);
    return cast<IntegerAttr>(cast<Attribute>(start)).getInt() % v == 0;
  }
  // The source's start plus, per dimension, offset x the source's stride.
  if (auto view = memref.getDefiningOp<memref::SubViewOp>()) {
    if (!isOffsetMultipleOf(view.getSource(), v))
      return false;
    for (auto [d, start] : llvm::enumerate(view.getMixedOffsets())) {
      bool zero = false, multiple = false;
      if (auto value = dyn_cast<Value>(start)) {
        multiple = isMultipleOf(value, v);
      } else {
        int64_t c = cast<IntegerAttr>(cast<Attribute>(start)).getInt();
        zero = c == 0;
        multiple = c % v == 0;
      }
      if (!zero && !multiple && !isStrideMultipleOf(view.getSource(), d, v))
        return false;
    }
    return true;
  }
  return false;
}

int64_t tile::getRowAlignment(Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  int64_t align = std::max<int64_t>(1, 128 / type.getElementTypeBitWidth());
  for (int64_t d = 0; d + 1 < type.getRank(); ++d)
    while (align > 1 && !isStrideMultipleOf(memref, d, align))
      align /= 2;
  while (align > 1 && !isOffsetMultipleOf(memref, align))
    align /= 2;
  return align;
}

