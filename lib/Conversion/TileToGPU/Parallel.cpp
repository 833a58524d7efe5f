//===- Parallel.cpp - tile.parallel ---------------------------------------===//
//
// tile.parallel: loops distributed over threads by their layout.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// A tile.parallel that scales a fragment in place by a reduced one,
/// `x[i, j] = x[i, j] * a[i]`, skips the registers whose factor is exactly
/// 1: one branch per register of the factor, around the multiplications it
/// scales (x * 1 is x, so nothing observable changes). FlashAttention's
/// rescale of its accumulator by exp2(m_old - m_new) is the case: once the
/// running max settles, the factor is 1 and the whole warp branches over
/// its multiplications. Returns false (and emits nothing) for other bodies.
bool KernelLowering::lowerSlicedScale(
    ParallelOp op,
    const llvm::DenseMap<Value, SmallVector<int64_t>> &registerOf) {
  Block &body = op.getBodyBlock();
  if (body.getOperations().size() != 5)
    return false;
  auto it = body.begin();
  auto loadX = dyn_cast<memref::LoadOp>(&*it++);
  auto loadA = dyn_cast<memref::LoadOp>(&*it++);
  auto mul = dyn_cast<arith::MulFOp>(&*it++);
  auto store = dyn_cast<memref::StoreOp>(&*it++);
  if (!loadX || !loadA || !mul || !store)
    return false;
  if (mul.getLhs() != loadX.getResult()) {
    if (mul.getRhs() != loadX.getResult())
      return false;
    std::swap(loadX, loadA);
  }
  if ((mul.getLhs() != loadA.getResult() && mul.getRhs() != loadA.getResult()) ||
      store.getValueToStore() != mul.getResult() ||
      store.getMemRef() != loadX.getMemRef() ||
      store.getIndices() != loadX.getIndices() ||
      !loadX.getResult().hasOneUse() || !loadA.getResult().hasOneUse())
    return false;
  auto type = dyn_cast<FloatType>(mul.getType());
  if (!type)
    return false;
  auto xIt = fragments.find(loadX.getMemRef());
  auto aIt = fragments.find(loadA.getMemRef());
  if (xIt == fragments.end() || aIt == fragments.end() ||
      !isa<SliceLayoutAttr>(aIt->second.layout) ||
      isa<SliceLayoutAttr>(xIt->second.layout))
    return false;
  ArrayRef<int64_t> xRegs = registerOf.at(loadX.getMemRef());
  ArrayRef<int64_t> aRegs = registerOf.at(loadA.getMemRef());
  llvm::MapVector<int64_t, SmallVector<int64_t>> groups;
  for (auto [x, a] : llvm::zip(xRegs, aRegs))
    groups[a].push_back(x);

  OpBuilder b(op);
  Location loc = op.getLoc();
  Value xRegisters = xIt->second.registers;
  Value aRegisters = aIt->second.registers;
  Value one = arith::ConstantOp::create(b, loc, b.getFloatAttr(type, 1.0));
  for (auto &[a, xs] : groups) {
    Value factor = memref::LoadOp::create(b, loc, aRegisters,
                                          getConstantIndex(b, loc, a));
    Value scales = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE,
                                         factor, one);
    auto ifOp = scf::IfOp::create(b, loc, scales, /*withElseRegion=*/false);
    OpBuilder ib = ifOp.getThenBodyBuilder();
    for (int64_t x : xs) {
      Value index = getConstantIndex(ib, loc, x);
      Value v = memref::LoadOp::create(ib, loc, xRegisters, index);
      Value lhs = mul.getLhs() == loadX.getResult() ? v : factor;
      Value rhs = mul.getLhs() == loadX.getResult() ? factor : v;
      Value y = arith::MulFOp::create(ib, loc, lhs, rhs, mul.getFastmath());
      memref::StoreOp::create(ib, loc, y, xRegisters, index);
    }
  }
  op.erase();
  return true;
}

/// Distributes the iterations over threads by the loop's layout; each thread
/// runs the body once per register it owns, fully unrolled.
LogicalResult KernelLowering::lowerParallel(ParallelOp op) {
  if (!op.getLayoutAttr())
    return op.emitOpError() << "has no layout; run tile-infer-layout first";
  if (!op.hasStaticBounds())
    return op.emitOpError() << "bounds must be constant; bind their "
                               "parameters with tile-specialize";
  SmallVector<int64_t> shape(op.getStaticBounds());
  std::string why;
  std::optional<Fragment> described =
      describeLayout(op.getLayoutAttr(), shape, numThreads, why);
  if (!described)
    return op.emitOpError() << "layout does not fit the loop nest: " << why;
  const Fragment &iter = *described;

  // Each fragment access must name the element this iteration owns: a
  // fragment of the loop's layout indexed by the induction variables in
  // order, or a slice of it read with the induction variables other than
  // the sliced one (a broadcast). Map every iteration to the register.
  Block &body = op.getBodyBlock();
  llvm::DenseMap<Value, SmallVector<int64_t>> registerOf;
  WalkResult check = op.getBody().walk([&](Operation *inner) {
    Value memref;
    ValueRange indices;
    bool isStore = false;
    if (auto load = dyn_cast<memref::LoadOp>(inner)) {
      memref = load.getMemRef();
      indices = load.getIndices();
    } else if (auto store = dyn_cast<memref::StoreOp>(inner)) {
      memref = store.getMemRef();
      indices = store.getIndices();
      isStore = true;
    } else {
      return WalkResult::advance();
    }
    auto it = fragments.find(memref);
    if (it == fragments.end())
      return WalkResult::advance();
    const Fragment &frag = it->second;
    SmallVector<Value> expected(body.getArguments());
    SmallVector<int64_t> regs;
    SmallVector<int64_t> fullShape(iter.shape);
    // A reduced fragment read in a loop over the full tile (one rank more).
    if (auto slice = dyn_cast<SliceLayoutAttr>(frag.layout);
        slice && frag.layout != iter.layout && fullShape.size() == frag.shape.size() + 1 &&
        slice.getDim() < static_cast<int64_t>(fullShape.size()))
      fullShape.erase(fullShape.begin() + slice.getDim());
    if (ArrayRef<int64_t>(frag.shape) != ArrayRef<int64_t>(fullShape)) {
      inner->emitOpError() << "accesses a fragment whose shape does not match "
                              "the enclosing tile.parallel's bounds";
      return WalkResult::interrupt();
    }
    if (haveSameDistribution(frag.layout, iter.layout)) {
      for (int64_t r = 0; r < iter.numRegisters; ++r)
        regs.push_back(r);
    } else if (auto slice = dyn_cast<SliceLayoutAttr>(frag.layout);
               slice && iter.slicedDim < 0 && !iter.groupThreads &&
               slice.getParent() == iter.base) {
      if (isStore) {
        inner->emitOpError() << "writes a reduced fragment inside a loop over "
                                "the full tile; every iteration of the reduced "
                                "dimension would write the same element";
        return WalkResult::interrupt();
      }
      expected.erase(expected.begin() + slice.getDim());
      for (int64_t r = 0; r < iter.numRegisters; ++r) {
        SmallVector<int64_t> o(iter.registerOffsets[r]);
        o.erase(o.begin() + slice.getDim());
        regs.push_back(frag.findRegister(o));
      }
    } else {
      inner->emitOpError() << "accesses a fragment whose layout " << frag.layout
                           << " is neither the enclosing tile.parallel's "
                           << iter.layout << " nor a slice of it";
      return WalkResult::interrupt();
    }
    if (!llvm::equal(indices, expected) || llvm::is_contained(regs, -1)) {
      inner->emitOpError() << "indexes a fragment with something other than "
                              "the tile.parallel induction variables in "
                              "order (all of them, or all but the reduced "
                              "one for a reduced fragment); each thread only "
                              "holds its own elements";
      return WalkResult::interrupt();
    }
    registerOf[memref] = std::move(regs);
    return WalkResult::advance();
  });
  if (check.wasInterrupted())
    return failure();
  if (lowerSlicedScale(op, registerOf))
    return success();
  if (failed(guardReplicatedAtomics(op, iter)))
    return failure();

  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<Value> sharedWrites;
  op.getBody().walk([&](Operation *inner) {
    if (auto load = dyn_cast<memref::LoadOp>(inner);
        load && isSharedBuffer(load.getMemRef()))
      noteSharedRead(load.getMemRef());
    if (auto store = dyn_cast<memref::StoreOp>(inner);
        store && isSharedBuffer(store.getMemRef()))
      sharedWrites.push_back(store.getMemRef());
  });
  bool writesShared = !sharedWrites.empty();
  if (writesShared)
    beforeSharedWrite(b, op, sharedWrites);
  for (int64_t r = 0; r < iter.numRegisters; ++r) {
    IRMapping mapping;
    SmallVector<Value> coords = getCoordinates(b, loc, iter, r);
    for (auto [iv, c] : llvm::zip(body.getArguments(), coords))
      mapping.map(iv, c);
    for (Operation &inner : body.without_terminator()) {
      Operation *clone = b.clone(inner, mapping);
      clone->walk([&](Operation *nested) {
        auto retarget = [&](Value memref, OpOperand &memrefOperand,
                            MutableOperandRange indices) {
          auto it = fragments.find(memref);
          if (it == fragments.end())
            return;
          memrefOperand.set(it->second.registers);
          OpBuilder ib(nested);
          indices.assign(getConstantIndex(ib, loc, registerOf[memref][r]));
        };
        if (auto load = dyn_cast<memref::LoadOp>(nested))
          retarget(load.getMemRef(), load.getMemrefMutable(),
                   load.getIndicesMutable());
        else if (auto store = dyn_cast<memref::StoreOp>(nested))
          retarget(store.getMemRef(), store.getMemrefMutable(),
                   store.getIndicesMutable());
      });
    }
  }
  if (writesShared)
    afterSharedWrite(b, loc);
  op.erase();
  return success();
}
