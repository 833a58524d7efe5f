//===- DimsTest.cpp - manifests with run-time dimensions ------------------===//
//
// "dims", expressions in "grid", "bytes" and "flops", shapes that name a
// dimension, and resolveDims (docs/design.md, the manifest paragraph).
//
//===----------------------------------------------------------------------===//

#include "tile/Runtime/Bundle.h"
#include "tile/Runtime/DimExpr.h"
#include "tile/Runtime/Json.h"
#include "tile/Runtime/Runner.h"

#include "llvm/Support/FileSystem.h"
#include "gtest/gtest.h"

#include <fstream>

namespace rt = ::tile::rt;

namespace {

/// Parses `text` as an expression over M and N; the error, or "" and `out`.
std::string parseExpr(const std::string &text, rt::DimExpr &out) {
  rt::Json json;
  std::string error;
  EXPECT_TRUE(rt::parseJson(text, json, error)) << text;
  rt::DimExpr::parse(json, {{"M", 1}, {"N", 1}}, out, error);
  return error;
}

/// The value of `text` at M and N, or the error as a string.
std::string eval(const std::string &text, int64_t m = 1000, int64_t n = 64) {
  rt::DimExpr e;
  if (std::string error = parseExpr(text, e); !error.empty())
    return "parse: " + error;
  int64_t v = 0;
  std::string error;
  if (!e.evaluate({{"M", m}, {"N", n}}, v, error))
    return "error: " + error;
  return std::to_string(v);
}

TEST(DimExprTest, EvaluatesEveryOperation) {
  EXPECT_EQ(eval("7"), "7");
  EXPECT_EQ(eval("7.0"), "7");
  EXPECT_EQ(eval("\"M\""), "1000");
  EXPECT_EQ(eval(R"(["add", "M", "N"])"), "1064");
  EXPECT_EQ(eval(R"(["sub", "N", "M"])"), "-936");
  EXPECT_EQ(eval(R"(["mul", "M", "N"])"), "64000");
  EXPECT_EQ(eval(R"(["div", "M", 256])"), "3");
  EXPECT_EQ(eval(R"(["ceildiv", "M", 256])"), "4");
  EXPECT_EQ(eval(R"(["ceildiv", 1024, 256])"), "4");
  EXPECT_EQ(eval(R"(["ceildiv", 0, 256])"), "0");
  EXPECT_EQ(eval(R"(["rem", "M", 256])"), "232");
  EXPECT_EQ(eval(R"(["min", "M", "N"])"), "64");
  EXPECT_EQ(eval(R"(["max", "M", "N"])"), "1000");
  EXPECT_EQ(eval(R"(["mul", ["ceildiv", "M", 128], ["ceildiv", "N", 32]])"), "16");
  // The largest values do not wrap: ceildiv avoids a + b - 1.
  EXPECT_EQ(eval(R"(["ceildiv", "M", 2])", INT64_MAX), "4611686018427387904");
}

TEST(DimExprTest, RefusesOverflowAndDivisionByZero) {
  EXPECT_EQ(eval(R"(["mul", "M", "M"])", int64_t(1) << 32),
            "error: mul(M, M) overflows 64 bits (4294967296, 4294967296)");
  EXPECT_EQ(eval(R"(["add", "M", 1])", INT64_MAX),
            "error: add(M, 1) overflows 64 bits (9223372036854775807, 1)");
  EXPECT_EQ(eval(R"(["sub", -2, "M"])", INT64_MAX),
            "error: sub(-2, M) overflows 64 bits (-2, 9223372036854775807)");
  EXPECT_EQ(eval(R"(["div", "M", ["sub", "N", 64]])"),
            "error: div(M, sub(N, 64)) divides by zero (1000, 0)");
  EXPECT_EQ(eval(R"(["rem", "M", 0])"), "error: rem(M, 0) divides by zero (1000, 0)");
  // Floor and truncation differ on negatives: neither is guessed.
  EXPECT_EQ(eval(R"(["ceildiv", ["sub", 0, "M"], 256])"),
            "error: ceildiv(sub(0, M), 256) takes non-negative operands (-1000, 256)");
}

TEST(DimExprTest, RefusesMalformedExpressions) {
  rt::DimExpr e;
  EXPECT_EQ(parseExpr(R"(["pow", "M", 2])", e),
            "unknown operation \"pow\" (expected add, sub, mul, div, ceildiv, rem, min, max)");
  EXPECT_EQ(parseExpr(R"(["add", "M"])", e), "\"add\" takes 2 operands, not 1");
  EXPECT_EQ(parseExpr(R"(["add", "M", 1, 2])", e), "\"add\" takes 2 operands, not 3");
  EXPECT_EQ(parseExpr(R"("K")", e),
            "the expression names 'K', which is not a run-time dimension (\"dims\" has M, N)");
  EXPECT_EQ(parseExpr(R"(["add", "M", ["mul", "K", 2]])", e),
            "the expression names 'K', which is not a run-time dimension (\"dims\" has M, N)");
  EXPECT_EQ(parseExpr("1.5", e),
            "1.5 is not an expression (an integer, a dimension's name, or [op, a, b])");
  EXPECT_NE(parseExpr("[]", e).find("is not an expression"), std::string::npos);
  EXPECT_NE(parseExpr("[1, 2, 3]", e).find("is not an expression"), std::string::npos);
  EXPECT_NE(parseExpr("{\"M\": 1}", e).find("is not an expression"), std::string::npos);
  EXPECT_NE(parseExpr("true", e).find("is not an expression"), std::string::npos);
  // 64 levels parse; 65 do not.
  auto nested = [](int depth) {
    std::string text = "\"M\"";
    for (int i = 1; i < depth; ++i)
      text = "[\"add\", " + text + ", 1]";
    return text;
  };
  EXPECT_EQ(eval(nested(64)), "1063");
  EXPECT_EQ(parseExpr(nested(65), e), "an expression nests deeper than 64");
  // Printed as a reader writes it.
  ASSERT_EQ(parseExpr(R"(["mul", ["ceildiv", "M", 128], 2])", e), "");
  EXPECT_EQ(e.str(), "mul(ceildiv(M, 128), 2)");
  EXPECT_FALSE(e.isConstant());
}

class DimsTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> dir;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("tile-dims", dir));
    folder = std::string(dir);
  }
  void TearDown() override { llvm::sys::fs::remove_directories(folder); }

  /// Loads a manifest text (PTX entry k with `params` parameters); returns
  /// the error (empty on success) and the manifest in `m`.
  std::string load(const std::string &text, rt::Manifest &m, int params = 3) {
    std::string ptx = ".version 8.0\n.visible .entry k(\n";
    for (int i = 0; i < params; ++i)
      ptx += ".param .u64 k_param_" + std::to_string(i) + ",\n";
    std::ofstream(folder + "/k.ptx") << ptx << ")\n";
    std::ofstream(folder + "/k.json") << text;
    std::string error;
    bool loaded = rt::loadManifest(folder + "/k.json", m, error);
    EXPECT_EQ(loaded, error.empty());
    return error;
  }
  std::string loadError(const std::string &text, int params = 3) {
    rt::Manifest m;
    return load(text, m, params);
  }
  /// `good` with `from` replaced by `to`.
  std::string with(const std::string &from, const std::string &to) {
    std::string text = good;
    size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? text : text.replace(at, from.size(), to);
  }

  /// A GEMM-like kernel: A[M, 64] f16 in, C[M, 32] f32 out, M at run time.
  const std::string good =
      R"({"format": 1, "kernel": "k", "entry": "k", "chip": "sm_90a", "ptx": "k.ptx",
          "dims": {"M": 4096},
          "grid": [2, ["ceildiv", "M", 128], 1], "block": [128, 1, 1], "shared_bytes": 0,
          "bytes": ["mul", "M", 256], "flops": ["mul", ["mul", 2, "M"], 2048],
          "args": [{"name": "A", "dtype": "f16", "shape": ["M", 64], "access": "in"},
                   {"name": "C", "dtype": "f32", "shape": ["M", 32], "access": "out"},
                   {"name": "M", "dtype": "i64", "shape": [], "access": "value"}]})";
  std::string folder;
};

TEST_F(DimsTest, LoadsWithTheDefaultsAndResolvesAgain) {
  rt::Manifest m;
  ASSERT_EQ(load(good, m), "");
  EXPECT_TRUE(m.isDynamic());
  EXPECT_TRUE(m.isDim("M"));
  EXPECT_FALSE(m.isDim("A"));
  EXPECT_EQ(m.dims, (rt::DimValues{{"M", 4096}}));
  EXPECT_EQ(m.dimValues, (rt::DimValues{{"M", 4096}}));
  EXPECT_EQ(m.grid, (std::array<unsigned, 3>{2, 32, 1}));
  EXPECT_EQ(m.args[0].shape, (std::vector<int64_t>{4096, 64}));
  EXPECT_EQ(m.args[1].shape, (std::vector<int64_t>{4096, 32}));
  EXPECT_TRUE(m.args[2].shape.empty());
  EXPECT_EQ(m.bytes, 4096 * 256);
  EXPECT_EQ(m.flops, 2 * 4096 * 2048);
  EXPECT_EQ(rt::formatDims(m), "M=4096");

  std::string error;
  ASSERT_TRUE(rt::resolveDims(m, {{"M", 1000}}, error)) << error;
  EXPECT_EQ(m.grid, (std::array<unsigned, 3>{2, 8, 1}));
  EXPECT_EQ(m.args[0].shape, (std::vector<int64_t>{1000, 64}));
  EXPECT_EQ(m.bytes, 256000);
  EXPECT_EQ(m.flops, 2 * 1000 * 2048);
  EXPECT_EQ(rt::formatDims(m), "M=1000");
  // The expressions stay: back to the default, and a failure changes nothing.
  ASSERT_TRUE(rt::resolveDims(m, {}, error)) << error;
  EXPECT_EQ(m.grid[1], 32u);
  EXPECT_FALSE(rt::resolveDims(m, {{"M", 0}}, error));
  EXPECT_EQ(error, folder + "/k.json: dimension M=0: dimensions must be positive");
  EXPECT_EQ(m.grid[1], 32u);
  EXPECT_EQ(m.args[0].shape[0], 4096);
  EXPECT_FALSE(rt::resolveDims(m, {{"N", 5}}, error));
  EXPECT_EQ(error, folder + "/k.json: k has no run-time dimension N (it has M)");
}

TEST_F(DimsTest, SaysWhichDimensionsPutTheGridOutOfRange) {
  rt::Manifest m;
  ASSERT_EQ(load(good, m), "");
  std::string error;
  // y is at most 65535 blocks: M = 128 * 65536 is one too many.
  EXPECT_FALSE(rt::resolveDims(m, {{"M", 128 * 65536}}, error));
  EXPECT_EQ(error, folder + "/k.json: \"grid\" holds an invalid size: ceildiv(M, 128) = 65536 "
                            "in y with M=8388608 (x takes 1 to 2147483647 blocks, y and z 1 to "
                            "65535)");
  EXPECT_TRUE(rt::resolveDims(m, {{"M", 128 * 65535}}, error)) << error;
  // x takes up to 2^31 - 1.
  EXPECT_EQ(loadError(with("[2, [\"ceildiv\", \"M\", 128], 1]",
                           "[[\"mul\", \"M\", 1048576], 1, 1]")),
            folder + "/k.json: \"grid\" holds an invalid size: mul(M, 1048576) = 4294967296 in "
                     "x with M=4096 (x takes 1 to 2147483647 blocks, y and z 1 to 65535)");
  EXPECT_NE(loadError(with("[2, [\"ceildiv\", \"M\", 128], 1]", "[[\"sub\", \"M\", 4096], 1, 1]"))
                .find("sub(M, 4096) = 0 in x with M=4096"),
            std::string::npos);
  EXPECT_NE(loadError(with("[2, [\"ceildiv\", \"M\", 128], 1]",
                           "[[\"mul\", \"M\", 4611686018427387904], 1, 1]"))
                .find("\"grid\" in x: mul(M, 4611686018427387904) overflows 64 bits"),
            std::string::npos);
  EXPECT_NE(loadError(with("[2, [\"ceildiv\", \"M\", 128], 1]", "[[\"div\", \"M\", 0], 1, 1]"))
                .find("\"grid\" in x: div(M, 0) divides by zero (4096, 0) with M=4096"),
            std::string::npos);
  // A static grid keeps its message, now with CUDA's limits on y and z.
  EXPECT_NE(loadError(with("[2, [\"ceildiv\", \"M\", 128], 1]", "[2, 65536, 1]"))
                .find("\"grid\" holds an invalid size: 65536 in y (x takes"),
            std::string::npos);
  // The cluster must divide the grid at every resolution.
  ASSERT_EQ(load(with("\"block\"", "\"cluster\": [1, 2, 1], \"block\""), m), "");
  EXPECT_FALSE(rt::resolveDims(m, {{"M", 300}}, error));
  EXPECT_EQ(error, folder + "/k.json: \"grid\" is not a multiple of \"cluster\" in dimension 1 "
                            "with M=300");
}

// tile-tma-loads rounds a run-time extent that a cluster pairs up to an
// even one: the runtime evaluates the rounding, and the grid divides by the
// cluster at every size, odd tile counts included.
TEST_F(DimsTest, AGridRoundedToPairsTakesItsCluster) {
  rt::Manifest m;
  ASSERT_EQ(load(with("[2, [\"ceildiv\", \"M\", 128], 1], \"block\"",
                      "[2, [\"mul\", [\"ceildiv\", [\"ceildiv\", \"M\", 128], 2], 2], 1], "
                      "\"cluster\": [1, 2, 1], \"block\""),
                 m),
            "");
  std::string error;
  for (auto [rows, blocks] : {std::pair{1, 2}, {128, 2}, {129, 2}, {300, 4}, {2900, 24},
                              {4096, 32}, {4097, 34}}) {
    ASSERT_TRUE(rt::resolveDims(m, {{"M", rows}}, error)) << rows << ": " << error;
    EXPECT_EQ(m.grid, (std::array<unsigned, 3>{2, unsigned(blocks), 1})) << rows;
  }
}

TEST_F(DimsTest, RefusesDimsThatAreNoIntegerScalar) {
  EXPECT_EQ(loadError(with("\"dims\": {\"M\": 4096}", "\"dims\": {\"M\": 4096, \"K\": 2}")),
            folder + "/k.json: run-time dimension K (in \"dims\") is no argument of the "
                     "kernel; each dimension is passed as the scalar argument of its name "
                     "(access \"value\", dtype i64)");
  EXPECT_EQ(loadError(with("\"dims\": {\"M\": 4096}", "\"dims\": {\"M\": 4096, \"A\": 2}")),
            folder + "/k.json: run-time dimension A (in \"dims\") is argument A of access "
                     "\"in\"; it must be a scalar passed by value (access \"value\")");
  EXPECT_EQ(loadError(with("\"dtype\": \"i64\"", "\"dtype\": \"f32\"")),
            folder + "/k.json: run-time dimension M (in \"dims\") is argument M of dtype "
                     "f32; it must be an integer (i64 or i32)");
  EXPECT_EQ(loadError(with("\"dims\": {\"M\": 4096}", "\"dims\": {\"M\": 0}")),
            folder + "/k.json: \"dims\": M must default to an integer >= 1, not 0");
  EXPECT_NE(loadError(with("\"dims\": {\"M\": 4096}", "\"dims\": {\"M\": \"big\"}"))
                .find("M must default to an integer >= 1, not \"big\""),
            std::string::npos);
  EXPECT_NE(loadError(with("\"dims\": {\"M\": 4096}", "\"dims\": [\"M\"]"))
                .find("\"dims\" must be an object"),
            std::string::npos);
  // An i32 dimension holds at most 2^31 - 1.
  rt::Manifest m;
  ASSERT_EQ(load(with("\"dtype\": \"i64\"", "\"dtype\": \"i32\""), m), "");
  std::string error;
  EXPECT_FALSE(rt::resolveDims(m, {{"M", int64_t(1) << 31}}, error));
  EXPECT_NE(error.find("dimension M=2147483648 does not fit its argument's dtype, i32"),
            std::string::npos)
      << error;
}

TEST_F(DimsTest, MultiplesAreCheckedAtEveryResolution) {
  rt::Manifest m;
  std::string multiple = "\"dims\": {\"M\": 4096}, \"multiple_of\": {\"M\": 128}";
  ASSERT_EQ(load(with("\"dims\": {\"M\": 4096}", multiple), m), "");
  EXPECT_EQ(m.dimMultiples, (rt::DimValues{{"M", 128}}));
  std::string error;
  EXPECT_TRUE(rt::resolveDims(m, {{"M", 1024}}, error)) << error;
  // The kernel dropped the masks M = 1000 needs: refused, and m unchanged.
  EXPECT_FALSE(rt::resolveDims(m, {{"M", 1000}}, error));
  EXPECT_EQ(error, folder + "/k.json: dimension M=1000 is not a multiple of 128: k was "
                            "compiled for such values only (M=dynamic%128); compile it with "
                            "M=dynamic for any value");
  EXPECT_EQ(m.grid[1], 8u);
  // Malformed: another kind, a dimension that is not one, a default that breaks it.
  EXPECT_NE(loadError(with("\"dims\": {\"M\": 4096}",
                           "\"dims\": {\"M\": 4096}, \"multiple_of\": [128]"))
                .find("\"multiple_of\" must be an object"),
            std::string::npos);
  EXPECT_EQ(loadError(with("\"dims\": {\"M\": 4096}",
                           "\"dims\": {\"M\": 4096}, \"multiple_of\": {\"N\": 2}")),
            folder + "/k.json: \"multiple_of\" names N, which is no run-time dimension (in "
                     "\"dims\")");
  EXPECT_EQ(loadError(with("\"dims\": {\"M\": 4096}",
                           "\"dims\": {\"M\": 4096}, \"multiple_of\": {\"M\": 0}")),
            folder + "/k.json: \"multiple_of\": M must be an integer from 1 to 2^32, not 0");
  EXPECT_EQ(loadError(with("\"dims\": {\"M\": 4096}",
                           "\"dims\": {\"M\": 4096}, \"multiple_of\": {\"M\": 3}")),
            folder + "/k.json: \"multiple_of\": the default M=4096 is not a multiple of 3");
}

TEST_F(DimsTest, ShapesNameDimensions) {
  EXPECT_EQ(loadError(with("[\"M\", 64]", "[\"K\", 64]")),
            folder + "/k.json: argument A's shape: the expression names 'K', which is not a "
                     "run-time dimension (\"dims\" has M)");
  // A shape holds sizes and names, not expressions.
  EXPECT_EQ(loadError(with("[\"M\", 64]", "[[\"mul\", \"M\", 2], 64]")),
            folder + "/k.json: argument A has a malformed shape");
  // Without "dims" a name is an error, as before.
  std::string text = good;
  text.erase(text.find("\"dims\": {\"M\": 4096},"), 20);
  EXPECT_NE(loadError(text).find("the manifest declares none in \"dims\""), std::string::npos);
  // The sizes are checked as they multiply, with the values that made them.
  rt::Manifest m;
  ASSERT_EQ(load(with("[2, [\"ceildiv\", \"M\", 128], 1]", "[1, 1, 1]"), m), "");
  std::string error;
  EXPECT_FALSE(rt::resolveDims(m, {{"M", int64_t(1) << 32}}, error));
  EXPECT_EQ(error, folder + "/k.json: argument A is larger than 256 GiB with M=4294967296");
}

TEST_F(DimsTest, BytesAndFlopsAreExpressions) {
  // "bytes" must be the shapes' at every value, like a static manifest's.
  rt::Manifest m;
  ASSERT_EQ(load(with("[\"mul\", \"M\", 256]", "[\"add\", [\"mul\", \"M\", 128], 524288]"), m),
            "");
  std::string error;
  EXPECT_FALSE(rt::resolveDims(m, {{"M", 1000}}, error));
  EXPECT_EQ(error, folder + "/k.json: the arguments' shapes come to 256000 bytes, but \"bytes\" "
                            "says 652288 with M=1000: the manifest does not describe the kernel "
                            "it was built with; rebuild the bundle");
  EXPECT_NE(loadError(with("[\"mul\", \"M\", 256]", "[\"sub\", 0, \"M\"]"))
                .find("\"bytes\" must be an integer >= 0, but sub(0, M) = -4096 with M=4096"),
            std::string::npos);
  EXPECT_NE(loadError(with("[\"mul\", [\"mul\", 2, \"M\"], 2048]", "[\"sub\", 0, \"M\"]"))
                .find("\"flops\" must be an integer >= 0, but sub(0, M) = -4096"),
            std::string::npos);
  EXPECT_NE(loadError(with("[\"mul\", \"M\", 256]", "[\"pow\", \"M\", 256]"))
                .find("\"bytes\": unknown operation \"pow\""),
            std::string::npos);
  EXPECT_NE(loadError(with("[\"mul\", [\"mul\", 2, \"M\"], 2048]", "[\"mul\", \"Q\", 2]"))
                .find("\"flops\": the expression names 'Q'"),
            std::string::npos);
}

TEST_F(DimsTest, TensorMapsFollowRunTimeDimensions) {
  // A's rows follow M: the map's second extent is M, evaluated with the
  // grid at each resolution (and at load, with the defaults).
  std::string maps = R"(, "tensor_maps": [{"name": "A.map0", "arg": 0, "dtype": "f16",
      "dims": [64, "M"], "strides": [128], "box": [64, 32], "swizzle": 128, "l2_promotion": 128}]})";
  std::string text = good.substr(0, good.rfind('}')) + maps;
  rt::Manifest m;
  ASSERT_EQ(load(text, m, 4), "");
  std::string error;
  ASSERT_TRUE(rt::resolveDims(m, {{"M", 1000}}, error)) << error;
  ASSERT_EQ(m.tensorMaps.size(), 1u);
  EXPECT_EQ(m.tensorMaps[0].dims, (std::vector<uint64_t>{64, 1000}));
  EXPECT_EQ(m.tensorMaps[0].strides, (std::vector<uint64_t>{128}));
  // A map past its buffer at some M is refused there, with the value.
  std::string past = text;
  past.replace(past.find("[64, \"M\"]"), 9, "[64, 4096]");
  ASSERT_EQ(load(past, m, 4), "");
  EXPECT_FALSE(rt::resolveDims(m, {{"M", 1000}}, error));
  EXPECT_EQ(error, folder + "/k.json: tensor map A.map0 reaches byte 524288 of argument A, "
                            "which holds 128000 with M=1000");
  // So is an extent outside what cuTensorMapEncodeTiled takes, or a
  // stride that is not a multiple of 16 bytes.
  std::string empty = text;
  empty.replace(empty.find("[64, \"M\"]"), 9, "[64, [\"sub\", \"M\", 1000]]");
  ASSERT_EQ(load(empty, m, 4), "");
  EXPECT_FALSE(rt::resolveDims(m, {{"M", 1000}}, error));
  EXPECT_NE(error.find("tensor map A.map0: \"dims\" holds sub(M, 1000) = 0 with M=1000, not an "
                       "integer from 1 to 4294967296"),
            std::string::npos)
      << error;
  std::string odd = text;
  odd.replace(odd.find("[64, \"M\"]"), 9, "[64, [\"ceildiv\", \"M\", 64]]");
  odd.replace(odd.find("[128]"), 5, "[[\"mul\", \"M\", 2]]");
  ASSERT_EQ(load(odd, m, 4), "");
  EXPECT_FALSE(rt::resolveDims(m, {{"M", 1001}}, error));
  EXPECT_NE(error.find("tensor map A.map0: stride 2002 is not a multiple of 16 bytes"),
            std::string::npos)
      << error;
  // A fixed map over a fixed buffer is checked when the bundle loads.
  std::string fixed = good.substr(0, good.rfind('}')) +
                      R"(, "tensor_maps": [{"name": "A.map0", "arg": 0, "dtype": "f16",
      "dims": [64, 8192], "strides": [128], "box": [64, 32], "swizzle": 128, "l2_promotion": 128}]})";
  fixed.replace(fixed.find("[\"M\", 64]"), 9, "[4096, 64]");
  fixed.replace(fixed.find("[\"mul\", \"M\", 256]"), 17, "[\"add\", [\"mul\", \"M\", 128], 524288]");
  EXPECT_EQ(loadError(fixed, 4), folder + "/k.json: tensor map A.map0 reaches byte 1048576 of "
                                          "argument A, which holds 524288");
}

TEST_F(DimsTest, RowStepViewsStayInTheirBuffer) {
  // A 5-d view of A's rows in 32-row steps (tile-to-gpu's for a wgmma
  // tile of 4 warps along M, M at run time): the last extent counts the
  // steps whose 64-row box ends in A, M / 32 - 1; below 64 rows there is
  // none, and every extent but the first is 1, inside A at every M.
  std::string steps = R"(["min", ["max", ["mul", ["sub", ["div", "M", 32], 1], S], 1], S])";
  auto extent = [&](int s) {
    std::string e = steps;
    for (size_t at; (at = e.find('S')) != std::string::npos;)
      e.replace(at, 1, std::to_string(s));
    return e;
  };
  std::string maps = R"(, "tensor_maps": [{"name": "A.map0", "arg": 0, "dtype": "f16", "dims": [64, )" +
                     extent(8) + ", " + extent(2) + ", " + extent(4) +
                     R"(, ["max", ["sub", ["div", "M", 32], 1], 1]], "strides": [128, 4096, 1024, 4096],
      "box": [64, 8, 2, 4, 1], "swizzle": 128, "l2_promotion": 128}]})";
  std::string text = good.substr(0, good.rfind('}')) + maps;
  rt::Manifest m;
  ASSERT_EQ(load(text, m, 4), "");
  std::string error;
  for (auto [rows, dims] : std::vector<std::pair<int64_t, std::vector<uint64_t>>>{
           {1, {64, 1, 1, 1, 1}},
           {63, {64, 1, 1, 1, 1}},
           {64, {64, 8, 2, 4, 1}},
           {100, {64, 8, 2, 4, 2}},
           {4096, {64, 8, 2, 4, 127}}}) {
    ASSERT_TRUE(rt::resolveDims(m, {{"M", rows}}, error)) << "M=" << rows << ": " << error;
    EXPECT_EQ(m.tensorMaps[0].dims, dims) << "M=" << rows;
  }
}

TEST_F(DimsTest, ScalarsFollowTheirDimension) {
  rt::Manifest m;
  ASSERT_EQ(load(good, m), "");
  std::string error;
  rt::DimValues given;
  ASSERT_TRUE(rt::parseDimAssignments(m, {"M=0x400", "alpha=2"}, given, error)) << error;
  EXPECT_EQ(given, (rt::DimValues{{"M", 1024}}));
  EXPECT_FALSE(rt::parseDimAssignments(m, {"M=lots"}, given, error));
  EXPECT_NE(error.find("M is i64: 'lots' is not an integer"), std::string::npos) << error;
  ASSERT_TRUE(rt::resolveDims(m, given, error)) << error;
  // Not a seeded random value: the dimension's.
  rt::HostArgs host = rt::HostArgs::generate(m, 3);
  EXPECT_EQ(rt::loadAsDouble(host.data[2].data(), rt::DType::I64, 0), 1024);
  EXPECT_EQ(host.data[0].size(), 1024u * 64 * 2);
  EXPECT_TRUE(host.setScalar(m, "M=1024", error)) << error;
  EXPECT_FALSE(host.setScalar(m, "M=7", error));
  EXPECT_EQ(error, "M is a run-time dimension of k, resolved as 1024: resolve the manifest "
                   "with M=7 (resolveDims) to change it");
}

TEST_F(DimsTest, ComparesWithAStaticKernelOnTheDataArguments) {
  rt::Manifest dynamic, fixed;
  ASSERT_EQ(load(good, dynamic), "");
  ASSERT_EQ(load(R"({"format": 1, "kernel": "k", "entry": "k", "chip": "sm_90a",
      "ptx": "k.ptx", "grid": [2, 32, 1], "block": [128, 1, 1], "shared_bytes": 0,
      "bytes": 1048576,
      "args": [{"name": "A", "dtype": "f16", "shape": [4096, 64], "access": "in"},
               {"name": "C", "dtype": "f32", "shape": [4096, 32], "access": "out"}]})",
                 fixed, 2),
            "");
  EXPECT_EQ(rt::dataArguments(dynamic), (std::vector<size_t>{0, 1}));
  std::string error;
  EXPECT_TRUE(rt::checkSameArguments(dynamic, fixed, error)) << error;
  EXPECT_TRUE(rt::checkSameArguments(fixed, dynamic, error)) << error;
  // The same inputs, as each kernel takes them.
  rt::HostArgs inputs = rt::HostArgs::generate(dynamic, 1);
  rt::HostArgs rebound = inputs.rebind(dynamic, fixed);
  ASSERT_EQ(rebound.data.size(), 2u);
  EXPECT_EQ(rebound.data[0], inputs.data[0]);
  rt::HostArgs back = rebound.rebind(fixed, dynamic);
  ASSERT_EQ(back.data.size(), 3u);
  EXPECT_EQ(back.data[2], inputs.data[2]);
  // Another M no longer matches the static kernel, and the message says why.
  ASSERT_TRUE(rt::resolveDims(dynamic, {{"M", 1000}}, error)) << error;
  EXPECT_FALSE(rt::checkSameArguments(dynamic, fixed, error));
  EXPECT_EQ(error, "argument #0 differs: A f16[1000x64] (in) vs A f16[4096x64] (in) "
                   "(resolved with M=1000 vs fixed dimensions)");
  // A static manifest resolves trivially, and takes no dimension.
  EXPECT_TRUE(rt::resolveDims(fixed, {}, error)) << error;
  EXPECT_EQ(fixed.grid, (std::array<unsigned, 3>{2, 32, 1}));
  EXPECT_FALSE(rt::resolveDims(fixed, {{"M", 5}}, error));
  EXPECT_NE(error.find("k has no run-time dimension M (its dimensions are all fixed)"),
            std::string::npos);
}

} // namespace
