//===- AsyncGemm.cpp - asynchronous gemms and their waits ----------------===//
//
// `tile.gemm {async}` leaves its wgmma group in flight and
// `tile.gemm_wait {pending = N}` completes all but the last N groups. Before
// anything is lowered, checkAsyncGemmOrder proves on the kernel's tile ops
// that nothing touches an asynchronous gemm's tiles before a wait completes
// it (a read of the accumulator, or a write of A, B or the accumulator, in
// flight is a race the GPU would not report). lowerGemmWait then ties the
// named accumulators' registers to the wait, so that LLVM cannot move
// their reads above it.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

namespace {

/// The buffers `v` may be: itself through views, every buffer of a
/// tile.stage ring (which one a stage index picks is not known here) and
/// both sides of a select. A value of unknown origin (a block argument, an
/// op's result) is kept as itself and may be any buffer of its memory
/// space (aliases).
void collectRoots(Value v, llvm::SmallPtrSetImpl<Value> &roots) {
  while (auto view = v.getDefiningOp<ViewLikeOpInterface>())
    v = view.getViewSource();
  SmallVector<Value> buffers;
  collectStageBuffers(v, buffers);
  for (Value buffer : buffers)
    if (buffer == v)
      roots.insert(v);
    else
      collectRoots(buffer, roots);
}

bool isAllocation(Value v) {
  return v.getDefiningOp<AllocSharedOp>() || v.getDefiningOp<AllocFragmentOp>() ||
         v.getDefiningOp<AllocLocalOp>();
}

bool aliases(Value v, const llvm::SmallPtrSetImpl<Value> &roots) {
  llvm::SmallPtrSet<Value, 4> own;
  collectRoots(v, own);
  auto space = [](Value r) { return getMemorySpace(cast<MemRefType>(r.getType())); };
  for (Value a : own)
    for (Value b : roots)
      if (a == b || ((!isAllocation(a) || !isAllocation(b)) && space(a) == space(b)))
        return true;
  return false;
}

/// Whether `op` may have the memory effect `Effect` on `v` (an op that
/// declares no effects may).
template <typename Effect> bool mayHaveEffect(Operation *op, Value v) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return true;
  SmallVector<MemoryEffects::EffectInstance> onValue;
  effects.getEffectsOnValue(v, onValue);
  return llvm::any_of(onValue, [](const MemoryEffects::EffectInstance &e) {
    return isa<Effect>(e.getEffect());
  });
}

bool mayWrite(Operation *op, Value v) { return mayHaveEffect<MemoryEffects::Write>(op, v); }

enum class Scan { Completed, Open, Failed };

/// Follows one asynchronous gemm through the kernel in execution order:
/// the ops after it in its block, then the next iteration of each loop
/// around it (up to the gemm's own next issue) and the ops after that loop.
/// Groups issued after it count towards the waits it meets; only groups
/// issued on every path count (one under a condition does not).
class AsyncGemmOrder {
public:
  explicit AsyncGemmOrder(GemmOp gemm) : gemm(gemm) {
    collectRoots(gemm.getC(), accRoots);
    collectRoots(gemm.getA(), operandRoots);
    collectRoots(gemm.getB(), operandRoots);
  }

  LogicalResult check() {
    Block *block = gemm->getBlock();
    Block::iterator it = std::next(gemm->getIterator());
    int64_t after = 0;
    while (true) {
      Scan s = scanOps(it, block->end(), after);
      if (s != Scan::Open)
        return success(s == Scan::Completed);
      Operation *parent = block->getParentOp();
      if (isa<LoopLikeOpInterface>(parent)) {
        // The next iteration, up to where this gemm is issued again: the
        // body up to the op holding it, inside that op the paths that lead
        // to the gemm or around it; every region of other loops (scf.while).
        int64_t again = after;
        if (!isa<scf::ForOp>(parent)) {
          for (Region &region : parent->getRegions())
            for (Block &b : region)
              if (scanOps(b.begin(), b.end(), again) == Scan::Failed)
                return failure();
        } else {
          Operation *issue = block->findAncestorOpInBlock(*gemm);
          if (scanOps(block->begin(), issue->getIterator(), again) == Scan::Failed)
            return failure();
          if (issue != gemm.getOperation() && scanInside(issue, again) == Scan::Failed)
            return failure();
        }
      }
      if (isa<gpu::GPUFuncOp, LaunchOp>(parent) || !parent->getBlock())
        return success();
      it = std::next(parent->getIterator());
      block = parent->getBlock();
    }
  }

private:
  /// Scans the regions of `op` (which holds the gemm) on its way to the
  /// gemm's next issue: each block up to the gemm or the op holding it,
  /// and blocks that do not lead to it whole.
  Scan scanInside(Operation *op, int64_t after) {
    for (Region &region : op->getRegions())
      for (Block &b : region) {
        int64_t inner = after;
        Operation *holder = b.findAncestorOpInBlock(*gemm);
        Block::iterator end = holder ? holder->getIterator() : b.end();
        if (scanOps(b.begin(), end, inner) == Scan::Failed)
          return Scan::Failed;
        if (holder && holder != gemm.getOperation() &&
            scanInside(holder, inner) == Scan::Failed)
          return Scan::Failed;
      }
    return Scan::Open;
  }

  /// Scans [it, end): Completed at a wait that completes the gemm or at
  /// its next issue, Failed at a touch in flight.
  Scan scanOps(Block::iterator it, Block::iterator end, int64_t &after) {
    for (; it != end; ++it) {
      Operation *op = &*it;
      if (op == gemm.getOperation())
        return Scan::Completed;
      if (auto wait = dyn_cast<GemmWaitOp>(op)) {
        if (after >= static_cast<int64_t>(wait.getPending()))
          return Scan::Completed;
        if (llvm::any_of(wait.getAccumulators(),
                         [&](Value v) { return aliases(v, accRoots); })) {
          InFlightDiagnostic diag = wait.emitOpError()
                                    << "leaves the asynchronous gemm of this accumulator in "
                                       "flight: "
                                    << after << " asynchronous gemm(s) are issued after it "
                                    << "before this wait, fewer than pending = "
                                    << wait.getPending() << "; use pending = " << after
                                    << " (or less)";
          diag.attachNote(gemm.getLoc()) << "the asynchronous gemm";
          return Scan::Failed;
        }
        continue;
      }
      if (failed(checkTouch(op)))
        return Scan::Failed;
      if (auto other = dyn_cast<GemmOp>(op); other && other.getAsync() && isWgmmaGemm(other))
        ++after;
      // Inside a region: touches count, waits complete only that path,
      // groups issued there may not be issued at all.
      for (Region &region : op->getRegions())
        for (Block &block : region) {
          int64_t inner = after;
          if (scanOps(block.begin(), block.end(), inner) == Scan::Failed)
            return Scan::Failed;
        }
    }
    return Scan::Open;
  }

  /// Fails at an op that reads or writes the accumulator, or writes A or B.
  /// Views do not touch; a gemm that accumulates into the same tile is
  /// ordered behind this one by the tensor cores.
  LogicalResult checkTouch(Operation *op) {
    if (isa<ViewLikeOpInterface, StageOp>(op))
      return success();
    auto other = dyn_cast<GemmOp>(op);
    for (OpOperand &use : op->getOpOperands()) {
      Value v = use.get();
      if (!isa<BaseMemRefType>(v.getType()))
        continue;
      const char *what = nullptr;
      if (aliases(v, accRoots) && !(other && v == other.getC()))
        what = "the accumulator";
      else if (aliases(v, operandRoots) && mayWrite(op, v))
        what = "an operand (A or B)";
      if (!what)
        continue;
      InFlightDiagnostic diag = op->emitOpError()
                                << "touches " << what
                                << " of an asynchronous tile.gemm that may still be in "
                                   "flight here; complete it first with a "
                                   "tile.gemm_wait (naming its accumulator, with "
                                   "pending no more than the asynchronous gemms issued "
                                   "after it)";
      diag.attachNote(gemm.getLoc()) << "the asynchronous gemm";
      return failure();
    }
    return success();
  }

  GemmOp gemm;
  llvm::SmallPtrSet<Value, 4> accRoots, operandRoots;
};

} // namespace

/// Whether `gemm` runs on wgmma (its accumulator in the version-3 layout):
/// only those issue groups that stay in flight.
bool lowering::isWgmmaGemm(GemmOp gemm) {
  llvm::SmallPtrSet<Value, 4> roots;
  collectRoots(gemm.getC(), roots);
  return llvm::all_of(roots, [](Value r) {
    auto alloc = r.getDefiningOp<AllocFragmentOp>();
    auto layout = alloc ? dyn_cast_or_null<MmaLayoutAttr>(alloc.getLayoutAttr()) : MmaLayoutAttr();
    return layout && layout.getVersion() == 3;
  });
}

LogicalResult lowering::checkAsyncCopyReads(Operation *kernel) {
  WalkResult result = kernel->walk([](CopyOp copy) {
    if (!copy.getAsync())
      return WalkResult::advance();
    // Judged where the copy fills a shared tile of its own or a view of
    // one: a ring's stage (tile-pipeline's prefetch) may be another buffer
    // than the one read. A read overlaps when one of the two views is a
    // view of the other (two subviews of one tile, the halves of a double
    // buffer, do not count).
    auto chainOf = [](Value v) {
      SmallVector<Value> chain = {v};
      while (auto view = chain.back().getDefiningOp<ViewLikeOpInterface>())
        chain.push_back(view.getViewSource());
      return chain;
    };
    SmallVector<Value> dstChain = chainOf(copy.getDst());
    if (!dstChain.back().getDefiningOp<AllocSharedOp>())
      return WalkResult::advance();
    auto overlaps = [&](Value v) {
      SmallVector<Value> chain = chainOf(v);
      return llvm::is_contained(chain, copy.getDst()) || llvm::is_contained(dstChain, v);
    };
    // An op that may read the copy's tile (an op without declared effects
    // that uses it may).
    auto reads = [&](Operation *op) {
      if (auto other = dyn_cast<CopyOp>(op); other && other.getAsync())
        return false;
      return llvm::any_of(op->getOperands(), [&](Value v) {
        return isa<MemRefType>(v.getType()) && overlaps(v) &&
               mayHaveEffect<MemoryEffects::Read>(op, v);
      });
    };
    // The ops after it in its block, up to a wait (one inside an op with
    // regions, such as a pipelined loop's, ends the scan unjudged).
    for (Operation *next = copy->getNextNode(); next; next = next->getNextNode()) {
      if (isa<AsyncWaitOp>(next))
        break;
      if (next->getNumRegions() &&
          next->walk([](AsyncWaitOp) { return WalkResult::interrupt(); }).wasInterrupted())
        break;
      Operation *reader = nullptr;
      next->walk([&](Operation *op) {
        if (reads(op)) {
          reader = op;
          return WalkResult::interrupt();
        }
        return WalkResult::advance();
      });
      if (!reader)
        continue;
      InFlightDiagnostic d = reader->emitOpError()
                             << "reads a shared tile that an asynchronous (cp.async) copy "
                                "fills, with no tile.async_wait between: it may read the "
                                "tile before the data lands; commit the copy "
                                "(tile.async_commit) and wait for it (tile.async_wait) first";
      d.attachNote(copy.getLoc()) << "the asynchronous copy";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

LogicalResult lowering::checkAsyncGemmOrder(Operation *kernel) {
  // mma.sync gemms are synchronous whatever they say.
  WalkResult result = kernel->walk([](GemmOp gemm) {
    if (gemm.getAsync() && isWgmmaGemm(gemm) && failed(AsyncGemmOrder(gemm).check()))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// The PTX of a kernel's own wgmma wait. ptxas schedules a
/// wgmma.wait_group as early in its basic block as it likes (it depends on
/// nothing there), so a wait written after the work it should overlap (the
/// softmax between the issue of O += P V and its wait) would run before that
/// work and the overlap would be lost. A branch ptxas cannot fold ends the
/// block first: it skips a membar.cta unless the clock reads 0, which is
/// harmless either way.
static std::string getFencedWgmmaWait(int64_t pending) {
  return "{ .reg .u32 c; .reg .pred p; mov.u32 c, %clock; setp.ne.u32 p, c, 0; "
         "@p bra.uni SKIP; membar.cta; SKIP: }\n\t"
         "wgmma.wait_group.sync.aligned " +
         std::to_string(pending) + ";";
}

/// wgmma.wait_group with the named wgmma accumulators' registers as tied
/// in-out operands: their reads after the wait read its results.
LogicalResult KernelLowering::lowerGemmWait(GemmWaitOp op) {
  SmallVector<const Fragment *> tied;
  for (Value acc : op.getAccumulators()) {
    auto it = fragments.find(acc);
    auto layout = it != fragments.end() ? dyn_cast<MmaLayoutAttr>(it->second.layout)
                                        : MmaLayoutAttr();
    if (!layout)
      return op.emitOpError() << "names a tile that is not a gemm accumulator (a "
                                 "fragment with a #tile.mma layout, from "
                                 "tile-infer-layout)";
    if (!cast<MemRefType>(acc.getType()).getElementType().isF32())
      return op.emitOpError() << "names " << acc.getType()
                              << "; gemm accumulators are f32 fragments";
    if (layout.getVersion() == 3)
      tied.push_back(&it->second);
  }
  // Only asynchronous wgmma gemms leave groups to wait for (checkAsyncGemmOrder
  // counts the wait as one wherever they exist).
  if (!chip.wgmma || !asyncGemms) {
    op.erase();
    return success();
  }
  OpBuilder b(op);
  Location loc = op.getLoc();
  std::string text = getFencedWgmmaWait(op.getPending());
  if (tied.empty()) {
    gemmWaits.push_back(
        {createInlinePtx(b, loc, TypeRange(), ValueRange(), text, "", /*sideEffects=*/true),
         op.getPending()});
    op.erase();
    return success();
  }
  SmallVector<Value> operands;
  for (const Fragment *f : tied)
    for (int64_t r = 0; r < f->numRegisters; ++r)
      operands.push_back(
          memref::LoadOp::create(b, loc, f->registers, getConstantIndex(b, loc, r)));
  int64_t count = operands.size();
  std::string constraints = getTiedF32Constraints(count);
  auto structType = LLVM::LLVMStructType::getLiteral(
      b.getContext(), SmallVector<Type>(count, b.getF32Type()));
  LLVM::InlineAsmOp wait = createInlinePtx(b, loc, structType, operands, text, constraints,
                                           /*sideEffects=*/true);
  gemmWaits.push_back({wait, op.getPending()});
  Value done = wait.getResult(0);
  int64_t i = 0;
  for (const Fragment *f : tied)
    for (int64_t r = 0; r < f->numRegisters; ++r, ++i)
      memref::StoreOp::create(b, loc,
                              LLVM::ExtractValueOp::create(b, loc, done, ArrayRef<int64_t>{i}),
                              f->registers, getConstantIndex(b, loc, r));
  op.erase();
  return success();
}
