//===- HostExpressions.h - integer arithmetic of the host function -*- C++ -*-===//
//
// Grids, byte counts and flops follow the problem sizes through the host
// function's integer arithmetic. An Expression records that arithmetic in
// the manifest's JSON form, for the runtime to evaluate at launch, and
// tile-specialize evaluates the grid of a shape case (`waves`) with it.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_ANALYSIS_HOSTEXPRESSIONS_H
#define TILE_ANALYSIS_HOSTEXPRESSIONS_H

#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/JSON.h"

#include <map>
#include <optional>
#include <string>

namespace mlir::tile {

/// An integer the manifest computes from run-time dimensions (grids, byte
/// and flop counts): an integer, a dimension's name, or `[op, lhs, rhs]`
/// with op add, sub, mul, div, ceildiv, rem, min or max.
using Expression = llvm::json::Value;

/// `[op, lhs, rhs]`, or its value when both are integers (failure, with
/// `why`, on overflow or division by zero).
FailureOr<Expression> makeExpression(StringRef op, Expression lhs, Expression rhs,
                                     std::string &why);

/// The value of `e` with `values` for its names.
FailureOr<int64_t> evaluateExpression(const Expression &e,
                                      const std::map<std::string, int64_t> &values,
                                      std::string &error, int depth = 0);

/// The Expression a host value computes: constants, the values `nameOf`
/// names (run-time dimensions) and integer arithmetic on them; failure for
/// anything else.
FailureOr<Expression> getExpression(Value v,
                                    function_ref<std::optional<std::string>(Value)> nameOf,
                                    int depth = 0);

} // namespace mlir::tile

#endif // TILE_ANALYSIS_HOSTEXPRESSIONS_H
