//===- DimExpr.cpp - integer expressions over run-time dimensions ---------===//

#include "tile/Runtime/DimExpr.h"

#include <algorithm>
#include <array>

namespace tile::rt {

namespace {
struct OpName {
  const char *name;
  DimExpr::Op op;
};
constexpr std::array<OpName, 8> kOps{{{"add", DimExpr::Op::Add},
                                      {"sub", DimExpr::Op::Sub},
                                      {"mul", DimExpr::Op::Mul},
                                      {"div", DimExpr::Op::Div},
                                      {"ceildiv", DimExpr::Op::CeilDiv},
                                      {"rem", DimExpr::Op::Rem},
                                      {"min", DimExpr::Op::Min},
                                      {"max", DimExpr::Op::Max}}};

const char *nameOf(DimExpr::Op op) {
  for (const OpName &o : kOps)
    if (o.op == op)
      return o.name;
  return "?";
}

std::string listOps() {
  std::string text;
  for (const OpName &o : kOps)
    text += (text.empty() ? "" : ", ") + std::string(o.name);
  return text;
}
} // namespace

DimExpr DimExpr::constant(int64_t value) {
  DimExpr e;
  e.number = value;
  return e;
}

bool DimExpr::parse(const Json &json, const DimValues &dims, DimExpr &out,
                    std::string &error) {
  DimExpr e;
  if (!e.parseAt(json, dims, 1, error))
    return false;
  out = std::move(e);
  return true;
}

bool DimExpr::parseAt(const Json &json, const DimValues &dims, size_t depth,
                      std::string &error) {
  if (depth > kMaxDimExprDepth) {
    error = "an expression nests deeper than " + std::to_string(kMaxDimExprDepth);
    return false;
  }
  if (std::optional<int64_t> i = integerOf(json)) {
    kind = Op::Constant;
    number = *i;
    return true;
  }
  if (json.is_string()) {
    name = stringOf(&json);
    if (!dims.count(name)) {
      std::string known;
      for (const auto &[n, v] : dims)
        known += (known.empty() ? "" : ", ") + n;
      error = "the expression names '" + name + "', which is not a run-time dimension (" +
              (known.empty() ? "the manifest declares none in \"dims\"" : "\"dims\" has " + known) +
              ")";
      return false;
    }
    kind = Op::Dim;
    return true;
  }
  if (!json.is_array() || json.empty() || !json[0].is_string()) {
    error = dumpJson(json, 0) +
            " is not an expression (an integer, a dimension's name, or [op, a, b])";
    return false;
  }
  std::string op = stringOf(&json[0]);
  auto found = std::find_if(kOps.begin(), kOps.end(),
                            [&](const OpName &o) { return op == o.name; });
  if (found == kOps.end()) {
    error = "unknown operation \"" + op + "\" (expected " + listOps() + ")";
    return false;
  }
  if (json.size() != 3) {
    error = "\"" + op + "\" takes 2 operands, not " + std::to_string(json.size() - 1);
    return false;
  }
  kind = found->op;
  operands.resize(2);
  return operands[0].parseAt(json[1], dims, depth + 1, error) &&
         operands[1].parseAt(json[2], dims, depth + 1, error);
}

bool DimExpr::evaluate(const DimValues &values, int64_t &out, std::string &error) const {
  if (kind == Op::Constant) {
    out = number;
    return true;
  }
  if (kind == Op::Dim) {
    auto it = values.find(name);
    if (it == values.end()) {
      error = "no value for the dimension " + name;
      return false;
    }
    out = it->second;
    return true;
  }
  int64_t a = 0, b = 0;
  if (!operands[0].evaluate(values, a, error) || !operands[1].evaluate(values, b, error))
    return false;
  auto fail = [&](const std::string &why) {
    error = str() + " " + why + " (" + std::to_string(a) + ", " + std::to_string(b) + ")";
    return false;
  };
  bool overflow = false;
  switch (kind) {
  case Op::Add:
    overflow = __builtin_add_overflow(a, b, &out);
    break;
  case Op::Sub:
    overflow = __builtin_sub_overflow(a, b, &out);
    break;
  case Op::Mul:
    overflow = __builtin_mul_overflow(a, b, &out);
    break;
  case Op::Div:
  case Op::CeilDiv:
  case Op::Rem:
    if (b == 0)
      return fail("divides by zero");
    if (a < 0 || b < 0)
      return fail("takes non-negative operands");
    out = kind == Op::Div       ? a / b
          : kind == Op::CeilDiv ? a / b + (a % b != 0)
                                : a % b;
    break;
  case Op::Min:
    out = std::min(a, b);
    break;
  case Op::Max:
    out = std::max(a, b);
    break;
  default:
    break;
  }
  if (overflow)
    return fail("overflows 64 bits");
  return true;
}

bool DimExpr::isConstant() const {
  std::set<std::string> names;
  collectNames(names);
  return names.empty();
}

void DimExpr::collectNames(std::set<std::string> &names) const {
  if (kind == Op::Dim)
    names.insert(name);
  for (const DimExpr &e : operands)
    e.collectNames(names);
}

std::string DimExpr::str() const {
  if (kind == Op::Constant)
    return std::to_string(number);
  if (kind == Op::Dim)
    return name;
  return std::string(nameOf(kind)) + "(" + operands[0].str() + ", " + operands[1].str() + ")";
}

std::string describeDims(const std::set<std::string> &names, const DimValues &values) {
  std::string text;
  for (const std::string &n : names) {
    auto it = values.find(n);
    text += (text.empty() ? "" : ", ") + n + "=" +
            (it == values.end() ? std::string("?") : std::to_string(it->second));
  }
  return text;
}

} // namespace tile::rt
