//===- Passes.td - tile dialect transformations ------------*- tablegen -*-===//

#ifndef TILE_TRANSFORMS_PASSES_TD
#define TILE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileLowerAffine : Pass<"tile-lower-affine", "ModuleOp"> {
  let summary = "Lower affine loops and index arithmetic to scf and arith";
  let description = [{
    Kernels may write their loops and offsets in the affine dialect
    (`affine.for %k = 0 to %K step 64`, `affine.apply`); the tile passes'
    analyses (alignment, bounds, pipelining) read scf and arith. This pass
    runs first in the pipelines: it turns each `affine.for` into an
    `scf.for` that keeps the loop's attributes (`tile.num_stages`), then
    lowers the rest of the affine dialect with the upstream patterns of
    `lower-affine`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def TileSpecialize : Pass<"tile-specialize", "ModuleOp"> {
  let summary = "Bind kernel parameters (tile.param) to constants";
  let description = [{
    Replaces every `tile.param` by a constant: the value bound on the command
    line or, failing that, its default (on `chip`, the default the
    parameter gives for it, if any). Bindings are `name=value` pairs
    separated by spaces or commas:

    ```
    tile-opt --tile-specialize="N=4096 block=512"
    ```

    `name=value` binds every parameter so named; `func.name=value` only the
    one declared in function `func` (and takes precedence).
    A binding that names no parameter, or a value outside a parameter's
    candidates, is an error. Memref arguments whose dynamic dimensions are
    named by `tile.dims` become static, constant allocation sizes and loop
    bounds fold into the types, and the bound values are recorded on the
    function as `tile.params` (the bundle manifest reports them).

    `name=dynamic` leaves a parameter without candidates to run time: it
    becomes the function's last argument, an index named `name`, recorded
    in `tile.dynamic_dims` with its default. `name=dynamic%d` adds the fact
    that every value is a multiple of d (`tile.multiple_of` on the
    argument), as `multiple_of d` on the `tile.param` does; a bound value
    must satisfy its parameter's `multiple_of`.
  }];
  let options = [
    ListOption<"bindings", "bind", "std::string",
               "name=value pairs (also accepted bare: \"N=1024 block=256\")">,
    Option<"chip", "chip", "std::string",
           /*default=*/"::mlir::tile::Chip::getDefault().name",
           "Target chip: a parameter left unbound takes its default on it "
           "(`on {chip = value}`), else its plain default">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def TileInferLayout : Pass<"tile-infer-layout", "ModuleOp"> {
  let summary = "Choose how fragments are distributed over threads";
  let description = [{
    Attaches a layout to every fragment allocation and `tile.parallel` that
    has none. Elementwise work gets a thread-blocked layout
    (`#tile.blocked`) in which each thread owns 16-byte vectors along the
    innermost dimension, consecutive lanes own consecutive vectors (so global
    accesses coalesce into 128-bit transactions) and warps tile the rest.
    A `tile.parallel` takes the layout of the fragments it touches; a
    fragment of one dimension less that the loop reads at all its
    variables but one (a bias row read at `[%j]` in a loop over
    `[%i, %j]`) takes the slice of that layout along the missing dimension,
    as a `tile.reduce`'s result does. Where
    one loop touches fragments whose given layouts disagree, it keeps the
    layout of the fragment it writes and the pass converts the others with
    a `tile.copy` before the loop (and back after it, when the loop writes
    them): copies between fragments of different layouts go through shared
    memory. A disagreement only a chain of loops creates is reported with
    both fragments. Shared tiles that feed a `tile.gemm` and have rows of at
    most 128 bytes get a `#tile.swizzle`. Other 2-d shared tiles with
    neither a layout nor a `row_padding`, whose accesses are all whole-tile
    copies and element accesses of `tile.parallel` loops at the loops'
    variables, get the `row_padding` under which those accesses, in the
    layouts they now have, take the fewest shared-memory passes (bank
    conflicts and instructions), where that is not the default 16 bytes:
    4 for a transpose's column reads of 32-bit or 16-bit elements.

    With `chip=sm_90a`, a gemm of f16 or bf16 operands accumulates with
    wgmma (`#tile.mma<version = 3>`: every warp along M, whole warpgroups,
    16 accumulator rows per warp and instruction) when: A is a shared tile
    of K a multiple of 64 (it gets `#tile.swizzle<bytes = 128,
    warpgroup_rows = W>`, with `panels = true` when K > 64) or of K = 32
    (`#tile.swizzle<bytes = 64, warpgroup_rows = W>`) or a fragment
    (wgmma's register-A form; it is distributed like the accumulator); B is
    a shared tile, N-major `[K, N]` with N a multiple of 64 or, with
    `transpose_b`, K-major `[N, K]` with K a multiple of 64 (it gets
    `#tile.swizzle<bytes = 128, panels = true>`); N is at most 256; the
    policy is absent or `full_row`; and the accumulator fits a thread's
    registers with room to spare (wgmma accumulators cannot spill). Where
    M has fewer rows than 16 per warp (a 64x128 tile on two warpgroups),
    the warpgroups split the columns instead (`warpsPerBlock = [W, G]`,
    each group's instructions N / G wide, N / G a multiple of 64 for an
    N-major B), unless the launch reduces a fragment or reads one as a
    broadcast (that layout has no slices). Any other gemm, and every gemm
    for sm_80, uses mma.sync (`#tile.mma<version = 2>`); `policy =
    #tile.policy<square>` keeps a gemm on mma.sync. An operand tile that
    another gemm already arranged as this one needs (two gemms sharing A)
    is taken as it is. A gemm whose shapes and types wgmma takes but whose
    form keeps it on mma.sync (a policy, a transposed A, an operand that is
    a view or that other ops write, another gemm's arrangement) gets a
    remark saying which. (A transposed A can be written for wgmma by hand:
    `#tile.swizzle<bytes = 128, panels = true, warpgroup_cols = W>`; it
    measured slower than mma.sync, so it is not chosen here.)
  }];
  let options = [
    Option<"chip", "chip", "std::string",
           /*default=*/"::mlir::tile::Chip::getDefault().name",
           "Target chip (sm_80, sm_90a; default sm_90a): on chips with wgmma, "
           "gemms that fit it use it">,
  ];
}

def TileFoldClear : Pass<"tile-fold-clear", "ModuleOp"> {
  let summary = "Fold an accumulator's tile.clear into its k loop's first gemm step";
  let description = [{
    For a `tile.clear %acc` followed by an `scf.for` whose body updates
    `%acc` only through one `tile.gemm` (the k loop of a GEMM, also inside a
    persistent kernel's tile loop), the gemm gets `clear(%iv == %lb)`:

    ```mlir
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    scf.for %ks = %c0 to %n step %c1 {
      %first = arith.cmpi eq, %ks, %c0 : index
      ...
      tile.gemm %a, %b, %acc clear(%first) : ...
    }
    ```

    Only wgmma accumulators (`#tile.mma<version = 3>`, from
    tile-infer-layout) are folded: the first k16 step then runs with
    scale-d = 0 (D = A B) on whatever the registers hold. Zeros moved into
    the accumulators after the `wgmma.fence`, as they are once LLVM unrolls
    a loop of few steps, otherwise make ptxas insert a warpgroup arrive of
    its own and serialize the wgmma (advisories C7519/C7520). The clear
    stays before the loop, for a loop that runs no step. A gemm that is the
    next op to touch the cleared accumulator (a k loop of one step, which
    canonicalization removed) takes `clear_accum` instead, and the clear
    goes. The lowering passes the predicate as a register or, where LLVM
    folds it (a loop it unrolls), as an immediate.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def TilePipeline : Pass<"tile-pipeline", "ModuleOp"> {
  let summary = "Software-pipeline loops marked tile.num_stages = S";
  let description = [{
    For an `scf.for` with `tile.num_stages = S` (S >= 2) inside a
    `tile.launch`, the copies in its body that fill shared tiles from global
    memory become asynchronous (cp.async) and run S - 1 iterations ahead:

    - each such shared tile becomes a ring of S buffers; iteration i reads
      buffer i mod S (`tile.stage`);
    - a prologue issues the copies of the first S - 1 iterations, one
      `tile.async_commit` group each;
    - every iteration waits until its own group has landed
      (`tile.async_wait {pending = S - 2}`), synchronizes the block (its
      tile is complete, and every thread is done with the buffer about to be
      refilled), issues the copies of iteration i + S - 1 and commits them,
      then runs the rest of its body;
    - after the loop, the last groups are drained.

    The last S - 1 iterations, which have nothing left to prefetch, are
    peeled into a second loop (its bounds computed at run time when the
    trip count is not a constant): the main loop's body holds no branch, and
    its copy offsets, linear in the induction variable, stay provably inside
    the source when range analysis can bound the loop, so the lowering
    needs no masking. Only the prologue tests whether its iterations exist
    (`scf.if`), when the trip count is not a constant.

    The offsets of the copies must be computable from the induction
    variable with side-effect-free operations. S = 1 leaves the loop alone.

    A wgmma gemm (`#tile.mma<version = 3>` accumulator) on the loop's tiles
    keeps reading iteration i's tiles while iteration i + 1 runs: from
    S = 4 on the copies then run S - 2 iterations ahead (the buffer they
    refill was read two iterations back) and the loops are marked
    `tile.pipelined = #tile.pipelined<stages = S, ahead = S - 2>`, which
    tells convert-tile-to-gpu to wait only for the previous iteration's
    wgmma group. Every loop the pass makes carries `tile.pipelined`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::gpu::GPUDialect"];
}

def TileTmaLoads : Pass<"tile-tma-loads", "ModuleOp"> {
  let summary = "Load the pipelined tiles of a launch through TMA";
  let description = [{
    Runs after tile-pipeline. On a chip with TMA (sm_90a), when every
    pipelined (`async`) copy of a launch fills a tile arranged for wgmma
    (`#tile.swizzle<bytes = 128>` with `panels` or `warpgroup_rows`, or
    64-byte `warpgroup_rows`) from a 2-d kernel argument or one whole matrix
    of a higher-rank one (a `memref.subview`), with 16-byte aligned rows and
    its group's commit after it, the copies are marked `tma`: the lowering
    issues them as boxes of tensor maps the kernel takes as extra arguments,
    and each group completes on an mbarrier of its stage. Otherwise the
    launch keeps cp.async, with a warning that names the copy that cannot
    and why.

    With `multicast`, blocks run in clusters of two (`cluster = array<i64:
    2, 1, 1>` on the launch) whose tiles share an operand: with
    `l2_swizzle` (an even panel) the two blocks of a pair share their column
    of B, without it their rows of A. The copies whose source does not
    depend on the block id the pair differs in are marked `multicast`: each
    block loads half of their boxes into both blocks' shared memory, so the
    pair reads that operand from L2 once. When the grid, the raster, the
    loops or the box counts do not allow it, a warning says why and the
    launch loads without clusters.
  }];
  let options = [
    Option<"chip", "chip", "std::string",
           /*default=*/"::mlir::tile::Chip::getDefault().name",
           "Target chip (it must have TMA: sm_90a)">,
    Option<"multicast", "multicast", "bool", /*default=*/"false",
           "Clusters of two blocks load the operand tile they share once">,
    Option<"all", "all", "bool", /*default=*/"true",
           "Every launch (--tma); false: only the launches marked "
           "`tile.warp_specialize`">,
  ];
}

def TileWarpSpecialize : Pass<"tile-warp-specialize", "ModuleOp"> {
  let summary = "Give a launch a producer warp that issues its TMA loads";
  let description = [{
    Runs after tile-tma-loads. A launch whose pipelined copies all load
    through TMA is split at its first pipelined copy (or at an earlier tile
    op that moves data in memory over the block's threads, which only the
    consumers may run) into a `tile.warp_specialize`: one producer warp,
    launched on top of the launch's threads, keeps the copies, the commits,
    what their offsets need and the loops around them; the consumers (the
    launch's threads) keep everything else. The consumers free each stage
    on its empty mbarrier: right after the wgmma wait that completes the
    last wgmma group reading it, when the copied tiles are read only as
    wgmma operands of gemms that run on every pass through their loop and
    the rings hold two buffers or more (`stage_release(<after_wgmma>)`);
    else at the next `tile.async_wait` (`<at_wait>`). A consumer barrier
    that only publishes a wait's result in a loop where no consumer writes
    shared memory becomes `tile.warp_sync`: each warp waits for its groups
    itself.

    The producer becomes a warpgroup that gives its registers away
    (`setmaxnreg`): with `tile.consumer_groups = G` on the launch, G
    consumer groups take a persistent kernel's tiles in turn (ping-pong:
    `tile.group_turn`, `tile.ordered`); with `tile.producer_registers = R`
    alone, the producer keeps R registers and the launch's warpgroups the
    rest (FlashAttention-3's roles; the kernel's own `tile.ordered` parts
    order its warpgroups).

    A launch it cannot split gets a remark that says why: no pipelined
    copies, copies that do not load through TMA, a buffer the copies fill
    allocated after the split, offsets that depend on memory, an op that
    writes what the copies fill or read, or a block of 1024 threads.

    With `all=false` (the pipelines' default; `--producer-warp` sets it)
    only the launches that ask in the kernel file, with the unit attribute
    `tile.warp_specialize`, are split; tile-tma-loads then marks the copies
    of those launches only.
  }];
  let options = [
    Option<"all", "all", "bool", /*default=*/"true",
           "Every launch (--producer-warp); false: only the launches marked "
           "`tile.warp_specialize`">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

#endif // TILE_TRANSFORMS_PASSES_TD
