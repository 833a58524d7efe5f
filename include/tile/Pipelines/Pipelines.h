//===- Pipelines.h - named tile pipelines -----------------------*- C++ -*-===//
//
// The one description of the compiler's pass order. tile-opt's
// `tile-to-nvvm`, tile-translate and tile-tune all build their pass
// managers here, from a normalized CompileOptions (Options.h).
//
//===----------------------------------------------------------------------===//

#ifndef TILE_PIPELINES_PIPELINES_H
#define TILE_PIPELINES_PIPELINES_H

#include "tile/Pipelines/Options.h"

#include "mlir/Pass/PassManager.h"

namespace mlir::tile {

/// tile IR -> gpu.module in the NVVM/LLVM dialects with an #nvvm.target:
/// buildTileSchedulePipeline, buildTileToGPUPipeline's conversion, then
/// buildGPUToNVVMPipeline.
void buildTileToNVVMPipeline(OpPassManager &pm, const CompileOptions &options);
/// The passes on tile IR: parameters bound, layouts chosen, loops
/// pipelined, and the schedule (TMA loads, warp roles) decided; what
/// tile-tune's budget checks look at.
void buildTileSchedulePipeline(OpPassManager &pm, const CompileOptions &options);
/// tile IR -> gpu.func kernels and gpu.launch_func (memref types intact):
/// buildTileSchedulePipeline, then convert-tile-to-gpu.
void buildTileToGPUPipeline(OpPassManager &pm, const CompileOptions &options);
/// gpu.func kernels -> NVVM/LLVM dialects with an #nvvm.target attached.
void buildGPUToNVVMPipeline(OpPassManager &pm, const CompileOptions &options);

/// Registers `tile-to-nvvm`.
void registerTilePipelines();

} // namespace mlir::tile

#endif // TILE_PIPELINES_PIPELINES_H
