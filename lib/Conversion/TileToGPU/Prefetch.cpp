//===- Prefetch.cpp - tile.prefetch ---------------------------------------===//
//
// tile.prefetch: L2 prefetches of global windows.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// A window of a row-major global buffer, viewed as rows x cols (a 1-d
/// buffer is one row): on sm_90a a contiguous window with 16-byte aligned
/// ends is one cp.async.bulk.prefetch.L2 from the first thread; otherwise
/// each 128-byte line gets a prefetch.global.L2, spread over the threads.
/// Rows past the buffer are skipped and columns past it clipped. Extents
/// may be run-time values (M=dynamic); whole rows of a run-time width take
/// the per-line form (the window's width must cover the row, which only a
/// static width shows), a 1-d window of a run-time extent the bulk form
/// where the extent is stated a multiple of 16 bytes.
LogicalResult KernelLowering::lowerPrefetch(PrefetchOp op) {
  MemRefType type = op.getSrc().getType();
  SmallVector<int64_t> sizes;
  for (Value size : op.getSizes()) {
    std::optional<int64_t> c = getConstantIntValue(size);
    if (!c || *c < 1)
      return op.emitOpError() << "sizes must be positive constants once the "
                                 "parameters are bound (tile-specialize)";
    sizes.push_back(*c);
  }
  if (!type.getLayout().isIdentity() && type.getRank() <= 2)
    return op.emitOpError() << "takes a buffer, not a view (" << type
                            << "): prefetch the window of the buffer the view is taken from, "
                               "at the view's offsets";
  if (type.getRank() > 2 ||
      !type.getElementType().isIntOrFloat() || type.getElementTypeBitWidth() % 8)
    return op.emitOpError() << "needs a row-major 1-d or 2-d buffer of whole-byte "
                               "elements, got "
                            << type;
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto cst = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v).getResult(); };
  bool twoD = type.getRank() == 2;
  Endpoint src;
  src.memory = op.getSrc();
  src.type = type;
  Value rows = twoD ? getExtent(b, loc, src, 0) : cst(1);
  Value cols = getExtent(b, loc, src, type.getRank() - 1);
  std::optional<int64_t> staticCols = getConstantIntValue(cols);
  int64_t height = twoD ? sizes[0] : 1, width = sizes.back();
  int64_t elemBytes = type.getElementTypeBitWidth() / 8;
  Value row0 = twoD ? op.getOffsets()[0] : cst(0), col0 = op.getOffsets().back();
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, op.getSrc());
  auto globalPtr = [&](OpBuilder &ib, Value row, Value col) {
    Value elems = arith::AddIOp::create(
        ib, loc, arith::MulIOp::create(ib, loc, row, cols), col);
    Value bytes = arith::MulIOp::create(ib, loc, elems, cst(elemBytes));
    Value address = arith::IndexCastOp::create(
        ib, loc, ib.getI64Type(), arith::AddIOp::create(ib, loc, base, bytes));
    return LLVM::IntToPtrOp::create(
        ib, loc, LLVM::LLVMPointerType::get(ib.getContext(), 1), address);
  };
  auto lt = [&](Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x, y).getResult();
  };
  // Whole rows (or a 1-d window) are contiguous.
  bool contiguous = !twoD || (isConstantIntValue(col0, 0) && staticCols && width >= *staticCols);
  int64_t alignElems = std::max<int64_t>(1, 16 / elemBytes);
  bool aligned = isMultipleOf(cols, alignElems) &&
                 (twoD || width * elemBytes % 16 == 0) && isMultipleOf(col0, alignElems);
  if (chip.bulkPrefetch && contiguous && aligned) {
    // Bytes of the rows (or columns) that exist.
    Value left = arith::SubIOp::create(b, loc, twoD ? rows : cols, twoD ? row0 : col0);
    Value count = arith::MinUIOp::create(b, loc, left, cst(twoD ? height : width));
    Value rowBytes = staticCols ? cst(*staticCols * elemBytes)
                                : arith::MulIOp::create(b, loc, cols, cst(elemBytes)).getResult();
    Value bytes = arith::MulIOp::create(b, loc, count, twoD ? rowBytes : cst(elemBytes));
    Value inside = lt(twoD ? row0 : col0, twoD ? rows : cols);
    Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, threadId, cst(0));
    Value issue = arith::AndIOp::create(b, loc, inside, first);
    scf::IfOp::create(b, loc, issue, [&](OpBuilder &ib, Location l) {
      Value size = arith::IndexCastOp::create(ib, l, ib.getI32Type(), bytes);
      NVVM::CpAsyncBulkPrefetchOp::create(ib, l, globalPtr(ib, row0, col0), size,
                                          Value());
      scf::YieldOp::create(ib, l);
    });
    op.erase();
    return success();
  }
  // One prefetch per 128-byte line; a row's window may start inside a line,
  // hence one line more.
  int64_t linesPerRow = llvm::divideCeil(width * elemBytes, 128) + 1;
  int64_t elemsPerLine = std::max<int64_t>(1, 128 / elemBytes);
  Value colEnd = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, col0, cst(width)), cols);
  scf::ForOp::create(
      b, loc, threadId, cst(height * linesPerRow), cst(numThreads), ValueRange(),
      [&](OpBuilder &lb, Location l, Value i, ValueRange) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToEnd(lb.getInsertionBlock());
        Value row = arith::AddIOp::create(
            b, l, row0, arith::DivUIOp::create(b, l, i, cst(linesPerRow)));
        Value col = arith::AddIOp::create(
            b, l, col0,
            arith::MulIOp::create(b, l,
                                  arith::RemUIOp::create(b, l, i, cst(linesPerRow)),
                                  cst(elemsPerLine)));
        Value inside = arith::AndIOp::create(b, l, lt(row, rows), lt(col, colEnd));
        scf::IfOp::create(b, l, inside, [&](OpBuilder &ib, Location il) {
          // Inline PTX: LLVM 22 selects llvm.nvvm.prefetch.global.L2 only
          // for sm_90.
          createInlinePtx(ib, il, TypeRange(), ValueRange{globalPtr(ib, row, col)},
                          "prefetch.global.L2 [$0];", "l", /*sideEffects=*/true);
          scf::YieldOp::create(ib, il);
        });
        scf::YieldOp::create(b, l);
      });
  op.erase();
  return success();
}
