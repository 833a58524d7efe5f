//===- TileToGPU.cpp - outline tile.launch and lower tile ops -------------===//
//
// Implements `convert-tile-to-gpu`. Each tile.launch becomes a gpu.func
// kernel (bare-pointer ABI: the host function's memref arguments, in order)
// and a gpu.launch_func in its place. Inside the kernel, fragments become
// per-thread register arrays laid out by their #tile.blocked layout, and the
// tile ops that touch them are expanded per thread, fully unrolled over the
// thread's registers so that LLVM keeps every element in a register.
//
//===----------------------------------------------------------------------===//

#include "tile/Conversion/TileToGPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::tile {
#define GEN_PASS_DEF_CONVERTTILETOGPU
#include "tile/Conversion/TileToGPU/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

/// A fragment after lowering: each thread's registers, and how they map to
/// logical coordinates.
struct Fragment {
  Value registers; // memref<K x elem>, private to the thread
  BlockedLayoutAttr layout;
  SmallVector<int64_t> shape;
  int64_t numRegisters = 0;
};

/// Lowers the tile ops of one kernel body in place.
class KernelLowering {
public:
  KernelLowering(gpu::GPUFuncOp kernel, int64_t numThreads)
      : kernel(kernel), numThreads(numThreads) {}

  LogicalResult run();

private:
  LogicalResult lowerOp(Operation *op);
  LogicalResult lowerAllocFragment(AllocFragmentOp op);
  LogicalResult lowerAllocLocal(AllocLocalOp op);
  LogicalResult lowerCopy(CopyOp op);
  LogicalResult lowerFill(Operation *op, Value buffer, Value value);
  LogicalResult lowerParallel(ParallelOp op);
  LogicalResult lowerPrint(PrintOp op);

  /// Thread-dependent coordinates of a thread's first element (cached).
  ArrayRef<Value> getThreadOffset(BlockedLayoutAttr layout);
  /// Coordinates of register `reg` of `frag` for this thread.
  SmallVector<Value> getCoordinates(OpBuilder &b, Location loc,
                                    const Fragment &frag, int64_t reg);
  Value getConstantIndex(OpBuilder &b, Location loc, int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }

  gpu::GPUFuncOp kernel;
  int64_t numThreads;
  Value threadId;
  llvm::DenseMap<Value, Fragment> fragments;
  llvm::DenseMap<Attribute, SmallVector<Value>> threadOffsets;
};

} // namespace

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// True when `v` is provably a multiple of `divisor`.
static bool isMultipleOf(Value v, int64_t divisor) {
  if (divisor == 1)
    return true;
  if (std::optional<int64_t> c = getConstantIntValue(v))
    return *c % divisor == 0;
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  if (auto mul = dyn_cast<arith::MulIOp>(def))
    return isMultipleOf(mul.getLhs(), divisor) ||
           isMultipleOf(mul.getRhs(), divisor);
  if (auto add = dyn_cast<arith::AddIOp>(def))
    return isMultipleOf(add.getLhs(), divisor) &&
           isMultipleOf(add.getRhs(), divisor);
  if (auto sub = dyn_cast<arith::SubIOp>(def))
    return isMultipleOf(sub.getLhs(), divisor) &&
           isMultipleOf(sub.getRhs(), divisor);
  if (auto shl = dyn_cast<arith::ShLIOp>(def)) {
    std::optional<int64_t> s = getConstantIntValue(shl.getRhs());
    return (s && *s < 62 && (int64_t(1) << *s) % divisor == 0) ||
           isMultipleOf(shl.getLhs(), divisor);
  }
  return false;
}

/// Row-major strides of a static shape.
static SmallVector<int64_t> getStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

static Value getZero(OpBuilder &b, Location loc, Type type) {
  return arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
}

//===----------------------------------------------------------------------===//
// KernelLowering
//===----------------------------------------------------------------------===//

ArrayRef<Value> KernelLowering::getThreadOffset(BlockedLayoutAttr layout) {
  auto it = threadOffsets.find(layout);
  if (it != threadOffsets.end())
    return it->second;
  OpBuilder b(kernel.getContext());
  b.setInsertionPointAfterValue(threadId);
  Location loc = kernel.getLoc();
  auto cst = [&](int64_t v) { return getConstantIndex(b, loc, v); };
  Value lane = arith::RemUIOp::create(b, loc, threadId, cst(32));
  Value warp = arith::DivUIOp::create(b, loc, threadId, cst(32));
  unsigned rank = layout.getRank();
  SmallVector<Value> laneCoord(rank), warpCoord(rank);
  // Same decomposition as BlockedLayoutAttr::getThreadOffset. The slowest
  // dimension takes what remains (the ids are in range), so it needs no
  // remainder.
  auto split = [&](Value &rest, int64_t size, bool last) -> Value {
    if (size == 1)
      return cst(0);
    if (last)
      return rest;
    Value coord = arith::RemUIOp::create(b, loc, rest, cst(size));
    rest = arith::DivUIOp::create(b, loc, rest, cst(size));
    return coord;
  };
  ArrayRef<int64_t> order = layout.getOrder();
  for (auto [i, d] : llvm::enumerate(order)) {
    bool last = i + 1 == order.size();
    laneCoord[d] = split(lane, layout.getThreadsPerWarp()[d], last);
    warpCoord[d] = split(warp, layout.getWarpsPerBlock()[d], last);
  }
  SmallVector<Value> offset;
  for (unsigned d = 0; d < rank; ++d) {
    int64_t t = layout.getThreadsPerWarp()[d], s = layout.getSizePerThread()[d];
    Value w = arith::MulIOp::create(b, loc, warpCoord[d], cst(t));
    Value x = arith::AddIOp::create(b, loc, w, laneCoord[d]);
    offset.push_back(arith::MulIOp::create(b, loc, x, cst(s)));
  }
  return threadOffsets[layout] = offset;
}

SmallVector<Value> KernelLowering::getCoordinates(OpBuilder &b, Location loc,
                                                  const Fragment &frag,
                                                  int64_t reg) {
  SmallVector<Value> coords;
  ArrayRef<Value> base = getThreadOffset(frag.layout);
  SmallVector<int64_t> regOffset = frag.layout.getRegisterOffset(frag.shape, reg);
  for (auto [v, r] : llvm::zip(base, regOffset))
    coords.push_back(r == 0 ? v
                            : arith::AddIOp::create(b, loc, v,
                                                    getConstantIndex(b, loc, r))
                                  .getResult());
  return coords;
}

LogicalResult KernelLowering::lowerAllocFragment(AllocFragmentOp op) {
  auto layout = dyn_cast_or_null<BlockedLayoutAttr>(op.getLayoutAttr());
  if (!layout)
    return op.emitOpError()
           << "has no thread-blocked layout (run tile-infer-layout first); "
              "lowering of mma layouts lands with the tensor-core GEMM path";
  MemRefType type = op.getType();
  std::string why = layout.checkCovers(type.getShape(), numThreads);
  if (!why.empty())
    return op.emitOpError() << "layout " << layout << " does not fit fragment "
                            << type << ": " << why;
  Fragment frag;
  frag.layout = layout;
  frag.shape.assign(type.getShape().begin(), type.getShape().end());
  frag.numRegisters = layout.getElementsPerThread(type.getShape());
  OpBuilder b(op);
  frag.registers = memref::AllocaOp::create(
      b, op.getLoc(), MemRefType::get({frag.numRegisters}, type.getElementType()));
  fragments[op.getResult()] = frag;
  return success();
}

LogicalResult KernelLowering::lowerAllocLocal(AllocLocalOp op) {
  MemRefType type = op.getType();
  OpBuilder b(op);
  Value alloca = memref::AllocaOp::create(
      b, op.getLoc(), MemRefType::get(type.getShape(), type.getElementType()));
  op.getResult().replaceAllUsesWith(alloca);
  op.erase();
  return success();
}

LogicalResult KernelLowering::lowerFill(Operation *op, Value buffer,
                                        Value value) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  auto type = cast<MemRefType>(buffer.getType());
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
  if (getMemorySpace(type) == MemorySpace::Global && type.hasStaticShape() &&
      !type.getMemorySpace()) {
    // A local buffer, already rewritten to a plain alloca.
    SmallVector<int64_t> strides = getStrides(type.getShape());
    for (int64_t i = 0; i < type.getNumElements(); ++i) {
      SmallVector<Value> idx;
      for (int64_t s : strides)
        idx.push_back(getConstantIndex(b, loc, (i / s) % type.getDimSize(idx.size())));
      memref::StoreOp::create(b, loc, value, buffer, idx);
    }
    op->erase();
    return success();
  }
  return op->emitOpError() << "lowering of fills of "
                           << stringifyMemorySpace(getMemorySpace(type))
                           << " buffers lands with the shared-memory path";
}

/// Copies between global memory and a fragment. Each thread moves its own
/// registers; runs of registers that are contiguous in memory move as one
/// vector. One uniform test per copy decides whether the whole window is in
/// bounds: then every access is unmasked, else each element is masked.
LogicalResult KernelLowering::lowerCopy(CopyOp op) {
  bool isLoad = !op.getSrcOffsets().empty() ||
                (fragments.count(op.getDst()) && !fragments.count(op.getSrc()));
  Value fragValue = isLoad ? op.getDst() : op.getSrc();
  Value memValue = isLoad ? op.getSrc() : op.getDst();
  auto fragIt = fragments.find(fragValue);
  auto memType = cast<MemRefType>(memValue.getType());
  if (fragIt == fragments.end() || fragments.count(memValue) ||
      getMemorySpace(memType) != MemorySpace::Global)
    return op.emitOpError()
           << "copies from " << stringifyMemorySpace(getMemorySpace(op.getSrcType()))
           << " to " << stringifyMemorySpace(getMemorySpace(op.getDstType()))
           << " memory are not lowered yet; the shared-memory and cp.async "
              "paths land with the tensor-core GEMM";
  const Fragment &frag = fragIt->second;
  if (!memType.getLayout().isIdentity() || !memType.hasStaticShape())
    return op.emitOpError() << "global buffer " << memType
                            << " must have a static shape and the identity "
                               "layout";

  OpBuilder b(op);
  Location loc = op.getLoc();
  unsigned rank = memType.getRank();
  SmallVector<Value> offsets(isLoad ? op.getSrcOffsets() : op.getDstOffsets());
  if (offsets.empty())
    for (unsigned d = 0; d < rank; ++d)
      offsets.push_back(getConstantIndex(b, loc, 0));
  Type elemType = memType.getElementType();
  int64_t elemBytes = llvm::divideCeil(elemType.getIntOrFloatBitWidth(), 8);

  // Vector width: a thread's contiguous run along the innermost dimension,
  // at most 16 bytes, and only as wide as alignment can be proven.
  int64_t vec = 1;
  if (frag.layout.getOrder()[0] == static_cast<int64_t>(rank) - 1) {
    vec = std::min<int64_t>(frag.layout.getSizePerThread()[rank - 1],
                            std::max<int64_t>(1, 16 / elemBytes));
    SmallVector<int64_t> strides = getStrides(memType.getShape());
    auto aligned = [&](int64_t v) {
      for (unsigned d = 0; d < rank; ++d)
        if (!isMultipleOf(offsets[d], d + 1 == rank ? v : 1) ||
            (d + 1 < rank && strides[d] % v != 0))
          return false;
      return true;
    };
    while (vec > 1 && (!llvm::isPowerOf2_64(vec) || !aligned(vec)))
      vec /= 2;
  }

  // Is the whole window in bounds? Statically, or by one uniform test.
  Value inBounds;
  bool alwaysInBounds = true;
  for (unsigned d = 0; d < rank; ++d) {
    int64_t extent = memType.getDimSize(d), tileDim = frag.shape[d];
    std::optional<int64_t> off = getConstantIntValue(offsets[d]);
    if (off && *off >= 0 && *off + tileDim <= extent)
      continue;
    alwaysInBounds = false;
    Value end = arith::AddIOp::create(b, loc, offsets[d],
                                      getConstantIndex(b, loc, tileDim));
    Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, end,
                                     getConstantIndex(b, loc, extent));
    inBounds = inBounds ? arith::AndIOp::create(b, loc, inBounds, ok).getResult()
                        : ok;
  }

  auto globalIndex = [&](OpBuilder &ib, ArrayRef<Value> coords) {
    SmallVector<Value> idx;
    for (unsigned d = 0; d < rank; ++d)
      idx.push_back(arith::AddIOp::create(ib, loc, offsets[d], coords[d]));
    return idx;
  };
  auto emitFast = [&](OpBuilder &ib) {
    auto vecType = VectorType::get({vec}, elemType);
    for (int64_t r = 0; r < frag.numRegisters; r += vec) {
      SmallVector<Value> idx = globalIndex(ib, getCoordinates(ib, loc, frag, r));
      if (isLoad) {
        Value v = vector::LoadOp::create(ib, loc, vecType, memValue, idx,
                                         /*nontemporal=*/false,
                                         llvm::MaybeAlign(vec * elemBytes));
        for (int64_t i = 0; i < vec; ++i) {
          Value e = vector::ExtractOp::create(ib, loc, v, ArrayRef<int64_t>{i});
          memref::StoreOp::create(ib, loc, e, frag.registers,
                                  getConstantIndex(ib, loc, r + i));
        }
      } else {
        SmallVector<Value> elems;
        for (int64_t i = 0; i < vec; ++i)
          elems.push_back(memref::LoadOp::create(
              ib, loc, frag.registers, getConstantIndex(ib, loc, r + i)));
        Value v = vector::FromElementsOp::create(ib, loc, vecType, elems);
        vector::StoreOp::create(ib, loc, v, memValue, idx,
                                /*nontemporal=*/false,
                                llvm::MaybeAlign(vec * elemBytes));
      }
    }
  };
  auto emitMasked = [&](OpBuilder &ib) {
    Value pad = op.getPadAttr()
                    ? arith::ConstantOp::create(ib, loc, op.getPadAttr()).getResult()
                    : getZero(ib, loc, elemType);
    for (int64_t r = 0; r < frag.numRegisters; ++r) {
      SmallVector<Value> idx = globalIndex(ib, getCoordinates(ib, loc, frag, r));
      Value ok;
      for (unsigned d = 0; d < rank; ++d) {
        Value c = arith::CmpIOp::create(
            ib, loc, arith::CmpIPredicate::ult, idx[d],
            getConstantIndex(ib, loc, memType.getDimSize(d)));
        ok = ok ? arith::AndIOp::create(ib, loc, ok, c).getResult() : c;
      }
      Value reg = getConstantIndex(ib, loc, r);
      if (isLoad) {
        auto ifOp = scf::IfOp::create(
            ib, loc, ok,
            [&](OpBuilder &tb, Location l) {
              scf::YieldOp::create(
                  tb, l, memref::LoadOp::create(tb, l, memValue, idx).getResult());
            },
            [&](OpBuilder &eb, Location l) { scf::YieldOp::create(eb, l, pad); });
        memref::StoreOp::create(ib, loc, ifOp.getResult(0), frag.registers, reg);
      } else {
        Value v = memref::LoadOp::create(ib, loc, frag.registers, reg);
        scf::IfOp::create(ib, loc, ok, [&](OpBuilder &tb, Location l) {
          memref::StoreOp::create(tb, l, v, memValue, idx);
          scf::YieldOp::create(tb, l);
        });
      }
    }
  };

  if (alwaysInBounds) {
    emitFast(b);
  } else {
    scf::IfOp::create(
        b, loc, inBounds,
        [&](OpBuilder &tb, Location l) {
          emitFast(tb);
          scf::YieldOp::create(tb, l);
        },
        [&](OpBuilder &eb, Location l) {
          emitMasked(eb);
          scf::YieldOp::create(eb, l);
        });
  }
  op.erase();
  return success();
}

/// Distributes the iterations over threads by the loop's layout; each thread
/// runs the body once per register it owns, fully unrolled.
LogicalResult KernelLowering::lowerParallel(ParallelOp op) {
  auto layout = dyn_cast_or_null<BlockedLayoutAttr>(op.getLayoutAttr());
  if (!layout)
    return op.emitOpError() << "has no thread-blocked layout; run "
                               "tile-infer-layout first";
  if (!op.hasStaticBounds())
    return op.emitOpError() << "bounds must be constant; bind their "
                               "parameters with tile-specialize";
  SmallVector<int64_t> shape(op.getStaticBounds());
  std::string why = layout.checkCovers(shape, numThreads);
  if (!why.empty())
    return op.emitOpError() << "layout does not fit the loop nest: " << why;

  // Fragment accesses must use the induction variables in order: then
  // iteration `reg` of this thread touches exactly register `reg`.
  Block &body = op.getBodyBlock();
  WalkResult check = op.getBody().walk([&](Operation *inner) {
    Value memref;
    ValueRange indices;
    if (auto load = dyn_cast<memref::LoadOp>(inner)) {
      memref = load.getMemRef();
      indices = load.getIndices();
    } else if (auto store = dyn_cast<memref::StoreOp>(inner)) {
      memref = store.getMemRef();
      indices = store.getIndices();
    } else {
      return WalkResult::advance();
    }
    auto it = fragments.find(memref);
    if (it == fragments.end())
      return WalkResult::advance();
    if (it->second.layout != layout) {
      inner->emitOpError() << "accesses a fragment whose layout "
                           << it->second.layout
                           << " differs from the enclosing tile.parallel's "
                           << layout;
      return WalkResult::interrupt();
    }
    if (!llvm::equal(indices, body.getArguments())) {
      inner->emitOpError() << "indexes a fragment with something other than "
                              "the tile.parallel induction variables in "
                              "order; each thread only holds its own "
                              "elements";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (check.wasInterrupted())
    return failure();

  OpBuilder b(op);
  Location loc = op.getLoc();
  Fragment iter;
  iter.layout = layout;
  iter.shape = shape;
  iter.numRegisters = layout.getElementsPerThread(shape);
  for (int64_t r = 0; r < iter.numRegisters; ++r) {
    IRMapping mapping;
    SmallVector<Value> coords = getCoordinates(b, loc, iter, r);
    for (auto [iv, c] : llvm::zip(body.getArguments(), coords))
      mapping.map(iv, c);
    Value reg = getConstantIndex(b, loc, r);
    for (Operation &inner : body.without_terminator()) {
      Operation *clone = b.clone(inner, mapping);
      clone->walk([&](Operation *nested) {
        if (auto load = dyn_cast<memref::LoadOp>(nested)) {
          auto it = fragments.find(load.getMemRef());
          if (it != fragments.end()) {
            load.getMemrefMutable().assign(it->second.registers);
            load.getIndicesMutable().assign(reg);
          }
        } else if (auto store = dyn_cast<memref::StoreOp>(nested)) {
          auto it = fragments.find(store.getMemRef());
          if (it != fragments.end()) {
            store.getMemrefMutable().assign(it->second.registers);
            store.getIndicesMutable().assign(reg);
          }
        }
      });
    }
  }
  op.erase();
  return success();
}

LogicalResult KernelLowering::lowerPrint(PrintOp op) {
  if (op.getArgs().size() == 1 && isa<MemRefType>(op.getArgs()[0].getType()))
    return op.emitOpError() << "printing a tile is not lowered yet; print "
                               "scalars (memref.load an element first)";
  OpBuilder b(op);
  SmallVector<Value> args;
  for (Value v : op.getArgs()) {
    if (v.getType().isIndex())
      v = arith::IndexCastOp::create(b, op.getLoc(), b.getI64Type(), v);
    args.push_back(v);
  }
  gpu::PrintfOp::create(b, op.getLoc(), op.getMessage(), args);
  op.erase();
  return success();
}

LogicalResult KernelLowering::lowerOp(Operation *op) {
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case<AllocFragmentOp>([&](auto o) { return lowerAllocFragment(o); })
      .Case<AllocLocalOp>([&](auto o) { return lowerAllocLocal(o); })
      .Case<CopyOp>([&](auto o) { return lowerCopy(o); })
      .Case<FillOp>([&](auto o) { return lowerFill(o, o.getBuffer(), o.getValue()); })
      .Case<ClearOp>([&](auto o) { return lowerFill(o, o.getBuffer(), Value()); })
      .Case<ParallelOp>([&](auto o) { return lowerParallel(o); })
      .Case<PrintOp>([&](auto o) { return lowerPrint(o); })
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
  OpBuilder b(kernel.getBody());
  b.setInsertionPointToStart(&kernel.getBody().front());
  threadId = gpu::ThreadIdOp::create(b, kernel.getLoc(), gpu::Dimension::x);

  // Pre-order, so that allocations are lowered before their users; collect
  // first because lowering erases ops.
  SmallVector<Operation *> ops;
  kernel.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<TileDialect>(op->getDialect()))
      ops.push_back(op);
    // The bodies of tile.parallel are expanded with their op.
    return isa<ParallelOp>(op) ? WalkResult::skip() : WalkResult::advance();
  });
  for (Operation *op : ops)
    if (failed(lowerOp(op)))
      return failure();
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

//===----------------------------------------------------------------------===//
// Outlining
//===----------------------------------------------------------------------===//

/// Shared memory available to one block, in bytes.
static int64_t getSharedMemoryBudget(StringRef chip) {
  return chip.starts_with("sm_90") ? 227 * 1024 : 163 * 1024;
}

static LogicalResult checkHostFunction(func::FuncOp func) {
  for (auto [i, t] : llvm::enumerate(func.getArgumentTypes())) {
    auto memref = dyn_cast<MemRefType>(t);
    if (!memref)
      return func.emitOpError()
             << "argument #" << i << " of type " << t
             << " is not a buffer; scalar kernel arguments are not supported "
                "yet, declare the value as a tile.param instead";
    if (!memref.hasStaticShape())
      return func.emitOpError()
             << "argument #" << i << " has the dynamic shape " << memref
             << "; name its dimensions' parameters with tile.dims and run "
                "tile-specialize";
    if (!memref.getLayout().isIdentity() || memref.getMemorySpace())
      return func.emitOpError()
             << "argument #" << i << " " << memref
             << " must be a plain global buffer (identity layout, no memory "
                "space)";
  }
  return success();
}

/// How the kernel uses each argument: "in", "out" or "inout".
static StringRef getAccess(Value arg) {
  bool reads = false, writes = false;
  for (Operation *user : arg.getUsers()) {
    if (auto copy = dyn_cast<CopyOp>(user)) {
      reads |= copy.getSrc() == arg;
      writes |= copy.getDst() == arg;
    } else if (isa<memref::StoreOp, AtomicAddOp>(user)) {
      writes = true;
      reads |= isa<AtomicAddOp>(user);
    } else {
      reads = true;
    }
  }
  return writes ? (reads ? "inout" : "out") : "in";
}

static LogicalResult outlineLaunch(func::FuncOp func, LaunchOp launch,
                                   gpu::GPUModuleOp gpuModule, unsigned index,
                                   StringRef chip) {
  MLIRContext *ctx = func.getContext();
  Location loc = launch.getLoc();

  SmallVector<int64_t, 3> grid;
  for (Value g : launch.getGridSize()) {
    std::optional<int64_t> c = getConstantIntValue(g);
    if (!c)
      return launch.emitOpError() << "grid size must be a constant after "
                                     "tile-specialize; it depends on a value "
                                     "known only at run time";
    int64_t limit = grid.empty() ? (int64_t(1) << 31) - 1 : 65535;
    if (*c < 1 || *c > limit)
      return launch.emitOpError() << "grid dimension " << grid.size() << " = "
                                  << *c << " is outside [1, " << limit << "]";
    grid.push_back(*c);
  }
  while (grid.size() < 3)
    grid.push_back(1);

  // Values from above must be host arguments or constants.
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(launch.getBody(), captured);
  for (Value v : captured) {
    if (isa<BlockArgument>(v) && v.getParentBlock() == &func.getBody().front())
      continue;
    if (matchPattern(v, m_Constant()))
      continue;
    return launch.emitOpError()
           << "uses a value computed on the host that is not a constant; "
              "compute it inside the launch";
  }

  std::string name = func.getName().str();
  if (index > 0)
    name += "_" + std::to_string(index);
  OpBuilder b(gpuModule.getBody(), gpuModule.getBody()->begin());
  b.setInsertionPointToEnd(gpuModule.getBody());
  auto kernelType = FunctionType::get(ctx, func.getArgumentTypes(), {});
  auto kernel = gpu::GPUFuncOp::create(b, loc, name, kernelType);
  kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  int32_t threads = static_cast<int32_t>(launch.getThreads());
  kernel.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr({threads, 1, 1}));
  kernel.setKnownGridSizeAttr(b.getDenseI32ArrayAttr(
      {static_cast<int32_t>(grid[0]), static_cast<int32_t>(grid[1]),
       static_cast<int32_t>(grid[2])}));
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    kernel.setArgAttr(i, TileDialect::kAccessAttrName,
                      b.getStringAttr(getAccess(func.getArgument(i))));
    if (auto n = func.getArgAttr(i, TileDialect::kArgNameAttrName))
      kernel.setArgAttr(i, TileDialect::kArgNameAttrName, n);
  }
  if (auto params = func->getAttr(TileDialect::kParamsAttrName))
    kernel->setAttr(TileDialect::kParamsAttrName, params);

  // Kernel body: block ids, captured constants, the launch body.
  Block &entry = kernel.getBody().front();
  b.setInsertionPointToStart(&entry);
  IRMapping mapping;
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    mapping.map(func.getArgument(i), entry.getArgument(i));
  for (Value v : captured)
    if (!mapping.contains(v))
      mapping.map(v, b.clone(*v.getDefiningOp())->getResult(0));
  const gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                                 gpu::Dimension::z};
  for (auto [i, arg] : llvm::enumerate(launch.getBodyBlock().getArguments()))
    mapping.map(arg, gpu::BlockIdOp::create(b, loc, dims[i]));
  for (Operation &op : launch.getBodyBlock().without_terminator())
    b.clone(op, mapping);
  gpu::ReturnOp::create(b, loc);

  KernelLowering lowering(kernel, launch.getThreads());
  if (failed(lowering.run()))
    return failure();

  // Shared memory: nothing allocated yet on this path, but keep the budget
  // check where the allocations will be accounted.
  int64_t sharedBytes = 0;
  if (sharedBytes > getSharedMemoryBudget(chip))
    return launch.emitOpError() << "needs " << sharedBytes
                                << " bytes of shared memory; " << chip
                                << " allows " << getSharedMemoryBudget(chip);

  // The host side launches the kernel.
  OpBuilder hb(launch);
  auto cst = [&](int64_t v) { return arith::ConstantIndexOp::create(hb, loc, v); };
  gpu::KernelDim3 gridDim{cst(grid[0]), cst(grid[1]), cst(grid[2])};
  gpu::KernelDim3 blockDim{cst(threads), cst(1), cst(1)};
  SmallVector<Value> args(func.getArguments());
  gpu::LaunchFuncOp::create(hb, loc, kernel, gridDim, blockDim,
                            /*dynamicSharedMemorySize=*/Value(), args);
  launch.erase();
  return success();
}

namespace {
struct ConvertTileToGPUPass
    : public tile::impl::ConvertTileToGPUBase<ConvertTileToGPUPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (chip != "sm_80" && chip != "sm_90a") {
      module.emitError() << "unknown chip '" << chip
                         << "'; supported chips are sm_80 and sm_90a";
      return signalPassFailure();
    }
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> funcs;
    module.walk([&](func::FuncOp f) { funcs.push_back(f); });
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
      for (auto [i, launch] : llvm::enumerate(launches))
        if (failed(outlineLaunch(func, launch, gpuModule, i, chip)))
          return signalPassFailure();
    }
    if (!funcs.empty())
      module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                      UnitAttr::get(&getContext()));
  }
};
} // namespace
