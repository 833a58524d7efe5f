//===- Copy.cpp - tile.copy, tile.fill, the copy emitter ------------------===//
//
// tile.copy and tile.fill, and the copy emitter both use.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

LogicalResult KernelLowering::lowerCopy(CopyOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  MemRefType tileType = op.getTileType();
  if (!tileType.hasStaticShape())
    return op.emitOpError() << "the tile " << tileType
                            << " must have a static shape (bind its "
                               "parameters with tile-specialize)";
  ArrayRef<int64_t> shape = tileType.getShape();
  for (Value v : {op.getSrc(), op.getDst()}) {
    auto type = cast<MemRefType>(v.getType());
    // Global buffers may have run-time extents (tile-specialize NAME=dynamic).
    if (!fragments.count(v) &&
        ((!type.hasStaticShape() && isSharedBuffer(v)) || !type.isLastDimUnitStride()))
      return op.emitOpError() << "buffer " << type
                              << " must have unit stride in its last dimension (and a "
                                 "static shape in shared memory)";
  }
  for (Value v : {op.getSrc(), op.getDst()})
    if (v.getDefiningOp<memref::AllocaOp>() && !fragments.count(v))
      return op.emitOpError() << "copies to or from local buffers are not "
                                 "lowered yet (each thread would need its own "
                                 "whole copy); load and store their elements";
  if (auto it = tmaCopies.find(op); it != tmaCopies.end())
    return lowerTmaCopy(op, it->second);
  WindowProof proof = proofs.lookup(op);
  Endpoint src = makeEndpoint(b, loc, op.getSrc(), op.getSrcOffsets(), shape, proof.src);
  Endpoint dst = makeEndpoint(b, loc, op.getDst(), op.getDstOffsets(), shape, proof.dst);

  // The copy is distributed like the fragment it touches, or spread evenly
  // (over the first `active` threads when it cannot use them all).
  std::optional<Fragment> iter;
  int64_t active = numThreads;
  if (src.fragment && dst.fragment) {
    if (!haveSameDistribution(src.fragment->layout, dst.fragment->layout))
      return lowerLayoutConversion(op, src, dst);
    iter = *src.fragment;
  } else if (src.fragment || dst.fragment) {
    iter = *(src.fragment ? src.fragment : dst.fragment);
  } else {
    // Rows that start at narrow multiples move in narrow accesses: lanes
    // then take consecutive runs (BlockedLayoutAttr::chooseFor).
    int64_t width = 0;
    for (const Endpoint *e : {&src, &dst})
      if (!isSharedBuffer(e->memory) && e->type.getRank() >= 2) {
        int64_t rows = getRowAlignment(e->memory);
        width = width ? std::min(width, rows) : rows;
      }
    iter = getDistribution(op, shape, tileType.getElementType(), &active, width);
    if (!iter)
      return failure();
  }
  if (auto it = tmaStores.find(op); it != tmaStores.end())
    return lowerTmaStore(op, src, dst, *iter, it->second);
  // A builder for the copy's own accesses: inside `if thread < active`
  // for a partial distribution, and for a store of a replicated (slice)
  // fragment inside `if` this thread holds the first copy (its barriers
  // stay outside).
  auto guarded = [&]() -> OpBuilder {
    Value issue;
    if (src.fragment && dst.memory)
      issue = holdsFirstCopy(b, loc, *src.fragment);
    if (active != numThreads) {
      Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, threadId,
                                            getConstantIndex(b, loc, active));
      issue = issue ? arith::AndIOp::create(b, loc, issue, inRange).getResult() : inRange;
    }
    if (!issue)
      return b;
    return scf::IfOp::create(b, loc, issue, /*withElseRegion=*/false).getThenBodyBuilder();
  };
  if (op.getAsync()) {
    int64_t elemBytes = llvm::divideCeil(src.type.getElementTypeBitWidth(), 8);
    int64_t chunk = getVectorWidth(*iter, src, dst) * elemBytes;
    if (chunk == 4 || chunk == 8 || chunk == 16) {
      if (active != numThreads)
        op->moveBefore(guarded().getInsertionBlock()->getTerminator());
      return lowerAsyncCopy(op, src, dst, *iter);
    }
    // cp.async moves 4, 8 or 16 bytes: rows whose pitch or window start is
    // not 4-byte aligned (an odd number of f16 columns, say K = 999), or a
    // run-time pitch with no stated multiple, are copied synchronously
    // instead, with the barriers of a shared write. The kernel loses its
    // pipeline there, so the user hears why.
    if (copiesWithoutCpAsync.insert(op.getLoc()).second) {
      const Endpoint &global = src.memory && !isSharedBuffer(src.memory) ? src : dst;
      bool runTimePitch = false;
      if (global.memory) {
        auto [strides, offset] = global.type.getStridesAndOffset();
        for (int64_t stride : ArrayRef<int64_t>(strides).drop_back())
          runTimePitch |= ShapedType::isDynamic(stride);
      }
      InFlightDiagnostic remark = op.emitRemark()
                                  << "copies without cp.async: cp.async moves 4, 8 or 16 "
                                     "bytes and this copy's rows allow "
                                  << chunk << "-byte accesses";
      if (runTimePitch)
        remark << " (its row pitch is a run-time size with no stated multiple: state one, "
                  "e.g. --set NAME=dynamic%8 or `multiple_of` on the tile.param)";
      else
        remark << " (a row pitch or window start that is not a multiple of 4 bytes: pad the "
                  "rows to a multiple of 8 elements for 16-byte copies)";
      remark << "; the block's threads copy it through registers instead";
    }
  }
  bool writesShared = isSharedBuffer(op.getDst());
  if (isSharedBuffer(op.getSrc()))
    noteSharedRead(op.getSrc());
  // A warpgroup's hand-off to its own gemm: the warpgroup's barrier, before
  // the write too where its gemm read the tile (in a loop: the previous
  // iteration's).
  bool handoff = warpgroupHandoffs.contains(op);
  if (handoff) {
    auto loop = op->getParentOfType<LoopLikeOpInterface>();
    if ((loop && kernel->isProperAncestor(loop)) || readSinceBarrier.contains(op.getDst()))
      emitWarpgroupBarrier(b, loc, /*fence=*/false);
    readSinceBarrier.erase(op.getDst());
  } else if (writesShared) {
    beforeSharedWrite(b, op, {op.getDst()});
  }
  OpBuilder inner = guarded();
  std::optional<StagedStore> staged;
  if (active == numThreads)
    staged = planStagedStore(b, loc, op, src, dst, *iter);
  auto stagedStore = [&](OpBuilder &fb) { emitStagedStore(fb, loc, src, dst, *staged); };
  emitCopy(inner, loc, src, dst, *iter, op.getPadAttr(),
           staged ? function_ref<void(OpBuilder &)>(stagedStore) : nullptr);
  if (handoff)
    emitWarpgroupBarrier(b, loc, /*fence=*/true);
  else if (writesShared)
    afterSharedWrite(b, loc);
  op.erase();
  return success();
}

LogicalResult KernelLowering::lowerFill(Operation *op, Value buffer,
                                        Value value) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  auto type = cast<MemRefType>(buffer.getType());
  if (!type.hasStaticShape())
    return op->emitOpError() << "target " << type
                             << " must have a static shape";
  if (!value)
    value = getZero(b, loc, type.getElementType());
  auto it = fragments.find(buffer);
  if (it != fragments.end()) {
    for (int64_t r = 0; r < it->second.numRegisters; ++r)
      memref::StoreOp::create(b, loc, value, it->second.registers,
                              getConstantIndex(b, loc, r));
    op->erase();
    return success();
  }
  if (isSharedBuffer(buffer)) {
    // Every thread writes its part of the tile.
    std::optional<Fragment> iter =
        getDistribution(op, type.getShape(), type.getElementType());
    if (!iter)
      return failure();
    beforeSharedWrite(b, op, {buffer});
    Endpoint dst = makeEndpoint(b, loc, buffer, {}, type.getShape());
    int64_t vec = getVectorWidth(*iter, dst, dst);
    Value splat = vector::BroadcastOp::create(
        b, loc, VectorType::get({vec}, type.getElementType()), value);
    for (int64_t r = 0; r < iter->numRegisters; r += vec)
      storeChunk(b, loc, dst, r, getCoordinates(b, loc, *iter, r), splat);
    afterSharedWrite(b, loc);
    op->erase();
    return success();
  }
  // A local buffer (a plain alloca by now): the thread fills all of it.
  SmallVector<int64_t> strides = getStrides(type.getShape());
  for (int64_t i = 0; i < type.getNumElements(); ++i) {
    SmallVector<Value> idx;
    for (auto [d, stride] : llvm::enumerate(strides))
      idx.push_back(getConstantIndex(b, loc, (i / stride) % type.getDimSize(d)));
    memref::StoreOp::create(b, loc, value, buffer, idx);
  }
  op->erase();
  return success();
}

Endpoint KernelLowering::makeEndpoint(OpBuilder &b, Location loc, Value buffer,
                                      ValueRange offsets,
                                      ArrayRef<int64_t> tileShape,
                                      uint64_t provenDims) {
  Endpoint e;
  auto it = fragments.find(buffer);
  if (it != fragments.end()) {
    e.fragment = &it->second;
    return e;
  }
  e.memory = buffer;
  e.provenDims = provenDims;
  e.type = cast<MemRefType>(buffer.getType());
  e.offsets.assign(offsets.begin(), offsets.end());
  if (e.offsets.empty())
    for (int64_t d = 0; d < e.type.getRank(); ++d)
      e.offsets.push_back(getConstantIndex(b, loc, 0));
  for (int64_t d = 0; d < e.type.getRank(); ++d) {
    if (provenDims & (uint64_t(1) << d))
      continue;
    std::optional<int64_t> off = getConstantIntValue(e.offsets[d]);
    if (!off || *off < 0 || e.type.isDynamicDim(d) ||
        *off + tileShape[d] > e.type.getDimSize(d))
      e.mayLeaveBuffer = true;
  }
  return e;
}

/// Size `d` of a buffer the kernel rebuilt from its dimension arguments, or
/// a subview of one, as the IR states it (so that facts about the
/// dimension argument reach it); null where it does not.
static OpFoldResult getStatedSize(Value memref, int64_t d) {
  if (auto rebuilt = memref.getDefiningOp<memref::ReinterpretCastOp>())
    return rebuilt.getMixedSizes()[d];
  if (auto view = memref.getDefiningOp<memref::SubViewOp>())
    return view.getMixedSizes()[getSourceDim(view, d)];
  return {};
}

Value KernelLowering::getExtent(OpBuilder &b, Location loc, const Endpoint &e, int64_t d) {
  if (!e.type.isDynamicDim(d))
    return getConstantIndex(b, loc, e.type.getDimSize(d));
  if (OpFoldResult size = getStatedSize(e.memory, d))
    return getValueOrCreateConstantIndexOp(b, loc, size);
  return memref::DimOp::create(b, loc, e.memory, d);
}

bool KernelLowering::movesWhole(OpBuilder &b, Location loc, const Endpoint &e, int64_t d,
                                int64_t size) {
  return isMultipleOf(e.offsets[d], size) && isMultipleOf(getExtent(b, loc, e, d), size);
}

bool lowering::strideIsMultipleOf(const Endpoint &e, int64_t d, int64_t v) {
  return isStrideMultipleOf(e.memory, d, v);
}

int64_t KernelLowering::getVectorWidth(const Fragment &iter,
                                       const Endpoint &a, const Endpoint &b) {
  int64_t rank = iter.shape.size();
  // A thread's contiguous run along the innermost dimension.
  int64_t vec = iter.contiguous;
  for (const Endpoint *e : {&a, &b}) {
    if (e->fragment)
      continue;
    int64_t elemBytes = llvm::divideCeil(e->type.getElementTypeBitWidth(), 8);
    vec = std::min<int64_t>(vec, std::max<int64_t>(1, 16 / elemBytes));
    // Every vector must start at a multiple of its size: the window origin,
    // the row pitch and the view's own start must be multiples of it
    // (allocations themselves are at least 16-byte aligned; a subview at
    // a run-time offset need not be).
    auto aligned = [&](int64_t v) {
      for (int64_t d = 0; d < rank; ++d)
        if (!isMultipleOf(e->offsets[d], d + 1 == rank ? v : 1) ||
            (d + 1 < rank && !strideIsMultipleOf(*e, d, v)))
          return false;
      return isOffsetMultipleOf(e->memory, v);
    };
    while (vec > 1 && (!llvm::isPowerOf2_64(vec) || !aligned(vec)))
      vec /= 2;
  }
  return std::max<int64_t>(vec, 1);
}

Value KernelLowering::loadChunk(OpBuilder &b, Location loc, const Endpoint &e,
                                int64_t reg, ArrayRef<Value> coords,
                                int64_t vec) {
  Type elemType = e.fragment
                      ? cast<MemRefType>(e.fragment->registers.getType()).getElementType()
                      : e.type.getElementType();
  auto vecType = VectorType::get({vec}, elemType);
  if (e.fragment) {
    SmallVector<Value> elems;
    for (int64_t i = 0; i < vec; ++i)
      elems.push_back(memref::LoadOp::create(b, loc, e.fragment->registers,
                                             getConstantIndex(b, loc, reg + i)));
    return vector::FromElementsOp::create(b, loc, vecType, elems);
  }
  SmallVector<Value> idx;
  for (auto [off, c] : llvm::zip(e.offsets, coords))
    idx.push_back(arith::AddIOp::create(b, loc, off, c));
  if (auto it = swizzles.find(e.memory); it != swizzles.end())
    it->second.apply(b, loc, idx);
  int64_t elemBytes = llvm::divideCeil(elemType.getIntOrFloatBitWidth(), 8);
  return vector::LoadOp::create(b, loc, vecType, e.memory, idx,
                                /*nontemporal=*/false,
                                llvm::MaybeAlign(vec * elemBytes));
}

void KernelLowering::storeChunk(OpBuilder &b, Location loc, const Endpoint &e,
                                int64_t reg, ArrayRef<Value> coords,
                                Value value) {
  auto vecType = cast<VectorType>(value.getType());
  int64_t vec = vecType.getNumElements();
  if (e.fragment) {
    for (int64_t i = 0; i < vec; ++i) {
      Value elem = vector::ExtractOp::create(b, loc, value, ArrayRef<int64_t>{i});
      memref::StoreOp::create(b, loc, elem, e.fragment->registers,
                              getConstantIndex(b, loc, reg + i));
    }
    return;
  }
  SmallVector<Value> idx;
  for (auto [off, c] : llvm::zip(e.offsets, coords))
    idx.push_back(arith::AddIOp::create(b, loc, off, c));
  if (auto it = swizzles.find(e.memory); it != swizzles.end())
    it->second.apply(b, loc, idx);
  if (e.atomicAdd)
    return emitAtomicAdd(b, loc, e.memory, idx, value);
  int64_t elemBytes =
      llvm::divideCeil(vecType.getElementType().getIntOrFloatBitWidth(), 8);
  vector::StoreOp::create(b, loc, value, e.memory, idx, /*nontemporal=*/false,
                          llvm::MaybeAlign(vec * elemBytes));
}

/// One uniform test per copy decides whether the whole window is in bounds:
/// then every access is unmasked and as wide as the layout and alignment
/// allow; else (an edge tile) each element is masked. A window that moves
/// whole along every dimension it may leave (movesWhole) needs no masks:
/// it is inside, or a source outside reads as padding and a destination
/// outside takes nothing.
void KernelLowering::emitCopy(OpBuilder &b, Location loc, const Endpoint &src,
                              const Endpoint &dst, const Fragment &iter,
                              TypedAttr pad, function_ref<void(OpBuilder &)> fast) {
  ArrayRef<int64_t> shape = iter.shape;
  Value inBounds, srcIn, dstIn;
  bool whole = true;
  for (const Endpoint *e : {&src, &dst}) {
    if (!e->memory || !e->mayLeaveBuffer)
      continue;
    Value &in = e == &src ? srcIn : dstIn;
    auto conjoin = [&](Value ok) {
      in = in ? arith::AndIOp::create(b, loc, in, ok).getResult() : ok;
    };
    for (int64_t d = 0; d < e->type.getRank(); ++d) {
      if (e->provenDims & (uint64_t(1) << d))
        continue;
      if (movesWhole(b, loc, *e, d, shape[d])) {
        // Both multiples of the size: offset < extent means it all fits.
        conjoin(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, e->offsets[d],
                                      getExtent(b, loc, *e, d)));
        continue;
      }
      whole = false;
      // offset <= extent - shape, unsigned: a negative offset wraps to a
      // huge value and fails too (offset + shape could wrap back in range).
      Value ok;
      if (e->type.isDynamicDim(d)) {
        // A run-time extent may be smaller than the tile: then no window fits.
        Value extent = getExtent(b, loc, *e, d), size = getConstantIndex(b, loc, shape[d]);
        Value fits = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, extent, size);
        Value room = arith::SubIOp::create(b, loc, extent, size);
        conjoin(arith::AndIOp::create(
            b, loc, fits,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, e->offsets[d], room)));
        continue;
      }
      int64_t room = e->type.getDimSize(d) - shape[d];
      ok = room < 0
                     ? arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0).getResult()
                     : arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                                             e->offsets[d], getConstantIndex(b, loc, room))
                           .getResult();
      conjoin(ok);
    }
  }
  inBounds = srcIn && dstIn ? arith::AndIOp::create(b, loc, srcIn, dstIn).getResult()
                            : (srcIn ? srcIn : dstIn);
  auto emitFast = [&](OpBuilder &ib) {
    if (fast)
      return fast(ib);
    int64_t vec = getVectorWidth(iter, src, dst);
    for (int64_t r = 0; r < iter.numRegisters; r += vec) {
      SmallVector<Value> coords = getCoordinates(ib, loc, iter, r);
      storeChunk(ib, loc, dst, r, coords, loadChunk(ib, loc, src, r, coords, vec));
    }
  };
  // Edge tiles: each vector that lies wholly inside the buffers still moves
  // at once (rows like N = 1000 keep their 128-bit accesses); one that
  // straddles the edge moves element by element behind masks.
  auto emitMasked = [&](OpBuilder &ib) {
    Type elemType = src.memory ? src.type.getElementType() : dst.type.getElementType();
    Value padValue = pad ? arith::ConstantOp::create(ib, loc, pad).getResult()
                         : getZero(ib, loc, elemType);
    int64_t vec = getVectorWidth(iter, src, dst);
    auto vecType = [&](int64_t n) { return VectorType::get({n}, elemType); };
    // Whether elements [first, first + count) of the innermost run are
    // inside every buffer that the window may leave.
    auto inside = [&](OpBuilder &cb, const Endpoint &e, ArrayRef<Value> coords,
                      int64_t count) {
      Value ok;
      auto check = [&](Value idx, Value extent) {
        Value c = arith::CmpIOp::create(cb, loc, arith::CmpIPredicate::ult, idx, extent);
        ok = ok ? arith::AndIOp::create(cb, loc, ok, c).getResult() : c;
      };
      for (int64_t d = 0; d < e.type.getRank(); ++d) {
        Value idx = arith::AddIOp::create(cb, loc, e.offsets[d], coords[d]);
        Value extent = getExtent(cb, loc, e, d);
        check(idx, extent);
        // The run's last element too: both ends inside, with unsigned
        // compares, means the whole run is (even for negative offsets).
        if (d + 1 == e.type.getRank() && count > 1)
          check(arith::AddIOp::create(cb, loc, idx, getConstantIndex(cb, loc, count - 1)),
                extent);
      }
      return ok;
    };
    auto shifted = [&](OpBuilder &cb, ArrayRef<Value> coords, int64_t i) {
      SmallVector<Value> c(coords);
      if (i)
        c.back() = arith::AddIOp::create(cb, loc, c.back(), getConstantIndex(cb, loc, i));
      return c;
    };
    // Loads `count` elements at `coords`, reading `pad` outside the source.
    std::function<Value(OpBuilder &, int64_t, ArrayRef<Value>, int64_t)> load =
        [&](OpBuilder &cb, int64_t r, ArrayRef<Value> coords, int64_t count) -> Value {
      if (!src.memory || !src.mayLeaveBuffer)
        return loadChunk(cb, loc, src, r, coords, count);
      auto ifOp = scf::IfOp::create(
          cb, loc, inside(cb, src, coords, count),
          [&](OpBuilder &tb, Location l) {
            scf::YieldOp::create(tb, l, loadChunk(tb, l, src, r, coords, count));
          },
          [&](OpBuilder &eb, Location l) {
            if (count == 1) {
              scf::YieldOp::create(
                  eb, l,
                  vector::BroadcastOp::create(eb, l, vecType(1), padValue).getResult());
              return;
            }
            SmallVector<Value> elems;
            for (int64_t i = 0; i < count; ++i)
              elems.push_back(vector::ExtractOp::create(
                  eb, l, load(eb, r + i, shifted(eb, coords, i), 1),
                  ArrayRef<int64_t>{0}));
            scf::YieldOp::create(
                eb, l, vector::FromElementsOp::create(eb, l, vecType(count), elems)
                           .getResult());
          });
      return ifOp.getResult(0);
    };
    // Stores `value` at `coords`, skipping elements outside the destination.
    std::function<void(OpBuilder &, int64_t, ArrayRef<Value>, Value)> store =
        [&](OpBuilder &cb, int64_t r, ArrayRef<Value> coords, Value value) {
      int64_t count = cast<VectorType>(value.getType()).getNumElements();
      if (!dst.memory || !dst.mayLeaveBuffer) {
        storeChunk(cb, loc, dst, r, coords, value);
        return;
      }
      scf::IfOp::create(
          cb, loc, inside(cb, dst, coords, count),
          [&](OpBuilder &tb, Location l) {
            storeChunk(tb, l, dst, r, coords, value);
            scf::YieldOp::create(tb, l);
          },
          [&](OpBuilder &eb, Location l) {
            for (int64_t i = 0; count > 1 && i < count; ++i) {
              Value e = vector::ExtractOp::create(eb, l, value, ArrayRef<int64_t>{i});
              store(eb, r + i, shifted(eb, coords, i),
                    vector::BroadcastOp::create(eb, l, vecType(1), e));
            }
            scf::YieldOp::create(eb, l);
          });
    };
    for (int64_t r = 0; r < iter.numRegisters; r += vec) {
      SmallVector<Value> coords = getCoordinates(ib, loc, iter, r);
      store(ib, r, coords, load(ib, r, coords, vec));
    }
  };
  // A source window wholly outside: the destination's part reads as pad.
  auto emitPadding = [&](OpBuilder &ib) {
    Type elemType = src.type.getElementType();
    int64_t vec = getVectorWidth(iter, src, dst);
    Value padValue = pad ? arith::ConstantOp::create(ib, loc, pad).getResult()
                         : getZero(ib, loc, elemType);
    Value padVector =
        vector::BroadcastOp::create(ib, loc, VectorType::get({vec}, elemType), padValue);
    for (int64_t r = 0; r < iter.numRegisters; r += vec)
      storeChunk(ib, loc, dst, r, getCoordinates(ib, loc, iter, r), padVector);
  };
  if (!inBounds) {
    emitFast(b);
    return;
  }
  scf::IfOp::create(
      b, loc, inBounds,
      [&](OpBuilder &tb, Location l) {
        emitFast(tb);
        scf::YieldOp::create(tb, l);
      },
      [&](OpBuilder &eb, Location l) {
        if (!whole) {
          emitMasked(eb);
        } else if (srcIn && !dstIn) {
          emitPadding(eb);
        } else if (srcIn) {
          scf::IfOp::create(eb, l, dstIn, [&](OpBuilder &pb, Location pl) {
            emitPadding(pb);
            scf::YieldOp::create(pb, pl);
          });
        }
        scf::YieldOp::create(eb, l);
      });
}
