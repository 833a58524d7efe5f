//===- WgmmaFit.h - which gemms wgmma computes -------------------*- C++ -*-===//
//
// The shape and type conditions under which a tile.gemm runs on wgmma:
// tile-infer-layout asks them to choose wgmma's layouts, convert-tile-to-gpu
// to check a layout it is given (hand-written or from an earlier pass). The
// arrangement of the shared tiles (swizzles, panels, warpgroup order) is
// each one's own business; the shapes, types, warps and registers are
// decided here, once.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_ANALYSIS_WGMMAFIT_H
#define TILE_ANALYSIS_WGMMAFIT_H

#include "tile/Chip/Chip.h"

#include "mlir/IR/Types.h"

#include <string>

namespace mlir::tile {

/// A gemm C[m x n] += A[aRows x k] x B as wgmma would take it: B's extents
/// along K and N (transpose_b already applied), where A lives, and the
/// block's threads.
struct WgmmaOperands {
  Type a, b, acc;
  int64_t m, n, k;
  int64_t aRows, bK, bN;
  bool aInRegisters = false, transA = false, transB = false;
  int64_t numThreads;
};

/// The chip's wgmma instruction for these operands (both operand types'
/// instruction, one K), or null; then `why` (when given) says which
/// condition fails, as a message can quote it.
const MmaInstruction *getWgmmaFit(const Chip &chip, const WgmmaOperands &operands,
                                  std::string *why = nullptr);

} // namespace mlir::tile

#endif // TILE_ANALYSIS_WGMMAFIT_H
