//===- Tune.h - search spaces, budget checks and the tuning cache key -*- C++ -*-===//
//
// The compiler half of `tile-tune`: which configurations a kernel offers,
// which of them the chip cannot hold (decided on tile IR, before code
// generation), compiling the others to bundles, and the key under which a
// tuning result is cached. Timing and verification are the runtime's
// (include/tile/Runtime/Tune.h).
//
//===----------------------------------------------------------------------===//

#ifndef TILE_TUNE_TUNE_H
#define TILE_TUNE_TUNE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/LLVM.h"
#include "tile/Pipelines/Options.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::tile {

/// Parameter names with their candidate values, in declaration order.
using SearchSpace = std::vector<std::pair<std::string, std::vector<int64_t>>>;

/// One point of a search space: name=value bindings in the space's order.
using Configuration = std::vector<std::pair<std::string, int64_t>>;

/// "block_M=64,block_N=128": how configurations are named everywhere.
std::string formatConfiguration(const Configuration &config);
/// "block_M=[64, 128] threads=[128]".
std::string formatSearchSpace(const SearchSpace &space);

/// Parses "block_M=64,128;block_N=128,256" (parameters separated by ';',
/// values by ','). `error` says what is wrong.
FailureOr<SearchSpace> parseSearchSpace(StringRef text, std::string &error);
/// Reads a JSON object {"block_M": [64, 128], ...}.
FailureOr<SearchSpace> readSearchSpaceFile(StringRef path, std::string &error);

/// The space a host function declares: its tile.params with candidates,
/// less those named in `fixed`.
SearchSpace getDeclaredSearchSpace(func::FuncOp func,
                                   ArrayRef<std::string> fixed);

/// Every configuration of `space` (the cartesian product, last parameter
/// fastest).
std::vector<Configuration> enumerateConfigurations(const SearchSpace &space);
/// How many configurations `space` has, without listing them (saturating).
uint64_t countConfigurations(const SearchSpace &space);

/// Everything a tuning result depends on.
struct CacheKeyInputs {
  std::string sourceHash; // SHA-256 of the kernel file
  std::string kernel;
  std::vector<std::string> bindings; // --set, in any order
  SearchSpace space;
  /// "A: f16 8192x8192" per argument, once the parameters are bound.
  std::vector<std::string> arguments;
  std::string chip;
  unsigned optLevel = 3;
  bool tma = false;
  bool tmaMulticast = false;
  bool producerWarp = false;
  std::string compiler; // version and build
  std::string flops;    // the expression
  double tolerance = 0;
  uint64_t seed = 0;
};
/// The canonical text that is hashed (bindings sorted; readable).
std::string getCacheKeyText(const CacheKeyInputs &inputs);
/// SHA-256 of getCacheKeyText, in hex.
std::string getCacheKey(const CacheKeyInputs &inputs);

/// Keeps only host function `kernel` in `module` (the others, with their
/// parameters and requirements, are erased). Fails when there is none.
LogicalResult keepOnlyKernel(ModuleOp module, StringRef kernel);

/// Host functions that hold a tile.launch, in order.
SmallVector<func::FuncOp> getHostFunctions(ModuleOp module);

/// What happened to one configuration.
struct CandidateResult {
  enum class Status { Compiled, Rejected, CompileError };
  Status status = Status::Compiled;
  std::string reason; // why rejected or failed
  /// ptxas's performance advisories for a compiled candidate, "; "-joined
  /// (e.g. C7511: every wgmma serialized).
  std::string ptxasAdvice;
  /// checkCandidate's hash of the scheduled tile IR without the record of
  /// bound parameters: two configurations with one hash are one kernel (a
  /// parameter whose 0 means "chosen from the shape", say).
  uint64_t kernelHash = 0;
};

/// How to compile one kernel's candidates.
struct TuneCompileJob {
  std::string source;   // kernel file text
  std::string filename; // for diagnostics
  std::string kernel;
  /// The user's options, normalized: chip, -O, the schedule flags and the
  /// bindings --set fixes; each candidate adds its configuration.
  CompileOptions options;
  std::string ptxas;                 // empty: PTX only
  std::string outputDir;             // one bundle folder per candidate
};

/// Judges `config` on tile IR against the chip's budgets: an empty reason
/// when it may fit. Diagnostics (failed requirements) become the reason.
CandidateResult checkCandidate(const DialectRegistry &registry,
                               const TuneCompileJob &job,
                               const Configuration &config);

/// Compiles `config` to a bundle in `job.outputDir`/`folder`.
CandidateResult compileCandidate(const DialectRegistry &registry,
                                 const TuneCompileJob &job,
                                 const Configuration &config,
                                 StringRef folder);

} // namespace mlir::tile

#endif // TILE_TUNE_TUNE_H
