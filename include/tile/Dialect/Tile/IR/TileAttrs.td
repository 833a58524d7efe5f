//===- TileAttrs.td - tile memory spaces and layouts -------*- tablegen -*-===//

#ifndef TILE_ATTRS_TD
#define TILE_ATTRS_TD

include "tile/Dialect/Tile/IR/TileDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

class Tile_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Tile_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// Memory spaces
//===----------------------------------------------------------------------===//

def Tile_SharedSpaceAttr : Tile_Attr<"SharedSpace", "shared"> {
  let summary = "Shared memory of the thread block";
}
def Tile_FragmentSpaceAttr : Tile_Attr<"FragmentSpace", "fragment"> {
  let summary = "A register tile distributed over the threads of the block";
}
def Tile_LocalSpaceAttr : Tile_Attr<"LocalSpace", "local"> {
  let summary = "Registers private to one thread";
}

//===----------------------------------------------------------------------===//
// Layouts
//===----------------------------------------------------------------------===//

def Tile_BlockedLayoutAttr : Tile_Attr<"BlockedLayout", "blocked"> {
  let summary = "Thread-blocked distribution of a fragment";
  let description = [{
    Each thread owns `sizePerThread` contiguous elements per dimension;
    `threadsPerWarp` lanes and `warpsPerBlock` warps tile the fragment, and
    the resulting block tile repeats to cover the fragment. `order` lists the
    dimensions from fastest to slowest varying (lane and warp ids are
    linearized in that order, and so are a thread's registers).

    ```mlir
    #tile.blocked<sizePerThread = [4], threadsPerWarp = [32],
                  warpsPerBlock = [8], order = [0]>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$sizePerThread,
                        ArrayRefParameter<"int64_t">:$threadsPerWarp,
                        ArrayRefParameter<"int64_t">:$warpsPerBlock,
                        ArrayRefParameter<"int64_t">:$order);
  let assemblyFormat = [{
    `<` `sizePerThread` `=` `[` $sizePerThread `]` `,`
        `threadsPerWarp` `=` `[` $threadsPerWarp `]` `,`
        `warpsPerBlock` `=` `[` $warpsPerBlock `]` `,`
        `order` `=` `[` $order `]` `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    unsigned getRank() const { return getSizePerThread().size(); }
    int64_t getNumThreads() const;
    /// Block tile: sizePerThread * threadsPerWarp * warpsPerBlock per dim.
    ::llvm::SmallVector<int64_t> getBlockTile() const;
    /// Elements each thread holds for a fragment of `shape`.
    int64_t getElementsPerThread(::llvm::ArrayRef<int64_t> shape) const;
    /// The coordinates of a thread's first element (its register 0 in the
    /// first repetition). Lowering builds the same arithmetic in IR.
    ::llvm::SmallVector<int64_t> getThreadOffset(int64_t tid) const;
    /// The offset of register `reg` from its thread's first element; it
    /// depends only on the register, so lowering folds it to constants.
    ::llvm::SmallVector<int64_t> getRegisterOffset(::llvm::ArrayRef<int64_t> shape,
                                                   int64_t reg) const;
    /// Logical coordinates of register `reg` of thread `tid`.
    ::llvm::SmallVector<int64_t> getCoordinates(::llvm::ArrayRef<int64_t> shape,
                                                int64_t tid, int64_t reg) const;
    /// Why this layout cannot distribute `shape` over `numThreads` threads;
    /// empty when it can.
    std::string checkCovers(::llvm::ArrayRef<int64_t> shape,
                            int64_t numThreads) const;
    /// The layout for elementwise work on a tile of `shape`: 16-byte vectors
    /// per thread along the innermost dimension where possible (at most
    /// `maxVector` elements when it is not 0: rows of memory that start at
    /// narrower multiples move in narrower accesses, and the lanes of a
    /// warp then take consecutive runs), lanes next along it, warps from
    /// the outermost dimension in. Null, with `why` set, when `numThreads`
    /// threads cannot cover the tile exactly.
    static BlockedLayoutAttr chooseFor(::mlir::MLIRContext *ctx,
                                       ::llvm::ArrayRef<int64_t> shape,
                                       unsigned elementBits, int64_t numThreads,
                                       std::string &why, int64_t maxVector = 0);
  }];
}

def Tile_SliceLayoutAttr : Tile_Attr<"SliceLayout", "slice"> {
  let summary = "A parent layout with one dimension reduced away";
  let description = [{
    The layout of a reduction's result: element `i` of the slice is held by
    every thread that holds some element of the parent whose coordinates
    without `dim` are `i` (replicated over the threads that split `dim`).
    `tile-infer-layout` gives it to `tile.reduce` destinations; a
    `tile.parallel` over the parent layout can read a slice fragment with
    the induction variables other than `dim` (a broadcast).

    ```mlir
    #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 8],
        threadsPerWarp = [1, 32], warpsPerBlock = [4, 4], order = [1, 0]>>
    ```
  }];
  let parameters = (ins "int64_t":$dim, "BlockedLayoutAttr":$parent);
  let assemblyFormat = "`<` `dim` `=` $dim `,` `parent` `=` qualified($parent) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    unsigned getRank() const { return getParent().getRank() - 1; }
  }];
}

def Tile_MmaLayoutAttr : Tile_Attr<"MmaLayout", "mma"> {
  let summary = "Accumulator layout of mma.sync (m16n8k16) or wgmma tiled over warps";
  let description = [{
    Version 2: the C/D fragment layout of `mma.sync.aligned.m16n8k16`,
    repeated over `warpsPerBlock` warps and then over the fragment.

    Version 3 (sm_90a): the accumulator of `wgmma.mma_async.m64nNk16`, N =
    `instrShape[1]`. `warpsPerBlock = [W, G]`: W warps along M (a multiple
    of 4: W / 4 warpgroups) in each of G column groups. With G = 1 every
    warp is along M and each thread holds the same elements as under
    version 2, so everything but the gemm treats both alike. With G > 1
    (warpgroups along N, as cuBLAS splits a 64x128 tile between two
    consumer warpgroups) the threads [g 32 W, (g + 1) 32 W) hold columns
    [g N, (g + 1) N) of a tile G N wide, each group distributed as
    `[W, 1]` over its own columns; no blocked layout describes that, so
    it has no slices (a bias row or a row reduction of it is refused).
    The gemm's A tile is stored with `#tile.swizzle<bytes = 128,
    warpgroup_rows = W>`, which puts the rows each warp owns where its
    wgmma instructions read them.

    ```mlir
    #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>
    #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 128, 16]>
    #tile.mma<version = 3, warpsPerBlock = [4, 2], instrShape = [64, 64, 16]>
    ```
  }];
  let parameters = (ins "unsigned":$version,
                        ArrayRefParameter<"int64_t">:$warpsPerBlock,
                        ArrayRefParameter<"int64_t">:$instrShape);
  let assemblyFormat = [{
    `<` `version` `=` $version `,`
        `warpsPerBlock` `=` `[` $warpsPerBlock `]` `,`
        `instrShape` `=` `[` $instrShape `]` `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The same distribution as a blocked layout: each lane holds 2
    /// adjacent columns (c0, c1) of one row of an 8x8 quadrant, lanes form
    /// 8x4, warps tile the block, and consecutive row repetitions are the
    /// two 8-row halves of one m16n8 instruction (c2, c3). Copies, loops and
    /// reductions on accumulators reuse the blocked-layout machinery.
    /// Null for version 3 with warpgroups along N (getColumnGroups() > 1).
    BlockedLayoutAttr toBlocked() const;
    /// G of a version 3 layout's warpsPerBlock = [W, G]; 1 otherwise.
    int64_t getColumnGroups() const {
      return getVersion() == 3 ? getWarpsPerBlock()[1] : 1;
    }
    /// The distribution within one column group: `[W, 1]` as toBlocked
    /// gives it for G = 1.
    BlockedLayoutAttr getGroupDistribution() const;
  }];
}

def Tile_WgmmaLayoutAttr : Tile_Attr<"WgmmaLayout", "wgmma"> {
  let summary = "Accumulator layout of wgmma.mma_async tiled over warpgroups";
  let parameters = (ins ArrayRefParameter<"int64_t">:$warpGroupsPerBlock,
                        ArrayRefParameter<"int64_t">:$instrShape);
  let assemblyFormat = [{
    `<` `warpGroupsPerBlock` `=` `[` $warpGroupsPerBlock `]` `,`
        `instrShape` `=` `[` $instrShape `]` `>`
  }];
  let genVerifyDecl = 1;
}

def Tile_MmaOperandLayoutAttr : Tile_Attr<"MmaOperandLayout", "mma_operand"> {
  let summary = "A or B operand layout of an mma parent layout";
  let parameters = (ins "unsigned":$opIdx, "::mlir::Attribute":$parent);
  let assemblyFormat = [{
    `<` `opIdx` `=` $opIdx `,` `parent` `=` $parent `>`
  }];
  let genVerifyDecl = 1;
}

def Tile_SwizzleAttr : Tile_Attr<"Swizzle", "swizzle"> {
  let summary = "XOR swizzle of a shared-memory tile";
  let description = [{
    The 16-byte chunks of each `bytes`-wide row segment are permuted by XOR
    with the row's 128-byte line index: chunk c of row r is stored at chunk
    c ^ ((r / max(1, 128 / rowBytes)) mod (bytes / 16)). The 8 rows an
    ldmatrix reads and the rows a warp's cp.async writes then fall on
    distinct bank groups, without padding. `bytes` = 32, 64 or 128 (and
    must divide the row); 0 means a plain, unpadded tile. Once a tile's
    sizes are known, a swizzle wider than its rows of 32 or 64 bytes
    narrows to the row (a kernel's 128-byte swizzle at a tile size that
    gives narrow rows). tile-infer-layout swizzles the shared tiles that
    feed a tile.gemm.

    Two options arrange a 128-byte swizzled tile as wgmma reads it through
    its shared-memory descriptors (the 128-byte swizzle mode, atoms of 8
    rows x 128 bytes at a 1024-byte aligned address):
    - `panels`: rows wider than 128 bytes are stored as column panels of
      128 bytes (panel p holds columns [p w, (p + 1) w) of every row, rows
      128 bytes apart); the layout of an MN-major wgmma operand. With
      `bytes = 64`, a K-major B operand of 64-byte rows (one panel, the
      64-byte swizzle mode).
    - `warpgroup_rows = W`: the rows are stored in the order in which the
      wgmma instructions of a `#tile.mma<version = 3, warpsPerBlock =
      [W, 1]>` accumulator read them, so that warp w of the block keeps the
      rows its #tile.mma layout gives it (8-row groups permuted; rows a
      multiple of 16 W). Also with `bytes = 64` for rows of 64 bytes
      (wgmma's 64-byte swizzle mode, atoms of 8 rows x 64 bytes).
    - `warpgroup_cols = W` (with `panels`): the same order for the columns
      of a transposed A (`[K, M]`, M-major): its 8-column groups are the
      accumulator's 8-row groups, stored where the instructions read them.
    ```mlir
    #tile.swizzle<bytes = 128, panels = true>
    #tile.swizzle<bytes = 128, warpgroup_rows = 8>
    #tile.swizzle<bytes = 64, warpgroup_rows = 4>
    #tile.swizzle<bytes = 64, panels = true>
    #tile.swizzle<bytes = 128, panels = true, warpgroup_cols = 8>
    ```
  }];
  let parameters = (ins "int64_t":$bytes,
                        DefaultValuedParameter<"bool", "false">:$panels,
                        DefaultValuedParameter<"int64_t", "0">:$warpgroup_rows,
                        DefaultValuedParameter<"int64_t", "0">:$warpgroup_cols);
  let assemblyFormat = "`<` struct(params) `>`";
  let builders = [
    AttrBuilder<(ins "int64_t":$bytes), [{
      return $_get($_ctxt, bytes, false, 0, 0);
    }]>,
    AttrBuilder<(ins "int64_t":$bytes, "bool":$panels, "int64_t":$warpgroup_rows), [{
      return $_get($_ctxt, bytes, panels, warpgroup_rows, 0);
    }]>
  ];
  let genVerifyDecl = 1;
}

def Tile_ShapeCaseAttr : Tile_Attr<"ShapeCase", "case"> {
  let summary = "tile.param values for a range of problem sizes";
  let description = [{
    One entry of a kernel's `tile.dispatch` list: where the problem sizes
    fall in `when` (each a tile.param without candidates, a dimension,
    mapped to an inclusive range `[lo, hi]`), the kernel takes the values
    in `set` (tunable tile.params of the same function) instead of its
    defaults. The first case whose ranges hold wins; a value bound on the
    command line wins over every case. tile-specialize decides the cases
    whose dimensions are fixed; for each case over a run-time dimension it
    compiles a specialization of the kernel, named in `kernel`, which the
    manifest's dispatch table hands the launch to (docs/design.md,
    "Dispatch").

    `waves = W` adds a condition on the case's own launch: its grid, with
    the case's values, has at most W blocks per multiprocessor of the chip
    (the chip description's count). A table can then say "the largest tile
    whose grid still fits one wave". A case may have `waves` alone.

    `fill = E` makes the case compete with the kernel the cases after it
    (or the defaults) choose, instead of winning wherever it holds: it runs
    where its grid fills the waves of one block per multiprocessor better
    than that kernel's grid does once its fill is weighted by E percent
    (its speed per wave relative to that kernel's). A tile that loses a
    little per block but fills the last wave (128x192 against 256x128 at
    1536^3 or 3072^3) states that loss as E.

    `multiple_of = {DIM = d, ...}` holds where each named dimension is a
    multiple of its d: where rows of K or N elements start at 32-byte
    boundaries, say, as Triton specializes on divisibility by 16. Over a
    run-time dimension the case's kernel is compiled with that fact (its
    masks and row alignment follow from it) and the runtime takes the case
    only at such values. The next case then serves the other values.

    ```mlir
    func.func @gemm(...) attributes {tile.dispatch = [
        #tile.case<when = {M = [1, 64]}, set = {block_M = 64, block_N = 64}>,
        #tile.case<when = {}, waves = 1, multiple_of = {K = 16}, set = {block_K = 128}>,
        #tile.case<when = {}, waves = 1, set = {block_M = 128, block_N = 128}>,
        #tile.case<when = {}, fill = 95, set = {block_M = 128, block_N = 192}>]}
    ```
  }];
  let parameters = (ins "DictionaryAttr":$when,
                        OptionalParameter<"DictionaryAttr">:$set,
                        OptionalParameter<"StringAttr">:$kernel,
                        DefaultValuedParameter<"int64_t", "0">:$waves,
                        OptionalParameter<"DictionaryAttr">:$multiple_of,
                        DefaultValuedParameter<"int64_t", "0">:$fill);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The inclusive range `when` gives dimension `name`, if it names it.
    std::optional<std::pair<int64_t, int64_t>> getRange(StringRef name) const;
    /// The multiple `multiple_of` asks of dimension `name` (1 if none).
    int64_t getMultiple(StringRef name) const;
  }];
}

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Tile_ReduceKind : I32EnumAttr<"ReduceKind", "reduction kind", [
    I32EnumAttrCase<"Max", 0, "max">,
    I32EnumAttrCase<"Sum", 1, "sum">,
    I32EnumAttrCase<"Min", 2, "min">,
    I32EnumAttrCase<"AbsMax", 3, "absmax">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 0;
}
def Tile_ReduceKindAttr : EnumAttr<Tile_Dialect, Tile_ReduceKind, "reduce_kind">;

def Tile_GemmPolicy : I32EnumAttr<"GemmPolicy", "warp tiling policy", [
    I32EnumAttrCase<"Square", 0, "square">,
    I32EnumAttrCase<"FullRow", 1, "full_row">,
    I32EnumAttrCase<"FullCol", 2, "full_col">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 0;
}
def Tile_GemmPolicyAttr : EnumAttr<Tile_Dialect, Tile_GemmPolicy, "policy"> {
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------===//
// Schedules
//===----------------------------------------------------------------------===//

def Tile_PipelinedAttr : Tile_Attr<"Pipelined", "pipelined"> {
  let summary = "What tile-pipeline made of a loop";
  let description = [{
    On the `scf.for` loops tile-pipeline produced (`tile.pipelined`): the
    loop's shared tiles rotate through `stages` buffers (`tile.stage`), and
    its copies are issued `ahead` iterations before their use. `ahead` is
    `stages - 1`, or `stages - 2` when a wgmma gemm may still read the
    previous iteration's tiles while this one runs (the loop then waits
    only for the wgmma group before the last: `stages - 1 - ahead` reads
    in flight).

    ```mlir
    scf.for %k = %c0 to %c6 step %c1 { ... } {tile.pipelined = #tile.pipelined<stages = 4, ahead = 2>}
    ```
  }];
  let parameters = (ins "int64_t":$stages, "int64_t":$ahead);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Iterations of wgmma groups that may still read a stage's tiles.
    int64_t getReadsInFlight() const { return getStages() - 1 - getAhead(); }
  }];
}

def Tile_StageRelease : I32EnumAttr<"StageRelease",
    "when the consumers free a stage for the producer", [
    I32EnumAttrCase<"AfterWgmma", 0, "after_wgmma">,
    I32EnumAttrCase<"AtWait", 1, "at_wait">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 0;
}
def Tile_StageReleaseAttr : EnumAttr<Tile_Dialect, Tile_StageRelease, "stage_release"> {
  let assemblyFormat = "`<` $value `>`";
}

#endif // TILE_ATTRS_TD
