//===- TileDialect.td - The tile dialect -------------------*- tablegen -*-===//
//
// Tile-level GPU kernels: a kernel is a `tile.launch` inside a host function;
// its body describes what one thread block does with tiles of memory.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_DIALECT_TD
#define TILE_DIALECT_TD

include "mlir/IR/OpBase.td"

def Tile_Dialect : Dialect {
  let name = "tile";
  let cppNamespace = "::mlir::tile";
  let summary = "Tile-level GPU kernels: blocks, tiles, copies, tensor-core gemms";
  let description = [{
    The `tile` dialect describes GPU kernels at the level of a thread block
    working on tiles. Buffers are memrefs whose memory space says where they
    live: global memory (kernel arguments, the default space), `#tile.shared`
    (shared memory of the block), `#tile.fragment` (a register tile
    distributed over the block's threads) and `#tile.local` (private to one
    thread). The compiler chooses how fragments are distributed over threads
    (`tile-infer-layout`) and lowers everything to the upstream `gpu`,
    `nvgpu` and `nvvm` dialects (`convert-tile-to-gpu`). Software
    pipelining (`tile-pipeline`) comes with the tensor-core GEMM path.

    Discardable attributes understood by the dialect:
    - `tile.num_stages = S` on an `scf.for`: software-pipeline the loop with
      S stages (S >= 1). `tile.num_stages = "name"` names a `tile.param` of
      the same function instead, so the stage count is tunable;
      `tile-specialize` replaces the name by the parameter's value.
    - `tile.pipelined = #tile.pipelined<stages = S, ahead = A>` on an
      `scf.for`: set by `tile-pipeline` on the loops it made. When a wgmma
      gemm may still read the loop's tiles one iteration later, A = S - 2:
      the prefetch leaves those tiles alone and `convert-tile-to-gpu`
      waits for the previous iteration's group only.
    - `tile.dims = ["N", ...]` on a memref argument of the host function:
      names the `tile.param` that gives each dynamic dimension, in order;
      `tile-specialize` makes the argument's shape static.
    - `tile.name = "A"` on an argument: its name in the bundle manifest
      (tile-translate otherwise takes the SSA name from the source).
    - `tile.access = "in" | "out" | "inout"` on a kernel argument: set by
      `convert-tile-to-gpu` from how the kernel uses the buffer.
    - `tile.params = {name = value, ...}` on a function: the parameter
      values `tile-specialize` bound.
    - `tile.dynamic_dims = {M = 4096, ...}` on a host function and its
      kernel: the parameters `tile-specialize` left to run time
      (`M=dynamic`), each with its default; each is the index argument of
      that `tile.name`, and `tile.dims` names the dimensions it sizes.
    - `tile.multiple_of = 128` on such an index argument: every value it
      takes is a multiple of 128 (`multiple_of` on its `tile.param`, or
      `M=dynamic%128`); the manifest lists it and the runtime checks it.
    - `tile.flops = "2*M*N*K"` on a host function: the work of one launch,
      an arithmetic expression (+ - * / and parentheses) over integers and
      the function's parameters; the manifest reports it as `flops`.
    - `tile.reference_for = "gemm_f16"` on a host function: a plain kernel
      that computes what the named one does without sharing its fast path;
      `tile-tune` verifies every candidate against it.
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::LLVM::LLVMDialect"];
  let extraClassDeclaration = [{
    static constexpr ::llvm::StringLiteral kNumStagesAttrName = "tile.num_stages";
    /// On a tile.launch: the consumer groups tile-warp-specialize gives it
    /// (2 to 4: ping-pong over its tile loop; 1: one group).
    static constexpr ::llvm::StringLiteral kConsumerGroupsAttrName = "tile.consumer_groups";
    /// On a launch with consumer groups: the registers its producer
    /// warpgroup keeps (setmaxnreg; 24 to 256 in steps of 8, default 40),
    /// or the tile.param that gives them; the consumers share the rest.
    static constexpr ::llvm::StringLiteral kProducerRegistersAttrName = "tile.producer_registers";
    /// setmaxnreg's range and step, which tile.producer_registers keeps to.
    static constexpr int64_t kMinRegisters = 24, kMaxRegisters = 256, kRegisterStep = 8;
    /// On the loops tile-pipeline made: a #tile.pipelined.
    static constexpr ::llvm::StringLiteral kPipelinedAttrName = "tile.pipelined";
    /// On the scf.if tile-pipeline puts around a prologue iteration's copies
    /// when the trip count is not known (their group's commit follows it):
    /// a missing iteration's copies may load too, nothing reads them.
    static constexpr ::llvm::StringLiteral kPipelinePrologueAttrName = "tile.pipeline_prologue";
    /// On a loop around a pipelined one (a persistent kernel's tile loop):
    /// the rings' stage index runs on across its iterations, so that group
    /// g of the launch fills buffer g mod stages (tile-pipeline).
    static constexpr ::llvm::StringLiteral kRingsContinueAttrName = "tile.rings_continue";
    /// On a launch: on a chip with TMA, load its pipelined copies through
    /// TMA, issued by a producer warp (tile-tma-loads, tile-warp-specialize),
    /// as --producer-warp does for every launch; ignored without TMA.
    static constexpr ::llvm::StringLiteral kWarpSpecializeAttrName = "tile.warp_specialize";
    /// On a launch that loads through TMA: run clusters of two whose
    /// shared operand tiles load once, multicast (tile-tma-loads'
    /// multicast for this launch); a unit attribute, or the name of a 0/1
    /// tile.param.
    static constexpr ::llvm::StringLiteral kTmaMulticastAttrName = "tile.tma_multicast";
    /// On a launch: on a chip with TMA, store its epilogue tiles (a 16-bit
    /// mma fragment copied into a global buffer) through TMA, staged in
    /// shared memory and left in flight while the block goes on
    /// (tile-tma-loads marks the copies `tma`); a unit attribute, or the
    /// name of a 0/1 tile.param; ignored without TMA.
    static constexpr ::llvm::StringLiteral kTmaStoreAttrName = "tile.tma_store";
    /// On a launch, set by tile-specialize: the names of the schedule
    /// attributes above (tile.warp_specialize, tile.tma_multicast,
    /// tile.tma_store) whose 1 came from a parameter's default or a shape
    /// case rather than a binding. Where such a request cannot apply at
    /// these sizes, tile-tma-loads says so in a remark, not a warning: the
    /// kernel file's defaults serve every size.
    static constexpr ::llvm::StringLiteral kScheduleDefaultsAttrName = "tile.schedule_defaults";
    /// On a host function: #tile.case entries, the tile.param values per
    /// range of problem sizes (tile-specialize).
    static constexpr ::llvm::StringLiteral kDispatchAttrName = "tile.dispatch";
    /// On a specialization tile-specialize made for a case: the kernel
    /// whose dispatch table names it.
    static constexpr ::llvm::StringLiteral kCaseOfAttrName = "tile.case_of";
    static constexpr ::llvm::StringLiteral kDimsAttrName = "tile.dims";
    static constexpr ::llvm::StringLiteral kParamsAttrName = "tile.params";
    static constexpr ::llvm::StringLiteral kDynamicDimsAttrName = "tile.dynamic_dims";
    static constexpr ::llvm::StringLiteral kAccessAttrName = "tile.access";
    static constexpr ::llvm::StringLiteral kArgNameAttrName = "tile.name";
    static constexpr ::llvm::StringLiteral kMultipleOfAttrName = "tile.multiple_of";
    static constexpr ::llvm::StringLiteral kFlopsAttrName = "tile.flops";
    static constexpr ::llvm::StringLiteral kReferenceForAttrName = "tile.reference_for";
    static constexpr ::llvm::StringLiteral kTensorMapArgsAttrName = "tile.tensor_map_args";
    /// On a kernel: the warps at the end of the block that only issue its
    /// loads (convert-tile-to-gpu's producer-warp).
    static constexpr ::llvm::StringLiteral kProducerWarpsAttrName = "tile.producer_warps";
    /// On a kernel: what tile-check-async-protocol verified (its mbarrier
    /// rings, named barriers and setmaxnreg budgets), for --tile-inspect.
    static constexpr ::llvm::StringLiteral kScheduleAttrName = "tile.schedule";
  private:
    void registerAttributes();
  public:
  }];
}

class Tile_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tile_Dialect, mnemonic, traits>;

#endif // TILE_DIALECT_TD
