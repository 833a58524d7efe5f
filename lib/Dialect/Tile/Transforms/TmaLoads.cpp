//===- TmaLoads.cpp - pipelined copies that load through TMA --------------===//
//
// Implements `tile-tma-loads`: on sm_90a, when every pipelined copy of a
// launch can load through a TMA tensor map (TmaPlan.h decides, for this
// pass and for the lowering alike), the copies are marked `tma`; with
// `multicast`, the copies both blocks of a cluster pair share are marked
// `multicast` and the launch runs clusters of two. Where a copy cannot,
// the launch keeps cp.async and a warning says why. In a launch marked
// `tile.tma_store`, the epilogue copies that can store through TMA are
// marked `tma` too (the others stay as they are, with a warning).
//
//===----------------------------------------------------------------------===//

#include "tile/Dialect/Tile/Transforms/Passes.h"

#include "tile/Analysis/TmaPlan.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILETMALOADS
#include "tile/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

struct TileTmaLoadsPass : public tile::impl::TileTmaLoadsBase<TileTmaLoadsPass> {
  using Base::Base;
  void runOnOperation() override;
};

/// How to say that the launch's request `attr` does not apply: a warning
/// where the user asked for it (a binding, the kernel file's unit
/// attribute), a remark where a parameter's default or a shape case did
/// (tile.schedule_defaults), since those serve every size.
InFlightDiagnostic fallback(Operation *at, LaunchOp launch, StringRef attr) {
  auto defaults = launch->getAttrOfType<ArrayAttr>(TileDialect::kScheduleDefaultsAttrName);
  bool byDefault =
      defaults && llvm::is_contained(defaults, StringAttr::get(launch.getContext(), attr));
  return byDefault ? at->emitRemark() : at->emitWarning();
}

/// Marks the launch's pipelined copies `tma` when every one of them can
/// load through a tensor map; returns their plans (none when they stay
/// cp.async).
SmallVector<std::pair<CopyOp, TmaCopy>> assignTma(func::FuncOp func, LaunchOp launch,
                                                   bool requested) {
  SmallVector<CopyOp> copies;
  launch.walk([&](CopyOp copy) {
    if (copy.getAsync())
      copies.push_back(copy);
  });
  if (copies.empty())
    return {};
  WindowProofs proofs = proveWindowsInBounds(func, launch);
  auto isArgument = [&](BlockArgument arg) { return arg.getOwner() == &func.getBody().front(); };
  SmallVector<std::pair<CopyOp, TmaCopy>> plans;
  for (CopyOp copy : copies) {
    std::string why;
    FailureOr<TmaCopyPlan> plan = planTmaCopy(copy, proofs.lookup(copy), isArgument, why);
    if (failed(plan)) {
      (requested ? copy.emitWarning()
                 : fallback(copy, launch, TileDialect::kWarpSpecializeAttrName))
          << "cannot load through TMA: " << why
          << "; the kernel's pipelined copies load without TMA";
      return {};
    }
    plans.push_back({copy, plan->copy});
  }
  for (CopyOp copy : copies)
    copy.setTma(true);
  return plans;
}

/// An op of `launch` that reads or writes a global buffer other than
/// through tile.copy or tile.atomic_add (whose lowering masks against the
/// buffers' extents or lets the tensor map clip), or null.
Operation *findUnmaskedGlobalAccess(LaunchOp launch) {
  Operation *found = nullptr;
  launch.getBody().walk([&](Operation *op) {
    if (isa<CopyOp, AtomicAddOp>(op) || isMemoryEffectFree(op))
      return WalkResult::advance();
    bool global = llvm::any_of(op->getOperands(), [](Value v) {
      auto type = dyn_cast<MemRefType>(v.getType());
      return type && getMemorySpace(type) == MemorySpace::Global;
    });
    if (!global)
      return WalkResult::advance();
    found = op;
    return WalkResult::interrupt();
  });
  return found;
}

/// Rounds grid dimensions `dims` of `launch` up to even extents, and keeps
/// the blocks past the old extents from writing: each copy or atomic add
/// into a global buffer runs under `block id < old extent` (the ids are
/// the tiles', after l2_swizzle renumbers them), so the added blocks only
/// load their share of the pairs' boxes, whatever the windows they would
/// have written.
void roundGridToPairs(LaunchOp launch, ArrayRef<unsigned> dims) {
  Location loc = launch.getLoc();
  OpBuilder b(launch);
  Value two = arith::ConstantIndexOp::create(b, loc, 2);
  SmallVector<std::pair<unsigned, Value>> old;
  for (unsigned d : dims) {
    Value extent = launch.getGridSize()[d];
    old.push_back({d, extent});
    Value pairs = arith::CeilDivUIOp::create(b, loc, extent, two);
    launch.getGridSizeMutable()[d].assign(arith::MulIOp::create(b, loc, pairs, two));
  }
  SmallVector<Operation *> writes;
  launch.getBody().walk([&](Operation *op) {
    Value dst = isa<CopyOp>(op)        ? cast<CopyOp>(op).getDst()
                : isa<AtomicAddOp>(op) ? cast<AtomicAddOp>(op).getDst()
                                       : Value();
    if (dst && getMemorySpace(cast<MemRefType>(dst.getType())) == MemorySpace::Global)
      writes.push_back(op);
  });
  for (Operation *op : writes) {
    OpBuilder ib(op);
    Value inside;
    for (auto [d, extent] : old) {
      Value id = launch.getBodyBlock().getArgument(d);
      Value lt = arith::CmpIOp::create(ib, loc, arith::CmpIPredicate::ult, id, extent);
      inside = inside ? arith::AndIOp::create(ib, loc, inside, lt).getResult() : lt;
    }
    auto guard = scf::IfOp::create(ib, op->getLoc(), inside, /*withElseRegion=*/false);
    op->moveBefore(guard.thenBlock()->getTerminator());
  }
}

/// tma-multicast: the copies both blocks of a pair make alike split their
/// boxes between the two blocks, and each box lands in both.
void assignMulticast(LaunchOp launch, ArrayRef<std::pair<CopyOp, TmaCopy>> plans,
                     bool requested) {
  // --tma-multicast asks for every launch: where only these sizes rule it
  // out, a remark. The launch's own request warns unless a default or a
  // shape case made it.
  auto say = [&](bool bySize = false) {
    if (requested)
      return bySize ? launch.emitRemark() : launch.emitWarning();
    return fallback(launch, launch, TileDialect::kTmaMulticastAttrName);
  };
  if (launch.getClusterBlocks() != 1) {
    say() << "tma-multicast does not apply: the launch runs clusters of its own "
                            "(cluster(...)); its blocks load without multicast";
    return;
  }
  SmallVector<int64_t, 3> grid;
  for (Value g : launch.getGridSize())
    grid.push_back(getConstantIntValue(g).value_or(ShapedType::kDynamic));
  while (grid.size() < 3)
    grid.push_back(1);
  ClusterPlan cluster = planCluster(launch, grid);
  std::string why = cluster.why;
  // An extent at run time becomes even by one more block row or column,
  // whose blocks load their pair's shared boxes (their own clip or mask
  // against the buffers' extents) and write nothing; a global access other
  // than a copy's could leave the buffers there.
  if (why.empty() && !cluster.roundUp.empty())
    if (Operation *access = findUnmaskedGlobalAccess(launch)) {
      InFlightDiagnostic diag =
          say() << "tma-multicast does not apply: the grid's "
                << (cluster.roundUp.front() ? "y" : "x")
                << " extent follows a run-time dimension, and the blocks that would make it "
                   "even (past the last tile) would run this '"
                << access->getName()
                << "' outside the buffers (tile.copy masks where it does not); the blocks "
                   "load without clusters";
      diag.attachNote(access->getLoc()) << "here";
      return;
    }
  SmallVector<CopyOp> shared;
  for (auto &[copy, plan] : plans) {
    if (!why.empty())
      break;
    if (!cluster.sharedCopies.contains(copy))
      continue;
    if (plan.boxes.size() % 2 && !plan.halvable)
      why = "a copy both blocks share loads " + std::to_string(plan.boxes.size()) +
            " boxes a stage, which two blocks cannot split evenly";
    shared.push_back(copy);
  }
  if (why.empty() && shared.empty())
    why = "no pipelined copy reads a tile that both blocks of a pair share";
  if (!why.empty()) {
    // Where only these sizes rule it out, the request stands for others.
    say(cluster.bySize && why == cluster.why)
        << "tma-multicast does not apply: " << why << "; the blocks load without clusters";
    return;
  }
  for (CopyOp copy : shared)
    copy.setMulticast(true);
  if (!cluster.roundUp.empty())
    roundGridToPairs(launch, cluster.roundUp);
  launch.setClusterAttr(DenseI64ArrayAttr::get(launch.getContext(), {2, 1, 1}));
}

/// tile.tma_store: the launch's fragment-to-global copies store through
/// TMA where TmaPlan.h says they can.
void assignTmaStores(func::FuncOp func, LaunchOp launch) {
  auto isArgument = [&](BlockArgument arg) { return arg.getOwner() == &func.getBody().front(); };
  bool any = false;
  launch.walk([&](CopyOp copy) {
    if (copy.getAsync() || getMemorySpace(copy.getSrcType()) != MemorySpace::Fragment ||
        getMemorySpace(copy.getDstType()) != MemorySpace::Global)
      return;
    any = true;
    std::string why;
    if (failed(planTmaStore(copy, launch.getNumThreads(), isArgument, why))) {
      fallback(copy, launch, TileDialect::kTmaStoreAttrName)
          << TileDialect::kTmaStoreAttrName << ": cannot store through TMA: " << why
          << "; it stores without";
      return;
    }
    copy.setTma(true);
  });
  if (!any)
    fallback(launch, launch, TileDialect::kTmaStoreAttrName)
        << TileDialect::kTmaStoreAttrName
        << " does not apply: the launch copies no fragment into a global buffer";
}

} // namespace

void TileTmaLoadsPass::runOnOperation() {
  const Chip *target = Chip::lookup(chip);
  if (!target) {
    mlir::emitError(getOperation().getLoc()) << Chip::unknownMessage(chip);
    return signalPassFailure();
  }
  if (!target->tma) {
    mlir::emitError(getOperation().getLoc()) << "tile-tma-loads needs a chip with TMA (sm_90a); " << target->name
                               << " loads with cp.async";
    return signalPassFailure();
  }
  WalkResult walk = getOperation().walk([&](func::FuncOp func) {
    return func.walk([&](LaunchOp launch) {
      for (StringRef name : {TileDialect::kTmaMulticastAttrName, TileDialect::kTmaStoreAttrName})
        if (launch->getAttrOfType<StringAttr>(name)) {
          launch.emitOpError() << name << " names a tile.param; bind it with tile-specialize first";
          return WalkResult::interrupt();
        }
      if (launch->hasAttr(TileDialect::kTmaStoreAttrName)) {
        assignTmaStores(func, launch);
        launch->removeAttr(TileDialect::kTmaStoreAttrName);
      }
      if (!all && !asksForProducerWarp(launch)) {
        if (launch->hasAttr(TileDialect::kTmaMulticastAttrName))
          fallback(launch, launch, TileDialect::kTmaMulticastAttrName)
              << TileDialect::kTmaMulticastAttrName
              << " does not apply: the launch does not load through TMA "
                 "(ask for it with tile.warp_specialize)";
        launch->removeAttr(TileDialect::kTmaMulticastAttrName);
        launch->removeAttr(TileDialect::kScheduleDefaultsAttrName);
        return WalkResult::advance();
      }
      // --tma (all) and --tma-multicast ask for every launch: the user's
      // requests.
      SmallVector<std::pair<CopyOp, TmaCopy>> plans = assignTma(func, launch, all);
      bool asked = launch->hasAttr(TileDialect::kTmaMulticastAttrName);
      if (asked && plans.empty())
        fallback(launch, launch, TileDialect::kTmaMulticastAttrName)
            << TileDialect::kTmaMulticastAttrName
            << " does not apply: the launch's pipelined copies do not load through TMA";
      launch->removeAttr(TileDialect::kTmaMulticastAttrName);
      if ((multicast || asked) && !plans.empty())
        assignMulticast(launch, plans, multicast);
      launch->removeAttr(TileDialect::kScheduleDefaultsAttrName);
      return WalkResult::advance();
    });
  });
  if (walk.wasInterrupted())
    signalPassFailure();
}
