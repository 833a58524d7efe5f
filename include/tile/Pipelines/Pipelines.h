//===- Pipelines.h - named tile pipelines -----------------------*- C++ -*-===//

#ifndef TILE_PIPELINES_PIPELINES_H
#define TILE_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::tile {

/// The chips the compiler targets.
bool isSupportedChip(llvm::StringRef chip);
/// "sm_80, sm_90a" for messages.
llvm::StringRef supportedChipList();

struct TileToNVVMOptions : public PassPipelineOptions<TileToNVVMOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("Target chip: sm_80 or sm_90a"),
      llvm::cl::init("sm_90a")};
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level", llvm::cl::desc("LLVM optimization level"),
      llvm::cl::init(3)};
  PassOptions::Option<bool> tma{
      *this, "tma",
      llvm::cl::desc("sm_90a: load the pipelined tiles of wgmma kernels "
                     "with TMA (convert-tile-to-gpu's tma)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> producerWarp{
      *this, "producer-warp",
      llvm::cl::desc("sm_90a, with tma: an extra warp issues the TMA loads "
                     "(convert-tile-to-gpu's producer-warp)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> tmaMulticast{
      *this, "tma-multicast",
      llvm::cl::desc("sm_90a, with tma: clusters of two blocks multicast "
                     "the operand tile they share (convert-tile-to-gpu's "
                     "tma-multicast)"),
      llvm::cl::init(false)};
  PassOptions::ListOption<std::string> bindings{
      *this, "bind",
      llvm::cl::desc("Parameter bindings name=value for tile-specialize")};
};

/// tile IR -> gpu.module in the NVVM/LLVM dialects with an #nvvm.target:
/// buildTileToGPUPipeline followed by buildGPUToNVVMPipeline.
void buildTileToNVVMPipeline(OpPassManager &pm, const TileToNVVMOptions &options);
/// tile IR -> gpu.func kernels and gpu.launch_func (memref types intact).
void buildTileToGPUPipeline(OpPassManager &pm, const TileToNVVMOptions &options);
/// gpu.func kernels -> NVVM/LLVM dialects with an #nvvm.target attached.
void buildGPUToNVVMPipeline(OpPassManager &pm, const TileToNVVMOptions &options);

/// Registers `tile-to-nvvm`.
void registerTilePipelines();

} // namespace mlir::tile

#endif // TILE_PIPELINES_PIPELINES_H
