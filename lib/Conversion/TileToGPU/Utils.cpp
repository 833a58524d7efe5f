//===- Utils.cpp - lowering helpers ---------------------------------------===//
//
// Helpers every op family uses.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// Row-major strides of a static shape.
SmallVector<int64_t> lowering::getStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

Value lowering::getZero(OpBuilder &b, Location loc, Type type) {
  return arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
}

/// Inline PTX (AT&T dialect, no tail call): for instructions LLVM 22 has
/// no intrinsic for, or does not select on every chip.
LLVM::InlineAsmOp lowering::createInlinePtx(OpBuilder &b, Location loc,
                                         TypeRange results, ValueRange operands,
                                         StringRef text, StringRef constraints,
                                         bool sideEffects) {
  MLIRContext *ctx = b.getContext();
  return LLVM::InlineAsmOp::create(
      b, loc, results, operands, b.getStringAttr(text),
      b.getStringAttr(constraints), sideEffects ? b.getUnitAttr() : UnitAttr(),
      UnitAttr(), LLVM::TailCallKindAttr::get(ctx, LLVM::TailCallKind::None),
      LLVM::AsmDialectAttr::get(ctx, LLVM::AsmDialect::AD_ATT), ArrayAttr());
}

/// Constraints of `count` f32 outputs, each tied to the input of its
/// number (inline PTX that reads and writes accumulator registers).
std::string lowering::getTiedF32Constraints(int64_t count) {
  std::string constraints;
  llvm::raw_string_ostream cs(constraints);
  for (int64_t i = 0; i < count; ++i)
    cs << (i ? "," : "") << "=f";
  for (int64_t i = 0; i < count; ++i)
    cs << "," << i;
  return constraints;
}
