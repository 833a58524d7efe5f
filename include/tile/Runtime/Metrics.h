//===- Metrics.h - comparing kernel outputs with references -----*- C++ -*-===//
//
// One definition of "close enough" shared by the test runner and the
// benchmark harness, so a kernel cannot pass in one and fail in the other.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_RUNTIME_METRICS_H
#define TILE_RUNTIME_METRICS_H

#include <cstdint>

namespace tile::rt {

struct Comparison {
  /// ||out - ref||_2 / max(||ref||_2, 1e-30) over the pairs where both are
  /// finite.
  double relL2Error;
  /// max |out - ref| over the pairs where both are finite (0 if none).
  double maxAbsError;
  /// mismatches / count (0 when count is 0).
  double mismatchRatio;
  int64_t mismatches;
  int64_t count;
  /// Some element of `out` or `ref` is NaN or infinite.
  bool hasNonFinite;
};

/// Compares `out` with `ref`, both `n` doubles (n <= 0 compares nothing).
/// A pair of finite values mismatches when |out - ref| > atol + rtol * |ref|
/// (so a difference exactly at the tolerance passes). A pair where exactly
/// one value is NaN or infinite mismatches. When both are non-finite they
/// match only if both are NaN or both are infinities of the same sign.
/// The norms are computed without overflow or underflow of the squares.
Comparison compare(const double *out, const double *ref, int64_t n, double rtol,
                   double atol);

} // namespace tile::rt

#endif // TILE_RUNTIME_METRICS_H
