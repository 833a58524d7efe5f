//===- TileOps.cpp - tile dialect operations ------------------------------===//

#include "tile/Dialect/Tile/IR/TileDialect.h"
#include "tile/Chip/Chip.h"
#include "tile/Dialect/Tile/IR/PrintFormat.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::tile;

/// "128x32" for a shape.
static std::string formatShape(ArrayRef<int64_t> shape) {
  std::string s;
  llvm::raw_string_ostream os(s);
  llvm::interleave(
      shape, os,
      [&](int64_t d) {
        if (ShapedType::isDynamic(d))
          os << "?";
        else
          os << d;
      },
      "x");
  return s;
}

static StringRef spaceName(Value v) {
  return stringifyMemorySpace(getMemorySpace(cast<MemRefType>(v.getType())));
}

/// Tile elements are whole-byte integers and floats: `index` has no fixed
/// width on the device, and sub-byte types do not pack the way tile memory
/// is addressed.
static bool isTileElementType(Type t) {
  if (!isa<FloatType, IntegerType>(t))
    return false;
  unsigned bits = t.getIntOrFloatBitWidth();
  return bits >= 8 && bits % 8 == 0;
}

//===----------------------------------------------------------------------===//
// Allocations
//===----------------------------------------------------------------------===//

template <typename AllocTy>
static LogicalResult verifyAlloc(AllocTy op, MemorySpace expected) {
  MemRefType type = op.getType();
  if (getMemorySpace(type) != expected)
    return op.emitOpError() << "result must be in memory space #tile."
                            << stringifyMemorySpace(expected) << ", got "
                            << type;
  if (static_cast<int64_t>(op.getDynamicSizes().size()) !=
      static_cast<int64_t>(type.getNumDynamicDims()))
    return op.emitOpError() << "expects " << type.getNumDynamicDims()
                            << " dynamic size operand(s) for " << type
                            << ", got " << op.getDynamicSizes().size();
  if (!type.getLayout().isIdentity())
    return op.emitOpError() << "tile buffers take no memref layout map; put "
                               "the tile layout in the 'layout' attribute";
  if (!isTileElementType(type.getElementType()))
    return op.emitOpError() << "element type " << type.getElementType()
                            << " is not supported in tiles; use integers or "
                               "floats of 8 bits or more";
  if (type.getRank() == 0)
    return op.emitOpError() << "tiles need at least one dimension; use "
                               "memref<1x...> for a single element";
  for (int64_t d : type.getShape())
    if (!ShapedType::isDynamic(d) && d < 1)
      return op.emitOpError() << "tile dimensions must be positive, got "
                              << formatShape(type.getShape());
  return success();
}

LogicalResult AllocSharedOp::verify() {
  if (failed(verifyAlloc(*this, MemorySpace::Shared)))
    return failure();
  std::optional<int64_t> padding = getRowPadding();
  if (!padding)
    return success();
  MemRefType type = getType();
  int64_t elemBytes = llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  if (type.getRank() != 2)
    return emitOpError() << "row_padding pads the rows of a 2-d tile, got rank "
                         << type.getRank();
  if (*padding < 0 || *padding > 128 || *padding % elemBytes)
    return emitOpError() << "row_padding = " << *padding << " must be a multiple of the "
                         << elemBytes << "-byte element from 0 to 128 bytes";
  if (getLayoutAttr() && getLayoutAttr().getBytes() != 0)
    return emitOpError() << "takes a swizzle or row_padding, not both: a swizzle already "
                            "spreads the rows over the banks";
  return success();
}

LogicalResult AllocFragmentOp::verify() {
  if (failed(verifyAlloc(*this, MemorySpace::Fragment)))
    return failure();
  if (auto blocked = dyn_cast_or_null<BlockedLayoutAttr>(getLayoutAttr()))
    if (blocked.getRank() != getType().getRank())
      return emitOpError() << "layout has rank " << blocked.getRank()
                           << " but the fragment has rank "
                           << getType().getRank();
  if (auto slice = dyn_cast_or_null<SliceLayoutAttr>(getLayoutAttr()))
    if (slice.getRank() != getType().getRank())
      return emitOpError() << "slice layout has rank " << slice.getRank()
                           << " but the fragment has rank "
                           << getType().getRank();
  if (isa_and_nonnull<MmaLayoutAttr, WgmmaLayoutAttr, MmaOperandLayoutAttr>(
          getLayoutAttr()) &&
      getType().getRank() != 2)
    return emitOpError() << "mma layouts apply to 2-d fragments, got rank "
                         << getType().getRank();
  return success();
}

LogicalResult AllocLocalOp::verify() {
  if (failed(verifyAlloc(*this, MemorySpace::Local)))
    return failure();
  if (auto layout = getLayoutAttr(); layout && layout.getRank() != getType().getRank())
    return emitOpError() << "layout has rank " << layout.getRank()
                         << " but the buffer has rank " << getType().getRank();
  return success();
}

/// Users whose verifiers accept a tile buffer of any (compatible) memref
/// type, so that its type can be refined in place.
static bool acceptsAnyMemRefType(Operation *user) {
  return isa<TileDialect>(user->getDialect()) ||
         isa<memref::LoadOp, memref::StoreOp, memref::DimOp>(user);
}

namespace {
/// Folds constant dynamic sizes into the allocated type, as memref.alloc
/// does: `tile.alloc_fragment(%c128)` becomes `tile.alloc_fragment()` with a
/// static shape. Users of tile buffers accept any memref type, so the type is
/// updated in place.
template <typename AllocTy>
struct FoldConstantAllocSizes : OpRewritePattern<AllocTy> {
  using OpRewritePattern<AllocTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(AllocTy op,
                                PatternRewriter &rewriter) const override {
    MemRefType type = op.getType();
    SmallVector<int64_t> shape(type.getShape());
    SmallVector<Value> remaining;
    bool changed = false;
    unsigned next = 0;
    for (int64_t &d : shape) {
      if (!ShapedType::isDynamic(d))
        continue;
      Value size = op.getDynamicSizes()[next++];
      std::optional<int64_t> c = getConstantIntValue(size);
      if (c && *c > 0) {
        d = *c;
        changed = true;
      } else {
        remaining.push_back(size);
      }
    }
    if (!changed)
      return failure();
    auto newType = MemRefType::get(shape, type.getElementType(),
                                   type.getLayout(), type.getMemorySpace());
    rewriter.modifyOpInPlace(op, [&] {
      op.getDynamicSizesMutable().assign(remaining);
      op.getResult().setType(newType);
    });
    // Any other user (func.return, func.call, ...) keeps the type it had,
    // through a cast.
    SmallVector<OpOperand *> strictUses;
    for (OpOperand &use : op.getResult().getUses())
      if (!acceptsAnyMemRefType(use.getOwner()))
        strictUses.push_back(&use);
    if (!strictUses.empty()) {
      rewriter.setInsertionPointAfter(op);
      Value cast = memref::CastOp::create(rewriter, op.getLoc(), type, op.getResult());
      for (OpOperand *use : strictUses)
        rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(cast); });
    }
    return success();
  }
};
} // namespace

/// A swizzle wider than the tile's rows (a kernel's 128-byte swizzle at a
/// tile size that gives 64- or 32-byte rows) narrows to the row: the same
/// XOR pattern over the row's chunks, which tile-infer-layout would pick.
struct NarrowSwizzleToRow : OpRewritePattern<AllocSharedOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllocSharedOp op, PatternRewriter &rewriter) const override {
    MemRefType type = op.getType();
    SwizzleAttr layout = op.getLayoutAttr();
    if (!layout || type.getRank() != 2 || !type.hasStaticShape() || layout.getPanels())
      return failure();
    int64_t rowBytes = type.getDimSize(1) * llvm::divideCeil(type.getElementTypeBitWidth(), 8);
    if (rowBytes >= layout.getBytes() || (rowBytes != 32 && rowBytes != 64))
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.setLayoutAttr(SwizzleAttr::get(op.getContext(), rowBytes, false,
                                        layout.getWarpgroupRows()));
    });
    return success();
  }
};

void AllocSharedOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                MLIRContext *ctx) {
  results.add<FoldConstantAllocSizes<AllocSharedOp>, NarrowSwizzleToRow>(ctx);
}
void AllocFragmentOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                  MLIRContext *ctx) {
  results.add<FoldConstantAllocSizes<AllocFragmentOp>>(ctx);
}
void AllocLocalOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                               MLIRContext *ctx) {
  results.add<FoldConstantAllocSizes<AllocLocalOp>>(ctx);
}

//===----------------------------------------------------------------------===//
// CopyOp
//===----------------------------------------------------------------------===//

LogicalResult CopyOp::fold(FoldAdaptor, SmallVectorImpl<OpFoldResult> &) {
  return memref::foldMemRefCast(*this);
}

LogicalResult CopyOp::verify() {
  MemRefType srcType = getSrcType(), dstType = getDstType();
  if (getTma() && !getAsync() &&
      !(getMemorySpace(srcType) == MemorySpace::Fragment &&
        getMemorySpace(dstType) == MemorySpace::Global && getSrcOffsets().empty()))
    return emitOpError() << "a tma copy is a pipelined load (async) or the store of a "
                            "fragment into a global buffer";
  if (getMulticast() && (!getTma() || !getAsync()))
    return emitOpError() << "a multicast copy must be a pipelined load through tma";
  if (getMulticast()) {
    LaunchOp launch = getEnclosingLaunch(*this);
    if (!launch || !launch.getCluster())
      return emitOpError() << "multicasts, but its launch runs no clusters (cluster(...))";
  }
  if (srcType.getElementType() != dstType.getElementType())
    return emitOpError() << "source element type " << srcType.getElementType()
                         << " differs from destination element type "
                         << dstType.getElementType()
                         << "; convert in a tile.parallel first";
  MemorySpace srcSpace = getMemorySpace(srcType);
  MemorySpace dstSpace = getMemorySpace(dstType);
  if (!isOnChip(srcSpace) && !isOnChip(dstSpace))
    return emitOpError() << "copies between two global buffers are not "
                            "supported; stage the tile through shared memory "
                            "or a fragment";
  bool srcIndexed = !getSrcOffsets().empty();
  bool dstIndexed = !getDstOffsets().empty();
  if (srcIndexed && dstIndexed)
    return emitOpError() << "only one side of a copy may be indexed; the "
                            "other side is the tile that gives the region";
  MemRefType tileType = getTileType();
  if (tileType.getRank() == 0)
    return emitOpError() << "the tile needs at least one dimension";
  if ((srcIndexed && getMemorySpace(srcType) == MemorySpace::Fragment) ||
      (dstIndexed && getMemorySpace(dstType) == MemorySpace::Fragment))
    return emitOpError() << "a fragment is copied whole; index the other "
                            "buffer instead";
  if (srcIndexed || dstIndexed) {
    MemRefType indexed = srcIndexed ? srcType : dstType;
    size_t numOffsets = srcIndexed ? getSrcOffsets().size()
                                   : getDstOffsets().size();
    if (static_cast<int64_t>(numOffsets) != indexed.getRank())
      return emitOpError() << "expects " << indexed.getRank()
                           << " offset(s) into " << indexed << ", got "
                           << numOffsets;
    if (tileType.getRank() != indexed.getRank())
      return emitOpError() << "tile of rank " << tileType.getRank()
                           << " cannot be copied into a window of a rank-"
                           << indexed.getRank() << " buffer";
  } else if (failed(verifyCompatibleShape(srcType.getShape(),
                                          dstType.getShape()))) {
    return emitOpError() << "shapes " << formatShape(srcType.getShape())
                         << " and " << formatShape(dstType.getShape())
                         << " differ; index the larger buffer with offsets";
  }
  if (auto pad = getPadAttr()) {
    if (!srcIndexed)
      return emitOpError() << "'pad' applies only to loads from an indexed "
                              "source";
    if (pad.getType() != srcType.getElementType())
      return emitOpError() << "pad value type " << pad.getType()
                           << " differs from the element type "
                           << srcType.getElementType();
  }
  if (getAsync() &&
      (!srcIndexed || isOnChip(srcSpace) || dstSpace != MemorySpace::Shared))
    return emitOpError() << "async copies go from a window of a global buffer "
                            "into a shared tile";
  if (getAsync() && getPadAttr())
    return emitOpError() << "async copies read zeros outside the source; "
                            "'pad' is not supported";
  if (!getEnclosingLaunch(*this))
    return emitOpError() << "must be nested in a tile.launch";
  return success();
}

LogicalResult AsyncCommitOp::verify() {
  if (!getEnclosingLaunch(*this))
    return emitOpError() << "must be nested in a tile.launch";
  return success();
}

LogicalResult AsyncWaitOp::verify() {
  if (!getEnclosingLaunch(*this))
    return emitOpError() << "must be nested in a tile.launch";
  return success();
}

LogicalResult GemmWaitOp::verify() {
  if (!getEnclosingLaunch(*this))
    return emitOpError() << "must be nested in a tile.launch";
  // Named, the accumulators are what keeps the wait: an op with no operands
  // and no results would be dead code to the canonicalizer.
  if (getAccumulators().empty())
    return emitOpError() << "must name the accumulators it completes (the "
                            "fragments the kernel reads after it)";
  for (Value acc : getAccumulators())
    if (getMemorySpace(cast<MemRefType>(acc.getType())) != MemorySpace::Fragment)
      return emitOpError() << "names the accumulators of asynchronous gemms, "
                              "which are fragments; got "
                           << spaceName(acc) << " memory";
  return success();
}

//===----------------------------------------------------------------------===//
// PrefetchOp
//===----------------------------------------------------------------------===//

LogicalResult PrefetchOp::verify() {
  if (!getEnclosingLaunch(*this))
    return emitOpError() << "must be nested in a tile.launch";
  MemRefType type = cast<MemRefType>(getSrc().getType());
  if (isOnChip(getMemorySpace(type)))
    return emitOpError() << "prefetches global memory into L2; " << type
                         << " is on chip";
  if (type.getRank() == 0)
    return emitOpError() << "prefetches a region of a buffer with dimensions; " << type
                         << " holds one element (load it instead)";
  if (getOffsets().size() != static_cast<size_t>(type.getRank()) ||
      getSizes().size() != static_cast<size_t>(type.getRank()))
    return emitOpError() << "needs one offset and one size per dimension of "
                         << type << ", got " << getOffsets().size()
                         << " offsets and " << getSizes().size() << " sizes";
  return success();
}

//===----------------------------------------------------------------------===//
// FillOp / ClearOp
//===----------------------------------------------------------------------===//

static LogicalResult verifyOnChipTarget(Operation *op, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  if (!isOnChip(getMemorySpace(type)))
    return op->emitOpError() << "target must be a shared, fragment or local "
                                "tile, got global "
                             << type << "; fill a fragment and copy it out";
  return success();
}

LogicalResult FillOp::verify() {
  if (failed(verifyOnChipTarget(*this, getBuffer())))
    return failure();
  Type elem = cast<MemRefType>(getBuffer().getType()).getElementType();
  if (getValue().getType() != elem)
    return emitOpError() << "value of type " << getValue().getType()
                         << " does not match the element type " << elem;
  return success();
}

LogicalResult ClearOp::verify() {
  return verifyOnChipTarget(*this, getBuffer());
}

//===----------------------------------------------------------------------===//
// GemmOp
//===----------------------------------------------------------------------===//

/// The K of the tensor-core instructions for these types: the largest any
/// chip's instruction needs, so that a gemm verifies for every chip.
static int64_t getMmaK(std::string_view operand, std::string_view acc) {
  int64_t k = 1;
  for (const Chip &chip : Chip::all())
    for (const MmaInstruction &instr : chip.mma)
      if (instr.operand == operand && instr.accumulator == acc)
        k = std::max(k, instr.k);
  return k;
}

LogicalResult GemmOp::verify() {
  auto aType = cast<MemRefType>(getA().getType());
  auto bType = cast<MemRefType>(getB().getType());
  auto cType = cast<MemRefType>(getC().getType());
  for (auto [name, type] : {std::pair<StringRef, MemRefType>{"A", aType},
                            {"B", bType}, {"C", cType}}) {
    if (type.getRank() != 2)
      return emitOpError() << name << " must be a 2-d tile, got " << type;
  }
  for (auto [name, v] : {std::pair<StringRef, Value>{"A", getA()}, {"B", getB()}}) {
    MemorySpace s = getMemorySpace(cast<MemRefType>(v.getType()));
    if (s != MemorySpace::Shared && s != MemorySpace::Fragment)
      return emitOpError() << name << " must be in shared memory or a "
                              "fragment, got "
                           << spaceName(v) << " memory";
  }
  if (getMemorySpace(cType) != MemorySpace::Fragment)
    return emitOpError() << "C must be a fragment (the accumulator), got "
                         << spaceName(getC()) << " memory";
  if (getClear() && getClearAccum())
    return emitOpError() << "has both clear_accum and clear(...); keep "
                            "clear_accum to always zero C, clear(%cond) to zero "
                            "it when %cond holds";
  Type ea = aType.getElementType(), eb = bType.getElementType();
  // Some chip's tensor cores must take these types (Chip.h's table); which
  // instruction, if any, the target chip has is the lowering's question.
  std::string operand = getTypeName(ea), acc = getTypeName(cType.getElementType());
  for (Type e : {ea, eb})
    if (!Chip::anyMma(getTypeName(e), "f32"))
      return emitOpError() << "inputs of type " << e
                           << " are not supported yet; the tensor cores take "
                           << Chip::mmaOperandList();
  // 8-bit floats mix (wgmma takes e4m3 x e5m2); 16-bit types must match.
  bool eightBit = ea.getIntOrFloatBitWidth() == 8 && eb.getIntOrFloatBitWidth() == 8;
  if (ea != eb && !eightBit)
    return emitOpError() << "A and B element types differ (" << ea << " vs "
                         << eb << "); only the 8-bit float types mix";
  if (!Chip::anyMma(operand, acc))
    return emitOpError() << "accumulator of type " << cType.getElementType()
                         << " is not supported; accumulate in f32";
  if (Chip::isKMajorOnly(operand)) {
    if (getTransposeA() || !getTransposeB())
      return emitOpError()
             << "takes " << ea << " operands, which the tensor cores read K-major "
             << "only: A as [M, K] without transpose_a, B as [N, K] with "
                "transpose_b (transpose B on the way in if it is stored [K, N])";
    if (getMemorySpace(aType) != MemorySpace::Shared)
      return emitOpError() << "takes " << ea << " operands, which must both be "
                           << "in shared memory (A from registers is not supported yet "
                              "for 8-bit types)";
  }
  int64_t m = getTransposeA() ? aType.getDimSize(1) : aType.getDimSize(0);
  int64_t ka = getTransposeA() ? aType.getDimSize(0) : aType.getDimSize(1);
  int64_t kb = getTransposeB() ? bType.getDimSize(1) : bType.getDimSize(0);
  int64_t n = getTransposeB() ? bType.getDimSize(0) : bType.getDimSize(1);
  if (!aType.hasStaticShape() || !bType.hasStaticShape() ||
      !cType.hasStaticShape()) {
    // Parameter-sized tiles are checked again once tile-specialize binds them.
    if (!getEnclosingLaunch(*this))
      return emitOpError() << "must be nested in a tile.launch";
    return success();
  }
  if (ka != kb)
    return emitOpError() << "A is " << formatShape(aType.getShape())
                         << (getTransposeA() ? " (transposed)" : "")
                         << " and B is " << formatShape(bType.getShape())
                         << (getTransposeB() ? " (transposed)" : "")
                         << ": their K dimensions (" << ka << " and " << kb
                         << ") differ";
  if (cType.getDimSize(0) != m || cType.getDimSize(1) != n)
    return emitOpError() << "C is " << formatShape(cType.getShape())
                         << " but A x B is " << m << "x" << n;
  int64_t mmaK = getMmaK(operand, acc);
  if (ka % mmaK != 0)
    return emitOpError() << "K = " << ka << " is not a multiple of the mma K ("
                         << mmaK << ")";
  if (!getEnclosingLaunch(*this))
    return emitOpError() << "must be nested in a tile.launch";
  return success();
}

//===----------------------------------------------------------------------===//
// ParallelOp
//===----------------------------------------------------------------------===//

void ParallelOp::build(OpBuilder &builder, OperationState &state,
                       ArrayRef<int64_t> bounds) {
  state.addAttribute(getStaticBoundsAttrName(state.name),
                     builder.getDenseI64ArrayAttr(bounds));
  Region *body = state.addRegion();
  Block *block = new Block();
  for (size_t i = 0; i < bounds.size(); ++i)
    block->addArgument(builder.getIndexType(), state.location);
  body->push_back(block);
  ParallelOp::ensureTerminator(*body, builder, state.location);
}

ParseResult ParallelOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> ivs;
  SmallVector<OpAsmParser::UnresolvedOperand> dynamicBounds;
  DenseI64ArrayAttr staticBounds;
  Builder &b = parser.getBuilder();
  if (parser.parseArgumentList(ivs, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("in"))
    return failure();
  SMLoc boundsLoc = parser.getCurrentLocation();
  if (parseDynamicIndexList(parser, dynamicBounds, staticBounds,
                            /*valueTypes=*/nullptr,
                            AsmParser::Delimiter::Paren))
    return failure();
  if (static_cast<int64_t>(ivs.size()) != staticBounds.size())
    return parser.emitError(boundsLoc)
           << "expected one bound per induction variable (" << ivs.size()
           << " variables, " << staticBounds.size() << " bounds)";
  if (parser.resolveOperands(dynamicBounds, b.getIndexType(), result.operands))
    return failure();
  result.addAttribute(getStaticBoundsAttrName(result.name), staticBounds);
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  for (auto &iv : ivs)
    iv.type = b.getIndexType();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, ivs))
    return failure();
  ParallelOp::ensureTerminator(*body, b, result.location);
  return success();
}

void ParallelOp::print(OpAsmPrinter &p) {
  p << " (";
  llvm::interleaveComma(getBodyBlock().getArguments(), p,
                        [&](BlockArgument a) { p.printOperand(a); });
  p << ") in ";
  printDynamicIndexList(p, *this, getDynamicBounds(), getStaticBounds(),
                        TypeRange(), AsmParser::Delimiter::Paren);
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                     {getStaticBoundsAttrName()});
  p << " ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/false);
}

bool ParallelOp::hasStaticBounds() { return getDynamicBounds().empty(); }

LogicalResult ParallelOp::verify() {
  ArrayRef<int64_t> bounds = getStaticBounds();
  if (bounds.empty())
    return emitOpError() << "needs at least one dimension";
  if (failed(verifyListOfOperandsOrIntegers(*this, "bound", bounds.size(),
                                            bounds, getDynamicBounds())))
    return failure();
  for (int64_t b : bounds)
    if (!ShapedType::isDynamic(b) && b < 1)
      return emitOpError() << "bounds must be positive, got " << b;
  if (auto blocked = dyn_cast_or_null<BlockedLayoutAttr>(getLayoutAttr()))
    if (blocked.getRank() != bounds.size())
      return emitOpError() << "layout has rank " << blocked.getRank()
                           << " but the loop nest has rank " << bounds.size();
  if (auto slice = dyn_cast_or_null<SliceLayoutAttr>(getLayoutAttr()))
    if (slice.getRank() != bounds.size())
      return emitOpError() << "slice layout has rank " << slice.getRank()
                           << " but the loop nest has rank " << bounds.size();
  if (isa_and_nonnull<MmaLayoutAttr, WgmmaLayoutAttr, MmaOperandLayoutAttr>(
          getLayoutAttr()) &&
      bounds.size() != 2)
    return emitOpError() << "mma layouts apply to 2-d loop nests, got rank "
                         << bounds.size();
  if (!getEnclosingLaunch(*this))
    return emitOpError() << "must be nested in a tile.launch";
  return success();
}

LogicalResult ParallelOp::verifyRegions() {
  Block &body = getBodyBlock();
  WalkResult nested = getBody().walk([&](Operation *op) {
    if (isa<TileDialect>(op->getDialect()) && !isa<YieldOp>(op)) {
      op->emitOpError() << "cannot be nested in tile.parallel, whose body is "
                           "per-element scalar code; move it outside the loop";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (nested.wasInterrupted())
    return failure();
  if (body.getNumArguments() != getRank() ||
      !llvm::all_of(body.getArgumentTypes(),
                    [](Type t) { return t.isIndex(); }))
    return emitOpError() << "body must take " << getRank()
                         << " index induction variable(s)";
  return success();
}

namespace {
/// Moves constant dynamic bounds into the static bound list.
struct FoldConstantParallelBounds : OpRewritePattern<ParallelOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ParallelOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<int64_t> bounds(op.getStaticBounds());
    SmallVector<Value> remaining;
    bool changed = false;
    unsigned next = 0;
    for (int64_t &b : bounds) {
      if (!ShapedType::isDynamic(b))
        continue;
      Value v = op.getDynamicBounds()[next++];
      std::optional<int64_t> c = getConstantIntValue(v);
      if (c && *c > 0) {
        b = *c;
        changed = true;
      } else {
        remaining.push_back(v);
      }
    }
    if (!changed)
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.getDynamicBoundsMutable().assign(remaining);
      op.setStaticBounds(bounds);
    });
    return success();
  }
};
} // namespace

void ParallelOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                             MLIRContext *ctx) {
  results.add<FoldConstantParallelBounds>(ctx);
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceOp::verify() {
  auto srcType = cast<MemRefType>(getSrc().getType());
  auto dstType = cast<MemRefType>(getDst().getType());
  for (auto [name, v] : {std::pair<StringRef, Value>{"source", getSrc()},
                         {"destination", getDst()}}) {
    MemorySpace s = getMemorySpace(cast<MemRefType>(v.getType()));
    if (s != MemorySpace::Fragment && s != MemorySpace::Local)
      return emitOpError() << name << " must be a fragment or local tile, got "
                           << spaceName(v) << " memory";
  }
  int64_t dim = getDim();
  if (dim < 0 || dim >= srcType.getRank())
    return emitOpError() << "dim = " << dim << " is out of range for a rank-"
                         << srcType.getRank() << " source";
  SmallVector<int64_t> reduced(srcType.getShape());
  reduced.erase(reduced.begin() + dim);
  if (reduced.empty())
    return emitOpError() << "reducing a 1-d tile to a single value is not supported yet; "
                            "reduce a 1xN tile along dim 1";
  ArrayRef<int64_t> dstShape = dstType.getShape();
  bool isStatic = srcType.hasStaticShape() && dstType.hasStaticShape();
  if (dstType.getRank() == srcType.getRank() && (!isStatic || dstShape[dim] == 1))
    return emitOpError() << "the destination keeps the reduced dimension (shape "
                         << formatShape(dstShape)
                         << "); keep-dim destinations are not supported: drop dimension "
                         << dim << " (" << formatShape(reduced) << ")";
  if (isStatic && dstShape != ArrayRef<int64_t>(reduced))
    return emitOpError() << "reducing " << formatShape(srcType.getShape())
                         << " along dim " << dim << " gives "
                         << formatShape(reduced)
                         << ", but the destination is "
                         << formatShape(dstShape);
  Type elem = srcType.getElementType();
  if (elem != dstType.getElementType())
    return emitOpError() << "source and destination element types differ ("
                         << elem << " vs " << dstType.getElementType() << ")";
  if (!isa<FloatType>(elem) &&
      !(isa<IntegerType>(elem) && getKind() != ReduceKind::AbsMax))
    return emitOpError() << stringifyReduceKind(getKind())
                         << " reduction of " << elem << " is not supported";
  if (!getEnclosingLaunch(*this))
    return emitOpError() << "must be nested in a tile.launch";
  return success();
}

//===----------------------------------------------------------------------===//
// AtomicAddOp
//===----------------------------------------------------------------------===//

LogicalResult AtomicAddOp::verify() {
  auto srcType = cast<MemRefType>(getSrc().getType());
  auto dstType = cast<MemRefType>(getDst().getType());
  if (!isOnChip(getMemorySpace(srcType)))
    return emitOpError() << "source must be an on-chip tile, got global memory";
  MemorySpace dstSpace = getMemorySpace(dstType);
  if (dstSpace != MemorySpace::Global && dstSpace != MemorySpace::Shared)
    return emitOpError() << "destination must be in global or shared memory, "
                            "got "
                         << stringifyMemorySpace(dstSpace) << " memory";
  if (static_cast<int64_t>(getDstOffsets().size()) != dstType.getRank())
    return emitOpError() << "expects " << dstType.getRank()
                         << " offset(s) into the destination, got "
                         << getDstOffsets().size();
  if (srcType.getRank() != dstType.getRank())
    return emitOpError() << "source rank " << srcType.getRank()
                         << " differs from destination rank "
                         << dstType.getRank();
  Type elem = srcType.getElementType();
  if (elem != dstType.getElementType())
    return emitOpError() << "source and destination element types differ ("
                         << elem << " vs " << dstType.getElementType() << ")";
  if (!elem.isF32() && !elem.isF16() && !elem.isBF16() &&
      !elem.isSignlessInteger(32))
    return emitOpError() << "atomic add of " << elem
                         << " is not supported; use f32, f16, bf16 or i32";
  if (!getEnclosingLaunch(*this))
    return emitOpError() << "must be nested in a tile.launch";
  return success();
}

//===----------------------------------------------------------------------===//
// PrintOp
//===----------------------------------------------------------------------===//

/// What the printf lowering takes: it widens to a long long or a double.
static constexpr const char *kPrintableTypes =
    "signless integers of at most 64 bits, index, f16, bf16, f32 or f64";
static bool isPrintableType(Type t) {
  if (auto i = dyn_cast<IntegerType>(t))
    return i.isSignless() && i.getWidth() <= 64;
  return t.isIndex() || t.isF16() || t.isBF16() || t.isF32() || t.isF64();
}

LogicalResult PrintOp::verify() {
  bool hasTile = llvm::any_of(getArgs(), [](Value v) {
    return isa<MemRefType>(v.getType());
  });
  if (hasTile) {
    if (getArgs().size() != 1)
      return emitOpError() << "a tile must be printed alone (one memref "
                              "operand, the message is its label)";
    if (cast<MemRefType>(getArgs()[0].getType()).getRank() == 0)
      return emitOpError() << "a printed tile needs at least one dimension";
    Type element = cast<MemRefType>(getArgs()[0].getType()).getElementType();
    if (!isPrintableType(element))
      return emitOpError() << "cannot print a tile of " << element
                           << "; print tiles of " << kPrintableTypes;
    if (!getEnclosingLaunch(*this))
      return emitOpError() << "must be nested in a tile.launch";
    return success();
  }
  for (Value v : getArgs())
    if (!isPrintableType(v.getType()))
      return emitOpError() << "cannot print a value of type " << v.getType()
                           << "; print " << kPrintableTypes << ", or a tile";
  SmallVector<PrintConversion> conversions;
  std::string bad = parsePrintFormat(getMessage(), conversions);
  if (!bad.empty())
    return emitOpError() << "format \"" << getMessage() << "\" " << bad;
  if (conversions.size() != getArgs().size())
    return emitOpError() << "format \"" << getMessage() << "\" has "
                         << conversions.size() << " conversion(s) but "
                         << getArgs().size() << " value(s) are printed";
  for (auto [i, c, v] : llvm::enumerate(conversions, getArgs()))
    if (!printConversionTakes(c.kind, v.getType()))
      return emitOpError() << "format \"" << getMessage() << "\": conversion " << i + 1
                           << " ('%" << c.kind << "') does not print " << v.getType()
                           << "; integers take d i u o x X, floats f e g a";
  if (!getEnclosingLaunch(*this))
    return emitOpError() << "must be nested in a tile.launch";
  return success();
}

namespace mlir::tile {
// tile.param's `= 128` or `= chip(fact)` (ParamOps.cpp).
ParseResult parseParamDefault(OpAsmParser &parser, IntegerAttr &defaultValue,
                              StringAttr &chipFact);
void printParamDefault(OpAsmPrinter &p, ParamOp op, IntegerAttr defaultValue,
                       StringAttr chipFact);
} // namespace mlir::tile

#define GET_OP_CLASSES
#include "tile/Dialect/Tile/IR/TileOps.cpp.inc"
