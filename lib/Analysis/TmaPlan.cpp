//===- TmaPlan.cpp - how pipelined copies load through TMA ----------------===//
//
// Shared by tile-tma-loads, which decides on tile IR which launches load
// through TMA (and with multicast), and by the lowering, which builds the
// tensor maps and boxes: one function decides whether a copy can.
//
//===----------------------------------------------------------------------===//

#include "tile/Analysis/TmaPlan.h"

#include "tile/Analysis/Bounds.h"
#include "tile/Analysis/Resources.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::tile;

/// Appends `factor` times the dimensions `sourceDims` of `shape` to
/// `list`: a constant, or kDynamic with the product in `dynamic`.
static void appendExtent(SmallVectorImpl<int64_t> &list,
                         SmallVectorImpl<TensorMapView::Product> &dynamic, int64_t factor,
                         ArrayRef<int64_t> shape, ArrayRef<unsigned> sourceDims) {
  TensorMapView::Product p{factor, {}};
  for (unsigned d : sourceDims) {
    if (ShapedType::isDynamic(shape[d]))
      p.sourceDims.push_back(d);
    else
      p.factor *= shape[d];
  }
  list.push_back(p.sourceDims.empty() ? p.factor : ShapedType::kDynamic);
  if (!p.sourceDims.empty())
    dynamic.push_back(std::move(p));
}

void TensorMapView::addDim(int64_t factor, ArrayRef<int64_t> shape,
                           ArrayRef<unsigned> sourceDims) {
  appendExtent(dims, dynamicDims, factor, shape, sourceDims);
}

int64_t TensorMapView::Product::apply(int64_t p) const {
  int64_t v = std::max<int64_t>(1, scale * (p / divisor - minus));
  return cap ? std::min(*cap, v) : v;
}

void TensorMapView::addSteps(ArrayRef<int64_t> shape, unsigned sourceDim, int64_t divisor,
                             int64_t minus, int64_t scale, std::optional<int64_t> cap) {
  Product p{1, {sourceDim}, divisor, minus, scale, cap};
  if (!ShapedType::isDynamic(shape[sourceDim])) {
    dims.push_back(p.apply(shape[sourceDim]));
    return;
  }
  dims.push_back(ShapedType::kDynamic);
  dynamicDims.push_back(std::move(p));
}

void TensorMapView::addStride(int64_t factor, ArrayRef<int64_t> shape,
                              ArrayRef<unsigned> sourceDims) {
  appendExtent(strides, dynamicStrides, factor, shape, sourceDims);
}

/// The value that carries run-time dimension `d` of `base` (a
/// TmaSource's buffer): the rebuilt buffer's size inside a kernel, the
/// function's index argument of the dimension's name around a launch.
static Value getDimensionValue(Value base, unsigned d) {
  if (auto rebuilt = base.getDefiningOp<memref::ReinterpretCastOp>())
    return dyn_cast<Value>(rebuilt.getMixedSizes()[d]);
  auto arg = dyn_cast<BlockArgument>(base);
  auto func = arg ? dyn_cast<FunctionOpInterface>(arg.getOwner()->getParentOp()) : nullptr;
  if (!func || !arg.getOwner()->isEntryBlock())
    return {};
  auto names = func.getArgAttrOfType<ArrayAttr>(arg.getArgNumber(), TileDialect::kDimsAttrName);
  // tile.dims names the run-time dimensions only, in order.
  auto type = cast<MemRefType>(base.getType());
  unsigned index = llvm::count_if(type.getShape().take_front(d), ShapedType::isDynamic);
  if (!names || index >= names.size())
    return {};
  for (BlockArgument a : arg.getOwner()->getArguments())
    if (a.getType().isIndex() &&
        func.getArgAttr(a.getArgNumber(), TileDialect::kArgNameAttrName) == names[index])
      return a;
  return {};
}

/// Whether `size` is the whole extent of dimension `d` of `base`: the
/// same constant, or, for a run-time dimension, the value that carries it
/// (or a memref.dim of the buffer).
static bool isWholeExtent(OpFoldResult size, Value base, unsigned d) {
  auto type = cast<MemRefType>(base.getType());
  if (!type.isDynamicDim(d))
    return getConstantIntValue(size) == type.getDimSize(d);
  auto value = dyn_cast<Value>(size);
  if (!value)
    return false;
  if (auto dim = value.getDefiningOp<memref::DimOp>())
    return dim.getSource() == base && getConstantIntValue(dim.getIndex()) == int64_t(d);
  return value == getDimensionValue(base, d);
}

FailureOr<TmaSource> tile::getTmaSource(Value src,
                                        function_ref<bool(BlockArgument)> isArgument,
                                        std::string &why) {
  TmaSource result;
  Value base = src;
  auto subview = src.getDefiningOp<memref::SubViewOp>();
  if (subview)
    base = subview.getSource();
  auto type = dyn_cast<MemRefType>(base.getType());
  Value pointer = base;
  // Inside a kernel a buffer with run-time dimensions is a bare pointer
  // (rank 0) rebuilt at the entry.
  if (auto rebuilt = base.getDefiningOp<memref::ReinterpretCastOp>())
    if (auto from = dyn_cast<MemRefType>(rebuilt.getSource().getType());
        from && from.getRank() == 0)
      pointer = rebuilt.getSource();
  auto arg = dyn_cast<BlockArgument>(pointer);
  if (!arg || !isArgument(arg) || !type || !type.getRank() ||
      !type.getLayout().isIdentity()) {
    why = "its source is not a row-major kernel argument (or a subview of one)";
    return failure();
  }
  // A run-time row length: a map's row pitch must be a multiple of 16
  // bytes, which a stated multiple (NAME=dynamic%8 for 16-bit elements)
  // guarantees.
  if (type.isDynamicDim(type.getRank() - 1)) {
    int64_t bits = type.getElementType().isIntOrFloat()
                       ? type.getElementType().getIntOrFloatBitWidth()
                       : 0;
    Value length = getDimensionValue(base, type.getRank() - 1);
    if (bits < 8 || 128 % bits || !length || !isMultipleOf(length, 128 / bits)) {
      why = "its source's rows have a run-time length (the last dimension) with no stated "
            "multiple that keeps them 16-byte aligned, which a tensor map's row pitch must "
            "be" +
            (bits >= 8 && 128 % bits == 0
                 ? ": state one (NAME=dynamic%" + std::to_string(128 / bits) + ")"
                 : std::string());
      return failure();
    }
  }
  // cuTensorMapEncodeTiled takes at most 2^32 elements along a dimension
  // (run-time ones are checked at launch).
  if (llvm::any_of(type.getShape(), [](int64_t d) {
        return !ShapedType::isDynamic(d) && d > (int64_t(1) << 32);
      })) {
    why = "its source has a dimension of more than 2^32 elements, past what a tensor map "
          "addresses";
    return failure();
  }
  result.arg = arg;
  result.type = type;
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
               isWholeExtent(sizes[rank - 2], base, rank - 2) &&
               isWholeExtent(sizes[rank - 1], base, rank - 1) && is(offsets[rank - 2], 0) &&
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

/// The third dimension of a subview's map: the matrix, one of the
/// flattened leading dimensions, each the rows times the pitch apart. Its
/// index is a 32-bit coordinate and a map's strides stay below 2^40 (for
/// run-time sizes the runtime checks the same at launch).
static LogicalResult addMatrixDimension(TensorMapView &view, ArrayRef<int64_t> shape,
                                        int64_t elemBytes, std::string &why) {
  unsigned rank = shape.size();
  SmallVector<unsigned> leading = llvm::to_vector(llvm::seq<unsigned>(0, rank - 2));
  int64_t matrices = 1;
  bool fixed = true;
  for (unsigned d : leading) {
    fixed &= !ShapedType::isDynamic(shape[d]);
    if (fixed)
      matrices *= shape[d];
  }
  bool fixedBytes = !ShapedType::isDynamic(shape[rank - 2]) &&
                    !ShapedType::isDynamic(shape[rank - 1]);
  int64_t bytes = fixedBytes ? shape[rank - 2] * shape[rank - 1] * elemBytes : 0;
  if ((fixed && matrices >= (int64_t(1) << 31)) || bytes >= (int64_t(1) << 40)) {
    why = "it views " + (fixed ? std::to_string(matrices) : std::string("many")) +
          " matrices of " + (fixedBytes ? std::to_string(bytes) : std::string("many")) +
          " bytes, past what a tensor map addresses (2^31 and 2^40)";
    return failure();
  }
  view.addDim(1, shape, leading);
  view.addStride(elemBytes, shape, {rank - 2, rank - 1});
  view.box.push_back(1);
  return success();
}

FailureOr<TmaStorePlan> tile::planTmaStore(CopyOp op, int64_t threads,
                                           function_ref<bool(BlockArgument)> isArgument,
                                           std::string &why) {
  auto alloc = op.getSrc().getDefiningOp<AllocFragmentOp>();
  auto mma = alloc ? dyn_cast_or_null<MmaLayoutAttr>(alloc.getLayoutAttr()) : MmaLayoutAttr();
  if (op.getAsync() || !alloc || !op.getSrcOffsets().empty() ||
      getMemorySpace(op.getDstType()) != MemorySpace::Global) {
    why = "it is not the store of a whole fragment into a global buffer";
    return failure();
  }
  // (Warpgroups along N: their warps lie along M within each column group.)
  if (!mma || mma.getGroupDistribution().getWarpsPerBlock()[1] != 1) {
    why = "its fragment's layout is not an #tile.mma whose warps all lie along M, in each "
          "column group of a wgmma layout (a gemm's accumulator, run tile-infer-layout)";
    return failure();
  }
  MemRefType tile = alloc.getType();
  Type elem = tile.getElementType();
  if (!elem.isIntOrFloat() || elem.getIntOrFloatBitWidth() != 16) {
    why = "its elements are not 16-bit (round the accumulator first)";
    return failure();
  }
  int64_t warps = mma.getWarpsPerBlock()[0], groups = mma.getColumnGroups();
  if (!tile.hasStaticShape() || tile.getRank() != 2 || warps * groups * 32 != threads ||
      tile.getDimSize(0) % (8 * warps) || tile.getDimSize(1) % (64 * groups)) {
    why = "its tile is not whole 8-row bands per warp (" + std::to_string(warps) +
          " warps along M" +
          (groups > 1 ? " in each of " + std::to_string(groups) + " column groups" : "") +
          ", one per 32 of the launch's threads) and 64-column chunks";
    return failure();
  }
  FailureOr<TmaSource> dest = getTmaSource(op.getDst(), isArgument, why);
  if (failed(dest)) {
    // getTmaSource speaks of a load's source.
    size_t at = why.find("its source");
    if (at != std::string::npos)
      why.replace(at, strlen("its source"), "its destination");
    return failure();
  }
  MemRefType argType = dest->type;
  ArrayRef<int64_t> shape = argType.getShape();
  unsigned rank = argType.getRank();
  // (A run-time row length is a stated multiple of 8: getTmaSource.)
  int64_t pitch = ShapedType::isDynamic(shape[rank - 1]) ? 0 : shape[rank - 1] * 2;
  // A box's coordinates are signed 32-bit (run-time sizes: checked at
  // launch, as the map's extents are).
  if (llvm::any_of(shape.take_back(2), [](int64_t d) {
        return !ShapedType::isDynamic(d) && d >= (int64_t(1) << 31);
      })) {
    why = "the destination has a dimension of 2^31 elements or more, past a box's 32-bit "
          "coordinates";
    return failure();
  }
  if (pitch % 16) {
    why = "the destination's rows are " + std::to_string(pitch) +
          " bytes apart, not a multiple of 16";
    return failure();
  }
  TmaStorePlan plan;
  plan.warps = warps;
  plan.bands = tile.getDimSize(0) / (8 * warps);
  plan.chunks = tile.getDimSize(1) / groups / 64;
  plan.view.arg = dest->arg.getArgNumber();
  plan.view.addDim(1, shape, {rank - 1});
  plan.view.addDim(1, shape, {rank - 2});
  plan.view.addStride(2, shape, {rank - 1});
  plan.view.box = {64, 8};
  plan.view.swizzle = 128;
  if (dest->subview) {
    if (failed(addMatrixDimension(plan.view, shape, 2, why)))
      return failure();
    plan.leadingCoord = true;
  }
  return plan;
}

/// Whether `v` can be computed again in `region`: it is defined in a
/// region enclosing it, or by ops without regions that have no side
/// effects and cannot trap, from such values (what materializeAt clones).
bool tile::canRebuildIn(Value v, Region *region) {
  if (v.getParentRegion()->isAncestor(region))
    return true;
  Operation *def = v.getDefiningOp();
  if (!def || def->getNumRegions() || !isPure(def))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value o) { return canRebuildIn(o, region); });
}

FailureOr<TmaCopyPlan> tile::planTmaCopy(CopyOp op, const WindowProof &proof,
                                          function_ref<bool(BlockArgument)> isArgument,
                                          std::string &why) {
  FailureOr<TmaSource> source = getTmaSource(op.getSrc(), isArgument, why);
  if (failed(source))
    return failure();
  // The group's commit issues the boxes (lowerAsyncCommit): it must follow
  // the copy in its block, or follow tile-pipeline's guard of a prologue
  // iteration (whose copies then load even for a missing iteration: nobody
  // reads them), with the offsets, the stage and the subview computable
  // there again. A copy under the kernel's own condition, or one whose
  // commit is elsewhere, stays cp.async.
  auto commitAfter = [](Operation *o) {
    for (Operation *n = o->getNextNode(); n; n = n->getNextNode())
      if (isa<AsyncCommitOp>(n))
        return true;
    return false;
  };
  Operation *guard = op->getParentOp();
  bool inPrologue = isa<scf::IfOp>(guard) &&
                    guard->hasAttr(TileDialect::kPipelinePrologueAttrName) && commitAfter(guard);
  if (!commitAfter(op) && !inPrologue) {
    why = "its group's commit does not follow it in the same block (a copy under a "
          "condition or in a loop of its own)";
    return failure();
  }
  if (inPrologue) {
    Region *at = guard->getParentRegion();
    SmallVector<Value> inputs(op.getSrcOffsets());
    inputs.push_back(op.getDst());
    if (source->subview)
      llvm::append_range(inputs, source->subview->getOperands());
    if (!llvm::all_of(inputs, [&](Value v) { return canRebuildIn(v, at); })) {
      why = "its offsets in the pipeline's prologue come from ops that cannot run again "
            "at the group's commit (regions, memory, or possible traps)";
      return failure();
    }
  }
  BlockArgument arg = source->arg;
  // A subview's matrix: its last two dimensions (srcType); the leading
  // ones flatten into the map's third.
  MemRefType argType = source->type;
  ArrayRef<int64_t> shape = argType.getShape();
  unsigned rank = argType.getRank();
  auto srcType = MemRefType::get(shape.take_back(2), argType.getElementType());
  SmallVector<Value> stages;
  collectStageBuffers(op.getDst(), stages);
  AllocSharedOp alloc;
  for (Value stage : stages) {
    auto a = stage.getDefiningOp<AllocSharedOp>();
    if (!a || (alloc && (a.getType() != alloc.getType() ||
                         a.getLayoutAttr() != alloc.getLayoutAttr()))) {
      why = "its destination is not a tile.alloc_shared (or stages of one)";
      return failure();
    }
    alloc = a;
  }
  SwizzleAttr layout = alloc.getLayoutAttr();
  // 128-byte swizzle, or 64-byte rows (block_K = 32 in f16, 64 in 8-bit
  // types) with the 64-byte swizzle: TMA's SWIZZLE_128B / SWIZZLE_64B
  // write the same pattern.
  MemRefType tile = alloc.getType();
  int64_t swizzleBytes = isWgmmaArranged(layout) ? layout.getBytes() : 0;
  int64_t tileRowBytes = tile.getDimSize(1) * tile.getElementTypeBitWidth() / 8;
  if (swizzleBytes != 128 && !(swizzleBytes == 64 && tileRowBytes == 64)) {
    why = "its destination is not a wgmma tile with 128-byte swizzle "
          "(#tile.swizzle<bytes = 128> with panels or warpgroup_rows) or one of 64-byte "
          "rows with the 64-byte swizzle";
    return failure();
  }
  if (tile.getShape() != op.getTileType().getShape() ||
      llvm::any_of(op.getDstOffsets(), [](Value v) {
        return getConstantIntValue(v) != std::optional<int64_t>(0);
      })) {
    why = "it fills part of its shared tile";
    return failure();
  }
  // (An index element has no width: asking would assert.)
  if (!srcType.getElementType().isIntOrFloat() ||
      !llvm::is_contained({8u, 16u, 32u, 64u}, srcType.getElementTypeBitWidth())) {
    why = "its elements are not 1, 2, 4 or 8 bytes";
    return failure();
  }
  int64_t bits = srcType.getElementTypeBitWidth();
  int64_t elemBytes = bits / 8;
  // (A run-time row length is a stated multiple of 16 bytes:
  // getTmaSource.)
  bool fixedPitch = !ShapedType::isDynamic(srcType.getDimSize(1));
  int64_t pitch = fixedPitch ? srcType.getDimSize(1) * elemBytes : 0;
  if (pitch % 16) {
    why = "the source's rows are " + std::to_string(pitch) +
          " bytes apart, not a multiple of 16";
    return failure();
  }
  int64_t rows = tile.getDimSize(0), rowBytes = tile.getDimSize(1) * elemBytes;
  int64_t lineElems = swizzleBytes / elemBytes; // one swizzle line
  TensorMapView view;
  view.arg = arg.getArgNumber();
  view.swizzle = swizzleBytes;
  TmaCopy plan;
  std::optional<TensorMapView> edgeView;
  if (source->subview && layout.getWarpgroupRows()) {
    why = "its source is a subview and its destination a warpgroup_rows tile (only whole "
          "arguments load into those)";
    return failure();
  }
  if (layout.getWarpgroupCols()) {
    why = "its destination is a transposed A (warpgroup_cols), whose 8-column groups a "
          "box cannot reorder";
    return failure();
  }
  if (int64_t w = layout.getWarpgroupRows()) {
    // Row 8 W rep + 8 w + g of the tile is stored as row 64 instr + 16 (w
    // mod 4) + 8 (rep mod 2) + g (SharedSwizzle): the 64 rows of one wgmma
    // instruction are, inner to outer, g (8 rows apart: 1), rep mod 2 (8 W)
    // and w mod 4 (8), starting at row 32 (w / 4) + 16 W (rep / 2). A 5-d
    // view with those strides (the last dimension: rows in 32s) moves them
    // as one box, when its rows lie in the buffer: the view cannot clip
    // them. (A box at 32-row index q reaches row 32 q + 8 W + 31, so the
    // view's last dimension counts the q whose box ends in the buffer.)
    // Otherwise each 8-row group is a 2-d box of its own, clipped: in every
    // tile (a row offset not known to be a multiple of 32), or in the tiles
    // that reach past the last row, chosen at run time (TmaCopy::edge).
    if (rowBytes != swizzleBytes) {
      why = "its rows (warpgroup_rows) are " + std::to_string(rowBytes) +
            " bytes, not one " + std::to_string(swizzleBytes) + "-byte swizzle line";
      return failure();
    }
    int64_t m = srcType.getDimSize(0), pairs = rows / (16 * w);
    // The 2-d view, and the boxes of the 8-row groups whose rows the tile
    // stores from `stored` on (j: the group's index in the tile).
    auto rowsView = [&, base = view] {
      TensorMapView v = base;
      v.addDim(1, shape, {rank - 1});
      v.addDim(1, shape, {rank - 2});
      v.addStride(elemBytes, shape, {rank - 1});
      v.box = {lineElems, 8};
      return v;
    };
    auto rowBox = [&](int64_t warp, int64_t rep) -> TmaCopy::Box {
      int64_t stored = 64 * (warp / 4 * pairs + rep / 2) + 16 * (warp % 4) + 8 * (rep % 2);
      return {stored * rowBytes, {0, 8 * (rep * w + warp)}};
    };
    bool dynamicRows = ShapedType::isDynamic(m);
    bool steps = fixedPitch && w % 4 == 0 && (dynamicRows || m >= rows) &&
                 (op.getSrcOffsets().empty() || isMultipleOf(op.getSrcOffsets()[0], 32));
    if (steps) {
      view.addDim(1, shape, {rank - 1});
      // Where no 32-row step's box ends in the buffer (fewer than 8 W + 32
      // rows: no whole tile, no such box issued), every extent is 1, so
      // that the map stays inside it.
      view.addSteps(shape, 0, 32, w / 4, 8, 8);
      view.addSteps(shape, 0, 32, w / 4, 2, 2);
      view.addSteps(shape, 0, 32, w / 4, 4, 4);
      view.addSteps(shape, 0, 32, w / 4, 1, std::nullopt);
      view.strides = {pitch, 8 * w * pitch, 8 * pitch, 32 * pitch};
      view.box = {lineElems, 8, 2, 4, 1};
      plan.rowDivisor = 32;
      bool whole = !dynamicRows && m % 32 == 0 && (proof.src & 1);
      for (int64_t group = 0; group < w / 4; ++group)
        for (int64_t pair = 0; pair < pairs; ++pair) {
          plan.boxes.push_back({(group * pairs + pair) * 64 * rowBytes,
                                {0, 0, 0, 0, group + w / 2 * pair}});
          if (whole)
            continue;
          SmallVector<TmaCopy::Box, 8> &edge = plan.edge.emplace_back();
          for (int64_t warp = 4 * group; warp < 4 * group + 4; ++warp)
            for (int64_t rep = 2 * pair; rep < 2 * pair + 2; ++rep)
              edge.push_back(rowBox(warp, rep));
        }
      if (!whole) {
        edgeView = rowsView();
        plan.tileRows = rows;
      }
    } else {
      view = rowsView();
      for (int64_t j = 0; j < rows / 8; ++j)
        plan.boxes.push_back(rowBox(j % w, j / w));
    }
  } else {
    // Column panels of one swizzle line (128 bytes, or 64 in a tile of
    // 64-byte rows), each rows x that: a 2-d box per panel; the map clips
    // the buffer's edges (zeros).
    if (rows > 256 || rowBytes % swizzleBytes || (rowBytes > swizzleBytes && !layout.getPanels())) {
      why = "its tile is not made of 128-byte panels of at most 256 rows";
      return failure();
    }
    // A multicast copy of an odd number of panels loads each as two boxes
    // of half the rows (a multiple of 8: the halves keep the swizzle's
    // 1024-byte atoms), so that the pair's blocks split the bytes evenly.
    int64_t panels = rowBytes / swizzleBytes;
    plan.halvable = panels % 2 && rows % 16 == 0;
    int64_t halves = plan.halvable && op.getMulticast() ? 2 : 1;
    int64_t boxRows = rows / halves;
    view.addDim(1, shape, {rank - 1});
    view.addDim(1, shape, {rank - 2});
    view.addStride(elemBytes, shape, {rank - 1});
    view.box = {lineElems, boxRows};
    if (source->subview) {
      // One more dimension, the matrix: boxes clip at its last row.
      if (failed(addMatrixDimension(view, shape, elemBytes, why)))
        return failure();
      plan.leadingCoord = true;
    }
    for (int64_t p = 0; p < panels; ++p)
      for (int64_t h = 0; h < halves; ++h) {
        SmallVector<int64_t> coords = {p * lineElems, h * boxRows};
        if (source->subview)
          coords.push_back(0);
        plan.boxes.push_back({(p * rows + h * boxRows) * swizzleBytes, coords});
      }
  }
  plan.boxBytes = elemBytes;
  for (int64_t extent : view.box)
    plan.boxBytes *= extent;
  return TmaCopyPlan{view, plan, edgeView};
}

/// Whether `v`, inside `launch`, may depend on `root` (one of the launch's
/// block ids): through operands, the bounds of the loops whose induction
/// variables it uses and the values those loops carry; any other region's
/// block arguments conservatively depend on everything that region's op
/// takes.
static bool mayDependOn(Value v, Value root, LaunchOp launch) {
  SmallVector<Value> work{v};
  DenseSet<Value> seen;
  while (!work.empty()) {
    Value x = work.pop_back_val();
    if (x == root)
      return true;
    if (!seen.insert(x).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(x)) {
      Operation *parent = arg.getOwner()->getParentOp();
      if (parent == launch.getOperation())
        continue; // another block id
      if (auto loop = dyn_cast<scf::ForOp>(parent)) {
        if (arg == loop.getInductionVar()) {
          work.append({loop.getLowerBound(), loop.getUpperBound(), loop.getStep()});
        } else {
          unsigned i = arg.getArgNumber() - 1;
          work.push_back(loop.getInitArgs()[i]);
          work.push_back(loop.getYieldedValues()[i]);
        }
        continue;
      }
      llvm::append_range(work, parent->getOperands());
      continue;
    }
    Operation *def = x.getDefiningOp();
    def->walk([&](Operation *inner) { llvm::append_range(work, inner->getOperands()); });
  }
  return false;
}

/// tma-multicast: blocks 2i and 2i + 1 of the launch grid (x fastest) form
/// a cluster. With l2_swizzle (an even panel, an even grid) the pair walks
/// down one column of tiles, so its two blocks differ in the row id (block
/// argument 1); without it they differ in the column id (argument 0). The
/// pipelined copies whose source offsets do not depend on that id load the
/// same tile in both blocks. Both blocks must issue the same groups: the
/// loops and conditions around the copies and their commits may not depend
/// on it either. An extent that must be even and follows a run-time
/// dimension (kDynamic in `grid`) goes to `roundUp` unless it is provably
/// even already.
ClusterPlan tile::planCluster(LaunchOp launch, ArrayRef<int64_t> grid) {
  ClusterPlan plan;
  std::optional<int64_t> panel = launch.getL2Swizzle();
  // (A grid of rank 1 may be written so, a persistent kernel's: not by size.)
  if (launch.getGridRank() != 2) {
    // Extents of 1 fold away: a written 2-d grid of one block row is 1-d.
    plan.why = launch.getGridRank() < 2
                   ? "the launch's grid is one row of blocks at these sizes (its other "
                     "extents are 1); clusters of two pair blocks of a 2-d grid"
                   : "the launch's grid is " + std::to_string(launch.getGridRank()) +
                         "-d at these sizes; clusters of two pair blocks of a 2-d grid";
    return plan;
  }
  plan.bySize = true;
  auto odd = [&](unsigned d) { return !ShapedType::isDynamic(grid[d]) && grid[d] % 2; };
  if (odd(0)) {
    plan.why = "the grid's x extent (" + std::to_string(grid[0]) +
               ") is odd; clusters of two blocks need an even one";
    return plan;
  }
  if (panel && (*panel % 2 || odd(1))) {
    plan.bySize = *panel % 2 == 0;
    std::string rows = ShapedType::isDynamic(grid[1]) ? "its"
                       : std::to_string(grid[1]);
    plan.why = "l2_swizzle(" + std::to_string(*panel) + ") over " + rows +
               (grid[1] == 1 ? " block row" : " block rows") +
               " leaves a pair of blocks in two columns; it needs an even panel "
               "and an even number of block rows";
    return plan;
  }
  for (unsigned d = 0; d < (panel ? 2u : 1u); ++d)
    if (ShapedType::isDynamic(grid[d]) && !isMultipleOf(launch.getGridSize()[d], 2))
      plan.roundUp.push_back(d);
  plan.bySize = false;
  Value differs = launch.getBodyBlock().getArgument(panel ? 1 : 0);
  WalkResult walk = launch.getBody().walk([&](Operation *op) {
    auto copy = dyn_cast<CopyOp>(op);
    if (copy && !copy.getAsync())
      return WalkResult::advance();
    // (The gemm waits free stages too: the pair's releases must match.)
    if (!copy && !isa<AsyncCommitOp, AsyncWaitOp, GemmWaitOp>(op))
      return WalkResult::advance();
    for (Operation *p = op->getParentOp(); p != launch.getOperation();
         p = p->getParentOp()) {
      SmallVector<Value> controls;
      if (auto loop = dyn_cast<scf::ForOp>(p))
        controls = {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()};
      else if (auto cond = dyn_cast<scf::IfOp>(p))
        controls = {cond.getCondition()};
      else
        controls = llvm::to_vector(p->getOperands());
      if (llvm::any_of(controls, [&](Value c) { return mayDependOn(c, differs, launch); })) {
        plan.why = isa<GemmWaitOp>(op)
                       ? "a tile.gemm_wait sits in a loop or condition that depends on "
                         "the block id, so the two blocks of a pair could free their "
                         "stages differently"
                       : "the pipelined copies sit in a loop or condition that "
                         "depends on the block id, so the two blocks of a pair "
                         "could issue different loads";
        return WalkResult::interrupt();
      }
    }
    // The source too: a subview's matrix may be picked by the block id.
    if (copy && !mayDependOn(copy.getSrc(), differs, launch) &&
        llvm::none_of(copy.getSrcOffsets(),
                      [&](Value v) { return mayDependOn(v, differs, launch); }))
      plan.sharedCopies.insert(copy);
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    plan.sharedCopies.clear();
  return plan;
}
