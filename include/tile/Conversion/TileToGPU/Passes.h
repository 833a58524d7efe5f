//===- Passes.h - tile to gpu conversion ------------------------*- C++ -*-===//

#ifndef TILE_CONVERSION_TILETOGPU_PASSES_H
#define TILE_CONVERSION_TILETOGPU_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"
#include "tile/Chip/Chip.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"

namespace mlir::tile {

#define GEN_PASS_DECL
#include "tile/Conversion/TileToGPU/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tile/Conversion/TileToGPU/Passes.h.inc"

} // namespace mlir::tile

#endif // TILE_CONVERSION_TILETOGPU_PASSES_H
