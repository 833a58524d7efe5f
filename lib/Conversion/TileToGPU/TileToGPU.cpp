//===- TileToGPU.cpp - outline tile.launch and lower tile ops -------------===//
//
// Implements `convert-tile-to-gpu`. Each tile.launch becomes a gpu.func
// kernel (bare-pointer ABI: the host function's memref arguments, in order)
// and a gpu.launch_func in its place (Outline.cpp). Inside the kernel,
// fragments become per-thread register arrays laid out by their layout,
// and the tile ops that touch them are expanded per thread, fully unrolled
// over the thread's registers so that LLVM keeps every element in a
// register. This file holds the pass and the dispatch over the ops; each
// op family is lowered in a file of its own (KernelLowering.h lists them).
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "llvm/ADT/TypeSwitch.h"

namespace mlir::tile {
#define GEN_PASS_DEF_CONVERTTILETOGPU
#include "tile/Conversion/TileToGPU/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

LogicalResult KernelLowering::lowerOp(Operation *op) {
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case<AllocFragmentOp>([&](auto o) { return lowerAllocFragment(o); })
      .Case<AllocLocalOp>([&](auto o) { return lowerAllocLocal(o); })
      .Case<AllocSharedOp>([&](auto o) { return lowerAllocShared(o); })
      .Case<StageOp>([&](auto o) { return lowerStage(o); })
      .Case<CopyOp>([&](auto o) { return lowerCopy(o); })
      .Case<AtomicAddOp>([&](auto o) { return lowerAtomicAdd(o); })
      .Case<FillOp>([&](auto o) { return lowerFill(o, o.getBuffer(), o.getValue()); })
      .Case<ClearOp>([&](auto o) { return lowerFill(o, o.getBuffer(), Value()); })
      .Case<ParallelOp>([&](auto o) { return lowerParallel(o); })
      .Case<ReduceOp>([&](auto o) { return lowerReduce(o); })
      .Case<ClusterReduceOp>([&](auto o) { return lowerClusterReduce(o); })
      .Case<GemmOp>([&](auto o) { return lowerGemm(o); })
      .Case<GemmWaitOp>([&](auto o) { return lowerGemmWait(o); })
      .Case<AsyncCommitOp>([&](auto o) {
        lowerAsyncCommit(o);
        return success();
      })
      .Case<AsyncWaitOp>([&](auto o) {
        lowerAsyncWait(o);
        return success();
      })
      .Case<PrintOp>([&](auto o) { return lowerPrint(o); })
      .Case<PrefetchOp>([&](auto o) { return lowerPrefetch(o); })
      // Kept until the end of run(): lowerWgmma takes it for a barrier.
      .Case<WarpSyncOp>([&](auto) { return success(); })
      .Case<memref::SubViewOp>([&](auto o) { return lowerSharedSubView(o); })
      .Case<memref::LoadOp>([&](auto o) {
        if (isSharedBuffer(o.getMemRef()))
          noteSharedRead(o.getMemRef());
        return success();
      })
      .Case<memref::StoreOp>([&](auto o) {
        if (!isSharedBuffer(o.getMemRef()))
          return success();
        OpBuilder b(o);
        beforeSharedWrite(b, o, {o.getMemRef()});
        b.setInsertionPointAfter(o);
        afterSharedWrite(b, o.getLoc());
        return success();
      })
      .Default([&](Operation *o) -> LogicalResult {
        if (!isa<TileDialect>(o->getDialect()))
          return success();
        return o->emitOpError()
               << "is not lowered by convert-tile-to-gpu yet (it parses and "
                  "verifies; its lowering lands with the tensor-core GEMM, "
                  "reduction and pipelining work)";
      });
}

LogicalResult KernelLowering::run() {
  if (failed(checkAsyncGemmOrder(kernel)) || failed(checkAsyncCopyReads(kernel)))
    return failure();
  // 8-bit floats convert with cvt's e4m3x2 / e5m2x2 forms (tile-math-to-nvvm),
  // which ptxas takes from sm_89 on.
  if (!chip.float8Cvt) {
    std::string others = Chip::namesWhere([](const Chip &c) { return c.float8Cvt; });
    WalkResult found = kernel.walk([&](Operation *op) {
      if (!isa<arith::ExtFOp, arith::TruncFOp>(op))
        return WalkResult::advance();
      for (Type t : {op->getOperand(0).getType(), op->getResult(0).getType()})
        if (isa<Float8E4M3FNType, Float8E5M2Type>(getElementTypeOrSelf(t))) {
          op->emitOpError() << "converts " << t << ", which needs sm_89 or later (cvt "
                            << "between 8-bit floats and f16/f32); " << chip.name
                            << " lacks it: compile for " << others;
          return WalkResult::interrupt();
        }
      return WalkResult::advance();
    });
    if (found.wasInterrupted())
      return failure();
  }
  kernel.walk([&](GemmOp op) { asyncGemms |= op.getAsync() && isWgmmaGemm(op); });
  OpBuilder b(kernel.getBody());
  b.setInsertionPointToStart(&kernel.getBody().front());
  threadId = gpu::ThreadIdOp::create(b, kernel.getLoc(), gpu::Dimension::x);
  blockThreadId = threadId;
  // The roles first: the other ops' lowering asks which one runs them.
  SmallVector<WarpSpecializeOp> roles;
  kernel.walk([&](WarpSpecializeOp op) { roles.push_back(op); });
  if (!roles.empty() && roles.front().getNumConsumerGroups() > 1) {
    // Each consumer group distributes its tiles over its own threads.
    Location loc = kernel.getLoc();
    consumerGroups = roles.front().getNumConsumerGroups();
    Value n = getConstantIndex(b, loc, numThreads);
    groupId = arith::MinUIOp::create(b, loc, arith::DivUIOp::create(b, loc, blockThreadId, n),
                                     getConstantIndex(b, loc, consumerGroups - 1));
    threadId = arith::RemUIOp::create(b, loc, blockThreadId, n);
    turnCounter = memref::AllocaOp::create(b, loc, MemRefType::get({1}, b.getI32Type()));
    memref::StoreOp::create(b, loc, arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0),
                            turnCounter, getConstantIndex(b, loc, 0));
  }
  findWarpgroupHandoffs();
  for (WarpSpecializeOp op : roles)
    if (failed(lowerWarpSpecialize(op)))
      return failure();
  AllocSharedOp wgmmaTile;
  kernel.walk([&](AllocSharedOp op) {
    if (!wgmmaTile && isWgmmaArranged(op.getLayoutAttr()))
      wgmmaTile = op;
  });
  wgmmaOperands = static_cast<bool>(wgmmaTile);
  // Checked after the ops are lowered, so that a wgmma gemm says first
  // what its accumulator needs instead.
  std::string wgmmaTileError;
  if (wgmmaTile && !chip.wgmma) {
    llvm::raw_string_ostream os(wgmmaTileError);
    os << "layout " << wgmmaTile.getLayoutAttr() << " arranges the tile for wgmma, which "
       << chip.name << " lacks; drop warpgroup_rows and panels (or let tile-infer-layout with "
       << "chip=" << chip.name << " choose), or compile for sm_90a";
  }
  Location wgmmaTileLoc = wgmmaTile ? wgmmaTile.getLoc() : kernel.getLoc();
  if (failed(planTma()))
    return failure();
  if (!tensorMaps.empty())
    setUpTma(b, kernel.getLoc());
  kernel.walk([&](CopyOp op) {
    if (op.getAsync()) {
      for (auto loop = op->getParentOfType<scf::ForOp>(); loop;
           loop = loop->getParentOfType<scf::ForOp>())
        ringsRestart |= !loop->hasAttr(TileDialect::kPipelinedAttrName) &&
                        !loop->hasAttr(TileDialect::kRingsContinueAttrName);
      SmallVector<Value> buffers;
      collectStageBuffers(op.getDst(), buffers);
      ringBuffers.insert(buffers.begin(), buffers.end());
    }
  });
  // The turns and their ordered parts become branches and barriers; the
  // ops inside are lowered with the others below.
  SmallVector<GroupTurnOp> turns;
  // Ordered parts of group turns, and (the others) warpgroup turns.
  SmallVector<std::pair<OrderedOp, bool>> ordered;
  kernel.walk([&](GroupTurnOp op) { turns.push_back(op); });
  kernel.walk([&](OrderedOp op) {
    ordered.push_back({op, isa_and_nonnull<GroupTurnOp>(op->getParentOp())});
  });
  if (!turns.empty() && (!producerSplit || tmaCopies.empty()))
    return turns.front().emitOpError()
           << "needs the consumers of a tile.warp_specialize whose producer loads through TMA";
  for (GroupTurnOp op : turns)
    if (failed(lowerGroupTurn(op)))
      return failure();
  for (auto [op, inTurn] : ordered)
    if (failed(inTurn ? lowerOrdered(op) : lowerWarpgroupTurns(op)))
      return failure();
  // The producer warp issues TMA boxes only.
  if (producerSplit && tmaCopies.empty())
    return producerSplit.emitError()
           << "tile.warp_specialize needs pipelined copies that load through TMA "
              "(tile-tma-loads)";
  // Group g refills the buffers of group g - S, S the fewest buffers any
  // copy cycles through: with one, nothing overlaps.
  if (producerSplit && tmaStageBuffers == 1)
    producerSplit.emitWarning()
        << "producer-warp: a pipelined copy fills a single buffer, so each "
           "group waits until the one before it has been read; give its loop "
           "tile.num_stages >= 2";

  // Pre-order, so that allocations are lowered before their users; collect
  // first because lowering erases ops.
  SmallVector<Operation *> ops;
  kernel.walk<WalkOrder::PreOrder>([&](Operation *op) {
    // Plain loads and stores of shared tiles outside tile.parallel take
    // part in barrier placement too; subviews of them take the type of
    // their lowered tile.
    if (isa<TileDialect>(op->getDialect()) ||
        isa<memref::LoadOp, memref::StoreOp, memref::SubViewOp>(op))
      ops.push_back(op);
    // The bodies of tile.parallel are expanded with their op.
    return isa<ParallelOp>(op) ? WalkResult::skip() : WalkResult::advance();
  });
  for (Operation *op : ops)
    if (failed(lowerOp(op)))
      return failure();
  if (failed(checkWarpgroupTurns()))
    return failure();
  // Such tiles are read through the async proxy, fenced with instructions
  // sm_80 lacks (LLVM would abort selecting them).
  if (!wgmmaTileError.empty())
    return emitError(wgmmaTileLoc) << "'tile.alloc_shared' op " << wgmmaTileError;
  if (producerSplit && releaseAfterWgmma && tmaStageBuffers >= 2)
    releaseAfterWgmmaWaits();
  if (tmaMulticast)
    finishCluster();
  // A block's shared memory must outlive the TMA stores that read it (the
  // writes to global memory complete with the kernel).
  if (!tmaStores.empty())
    kernel.walk([&](gpu::ReturnOp ret) {
      OpBuilder rb(ret);
      NVVM::CpAsyncBulkWaitGroupOp::create(rb, ret.getLoc(), 0, rb.getUnitAttr());
    });
  // Lowered last: until here they count as barriers (lowerWgmma).
  SmallVector<WarpSyncOp> warpSyncs;
  kernel.walk([&](WarpSyncOp op) { warpSyncs.push_back(op); });
  for (WarpSyncOp op : warpSyncs) {
    OpBuilder bb(op);
    NVVM::SyncWarpOp::create(
        bb, op.getLoc(), arith::ConstantIntOp::create(bb, op.getLoc(), bb.getI32Type(), -1));
    op.erase();
  }
  if (producerSplit) {
    // The producer warp takes no part in the consumers' barriers.
    SmallVector<gpu::BarrierOp> barriers;
    producerSplit.getElseRegion().walk([&](gpu::BarrierOp op) { barriers.push_back(op); });
    for (gpu::BarrierOp op : barriers) {
      OpBuilder bb(op);
      // Barrier 1 + g: each consumer group's own.
      Value id = arith::ConstantIntOp::create(bb, op.getLoc(), bb.getI32Type(), 1);
      if (consumerGroups > 1)
        id = arith::AddIOp::create(bb, op.getLoc(), id, uniformGroup);
      emitNamedBarrier(bb, op.getLoc(), id, numThreads);
      op.erase();
    }
  }
  // The TMA groups' marks served lowerWgmma and finishCluster only.
  kernel.walk([](scf::ExecuteRegionOp op) { op->removeAttr(kTmaGroupAttrName); });
  // Fragment allocations are dead once every user has been expanded.
  for (auto &[value, frag] : fragments) {
    Operation *alloc = value.getDefiningOp();
    if (!value.use_empty()) {
      InFlightDiagnostic diag = alloc->emitOpError()
                                << "fragment is used by an operation that "
                                   "cannot read per-thread registers";
      diag.attachNote((*value.getUsers().begin())->getLoc()) << "used here";
      return failure();
    }
    alloc->erase();
  }
  return success();
}

namespace {
struct ConvertTileToGPUPass
    : public tile::impl::ConvertTileToGPUBase<ConvertTileToGPUPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    const Chip *target = Chip::lookup(chip);
    if (!target) {
      mlir::emitError(module.getLoc()) << Chip::unknownMessage(chip);
      return signalPassFailure();
    }
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> funcs;
    module.walk([&](func::FuncOp f) { funcs.push_back(f); });
    // Kernel names are the bundle's file names and the runtime's --kernel:
    // a function's first launch takes the function's name, its i-th
    // (i > 0) `<name>_<i>`, whatever else the module holds (so that
    // --kernel, which drops the other functions, names them the same).
    // One that is also a function's name is an error, not a lost kernel.
    llvm::StringMap<Location> kernelNames;
    for (func::FuncOp f : funcs) {
      bool launches = f.walk([](LaunchOp) { return WalkResult::interrupt(); })
                          .wasInterrupted();
      if (launches)
        kernelNames.try_emplace(f.getName(), f.getLoc());
    }
    for (func::FuncOp func : funcs) {
      SmallVector<LaunchOp> launches;
      func.walk([&](LaunchOp l) { launches.push_back(l); });
      if (launches.empty())
        continue;
      if (failed(checkHostFunction(func)))
        return signalPassFailure();
      OpBuilder b(module.getBodyRegion());
      b.setInsertionPointToEnd(module.getBody());
      auto gpuModule = gpu::GPUModuleOp::create(
          b, func.getLoc(), (func.getName() + "_kernels").str());
      symbols.insert(gpuModule);
      for (auto [i, launch] : llvm::enumerate(launches)) {
        std::string name = func.getName().str();
        if (i > 0) {
          name += "_" + std::to_string(i);
          auto [it, inserted] = kernelNames.try_emplace(name, launch.getLoc());
          if (!inserted) {
            InFlightDiagnostic diag =
                launch.emitOpError()
                << "would be kernel '" << name << "' (launch " << i + 1
                << " of @" << func.getName()
                << "), a name the module already has; rename @"
                << func.getName() << " or the other";
            diag.attachNote(it->second) << "'" << name << "' is here";
            return signalPassFailure();
          }
        }
        if (failed(outlineLaunch(func, launch, gpuModule, name, *target)))
          return signalPassFailure();
      }
    }
    if (!funcs.empty())
      module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                      UnitAttr::get(&getContext()));
  }
};
} // namespace
