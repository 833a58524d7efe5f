//===- Pipelines.cpp - named tile pipelines -------------------------------===//

#include "tile/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "tile/Conversion/TileToGPU/Passes.h"
#include "tile/Dialect/Tile/Transforms/Passes.h"

using namespace mlir;

bool tile::isSupportedChip(StringRef chip) {
  return chip == "sm_80" || chip == "sm_90a";
}

StringRef tile::supportedChipList() { return "sm_80, sm_90a"; }

void tile::buildTileToNVVMPipeline(OpPassManager &pm,
                                   const TileToNVVMOptions &options) {
  buildTileToGPUPipeline(pm, options);
  buildGPUToNVVMPipeline(pm, options);
}

void tile::buildTileToGPUPipeline(OpPassManager &pm,
                                  const TileToNVVMOptions &options) {
  TileSpecializeOptions specialize;
  specialize.bindings.assign(options.bindings.begin(), options.bindings.end());
  pm.addPass(createTileSpecialize(specialize));
  pm.addPass(createCanonicalizerPass());
  TileInferLayoutOptions layouts;
  layouts.chip = options.chip;
  pm.addPass(createTileInferLayout(layouts));
  pm.addPass(createTilePipeline());
  ConvertTileToGPUOptions toGpu;
  toGpu.chip = options.chip;
  toGpu.tma = options.tma;
  toGpu.tmaMulticast = options.tmaMulticast;
  toGpu.producerWarp = options.producerWarp;
  pm.addPass(createConvertTileToGPU(toGpu));
  pm.addPass(createTileMathToNVVM());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void tile::buildGPUToNVVMPipeline(OpPassManager &pm,
                                  const TileToNVVMOptions &options) {
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  // PTX ISA 8.0: the first with sm_90a; ptxas of CUDA 12 and 13 accepts it.
  target.features = "+ptx80";
  target.optLevel = options.optLevel;
  pm.addPass(createGpuNVVMAttachTarget(target));
  OpPassManager &gpu = pm.nest<gpu::GPUModuleOp>();
  gpu.addPass(createLowerAffinePass());
  gpu.addPass(createSCFToControlFlowPass());
  gpu.addPass(createConvertNVGPUToNVVMPass());
  gpu.addPass(memref::createExpandStridedMetadataPass());
  // Subviews with dynamic offsets (a head of a [B, H, S, D] tensor) expand
  // into affine.apply.
  gpu.addPass(createLowerAffinePass());
  ConvertGpuOpsToNVVMOpsOptions toNvvm;
  toNvvm.useBarePtrCallConv = true;
  gpu.addPass(createConvertGpuOpsToNVVMOps(toNvvm));
  // NVVM ops without an LLVM intrinsic (wgmma.mma_async) become inline PTX.
  gpu.addPass(createConvertNVVMToLLVMPass());
  gpu.addPass(createCanonicalizerPass());
  gpu.addPass(createCSEPass());
  gpu.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createTileTensorMapParams());
}

void tile::registerTilePipelines() {
  PassPipelineRegistration<TileToNVVMOptions>(
      "tile-to-nvvm",
      "Lower tile IR to gpu.modules in the NVVM dialect, ready for PTX "
      "(tile-specialize, tile-infer-layout, convert-tile-to-gpu, "
      "convert-gpu-to-nvvm with the bare-pointer ABI)",
      [](OpPassManager &pm, const TileToNVVMOptions &options) {
        buildTileToNVVMPipeline(pm, options);
      });
}
