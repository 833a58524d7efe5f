//===- InputCheck.cpp - what the parsers must not be given ----------------===//

#include "tile/Support/InputCheck.h"

using namespace mlir::tile;

/// Scans `text` for the nesting of `open`/`close` characters outside
/// strings (and `//` comments when `comments`); a closer without an
/// opener (MLIR's `->`) does not count.
static InputProblem checkNesting(llvm::StringRef text, llvm::StringRef open,
                                 llvm::StringRef close, bool comments) {
  int depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
      continue;
    }
    if (comments && c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      i = text.find('\n', i);
      if (i == llvm::StringRef::npos)
        break;
      continue;
    }
    if (open.contains(c)) {
      if (++depth > kMaxInputNesting)
        return {i, "nesting deeper than " + std::to_string(kMaxInputNesting) +
                       " levels; the parser would run out of stack"};
    } else if (close.contains(c) && depth > 0) {
      --depth;
    }
  }
  return {};
}

InputProblem mlir::tile::checkMlirText(llvm::StringRef text) {
  if (text.starts_with("\xEF\xBB\xBF"))
    return {0, "the file starts with a UTF-8 byte-order mark, which MLIR does not read: "
               "save it without one"};
  // Upstream's parser crashes on a dense array of `index` elements.
  for (size_t at = text.find("array<"); at != llvm::StringRef::npos;
       at = text.find("array<", at + 1)) {
    llvm::StringRef rest = text.drop_front(at + 6).ltrim(" \t");
    if (rest.starts_with("index") &&
        (rest.size() == 5 || !(isalnum(static_cast<unsigned char>(rest[5])) || rest[5] == '_')))
      return {at, "array<index: ...> is not a dense array type (its elements need a "
                  "width: use array<i64: ...>)"};
  }
  return checkNesting(text, "([{<", ")]}>", /*comments=*/true);
}

InputProblem mlir::tile::checkJsonText(llvm::StringRef text) {
  return checkNesting(text, "[{", "]}", /*comments=*/false);
}

std::string mlir::tile::formatInputProblem(llvm::StringRef file, llvm::StringRef text,
                                           const InputProblem &problem) {
  llvm::StringRef before = text.take_front(problem.offset);
  size_t line = before.count('\n') + 1;
  size_t lineStart = before.rfind('\n');
  size_t column = problem.offset - (lineStart == llvm::StringRef::npos ? 0 : lineStart + 1) + 1;
  return (file.str() + ":" + std::to_string(line) + ":" + std::to_string(column) + ": error: " +
          problem.message);
}
