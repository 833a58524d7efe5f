//===- ScheduleOps.cpp - the ops that record a kernel's schedule ----------===//
//
// tile.stage, tile.warp_specialize and tile.warp_sync: what tile-pipeline
// and tile-warp-specialize decide, for the lowering to read; and
// tile.tensor_map, the TMA descriptor the lowering builds for tma copies.
//
//===----------------------------------------------------------------------===//

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Schedule ops
//===----------------------------------------------------------------------===//

ParseResult StageOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand index;
  SmallVector<OpAsmParser::UnresolvedOperand> buffers;
  Type type;
  if (parser.parseOperand(index) || parser.parseKeyword("of") ||
      parser.parseOperandList(buffers) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColonType(type) ||
      parser.resolveOperand(index, parser.getBuilder().getIndexType(), result.operands) ||
      parser.resolveOperands(buffers, type, result.operands))
    return failure();
  result.addTypes(type);
  return success();
}

void StageOp::print(OpAsmPrinter &p) {
  p << " " << getIndex() << " of " << getBuffers();
  p.printOptionalAttrDict((*this)->getAttrs());
  p << " : " << getType();
}

LogicalResult StageOp::verify() {
  if (getBuffers().size() < 2)
    return emitOpError() << "needs the ring's buffers, at least 2 (got "
                         << getBuffers().size() << ")";
  for (Value buffer : getBuffers()) {
    if (buffer.getType() != getType())
      return emitOpError() << "buffer of type " << buffer.getType()
                           << " in a ring of " << getType() << "; every stage has the same type";
    if (getMemorySpace(cast<MemRefType>(buffer.getType())) != MemorySpace::Shared)
      return emitOpError() << "rotates shared tiles only";
  }
  if (std::optional<int64_t> index = getConstantIntValue(getIndex());
      index && (*index < 0 || *index >= static_cast<int64_t>(getBuffers().size())))
    return emitOpError() << "stage " << *index << " of a ring of " << getBuffers().size();
  return success();
}

LogicalResult WarpSpecializeOp::verify() {
  LaunchOp launch = dyn_cast_or_null<LaunchOp>((*this)->getParentOp());
  if (!launch)
    return emitOpError() << "must be directly in a tile.launch's body";
  int64_t warps = getProducerWarps(), groups = getNumConsumerGroups();
  if (launch.getNumThreads() && groups * launch.getNumThreads() + 32 * warps > 1024)
    return emitOpError() << groups * launch.getNumThreads() << " consumer threads and "
                         << warps << " producer warps pass the 1024 threads of a block";
  std::optional<int64_t> producer = getProducerRegisters(), consumer = getConsumerRegisters();
  if (producer.has_value() != consumer.has_value())
    return emitOpError() << "gives the registers of one role only; give both or neither";
  if (producer) {
    for (int64_t r : {*producer, *consumer})
      if (r < 24 || r > 256 || r % 8)
        return emitOpError() << "setmaxnreg takes a multiple of 8 in [24, 256], got " << r;
    if (warps % 4)
      return emitOpError() << "setmaxnreg applies to whole warpgroups: the producer needs "
                              "a multiple of 4 warps (it has "
                           << warps << ")";
    if (launch.getNumThreads() % 128)
      return emitOpError() << "setmaxnreg applies to whole warpgroups: the consumers' "
                           << launch.getNumThreads() << " threads are not";
    int64_t total = 32 * warps * *producer + groups * launch.getNumThreads() * *consumer;
    if (total > 65536)
      return emitOpError() << "the roles ask for " << total
                           << " registers, more than a multiprocessor's 65536";
  }
  WalkResult nested = getOperation()->walk([&](Operation *op) {
    return op != getOperation() && isa<WarpSpecializeOp>(op) ? WalkResult::interrupt()
                                                           : WalkResult::advance();
  });
  if (nested.wasInterrupted())
    return emitOpError() << "cannot hold another tile.warp_specialize";
  bool turns = false;
  getConsumers().walk([&](GroupTurnOp) { turns = true; });
  if (groups > 1 && !turns)
    return emitOpError() << "has " << groups
                         << " consumer groups but no tile.group_turn deals them work: "
                            "every group would run all of it";
  return success();
}

LogicalResult GroupTurnOp::verify() {
  auto roles = (*this)->getParentOfType<WarpSpecializeOp>();
  if (!roles || !roles.getConsumers().isAncestor((*this)->getParentRegion()) ||
      roles.getNumConsumerGroups() < 2)
    return emitOpError() << "deals turns to consumer groups: it belongs in the consumers of "
                            "a tile.warp_specialize with consumer_groups(2) or more";
  if ((*this)->getParentOfType<GroupTurnOp>())
    return emitOpError() << "cannot be inside another tile.group_turn";
  // The other groups only count the groups of the ring the turn commits.
  WalkResult bad = getOthers().walk([&](Operation *op) {
    if (isa<scf::ForOp, scf::IfOp, scf::YieldOp, YieldOp, AsyncCommitOp>(op) ||
        isMemoryEffectFree(op))
      return WalkResult::advance();
    op->emitOpError() << "cannot be in a tile.group_turn's `others`, which only counts "
                         "the ring's groups (loops, pure ops, tile.async_commit)";
    return WalkResult::interrupt();
  });
  if (bad.wasInterrupted())
    return failure();
  // Without an ordered part the groups' main loops overlap, which hung on
  // the H200 (docs/design.md); with one, each group also frees its last
  // stages as its main loop ends.
  if (llvm::none_of(getBody().front(), llvm::IsaPred<OrderedOp>))
    return emitOpError() << "needs a tile.ordered around its main loop (the part from its "
                            "first commit or wait to its last), so that the groups' main "
                            "loops take turns";
  int64_t commits = 0;
  for (Region *r : {&getBody(), &getOthers()}) {
    int64_t n = 0;
    r->walk([&](AsyncCommitOp) { ++n; });
    commits = r == &getBody() ? n : commits;
    if (r == &getOthers() && n != commits)
      return emitOpError() << "commits " << commits << " groups in its body but " << n
                           << " in `others`: the other groups count the turn's groups "
                              "with the same commits in the same loops";
  }
  return success();
}

LogicalResult OrderedOp::verify() {
  auto turn = dyn_cast_or_null<GroupTurnOp>((*this)->getParentOp());
  if (turn && (*this)->getParentRegion() == &turn.getBody()) {
    if (llvm::count_if(turn.getBody().front(), llvm::IsaPred<OrderedOp>) > 1)
      return emitOpError() << "is one of several in a turn; a turn has one ordered part";
    return success();
  }
  // Elsewhere the launch's warpgroups take turns through it.
  if ((*this)->getParentOfType<GroupTurnOp>())
    return emitOpError() << "inside a tile.group_turn must be directly in its body, which "
                            "each turn runs once";
  if ((*this)->getParentOfType<OrderedOp>())
    return emitOpError() << "cannot be inside another tile.ordered";
  if (!(*this)->getParentOfType<LaunchOp>())
    return emitOpError() << "orders the warpgroups of a tile.launch: it belongs in a launch's "
                            "body";
  return success();
}

//===----------------------------------------------------------------------===//
// TensorMapOp
//===----------------------------------------------------------------------===//

LogicalResult TensorMapOp::verify() {
  auto type = cast<MemRefType>(getSource().getType());
  if (isOnChip(getMemorySpace(type)))
    return emitOpError() << "maps a global buffer; " << type << " is on chip";
  int64_t bits = type.getElementTypeBitWidth();
  if (!type.getElementType().isIntOrFloat() || bits % 8 || bits > 64)
    return emitOpError() << "element type " << type.getElementType()
                         << " has no TMA data type";
  ArrayRef<int64_t> dims = getStaticDims(), strides = getStaticStrides();
  size_t rank = dims.size();
  if (rank < 1 || rank > 5)
    return emitOpError() << "has " << rank << " dimensions; TMA maps 1 to 5";
  if (getBox().size() != rank || strides.size() != rank - 1)
    return emitOpError() << "needs one box extent per dimension and one "
                            "stride per dimension after the first (rank "
                         << rank << "), got " << getBox().size() << " and "
                         << strides.size();
  if (llvm::count_if(dims, ShapedType::isDynamic) != int64_t(getDynamicDims().size()) ||
      llvm::count_if(strides, ShapedType::isDynamic) != int64_t(getDynamicStrides().size()))
    return emitOpError() << "needs one value per run-time dim and stride";
  // Run-time extents and strides are the runtime's to check, at launch.
  for (auto [d, box] : llvm::enumerate(getBox()))
    if (box < 1 || box > 256 ||
        (!ShapedType::isDynamic(dims[d]) && (dims[d] < 1 || dims[d] > (int64_t(1) << 32))))
      return emitOpError() << "dimension " << d << ": extent "
                           << (ShapedType::isDynamic(dims[d]) ? std::string("?")
                                                              : std::to_string(dims[d]))
                           << " and box " << box
                           << " must be positive, the extent at most 2^32 and the box "
                              "at most 256";
  for (int64_t stride : strides)
    if (!ShapedType::isDynamic(stride) &&
        (stride <= 0 || stride % 16 || stride >= (int64_t(1) << 40)))
      return emitOpError() << "stride " << stride
                           << " must be a positive multiple of 16 bytes "
                              "below 2^40";
  int64_t swizzle = getSwizzle();
  if (swizzle != 0 && swizzle != 32 && swizzle != 64 && swizzle != 128)
    return emitOpError() << "swizzle " << swizzle
                         << " must be 0, 32, 64 or 128 bytes";
  int64_t promotion = getL2Promotion();
  if (promotion != 0 && promotion != 64 && promotion != 128 && promotion != 256)
    return emitOpError() << "l2_promotion " << promotion
                         << " must be 0, 64, 128 or 256 bytes";
  if (swizzle && getBox()[0] * bits / 8 > swizzle)
    return emitOpError() << "a box row of " << getBox()[0] * bits / 8
                         << " bytes exceeds its " << swizzle
                         << "-byte swizzle";
  return success();
}
