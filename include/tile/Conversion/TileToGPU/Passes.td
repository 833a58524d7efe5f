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

    With `tma` (sm_90a), when every pipelined (`async`) copy of a kernel
    fills a tile arranged for wgmma (`#tile.swizzle<bytes = 128>` with
    `panels` or `warpgroup_rows`) from a 2-d kernel argument, the copies
    become TMA loads (`cp.async.bulk.tensor`) issued by the block's first
    thread: each view of a buffer they use is one `tile.tensor_map` on the
    host, passed to the kernel as an extra argument after the buffers.
    Groups (`tile.async_commit`) complete on one mbarrier per stage; a
    `tile.async_wait` waits on their phases. Otherwise the kernel keeps
    cp.async, with a warning that names the copy that cannot use TMA.

    With `tma-multicast` as well, blocks run in clusters of two whose tiles
    share an operand: with `l2_swizzle` (an even panel) the two blocks of a
    pair share their column of B, without it their rows of A. Each block
    loads half the boxes of the copies whose source does not depend on the
    block id the pair differs in, and multicasts them into both blocks'
    shared memory (`cp.async.bulk.tensor ... .multicast::cluster`), so the
    pair reads that operand from L2 once. Before it refills a stage, a
    block tells its peer that its own copy of the stage is free (a remote
    arrive on the peer's per-stage mbarrier) and waits for the peer's word
    in turn. The kernel carries `nvvm.cluster_dim = [2, 1, 1]`. When the
    grid, the raster or the loops do not allow it (odd grid, a copy's loop
    bounds depend on the block id, an odd number of boxes), the kernel
    loads without multicast, with a warning that says why.

    With `producer-warp` as well, the block gets an extra warp (the launch's
    thread count plus 32) that does nothing but issue the TMA loads: the
    launch body is split at its first pipelined copy into `scf.if (warp >=
    threads / 32)` (the warp index broadcast from lane 0 by a shuffle, so
    that the branch is warp-uniform), the producer keeping the copies, the
    commits and the loops around them, the consumers everything else. One
    producer lane (elect.sync) waits on a stage's second mbarrier before
    refilling it; each consumer warp arrives there (and, with multicast, on
    the peer's) once the group that held it has been read: right after the
    `wgmma.wait_group` that completes the wgmma groups reading it when only
    tile.gemm reads the copied tiles, else at the next `tile.async_wait`.
    Each consumer warp waits for its groups itself: the barrier after a
    wait becomes `bar.warp.sync` in a loop where no consumer writes shared
    memory, other consumer barriers `bar.sync 1, threads`, so no barrier
    waits for the producer. Where a copy cannot load through TMA, fills a
    buffer allocated after the first copy, or has offsets that depend on
    memory (a load the producer could not run apart from the consumers),
    and for a block of 1024 threads, the kernel stays as it was, with a
    warning that says why.

    Ops whose lowering is not implemented yet are reported at their location.
  }];
  let options = [
    Option<"chip", "chip", "std::string",
           /*default=*/"::mlir::tile::Chip::getDefault().name",
           "Target chip (sm_80, sm_90a; default sm_90a): shared-memory budget and features">,
    Option<"tma", "tma", "bool", /*default=*/"false",
           "sm_90a: pipelined copies into wgmma tiles load through TMA "
           "tensor maps (extra kernel arguments) and complete on mbarriers">,
    Option<"producerWarp", "producer-warp", "bool", /*default=*/"false",
           "sm_90a, with tma: an extra warp issues the TMA loads, waiting "
           "for the consumer warps to free each stage">,
    Option<"tmaMulticast", "tma-multicast", "bool", /*default=*/"false",
           "sm_90a, with tma: clusters of two blocks load the operand tile "
           "they share once and multicast it to both">,
  ];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect", "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect", "::mlir::func::FuncDialect",
    "::mlir::math::MathDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::nvgpu::NVGPUDialect", "::mlir::NVVM::NVVMDialect",
  ];
}

def TileMathToNVVM : Pass<"tile-math-to-nvvm", "ModuleOp"> {
  let summary = "Give f32 erf, tanh and exp2 in GPU code their fast forms";
  let description = [{
    Runs on the ops inside `gpu.module`s (after convert-tile-to-gpu), where
    convert-gpu-to-nvvm would otherwise call libdevice:

    - `math.erf` (f32, `fastmath<afn>`): erf|x| = 1 - exp2(P(|x|)), with
      |x| clamped to 3.92 and P a degree-7 polynomial (7 FMAs, one
      `ex2.approx.ftz`; absolute error below 1.6e-7). A positive constant
      factor of the operand within [2^-10, 2^10] folds into P. GELU's
      `h + h erf(x c)` with `h = k x` (one `math.fma`) becomes
      `2k max(x, 0) - |x| k erfc(|x| c)`, log2 k folded into P as well.
    - `math.tanh` (f32, `fastmath<afn>`): `tanh.approx.f32` (inline PTX).
    - `math.exp2` (f32): `llvm.nvvm.ex2.approx.f32`, or its flush-to-zero
      form with `fastmath<afn>`.

    Other element types and the forms without `afn` are left to upstream.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::math::MathDialect",
                           "::mlir::arith::ArithDialect"];
}

def TileTensorMapParams : Pass<"tile-tensor-map-params", "ModuleOp"> {
  let summary = "Take TMA tensor maps by value, as grid-constant parameters";
  let description = [{
    Runs on the LLVM-dialect kernels (after `convert-gpu-to-nvvm`). A
    kernel whose `tile.tensor_map_args` lists arguments (the tensor maps
    convert-tile-to-gpu added after the buffers) takes each of them by
    value: `llvm.byval = !llvm.array<128 x i8>`, `llvm.align = 64` and
    `nvvm.grid_constant`, which NVPTX emits as `.param .align 64 .b8
    name[128]` and addresses in parameter space. The runtime passes the
    encoded 128 bytes; the map's loads read it from the constant bank,
    which CUDA documents as faster than a map in global memory (and which
    needs no tensormap proxy fence).
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect"];
}

#endif // TILE_CONVERSION_TILETOGPU_PASSES_TD
