//===- WgmmaFit.cpp - which gemms wgmma computes ---------------------------===//

#include "tile/Analysis/WgmmaFit.h"

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::tile;

std::optional<WgmmaOperands> mlir::tile::getWgmmaOperands(GemmOp op,
                                                          ArrayRef<int64_t> accShape,
                                                          Type accElement,
                                                          bool aInRegisters,
                                                          int64_t numThreads,
                                                          int64_t columnGroups) {
  auto aType = cast<MemRefType>(op.getA().getType());
  auto bType = cast<MemRefType>(op.getB().getType());
  if (!aType.hasStaticShape() || !bType.hasStaticShape() || accShape.size() != 2 ||
      ShapedType::isDynamicShape(accShape))
    return std::nullopt;
  bool transA = op.getTransposeA(), transB = op.getTransposeB();
  return WgmmaOperands{aType.getElementType(),
                       bType.getElementType(),
                       accElement,
                       accShape[0],
                       accShape[1],
                       aType.getDimSize(transA ? 0 : 1),
                       aType.getDimSize(transA ? 1 : 0),
                       bType.getDimSize(transB ? 1 : 0),
                       bType.getDimSize(transB ? 0 : 1),
                       aInRegisters,
                       transA,
                       transB,
                       numThreads,
                       columnGroups};
}

const MmaInstruction *mlir::tile::getWgmmaFit(const Chip &chip, const WgmmaOperands &o,
                                              std::string *why) {
  auto fail = [&](std::string reason) -> const MmaInstruction * {
    if (why)
      *why = std::move(reason);
    return nullptr;
  };
  if (!chip.wgmma)
    return fail(std::string(chip.name) + " has no wgmma");
  std::string accType = getTypeName(o.acc);
  const MmaInstruction *instr = chip.findMma(MmaKind::Wgmma, getTypeName(o.a), accType);
  const MmaInstruction *instrB = chip.findMma(MmaKind::Wgmma, getTypeName(o.b), accType);
  if (!instr || !instrB)
    return fail("wgmma takes " + Chip::mmaOperandList() + " operands into f32");
  unsigned bits = o.a.getIntOrFloatBitWidth();
  if (instr->k != instrB->k || bits != o.b.getIntOrFloatBitWidth())
    return fail("A and B are " + getTypeName(o.a) + " and " + getTypeName(o.b) +
                ": wgmma mixes only types of one width");
  // A transposed ([K, M], M-major) reads from shared memory in 128-byte
  // column panels, as an N-major B does; 8-bit types are K-major only.
  if (o.transA && o.aInRegisters)
    return fail("A is transposed in registers: wgmma's register A is an M x K fragment");
  if (o.transA && instr->kMajorOnly)
    return fail("A is transposed: wgmma reads " + getTypeName(o.a) +
                " operands K-major only (A as M x K)");
  // Column groups (warpgroups along N): each group's warps tile M, and its
  // instructions span its own columns.
  int64_t groups = std::max<int64_t>(o.columnGroups, 1);
  if (o.numThreads % (128 * groups))
    return fail(groups == 1
                    ? llvm::formatv("{0} threads are not whole warpgroups of 128",
                                    o.numThreads)
                          .str()
                    : llvm::formatv("{0} threads are not {1} column groups of whole "
                                    "warpgroups of 128",
                                    o.numThreads, groups)
                          .str());
  int64_t warps = o.numThreads / 32 / groups;
  if (o.m % (16 * warps) || o.aRows != o.m)
    return fail(llvm::formatv("M = {0} is not a multiple of 16 x the {1} warps (64 rows "
                              "per warpgroup and instruction)",
                              o.m, warps));
  if (o.bK != o.k || o.bN != o.n)
    return fail("B's extents do not match A's K and the accumulator's N");
  if (o.n % groups)
    return fail(llvm::formatv("N = {0} does not split into {1} column groups", o.n, groups));
  int64_t n = o.n / groups;
  if (n > instr->nMax || n % instr->nStep)
    return fail(llvm::formatv("N = {0}{1} is not a multiple of {2} up to {3}", n,
                              groups == 1 ? "" : " per column group", instr->nStep,
                              instr->nMax));
  if (groups > 1 && o.aInRegisters)
    return fail("A in registers is distributed like an accumulator of one column group: "
                "give the block one warpgroup per 64 rows of A, or keep A in shared memory");
  if (o.k % instr->k)
    return fail(llvm::formatv("K = {0} is not a multiple of the instruction's {1}", o.k,
                              instr->k));
  // Rows in bytes: K-major rows of 64 bytes or of 128-byte multiples,
  // N-major B in 128-byte column panels.
  int64_t kBytes = o.k * bits / 8;
  bool kMajorRows = kBytes == 64 || kBytes % 128 == 0;
  if (((!o.aInRegisters && !o.transA) || o.transB) && !kMajorRows)
    return fail(llvm::formatv("K = {0} is {1} bytes: K-major rows are 64 bytes or a "
                              "multiple of 128",
                              o.k, kBytes));
  if (!o.transB && (n * bits / 8) % 128)
    return fail(llvm::formatv("B's rows (N = {0}{1}) are not 128-byte panels", n,
                              groups == 1 ? "" : " per column group"));
  if (instr->kMajorOnly && (o.aInRegisters || !o.transB))
    return fail("wgmma reads " + getTypeName(o.a) +
                " operands K-major from shared memory only: A as M x K, B as N x K "
                "with transpose_b");
  // wgmma's accumulators cannot spill: they and the addressing must fit the
  // registers a thread may have.
  int64_t accRegs = o.m * o.n / o.numThreads;
  int64_t budget = std::min(chip.maxRegistersPerThread,
                            chip.registersPerMultiprocessor / o.numThreads);
  if (accRegs + 32 > budget)
    return fail(llvm::formatv("{0} accumulators per thread leave too few of the {1} "
                              "registers a thread of {2} may have",
                              accRegs, budget, o.numThreads));
  return instr;
}
