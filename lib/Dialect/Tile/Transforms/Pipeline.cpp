//===- Pipeline.cpp - cp.async software pipelining ------------------------===//
//
// Implements `tile-pipeline`: the shared tiles an `scf.for` fills from
// global memory are multi-buffered and their copies issued asynchronously,
// num_stages - 1 iterations ahead of their use (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "tile/Dialect/Tile/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEPIPELINE
#include "tile/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

/// The most stages tile-pipeline makes of a loop.
static constexpr int64_t kMaxStages = 32;

namespace {

struct TilePipelinePass
    : public tile::impl::TilePipelineBase<TilePipelinePass> {
  void runOnOperation() override;
};

/// A copy that fills a shared tile of the loop from global memory.
struct Producer {
  CopyOp copy;
  AllocSharedOp buffer;
  SmallVector<Value> stages; // buffer, then its S - 1 copies
};

/// The ops of the loop body (outside nested regions) that `roots` depend on,
/// in program order. They are cloned for an iteration S - 1 ahead, where only
/// the induction variable is known: a value carried by the loop (iter_args)
/// is an error.
FailureOr<SmallVector<Operation *>> getSlice(scf::ForOp loop,
                                             ArrayRef<Operation *> roots) {
  llvm::SetVector<Operation *> slice;
  SmallVector<std::pair<Value, Operation *>> worklist; // value, its copy
  for (Operation *root : roots)
    for (Value v : root->getOperands())
      worklist.push_back({v, root});
  while (!worklist.empty()) {
    auto [v, root] = worklist.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(v);
        arg && arg.getOwner() == loop.getBody() && arg != loop.getInductionVar()) {
      InFlightDiagnostic diag =
          root->emitOpError()
          << "depends on the pipelined loop's iter_args #"
          << arg.getArgNumber() - loop.getNumInductionVars()
          << "; its copies are issued ahead of their iteration, where only the "
             "induction variable is known: compute their source and offsets "
             "from it";
      diag.attachNote(loop.getLoc()) << "the loop";
      return failure();
    }
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != loop.getBody() || slice.contains(def))
      continue;
    if (!isMemoryEffectFree(def)) {
      InFlightDiagnostic diag =
          def->emitOpError() << "computes an offset of a pipelined copy but "
                                "has side effects; the copy cannot be issued "
                                "ahead of its iteration";
      return failure();
    }
    slice.insert(def);
    for (Value operand : def->getOperands())
      worklist.push_back({operand, root});
    // And what its regions use from outside (an scf.if that yields an
    // offset computed before it).
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(def->getRegions(), captured);
    for (Value c : captured)
      worklist.push_back({c, root});
  }
  SmallVector<Operation *> ordered(slice.begin(), slice.end());
  llvm::sort(ordered, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ordered;
}

/// `buffers[index]`: stage `index` of the ring.
Value selectStage(OpBuilder &b, Location loc, ArrayRef<Value> buffers,
                  Value index) {
  return StageOp::create(b, loc, buffers.front().getType(), index, buffers);
}

/// The groups the launch committed before this iteration of the tile loop
/// directly around `loop` (an index), or null where the stage index must
/// restart with each tile: no such loop, a trip count that changes from
/// tile to tile (a causal attention's), or other groups in the launch
/// (another pipelined loop's, or committed by hand), which the count would
/// miss. Each tile commits max(trips, 0) + ahead groups: the prologue's,
/// the main loop's and the drain's empty ones. Marks the tile loop
/// (kRingsContinueAttrName).
Value continuedRingBase(OpBuilder &b, scf::ForOp loop, int64_t ahead) {
  auto outer = dyn_cast<scf::ForOp>(loop->getParentOp());
  auto launch = loop->getParentOfType<LaunchOp>();
  if (!outer || !launch || !outer.getInductionVar().getType().isIndex() ||
      !loop.getInductionVar().getType().isIndex())
    return {};
  if (!llvm::all_of(ValueRange{loop.getLowerBound(), loop.getUpperBound(), loop.getStep()},
                    [&](Value v) { return outer.isDefinedOutsideOfLoop(v); }))
    return {};
  // This loop's groups must be the launch's only ones: no other pipelined
  // loop and no group committed by hand.
  int64_t pipelined = 0;
  bool handCommits = false;
  launch.walk([&](Operation *op) {
    pipelined += op->hasAttr(TileDialect::kNumStagesAttrName) ||
                 op->hasAttr(TileDialect::kPipelinedAttrName);
    handCommits |= isa<AsyncCommitOp>(op);
  });
  if (pipelined != 1 || handCommits)
    return {};
  Location loc = loop.getLoc();
  Value trips = arith::MaxSIOp::create(
      b, loc,
      arith::CeilDivSIOp::create(
          b, loc, arith::SubIOp::create(b, loc, loop.getUpperBound(), loop.getLowerBound()),
          loop.getStep()),
      arith::ConstantIndexOp::create(b, loc, 0));
  Value perTile =
      arith::AddIOp::create(b, loc, trips, arith::ConstantIndexOp::create(b, loc, ahead));
  Value tile = arith::DivUIOp::create(
      b, loc,
      arith::SubIOp::create(b, loc, outer.getInductionVar(), outer.getLowerBound()),
      outer.getStep());
  outer->setAttr(TileDialect::kRingsContinueAttrName, b.getUnitAttr());
  return arith::MulIOp::create(b, loc, tile, perTile);
}

LogicalResult pipelineLoop(scf::ForOp loop, int64_t stages) {
  Location loc = loop.getLoc();
  if (loop.getUnsignedCmp())
    return loop.emitOpError()
           << "is an unsigned loop; tile-pipeline computes the iterations "
              "ahead with signed arithmetic: use a signed (the default) or "
              "index loop";
  Block *body = loop.getBody();
  SmallVector<Producer> producers;
  for (CopyOp copy : body->getOps<CopyOp>()) {
    auto buffer = copy.getDst().getDefiningOp<AllocSharedOp>();
    if (!buffer || copy.getSrcOffsets().empty() ||
        isOnChip(getMemorySpace(copy.getSrcType())) ||
        loop->isAncestor(buffer))
      continue;
    if (llvm::any_of(producers, [&](const Producer &p) { return p.buffer == buffer; }))
      return copy.emitOpError() << "fills a shared tile that another copy of "
                                   "the pipelined loop fills too";
    // Pipelined copies are asynchronous, which fill with zeros outside the
    // source: a zero pad is what they do anyway, another value they cannot.
    if (TypedAttr pad = copy.getPadAttr()) {
      if (!matchPattern(pad, m_Zero()) && !matchPattern(pad, m_AnyZeroFloat()))
        return copy.emitOpError()
               << "pads with " << pad << ", but in a loop with tile.num_stages = " << stages
               << " it becomes an asynchronous copy, which fills with zeros outside the "
                  "source: pad with zero, or drop the loop's tile.num_stages";
      copy.removePadAttr();
    }
    producers.push_back({copy, buffer, {}});
  }
  // Copies under a branch (or an inner loop) of the body are not the
  // loop's own: they stay synchronous. Say so where they are; a condition
  // that only guards the edges is unnecessary (copies mask their edges).
  loop.getBody()->walk([&](CopyOp copy) {
    if (copy->getParentOp() == loop.getOperation() || copy.getSrcOffsets().empty() ||
        isOnChip(getMemorySpace(copy.getSrcType())) ||
        !copy.getDst().getDefiningOp<AllocSharedOp>())
      return;
    copy.emitWarning() << "this tile.copy is inside '" << copy->getParentOp()->getName()
                       << "' in a loop with tile.num_stages = " << stages
                       << ", so it is not pipelined (its loads are synchronous); move it to "
                          "the loop's body itself (a copy masks its own edges, so a "
                          "bounds condition around it is not needed)";
  });
  if (producers.empty()) {
    loop.emitWarning() << "tile.num_stages = " << stages
                       << " but the loop fills no shared tile from global "
                          "memory at its top level; nothing to pipeline";
    loop->removeAttr(TileDialect::kNumStagesAttrName);
    return success();
  }
  for (Producer &p : producers) {
    for (Operation *user : p.buffer->getUsers()) {
      if (user == p.copy)
        continue;
      if (!loop->isAncestor(user))
        return user->emitOpError()
               << "uses a shared tile outside the pipelined loop that fills "
                  "it; after pipelining its contents live in one of "
               << stages << " buffers";
      if (auto other = dyn_cast<CopyOp>(user); other && other.getDst() == p.buffer)
        return user->emitOpError() << "writes a pipelined shared tile inside "
                                      "the loop";
    }
  }
  // A wgmma gemm (#tile.mma version 3) on the pipelined tiles may still
  // read iteration i's tiles while iteration i + 1 runs: the copies then
  // run one iteration less ahead, so that the buffer they refill is the one
  // read two iterations back. Only from four stages on: with three, one
  // iteration ahead left the loads exposed (0.64x cuBLAS against 0.90x
  // for a gemm waited for before the next barrier; benchmarks.md runs 68
  // and 69).
  int64_t readsInFlight = 0;
  body->walk([&](GemmOp gemm) {
    auto acc = gemm.getC().getDefiningOp<AllocFragmentOp>();
    auto layout = acc ? dyn_cast_or_null<MmaLayoutAttr>(acc.getLayoutAttr())
                      : MmaLayoutAttr();
    bool readsTile = llvm::any_of(producers, [&](Producer &p) {
      return gemm.getA() == p.buffer.getResult() ||
             gemm.getB() == p.buffer.getResult();
    });
    if (layout && layout.getVersion() == 3 && readsTile && stages >= 4)
      readsInFlight = 1;
  });
  int64_t ahead = stages - 1 - readsInFlight;
  SmallVector<Operation *> roots;
  for (Producer &p : producers)
    roots.push_back(p.copy);
  FailureOr<SmallVector<Operation *>> slice = getSlice(loop, roots);
  if (failed(slice))
    return failure();

  // The extra buffers.
  for (Producer &p : producers) {
    p.stages.push_back(p.buffer);
    OpBuilder b(p.buffer);
    b.setInsertionPointAfter(p.buffer);
    for (int64_t s = 1; s < stages; ++s)
      p.stages.push_back(b.clone(*p.buffer)->getResult(0));
  }

  // The last S - 1 iterations, which have no copies left to issue, are
  // peeled into a second loop: the main loop's body then holds no branch
  // (the tensor-core code and the copies schedule together), and its
  // offsets are linear in the induction variable and, when range analysis
  // can bound the loop, provably inside the source (the copies need no
  // masking). Only the prologue tests whether its iterations exist, and
  // only when the trip count is not a constant.
  std::optional<int64_t> lbConst = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ubConst = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> stepConst = getConstantIntValue(loop.getStep());
  std::optional<int64_t> tripCount;
  if (lbConst && ubConst && stepConst && *stepConst > 0)
    tripCount = *ubConst > *lbConst
                    ? llvm::divideCeil(*ubConst - *lbConst, *stepConst)
                    : 0;

  // Issues the copies of the iteration whose induction variable is `iv` into
  // the buffers chosen by `stage` (when `exists`, if given, holds), then
  // commits them as one group (possibly empty).
  SmallVector<Operation *> issued;
  auto issue = [&](OpBuilder &b, Value iv, Value stage, Value exists) {
    auto emitCopies = [&](OpBuilder &tb, Location l) {
      IRMapping mapping;
      mapping.map(loop.getInductionVar(), iv);
      for (Operation *op : *slice)
        tb.clone(*op, mapping);
      for (Producer &p : producers) {
        mapping.map(p.buffer.getResult(), selectStage(tb, l, p.stages, stage));
        auto copy = cast<CopyOp>(tb.clone(*p.copy, mapping));
        copy.setAsync(true);
        issued.push_back(copy);
      }
    };
    if (exists) {
      auto guard = scf::IfOp::create(b, loc, exists, [&](OpBuilder &tb, Location l) {
        emitCopies(tb, l);
        scf::YieldOp::create(tb, l);
      });
      guard->setAttr(TileDialect::kPipelinePrologueAttrName, b.getUnitAttr());
    } else {
      emitCopies(b, loc);
    }
    AsyncCommitOp::create(b, loc);
  };

  // The copies take induction variables of the loop's type (index or a
  // signless integer). Bounds, trip counts and iteration numbers are
  // computed in index or at least 64 bits (sign-extended, as the loop
  // compares), so that an i8 loop from -100 to 100 does not wrap; stage
  // numbers are indices.
  Type ivType = loop.getInductionVar().getType();
  OpBuilder b(loop);
  Type wideType = ivType.isIndex() || ivType.getIntOrFloatBitWidth() >= 64
                      ? ivType
                      : Type(b.getI64Type());
  auto wide = [&](OpBuilder &b, Value v) -> Value {
    return wideType == ivType ? v : arith::ExtSIOp::create(b, loc, wideType, v);
  };
  auto narrow = [&](OpBuilder &b, Value v) -> Value {
    return wideType == ivType ? v : arith::TruncIOp::create(b, loc, ivType, v);
  };
  auto wideConstant = [&](OpBuilder &b, int64_t v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(wideType, v));
  };
  auto toIndex = [&](OpBuilder &b, Value v) -> Value {
    return wideType.isIndex() ? v
                              : arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
  };
  Value lb = loop.getLowerBound(), step = loop.getStep();
  Value lbWide = wide(b, lb), stepWide = wide(b, step);
  // In a tile loop, the stage index runs on from the previous tile: group
  // g of the launch fills buffer g mod stages, so that the producer waits
  // for one release per group (the buffer's previous group) and needs no
  // record of who last filled each buffer.
  Value ringBase = continuedRingBase(b, loop, ahead);
  auto stageOf = [&](OpBuilder &b, Value iteration) -> Value {
    Value group = ringBase ? b.createOrFold<arith::AddIOp>(loc, ringBase, iteration) : iteration;
    return b.createOrFold<arith::RemUIOp>(loc, group,
                                          arith::ConstantIndexOp::create(b, loc, stages));
  };
  for (int64_t s = 0; s < ahead; ++s) {
    Value ivWide = arith::AddIOp::create(
        b, loc, lbWide, arith::MulIOp::create(b, loc, stepWide, wideConstant(b, s)));
    Value iv = narrow(b, ivWide);
    Value stage = stageOf(b, arith::ConstantIndexOp::create(b, loc, s));
    if (!tripCount) {
      issue(b, iv, stage,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, ivWide,
                                  wide(b, loop.getUpperBound())));
    } else if (s < *tripCount) {
      issue(b, iv, stage, Value());
    } else {
      AsyncCommitOp::create(b, loc);
    }
  }

  // The loop's own operations (users of the tiles), before any is added.
  llvm::SmallPtrSet<Operation *, 16> original;
  loop.getBody()->walk([&](Operation *op) { original.insert(op); });

  b.setInsertionPointToStart(body);
  Value iter = toIndex(
      b, arith::DivUIOp::create(
             b, loc,
             arith::SubIOp::create(b, loc, wide(b, loop.getInductionVar()), wide(b, lb)),
             wide(b, step)));
  Value current = stageOf(b, iter);
  AsyncWaitOp::create(b, loc, ahead - 1);
  gpu::BarrierOp::create(b, loc);
  Value aheadIters = arith::ConstantIndexOp::create(b, loc, ahead);
  // In the main loop iteration + ahead < the trip count: no wrap in the
  // loop's own type.
  Value nextIv = arith::AddIOp::create(
      b, loc, loop.getInductionVar(),
      arith::MulIOp::create(
          b, loc, step,
          arith::ConstantOp::create(b, loc, b.getIntegerAttr(ivType, ahead))));
  Value nextStage = stageOf(b, arith::AddIOp::create(b, loc, iter, aheadIters));
  for (Producer &p : producers) {
    Value cur = selectStage(b, loc, p.stages, current);
    p.buffer.getResult().replaceUsesWithIf(cur, [&](OpOperand &use) {
      return original.contains(use.getOwner()) && use.getOwner() != p.copy;
    });
  }
  issue(b, nextIv, nextStage, Value());
  SmallVector<Operation *> loopCopies(issued.end() - producers.size(), issued.end());
  // The original copies, and the offsets only they used.
  for (Producer &p : producers)
    p.copy.erase();
  for (Operation *op : llvm::reverse(*slice))
    if (op->use_empty())
      op->erase();

  loop->removeAttr(TileDialect::kNumStagesAttrName);
  loop->setAttr(TileDialect::kPipelinedAttrName,
                PipelinedAttr::get(b.getContext(), stages, ahead));
  b.setInsertionPointAfter(loop);
  // Main loop: the first T - ahead iterations; the copy-free rest
  // follows, committing empty groups so that the waits stay the same.
  OpBuilder before(loop);
  Value mainUb;
  if (tripCount) {
    int64_t mainTrips = std::max<int64_t>(0, *tripCount - ahead);
    mainUb = arith::ConstantOp::create(
        before, loc, before.getIntegerAttr(ivType, *lbConst + mainTrips * *stepConst));
  } else {
    Value lbW = wide(before, lb), stepW = wide(before, step);
    Value trips = arith::CeilDivSIOp::create(
        before, loc,
        arith::SubIOp::create(before, loc, wide(before, loop.getUpperBound()), lbW),
        stepW);
    Value mainTrips = arith::MaxSIOp::create(
        before, loc,
        arith::SubIOp::create(before, loc, trips, wideConstant(before, ahead)),
        wideConstant(before, 0));
    mainUb = narrow(before, arith::AddIOp::create(
                                before, loc, lbW,
                                arith::MulIOp::create(before, loc, mainTrips, stepW)));
  }
  IRMapping mapping;
  auto rest = cast<scf::ForOp>(b.clone(*loop, mapping));
  rest.getLowerBoundMutable().assign(mainUb);
  loop.getUpperBoundMutable().assign(mainUb);
  for (Operation *copy : loopCopies)
    if (Operation *clone = mapping.lookupOrNull(copy))
      clone->erase();
  b.setInsertionPointAfter(rest);
  AsyncWaitOp::create(b, loc, 0);
  return success();
}

} // namespace

void TilePipelinePass::runOnOperation() {
  SmallVector<scf::ForOp> loops;
  getOperation().walk([&](scf::ForOp loop) {
    if (loop->hasAttr(TileDialect::kNumStagesAttrName))
      loops.push_back(loop);
  });
  for (scf::ForOp loop : loops) {
    if (loop->getAttrOfType<StringAttr>(TileDialect::kNumStagesAttrName)) {
      loop.emitOpError() << "tile.num_stages names a tile.param; bind it "
                            "with tile-specialize first";
      return signalPassFailure();
    }
    int64_t stages =
        loop->getAttrOfType<IntegerAttr>(TileDialect::kNumStagesAttrName).getInt();
    if (stages == 1) {
      loop->removeAttr(TileDialect::kNumStagesAttrName);
      continue;
    }
    // Each stage is another copy of the loop's shared tiles, and the
    // prologue unrolls stages - 1 iterations of its copies.
    if (stages > kMaxStages) {
      loop.emitOpError() << "tile.num_stages = " << stages << ": at most " << kMaxStages
                         << " stages are supported (each one is another copy of "
                            "the loop's shared tiles)";
      return signalPassFailure();
    }
    if (!getEnclosingLaunch(loop)) {
      loop.emitOpError() << "tile.num_stages applies to loops inside a tile.launch";
      return signalPassFailure();
    }
    if (failed(pipelineLoop(loop, stages)))
      return signalPassFailure();
  }
}
