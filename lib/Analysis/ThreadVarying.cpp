//===- ThreadVarying.cpp - values that differ between a block's threads ---===//

#include "tile/Analysis/ThreadVarying.h"

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::tile;

bool mlir::tile::isThreadVaryingOp(Operation *op) {
  if (isa<gpu::ThreadIdOp, gpu::LaneIdOp, gpu::SubgroupIdOp, gpu::GlobalIdOp, gpu::ShuffleOp,
          NVVM::ElectSyncOp, NVVM::ShflOp, NVVM::VoteSyncOp, memref::AtomicRMWOp,
          memref::GenericAtomicRMWOp, LLVM::AtomicRMWOp, LLVM::AtomicCmpXchgOp>(op))
    return true;
  StringRef name = op->getName().getStringRef();
  if (!name.consume_front("nvvm.read.ptx.sreg."))
    return false;
  // The block's, the grid's and the cluster's registers (and the SM's,
  // which runs the whole block) are one value for the block.
  for (StringRef uniform : {"ntid.", "ctaid.", "nctaid.", "clusterid.", "nclusterid.",
                            "cluster.", "gridid", "smid", "nsmid", "nwarpid", "warpsize",
                            "aggr.smem.size", "dynamic.smem.size", "total.smem.size",
                            "envreg"})
    if (name.starts_with(uniform))
      return false;
  return true;
}

static bool dependsOnThreadId(Value v, int depth, llvm::DenseSet<Value> &seen) {
  if (depth > 64 || !seen.insert(v).second)
    return false;
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  if (isThreadVaryingOp(def))
    return true;
  // A value a thread stored in its own registers and loads back is what it
  // stored: follow every store into that buffer.
  if (auto load = dyn_cast<memref::LoadOp>(def)) {
    Value buffer = load.getMemRef();
    if (buffer.getDefiningOp<AllocLocalOp>() || buffer.getDefiningOp<memref::AllocaOp>())
      for (Operation *user : buffer.getUsers())
        if (auto store = dyn_cast<memref::StoreOp>(user);
            store && store.getMemRef() == buffer &&
            dependsOnThreadId(store.getValueToStore(), depth + 1, seen))
          return true;
  }
  return llvm::any_of(def->getOperands(), [&](Value o) {
    return dependsOnThreadId(o, depth + 1, seen);
  });
}

bool mlir::tile::dependsOnThreadId(Value v) {
  llvm::DenseSet<Value> seen;
  return ::dependsOnThreadId(v, 0, seen);
}
