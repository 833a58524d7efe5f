//===- tile-opt.cpp - the tile optimizer driver ---------------------------===//
//
// mlir-opt with the tile dialect, its passes and the `tile-to-nvvm` pipeline
// next to the upstream dialects and passes.
//
//===----------------------------------------------------------------------===//

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

#include "tile/Conversion/TileToGPU/Passes.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"
#include "tile/Dialect/Tile/Transforms/Passes.h"
#include "tile/Pipelines/Pipelines.h"
#include "tile/Support/InputCheck.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::tile::registerTilePasses();
  mlir::tile::registerTileToGPUPasses();
  mlir::tile::registerTilePipelines();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<mlir::tile::TileDialect>();
  auto [inputFile, outputFile] = mlir::registerAndParseCLIOptions(
      argc, argv, "tile-mlir optimizer driver\n", registry);
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input = mlir::openInputFile(inputFile, &error);
  if (!input) {
    llvm::errs() << "tile-opt: " << error << "\n";
    return 1;
  }
  // Inputs that would crash upstream's parser fail here with a location.
  if (mlir::tile::InputProblem problem = mlir::tile::checkMlirText(input->getBuffer())) {
    llvm::errs() << mlir::tile::formatInputProblem(inputFile, input->getBuffer(), problem)
                 << "\n";
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output = mlir::openOutputFile(outputFile, &error);
  if (!output) {
    llvm::errs() << "tile-opt: " << error << "\n";
    return 1;
  }
  if (mlir::failed(mlir::MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  // A full disk is an error, not exit 0 (and a stream left in error aborts
  // the tool when it closes).
  output->os().flush();
  if (output->os().has_error()) {
    llvm::errs() << "tile-opt: error: cannot write "
                 << (outputFile == "-" ? std::string("to standard output")
                                       : "'" + outputFile + "'")
                 << ": " << output->os().error().message() << "\n";
    output->os().clear_error();
    return 1;
  }
  output->keep();
  return 0;
}
