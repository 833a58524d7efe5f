//===- LaunchOps.cpp - tile.launch and the ops of its clusters ------------===//

#include "tile/Dialect/Tile/IR/TileDialect.h"
#include "tile/Chip/Chip.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// LaunchOp
//===----------------------------------------------------------------------===//

void LaunchOp::build(OpBuilder &builder, OperationState &state,
                     ValueRange gridSize, int64_t threads) {
  state.addOperands(gridSize);
  state.addAttribute(getThreadsAttrName(state.name),
                     builder.getI64IntegerAttr(threads));
  state.addAttribute(getOperandSegmentSizesAttrName(state.name),
                     builder.getDenseI32ArrayAttr(
                         {static_cast<int32_t>(gridSize.size()), 0, 0}));
  Region *body = state.addRegion();
  Block *block = new Block();
  for (Value g : gridSize)
    block->addArgument(builder.getIndexType(), g.getLoc());
  body->push_back(block);
  LaunchOp::ensureTerminator(*body, builder, state.location);
}

/// `cluster(1, 1, %splits)`: integers and values, as a static/dynamic
/// index list (the `cluster` attribute holds kDynamic where a value
/// gives the extent).
static ParseResult parseCluster(OpAsmParser &parser, OperationState &result,
                                int32_t &numOperands) {
  numOperands = 0;
  if (failed(parser.parseOptionalKeyword("cluster")))
    return success();
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  DenseI64ArrayAttr extents;
  if (parseDynamicIndexList(parser, operands, extents, /*valueTypes=*/nullptr,
                            AsmParser::Delimiter::Paren))
    return failure();
  if (extents.size() != 3)
    return parser.emitError(loc) << "cluster takes 3 extents (x, y, z)";
  result.addAttribute(LaunchOp::getClusterAttrName(result.name), extents);
  numOperands = static_cast<int32_t>(operands.size());
  return parser.resolveOperands(operands, parser.getBuilder().getIndexType(),
                                result.operands);
}

ParseResult LaunchOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> ids;
  SmallVector<OpAsmParser::UnresolvedOperand> grid;
  Builder &b = parser.getBuilder();
  if (parser.parseKeyword("blocks") ||
      parser.parseArgumentList(ids, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("in"))
    return failure();
  SMLoc gridLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(grid, OpAsmParser::Delimiter::Paren))
    return failure();
  if (ids.size() != grid.size())
    return parser.emitError(gridLoc)
           << "expected one grid size per block coordinate (" << ids.size()
           << " coordinate(s), " << grid.size() << " size(s))";
  if (parser.resolveOperands(grid, b.getIndexType(), result.operands))
    return failure();
  // threads(128) or threads(%t).
  if (parser.parseKeyword("threads") || parser.parseLParen())
    return failure();
  OpAsmParser::UnresolvedOperand threadsOperand;
  OptionalParseResult isOperand = parser.parseOptionalOperand(threadsOperand);
  int32_t numDynamicThreads = 0;
  if (isOperand.has_value()) {
    if (failed(*isOperand) ||
        parser.resolveOperand(threadsOperand, b.getIndexType(), result.operands))
      return failure();
    numDynamicThreads = 1;
  } else {
    int64_t threads;
    if (parser.parseInteger(threads))
      return failure();
    result.addAttribute(getThreadsAttrName(result.name),
                        b.getI64IntegerAttr(threads));
  }
  if (parser.parseRParen())
    return failure();
  int32_t numDynamicCluster = 0;
  if (parseCluster(parser, result, numDynamicCluster))
    return failure();
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      b.getDenseI32ArrayAttr({static_cast<int32_t>(grid.size()),
                                              numDynamicThreads, numDynamicCluster}));
  if (succeeded(parser.parseOptionalKeyword("l2_swizzle"))) {
    int64_t panel;
    if (parser.parseLParen() || parser.parseInteger(panel) ||
        parser.parseRParen())
      return failure();
    result.addAttribute(getL2SwizzleAttrName(result.name),
                        b.getI64IntegerAttr(panel));
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  for (auto &id : ids)
    id.type = b.getIndexType();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, ids))
    return failure();
  LaunchOp::ensureTerminator(*body, b, result.location);
  return success();
}

void LaunchOp::print(OpAsmPrinter &p) {
  p << " blocks(";
  llvm::interleaveComma(getBodyBlock().getArguments(), p,
                        [&](BlockArgument a) { p.printOperand(a); });
  p << ") in (" << getGridSize() << ") threads(";
  if (Value t = getDynamicThreads())
    p << t;
  else
    p << getNumThreads();
  p << ")";
  if (std::optional<ArrayRef<int64_t>> cluster = getCluster()) {
    p << " cluster";
    printDynamicIndexList(p, *this, getDynamicCluster(), *cluster, TypeRange(),
                          AsmParser::Delimiter::Paren);
  }
  if (auto panel = getL2Swizzle())
    p << " l2_swizzle(" << *panel << ")";
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {getThreadsAttrName(), getL2SwizzleAttrName(), getClusterAttrName(),
       getOperandSegmentSizesAttrName()});
  p << " ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/false);
}

int64_t LaunchOp::getClusterBlocks() {
  if (!getDynamicCluster().empty())
    return 0; // (an extent is still a value)
  int64_t blocks = 1;
  if (std::optional<ArrayRef<int64_t>> cluster = getCluster())
    for (int64_t d : *cluster)
      blocks *= d;
  return blocks;
}

/// Block coordinates: [0, extent - 1] along each grid dimension, from what
/// is known of the extents (gpu.launch does the same for its ids).
void LaunchOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                                 SetIntRangeFn setResultRange) {
  Block &body = getBodyBlock();
  for (unsigned d = 0, e = getGridRank(); d < e && d < body.getNumArguments(); ++d) {
    const ConstantIntRanges &extent = argRanges[d];
    unsigned width = extent.umax().getBitWidth();
    APInt zero = APInt::getZero(width);
    APInt maxExtent = extent.umax();
    APInt upper = maxExtent.isZero() ? zero : maxExtent - 1;
    setResultRange(body.getArgument(d), ConstantIntRanges::fromUnsigned(zero, upper));
  }
}

LogicalResult LaunchOp::verify() {
  unsigned rank = getGridRank();
  if (rank < 1 || rank > 3)
    return emitOpError() << "grid must have 1 to 3 dimensions, got " << rank;
  if (!getThreads() && !getDynamicThreads())
    return emitOpError() << "needs a thread count";
  if (getThreads() && getDynamicThreads())
    return emitOpError() << "has both a constant and a parameter thread count";
  int64_t threads = getNumThreads();
  if (getThreads() && (threads % 32 != 0 || threads > 1024))
    return emitOpError() << "threads(" << threads
                         << ") must be a multiple of 32 (whole warps) and at "
                            "most 1024";
  if (auto panel = getL2Swizzle()) {
    // Read as signed: the attribute's getter is unsigned.
    int64_t height = static_cast<int64_t>(*panel);
    if (height < 1 || height > 65535)
      return emitOpError() << "l2_swizzle(" << height
                           << ") must be a panel height of 1 to 65535 block rows "
                              "(a grid's y extent is at most 65535)";
    if (rank < 2)
      return emitOpError() << "l2_swizzle needs a grid of at least 2 "
                              "dimensions to rasterize";
  }
  if ((*this)->getParentOfType<LaunchOp>())
    return emitOpError() << "cannot be nested in another tile.launch";
  std::optional<ArrayRef<int64_t>> cluster = getCluster();
  if (!cluster && !getDynamicCluster().empty())
    return emitOpError() << "has cluster extents as values but no cluster attribute";
  if (cluster) {
    if (failed(verifyListOfOperandsOrIntegers(*this, "cluster", 3, *cluster,
                                              getDynamicCluster())))
      return failure();
    // Portable cluster sizes: at most 8 blocks, which the grid divides
    // (extents still given by values are checked once they fold).
    const int64_t most = Chip::kPortableClusterBlocks;
    int64_t blocks = 1;
    for (int64_t d : *cluster)
      blocks = ShapedType::isDynamic(d) ? blocks : d >= 1 && d <= most ? blocks * d : 0;
    if (blocks < 1 || blocks > most)
      return emitOpError() << "cluster must be 3 extents of at least 1 and at most " << most
                           << " blocks in all";
    for (auto [d, size] : llvm::enumerate(getGridSize())) {
      std::optional<int64_t> extent = getConstantIntValue(size);
      if (extent && !ShapedType::isDynamic((*cluster)[d]) && *extent % (*cluster)[d])
        return emitOpError() << "grid extent " << d << " (" << *extent
                             << ") is not a multiple of the cluster's ("
                             << (*cluster)[d] << ")";
    }
    for (unsigned d = rank; d < 3; ++d)
      if ((*cluster)[d] != 1 && !ShapedType::isDynamic((*cluster)[d]))
        return emitOpError() << "the cluster spans " << (*cluster)[d]
                             << " blocks along grid dimension " << d << ", which the "
                             << rank << "-d grid does not have";
  }
  return success();
}

LogicalResult LaunchOp::verifyRegions() {
  Block &body = getBodyBlock();
  if (body.getNumArguments() != getGridRank() ||
      !llvm::all_of(body.getArgumentTypes(),
                    [](Type t) { return t.isIndex(); }))
    return emitOpError() << "body must take " << getGridRank()
                         << " index block coordinate(s)";
  return success();
}

namespace {
/// A constant thread count becomes the attribute.
struct FoldConstantThreads : OpRewritePattern<LaunchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LaunchOp op,
                                PatternRewriter &rewriter) const override {
    Value t = op.getDynamicThreads();
    std::optional<int64_t> c = t ? getConstantIntValue(t) : std::nullopt;
    if (!c || *c < 1)
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.getDynamicThreadsMutable().clear();
      op.setThreads(*c);
    });
    return success();
  }
};

/// Cluster extents given by constants join the attribute (the verifier
/// then checks them against the grid).
struct FoldConstantCluster : OpRewritePattern<LaunchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LaunchOp op, PatternRewriter &rewriter) const override {
    std::optional<ArrayRef<int64_t>> cluster = op.getCluster();
    if (!cluster || op.getDynamicCluster().empty())
      return failure();
    SmallVector<OpFoldResult> mixed =
        getMixedValues(*cluster, op.getDynamicCluster(), rewriter.getContext());
    if (failed(foldDynamicIndexList(mixed)))
      return failure();
    SmallVector<Value> values;
    SmallVector<int64_t> extents;
    dispatchIndexOpFoldResults(mixed, values, extents);
    rewriter.modifyOpInPlace(op, [&] {
      op.getDynamicClusterMutable().assign(values);
      op.setClusterAttr(rewriter.getDenseI64ArrayAttr(extents));
    });
    return success();
  }
};

/// The coordinate along a grid dimension of extent 1 is 0: a kernel written
/// for several blocks along it (split-K over a cluster, say) then folds to
/// the single-block one.
struct FoldUnitExtentCoordinate : OpRewritePattern<LaunchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LaunchOp op, PatternRewriter &rewriter) const override {
    bool changed = false;
    for (auto [size, id] : llvm::zip(op.getGridSize(), op.getBodyBlock().getArguments())) {
      if (id.use_empty() || getConstantIntValue(size) != 1)
        continue;
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&op.getBodyBlock());
      Value zero = arith::ConstantIndexOp::create(rewriter, op.getLoc(), 0);
      rewriter.replaceAllUsesWith(id, zero);
      changed = true;
    }
    return success(changed);
  }
};

/// A last grid dimension of extent 1 whose coordinate is not used (once it
/// folded to 0) goes, with its cluster extent (1): the grid has the rank
/// of the problem again, which rasterization and multicast look for.
struct DropTrailingUnitDimension : OpRewritePattern<LaunchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LaunchOp op, PatternRewriter &rewriter) const override {
    unsigned rank = op.getGridRank();
    // (Rasterization needs two dimensions.)
    unsigned keep = op.getL2Swizzle() ? 2 : 1;
    if (rank <= keep || getConstantIntValue(op.getGridSize()[rank - 1]) != 1 ||
        !op.getBodyBlock().getArgument(rank - 1).use_empty() || !op.getDynamicCluster().empty())
      return failure();
    if (std::optional<ArrayRef<int64_t>> cluster = op.getCluster())
      if ((*cluster)[rank - 1] != 1)
        return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.getGridSizeMutable().erase(rank - 1);
      op.getBodyBlock().eraseArgument(rank - 1);
    });
    return success();
  }
};
} // namespace

void LaunchOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *ctx) {
  results.add<FoldConstantThreads, FoldConstantCluster, FoldUnitExtentCoordinate,
              DropTrailingUnitDimension>(ctx);
}

//===----------------------------------------------------------------------===//
// ClusterReduceOp
//===----------------------------------------------------------------------===//

LogicalResult ClusterReduceOp::verify() {
  auto type = cast<MemRefType>(getBuffer().getType());
  if (getMemorySpace(type) != MemorySpace::Fragment)
    return emitOpError() << "combines a fragment (#tile.fragment), got "
                         << stringifyMemorySpace(getMemorySpace(type)) << " memory";
  Type elem = type.getElementType();
  if (!elem.isF32() && !elem.isSignlessInteger(32))
    return emitOpError() << "combines f32 or i32 fragments, not " << elem
                         << " (accumulate in f32 and round after the reduction)";
  if (getKind() == ReduceKind::AbsMax)
    return emitOpError() << "combines with sum, max or min";
  if ((*this)->getParentOfType<ParallelOp>())
    return emitOpError() << "synchronizes the cluster: it cannot sit in a tile.parallel";
  LaunchOp launch = getEnclosingLaunch(*this);
  if (!launch)
    return emitOpError() << "must be nested in a tile.launch";
  if (!launch.getCluster())
    return emitOpError() << "needs a launch that runs clusters: give it cluster(x, y, z), "
                            "the blocks that combine";
  // l2_swizzle renumbers the blocks along x and y, and a cluster groups
  // them by the hardware's numbering: its blocks would not be the ones
  // whose coordinates differ only along the cluster.
  if (launch.getL2Swizzle() && launch.getCluster()) {
    SmallVector<OpFoldResult> extents =
        getMixedValues(*launch.getCluster(), launch.getDynamicCluster(), getContext());
    for (int64_t d = 0; d < 2; ++d)
      if (getConstantIntValue(extents[d]) != 1)
        return emitOpError() << "combines over a cluster along grid dimension " << d
                             << " of a launch with l2_swizzle, which renumbers the blocks "
                                "there: cluster along z, or drop l2_swizzle";
  }
  return success();
}

namespace {
/// Over a cluster of one block there is nothing to combine.
struct EraseSingleBlockClusterReduce : OpRewritePattern<ClusterReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ClusterReduceOp op, PatternRewriter &rewriter) const override {
    LaunchOp launch = getEnclosingLaunch(op);
    if (!launch || launch.getClusterBlocks() != 1)
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void ClusterReduceOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                  MLIRContext *ctx) {
  results.add<EraseSingleBlockClusterReduce>(ctx);
}
