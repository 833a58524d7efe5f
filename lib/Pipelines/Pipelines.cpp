//===- Pipelines.cpp - named tile pipelines -------------------------------===//

#include "tile/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"
#include "tile/Chip/Chip.h"
#include "tile/Conversion/TileToGPU/Passes.h"
#include "tile/Dialect/Tile/Transforms/Passes.h"

using namespace mlir;

void tile::buildTileToNVVMPipeline(OpPassManager &pm, const CompileOptions &options) {
  buildTileToGPUPipeline(pm, options);
  buildGPUToNVVMPipeline(pm, options);
}

void tile::buildTileSchedulePipeline(OpPassManager &pm, const CompileOptions &options) {
  TileSpecializeOptions specialize;
  specialize.bindings.assign(options.bindings.begin(), options.bindings.end());
  specialize.chip = options.chip;
  pm.addPass(createTileLowerAffine());
  pm.addPass(createTileSpecialize(specialize));
  pm.addPass(createCanonicalizerPass());
  TileInferLayoutOptions layouts;
  layouts.chip = options.chip;
  pm.addPass(createTileInferLayout(layouts));
  pm.addPass(createTileFoldClear());
  pm.addPass(createTilePipeline());
  // On a chip with TMA the flags take every launch; without them, the
  // launches marked tile.warp_specialize in the kernel file.
  const Chip *target = Chip::lookup(options.chip);
  if (target && target->tma) {
    TileTmaLoadsOptions tma;
    tma.chip = options.chip;
    tma.multicast = options.tmaMulticast;
    tma.all = options.tma;
    pm.addPass(createTileTmaLoads(tma));
    TileWarpSpecializeOptions split;
    split.all = options.producerWarp;
    pm.addPass(createTileWarpSpecialize(split));
  }
}

void tile::buildTileToGPUPipeline(OpPassManager &pm, const CompileOptions &options) {
  buildTileSchedulePipeline(pm, options);
  ConvertTileToGPUOptions toGpu;
  toGpu.chip = options.chip;
  pm.addPass(createConvertTileToGPU(toGpu));
  pm.addPass(createTileMathToNVVM());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  TileCheckAsyncProtocolOptions protocol;
  protocol.chip = options.chip;
  pm.addPass(createTileCheckAsyncProtocol(protocol));
}

namespace {
/// gpu.subgroup_id as the linear thread id over the subgroup size: the
/// GPU-to-NVVM patterns have no lowering of their own for it (a kernel
/// that asked its warp index failed to legalize).
struct LowerSubgroupIdPass
    : public PassWrapper<LowerSubgroupIdPass, OperationPass<gpu::GPUModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LowerSubgroupIdPass)
  StringRef getArgument() const override { return "tile-lower-subgroup-id"; }
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateGpuSubgroupIdPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    // A subgroup is a warp of 32 lanes on every chip tile-mlir targets (the
    // NVVM patterns lower gpu.subgroup_size neither).
    getOperation().walk([](gpu::SubgroupSizeOp op) {
      OpBuilder b(op);
      op.replaceAllUsesWith(arith::ConstantIndexOp::create(b, op.getLoc(), 32).getResult());
      op.erase();
    });
  }
};
} // namespace

void tile::buildGPUToNVVMPipeline(OpPassManager &pm, const CompileOptions &options) {
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
  gpu.addPass(std::make_unique<LowerSubgroupIdPass>());
  ConvertGpuOpsToNVVMOpsOptions toNvvm;
  toNvvm.useBarePtrCallConv = true;
  gpu.addPass(createConvertGpuOpsToNVVMOps(toNvvm));
  // Math ops the GPU patterns leave (math.trunc, ctlz, cttz, ctpop, absi of
  // widths other than 32) become LLVM intrinsics NVPTX selects. After them,
  // so that the ops they lower to libdevice or fast PTX keep that lowering.
  gpu.addPass(createConvertMathToLLVMPass());
  // NVVM ops without an LLVM intrinsic (wgmma.mma_async) become inline PTX.
  gpu.addPass(createConvertNVVMToLLVMPass());
  gpu.addPass(createCanonicalizerPass());
  gpu.addPass(createCSEPass());
  gpu.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createTileTensorMapParams());
}

void tile::registerTilePipelines() {
  registerPassPipeline(
      "tile-to-nvvm",
      "Lower tile IR to gpu.modules in the NVVM dialect, ready for PTX "
      "(tile-specialize, tile-infer-layout, tile-pipeline, convert-tile-to-gpu, "
      "convert-gpu-to-nvvm with the bare-pointer ABI)",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        TileToNVVMOptions parsed;
        if (failed(parsed.parseFromString(text)))
          return failure();
        CompileOptions options = parsed.get();
        std::string why = options.normalize("");
        // A mistake in the option text has no place in the input file:
        // printed as the tool's, not at <unknown>:0.
        if (!why.empty()) {
          llvm::errs() << "error: tile-to-nvvm: " << why << "\n";
          return failure();
        }
        buildTileToNVVMPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optHandler) {
        optHandler(TileToNVVMOptions());
      });
}
