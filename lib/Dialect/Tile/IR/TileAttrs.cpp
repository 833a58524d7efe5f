//===- TileAttrs.cpp - tile memory spaces and layouts ---------------------===//

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/IR/DialectImplementation.h"
#include <limits>
#include <numeric>
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tile;

#define GET_ATTRDEF_CLASSES
#include "tile/Dialect/Tile/IR/TileAttrs.cpp.inc"

#include "tile/Dialect/Tile/IR/TileEnums.cpp.inc"

void TileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tile/Dialect/Tile/IR/TileAttrs.cpp.inc"
      >();
}

static std::string formatList(ArrayRef<int64_t> values) {
  std::string s = "[";
  llvm::raw_string_ostream os(s);
  llvm::interleaveComma(values, os);
  os << "]";
  return s;
}

static LogicalResult verifyPositive(function_ref<InFlightDiagnostic()> emitError,
                                    StringRef name, ArrayRef<int64_t> values) {
  if (llvm::any_of(values, [](int64_t v) { return v < 1; }))
    return emitError() << name << " = " << formatList(values)
                       << " must hold positive values";
  return success();
}

static LogicalResult verifyPermutation(function_ref<InFlightDiagnostic()> emitError,
                                       ArrayRef<int64_t> order, size_t rank) {
  SmallVector<bool> seen(rank, false);
  for (int64_t d : order) {
    if (d < 0 || d >= static_cast<int64_t>(rank) || seen[d])
      return emitError() << "order = " << formatList(order)
                         << " must be a permutation of the dimensions 0.."
                         << rank - 1;
    seen[d] = true;
  }
  return success(order.size() == rank);
}

//===----------------------------------------------------------------------===//
// BlockedLayoutAttr
//===----------------------------------------------------------------------===//

/// The largest sizePerThread entry a blocked layout may have: more than
/// that could never be lowered (kMaxUnrolledElements in the conversion),
/// and the bound keeps getBlockTile's products far from overflow.
static constexpr int64_t kMaxSizePerThread = 1024;

LogicalResult
BlockedLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          ArrayRef<int64_t> sizePerThread,
                          ArrayRef<int64_t> threadsPerWarp,
                          ArrayRef<int64_t> warpsPerBlock,
                          ArrayRef<int64_t> order) {
  size_t rank = sizePerThread.size();
  if (rank == 0)
    return emitError() << "a blocked layout needs at least one dimension";
  if (threadsPerWarp.size() != rank || warpsPerBlock.size() != rank ||
      order.size() != rank)
    return emitError() << "sizePerThread, threadsPerWarp, warpsPerBlock and "
                          "order must have the same rank (got "
                       << rank << ", " << threadsPerWarp.size() << ", "
                       << warpsPerBlock.size() << ", " << order.size() << ")";
  if (failed(verifyPositive(emitError, "sizePerThread", sizePerThread)) ||
      failed(verifyPositive(emitError, "threadsPerWarp", threadsPerWarp)) ||
      failed(verifyPositive(emitError, "warpsPerBlock", warpsPerBlock)))
    return failure();
  // Bound each factor first so the products cannot overflow.
  if (llvm::any_of(sizePerThread, [](int64_t s) { return s > kMaxSizePerThread; }))
    return emitError() << "sizePerThread = " << formatList(sizePerThread)
                       << " has an entry above " << kMaxSizePerThread
                       << " (a thread holds at most 1024 elements of a fragment)";
  if (llvm::any_of(threadsPerWarp, [](int64_t t) { return t > 32; }))
    return emitError() << "threadsPerWarp = " << formatList(threadsPerWarp)
                       << " must multiply to 32 (an entry exceeds 32)";
  if (llvm::any_of(warpsPerBlock, [](int64_t w) { return w > 32; }))
    return emitError() << "warpsPerBlock = " << formatList(warpsPerBlock)
                       << " exceeds 32 warps (1024 threads) in one dimension";
  int64_t lanes = 1;
  for (int64_t t : threadsPerWarp)
    lanes *= t;
  if (lanes != 32)
    return emitError() << "threadsPerWarp = " << formatList(threadsPerWarp)
                       << " must multiply to 32 (got " << lanes << ")";
  return verifyPermutation(emitError, order, rank);
}

int64_t BlockedLayoutAttr::getNumThreads() const {
  int64_t n = 1;
  for (auto [t, w] : llvm::zip(getThreadsPerWarp(), getWarpsPerBlock()))
    n *= t * w;
  return n;
}

SmallVector<int64_t> BlockedLayoutAttr::getBlockTile() const {
  SmallVector<int64_t> tile;
  for (unsigned d = 0; d < getRank(); ++d)
    tile.push_back(getSizePerThread()[d] * getThreadsPerWarp()[d] *
                   getWarpsPerBlock()[d]);
  return tile;
}

int64_t BlockedLayoutAttr::getElementsPerThread(ArrayRef<int64_t> shape) const {
  // Saturates at INT64_MAX: a huge tile must not wrap around to a small
  // (or negative) count.
  SmallVector<int64_t> tile = getBlockTile();
  int64_t n = 1;
  for (unsigned d = 0; d < getRank(); ++d) {
    int64_t perDim;
    int64_t reps = static_cast<int64_t>(llvm::divideCeil(shape[d], tile[d]));
    if (llvm::MulOverflow(reps, getSizePerThread()[d], perDim) ||
        llvm::MulOverflow(n, perDim, n))
      return std::numeric_limits<int64_t>::max();
  }
  return n;
}

/// Splits `linear` into coordinates over `sizes`, fastest dimension first as
/// `order` says.
static SmallVector<int64_t> delinearize(int64_t linear, ArrayRef<int64_t> sizes,
                                        ArrayRef<int64_t> order) {
  SmallVector<int64_t> coords(sizes.size(), 0);
  for (int64_t d : order) {
    coords[d] = linear % sizes[d];
    linear /= sizes[d];
  }
  return coords;
}

SmallVector<int64_t> BlockedLayoutAttr::getThreadOffset(int64_t tid) const {
  SmallVector<int64_t> lane = delinearize(tid % 32, getThreadsPerWarp(), getOrder());
  SmallVector<int64_t> warp = delinearize(tid / 32, getWarpsPerBlock(), getOrder());
  SmallVector<int64_t> offset;
  for (unsigned d = 0; d < getRank(); ++d)
    offset.push_back((warp[d] * getThreadsPerWarp()[d] + lane[d]) *
                     getSizePerThread()[d]);
  return offset;
}

SmallVector<int64_t>
BlockedLayoutAttr::getRegisterOffset(ArrayRef<int64_t> shape, int64_t reg) const {
  SmallVector<int64_t> tile = getBlockTile();
  int64_t perRep = 1;
  for (int64_t s : getSizePerThread())
    perRep *= s;
  SmallVector<int64_t> inner = delinearize(reg % perRep, getSizePerThread(), getOrder());
  SmallVector<int64_t> reps;
  for (unsigned d = 0; d < getRank(); ++d)
    reps.push_back(llvm::divideCeil(shape[d], tile[d]));
  SmallVector<int64_t> rep = delinearize(reg / perRep, reps, getOrder());
  SmallVector<int64_t> offset;
  for (unsigned d = 0; d < getRank(); ++d)
    offset.push_back(rep[d] * tile[d] + inner[d]);
  return offset;
}

SmallVector<int64_t> BlockedLayoutAttr::getCoordinates(ArrayRef<int64_t> shape,
                                                       int64_t tid,
                                                       int64_t reg) const {
  SmallVector<int64_t> coords = getThreadOffset(tid);
  for (auto [c, r] : llvm::zip(coords, getRegisterOffset(shape, reg)))
    c += r;
  return coords;
}

std::string BlockedLayoutAttr::checkCovers(ArrayRef<int64_t> shape,
                                           int64_t numThreads) const {
  std::string msg;
  llvm::raw_string_ostream os(msg);
  if (shape.size() != getRank()) {
    os << "layout has rank " << getRank() << " but the tile has rank "
       << shape.size();
    return msg;
  }
  if (getNumThreads() != numThreads) {
    os << "layout distributes over " << getNumThreads()
       << " threads but the block has " << numThreads;
    return msg;
  }
  SmallVector<int64_t> tile = getBlockTile();
  for (unsigned d = 0; d < getRank(); ++d) {
    if (shape[d] % tile[d] != 0) {
      os << "dimension " << d << " of the tile (" << shape[d]
         << ") is not a multiple of the layout's block tile (" << tile[d]
         << ")";
      return msg;
    }
  }
  return msg;
}

LogicalResult SliceLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                      int64_t dim, BlockedLayoutAttr parent) {
  if (parent.getRank() < 2)
    return emitError() << "the parent of a slice layout needs at least 2 "
                          "dimensions, got "
                       << parent.getRank();
  if (dim < 0 || dim >= static_cast<int64_t>(parent.getRank()))
    return emitError() << "slice dim = " << dim
                       << " is out of range for a rank-" << parent.getRank()
                       << " parent";
  return success();
}

//===----------------------------------------------------------------------===//
// MMA layouts
//===----------------------------------------------------------------------===//

/// wgmma.mma_async's f16/bf16 shapes: m64nNk16, N a multiple of 8 up to 256.
static LogicalResult verifyWgmmaShape(function_ref<InFlightDiagnostic()> emitError,
                                      ArrayRef<int64_t> instrShape) {
  if (instrShape.size() != 3 || instrShape[0] != 64 || instrShape[2] != 16 ||
      instrShape[1] < 8 || instrShape[1] > 256 || instrShape[1] % 8 != 0)
    return emitError() << "instrShape = " << formatList(instrShape)
                       << " is not a wgmma shape (expected [64, N, 16] with N "
                          "a multiple of 8 up to 256)";
  return success();
}

LogicalResult MmaLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                    unsigned version,
                                    ArrayRef<int64_t> warpsPerBlock,
                                    ArrayRef<int64_t> instrShape) {
  if (version != 2 && version != 3)
    return emitError() << "mma layout version " << version
                       << " is not supported (2: mma.sync, 3: wgmma)";
  if (warpsPerBlock.size() != 2)
    return emitError() << "warpsPerBlock must have 2 entries (got "
                       << warpsPerBlock.size() << ")";
  if (failed(verifyPositive(emitError, "warpsPerBlock", warpsPerBlock)))
    return failure();
  // (Each factor first: their product could overflow.)
  if (warpsPerBlock[0] > 32 || warpsPerBlock[1] > 32 || warpsPerBlock[0] * warpsPerBlock[1] > 32)
    return emitError() << "warpsPerBlock = " << formatList(warpsPerBlock)
                       << " asks for more than 32 warps; a block has at most 1024 threads";
  if (version == 3) {
    if (warpsPerBlock[0] % 4)
      return emitError() << "a wgmma layout (version 3) needs warpsPerBlock = "
                            "[W, G] with W a multiple of 4 (whole warpgroups "
                            "along M in each of G column groups), got "
                         << formatList(warpsPerBlock);
    return verifyWgmmaShape(emitError, instrShape);
  }
  if (instrShape != ArrayRef<int64_t>{16, 8, 16})
    return emitError() << "instrShape = " << formatList(instrShape)
                       << " is not an mma.sync shape (expected [16, 8, 16])";
  return success();
}

bool mlir::tile::haveSameDistribution(Attribute a, Attribute b) {
  if (a == b)
    return true;
  auto ma = dyn_cast_or_null<MmaLayoutAttr>(a);
  auto mb = dyn_cast_or_null<MmaLayoutAttr>(b);
  if (!ma || !mb)
    return false;
  // Column groups: the same groups of the same warps (their width follows
  // from the tile).
  if (ma.getColumnGroups() > 1 || mb.getColumnGroups() > 1)
    return ma.getColumnGroups() == mb.getColumnGroups() &&
           ma.getGroupDistribution() == mb.getGroupDistribution();
  return ma.toBlocked() == mb.toBlocked();
}

BlockedLayoutAttr MmaLayoutAttr::toBlocked() const {
  if (getColumnGroups() > 1)
    return {};
  return BlockedLayoutAttr::get(getContext(), {1, 2}, {8, 4},
                                getWarpsPerBlock(), {1, 0});
}

BlockedLayoutAttr MmaLayoutAttr::getGroupDistribution() const {
  SmallVector<int64_t> warps(getWarpsPerBlock());
  if (getVersion() == 3)
    warps[1] = 1;
  return BlockedLayoutAttr::get(getContext(), {1, 2}, {8, 4}, warps, {1, 0});
}

LogicalResult WgmmaLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                      ArrayRef<int64_t> warpGroupsPerBlock,
                                      ArrayRef<int64_t> instrShape) {
  if (warpGroupsPerBlock.size() != 2)
    return emitError() << "warpGroupsPerBlock must have 2 entries (got "
                       << warpGroupsPerBlock.size() << ")";
  if (failed(verifyPositive(emitError, "warpGroupsPerBlock", warpGroupsPerBlock)))
    return failure();
  return verifyWgmmaShape(emitError, instrShape);
}

LogicalResult
MmaOperandLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                             unsigned opIdx, Attribute parent) {
  if (opIdx > 1)
    return emitError() << "opIdx must be 0 (A) or 1 (B), got " << opIdx;
  if (!isa<MmaLayoutAttr, WgmmaLayoutAttr>(parent))
    return emitError() << "parent of an mma_operand layout must be "
                          "#tile.mma or #tile.wgmma, got "
                       << parent;
  return success();
}

LogicalResult SwizzleAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  int64_t bytes, bool panels,
                                  int64_t warpgroupRows, int64_t warpgroupCols) {
  if (bytes != 0 && bytes != 32 && bytes != 64 && bytes != 128)
    return emitError() << "swizzle bytes must be 0, 32, 64 or 128, got "
                       << bytes;
  if (panels && bytes != 128 && bytes != 64)
    return emitError() << "panels arrange a tile for wgmma's 128- or 64-byte "
                          "swizzle; they need bytes = 128 or 64";
  if (warpgroupRows && bytes != 128 && bytes != 64)
    return emitError() << "warpgroup_rows arranges a tile for wgmma's 128- or "
                          "64-byte swizzle; it needs bytes = 128 or 64";
  if (warpgroupRows < 0 || warpgroupRows % 4)
    return emitError() << "warpgroup_rows must be a multiple of 4 (the warps "
                          "of whole warpgroups), got "
                       << warpgroupRows;
  // 16 rows per warp must stay a tile row count (and not overflow).
  if (warpgroupRows > 32)
    return emitError() << "warpgroup_rows counts the warps along the tile's rows: at most "
                          "32 (a block's 1024 threads), got "
                       << warpgroupRows;
  if (warpgroupCols && (bytes != 128 || !panels || warpgroupRows))
    return emitError() << "warpgroup_cols arranges a transposed A ([K, M]) for wgmma: it "
                          "needs bytes = 128 and panels = true, without warpgroup_rows";
  if (warpgroupCols < 0 || warpgroupCols % 4 || warpgroupCols > 32)
    return emitError() << "warpgroup_cols must be a multiple of 4 up to 32 (the warps of "
                          "whole warpgroups), got "
                       << warpgroupCols;
  return success();
}

/// Largest power of two that divides `n`, capped at `cap`.
static int64_t powerOfTwoFactor(int64_t n, int64_t cap) {
  int64_t f = 1;
  while (f < cap && n % (f * 2) == 0)
    f *= 2;
  return f;
}

BlockedLayoutAttr BlockedLayoutAttr::chooseFor(MLIRContext *ctx,
                                               ArrayRef<int64_t> shape,
                                               unsigned elementBits,
                                               int64_t numThreads,
                                               std::string &why, int64_t maxVector) {
  size_t rank = shape.size();
  int64_t numel = 1;
  for (int64_t d : shape)
    numel *= d;
  if (numThreads % 32 != 0 || numThreads < 32) {
    why = "the block's thread count must be a multiple of 32";
    return {};
  }
  int64_t maxVec = std::max<int64_t>(1, 128 / std::max(1u, elementBits));
  if (maxVector > 0)
    maxVec = std::min(maxVec, maxVector);
  // Widest vector first; narrower ones when the tile is too small for it.
  for (int64_t vec = powerOfTwoFactor(shape.back(), maxVec); vec >= 1; vec /= 2) {
    SmallVector<int64_t> spt(rank, 1), tpw(rank, 1), wpb(rank, 1), order;
    spt.back() = vec;
    SmallVector<int64_t> rest(shape);
    rest.back() /= vec;
    int64_t lanes = 32;
    for (int64_t d = rank - 1; d >= 0 && lanes > 1; --d) {
      int64_t t = powerOfTwoFactor(rest[d], lanes);
      tpw[d] = t;
      rest[d] /= t;
      lanes /= t;
    }
    // Warps need not be a power of two (384 threads: 12 warps).
    int64_t warps = numThreads / 32;
    for (size_t d = 0; d < rank && warps > 1; ++d) {
      int64_t w = std::gcd(rest[d], warps);
      wpb[d] = w;
      rest[d] /= w;
      warps /= w;
    }
    if (lanes != 1 || warps != 1)
      continue;
    for (int64_t d = rank - 1; d >= 0; --d)
      order.push_back(d);
    return BlockedLayoutAttr::get(ctx, spt, tpw, wpb, order);
  }
  std::string msg;
  llvm::raw_string_ostream os(msg);
  os << "a tile of " << numel << " element(s) (shape ";
  llvm::interleave(shape, os, "x");
  os << ") cannot be split evenly over " << numThreads
     << " threads; use a tile whose dimensions are powers of two with at "
        "least as many elements as threads";
  why = msg;
  return {};
}

LogicalResult PipelinedAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                    int64_t stages, int64_t ahead) {
  if (stages < 2)
    return emitError() << "a pipelined loop has at least 2 stages, got " << stages;
  if (ahead < 1 || ahead > stages - 1)
    return emitError() << "copies run 1 to stages - 1 = " << stages - 1
                       << " iterations ahead, got " << ahead;
  return success();
}

/// A `when` range: `[lo, hi]` with 0 <= lo <= hi (problem sizes, and 0/1
/// parameters such as a causal mask's).
static std::optional<std::pair<int64_t, int64_t>> parseRange(Attribute a) {
  auto range = dyn_cast<ArrayAttr>(a);
  if (!range || range.size() != 2)
    return std::nullopt;
  auto lo = dyn_cast<IntegerAttr>(range[0]), hi = dyn_cast<IntegerAttr>(range[1]);
  if (!lo || !hi || lo.getInt() < 0 || lo.getInt() > hi.getInt())
    return std::nullopt;
  return std::make_pair(lo.getInt(), hi.getInt());
}

std::optional<std::pair<int64_t, int64_t>> ShapeCaseAttr::getRange(StringRef name) const {
  Attribute a = getWhen().get(name);
  return a ? parseRange(a) : std::nullopt;
}

int64_t ShapeCaseAttr::getMultiple(StringRef name) const {
  auto d = getMultipleOf() ? dyn_cast_or_null<IntegerAttr>(getMultipleOf().get(name))
                           : IntegerAttr();
  return d ? d.getInt() : 1;
}

LogicalResult ShapeCaseAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                    DictionaryAttr when, DictionaryAttr set,
                                    StringAttr kernel, int64_t waves,
                                    DictionaryAttr multipleOf, int64_t fill) {
  if (fill < 0 || fill > 1000)
    return emitError() << "a case's fill weighs its grid's fill of the waves against the "
                          "next choice's, in percent: 1 <= fill <= 1000, not "
                       << fill;
  if (waves < 0)
    return emitError() << "a case's waves bounds its grid's blocks per multiprocessor: "
                          "waves >= 1, not "
                       << waves;
  if (when.empty() && waves == 0 && fill == 0 && (!multipleOf || multipleOf.empty()))
    return emitError() << "a case needs a condition: when = {DIM = [lo, hi], ...}, "
                          "waves = W, fill = E or multiple_of = {DIM = d, ...}";
  if (multipleOf)
    for (NamedAttribute m : multipleOf) {
      auto d = dyn_cast<IntegerAttr>(m.getValue());
      if (!d || d.getType().isInteger(1) || d.getInt() < 1)
        return emitError() << "multiple_of maps '" << m.getName().getValue()
                           << "' to a positive integer (the dimension is a multiple of it), "
                              "not "
                           << m.getValue();
    }
  for (NamedAttribute w : when)
    if (!parseRange(w.getValue()))
      return emitError() << "the range of '" << w.getName().getValue()
                         << "' must be [lo, hi] with 0 <= lo <= hi, got " << w.getValue();
  if (set && kernel)
    return emitError() << "a case sets parameter values (as written) or names the kernel "
                          "tile-specialize compiled for it, not both";
  if (!set && !kernel)
    return emitError() << "a case needs the values it sets: set = {PARAM = value, ...}";
  if (set)
    for (NamedAttribute s : set)
      if (!isa<IntegerAttr>(s.getValue()) ||
          cast<IntegerAttr>(s.getValue()).getType().isInteger(1))
        return emitError() << "a case sets '" << s.getName().getValue()
                           << "' to an integer, not " << s.getValue();
  if (kernel && kernel.getValue().empty())
    return emitError() << "a case's kernel needs a name";
  return success();
}
