//===- HostExpressions.cpp - integer arithmetic of the host function ------===//

#include "tile/Analysis/HostExpressions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::tile;

/// The operation of `[op, lhs, rhs]` on integers; failure on overflow or
/// division by zero (`why` says which).
static FailureOr<int64_t> apply(StringRef op, int64_t a, int64_t b, std::string &why) {
  int64_t v = 0;
  bool overflow = false;
  if (op == "add")
    overflow = llvm::AddOverflow(a, b, v);
  else if (op == "sub")
    overflow = llvm::SubOverflow(a, b, v);
  else if (op == "mul")
    overflow = llvm::MulOverflow(a, b, v);
  else if (op == "min" || op == "max")
    v = op == "min" ? std::min(a, b) : std::max(a, b);
  else if (op == "div" || op == "ceildiv" || op == "rem") {
    if (b == 0) {
      why = "division by zero";
      return failure();
    }
    overflow = a == std::numeric_limits<int64_t>::min() && b == -1;
    v = op == "div" ? a / b : op == "rem" ? a % b : llvm::divideCeilSigned(a, b);
  } else {
    why = "unknown operation '" + op.str() + "'";
    return failure();
  }
  if (overflow) {
    why = "the value overflows 64 bits";
    return failure();
  }
  return v;
}

FailureOr<Expression> tile::makeExpression(StringRef op, Expression lhs, Expression rhs,
                                           std::string &why) {
  std::optional<int64_t> a = lhs.getAsInteger(), b = rhs.getAsInteger();
  if (a && b) {
    FailureOr<int64_t> v = apply(op, *a, *b, why);
    if (failed(v))
      return failure();
    return Expression(*v);
  }
  return Expression(llvm::json::Array{op, std::move(lhs), std::move(rhs)});
}

FailureOr<int64_t> tile::evaluateExpression(const Expression &e,
                                            const std::map<std::string, int64_t> &values,
                                            std::string &error, int depth) {
  if (std::optional<int64_t> v = e.getAsInteger())
    return *v;
  if (std::optional<StringRef> name = e.getAsString()) {
    auto it = values.find(name->str());
    if (it == values.end()) {
      error = "no value for '" + name->str() + "'";
      return failure();
    }
    return it->second;
  }
  const llvm::json::Array *node = e.getAsArray();
  std::optional<StringRef> op = node && node->size() == 3 ? (*node)[0].getAsString() : std::nullopt;
  if (!op || depth > 64) {
    error = "malformed expression";
    return failure();
  }
  FailureOr<int64_t> a = evaluateExpression((*node)[1], values, error, depth + 1);
  if (failed(a))
    return failure();
  FailureOr<int64_t> b = evaluateExpression((*node)[2], values, error, depth + 1);
  if (failed(b))
    return failure();
  return apply(*op, *a, *b, error);
}

FailureOr<Expression> tile::getExpression(Value v,
                                          function_ref<std::optional<std::string>(Value)> nameOf,
                                          int depth) {
  if (std::optional<int64_t> c = getConstantIntValue(v))
    return Expression(*c);
  if (std::optional<std::string> name = nameOf(v))
    return Expression(*name);
  Operation *def = v.getDefiningOp();
  if (!def || depth > 64)
    return failure();
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtUIOp, arith::ExtSIOp>(def))
    return getExpression(def->getOperand(0), nameOf, depth + 1);
  // Sizes are non-negative: signed and unsigned forms agree.
  StringRef op = llvm::TypeSwitch<Operation *, StringRef>(def)
                     .Case<arith::AddIOp>([](auto) { return "add"; })
                     .Case<arith::SubIOp>([](auto) { return "sub"; })
                     .Case<arith::MulIOp>([](auto) { return "mul"; })
                     .Case<arith::DivUIOp, arith::DivSIOp, arith::FloorDivSIOp>(
                         [](auto) { return "div"; })
                     .Case<arith::CeilDivUIOp, arith::CeilDivSIOp>([](auto) { return "ceildiv"; })
                     .Case<arith::RemUIOp, arith::RemSIOp>([](auto) { return "rem"; })
                     .Case<arith::MinUIOp, arith::MinSIOp>([](auto) { return "min"; })
                     .Case<arith::MaxUIOp, arith::MaxSIOp>([](auto) { return "max"; })
                     .Default([](Operation *) { return ""; });
  if (op.empty())
    return failure();
  FailureOr<Expression> a = getExpression(def->getOperand(0), nameOf, depth + 1);
  if (failed(a))
    return failure();
  FailureOr<Expression> b = getExpression(def->getOperand(1), nameOf, depth + 1);
  if (failed(b))
    return failure();
  std::string why;
  return makeExpression(op, std::move(*a), std::move(*b), why);
}
