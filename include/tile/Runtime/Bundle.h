//===- Bundle.h - reading a bundle's manifest -------------------*- C++ -*-===//
//
// A bundle is <kernel>.ptx, optionally <kernel>.cubin, and <kernel>.json,
// the manifest written by tile-translate (docs/design.md, "Bundles").
//
//===----------------------------------------------------------------------===//

#ifndef TILE_RUNTIME_BUNDLE_H
#define TILE_RUNTIME_BUNDLE_H

#include "tile/Runtime/DType.h"
#include "tile/Runtime/DimExpr.h"

#include <array>
#include <map>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tile::rt {

/// The largest argument a manifest may declare (256 GiB: more than any
/// GPU holds).
constexpr int64_t kMaxArgumentBytes = int64_t(1) << 38;

struct ArgSpec {
  std::string name;
  DType dtype = DType::F32;
  std::vector<int64_t> shape; // resolved (see resolveDims)
  std::string access; // in, out, inout; value: a scalar passed by value (no shape)
  /// The shape as written: sizes, and names of run-time dimensions. Empty
  /// for an argument built in code, whose `shape` then stays as it is.
  std::vector<DimExpr> shapeExpr;
  int64_t numElements() const;
  size_t sizeInBytes() const { return numElements() * dtypeSize(dtype); }
  bool isScalar() const { return access == "value"; }
  /// Buffers the kernel reads or writes (a scalar is neither).
  bool isInput() const { return access == "in" || access == "inout"; }
  bool isOutput() const { return access == "out" || access == "inout"; }
};

/// A TMA descriptor (CUtensorMap) the kernel takes after its buffers, by
/// value: a 128-byte, 64-byte-aligned grid-constant parameter. The host
/// encodes it with cuTensorMapEncodeTiled against the device address of
/// buffer `arg` and passes the 128 bytes. Element strides are all 1,
/// interleave none, out-of-bounds elements read as zero; the swizzle and
/// the L2 promotion are the compiler's (tile.tensor_map).
struct TensorMapSpec {
  static constexpr size_t kMaxRank = 5;
  std::string name;
  size_t arg = 0; // index into Manifest::args
  DType dtype = DType::F16;
  std::vector<uint64_t> dims;    // globalDim, innermost first, in elements
  std::vector<uint64_t> strides; // bytes, of dims 1..rank-1
  /// What "dims" and "strides" say: integers, or expressions of run-time
  /// dimensions (`M=dynamic`). `dims` and `strides` hold their values at
  /// the launch's dimensions (resolveDims), a fixed map's once loaded.
  std::vector<DimExpr> dimsExpr, stridesExpr;
  std::vector<uint32_t> box;     // boxDim, innermost first
  unsigned swizzle = 0;          // bytes: 0 (none), 32, 64 or 128
  unsigned l2Promotion = 0;      // bytes: 0 (none), 64, 128 or 256
  size_t rank() const { return dims.size(); }
};

struct Manifest {
  std::string path;   // of the .json
  std::string folder; // holding it
  std::string kernel, entry, chip;
  std::string ptxPath, cubinPath; // absolute; cubin may be empty
  std::string ptxVersion;         // "8.0", read from the PTX
  std::array<unsigned, 3> grid{1, 1, 1}, block{1, 1, 1};
  /// Blocks per cluster, compiled into the kernel ("cluster", optional):
  /// informational, the grid is a multiple of it.
  std::array<unsigned, 3> cluster{1, 1, 1};
  /// Warps at the end of the block that only issue loads
  /// ("producer_warps", optional): informational.
  unsigned producerWarps = 0;
  unsigned sharedBytes = 0;
  std::vector<ArgSpec> args;
  std::vector<TensorMapSpec> tensorMaps; // by value, in order, after args
  std::vector<std::pair<std::string, int64_t>> params;
  int64_t bytes = 0, flops = 0;
  std::string sourceHash, compiler;

  /// Run-time dimensions ("dims", optional): each is also a scalar argument
  /// of its name, and maps to the value it takes when the caller gives
  /// none (the one the kernel was tuned for).
  DimValues dims;
  /// "multiple_of" (optional): dimensions that must be multiples of these
  /// (the kernel dropped the masks that other values need).
  DimValues dimMultiples;
  /// The values that grid, shapes, bytes and flops were resolved with:
  /// the defaults after loadManifest; empty for a static manifest.
  DimValues dimValues;
  /// Grid, bytes and flops as written, kept so that the manifest can be
  /// resolved again for other values.
  std::array<DimExpr, 3> gridExpr;
  DimExpr bytesExpr, flopsExpr;

  /// "dispatch" (optional): in order, ranges of run-time dimensions (both
  /// ends included) and the specialization that runs there, in
  /// `<kernel>.json` next to this manifest; other values run this kernel.
  /// "waves" (optional): the case holds only where its kernel's grid has
  /// at most that many blocks per multiprocessor of the manifest's chip.
  /// "multiple_of" (optional): it holds only where those run-time
  /// dimensions are multiples of the given integers. "fill" (optional, a
  /// percentage): it is taken only where its kernel's grid, its fill of the
  /// waves (Chip::getWaveFill) weighted by that, beats the grid of the
  /// kernel the later cases choose.
  struct Case {
    std::map<std::string, std::pair<int64_t, int64_t>> when;
    std::string kernel;
    int64_t waves = 0;
    std::map<std::string, int64_t> multipleOf;
    int64_t fill = 0;
  };
  std::vector<Case> dispatch;
  /// "case_of" (optional): the kernel whose table names this one.
  std::string caseOf;
  /// "reference_for" (optional): the kernel this reference checks, which
  /// tile-run --reference pairs it with whatever the names.
  std::string referenceFor;
  /// Set when resolveDims handed the launch to a case of the table in
  /// `dispatcherPath`: the case's kernel name (`kernel` stays the name
  /// the caller asked for).
  std::string specialization, dispatcherPath;

  bool isDynamic() const { return !dims.empty(); }
  bool isDim(const std::string &name) const { return dims.count(name) != 0; }
};

/// Reads a whole file (binary); false when it cannot be read.
bool readFile(const std::string &path, std::string &out);

/// Reads and validates a manifest; `error` says what is wrong and where.
bool loadManifest(const std::string &path, Manifest &out, std::string &error);

/// Resolves `m` for the run-time dimensions `given` (the defaults in
/// `dims` for the others): grid, shapes, bytes and flops become the values
/// they have there, checked as a static manifest's are (the grid within
/// CUDA's limits, a multiple of the cluster; every dimension positive; the
/// bytes those of the shapes), and the rest of the runtime reads `m` like a
/// static manifest. On failure `m` is unchanged and `error` says which
/// dimensions made what wrong. A static manifest resolves only with no
/// dimension given. When the values fall in a case of `m`'s dispatch
/// table, `m` becomes that case's manifest, resolved (its arguments
/// checked against `m`'s), with `kernel` kept and `specialization` naming
/// the case; resolving it again starts from the table.
bool resolveDims(Manifest &m, const DimValues &given, std::string &error);

/// "M=1000 N=64": the values `m` was resolved with (empty when static).
std::string formatDims(const Manifest &m);

/// The arguments that carry data, by index: every buffer and every scalar
/// but the run-time dimensions' (which the shapes imply). Two kernels run
/// on the same inputs when these match, whether their dimensions are
/// fixed or not.
std::vector<size_t> dataArguments(const Manifest &m);

/// The manifests `target` names: a .json file, or every .json in a folder.
bool findManifests(const std::string &target, std::vector<std::string> &paths,
                   std::string &error);

/// Whether `b` takes the same data arguments as `a` (count, dtype, shape
/// and access; see dataArguments), so both can run on the same inputs;
/// `error` says which differs.
bool checkSameArguments(const Manifest &a, const Manifest &b,
                        std::string &error);

/// The oldest CUDA driver (as cuDriverGetVersion reports, e.g. 12000) that
/// accepts PTX ISA `version`; 0 when unknown.
int minDriverForPtx(const std::string &version);

} // namespace tile::rt

#endif // TILE_RUNTIME_BUNDLE_H
