//===- ClusterReduce.cpp - tile.cluster_reduce ----------------------------===//
//
// tile.cluster_reduce: a fragment combined over the blocks of a cluster
// through distributed shared memory.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// Registers a thread stages per round, at most: a 64 x 64 f32 accumulator
/// over 128 threads (a split-K GEMM's) goes in one round of 16 KB; larger
/// fragments take several rounds through the same buffer, and fewer
/// registers a round where shared memory is short.
static constexpr int64_t kRegistersPerRound = 32;

/// Each thread writes its registers into its block's staging buffer, w at a
/// time (word (q * threads + t) * w + k holds register q * w + k of thread t,
/// so a warp's accesses are consecutive 16-byte vectors: no bank conflict,
/// locally or remotely). After a cluster barrier (arrive.release,
/// wait.acquire: the writes are visible cluster-wide) each thread reads its
/// own words from every block of the cluster, rank 0 first, so that every
/// block adds the same values in the same order and computes the same bits.
/// A last cluster barrier keeps every block's buffer alive and unchanged
/// until all have read it (the next round, or the block's exit).
LogicalResult KernelLowering::lowerClusterReduce(ClusterReduceOp op) {
  auto it = fragments.find(op.getBuffer());
  if (it == fragments.end())
    return op.emitOpError() << "combines a fragment allocated in the launch (tile.alloc_fragment)";
  if (producerSplit || consumerGroups > 1)
    return op.emitOpError()
           << "cannot run in a warp-specialized launch yet: the cluster barrier waits for every "
              "thread of the cluster, and the producer's threads do not reach it (drop "
              "tile.warp_specialize, or set its parameter to 0, for this launch)";
  OpBuilder b(op);
  Location loc = op.getLoc();
  if (clusterBlocks == 1) {
    op.erase();
    return success();
  }
  const Fragment &frag = it->second;
  auto regsType = cast<MemRefType>(frag.registers.getType());
  Type elem = regsType.getElementType();
  int64_t n = frag.numRegisters;
  int64_t width = n % 4 == 0 ? 4 : n % 2 == 0 ? 2 : 1;
  // The combining thread has a round's words of every block in flight:
  // over more blocks, smaller rounds keep them in registers.
  int64_t round = std::min({n, kRegistersPerRound,
                            std::max<int64_t>(width, 2 * kRegistersPerRound / clusterBlocks /
                                                         width * width)});
  auto stagingType = [&](int64_t registers) {
    return MemRefType::get({registers * numThreads}, elem);
  };
  // After the main loop its stage buffers are free: the staging goes there
  // and costs the kernel no shared memory (none that would take blocks
  // off a multiprocessor) once every warp is done with them.
  Value staging;
  if (std::optional<int64_t> offset =
          findDeadRingSpace(op, round * numThreads * 4, kSharedAlignment)) {
    gpu::BarrierOp::create(b, loc);
    staging = getSharedView(b, loc, stagingType(round), *offset);
  } else {
    // What shared memory is left (the kernel's total is checked once every
    // op is lowered).
    int64_t room = getSharedMemoryBudget(chip) - getSharedBytes() - kSharedAlignment -
                   (wgmmaOperands ? 0 : kWgmmaAlignment);
    int64_t fits = room / (numThreads * 4) / width * width;
    if (fits < width)
      return op.emitOpError() << "needs " << numThreads * 4 * width
                              << " bytes of shared memory to stage its registers, and the "
                              << "kernel's other tiles leave " << std::max<int64_t>(room, 0)
                              << " of " << chip.name << "'s " << getSharedMemoryBudget(chip);
    round = std::min(round, fits);
    staging = allocateShared(b, loc, stagingType(round), /*padRows=*/false, /*alignment=*/16);
  }
  MLIRContext *ctx = b.getContext();
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  auto sharedPtr = LLVM::LLVMPointerType::get(ctx, 3);
  auto clusterPtr = LLVM::LLVMPointerType::get(ctx, 7);
  auto vecType = VectorType::get({width}, elem);
  int64_t bytesPerVector = width * 4;
  auto cst = [&](int64_t v) { return getConstantIndex(b, loc, v); };

  Value address = arith::IndexCastUIOp::create(
      b, loc, i64, memref::ExtractAlignedPointerAsIndexOp::create(b, loc, staging));
  Value base = LLVM::IntToPtrOp::create(b, loc, sharedPtr, address);
  // The peers' buffers: the same offset in each block's shared memory.
  SmallVector<Value> peers;
  for (int64_t p = 0; p < clusterBlocks; ++p)
    peers.push_back(NVVM::MapaOp::create(b, loc, clusterPtr, base,
                                         arith::ConstantIntOp::create(b, loc, i32, p)));
  Value isRoot;
  if (op.getRoot())
    isRoot = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                   NVVM::ClusterId::create(b, loc, i32),
                                   arith::ConstantIntOp::create(b, loc, i32, 0));
  auto clusterSync = [&](OpBuilder &sb) {
    NVVM::ClusterArriveOp::create(sb, loc, sb.getUnitAttr());
    NVVM::ClusterWaitOp::create(sb, loc, sb.getUnitAttr());
  };
  ReduceKind kind = op.getKind();
  for (int64_t first = 0; first < n; first += round) {
    int64_t count = std::min(round, n - first);
    if (first)
      clusterSync(b);
    // Word (q * threads + thread) * width of the staging buffer, for the
    // thread's q-th vector of this round.
    auto slot = [&](OpBuilder &sb, int64_t q) {
      return arith::MulIOp::create(
                 sb, loc,
                 arith::AddIOp::create(sb, loc, threadId,
                                       getConstantIndex(sb, loc, q * numThreads)),
                 getConstantIndex(sb, loc, width))
          .getResult();
    };
    for (int64_t q = 0; q < count / width; ++q) {
      SmallVector<Value> elems;
      for (int64_t k = 0; k < width; ++k)
        elems.push_back(
            memref::LoadOp::create(b, loc, frag.registers, cst(first + q * width + k)));
      Value v = vector::FromElementsOp::create(b, loc, vecType, elems);
      vector::StoreOp::create(b, loc, v, staging, slot(b, q), /*nontemporal=*/false,
                              llvm::MaybeAlign(bytesPerVector));
    }
    clusterSync(b);
    OpBuilder cb = b;
    if (isRoot)
      cb = scf::IfOp::create(b, loc, isRoot, /*withElseRegion=*/false).getThenBodyBuilder();
    for (int64_t q = 0; q < count / width; ++q) {
      Value byteOffset = arith::IndexCastUIOp::create(
          cb, loc, i64,
          arith::MulIOp::create(cb, loc, slot(cb, q), getConstantIndex(cb, loc, 4)));
      Value acc;
      for (Value peer : peers) {
        Value address = LLVM::GEPOp::create(cb, loc, clusterPtr, cb.getI8Type(), peer,
                                            ArrayRef<LLVM::GEPArg>{byteOffset});
        Value v = LLVM::LoadOp::create(cb, loc, vecType, address, bytesPerVector);
        acc = acc ? combineReduction(cb, loc, kind, acc, v) : v;
      }
      for (int64_t k = 0; k < width; ++k)
        memref::StoreOp::create(cb, loc, vector::ExtractOp::create(cb, loc, acc, k),
                                frag.registers,
                                getConstantIndex(cb, loc, first + q * width + k));
    }
  }
  clusterSync(b);
  op.erase();
  return success();
}
