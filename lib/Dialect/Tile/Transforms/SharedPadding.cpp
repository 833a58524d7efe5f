//===- SharedPadding.cpp - row padding of shared tiles --------------------===//
//
// Part of tile-infer-layout. A shared tile without a layout gets 16 bytes
// of padding per row by default: conflict-free for ldmatrix and for
// 16-byte accesses along rows, but a warp that reads a column of 4-byte
// (or 2-byte) elements, as a transpose does, still meets 4 ways. Here each
// such tile's accesses are counted, for the thread layouts they get, in
// shared-memory passes (bank conflicts summed over the groups of lanes the
// hardware serves together, plus one issue per instruction, since a
// padding that misaligns rows narrows the vectors), under each candidate
// padding no larger than the default's; the cheapest wins, and the default
// stays unless something is strictly cheaper. Tiles with an access this
// cannot model keep the default.
//
//===----------------------------------------------------------------------===//

#include "SharedPadding.h"

#include "tile/Analysis/Bounds.h"
#include "tile/Analysis/Resources.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

/// One access to the tile: the layout that spreads it over the threads,
/// the iteration shape, which iteration dimension indexes each of the
/// tile's two dimensions, and the widest vector the access itself allows
/// (in elements; the tile's row alignment may narrow it further).
struct Access {
  BlockedLayoutAttr layout;
  SmallVector<int64_t> shape;
  std::array<unsigned, 2> dimOf{0, 1};
  int64_t maxVector = 1;
  /// How many ops make this same access.
  int64_t count = 1;
  bool isSame(const Access &o) const {
    return layout == o.layout && shape == o.shape && dimOf == o.dimOf &&
           maxVector == o.maxVector;
  }
};

/// A fragment's layout as a blocked one, or null (slices, none yet).
BlockedLayoutAttr getBlockedLayout(Value fragment) {
  auto alloc = fragment.getDefiningOp<AllocFragmentOp>();
  if (!alloc)
    return {};
  Attribute layout = alloc.getLayoutAttr();
  if (auto mma = dyn_cast_or_null<MmaLayoutAttr>(layout))
    return mma.toBlocked();
  return dyn_cast_or_null<BlockedLayoutAttr>(layout);
}

/// Elements a thread holds consecutively along dimension `dim` (its
/// consecutive registers), as a power of two of at most 16 bytes.
int64_t getContiguity(BlockedLayoutAttr layout, unsigned dim, int64_t elemBytes) {
  if (layout.getOrder().empty() || layout.getOrder().front() != dim)
    return 1;
  int64_t run = layout.getSizePerThread()[dim];
  int64_t v = 1;
  while (v * 2 * elemBytes <= 16 && run % (v * 2) == 0)
    v *= 2;
  return v;
}

/// The access a whole-tile copy makes to the tile, mirroring the copy
/// lowering's distribution: the fragment's layout, else the block spread
/// evenly in vectors as wide as the global rows' alignment allows.
std::optional<Access> describeCopy(CopyOp copy, Value tile, int64_t numThreads) {
  auto type = cast<MemRefType>(tile.getType());
  if (copy.getTileType().getShape() != type.getShape() ||
      (copy.getSrc() == tile && !copy.getSrcOffsets().empty()) ||
      (copy.getDst() == tile && !copy.getDstOffsets().empty()) ||
      copy.getSrc() == copy.getDst())
    return std::nullopt;
  Value other = copy.getSrc() == tile ? copy.getDst() : copy.getSrc();
  int64_t elemBytes = llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  Access a;
  a.shape.assign(type.getShape().begin(), type.getShape().end());
  if (isa_and_nonnull<FragmentSpaceAttr>(cast<MemRefType>(other.getType()).getMemorySpace())) {
    a.layout = getBlockedLayout(other);
    if (!a.layout)
      return std::nullopt;
    a.maxVector = getContiguity(a.layout, 1, elemBytes);
    return a;
  }
  if (isa_and_nonnull<SharedSpaceAttr>(cast<MemRefType>(other.getType()).getMemorySpace()))
    return std::nullopt;
  int64_t width = getRowAlignment(other);
  std::string why;
  a.layout = BlockedLayoutAttr::chooseFor(copy.getContext(), a.shape,
                                          type.getElementTypeBitWidth(), numThreads, why,
                                          width);
  if (!a.layout)
    return std::nullopt;
  a.maxVector = getContiguity(a.layout, 1, elemBytes);
  return a;
}

/// The access a memref.load or memref.store of a tile.parallel body makes:
/// its indices must be the loop's own variables (in any order).
std::optional<Access> describeElementAccess(Operation *op, ValueRange indices,
                                            int64_t elemBytes) {
  auto parallel = op->getParentOfType<ParallelOp>();
  if (!parallel || !parallel.hasStaticBounds() || indices.size() != 2)
    return std::nullopt;
  Attribute given = parallel.getLayoutAttr();
  if (auto mma = dyn_cast_or_null<MmaLayoutAttr>(given))
    given = mma.toBlocked();
  auto layout = dyn_cast_or_null<BlockedLayoutAttr>(given);
  if (!layout)
    return std::nullopt;
  Access a;
  a.layout = layout;
  a.shape.assign(parallel.getStaticBounds().begin(), parallel.getStaticBounds().end());
  for (unsigned d = 0; d < 2; ++d) {
    auto arg = dyn_cast<BlockArgument>(indices[d]);
    if (!arg || arg.getOwner() != &parallel.getBodyBlock())
      return std::nullopt;
    a.dimOf[d] = arg.getArgNumber();
  }
  // The lowering accesses element by element; LLVM merges a thread's
  // consecutive elements of a row into vectors where the rows' alignment
  // allows.
  a.maxVector = getContiguity(layout, a.dimOf[1], elemBytes);
  return a;
}

/// Shared-memory passes plus instructions the accesses take on a tile laid
/// out as `f`. Each access is counted over one repetition of its layout's
/// block tile (a thread's first registers) and scaled by the repetitions:
/// the others shift every lane by the same offset, which leaves the banks'
/// load as it is, and counting them all made large loops slow to compile.
int64_t getCost(ArrayRef<Access> accesses, const SharedTileFootprint &f,
                int64_t numThreads) {
  int64_t elemBytes = f.elementBytes;
  int64_t pitchBytes = f.allocatedShape[1] * elemBytes;
  int64_t rowVector = 1;
  while (rowVector * 2 * elemBytes <= 16 && pitchBytes % (rowVector * 2 * elemBytes) == 0)
    rowVector *= 2;
  int64_t cost = 0;
  for (const Access &a : accesses) {
    int64_t vec = std::min(a.maxVector, rowVector);
    int64_t threads = std::min(numThreads, a.layout.getNumThreads());
    int64_t perRep = 1;
    for (int64_t s : a.layout.getSizePerThread())
      perRep *= s;
    int64_t registers = std::min(a.layout.getElementsPerThread(a.shape), perRep);
    int64_t reps = llvm::divideCeil(a.layout.getElementsPerThread(a.shape), perRep);
    int64_t repCost = 0;
    for (int64_t warp = 0; warp * 32 < threads; ++warp)
      for (int64_t r = 0; r < registers; r += vec) {
        SmallVector<int64_t> lanes;
        for (int64_t lane = 0; lane < 32 && warp * 32 + lane < threads; ++lane) {
          SmallVector<int64_t> c = a.layout.getCoordinates(a.shape, warp * 32 + lane, r);
          if (llvm::any_of(llvm::seq<size_t>(0, c.size()),
                           [&](size_t d) { return c[d] >= a.shape[d]; }))
            continue;
          lanes.push_back(getSharedByteOffset(f, c[a.dimOf[0]], c[a.dimOf[1]]));
        }
        if (!lanes.empty())
          repCost += 1 + getSharedWavefronts(lanes, vec * elemBytes);
      }
    cost += repCost * reps * a.count;
  }
  return cost;
}

void choosePadding(AllocSharedOp alloc, int64_t numThreads) {
  MemRefType type = alloc.getType();
  if (alloc.getLayoutAttr() || alloc.getRowPadding() || !type.hasStaticShape() ||
      type.getRank() != 2 || !type.getElementType().isIntOrFloat())
    return;
  unsigned bits = type.getElementTypeBitWidth();
  int64_t elemBytes = llvm::divideCeil(bits, 8);
  if (bits % 8 || 16 % elemBytes)
    return;
  SmallVector<Access> accesses;
  Value tile = alloc.getResult();
  for (Operation *user : tile.getUsers()) {
    std::optional<Access> a;
    if (auto copy = dyn_cast<CopyOp>(user))
      a = describeCopy(copy, tile, numThreads);
    else if (auto load = dyn_cast<memref::LoadOp>(user))
      a = describeElementAccess(load, load.getIndices(), elemBytes);
    else if (auto store = dyn_cast<memref::StoreOp>(user); store && store.getMemRef() == tile)
      a = describeElementAccess(store, store.getIndices(), elemBytes);
    if (!a)
      return;
    auto same = llvm::find_if(accesses, [&](const Access &o) { return o.isSame(*a); });
    if (same != accesses.end())
      ++same->count;
    else
      accesses.push_back(std::move(*a));
  }
  if (accesses.empty())
    return;
  SharedTileFootprint standard = getSharedTileFootprint(type.getShape(), bits, /*padRows=*/true);
  int64_t best = getCost(accesses, standard, numThreads);
  int64_t bestPadding = -1;
  int64_t bestBytes = standard.bytes;
  for (int64_t padding : {0, 4, 8, 12, 16}) {
    if (padding % elemBytes)
      continue;
    // Never more shared memory than the default: the launch's budget
    // (stages multiply the tile) was planned with it.
    SharedTileFootprint f = getPaddedSharedTileFootprint(type.getShape(), bits, padding);
    if (f.bytes > standard.bytes)
      continue;
    int64_t cost = getCost(accesses, f, numThreads);
    if (cost < best || (cost == best && bestPadding >= 0 && f.bytes < bestBytes)) {
      best = cost;
      bestPadding = padding;
      bestBytes = f.bytes;
    }
  }
  if (bestPadding >= 0 && bestPadding != (standard.padded ? 16 : 0))
    alloc.setRowPaddingAttr(IntegerAttr::get(IntegerType::get(alloc.getContext(), 64),
                                             bestPadding));
}

} // namespace

void tile::chooseSharedPadding(LaunchOp launch) {
  int64_t threads = launch.getNumThreads();
  launch.walk([&](AllocSharedOp alloc) { choosePadding(alloc, threads); });
}
