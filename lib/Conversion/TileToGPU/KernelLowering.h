//===- KernelLowering.h - convert-tile-to-gpu's shared state ----*- C++ -*-===//
//
// Private to lib/Conversion/TileToGPU. The state one kernel's lowering
// shares between the op families (one file each: Copy.cpp, Gemm.cpp,
// Wgmma.cpp, TmaLoad.cpp, ...): the fragments' registers, shared memory and
// its barriers, and the TMA groups. TileToGPU.cpp holds the pass and the
// dispatch over the ops.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_LIB_CONVERSION_TILETOGPU_KERNELLOWERING_H
#define TILE_LIB_CONVERSION_TILETOGPU_KERNELLOWERING_H

#include "tile/Conversion/TileToGPU/Passes.h"
#include "tile/Analysis/Bounds.h"
#include "tile/Analysis/Resources.h"
#include "tile/Analysis/TmaPlan.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/DataFlow/IntegerRangeAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include <functional>
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"
#include <cmath>
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::tile::lowering {


/// Per-thread work is fully unrolled so that every element stays in a
/// register; beyond this many elements a thread would spill anyway.
constexpr int64_t kMaxUnrolledElements = 1024;

/// A fragment after lowering: each thread's registers, and how they map to
/// logical coordinates. Also describes a pure iteration space (no
/// registers) for loops and copies.
struct Fragment {
  Value registers;        // memref<K x elem>, private to the thread
  Attribute layout;       // #tile.blocked or #tile.slice
  BlockedLayoutAttr base; // whose thread decomposition applies
  int64_t slicedDim = -1; // the base dimension a slice drops
  SmallVector<int64_t> shape;
  int64_t numRegisters = 0;
  /// Per register, its coordinates relative to the thread's first element.
  SmallVector<SmallVector<int64_t>> registerOffsets;
  /// Elements a thread holds contiguously along the innermost dimension.
  int64_t contiguous = 1;
  /// Warpgroups along N (#tile.mma version 3 with G column groups): `base`
  /// spreads each group's `groupColumns` columns over its `groupThreads`
  /// threads, and group g's columns start at g x groupColumns. 0: one group.
  int64_t groupThreads = 0, groupColumns = 0;

  /// The register holding the element at `offset` from the thread's first
  /// element; -1 if the thread holds none there.
  int64_t findRegister(ArrayRef<int64_t> offset) const {
    for (auto [r, o] : llvm::enumerate(registerOffsets))
      if (ArrayRef<int64_t>(o) == offset)
        return r;
    return -1;
  }
};

/// How `layout` spreads a tile of `shape` over `numThreads` threads; sets
/// `why` and returns nothing when it cannot, or when it would give a thread
/// more than kMaxUnrolledElements elements (they are unrolled).
std::optional<Fragment> describeLayout(Attribute layout, ArrayRef<int64_t> shape,
                                       int64_t numThreads, std::string &why);


/// The operands of a gemm's last k step, kept in per-thread registers from
/// one loop iteration to the next (see KernelLowering::deferLastStep): A's
/// per instruction row (4x2 elements), B's per instruction column (2x2).
struct DeferredStep {
  Value aRegs, bRegs; // memref<rows * 8 x elem>, memref<cols * 4 x elem>
  int64_t rows = 0, cols = 0;

  std::pair<SmallVector<Value>, SmallVector<Value>> load(OpBuilder &b,
                                                         Location loc) const {
    std::pair<SmallVector<Value>, SmallVector<Value>> frags;
    auto read = [&](Value regs, int64_t n, int64_t first) {
      SmallVector<Value> elems;
      for (int64_t i = 0; i < n; ++i)
        elems.push_back(memref::LoadOp::create(
            b, loc, regs, arith::ConstantIndexOp::create(b, loc, first + i).getResult()));
      return elems;
    };
    Type elem = cast<MemRefType>(aRegs.getType()).getElementType();
    for (int64_t r = 0; r < rows; ++r)
      frags.first.push_back(vector::FromElementsOp::create(
          b, loc, VectorType::get({4, 2}, elem), read(aRegs, 8, 8 * r)));
    for (int64_t c = 0; c < cols; ++c)
      frags.second.push_back(vector::FromElementsOp::create(
          b, loc, VectorType::get({2, 2}, elem), read(bRegs, 4, 4 * c)));
    return frags;
  }

  void store(OpBuilder &b, Location loc, ArrayRef<Value> aFrags,
             ArrayRef<Value> bFrags) const {
    // Each fragment is a vector<N x 2>: element (i / 2, i % 2) to first + i.
    auto write = [&](Value regs, Value frag, int64_t first) {
      int64_t n = cast<VectorType>(frag.getType()).getNumElements();
      for (int64_t i = 0; i < n; ++i) {
        Value v = vector::ExtractOp::create(b, loc, frag, ArrayRef<int64_t>{i / 2, i % 2});
        memref::StoreOp::create(
            b, loc, v, regs, arith::ConstantIndexOp::create(b, loc, first + i).getResult());
      }
    };
    for (auto [r, frag] : llvm::enumerate(aFrags))
      write(aRegs, frag, 8 * r);
    for (auto [c, frag] : llvm::enumerate(bFrags))
      write(bRegs, frag, 4 * c);
  }
};

/// A thread's coordinates in a blocked layout, built once per layout.
struct ThreadCoords {
  SmallVector<Value> offset, lane, warp;
};

/// One side of a copy: a fragment's registers, or a buffer in global,
/// shared or local memory seen through a window at `offsets`.
struct Endpoint {
  const Fragment *fragment = nullptr;
  Value memory;
  MemRefType type;
  SmallVector<Value> offsets; // window origin (memory only)
  bool mayLeaveBuffer = false;
  /// Dimensions whose window the bounds analysis proved inside the buffer.
  uint64_t provenDims = 0;
  /// Stores into it add atomically (tile.atomic_add's destination).
  bool atomicAdd = false;
};

/// Whether stride `d` (in elements) of a memory endpoint is a multiple of
/// `v`: a run-time stride is when a dimension it multiplies is stated to be.
bool strideIsMultipleOf(const Endpoint &e, int64_t d, int64_t v);

/// A 16-bit mma fragment's way to global memory through shared memory
/// (KernelLowering::planStagedStore).
struct StagedStore {
  int64_t warps = 0;   // warps along M in a column group
  int64_t groups = 1;  // column groups (warpgroups along N), of `columns` each
  int64_t columns = 0;
  int64_t repRows = 0; // 8-row matrices per warp along M
  int64_t chunks = 0;  // 64-column chunks per 8-row band of a group
  int64_t buffers = 2; // 1 KB buffers per warp
  Value scratch;       // memref<warps * groups * buffers * 8 x 64 x elem>
};

/// Lowers the tile ops of one kernel body in place.
/// An XOR-swizzled shared tile (#tile.swizzle): the 16-byte chunk c of row
/// r is stored at chunk c ^ ((r / rowsPerLine) mod span) of its row, so that
/// the 8 rows an ldmatrix reads, and the rows a warp's cp.async writes, fall
/// on distinct bank groups without padding. The wgmma arrangements move
/// whole 16-byte chunks further: `panelElems` stores rows wider than 128
/// bytes as column panels of 128 bytes, `warpgroupRows` permutes 8-row
/// groups into the order wgmma reads an accumulator's rows in, and
/// `warpgroupCols` the 8-column groups of a transposed A alike.
struct SharedSwizzle {
  int64_t chunkElems = 8;  // elements per 16-byte chunk
  int64_t span = 8;        // chunks permuted together (bytes / 16)
  int64_t rowsPerLine = 1; // rows sharing one 128-byte line
  int64_t rows = 0, cols = 0;
  int64_t panelElems = 0;    // columns per panel (0: rows stored whole)
  int64_t warpgroupRows = 0; // W of #tile.mma<version = 3> (0: rows in order)
  int64_t warpgroupCols = 0; // the same for the columns of a transposed A

  /// Rewrites the index (row, col) of an element into where it is stored.
  void apply(OpBuilder &b, Location loc, MutableArrayRef<Value> idx) const;
};


/// Marks the value that says which consumer group owns a tile.group_turn
/// (lowerGroupTurn), for tile-check-async-protocol to bind per group.
constexpr llvm::StringLiteral kTurnOwnerAttrName = "turn_owner";

/// Marks the op that issues a group of TMA loads (lowerAsyncCommit).
constexpr llvm::StringLiteral kTmaGroupAttrName = "tile.tma_group";


class KernelLowering {
public:
  /// `clusterBlocks`: the blocks of the launch's clusters (1 without
  /// clusters): multicast copies load into both blocks of a pair, and
  /// tile.cluster_reduce combines over them.
  KernelLowering(gpu::GPUFuncOp kernel, int64_t numThreads, WindowProofs proofs,
                 const Chip &chip, int64_t clusterBlocks)
      : kernel(kernel), numThreads(numThreads), proofs(std::move(proofs)), chip(chip),
        clusterBlocks(clusterBlocks) {}

  LogicalResult run();
  /// The tensor maps the kernel takes after its buffers, in order.
  ArrayRef<TensorMapView> getTensorMaps() const { return tensorMaps; }
  /// Bytes of dynamic shared memory the kernel needs (with the slack that
  /// aligns wgmma operands at run time).
  int64_t getSharedBytes() const {
    return sharedBytes + (wgmmaOperands && sharedBytes ? kWgmmaAlignment : 0);
  }
  /// 32-bit registers a thread needs to hold every fragment at once: an
  /// upper bound on what the fragments keep live.
  int64_t getFragmentWords() const {
    int64_t words = 0;
    for (const auto &entry : fragments)
      words += getWords(entry.second);
    return words;
  }
  /// The 32-bit registers one fragment holds per thread.
  static int64_t getWords(const Fragment &f) {
    auto type = cast<MemRefType>(f.registers.getType());
    return llvm::divideCeil(f.numRegisters * type.getElementType().getIntOrFloatBitWidth(), 32);
  }

private:
  LogicalResult lowerOp(Operation *op);
  LogicalResult lowerAllocFragment(AllocFragmentOp op);
  LogicalResult lowerAllocShared(AllocSharedOp op);
  LogicalResult lowerSharedSubView(memref::SubViewOp op);
  LogicalResult lowerStage(StageOp op);
  LogicalResult lowerAllocLocal(AllocLocalOp op);
  LogicalResult lowerCopy(CopyOp op);
  LogicalResult lowerAsyncCopy(CopyOp op, const Endpoint &src,
                               const Endpoint &dst, const Fragment &iter);
  LogicalResult lowerLayoutConversion(CopyOp op, const Endpoint &src,
                                      const Endpoint &dst);
  LogicalResult lowerFill(Operation *op, Value buffer, Value value);
  LogicalResult guardReplicatedAtomics(ParallelOp op, const Fragment &iter);
  /// Whether this thread holds the first of the copies of its elements of
  /// `frag` (a slice fragment is replicated over the threads along the
  /// dimension it dropped); null when every element has one holder.
  Value holdsFirstCopy(OpBuilder &b, Location loc, const Fragment &frag);
  LogicalResult lowerAtomicAdd(AtomicAddOp op);
  /// `value` added atomically at `index` of `memory`: 16-bit floats in
  /// pairs (f16x2, bf16x2) where the chip has them, else one atomic per
  /// element.
  void emitAtomicAdd(OpBuilder &b, Location loc, Value memory, ValueRange index,
                     Value value);
  LogicalResult lowerParallel(ParallelOp op);
  bool lowerSlicedScale(
      ParallelOp op,
      const llvm::DenseMap<Value, SmallVector<int64_t>> &registerOf);
  LogicalResult lowerPrint(PrintOp op);
  LogicalResult lowerPrefetch(PrefetchOp op);
  /// TMA: the tensor maps and boxes of the copies tile-tma-loads marked.
  LogicalResult planTma();
  /// The index of `view` among the kernel's tensor maps (added if new).
  unsigned addTensorMap(const TensorMapView &view);
  void setUpTma(OpBuilder &b, Location loc);
  LogicalResult lowerTmaCopy(CopyOp op, const TmaCopy &plan);
  struct TmaLoad;
  void emitTmaLoad(OpBuilder &b, Location loc, const TmaLoad &load, Value barrier,
                   Value multicastMask = Value());
  /// cp.async groups, or with TMA lowerTmaCommit / lowerTmaWait.
  void lowerAsyncCommit(AsyncCommitOp op);
  void lowerAsyncWait(AsyncWaitOp op);
  void lowerTmaCommit(AsyncCommitOp op);
  void lowerTmaWait(AsyncWaitOp op);
  /// The mbarrier of group `group` (its slot: group mod tmaSlots) in
  /// `barriers` (tmaBarriers when null).
  Value getTmaBarrier(OpBuilder &b, Location loc, Value group,
                      Value barriers = Value());
  /// With multicast: the peer's word that its copy of the stage `group`
  /// refills is free (a remote arrive), and the wait for that word.
  void emitStageRelease(OpBuilder &b, Location loc, Value group);
  void emitStageAcquire(OpBuilder &b, Location loc, Value group, int64_t distance);
  /// Spins until group `previous` has been freed (its empty barrier's phase).
  void emitReleaseWait(OpBuilder &b, Location loc, Value previous);
  /// With multicast: keeps either block of a pair from leaving while the
  /// other may still arrive on its barriers (the consumers' wait for the
  /// last releases with a producer warp and one consumer group, else a
  /// cluster barrier).
  void finishCluster();
  LogicalResult lowerPrintTile(PrintOp op, Value tile);

  LogicalResult lowerReduce(ReduceOp op);
  LogicalResult lowerClusterReduce(ClusterReduceOp op);
  LogicalResult lowerGemm(GemmOp op);
  LogicalResult lowerMmaSync(GemmOp op, const Fragment &acc);
  LogicalResult lowerWgmma(GemmOp op, const Fragment &acc);
  LogicalResult lowerGemmWait(GemmWaitOp op);
  std::optional<DeferredStep> deferLastStep(GemmOp op, const Fragment &acc,
                                            int64_t rows, int64_t cols);

  /// Moves a tile from `src` to `dst`, distributed as `iter` says.
  void emitCopy(OpBuilder &b, Location loc, const Endpoint &src,
                const Endpoint &dst, const Fragment &iter, TypedAttr pad,
                function_ref<void(OpBuilder &)> fast = nullptr);
  /// With `forTma`, for a TMA store: the buffers are 1024-byte aligned
  /// (SWIZZLE_128B is a function of the address), and neither the
  /// destination's alignment nor the budget decides (the store needs them).
  std::optional<StagedStore> planStagedStore(OpBuilder &b, Location loc,
                                             Operation *copy,
                                             const Endpoint &src,
                                             const Endpoint &dst,
                                             const Fragment &iter, bool forTma = false);
  /// A tile.copy marked `tma` that stores (TmaStorePlan): its map, and the
  /// subview whose matrix it writes (null for a 2-d argument).
  struct TmaStore {
    unsigned map = 0;
    TmaStorePlan plan;
  };
  llvm::DenseMap<Operation *, TmaStore> tmaStores;
  /// With `tma`, each staged piece leaves as a TMA store of `tma->map`
  /// instead of being read back and stored by the warp.
  void emitStagedStore(OpBuilder &b, Location loc, const Endpoint &src,
                       const Endpoint &dst, const StagedStore &plan,
                       const TmaStore *tma = nullptr, Operation *subview = nullptr);
  LogicalResult lowerTmaStore(CopyOp op, const Endpoint &src, const Endpoint &dst,
                              const Fragment &iter, const TmaStore &tma);
  Endpoint makeEndpoint(OpBuilder &b, Location loc, Value buffer,
                        ValueRange offsets, ArrayRef<int64_t> tileShape,
                        uint64_t provenDims = 0);
  /// Extent `d` of a memory endpoint's buffer: a constant, or its run-time
  /// size (memref.dim).
  Value getExtent(OpBuilder &b, Location loc, const Endpoint &e, int64_t d);
  /// Whether a window of `size` along `d` of a memory endpoint is wholly
  /// inside or wholly outside its buffer: the extent and the window's
  /// origin are multiples of `size` (known, or stated: M=dynamic%128).
  bool movesWhole(OpBuilder &b, Location loc, const Endpoint &e, int64_t d, int64_t size);
  /// The widest vector (in elements) both endpoints can move at once.
  int64_t getVectorWidth(const Fragment &iter, const Endpoint &a,
                         const Endpoint &b);
  Value loadChunk(OpBuilder &b, Location loc, const Endpoint &e, int64_t reg,
                  ArrayRef<Value> coords, int64_t vec);
  void storeChunk(OpBuilder &b, Location loc, const Endpoint &e, int64_t reg,
                  ArrayRef<Value> coords, Value value);
  /// A layout that spreads a tile of `shape` over the block, for copies
  /// and fills that involve no fragment. With `active`, a tile that does
  /// not spread evenly over every thread (1024 vectors over 384 threads)
  /// may take the first `*active` threads only, as many as it can use.
  std::optional<Fragment> getDistribution(Operation *op,
                                          ArrayRef<int64_t> shape,
                                          Type elementType,
                                          int64_t *active = nullptr,
                                          int64_t maxVector = 0);

  /// A view of dynamic shared memory for a tile of `type`, 128-byte
  /// aligned; with `padRows`, 2-d tiles get 16 bytes of padding per row
  /// (a strided view) so that ldmatrix and column-wise accesses do not
  /// conflict on banks.
  Value allocateShared(OpBuilder &b, Location loc, MemRefType type,
                       bool padRows = false,
                       int64_t alignment = kSharedAlignment);
  /// The same, laid out as `footprint` (a tile.alloc_shared's own).
  Value allocateShared(OpBuilder &b, Location loc, MemRefType type,
                       const SharedTileFootprint &footprint, int64_t alignment);
  /// Barriers: after every write to shared memory (readers in other
  /// threads), and before a write when shared memory was read since the
  /// last barrier or the write sits in a loop (the next iteration's write
  /// races the previous iteration's reads).
  void beforeSharedWrite(OpBuilder &b, Operation *op, ArrayRef<Value> buffers);
  void afterSharedWrite(OpBuilder &b, Location loc);
  /// Copies of a wgmma accumulator-shaped fragment into a shared tile that
  /// only wgmma gemms read, as their A operand, over the same warpgroups
  /// (FP8 attention's P): each warpgroup writes exactly the rows its own
  /// gemm reads, so the hand-off needs a barrier of that warpgroup only,
  /// not of the block (which would keep the warpgroups in lockstep).
  void findWarpgroupHandoffs();
  llvm::SmallPtrSet<Operation *, 4> warpgroupHandoffs;
  /// The barrier of a warpgroup hand-off: named barrier 16 - warpgroups +
  /// w of the 128 threads of warpgroup w (ids above those of the roles and
  /// turns); `fence` first orders the writes before wgmma's reads.
  void emitWarpgroupBarrier(OpBuilder &b, Location loc, bool fence);
  void noteSharedRead(Value buffer) { readSinceBarrier.insert(buffer); }
  void forgetReadsAfterBarrier(OpBuilder &b);

  /// Thread-dependent coordinates of a thread's first element, and its lane
  /// and warp coordinates (cached per layout).
  const ThreadCoords &getThreadCoords(BlockedLayoutAttr layout);
  /// The thread's coordinates under `frag`'s distribution, column groups
  /// included.
  const ThreadCoords &getThreadCoords(const Fragment &frag);
  /// Coordinates of register `reg` of `frag` for this thread.
  SmallVector<Value> getCoordinates(OpBuilder &b, Location loc,
                                    const Fragment &frag, int64_t reg);
  Value getConstantIndex(OpBuilder &b, Location loc, int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }

  gpu::GPUFuncOp kernel;
  /// Threads of one consumer group (the launch's threads(N)).
  int64_t numThreads;
  /// The thread's index in its consumer group (with one group, in the
  /// block), which the ops' distributions use, and in the block.
  Value threadId, blockThreadId;
  /// tile.warp_specialize's consumer_groups (1 without ping-pong); the
  /// group of this thread (an index, clamped to the last group: the
  /// producer's threads are past it), and the same broadcast from lane 0
  /// (an i32 that ptxas knows to be warp-uniform, for barrier ids).
  int64_t consumerGroups = 1;
  Value groupId, uniformGroup;
  /// Counts the tile.group_turns this thread has reached (memref<1 x i32>).
  Value turnCounter;
  /// Whether the first turn's pre-arrive is placed (group or warpgroup
  /// turns, never both in one kernel).
  bool orderedStarted = false;
  LogicalResult lowerGroupTurn(GroupTurnOp op);
  LogicalResult lowerOrdered(OrderedOp op);
  /// A tile.ordered outside a group turn: the consumers' warpgroups take
  /// turns through it (FlashAttention-3's ping-pong).
  LogicalResult lowerWarpgroupTurns(OrderedOp op);
  /// The entry (bar.sync) and exit (bar.arrive) of each warpgroup turn,
  /// checked once everything is lowered: a block barrier between them
  /// would wait for the warpgroups that wait for this one (a hang).
  SmallVector<std::pair<Operation *, Operation *>> warpgroupTurns;
  LogicalResult checkWarpgroupTurns();
  /// The warpgroup of this thread, from the warp index broadcast from lane
  /// 0 (an i32 ptxas knows to be warp-uniform, for barrier ids); set with
  /// the roles (lowerWarpSpecialize).
  Value uniformWarpgroup;
  /// Where fragments and local buffers are allocated: the entry block,
  /// after the thread id and the allocations before them.
  OpBuilder entryAllocaBuilder();
  Operation *lastEntryAlloca = nullptr;
  /// Whether a warpgroup turn was dropped (cp.async stages); said once.
  bool warpgroupTurnsDropped = false;
  /// The pipelined copies said to load without cp.async, by location (the
  /// pipeline's clones of one copy share it): said once each.
  llvm::DenseSet<Location> copiesWithoutCpAsync;
  /// A named barrier: bar.sync (or with `arrive`, bar.arrive) of `id` for
  /// `count` threads.
  void emitNamedBarrier(OpBuilder &b, Location loc, Value id, int64_t count,
                        bool arrive = false);
  /// The shared buffers the producer fills (the rings' stages): the only
  /// ones the consumer groups share.
  llvm::SmallPtrSet<Value, 16> ringBuffers;
  /// Set while lowering a shared tile that each consumer group gets a copy
  /// of (allocateShared then reserves one per group).
  bool allocatePerGroup = false;
  /// The byte range of every shared allocation, and whether it is a stage
  /// of a ring (set while lowering one: allocatingRing).
  struct SharedRange {
    int64_t begin, end;
    bool ring;
    Value view; // the allocation's view (for a ring stage: to find its later uses)
  };
  SmallVector<SharedRange> sharedRanges;
  bool allocatingRing = false;
  /// Where `bytes` (aligned to `alignment`) can live in the pipelines'
  /// stage buffers, dead at `op`: after every pipelined loop, in no loop,
  /// in a run of ring stages that no other allocation shares and that
  /// nothing after `op` reads or writes. The caller
  /// puts a block barrier before its first write (other warps may still
  /// read the stages until they get there).
  std::optional<int64_t> findDeadRingSpace(Operation *op, int64_t bytes, int64_t alignment);
  /// A view of `type` at byte `offset` of the shared memory.
  Value getSharedView(OpBuilder &b, Location loc, MemRefType type, int64_t offset);
  /// Per lowered tile.stage (the select it became): its ring (the first
  /// buffer), index and ring size, and per ring the group that last filled
  /// each buffer (memref<B x i32>, the producer's, -1 for none).
  struct StageRef {
    Value ring, index;
    int64_t size;
  };
  llvm::DenseMap<Value, StageRef> stageRefs;
  llvm::DenseMap<Value, Value> lastFill;
  /// Some pipelined copy sits in a loop that is not pipelined (a tile
  /// loop around a pipelined one), so stage indices restart.
  bool ringsRestart = false;
  /// Before the producer issues group `group`: the wait until its stage's
  /// previous group and the previous users of the buffers it fills are
  /// free (StageBarriers.cpp).
  void emitProducerAcquire(OpBuilder &b, Location loc, Value group);
  Value sharedBase;
  int64_t sharedBytes = 0;
  WindowProofs proofs;
  const Chip &chip;
  int64_t clusterBlocks = 1;
  /// With TMA: the maps, the planned copies, one mbarrier per stage
  /// (`tmaSlots` of them, memref<S x i64> in shared memory), the maps'
  /// kernel arguments as generic pointers, and this thread's counts of
  /// committed and waited groups (memref<2 x i32>, promoted to registers).
  SmallVector<TensorMapView, 2> tensorMaps;
  llvm::DenseMap<Operation *, TmaCopy> tmaCopies;
  int64_t tmaSlots = 0;
  /// The fewest buffers any pipelined copy cycles through: group g refills
  /// the buffers group g - tmaStageBuffers filled.
  int64_t tmaStageBuffers = 0;
  /// Lane 0 of each of the first `tmaIssuers` warps issues a share of each
  /// group's boxes (each barrier expects that many arrivals).
  int64_t tmaIssuers = 1;
  /// tmaGroups, per thread: the groups committed, waited for and (with a
  /// producer warp) released, and the groups the last two wgmma groups
  /// could read (releaseAfterWgmmaWaits).
  static constexpr int64_t kTmaCounters = 5;
  Value tmaBarriers, tmaGroups;
  SmallVector<Value> tmaMapPointers;
  /// When some copy multicasts: the per-stage mbarriers on which the peer
  /// block says that its copy of the stage is free (memref<S x i64>), and
  /// this block's rank in the cluster.
  bool tmaMulticast = false;
  Value tmaEmpty, clusterRank;
  /// A tile.warp_specialize, lowered first (lowerWarpSpecialize): the
  /// scf.if whose then-region is the producer warps' (one lane, elect.sync,
  /// issues every box), whose else-region is the consumers'. The consumers
  /// free a stage on its tmaEmpty barrier (one arrival per consumer warp,
  /// the peer's too with multicast).
  scf::IfOp producerSplit;
  LogicalResult lowerWarpSpecialize(WarpSpecializeOp op);
  /// stage_release(<after_wgmma>): the consumers free a group as soon as
  /// the wgmma groups that read it are done (releaseAfterWgmmaWaits), not
  /// at the next tile.async_wait.
  bool releaseAfterWgmma = false;
  void releaseAfterWgmmaWaits();
  /// The wgmma waits of gemms followed, before the next tile.async_wait,
  /// by another gemm of the same body (FlashAttention's P V after Q K^T):
  /// that one may still read the group's tiles, so these waits free none.
  llvm::SmallPtrSet<Operation *, 8> keepStageWaits;
  /// The lowered tile.gemm_wait ops and their pending counts: stages are
  /// freed after them as after the lowering's own waits.
  SmallVector<std::pair<Operation *, int64_t>> gemmWaits;
  /// Whether some wgmma gemm is asynchronous: its group may stay in flight
  /// past the next tile.async_wait.
  bool asyncGemms = false;
  bool inProducer(Operation *op) {
    return producerSplit && producerSplit.getThenRegion().isAncestor(op->getParentRegion());
  }
  /// Frees every group below `to` not yet freed (counter 2 of tmaGroups):
  /// lane 0 of each consumer warp arrives on their empty barriers.
  void emitConsumerRelease(OpBuilder &b, Location loc, Value to);
  /// The boxes of the copies since the last commit, which issues them.
  struct TmaLoad {
    Value tile, row, col; // the copy's shared tile and source offsets
    /// The source's rows (TmaCopy::edge: a tile past them loads 2-d boxes).
    Value sourceRows;
    const TmaCopy *plan;
    size_t box;
    /// TmaCopy::leadingCoord: the memref.subview whose matrix is read.
    Operation *subview;
  };
  SmallVector<TmaLoad> pendingTmaLoads;
  /// The kernel has shared tiles arranged for wgmma (#tile.swizzle panels or
  /// warpgroup_rows): its shared memory is aligned to 1024 bytes at run time
  /// and writes to shared memory are fenced for the async proxy.
  bool wgmmaOperands = false;
  /// Shared buffers read since the last barrier (views never overlap).
  llvm::SmallPtrSet<Value, 8> readSinceBarrier;
  llvm::DenseMap<Value, Fragment> fragments;
  /// XOR-swizzled shared tiles (and the selects choosing among them).
  llvm::DenseMap<Value, SharedSwizzle> swizzles;
  /// By base layout, threads per column group and the group's columns.
  llvm::DenseMap<std::tuple<Attribute, int64_t, int64_t>, ThreadCoords> threadCoords;
};


/// True for buffers in the block's shared memory (after lowering: the
/// workgroup address space).
inline bool isSharedBuffer(Value v) {
  auto type = dyn_cast<MemRefType>(v.getType());
  if (!type)
    return false;
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(type.getMemorySpace());
  return space && space.getValue() == gpu::AddressSpace::Workgroup;
}

/// Row-major strides of a static shape.
SmallVector<int64_t> getStrides(ArrayRef<int64_t> shape);
/// The zero of `type`.
Value getZero(OpBuilder &b, Location loc, Type type);
/// Inline PTX (AT&T dialect, no tail call): for instructions LLVM 22 has
/// no intrinsic for, or does not select on every chip.
LLVM::InlineAsmOp createInlinePtx(OpBuilder &b, Location loc, TypeRange results,
                                  ValueRange operands, StringRef text,
                                  StringRef constraints, bool sideEffects);
/// Constraints of `count` f32 outputs tied to the first `count` inputs.
std::string getTiedF32Constraints(int64_t count);
/// Combines two partial reductions (scalars or vectors) of `kind`.
Value combineReduction(OpBuilder &b, Location loc, ReduceKind kind, Value x, Value y);
/// Orders generic-proxy writes of shared memory before async-proxy reads
/// (wgmma operands, TMA stores).
void fenceForAsyncProxy(OpBuilder &b, Location loc);

/// The index of a subview's matrix among its source's: its leading offsets,
/// row-major over the source's leading dimensions, computed at `b`.
Value getMatrixIndex(OpBuilder &b, Location loc, memref::SubViewOp subview);

/// Fails, with a located error, where an op of `kernel` touches the tiles
/// of an asynchronous tile.gemm before a tile.gemm_wait completes it
/// (AsyncGemm.cpp).
LogicalResult checkAsyncGemmOrder(Operation *kernel);

/// Refuses a read of a shared tile that an asynchronous (cp.async) copy
/// fills before any tile.async_wait: a hand-written copy read back at once.
LogicalResult checkAsyncCopyReads(Operation *kernel);
/// Whether `gemm` runs on wgmma (an accumulator in the version-3 layout).
bool isWgmmaGemm(GemmOp gemm);

/// Whether `op` is the only operation of `loop` that reads or writes its
/// accumulator (the tile or its registers): then nothing observes the
/// partial sum between two iterations. Uses inside `guarded` ops (which
/// wait for the gemm first) do not count.
bool isOnlyAccumulationInLoop(GemmOp op, scf::ForOp loop, const Fragment &acc,
                              ArrayRef<Operation *> guarded = {});
/// The cp.async copies issued since the last barrier before `op` that fill
/// other buffers than its operands (a pipelined loop's prefetch of later
/// tiles), in order, and the commit that closes their group; none without
/// that commit. With TMA the commit is the op that issues the whole group
/// (kTmaGroupAttrName), with no copies before it.
std::pair<SmallVector<Operation *>, Operation *> getPrefetchCopies(GemmOp op);

/// The host function's checks before any of its launches is outlined.
LogicalResult checkHostFunction(func::FuncOp func);
/// Outlines `launch` into a gpu.func `name` of `gpuModule` and lowers it;
/// the launch becomes a gpu.launch_func.
LogicalResult outlineLaunch(func::FuncOp func, LaunchOp launch,
                            gpu::GPUModuleOp gpuModule, StringRef name,
                            const Chip &chip);

} // namespace mlir::tile::lowering

#endif // TILE_LIB_CONVERSION_TILETOGPU_KERNELLOWERING_H
