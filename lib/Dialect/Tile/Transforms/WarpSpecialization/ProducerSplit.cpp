//===- ProducerSplit.cpp - Split a launch into a producer and consumers ---===//
//
// tile-warp-specialize's transformation: the pipelined copies of a launch
// move to an extra warp that does nothing else, the rest stays with the
// block's threads. See splitProducerWarp.
//
//===----------------------------------------------------------------------===//

#include "ProducerSplit.h"

#include "tile/Analysis/Handoff.h"
#include "tile/Analysis/Resources.h"

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::tile;

static bool isAsyncOp(Operation *op) {
  if (auto copy = dyn_cast<CopyOp>(op))
    return copy.getAsync();
  return isa<AsyncCommitOp>(op);
}

bool tile::holdsAsyncOp(Operation &op) {
  return op.walk([](Operation *o) {
             return isAsyncOp(o) ? WalkResult::interrupt() : WalkResult::advance();
           })
      .wasInterrupted();
}

/// Whether an op inside `loop` writes shared memory (a generic write that
/// other threads may read, or one that must not overwrite what they read).
static bool writesShared(scf::ForOp loop, int64_t numThreads) {
  return loop.getBody()
      ->walk([&](Operation *op) {
        if (isa<gpu::BarrierOp, AsyncWaitOp, AsyncCommitOp>(op))
          return WalkResult::advance();
        // A warpgroup's hand-off to its own gemm has its own barriers.
        if (auto copy = dyn_cast<CopyOp>(op); copy && isWarpgroupHandoff(copy, numThreads))
          return WalkResult::advance();
        auto effects = dyn_cast<MemoryEffectOpInterface>(op);
        if (!effects) // Unknown effects count as a write; a region's are its ops'.
          return op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ? WalkResult::advance()
                                                                    : WalkResult::interrupt();
        SmallVector<MemoryEffects::EffectInstance> instances;
        effects.getEffects(instances);
        for (const MemoryEffects::EffectInstance &e : instances) {
          if (!isa<MemoryEffects::Write>(e.getEffect()))
            continue;
          Value v = e.getValue();
          auto type = v ? dyn_cast<MemRefType>(v.getType()) : MemRefType();
          if (!type || isa_and_nonnull<SharedSpaceAttr>(type.getMemorySpace()))
            return WalkResult::interrupt();
        }
        return WalkResult::advance();
      })
      .wasInterrupted();
}

/// Whether every reader of `buffer` (through the pipeline's stage selects
/// and views) is a wgmma tile.gemm (#tile.mma version 3 accumulator) taking
/// it as a shared operand, or the async copy that fills it; the gemms are
/// added to `readers`.
static bool onlyGemmsRead(Value buffer, llvm::SmallPtrSetImpl<Operation *> &readers) {
  SmallVector<Value> work{buffer};
  while (!work.empty()) {
    Value v = work.pop_back_val();
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (auto gemm = dyn_cast<GemmOp>(user)) {
        auto acc = gemm.getC().getDefiningOp<AllocFragmentOp>();
        auto layout = acc ? dyn_cast_or_null<MmaLayoutAttr>(acc.getLayoutAttr()) : MmaLayoutAttr();
        if (!layout || layout.getVersion() != 3 || gemm.getC() == v)
          return false;
        readers.insert(gemm);
        continue;
      }
      if (auto copy = dyn_cast<CopyOp>(user); copy && copy.getAsync() && copy.getDst() == v)
        continue;
      if (user->getNumResults() == 1 && isa<MemRefType>(user->getResult(0).getType()) &&
          isMemoryEffectFree(user)) {
        work.push_back(user->getResult(0));
        continue;
      }
      return false;
    }
  }
  return true;
}

/// The first op, from `first` on in `body`, that the pipelined copies or
/// the loops and conditions around them need and that the producer could
/// not run on its own: one with memory effects (say a load of a tile index
/// the consumers write), whose clone would race with them. Null if none.
static Operation *findImpureDependence(Block &body, Operation *first) {
  SmallVector<Operation *> work;
  llvm::SmallPtrSet<Operation *, 32> seen;
  for (auto it = first->getIterator(); it != body.end(); ++it)
    it->walk([&](Operation *op) {
      if (isAsyncOp(op))
        work.push_back(op);
    });
  auto cloned = [&](Operation *op) {
    Operation *top = op ? body.findAncestorOpInBlock(*op) : nullptr;
    return top && !top->isBeforeInBlock(first);
  };
  while (!work.empty()) {
    Operation *op = work.pop_back_val();
    if (!cloned(op) || !seen.insert(op).second)
      continue;
    bool structural = isa<scf::ForOp, scf::IfOp, scf::YieldOp, scf::ExecuteRegionOp,
                          scf::IndexSwitchOp>(op);
    if (!structural && !isAsyncOp(op) && !isMemoryEffectFree(op))
      return op;
    for (Value v : op->getOperands()) {
      if (auto arg = dyn_cast<BlockArgument>(v))
        work.push_back(arg.getOwner()->getParentOp());
      else
        work.push_back(v.getDefiningOp());
    }
    if (op->getParentOp() && op->getParentOp() != body.getParentOp())
      work.push_back(op->getParentOp());
    // The producer keeps the terminators of what it keeps (the values an
    // scf.if yields, say), and with them what their operands need.
    for (Region &r : op->getRegions())
      for (Block &blk : r)
        if (!blk.empty() && blk.back().hasTrait<OpTrait::IsTerminator>())
          work.push_back(&blk.back());
  }
  return nullptr;
}

/// The buffers `v` may be: through selects (tile-pipeline's stages) and
/// views, the values they start from.
static void collectRoots(Value v, SmallVectorImpl<Value> &roots) {
  if (auto stage = v.getDefiningOp<StageOp>()) {
    for (Value buffer : stage.getBuffers())
      collectRoots(buffer, roots);
  } else if (auto select = v.getDefiningOp<arith::SelectOp>()) {
    collectRoots(select.getTrueValue(), roots);
    collectRoots(select.getFalseValue(), roots);
  } else if (auto view = v.getDefiningOp<ViewLikeOpInterface>()) {
    collectRoots(view.getViewSource(), roots);
  } else {
    roots.push_back(v);
  }
}

/// An op of the launch, other than a pipelined copy, that writes what the
/// producer's loads fill (a stage buffer) or read (their source): nothing
/// orders the consumers' write against those loads. Null if none.
static Operation *findConflictingWrite(LaunchOp launch, bool &stageWrite) {
  SmallVector<Value> stages, sources;
  launch.walk([&](CopyOp copy) {
    if (!copy.getAsync())
      return;
    collectRoots(copy.getDst(), stages);
    collectRoots(copy.getSrc(), sources);
  });
  Operation *conflict = nullptr;
  launch.getBody().walk([&](MemoryEffectOpInterface op) {
    if (isAsyncOp(op))
      return WalkResult::advance();
    SmallVector<MemoryEffects::EffectInstance> effects;
    op.getEffects(effects);
    for (const MemoryEffects::EffectInstance &e : effects) {
      if (!isa<MemoryEffects::Write>(e.getEffect()) || !e.getValue() ||
          !isa<MemRefType>(e.getValue().getType()))
        continue;
      SmallVector<Value> written;
      collectRoots(e.getValue(), written);
      for (Value w : written) {
        stageWrite = llvm::is_contained(stages, w);
        if (stageWrite || llvm::is_contained(sources, w)) {
          conflict = op;
          return WalkResult::interrupt();
        }
      }
    }
    return WalkResult::advance();
  });
  return conflict;
}

/// Whether `op` holds a tile op (other than an allocation) that moves data
/// in shared or global memory over the block's threads: a synchronous copy
/// of a tile, a loop over one. Run by the producer warp too, whose thread
/// ids lie past the consumers' distribution, it would move the data for
/// threads it was not spread over.
static bool holdsSpreadMemoryOp(Operation &op) {
  auto inMemory = [](Value v) {
    auto type = dyn_cast<MemRefType>(v.getType());
    return type && !isa_and_nonnull<FragmentSpaceAttr, LocalSpaceAttr>(type.getMemorySpace());
  };
  return op.walk([&](Operation *inner) {
             if (!isa<TileDialect>(inner->getDialect()) ||
                 isa<AllocSharedOp, AllocFragmentOp>(inner))
               return WalkResult::advance();
             bool touches = false;
             inner->walk([&](Operation *nested) {
               touches |= llvm::any_of(nested->getOperands(), inMemory);
             });
             return touches ? WalkResult::interrupt() : WalkResult::advance();
           })
      .wasInterrupted();
}

Operation *tile::getProducerSplitPoint(LaunchOp launch) {
  Operation *spread = nullptr;
  for (Operation &op : launch.getBodyBlock().without_terminator()) {
    if (holdsAsyncOp(op))
      return spread ? spread : &op;
    if (!spread && holdsSpreadMemoryOp(op))
      spread = &op;
  }
  return nullptr;
}

LogicalResult tile::checkProducerSplit(LaunchOp launch, std::string &why) {
  Block &body = launch.getBodyBlock();
  Operation *first = getProducerSplitPoint(launch);
  if (!first) {
    why = "the launch has no pipelined copies";
    return failure();
  }
  // The producer fills the consumers' buffers: they must be allocated
  // before the split, where both see them.
  WalkResult late = launch.getBody().walk([&](CopyOp copy) {
    if (!copy.getAsync())
      return WalkResult::advance();
    SmallVector<Value> buffers;
    collectStageBuffers(copy.getDst(), buffers);
    for (Value v : buffers) {
      Operation *def = v.getDefiningOp();
      Operation *top = def ? body.findAncestorOpInBlock(*def) : nullptr;
      if (!top || !top->isBeforeInBlock(first))
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (late.wasInterrupted()) {
    why = "a pipelined copy fills a buffer that is not allocated before the split "
          "(the first pipelined copy, or a tile op before it that moves data in memory)";
    return failure();
  }
  if (Operation *impure = findImpureDependence(body, first)) {
    why = "the pipelined copies depend on '" + impure->getName().getStringRef().str() +
          "', which touches memory: the producer warp cannot run it apart from "
          "the consumers";
    return failure();
  }
  bool stageWrite = false;
  if (Operation *write = findConflictingWrite(launch, stageWrite)) {
    why = "'" + write->getName().getStringRef().str() + "' writes " +
          (stageWrite ? "a buffer the pipelined copies fill"
                      : "memory the pipelined copies read") +
          ", which nothing orders against the producer warp's loads";
    return failure();
  }
  return success();
}

FailureOr<WarpSpecializeOp> tile::splitProducerWarp(LaunchOp launch, std::string &why) {
  if (failed(checkProducerSplit(launch, why)))
    return failure();
  Block &body = launch.getBodyBlock();
  Operation *first = getProducerSplitPoint(launch);
  bool gemmReadsOnly = true;
  int64_t fewestBuffers = 0;
  llvm::SmallPtrSet<Operation *, 8> readers;
  launch.walk([&](CopyOp copy) {
    if (!copy.getAsync())
      return;
    SmallVector<Value> buffers;
    collectStageBuffers(copy.getDst(), buffers);
    for (Value v : buffers)
      gemmReadsOnly &= onlyGemmsRead(v, readers);
    int64_t n = buffers.size();
    fewestBuffers = fewestBuffers ? std::min(fewestBuffers, n) : n;
  });
  // A stage is then freed after the wait of the last of its gemms before
  // the next tile.async_wait (lowerWgmma). That gemm must run on every
  // pass through the pipelined loop's body: a gemm under a condition (or
  // in an inner loop) might not, and its stage would never be freed while
  // the producer waits for it. Such stages are freed at the async waits.
  // (A tile.ordered part runs whenever its block does.)
  for (Operation *gemm : readers) {
    while (isa<OrderedOp>(gemm->getParentOp()))
      gemm = gemm->getParentOp();
    gemmReadsOnly &= llvm::any_of(*gemm->getBlock(), llvm::IsaPred<AsyncWaitOp>);
  }
  // With one buffer a stage is refilled by the next group: the release at
  // the wait is the only one that lets the consumers' wgmma group go on.
  gemmReadsOnly &= fewestBuffers >= 2;
  Location loc = launch.getLoc();
  OpBuilder b(first);
  auto split = WarpSpecializeOp::create(
      b, loc, /*producer_warps=*/1,
      gemmReadsOnly ? StageRelease::AfterWgmma : StageRelease::AtWait,
      /*producer_registers=*/nullptr, /*consumer_registers=*/nullptr,
      /*consumer_groups=*/nullptr);
  for (Region *r : {&split.getProducer(), &split.getConsumers()}) {
    OpBuilder rb = OpBuilder::atBlockBegin(&r->emplaceBlock());
    YieldOp::create(rb, loc);
  }

  // The consumers keep everything from the first copy on, but the copies.
  Block *consumer = &split.getConsumers().front();
  consumer->getOperations().splice(consumer->getTerminator()->getIterator(),
                                   body.getOperations(), first->getIterator(),
                                   body.getTerminator()->getIterator());
  // The producer: a clone, of which the copies, the commits and what they
  // need (their offsets, the loops and conditions around them) remain.
  Block *producerBlock = &split.getProducer().front();
  OpBuilder pb(producerBlock->getTerminator());
  IRMapping mapping;
  for (Operation &op : consumer->without_terminator())
    pb.clone(op, mapping);
  SmallVector<Operation *> copies;
  consumer->walk([&](CopyOp op) {
    if (op.getAsync())
      copies.push_back(op);
  });
  for (Operation *op : copies)
    op->erase();
  SmallVector<gpu::BarrierOp> warpBarriers;
  consumer->walk([&](gpu::BarrierOp barrier) {
    auto loop = dyn_cast<scf::ForOp>(barrier->getParentOp());
    if (loop && isa_and_nonnull<AsyncWaitOp>(barrier->getPrevNode()) &&
        !writesShared(loop, launch.getNumThreads()))
      warpBarriers.push_back(barrier);
  });
  for (gpu::BarrierOp barrier : warpBarriers) {
    OpBuilder wb(barrier);
    WarpSyncOp::create(wb, barrier.getLoc());
    barrier.erase();
  }

  keepOnlyAsyncOps(split.getProducer());
  return split;
}

void tile::keepOnlyAsyncOps(Region &region) {
  Block *block = &region.front();
  Operation *owner = region.getParentOp();
  llvm::SetVector<Operation *> keep;
  SmallVector<Operation *> work;
  block->walk([&](Operation *op) {
    if (isAsyncOp(op))
      work.push_back(op);
  });
  auto inside = [&](Operation *op) {
    return op && region.isAncestor(op->getParentRegion());
  };
  while (!work.empty()) {
    Operation *op = work.pop_back_val();
    if (!inside(op) || !keep.insert(op))
      continue;
    for (Value v : op->getOperands()) {
      if (auto arg = dyn_cast<BlockArgument>(v))
        work.push_back(arg.getOwner()->getParentOp());
      else
        work.push_back(v.getDefiningOp());
    }
    for (Operation *p = op->getParentOp(); p != owner; p = p->getParentOp())
      work.push_back(p);
    for (Region &r : op->getRegions())
      for (Block &blk : r)
        if (!blk.empty() && blk.back().hasTrait<OpTrait::IsTerminator>())
          work.push_back(&blk.back());
  }
  // Drop the rest; nested ops go with their outermost dead ancestor.
  llvm::SmallPtrSet<Operation *, 32> dead;
  block->walk([&](Operation *op) {
    if (!keep.contains(op) && op != block->getTerminator())
      dead.insert(op);
  });
  SmallVector<Operation *> outermost;
  for (Operation *op : dead) {
    op->dropAllUses();
    bool nested = false;
    for (Operation *p = op->getParentOp(); p != owner; p = p->getParentOp())
      nested |= dead.contains(p);
    if (!nested)
      outermost.push_back(op);
  }
  for (Operation *op : outermost)
    op->erase();
}
