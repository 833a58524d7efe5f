//===- ScheduleOps.cpp - the ops that record a kernel's schedule ----------===//
//
// tile.stage, tile.warp_specialize and tile.warp_sync: what tile-pipeline
// and tile-warp-specialize decide, for the lowering to read; and
// tile.tensor_map, the TMA descriptor the lowering builds for tma copies.
//
//===----------------------------------------------------------------------===//

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/OpImplementation.h"

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
  int64_t warps = getProducerWarps();
  if (launch.getNumThreads() && launch.getNumThreads() + 32 * warps > 1024)
    return emitOpError() << launch.getNumThreads() << " consumer threads and " << warps
                         << " producer warps pass the 1024 threads of a block";
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
    int64_t total = 32 * warps * *producer + launch.getNumThreads() * *consumer;
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
  size_t rank = getDims().size();
  if (rank < 1 || rank > 5)
    return emitOpError() << "has " << rank << " dimensions; TMA maps 1 to 5";
  if (getBox().size() != rank || getStrides().size() != rank - 1)
    return emitOpError() << "needs one box extent per dimension and one "
                            "stride per dimension after the first (rank "
                         << rank << "), got " << getBox().size() << " and "
                         << getStrides().size();
  for (auto [d, box] : llvm::enumerate(getBox()))
    if (box < 1 || box > 256 || getDims()[d] < 1 || getDims()[d] > (int64_t(1) << 32))
      return emitOpError() << "dimension " << d << ": extent " << getDims()[d]
                           << " and box " << box
                           << " must be positive, the extent at most 2^32 and the box "
                              "at most 256";
  for (int64_t stride : getStrides())
    if (stride <= 0 || stride % 16 || stride >= (int64_t(1) << 40))
      return emitOpError() << "stride " << stride
                           << " must be a positive multiple of 16 bytes "
                              "below 2^40";
  int64_t swizzle = getSwizzle();
  if (swizzle != 0 && swizzle != 32 && swizzle != 64 && swizzle != 128)
    return emitOpError() << "swizzle " << swizzle
                         << " must be 0, 32, 64 or 128 bytes";
  if (swizzle && getBox()[0] * bits / 8 > swizzle)
    return emitOpError() << "a box row of " << getBox()[0] * bits / 8
                         << " bytes exceeds its " << swizzle
                         << "-byte swizzle";
  return success();
}
