//===- ManifestTest.cpp - the compiler writes what the runtime reads ------===//

#include "tile/Chip/Chip.h"
#include "tile/Runtime/Bundle.h"
#include "tile/Runtime/Json.h"
#include "tile/Runtime/Runner.h"
#include "tile/Target/Target.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

#include <dirent.h>
#include <fstream>

namespace rt = ::tile::rt;
namespace tc = ::mlir::tile;
using mlir::MLIRContext;
using mlir::UnknownLoc;

namespace {

/// An argument by its fields' names, so that a field the compiler adds to
/// KernelArg does not break these tests.
tc::KernelArg arg(const std::string &name, const std::string &dtype,
                  std::vector<int64_t> shape, const std::string &access) {
  tc::KernelArg a;
  a.name = name;
  a.dtype = dtype;
  a.shape = std::move(shape);
  a.access = access;
  return a;
}

class ManifestTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> dir;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("tile-manifest", dir));
    folder = std::string(dir);
  }
  void TearDown() override { llvm::sys::fs::remove_directories(folder); }

  void write(const std::string &name, const std::string &text) {
    std::ofstream(folder + "/" + name) << text;
  }

  /// A kernel as the compiler describes it.
  tc::CompiledKernel makeKernel() {
    tc::CompiledKernel k(UnknownLoc::get(&ctx));
    k.name = k.entry = "scale";
    k.chip = "sm_90a";
    k.ptx = ".version 8.0\n.target sm_90a\n.visible .entry scale(\n";
    k.grid = {131073, 2, 1};
    k.block = {256, 1, 1};
    k.sharedBytes = 49152;
    k.args = {arg("X", "f16", {268435459}, "in"), arg("Y", "bf16", {64, 3}, "out"),
              arg("Z", "f32", {7}, "inout")};
    k.params = {{"N", 268435459}, {"block", 2048}};
    k.bytes = 536871358; // X once, Z (inout) twice;
    return k;
  }

  /// Writes the bundle of `k` the way tile-translate does.
  std::string writeBundle(const tc::CompiledKernel &k) {
    write(k.name + ".ptx", k.ptx);
    std::string json;
    llvm::raw_string_ostream os(json);
    os << llvm::formatv("{0:2}", tc::buildManifest(k, "abc123", false, "",
                                                     tc::Inspection()));
    write(k.name + ".json", json);
    return folder + "/" + k.name + ".json";
  }

  /// Loads a manifest text; returns the error (empty on success).
  std::string loadError(const std::string &text) {
    write("k.ptx", ".version 8.0\n.visible .entry k(\n");
    write("k.json", text);
    rt::Manifest m;
    std::string error;
    bool loaded = rt::loadManifest(folder + "/k.json", m, error);
    EXPECT_EQ(loaded, error.empty());
    return error;
  }

  MLIRContext ctx;
  std::string folder;
};

TEST_F(ManifestTest, RoundTrip) {
  tc::CompiledKernel k = makeKernel();
  rt::Manifest m;
  std::string error;
  ASSERT_TRUE(rt::loadManifest(writeBundle(k), m, error)) << error;
  EXPECT_EQ(m.kernel, "scale");
  EXPECT_EQ(m.entry, "scale");
  EXPECT_EQ(m.chip, "sm_90a");
  EXPECT_EQ(m.ptxVersion, "8.0");
  EXPECT_TRUE(m.cubinPath.empty());
  EXPECT_EQ(m.grid, (std::array<unsigned, 3>{131073, 2, 1}));
  EXPECT_EQ(m.block, (std::array<unsigned, 3>{256, 1, 1}));
  EXPECT_EQ(m.sharedBytes, 49152u);
  EXPECT_EQ(m.bytes, 536871358);
  EXPECT_EQ(m.sourceHash, "abc123");
  ASSERT_EQ(m.args.size(), 3u);
  EXPECT_EQ(m.args[0].name, "X");
  EXPECT_EQ(m.args[0].dtype, rt::DType::F16);
  EXPECT_EQ(m.args[0].shape, std::vector<int64_t>{268435459});
  EXPECT_EQ(m.args[0].sizeInBytes(), 2u * 268435459);
  EXPECT_TRUE(m.args[0].isInput());
  EXPECT_FALSE(m.args[0].isOutput());
  EXPECT_EQ(m.args[1].dtype, rt::DType::BF16);
  EXPECT_EQ(m.args[1].shape, (std::vector<int64_t>{64, 3}));
  EXPECT_FALSE(m.args[1].isInput());
  EXPECT_TRUE(m.args[2].isInput() && m.args[2].isOutput());
  ASSERT_EQ(m.params.size(), 2u);
  EXPECT_EQ(m.params[0], (std::pair<std::string, int64_t>{"N", 268435459}));
  EXPECT_TRUE(m.referenceFor.empty());
}

TEST_F(ManifestTest, AReferenceNamesTheKernelItChecks) {
  tc::CompiledKernel k = makeKernel();
  k.referenceFor = "scale_fast";
  rt::Manifest m;
  std::string error;
  ASSERT_TRUE(rt::loadManifest(writeBundle(k), m, error)) << error;
  EXPECT_EQ(m.referenceFor, "scale_fast");
}

TEST_F(ManifestTest, ScalarArgumentsArePassedByValue) {
  tc::CompiledKernel k = makeKernel();
  k.args = {arg("alpha", "f32", {}, "value"), arg("X", "f16", {8}, "inout"),
            arg("count", "i32", {}, "value"), arg("tag", "bf16", {}, "value")};
  k.bytes = 32; // X twice; a scalar moves no bytes
  rt::Manifest m;
  std::string error;
  ASSERT_TRUE(rt::loadManifest(writeBundle(k), m, error)) << error;
  ASSERT_EQ(m.args.size(), 4u);
  EXPECT_TRUE(m.args[0].isScalar());
  EXPECT_FALSE(m.args[0].isInput() || m.args[0].isOutput());
  EXPECT_TRUE(m.args[0].shape.empty());
  EXPECT_EQ(m.args[0].sizeInBytes(), 4u);

  // A scalar gets a seeded value like an input's element, and --arg's
  // NAME=VALUE replaces it: a number for floats, an integer in range.
  rt::HostArgs host = rt::HostArgs::generate(m, 7);
  ASSERT_EQ(host.data[0].size(), 4u);
  double seeded = rt::loadAsDouble(host.data[0].data(), rt::DType::F32, 0);
  EXPECT_TRUE(seeded >= -1 && seeded < 1);
  EXPECT_TRUE(host.setScalar(m, "alpha=0.125", error)) << error;
  EXPECT_EQ(rt::loadAsDouble(host.data[0].data(), rt::DType::F32, 0), 0.125);
  EXPECT_TRUE(host.setScalar(m, "count=-7", error)) << error;
  EXPECT_EQ(rt::loadAsDouble(host.data[2].data(), rt::DType::I32, 0), -7);
  EXPECT_TRUE(host.setScalar(m, "tag=1.5", error)) << error;
  EXPECT_EQ(rt::loadAsDouble(host.data[3].data(), rt::DType::BF16, 0), 1.5);
  EXPECT_TRUE(host.setScalar(m, "count=010", error)) << error; // decimal, not octal
  EXPECT_EQ(rt::loadAsDouble(host.data[2].data(), rt::DType::I32, 0), 10);
  EXPECT_TRUE(host.setScalar(m, "count=-0x10", error)) << error;
  EXPECT_EQ(rt::loadAsDouble(host.data[2].data(), rt::DType::I32, 0), -16);
  EXPECT_FALSE(host.setScalar(m, "count=3000000000", error));
  EXPECT_NE(error.find("not an integer from -2147483648 to 2147483647"), std::string::npos)
      << error;
  EXPECT_FALSE(host.setScalar(m, "count=1.5", error));
  EXPECT_FALSE(host.setScalar(m, "alpha=fast", error));
  EXPECT_NE(error.find("is not a number"), std::string::npos) << error;
  EXPECT_FALSE(host.setScalar(m, "X=1", error));
  EXPECT_NE(error.find("takes the scalar arguments alpha (f32), count (i32), tag (bf16)"),
            std::string::npos)
      << error;
  EXPECT_FALSE(host.setScalar(m, "alpha", error));

  // A scalar with a shape, or under a tensor map, is a broken manifest.
  k.args[0].shape = {2};
  EXPECT_FALSE(rt::loadManifest(writeBundle(k), m, error));
  EXPECT_NE(error.find("passed by value"), std::string::npos) << error;
}

TEST_F(ManifestTest, FindsEveryKernelOfAFolder) {
  tc::CompiledKernel a = makeKernel(), b = makeKernel();
  b.name = b.entry = "other";
  b.ptx = ".version 8.0\n.visible .entry other(\n";
  writeBundle(a);
  writeBundle(b);
  std::vector<std::string> paths;
  std::string error;
  ASSERT_TRUE(rt::findManifests(folder, paths, error)) << error;
  ASSERT_EQ(paths.size(), 2u);
  EXPECT_NE(paths[0].find("other.json"), std::string::npos);
  EXPECT_FALSE(rt::findManifests(folder + "/missing", paths, error));
  EXPECT_NE(error.find("no such bundle"), std::string::npos);
}

TEST_F(ManifestTest, RejectsBrokenManifests) {
  const std::string good =
      R"({"format": 1, "kernel": "k", "entry": "k", "chip": "sm_90a", "ptx": "k.ptx",
          "grid": [1, 1, 1], "block": [32, 1, 1], "shared_bytes": 0, "bytes": 4,
          "args": [{"name": "A", "dtype": "f32", "shape": [1], "access": "in"}]})";
  EXPECT_EQ(loadError(good), "");
  auto with = [&](const std::string &from, const std::string &to) {
    std::string text = good;
    size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
  };
  EXPECT_NE(loadError("{").find("corrupt manifest (line 1, column 2"), std::string::npos);
  EXPECT_NE(loadError(with("\"entry\": \"k\", ", "")).find("manifest lacks \"entry\""),
            std::string::npos);
  EXPECT_NE(loadError(with("\"f32\"", "\"f8\"")).find("unknown dtype \"f8\""),
            std::string::npos);
  EXPECT_NE(loadError(with("\"bytes\": 4,", "\"bytes\": 4, \"reference_for\": 3,"))
                .find("\"reference_for\" must name the kernel this one checks"),
            std::string::npos);
  EXPECT_NE(loadError(with("\"in\"", "\"sideways\"")).find("access \"sideways\""),
            std::string::npos);
  EXPECT_NE(loadError(with("[32, 1, 1]", "[32, 0, 1]")).find("\"block\" holds an invalid size"),
            std::string::npos);
  EXPECT_NE(loadError(with("[1, 1, 1]", "[1, 1]")).find("\"grid\" must be an array of 3"),
            std::string::npos);
  EXPECT_NE(loadError(with("\"sm_90a\"", "\"gfx90a\"")).find("unknown chip"),
            std::string::npos);
  // Once an uncaught std::out_of_range from the chip's digits.
  EXPECT_NE(loadError(with("\"sm_90a\"", "\"sm_99999999999\""))
                .find("unknown chip 'sm_99999999999'; supported chips are sm_80, sm_90a"),
            std::string::npos);
  EXPECT_NE(loadError(with("\"k.ptx\"", "\"gone.ptx\"")).find("missing gone.ptx"),
            std::string::npos);
  EXPECT_NE(loadError(with("\"format\": 1", "\"format\": 2")).find("newer than this runtime"),
            std::string::npos);
  EXPECT_NE(loadError(with("\"shape\": [1]", "\"shape\": [0]")).find("malformed shape"),
            std::string::npos);
  EXPECT_NE(loadError(with("\"entry\": \"k\"", "\"entry\": \"z\"")).find("not PTX for entry 'z'"),
            std::string::npos);
  // Clusters: optional, and the grid must be a multiple of them.
  EXPECT_EQ(loadError(with("\"grid\": [1, 1, 1]", "\"grid\": [2, 1, 1], \"cluster\": [2, 1, 1]")),
            "");
  EXPECT_NE(loadError(with("\"grid\": [1, 1, 1]", "\"grid\": [3, 1, 1], \"cluster\": [2, 1, 1]"))
                .find("\"grid\" is not a multiple of \"cluster\" in dimension 0"),
            std::string::npos);
  EXPECT_NE(loadError(with("\"grid\": [1, 1, 1]", "\"grid\": [1, 1, 1], \"cluster\": [0, 1, 1]"))
                .find("\"cluster\" holds an invalid size"),
            std::string::npos);
  // Producer warps: optional, and some other thread must remain.
  EXPECT_EQ(loadError(with("\"grid\": [1, 1, 1]", "\"grid\": [1, 1, 1], \"producer_warps\": 0")),
            "");
  EXPECT_NE(loadError(with("\"grid\": [1, 1, 1]", "\"grid\": [1, 1, 1], \"producer_warps\": -1"))
                .find("\"producer_warps\" must be an integer >= 0"),
            std::string::npos);
  EXPECT_NE(loadError(with("\"grid\": [1, 1, 1]", "\"grid\": [1, 1, 1], \"producer_warps\": 2"))
                .find("\"producer_warps\" leaves no other thread"),
            std::string::npos);
  // 32 * producer_warps once overflowed.
  EXPECT_NE(loadError(with("\"grid\": [1, 1, 1]",
                           "\"grid\": [1, 1, 1], \"producer_warps\": 144115188075855872"))
                .find("\"producer_warps\" (144115188075855872) is more warps than a block holds (32)"),
            std::string::npos);
  // Element counts that wrapped to 0 bytes, and more shared memory than
  // the chip's block may use (once truncated to 32 bits).
  EXPECT_NE(loadError(with("\"shape\": [1]", "\"shape\": [4294967296, 4294967296]"))
                .find("argument A is larger than 256 GiB"),
            std::string::npos);
  EXPECT_NE(loadError(with("\"shared_bytes\": 0", "\"shared_bytes\": 4294967297"))
                .find("is more shared memory than any GPU has"),
            std::string::npos);
  EXPECT_NE(loadError(with("\"shared_bytes\": 0", "\"shared_bytes\": 300000"))
                .find("\"shared_bytes\" (300000) exceeds the 232448 bytes a block of sm_90a may use"),
            std::string::npos);
}

TEST_F(ManifestTest, ReadsTensorMaps) {
  // A 4096x4096 f16 matrix seen as [K, 8, 2, 4, 128] (rows permuted), and a
  // rank-1 map over a bf16 vector.
  const std::string text =
      R"({"format": 1, "kernel": "k", "entry": "k", "chip": "sm_90a", "ptx": "k.ptx",
          "grid": [1, 1, 1], "block": [128, 1, 1], "shared_bytes": 0, "bytes": 33554560,
          "args": [{"name": "A", "dtype": "f16", "shape": [4096, 4096], "access": "in"},
                   {"name": "B", "dtype": "bf16", "shape": [64], "access": "out"}],
          "tensor_maps": [
            {"name": "A.map0", "arg": 0, "dtype": "f16",
             "dims": [4096, 8, 2, 4, 128], "strides": [8192, 131072, 16384, 65536],
             "box": [64, 8, 2, 4, 1], "swizzle": 128, "l2_promotion": 128},
            {"name": "B.map0", "arg": 1, "dtype": "bf16", "dims": [64],
             "strides": [], "box": [8], "swizzle": 0, "l2_promotion": 0}]})";
  write("k.ptx", ".version 8.0\n.visible .entry k(\n");
  write("k.json", text);
  rt::Manifest m;
  std::string error;
  ASSERT_TRUE(rt::loadManifest(folder + "/k.json", m, error)) << error;
  ASSERT_EQ(m.tensorMaps.size(), 2u);
  const rt::TensorMapSpec &a = m.tensorMaps[0];
  EXPECT_EQ(a.name, "A.map0");
  EXPECT_EQ(a.arg, 0u);
  EXPECT_EQ(a.dtype, rt::DType::F16);
  EXPECT_EQ(a.rank(), 5u);
  EXPECT_EQ(a.dims, (std::vector<uint64_t>{4096, 8, 2, 4, 128}));
  EXPECT_EQ(a.strides, (std::vector<uint64_t>{8192, 131072, 16384, 65536}));
  EXPECT_EQ(a.box, (std::vector<uint32_t>{64, 8, 2, 4, 1}));
  EXPECT_EQ(a.swizzle, 128u);
  EXPECT_EQ(a.l2Promotion, 128u);
  const rt::TensorMapSpec &b = m.tensorMaps[1];
  EXPECT_EQ(b.arg, 1u);
  EXPECT_EQ(b.rank(), 1u);
  EXPECT_TRUE(b.strides.empty());
  EXPECT_EQ(b.swizzle, 0u);
  EXPECT_EQ(b.l2Promotion, 0u);

  // Without the key a kernel takes no tensor maps.
  EXPECT_EQ(loadError(R"({"format": 1, "kernel": "k", "entry": "k", "chip": "sm_90a",
      "ptx": "k.ptx", "grid": [1, 1, 1], "block": [32, 1, 1], "shared_bytes": 0,
      "bytes": 0, "args": []})"), "");
}

TEST_F(ManifestTest, RejectsBrokenTensorMaps) {
  const std::string good =
      R"({"format": 1, "kernel": "k", "entry": "k", "chip": "sm_90a", "ptx": "k.ptx",
          "grid": [1, 1, 1], "block": [128, 1, 1], "shared_bytes": 0, "bytes": 65536,
          "args": [{"name": "A", "dtype": "f16", "shape": [256, 128], "access": "in"}],
          "tensor_maps": [{"name": "A.map0", "arg": 0, "dtype": "f16",
                           "dims": [128, 256], "strides": [256],
                           "box": [64, 32], "swizzle": 128, "l2_promotion": 128}]})";
  EXPECT_EQ(loadError(good), "");
  auto with = [&](const std::string &from, const std::string &to) {
    std::string text = good;
    size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
  };
  // Errors name the bundle and the map.
  EXPECT_EQ(loadError(with("\"dtype\": \"f16\",\n", "\"dtype\": \"f8\",\n")),
            folder + "/k.json: tensor map A.map0 has unknown dtype \"f8\"");
  EXPECT_EQ(loadError(with("\"dtype\": \"f16\",\n", "\"dtype\": \"bf16\",\n")),
            folder + "/k.json: tensor map A.map0 is bf16 but its argument A is f16");
  EXPECT_EQ(loadError(with("\"arg\": 0", "\"arg\": 1")),
            folder + "/k.json: tensor map A.map0 refers to argument #1; the "
                     "kernel has 1");
  EXPECT_NE(loadError(with("\"arg\": 0", "\"arg\": -1")).find("\"arg\" must be an integer >= 0"),
            std::string::npos);
  EXPECT_EQ(loadError(with("\"dims\": [128, 256]", "\"dims\": []")),
            folder + "/k.json: tensor map A.map0 has rank 0 (\"dims\" must hold 1 "
                     "to 5 sizes)");
  EXPECT_NE(loadError(with("\"dims\": [128, 256]", "\"dims\": [128, 2, 2, 2, 2, 2]"))
                .find("tensor map A.map0 has rank 6"),
            std::string::npos);
  EXPECT_EQ(loadError(with("\"dims\": [128, 256]", "\"dims\": [128, 0]")),
            folder + "/k.json: tensor map A.map0: \"dims\" holds 0, not an integer "
                     "from 1 to 4294967296");
  EXPECT_EQ(loadError(with("\"strides\": [256]", "\"strides\": [256, 512]")),
            folder + "/k.json: tensor map A.map0 has 2 strides for rank 2 "
                     "(expected 1, in bytes, for dims 1..1)");
  EXPECT_EQ(loadError(with("\"strides\": [256]", "\"strides\": []")),
            folder + "/k.json: tensor map A.map0 has 0 strides for rank 2 "
                     "(expected 1, in bytes, for dims 1..1)");
  EXPECT_EQ(loadError(with("\"strides\": [256]", "\"strides\": [200]")),
            folder + "/k.json: tensor map A.map0: stride 200 is not a multiple of "
                     "16 bytes");
  EXPECT_NE(loadError(with("\"strides\": [256]", "\"strides\": [1099511627776]"))
                .find("\"strides\" holds 1099511627776, not an integer from 16 to "
                      "1099511627760"),
            std::string::npos);
  EXPECT_EQ(loadError(with("\"box\": [64, 32]", "\"box\": [64, 257]")),
            folder + "/k.json: tensor map A.map0: \"box\" holds 257, not an integer "
                     "from 1 to 256");
  EXPECT_NE(loadError(with("\"box\": [64, 32]", "\"box\": [0, 32]"))
                .find("\"box\" holds 0, not an integer from 1 to 256"),
            std::string::npos);
  EXPECT_EQ(loadError(with("\"box\": [64, 32]", "\"box\": [64]")),
            folder + "/k.json: tensor map A.map0 has 1 box sizes for rank 2");
  EXPECT_EQ(loadError(with("\"swizzle\": 128", "\"swizzle\": 16")),
            folder + "/k.json: tensor map A.map0 has swizzle 16 (expected 0, 32, "
                     "64 or 128)");
  EXPECT_EQ(loadError(with("\"l2_promotion\": 128", "\"l2_promotion\": 32")),
            folder + "/k.json: tensor map A.map0 has l2_promotion 32 (expected 0, 64, "
                     "128 or 256)");
  // A bundle of a compiler from before the key: recompile it.
  EXPECT_EQ(loadError(with(", \"l2_promotion\": 128", "")),
            folder + "/k.json: tensor map A.map0 lacks \"l2_promotion\": an older "
                     "tile-translate wrote this bundle; compile it again");
  EXPECT_EQ(loadError(with("\"swizzle\": 128", "\"swizzle\": 64")),
            folder + "/k.json: tensor map A.map0: the box's inner extent, 128 "
                     "bytes, exceeds the 64-byte swizzle span");
  EXPECT_EQ(loadError(with("\"box\": [64, 32]", "\"box\": [4, 32]")),
            folder + "/k.json: tensor map A.map0: the box's inner extent, 8 bytes, "
                     "is not a multiple of 16");
  // 256 rows of 256 bytes: one more row, or a longer row, leaves the buffer.
  EXPECT_EQ(loadError(with("\"dims\": [128, 256]", "\"dims\": [128, 257]")),
            folder + "/k.json: tensor map A.map0 reaches byte 65792 of argument "
                     "A, which holds 65536");
  EXPECT_NE(loadError(with("\"dims\": [128, 256]", "\"dims\": [136, 256]"))
                .find("reaches byte 65552 of argument A"),
            std::string::npos);
  EXPECT_NE(loadError(with("\"dims\": [128, 256]", "\"dims\": [128, 4294967296]"))
                .find("reaches byte"),
            std::string::npos);
  EXPECT_NE(loadError(with("\"box\": [64, 32], ", "")).find("manifest lacks \"box\""),
            std::string::npos);
  EXPECT_EQ(loadError(with("\"tensor_maps\": [", "\"tensor_maps\": [3, ")),
            folder + "/k.json: every tensor map must be an object");
  EXPECT_NE(loadError(with("\"dims\": [128, 256]", "\"dims\": 128"))
                .find("tensor map A.map0: \"dims\" must be an array of integers or expressions"),
            std::string::npos);
  std::string notArray = good.substr(0, good.find("[{\"name\": \"A.map0\"")) + "{}}";
  EXPECT_EQ(loadError(notArray), folder + "/k.json: \"tensor_maps\" must be an array");
}

TEST_F(ManifestTest, ChecksThatTwoKernelsTakeTheSameArguments) {
  tc::CompiledKernel k = makeKernel();
  rt::Manifest a, b;
  std::string error;
  ASSERT_TRUE(rt::loadManifest(writeBundle(k), a, error)) << error;
  b = a;
  EXPECT_TRUE(rt::checkSameArguments(a, b, error));
  b.args[1].dtype = rt::DType::F16;
  EXPECT_FALSE(rt::checkSameArguments(a, b, error));
  EXPECT_EQ(error, "argument #1 differs: Y bf16[64x3] (out) vs Y f16[64x3] (out)");
  b = a;
  b.args[0].shape = {1000};
  EXPECT_FALSE(rt::checkSameArguments(a, b, error));
  EXPECT_EQ(error, "argument #0 differs: X f16[268435459] (in) vs X f16[1000] (in)");
  b = a;
  b.args[2].access = "out";
  EXPECT_FALSE(rt::checkSameArguments(a, b, error));
  b = a;
  b.args.pop_back();
  EXPECT_FALSE(rt::checkSameArguments(a, b, error));
  EXPECT_EQ(error, "scale takes 2 arguments, scale takes 3");
}

// A case's `fill`: blocks over the slots of the waves they take, one
// block per multiprocessor (132 on sm_90a, 108 on sm_80).
TEST(ChipTest, WaveFill) {
  const mlir::tile::Chip &h = *mlir::tile::Chip::lookup("sm_90a");
  EXPECT_DOUBLE_EQ(h.getWaveFill(132), 1.0);
  EXPECT_DOUBLE_EQ(h.getWaveFill(66), 0.5);
  EXPECT_DOUBLE_EQ(h.getWaveFill(133), 133.0 / 264.0);
  EXPECT_DOUBLE_EQ(h.getWaveFill(0), 1.0);
  // 1536^3: 96 blocks of 128x192 at 95% against 72 of 256x128; 2560^3:
  // 280 against 200.
  EXPECT_TRUE(h.fillsBetter(96, 95, 72));
  EXPECT_FALSE(h.fillsBetter(280, 95, 200));
  // Equal fills: only a weight above 100 wins.
  EXPECT_FALSE(h.fillsBetter(132, 100, 264));
  EXPECT_TRUE(h.fillsBetter(132, 101, 264));
  EXPECT_DOUBLE_EQ(mlir::tile::Chip::lookup("sm_80")->getWaveFill(216), 1.0);
}

TEST(ChipTest, PtxVersions) {
  EXPECT_EQ(rt::minDriverForPtx("8.0"), 12000);
  EXPECT_EQ(rt::minDriverForPtx("8.7"), 12080);
  EXPECT_EQ(rt::minDriverForPtx("7.8"), 11080);
  EXPECT_EQ(rt::minDriverForPtx("9.0"), 13000);
  EXPECT_EQ(rt::minDriverForPtx("junk"), 0);
}

} // namespace

TEST(PtxasAdvisoryTest, KeepsEveryPerformanceLossLineWithItsCode) {
  const char *info =
      "ptxas info    : 0 bytes gmem\n"
      "ptxas info    : Compiling entry function 'k' for 'sm_90a'\n"
      "ptxas info    : (C7511) Potential Performance Loss: wgmma.mma_async "
      "instructions are serialized due to insufficient register resources "
      "for the wgmma pipeline in the function 'k'\n"
      "ptxas info    : Potential Performance Loss: something without a code\n"
      "ptxas info    : Used 168 registers, used 1 barriers, 1 bytes smem\n";
  std::vector<std::string> advisories = tc::getPtxasAdvisories(info);
  ASSERT_EQ(advisories.size(), 2u);
  EXPECT_EQ(advisories[0], "(C7511) Potential Performance Loss: wgmma.mma_async instructions "
                           "are serialized due to insufficient register resources for the "
                           "wgmma pipeline in the function 'k'");
  EXPECT_EQ(advisories[1], "Potential Performance Loss: something without a code");
  tc::Inspection inspection = tc::inspectKernel("", info);
  EXPECT_EQ(inspection.registers, 168);
  EXPECT_EQ(inspection.advisories, advisories);
  EXPECT_TRUE(tc::getPtxasAdvisories("ptxas info    : Used 40 registers\n").empty());
}

// A load or store is 128-bit when its vector count times its type's
// width is: ld.global.v4.b16 moves 8 bytes, ld.global.v2.u64 16.
TEST(InspectTest, CountsSixteenByteAccessesByWidth) {
  const char *ptx = "\tld.global.v4.b16 \t{%rs1, %rs2, %rs3, %rs4}, [%rd1];\n"
                    "\tld.global.nc.v4.f32 \t{%r1, %r2, %r3, %r4}, [%rd2];\n"
                    "\t@%p1 ld.global.v2.u64 \t{%rd3, %rd4}, [%rd5];\n"
                    "\tld.global.b32 \t%r5, [%rd6];\n"
                    "\tst.global.v8.b16 \t[%rd7], {%rs1, %rs2, %rs3, %rs4, %rs5, %rs6, %rs7, %rs8};\n"
                    "\tst.global.v4.b8 \t[%rd8], {%rs1, %rs2, %rs3, %rs4};\n";
  tc::Inspection inspection = tc::inspectKernel(ptx, "");
  auto count = [&](llvm::StringRef label) {
    for (auto &[name, n] : inspection.instructions)
      if (name == label)
        return n;
    return int64_t(0);
  };
  EXPECT_EQ(count("ld.global 128-bit"), 2);
  EXPECT_EQ(count("ld.global narrower"), 2);
  EXPECT_EQ(count("st.global 128-bit"), 1);
  EXPECT_EQ(count("st.global narrower"), 1);
}

// Nsight Compute's block limits for the FlashAttention kernels of runs
// 172-173 (H200): four warps at 255 or 175 registers fit twice, five warps
// (the producer warp's) at 254 or 199 once.
TEST(OccupancyTest, MatchesNsightOnTheProducerWarpKernels) {
  tc::Occupancy tma128 = tc::computeOccupancy("sm_90a", 128, 255, 100352 + 1);
  EXPECT_EQ(tma128.byRegisters, 2);
  EXPECT_EQ(tma128.bySharedMemory, 2);
  EXPECT_EQ(tma128.blocks, 2);
  tc::Occupancy pw128 = tc::computeOccupancy("sm_90a", 160, 254, 100352 + 1);
  EXPECT_EQ(pw128.byRegisters, 1);
  EXPECT_EQ(pw128.blocks, 1);
  EXPECT_EQ(pw128.limiter, "registers");
  EXPECT_EQ(tc::computeOccupancy("sm_90a", 128, 175, 51200 + 1).byRegisters, 2);
  tc::Occupancy pw64 = tc::computeOccupancy("sm_90a", 160, 199, 51200 + 1);
  EXPECT_EQ(pw64.byRegisters, 1);
  EXPECT_EQ(pw64.bySharedMemory, 4);
  EXPECT_EQ(pw64.byThreads, 12);
  // The GEMM with the producer warp: nine warps at 168 registers, once.
  EXPECT_EQ(tc::computeOccupancy("sm_90a", 288, 168, 200000).blocks, 1);
}

TEST(OccupancyTest, OtherLimitsAndUnknowns) {
  // Small blocks run out of block slots, then of threads.
  tc::Occupancy tiny = tc::computeOccupancy("sm_90a", 32, 16, 0);
  EXPECT_EQ(tiny.blocks, 32);
  EXPECT_EQ(tiny.limiter, "block slots");
  tc::Occupancy wide = tc::computeOccupancy("sm_80", 1024, 16, 0);
  EXPECT_EQ(wide.blocks, 2);
  EXPECT_EQ(wide.limiter, "threads");
  // sm_80 has 164 KB a SM: 100 KB blocks fit once, against twice on sm_90a.
  EXPECT_EQ(tc::computeOccupancy("sm_80", 128, 64, 100 * 1024).blocks, 1);
  EXPECT_EQ(tc::computeOccupancy("sm_90a", 128, 64, 100 * 1024).blocks, 2);
  // Shared memory counts in 128-byte units: 45,666 B + 1 KB rounds up to
  // 46,720, which 228 KB holds four times (46,690 would fit five).
  EXPECT_EQ(tc::computeOccupancy("sm_90a", 32, 16, 45666).bySharedMemory, 4);
  // Without ptxas's count, registers limit nothing.
  tc::Occupancy noRegs = tc::computeOccupancy("sm_90a", 256, -1, 0);
  EXPECT_EQ(noRegs.byRegisters, -1);
  EXPECT_EQ(noRegs.blocks, 8);
  EXPECT_EQ(tc::computeOccupancy("sm_75", 128, 32, 0).blocks, -1);
  EXPECT_EQ(tc::computeOccupancy("sm_90a", 0, 32, 0).blocks, -1);
}

// The corpus both readers share (test/Runtime/Inputs/manifests): the
// bridge's test (test/Runtime/bridge-manifests.py) judges the same files.
TEST(ManifestCorpus, AcceptsGoodAndRejectsEveryBadOne) {
  std::string dir = TILE_MANIFEST_CORPUS;
  std::string error;
  rt::Manifest m;
  DIR *d = opendir(dir.c_str());
  ASSERT_NE(d, nullptr) << dir;
  int bad = 0, good = 0;
  while (dirent *e = readdir(d)) {
    std::string name = e->d_name;
    if (name.rfind("good", 0) == 0 && name.size() > 5 &&
        name.compare(name.size() - 5, 5, ".json") == 0) {
      ++good;
      EXPECT_TRUE(rt::loadManifest(dir + "/" + name, m, error)) << error;
    }
    if (name.rfind("bad-", 0) != 0)
      continue;
    ++bad;
    error.clear();
    EXPECT_FALSE(rt::loadManifest(dir + "/" + name, m, error)) << name;
    EXPECT_FALSE(error.empty()) << name;
  }
  closedir(d);
  EXPECT_GE(good, 2); // good.json, good-dims.json
  EXPECT_GE(bad, 25);
}
