//===- Reduce.cpp - tile.reduce -------------------------------------------===//
//
// tile.reduce: in-thread trees, shuffles and a cross-warp scratch.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

Value lowering::combineReduction(OpBuilder &b, Location loc, ReduceKind kind, Value x,
                                Value y) {
  bool isFloat = isa<FloatType>(getElementTypeOrSelf(x.getType()));
  switch (kind) {
  case ReduceKind::Max:
  case ReduceKind::AbsMax:
    return isFloat ? arith::MaxNumFOp::create(b, loc, x, y).getResult()
                   : arith::MaxSIOp::create(b, loc, x, y).getResult();
  case ReduceKind::Min:
    return isFloat ? arith::MinNumFOp::create(b, loc, x, y).getResult()
                   : arith::MinSIOp::create(b, loc, x, y).getResult();
  case ReduceKind::Sum:
    return isFloat ? arith::AddFOp::create(b, loc, x, y).getResult()
                   : arith::AddIOp::create(b, loc, x, y).getResult();
  }
  llvm_unreachable("unknown reduction kind");
}

/// Reduces along one dimension of a blocked fragment into its slice: first
/// each thread over its own registers, then across the lanes that split the
/// dimension with butterfly shuffles (every lane ends with the result), then
/// across the warps that split it through shared memory. The result lands
/// replicated in the destination's slice layout, ready for broadcasts.
LogicalResult KernelLowering::lowerReduce(ReduceOp op) {
  auto srcIt = fragments.find(op.getSrc());
  auto dstIt = fragments.find(op.getDst());
  if (srcIt == fragments.end() || dstIt == fragments.end())
    return op.emitOpError() << "reductions of local buffers are not lowered "
                               "yet; reduce fragments";
  const Fragment &src = srcIt->second, &dst = dstIt->second;
  int64_t d = op.getDim();
  auto slice = dyn_cast<SliceLayoutAttr>(dst.layout);
  if (src.groupThreads)
    return op.emitOpError() << "reduces an accumulator whose warpgroups split its columns ("
                            << src.layout
                            << "), which has no slices; copy it into a fragment of a "
                               "blocked layout first, or give the gemm's block one "
                               "warpgroup per 64 rows";
  if (!slice || slice.getParent() != src.base || slice.getDim() != d)
    return op.emitOpError() << "the destination's layout " << dst.layout
                            << " must be the source's layout sliced along "
                               "dim "
                            << d << " (run tile-infer-layout)";
  Type elem = cast<MemRefType>(src.registers.getType()).getElementType();
  if (!elem.isF32() && !elem.isF64() && !elem.isSignlessInteger(32) &&
      !elem.isSignlessInteger(64))
    return op.emitOpError() << "reductions of " << elem
                            << " are not lowered; reduce in f32 (convert in "
                               "a tile.parallel first)";
  BlockedLayoutAttr layout = src.base;
  OpBuilder b(op);
  Location loc = op.getLoc();
  ReduceKind kind = op.getKind();

  // Within the thread, as a balanced tree: log2(n) dependent steps instead
  // of n - 1 keeps the block's critical path short.
  SmallVector<SmallVector<Value>> partials(dst.numRegisters);
  for (int64_t r = 0; r < src.numRegisters; ++r) {
    Value v = memref::LoadOp::create(b, loc, src.registers,
                                     getConstantIndex(b, loc, r));
    if (kind == ReduceKind::AbsMax)
      v = isa<FloatType>(elem) ? math::AbsFOp::create(b, loc, v).getResult()
                               : math::AbsIOp::create(b, loc, v).getResult();
    SmallVector<int64_t> o(src.registerOffsets[r]);
    o.erase(o.begin() + d);
    partials[dst.findRegister(o)].push_back(v);
  }
  SmallVector<Value> acc;
  for (SmallVector<Value> &values : partials) {
    while (values.size() > 1) {
      SmallVector<Value> next;
      for (size_t i = 0; i + 1 < values.size(); i += 2)
        next.push_back(combineReduction(b, loc, kind, values[i], values[i + 1]));
      if (values.size() % 2)
        next.push_back(values.back());
      values = std::move(next);
    }
    acc.push_back(values.front());
  }

  // Across the lanes that split `d`: their lane ids differ in the bits
  // above the dimensions that vary faster.
  int64_t lanes = layout.getThreadsPerWarp()[d];
  int64_t stride = 1;
  for (int64_t o : layout.getOrder()) {
    if (o == d)
      break;
    stride *= layout.getThreadsPerWarp()[o];
  }
  // A butterfly over `count` lanes along `d` (xor of the lane bits that
  // `d` owns): every lane ends with the combination of all of them.
  auto butterfly = [&](Value v, int64_t count) {
    Value width = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 32);
    for (int64_t mask = stride; mask < stride * count; mask *= 2) {
      Value m = arith::ConstantIntOp::create(b, loc, b.getI32Type(), mask);
      auto shfl = gpu::ShuffleOp::create(b, loc, v, m, width,
                                         gpu::ShuffleMode::XOR);
      v = combineReduction(b, loc, kind, v, shfl.getShuffleResult());
    }
    return v;
  };
  if (lanes > 1) {
    if (!llvm::isPowerOf2_64(lanes))
      return op.emitOpError() << "cannot shuffle across " << lanes
                              << " lanes (not a power of two)";
    for (Value &a : acc)
      a = butterfly(a, lanes);
  }

  // Across the warps that split `d`: lane 0 of each (along `d`) writes its
  // partials, then every thread combines the ones it needs.
  int64_t warps = layout.getWarpsPerBlock()[d];
  if (warps > 1) {
    int64_t numel = 1;
    for (int64_t n : dst.shape)
      numel *= n;
    // Rows for a power of two of warps: LLVM reads three warps' partials
    // as one 16-byte vector, which must not pass the end of the buffer.
    Value scratch = allocateShared(
        b, loc, MemRefType::get({int64_t(llvm::PowerOf2Ceil(warps)), numel}, elem));
    // A copy: getCoordinates below may insert into the map it lives in.
    const ThreadCoords tc = getThreadCoords(layout);
    SmallVector<int64_t> strides = getStrides(dst.shape);
    auto linear = [&](OpBuilder &ib, int64_t k) {
      Value lin = getConstantIndex(ib, loc, 0);
      for (auto [c, st] : llvm::zip(getCoordinates(ib, loc, dst, k), strides))
        lin = arith::AddIOp::create(
            ib, loc, lin,
            arith::MulIOp::create(ib, loc, c, getConstantIndex(ib, loc, st)));
      return lin;
    };
    beforeSharedWrite(b, op, {scratch});
    Value leader = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         tc.lane[d], getConstantIndex(b, loc, 0));
    auto ifOp = scf::IfOp::create(b, loc, leader, /*withElse=*/false);
    {
      OpBuilder tb = ifOp.getThenBodyBuilder();
      for (int64_t k = 0; k < dst.numRegisters; ++k)
        memref::StoreOp::create(tb, loc, acc[k], scratch,
                                ValueRange{tc.warp[d], linear(tb, k)});
    }
    afterSharedWrite(b, loc);
    noteSharedRead(scratch);
    if (lanes >= warps && llvm::isPowerOf2_64(warps)) {
      // Lane i (along `d`) reads warp i % warps's partial, and a butterfly
      // over the lowest log2(warps) lane bits combines them: one load and
      // log2(warps) shuffles per register, instead of `warps` loads and a
      // chain of warps - 1 combinations (Triton's arrangement). Only for a
      // power of two: with three warps, lanes 0-3 hold warps 0, 1, 2, 0 and
      // the butterfly counted warp 0 twice.
      Value mine = arith::RemUIOp::create(b, loc, tc.lane[d],
                                          getConstantIndex(b, loc, warps));
      for (int64_t k = 0; k < dst.numRegisters; ++k) {
        Value v = memref::LoadOp::create(b, loc, scratch,
                                         ValueRange{mine, linear(b, k)});
        acc[k] = butterfly(v, warps);
      }
    } else {
      for (int64_t k = 0; k < dst.numRegisters; ++k) {
        Value lin = linear(b, k);
        Value total;
        for (int64_t w = 0; w < warps; ++w) {
          Value v = memref::LoadOp::create(
              b, loc, scratch, ValueRange{getConstantIndex(b, loc, w), lin});
          total = total ? combineReduction(b, loc, kind, total, v) : v;
        }
        acc[k] = total;
      }
    }
  }

  for (int64_t k = 0; k < dst.numRegisters; ++k) {
    Value reg = getConstantIndex(b, loc, k);
    Value v = acc[k];
    if (!op.getClear())
      v = combineReduction(b, loc, kind,
                  memref::LoadOp::create(b, loc, dst.registers, reg), v);
    memref::StoreOp::create(b, loc, v, dst.registers, reg);
  }
  op.erase();
  return success();
}
