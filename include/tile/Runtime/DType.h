//===- DType.h - element types of runtime buffers ---------------*- C++ -*-===//
//
// Host-side handling of the element types kernels read and write: names,
// sizes, bit-exact half/bfloat16 conversion (host compilers need not have
// _Float16 or __bf16), element access as double for comparisons, and
// platform-independent random inputs.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_RUNTIME_DTYPE_H
#define TILE_RUNTIME_DTYPE_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace tile::rt {

enum class DType { F32, F16, BF16, F64, I32, I64, I8, F8E4M3FN, F8E5M2 };

/// Parses "f32", "f16", "bf16", "f64", "i32", "i64", "i8", "f8e4m3fn" or
/// "f8e5m2" (exact, lowercase). Returns false and leaves `out` unchanged
/// otherwise.
bool parseDType(const std::string &name, DType &out);
/// The name parseDType accepts.
const char *dtypeName(DType t);
/// Bytes per element.
size_t dtypeSize(DType t);
/// True for the floating types.
bool isFloatDType(DType t);

/// IEEE binary16, rounding to nearest even. Values from 65520 up overflow to
/// infinity, tiny values round to subnormals or signed zero, NaN stays a
/// (quiet) NaN with the sign and top payload bits kept.
uint16_t floatToHalf(float f);
/// Exact.
float halfToFloat(uint16_t h);
/// bfloat16 (the top 16 bits of a float), rounding to nearest even; NaN
/// stays a (quiet) NaN.
uint16_t floatToBFloat16(float f);
/// Exact.
float bfloat16ToFloat(uint16_t b);
/// OCP 8-bit floats as PyTorch's float8_e4m3fn (bias 7, no infinities,
/// largest 448, S.1111.111 NaN) and float8_e5m2 (bias 15, IEEE-like),
/// rounding to nearest even; beyond the largest finite value by more than
/// half a step (or by exactly half, where the largest code is odd: e5m2):
/// NaN (e4m3fn) or infinity (e5m2).
uint8_t doubleToFloat8(double v, DType t);
/// Exact.
double float8ToDouble(uint8_t bits, DType t);

/// Reads element `i` of a buffer of dtype `t` as a double (exact except for
/// i64 beyond 2^53). The buffer need not be aligned.
double loadAsDouble(const void *data, DType t, int64_t i);
/// Writes `v` into element `i`. Floating types round once, directly from
/// the double, to nearest even (no double rounding through float). Integer
/// types round to nearest with ties away from zero and saturate to the
/// type's range; NaN stores 0.
void storeFromDouble(void *data, DType t, int64_t i, double v);

/// Deterministic test inputs from a counter-based SplitMix64 generator, so
/// they are bit-identical on every platform and compiler. Element `i`
/// depends only on (seed, stream, i): a shorter fill is a prefix of a longer
/// one, and different streams give independent data for the same seed.
/// Floating types are uniform in [-1, 1) on a grid that the type represents
/// exactly (2^-(p-1) steps for p significand bits: 2^-23 for f32, 2^-10 for
/// f16, 2^-7 for bf16, 2^-52 for f64), so no value rounds up to 1; the
/// 8-bit floats take any of their codes of magnitude below 1 (subnormals
/// included) with either sign.
/// Integer types are uniform in [-100, 100]. `count` <= 0 writes nothing.
/// All dtypes draw from the same 64-bit values for a given (seed, stream,
/// i), so give each buffer its own stream rather than relying on the dtype
/// to decorrelate them.
void fillRandom(void *data, DType t, int64_t count, uint64_t seed,
                uint64_t stream);

} // namespace tile::rt

#endif // TILE_RUNTIME_DTYPE_H
