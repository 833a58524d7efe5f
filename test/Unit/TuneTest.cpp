//===- TuneTest.cpp - budget accounting, search spaces, cache keys --------===//

#include "tile/Analysis/Resources.h"
#include "tile/Pipelines/Pipelines.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"
#include "tile/Target/Target.h"
#include "tile/Tune/Tune.h"
#include "tile/Runtime/Tune.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

TEST(SharedTileFootprint, PadsRowsWhosePitchIsAMultipleOf32Bytes) {
  // 32 f16 = 64 B per row: 16 B (8 elements) of padding.
  SharedTileFootprint a = getSharedTileFootprint({128, 32}, 16, true);
  EXPECT_TRUE(a.padded);
  EXPECT_EQ(a.allocatedShape, (SmallVector<int64_t>{128, 40}));
  EXPECT_EQ(a.bytes, 128 * 40 * 2);
  // f32 rows of 64: 4 elements of padding.
  SharedTileFootprint b = getSharedTileFootprint({64, 64}, 32, true);
  EXPECT_EQ(b.allocatedShape, (SmallVector<int64_t>{64, 68}));
  EXPECT_EQ(b.bytes, 64 * 68 * 4);
}

TEST(SharedTileFootprint, LeavesOtherTilesAlone) {
  // 24 f16 = 48 B: not a multiple of 32.
  EXPECT_FALSE(getSharedTileFootprint({16, 24}, 16, true).padded);
  EXPECT_EQ(getSharedTileFootprint({16, 24}, 16, true).bytes, 16 * 24 * 2);
  // Asked not to (#tile.swizzle<bytes = 0>), and 1-d tiles.
  EXPECT_EQ(getSharedTileFootprint({128, 32}, 16, false).bytes, 128 * 32 * 2);
  EXPECT_EQ(getSharedTileFootprint({4096}, 16, true).bytes, 4096 * 2);
}

TEST(SharedMemoryBudget, PerChip) {
  EXPECT_EQ(getSharedMemoryBudget(*Chip::lookup("sm_90a")), 227 * 1024 - 16);
  EXPECT_EQ(getSharedMemoryBudget(*Chip::lookup("sm_80")), 163 * 1024 - 16);
}

TEST(OccupancyBlocks, FullWhileTheFragmentsFitTheCap) {
  // 2048 resident threads: 32 registers each.
  EXPECT_EQ(getOccupancyBlocks(Chip::getDefault(), 512, 26), 4);  // softmax 8192 wide, 512 threads
  EXPECT_EQ(getOccupancyBlocks(Chip::getDefault(), 128, 14), 16); // softmax N = 1000, a row per block
  EXPECT_EQ(getOccupancyBlocks(Chip::getDefault(), 256, 32), 8);
  EXPECT_EQ(getOccupancyBlocks(Chip::getDefault(), 1024, 0), 2);
}

TEST(OccupancyBlocks, FewerBlocksWhenTheFragmentsDoNotFit) {
  // 65536 / (threads x words rounded up to 8).
  EXPECT_EQ(getOccupancyBlocks(Chip::getDefault(), 256, 50), 4);  // 56 registers: 4.57 -> 4
  EXPECT_EQ(getOccupancyBlocks(Chip::getDefault(), 128, 50), 9);  // 56 registers: 9.14 -> 9
  EXPECT_EQ(getOccupancyBlocks(Chip::getDefault(), 512, 50), 2);
  EXPECT_EQ(getOccupancyBlocks(Chip::getDefault(), 256, 33), 6);  // 40 registers: 6.4 -> 6
  // Never fewer than one block, never more than the threads allow.
  EXPECT_EQ(getOccupancyBlocks(Chip::getDefault(), 1024, 300), 1);
  EXPECT_EQ(getOccupancyBlocks(Chip::getDefault(), 64, 1), 32);
}

TEST(LaunchResources, ChecksEachBudget) {
  LaunchResources r;
  r.threads = 256;
  r.sharedBytes = 227 * 1024 - 16;
  r.fragmentRegisters = 255;
  EXPECT_EQ(checkLaunchResources(r, *Chip::lookup("sm_90a")), "");
  EXPECT_NE(checkLaunchResources(r, *Chip::lookup("sm_80")).find("shared memory 232432 B > 166896 B"),
            std::string::npos);
  // The whole opt-in maximum leaves no room for the static symbol that
  // declares the dynamic region: the driver would refuse it at launch.
  r.sharedBytes = 227 * 1024;
  EXPECT_NE(checkLaunchResources(r, *Chip::lookup("sm_90a")).find("shared memory 232448 B > 232432 B"),
            std::string::npos);
  r.sharedBytes = 0;
  r.fragmentRegisters = 256;
  r.largestFragment = "memref<256x256xf32, #tile.fragment>";
  EXPECT_NE(checkLaunchResources(r, *Chip::lookup("sm_90a")).find("registers >= 256 per thread > 255"),
            std::string::npos);
  // 128 per thread fit one thread but not 1024 of them on one SM.
  r.fragmentRegisters = 128;
  r.threads = 1024;
  EXPECT_NE(checkLaunchResources(r, *Chip::lookup("sm_90a")).find("x 1024 threads > 65536"),
            std::string::npos);
}

/// The GEMM of examples/gemm.mlir with the stage count as a parameter.
const char *kGemm = R"mlir(
func.func @gemm(%A: memref<?x?xf16> {tile.dims = ["M", "K"]},
                %B: memref<?x?xf16> {tile.dims = ["K", "N"]},
                %C: memref<?x?xf32> {tile.dims = ["M", "N"]}) {
  %M = tile.param "M" = 256 : index
  %N = tile.param "N" = 256 : index
  %K = tile.param "K" = 256 : index
  %bm = tile.param "block_M" = 128 in [64, 128, 256] : index
  %bn = tile.param "block_N" = 128 in [64, 128, 256] : index
  %bk = tile.param "block_K" = 32 in [16, 32, 64] : index
  %threads = tile.param "threads" = 256 in [128, 256, 512] : index
  %s = tile.param "num_stages" = 3 in [2, 3, 4] : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(%threads) {
    %a = tile.alloc_shared(%bm, %bk) : memref<?x?xf16, #tile.shared>
    %b = tile.alloc_shared(%bk, %bn) : memref<?x?xf16, #tile.shared>
    %acc = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %row = arith.muli %by, %bm : index
    %col = arith.muli %bx, %bn : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    tile.clear %acc : memref<?x?xf32, #tile.fragment>
    %steps = arith.ceildivui %K, %bk : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %bk : index
      tile.copy %A[%row, %k] -> %a : memref<?x?xf16>, memref<?x?xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<?x?xf16>, memref<?x?xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<?x?xf16, #tile.shared>, memref<?x?xf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
    } {tile.num_stages = "num_stages"}
    tile.copy %acc -> %C[%row, %col] : memref<?x?xf32, #tile.fragment>, memref<?x?xf32>
  }
  return
}
)mlir";

class EstimateTest : public ::testing::Test {
protected:
  EstimateTest() : ctx(makeRegistry(), MLIRContext::Threading::DISABLED) {}
  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    registerAllDialects(registry);
    registry.insert<TileDialect>();
    return registry;
  }
  /// The resources of the GEMM's launch under `bindings`.
  LaunchResources estimate(std::vector<std::string> bindings,
                           StringRef chip = "sm_80", bool tma = false,
                           bool producerWarp = false) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kGemm, &ctx);
    EXPECT_TRUE(module);
    PassManager pm(&ctx);
    CompileOptions options;
    options.chip = chip.str();
    options.bindings = bindings;
    options.tma = tma;
    options.producerWarp = producerWarp;
    EXPECT_EQ(options.normalize(""), "");
    buildTileSchedulePipeline(pm, options);
    EXPECT_TRUE(succeeded(pm.run(*module)));
    LaunchResources r;
    module->walk([&](LaunchOp launch) {
      FailureOr<LaunchResources> e = estimateLaunchResources(launch);
      EXPECT_TRUE(succeeded(e));
      r = *e;
    });
    return r;
  }
  MLIRContext ctx;
};

TEST_F(EstimateTest, CountsEveryPipelineBuffer) {
  // Three buffers of A (128x32 f16, 64-byte rows: XOR-swizzled, as a gemm
  // operand) and of B (32x136: 256-byte rows stay padded): what
  // convert-tile-to-gpu reports for the same configuration.
  LaunchResources r = estimate({});
  EXPECT_EQ(r.sharedBytes, 3 * (128 * 32 * 2) + 3 * (32 * 136 * 2));
  EXPECT_EQ(r.sharedBytes, 50688);
  // 128x128 f32 accumulators over 256 threads.
  EXPECT_EQ(r.fragmentRegisters, 64);
  EXPECT_EQ(r.threads, 256);
  EXPECT_EQ(estimate({"num_stages=4"}).sharedBytes, 4 * (8192 + 8704));
}

TEST_F(EstimateTest, CountsWgmmaAlignment) {
  // On sm_90a 128x64 A and 64x128 B tiles take wgmma's layouts: each starts
  // at a multiple of 1024 bytes and the kernel realigns shared memory at run
  // time, 1024 bytes of slack.
  LaunchResources r = estimate({"block_K=64", "threads=128"}, "sm_90a");
  EXPECT_EQ(r.sharedBytes, 3 * (128 * 64 * 2) + 3 * (64 * 128 * 2) + 1024);
  // The same tiles for sm_80 are plain swizzled and padded operands.
  EXPECT_EQ(estimate({"block_K=64", "threads=128"}).sharedBytes,
            3 * (128 * 64 * 2) + 3 * (64 * 136 * 2));
}

TEST_F(EstimateTest, CountsTmaBarriers) {
  // With TMA the stages' mbarriers come first and push the first wgmma tile
  // to offset 1024: convert-tile-to-gpu --tma reports 100352 bytes for
  // these tiles (docs/benchmarks.md, run 113's manifests).
  LaunchResources r = estimate({"block_K=64", "threads=128"}, "sm_90a", /*tma=*/true);
  EXPECT_EQ(r.sharedBytes, 1024 + 3 * (128 * 64 * 2) + 3 * (64 * 128 * 2) + 1024);
  EXPECT_EQ(r.sharedBytes, 100352);
  // sm_80 has no TMA: the options say so before any pass runs.
  CompileOptions sm80;
  sm80.chip = "sm_80";
  sm80.tma = true;
  EXPECT_EQ(sm80.normalize(""), "tma needs chip sm_90a (TMA and mbarrier transactions); "
                                "sm_80 loads with cp.async: drop the option");
}

TEST_F(EstimateTest, CountsTheProducerWarp) {
  // producer-warp launches one more warp (160 threads: the manifest's
  // block in run 115) and keeps the shared memory of plain TMA.
  LaunchResources r = estimate({"block_K=64", "threads=128"}, "sm_90a", /*tma=*/true,
                               /*producerWarp=*/true);
  EXPECT_EQ(r.threads, 160);
  EXPECT_EQ(r.sharedBytes, 100352);
  // Without a producer warp the block is the launch's threads.
  EXPECT_EQ(estimate({"block_K=64", "threads=128"}, "sm_90a", /*tma=*/true).threads, 128);
}

TEST_F(EstimateTest, RejectsWhatCannotFit) {
  LaunchResources big = estimate({"block_M=256", "block_N=256", "threads=128"});
  EXPECT_EQ(big.fragmentRegisters, 512);
  EXPECT_NE(checkLaunchResources(big, *Chip::lookup("sm_90a")), "");
  LaunchResources smem =
      estimate({"block_M=256", "block_N=256", "block_K=64", "num_stages=4",
                "threads=512"});
  EXPECT_GT(smem.sharedBytes, getSharedMemoryBudget(*Chip::lookup("sm_90a")));
}

TEST(SearchSpace, ParsesAndEnumerates) {
  std::string error;
  FailureOr<SearchSpace> space =
      parseSearchSpace("block_M=64,128; num_stages = 2,3,4", error);
  ASSERT_TRUE(succeeded(space)) << error;
  EXPECT_EQ(formatSearchSpace(*space), "block_M=[64, 128] num_stages=[2, 3, 4]");
  std::vector<Configuration> configs = enumerateConfigurations(*space);
  ASSERT_EQ(configs.size(), 6u);
  EXPECT_EQ(formatConfiguration(configs.front()), "block_M=64,num_stages=2");
  EXPECT_EQ(formatConfiguration(configs[1]), "block_M=64,num_stages=3");
  EXPECT_EQ(formatConfiguration(configs.back()), "block_M=128,num_stages=4");
  EXPECT_EQ(enumerateConfigurations({}).size(), 1u);
}

TEST(SearchSpace, ReportsMistakes) {
  std::string error;
  EXPECT_TRUE(failed(parseSearchSpace("block_M", error)));
  EXPECT_EQ(error, "'block_M' is not name=v1,v2,...");
  EXPECT_TRUE(failed(parseSearchSpace("block_M=64,x", error)));
  EXPECT_EQ(error, "'x' in the values of 'block_M' is not an integer");
  EXPECT_TRUE(failed(parseSearchSpace("a=1;a=2", error)));
  EXPECT_EQ(error, "parameter 'a' appears twice");
  EXPECT_TRUE(failed(parseSearchSpace("a=", error)));
  EXPECT_EQ(error, "parameter 'a' has no candidate values");
  EXPECT_TRUE(failed(parseSearchSpace("", error)));
}

CacheKeyInputs makeKeyInputs() {
  CacheKeyInputs in;
  in.sourceHash = "abc";
  in.kernel = "gemm_f16";
  in.bindings = {"M=8192", "N=8192", "K=8192"};
  in.space = {{"block_M", {64, 128}}, {"num_stages", {2, 3}}};
  in.arguments = {"A: memref<8192x8192xf16>", "B: memref<8192x8192xf16>",
                  "C: memref<8192x8192xf16>"};
  in.chip = "sm_90a";
  in.compiler = "tile-mlir 0.1.0 (LLVM 22) build 1-2";
  in.flops = "2*M*N*K";
  in.tolerance = 1e-2;
  return in;
}

TEST(CacheKey, IsStableAndIgnoresBindingOrder) {
  CacheKeyInputs a = makeKeyInputs(), b = makeKeyInputs();
  std::reverse(b.bindings.begin(), b.bindings.end());
  EXPECT_EQ(getCacheKey(a), getCacheKey(b));
  EXPECT_EQ(getCacheKey(a).size(), 64u);
  EXPECT_NE(getCacheKeyText(a).find("bindings K=8192,M=8192,N=8192\n"),
            std::string::npos);
}

TEST(CacheKey, ChangesWithEverythingAResultDependsOn) {
  std::string base = getCacheKey(makeKeyInputs());
  auto changed = [&](auto mutate) {
    CacheKeyInputs in = makeKeyInputs();
    mutate(in);
    return getCacheKey(in);
  };
  EXPECT_NE(base, changed([](CacheKeyInputs &in) { in.sourceHash = "abd"; }));
  EXPECT_NE(base, changed([](CacheKeyInputs &in) { in.kernel = "gemm_bf16"; }));
  EXPECT_NE(base, changed([](CacheKeyInputs &in) { in.bindings[0] = "M=4096"; }));
  EXPECT_NE(base, changed([](CacheKeyInputs &in) { in.space[0].second.push_back(256); }));
  EXPECT_NE(base, changed([](CacheKeyInputs &in) {
              in.arguments[0] = "A: memref<8192x8192xbf16>";
            }));
  EXPECT_NE(base, changed([](CacheKeyInputs &in) { in.chip = "sm_80"; }));
  EXPECT_NE(base, changed([](CacheKeyInputs &in) { in.tma = true; }));
  EXPECT_NE(base, changed([](CacheKeyInputs &in) { in.compiler += "x"; }));
  EXPECT_NE(base, changed([](CacheKeyInputs &in) { in.flops = "M*N*K"; }));
  EXPECT_NE(base, changed([](CacheKeyInputs &in) { in.tolerance = 1e-3; }));
  EXPECT_NE(base, changed([](CacheKeyInputs &in) { in.seed = 1; }));
}

TEST(Flops, EvaluatesWithTheBoundParameters) {
  std::map<std::string, int64_t> params{{"M", 8192}, {"N", 4096}, {"K", 1024}};
  std::string error;
  EXPECT_EQ(*evaluateFlops("2*M*N*K", params, error), 2LL * 8192 * 4096 * 1024);
  EXPECT_EQ(*evaluateFlops(" (M + N) * 2 - K / 2 ", params, error),
            (8192 + 4096) * 2 - 512);
  EXPECT_TRUE(failed(evaluateFlops("2*Q", params, error)));
  EXPECT_EQ(error, "no parameter named 'Q'");
  EXPECT_TRUE(failed(evaluateFlops("2*(M", params, error)));
  EXPECT_EQ(error, "missing ')'");
  EXPECT_TRUE(failed(evaluateFlops("M/0", params, error)));
  EXPECT_EQ(error, "division by zero");
  EXPECT_TRUE(failed(evaluateFlops("M N", params, error)));
  // 64-bit overflow (INT64_MIN / -1 trapped) and deep nesting (the stack)
  // are errors, not crashes.
  EXPECT_TRUE(failed(evaluateFlops("(0-9223372036854775807-1)/(0-1)", params, error)));
  EXPECT_EQ(error, "the value overflows 64 bits");
  EXPECT_TRUE(failed(evaluateFlops("M*M*M*M*M", params, error)));
  EXPECT_EQ(error, "the value overflows 64 bits");
  EXPECT_TRUE(failed(evaluateFlops("9223372036854775807+1", params, error)));
  EXPECT_TRUE(failed(evaluateFlops(std::string(100000, '(') + "1", params, error)));
  EXPECT_EQ(error, "parentheses nest deeper than 64 levels");
  EXPECT_EQ(*evaluateFlops(std::string(64, '(') + "M" + std::string(64, ')'), params, error),
            8192);
}

} // namespace

// tile-tune --shapes: the winners by shape become tile.dispatch cases.
static ::tile::rt::Json shapeResult(std::map<std::string, int64_t> shape, int64_t blockM,
                                  int64_t blockN, const char *kernel = "gemm") {
  ::tile::rt::Json r = ::tile::rt::Json::object();
  r["kernel"] = kernel;
  r["shape"] = ::tile::rt::Json::object();
  for (const auto &[k, v] : shape)
    r["shape"][k] = v;
  r["winner"] = ::tile::rt::Json::object();
  r["winner"]["params"] = ::tile::rt::Json::object();
  r["winner"]["params"]["block_M"] = blockM;
  r["winner"]["params"]["block_N"] = blockN;
  return r;
}

TEST(DispatchTable, OneDimensionCoversTheSizesBetweenTunedOnes) {
  // Out of order on purpose, and two neighbours with one winner.
  std::vector<::tile::rt::Json> results = {
      shapeResult({{"M", 1000}}, 128, 64), shapeResult({{"M", 1}}, 16, 32),
      shapeResult({{"M", 16}}, 16, 32), shapeResult({{"M", 64}}, 64, 64)};
  EXPECT_EQ(::tile::rt::formatDispatchTable(results),
            "tile.dispatch = [\n"
            "    #tile.case<when = {M = [1, 16]}, set = {block_M = 16, block_N = 32}>,\n"
            "    #tile.case<when = {M = [17, 64]}, set = {block_M = 64, block_N = 64}>,\n"
            "    #tile.case<when = {M = [65, 1000]}, set = {block_M = 128, block_N = 64}>]");
}

TEST(DispatchTable, SeveralDimensionsGiveOneCasePerShape) {
  std::vector<::tile::rt::Json> results = {shapeResult({{"M", 16}, {"K", 4096}}, 16, 32),
                                         shapeResult({{"M", 4096}, {"K", 8}}, 16, 64)};
  EXPECT_EQ(::tile::rt::formatDispatchTable(results),
            "tile.dispatch = [\n"
            "    #tile.case<when = {K = [4096, 4096], M = [16, 16]}, set = {block_M = 16, "
            "block_N = 32}>,\n"
            "    #tile.case<when = {K = [8, 8], M = [4096, 4096]}, set = {block_M = 16, "
            "block_N = 64}>]");
}

TEST(DispatchTable, NothingWithoutShapesOrAcrossKernels) {
  ::tile::rt::Json plain = shapeResult({{"M", 16}}, 16, 32);
  plain.erase("shape");
  EXPECT_EQ(::tile::rt::formatDispatchTable({plain}), "");
  EXPECT_EQ(::tile::rt::formatDispatchTable(
                {shapeResult({{"M", 1}}, 16, 32), shapeResult({{"M", 64}}, 64, 64, "other")}),
            "");
  ::tile::rt::Json failed = shapeResult({{"M", 16}}, 16, 32);
  failed.erase("winner"); // no configuration ran correctly
  EXPECT_EQ(::tile::rt::formatDispatchTable({failed}), "");
}

TEST(DispatchTable, ShapesNamingDifferentDimensionsAreExactCases) {
  // M=16 and N=32 name different dimensions: no point has both, so no
  // ranges between them (and no lookup of a dimension a shape lacks).
  std::vector<::tile::rt::Json> results = {shapeResult({{"M", 16}}, 16, 32),
                                           shapeResult({{"N", 32}}, 16, 64)};
  EXPECT_EQ(::tile::rt::formatDispatchTable(results),
            "tile.dispatch = [\n"
            "    #tile.case<when = {M = [16, 16]}, set = {block_M = 16, block_N = 32}>,\n"
            "    #tile.case<when = {N = [32, 32]}, set = {block_M = 16, block_N = 64}>]");
}
