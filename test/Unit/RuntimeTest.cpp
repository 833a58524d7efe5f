//===- RuntimeTest.cpp - JSON, metrics, dtypes and tensor maps ------------===//
//
// The runtime builds without LLVM, so these tests use only the standard
// library and GoogleTest.
//
//===----------------------------------------------------------------------===//

#include "tile/Runtime/DType.h"
#include "tile/Runtime/Json.h"
#include "tile/Runtime/Metrics.h"
#include "tile/Runtime/Runner.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cfloat>
#include <clocale>
#include <cmath>
#include <cstring>
#include <iterator>
#include <limits>
#include <set>
#include <vector>

using namespace tile::rt;

namespace {

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

Json parseOk(const std::string &text) {
  Json v;
  std::string error;
  EXPECT_TRUE(parseJson(text, v, error)) << text << "\n  -> " << error;
  return v;
}

/// Expects `text` to be rejected with exactly `expected` as the message.
void expectError(const std::string &text, const std::string &expected) {
  Json v;
  std::string error;
  EXPECT_FALSE(parseJson(text, v, error)) << text;
  EXPECT_EQ(error, expected) << "input: " << text;
}

/// Expects `text` to be rejected with a message starting with `prefix`.
void expectErrorStart(const std::string &text, const std::string &prefix) {
  Json v;
  std::string error;
  EXPECT_FALSE(parseJson(text, v, error)) << text;
  EXPECT_EQ(error.compare(0, prefix.size(), prefix), 0)
      << "input: " << text << "\n  error: " << error;
}

const char *const kManifest = R"({
  "version": 1,
  "kernel": "matmul_f16",
  "grid": [132, 1, 1],
  "flopCount": 268435459,
  "bytesMoved": 1099511627776,
  "minInt": -9223372036854775808,
  "maxInt": 9223372036854775807,
  "aboveDouble": 9007199254740993,
  "tooBigForInt": 18446744073709551616,
  "tolerance": {"rtol": 0.01, "atol": 1e-5, "tiny": 2.5e-300},
  "enabled": true,
  "note": null,
  "args": [{"name": "A", "dtype": "f16", "shape": [4096, 4096]}],
  "escapes": "quote\" backslash\\ slash\/ tab\t nl\n ctl\u0001 \u00e9"
})";

TEST(JsonTest, ManifestRoundTrip) {
  Json m = parseOk(kManifest);
  ASSERT_TRUE(m.is_object());
  for (int indent : {2, 0, 4}) {
    std::string text = dumpJson(m, indent);
    EXPECT_EQ(parseOk(text), m) << text;
    EXPECT_EQ(dumpJson(parseOk(text), indent), text);
  }
  EXPECT_EQ(integerOf(*member(m, "flopCount")), 268435459);
  EXPECT_EQ(integerOf(*member(m, "bytesMoved")), int64_t(1) << 40);
  EXPECT_EQ(integerOf(*member(m, "minInt")), std::numeric_limits<int64_t>::min());
  EXPECT_EQ(integerOf(*member(m, "maxInt")), std::numeric_limits<int64_t>::max());
  EXPECT_EQ(integerOf(*member(m, "aboveDouble")), (int64_t(1) << 53) + 1);
  EXPECT_EQ(integerOf(*member(m, "tooBigForInt")), std::nullopt);
  EXPECT_EQ(numberOf(member(*member(m, "tolerance"), "tiny")), 2.5e-300);
  EXPECT_EQ(stringOf(member(m, "escapes")),
            "quote\" backslash\\ slash/ tab\t nl\n ctl\x01 \xc3\xa9");
  EXPECT_EQ(member(m, "missing"), nullptr);
  // Members keep document order.
  EXPECT_EQ(m.begin().key(), "version");
  EXPECT_EQ(dumpJson(m, 0).find("\"kernel\""), 13u);
}

TEST(JsonTest, Integers) {
  EXPECT_EQ(integerOf(parseOk("3.0")), 3);
  EXPECT_EQ(integerOf(parseOk("1e3")), 1000);
  EXPECT_EQ(integerOf(parseOk("-0")), 0);
  EXPECT_EQ(integerOf(parseOk("1.5")), std::nullopt);
  EXPECT_EQ(integerOf(parseOk("9223372036854775807")), INT64_MAX);
  EXPECT_EQ(integerOf(parseOk("9223372036854775808")), std::nullopt);
  EXPECT_EQ(integerOf(parseOk("9.3e18")), std::nullopt);
  EXPECT_EQ(integerOf(parseOk("\"12\"")), std::nullopt);
  EXPECT_EQ(integerOf(parseOk("true")), std::nullopt);
  EXPECT_EQ(parseOk("1e-400").get<double>(), 0.0); // Underflow is fine.
}

TEST(JsonTest, WritesNonFiniteAsNullAndInvalidUtf8AsReplacement) {
  EXPECT_EQ(dumpJson(Json(std::nan(""))), "null");
  EXPECT_EQ(dumpJson(Json(HUGE_VAL)), "null");
  Json bad = std::string("a\xff" "b");
  EXPECT_EQ(dumpJson(bad), "\"a\xef\xbf\xbd" "b\"");
  EXPECT_EQ(stringOf(&bad), "a\xff" "b");
  EXPECT_EQ(dumpJson(Json("\x1f")), "\"\\u001f\"");
}

/// strtod/snprintf follow LC_NUMERIC; a host program that sets a locale
/// with a decimal comma must not change what the reader and writer see.
TEST(JsonTest, DecimalCommaLocale) {
  const char *found = nullptr;
  for (const char *name : {"de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8",
                           "fr_FR.utf8", "de_DE", "fr_FR"})
    if ((found = std::setlocale(LC_NUMERIC, name)))
      break;
  if (!found)
    GTEST_SKIP() << "no locale with a decimal comma installed";
  Json v = parseOk("[1.5, 2.25e-3, 0.1]");
  std::string dumped = dumpJson(v, 0);
  std::setlocale(LC_NUMERIC, "C");
  EXPECT_EQ(v[0].get<double>(), 1.5);
  EXPECT_EQ(dumped, "[1.5,0.00225,0.1]");
}

TEST(JsonTest, StrictReader) {
  // What a manifest must not hold beyond RFC 8259, located by pointer.
  expectError("{\"a\":1,\"a\":2}", "at /a: duplicate key \"a\"");
  expectError("{\"args\":[{\"n\":1,\"n\":2}]}", "at /args/0/n: duplicate key \"n\"");
  expectError("[0, 1e999]", "line 1, column 9: number overflow parsing '1e999'");
  expectErrorStart("{\n  \"a\": [1,\n    2 3]\n}", "line 3, column 7: ");
  // Everything RFC 8259 refuses, each with its line and column.
  const char *const kRejected[] = {
      "-", "1.", "1e", ".5", "+1", "0x10", "01", "NaN", "Infinity", "tru",
      "'a'", "[1 2]", "{a:1}", "{\"a\" 1}", "[1,]", "{\"a\":1,}", "[,1]",
      "   ", "", "[1]]", "{}{}", "[", "/* c */ 1", "\xef\xbb\xbf{}",
      "\"a\tb\"", "\"\\u12\"", "\"\\udc00\"", "\"\\ud800\\u0041\"",
      "\"\xff\"", "\"\xc0\xaf\"", "\"\xed\xa0\x80\"", "\"\\x41\"", "\"abc"};
  for (const char *bad : kRejected)
    expectErrorStart(bad, "line ");
  // A failed parse leaves the output alone.
  Json keep = 7;
  std::string error;
  EXPECT_FALSE(parseJson("[", keep, error));
  EXPECT_EQ(keep, Json(7));
}

TEST(JsonTest, NestingLimit) {
  std::string ok = std::string(kMaxJsonDepth, '[') + std::string(kMaxJsonDepth, ']');
  EXPECT_TRUE(parseOk(ok).is_array());
  std::string deep = std::string(kMaxJsonDepth + 1, '[') + std::string(kMaxJsonDepth + 1, ']');
  const std::string tooDeep = "arrays and objects nest deeper than 256";
  expectError(deep, tooDeep);
  std::string deepObjects;
  for (int i = 0; i < 300; ++i)
    deepObjects += "{\"k\":";
  expectError(deepObjects, tooDeep);
  // Far beyond the limit: an error, not a stack overflow.
  expectError(std::string(1000000, '['), tooDeep);
}

TEST(JsonTest, AccessorsOfTheWrongKindAreNeutral) {
  Json num = 5;
  EXPECT_EQ(member(num, "x"), nullptr);
  EXPECT_EQ(stringOf(&num), "");
  EXPECT_EQ(stringOf(nullptr), "");
  EXPECT_EQ(numberOf(nullptr, -1.0), -1.0);
  EXPECT_EQ(numberOf(&num), 5.0);
  Json str = "12";
  EXPECT_EQ(numberOf(&str, -1.0), -1.0);
}

//===----------------------------------------------------------------------===//
// compare()
//===----------------------------------------------------------------------===//

constexpr double kInf = std::numeric_limits<double>::infinity();
const double kNaN = std::nan("");

TEST(MetricsTest, IdenticalArrays) {
  std::vector<double> a = {1.0, -2.5, 0.0, 1e-300, 3e300};
  Comparison c = compare(a.data(), a.data(), a.size(), 0.0, 0.0);
  EXPECT_EQ(c.mismatches, 0);
  EXPECT_EQ(c.count, 5);
  EXPECT_EQ(c.relL2Error, 0.0);
  EXPECT_EQ(c.maxAbsError, 0.0);
  EXPECT_EQ(c.mismatchRatio, 0.0);
  EXPECT_FALSE(c.hasNonFinite);

  Comparison empty = compare(nullptr, nullptr, 0, 0.0, 0.0);
  EXPECT_EQ(empty.count, 0);
  EXPECT_EQ(empty.mismatchRatio, 0.0);
  EXPECT_EQ(empty.relL2Error, 0.0);
}

TEST(MetricsTest, HandComputedRelL2) {
  // ||ref|| = sqrt(1 + 4 + 4) = 3, out - ref = (0, 0, 2): relL2 = 2/3.
  std::vector<double> ref = {1.0, 2.0, 2.0}, out = {1.0, 2.0, 4.0};
  Comparison c = compare(out.data(), ref.data(), 3, 0.0, 0.5);
  EXPECT_DOUBLE_EQ(c.relL2Error, 2.0 / 3.0);
  EXPECT_EQ(c.maxAbsError, 2.0);
  EXPECT_EQ(c.mismatches, 1);
  EXPECT_DOUBLE_EQ(c.mismatchRatio, 1.0 / 3.0);

  // ||ref|| = 5, diff = (0.5, -1, 0.5, 0.5): ||diff|| = sqrt(1.75).
  std::vector<double> ref2 = {3.0, 4.0, 0.0, 0.0}, out2 = {3.5, 3.0, 0.5, -0.5};
  Comparison c2 = compare(out2.data(), ref2.data(), 4, 0.0, 0.0);
  EXPECT_DOUBLE_EQ(c2.relL2Error, std::sqrt(1.75) / 5.0);
  EXPECT_EQ(c2.maxAbsError, 1.0);
  EXPECT_EQ(c2.mismatches, 4);
}

TEST(MetricsTest, ToleranceBoundaries) {
  auto mismatches = [](double out, double ref, double rtol, double atol) {
    return compare(&out, &ref, 1, rtol, atol).mismatches;
  };
  // Exactly at atol passes; one ulp beyond fails.
  EXPECT_EQ(mismatches(1.5, 1.0, 0.0, 0.5), 0);
  EXPECT_EQ(mismatches(0.5, 1.0, 0.0, 0.5), 0);
  EXPECT_EQ(mismatches(std::nextafter(1.5, 2.0), 1.0, 0.0, 0.5), 1);
  // (The largest double below 0.5 would not do: 1 minus it rounds to 0.5.)
  EXPECT_EQ(mismatches(0.5 - std::ldexp(1.0, -53), 1.0, 0.0, 0.5), 1);
  // rtol scales with |ref|.
  EXPECT_EQ(mismatches(2.5, 2.0, 0.25, 0.0), 0);
  EXPECT_EQ(mismatches(std::nextafter(2.5, 3.0), 2.0, 0.25, 0.0), 1);
  // Combined, negative ref: tolerance 0.5 + 0.125 * 4 = 1.
  EXPECT_EQ(mismatches(-5.0, -4.0, 0.125, 0.5), 0);
  EXPECT_EQ(mismatches(-3.0, -4.0, 0.125, 0.5), 0);
  EXPECT_EQ(mismatches(std::nextafter(-5.0, -6.0), -4.0, 0.125, 0.5), 1);
  // rtol uses |ref|, not |out|: ref 0 leaves only atol.
  EXPECT_EQ(mismatches(1e-9, 0.0, 0.5, 0.0), 1);
  EXPECT_EQ(mismatches(0.0, 0.0, 0.0, 0.0), 0);
}

TEST(MetricsTest, NonFinite) {
  auto mismatches = [](double out, double ref) {
    Comparison c = compare(&out, &ref, 1, 1e-3, 1e-3);
    EXPECT_TRUE(c.hasNonFinite);
    return c.mismatches;
  };
  EXPECT_EQ(mismatches(kNaN, 1.0), 1);
  EXPECT_EQ(mismatches(1.0, kNaN), 1);
  EXPECT_EQ(mismatches(kInf, 1e308), 1);
  EXPECT_EQ(mismatches(-kInf, kInf), 1);
  EXPECT_EQ(mismatches(kNaN, kInf), 1);
  EXPECT_EQ(mismatches(kInf, kInf), 0);
  EXPECT_EQ(mismatches(-kInf, -kInf), 0);
  EXPECT_EQ(mismatches(kNaN, kNaN), 0);

  // The norms only see finite pairs.
  std::vector<double> out = {1.0, kNaN, 2.0, kInf}, ref = {1.0, 7.0, 2.5, kInf};
  Comparison c = compare(out.data(), ref.data(), 4, 0.0, 0.0);
  EXPECT_TRUE(c.hasNonFinite);
  EXPECT_EQ(c.mismatches, 2);
  EXPECT_EQ(c.mismatchRatio, 0.5);
  EXPECT_EQ(c.maxAbsError, 0.5);
  EXPECT_DOUBLE_EQ(c.relL2Error, 0.5 / std::sqrt(1.0 + 6.25));
}

TEST(MetricsTest, ZeroReferenceAndExtremeMagnitudes) {
  std::vector<double> zeros = {0.0, 0.0}, small = {1e-3, 0.0};
  EXPECT_EQ(compare(zeros.data(), zeros.data(), 2, 0, 0).relL2Error, 0.0);
  EXPECT_DOUBLE_EQ(compare(small.data(), zeros.data(), 2, 0, 0).relL2Error,
                   1e27);

  // Squares of these overflow / underflow a double; the norms must not.
  for (double scale : {1e200, 1e300, 1e-200, 1e-310}) {
    std::vector<double> ref = {scale, scale}, out = {2 * scale, scale};
    Comparison c = compare(out.data(), ref.data(), 2, 0, 0);
    // Tiny references hit the 1e-30 floor of the denominator.
    double expected = scale > 1 ? 1.0 / std::sqrt(2.0) : scale / 1e-30;
    EXPECT_NEAR(c.relL2Error / expected, 1.0, 1e-12) << scale;
    EXPECT_EQ(c.maxAbsError, scale);
  }
  // A difference whose square underflows still shows up.
  std::vector<double> ref = {1.0, 0.0}, out = {1.0, 3e-200};
  EXPECT_DOUBLE_EQ(compare(out.data(), ref.data(), 2, 0, 0).relL2Error, 3e-200);
}

//===----------------------------------------------------------------------===//
// DType
//===----------------------------------------------------------------------===//

float bitsFloat(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

bool isHalfNaN(uint16_t h) { return (h & 0x7C00) == 0x7C00 && (h & 0x3FF); }
bool isBF16NaN(uint16_t b) { return (b & 0x7F80) == 0x7F80 && (b & 0x7F); }

TEST(DTypeTest, NamesAndSizes) {
  const DType all[] = {DType::F32, DType::F16, DType::BF16, DType::F64, DType::I32,
                       DType::I64, DType::I8,  DType::F8E4M3FN, DType::F8E5M2};
  const size_t sizes[] = {4, 2, 2, 8, 4, 8, 1, 1, 1};
  for (size_t i = 0; i < 9; ++i) {
    DType parsed = DType::I8;
    EXPECT_TRUE(parseDType(dtypeName(all[i]), parsed)) << dtypeName(all[i]);
    EXPECT_EQ(parsed, all[i]);
    EXPECT_EQ(dtypeSize(all[i]), sizes[i]);
  }
  EXPECT_STREQ(dtypeName(DType::BF16), "bf16");
  DType untouched = DType::F64;
  for (const char *bad : {"F32", "float", "", "f8", "i16", "bf16 "})
    EXPECT_FALSE(parseDType(bad, untouched)) << bad;
  EXPECT_EQ(untouched, DType::F64);
  EXPECT_TRUE(isFloatDType(DType::BF16));
  EXPECT_FALSE(isFloatDType(DType::I8));
}

TEST(DTypeTest, Float8RoundTripsEveryPattern) {
  for (DType t : {DType::F8E4M3FN, DType::F8E5M2})
    for (int code = 0; code < 256; ++code) {
      double v = float8ToDouble(uint8_t(code), t);
      if (std::isnan(v)) {
        EXPECT_TRUE(std::isnan(float8ToDouble(doubleToFloat8(v, t), t)));
        continue;
      }
      ASSERT_EQ(doubleToFloat8(v, t), code) << dtypeName(t) << " " << code;
    }
}

TEST(DTypeTest, Float8ValuesAndRounding) {
  const DType e4 = DType::F8E4M3FN, e5 = DType::F8E5M2;
  EXPECT_EQ(float8ToDouble(0x38, e4), 1.0);
  EXPECT_EQ(float8ToDouble(0x7E, e4), 448.0);
  EXPECT_TRUE(std::isnan(float8ToDouble(0x7F, e4)));
  EXPECT_TRUE(std::isnan(float8ToDouble(0xFF, e4)));
  EXPECT_EQ(float8ToDouble(0x01, e4), std::ldexp(1.0, -9)); // smallest subnormal
  EXPECT_EQ(float8ToDouble(0x3C, e5), 1.0);
  EXPECT_EQ(float8ToDouble(0x7B, e5), 57344.0);
  EXPECT_EQ(float8ToDouble(0x7C, e5), HUGE_VAL);
  EXPECT_EQ(float8ToDouble(0xFC, e5), -HUGE_VAL);
  EXPECT_EQ(float8ToDouble(0x01, e5), std::ldexp(1.0, -16));
  // Ties to the even code: 1 + 1/16 between 1 (0x38) and 1.125 (0x39);
  // 1 + 3/16 between 1.125 and 1.25 (0x3A).
  EXPECT_EQ(doubleToFloat8(1.0 + 1.0 / 16, e4), 0x38);
  EXPECT_EQ(doubleToFloat8(1.0 + 3.0 / 16, e4), 0x3A);
  EXPECT_EQ(doubleToFloat8(1.0 + 1.0 / 16 + 1e-9, e4), 0x39);
  EXPECT_EQ(doubleToFloat8(-1.0 - 3.0 / 16, e4), 0xBA);
  EXPECT_EQ(doubleToFloat8(-0.0, e4), 0x80);
  // Past the largest value: within half a step it rounds down, beyond it
  // NaN (e4m3fn) or infinity (e5m2); the tie goes to the even code (448
  // for e4m3fn, as PyTorch; infinity for e5m2, whose 57344 is odd).
  EXPECT_EQ(doubleToFloat8(460.0, e4), 0x7E);
  EXPECT_EQ(doubleToFloat8(464.0, e4), 0x7E);
  EXPECT_EQ(doubleToFloat8(465.0, e4), 0x7F);
  EXPECT_EQ(doubleToFloat8(-1e6, e4), 0xFF);
  EXPECT_EQ(doubleToFloat8(61439.0, e5), 0x7B);
  EXPECT_EQ(doubleToFloat8(61440.0, e5), 0x7C);
  EXPECT_EQ(doubleToFloat8(-HUGE_VAL, e5), 0xFC);
  // Below half the smallest subnormal: zero; at exactly half, the even zero.
  EXPECT_EQ(doubleToFloat8(std::ldexp(1.0, -10), e4), 0x00);
  EXPECT_EQ(doubleToFloat8(std::ldexp(1.5, -10), e4), 0x01);
}

TEST(DTypeTest, HalfRoundTripsEveryPattern) {
  for (uint32_t h = 0; h <= 0xFFFF; ++h) {
    float f = halfToFloat(static_cast<uint16_t>(h));
    if (isHalfNaN(static_cast<uint16_t>(h))) {
      EXPECT_TRUE(std::isnan(f)) << std::hex << h;
      EXPECT_TRUE(isHalfNaN(floatToHalf(f))) << std::hex << h;
      continue;
    }
    ASSERT_EQ(floatToHalf(f), h) << std::hex << h;
  }
}

TEST(DTypeTest, BFloat16RoundTripsEveryPattern) {
  for (uint32_t b = 0; b <= 0xFFFF; ++b) {
    float f = bfloat16ToFloat(static_cast<uint16_t>(b));
    if (isBF16NaN(static_cast<uint16_t>(b))) {
      EXPECT_TRUE(std::isnan(f)) << std::hex << b;
      EXPECT_TRUE(isBF16NaN(floatToBFloat16(f))) << std::hex << b;
      continue;
    }
    ASSERT_EQ(floatToBFloat16(f), b) << std::hex << b;
  }
}

TEST(DTypeTest, HalfValuesAndRounding) {
  EXPECT_EQ(halfToFloat(0x3C00), 1.0f);
  EXPECT_EQ(halfToFloat(0xC000), -2.0f);
  EXPECT_EQ(halfToFloat(0x7BFF), 65504.0f);
  EXPECT_EQ(halfToFloat(0x0001), std::ldexp(1.0f, -24));
  EXPECT_EQ(halfToFloat(0x03FF), std::ldexp(1023.0f, -24));
  EXPECT_EQ(halfToFloat(0x0400), std::ldexp(1.0f, -14));
  EXPECT_EQ(halfToFloat(0x7C00), std::numeric_limits<float>::infinity());
  EXPECT_TRUE(std::signbit(halfToFloat(0x8000)));

  const float ulp = std::ldexp(1.0f, -10); // Half ulp spacing at 1.0.
  // Ties go to the even significand.
  EXPECT_EQ(floatToHalf(1.0f + ulp / 2), 0x3C00);
  EXPECT_EQ(floatToHalf(1.0f + 3 * ulp / 2), 0x3C02);
  EXPECT_EQ(floatToHalf(-(1.0f + ulp / 2)), 0xBC00);
  // Just past a tie rounds up, just before rounds down.
  EXPECT_EQ(floatToHalf(std::nextafter(1.0f + ulp / 2, 2.0f)), 0x3C01);
  EXPECT_EQ(floatToHalf(std::nextafter(1.0f + 3 * ulp / 2, 0.0f)), 0x3C01);
  // Overflow: 65520 is the tie between 65504 and 2^16 and goes up.
  EXPECT_EQ(floatToHalf(65504.0f), 0x7BFF);
  EXPECT_EQ(floatToHalf(65519.996f), 0x7BFF);
  EXPECT_EQ(floatToHalf(65520.0f), 0x7C00);
  EXPECT_EQ(floatToHalf(1e6f), 0x7C00);
  EXPECT_EQ(floatToHalf(-1e6f), 0xFC00);
  EXPECT_EQ(floatToHalf(FLT_MAX), 0x7C00);
  EXPECT_EQ(floatToHalf(-std::numeric_limits<float>::infinity()), 0xFC00);
  // Subnormals: 2^-25 ties to 0, 3 * 2^-25 ties to 2 * 2^-24.
  EXPECT_EQ(floatToHalf(std::ldexp(1.0f, -25)), 0x0000);
  EXPECT_EQ(floatToHalf(std::nextafter(std::ldexp(1.0f, -25), 1.0f)), 0x0001);
  EXPECT_EQ(floatToHalf(std::ldexp(3.0f, -25)), 0x0002);
  EXPECT_EQ(floatToHalf(std::ldexp(2047.0f, -25)), 0x0400); // Into normals.
  EXPECT_EQ(floatToHalf(-std::ldexp(1.0f, -30)), 0x8000);
  EXPECT_EQ(floatToHalf(1e-45f), 0x0000); // Float subnormal.
  EXPECT_TRUE(isHalfNaN(floatToHalf(std::nanf(""))));
  // A NaN whose payload lives only in bits the narrowing drops.
  EXPECT_TRUE(isHalfNaN(floatToHalf(bitsFloat(0x7F800001))));
  EXPECT_EQ(floatToHalf(bitsFloat(0xFF800001)) & 0x8000, 0x8000);
}

TEST(DTypeTest, BFloat16ValuesAndRounding) {
  EXPECT_EQ(bfloat16ToFloat(0x3F80), 1.0f);
  EXPECT_EQ(bfloat16ToFloat(0x7F7F), bitsFloat(0x7F7F0000));
  const float ulp = std::ldexp(1.0f, -7);
  EXPECT_EQ(floatToBFloat16(1.0f + ulp / 2), 0x3F80);
  EXPECT_EQ(floatToBFloat16(1.0f + 3 * ulp / 2), 0x3F82);
  EXPECT_EQ(floatToBFloat16(std::nextafter(1.0f + ulp / 2, 2.0f)), 0x3F81);
  EXPECT_EQ(floatToBFloat16(FLT_MAX), 0x7F80);
  EXPECT_EQ(floatToBFloat16(-FLT_MAX), 0xFF80);
  EXPECT_EQ(floatToBFloat16(bitsFloat(0x7F7F7FFF)), 0x7F7F);
  EXPECT_EQ(floatToBFloat16(bitsFloat(0x7F7F8000)), 0x7F80); // Tie, odd.
  EXPECT_EQ(floatToBFloat16(bitsFloat(0x00008000)), 0x0000); // Tie, even.
  EXPECT_EQ(floatToBFloat16(bitsFloat(0x00018000)), 0x0002);
  // NaN must not truncate to infinity.
  EXPECT_TRUE(isBF16NaN(floatToBFloat16(bitsFloat(0x7F800001))));
  EXPECT_TRUE(isBF16NaN(floatToBFloat16(bitsFloat(0xFF800001))));
  EXPECT_EQ(floatToBFloat16(bitsFloat(0xFF800001)) & 0x8000, 0x8000);
}

/// Every float whose bits below the cut-off are one of the rounding-relevant
/// patterns (zero, just below/at/above the tie, all ones) for every
/// sign/exponent/kept-significand combination, against a reference.
TEST(DTypeTest, TieCasesAcrossAllExponents) {
  const uint32_t halfLow[] = {0, 1, 0x0FFF, 0x1000, 0x1001, 0x1FFF};
  const uint32_t bfLow[] = {0, 1, 0x7FFF, 0x8000, 0x8001, 0xFFFF};
  for (uint32_t top = 0; top < (1u << 19); ++top) {
    for (uint32_t low : halfLow) {
      uint32_t u = (top << 13) | low;
      float f = bitsFloat(u);
      if (std::isnan(f))
        continue;
#ifdef __FLT16_MAX__
      // The compiler's _Float16 conversion is an independent oracle.
      _Float16 ref = static_cast<_Float16>(f);
      uint16_t refBits;
      std::memcpy(&refBits, &ref, 2);
      ASSERT_EQ(floatToHalf(f), refBits) << std::hex << u;
#else
      ASSERT_EQ(floatToHalf(f), floatToHalf(halfToFloat(floatToHalf(f))));
#endif
    }
  }
  for (uint32_t top = 0; top < (1u << 16); ++top) {
    for (uint32_t low : bfLow) {
      uint32_t u = (top << 16) | low;
      if (std::isnan(bitsFloat(u)))
        continue;
      // The classic integer formula is correct for non-NaN inputs.
      uint32_t expected = (u + 0x7FFF + ((u >> 16) & 1)) >> 16;
      ASSERT_EQ(floatToBFloat16(bitsFloat(u)), expected) << std::hex << u;
    }
  }
}

#ifdef __FLT16_MAX__
TEST(DTypeTest, HalfMatchesCompilerOnFloatSweep) {
  for (uint64_t u = 0; u <= 0xFFFFFFFFull; u += 251) {
    float f = bitsFloat(static_cast<uint32_t>(u));
    if (std::isnan(f))
      continue;
    _Float16 ref = static_cast<_Float16>(f);
    uint16_t refBits;
    std::memcpy(&refBits, &ref, 2);
    ASSERT_EQ(floatToHalf(f), refBits) << std::hex << u;
  }
}
#endif

TEST(DTypeTest, LoadStore) {
  // Offset by one byte: the helpers must not assume alignment.
  std::vector<unsigned char> storage(8 * 4 + 1);
  void *buf = storage.data() + 1;
  const DType all[] = {DType::F32, DType::F16, DType::BF16, DType::F64,
                       DType::I32, DType::I64, DType::I8};
  for (DType t : all) {
    for (double v : {0.0, 1.0, -2.0, 100.0, -100.0}) {
      storeFromDouble(buf, t, 3, v);
      EXPECT_EQ(loadAsDouble(buf, t, 3), v) << dtypeName(t);
    }
  }
  storeFromDouble(buf, DType::F32, 0, 0.1);
  EXPECT_EQ(loadAsDouble(buf, DType::F32, 0), static_cast<double>(0.1f));
  storeFromDouble(buf, DType::F16, 0, 0.1);
  EXPECT_EQ(loadAsDouble(buf, DType::F16, 0), halfToFloat(floatToHalf(0.1f)));

  // Rounds once from the double: via float, 1 + 2^-11 + 2^-40 would first
  // become the tie 1 + 2^-11 and then round down to 1.
  const double justAboveTie = 1.0 + std::ldexp(1.0, -11) + std::ldexp(1.0, -40);
  EXPECT_EQ(floatToHalf(static_cast<float>(justAboveTie)), 0x3C00);
  storeFromDouble(buf, DType::F16, 0, justAboveTie);
  EXPECT_EQ(loadAsDouble(buf, DType::F16, 0), 1.0 + std::ldexp(1.0, -10));
  storeFromDouble(buf, DType::BF16, 0,
                  1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -40));
  EXPECT_EQ(loadAsDouble(buf, DType::BF16, 0), 1.0 + std::ldexp(1.0, -7));
  storeFromDouble(buf, DType::F16, 0, 1e10);
  EXPECT_EQ(loadAsDouble(buf, DType::F16, 0), kInf);
  storeFromDouble(buf, DType::F16, 0, 1e-300);
  EXPECT_EQ(loadAsDouble(buf, DType::F16, 0), 0.0);

  // Integers: nearest, ties away from zero, saturating, NaN -> 0.
  struct {
    DType t;
    double in, expected;
  } cases[] = {{DType::I32, 2.5, 3},
               {DType::I32, -2.5, -3},
               {DType::I32, 2.4999, 2},
               {DType::I32, 1e10, 2147483647.0},
               {DType::I32, -1e10, -2147483648.0},
               {DType::I32, kNaN, 0},
               {DType::I8, 300, 127},
               {DType::I8, -300, -128},
               {DType::I8, -kInf, -128},
               {DType::I64, 1e300, 9223372036854775807.0},
               {DType::I64, -1e300, -9223372036854775808.0},
               {DType::I64, kInf, 9223372036854775807.0}};
  for (const auto &c : cases) {
    storeFromDouble(buf, c.t, 2, c.in);
    EXPECT_EQ(loadAsDouble(buf, c.t, 2), c.expected)
        << dtypeName(c.t) << " " << c.in;
  }
  int64_t big;
  storeFromDouble(&big, DType::I64, 0, 1e300);
  EXPECT_EQ(big, std::numeric_limits<int64_t>::max());
  storeFromDouble(&big, DType::I64, 0, -1e300);
  EXPECT_EQ(big, std::numeric_limits<int64_t>::min());
}

TEST(DTypeTest, FillRandomIsDeterministic) {
  const DType all[] = {DType::F32, DType::F16, DType::BF16, DType::F64,
                       DType::I32, DType::I64, DType::I8};
  const int64_t n = 4096;
  for (DType t : all) {
    size_t bytes = n * dtypeSize(t);
    std::vector<unsigned char> a(bytes), b(bytes), other(bytes), prefix(bytes);
    fillRandom(a.data(), t, n, 42, 7);
    fillRandom(b.data(), t, n, 42, 7);
    EXPECT_EQ(a, b) << dtypeName(t);
    fillRandom(other.data(), t, n, 42, 8);
    EXPECT_NE(a, other) << dtypeName(t);
    fillRandom(other.data(), t, n, 43, 7);
    EXPECT_NE(a, other) << dtypeName(t);
    // A shorter fill is a prefix of a longer one.
    fillRandom(prefix.data(), t, 100, 42, 7);
    EXPECT_EQ(std::memcmp(prefix.data(), a.data(), 100 * dtypeSize(t)), 0);
    // count <= 0 writes nothing.
    std::vector<unsigned char> untouched(bytes, 0xAB);
    fillRandom(untouched.data(), t, 0, 1, 1);
    fillRandom(untouched.data(), t, -5, 1, 1);
    EXPECT_EQ(untouched, std::vector<unsigned char>(bytes, 0xAB));
  }
  // (seed, stream) must not be symmetric.
  std::vector<double> s01(16), s10(16);
  fillRandom(s01.data(), DType::F64, 16, 0, 1);
  fillRandom(s10.data(), DType::F64, 16, 1, 0);
  EXPECT_NE(s01, s10);

  // Pinned values: the generator must give the same data on every platform
  // and must not change silently, since reference outputs depend on it.
  int32_t ints[4];
  fillRandom(ints, DType::I32, 4, 1, 0);
  EXPECT_EQ(ints[0], 45);
  EXPECT_EQ(ints[1], -80);
  EXPECT_EQ(ints[2], 38);
  EXPECT_EQ(ints[3], -76);
  int8_t bytes[2];
  fillRandom(bytes, DType::I8, 2, 1, 0);
  EXPECT_EQ(bytes[0], 45);
  EXPECT_EQ(bytes[1], -80);
  double doubles[2];
  fillRandom(doubles, DType::F64, 2, 1, 0);
  EXPECT_EQ(doubles[0], 0.013663708889835258);
  EXPECT_EQ(doubles[1], 0.63400625707514191);
  float floats[2];
  fillRandom(floats, DType::F32, 2, 1, 0);
  EXPECT_EQ(floats[0], 0.0136636496f);
  EXPECT_EQ(floats[1], 0.634006143f);
  uint16_t halves[2], bf16s[2];
  fillRandom(halves, DType::F16, 2, 1, 0);
  fillRandom(bf16s, DType::BF16, 2, 1, 0);
  EXPECT_EQ(halves[0], 0x2280);
  EXPECT_EQ(halves[1], 0x3912);
  EXPECT_EQ(bf16s[0], 0x3C00);
  EXPECT_EQ(bf16s[1], 0x3F22);
}

TEST(DTypeTest, FillRandomRanges) {
  const int64_t n = 200000;
  for (DType t : {DType::F32, DType::F16, DType::BF16, DType::F64}) {
    std::vector<unsigned char> buf(n * dtypeSize(t));
    fillRandom(buf.data(), t, n, 123, 0);
    double lo = 2, hi = -2, sum = 0;
    std::set<double> distinct;
    for (int64_t i = 0; i < n; ++i) {
      double v = loadAsDouble(buf.data(), t, i);
      ASSERT_GE(v, -1.0) << dtypeName(t);
      ASSERT_LT(v, 1.0) << dtypeName(t);
      lo = std::min(lo, v);
      hi = std::max(hi, v);
      sum += v;
      if (distinct.size() < 300)
        distinct.insert(v);
    }
    EXPECT_LT(lo, -0.99) << dtypeName(t);
    EXPECT_GT(hi, 0.99) << dtypeName(t);
    EXPECT_NEAR(sum / n, 0.0, 0.01) << dtypeName(t);
    EXPECT_GE(distinct.size(), 256u) << dtypeName(t); // bf16 has 256 steps.
  }
  for (DType t : {DType::F8E4M3FN, DType::F8E5M2}) {
    std::vector<unsigned char> buf(n);
    fillRandom(buf.data(), t, n, 123, 0);
    std::set<double> distinct;
    double sum = 0;
    for (int64_t i = 0; i < n; ++i) {
      double v = loadAsDouble(buf.data(), t, i);
      ASSERT_GT(v, -1.0) << dtypeName(t);
      ASSERT_LT(v, 1.0) << dtypeName(t);
      sum += v;
      distinct.insert(v);
    }
    EXPECT_NEAR(sum / n, 0.0, 0.01) << dtypeName(t);
    // Every code below 1 with both signs (zero twice).
    EXPECT_EQ(distinct.size(), t == DType::F8E4M3FN ? 111u : 119u) << dtypeName(t);
  }
  for (DType t : {DType::I32, DType::I64, DType::I8}) {
    std::vector<unsigned char> buf(n * dtypeSize(t));
    fillRandom(buf.data(), t, n, 123, 0);
    std::set<double> seen;
    double sum = 0;
    for (int64_t i = 0; i < n; ++i) {
      double v = loadAsDouble(buf.data(), t, i);
      ASSERT_GE(v, -100.0);
      ASSERT_LE(v, 100.0);
      ASSERT_EQ(v, std::trunc(v));
      seen.insert(v);
      sum += v;
    }
    EXPECT_EQ(seen.size(), 201u) << dtypeName(t); // Every value occurs.
    EXPECT_NEAR(sum / n, 0.0, 1.0) << dtypeName(t);
  }
}

//===----------------------------------------------------------------------===//
// Tensor maps, against a fake driver that records what it is asked
//===----------------------------------------------------------------------===//

struct EncodeCall {
  int dataType = -1, interleave = -1, swizzle = -1, l2Promotion = -1,
      oobFill = -1;
  uint32_t rank = 0;
  const void *tensorMap = nullptr, *address = nullptr;
  bool stridesGiven = false;
  std::vector<uint64_t> dims, strides;
  std::vector<uint32_t> box, elementStrides;
};
EncodeCall lastEncode;
CUresult encodeResult = 0;
int encodeCount = 0;

CUresult fakeEncode(CUtensorMap *map, int dataType, uint32_t rank,
                    void *address, const uint64_t *dims,
                    const uint64_t *strides, const uint32_t *box,
                    const uint32_t *elementStrides, int interleave, int swizzle,
                    int l2Promotion, int oobFill) {
  EncodeCall &c = lastEncode;
  c = EncodeCall();
  c.tensorMap = map;
  c.dataType = dataType;
  c.rank = rank;
  c.address = address;
  c.dims.assign(dims, dims + rank);
  c.stridesGiven = strides != nullptr;
  if (strides)
    c.strides.assign(strides, strides + rank - 1);
  c.box.assign(box, box + rank);
  c.elementStrides.assign(elementStrides, elementStrides + rank);
  c.interleave = interleave;
  c.swizzle = swizzle;
  c.l2Promotion = l2Promotion;
  c.oobFill = oobFill;
  // Recognizable bytes: the buffer's address, then a filler.
  std::memset(map->opaque, 0xab, sizeof(map->opaque));
  map->opaque[0] = reinterpret_cast<uintptr_t>(address);
  ++encodeCount;
  return encodeResult;
}

CUresult fakeErrorName(CUresult, const char **name) {
  *name = "CUDA_ERROR_INVALID_VALUE";
  return 0;
}

CUresult fakeErrorString(CUresult, const char **text) {
  *text = "invalid argument";
  return 0;
}

Driver fakeDriver() {
  Driver d{};
  d.cuTensorMapEncodeTiled = fakeEncode;
  d.cuGetErrorName = fakeErrorName;
  d.cuGetErrorString = fakeErrorString;
  encodeResult = 0;
  encodeCount = 0;
  return d;
}

TensorMapSpec permutedMap() {
  TensorMapSpec map;
  map.name = "A.map0";
  map.dtype = DType::F16;
  map.dims = {4096, 8, 2, 4, 128};
  map.strides = {8192, 131072, 16384, 65536};
  map.box = {64, 8, 2, 4, 1};
  map.swizzle = 128;
  map.l2Promotion = 128;
  return map;
}

TEST(TensorMapTest, PassesTheMapToTheDriver) {
  Driver d = fakeDriver();
  CUtensorMap out{};
  std::string error;
  ASSERT_TRUE(encodeTensorMap(d, permutedMap(), 0x7f0000000100ull, out, error))
      << error;
  const EncodeCall &c = lastEncode;
  EXPECT_EQ(c.tensorMap, &out);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(c.tensorMap) % 64, 0u);
  EXPECT_EQ(c.dataType, 6); // CU_TENSOR_MAP_DATA_TYPE_FLOAT16
  EXPECT_EQ(c.rank, 5u);
  EXPECT_EQ(c.address, reinterpret_cast<const void *>(0x7f0000000100ull));
  EXPECT_EQ(c.dims, (std::vector<uint64_t>{4096, 8, 2, 4, 128}));
  EXPECT_EQ(c.strides, (std::vector<uint64_t>{8192, 131072, 16384, 65536}));
  EXPECT_EQ(c.box, (std::vector<uint32_t>{64, 8, 2, 4, 1}));
  EXPECT_EQ(c.elementStrides, (std::vector<uint32_t>{1, 1, 1, 1, 1}));
  EXPECT_EQ(c.interleave, 0);  // CU_TENSOR_MAP_INTERLEAVE_NONE
  EXPECT_EQ(c.swizzle, 3);     // CU_TENSOR_MAP_SWIZZLE_128B
  EXPECT_EQ(c.l2Promotion, 2); // CU_TENSOR_MAP_L2_PROMOTION_L2_128B
  EXPECT_EQ(c.oobFill, 0);     // CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE: zeros
  EXPECT_EQ(out.opaque[15], 0xababababababababull);
}

TEST(TensorMapTest, MapsDTypesSwizzlesAndPromotions) {
  Driver d = fakeDriver();
  CUtensorMap out;
  std::string error;
  TensorMapSpec map;
  map.name = "v";
  map.dims = {64};
  map.box = {16};
  const std::pair<DType, int> dtypes[] = {
      {DType::I8, 0},  {DType::I32, 3},  {DType::I64, 5}, {DType::F16, 6},
      {DType::F32, 7}, {DType::F64, 8}, {DType::BF16, 9}};
  for (auto [dtype, code] : dtypes) {
    map.dtype = dtype;
    ASSERT_TRUE(encodeTensorMap(d, map, 256, out, error)) << error;
    EXPECT_EQ(lastEncode.dataType, code) << dtypeName(dtype);
  }
  // A rank-1 map has no strides, but the driver still gets a valid pointer.
  EXPECT_EQ(lastEncode.rank, 1u);
  EXPECT_TRUE(lastEncode.stridesGiven);
  const std::pair<unsigned, int> swizzles[] = {{0, 0}, {32, 1}, {64, 2}, {128, 3}};
  for (auto [bytes, code] : swizzles) {
    map.swizzle = bytes;
    ASSERT_TRUE(encodeTensorMap(d, map, 256, out, error)) << error;
    EXPECT_EQ(lastEncode.swizzle, code) << bytes;
  }
  const std::pair<unsigned, int> promotions[] = {{0, 0}, {64, 1}, {128, 2}, {256, 3}};
  for (auto [bytes, code] : promotions) {
    map.l2Promotion = bytes;
    ASSERT_TRUE(encodeTensorMap(d, map, 256, out, error)) << error;
    EXPECT_EQ(lastEncode.l2Promotion, code) << bytes;
  }
}

TEST(TensorMapTest, ReportsTheMapAndTheDriversError) {
  Driver d = fakeDriver();
  encodeResult = 1;
  CUtensorMap out;
  std::string error;
  EXPECT_FALSE(encodeTensorMap(d, permutedMap(), 256, out, error));
  EXPECT_EQ(error, "cannot encode tensor map A.map0: "
                   "CUDA_ERROR_INVALID_VALUE: invalid argument");
  d.cuTensorMapEncodeTiled = nullptr;
  EXPECT_FALSE(encodeTensorMap(d, permutedMap(), 256, out, error));
  EXPECT_EQ(error, "cannot encode tensor map A.map0: the CUDA driver lacks "
                   "cuTensorMapEncodeTiled (CUDA 12.0 and newer have it)");
}

/// A kernel on buffers A (f16) and B (f32) taking a map of B, then one of A.
Manifest mappedKernel() {
  Manifest m;
  m.kernel = "k";
  m.args = {{"A", DType::F16, {4096, 4096}, "in"},
            {"B", DType::F32, {64}, "out"}};
  TensorMapSpec b;
  b.name = "B.map0";
  b.arg = 1;
  b.dtype = DType::F32;
  b.dims = {64};
  b.box = {16};
  m.tensorMaps = {b, permutedMap()};
  return m;
}

/// The 128 bytes a params entry points at, as the fake encoder wrote them.
uint64_t encodedAddress(void *entry) {
  return static_cast<const CUtensorMap *>(entry)->opaque[0];
}

TEST(KernelParamsTest, PassesBuffersThenEachMapByValue) {
  Driver d = fakeDriver();
  Manifest m = mappedKernel();
  KernelParams params;
  std::string error;
  const std::vector<CUdeviceptr> args = {0x7f0000000000ull, 0x7f0000100000ull};
  ASSERT_TRUE(params.bind(d, m, args, error)) << error;
  ASSERT_EQ(params.size(), 4u);
  void **p = params.data();
  // A buffer's entry points at its address (an 8-byte parameter)...
  EXPECT_EQ(*static_cast<CUdeviceptr *>(p[0]), args[0]);
  EXPECT_EQ(*static_cast<CUdeviceptr *>(p[1]), args[1]);
  // ...a map's at its 128 encoded bytes in host memory, 64-byte aligned, the
  // very bytes the driver wrote, not at a device copy of them.
  for (int i : {2, 3}) {
    EXPECT_EQ(reinterpret_cast<uintptr_t>(p[i]) % 64, 0u) << i;
    const auto *bytes = static_cast<const unsigned char *>(p[i]);
    EXPECT_TRUE(std::all_of(bytes + 8, bytes + sizeof(CUtensorMap),
                            [](unsigned char b) { return b == 0xab; }))
        << i;
  }
  EXPECT_EQ(encodedAddress(p[2]), args[1]); // B.map0
  EXPECT_EQ(encodedAddress(p[3]), args[0]); // A.map0
  EXPECT_EQ(lastEncode.tensorMap, p[3]);    // encoded in place
  EXPECT_EQ(encodeCount, 2);
}

TEST(KernelParamsTest, EncodesAgainOnlyWhenABufferMoves) {
  Driver d = fakeDriver();
  Manifest m = mappedKernel();
  KernelParams params;
  std::string error;
  std::vector<CUdeviceptr> args = {0x1000, 0x2000};
  ASSERT_TRUE(params.bind(d, m, args, error)) << error;
  void *mapB = params.data()[2], *mapA = params.data()[3];
  ASSERT_TRUE(params.bind(d, m, args, error)) << error;
  EXPECT_EQ(encodeCount, 2);
  // A moves: only A's map is encoded again, in the same storage.
  args[0] = 0x3000;
  ASSERT_TRUE(params.bind(d, m, args, error)) << error;
  EXPECT_EQ(encodeCount, 3);
  EXPECT_EQ(lastEncode.address, reinterpret_cast<const void *>(0x3000));
  ASSERT_EQ(params.size(), 4u);
  EXPECT_EQ(*static_cast<CUdeviceptr *>(params.data()[0]), 0x3000u);
  EXPECT_EQ(params.data()[2], mapB);
  EXPECT_EQ(params.data()[3], mapA);
  EXPECT_EQ(encodedAddress(mapA), 0x3000u);
  EXPECT_EQ(encodedAddress(mapB), 0x2000u);
}

TEST(KernelParamsTest, KernelsWithoutMapsTakeTheirBuffers) {
  Driver d = fakeDriver();
  Manifest m = mappedKernel();
  m.tensorMaps.clear();
  KernelParams params;
  std::string error;
  ASSERT_TRUE(params.bind(d, m, {0x1000, 0x2000}, error)) << error;
  ASSERT_EQ(params.size(), 2u);
  EXPECT_EQ(*static_cast<CUdeviceptr *>(params.data()[1]), 0x2000u);
  EXPECT_EQ(encodeCount, 0);
}

TEST(KernelParamsTest, ReportsErrorsAndRetriesAFailedMap) {
  Driver d = fakeDriver();
  Manifest m = mappedKernel();
  KernelParams params;
  std::string error;
  EXPECT_FALSE(params.bind(d, m, {0x1000}, error));
  EXPECT_EQ(error, "k: expects 2 arguments, got 1");
  encodeResult = 1;
  EXPECT_FALSE(params.bind(d, m, {0x1000, 0x2000}, error));
  EXPECT_EQ(error, "k: cannot encode tensor map B.map0: "
                   "CUDA_ERROR_INVALID_VALUE: invalid argument");
  // The failed map is not taken as encoded for that address.
  encodeResult = 0;
  int before = encodeCount;
  ASSERT_TRUE(params.bind(d, m, {0x1000, 0x2000}, error)) << error;
  EXPECT_EQ(encodeCount, before + 2);
  EXPECT_EQ(encodedAddress(params.data()[2]), 0x2000u);
}

} // namespace

// Outputs start as NaN (all-ones bytes), inputs as seeded data: an element
// a kernel never writes cannot pass for a computed zero.
TEST(HostArgsTest, OutputsStartAsTheUnwrittenFill) {
  tile::rt::Manifest m;
  tile::rt::ArgSpec in, out;
  in.name = "A";
  in.dtype = tile::rt::DType::F32;
  in.shape = {64};
  in.access = "in";
  out = in;
  out.name = "C";
  out.access = "out";
  m.args = {in, out};
  tile::rt::HostArgs h = tile::rt::HostArgs::generate(m, 1);
  ASSERT_EQ(h.data.size(), 2u);
  EXPECT_TRUE(std::all_of(h.data[1].begin(), h.data[1].end(),
                          [](unsigned char c) { return c == tile::rt::kUnwrittenByte; }));
  float first;
  std::memcpy(&first, h.data[1].data(), sizeof(first));
  EXPECT_TRUE(std::isnan(first));
  EXPECT_FALSE(std::all_of(h.data[0].begin(), h.data[0].end(),
                           [](unsigned char c) { return c == tile::rt::kUnwrittenByte; }));
}
