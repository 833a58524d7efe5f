//===- MmaSync.cpp - tile.gemm on mma.sync --------------------------------===//
//
// tile.gemm on mma.sync (sm_80 and later): ldmatrix and m16n8k16.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// mma.sync.m16n8k16 on bf16 operands, straight in NVVM: MLIR 22's
/// nvgpu.mma.sync lowering deduces f16 only. Each row of the ldmatrix
/// results (two bf16) is one 32-bit register of the instruction.
static Value emitBF16Mma(OpBuilder &b, Location loc, Value a, Value bFrag,
                         Value c) {
  auto i32 = b.getI32Type();
  auto asRegisters = [&](Value frag) {
    SmallVector<Value> regs;
    int64_t rows = cast<VectorType>(frag.getType()).getDimSize(0);
    for (int64_t r = 0; r < rows; ++r) {
      Value pair = vector::ExtractOp::create(b, loc, frag, ArrayRef<int64_t>{r});
      Value word = vector::BitCastOp::create(b, loc, VectorType::get({1}, i32), pair);
      regs.push_back(vector::ExtractOp::create(b, loc, word, ArrayRef<int64_t>{0}));
    }
    return regs;
  };
  SmallVector<Value> accs;
  for (int64_t i = 0; i < 4; ++i)
    accs.push_back(vector::ExtractOp::create(b, loc, c, ArrayRef<int64_t>{i / 2, i % 2}));
  auto f32 = b.getF32Type();
  auto resultType = LLVM::LLVMStructType::getLiteral(b.getContext(), {f32, f32, f32, f32});
  auto mma = NVVM::MmaOp::create(
      b, loc, resultType, asRegisters(a), asRegisters(bFrag), accs,
      ArrayRef<int64_t>{16, 8, 16}, std::nullopt, std::nullopt,
      std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::bf16, NVVM::MMATypes::bf16},
      std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row, NVVM::MMALayout::col});
  SmallVector<Value> results;
  for (int64_t i = 0; i < 4; ++i)
    results.push_back(LLVM::ExtractValueOp::create(b, loc, mma, ArrayRef<int64_t>{i}));
  return vector::FromElementsOp::create(b, loc, c.getType(), results);
}

/// Whether the last k step of `op` can wait for the next iteration: the
/// gemm sits directly in an scf.for that reads and writes its accumulator
/// nowhere else, so nothing observes the partial sum between two
/// iterations. If so, makes the registers that carry the step's operands,
/// zeroes them before the loop (the first iteration then adds 0) and
/// returns them; lowerGemm flushes the last deferred step after the loop.
std::optional<DeferredStep>
KernelLowering::deferLastStep(GemmOp op, const Fragment &acc, int64_t rows,
                              int64_t cols) {
  auto loop = dyn_cast<scf::ForOp>(op->getParentOp());
  if (!loop || op.getClearAccum() || op.getClear())
    return std::nullopt;
  if (!isOnlyAccumulationInLoop(op, loop, acc))
    return std::nullopt;
  Type elem = cast<MemRefType>(op.getA().getType()).getElementType();
  Location loc = op.getLoc();
  DeferredStep step;
  step.rows = rows;
  step.cols = cols;
  {
    // Allocas in the entry block, where LLVM promotes them to registers.
    OpBuilder b(kernel.getBody());
    b.setInsertionPointAfterValue(threadId);
    step.aRegs = memref::AllocaOp::create(b, loc, MemRefType::get({rows * 8}, elem));
    step.bRegs = memref::AllocaOp::create(b, loc, MemRefType::get({cols * 4}, elem));
  }
  OpBuilder b(loop);
  Value zero = arith::ConstantOp::create(b, loc, elem, b.getZeroAttr(elem));
  for (auto [regs, n] : {std::pair<Value, int64_t>{step.aRegs, rows * 8},
                         {step.bRegs, cols * 4}})
    for (int64_t i = 0; i < n; ++i)
      memref::StoreOp::create(b, loc, zero, regs, getConstantIndex(b, loc, i));
  return step;
}

/// C += A x B on the tensor cores. The accumulator's #tile.mma layout is a
/// blocked one whose consecutive row repetitions are the two 8-row halves of
/// an m16n8 instruction (MmaLayoutAttr::toBlocked). For every 16-deep k step
/// each warp loads, per instruction row, A's 16x16 piece with one
/// ldmatrix.x4 and, per pair of instruction columns, B's two 16x8 pieces
/// with one ldmatrix.x4 (.trans when the operand's contiguous dimension is
/// not K), then issues one mma.sync.m16n8k16 per 16x8 accumulator piece.
/// The accumulators stay in registers across the k steps.
LogicalResult KernelLowering::lowerMmaSync(GemmOp op, const Fragment &acc) {
  // The chip's MMA table names the operand types mma.sync takes (not the
  // 8-bit floats, which only wgmma reads).
  for (Value operand : {op.getA(), op.getB()}) {
    Type elem = cast<MemRefType>(operand.getType()).getElementType();
    if (!chip.findMma(MmaKind::MmaSync, getTypeName(elem), "f32"))
      return op.emitOpError() << "the accumulator's layout " << acc.layout
                              << " is mma.sync's, which does not take " << elem
                              << " operands; let tile-infer-layout (chip="
                              << Chip::namesWhere([&](const Chip &c) {
                                   return c.findMma(MmaKind::Wgmma, getTypeName(elem), "f32");
                                 })
                              << ") give it wgmma's layout";
  }
  // A from registers: the fragment must be distributed exactly as the
  // accumulator (same #tile.mma layout, every warp along M), so that its
  // accumulator-shaped registers are the A operand's (see below).
  const Fragment *aRegs = nullptr;
  if (!isSharedBuffer(op.getA())) {
    auto aIt = fragments.find(op.getA());
    auto accLayout = cast<MmaLayoutAttr>(acc.layout);
    if (aIt == fragments.end() ||
        !haveSameDistribution(aIt->second.layout, acc.layout) ||
        accLayout.getWarpsPerBlock()[1] != 1 || op.getTransposeA())
      return op.emitOpError()
             << "an A operand in registers must be a fragment with the "
                "accumulator's layout "
             << acc.layout
             << ", every warp along M (warpsPerBlock = [W, 1]) and no "
                "transpose_a; stage A in shared memory otherwise";
    aRegs = &aIt->second;
  }
  auto aType = cast<MemRefType>(op.getA().getType());
  bool transA = op.getTransposeA(), transB = op.getTransposeB();
  int64_t k = transA ? aType.getDimSize(0) : aType.getDimSize(1);
  SmallVector<int64_t> tile = acc.base.getBlockTile();
  int64_t reps0 = acc.shape[0] / tile[0], reps1 = acc.shape[1] / tile[1];
  if (reps0 % 2 || k % 16)
    return op.emitOpError() << "the accumulator rows must cover whole 16-row "
                               "instructions per warp and K must be a "
                               "multiple of 16";
  // The cp.async copies issued since the last barrier (a pipelined loop's
  // prefetch, for other buffers) move in among the k steps: issued all
  // before the first ldmatrix they would queue ahead of it in the memory
  // pipeline and leave the tensor cores idle.
  auto [prefetches, commit] = getPrefetchCopies(op);
  Type elem = aType.getElementType();
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto cst = [&](int64_t v) { return getConstantIndex(b, loc, v); };
  auto add = [&](Value x, Value y) { return arith::AddIOp::create(b, loc, x, y).getResult(); };
  auto mul = [&](Value x, int64_t c) {
    return c == 1 ? x : arith::MulIOp::create(b, loc, x, cst(c)).getResult();
  };
  const ThreadCoords &tc = getThreadCoords(acc.base);
  Value warpM = tc.warp[0], warpN = tc.warp[1];
  Value lane = arith::RemUIOp::create(b, loc, threadId, cst(32));
  // ldmatrix: lane l gives row l % 8 of 8x8 matrix l / 8.
  Value quad = arith::DivUIOp::create(b, loc, lane, cst(8));
  Value row = arith::RemUIOp::create(b, loc, lane, cst(8));
  Value quadLow = arith::RemUIOp::create(b, loc, quad, cst(2));
  Value quadHigh = arith::DivUIOp::create(b, loc, quad, cst(2));
  if (!aRegs)
    noteSharedRead(op.getA());
  noteSharedRead(op.getB());

  int64_t instrM = reps0 / 2, instrN = reps1;
  // In a loop that touches the accumulator nowhere else, the last k step's
  // mma.sync is deferred to the next iteration, right after that
  // iteration's first ldmatrix (and to a flush after the loop): the
  // operands wait in registers, and the tensor cores have work while the
  // first fragments of the next tile load after the loop's barrier.
  // (Decided before this lowering adds its own accesses to the loop.)
  std::optional<DeferredStep> deferred = deferLastStep(op, acc, instrM, instrN);
  auto accType = VectorType::get({2, 2}, b.getF32Type());
  auto regOf = [&](int64_t im, int64_t in, int64_t i) {
    return ((2 * im + i / 2) * reps1 + in) * 2 + i % 2;
  };
  auto loadAcc = [&](OpBuilder &ab, int64_t im, int64_t in) -> Value {
    SmallVector<Value> elems;
    for (int64_t i = 0; i < 4; ++i)
      elems.push_back(memref::LoadOp::create(
          ab, loc, acc.registers, getConstantIndex(ab, loc, regOf(im, in, i))));
    return vector::FromElementsOp::create(ab, loc, accType, elems);
  };
  auto storeAcc = [&](OpBuilder &ab, int64_t im, int64_t in, Value c) {
    for (int64_t i = 0; i < 4; ++i) {
      Value v = vector::ExtractOp::create(ab, loc, c, ArrayRef<int64_t>{i / 2, i % 2});
      memref::StoreOp::create(ab, loc, v, acc.registers,
                              getConstantIndex(ab, loc, regOf(im, in, i)));
    }
  };
  SmallVector<Value> accs;
  Value zero = arith::ConstantOp::create(b, loc, accType, b.getZeroAttr(accType));
  for (int64_t im = 0; im < instrM; ++im)
    for (int64_t in = 0; in < instrN; ++in) {
      Value c = op.getClearAccum() ? zero : loadAcc(b, im, in);
      if (Value first = op.getClear())
        c = arith::SelectOp::create(b, loc, first, zero, c);
      accs.push_back(c);
    }

  auto ldmatrix = [&](Value buffer, Value i0, Value i1, bool transpose,
                      int64_t tiles) {
    if (auto it = swizzles.find(buffer); it != swizzles.end()) {
      SmallVector<Value> idx{i0, i1};
      it->second.apply(b, loc, idx);
      i0 = idx[0];
      i1 = idx[1];
    }
    auto type = VectorType::get({tiles, 2}, elem);
    return nvgpu::LdMatrixOp::create(b, loc, type, buffer, ValueRange{i0, i1},
                                     transpose, tiles)
        .getResult();
  };
  // The fragments of one 16-deep k step: A's per instruction row, B's per
  // instruction column.
  auto loadStep = [&](int64_t kk, SmallVector<Value> &aFrags,
                      SmallVector<Value> &bFrags) {
    // A from registers: the accumulator layout holds, per 8-row half h
    // and 8-column group j, the pair (row g + 8 h, columns 2 t, 2 t + 1) of
    // an m16n8 tile; the m16n8k16 A operand of step kk is the pairs (h, j) =
    // (0, 2 kk), (1, 2 kk), (0, 2 kk + 1), (1, 2 kk + 1), in that order (PTX
    // ISA, mma.m16n8k16 fragment layouts).
    if (aRegs) {
      int64_t groups = aRegs->shape[1] / tile[1];
      auto vecType = VectorType::get({4, 2}, elem);
      for (int64_t im = 0; im < instrM; ++im) {
        SmallVector<Value> elems;
        for (auto [h, j] : {std::pair<int64_t, int64_t>{0, 2 * kk},
                            {1, 2 * kk}, {0, 2 * kk + 1}, {1, 2 * kk + 1}})
          for (int64_t e = 0; e < 2; ++e)
            elems.push_back(memref::LoadOp::create(
                b, loc, aRegs->registers,
                cst(((2 * im + h) * groups + j) * 2 + e)));
        aFrags.push_back(vector::FromElementsOp::create(b, loc, vecType, elems));
      }
    }
    // A: rows of instruction row im are 8 x warpM + tile0 x (2 im + half).
    for (int64_t im = 0; !aRegs && im < instrM; ++im) {
      Value rowBase = add(mul(warpM, 8), mul(quadLow, tile[0]));
      rowBase = add(rowBase, cst(tile[0] * 2 * im));
      Value kBase = add(cst(kk * 16), mul(quadHigh, 8));
      aFrags.push_back(transA ? ldmatrix(op.getA(), add(kBase, row), rowBase,
                                         /*transpose=*/true, 4)
                              : ldmatrix(op.getA(), add(rowBase, row), kBase,
                                         /*transpose=*/false, 4));
    }
    // B: columns of instruction column in are 8 x warpN + tile1 x in.
    for (int64_t in = 0; in < instrN; in += 2) {
      bool pair = in + 1 < instrN;
      Value colBase = add(mul(warpN, 8), cst(tile[1] * in));
      if (pair)
        colBase = add(colBase, mul(quadHigh, tile[1]));
      Value kBase = add(cst(kk * 16), mul(quadLow, 8));
      Value frag = transB ? ldmatrix(op.getB(), add(colBase, row), kBase,
                                     /*transpose=*/false, pair ? 4 : 2)
                          : ldmatrix(op.getB(), add(kBase, row), colBase,
                                     /*transpose=*/true, pair ? 4 : 2);
      if (!pair) {
        bFrags.push_back(frag);
        continue;
      }
      // Rows 0-1 feed instruction column in, rows 2-3 column in + 1 (row
      // by row: 2-d strided slices do not lower to LLVM directly).
      auto halfType = VectorType::get({2, 2}, elem);
      for (int64_t p = 0; p < 2; ++p) {
        Value half = arith::ConstantOp::create(b, loc, halfType, b.getZeroAttr(halfType));
        for (int64_t rr = 0; rr < 2; ++rr) {
          Value rowVec = vector::ExtractOp::create(b, loc, frag, ArrayRef<int64_t>{2 * p + rr});
          half = vector::InsertOp::create(b, loc, rowVec, half, ArrayRef<int64_t>{rr});
        }
        bFrags.push_back(half);
      }
    }
  };
  int64_t steps = k / 16;
  size_t moved = 0;
  auto mmaWith = [&](OpBuilder &mb, Value a, Value bFrag, Value c) {
    return elem.isF16() ? nvgpu::MmaSyncOp::create(mb, loc, a, bFrag, c,
                                                   ArrayRef<int64_t>{16, 8, 16})
                              .getResult()
                        : emitBF16Mma(mb, loc, a, bFrag, c);
  };
  auto mma = [&](Value a, Value bFrag, Value c) { return mmaWith(b, a, bFrag, c); };
  // Fragments of step kk + 1 load while step kk's mma.sync run.
  SmallVector<Value> aFrags, bFrags;
  loadStep(0, aFrags, bFrags);
  if (deferred) {
    auto [dA, dB] = deferred->load(b, loc);
    for (int64_t im = 0; im < instrM; ++im)
      for (int64_t in = 0; in < instrN; ++in) {
        Value &c = accs[im * instrN + in];
        c = mma(dA[im], dB[in], c);
      }
  }
  for (int64_t kk = 0; kk < steps; ++kk) {
    SmallVector<Value> aNext, bNext;
    if (kk + 1 < steps)
      loadStep(kk + 1, aNext, bNext);
    // This step's share of the prefetch copies.
    size_t share = llvm::divideCeil(prefetches.size() * (kk + 1),
                                    std::max<int64_t>(1, steps - 1));
    for (; moved < std::min(share, prefetches.size()); ++moved)
      prefetches[moved]->moveBefore(b.getInsertionBlock(), b.getInsertionPoint());
    if (commit && moved == prefetches.size()) {
      commit->moveBefore(b.getInsertionBlock(), b.getInsertionPoint());
      commit = nullptr;
    }
    if (deferred && kk + 1 == steps) {
      deferred->store(b, loc, aFrags, bFrags);
      break;
    }
    for (int64_t im = 0; im < instrM; ++im)
      for (int64_t in = 0; in < instrN; ++in) {
        Value &c = accs[im * instrN + in];
        c = mma(aFrags[im], bFrags[in], c);
      }
    aFrags = std::move(aNext);
    bFrags = std::move(bNext);
  }
  for (int64_t im = 0; im < instrM; ++im)
    for (int64_t in = 0; in < instrN; ++in)
      storeAcc(b, im, in, accs[im * instrN + in]);
  if (deferred) {
    // The last iteration's deferred step.
    OpBuilder fb(op->getParentOp()->getContext());
    fb.setInsertionPointAfter(op->getParentOp());
    auto [dA, dB] = deferred->load(fb, loc);
    for (int64_t im = 0; im < instrM; ++im)
      for (int64_t in = 0; in < instrN; ++in)
        storeAcc(fb, im, in, mmaWith(fb, dA[im], dB[in], loadAcc(fb, im, in)));
  }
  op.erase();
  return success();
}
