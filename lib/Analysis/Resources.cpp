//===- Resources.cpp - shared memory and register accounting --------------===//

#include "tile/Analysis/Resources.h"

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <array>

using namespace mlir;
using namespace mlir::tile;

SharedTileFootprint tile::getSharedTileFootprint(ArrayRef<int64_t> shape,
                                                 unsigned elementBits,
                                                 bool padRows) {
  SharedTileFootprint f;
  int64_t elemBytes = llvm::divideCeil(elementBits, 8);
  f.allocatedShape.assign(shape.begin(), shape.end());
  f.elementBytes = elemBytes;
  f.padded = padRows && shape.size() == 2 &&
             (shape[1] * elemBytes) % 32 == 0 && 16 % elemBytes == 0;
  if (f.padded)
    f.allocatedShape[1] += 16 / elemBytes;
  f.bytes = elemBytes;
  for (int64_t d : f.allocatedShape)
    f.bytes *= d;
  return f;
}

SharedTileFootprint tile::getPaddedSharedTileFootprint(ArrayRef<int64_t> shape,
                                                       unsigned elementBits,
                                                       int64_t rowPaddingBytes) {
  SharedTileFootprint f = getSharedTileFootprint(shape, elementBits, /*padRows=*/false);
  if (rowPaddingBytes <= 0 || shape.size() != 2)
    return f;
  // Callers give whole elements (the verifier checks row_padding).
  f.padded = true;
  f.allocatedShape[1] += rowPaddingBytes / f.elementBytes;
  f.bytes = f.elementBytes * f.allocatedShape[0] * f.allocatedShape[1];
  return f;
}

SharedTileFootprint tile::getSharedTileFootprint(AllocSharedOp alloc) {
  MemRefType type = alloc.getType();
  if (std::optional<int64_t> padding = alloc.getRowPadding())
    return getPaddedSharedTileFootprint(type.getShape(), type.getElementTypeBitWidth(),
                                        *padding);
  return getSharedTileFootprint(type.getShape(), type.getElementTypeBitWidth(),
                                /*padRows=*/!alloc.getLayoutAttr());
}

int64_t tile::getSharedByteOffset(const SharedTileFootprint &f, int64_t row, int64_t col) {
  return (row * f.allocatedShape.back() + col) * f.elementBytes;
}

/// Per group of lanes that the hardware serves together (all 32 for words
/// and less, else 128 bytes' worth), the most distinct words one bank holds.
static SmallVector<int64_t> getGroupWays(ArrayRef<int64_t> laneByteOffsets,
                                         int64_t accessBytes) {
  int64_t group = accessBytes <= 4 ? 32 : 128 / accessBytes;
  SmallVector<int64_t> ways;
  for (size_t first = 0; first < laneByteOffsets.size(); first += group) {
    std::array<llvm::SmallVector<int64_t, 4>, 32> words;
    for (size_t i = first; i < std::min(laneByteOffsets.size(), first + group); ++i)
      for (int64_t byte = laneByteOffsets[i]; byte < laneByteOffsets[i] + accessBytes;
           byte += 4) {
        int64_t word = byte / 4;
        auto &bank = words[word % 32];
        if (!llvm::is_contained(bank, word))
          bank.push_back(word);
      }
    int64_t most = 1;
    for (const auto &bank : words)
      most = std::max<int64_t>(most, bank.size());
    ways.push_back(most);
  }
  return ways;
}

int64_t tile::getBankConflictWays(ArrayRef<int64_t> laneByteOffsets, int64_t accessBytes) {
  SmallVector<int64_t> ways = getGroupWays(laneByteOffsets, accessBytes);
  return ways.empty() ? 1 : *llvm::max_element(ways);
}

int64_t tile::getSharedWavefronts(ArrayRef<int64_t> laneByteOffsets, int64_t accessBytes) {
  int64_t total = 0;
  for (int64_t w : getGroupWays(laneByteOffsets, accessBytes))
    total += w;
  return std::max<int64_t>(total, 1);
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
  if (auto stage = v.getDefiningOp<StageOp>()) {
    llvm::append_range(buffers, stage.getBuffers());
    return;
  }
  // The lowering's own form of a ring, once its buffers are views.
  if (auto select = v.getDefiningOp<arith::SelectOp>()) {
    collectStageBuffers(select.getTrueValue(), buffers);
    collectStageBuffers(select.getFalseValue(), buffers);
    return;
  }
  buffers.push_back(v);
}

FailureOr<LaunchResources> tile::estimateLaunchResources(LaunchOp launch) {
  LaunchResources r;
  r.threads = launch.getNumThreads();
  bool dynamic = false, wgmmaSlack = false;
  // The TMA stages' mbarriers (8 bytes each, and as many again for the
  // empty barriers of multicast or a producer warp) are allocated first:
  // any of them moves the first wgmma tile to the next 1024-byte boundary.
  bool throughTma = launch.walk([](CopyOp copy) {
                          return copy.getTma() ? WalkResult::interrupt() : WalkResult::advance();
                        }).wasInterrupted();
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
      SharedTileFootprint f = getSharedTileFootprint(shared);
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
  // The producer warps come on top of the threads that hold the fragments.
  launch.walk([&](WarpSpecializeOp roles) { r.threads += 32 * roles.getProducerWarps(); });
  return r;
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
