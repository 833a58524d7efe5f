//===- Metrics.cpp - comparing kernel outputs with references -------------===//

#include "tile/Runtime/Metrics.h"

#include <cmath>

using namespace tile::rt;

namespace {

/// Sum of squares in blocks: summing each block separately and then adding
/// the block sums keeps the rounding error near (block + n / block) ulps
/// instead of n ulps for the hundreds of millions of elements a large
/// output can have, at no cost over the plain loop.
class SquareSum {
public:
  void add(double x) {
    block += x * x;
    if (++inBlock == kBlockSize) {
      total += block;
      block = 0.0;
      inBlock = 0;
    }
  }
  double sum() const { return total + block; }

private:
  static constexpr int kBlockSize = 4096;
  double total = 0.0;
  double block = 0.0;
  int inBlock = 0;
};

/// The plain sum of squares is only trustworthy if it neither overflowed
/// nor lost most of its terms to underflow (each square below DBL_MIN is
/// flushed or subnormal). Any sum of at least 1e-200 cannot have lost a
/// relevant amount to terms that are each below 2.3e-308.
bool needsRescaling(double sumOfSquares, double maxAbs) {
  if (maxAbs == 0.0 || std::isinf(maxAbs))
    return false; // All zero, or inf is the right answer anyway.
  return std::isinf(sumOfSquares) || sumOfSquares < 1e-200;
}

} // namespace

Comparison tile::rt::compare(const double *out, const double *ref, int64_t n,
                             double rtol, double atol) {
  Comparison result{0.0, 0.0, 0.0, 0, n > 0 ? n : 0, false};
  if (n <= 0)
    return result;

  SquareSum diffSq, refSq;
  double maxRef = 0.0;
  for (int64_t i = 0; i < n; ++i) {
    const double o = out[i], r = ref[i];
    const bool oFinite = std::isfinite(o), rFinite = std::isfinite(r);
    if (!oFinite || !rFinite) {
      result.hasNonFinite = true;
      bool same = (std::isnan(o) && std::isnan(r)) ||
                  (std::isinf(o) && std::isinf(r) &&
                   std::signbit(o) == std::signbit(r));
      if (!same)
        ++result.mismatches;
      continue;
    }
    // May be inf when o and r are huge with opposite signs; that is the
    // correctly rounded difference and counts as a mismatch.
    const double diff = std::fabs(o - r);
    const double absRef = std::fabs(r);
    if (diff > atol + rtol * absRef)
      ++result.mismatches;
    if (diff > result.maxAbsError)
      result.maxAbsError = diff;
    if (absRef > maxRef)
      maxRef = absRef;
    diffSq.add(diff);
    refSq.add(r);
  }

  double diffNorm = std::sqrt(diffSq.sum());
  double refNorm = std::sqrt(refSq.sum());
  const bool rescaleDiff = needsRescaling(diffSq.sum(), result.maxAbsError);
  const bool rescaleRef = needsRescaling(refSq.sum(), maxRef);
  if (rescaleDiff || rescaleRef) {
    // Rare second pass: divide by the largest magnitude so every square is
    // in [0, 1] and the sum neither overflows nor underflows.
    SquareSum scaledDiff, scaledRef;
    for (int64_t i = 0; i < n; ++i) {
      const double o = out[i], r = ref[i];
      if (!std::isfinite(o) || !std::isfinite(r))
        continue;
      if (rescaleDiff)
        scaledDiff.add(std::fabs(o - r) / result.maxAbsError);
      if (rescaleRef)
        scaledRef.add(r / maxRef);
    }
    if (rescaleDiff)
      diffNorm = result.maxAbsError * std::sqrt(scaledDiff.sum());
    if (rescaleRef)
      refNorm = maxRef * std::sqrt(scaledRef.sum());
  }

  result.relL2Error = diffNorm / std::fmax(refNorm, 1e-30);
  result.mismatchRatio =
      static_cast<double>(result.mismatches) / static_cast<double>(n);
  return result;
}
