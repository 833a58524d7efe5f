//===- LayoutTest.cpp - exhaustive checks of the layout algebra -----------===//

#include "tile/Analysis/Resources.h"
#include "tile/Analysis/WgmmaFit.h"
#include "tile/Chip/Chip.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"
#include "tile/Dialect/Tile/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "gtest/gtest.h"

#include <set>

using namespace mlir;
using namespace mlir::tile;

namespace {

class LayoutTest : public ::testing::Test {
protected:
  LayoutTest() { ctx.loadDialect<TileDialect>(); }
  MLIRContext ctx;
};

/// Every (thread, register) pair maps to a distinct in-bounds element and
/// every element is owned exactly once.
void expectBijective(BlockedLayoutAttr layout, ArrayRef<int64_t> shape) {
  int64_t threads = layout.getNumThreads();
  int64_t regs = layout.getElementsPerThread(shape);
  int64_t numel = 1;
  for (int64_t d : shape)
    numel *= d;
  ASSERT_EQ(threads * regs, numel);
  std::set<std::vector<int64_t>> seen;
  for (int64_t t = 0; t < threads; ++t) {
    for (int64_t r = 0; r < regs; ++r) {
      SmallVector<int64_t> c = layout.getCoordinates(shape, t, r);
      for (size_t d = 0; d < shape.size(); ++d) {
        ASSERT_GE(c[d], 0);
        ASSERT_LT(c[d], shape[d]);
      }
      EXPECT_TRUE(seen.insert(std::vector<int64_t>(c.begin(), c.end())).second)
          << "element owned twice (thread " << t << ", register " << r << ")";
    }
  }
  EXPECT_EQ(static_cast<int64_t>(seen.size()), numel);
}

// 384 threads are 12 warps: the layout must use them all (it used to
// give 8 warps' worth of a 12-warp block).
TEST_F(LayoutTest, ChosenLayoutUsesEveryWarp) {
  std::string why;
  auto layout = BlockedLayoutAttr::chooseFor(&ctx, {1536}, 32, 384, why);
  ASSERT_TRUE(layout) << why;
  EXPECT_EQ(layout.getWarpsPerBlock()[0], 12);
  EXPECT_EQ(layout.getSizePerThread()[0], 4);
}

TEST_F(LayoutTest, ChosenLayoutsAreBijective) {
  struct Case {
    std::vector<int64_t> shape;
    unsigned bits;
    int64_t threads;
  };
  for (const Case &c : std::vector<Case>{{{1024}, 32, 256},
                                         {{2048}, 16, 256},
                                         {{4096}, 32, 128},
                                         {{64, 128}, 32, 128},
                                         {{128, 64}, 16, 256},
                                         {{32, 32}, 32, 32},
                                         {{8, 256}, 16, 64},
                                         {{2, 4, 64}, 32, 64},
                                         // 12 and 6 warps (not a power of two).
                                         {{1536}, 32, 384},
                                         {{192, 64}, 16, 384},
                                         {{192, 192}, 16, 384},
                                         {{96, 64}, 32, 192}}) {
    std::string why;
    auto layout = BlockedLayoutAttr::chooseFor(&ctx, c.shape, c.bits, c.threads, why);
    ASSERT_TRUE(layout) << why;
    EXPECT_EQ(layout.checkCovers(c.shape, c.threads), "");
    expectBijective(layout, c.shape);
  }
}

TEST_F(LayoutTest, ChosenLayoutsUse16ByteVectors) {
  std::string why;
  auto f32 = BlockedLayoutAttr::chooseFor(&ctx, {1024}, 32, 256, why);
  ASSERT_TRUE(f32);
  EXPECT_EQ(f32.getSizePerThread()[0], 4);
  auto f16 = BlockedLayoutAttr::chooseFor(&ctx, {2048}, 16, 256, why);
  ASSERT_TRUE(f16);
  EXPECT_EQ(f16.getSizePerThread()[0], 8);
  // Consecutive lanes own consecutive vectors: coalesced 512-byte warp rows.
  EXPECT_EQ(f32.getCoordinates({1024}, 1, 0)[0], 4);
  EXPECT_EQ(f32.getCoordinates({1024}, 0, 3)[0], 3);
}

TEST_F(LayoutTest, RepetitionsAreStrided) {
  // 2048 elements over 256 threads with 4-wide vectors: two repetitions one
  // block tile (1024) apart, so each repetition is a coalesced sweep.
  std::string why;
  auto layout = BlockedLayoutAttr::chooseFor(&ctx, {2048}, 32, 256, why);
  ASSERT_TRUE(layout);
  EXPECT_EQ(layout.getElementsPerThread({2048}), 8);
  EXPECT_EQ(layout.getCoordinates({2048}, 0, 4)[0], 1024);
  EXPECT_EQ(layout.getCoordinates({2048}, 5, 5)[0], 1024 + 20 + 1);
}

TEST_F(LayoutTest, HandWrittenLayoutsAreBijective) {
  auto layout = BlockedLayoutAttr::get(&ctx, {1, 4}, {4, 8}, {2, 2}, {1, 0});
  expectBijective(layout, {16, 64});
  expectBijective(layout, {8, 64});
  auto colMajor = BlockedLayoutAttr::get(&ctx, {2, 1}, {16, 2}, {1, 4}, {0, 1});
  expectBijective(colMajor, {32, 8});
  expectBijective(colMajor, {64, 16});
}

TEST_F(LayoutTest, RejectsTilesThatCannotBeSplit) {
  std::string why;
  EXPECT_FALSE(BlockedLayoutAttr::chooseFor(&ctx, {64}, 32, 256, why));
  EXPECT_NE(why.find("cannot be split evenly over 256 threads"), std::string::npos);
  why.clear();
  EXPECT_FALSE(BlockedLayoutAttr::chooseFor(&ctx, {1000}, 32, 128, why));
  EXPECT_FALSE(why.empty());
}

TEST_F(LayoutTest, CheckCoversExplains) {
  auto layout = BlockedLayoutAttr::get(&ctx, {4}, {32}, {8}, {0});
  EXPECT_EQ(layout.checkCovers({1024}, 256), "");
  EXPECT_NE(layout.checkCovers({1024}, 128).find("256 threads"), std::string::npos);
  EXPECT_NE(layout.checkCovers({1536}, 256).find("not a multiple"), std::string::npos);
  EXPECT_NE(layout.checkCovers({32, 32}, 256).find("rank"), std::string::npos);
}

} // namespace

namespace {

/// PTX ISA, "Matrix Fragments for mma.m16n8k16 with floating point type":
/// the accumulator element c_i of lane l sits at
///   row = groupID + 8 * (i / 2), col = 2 * threadID_in_group + (i % 2)
/// with groupID = l / 4 and threadID_in_group = l % 4.
std::pair<int64_t, int64_t> ptxAccumulatorElement(int64_t lane, int64_t i) {
  return {lane / 4 + 8 * (i / 2), 2 * (lane % 4) + i % 2};
}

class MmaLayoutTest : public ::testing::Test {
protected:
  MmaLayoutTest() { ctx.loadDialect<TileDialect>(); }
  MLIRContext ctx;
};

TEST_F(MmaLayoutTest, OneWarpMatchesThePtxFragmentTable) {
  auto mma = MmaLayoutAttr::get(&ctx, 2, {1, 1}, {16, 8, 16});
  BlockedLayoutAttr blocked = mma.toBlocked();
  ASSERT_EQ(blocked.getElementsPerThread({16, 8}), 4);
  for (int64_t lane = 0; lane < 32; ++lane) {
    for (int64_t i = 0; i < 4; ++i) {
      SmallVector<int64_t> c = blocked.getCoordinates({16, 8}, lane, i);
      auto [row, col] = ptxAccumulatorElement(lane, i);
      EXPECT_EQ(c[0], row) << "lane " << lane << " c" << i;
      EXPECT_EQ(c[1], col) << "lane " << lane << " c" << i;
    }
  }
}

/// With several warps and repetitions, every m16n8 instruction's four
/// accumulators of a lane (registers at row repetitions 2m and 2m+1, column
/// repetition n) still follow the PTX table relative to the instruction's
/// origin, and the whole tile is covered exactly once.
TEST_F(MmaLayoutTest, WarpsAndRepetitionsFormWholeInstructions) {
  for (auto [wm, wn, m, n] : std::vector<std::array<int64_t, 4>>{
           {2, 4, 128, 128}, {4, 2, 128, 64}, {1, 1, 64, 32}, {2, 2, 64, 64}}) {
    auto mma = MmaLayoutAttr::get(&ctx, 2, {wm, wn}, {16, 8, 16});
    BlockedLayoutAttr blocked = mma.toBlocked();
    SmallVector<int64_t> shape{m, n};
    expectBijective(blocked, shape);
    SmallVector<int64_t> tile = blocked.getBlockTile();
    ASSERT_EQ(tile, (SmallVector<int64_t>{8 * wm, 8 * wn}));
    int64_t reps0 = m / tile[0], reps1 = n / tile[1];
    for (int64_t tid = 0; tid < 32 * wm * wn; ++tid) {
      int64_t lane = tid % 32, warpN = (tid / 32) % wn, warpM = (tid / 32) / wn;
      for (int64_t im = 0; im < reps0 / 2; ++im) {
        for (int64_t in = 0; in < reps1; ++in) {
          for (int64_t i = 0; i < 4; ++i) {
            // Register of c_i: repetition (2 im + i / 2, in), element i % 2.
            int64_t rep = (2 * im + i / 2) * reps1 + in;
            SmallVector<int64_t> c = blocked.getCoordinates(shape, tid, rep * 2 + i % 2);
            auto [row, col] = ptxAccumulatorElement(lane, i);
            // The instruction's rows: its first 8 at warpM's rows of
            // repetition 2 im, its second 8 at those of repetition 2 im + 1.
            int64_t rowBase = 8 * warpM + tile[0] * 2 * im;
            int64_t expectedRow = rowBase + row % 8 + (row / 8) * tile[0];
            int64_t expectedCol = 8 * warpN + tile[1] * in + col;
            EXPECT_EQ(c[0], expectedRow);
            EXPECT_EQ(c[1], expectedCol);
          }
        }
      }
    }
  }
}

/// A transpose through a 32x32 shared tile: the block's fragment takes the
/// layout tile-infer-layout gives it (16-byte vectors along rows, 256
/// threads) and each thread reads its elements (i, j) from the tile at
/// (j, i), as `memref.load %t[%j, %i]` in a tile.parallel. Returns the
/// worst bank-conflict degree of any warp's read, for the footprint that
/// the tile's own declaration (`decl`) gets.
int64_t worstTransposedRead(MLIRContext &ctx, StringRef elem, int64_t elemBits,
                            StringRef decl) {
  std::string text = "func.func @f() {\n  %t = tile.alloc_shared() " + decl.str() +
                     " : memref<32x32x" + elem.str() + ", #tile.shared>\n  return\n}";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &ctx);
  EXPECT_TRUE(module) << text;
  if (!module)
    return -1;
  AllocSharedOp alloc;
  module->walk([&](AllocSharedOp op) { alloc = op; });
  SharedTileFootprint f = getSharedTileFootprint(alloc);
  std::string why;
  auto layout = BlockedLayoutAttr::chooseFor(&ctx, {32, 32}, elemBits, 256, why);
  EXPECT_TRUE(layout) << why;
  int64_t worst = 0;
  for (int64_t warp = 0; warp < 8; ++warp)
    for (int64_t r = 0; r < layout.getElementsPerThread({32, 32}); ++r) {
      SmallVector<int64_t> lanes;
      for (int64_t lane = 0; lane < 32; ++lane) {
        SmallVector<int64_t> c = layout.getCoordinates({32, 32}, 32 * warp + lane, r);
        lanes.push_back(getSharedByteOffset(f, c[1], c[0]));
      }
      worst = std::max(worst, getBankConflictWays(lanes, elemBits / 8));
    }
  return worst;
}

class SharedBankTest : public ::testing::Test {
protected:
  SharedBankTest() { ctx.loadDialect<TileDialect, func::FuncDialect>(); }
  MLIRContext ctx;
};

TEST_F(SharedBankTest, CountsConflictsLikeTheHardware) {
  SmallVector<int64_t> lanes;
  for (int64_t l = 0; l < 32; ++l)
    lanes.push_back(4 * l);
  EXPECT_EQ(getBankConflictWays(lanes, 4), 1); // a row of words
  for (int64_t l = 0; l < 32; ++l)
    lanes[l] = 128 * l;
  EXPECT_EQ(getBankConflictWays(lanes, 4), 32); // a column of 128-byte rows
  for (int64_t l = 0; l < 32; ++l)
    lanes[l] = 0;
  EXPECT_EQ(getBankConflictWays(lanes, 4), 1); // a broadcast
  for (int64_t l = 0; l < 32; ++l)
    lanes[l] = 16 * l;
  EXPECT_EQ(getBankConflictWays(lanes, 16), 1); // 16-byte vectors, a quarter warp each
  for (int64_t l = 0; l < 32; ++l)
    lanes[l] = 2 * l;
  EXPECT_EQ(getBankConflictWays(lanes, 2), 1); // two halves share a word
}

TEST_F(SharedBankTest, RowPaddingMakesTransposedReadsConflictFree) {
  // Plain rows: a warp reads 8 rows of one column, all in one bank group.
  EXPECT_EQ(worstTransposedRead(ctx, "f32", 32, "{layout = #tile.swizzle<bytes = 0>}"), 8);
  // The default 16-byte padding halves it but does not remove it.
  EXPECT_EQ(worstTransposedRead(ctx, "f32", 32, ""), 4);
  // Four bytes make the pitch an odd number of words: every bank once.
  EXPECT_EQ(worstTransposedRead(ctx, "f32", 32, "{row_padding = 4}"), 1);
  EXPECT_EQ(worstTransposedRead(ctx, "f16", 16, "{row_padding = 4}"), 1);
  EXPECT_GT(worstTransposedRead(ctx, "f16", 16, ""), 1);
}

/// The worst bank-conflict degree of a transpose kernel's reads
/// (`%t[%j, %i]` in its tile.parallel, in the layout tile-infer-layout gave
/// the loop): under the padding the pass chose, under the default 16
/// bytes, and under the best padding there is.
struct TransposedReads {
  int64_t chosen = -1, standard = -1, best = -1;
};

TransposedReads readsAfterInferLayout(MLIRContext &ctx, StringRef elem, int64_t n,
                                      int64_t threads) {
  std::string type = "memref<" + std::to_string(n) + "x" + std::to_string(n) + "x" +
                     elem.str() + ", #tile.shared>";
  std::string frag = "memref<" + std::to_string(n) + "x" + std::to_string(n) + "x" +
                     elem.str() + ", #tile.fragment>";
  std::string global = "memref<4096x4096x" + elem.str() + ">";
  std::string text =
      "func.func @t(%X: " + global + ", %Y: " + global + ") {\n"
      "  %g = arith.constant 16 : index\n"
      "  tile.launch blocks(%bx) in (%g) threads(" + std::to_string(threads) + ") {\n"
      "    %c0 = arith.constant 0 : index\n"
      "    %t = tile.alloc_shared() : " + type + "\n"
      "    %o = tile.alloc_fragment() : " + frag + "\n"
      "    tile.copy %X[%c0, %c0] -> %t : " + global + ", " + type + "\n"
      "    tile.parallel (%i, %j) in (" + std::to_string(n) + ", " + std::to_string(n) + ") {\n"
      "      %v = memref.load %t[%j, %i] : " + type + "\n"
      "      memref.store %v, %o[%i, %j] : " + frag + "\n"
      "    }\n"
      "    tile.copy %o -> %Y[%c0, %c0] : " + frag + ", " + global + "\n"
      "  }\n  return\n}";
  TransposedReads reads;
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &ctx);
  EXPECT_TRUE(module) << text;
  if (!module)
    return reads;
  PassManager pm(&ctx);
  TileInferLayoutOptions options;
  options.chip = "sm_80";
  pm.addPass(createTileInferLayout(options));
  EXPECT_TRUE(succeeded(pm.run(*module)));
  AllocSharedOp alloc;
  ParallelOp loop;
  module->walk([&](AllocSharedOp op) { alloc = op; });
  module->walk([&](ParallelOp op) { loop = op; });
  auto layout = dyn_cast_or_null<BlockedLayoutAttr>(loop.getLayoutAttr());
  EXPECT_TRUE(layout);
  if (!layout)
    return reads;
  SmallVector<int64_t> shape{n, n};
  auto worst = [&](const SharedTileFootprint &f) {
    int64_t w = 0;
    for (int64_t warp = 0; warp < threads / 32; ++warp)
      for (int64_t r = 0; r < layout.getElementsPerThread(shape); ++r) {
        SmallVector<int64_t> lanes;
        for (int64_t lane = 0; lane < 32; ++lane) {
          SmallVector<int64_t> c = layout.getCoordinates(shape, 32 * warp + lane, r);
          lanes.push_back(getSharedByteOffset(f, c[1], c[0]));
        }
        w = std::max(w, getBankConflictWays(lanes, f.elementBytes));
      }
    return w;
  };
  unsigned bits = alloc.getType().getElementTypeBitWidth();
  reads.chosen = worst(getSharedTileFootprint(alloc));
  reads.standard = worst(getPaddedSharedTileFootprint(shape, bits, 16));
  reads.best = reads.standard;
  for (int64_t padding = 0; padding <= 64; padding += 4)
    reads.best = std::min(reads.best, worst(getPaddedSharedTileFootprint(shape, bits, padding)));
  return reads;
}

TEST_F(SharedBankTest, InferLayoutPadsTransposedTiles) {
  ctx.loadDialect<arith::ArithDialect, memref::MemRefDialect>();
  // Tiles that declare nothing: the pass's padding makes a warp's
  // transposed reads conflict-free where a padding can (a warp reads 8 or
  // 32 rows of one column)...
  for (auto [elem, n, threads] : std::vector<std::tuple<StringRef, int64_t, int64_t>>{
           {"f32", 32, 256}, {"bf16", 32, 256}, {"f32", 32, 128}}) {
    TransposedReads reads = readsAfterInferLayout(ctx, elem, n, threads);
    EXPECT_EQ(reads.chosen, 1) << elem.str() << " " << n;
    EXPECT_GT(reads.standard, 1) << elem.str() << " " << n;
  }
  // ...and as few ways as any padding gives where a warp reads rows 8 apart
  // (8 rows x 2 words: row offsets of 8 pitches take at most 4 banks' groups;
  // an XOR swizzle by row group would be needed for 1).
  for (auto [elem, n, threads] : std::vector<std::tuple<StringRef, int64_t, int64_t>>{
           {"f16", 64, 128}, {"f32", 64, 512}, {"f16", 128, 256}}) {
    TransposedReads reads = readsAfterInferLayout(ctx, elem, n, threads);
    EXPECT_EQ(reads.chosen, reads.best) << elem.str() << " " << n;
    EXPECT_LT(reads.chosen, reads.standard) << elem.str() << " " << n;
  }
}

TEST_F(SharedBankTest, WavefrontsSumTheGroups) {
  SmallVector<int64_t> lanes;
  for (int64_t l = 0; l < 32; ++l)
    lanes.push_back(16 * l);
  // Four quarter warps, each conflict-free: four passes, as four words.
  EXPECT_EQ(getSharedWavefronts(lanes, 16), 4);
  // Two lanes of each quarter warp 128 bytes apart: two passes each.
  for (int64_t l = 0; l < 32; ++l)
    lanes[l] = 16 * (l % 4) + 128 * ((l / 4) % 2) + 256 * (l / 8);
  EXPECT_EQ(getSharedWavefronts(lanes, 16), 8);
  EXPECT_EQ(getBankConflictWays(lanes, 16), 2);
  for (int64_t l = 0; l < 32; ++l)
    lanes[l] = 128 * l;
  EXPECT_EQ(getSharedWavefronts(lanes, 4), 32);
}
} // namespace


// The wgmma fit test that tile-infer-layout chooses by and the lowering
// checks by: what fits, and the reason given for what does not.
TEST(WgmmaFitTest, NamesTheFailingCondition) {
  MLIRContext ctx;
  Builder b(&ctx);
  const Chip &hopper = *Chip::lookup("sm_90a");
  Type f16 = b.getF16Type(), f32 = b.getF32Type(), e4m3 = b.getType<Float8E4M3FNType>();
  // C[128 x 256] += A[128 x 64] x B[64 x 256] over two warpgroups.
  WgmmaOperands gemm{f16, f16, f32, 128, 256, 64, 128, 64, 256, false, false, false, 256};
  const MmaInstruction *instr = getWgmmaFit(hopper, gemm);
  ASSERT_TRUE(instr);
  EXPECT_EQ(instr->k, 16);
  auto why = [&](WgmmaOperands o) {
    std::string reason;
    EXPECT_EQ(getWgmmaFit(hopper, o, &reason), nullptr);
    return reason;
  };
  EXPECT_EQ(why({f16, f16, f32, 128, 256, 64, 128, 64, 256, false, false, false, 288}),
            "288 threads are not whole warpgroups of 128");
  EXPECT_EQ(why({f16, f16, f32, 64, 256, 64, 64, 64, 256, false, false, false, 256}),
            "M = 64 is not a multiple of 16 x the 8 warps (64 rows per warpgroup and "
            "instruction)");
  // 8-bit operands: K-major only, 32-deep steps, rows of 64 or 128k bytes.
  EXPECT_NE(why({e4m3, e4m3, f32, 128, 256, 128, 128, 128, 256, false, false, false, 256})
                .find("K-major from shared memory only"),
            std::string::npos);
  EXPECT_TRUE(getWgmmaFit(hopper, {e4m3, e4m3, f32, 128, 256, 128, 128, 128, 256, false,
                                   false, true, 256}));
  EXPECT_EQ(why({e4m3, e4m3, f32, 64, 64, 32, 64, 32, 64, false, false, true, 128}),
            "K = 32 is 32 bytes: K-major rows are 64 bytes or a multiple of 128");
  EXPECT_NE(why({f16, e4m3, f32, 64, 64, 64, 64, 64, 64, false, false, true, 128})
                .find("wgmma mixes only types of one width"),
            std::string::npos);
  // 256 x 256 accumulators over one warpgroup: 512 registers a thread.
  EXPECT_NE(why({f16, f16, f32, 256, 256, 64, 256, 64, 256, false, false, false, 128})
                .find("512 accumulators per thread"),
            std::string::npos);
  // No wgmma before sm_90a.
  std::string sm80;
  EXPECT_FALSE(getWgmmaFit(*Chip::lookup("sm_80"), gemm, &sm80));
  EXPECT_EQ(sm80, "sm_80 has no wgmma");
}
