//===- Dispatch.h - tile-specialize's shape cases ---------------*- C++ -*-===//
//
// The part of tile-specialize that reads a kernel's `tile.dispatch` cases
// (#tile.case): it decides those over fixed dimensions and clones the
// kernel once per case over a run-time dimension.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_TRANSFORMS_DISPATCH_H
#define TILE_TRANSFORMS_DISPATCH_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <string>

namespace mlir::tile {

/// What `name=...` binds a parameter to: a value, or run time.
struct Binding {
  int64_t value = 0;
  bool dynamic = false;
  /// `name=dynamic%d`: every run-time value is a multiple of d.
  int64_t multiple = 1;
  bool operator!=(const Binding &o) const {
    return dynamic != o.dynamic || value != o.value || multiple != o.multiple;
  }
};

/// The command line's binding of parameter `param` of the function written
/// as `func`, or null.
using BindingLookup = function_ref<const Binding *(StringRef func, StringRef param)>;

using ValuesPerFunc = llvm::DenseMap<Operation *, llvm::StringMap<int64_t>>;

/// Resolves every function's `tile.dispatch`: a case over fixed dimensions
/// that holds gives its function its values; each case over run-time
/// dimensions gets a clone of the function, `<name>_case<i>`, marked
/// `tile.case_of`, whose values are the case's, and the function's
/// `tile.dispatch` becomes the table of those clones (#tile.case with
/// `kernel`, over the run-time dimensions only). A case whose values equal
/// another kernel's names that kernel instead of a clone. `caseValues`
/// receives the values per function (those the command line binds left
/// out); `caseMultiples` per clone, the multiples its case's `multiple_of`
/// asks of run-time dimensions (facts its compile may use); `sourceNames`
/// the name each clone was written as, for bindings qualified by function
/// name.
LogicalResult expandDispatch(ModuleOp module, StringRef chip, BindingLookup bound,
                             ValuesPerFunc &caseValues, ValuesPerFunc &caseMultiples,
                             llvm::DenseMap<Operation *, std::string> &sourceNames);

} // namespace mlir::tile

#endif // TILE_TRANSFORMS_DISPATCH_H
