//===- Target.h - PTX, cubin and bundle emission ----------------*- C++ -*-===//

#ifndef TILE_TARGET_TARGET_H
#define TILE_TARGET_TARGET_H

#include "tile/Analysis/HostExpressions.h"
#include "tile/Pipelines/Options.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SourceMgr.h"

#include <array>
#include <map>
#include <string>
#include <vector>

namespace mlir::tile {

/// A kernel argument as the manifest describes it.
struct KernelArg {
  std::string name;
  std::string dtype; // f32, f16, bf16, i32, ...
  std::vector<int64_t> shape; // a run-time dimension holds its default
  /// Per dimension of `shape`: the run-time dimension that sizes it, or "".
  std::vector<std::string> dimNames;
  std::string access; // in, out, inout; value: a scalar passed by value (no shape)
};

/// A TMA tensor map the kernel takes after its buffers (tile.tensor_map):
/// a view of buffer `arg`, dims innermost first (elements), strides of
/// dims 1.. (bytes), the box one load moves, the shared-memory swizzle.
struct TensorMapArg {
  std::string name;
  int64_t arg = 0;
  std::string dtype;
  /// Integers, or expressions of the run-time dimensions (as the grid's).
  std::vector<Expression> dims, strides;
  std::vector<int64_t> box;
  int64_t swizzle = 0;
  int64_t l2Promotion = 0; // bytes: the L2 request size of its loads
};

/// One compiled kernel: its PTX and what a runtime needs to launch it.
struct CompiledKernel {
  /// Where the kernel's tile.launch is: diagnostics about it point there.
  Location loc;
  std::string name;  // host function name, also the bundle's file stem
  std::string entry; // PTX entry symbol
  std::string chip;
  std::string ptx;
  std::array<int64_t, 3> grid{1, 1, 1};
  std::array<int64_t, 3> block{1, 1, 1};
  /// Blocks per cluster, fixed in the kernel (.reqnctapercluster).
  std::array<int64_t, 3> cluster{1, 1, 1};
  /// Warps at the end of the block that only issue loads (producer-warp).
  int64_t producerWarps = 0;
  /// The host op (an scf.if, an scf.for) around the launch, if any: a
  /// bundle runs each kernel once, unconditionally, so it refuses one.
  std::optional<Location> hostControlFlow;
  /// The schedule tile-check-async-protocol verified, one line per kind
  /// (roles, setmaxnreg, mbarrier rings, named barriers): --tile-inspect.
  std::vector<std::string> schedule;
  int64_t sharedBytes = 0;
  std::vector<KernelArg> args;
  std::vector<TensorMapArg> tensorMaps;
  std::map<std::string, int64_t> params;
  /// Bytes a kernel must move at least: inputs read once, outputs written
  /// once (the denominator of bandwidth figures).
  int64_t bytes = 0;
  /// Arithmetic work of one launch, from the host function's `tile.flops`
  /// (0 when it declares none).
  int64_t flops = 0;
  /// Run-time dimensions (tile-specialize NAME=dynamic), each with its
  /// default: `grid`, `bytes`, `flops` and the shapes above hold their
  /// values at the defaults, and these Expressions how they follow.
  std::map<std::string, int64_t> dims;
  /// The dimensions stated to be multiples (NAME=dynamic%128): the kernel
  /// relies on it, the runtime refuses other values.
  std::map<std::string, int64_t> dimMultiples;
  std::vector<Expression> gridExpr;
  Expression bytesExpr = 0, flopsExpr = 0;
  /// The dispatch table (tile-specialize's `tile.dispatch`): in order, the
  /// ranges of run-time dimensions where another specialization runs.
  struct Case {
    std::map<std::string, std::pair<int64_t, int64_t>> when;
    std::string kernel;
    /// At most this many blocks per multiprocessor in `kernel`'s grid (0:
    /// no such condition).
    int64_t waves = 0;
    /// Run-time dimensions that must be multiples of these.
    std::map<std::string, int64_t> multipleOf;
    /// Taken only where `kernel`'s grid, its wave fill weighted by this
    /// percentage, fills the waves better than the later cases' choice (0:
    /// no such condition).
    int64_t fill = 0;
  };
  std::vector<Case> dispatch;
  /// For a specialization: the kernel whose table names it.
  std::string caseOf;
  /// For a reference kernel (`tile.reference_for` on its host function):
  /// the kernel it checks.
  std::string referenceFor;

  explicit CompiledKernel(Location loc) : loc(loc) {}
};

/// Registers what compileToPTX needs: every upstream dialect and
/// extension, the LLVM IR translations, the NVVM target and the tile
/// dialect.
void registerCompilerDialects(DialectRegistry &registry);

/// Lowers tile IR in `module` (in place) to PTX, one entry per kernel.
FailureOr<std::vector<CompiledKernel>> compileToPTX(ModuleOp module,
                                                    const CompileOptions &options);

/// The kernels' PTX modules as one module that ptxas accepts: one header,
/// repeated declarations once, clashing internal symbols renamed. Fails
/// (with `error`) when two kernels export the same symbol.
FailureOr<std::string> joinPtxModules(const std::vector<CompiledKernel> &kernels,
                                      std::string &error);

/// Prints the diagnostics that point at no place in the input (the
/// module's FILE:0:0, or no location: command-line mistakes) as
/// "TOOL: error: ..."; the others go on to the handler registered before.
std::unique_ptr<ScopedDiagnosticHandler> printUnlocatedAsTool(MLIRContext *context,
                                                              StringRef tool);

/// Names each host-function argument after its SSA name in the source
/// (`%A` gives "A") unless it carries `tile.name` already.
void nameArgumentsFromSource(ModuleOp module, llvm::SourceMgr &sourceMgr);

/// The CUDA toolkit whose nvvm/libdevice the kernels link: $CUDA_ROOT,
/// $CUDA_HOME or $CUDA_PATH when it holds libdevice, else the toolkit of the
/// ptxas findPtxas finds, else the usual install folders; empty if none.
std::string findCudaToolkit();

/// Locates ptxas: `explicitPath`, then $CUDA_HOME/bin, then PATH, then
/// /usr/local/cuda/bin. Empty when none is found.
std::string findPtxas(StringRef explicitPath);

/// Assembles PTX into a cubin with ptxas; `info` receives ptxas -v output.
/// Failures are reported at `loc`, and so is each of ptxas's performance
/// advisories (getPtxasAdvisories), as a warning.
FailureOr<std::string> assembleCubin(Location loc, StringRef ptx,
                                     StringRef chip, StringRef ptxasPath,
                                     std::string &info);

/// What a kernel engineer checks first: the instructions that matter,
/// counted in the PTX (static counts), and ptxas's resource figures (-1
/// where ptxas did not run).
struct Inspection {
  std::vector<std::pair<std::string, int64_t>> instructions;
  int64_t registers = -1, stackBytes = -1, spillStoreBytes = -1,
          spillLoadBytes = -1, staticSharedBytes = -1, barriers = -1;
  /// ptxas's performance advisories (getPtxasAdvisories).
  std::vector<std::string> advisories;
};
/// The "Potential Performance Loss" lines of ptxas -v output, each as
/// "(Cnnnn) Potential Performance Loss: ...". C7511 (wgmma serialized for
/// lack of registers) makes every wgmma wait for the one before it: 30-40%
/// slower GEMMs (docs/benchmarks.md, run 143).
std::vector<std::string> getPtxasAdvisories(StringRef ptxasInfo);
Inspection inspectKernel(StringRef ptx, StringRef ptxasInfo);

/// Blocks of a kernel that one SM holds at once, and which resource stops
/// the next one (CUDA's occupancy rules for the chip). Registers count by
/// warp, in units of 256, in the four schedulers' quarters of the register
/// file: a block of five warps at 199 registers fits once (two would put
/// three warps in one quarter), where four warps at 255 fit twice.
struct Occupancy {
  int64_t blocks = -1; ///< -1: unknown chip or block size
  int64_t byRegisters = -1, bySharedMemory = -1, byThreads = -1, byBlockSlots = -1;
  std::string limiter; ///< "registers", "shared memory", "threads" or "block slots"
};
/// `registers` per thread (-1: unknown, not a limit), `sharedBytes` per
/// block, static and dynamic (with the 1 KB reserved per block, in units
/// of 128 bytes, as cuda_occupancy.h counts them).
Occupancy computeOccupancy(StringRef chip, int64_t threads, int64_t registers,
                           int64_t sharedBytes);
/// The occupancy of a compiled kernel: its block, its dynamic shared
/// memory and what ptxas counted (registers, static shared memory).
Occupancy computeOccupancy(const CompiledKernel &kernel, const Inspection &inspection);
llvm::json::Value toJSON(const Occupancy &occupancy);
llvm::json::Value toJSON(const Inspection &inspection);
/// The human-readable report of one kernel.
void printInspection(llvm::raw_ostream &os, const CompiledKernel &kernel,
                     const Inspection &inspection);

/// The manifest of a bundle (DESIGN.md section 4).
llvm::json::Value buildManifest(const CompiledKernel &kernel,
                                StringRef sourceHash, bool hasCubin,
                                StringRef ptxasInfo,
                                const Inspection &inspection);

/// Evaluates a `tile.flops` expression (integers, parameter names,
/// + - * / and parentheses) with `params`; `error` says what is wrong.
FailureOr<int64_t> evaluateFlops(StringRef expression,
                                 const std::map<std::string, int64_t> &params,
                                 std::string &error);

/// A `tile.flops` expression as a manifest Expression: `params` fold to
/// integers, names in `dims` stay names.
FailureOr<Expression> parseFlops(StringRef expression,
                                 const std::map<std::string, int64_t> &params,
                                 const std::map<std::string, int64_t> &dims,
                                 std::string &error);

/// The error a file stream met while writing (a full disk), cleared so
/// that closing the stream does not abort the tool; success if none.
llvm::Error takeStreamError(llvm::raw_fd_ostream &os);

/// Writes `data` to `path` through a temporary file, so a failure never
/// leaves a half-written file behind.
LogicalResult writeFileAtomically(Location loc, StringRef path, StringRef data);

/// Writes a bundle folder: <kernel>.ptx, <kernel>.cubin (assembled by
/// `ptxas` unless it is empty) and <kernel>.json per kernel. Every kernel is
/// assembled before anything is written. With `report`, prints each
/// kernel's inspection there.
LogicalResult writeBundle(Location loc, ArrayRef<CompiledKernel> kernels,
                          StringRef dir, StringRef sourceHash, StringRef ptxas,
                          llvm::raw_ostream *report = nullptr);

/// A hash of the source text, the bindings, the chip and the compiler.
std::string hashSource(StringRef source, const CompileOptions &options);

/// The compiler's version string.
std::string getCompilerVersion();
/// The compiler's identity in cache keys: its version and this build of
/// the running tool (its executable's size and modification time: a
/// rebuilt tool may compile differently). `mainAddress` is any function of
/// the tool, for getMainExecutable.
std::string getCompilerBuild(const char *argv0, void *mainAddress);
/// The key of `tile-translate --tile-to-bundle --cache`: SHA-256 over the
/// source, the options and sorted bindings, the kernel, the compiler's
/// build and the ptxas that assembles the cubins (its path and build; empty
/// for none).
std::string getBundleCacheKey(StringRef source, const CompileOptions &options,
                              StringRef kernel, StringRef compilerBuild, StringRef ptxas);
/// <cache>/bundles/<key>: the cache folder is the runtime's (tile-tune's).
std::string getBundleCacheFolder(StringRef key);
/// --version of the tools: getCompilerVersion() on a line.
void printVersion(llvm::raw_ostream &os);

} // namespace mlir::tile

#endif // TILE_TARGET_TARGET_H
