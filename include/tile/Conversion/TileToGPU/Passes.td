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

    Copies marked `tma` (tile-tma-loads) load as TMA boxes of tensor maps,
    one `tile.tensor_map` per view on the host, passed to the kernel after
    its buffers; their groups (`tile.async_commit`) complete on one mbarrier
    per stage and a `tile.async_wait` waits on their phases. A launch with
    a `cluster` runs in thread-block clusters; its `multicast` copies load
    half their boxes in each block of a pair into both, with per-stage
    empty barriers on which each block frees its copy of a stage for the
    peer. A `tile.warp_specialize` (tile-warp-specialize) becomes one
    warp-uniform branch on the warp index (broadcast from lane 0): its
    producer warps, launched on top of the launch's threads, issue the
    boxes from one lane (elect.sync), waiting on a stage's empty barrier
    before refilling it; each consumer warp arrives there once the groups
    that held it have been read (`stage_release`), waits for its groups
    itself, and its block barriers become `bar.sync 1, threads`, so that no
    barrier waits for the producer; `tile.warp_sync` is `bar.warp.sync`.
    With role registers, each role starts with `setmaxnreg`.

    Ops whose lowering is not implemented yet are reported at their location.
  }];
  let options = [
    Option<"chip", "chip", "std::string",
           /*default=*/"::mlir::tile::Chip::getDefault().name",
           "Target chip (sm_80, sm_90a; default sm_90a): shared-memory budget and features">,
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
    - `arith.extf` from and `arith.truncf` to `f8E4M3FN` / `f8E5M2` (LLVM
      has no 8-bit float type): `cvt.rn.f16x2.e4m3x2` (exact) and
      `cvt.rn.satfinite.e4m3x2.f32` (saturating, as PyTorch), sm_89+.

    Other element types and the forms without `afn` are left to upstream.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::math::MathDialect",
                           "::mlir::arith::ArithDialect", "::mlir::NVVM::NVVMDialect",
                           "::mlir::vector::VectorDialect"];
}

def TileCheckAsyncProtocol : Pass<"tile-check-async-protocol", "ModuleOp"> {
  let summary = "Report schedules whose barriers would hang or race as errors";
  let description = [{
    Runs on the kernels convert-tile-to-gpu wrote (the pipeline runs it on
    every kernel, after CSE), or on IR written at that level, and reports
    as located errors what would hang or race on the GPU:

    - arrivals: the `nvvm.mbarrier.arrive` (and `arrive.expect_tx`) ops of
      one step (one block of IR) on one ring of mbarriers, counted over
      every thread that reaches them and by the block they arrive in
      (`nvvm.mapa` for a peer's barrier), must equal the ring's
      `nvvm.mbarrier.init` count in every block of the cluster;
    - expect-tx: the bytes an `arrive.expect_tx` announces per block must
      be the bytes the `cp.async.bulk.tensor` boxes issued on the same
      barrier bring there (box sizes from the host's `tile.tensor_map`,
      multicast masks evaluated per issuing block);
    - parity: a wait whose barrier and parity follow from one group
      counter g must, over g = 0, 1, ... (where its conditions on g hold),
      ask its k-th wait on a barrier for parity k mod 2;
    - named barriers: an `nvvm.barrier` id from 0 to 15 with one thread
      count (a multiple of 32) that is the number of threads reaching it
      (with those of one `nvvm.barrier.arrive` on it); some arrival on a
      barrier its syncing threads do not fill must be able to run, not
      only ones the arriving threads reach after such a barrier of their
      own that never completes (ping-pong turns without the turn-0
      pre-arrival); a block-wide barrier (`gpu.barrier`, `nvvm.barrier0`)
      reached by every thread;
    - cluster barriers: every thread of every block of the cluster arrives
      (`nvvm.cluster.arrive`, outside loops) as often;
    - `nvvm.setmaxnreg`: run by whole warpgroups, and the warpgroups'
      budgets (the others at ptxas's even share) within the chip's
      register file.

    Which threads reach an op is computed: every thread-dependent condition
    on the way (thread index, lane, warp, block rank, a shuffle that
    broadcasts lane 0's value, `nvvm.elect.sync`) is evaluated for each
    thread of the block and each block of the cluster (`known_block_size`,
    `nvvm.cluster_dim`); conditions that do not depend on the thread are
    uniform. An op behind a thread-dependent condition the evaluator does
    not compute is not judged.
  }];
  let options = [
    Option<"chip", "chip", "std::string",
           /*default=*/"::mlir::tile::Chip::getDefault().name",
           "Target chip (its register file)">,
  ];
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
