//===- Chip.h - the chips tile-mlir targets, described once -----*- C++ -*-===//
//
// One description per target chip: its name as the tools spell it, its
// compute capability, the budgets of one block and one multiprocessor, the
// features the lowering may use, and the tensor-core instructions it has.
// The compiler (verifiers, tile-infer-layout, the lowering, tile-tune,
// --tile-inspect) and the runtime (manifests) all ask this table; nothing
// else compares chip names. Plain C++17 (only the namespace is MLIR's): the
// runtime, which has no LLVM, links it too.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_CHIP_CHIP_H
#define TILE_CHIP_CHIP_H

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mlir::tile {

/// Element types the tensor-core instructions take, by their MLIR names.
enum class MmaKind { MmaSync, Wgmma };

/// One tensor-core instruction family: D(m x n, acc) += A(m x k, operand) x
/// B(k x n, operand), n in [nMin, nMax] in steps of nStep. For wgmma, m is
/// a warpgroup's rows per instruction.
struct MmaInstruction {
  MmaKind kind;
  std::string_view operand;     // "f16", "bf16", "f8E4M3FN", "f8E5M2"
  std::string_view accumulator; // "f32"
  int64_t m, nMin, nMax, nStep, k;
  /// The operand type as PTX spells it in the instruction ("f16", "e4m3").
  std::string_view ptxType;
  /// Both operands must be K-major in shared memory (wgmma transposes
  /// only 16-bit operands): B as [N, K] with transpose_b.
  bool kMajorOnly = false;
  /// The PTX shape, e.g. "m16n8k16" or "m64nNk16".
  std::string shape() const;
};

struct Chip {
  const char *name; // "sm_90a"
  int computeCapability; // 90
  /// The "a" targets run on exactly this compute capability.
  bool archSpecific;
  /// Dynamic shared memory one block may opt in to, and one
  /// multiprocessor's (with the 1 KB each resident block reserves).
  int64_t sharedBytesPerBlock, sharedBytesPerMultiprocessor;
  int64_t registersPerMultiprocessor = 65536;
  int64_t maxRegistersPerThread = 255;
  int64_t threadsPerMultiprocessor = 2048;
  int64_t warpsPerMultiprocessor = 64;
  int64_t blocksPerMultiprocessor = 32;
  /// Multiprocessors of the chip's data-center part (A100, H100 SXM and
  /// H200): a shape case's `waves` counts its grid in these, at compile
  /// time and at launch alike, so both pick the same case.
  int64_t multiprocessors = 0;
  /// Features: TMA (cp.async.bulk.tensor, mbarrier transactions),
  /// thread-block clusters, wgmma, setmaxnreg, stmatrix,
  /// cp.async.bulk.prefetch.L2, atomic adds of bf16 and bf16x2, cvt
  /// between 8-bit floats (e4m3x2, e5m2x2) and f16x2 / f32 (sm_89 on).
  bool tma, clusters, wgmma, setmaxnreg, stmatrix, bulkPrefetch, bf16Atomics, float8Cvt;
  std::vector<MmaInstruction> mma;

  /// The blocks a cluster may hold on every chip that has clusters (the
  /// portable cluster size).
  static constexpr int64_t kPortableClusterBlocks = 8;

  /// The fact `name` of this chip as a kernel reads it (`tile.param ... =
  /// chip(name)`), or false when there is no such fact.
  bool getFact(std::string_view name, int64_t &value) const;
  /// "multiprocessors, max_cluster, ...", for messages.
  static std::string factList();

  /// How well `blocks` blocks fill the waves they take at one block per
  /// multiprocessor: blocks / (ceil(blocks / multiprocessors) x
  /// multiprocessors), in (0, 1]. A shape case's `fill` compares kernels by
  /// it, at compile time and at launch alike.
  double getWaveFill(uint64_t blocks) const;
  /// Whether a kernel of `blocks` blocks, weighted by `weightPercent`, fills
  /// its waves better than one of `otherBlocks` blocks (a case's `fill`).
  bool fillsBetter(uint64_t blocks, int64_t weightPercent, uint64_t otherBlocks) const;

  /// The instruction of `kind` for `operand` elements accumulating in
  /// `accumulator`, or null when the chip has none.
  const MmaInstruction *findMma(MmaKind kind, std::string_view operand,
                                std::string_view accumulator) const;

  /// The chip named `name`, or null when it is not one tile-mlir targets.
  static const Chip *lookup(std::string_view name);
  /// The chip the tools compile for when none is given.
  static const Chip &getDefault();
  /// Every chip, oldest first.
  static const std::vector<Chip> &all();
  /// "sm_80, sm_90a", for messages.
  static std::string supportedList();
  /// The chips for which `has(chip)` holds, oldest first, for messages
  /// ("compile for sm_90a").
  template <typename Pred> static std::string namesWhere(Pred has) {
    std::string list;
    for (const Chip &chip : all())
      if (has(chip))
        list += (list.empty() ? "" : ", ") + std::string(chip.name);
    return list;
  }
  /// What to say about an unknown chip name: "unknown chip 'X'; supported
  /// chips are sm_80, sm_90a".
  static std::string unknownMessage(std::string_view name);
  /// Operand types some chip's tensor cores take ("f16, bf16").
  static std::string mmaOperandList();
  /// Whether some chip multiplies `operand` elements into `accumulator`.
  static bool anyMma(std::string_view operand, std::string_view accumulator);
  /// Whether every instruction that takes `operand` reads it K-major.
  static bool isKMajorOnly(std::string_view operand);
};

} // namespace mlir::tile

#endif // TILE_CHIP_CHIP_H
