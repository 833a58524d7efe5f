//===- Options.h - the options every tile tool compiles with ----*- C++ -*-===//
//
// One declaration of the compilation options: tile-opt's `tile-to-nvvm`
// pipeline (TileToNVVMOptions), tile-translate and tile-tune (CompileFlags)
// are generated from TILE_COMPILE_OPTIONS below, and all of them hand the
// pipeline a CompileOptions, normalized by the same rules.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_PIPELINES_OPTIONS_H
#define TILE_PIPELINES_OPTIONS_H

#include "tile/Chip/Chip.h"

#include "mlir/Pass/PassOptions.h"
#include "llvm/Support/CommandLine.h"

#include <string>
#include <vector>

namespace mlir::tile {

/// The boolean schedule options: (field, flag, description). The flag is
/// the same on every tool's command line and in the pipeline's options.
#define TILE_COMPILE_OPTIONS(X)                                                \
  X(tma, "tma",                                                                \
    "sm_90a: the pipelined tiles of wgmma kernels load through TMA tensor "    \
    "maps (tile-tma-loads); the bundle lists the maps the runtime builds")     \
  X(tmaMulticast, "tma-multicast",                                             \
    "Implies tma: blocks run in clusters of two that load the operand tile "   \
    "they share once, multicast to both")                                      \
  X(producerWarp, "producer-warp",                                             \
    "Implies tma: an extra warp issues the TMA loads and waits for the "       \
    "consumer warps to free each stage (tile-warp-specialize)")

struct CompileOptions {
  std::string chip = Chip::getDefault().name;
  /// Whether the chip was named (--chip), not defaulted: input lowered
  /// already keeps its own target, which a named chip must then match.
  bool chipGiven = false;
  unsigned optLevel = 3;
#define TILE_FIELD(field, flag, help) bool field = false;
  TILE_COMPILE_OPTIONS(TILE_FIELD)
#undef TILE_FIELD
  /// tile.param bindings, name=value.
  std::vector<std::string> bindings;
  /// tile-translate: writes the IR after every pass into this folder.
  std::string dumpDir;

  /// Applies the implications every tool shares (tma-multicast and
  /// producer-warp imply tma) and checks the options against the chip.
  /// Returns why they cannot apply (an empty string when they can);
  /// `prefix` goes before option names ("--" on a command line).
  std::string normalize(llvm::StringRef prefix);
  /// The chip, once normalize() succeeded.
  const Chip &getChip() const { return *Chip::lookup(chip); }
};

/// tile-opt's `--tile-to-nvvm="chip=... tma producer-warp bind=N=1024"`.
struct TileToNVVMOptions : public PassPipelineOptions<TileToNVVMOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("Target chip: sm_80 or sm_90a"),
      llvm::cl::init(Chip::getDefault().name)};
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level", llvm::cl::desc("LLVM optimization level"),
      llvm::cl::init(3)};
#define TILE_PIPELINE_OPTION(field, flag, help)                                \
  PassOptions::Option<bool> field{*this, flag, llvm::cl::desc(help),           \
                                  llvm::cl::init(false)};
  TILE_COMPILE_OPTIONS(TILE_PIPELINE_OPTION)
#undef TILE_PIPELINE_OPTION
  PassOptions::ListOption<std::string> bindings{
      *this, "bind",
      llvm::cl::desc("Parameter bindings name=value for tile-specialize")};

  CompileOptions get() const;
};

/// The same options on a tool's command line: --chip, -O, --set and the
/// flags of TILE_COMPILE_OPTIONS, in `category`. Construct one in main()
/// before llvm::cl::ParseCommandLineOptions.
struct CompileFlags {
  explicit CompileFlags(llvm::cl::OptionCategory &category);
  llvm::cl::opt<std::string> chip;
  llvm::cl::opt<unsigned> optLevel;
  llvm::cl::list<std::string> bindings;
#define TILE_FLAG_MEMBER(field, flag, help) llvm::cl::opt<bool> field;
  TILE_COMPILE_OPTIONS(TILE_FLAG_MEMBER)
#undef TILE_FLAG_MEMBER

  CompileOptions get() const;
};

} // namespace mlir::tile

#endif // TILE_PIPELINES_OPTIONS_H
