//===- Expressions.cpp - integer expressions of the manifest --------------===//
//
// `tile.flops = "2*M*N*K"`: integers, parameter names, + - * / and
// parentheses, parsed by recursive descent (in 64-bit integers: overflow is
// an error, as is nesting past 64 levels). Bound parameters fold to
// integers; run-time dimensions stay names, so the manifest records
// `["mul", ["mul", 2, "M"], ...]` for the runtime to evaluate. Grids and
// byte counts take the same form (tile/Analysis/HostExpressions.h).
//
//===----------------------------------------------------------------------===//

#include "tile/Target/Target.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tile;

namespace {
class FlopsParser {
public:
  FlopsParser(StringRef text, const std::map<std::string, int64_t> &params,
              const std::map<std::string, int64_t> &dims)
      : rest(text), params(params), dims(dims) {}

  FailureOr<Expression> parse(std::string &error) {
    FailureOr<Expression> v = parseSum();
    skipSpace();
    if (succeeded(v) && !rest.empty())
      v = fail("unexpected '" + rest.take_front(8).str() + "'");
    if (!problem.empty()) {
      error = problem;
      return failure();
    }
    return v;
  }

private:
  void skipSpace() { rest = rest.ltrim(); }
  FailureOr<Expression> fail(const std::string &why) {
    if (problem.empty())
      problem = why;
    return failure();
  }

  /// `lhs op rhs`, folded when both are integers.
  FailureOr<Expression> combine(StringRef op, Expression lhs, Expression rhs) {
    std::string why;
    FailureOr<Expression> v = makeExpression(op, std::move(lhs), std::move(rhs), why);
    return failed(v) ? fail(why) : v;
  }

  FailureOr<Expression> parseSum() {
    FailureOr<Expression> lhs = parseProduct();
    while (succeeded(lhs)) {
      skipSpace();
      char op = rest.empty() ? 0 : rest.front();
      if (op != '+' && op != '-')
        break;
      rest = rest.drop_front();
      FailureOr<Expression> rhs = parseProduct();
      if (failed(rhs))
        return failure();
      lhs = combine(op == '+' ? "add" : "sub", std::move(*lhs), std::move(*rhs));
    }
    return lhs;
  }

  FailureOr<Expression> parseProduct() {
    FailureOr<Expression> lhs = parseAtom();
    while (succeeded(lhs)) {
      skipSpace();
      char op = rest.empty() ? 0 : rest.front();
      if (op != '*' && op != '/')
        break;
      rest = rest.drop_front();
      FailureOr<Expression> rhs = parseAtom();
      if (failed(rhs))
        return failure();
      lhs = combine(op == '*' ? "mul" : "div", std::move(*lhs), std::move(*rhs));
    }
    return lhs;
  }

  FailureOr<Expression> parseAtom() {
    skipSpace();
    if (rest.consume_front("(")) {
      if (++depth > kMaxDepth)
        return fail("parentheses nest deeper than " + std::to_string(kMaxDepth) + " levels");
      FailureOr<Expression> v = parseSum();
      --depth;
      skipSpace();
      if (succeeded(v) && !rest.consume_front(")"))
        return fail("missing ')'");
      return v;
    }
    StringRef token = rest.take_while(
        [](char c) { return llvm::isAlnum(c) || c == '_'; });
    if (token.empty())
      return fail(rest.empty() ? "expression ends early"
                               : "unexpected '" + rest.take_front(8).str() + "'");
    rest = rest.drop_front(token.size());
    int64_t v;
    if (llvm::isDigit(token.front())) {
      if (token.getAsInteger(10, v))
        return fail("bad number '" + token.str() + "'");
      return Expression(v);
    }
    if (dims.count(token.str()))
      return Expression(token.str());
    auto it = params.find(token.str());
    if (it == params.end())
      return fail("no parameter named '" + token.str() + "'");
    return Expression(it->second);
  }

  static constexpr int kMaxDepth = 64;
  StringRef rest;
  const std::map<std::string, int64_t> &params, &dims;
  std::string problem;
  int depth = 0;
};
} // namespace

static const std::map<std::string, int64_t> kNoDims;

FailureOr<Expression> tile::parseFlops(StringRef expression,
                                       const std::map<std::string, int64_t> &params,
                                       const std::map<std::string, int64_t> &dims,
                                       std::string &error) {
  return FlopsParser(expression, params, dims).parse(error);
}

FailureOr<int64_t>
tile::evaluateFlops(StringRef expression,
                    const std::map<std::string, int64_t> &params,
                    std::string &error) {
  FailureOr<Expression> e = parseFlops(expression, params, kNoDims, error);
  if (failed(e))
    return failure();
  return evaluateExpression(*e, kNoDims, error);
}
