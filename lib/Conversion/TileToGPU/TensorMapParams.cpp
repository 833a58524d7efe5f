//===- TensorMapParams.cpp - tensor maps as grid constants ----------------===//
//
// Implements `tile-tensor-map-params`: the tensor-map arguments of LLVM
// kernels (`tile.tensor_map_args`) become 128-byte by-value grid constants.
//
//===----------------------------------------------------------------------===//

#include "tile/Conversion/TileToGPU/Passes.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILETENSORMAPPARAMS
#include "tile/Conversion/TileToGPU/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {
struct TileTensorMapParamsPass
    : public tile::impl::TileTensorMapParamsBase<TileTensorMapParamsPass> {
  void runOnOperation() override {
    getOperation().walk([&](LLVM::LLVMFuncOp func) {
      auto args = func->getAttrOfType<DenseI64ArrayAttr>(
          TileDialect::kTensorMapArgsAttrName);
      if (!args)
        return;
      OpBuilder b(func);
      // CUtensorMap: 128 bytes, 64-byte aligned.
      auto bytes = LLVM::LLVMArrayType::get(b.getI8Type(), 128);
      for (int64_t i : args.asArrayRef()) {
        func.setArgAttr(i, LLVM::LLVMDialect::getByValAttrName(), TypeAttr::get(bytes));
        func.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(), b.getI64IntegerAttr(64));
        func.setArgAttr(i, NVVM::NVVMDialect::getGridConstantAttrName(), b.getUnitAttr());
      }
      func->removeAttr(TileDialect::kTensorMapArgsAttrName);
    });
  }
};
} // namespace
