//===- Atomic.cpp - tile.atomic_add and replicated side effects -----------===//
//
// tile.atomic_add moves a tile like tile.copy, with every store an atomic
// add; and the rule that a replicated element (a slice fragment's, which
// several threads hold) has one thread issuing its side effects.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

Value KernelLowering::holdsFirstCopy(OpBuilder &b, Location loc, const Fragment &frag) {
  if (frag.slicedDim < 0)
    return Value();
  const ThreadCoords &coords = getThreadCoords(frag.base);
  Value zero = getConstantIndex(b, loc, 0);
  auto isZero = [&](Value v) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, v, zero).getResult();
  };
  return arith::AndIOp::create(b, loc, isZero(coords.lane[frag.slicedDim]),
                               isZero(coords.warp[frag.slicedDim]));
}

/// A loop over a reduced (slice) fragment runs on every thread that holds a
/// copy of its elements: all the threads along the reduced dimension. An
/// atomic would apply once per copy (a column sum added 16 times), and a
/// store would repeat the same write: only the first holder issues them.
LogicalResult KernelLowering::guardReplicatedAtomics(ParallelOp op, const Fragment &iter) {
  if (iter.slicedDim < 0)
    return success();
  // Atomics, and stores to memory other than the thread's own (registers,
  // local buffers): each copy of an element would repeat them.
  SmallVector<Operation *> effects;
  op.getBody().walk([&](Operation *inner) {
    if (isa<memref::AtomicRMWOp, memref::GenericAtomicRMWOp>(inner)) {
      effects.push_back(inner);
    } else if (auto store = dyn_cast<memref::StoreOp>(inner)) {
      Value memory = store.getMemRef();
      if (!fragments.count(memory) && !memory.getDefiningOp<memref::AllocaOp>())
        effects.push_back(inner);
    }
  });
  if (effects.empty())
    return success();
  OpBuilder b(op);
  Value first = holdsFirstCopy(b, op.getLoc(), iter);
  for (Operation *effect : effects) {
    if (!effect->use_empty())
      return effect->emitOpError()
             << "returns the old value inside a loop over a reduced fragment, whose elements "
                "several threads hold: only one of them may issue the atomic, and the others "
                "would not get the value; use the result outside the loop, or loop over the "
                "unreduced tile";
    OpBuilder ib(effect);
    auto guard = scf::IfOp::create(ib, effect->getLoc(), TypeRange(), first,
                                   /*withElseRegion=*/false);
    effect->moveBefore(guard.thenBlock()->getTerminator());
  }
  return success();
}

void KernelLowering::emitAtomicAdd(OpBuilder &b, Location loc, Value memory, ValueRange index,
                                   Value value) {
  auto vecType = cast<VectorType>(value.getType());
  Type elem = vecType.getElementType();
  int64_t n = vecType.getNumElements();
  // 16-bit floats add in pairs (red.global.add.noftz.f16x2 / .bf16x2). The
  // .v2/.v4/.v8 forms need PTX ISA 8.1, above the 8.0 the bundles target.
  bool pairs = n % 2 == 0 && !isSharedBuffer(memory) &&
               (elem.isF16() || (elem.isBF16() && chip.bf16Atomics));
  if (pairs) {
    Value aligned = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memory);
    auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, memory);
    Value linear = metadata.getOffset();
    for (auto [i, stride] : llvm::zip(index, metadata.getStrides()))
      linear = arith::AddIOp::create(b, loc, linear, arith::MulIOp::create(b, loc, i, stride));
    Value words = vector::BitCastOp::create(
        b, loc, VectorType::get({n / 2}, b.getI32Type()), value);
    std::string text = std::string("red.global.add.noftz.") +
                       (elem.isF16() ? "f16x2" : "bf16x2") + " [$0], $1;";
    for (int64_t p = 0; p < n / 2; ++p) {
      Value bytes = arith::MulIOp::create(
          b, loc, arith::AddIOp::create(b, loc, linear, getConstantIndex(b, loc, 2 * p)),
          getConstantIndex(b, loc, 2));
      Value address = arith::IndexCastOp::create(
          b, loc, b.getI64Type(), arith::AddIOp::create(b, loc, aligned, bytes));
      Value ptr = LLVM::IntToPtrOp::create(
          b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), address);
      Value word = vector::ExtractOp::create(b, loc, words, ArrayRef<int64_t>{p});
      createInlinePtx(b, loc, TypeRange(), {ptr, word}, text, "l,r", /*sideEffects=*/true);
    }
    return;
  }
  // One atomic per element; ptxas issues RED for those whose old value is
  // unused.
  auto kind = isa<FloatType>(elem) ? arith::AtomicRMWKind::addf : arith::AtomicRMWKind::addi;
  for (int64_t i = 0; i < n; ++i) {
    SmallVector<Value> idx(index);
    if (i)
      idx.back() = arith::AddIOp::create(b, loc, idx.back(), getConstantIndex(b, loc, i));
    Value e = vector::ExtractOp::create(b, loc, value, ArrayRef<int64_t>{i});
    memref::AtomicRMWOp::create(b, loc, kind, e, memory, idx);
  }
}

LogicalResult KernelLowering::lowerAtomicAdd(AtomicAddOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto tileType = cast<MemRefType>(op.getSrc().getType());
  auto dstType = cast<MemRefType>(op.getDst().getType());
  if (!tileType.hasStaticShape())
    return op.emitOpError() << "the tile " << tileType
                            << " must have a static shape (bind its parameters with "
                               "tile-specialize)";
  if (!dstType.isLastDimUnitStride())
    return op.emitOpError() << "destination " << dstType
                            << " must have unit stride in its last dimension";
  if (!fragments.count(op.getSrc()) && !isSharedBuffer(op.getSrc()))
    return op.emitOpError() << "adds from a local buffer, which each thread holds whole; add "
                               "from a fragment or a shared tile";
  ArrayRef<int64_t> shape = tileType.getShape();
  Endpoint src = makeEndpoint(b, loc, op.getSrc(), {}, shape);
  Endpoint dst =
      makeEndpoint(b, loc, op.getDst(), op.getDstOffsets(), shape, proofs.lookup(op).dst);
  dst.atomicAdd = true;
  int64_t active = numThreads;
  std::optional<Fragment> iter =
      src.fragment ? *src.fragment : getDistribution(op, shape, tileType.getElementType(), &active);
  if (!iter)
    return failure();
  if (src.memory)
    noteSharedRead(op.getSrc());
  bool writesShared = isSharedBuffer(op.getDst());
  if (writesShared)
    beforeSharedWrite(b, op, {op.getDst()});
  // Each element is added once: by its first holder, by the threads the
  // distribution uses.
  Value issue = holdsFirstCopy(b, loc, *iter);
  if (active != numThreads) {
    Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, threadId,
                                          getConstantIndex(b, loc, active));
    issue = issue ? arith::AndIOp::create(b, loc, issue, inRange).getResult() : inRange;
  }
  OpBuilder inner = b;
  if (issue)
    inner = scf::IfOp::create(b, loc, issue, /*withElseRegion=*/false).getThenBodyBuilder();
  emitCopy(inner, loc, src, dst, *iter, TypedAttr());
  if (writesShared)
    afterSharedWrite(b, loc);
  op.erase();
  return success();
}
