//===- Resources.cpp - shared memory and register accounting --------------===//

#include "tile/Conversion/TileToGPU/Resources.h"
#include "ProducerWarp.h"

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tile;

SharedTileFootprint tile::getSharedTileFootprint(ArrayRef<int64_t> shape,
                                                 unsigned elementBits,
                                                 bool padRows) {
  SharedTileFootprint f;
  int64_t elemBytes = llvm::divideCeil(elementBits, 8);
  f.allocatedShape.assign(shape.begin(), shape.end());
  f.padded = padRows && shape.size() == 2 &&
             (shape[1] * elemBytes) % 32 == 0 && 16 % elemBytes == 0;
  if (f.padded)
    f.allocatedShape[1] += 16 / elemBytes;
  f.bytes = elemBytes;
  for (int64_t d : f.allocatedShape)
    f.bytes *= d;
  return f;
}

bool tile::isWgmmaArranged(SwizzleAttr layout) {
  return layout && (layout.getPanels() || layout.getWarpgroupRows());
}

int64_t tile::getSharedMemoryBudget(const Chip &chip) {
  // The opt-in maximum per block (227 KB on sm_90, 163 KB on sm_80) counts
  // static shared memory too, and the symbol the dynamic region is
  // declared through is static (ptxas: "1 bytes smem"): the driver then
  // refuses a dynamic size of the whole maximum at launch. Keep the
  // symbol's 16-byte slot out of the budget.
  return chip.sharedBytesPerBlock - 16;
}

int64_t tile::getOccupancyBlocks(const Chip &chip, int64_t threads, int64_t fragmentWords) {
  threads = std::max<int64_t>(threads, 1);
  int64_t blocks = std::max<int64_t>(1, chip.threadsPerMultiprocessor / threads);
  if (fragmentWords * threads * blocks > chip.registersPerMultiprocessor)
    blocks = chip.registersPerMultiprocessor /
             (threads * llvm::alignTo(fragmentWords, 8));
  return std::max<int64_t>(1, blocks);
}

/// 32-bit registers per thread that a fragment occupies at least.
static int64_t getFragmentRegisters(AllocFragmentOp alloc, int64_t threads) {
  MemRefType type = alloc.getType();
  int64_t elements = 0;
  Attribute layout = alloc.getLayoutAttr();
  if (auto mma = dyn_cast_or_null<MmaLayoutAttr>(layout))
    layout = mma.toBlocked();
  if (auto blocked = dyn_cast_or_null<BlockedLayoutAttr>(layout))
    elements = blocked.getElementsPerThread(type.getShape());
  else // Some thread holds at least its share of the tile.
    elements = llvm::divideCeil(type.getNumElements(), std::max<int64_t>(threads, 1));
  return llvm::divideCeil(elements * type.getElementTypeBitWidth(), 32);
}

void tile::collectStageBuffers(Value v, SmallVectorImpl<Value> &buffers) {
  if (auto select = v.getDefiningOp<arith::SelectOp>()) {
    collectStageBuffers(select.getTrueValue(), buffers);
    collectStageBuffers(select.getFalseValue(), buffers);
    return;
  }
  buffers.push_back(v);
}

FailureOr<TmaSource> tile::getTmaSource(Value src,
                                        function_ref<bool(BlockArgument)> isArgument,
                                        std::string &why) {
  TmaSource result;
  Value base = src;
  auto subview = src.getDefiningOp<memref::SubViewOp>();
  if (subview)
    base = subview.getSource();
  auto arg = dyn_cast<BlockArgument>(base);
  auto type = dyn_cast<MemRefType>(base.getType());
  if (!arg || !isArgument(arg) || !type || !type.hasStaticShape() ||
      !type.getLayout().isIdentity()) {
    why = "its source is not a row-major kernel argument of static shape (or a subview of one)";
    return failure();
  }
  // cuTensorMapEncodeTiled takes at most 2^32 elements along a dimension.
  if (llvm::any_of(type.getShape(), [](int64_t d) { return d > (int64_t(1) << 32); })) {
    why = "its source has a dimension of more than 2^32 elements, past what a tensor map "
          "addresses";
    return failure();
  }
  result.arg = arg;
  if (!subview) {
    if (type.getRank() != 2) {
      why = "its source is a " + std::to_string(type.getRank()) +
            "-d argument; take the 2-d matrix it reads with a memref.subview";
      return failure();
    }
    return result;
  }
  // A matrix of a higher-rank tensor: unit strides, the leading dimensions
  // dropped (size 1), the last two whole.
  int64_t rank = type.getRank();
  auto resultType = cast<MemRefType>(subview.getType());
  auto is = [](OpFoldResult v, int64_t c) { return getConstantIntValue(v) == c; };
  SmallVector<OpFoldResult> sizes = subview.getMixedSizes();
  SmallVector<OpFoldResult> offsets = subview.getMixedOffsets();
  bool whole = rank >= 3 && resultType.getRank() == 2 &&
               llvm::all_of(subview.getMixedStrides(), [&](OpFoldResult v) { return is(v, 1); }) &&
               is(sizes[rank - 2], type.getDimSize(rank - 2)) &&
               is(sizes[rank - 1], type.getDimSize(rank - 1)) && is(offsets[rank - 2], 0) &&
               is(offsets[rank - 1], 0) &&
               llvm::all_of(ArrayRef(sizes).drop_back(2), [&](OpFoldResult v) { return is(v, 1); });
  if (!whole) {
    why = "its source is a subview that is not one whole matrix of the tensor (the last "
          "two dimensions whole, size 1 in the others, unit strides)";
    return failure();
  }
  result.subview = subview;
  return result;
}

bool tile::mayLoadThroughTma(LaunchOp launch, std::string &why) {
  bool any = false;
  WalkResult walk = launch.walk([&](CopyOp copy) {
    if (!copy.getAsync())
      return WalkResult::advance();
    any = true;
    std::string sourceWhy;
    auto outside = [&](BlockArgument arg) {
      return !launch->isAncestor(arg.getParentBlock()->getParentOp());
    };
    FailureOr<TmaSource> source = getTmaSource(copy.getSrc(), outside, sourceWhy);
    if (failed(source)) {
      why = "a pipelined copy cannot load through TMA: " + sourceWhy;
      return WalkResult::interrupt();
    }
    if (llvm::any_of(copy.getDstOffsets(), [](Value v) {
          return getConstantIntValue(v) != std::optional<int64_t>(0);
        })) {
      why = "a pipelined copy fills part of its shared tile";
      return WalkResult::interrupt();
    }
    SmallVector<Value> buffers;
    collectStageBuffers(copy.getDst(), buffers);
    for (Value v : buffers) {
      auto alloc = v.getDefiningOp<AllocSharedOp>();
      SwizzleAttr layout = alloc ? alloc.getLayoutAttr() : SwizzleAttr();
      if (!alloc || !isWgmmaArranged(layout) ||
          (layout.getBytes() != 128 &&
           !(layout.getBytes() == 64 && layout.getWarpgroupRows())) ||
          alloc.getType().getShape() != copy.getTileType().getShape()) {
        why = "a pipelined copy's destination is not a whole wgmma tile with a "
              "128-byte (or 64-byte warpgroup_rows) swizzle";
        return WalkResult::interrupt();
      }
      if (source->subview && layout.getWarpgroupRows()) {
        why = "a pipelined copy reads a subview into a warpgroup_rows tile (only whole "
              "arguments load into those)";
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  if (!any && !walk.wasInterrupted())
    why = "the launch has no pipelined copies";
  return any && !walk.wasInterrupted();
}

bool tile::mayAddProducerWarp(LaunchOp launch, std::string &why) {
  return mayLoadThroughTma(launch, why) && succeeded(checkProducerSplit(launch, why));
}

FailureOr<LaunchResources> tile::estimateLaunchResources(LaunchOp launch, bool tma,
                                                        bool producerWarp) {
  LaunchResources r;
  r.threads = launch.getNumThreads();
  bool dynamic = false, wgmmaSlack = false;
  // The TMA stages' mbarriers (8 bytes each, and as many again for the
  // empty barriers of multicast or a producer warp) are allocated first:
  // any of them moves the first wgmma tile to the next 1024-byte boundary.
  std::string why;
  bool throughTma = tma && mayLoadThroughTma(launch, why);
  if (throughTma)
    r.sharedBytes = kSharedAlignment;
  // In the order of the lowering, which allocates tiles as it meets them.
  launch.walk([&](Operation *op) {
    if (auto shared = dyn_cast<AllocSharedOp>(op)) {
      MemRefType type = shared.getType();
      if (!type.hasStaticShape()) {
        dynamic = true;
        return;
      }
      SharedTileFootprint f = getSharedTileFootprint(
          type.getShape(), type.getElementTypeBitWidth(),
          /*padRows=*/!shared.getLayoutAttr());
      bool wgmma = isWgmmaArranged(shared.getLayoutAttr());
      r.sharedBytes = llvm::alignTo(r.sharedBytes, wgmma ? kWgmmaAlignment
                                                         : kSharedAlignment) +
                      f.bytes;
      wgmmaSlack |= wgmma;
    } else if (auto frag = dyn_cast<AllocFragmentOp>(op)) {
      if (!frag.getType().hasStaticShape()) {
        dynamic = true;
        return;
      }
      int64_t regs = getFragmentRegisters(frag, r.threads);
      if (regs > r.fragmentRegisters) {
        r.fragmentRegisters = regs;
        std::string s;
        llvm::raw_string_ostream os(s);
        os << frag.getType();
        r.largestFragment = s;
      }
    }
  });
  if (dynamic)
    return launch.emitOpError()
           << "has tiles of dynamic shape; bind their parameters with "
              "tile-specialize before estimating resources";
  // The lowering aligns shared memory for wgmma at run time.
  if (wgmmaSlack)
    r.sharedBytes += kWgmmaAlignment;
  // The producer warp comes on top of the threads that hold the fragments.
  std::string producerWhy;
  if (throughTma && producerWarp && r.threads + kProducerWarpThreads <= 1024 &&
      mayAddProducerWarp(launch, producerWhy))
    r.threads += kProducerWarpThreads;
  return r;
}

std::string tile::checkTmaOptions(const Chip &chip, bool tma, bool tmaMulticast,
                                  bool producerWarp, StringRef prefix) {
  if (!(tma || tmaMulticast || producerWarp) || chip.tma)
    return "";
  StringRef option = producerWarp   ? "producer-warp"
                     : tmaMulticast ? "tma-multicast"
                                    : "tma";
  return (prefix + option + " needs " + prefix +
          "chip sm_90a (TMA and mbarrier transactions); " + chip.name +
          " loads with cp.async: drop the option")
      .str();
}

std::string tile::checkLaunchResources(const LaunchResources &r,
                                       const Chip &chip) {
  std::string why;
  llvm::raw_string_ostream os(why);
  int64_t budget = getSharedMemoryBudget(chip);
  if (r.sharedBytes > budget)
    os << "shared memory " << r.sharedBytes << " B > " << budget << " B ("
       << chip.name << ")";
  else if (r.fragmentRegisters > chip.maxRegistersPerThread)
    os << "registers >= " << r.fragmentRegisters << " per thread > "
       << chip.maxRegistersPerThread << " (" << r.largestFragment << ")";
  else if (r.fragmentRegisters * r.threads > chip.registersPerMultiprocessor)
    os << "registers >= " << r.fragmentRegisters << " x " << r.threads
       << " threads > " << chip.registersPerMultiprocessor << " per SM";
  return why;
}
