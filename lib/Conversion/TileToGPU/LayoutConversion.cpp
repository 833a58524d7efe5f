//===- LayoutConversion.cpp - fragment layout conversions -----------------===//
//
// Copies between fragments of different layouts.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// A copy between fragments of different layouts converts through shared
/// memory: every thread stores its elements of the source at their place in
/// a row-major scratch tile of its own (rows padded as usual), a barrier,
/// then every thread loads what the destination's layout gives it.
LogicalResult KernelLowering::lowerLayoutConversion(CopyOp op,
                                                    const Endpoint &src,
                                                    const Endpoint &dst) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  const Fragment &from = *src.fragment, &to = *dst.fragment;
  auto type = MemRefType::get(from.shape, op.getSrcType().getElementType());
  Value scratch = allocateShared(b, loc, type, /*padRows=*/true);
  Endpoint staged = makeEndpoint(b, loc, scratch, {}, from.shape);
  beforeSharedWrite(b, op, {scratch});
  emitCopy(b, loc, src, staged, from, TypedAttr());
  afterSharedWrite(b, loc);
  noteSharedRead(scratch);
  emitCopy(b, loc, staged, dst, to, TypedAttr());
  op.erase();
  return success();
}
