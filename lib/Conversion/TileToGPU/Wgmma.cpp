//===- Wgmma.cpp - tile.gemm on wgmma -------------------------------------===//
//
// tile.gemm on wgmma.mma_async (sm_90a).
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "tile/Analysis/WgmmaFit.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// C += A x B with wgmma.mma_async (sm_90a), for an accumulator in the
/// #tile.mma<version = 3> layout: each warpgroup issues, per k step of the
/// chip's instruction for the operand types (Chip.h: 16 deep for 16-bit
/// types, 32 for 8-bit floats, 32 bytes of a row either way), one
/// m64nNkK instruction per 64 of its rows (N = the accumulator's width).
/// Rows and panels are counted in bytes: 8-bit operands must be K-major. A comes from shared memory through a matrix
/// descriptor (K-major, 128-byte swizzled rows in warpgroup order,
/// #tile.swizzle warpgroup_rows: the rows of the warpgroup's instruction j
/// form the 8 KB slab j of each 64-column panel) or from registers (a
/// fragment distributed like the accumulator: its registers are the
/// m16n8k16 A operands of the warp's rows, as for mma.sync); with
/// transpose_a ([K, M]) it is M-major in 128-byte column panels, as an
/// N-major B, each instruction's 64 rows one panel, its 8-column groups
/// in warpgroup order (#tile.swizzle warpgroup_cols). B is N-major
/// in 128-byte column panels ([K, N], #tile.swizzle panels) or, with
/// transpose_b, K-major ([N, K], 64-column panels). The accumulator
/// registers are the instruction's: register 4 t + i of an m64nN
/// instruction is element i of the m16n8 piece t of mma.sync, which
/// version 3 keeps (TileAttrs.td).
LogicalResult KernelLowering::lowerWgmma(GemmOp op, const Fragment &acc) {
  auto layout = cast<MmaLayoutAttr>(acc.layout);
  // W warps along M in each of G column groups (warpgroups along N): group
  // g's instructions span its nI columns, from g nI.
  int64_t warps = layout.getWarpsPerBlock()[0];
  int64_t groups = layout.getColumnGroups();
  int64_t n = acc.shape[1];
  int64_t nI = n / groups;
  if (!chip.wgmma)
    return op.emitOpError() << "the accumulator's layout " << acc.layout
                            << " needs wgmma, which " << chip.name
                            << " lacks; use #tile.mma<version = 2> (or run "
                               "tile-infer-layout with chip="
                            << chip.name << ")";
  // Each warpgroup's instruction spans its column group.
  if (layout.getInstrShape()[1] * groups != n)
    return op.emitOpError() << "the accumulator's layout " << acc.layout
                            << " gives instructions " << layout.getInstrShape()[1]
                            << " wide, but the accumulator has " << n << " columns"
                            << (groups > 1 ? " in " + std::to_string(groups) + " groups" : "")
                            << ": wgmma's instrShape is [64, N, 16] with N the "
                               "accumulator's width over its column groups";
  auto aType = cast<MemRefType>(op.getA().getType());
  auto bType = cast<MemRefType>(op.getB().getType());
  Type elem = aType.getElementType();
  bool transA = op.getTransposeA(), transB = op.getTransposeB();
  int64_t k = aType.getDimSize(transA ? 0 : 1);
  int64_t elemBytes = elem.getIntOrFloatBitWidth() / 8;
  // Rows and panels in bytes: 128-byte rows (64 16-bit or 128 8-bit
  // elements), 128-byte column panels beyond them, or 64-byte rows.
  int64_t kBytes = k * elemBytes;
  auto panelBytes = [&](const SharedSwizzle &swizzle) {
    return swizzle.panelElems * elemBytes;
  };
  bool aShared = isSharedBuffer(op.getA());
  const Fragment *aRegs = nullptr;
  if (!aShared)
    if (auto it = fragments.find(op.getA()); it != fragments.end())
      aRegs = &it->second;
  // Shapes, types, warps and registers: the test tile-infer-layout chose
  // this layout by (WgmmaFit.h).
  std::string why = "its operands need static shapes";
  std::optional<WgmmaOperands> operands = getWgmmaOperands(
      op, acc.shape, cast<MemRefType>(op.getC().getType()).getElementType(), !aShared,
      numThreads, groups);
  const MmaInstruction *instr = operands ? getWgmmaFit(chip, *operands, &why) : nullptr;
  // The shared tiles' arrangement for the descriptors below.
  bool aFits = false;
  int64_t mBytes = acc.shape[0] * elemBytes;
  if (aShared && transA) {
    // [K, M]: 128-byte column panels along M, as an N-major B.
    auto aIt = swizzles.find(op.getA());
    aFits = aIt != swizzles.end() && aIt->second.warpgroupCols == warps && mBytes % 128 == 0 &&
            aIt->second.span == 8 && (mBytes == 128 || panelBytes(aIt->second) == 128);
  } else if (aShared) {
    auto aIt = swizzles.find(op.getA());
    aFits = aIt != swizzles.end() && aIt->second.warpgroupRows == warps &&
            ((kBytes % 128 == 0 && aIt->second.span == 8 &&
              (kBytes == 128 || panelBytes(aIt->second) == 128)) ||
             (kBytes == 64 && aIt->second.span == 4));
  } else {
    aFits = aRegs && haveSameDistribution(aRegs->layout, acc.layout);
  }
  auto bIt = swizzles.find(op.getB());
  int64_t panelCols = transB ? k : n; // the dimension split into panels
  // The descriptors below say the 128-byte swizzle (or the 64-byte one for
  // 64-byte rows): B must be stored that way, or wgmma reads it scrambled.
  bool bFits = bIt != swizzles.end() && bIt->second.warpgroupRows == 0 &&
               (((panelCols * elemBytes == 128 || panelBytes(bIt->second) == 128) &&
                 (panelCols * elemBytes) % 128 == 0 && bIt->second.span == 8) ||
                (transB && panelCols * elemBytes == 64 && bIt->second.span == 4));
  if (!instr || !aFits || !bFits || numThreads != 32 * warps * groups)
    return op.emitOpError()
           << "a wgmma gemm (accumulator " << acc.layout
           << ") needs operands wgmma takes (" << Chip::mmaOperandList()
           << "; 8-bit ones K-major: B as NxK with transpose_b): A of "
           << acc.shape[0] << "xK (rows a multiple of 128 bytes) in shared memory with "
           << "#tile.swizzle<bytes = 128, warpgroup_rows = " << warps
           << "> (and panels = true beyond 128 bytes), or rows of 64 bytes with "
           << "#tile.swizzle<bytes = 64, warpgroup_rows = " << warps
           << ">, or (16-bit types) KxM with transpose_a and #tile.swizzle<bytes = 128, "
              "panels = true, warpgroup_cols = "
           << warps << ">, or in a fragment distributed like the "
           << "accumulator, B of KxN (or NxK with transpose_b) with "
              "#tile.swizzle<bytes = 128, panels = true> (NxK of 64-byte rows: bytes = "
              "64), N = "
           << n << ", and every thread of the block in the warpgroups (run "
              "tile-infer-layout with chip="
           << Chip::namesWhere([](const Chip &c) { return c.wgmma; })
           << " to get these layouts)"
           << (instr ? "" : "; here " + why);
  // B's own instruction names its PTX type (e5m2 x e4m3 mixes them).
  const MmaInstruction *instrA = instr;
  const MmaInstruction *instrB = chip.findMma(
      MmaKind::Wgmma, getTypeName(bType.getElementType()), instr->accumulator);
  int64_t instrK = instr->k;

  // (Decided before this lowering adds its own accesses to the loop.) In
  // a loop that touches the accumulator nowhere else, the group stays in
  // flight until the barrier that starts the next iteration (after which
  // the tiles it reads may be refilled): the tensor cores then work while
  // the next tiles land. The loop is followed by the last wait. Branches
  // after the gemm (a persistent kernel's epilogue, taken on a tile's last
  // k step) may read the accumulator or hold barriers: each of their
  // regions starts with its own wait, so only they pay for it.
  Operation *waitBefore = nullptr;
  int64_t groupsInFlight = 0;
  SmallVector<Region *> guardedRegions;
  bool async = op.getAsync();
  if (auto loop = dyn_cast<scf::ForOp>(op->getParentOp());
      loop && !op.getClearAccum() && !aRegs && !async) {
    SmallVector<Operation *> guarded;
    for (Operation *next = op->getNextNode(); next; next = next->getNextNode())
      if (next->getNumRegions() > 0 && !isa<TileDialect>(next->getDialect()))
        guarded.push_back(next);
    bool touched = !isOnlyAccumulationInLoop(op, loop, acc, guarded);
    Operation *barrier = nullptr;
    for (Operation &inner : loop.getBody()->without_terminator()) {
      if (&inner == op.getOperation())
        break;
      if (isa<gpu::BarrierOp, WarpSyncOp>(inner)) {
        barrier = &inner;
        break;
      }
    }
    bool barrierAfter = false;
    for (Operation *next = op->getNextNode(); next; next = next->getNextNode())
      barrierAfter |=
          (next->getNumRegions() > 0 && !llvm::is_contained(guarded, next)) ||
          isa<gpu::BarrierOp, WarpSyncOp>(next) || isa<TileDialect>(next->getDialect());
    if (!touched && barrier && !barrierAfter)
      waitBefore = barrier;
    // tile-pipeline left the tiles of the previous iteration alone: only
    // that iteration's group must be done when this one is issued.
    auto pipelined = loop->getAttrOfType<PipelinedAttr>(TileDialect::kPipelinedAttrName);
    if (!touched && pipelined && pipelined.getReadsInFlight() > 0)
      groupsInFlight = 1;
    if (!touched && (waitBefore || groupsInFlight))
      for (Operation *g : guarded)
        for (Region &r : g->getRegions())
          guardedRegions.push_back(&r);
  }
  auto [prefetches, commit] = getPrefetchCopies(op);
  OpBuilder b(op);
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  auto i64 = b.getI64Type();
  auto cstI64 = [&](int64_t v) {
    return arith::ConstantIntOp::create(b, loc, i64, v).getResult();
  };
  if (!aRegs)
    noteSharedRead(op.getA());
  noteSharedRead(op.getB());
  // Matrix descriptor: start address / 16 in bits 0-13, leading byte
  // offset / 16 in 16-29, stride byte offset / 16 in 32-45, swizzle mode
  // in 62-63 (1: 128 bytes, 2: 64 bytes). Shared addresses are below
  // 2^18, so later offsets add to the start address without carrying out
  // of its field. Only the low word depends on the address: kept as a
  // 32-bit value with a constant high word, each instruction's descriptor
  // is one 32-bit add (64-bit adds of the whole descriptor cost ptxas a
  // carry chain and a move into uniform registers per wgmma).
  auto i32 = b.getI32Type();
  struct Descriptor {
    Value low;
    int64_t high;
  };
  auto descriptor = [&](Value buffer, Value byteOffset, int64_t leading,
                        int64_t stride, int64_t swizzleBytes = 128) {
    Value address = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
    if (byteOffset)
      address = arith::AddIOp::create(b, loc, address, byteOffset);
    address = arith::IndexCastUIOp::create(b, loc, i32, address);
    address = arith::AndIOp::create(
        b, loc, address, arith::ConstantIntOp::create(b, loc, i32, (1 << 18) - 1));
    address = arith::ShRUIOp::create(b, loc, address,
                                     arith::ConstantIntOp::create(b, loc, i32, 4));
    Value low = arith::OrIOp::create(
        b, loc, address, arith::ConstantIntOp::create(b, loc, i32, (leading >> 4) << 16));
    int64_t high = (stride >> 4) | (int64_t(swizzleBytes == 128 ? 1 : 2) << 30);
    return Descriptor{low, high};
  };
  int64_t rows = acc.shape[0];
  int64_t pairs = rows / (16 * warps); // instructions per warpgroup
  Value groupThreads = getConstantIndex(b, loc, 32 * warps);
  // K-major operands (A; B with transpose_b): rows 128 bytes apart (A at
  // K = 32: 64 bytes), 8-row groups 8 rows apart (the leading offset is
  // unused in swizzled K-major layouts), 64-column panels of all rows one
  // after the other; a k16 step is 32 bytes along a row. N-major B: 8-row
  // groups of a panel 1024 bytes apart, panels K x 128; a k16 step is 16
  // rows, 2048 bytes.
  auto kMajorOffset = [](int64_t kk, int64_t panelRows, int64_t rowBytes = 128) {
    int64_t steps = rowBytes / 32;
    return (kk / steps) * panelRows * rowBytes + (kk % steps) * 32;
  };
  int64_t aRowBytes = kBytes == 64 ? 64 : 128;
  // A transposed: instruction j's 64 rows of M are its own panels of K
  // rows of 128 bytes (one for 16-bit types).
  int64_t aInstrBytes = transA ? elemBytes * 64 / 128 * k * 128 : 64 * aRowBytes;
  Descriptor descA;
  if (!aRegs) {
    // Warpgroup q (along M, in its column group) starts at slab q * pairs.
    Value rowThread = groups > 1 ? arith::RemUIOp::create(b, loc, threadId, groupThreads)
                                 : threadId;
    Value warpgroup =
        arith::DivUIOp::create(b, loc, rowThread, getConstantIndex(b, loc, 128));
    Value slab = arith::MulIOp::create(
        b, loc, warpgroup, getConstantIndex(b, loc, pairs * aInstrBytes));
    descA = transA ? descriptor(op.getA(), slab, k * 128, 1024)
                   : descriptor(op.getA(), slab, 16, 8 * aRowBytes, aRowBytes);
  }
  // K-major B: rows of 128 bytes, or one panel of 64-byte rows.
  int64_t bRowBytes = transB && kBytes == 64 ? 64 : 128;
  // Column group g reads B from its first column: nI rows on (K-major), or
  // nI / 64 (16-bit) panels on (N-major).
  Value groupB;
  if (groups > 1) {
    Value group = arith::DivUIOp::create(b, loc, threadId, groupThreads);
    int64_t bytes = transB ? nI * bRowBytes : nI * elemBytes / 128 * k * 128;
    groupB = arith::MulIOp::create(b, loc, group, getConstantIndex(b, loc, bytes));
  }
  Descriptor descB = transB ? descriptor(op.getB(), groupB, 16, 8 * bRowBytes, bRowBytes)
                            : descriptor(op.getB(), groupB, k * 128, 1024);
  // The 64-bit descriptor `bytes` past `desc`.
  auto advance = [&](const Descriptor &desc, int64_t bytes) {
    Value low = desc.low;
    if (bytes)
      low = arith::AddIOp::create(b, loc, low,
                                  arith::ConstantIntOp::create(b, loc, i32, bytes >> 4));
    Value wide = arith::ExtUIOp::create(b, loc, i64, low);
    return arith::OrIOp::create(b, loc, wide, cstI64(desc.high << 32)).getResult();
  };

  // The accumulator registers of instruction j as the instruction's
  // struct of nI / 2 floats.
  int64_t reps1 = nI / 8;
  auto regOf = [&](int64_t j, int64_t t, int64_t i) {
    return ((2 * j + i / 2) * reps1 + t) * 2 + i % 2;
  };
  auto f32 = b.getF32Type();
  auto structType = LLVM::LLVMStructType::getLiteral(
      ctx, SmallVector<Type>(nI / 2, f32));
  // clear_accum: the first k16 step's instructions run with scale-d = 0
  // (D = A B) on undefined accumulators, instead of zeros moved into the
  // registers after the fence (ptxas then inserts a warpgroup.arrive of
  // its own, C7519, and in a branch it cannot prove uniform serializes the
  // wgmma, C7520).
  bool clear = op.getClearAccum();
  SmallVector<Value> accs;
  for (int64_t j = 0; j < pairs; ++j) {
    Value s = LLVM::UndefOp::create(b, loc, structType);
    for (int64_t t = 0; !clear && t < reps1; ++t)
      for (int64_t i = 0; i < 4; ++i) {
        Value v = memref::LoadOp::create(b, loc, acc.registers,
                                         getConstantIndex(b, loc, regOf(j, t, i)));
        s = LLVM::InsertValueOp::create(b, loc, s, v, ArrayRef<int64_t>{4 * t + i});
      }
    accs.push_back(s);
  }
  // A from registers, instruction j, step kk: the m16n8k16 A operand (row
  // halves h and 8-column groups 2 kk, 2 kk + 1) as four 32-bit registers.
  auto aOperand = [&](int64_t j, int64_t kk) {
    int64_t groups = k / 8;
    SmallVector<Value> regs;
    auto pairType = VectorType::get({2}, elem);
    for (auto [h, g] : {std::pair<int64_t, int64_t>{0, 2 * kk},
                        {1, 2 * kk}, {0, 2 * kk + 1}, {1, 2 * kk + 1}}) {
      SmallVector<Value> elems;
      for (int64_t e = 0; e < 2; ++e)
        elems.push_back(memref::LoadOp::create(
            b, loc, aRegs->registers,
            getConstantIndex(b, loc, ((2 * j + h) * groups + g) * 2 + e)));
      Value pair = vector::FromElementsOp::create(b, loc, pairType, elems);
      regs.push_back(LLVM::BitcastOp::create(b, loc, b.getI32Type(), pair));
    }
    return regs;
  };
  StringRef typeNameA = instrA->ptxType, typeNameB = instrB->ptxType;
  // wgmma as inline PTX, for the forms NVVM's op lacks: A from registers
  // (its op takes A from a descriptor only), and a scale-d known only at
  // run time (its op takes an attribute). `a` is A's four registers or its
  // descriptor; `scaleD` an i32 (0: D = A B), or null for `accumulate`.
  // The accumulators are tied in-out operands.
  auto inlineWgmma = [&](Value accStruct, ArrayRef<Value> a, Value descB,
                         Value scaleD, bool accumulate) {
    std::string text;
    llvm::raw_string_ostream os(text);
    int64_t outs = nI / 2;
    int64_t next = 2 * outs; // the first input after the tied accumulators
    os << "{\n.reg .pred p;\nsetp.ne.b32 p, ";
    if (scaleD)
      os << "$" << next + a.size() + 1;
    else
      os << (accumulate ? 1 : 0);
    os << ", 0;\nwgmma.mma_async.sync.aligned.m64n" << nI << "k" << instrK << ".f32."
       << typeNameA << "." << typeNameB << " {";
    for (int64_t i = 0; i < outs; ++i)
      os << (i ? ", " : "") << "$" << i;
    os << "}, ";
    if (a.size() == 4)
      os << "{$" << next << ", $" << next + 1 << ", $" << next + 2 << ", $"
         << next + 3 << "}";
    else
      os << "$" << next;
    // imm-scale-a, imm-scale-b[, imm-trans-a], imm-trans-b (B is N-major
    // unless transposed); 8-bit types take no transpose.
    os << ", $" << next + a.size() << ", p, 1, 1";
    if (!instrA->kMajorOnly)
      os << ", " << (a.size() == 4 ? "" : transA ? "1, " : "0, ") << (transB ? 0 : 1);
    os << ";\n}";
    std::string constraints = getTiedF32Constraints(outs);
    llvm::raw_string_ostream cs(constraints);
    // scale-d as a register or, once LLVM folds it to a constant (a k loop
    // it unrolls), an immediate: ptxas does not see through a register
    // holding 0, and would keep the accumulators' zeros live across the
    // fence (C7519/C7520).
    cs << (a.size() == 4 ? ",r,r,r,r" : ",l") << ",l" << (scaleD ? ",rn" : "");
    SmallVector<Value> operands;
    for (int64_t i = 0; i < outs; ++i)
      operands.push_back(LLVM::ExtractValueOp::create(b, loc, accStruct, ArrayRef<int64_t>{i}));
    operands.append(a.begin(), a.end());
    operands.push_back(descB);
    if (scaleD)
      operands.push_back(scaleD);
    return createInlinePtx(b, loc, structType, operands, text, constraints,
                           /*sideEffects=*/true)
        .getResult(0);
  };
  // clear(%first): the first step's scale-d, 0 where %first holds.
  Value firstScaleD;
  if (Value first = op.getClear())
    firstScaleD = arith::ExtUIOp::create(
        b, loc, i32,
        arith::XOrIOp::create(b, loc, first,
                              arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1)));
  auto wgmmaType = [&](StringRef name) {
    return NVVM::WGMMATypesAttr::get(ctx, *NVVM::symbolizeWGMMATypes(name));
  };
  auto typeA = wgmmaType(typeNameA), typeB = wgmmaType(typeNameB);
  // Registers of A are packed before the fence: written between two wgmma
  // they would make ptxas wait for the first.
  SmallVector<SmallVector<Value>> aOperands;
  for (int64_t kk = 0; aRegs && kk < k / instrK; ++kk)
    for (int64_t j = 0; j < pairs; ++j)
      aOperands.push_back(aOperand(j, kk));
  NVVM::WgmmaFenceAlignedOp::create(b, loc);
  for (int64_t kk = 0; kk < k / instrK; ++kk) {
    Value stepB =
        advance(descB, transB ? kMajorOffset(kk, n, bRowBytes) : kk * instrK * 128);
    bool accumulate = !clear || kk > 0;
    Value scaleD = kk == 0 ? firstScaleD : Value();
    for (int64_t j = 0; j < pairs; ++j) {
      if (aRegs) {
        accs[j] = inlineWgmma(accs[j], aOperands[kk * pairs + j], stepB, scaleD, accumulate);
        continue;
      }
      Value stepA = advance(descA, transA ? j * aInstrBytes + kk * instrK * 128
                                          : j * aInstrBytes + kMajorOffset(kk, rows, aRowBytes));
      if (scaleD) {
        accs[j] = inlineWgmma(accs[j], stepA, stepB, scaleD, accumulate);
        continue;
      }
      accs[j] = NVVM::WgmmaMmaAsyncOp::create(
          b, loc, structType, accs[j], stepA, stepB,
          NVVM::MMAShapeAttr::get(ctx, 64, nI, instrK), typeA, typeB,
          NVVM::WGMMATypesAttr::get(ctx, NVVM::WGMMATypes::f32),
          NVVM::WGMMAScaleOutAttr::get(ctx, accumulate ? NVVM::WGMMAScaleOut::one
                                                       : NVVM::WGMMAScaleOut::zero),
          NVVM::WGMMAScaleInAttr::get(ctx, NVVM::WGMMAScaleIn::one),
          NVVM::WGMMAScaleInAttr::get(ctx, NVVM::WGMMAScaleIn::one),
          NVVM::MMALayoutAttr::get(ctx, transA ? NVVM::MMALayout::col : NVVM::MMALayout::row),
          NVVM::MMALayoutAttr::get(ctx, transB ? NVVM::MMALayout::col
                                               : NVVM::MMALayout::row),
          NVVM::MMAIntOverflowAttr());
    }
  }
  Operation *wgmmaCommit = NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
  // The prefetch of later tiles issues behind the wgmma group, which the
  // tensor cores start on meanwhile.
  if (commit) {
    Operation *after = wgmmaCommit;
    for (Operation *copy : prefetches) {
      copy->moveAfter(after);
      after = copy;
    }
    commit->moveAfter(after);
  }
  // With a producer warp, a wait frees the stages its group read
  // (releaseAfterWgmmaWaits), unless a later wgmma gemm of this body,
  // issued before the next tile.async_wait, may read them too: its own
  // wait frees them then. (A later mma.sync gemm has no such wait: this
  // one must free them.)
  bool laterGemm = false;
  for (Operation *next = op->getNextNode(); next && !isa<AsyncWaitOp>(next);
       next = next->getNextNode()) {
    auto gemm = dyn_cast<GemmOp>(next);
    auto it = gemm ? fragments.find(gemm.getC()) : fragments.end();
    auto layout = it != fragments.end() ? dyn_cast<MmaLayoutAttr>(it->second.layout)
                                        : MmaLayoutAttr();
    laterGemm |= layout && layout.getVersion() == 3;
  }
  auto waitGroups = [&](OpBuilder &wb, int64_t pending) {
    auto wait = NVVM::WgmmaWaitGroupSyncOp::create(wb, loc, pending);
    if (laterGemm)
      keepStageWaits.insert(wait);
  };
  for (Region *r : guardedRegions) {
    for (Block &block : *r) {
      OpBuilder gb(&block, block.begin());
      waitGroups(gb, 0);
    }
  }
  if (groupsInFlight) {
    waitGroups(b, groupsInFlight);
    OpBuilder wb(op->getParentOp()->getContext());
    wb.setInsertionPointAfter(op->getParentOp());
    waitGroups(wb, 0);
  } else if (waitBefore) {
    OpBuilder wb(waitBefore);
    waitGroups(wb, 0);
    wb.setInsertionPointAfter(op->getParentOp());
    waitGroups(wb, 0);
  } else if (!async) {
    // (An asynchronous group is completed by the kernel's tile.gemm_wait.)
    waitGroups(b, 0);
  }
  for (int64_t j = 0; j < pairs; ++j)
    for (int64_t t = 0; t < reps1; ++t)
      for (int64_t i = 0; i < 4; ++i) {
        Value v = LLVM::ExtractValueOp::create(b, loc, accs[j],
                                               ArrayRef<int64_t>{4 * t + i});
        memref::StoreOp::create(b, loc, v, acc.registers,
                                getConstantIndex(b, loc, regOf(j, t, i)));
      }
  op.erase();
  return success();
}
