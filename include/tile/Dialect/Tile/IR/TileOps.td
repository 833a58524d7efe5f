//===- TileOps.td - tile dialect operations ----------------*- tablegen -*-===//

#ifndef TILE_OPS_TD
#define TILE_OPS_TD

include "tile/Dialect/Tile/IR/TileDialect.td"
include "tile/Dialect/Tile/IR/TileAttrs.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferIntRangeInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Tile_AnyLayout : AnyAttrOf<[Tile_BlockedLayoutAttr, Tile_SliceLayoutAttr,
                                Tile_MmaLayoutAttr,
                                Tile_WgmmaLayoutAttr, Tile_MmaOperandLayoutAttr],
    "a fragment layout: #tile.blocked, #tile.slice, #tile.mma, #tile.wgmma or "
    "#tile.mma_operand">;

//===----------------------------------------------------------------------===//
// Kernel structure
//===----------------------------------------------------------------------===//

def Tile_YieldOp : Tile_Op<"yield", [Pure, Terminator,
    ParentOneOf<["LaunchOp", "ParallelOp", "WarpSpecializeOp", "GroupTurnOp", "OrderedOp"]>]> {
  let summary = "Terminates the body of tile.launch, tile.parallel and the regions of the schedule ops";
  let assemblyFormat = "attr-dict";
}

def Tile_LaunchOp : Tile_Op<"launch", [
    RecursiveMemoryEffects, AttrSizedOperandSegments,
    SingleBlockImplicitTerminator<"YieldOp">,
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "A GPU kernel: what one thread block does";
  let description = [{
    Launches a grid of `gridSize` blocks (one to three dimensions) of
    `threads` threads each. The region is the body of one block; its
    arguments are the block's coordinates. The body only sees the enclosing
    function's values that are buffers in global memory or scalars.

    ```mlir
    tile.launch blocks(%bx, %by) in (%gx, %gy) threads(128) l2_swizzle(8) {
      ...
    }
    ```

    `l2_swizzle = P` rasterizes a two-dimensional grid in panels of P block
    rows so that neighbouring blocks share tiles in L2.

    The thread count may be a parameter (`threads(%t)` with `%t` from a
    `tile.param`); it must be a constant once `tile-specialize` has run.

    The block coordinates lie in [0, extent - 1] of their grid dimension;
    integer range analysis sees that (the lowering drops bounds tests on
    tiles it proves inside their buffers).

    `cluster(1, 1, 4)` runs the blocks in thread-block clusters of that
    shape (sm_90a; at most 8 blocks, and the grid a multiple of it along
    each dimension): the blocks of a cluster run at the same time and can
    combine fragments through each other's shared memory
    (`tile.cluster_reduce`). Extents may be values (`cluster(1, 1,
    %splits)`, a parameter) that are constants once `tile-specialize` has
    run: as for other static/dynamic index lists, the `cluster` attribute
    holds the integers (kDynamic for a value), and canonicalization folds
    constant values into it. tile-tma-loads sets it for multicast
    (`array<i64: 2, 1, 1>`).

    `full_occupancy` asks ptxas to fit as many blocks per multiprocessor as
    its 2048 threads allow (registers are capped to match): memory-bound
    kernels keep more bytes in flight that way. When a thread's fragments
    would not fit in the 32 registers that leaves, it asks for as many
    blocks as fit their registers instead, so that the cap forces no
    spills.
  }];
  let arguments = (ins Variadic<Index>:$gridSize,
                       Optional<Index>:$dynamicThreads,
                       Variadic<Index>:$dynamicCluster,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntPositive]>>:$threads,
                       OptionalAttr<I64Attr>:$l2_swizzle,
                       UnitAttr:$full_occupancy,
                       OptionalAttr<DenseI64ArrayAttr>:$cluster);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "ValueRange":$gridSize, "int64_t":$threads)>];
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    ::mlir::Block &getBodyBlock() { return getBody().front(); }
    unsigned getGridRank() { return getGridSize().size(); }
    /// Threads per block; 0 while it is still a parameter.
    int64_t getNumThreads() { return getThreads().value_or(0); }
    /// Blocks per cluster (1 without clusters; 0 while an extent is still
    /// a parameter).
    int64_t getClusterBlocks();
  }];
}

def Tile_ParamOp : Tile_Op<"param", [Pure]> {
  let summary = "A kernel parameter: a shape or a tunable, with a default";
  let description = [{
    Declares a compile-time parameter of the kernel. Its value is `default`
    unless `tile-specialize` binds it. When candidate values are listed, a
    bound value must be one of them and the autotuner searches them.

    ```mlir
    %N = tile.param "N" = 1048576 : index
    %bm = tile.param "block_M" = 128 in [64, 128, 256] : index
    %M = tile.param "M" = 4096 multiple_of 128 : index
    ```

    `multiple_of d` states a fact the kernel may rely on: every value the
    parameter takes is a multiple of d. A bound value must be one; left to
    run time (`M=dynamic`), the dimension's argument carries the fact
    (`tile.multiple_of`), the lowering drops the masks it makes needless
    and the runtime refuses other values at launch.

    `on {chip = value, ...}` gives the default on the chips named, where it
    differs (a deeper pipeline where shared memory allows it):

    ```mlir
    %stages = tile.param "num_stages" = 3 in [2, 3, 4] on {sm_90a = 4} : index
    ```

    `chip(fact)` takes the default from the target chip's description
    (Chip.h), so that a kernel's arithmetic on the chip (how many blocks
    fill it, whether it has clusters) states no number of its own:

    ```mlir
    %sms = tile.param "multiprocessors" = chip(multiprocessors) : index
    ```

    The facts are `multiprocessors`, `max_cluster` (the blocks a cluster may
    hold: 1 without clusters), `shared_bytes` (shared memory one block may
    use), and 0 or 1 for `tma`, `wgmma`, `setmaxnreg`, `clusters`.
  }];
  let arguments = (ins StrAttr:$name, OptionalAttr<I64Attr>:$default_value,
                       OptionalAttr<StrAttr>:$chip_fact,
                       OptionalAttr<DenseI64ArrayAttr>:$candidates,
                       OptionalAttr<I64Attr>:$multiple_of,
                       OptionalAttr<DictionaryAttr>:$chip_defaults);
  let results = (outs AnySignlessIntegerOrIndex:$result);
  let assemblyFormat = [{
    $name `=` custom<ParamDefault>($default_value, $chip_fact)
    (`in` $candidates^)? (`multiple_of` $multiple_of^)?
    (`on` $chip_defaults^)? attr-dict `:` type($result)
  }];
  let extraClassDeclaration = [{
    /// The default on `chip` (its fact, its `on` entry, else the default).
    int64_t getDefaultFor(::llvm::StringRef chip);
  }];
  let hasVerifier = 1;
}

def Tile_AssertOp : Tile_Op<"assert"> {
  let summary = "A compile-time requirement on the kernel's parameters";
  let description = [{
    States what a kernel needs of its parameters. `tile-specialize` folds
    the condition once the parameters are bound: true drops the op, false
    is an error with `message` at this location.

    ```mlir
    %fits = arith.cmpi ule, %N, %block_N : index
    tile.assert %fits, "block_N must be at least N"
    ```
  }];
  let arguments = (ins I1:$condition, StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

class Tile_AllocOp<string mnemonic, Attr layoutAttr>
    : Tile_Op<mnemonic, []> {
  let arguments = (ins Variadic<Index>:$dynamicSizes,
                       OptionalAttr<layoutAttr>:$layout);
  let results = (outs Res<AnyMemRef, "",
                          [MemAlloc<DefaultResource>]>:$result);
  let assemblyFormat = [{
    `(` $dynamicSizes `)` attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    ::mlir::MemRefType getType() {
      return ::llvm::cast<::mlir::MemRefType>(getResult().getType());
    }
  }];
}

def Tile_AllocSharedOp : Tile_AllocOp<"alloc_shared", Tile_SwizzleAttr> {
  let summary = "A tile in shared memory";
  let description = [{
    ```mlir
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 64>}
        : memref<32x128xf16, #tile.shared>
    %t = tile.alloc_shared() {row_padding = 4} : memref<32x32xf32, #tile.shared>
    ```

    Without a layout, the rows of a 2-d tile whose pitch is a multiple of
    32 bytes are padded by 16 bytes (conflict-free for ldmatrix and for
    16-byte accesses down a column). `row_padding = n` sets the padding to
    n bytes instead (0 for none; a multiple of the element size, at most
    128): 4 makes the pitch an odd number of words, so that a warp reading
    a column of 4- or 2-byte elements (a transpose) touches 32 banks, at
    the cost of rows that are no longer 16-byte aligned. `swizzle` and
    `row_padding` exclude each other.
  }];
  let arguments = (ins Variadic<Index>:$dynamicSizes,
                       OptionalAttr<Tile_SwizzleAttr>:$layout,
                       OptionalAttr<I64Attr>:$row_padding);
}

def Tile_AllocFragmentOp : Tile_AllocOp<"alloc_fragment", Tile_AnyLayout> {
  let summary = "A register tile distributed over the block's threads";
  let description = [{
    The layout (which thread holds which element) is chosen by
    `tile-infer-layout` unless given.

    ```mlir
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    ```
  }];
}

def Tile_AllocLocalOp : Tile_AllocOp<"alloc_local", Tile_BlockedLayoutAttr> {
  let summary = "A small buffer private to each thread";
}

//===----------------------------------------------------------------------===//
// Data movement and arithmetic on tiles
//===----------------------------------------------------------------------===//

def Tile_CopyOp : Tile_Op<"copy", [AttrSizedOperandSegments]> {
  let summary = "Copy a tile between any two memory spaces";
  let description = [{
    Copies a tile-sized region. One side may be indexed with offsets: the
    other side is the tile and gives the region's shape. Elements of the
    region that fall outside the indexed buffer are masked: loads read `pad`
    (zero by default), stores are skipped.

    With `async` (global to shared memory only; `tile-pipeline` sets it) the
    copy is issued as cp.async and completes later: it belongs to the group
    the next `tile.async_commit` closes, and is visible once a
    `tile.async_wait` and a barrier have passed. Masked elements read zero.

    With `tma` as well (sm_90a; `tile-tma-loads` sets it on every pipelined
    copy of a launch or on none) the copy is one or more TMA boxes of a
    tensor map the kernel takes, issued by the group's commit, and the
    group completes on an mbarrier of its stage. With `multicast` (in a
    launch with a `cluster`) both blocks of a cluster pair load the tile:
    each issues half of its boxes and every box lands in both.

    With `tma` and no `async` (sm_90a; `tile-tma-loads` sets it in a
    launch marked `tile.tma_store`) the copy stores a 16-bit mma fragment
    into a global buffer through a tensor map: each warp stages 8 x 64
    elements at a time in shared memory and one lane issues the TMA store,
    which the warp does not wait for (only before refilling that buffer, and
    before the kernel returns). The map clips the buffer's edges, so edge
    tiles need no masks.

    ```mlir
    tile.copy %A[%off] -> %frag : memref<1024xf32>, memref<256xf32, #tile.fragment>
    tile.copy %frag -> %C[%off] : memref<256xf32, #tile.fragment>, memref<1024xf32>
    tile.copy %smem -> %frag : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.fragment>
    ```
  }];
  let arguments = (ins Arg<AnyMemRef, "", [MemRead]>:$src,
                       Variadic<Index>:$srcOffsets,
                       Arg<AnyMemRef, "", [MemWrite]>:$dst,
                       Variadic<Index>:$dstOffsets,
                       OptionalAttr<TypedAttrInterface>:$pad,
                       UnitAttr:$async,
                       UnitAttr:$tma,
                       UnitAttr:$multicast);
  let assemblyFormat = [{
    $src (`[` $srcOffsets^ `]`)? `->` $dst (`[` $dstOffsets^ `]`)?
    attr-dict `:` type($src) `,` type($dst)
  }];
  let hasVerifier = 1;
  // Folds memref.cast producers that only hide static information (a
  // subview of a specialized argument, say).
  let hasFolder = 1;
  let extraClassDeclaration = [{
    ::mlir::MemRefType getSrcType() { return ::llvm::cast<::mlir::MemRefType>(getSrc().getType()); }
    ::mlir::MemRefType getDstType() { return ::llvm::cast<::mlir::MemRefType>(getDst().getType()); }
    /// The un-indexed side: its shape is the copied region.
    ::mlir::MemRefType getTileType() {
      return getSrcOffsets().empty() ? getSrcType() : getDstType();
    }
  }];
}

def Tile_AsyncCommitOp : Tile_Op<"async_commit"> {
  let summary = "Close the group of async copies issued since the last one";
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def Tile_AsyncWaitOp : Tile_Op<"async_wait"> {
  let summary = "Wait until at most `pending` async copy groups are in flight";
  let description = [{
    Waits for this thread's copies; a barrier must follow before other
    threads' copies can be relied on.
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative]>:$pending);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def Tile_StageOp : Tile_Op<"stage", [Pure]> {
  let summary = "The buffer of one stage of a pipelined shared tile";
  let description = [{
    tile-pipeline makes one shared tile of a pipelined loop into a ring of
    buffers, one per stage; `tile.stage` is buffer `index` of the ring
    (0 <= index < the number of buffers). The ring is explicit so that
    later passes (TMA loads, warp specialization) and the lowering read
    which buffers rotate from the IR.

    ```mlir
    %a = tile.stage %slot of %a0, %a1, %a2 : memref<128x64xf16, #tile.shared>
    ```
  }];
  let arguments = (ins Index:$index, Variadic<AnyMemRef>:$buffers);
  let results = (outs AnyMemRef:$result);
  // The buffers have the result's type: it is written once.
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Tile_WarpSpecializeOp : Tile_Op<"warp_specialize", [
    RecursiveMemoryEffects, NoRegionArguments,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "Split a launch's warps into a producer and the consumers";
  let description = [{
    The rest of a launch's body, run by two roles. The launch's `threads(N)`
    are the consumers: they run the `consumers` region. `producer_warps`
    more warps, which the kernel is launched with on top of the N threads,
    run the `producer` region: the pipelined TMA copies and their commits,
    and what their offsets and loops need. tile-warp-specialize makes it;
    the lowering turns it into one warp-uniform branch.

    The stages are ordered by mbarriers: a full one per stage, on which the
    consumers wait (`tile.async_wait`) for the producer's boxes, and an
    empty one, on which every consumer warp says that it is done with the
    stage and the producer waits before it refills it. `stage_release` says
    when the consumers free a stage: `after_wgmma` once the wgmma groups
    that read it are done (the copied tiles are read only as wgmma
    operands), `at_wait` at the next `tile.async_wait`. Block barriers in
    the consumers synchronize the consumers only (`bar.sync 1, N`).

    With `registers(p, c)`, the producer's and the consumers' (multiples of 8 in
    [24, 256]; the producer a whole warpgroup) each role sets its register
    budget with `setmaxnreg` when it starts.

    With `consumer_groups(G)` (ping-pong), G groups of N threads each run
    the `consumers` region, thread ids and block barriers (`bar.sync 1 + g,
    N`) their own, and so are the shared buffers the producer does not
    fill; `tile.group_turn` deals work to one group at a time and
    `tile.ordered` orders their main loops. The ring is filled in turn
    order: a stage is freed by the group that read it.

    ```mlir
    tile.warp_specialize producer_warps(1) stage_release(<after_wgmma>) {
      scf.for ... { tile.copy %A[...] -> %a {async, tma} ... tile.async_commit }
    } consumers {
      scf.for ... { tile.async_wait {pending = 1} tile.warp_sync tile.gemm ... }
    }
    ```
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntPositive]>:$producer_warps,
                       Tile_StageReleaseAttr:$stage_release,
                       OptionalAttr<I64Attr>:$producer_registers,
                       OptionalAttr<I64Attr>:$consumer_registers,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntMinValue<2>, IntMaxValue<4>]>>:$consumer_groups);
  let regions = (region SizedRegion<1>:$producer, SizedRegion<1>:$consumers);
  let assemblyFormat = [{
    `producer_warps` `(` $producer_warps `)` `stage_release` `(` $stage_release `)`
    (`registers` `(` $producer_registers^ `,` $consumer_registers `)`)?
    (`consumer_groups` `(` $consumer_groups^ `)`)?
    $producer `consumers` $consumers attr-dict
  }];
  let extraClassDeclaration = [{
    /// The consumer groups (1 without ping-pong).
    int64_t getNumConsumerGroups() { return getConsumerGroups().value_or(1); }
  }];
  let hasVerifier = 1;
}

def Tile_GroupTurnOp : Tile_Op<"group_turn", [
    RecursiveMemoryEffects, NoRegionArguments,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "Work dealt to one consumer group at a time, in turn";
  let description = [{
    In the consumers of a `tile.warp_specialize` with `consumer_groups(G)`:
    the i-th time the consumers reach it, group i mod G runs the body and
    the other groups run `others`, which only counts the ring's groups the
    body's producer side commits (loops, pure ops and `tile.async_commit`),
    so that every group's ring counters stay in step with the producer's.
    A persistent GEMM puts its tile loop's body here: the groups take
    alternate tiles. The groups free the stages of their own turns only;
    others' stages are skipped.

    ```mlir
    scf.for %t = %bid to %tiles step %grid {
      tile.group_turn {
        tile.ordered { scf.for %k ... { tile.async_wait ... tile.gemm ... } }
        ... epilogue ...
      } others {
        scf.for %k ... { tile.async_commit }
      }
    }
    ```
  }];
  let regions = (region SizedRegion<1>:$body, SizedRegion<1>:$others);
  let assemblyFormat = "$body `others` $others attr-dict";
  let hasVerifier = 1;
}

def Tile_OrderedOp : Tile_Op<"ordered", [
    RecursiveMemoryEffects, NoRegionArguments,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "A part that consumer groups or warpgroups run one after another";
  let description = [{
    Directly in a `tile.group_turn`'s body: the groups run it in turn
    order, one at a time. Each waits for the previous turn's group to leave
    it (`bar.sync` on the group's named barrier, 2 N threads) and lets the
    next group in when it leaves (`bar.arrive` on the next group's). Around
    a GEMM's main loop, one group's wgmma runs while the others run their
    epilogues. On leaving, the group waits for its wgmma groups and frees
    every stage it has waited for.

    Elsewhere in a launch (the kernel author writes it): the launch's
    warpgroups take turns through it, each time it runs, in warpgroup
    order (`bar.sync 2 + w, 256` on entry, `bar.arrive` of the next
    warpgroup's barrier on leaving; the last one lets the first in once, at
    the start). Around the asynchronous gemm issues of FlashAttention's key
    loop, one warpgroup's gemms run while the other runs its softmax
    (FlashAttention-3's ping-pong). Nothing is waited for on leaving. It
    needs consumers free of block barriers (stages a TMA producer fills,
    `tile.warp_specialize`); over cp.async stages, or with one warpgroup,
    it orders nothing and is dropped. A block barrier inside it is an error
    (the other warpgroups wait for this one to leave).

    ```mlir
    scf.for %t = ... {
      tile.ordered {
        tile.gemm %q, %k, %s {transpose_b, async} : ...
        tile.gemm %p, %v, %o {async} : ...
      }
      tile.gemm_wait %s {pending = 1} : memref<?x?xf32, #tile.fragment>
      ...
    }
    ```
  }];
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict";
  let hasVerifier = 1;
}

def Tile_WarpSyncOp : Tile_Op<"warp_sync"> {
  let summary = "Synchronize the threads of one warp";
  let description = [{
    `bar.warp.sync`: orders a warp's memory accesses. tile-warp-specialize
    puts it in place of a consumer's block barrier that only published a
    wait's result, where every warp waits for its groups itself.
  }];
  let assemblyFormat = "attr-dict";
}

def Tile_LLVMPointer : Type<CPred<"::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)">,
                            "LLVM pointer", "::mlir::LLVM::LLVMPointerType">,
                       BuildableType<"::mlir::LLVM::LLVMPointerType::get($_builder.getContext())">;

def Tile_TensorMapOp : Tile_Op<"tensor_map", [Pure, AttrSizedOperandSegments]> {
  let summary = "A TMA tensor map over a global buffer (host side)";
  let description = [{
    The tensor map a kernel's TMA loads read (`cp.async.bulk.tensor`),
    built on the host against `%source`'s device address: what the runtime
    passes `cuTensorMapEncodeTiled` (the bundle manifest's "tensor_maps").
    convert-tile-to-gpu creates one per view of a buffer that a kernel's
    TMA loads use and passes it to the kernel after the buffers. The
    kernel takes the encoded 128-byte map by value, as a grid constant
    (`.param .align 64 .b8 [128]`, see `tile-tensor-map-params`); the
    pointer stands for that argument (its address in parameter space).

    - `dims`: the view's extent per dimension, innermost first, in
      elements (ranks 1 to 5);
    - `strides`: the byte distance between consecutive indices of
      dimensions 1 to rank - 1 (multiples of 16; they need not increase:
      a view may permute groups of a matrix's rows);
    - `box`: the extent one load moves per dimension (1 to 256);
    - `swizzle`: 0, 32, 64 or 128: the shared-memory swizzle the loads
      apply (128: 16-byte chunk c of 128-byte line l lands at c ^ (l mod 8));
    - `l2_promotion`: 0, 64, 128 or 256: the size of the L2 requests the
      loads are promoted to (printed only when not 128). 128, as CUTLASS
      and TileLang encode theirs: 256 read up to a sixth more time where
      a buffer's rows are 16 bytes off 32-byte sectors (N = 3000, 5000,
      1000 in f16) and nothing faster elsewhere (docs/design.md,
      "Dispatch").

    A dim or stride may be an `index` value: one that follows a run-time
    dimension (`M=dynamic`); the manifest then gives it as an expression
    of the dimensions, and the runtime encodes the map at each launch.
    Elements of a box outside `dims` read as zeros.

    ```mlir
    %map = tile.tensor_map %B dims [4096, 4096] strides [8192] box [64, 64]
           swizzle 128 : memref<4096x4096xf16>
    %mapA = tile.tensor_map %A dims [4096, %M] strides [8192] box [64, 128]
           swizzle 128 : memref<?x4096xf16>
    ```
  }];
  let arguments = (ins AnyMemRef:$source,
                       Variadic<Index>:$dynamic_dims, DenseI64ArrayAttr:$static_dims,
                       Variadic<Index>:$dynamic_strides, DenseI64ArrayAttr:$static_strides,
                       DenseI64ArrayAttr:$box, I64Attr:$swizzle,
                       DefaultValuedAttr<I64Attr, "128">:$l2_promotion);
  let results = (outs Tile_LLVMPointer:$map);
  let assemblyFormat = [{
    $source `dims` custom<DynamicIndexList>($dynamic_dims, $static_dims)
    `strides` custom<DynamicIndexList>($dynamic_strides, $static_strides)
    `box` $box `swizzle` $swizzle (`l2_promotion` $l2_promotion^)?
    attr-dict `:` type($source)
  }];
  let hasVerifier = 1;
}

def Tile_PrefetchOp : Tile_Op<"prefetch", [AttrSizedOperandSegments]> {
  let summary = "Bring a window of a global buffer into L2 ahead of its use";
  let description = [{
    Asks the memory system to bring the `sizes` window of `%src` at
    `offsets` into L2, without waiting and without using registers or
    shared memory: a later `tile.copy` of the window then finds it there.
    Rows of the window past the buffer are skipped, columns past it
    clipped. On sm_90a a window of whole rows is one
    `cp.async.bulk.prefetch.L2` issued by the block's first thread; any
    other window (and sm_80) is one `prefetch.global.L2` per 128-byte line,
    spread over the block's threads. The sizes must be constants once the
    parameters are bound.

    A row softmax whose blocks each take a row prefetches the row of the
    block `D` blocks later: its loads then come from L2 while DRAM keeps
    serving other blocks' requests.

    ```mlir
    %next = arith.addi %row, %ahead : index
    tile.prefetch %X[%next, %c0] sizes(%bm, %bn) : memref<8192x8192xf16>
    ```
  }];
  // No memory-effect interface: its result is the caches' state, which a
  // read-only op without uses would lose to dead-code elimination.
  let arguments = (ins AnyMemRef:$src,
                       Variadic<Index>:$offsets,
                       Variadic<Index>:$sizes);
  let assemblyFormat = [{
    $src `[` $offsets `]` `sizes` `(` $sizes `)` attr-dict `:` type($src)
  }];
  let hasVerifier = 1;
}

def Tile_FillOp : Tile_Op<"fill"> {
  let summary = "Set every element of an on-chip tile to a value";
  let arguments = (ins Arg<AnyMemRef, "", [MemWrite]>:$buffer, AnyType:$value);
  let assemblyFormat = "$buffer `,` $value attr-dict `:` type($buffer) `,` type($value)";
  let hasVerifier = 1;
}

def Tile_ClearOp : Tile_Op<"clear"> {
  let summary = "Set every element of an on-chip tile to zero";
  let arguments = (ins Arg<AnyMemRef, "", [MemWrite]>:$buffer);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer)";
  let hasVerifier = 1;
}

def Tile_GemmOp : Tile_Op<"gemm"> {
  let summary = "C += A * B on tensor cores";
  let description = [{
    A is M x K (K x M with `transpose_a`), B is K x N (N x K with
    `transpose_b`), C is an M x N fragment. A and B live in shared memory or
    in fragments (a transposed A in shared memory). f16 and bf16 inputs
    accumulate in f32. With `clear_accum`
    C is zeroed first; with `clear(%first)`, whenever `%first` is true.

    ```mlir
    tile.gemm %a, %b, %acc {transpose_b} : memref<128x32xf16, #tile.shared>,
        memref<128x32xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    ```

    `tile-fold-clear` writes the second form for a k loop's first step: on
    wgmma the step then runs with scale-d = 0 instead of reading zeros.

    With `async` a wgmma gemm is issued and left in flight as one group:
    C (and A, B) may be touched only after a `tile.gemm_wait` that
    completes it, so that the tensor cores work while the warps run what
    the kernel puts between the two (FlashAttention-3 issues the next
    tile's S = Q K^T before this tile's softmax). convert-tile-to-gpu
    checks that order and rejects a touch before the wait. On mma.sync,
    which is synchronous, `async` changes nothing.
  }];
  let arguments = (ins Arg<AnyMemRef, "", [MemRead]>:$a,
                       Arg<AnyMemRef, "", [MemRead]>:$b,
                       Arg<AnyMemRef, "", [MemRead, MemWrite]>:$c,
                       Optional<I1>:$clear,
                       UnitAttr:$transpose_a, UnitAttr:$transpose_b,
                       UnitAttr:$clear_accum, UnitAttr:$async,
                       OptionalAttr<Tile_GemmPolicyAttr>:$policy);
  let assemblyFormat = [{
    $a `,` $b `,` $c (`clear` `(` $clear^ `)`)? attr-dict `:` type($a) `,`
    type($b) `,` type($c)
  }];
  let hasVerifier = 1;
}

def Tile_GemmWaitOp : Tile_Op<"gemm_wait"> {
  let summary = "Wait until at most `pending` asynchronous gemms are in flight";
  let description = [{
    Completes every `async` tile.gemm of this thread but the `pending`
    issued last (each is one wgmma group, wgmma.wait_group). The named
    accumulators must be among the completed ones: the kernel reads them
    after this op, and the lowering ties their registers to the wait so
    that no read moves above it. convert-tile-to-gpu checks the count: a
    named accumulator whose gemm is among the last `pending` issued is an
    error, as is a touch of an accumulator before a wait completes it.

    ```mlir
    tile.gemm %q, %k, %s {transpose_b, clear_accum, async} : ...
    tile.gemm %p, %v, %o {async} : ...
    tile.gemm_wait %s {pending = 1} : memref<128x64xf32, #tile.fragment>
    // the softmax of %s runs while O += P V is in flight
    tile.gemm_wait %o {pending = 0} : memref<128x64xf32, #tile.fragment>
    ```
  }];
  let arguments = (ins Arg<Variadic<AnyMemRef>, "", [MemRead, MemWrite]>:$accumulators,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$pending);
  let assemblyFormat = "$accumulators attr-dict (`:` type($accumulators)^)?";
  let hasVerifier = 1;
}

def Tile_ParallelOp : Tile_Op<"parallel", [
    RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "An elementwise loop nest over a tile";
  let description = [{
    Every iteration is independent. The body reads and writes buffers with
    `memref.load`/`memref.store` and computes with `arith`/`math`; the
    compiler maps iterations to threads following the layout of the
    fragments the body touches, and vectorizes.

    ```mlir
    tile.parallel (%i, %j) in (128, 64) {
      %x = memref.load %a[%i, %j] : memref<128x64xf32, #tile.fragment>
      ...
    }
    ```
  }];
  let arguments = (ins Variadic<Index>:$dynamicBounds,
                       DenseI64ArrayAttr:$staticBounds,
                       OptionalAttr<Tile_AnyLayout>:$layout);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let hasCanonicalizer = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "ArrayRef<int64_t>":$bounds)>];
  let extraClassDeclaration = [{
    ::mlir::Block &getBodyBlock() { return getBody().front(); }
    unsigned getRank() { return getStaticBounds().size(); }
    /// True when every bound is a constant.
    bool hasStaticBounds();
  }];
}

def Tile_ReduceOp : Tile_Op<"reduce"> {
  let summary = "Reduce a fragment along one dimension";
  let description = [{
    `dst` has the shape of `src` without dimension `dim` (a keep-dim
    destination, with it of size one, is refused). With `clear` (the default) `dst` is overwritten, otherwise the
    reduction is combined with its current value.

    ```mlir
    tile.reduce max %s -> %m {dim = 1} : memref<64x128xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
    ```
  }];
  let arguments = (ins Tile_ReduceKindAttr:$kind,
                       Arg<AnyMemRef, "", [MemRead]>:$src,
                       Arg<AnyMemRef, "", [MemRead, MemWrite]>:$dst,
                       I64Attr:$dim,
                       DefaultValuedAttr<BoolAttr, "true">:$clear);
  let assemblyFormat = [{
    $kind $src `->` $dst attr-dict `:` type($src) `,` type($dst)
  }];
  let hasVerifier = 1;
}

def Tile_ClusterReduceOp : Tile_Op<"cluster_reduce"> {
  let summary = "Combine a fragment over the blocks of a thread-block cluster";
  let description = [{
    In a launch that runs clusters (`cluster(...)`), combines `buffer`, a
    fragment of f32 or i32 that every block of the cluster holds, element
    by element over the cluster's blocks (`sum`, `max` or `min`), through
    distributed shared memory: each block stages its registers in its own
    shared memory, and after a cluster barrier reads every block's copy
    and combines them in the order of the blocks' ranks, so that every
    block computes the same bits. Afterwards each block holds the result;
    with `root`, only the cluster's first block (rank 0) computes it, and
    the other blocks' fragments keep their own values.

    It synchronizes the cluster: every thread of every block of the
    cluster must reach it, the same number of times. A cluster of one
    block makes it a no-op.

    Split-K: blocks that differ only in their position along a cluster
    dimension each sum part of the k loop, and the cluster adds the
    partial accumulators; the first block stores the tile.

    ```mlir
    tile.launch blocks(%bx, %by, %bz) in (%gx, %gy, %splits) threads(128) cluster(1, 1, %splits) {
      ...   // the k steps of split %bz into %acc
      tile.cluster_reduce sum %acc {root} : memref<64x64xf32, #tile.fragment>
      %first = arith.cmpi eq, %bz, %c0 : index
      scf.if %first { ... tile.copy %c -> %C[%row, %col] ... }
    }
    ```
  }];
  let arguments = (ins Tile_ReduceKindAttr:$kind,
                       Arg<AnyMemRef, "", [MemRead, MemWrite]>:$buffer,
                       UnitAttr:$root);
  let assemblyFormat = [{
    $kind $buffer attr-dict `:` type($buffer)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Tile_AtomicAddOp : Tile_Op<"atomic_add", []> {
  let summary = "Atomically add a tile into a buffer";
  let description = [{
    Adds every element of `src` (a fragment or a shared tile) into the
    window of `dst` (global or shared memory) at the offsets, each element
    by exactly one thread (a reduced fragment's copies add once); elements
    past the buffer's edge are skipped. f16 and bf16 add in pairs where the
    chip has the packed forms; f32 and i32 one atomic per element.

    ```mlir
    tile.atomic_add %frag -> %C[%i, %j] : memref<64x64xf32, #tile.fragment>, memref<1024x1024xf32>
    ```
  }];
  let arguments = (ins Arg<AnyMemRef, "", [MemRead]>:$src,
                       Arg<AnyMemRef, "", [MemRead, MemWrite]>:$dst,
                       Variadic<Index>:$dstOffsets);
  let assemblyFormat = [{
    $src `->` $dst `[` $dstOffsets `]` attr-dict `:` type($src) `,` type($dst)
  }];
  let hasVerifier = 1;
}

def Tile_PrintOp : Tile_Op<"print"> {
  let summary = "Device-side printf of scalars or of a tile";
  let description = [{
    Scalars are printed by every thread; a tile (one memref operand, alone)
    is printed element by element from one thread.

    ```mlir
    tile.print "bx=%d" %bx : index
    tile.print "acc" %acc : memref<16x16xf32, #tile.fragment>
    ```
  }];
  let arguments = (ins StrAttr:$message, Variadic<AnyType>:$args);
  let assemblyFormat = [{
    $message ($args^ `:` type($args))? attr-dict
  }];
  let hasVerifier = 1;
}

#endif // TILE_OPS_TD
