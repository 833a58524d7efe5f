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
#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/IR/Types.h"

#include <optional>
#include <string>

namespace mlir::tile {

/// A gemm C[m x n] += A[aRows x k] x B as wgmma would take it: B's extents
/// along K and N (transpose_b already applied), where A lives, the block's
/// threads, and the column groups they form (warpgroups along N: each
/// group's instructions span n / columnGroups columns).
struct WgmmaOperands {
  Type a, b, acc;
  int64_t m, n, k;
  int64_t aRows, bK, bN;
  bool aInRegisters = false, transA = false, transB = false;
  int64_t numThreads;
  int64_t columnGroups = 1;
};

/// `op`'s operands as wgmma would take them, from their types, with an
/// accumulator of `accShape` x `accElement` and A in registers or not (the
/// caller knows: memory spaces differ before and after the lowering); none
/// when A's or B's shape is not static.
std::optional<WgmmaOperands> getWgmmaOperands(GemmOp op, ArrayRef<int64_t> accShape,
                                              Type accElement, bool aInRegisters,
                                              int64_t numThreads, int64_t columnGroups = 1);

/// The chip's wgmma instruction for these operands (both operand types'
/// instruction, one K), or null; then `why` (when given) says which
/// condition fails, as a message can quote it.
const MmaInstruction *getWgmmaFit(const Chip &chip, const WgmmaOperands &operands,
                                  std::string *why = nullptr);

} // namespace mlir::tile

#endif // TILE_ANALYSIS_WGMMAFIT_H
