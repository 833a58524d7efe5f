//===- ReferenceCardTest.cpp - the reference card lists everything --------===//
//
// scripts/reference_card.py writes the card from ODS and the tools' option
// tables; this checks it against what the compiler registers: every op of
// the tile dialect and every tile pass and pipeline. ctest generates the
// card first (fixture reference-card) and names it in TILE_REFERENCE_CARD.
//
//===----------------------------------------------------------------------===//

#include "tile/Conversion/TileToGPU/Passes.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"
#include "tile/Dialect/Tile/Transforms/Passes.h"
#include "tile/Pipelines/Pipelines.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>

namespace {

std::string readCard() {
  const char *path = std::getenv("TILE_REFERENCE_CARD");
  if (!path)
    return "";
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(ReferenceCardTest, ListsEveryOp) {
  std::string card = readCard();
  if (card.empty())
    GTEST_SKIP() << "TILE_REFERENCE_CARD names no card (ctest generates it)";
  mlir::MLIRContext ctx;
  ctx.loadDialect<mlir::tile::TileDialect>();
  int ops = 0;
  for (mlir::RegisteredOperationName op : ctx.getRegisteredOperations()) {
    if (op.getDialectNamespace() != "tile")
      continue;
    ++ops;
    EXPECT_NE(card.find("| `" + op.getStringRef().str() + "` |"), std::string::npos)
        << op.getStringRef().str() << " is not in the reference card";
  }
  EXPECT_GT(ops, 20);
}

TEST(ReferenceCardTest, ListsEveryPassAndPipeline) {
  std::string card = readCard();
  if (card.empty())
    GTEST_SKIP() << "TILE_REFERENCE_CARD names no card (ctest generates it)";
  mlir::tile::registerTilePasses();
  mlir::tile::registerTileToGPUPasses();
  mlir::tile::registerTilePipelines();
  std::string listing;
  testing::internal::CaptureStdout();
  mlir::printRegisteredPasses();
  llvm::outs().flush();
  listing = testing::internal::GetCapturedStdout();
  // "  --name   -   summary", the name run into the dash when it is long.
  std::regex name(R"(^  --([a-z][a-z0-9-]+?)-?\s)");
  int passes = 0;
  std::istringstream lines(listing);
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (!std::regex_search(line, m, name))
      continue;
    ++passes;
    EXPECT_NE(card.find("- `--" + m[1].str() + "`"), std::string::npos)
        << m[1].str() << " is not in the reference card";
  }
  EXPECT_GT(passes, 8) << listing;
}

} // namespace
