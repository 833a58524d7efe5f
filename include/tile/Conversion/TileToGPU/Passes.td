//===- Passes.td - tile to gpu conversion ------------------*- tablegen -*-===//

#ifndef TILE_CONVERSION_TILETOGPU_PASSES_TD
#define TILE_CONVERSION_TILETOGPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileToGPU : Pass<"convert-tile-to-gpu", "ModuleOp"> {
  let summary = "Outline tile.launch into gpu.func kernels and lower tile ops";
  let description = [{
    Each `tile.launch` becomes a `gpu.func` kernel in a `gpu.module` (one per
    host function) using the bare-pointer ABI: every memref argument is one
    pointer. The launch is replaced by a `gpu.launch_func` with static grid
    and block sizes. Inside the kernel:

    - fragments become per-thread register arrays following their layout;
    - `tile.copy` between global memory and fragments becomes vector loads
      and stores (128-bit where the layout and alignment allow), with one
      uniform in-bounds test per copy: the fast path is unmasked, edge
      blocks mask element by element; copies that touch no fragment (global
      to shared memory, as cp.async when `async`) are spread over the
      block in 16-byte vectors, or over its first threads when the tile does
      not divide evenly among them all (a 64x128 f16 tile over 384
      threads: 256 threads, four vectors each);
    - `tile.parallel` is distributed over threads by its layout and fully
      unrolled over each thread's elements;
    - `tile.fill` / `tile.clear` write each thread's registers.

    Ops whose lowering is not implemented yet are reported at their location.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90a\"",
           "Target chip (sm_80, sm_90a): shared-memory budget and features">,
  ];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect", "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect", "::mlir::func::FuncDialect",
    "::mlir::math::MathDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::nvgpu::NVGPUDialect", "::mlir::NVVM::NVVMDialect",
  ];
}

#endif // TILE_CONVERSION_TILETOGPU_PASSES_TD
