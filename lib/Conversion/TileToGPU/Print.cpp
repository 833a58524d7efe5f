//===- Print.cpp - tile.print ---------------------------------------------===//
//
// tile.print: device printf of scalars and tiles.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "tile/Dialect/Tile/IR/PrintFormat.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// Widens a scalar for printf: floats to f64, integers to i64, with their
/// sign unless printed unsigned (u o x X: an i8 of -1 prints as ff, as C's
/// %hhx would).
static Value widenForPrintf(OpBuilder &b, Location loc, Value v, bool asUnsigned = false) {
  Type t = v.getType();
  if (t.isIndex())
    return asUnsigned ? arith::IndexCastUIOp::create(b, loc, b.getI64Type(), v).getResult()
                      : arith::IndexCastOp::create(b, loc, b.getI64Type(), v).getResult();
  if (isa<FloatType>(t) && !t.isF64())
    return arith::ExtFOp::create(b, loc, b.getF64Type(), v);
  if (auto i = dyn_cast<IntegerType>(t); i && i.getWidth() < 64)
    return i.getWidth() == 1 || asUnsigned
               ? arith::ExtUIOp::create(b, loc, b.getI64Type(), v).getResult()
               : arith::ExtSIOp::create(b, loc, b.getI64Type(), v).getResult();
  return v;
}

/// Prints a tile from thread 0, row by row, up to 8 elements per line. A
/// fragment is first gathered into shared memory.
LogicalResult KernelLowering::lowerPrintTile(PrintOp op, Value tile) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  Value source = tile;
  auto type = cast<MemRefType>(tile.getType());
  auto it = fragments.find(tile);
  if (it != fragments.end()) {
    const Fragment &frag = it->second;
    type = MemRefType::get(frag.shape, type.getElementType());
    source = allocateShared(b, loc, type);
    Endpoint src = makeEndpoint(b, loc, tile, {}, frag.shape);
    Endpoint dst = makeEndpoint(b, loc, source, {}, frag.shape);
    beforeSharedWrite(b, op, {source});
    emitCopy(b, loc, src, dst, frag, TypedAttr());
    afterSharedWrite(b, loc);
  } else if (!type.hasStaticShape()) {
    return op.emitOpError() << "printed tile " << type
                            << " must have a static shape";
  }
  if (isSharedBuffer(source))
    noteSharedRead(source);
  Type elemType = type.getElementType();
  bool isFloat = isa<FloatType>(elemType);
  ArrayRef<int64_t> shape = type.getShape();
  int64_t rank = shape.size();
  // Lines of up to 8 elements that divide the row evenly.
  int64_t perLine = 8;
  while (shape.back() % perLine)
    --perLine;

  Value isFirst = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                        threadId, getConstantIndex(b, loc, 0));
  auto ifOp = scf::IfOp::create(b, loc, isFirst, /*withElse=*/false);
  OpBuilder tb = ifOp.getThenBodyBuilder();
  // Loops over the leading dimensions and over the line starts of the last.
  SmallVector<Value> ivs;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t step = d + 1 == rank ? perLine : 1;
    auto loop = scf::ForOp::create(tb, loc, getConstantIndex(tb, loc, 0),
                                   getConstantIndex(tb, loc, shape[d]),
                                   getConstantIndex(tb, loc, step));
    ivs.push_back(loop.getInductionVar());
    tb.setInsertionPointToStart(loop.getBody());
  }
  // "label[i, j]: v0 v1 ..." with the elements of one line.
  // The label is text, not a format: its '%' are escaped.
  std::string format;
  for (char c : op.getMessage()) {
    format += c;
    if (c == '%')
      format += '%';
  }
  format += "[";
  for (int64_t d = 0; d < rank; ++d)
    format += d ? ", %lld" : "%lld";
  format += "]:";
  SmallVector<Value> args;
  for (Value iv : ivs)
    args.push_back(widenForPrintf(tb, loc, iv));
  for (int64_t k = 0; k < perLine; ++k) {
    format += isFloat ? " %g" : " %lld";
    SmallVector<Value> idx(ivs.begin(), ivs.end());
    if (k)
      idx.back() = arith::AddIOp::create(tb, loc, ivs.back(),
                                         getConstantIndex(tb, loc, k));
    args.push_back(widenForPrintf(tb, loc, memref::LoadOp::create(tb, loc, source, idx)));
  }
  format += "\n";
  gpu::PrintfOp::create(tb, loc, format, args);
  op.erase();
  return success();
}

LogicalResult KernelLowering::lowerPrint(PrintOp op) {
  if (op.getArgs().size() == 1 && isa<MemRefType>(op.getArgs()[0].getType()))
    return lowerPrintTile(op, op.getArgs()[0]);
  OpBuilder b(op);
  // The verifier read the format: one conversion per value, of its kind.
  // The lengths then say the widened types.
  SmallVector<PrintConversion> conversions;
  parsePrintFormat(op.getMessage(), conversions);
  SmallVector<Value> args;
  for (auto [v, c] : llvm::zip(op.getArgs(), conversions))
    args.push_back(
        widenForPrintf(b, op.getLoc(), v, /*asUnsigned=*/StringRef("uoxX").contains(c.kind)));
  gpu::PrintfOp::create(b, op.getLoc(), widenPrintFormat(op.getMessage(), conversions), args);
  op.erase();
  return success();
}
