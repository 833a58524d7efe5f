//===- Flops.cpp - the work a kernel declares in tile.flops ---------------===//
//
// `tile.flops = "2*M*N*K"`: integers, parameter names, + - * / and
// parentheses, evaluated with the bound parameters by recursive descent
// (in 64-bit integers: overflow is an error, as is nesting past 64 levels).
//
//===----------------------------------------------------------------------===//

#include "tile/Target/Target.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::tile;

namespace {
class FlopsParser {
public:
  FlopsParser(StringRef text, const std::map<std::string, int64_t> &params)
      : rest(text), params(params) {}

  FailureOr<int64_t> parse(std::string &error) {
    FailureOr<int64_t> v = parseSum();
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
  FailureOr<int64_t> fail(const std::string &why) {
    if (problem.empty())
      problem = why;
    return failure();
  }

  FailureOr<int64_t> parseSum() {
    FailureOr<int64_t> lhs = parseProduct();
    while (succeeded(lhs)) {
      skipSpace();
      char op = rest.empty() ? 0 : rest.front();
      if (op != '+' && op != '-')
        break;
      rest = rest.drop_front();
      FailureOr<int64_t> rhs = parseProduct();
      if (failed(rhs))
        return failure();
      int64_t v;
      if (op == '+' ? llvm::AddOverflow(*lhs, *rhs, v) : llvm::SubOverflow(*lhs, *rhs, v))
        return fail("the value overflows 64 bits");
      lhs = v;
    }
    return lhs;
  }

  FailureOr<int64_t> parseProduct() {
    FailureOr<int64_t> lhs = parseAtom();
    while (succeeded(lhs)) {
      skipSpace();
      char op = rest.empty() ? 0 : rest.front();
      if (op != '*' && op != '/')
        break;
      rest = rest.drop_front();
      FailureOr<int64_t> rhs = parseAtom();
      if (failed(rhs))
        return failure();
      if (op == '/' && *rhs == 0)
        return fail("division by zero");
      int64_t v;
      if (op == '*' ? llvm::MulOverflow(*lhs, *rhs, v)
                    : *lhs == std::numeric_limits<int64_t>::min() && *rhs == -1)
        return fail("the value overflows 64 bits");
      lhs = op == '*' ? v : *lhs / *rhs;
    }
    return lhs;
  }

  FailureOr<int64_t> parseAtom() {
    skipSpace();
    if (rest.consume_front("(")) {
      if (++depth > kMaxDepth)
        return fail("parentheses nest deeper than " + std::to_string(kMaxDepth) + " levels");
      FailureOr<int64_t> v = parseSum();
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
      return v;
    }
    auto it = params.find(token.str());
    if (it == params.end())
      return fail("no parameter named '" + token.str() + "'");
    return it->second;
  }

  static constexpr int kMaxDepth = 64;
  StringRef rest;
  const std::map<std::string, int64_t> &params;
  std::string problem;
  int depth = 0;
};
} // namespace

FailureOr<int64_t>
tile::evaluateFlops(StringRef expression,
                    const std::map<std::string, int64_t> &params,
                    std::string &error) {
  return FlopsParser(expression, params).parse(error);
}
