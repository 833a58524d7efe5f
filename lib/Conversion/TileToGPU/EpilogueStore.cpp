//===- EpilogueStore.cpp - the staged epilogue store ----------------------===//
//
// Epilogue stores: a 16-bit mma fragment to global memory through shared memory.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// sm_90: a 16-bit mma fragment (a gemm's accumulator after rounding) goes
/// to global memory through shared memory instead of thread by thread. Each
/// thread of the fragment holds 2 adjacent elements of every 8x8 matrix of
/// its warp, so its stores are 4 bytes wide and a warp's store touches 8
/// rows with 16 bytes each: 64 stores per thread for a 128x256 tile, which
/// queue in the load/store unit at the end of every tile (Nsight, run 130:
/// 9-10% of the stall samples are such stores waiting for the queue). Here
/// each warp writes 8 of its matrices (8 rows x 64 columns) into a 1 KB
/// buffer of its own with two stmatrix.x4, then every lane loads 16 bytes
/// back and stores them: 4 rows x 128 bytes per warp-wide store, whole
/// lines. The buffer's 16-byte chunks are XOR-swizzled by row, so both the
/// stmatrix rows and the loads hit distinct banks. Two buffers per warp
/// (one where two would cost a block per SM: a second __syncwarp per 8
/// matrices then orders the loads before the next writes)
/// alternate, so one __syncwarp per 8 matrices orders the writes before the
/// loads and the loads before the next writes to the same buffer. No block
/// barrier: each warp only reads back what it wrote.
///
/// Applies on sm_90 to a fragment with an #tile.mma layout whose warps all
/// lie along M (wgmma's, and mma.sync's without warps along N) or, with
/// warpgroups along N, along M in each column group, a tile of
/// whole 8-row matrices per warp and 64-column chunks, a 2-D global
/// destination whose rows and window start are 16-byte aligned, no op
/// after it that may allocate shared memory, and where the 2 KB per warp
/// fit the shared memory budget without costing a block per SM; else
/// nothing (the direct stores). Edge tiles keep the direct,
/// masked stores (emitCopy's slow branch).
std::optional<StagedStore> KernelLowering::planStagedStore(OpBuilder &b, Location loc,
                                                           Operation *copy,
                                                           const Endpoint &src,
                                                           const Endpoint &dst,
                                                           const Fragment &iter, bool forTma) {
  if (!chip.stmatrix || !src.fragment || dst.fragment ||
      !dst.memory || isSharedBuffer(dst.memory) || dst.type.getRank() != 2)
    return std::nullopt;
  auto mma = dyn_cast<MmaLayoutAttr>(src.fragment->layout);
  Type elem = cast<MemRefType>(src.fragment->registers.getType()).getElementType();
  if (!mma || mma.getGroupDistribution().getWarpsPerBlock()[1] != 1 ||
      elem.getIntOrFloatBitWidth() != 16 || elem != dst.type.getElementType())
    return std::nullopt;
  StagedStore plan;
  plan.warps = mma.getWarpsPerBlock()[0];
  plan.groups = mma.getColumnGroups();
  ArrayRef<int64_t> shape = iter.shape;
  plan.columns = shape[1] / plan.groups;
  if (plan.warps * plan.groups * 32 != numThreads || shape[0] % (8 * plan.warps) ||
      shape[1] % plan.groups || plan.columns % 64)
    return std::nullopt;
  plan.repRows = shape[0] / (8 * plan.warps);
  plan.chunks = plan.columns / 64;
  auto [strides, offset] = dst.type.getStridesAndOffset();
  if (!forTma && (!strideIsMultipleOf(dst, 0, 8) || strides[1] != 1 ||
                  ShapedType::isDynamic(offset) || offset % 8 || !isMultipleOf(dst.offsets[1], 8)))
    return std::nullopt;
  // Every matrix's two columns must be one register pair.
  for (int64_t i = 0; i < plan.repRows; ++i)
    for (int64_t j = 0; j < plan.columns / 8; ++j) {
      int64_t r = src.fragment->findRegister({8 * plan.warps * i, 8 * j});
      if (r < 0 || src.fragment->findRegister({8 * plan.warps * i, 8 * j + 1}) != r + 1)
        return std::nullopt;
    }
  if (forTma) {
    // The kernel's shared-memory total is checked once every op is lowered.
    plan.scratch = allocateShared(
        b, loc, MemRefType::get({plan.warps * plan.groups * 16, 64}, elem),
        /*padRows=*/false, kWgmmaAlignment);
    return plan;
  }
  // The budget test below sees the shared memory allocated so far: ops are
  // lowered in order, so nothing that may still allocate (a shared tile,
  // a reduction's or a print's staging, a layout conversion, another
  // staged copy) may come after this copy.
  bool seen = false, laterShared = false;
  kernel.walk([&](Operation *op) {
    if (op == copy) {
      seen = true;
      return;
    }
    laterShared |= seen && isa<AllocSharedOp, ReduceOp, PrintOp, CopyOp>(op);
  });
  if (laterShared)
    return std::nullopt;
  int64_t budget = getSharedMemoryBudget(chip);
  int64_t slack = wgmmaOperands ? kWgmmaAlignment : 0;
  int64_t before = getSharedBytes();
  // The registers of the largest fragment bound the blocks per SM too: a
  // buffer that costs blocks shared memory alone would allow costs none
  // where registers allow fewer (a one-step k loop's 64x256 tile: ten by
  // shared memory, four by its accumulator).
  int64_t largest = 0;
  for (const auto &entry : fragments)
    largest = std::max(largest, getWords(entry.second));
  int64_t byRegisters = getOccupancyBlocks(chip, numThreads, largest);
  auto blocksPerSM = [&](int64_t bytes) {
    // 1 KB of shared memory per block is the driver's; a multiprocessor
    // holds at most 2048 threads.
    return std::min({chip.threadsPerMultiprocessor / numThreads, byRegisters,
                     (budget + 1024) / (bytes + 1024)});
  };
  auto fits = [&](int64_t buffers) {
    int64_t scratchBytes = plan.warps * plan.groups * buffers * 1024 * consumerGroups;
    int64_t after = llvm::alignTo(sharedBytes, kSharedAlignment) + scratchBytes + slack;
    return after <= budget && blocksPerSM(after) >= blocksPerSM(before);
  };
  plan.buffers = fits(2) ? 2 : 1;
  if (!fits(plan.buffers))
    return std::nullopt;
  plan.scratch = allocateShared(
      b, loc, MemRefType::get({plan.warps * plan.groups * plan.buffers * 8, 64}, elem),
      /*padRows=*/false, kSharedAlignment);
  return plan;
}

LogicalResult KernelLowering::lowerTmaStore(CopyOp op, const Endpoint &src,
                                            const Endpoint &dst, const Fragment &iter,
                                            const TmaStore &tma) {
  OpBuilder b(op);
  std::optional<StagedStore> staged = planStagedStore(b, op.getLoc(), op, src, dst, iter,
                                                      /*forTma=*/true);
  if (!staged)
    return op.emitOpError() << "is marked tma, but its fragment's registers do not hold the "
                               "column pairs stmatrix stores";
  Operation *subview = tma.plan.leadingCoord ? op.getDst().getDefiningOp() : nullptr;
  // No masks: the map clips the pieces at the buffer's edges.
  emitStagedStore(b, op.getLoc(), src, dst, *staged, &tma, subview);
  op.erase();
  return success();
}

void KernelLowering::emitStagedStore(OpBuilder &b, Location loc, const Endpoint &src,
                                     const Endpoint &dst, const StagedStore &plan,
                                     const TmaStore *tma, Operation *subview) {
  MLIRContext *ctx = b.getContext();
  auto cst = [&](int64_t v) { return getConstantIndex(b, loc, v); };
  auto add = [&](Value x, Value y) { return arith::AddIOp::create(b, loc, x, y).getResult(); };
  auto mul = [&](Value x, int64_t y) { return arith::MulIOp::create(b, loc, x, cst(y)).getResult(); };
  // The thread id read afresh (asm with side effects is neither hoisted
  // nor merged with the kernel's first read): the indices below are needed
  // only here, and a value merged with an early one would stay live across
  // the main loop, which has no register to spare (ptxas spilled 104 bytes
  // in the 128x256 gemm_bias_gelu with a producer warp).
  Value tid = arith::IndexCastUIOp::create(
      b, loc, b.getIndexType(),
      createInlinePtx(b, loc, b.getI32Type(), ValueRange(), "mov.u32 $0, %tid.x;", "=r",
                      /*sideEffects=*/true)
          .getResult(0));
  if (consumerGroups > 1) // The warp in its consumer group, whose scratch this is.
    tid = arith::RemUIOp::create(b, loc, tid, cst(numThreads));
  Value warp = arith::DivUIOp::create(b, loc, tid, cst(32));
  Value lane = arith::RemUIOp::create(b, loc, tid, cst(32));
  // Each warp has its own scratch; its tile rows and columns are those of
  // its place along M in its column group.
  Value rowWarp = warp, groupCol = cst(0);
  if (plan.groups > 1) {
    rowWarp = arith::RemUIOp::create(b, loc, warp, cst(plan.warps));
    groupCol = mul(arith::DivUIOp::create(b, loc, warp, cst(plan.warps)), plan.columns);
  }
  // stmatrix: lane l gives the address of row l % 8 of matrix l / 8.
  Value matRow = arith::RemUIOp::create(b, loc, lane, cst(8));
  Value matIdx = arith::DivUIOp::create(b, loc, lane, cst(8));
  // The loads back: lane l reads 16 bytes, chunk l % 8 of row l / 8 (+ 4).
  Value readRow = matIdx, readChunk = matRow;
  Value scratchBase = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, plan.scratch);
  Value warpRow = mul(warp, 8 * plan.buffers); // the warp's first scratch row
  Value warpBytes = add(scratchBase, mul(warp, 8 * plan.buffers * 128));
  Type elem = cast<MemRefType>(plan.scratch.getType()).getElementType();
  auto pairType = VectorType::get({2}, elem);
  auto wordType = VectorType::get({1}, b.getI32Type());
  auto rowType = VectorType::get({8}, elem);
  auto sharedPtr = LLVM::LLVMPointerType::get(ctx, 3);
  Value all = arith::ConstantIntOp::create(b, loc, b.getI32Type(), -1);
  const Fragment &frag = *src.fragment;
  // Earlier readers of these buffers (a previous copy) are done.
  NVVM::SyncWarpOp::create(b, loc, all);
  // With TMA, lane 0 issues each piece's store (predicated, not branched
  // to: the other lanes commit and wait on empty bulk groups, and the
  // warp's code stays one straight line, which ptxas schedules as the
  // staged store's).
  Value leader, matrix;
  if (tma) {
    leader = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane, cst(0));
    if (auto view = dyn_cast_or_null<memref::SubViewOp>(subview))
      matrix = getMatrixIndex(b, loc, view);
  }
  int64_t n = 0;
  for (int64_t i = 0; i < plan.repRows; ++i) {
    for (int64_t jc = 0; jc < plan.chunks; ++jc, ++n) {
      int64_t buffer = n % plan.buffers;
      Value bufferBytes = add(warpBytes, cst(buffer * 1024));
      // One buffer: this warp's loads of the previous matrices are done.
      if (plan.buffers == 1 && n > 0 && !tma)
        NVVM::SyncWarpOp::create(b, loc, all);
      if (tma) {
        // The store that last read this buffer has: the one before it in
        // this copy (one store may stay in flight, the other buffer's), or
        // any of a previous copy's (issued a main loop ago).
        NVVM::CpAsyncBulkWaitGroupOp::create(b, loc, n == 0 ? 0 : 1, b.getUnitAttr());
        NVVM::SyncWarpOp::create(b, loc, all);
      }
      for (int64_t h = 0; h < 2; ++h) {
        SmallVector<Value> words;
        for (int64_t m = 0; m < 4; ++m) {
          int64_t j = 8 * jc + 4 * h + m;
          int64_t r = frag.findRegister({8 * plan.warps * i, 8 * j});
          Value lo = memref::LoadOp::create(b, loc, frag.registers, cst(r));
          Value hi = memref::LoadOp::create(b, loc, frag.registers, cst(r + 1));
          Value pair = vector::FromElementsOp::create(b, loc, pairType, ValueRange{lo, hi});
          Value word = vector::BitCastOp::create(b, loc, wordType, pair);
          words.push_back(vector::ExtractOp::create(b, loc, word, ArrayRef<int64_t>{0}));
        }
        Value chunk = add(matIdx, cst(4 * h));
        Value swizzled = arith::XOrIOp::create(b, loc, chunk, matRow);
        Value address = add(bufferBytes, add(mul(matRow, 128), mul(swizzled, 16)));
        Value ptr = LLVM::IntToPtrOp::create(
            b, loc, sharedPtr,
            arith::IndexCastUIOp::create(b, loc, b.getI64Type(), address).getResult());
        NVVM::StMatrixOp::create(b, loc, ptr, words,
                                 NVVM::MMALayoutAttr::get(ctx, NVVM::MMALayout::row),
                                 NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8),
                                 NVVM::LdStMatrixEltTypeAttr::get(ctx, NVVM::LdStMatrixEltType::B16));
      }
      if (tma) {
        // The lanes' writes become visible to the async proxy, then lane 0
        // stores the piece: 8 rows of 128 bytes, swizzled as SWIZZLE_128B
        // reads a 1024-byte-aligned buffer.
        fenceForAsyncProxy(b, loc);
        NVVM::SyncWarpOp::create(b, loc, all);
        Value row = add(dst.offsets[0], add(mul(rowWarp, 8), cst(8 * plan.warps * i)));
        Value col = add(dst.offsets[1], add(groupCol, cst(64 * jc)));
        SmallVector<Value> coords{col, row};
        if (matrix)
          coords.push_back(matrix);
        for (Value &c : coords)
          c = arith::IndexCastOp::create(b, loc, b.getI32Type(), c);
        Value piece = LLVM::IntToPtrOp::create(
            b, loc, sharedPtr,
            arith::IndexCastUIOp::create(b, loc, b.getI64Type(), bufferBytes).getResult());
        NVVM::CpAsyncBulkTensorSharedCTAToGlobalOp::create(
            b, loc, tmaMapPointers[tma->map], piece, coords, /*l2CacheHint=*/Value(),
            NVVM::TMAStoreMode::TILE, leader);
        NVVM::CpAsyncBulkCommitGroupOp::create(b, loc);
        continue;
      }
      NVVM::SyncWarpOp::create(b, loc, all);
      for (int64_t q = 0; q < 2; ++q) {
        Value row = add(readRow, cst(4 * q));
        Value swizzled = arith::XOrIOp::create(b, loc, readChunk, row);
        Value v = vector::LoadOp::create(
            b, loc, rowType, plan.scratch,
            ValueRange{add(warpRow, add(row, cst(8 * buffer))), mul(swizzled, 8)},
            /*nontemporal=*/false, llvm::MaybeAlign(16));
        Value tileRow = add(add(mul(rowWarp, 8), row), cst(8 * plan.warps * i));
        Value tileCol = add(add(mul(readChunk, 8), groupCol), cst(64 * jc));
        vector::StoreOp::create(b, loc, v, dst.memory,
                                ValueRange{add(dst.offsets[0], tileRow), add(dst.offsets[1], tileCol)},
                                /*nontemporal=*/false, llvm::MaybeAlign(16));
      }
    }
  }
}
