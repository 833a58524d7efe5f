//===- Fragments.cpp - fragments and their registers ----------------------===//
//
// Fragments: how layouts spread tiles over threads, and their registers.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// Why a layout that gives each thread `n` elements is not lowered.
static std::string tooManyRegisters(int64_t n) {
  return "it puts " + std::to_string(n) + " elements in each thread's registers; at most " +
         std::to_string(kMaxUnrolledElements) +
         " are supported (use more threads or a smaller tile)";
}

/// The largest power of two up to `run` such that each group of that many
/// consecutive registers holds consecutive elements along the innermost
/// dimension (what a vector access needs).
static int64_t runOfRegisters(const Fragment &f, int64_t run) {
  auto holds = [&](int64_t n) {
    for (int64_t r = 0; r < f.numRegisters; ++r) {
      ArrayRef<int64_t> first = f.registerOffsets[r - r % n], here = f.registerOffsets[r];
      for (size_t d = 0; d < here.size(); ++d)
        if (here[d] != first[d] + (d + 1 == here.size() ? r % n : 0))
          return false;
    }
    return f.numRegisters % n == 0;
  };
  int64_t n = int64_t(llvm::bit_floor(uint64_t(std::max<int64_t>(run, 1))));
  while (n > 1 && !holds(n))
    n /= 2;
  return n;
}

/// How `layout` spreads a tile of `shape` over `numThreads` threads; sets
/// `why` and returns nothing when it cannot, or when it would give a thread
/// more than kMaxUnrolledElements elements (they are unrolled).
std::optional<Fragment> lowering::describeLayout(Attribute layout, ArrayRef<int64_t> shape,
                                       int64_t numThreads, std::string &why) {
  Fragment f;
  f.layout = layout;
  f.shape.assign(shape.begin(), shape.end());
  if (auto blocked = dyn_cast_or_null<BlockedLayoutAttr>(layout)) {
    why = blocked.checkCovers(shape, numThreads);
    if (!why.empty())
      return std::nullopt;
    f.base = blocked;
    f.numRegisters = blocked.getElementsPerThread(shape);
    if (f.numRegisters > kMaxUnrolledElements) {
      why = tooManyRegisters(f.numRegisters);
      return std::nullopt;
    }
    for (int64_t r = 0; r < f.numRegisters; ++r)
      f.registerOffsets.push_back(blocked.getRegisterOffset(shape, r));
    int64_t rank = shape.size();
    if (blocked.getOrder()[0] == rank - 1)
      f.contiguous = blocked.getSizePerThread()[rank - 1];
    return f;
  }
  if (auto slice = dyn_cast_or_null<SliceLayoutAttr>(layout)) {
    BlockedLayoutAttr parent = slice.getParent();
    int64_t dim = slice.getDim();
    if (static_cast<int64_t>(shape.size()) != parent.getRank() - 1) {
      why = "slice layout rank does not match the tile";
      return std::nullopt;
    }
    // The parent's registers over one block tile along `dim`, projected.
    SmallVector<int64_t> parentShape(shape);
    parentShape.insert(parentShape.begin() + dim, parent.getBlockTile()[dim]);
    why = parent.checkCovers(parentShape, numThreads);
    if (!why.empty())
      return std::nullopt;
    f.base = parent;
    f.slicedDim = dim;
    int64_t parentRegs = parent.getElementsPerThread(parentShape);
    if (parentRegs > kMaxUnrolledElements) {
      why = tooManyRegisters(parentRegs);
      return std::nullopt;
    }
    for (int64_t r = 0; r < parentRegs; ++r) {
      SmallVector<int64_t> o = parent.getRegisterOffset(parentShape, r);
      o.erase(o.begin() + dim);
      if (f.findRegister(o) < 0)
        f.registerOffsets.push_back(o);
    }
    f.numRegisters = f.registerOffsets.size();
    // The parent's run along its innermost dimension survives the slice
    // when that dimension is not the one dropped (a bias or a LayerNorm
    // weight read from a row tile's reduction): vector loads and stores.
    int64_t rank = parent.getRank();
    if (dim != rank - 1 && parent.getOrder()[0] == rank - 1)
      f.contiguous = runOfRegisters(f, parent.getSizePerThread()[rank - 1]);
    return f;
  }
  if (auto mma = dyn_cast_or_null<MmaLayoutAttr>(layout)) {
    // An mma.sync accumulator is a blocked distribution (see toBlocked).
    int64_t groups = mma.getColumnGroups();
    if (groups == 1) {
      std::optional<Fragment> f = describeLayout(mma.toBlocked(), shape, numThreads, why);
      if (f)
        f->layout = mma;
      return f;
    }
    // Warpgroups along N: each group's columns as one group's block.
    int64_t warps = mma.getWarpsPerBlock()[0];
    if (numThreads != 32 * warps * groups) {
      why = "it spreads " + std::to_string(warps) + " warps along M in each of " +
            std::to_string(groups) + " column groups, " + std::to_string(32 * warps * groups) +
            " threads, but the block has " + std::to_string(numThreads);
      return std::nullopt;
    }
    if (shape.size() != 2 || shape[1] % groups) {
      why = "its " + std::to_string(groups) + " column groups must split the tile's columns evenly";
      return std::nullopt;
    }
    SmallVector<int64_t> groupShape{shape[0], shape[1] / groups};
    std::optional<Fragment> f =
        describeLayout(mma.getGroupDistribution(), groupShape, numThreads / groups, why);
    if (!f) {
      why = "in each of its " + std::to_string(groups) + " column groups (" +
            std::to_string(shape[0]) + "x" + std::to_string(groupShape[1]) + " over " +
            std::to_string(numThreads / groups) + " of the block's " +
            std::to_string(numThreads) + " threads): " + why;
      return f;
    }
    f->layout = mma;
    f->shape.assign(shape.begin(), shape.end());
    f->groupThreads = numThreads / groups;
    f->groupColumns = shape[1] / groups;
    return f;
  }
  why = "only #tile.blocked, #tile.slice and #tile.mma layouts are lowered "
        "yet";
  return std::nullopt;
}

const ThreadCoords &KernelLowering::getThreadCoords(BlockedLayoutAttr layout) {
  Fragment whole;
  whole.base = layout;
  return getThreadCoords(whole);
}

const ThreadCoords &KernelLowering::getThreadCoords(const Fragment &frag) {
  BlockedLayoutAttr layout = frag.base;
  auto key = std::make_tuple(Attribute(layout), frag.groupThreads, frag.groupColumns);
  auto it = threadCoords.find(key);
  if (it != threadCoords.end())
    return it->second;
  OpBuilder b(kernel.getContext());
  b.setInsertionPointAfterValue(threadId);
  Location loc = kernel.getLoc();
  auto cst = [&](int64_t v) { return getConstantIndex(b, loc, v); };
  // In column groups, the base spreads the group's threads.
  Value tid = threadId;
  if (frag.groupThreads)
    tid = arith::RemUIOp::create(b, loc, threadId, cst(frag.groupThreads));
  Value lane = arith::RemUIOp::create(b, loc, tid, cst(32));
  Value warp = arith::DivUIOp::create(b, loc, tid, cst(32));
  unsigned rank = layout.getRank();
  SmallVector<Value> laneCoord(rank), warpCoord(rank);
  // Same decomposition as BlockedLayoutAttr::getThreadOffset. The slowest
  // dimension takes what remains (the ids are in range), so it needs no
  // remainder.
  auto split = [&](Value &rest, int64_t size, bool last) -> Value {
    if (size == 1)
      return cst(0);
    if (last)
      return rest;
    Value coord = arith::RemUIOp::create(b, loc, rest, cst(size));
    rest = arith::DivUIOp::create(b, loc, rest, cst(size));
    return coord;
  };
  ArrayRef<int64_t> order = layout.getOrder();
  for (auto [i, d] : llvm::enumerate(order)) {
    bool last = i + 1 == order.size();
    laneCoord[d] = split(lane, layout.getThreadsPerWarp()[d], last);
    warpCoord[d] = split(warp, layout.getWarpsPerBlock()[d], last);
  }
  SmallVector<Value> offset;
  for (unsigned d = 0; d < rank; ++d) {
    int64_t t = layout.getThreadsPerWarp()[d], s = layout.getSizePerThread()[d];
    Value w = arith::MulIOp::create(b, loc, warpCoord[d], cst(t));
    Value x = arith::AddIOp::create(b, loc, w, laneCoord[d]);
    offset.push_back(arith::MulIOp::create(b, loc, x, cst(s)));
  }
  if (frag.groupThreads) {
    Value group = arith::DivUIOp::create(b, loc, threadId, cst(frag.groupThreads));
    offset[1] = arith::AddIOp::create(
        b, loc, offset[1], arith::MulIOp::create(b, loc, group, cst(frag.groupColumns)));
  }
  ThreadCoords &coords = threadCoords[key];
  coords.offset = std::move(offset);
  coords.lane = std::move(laneCoord);
  coords.warp = std::move(warpCoord);
  return coords;
}

SmallVector<Value> KernelLowering::getCoordinates(OpBuilder &b, Location loc,
                                                  const Fragment &frag,
                                                  int64_t reg) {
  SmallVector<Value> coords;
  SmallVector<Value> base(getThreadCoords(frag).offset);
  if (frag.slicedDim >= 0)
    base.erase(base.begin() + frag.slicedDim);
  ArrayRef<int64_t> regOffset = frag.registerOffsets[reg];
  for (auto [v, r] : llvm::zip(base, regOffset))
    coords.push_back(r == 0 ? v
                            : arith::AddIOp::create(b, loc, v,
                                                    getConstantIndex(b, loc, r))
                                  .getResult());
  return coords;
}

OpBuilder KernelLowering::entryAllocaBuilder() {
  // In the kernel's entry block, in the order the tiles are allocated:
  // LLVM's SROA promotes only the allocas there to registers. One in a
  // role's branch (a producer split) stayed in local memory where its
  // values lived across a loop's back edge.
  OpBuilder b(kernel.getContext());
  b.setInsertionPointAfter(lastEntryAlloca ? lastEntryAlloca : threadId.getDefiningOp());
  return b;
}

LogicalResult KernelLowering::lowerAllocFragment(AllocFragmentOp op) {
  if (!op.getLayoutAttr())
    return op.emitOpError() << "has no layout (run tile-infer-layout first)";
  MemRefType type = op.getType();
  std::string why;
  std::optional<Fragment> described =
      describeLayout(op.getLayoutAttr(), type.getShape(), numThreads, why);
  if (!described)
    return op.emitOpError() << "layout " << op.getLayoutAttr()
                            << " does not fit fragment " << type << ": " << why;
  Fragment frag = *described;
  OpBuilder b = entryAllocaBuilder();
  frag.registers = memref::AllocaOp::create(
      b, op.getLoc(), MemRefType::get({frag.numRegisters}, type.getElementType()));
  lastEntryAlloca = frag.registers.getDefiningOp();
  fragments[op.getResult()] = frag;
  return success();
}

LogicalResult KernelLowering::lowerAllocLocal(AllocLocalOp op) {
  MemRefType type = op.getType();
  if (!type.hasStaticShape())
    return op.emitOpError() << "local buffer " << type
                            << " must have a static shape";
  if (type.getNumElements() > kMaxUnrolledElements)
    return op.emitOpError() << "local buffer " << type << " has more than "
                            << kMaxUnrolledElements
                            << " elements; local buffers live in registers";
  OpBuilder b = entryAllocaBuilder();
  Value alloca = memref::AllocaOp::create(
      b, op.getLoc(), MemRefType::get(type.getShape(), type.getElementType()),
      ValueRange(), b.getI64IntegerAttr(16));
  lastEntryAlloca = alloca.getDefiningOp();
  op.getResult().replaceAllUsesWith(alloca);
  op.erase();
  return success();
}

std::optional<Fragment> KernelLowering::getDistribution(Operation *op,
                                                        ArrayRef<int64_t> shape,
                                                        Type elementType,
                                                        int64_t *active, int64_t maxVector) {
  std::string why;
  unsigned bits = elementType.getIntOrFloatBitWidth();
  auto layout = BlockedLayoutAttr::chooseFor(op->getContext(), shape, bits,
                                             numThreads, why, maxVector);
  int64_t threads = numThreads;
  for (int64_t t = numThreads - 32; !layout && active && t >= 32; t -= 32) {
    std::string ignored;
    if ((layout = BlockedLayoutAttr::chooseFor(op->getContext(), shape, bits,
                                               t, ignored, maxVector)))
      threads = t;
  }
  std::optional<Fragment> iter;
  if (layout)
    iter = describeLayout(layout, shape, threads, why);
  if (iter && active)
    *active = threads;
  if (!iter)
    op->emitOpError() << "cannot spread the tile over the block's "
                      << numThreads << " threads: " << why;
  return iter;
}
