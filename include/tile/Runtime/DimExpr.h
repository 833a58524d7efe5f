//===- DimExpr.h - integer expressions over run-time dimensions -*- C++ -*-===//
//
// A kernel compiled with a run-time dimension (say M) has a grid, shapes,
// a byte count and a flop count that depend on it. The manifest writes
// each as an expression in JSON: an integer, the name of a dimension, or
// [op, e1, e2] with op one of add, sub, mul, div, ceildiv, rem, min, max
// (div, ceildiv and rem take non-negative operands, so C++ truncation and
// Python's floor agree). Evaluation is in int64 and refuses overflow and
// division by zero rather than wrap.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_RUNTIME_DIMEXPR_H
#define TILE_RUNTIME_DIMEXPR_H

#include "tile/Runtime/Json.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace tile::rt {

/// Values of run-time dimensions, by name.
using DimValues = std::map<std::string, int64_t>;

/// Expressions nested deeper than this are rejected (a grid expression of
/// a real kernel nests two or three deep).
constexpr size_t kMaxDimExprDepth = 64;

class DimExpr {
public:
  enum class Op { Constant, Dim, Add, Sub, Mul, Div, CeilDiv, Rem, Min, Max };

  DimExpr() = default;
  static DimExpr constant(int64_t value);

  /// Reads `json` as an expression whose names are keys of `dims`; false
  /// with `error` saying what is wrong (unknown op or name, arity, depth).
  static bool parse(const Json &json, const DimValues &dims, DimExpr &out,
                    std::string &error);

  /// The value with `values` for the dimensions; false with `error` on
  /// overflow, division by zero, a negative operand of div/ceildiv/rem or
  /// a dimension `values` lacks.
  bool evaluate(const DimValues &values, int64_t &out, std::string &error) const;

  /// Whether it names no dimension; then `value()` is its value only for a
  /// plain constant.
  bool isConstant() const;
  Op op() const { return kind; }
  int64_t value() const { return number; }
  /// The dimensions it names.
  void collectNames(std::set<std::string> &names) const;
  /// As written for a reader: 4096, M, ceildiv(M, 256).
  std::string str() const;

private:
  bool parseAt(const Json &json, const DimValues &dims, size_t depth,
               std::string &error);
  Op kind = Op::Constant;
  int64_t number = 0;
  std::string name;
  std::vector<DimExpr> operands; // two, for every op but Constant and Dim
};

/// "M=1000, N=64" for `names` (empty when none), so that a message says
/// which values made a result what it is.
std::string describeDims(const std::set<std::string> &names, const DimValues &values);

} // namespace tile::rt

#endif // TILE_RUNTIME_DIMEXPR_H
