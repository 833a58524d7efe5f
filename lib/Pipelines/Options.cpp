//===- Options.cpp - the options every tile tool compiles with ------------===//

#include "tile/Pipelines/Options.h"

using namespace mlir;
using namespace mlir::tile;
namespace cl = llvm::cl;

std::string CompileOptions::normalize(StringRef prefix) {
  const Chip *target = Chip::lookup(chip);
  if (!target)
    return Chip::unknownMessage(chip);
  if (optLevel > 3)
    return (prefix + (prefix.empty() ? "opt-level" : "O") + " " +
            std::to_string(optLevel) + " is not an LLVM optimization level (0-3)")
        .str();
  tma |= tmaMulticast || producerWarp;
  if (tma && !target->tma) {
    StringRef option = producerWarp   ? "producer-warp"
                       : tmaMulticast ? "tma-multicast"
                                      : "tma";
    return (prefix + option + " needs " + prefix + "chip sm_90a (TMA and mbarrier " +
            "transactions); " + target->name + " loads with cp.async: drop the option")
        .str();
  }
  return "";
}

/// The values of a TileToNVVMOptions or a CompileFlags: their members
/// have the same names.
template <typename Flags>
static CompileOptions collect(const Flags &flags) {
  CompileOptions options;
  options.chip = flags.chip;
  options.optLevel = flags.optLevel;
#define TILE_COPY(field, flag, help) options.field = flags.field;
  TILE_COMPILE_OPTIONS(TILE_COPY)
#undef TILE_COPY
  options.bindings.assign(flags.bindings.begin(), flags.bindings.end());
  return options;
}

CompileOptions TileToNVVMOptions::get() const { return collect(*this); }

CompileFlags::CompileFlags(cl::OptionCategory &category)
    : chip("chip", cl::desc("Target chip: sm_80 or sm_90a"),
           cl::init(Chip::getDefault().name), cl::cat(category)),
      optLevel("O", cl::desc("LLVM optimization level (0-3)"), cl::init(3),
               cl::cat(category)),
      bindings("set",
               cl::desc("Bind a tile.param: --set name=value (repeatable, or "
                        "comma-separated)"),
               cl::value_desc("name=value"), cl::CommaSeparated, cl::cat(category))
#define TILE_FLAG_INIT(field, flag, help)                                      \
  , field(flag, cl::desc(help), cl::init(false), cl::cat(category))
      TILE_COMPILE_OPTIONS(TILE_FLAG_INIT)
#undef TILE_FLAG_INIT
{
}

CompileOptions CompileFlags::get() const {
  CompileOptions options = collect(*this);
  options.chipGiven = chip.getNumOccurrences() > 0;
  return options;
}
