//===- KernelThreads.h - which threads of a kernel reach an op --*- C++ -*-===//
//
// tile-check-async-protocol's model of a kernel's threads: the values that
// depend on a thread (its index, lane, warp, block rank in the cluster, a
// warp-broadcast shuffle) evaluated for each thread of the block and each
// block of the cluster, and from them the threads that reach an op.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_CONVERSION_TILETOGPU_KERNELTHREADS_H
#define TILE_CONVERSION_TILETOGPU_KERNELTHREADS_H

#include "tile/Analysis/ThreadVarying.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/DenseMap.h"

#include <array>
#include <optional>
#include <vector>

namespace mlir::tile {

/// One thread of the cluster: its block's rank and its index in the block.
struct Thread {
  int64_t rank, tid;
};

/// The kernel's shape and the evaluator of thread-dependent values.
class KernelThreads {
public:
  KernelThreads(gpu::GPUFuncOp kernel) {
    if (auto block = kernel.getKnownBlockSizeAttr())
      blockSize = int64_t(block[0]) * block[1] * block[2];
    if (auto cluster = kernel->getAttrOfType<DenseI32ArrayAttr>("nvvm.cluster_dim"))
      for (auto [d, extent] : llvm::enumerate(cluster.asArrayRef())) {
        clusterSize *= extent;
        if (d < 3)
          clusterDims[d] = extent;
      }
  }

  int64_t blockSize = 0, clusterSize = 1;
  int64_t clusterDims[3] = {1, 1, 1};
  /// When set, block coordinates along the cluster's dimensions differ
  /// between its blocks: the first block of the cluster under judgment
  /// sits at these coordinates (multiples of the cluster's extents), and
  /// block r at them plus r's place in the cluster. Unset, block
  /// coordinates count as uniform (what the other checks assume).
  std::optional<std::array<int64_t, 3>> clusterOrigin;

  /// Whether block coordinate `d` differs between the blocks of a cluster
  /// under judgment.
  bool blockIdVaries(gpu::Dimension d) const {
    return clusterOrigin && clusterDims[static_cast<int>(d)] > 1;
  }

  /// Values fixed by the caller (a group counter), for evaluate().
  llvm::DenseMap<Value, int64_t> bound;

  /// The value of `v` in thread `t`, or nullopt.
  std::optional<int64_t> evaluate(Value v, Thread t, int depth = 0) const {
    if (depth > 64)
      return std::nullopt;
    if (auto it = bound.find(v); it != bound.end())
      return it->second;
    Operation *def = v.getDefiningOp();
    if (!def)
      return std::nullopt;
    auto operand = [&](unsigned i) { return evaluate(def->getOperand(i), t, depth + 1); };
    if (auto c = dyn_cast<arith::ConstantOp>(def)) {
      auto i = dyn_cast<IntegerAttr>(c.getValue());
      if (!i || i.getValue().getBitWidth() > 64)
        return std::nullopt;
      return i.getType().isInteger(1) ? int64_t(i.getValue().getBoolValue())
                                      : i.getValue().getSExtValue();
    }
    if (auto id = dyn_cast<gpu::ThreadIdOp>(def))
      return id.getDimension() == gpu::Dimension::x ? std::optional<int64_t>(t.tid) : std::nullopt;
    if (isa<gpu::LaneIdOp>(def))
      return t.tid % 32;
    if (isa<gpu::SubgroupIdOp>(def))
      return t.tid / 32;
    if (auto id = dyn_cast<gpu::BlockIdOp>(def)) {
      if (!blockIdVaries(id.getDimension()))
        return std::nullopt;
      // Cluster ranks run along x, then y, then z.
      int64_t d = static_cast<int>(id.getDimension());
      int64_t rank = t.rank;
      for (int64_t e = 0; e < d; ++e)
        rank /= clusterDims[e];
      return (*clusterOrigin)[d] + rank % clusterDims[d];
    }
    StringRef name = def->getName().getStringRef();
    if (name == "nvvm.read.ptx.sreg.tid.x")
      return t.tid;
    if (name == "nvvm.read.ptx.sreg.laneid")
      return t.tid % 32;
    if (name == "nvvm.read.ptx.sreg.warpid")
      return t.tid / 32;
    if (name == "nvvm.read.ptx.sreg.cluster.ctarank")
      return t.rank;
    if (auto shuffle = dyn_cast<gpu::ShuffleOp>(def)) {
      // Only the broadcast of one lane's value: the warp's own value.
      std::optional<int64_t> lane = evaluate(shuffle.getOffset(), t, depth + 1);
      std::optional<int64_t> width = evaluate(shuffle.getWidth(), t, depth + 1);
      if (shuffle.getMode() != gpu::ShuffleMode::IDX || v != shuffle.getShuffleResult() ||
          !lane || width != 32)
        return std::nullopt;
      return evaluate(shuffle.getValue(), Thread{t.rank, (t.tid & ~int64_t(31)) | (*lane & 31)},
                      depth + 1);
    }
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtUIOp, arith::ExtSIOp,
            arith::TruncIOp>(def))
      return operand(0);
    if (auto select = dyn_cast<arith::SelectOp>(def)) {
      std::optional<int64_t> c = operand(0);
      return c ? operand(*c ? 1 : 2) : std::nullopt;
    }
    if (def->getNumOperands() != 2 || def->getNumResults() != 1)
      return std::nullopt;
    std::optional<int64_t> a = operand(0), b = operand(1);
    if (!a || !b)
      return std::nullopt;
    bool i1 = def->getResult(0).getType().isInteger(1);
    uint64_t ua = uint64_t(*a), ub = uint64_t(*b);
    if (auto cmp = dyn_cast<arith::CmpIOp>(def)) {
      switch (cmp.getPredicate()) {
      case arith::CmpIPredicate::eq: return *a == *b;
      case arith::CmpIPredicate::ne: return *a != *b;
      case arith::CmpIPredicate::slt: return *a < *b;
      case arith::CmpIPredicate::sle: return *a <= *b;
      case arith::CmpIPredicate::sgt: return *a > *b;
      case arith::CmpIPredicate::sge: return *a >= *b;
      case arith::CmpIPredicate::ult: return ua < ub;
      case arith::CmpIPredicate::ule: return ua <= ub;
      case arith::CmpIPredicate::ugt: return ua > ub;
      case arith::CmpIPredicate::uge: return ua >= ub;
      }
    }
    if (isa<arith::AddIOp>(def)) return *a + *b;
    if (isa<arith::SubIOp>(def)) return *a - *b;
    if (isa<arith::MulIOp>(def)) return *a * *b;
    if (isa<arith::AndIOp>(def)) return *a & *b;
    if (isa<arith::OrIOp>(def)) return *a | *b;
    if (isa<arith::XOrIOp>(def)) return i1 ? int64_t((*a ^ *b) & 1) : *a ^ *b;
    if (isa<arith::MaxUIOp>(def)) return int64_t(std::max(ua, ub));
    if (isa<arith::MinUIOp>(def)) return int64_t(std::min(ua, ub));
    if (isa<arith::ShLIOp>(def) && ub < 63) return int64_t(ua << ub);
    if (isa<arith::ShRUIOp>(def) && ub < 63) return int64_t(ua >> ub);
    if (ub == 0)
      return std::nullopt;
    if (isa<arith::DivUIOp>(def)) return int64_t(ua / ub);
    if (isa<arith::RemUIOp>(def)) return int64_t(ua % ub);
    if (isa<arith::DivSIOp>(def)) return *a / *b;
    if (isa<arith::RemSIOp>(def)) return *a % *b;
    return std::nullopt;
  }

  /// Whether `v` differs between threads (reads a thread's or a block's
  /// identity somewhere in what defines it).
  bool dependsOnThread(Value v, int depth = 0) const {
    Operation *def = v.getDefiningOp();
    if (!def || depth > 64)
      return false;
    // (Every special register counts here, the block's too: blocks of one
    // launch may differ in what they reach.)
    if (isThreadVaryingOp(def) ||
        def->getName().getStringRef().starts_with("nvvm.read.ptx.sreg."))
      return true;
    if (auto id = dyn_cast<gpu::BlockIdOp>(def))
      return blockIdVaries(id.getDimension());
    return llvm::any_of(def->getOperands(),
                        [&](Value o) { return dependsOnThread(o, depth + 1); });
  }

  /// The innermost scf.for around `op` whose trip count, computed for
  /// every thread of the block, differs between threads; null where every
  /// count is the same or one cannot be computed (not judged).
  Operation *threadDependentLoop(Operation *op) const {
    if (blockSize <= 0 || blockSize > 1024)
      return nullptr;
    for (Operation *at = op->getParentOp(); at && !isa<gpu::GPUFuncOp>(at);
         at = at->getParentOp()) {
      auto loop = dyn_cast<scf::ForOp>(at);
      if (!loop || !(dependsOnThread(loop.getLowerBound()) ||
                     dependsOnThread(loop.getUpperBound()) || dependsOnThread(loop.getStep())))
        continue;
      std::optional<int64_t> first;
      for (int64_t tid = 0; tid < blockSize; ++tid) {
        Thread t{0, tid};
        std::optional<int64_t> lb = evaluate(loop.getLowerBound(), t),
                               ub = evaluate(loop.getUpperBound(), t),
                               step = evaluate(loop.getStep(), t);
        if (!lb || !ub || !step || *step <= 0)
          return nullptr;
        int64_t trips = *ub > *lb ? (*ub - *lb + *step - 1) / *step : 0;
        if (first && *first != trips)
          return at;
        first = trips;
      }
    }
    return nullptr;
  }

  /// The threads of the cluster that execute `op`, or nullopt when a
  /// condition on the way depends on the thread in a way not computed.
  std::optional<std::vector<Thread>> reaching(Operation *op, Value predicate = {}) const {
    if (blockSize <= 0 || blockSize > 1024 || clusterSize > 16)
      return std::nullopt;
    // The conditions from the kernel's entry down to `op`.
    SmallVector<std::pair<Value, bool>> conditions;
    if (predicate)
      conditions.push_back({predicate, true});
    for (Operation *at = op; at && !isa<gpu::GPUFuncOp>(at); at = at->getParentOp()) {
      Operation *parent = at->getParentOp();
      if (auto branch = dyn_cast_or_null<scf::IfOp>(parent))
        conditions.push_back({branch.getCondition(),
                              at->getParentRegion() == &branch.getThenRegion()});
    }
    std::vector<Thread> threads;
    for (int64_t r = 0; r < clusterSize; ++r)
      for (int64_t t = 0; t < blockSize; ++t)
        threads.push_back({r, t});
    for (auto [condition, taken] : llvm::reverse(conditions)) {
      if (!dependsOnThread(condition))
        continue;
      std::vector<Thread> kept;
      if (condition.getDefiningOp<NVVM::ElectSyncOp>()) {
        // One lane of each warp that gets here (the first, as the
        // hardware's choice is unknown and no count depends on which).
        for (size_t i = 0; i < threads.size(); ++i) {
          bool first = i == 0 || threads[i - 1].rank != threads[i].rank ||
                       threads[i - 1].tid / 32 != threads[i].tid / 32;
          if (first == taken)
            kept.push_back(threads[i]);
        }
      } else {
        for (Thread t : threads) {
          std::optional<int64_t> c = evaluate(condition, t);
          if (!c)
            return std::nullopt;
          if (bool(*c) == taken)
            kept.push_back(t);
        }
      }
      threads = std::move(kept);
    }
    return threads;
  }
};

} // namespace mlir::tile

#endif // TILE_CONVERSION_TILETOGPU_KERNELTHREADS_H
