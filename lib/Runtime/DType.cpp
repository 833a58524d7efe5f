//===- DType.cpp - element types of runtime buffers -----------------------===//
//
// Conversions are done on the bit patterns with integer arithmetic so that
// the results do not depend on the FPU rounding mode, flush-to-zero/
// denormals-are-zero settings or compiler support for 16-bit float types.
//
//===----------------------------------------------------------------------===//

#include "tile/Runtime/DType.h"

#include <cmath>
#include <cstring>

using namespace tile::rt;

namespace {

template <typename To, typename From> To bitCast(const From &from) {
  static_assert(sizeof(To) == sizeof(From), "bitCast size mismatch");
  To to;
  std::memcpy(&to, &from, sizeof(To));
  return to;
}

/// Rounds a double to nearest even in a binary format with `expBits`
/// exponent bits and `mantBits` stored significand bits (at most 23), and
/// returns its bit pattern. Going straight from the double, rather than via
/// float, avoids double rounding in storeFromDouble; floats convert to
/// double exactly, so the float entry points share this one implementation.
uint32_t roundToSmallFloat(double v, unsigned expBits, unsigned mantBits) {
  const uint64_t x = bitCast<uint64_t>(v);
  const uint32_t sign = static_cast<uint32_t>(x >> 63) << (expBits + mantBits);
  const uint64_t absX = x & 0x7FFFFFFFFFFFFFFFull;
  const uint64_t doubleMantMask = (uint64_t(1) << 52) - 1;
  const uint32_t infBits = ((uint32_t(1) << expBits) - 1) << mantBits;

  if (absX >= 0x7FF0000000000000ull) {
    if (absX == 0x7FF0000000000000ull)
      return sign | infBits;
    // NaN: force the quiet bit, which also keeps the significand non-zero
    // when the payload bits that survive the narrowing are all zero.
    uint32_t payload =
        static_cast<uint32_t>((absX & doubleMantMask) >> (52 - mantBits));
    return sign | infBits | (uint32_t(1) << (mantBits - 1)) | payload;
  }
  const int doubleExp = static_cast<int>(absX >> 52);
  // Zero or a double subnormal (< 2^-1022): far below half the smallest
  // subnormal of any format handled here, so it rounds to signed zero.
  if (doubleExp == 0)
    return sign;

  const int bias = (1 << (expBits - 1)) - 1;
  // value = significand * 2^(unbiased - 52), with the implicit bit set.
  const uint64_t significand = (absX & doubleMantMask) | (uint64_t(1) << 52);
  int targetExp = doubleExp - 1023 + bias;
  int shift = 52 - static_cast<int>(mantBits);
  if (targetExp < 1) {
    // Subnormal in the target: the unit is the fixed 2^(1-bias-mantBits).
    shift += 1 - targetExp;
    targetExp = 0;
  }
  // significand < 2^53 <= half of 2^shift: rounds to zero.
  if (shift >= 54)
    return sign;
  uint64_t q = significand >> shift;
  const uint64_t rem = significand & ((uint64_t(1) << shift) - 1);
  const uint64_t half = uint64_t(1) << (shift - 1);
  if (rem > half || (rem == half && (q & 1)))
    ++q;
  // For normals q carries the implicit bit at position mantBits, so adding
  // (targetExp - 1) << mantBits yields the encoding, and a rounding carry out
  // of the significand bumps the exponent for free. A subnormal that rounds
  // up to 2^mantBits likewise becomes the smallest normal.
  const uint64_t encoded =
      targetExp == 0 ? q : (uint64_t(targetExp - 1) << mantBits) + q;
  if (encoded >= infBits)
    return sign | infBits;
  return sign | static_cast<uint32_t>(encoded);
}

uint16_t doubleToHalf(double v) {
  return static_cast<uint16_t>(roundToSmallFloat(v, 5, 10));
}

uint16_t doubleToBFloat16(double v) {
  return static_cast<uint16_t>(roundToSmallFloat(v, 8, 7));
}

/// Saturating conversion with ties away from zero; NaN -> 0. The bounds are
/// compared as doubles before converting because an out-of-range
/// float-to-integer conversion is undefined behaviour.
int64_t saturateToInt(double v, int64_t lo, int64_t hi) {
  if (std::isnan(v))
    return 0;
  double r = std::round(v);
  // -2^63 and 2^63 are exact doubles; (double)INT64_MAX rounds up to 2^63,
  // so `>=` catches everything that does not fit.
  if (r <= static_cast<double>(lo))
    return lo;
  if (r >= static_cast<double>(hi))
    return hi;
  return static_cast<int64_t>(r);
}

/// memcpy rather than a typed load: buffers may be unaligned views into a
/// byte blob, where a dereference would be undefined behaviour.
template <typename T> T loadRaw(const void *data, int64_t i) {
  constexpr int64_t size = sizeof(T);
  T v;
  std::memcpy(&v, static_cast<const char *>(data) + i * size, sizeof(T));
  return v;
}

template <typename T> void storeRaw(void *data, int64_t i, T v) {
  constexpr int64_t size = sizeof(T);
  std::memcpy(static_cast<char *>(data) + i * size, &v, sizeof(T));
}

/// SplitMix64's output function (Steele, Lea, Flood 2014): a bijective
/// 64-bit mixer, so distinct counters give distinct outputs.
uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

constexpr uint64_t kGoldenGamma = 0x9E3779B97F4A7C15ull;

/// Uniform float in [-1, 1) on the grid (k - 2^(p-1)) * 2^-(p-1) with k
/// taken from the top p bits: every value is exact in a type with p
/// significand bits, so storing it cannot round.
double uniformSigned(uint64_t bits, unsigned precision) {
  const uint64_t k = bits >> (64 - precision);
  const int64_t centered =
      static_cast<int64_t>(k) - (int64_t(1) << (precision - 1));
  return std::ldexp(static_cast<double>(centered),
                    -static_cast<int>(precision - 1));
}

/// Uniform integer in [-100, 100]. Rejection (re-mixing on the rare
/// rejected draw) avoids the modulo bias, and stays per-element so the
/// counter-based property holds.
int64_t uniformSmallInt(uint64_t bits) {
  constexpr uint64_t range = 201;
  constexpr uint64_t limit = UINT64_MAX - (UINT64_MAX % range + 1) % range;
  while (bits > limit)
    bits = mix64(bits + kGoldenGamma);
  return static_cast<int64_t>(bits % range) - 100;
}

} // namespace

bool tile::rt::parseDType(const std::string &name, DType &out) {
  static const struct {
    const char *name;
    DType type;
  } kTable[] = {{"f32", DType::F32}, {"f16", DType::F16}, {"bf16", DType::BF16},
                {"f64", DType::F64}, {"i32", DType::I32}, {"i64", DType::I64},
                {"i8", DType::I8},   {"f8e4m3fn", DType::F8E4M3FN},
                {"f8e5m2", DType::F8E5M2}};
  for (const auto &entry : kTable) {
    if (name == entry.name) {
      out = entry.type;
      return true;
    }
  }
  return false;
}

const char *tile::rt::dtypeName(DType t) {
  switch (t) {
  case DType::F32:
    return "f32";
  case DType::F16:
    return "f16";
  case DType::BF16:
    return "bf16";
  case DType::F64:
    return "f64";
  case DType::I32:
    return "i32";
  case DType::I64:
    return "i64";
  case DType::I8:
    return "i8";
  case DType::F8E4M3FN:
    return "f8e4m3fn";
  case DType::F8E5M2:
    return "f8e5m2";
  }
  return "<invalid dtype>";
}

size_t tile::rt::dtypeSize(DType t) {
  switch (t) {
  case DType::F32:
  case DType::I32:
    return 4;
  case DType::F16:
  case DType::BF16:
    return 2;
  case DType::F64:
  case DType::I64:
    return 8;
  case DType::I8:
  case DType::F8E4M3FN:
  case DType::F8E5M2:
    return 1;
  }
  return 0;
}

bool tile::rt::isFloatDType(DType t) {
  return t == DType::F32 || t == DType::F16 || t == DType::BF16 ||
         t == DType::F64 || t == DType::F8E4M3FN || t == DType::F8E5M2;
}

uint16_t tile::rt::floatToHalf(float f) {
  return doubleToHalf(static_cast<double>(f));
}

float tile::rt::halfToFloat(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000) << 16;
  const uint32_t exp = (h >> 10) & 0x1F;
  uint32_t mant = h & 0x3FF;
  uint32_t bits;
  if (exp == 0x1F) {
    bits = sign | 0x7F800000u | (mant << 13); // Inf, or NaN with payload.
  } else if (exp != 0) {
    bits = sign | ((exp + 127 - 15) << 23) | (mant << 13);
  } else if (mant == 0) {
    bits = sign;
  } else {
    // Subnormal half: normalize; every one is a normal float.
    uint32_t floatExp = 127 - 15 + 1;
    while (!(mant & 0x400)) {
      mant <<= 1;
      --floatExp;
    }
    bits = sign | (floatExp << 23) | ((mant & 0x3FF) << 13);
  }
  return bitCast<float>(bits);
}

uint16_t tile::rt::floatToBFloat16(float f) {
  return doubleToBFloat16(static_cast<double>(f));
}

float tile::rt::bfloat16ToFloat(uint16_t b) {
  return bitCast<float>(static_cast<uint32_t>(b) << 16);
}

double tile::rt::float8ToDouble(uint8_t bits, DType t) {
  const bool e4m3 = t == DType::F8E4M3FN;
  const unsigned mantBits = e4m3 ? 3 : 2;
  const int bias = e4m3 ? 7 : 15;
  const unsigned expMax = e4m3 ? 15 : 31;
  const double sign = (bits & 0x80) ? -1.0 : 1.0;
  const unsigned exp = (bits & 0x7F) >> mantBits;
  const unsigned mant = bits & ((1u << mantBits) - 1);
  if (e4m3 && (bits & 0x7F) == 0x7F)
    return std::nan("");
  if (!e4m3 && exp == expMax)
    return mant ? std::nan("") : sign * HUGE_VAL;
  if (exp == 0)
    return sign * std::ldexp(double(mant), 1 - bias - int(mantBits));
  return sign * std::ldexp(double(mant | (1u << mantBits)), int(exp) - bias - int(mantBits));
}

uint8_t tile::rt::doubleToFloat8(double v, DType t) {
  const bool e4m3 = t == DType::F8E4M3FN;
  const uint8_t nan = e4m3 ? 0x7F : 0x7E;
  if (std::isnan(v))
    return nan;
  const uint8_t sign = std::signbit(v) ? 0x80 : 0;
  const double a = std::fabs(v);
  // The codes of the finite non-negative values, in increasing order: the
  // nearest one, ties to the even code (an even significand).
  const int top = e4m3 ? 0x7E : 0x7B;
  int lo = 0, hi = top;
  while (lo < hi) { // the first code whose value is >= a
    int mid = (lo + hi) / 2;
    if (float8ToDouble(uint8_t(mid), t) < a)
      lo = mid + 1;
    else
      hi = mid;
  }
  const double upper = float8ToDouble(uint8_t(lo), t);
  if (lo == top && a > upper) {
    // Past the largest finite value: overflow from half a step beyond it,
    // the tie to the even code (e4m3's 0x7E stays at 448, as PyTorch;
    // e5m2's 0x7B is odd, so its tie overflows).
    double step = upper - float8ToDouble(uint8_t(top - 1), t);
    if (a < upper + step / 2 || (a == upper + step / 2 && top % 2 == 0))
      return sign | uint8_t(top);
    return e4m3 ? uint8_t(sign | nan) : uint8_t(sign | 0x7C);
  }
  if (lo == 0 || upper == a)
    return sign | uint8_t(lo);
  const double lower = float8ToDouble(uint8_t(lo - 1), t);
  if (a - lower < upper - a || (a - lower == upper - a && (lo - 1) % 2 == 0))
    return sign | uint8_t(lo - 1);
  return sign | uint8_t(lo);
}

double tile::rt::loadAsDouble(const void *data, DType t, int64_t i) {
  switch (t) {
  case DType::F32:
    return loadRaw<float>(data, i);
  case DType::F16:
    return halfToFloat(loadRaw<uint16_t>(data, i));
  case DType::BF16:
    return bfloat16ToFloat(loadRaw<uint16_t>(data, i));
  case DType::F64:
    return loadRaw<double>(data, i);
  case DType::I32:
    return loadRaw<int32_t>(data, i);
  case DType::I64:
    return static_cast<double>(loadRaw<int64_t>(data, i));
  case DType::I8:
    return loadRaw<int8_t>(data, i);
  case DType::F8E4M3FN:
  case DType::F8E5M2:
    return float8ToDouble(loadRaw<uint8_t>(data, i), t);
  }
  return 0.0;
}

void tile::rt::storeFromDouble(void *data, DType t, int64_t i, double v) {
  switch (t) {
  case DType::F32:
    // Hardware double->float conversion is correctly rounded to nearest
    // even (in the default rounding mode) and overflows to infinity.
    storeRaw<float>(data, i, static_cast<float>(v));
    return;
  case DType::F16:
    storeRaw<uint16_t>(data, i, doubleToHalf(v));
    return;
  case DType::BF16:
    storeRaw<uint16_t>(data, i, doubleToBFloat16(v));
    return;
  case DType::F64:
    storeRaw<double>(data, i, v);
    return;
  case DType::I32:
    storeRaw<int32_t>(
        data, i, static_cast<int32_t>(saturateToInt(v, INT32_MIN, INT32_MAX)));
    return;
  case DType::I64:
    storeRaw<int64_t>(data, i, saturateToInt(v, INT64_MIN, INT64_MAX));
    return;
  case DType::I8:
    storeRaw<int8_t>(data, i,
                     static_cast<int8_t>(saturateToInt(v, INT8_MIN, INT8_MAX)));
    return;
  case DType::F8E4M3FN:
  case DType::F8E5M2:
    storeRaw<uint8_t>(data, i, doubleToFloat8(v, t));
    return;
  }
}

void tile::rt::fillRandom(void *data, DType t, int64_t count, uint64_t seed,
                          uint64_t stream) {
  if (count <= 0)
    return;
  // Hash seed and stream separately so that nearby (seed, stream) pairs,
  // e.g. (0, 1) and (1, 0), land on unrelated counters.
  const uint64_t base =
      mix64(mix64(seed ^ 0x5EED5EED5EED5EEDull) ^ mix64(stream + kGoldenGamma));
  for (int64_t i = 0; i < count; ++i) {
    const uint64_t bits =
        mix64(base + (static_cast<uint64_t>(i) + 1) * kGoldenGamma);
    switch (t) {
    case DType::F32:
      storeRaw<float>(data, i, static_cast<float>(uniformSigned(bits, 24)));
      break;
    case DType::F16:
      storeRaw<uint16_t>(data, i, doubleToHalf(uniformSigned(bits, 11)));
      break;
    case DType::BF16:
      storeRaw<uint16_t>(data, i, doubleToBFloat16(uniformSigned(bits, 8)));
      break;
    case DType::F64:
      storeRaw<double>(data, i, uniformSigned(bits, 53));
      break;
    case DType::I32:
      storeRaw<int32_t>(data, i, static_cast<int32_t>(uniformSmallInt(bits)));
      break;
    case DType::I64:
      storeRaw<int64_t>(data, i, uniformSmallInt(bits));
      break;
    case DType::I8:
      storeRaw<int8_t>(data, i, static_cast<int8_t>(uniformSmallInt(bits)));
      break;
    case DType::F8E4M3FN:
    case DType::F8E5M2: {
      // A grid of 16 or 8 steps would leave most codes untested: any
      // code below 1 in magnitude (0x00-0x37 e4m3, 0x00-0x3B e5m2), with
      // a random sign.
      const uint64_t below1 = t == DType::F8E4M3FN ? 0x38 : 0x3C;
      const uint8_t code = static_cast<uint8_t>((bits >> 8) % below1);
      storeRaw<uint8_t>(data, i, static_cast<uint8_t>(code | ((bits >> 63) << 7)));
      break;
    }
    }
  }
}
