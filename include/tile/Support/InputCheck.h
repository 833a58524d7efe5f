//===- InputCheck.h - what the parsers must not be given ------------------===//
//
// Inputs that crash upstream's parsers instead of failing: nesting deep
// enough to overflow the stack (the MLIR and llvm::json parsers recurse
// per level) and `array<index: ...>`, which the MLIR parser dereferences a
// null for. Every tool checks its input text with these first.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_SUPPORT_INPUTCHECK_H
#define TILE_SUPPORT_INPUTCHECK_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <string>

namespace mlir::tile {

/// How deep brackets may nest in an input: far above any kernel's, far
/// below what overflows an 8 MB stack.
constexpr int kMaxInputNesting = 1000;

/// A problem at a byte offset of the input.
struct InputProblem {
  size_t offset = 0;
  std::string message; // empty: none
  explicit operator bool() const { return !message.empty(); }
};

/// Checks MLIR text: a byte-order mark, nesting of ( [ { < (outside
/// strings and comments) and the `array<index` attribute.
InputProblem checkMlirText(llvm::StringRef text);

/// Checks JSON text: nesting of [ and { outside strings.
InputProblem checkJsonText(llvm::StringRef text);

/// "FILE:LINE:COL: error: MESSAGE" for a problem in `text`.
std::string formatInputProblem(llvm::StringRef file, llvm::StringRef text,
                               const InputProblem &problem);

} // namespace mlir::tile

#endif // TILE_SUPPORT_INPUTCHECK_H
