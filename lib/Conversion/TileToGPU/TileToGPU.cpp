//===- TileToGPU.cpp - outline tile.launch and lower tile ops -------------===//
//
// Implements `convert-tile-to-gpu`. Each tile.launch becomes a gpu.func
// kernel (bare-pointer ABI: the host function's memref arguments, in order)
// and a gpu.launch_func in its place. Inside the kernel, fragments become
// per-thread register arrays laid out by their #tile.blocked layout, and the
// tile ops that touch them are expanded per thread, fully unrolled over the
// thread's registers so that LLVM keeps every element in a register.
//
//===----------------------------------------------------------------------===//

#include "tile/Conversion/TileToGPU/Passes.h"
#include "tile/Conversion/TileToGPU/Resources.h"
#include "ProducerWarp.h"

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

namespace mlir::tile {
#define GEN_PASS_DEF_CONVERTTILETOGPU
#include "tile/Conversion/TileToGPU/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

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

  /// The register holding the element at `offset` from the thread's first
  /// element; -1 if the thread holds none there.
  int64_t findRegister(ArrayRef<int64_t> offset) const {
    for (auto [r, o] : llvm::enumerate(registerOffsets))
      if (ArrayRef<int64_t>(o) == offset)
        return r;
    return -1;
  }
};

/// Why a layout that gives each thread `n` elements is not lowered.
static std::string tooManyRegisters(int64_t n) {
  return "it puts " + std::to_string(n) + " elements in each thread's registers; at most " +
         std::to_string(kMaxUnrolledElements) +
         " are supported (use more threads or a smaller tile)";
}

/// How `layout` spreads a tile of `shape` over `numThreads` threads; sets
/// `why` and returns nothing when it cannot, or when it would give a thread
/// more than kMaxUnrolledElements elements (they are unrolled).
std::optional<Fragment> describeLayout(Attribute layout, ArrayRef<int64_t> shape,
                                       int64_t numThreads, std::string &why) {
  Fragment f;
  f.layout = layout;
  f.shape.assign(shape.begin(), shape.end());
  if (auto blocked = dyn_cast_or_null<BlockedLayoutAttr>(layout)) {
    why = blocked.checkCovers(shape, numThreads);
    if (!why.empty())
      return std::nullopt;
    f.base = blocked;
    f.numRegisters = blocked.getElementsPerThread(shape);
    if (f.numRegisters > kMaxUnrolledElements) {
      why = tooManyRegisters(f.numRegisters);
      return std::nullopt;
    }
    for (int64_t r = 0; r < f.numRegisters; ++r)
      f.registerOffsets.push_back(blocked.getRegisterOffset(shape, r));
    int64_t rank = shape.size();
    if (blocked.getOrder()[0] == rank - 1)
      f.contiguous = blocked.getSizePerThread()[rank - 1];
    return f;
  }
  if (auto slice = dyn_cast_or_null<SliceLayoutAttr>(layout)) {
    BlockedLayoutAttr parent = slice.getParent();
    int64_t dim = slice.getDim();
    if (static_cast<int64_t>(shape.size()) != parent.getRank() - 1) {
      why = "slice layout rank does not match the tile";
      return std::nullopt;
    }
    // The parent's registers over one block tile along `dim`, projected.
    SmallVector<int64_t> parentShape(shape);
    parentShape.insert(parentShape.begin() + dim, parent.getBlockTile()[dim]);
    why = parent.checkCovers(parentShape, numThreads);
    if (!why.empty())
      return std::nullopt;
    f.base = parent;
    f.slicedDim = dim;
    int64_t parentRegs = parent.getElementsPerThread(parentShape);
    if (parentRegs > kMaxUnrolledElements) {
      why = tooManyRegisters(parentRegs);
      return std::nullopt;
    }
    for (int64_t r = 0; r < parentRegs; ++r) {
      SmallVector<int64_t> o = parent.getRegisterOffset(parentShape, r);
      o.erase(o.begin() + dim);
      if (f.findRegister(o) < 0)
        f.registerOffsets.push_back(o);
    }
    f.numRegisters = f.registerOffsets.size();
    return f;
  }
  if (auto mma = dyn_cast_or_null<MmaLayoutAttr>(layout)) {
    // An mma.sync accumulator is a blocked distribution (see toBlocked).
    std::optional<Fragment> f = describeLayout(mma.toBlocked(), shape, numThreads, why);
    if (f)
      f->layout = mma;
    return f;
  }
  why = "only #tile.blocked, #tile.slice and #tile.mma layouts are lowered "
        "yet";
  return std::nullopt;
}

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
};

/// A 16-bit mma fragment's way to global memory through shared memory
/// (KernelLowering::planStagedStore).
struct StagedStore {
  int64_t warps = 0;   // warps along M; the layout has one along N
  int64_t repRows = 0; // 8-row matrices per warp along M
  int64_t chunks = 0;  // 64-column chunks per 8-row band
  Value scratch;       // memref<warps * 16 x 64 x elem>: two 1 KB buffers per warp
};

/// Lowers the tile ops of one kernel body in place.
/// An XOR-swizzled shared tile (#tile.swizzle): the 16-byte chunk c of row
/// r is stored at chunk c ^ ((r / rowsPerLine) mod span) of its row, so that
/// the 8 rows an ldmatrix reads, and the rows a warp's cp.async writes, fall
/// on distinct bank groups without padding. The wgmma arrangements move
/// whole 16-byte chunks further: `panelElems` stores rows wider than 128
/// bytes as column panels of 128 bytes, `warpgroupRows` permutes 8-row
/// groups into the order wgmma reads an accumulator's rows in.
struct SharedSwizzle {
  int64_t chunkElems = 8;  // elements per 16-byte chunk
  int64_t span = 8;        // chunks permuted together (bytes / 16)
  int64_t rowsPerLine = 1; // rows sharing one 128-byte line
  int64_t rows = 0, cols = 0;
  int64_t panelElems = 0;    // columns per panel (0: rows stored whole)
  int64_t warpgroupRows = 0; // W of #tile.mma<version = 3> (0: rows in order)

  /// Rewrites the index (row, col) of an element into where it is stored.
  void apply(OpBuilder &b, Location loc, MutableArrayRef<Value> idx) const {
    auto cst = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); };
    auto div = [&](Value x, int64_t c) {
      return c == 1 ? x : arith::DivUIOp::create(b, loc, x, cst(c)).getResult();
    };
    auto rem = [&](Value x, int64_t c) {
      return arith::RemUIOp::create(b, loc, x, cst(c)).getResult();
    };
    auto mul = [&](Value x, int64_t c) {
      return c == 1 ? x : arith::MulIOp::create(b, loc, x, cst(c)).getResult();
    };
    auto add = [&](Value x, Value y) {
      return arith::AddIOp::create(b, loc, x, y).getResult();
    };
    Value row = idx[0], col = idx[1];
    if (warpgroupRows) {
      // Row r = 8 W rep + 8 w + g of warp w (repetition rep, lane row g) is
      // row 16 (w mod 4) + 8 (rep mod 2) + g of the 64-row wgmma
      // instruction rep / 2 of warpgroup w / 4.
      int64_t w = warpgroupRows, pairs = rows / (16 * w);
      Value group = div(row, 8), rep = div(row, 8 * w), warp = rem(group, w);
      Value instr = add(mul(div(warp, 4), pairs), div(rep, 2));
      Value inInstr = add(mul(rem(warp, 4), 16), mul(rem(rep, 2), 8));
      row = add(add(mul(instr, 64), inInstr), rem(row, 8));
    }
    Value line = row;
    if (panelElems)
      line = add(mul(div(col, panelElems), rows), row);
    Value x = mul(rem(div(line, rowsPerLine), span), chunkElems);
    if (!panelElems) {
      idx[0] = row;
      idx[1] = arith::XOrIOp::create(b, loc, col, x);
      return;
    }
    // Panel line L holds panelElems elements: element offset L * panelElems
    // + c in the row-major buffer of `cols` columns.
    Value inPanel = arith::XOrIOp::create(b, loc, rem(col, panelElems), x);
    int64_t linesPerRow = cols / panelElems;
    idx[0] = div(line, linesPerRow);
    idx[1] = add(mul(rem(line, linesPerRow), panelElems), inPanel);
  }
};

/// For each copy, the buffer dimensions of its source and destination
/// windows proven to lie inside the buffer (bit d of `src` / `dst`).
struct WindowProof {
  uint64_t src = 0, dst = 0;
};
using WindowProofs = llvm::DenseMap<Operation *, WindowProof>;

/// Marks the op that issues a group of TMA loads (lowerAsyncCommit).
constexpr llvm::StringLiteral kTmaGroupAttrName = "tile.tma_group";

/// A tensor map a kernel takes as an extra argument (tile.tensor_map on
/// the host): a view of the global buffer of kernel argument `arg`, dims
/// innermost first in elements, the strides of dims 1.. in bytes, and the
/// box one TMA load moves.
struct TensorMapView {
  unsigned arg = 0;
  SmallVector<int64_t> dims, strides, box;
  int64_t swizzle = 128;

  bool operator==(const TensorMapView &o) const {
    return arg == o.arg && dims == o.dims && strides == o.strides &&
           box == o.box && swizzle == o.swizzle;
  }
};

/// How a pipelined tile copy loads with TMA: boxes of one tensor map, each
/// at a byte offset of the shared tile. A box's coordinates are `coords`
/// plus the copy's column offset (first) and its row offset divided by
/// `rowDivisor` (last).
struct TmaCopy {
  struct Box {
    int64_t dstOffset;
    SmallVector<int64_t> coords;
  };
  unsigned map = 0;
  int64_t rowDivisor = 1;
  int64_t boxBytes = 0;
  SmallVector<Box> boxes;
  /// The source is a subview's matrix (TmaSource): the row offset is the
  /// second-to-last coordinate and the matrix's index the last.
  bool leadingCoord = false;
  /// Both blocks of a cluster pair load this tile alike: box j is issued
  /// by the block of cluster rank j mod 2 and lands in both (multicast).
  bool multicast = false;
};

/// What tma-multicast found about a launch: the pipelined copies (in the
/// outlined kernel) whose source both blocks of a cluster pair share, or
/// why multicast does not apply.
struct ClusterPlan {
  bool requested = false;
  llvm::SmallPtrSet<Operation *, 4> sharedCopies;
  std::string why;
};

class KernelLowering {
public:
  KernelLowering(gpu::GPUFuncOp kernel, int64_t numThreads,
                 WindowProofs proofs = WindowProofs(), StringRef chip = "sm_90a",
                 bool tma = false, ClusterPlan cluster = ClusterPlan(),
                 scf::IfOp producerSplit = nullptr,
                 SmallVector<Operation *> warpBarriers = {}, bool gemmReadsOnly = false)
      : kernel(kernel), numThreads(numThreads), proofs(std::move(proofs)),
        chip(chip), tma(tma), cluster(std::move(cluster)),
        producerSplit(producerSplit), warpBarriers(std::move(warpBarriers)),
        releaseAfterWgmma(gemmReadsOnly) {}

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
    for (const auto &entry : fragments) {
      const Fragment &f = entry.second;
      auto type = cast<MemRefType>(f.registers.getType());
      words += llvm::divideCeil(
          f.numRegisters * type.getElementType().getIntOrFloatBitWidth(), 32);
    }
    return words;
  }

private:
  LogicalResult lowerOp(Operation *op);
  LogicalResult lowerAllocFragment(AllocFragmentOp op);
  LogicalResult lowerAllocShared(AllocSharedOp op);
  LogicalResult lowerAllocLocal(AllocLocalOp op);
  LogicalResult lowerCopy(CopyOp op);
  LogicalResult lowerAsyncCopy(CopyOp op, const Endpoint &src,
                               const Endpoint &dst, const Fragment &iter);
  LogicalResult lowerLayoutConversion(CopyOp op, const Endpoint &src,
                                      const Endpoint &dst);
  LogicalResult lowerFill(Operation *op, Value buffer, Value value);
  LogicalResult lowerParallel(ParallelOp op);
  bool lowerSlicedScale(
      ParallelOp op,
      const llvm::DenseMap<Value, SmallVector<int64_t>> &registerOf);
  LogicalResult lowerPrint(PrintOp op);
  LogicalResult lowerPrefetch(PrefetchOp op);
  /// TMA: plans every pipelined copy, or warns about the first that
  /// cannot load through a tensor map and keeps cp.async.
  void planTma();
  FailureOr<TmaCopy> planTmaCopy(CopyOp op, std::string &why);
  void setUpTma(OpBuilder &b, Location loc);
  LogicalResult lowerTmaCopy(CopyOp op, const TmaCopy &plan);
  struct TmaLoad;
  void emitTmaLoad(OpBuilder &b, Location loc, const TmaLoad &load, Value barrier,
                   Value multicastMask = Value());
  void lowerAsyncCommit(AsyncCommitOp op);
  void lowerAsyncWait(AsyncWaitOp op);
  /// The mbarrier of group `group` (its slot: group mod tmaSlots) in
  /// `barriers` (tmaBarriers when null).
  Value getTmaBarrier(OpBuilder &b, Location loc, Value group,
                      Value barriers = Value());
  /// With multicast: the peer's word that its copy of the stage `group`
  /// refills is free (a remote arrive), and the wait for that word.
  void emitStageRelease(OpBuilder &b, Location loc, Value group);
  void emitStageAcquire(OpBuilder &b, Location loc, Value group, int64_t distance);
  /// With multicast: the cluster barrier that keeps either block of a pair
  /// from leaving while the other may still arrive on its barriers.
  void finishCluster();
  LogicalResult lowerPrintTile(PrintOp op, Value tile);

  LogicalResult lowerReduce(ReduceOp op);
  LogicalResult lowerGemm(GemmOp op);
  LogicalResult lowerWgmma(GemmOp op, const Fragment &acc);
  std::optional<DeferredStep> deferLastStep(GemmOp op, const Fragment &acc,
                                            int64_t rows, int64_t cols);

  /// Moves a tile from `src` to `dst`, distributed as `iter` says.
  void emitCopy(OpBuilder &b, Location loc, const Endpoint &src,
                const Endpoint &dst, const Fragment &iter, TypedAttr pad,
                function_ref<void(OpBuilder &)> fast = nullptr);
  std::optional<StagedStore> planStagedStore(OpBuilder &b, Location loc,
                                             Operation *copy,
                                             const Endpoint &src,
                                             const Endpoint &dst,
                                             const Fragment &iter);
  void emitStagedStore(OpBuilder &b, Location loc, const Endpoint &src,
                       const Endpoint &dst, const StagedStore &plan);
  Endpoint makeEndpoint(OpBuilder &b, Location loc, Value buffer,
                        ValueRange offsets, ArrayRef<int64_t> tileShape,
                        uint64_t provenDims = 0);
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
                                          int64_t *active = nullptr);

  /// A view of dynamic shared memory for a tile of `type`, 128-byte
  /// aligned; with `padRows`, 2-d tiles get 16 bytes of padding per row
  /// (a strided view) so that ldmatrix and column-wise accesses do not
  /// conflict on banks.
  Value allocateShared(OpBuilder &b, Location loc, MemRefType type,
                       bool padRows = false,
                       int64_t alignment = kSharedAlignment);
  /// Barriers: after every write to shared memory (readers in other
  /// threads), and before a write when shared memory was read since the
  /// last barrier or the write sits in a loop (the next iteration's write
  /// races the previous iteration's reads).
  void beforeSharedWrite(OpBuilder &b, Operation *op, ArrayRef<Value> buffers);
  void afterSharedWrite(OpBuilder &b, Location loc);
  void noteSharedRead(Value buffer) { readSinceBarrier.insert(buffer); }
  void forgetReadsAfterBarrier(OpBuilder &b);

  /// Thread-dependent coordinates of a thread's first element, and its lane
  /// and warp coordinates (cached per layout).
  const ThreadCoords &getThreadCoords(BlockedLayoutAttr layout);
  /// Coordinates of register `reg` of `frag` for this thread.
  SmallVector<Value> getCoordinates(OpBuilder &b, Location loc,
                                    const Fragment &frag, int64_t reg);
  Value getConstantIndex(OpBuilder &b, Location loc, int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }

  gpu::GPUFuncOp kernel;
  int64_t numThreads;
  Value threadId;
  Value sharedBase;
  int64_t sharedBytes = 0;
  WindowProofs proofs;
  std::string chip;
  bool tma = false;
  /// With TMA: the maps, the planned copies, one mbarrier per stage
  /// (`tmaSlots` of them, memref<S x i64> in shared memory), the maps'
  /// kernel arguments as generic pointers, and this thread's counts of
  /// committed and waited groups (memref<2 x i32>, promoted to registers).
  SmallVector<TensorMapView> tensorMaps;
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
  /// tma-multicast: the launch's plan; when some copy multicasts, the
  /// per-stage mbarriers on which the peer block says that its copy of the
  /// stage is free (memref<S x i64>), and this block's rank in the cluster.
  ClusterPlan cluster;
  bool tmaMulticast = false;
  Value tmaEmpty, clusterRank;
  /// producer-warp: the scf.if whose then-region is the producer warp's
  /// (one lane, elect.sync, issues every box), whose else-region is the
  /// consumers'. The consumers free a stage on its tmaEmpty barrier (one
  /// arrival per consumer warp, the peer's too with multicast).
  scf::IfOp producerSplit;
  /// The consumers' barriers that synchronize one warp (splitProducerWarp).
  SmallVector<Operation *> warpBarriers;
  /// The consumers read the copied tiles only as wgmma operands: they free
  /// a group as soon as the wgmma groups that read it are done
  /// (releaseAfterWgmmaWaits), not at the next tile.async_wait.
  bool releaseAfterWgmma = false;
  void releaseAfterWgmmaWaits();
  /// The wgmma waits of gemms followed, before the next tile.async_wait,
  /// by another gemm of the same body (FlashAttention's P V after Q K^T):
  /// that one may still read the group's tiles, so these waits free none.
  llvm::SmallPtrSet<Operation *, 8> keepStageWaits;
  bool inProducer(Operation *op) {
    return producerSplit && producerSplit.getThenRegion().isAncestor(op->getParentRegion());
  }
  /// Frees every group below `to` not yet freed (counter 2 of tmaGroups):
  /// lane 0 of each consumer warp arrives on their empty barriers.
  void emitConsumerRelease(OpBuilder &b, Location loc, Value to);
  /// The boxes of the copies since the last commit, which issues them.
  struct TmaLoad {
    Value tile, row, col; // the copy's shared tile and source offsets
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
  llvm::DenseMap<Attribute, ThreadCoords> threadCoords;
};

} // namespace

/// True for buffers in the block's shared memory (after lowering: the
/// workgroup address space).
static bool isSharedBuffer(Value v) {
  auto type = dyn_cast<MemRefType>(v.getType());
  if (!type)
    return false;
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(type.getMemorySpace());
  return space && space.getValue() == gpu::AddressSpace::Workgroup;
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// True when `v` is provably a multiple of `divisor`.
static bool isMultipleOf(Value v, int64_t divisor) {
  if (divisor == 1)
    return true;
  if (std::optional<int64_t> c = getConstantIntValue(v))
    return *c % divisor == 0;
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  if (auto mul = dyn_cast<arith::MulIOp>(def))
    return isMultipleOf(mul.getLhs(), divisor) ||
           isMultipleOf(mul.getRhs(), divisor);
  if (auto add = dyn_cast<arith::AddIOp>(def))
    return isMultipleOf(add.getLhs(), divisor) &&
           isMultipleOf(add.getRhs(), divisor);
  if (auto sub = dyn_cast<arith::SubIOp>(def))
    return isMultipleOf(sub.getLhs(), divisor) &&
           isMultipleOf(sub.getRhs(), divisor);
  if (auto shl = dyn_cast<arith::ShLIOp>(def)) {
    std::optional<int64_t> s = getConstantIntValue(shl.getRhs());
    return (s && *s < 62 && (int64_t(1) << *s) % divisor == 0) ||
           isMultipleOf(shl.getLhs(), divisor);
  }
  return false;
}

/// Row-major strides of a static shape.
static SmallVector<int64_t> getStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

static Value getZero(OpBuilder &b, Location loc, Type type) {
  return arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
}

//===----------------------------------------------------------------------===//
// KernelLowering
//===----------------------------------------------------------------------===//

const ThreadCoords &KernelLowering::getThreadCoords(BlockedLayoutAttr layout) {
  auto it = threadCoords.find(layout);
  if (it != threadCoords.end())
    return it->second;
  OpBuilder b(kernel.getContext());
  b.setInsertionPointAfterValue(threadId);
  Location loc = kernel.getLoc();
  auto cst = [&](int64_t v) { return getConstantIndex(b, loc, v); };
  Value lane = arith::RemUIOp::create(b, loc, threadId, cst(32));
  Value warp = arith::DivUIOp::create(b, loc, threadId, cst(32));
  unsigned rank = layout.getRank();
  SmallVector<Value> laneCoord(rank), warpCoord(rank);
  // Same decomposition as BlockedLayoutAttr::getThreadOffset. The slowest
  // dimension takes what remains (the ids are in range), so it needs no
  // remainder.
  auto split = [&](Value &rest, int64_t size, bool last) -> Value {
    if (size == 1)
      return cst(0);
    if (last)
      return rest;
    Value coord = arith::RemUIOp::create(b, loc, rest, cst(size));
    rest = arith::DivUIOp::create(b, loc, rest, cst(size));
    return coord;
  };
  ArrayRef<int64_t> order = layout.getOrder();
  for (auto [i, d] : llvm::enumerate(order)) {
    bool last = i + 1 == order.size();
    laneCoord[d] = split(lane, layout.getThreadsPerWarp()[d], last);
    warpCoord[d] = split(warp, layout.getWarpsPerBlock()[d], last);
  }
  SmallVector<Value> offset;
  for (unsigned d = 0; d < rank; ++d) {
    int64_t t = layout.getThreadsPerWarp()[d], s = layout.getSizePerThread()[d];
    Value w = arith::MulIOp::create(b, loc, warpCoord[d], cst(t));
    Value x = arith::AddIOp::create(b, loc, w, laneCoord[d]);
    offset.push_back(arith::MulIOp::create(b, loc, x, cst(s)));
  }
  ThreadCoords &coords = threadCoords[layout];
  coords.offset = std::move(offset);
  coords.lane = std::move(laneCoord);
  coords.warp = std::move(warpCoord);
  return coords;
}

SmallVector<Value> KernelLowering::getCoordinates(OpBuilder &b, Location loc,
                                                  const Fragment &frag,
                                                  int64_t reg) {
  SmallVector<Value> coords;
  SmallVector<Value> base(getThreadCoords(frag.base).offset);
  if (frag.slicedDim >= 0)
    base.erase(base.begin() + frag.slicedDim);
  ArrayRef<int64_t> regOffset = frag.registerOffsets[reg];
  for (auto [v, r] : llvm::zip(base, regOffset))
    coords.push_back(r == 0 ? v
                            : arith::AddIOp::create(b, loc, v,
                                                    getConstantIndex(b, loc, r))
                                  .getResult());
  return coords;
}

LogicalResult KernelLowering::lowerAllocFragment(AllocFragmentOp op) {
  if (!op.getLayoutAttr())
    return op.emitOpError() << "has no layout (run tile-infer-layout first)";
  MemRefType type = op.getType();
  std::string why;
  std::optional<Fragment> described =
      describeLayout(op.getLayoutAttr(), type.getShape(), numThreads, why);
  if (!described)
    return op.emitOpError() << "layout " << op.getLayoutAttr()
                            << " does not fit fragment " << type << ": " << why;
  Fragment frag = *described;
  OpBuilder b(op);
  frag.registers = memref::AllocaOp::create(
      b, op.getLoc(), MemRefType::get({frag.numRegisters}, type.getElementType()));
  fragments[op.getResult()] = frag;
  return success();
}

LogicalResult KernelLowering::lowerAllocLocal(AllocLocalOp op) {
  MemRefType type = op.getType();
  if (!type.hasStaticShape())
    return op.emitOpError() << "local buffer " << type
                            << " must have a static shape";
  if (type.getNumElements() > kMaxUnrolledElements)
    return op.emitOpError() << "local buffer " << type << " has more than "
                            << kMaxUnrolledElements
                            << " elements; local buffers live in registers";
  OpBuilder b(op);
  Value alloca = memref::AllocaOp::create(
      b, op.getLoc(), MemRefType::get(type.getShape(), type.getElementType()),
      ValueRange(), b.getI64IntegerAttr(16));
  op.getResult().replaceAllUsesWith(alloca);
  op.erase();
  return success();
}

Value KernelLowering::allocateShared(OpBuilder &b, Location loc,
                                     MemRefType type, bool padRows,
                                     int64_t alignment) {
  MLIRContext *ctx = kernel.getContext();
  auto workgroup = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  if (!sharedBase) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointAfterValue(threadId);
    auto bytesType = MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                                     MemRefLayoutAttrInterface(), workgroup);
    sharedBase = gpu::DynamicSharedMemoryOp::create(b, loc, bytesType);
    if (wgmmaOperands) {
      // wgmma's 128-byte swizzle is a function of the address: its tiles
      // start at multiples of 1024 bytes. Dynamic shared memory is only
      // 16-byte aligned; skip to the next multiple (getSharedBytes asks for
      // the slack).
      Value address = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, sharedBase);
      Value mask = getConstantIndex(b, loc, kWgmmaAlignment - 1);
      Value skip = arith::SubIOp::create(b, loc, getConstantIndex(b, loc, 0), address);
      skip = arith::AndIOp::create(b, loc, skip, mask);
      sharedBase = memref::ViewOp::create(
          b, loc, bytesType, sharedBase, skip,
          ValueRange{getConstantIndex(b, loc, getSharedMemoryBudget(chip))});
    }
  }
  // Padding and size come from Resources.cpp, which tile-tune's budget
  // check shares.
  SharedTileFootprint footprint = getSharedTileFootprint(
      type.getShape(), type.getElementTypeBitWidth(), padRows);
  bool pad = footprint.padded;
  int64_t offset = llvm::alignTo(sharedBytes, alignment);
  sharedBytes = offset + footprint.bytes;
  auto viewType = MemRefType::get(footprint.allocatedShape, type.getElementType(),
                                  MemRefLayoutAttrInterface(), workgroup);
  Value view = memref::ViewOp::create(b, loc, viewType, sharedBase,
                                      getConstantIndex(b, loc, offset),
                                      ValueRange());
  if (!pad)
    return view;
  SmallVector<OpFoldResult> zeros(2, b.getIndexAttr(0)), ones(2, b.getIndexAttr(1));
  SmallVector<OpFoldResult> sizes{b.getIndexAttr(type.getDimSize(0)),
                                  b.getIndexAttr(type.getDimSize(1))};
  return memref::SubViewOp::create(b, loc, view, zeros, sizes, ones);
}

LogicalResult KernelLowering::lowerAllocShared(AllocSharedOp op) {
  MemRefType type = op.getType();
  if (!type.hasStaticShape())
    return op.emitOpError() << "shared tile " << type
                            << " must have a static shape (bind its "
                               "parameters with tile-specialize)";
  std::optional<SharedSwizzle> swizzle;
  if (op.getLayoutAttr() && op.getLayoutAttr().getBytes() != 0) {
    int64_t elemBytes = llvm::divideCeil(type.getElementTypeBitWidth(), 8);
    int64_t rowBytes = type.getRank() == 2 ? type.getDimSize(1) * elemBytes : 0;
    int64_t bytes = op.getLayoutAttr().getBytes();
    if (type.getRank() != 2 || 16 % elemBytes || rowBytes % bytes)
      return op.emitOpError()
             << "a swizzled shared tile must be 2-d with rows a multiple of "
                "the swizzle's "
             << bytes << " bytes (got " << type << ")";
    // Its users must address it through the lowering, which applies the
    // swizzle: copies, fills and gemm operands (through stage selects).
    SmallVector<Value> worklist{op.getResult()};
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      for (Operation *user : v.getUsers()) {
        if (auto select = dyn_cast<arith::SelectOp>(user)) {
          worklist.push_back(select.getResult());
          continue;
        }
        if (!isa<CopyOp, GemmOp, FillOp, ClearOp>(user))
          return user->emitOpError()
                 << "accesses a swizzled shared tile; only tile.copy, "
                    "tile.fill, tile.clear and tile.gemm address one (drop "
                    "the tile's #tile.swizzle to use it here)";
      }
    }
    SwizzleAttr layout = op.getLayoutAttr();
    swizzle = SharedSwizzle{16 / elemBytes, bytes / 16,
                            std::max<int64_t>(1, 128 / rowBytes),
                            type.getDimSize(0), type.getDimSize(1)};
    if (layout.getPanels() && rowBytes > 128)
      swizzle->panelElems = 128 / elemBytes;
    if (int64_t w = layout.getWarpgroupRows()) {
      if ((rowBytes != bytes && !layout.getPanels()) ||
          type.getDimSize(0) % (16 * w))
        return op.emitOpError()
               << "warpgroup_rows = " << w << " needs rows of " << bytes
               << " bytes (or panels = true) and a multiple of " << 16 * w
               << " rows (got " << type << ")";
      swizzle->warpgroupRows = w;
    }
  }
  // Larger than any chip's shared memory (and safe from overflow below).
  if (llvm::any_of(type.getShape(), [](int64_t d) { return d > (1 << 20); }) ||
      type.getNumElements() > (int64_t(1) << 20))
    return op.emitOpError() << "shared tile " << type
                            << " is larger than any chip's shared memory";
  OpBuilder b(op);
  // Without a layout, rows are padded against bank conflicts;
  // #tile.swizzle<bytes = 0> asks for the plain, unpadded tile.
  Value view = allocateShared(
      b, op.getLoc(), type, /*padRows=*/!op.getLayoutAttr(),
      isWgmmaArranged(op.getLayoutAttr()) ? kWgmmaAlignment : kSharedAlignment);
  op.getResult().replaceAllUsesWith(view);
  op.erase();
  if (swizzle)
    swizzles[view] = *swizzle;
  // Buffers chosen per iteration (tile-pipeline's stages, a chain of
  // selects) take the view's type once both sides of a select are views,
  // and its swizzle.
  SmallVector<Value> worklist{view};
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (Operation *user : v.getUsers()) {
      auto select = dyn_cast<arith::SelectOp>(user);
      if (!select ||
          select.getTrueValue().getType() != select.getFalseValue().getType() ||
          select.getType() == select.getTrueValue().getType())
        continue;
      select.getResult().setType(select.getTrueValue().getType());
      if (swizzle)
        swizzles[select.getResult()] = *swizzle;
      worklist.push_back(select.getResult());
    }
  }
  return success();
}

void KernelLowering::beforeSharedWrite(OpBuilder &b, Operation *op,
                                       ArrayRef<Value> buffers) {
  // In any loop, the next iteration's write races this iteration's reads.
  auto loop = op->getParentOfType<LoopLikeOpInterface>();
  bool inLoop = loop && kernel->isProperAncestor(loop);
  bool wasRead = llvm::any_of(
      buffers, [&](Value v) { return readSinceBarrier.contains(v); });
  if (wasRead || inLoop) {
    gpu::BarrierOp::create(b, op->getLoc());
    forgetReadsAfterBarrier(b);
  }
}

/// fence.proxy.async.shared::cta: orders this thread's shared-memory
/// writes before reads through the async proxy (wgmma operands).
static void fenceForAsyncProxy(OpBuilder &b, Location loc) {
  NVVM::FenceProxyOp::create(
      b, loc, NVVM::ProxyKind::async_shared,
      NVVM::SharedSpaceAttr::get(b.getContext(), NVVM::SharedSpace::shared_cta));
}

void KernelLowering::afterSharedWrite(OpBuilder &b, Location loc) {
  // wgmma reads its operands through the async proxy: this thread's writes
  // become visible to it only after a proxy fence.
  if (wgmmaOperands)
    fenceForAsyncProxy(b, loc);
  gpu::BarrierOp::create(b, loc);
  forgetReadsAfterBarrier(b);
}

void KernelLowering::forgetReadsAfterBarrier(OpBuilder &b) {
  // A barrier inside a branch or loop may not run: only one in the kernel's
  // own block orders everything before it.
  if (b.getInsertionBlock()->getParentOp() == kernel.getOperation())
    readSinceBarrier.clear();
}

std::optional<Fragment> KernelLowering::getDistribution(Operation *op,
                                                        ArrayRef<int64_t> shape,
                                                        Type elementType,
                                                        int64_t *active) {
  std::string why;
  unsigned bits = elementType.getIntOrFloatBitWidth();
  auto layout = BlockedLayoutAttr::chooseFor(op->getContext(), shape, bits,
                                             numThreads, why);
  int64_t threads = numThreads;
  for (int64_t t = numThreads - 32; !layout && active && t >= 32; t -= 32) {
    std::string ignored;
    if ((layout = BlockedLayoutAttr::chooseFor(op->getContext(), shape, bits,
                                               t, ignored)))
      threads = t;
  }
  std::optional<Fragment> iter;
  if (layout)
    iter = describeLayout(layout, shape, threads, why);
  if (iter && active)
    *active = threads;
  if (!iter)
    op->emitOpError() << "cannot spread the tile over the block's "
                      << numThreads << " threads: " << why;
  return iter;
}

LogicalResult KernelLowering::lowerFill(Operation *op, Value buffer,
                                        Value value) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  auto type = cast<MemRefType>(buffer.getType());
  if (!type.hasStaticShape())
    return op->emitOpError() << "target " << type
                             << " must have a static shape";
  if (!value)
    value = getZero(b, loc, type.getElementType());
  auto it = fragments.find(buffer);
  if (it != fragments.end()) {
    for (int64_t r = 0; r < it->second.numRegisters; ++r)
      memref::StoreOp::create(b, loc, value, it->second.registers,
                              getConstantIndex(b, loc, r));
    op->erase();
    return success();
  }
  if (isSharedBuffer(buffer)) {
    // Every thread writes its part of the tile.
    std::optional<Fragment> iter =
        getDistribution(op, type.getShape(), type.getElementType());
    if (!iter)
      return failure();
    beforeSharedWrite(b, op, {buffer});
    Endpoint dst = makeEndpoint(b, loc, buffer, {}, type.getShape());
    int64_t vec = getVectorWidth(*iter, dst, dst);
    Value splat = vector::BroadcastOp::create(
        b, loc, VectorType::get({vec}, type.getElementType()), value);
    for (int64_t r = 0; r < iter->numRegisters; r += vec)
      storeChunk(b, loc, dst, r, getCoordinates(b, loc, *iter, r), splat);
    afterSharedWrite(b, loc);
    op->erase();
    return success();
  }
  // A local buffer (a plain alloca by now): the thread fills all of it.
  SmallVector<int64_t> strides = getStrides(type.getShape());
  for (int64_t i = 0; i < type.getNumElements(); ++i) {
    SmallVector<Value> idx;
    for (auto [d, stride] : llvm::enumerate(strides))
      idx.push_back(getConstantIndex(b, loc, (i / stride) % type.getDimSize(d)));
    memref::StoreOp::create(b, loc, value, buffer, idx);
  }
  op->erase();
  return success();
}

Endpoint KernelLowering::makeEndpoint(OpBuilder &b, Location loc, Value buffer,
                                      ValueRange offsets,
                                      ArrayRef<int64_t> tileShape,
                                      uint64_t provenDims) {
  Endpoint e;
  auto it = fragments.find(buffer);
  if (it != fragments.end()) {
    e.fragment = &it->second;
    return e;
  }
  e.memory = buffer;
  e.type = cast<MemRefType>(buffer.getType());
  e.offsets.assign(offsets.begin(), offsets.end());
  if (e.offsets.empty())
    for (int64_t d = 0; d < e.type.getRank(); ++d)
      e.offsets.push_back(getConstantIndex(b, loc, 0));
  for (int64_t d = 0; d < e.type.getRank(); ++d) {
    if (provenDims & (uint64_t(1) << d))
      continue;
    std::optional<int64_t> off = getConstantIntValue(e.offsets[d]);
    if (!off || *off < 0 || *off + tileShape[d] > e.type.getDimSize(d))
      e.mayLeaveBuffer = true;
  }
  return e;
}

int64_t KernelLowering::getVectorWidth(const Fragment &iter,
                                       const Endpoint &a, const Endpoint &b) {
  int64_t rank = iter.shape.size();
  // A thread's contiguous run along the innermost dimension.
  int64_t vec = iter.contiguous;
  for (const Endpoint *e : {&a, &b}) {
    if (e->fragment)
      continue;
    int64_t elemBytes = llvm::divideCeil(e->type.getElementTypeBitWidth(), 8);
    vec = std::min<int64_t>(vec, std::max<int64_t>(1, 16 / elemBytes));
    // Every vector must start at a multiple of its size: the window origin
    // and the row pitch must be multiples of it (buffers themselves are at
    // least 16-byte aligned).
    auto [strides, unusedOffset] = e->type.getStridesAndOffset();
    auto aligned = [&](int64_t v) {
      for (int64_t d = 0; d < rank; ++d)
        if (!isMultipleOf(e->offsets[d], d + 1 == rank ? v : 1) ||
            (d + 1 < rank && strides[d] % v != 0))
          return false;
      return true;
    };
    while (vec > 1 && (!llvm::isPowerOf2_64(vec) || !aligned(vec)))
      vec /= 2;
  }
  return std::max<int64_t>(vec, 1);
}

Value KernelLowering::loadChunk(OpBuilder &b, Location loc, const Endpoint &e,
                                int64_t reg, ArrayRef<Value> coords,
                                int64_t vec) {
  Type elemType = e.fragment
                      ? cast<MemRefType>(e.fragment->registers.getType()).getElementType()
                      : e.type.getElementType();
  auto vecType = VectorType::get({vec}, elemType);
  if (e.fragment) {
    SmallVector<Value> elems;
    for (int64_t i = 0; i < vec; ++i)
      elems.push_back(memref::LoadOp::create(b, loc, e.fragment->registers,
                                             getConstantIndex(b, loc, reg + i)));
    return vector::FromElementsOp::create(b, loc, vecType, elems);
  }
  SmallVector<Value> idx;
  for (auto [off, c] : llvm::zip(e.offsets, coords))
    idx.push_back(arith::AddIOp::create(b, loc, off, c));
  if (auto it = swizzles.find(e.memory); it != swizzles.end())
    it->second.apply(b, loc, idx);
  int64_t elemBytes = llvm::divideCeil(elemType.getIntOrFloatBitWidth(), 8);
  return vector::LoadOp::create(b, loc, vecType, e.memory, idx,
                                /*nontemporal=*/false,
                                llvm::MaybeAlign(vec * elemBytes));
}

void KernelLowering::storeChunk(OpBuilder &b, Location loc, const Endpoint &e,
                                int64_t reg, ArrayRef<Value> coords,
                                Value value) {
  auto vecType = cast<VectorType>(value.getType());
  int64_t vec = vecType.getNumElements();
  if (e.fragment) {
    for (int64_t i = 0; i < vec; ++i) {
      Value elem = vector::ExtractOp::create(b, loc, value, ArrayRef<int64_t>{i});
      memref::StoreOp::create(b, loc, elem, e.fragment->registers,
                              getConstantIndex(b, loc, reg + i));
    }
    return;
  }
  SmallVector<Value> idx;
  for (auto [off, c] : llvm::zip(e.offsets, coords))
    idx.push_back(arith::AddIOp::create(b, loc, off, c));
  if (auto it = swizzles.find(e.memory); it != swizzles.end())
    it->second.apply(b, loc, idx);
  int64_t elemBytes =
      llvm::divideCeil(vecType.getElementType().getIntOrFloatBitWidth(), 8);
  vector::StoreOp::create(b, loc, value, e.memory, idx, /*nontemporal=*/false,
                          llvm::MaybeAlign(vec * elemBytes));
}

/// One uniform test per copy decides whether the whole window is in bounds:
/// then every access is unmasked and as wide as the layout and alignment
/// allow; else (an edge tile) each element is masked.
void KernelLowering::emitCopy(OpBuilder &b, Location loc, const Endpoint &src,
                              const Endpoint &dst, const Fragment &iter,
                              TypedAttr pad, function_ref<void(OpBuilder &)> fast) {
  ArrayRef<int64_t> shape = iter.shape;
  Value inBounds;
  for (const Endpoint *e : {&src, &dst}) {
    if (!e->memory || !e->mayLeaveBuffer)
      continue;
    for (int64_t d = 0; d < e->type.getRank(); ++d) {
      // offset <= extent - shape, unsigned: a negative offset wraps to a
      // huge value and fails too (offset + shape could wrap back in range).
      int64_t room = e->type.getDimSize(d) - shape[d];
      Value ok = room < 0
                     ? arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0).getResult()
                     : arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                                             e->offsets[d], getConstantIndex(b, loc, room))
                           .getResult();
      inBounds = inBounds ? arith::AndIOp::create(b, loc, inBounds, ok).getResult() : ok;
    }
  }
  auto emitFast = [&](OpBuilder &ib) {
    if (fast)
      return fast(ib);
    int64_t vec = getVectorWidth(iter, src, dst);
    for (int64_t r = 0; r < iter.numRegisters; r += vec) {
      SmallVector<Value> coords = getCoordinates(ib, loc, iter, r);
      storeChunk(ib, loc, dst, r, coords, loadChunk(ib, loc, src, r, coords, vec));
    }
  };
  // Edge tiles: each vector that lies wholly inside the buffers still moves
  // at once (rows like N = 1000 keep their 128-bit accesses); one that
  // straddles the edge moves element by element behind masks.
  auto emitMasked = [&](OpBuilder &ib) {
    Type elemType = src.memory ? src.type.getElementType() : dst.type.getElementType();
    Value padValue = pad ? arith::ConstantOp::create(ib, loc, pad).getResult()
                         : getZero(ib, loc, elemType);
    int64_t vec = getVectorWidth(iter, src, dst);
    auto vecType = [&](int64_t n) { return VectorType::get({n}, elemType); };
    // Whether elements [first, first + count) of the innermost run are
    // inside every buffer that the window may leave.
    auto inside = [&](OpBuilder &cb, const Endpoint &e, ArrayRef<Value> coords,
                      int64_t count) {
      Value ok;
      auto check = [&](Value idx, int64_t extent) {
        Value c = arith::CmpIOp::create(cb, loc, arith::CmpIPredicate::ult, idx,
                                        getConstantIndex(cb, loc, extent));
        ok = ok ? arith::AndIOp::create(cb, loc, ok, c).getResult() : c;
      };
      for (int64_t d = 0; d < e.type.getRank(); ++d) {
        Value idx = arith::AddIOp::create(cb, loc, e.offsets[d], coords[d]);
        check(idx, e.type.getDimSize(d));
        // The run's last element too: both ends inside, with unsigned
        // compares, means the whole run is (even for negative offsets).
        if (d + 1 == e.type.getRank() && count > 1)
          check(arith::AddIOp::create(cb, loc, idx, getConstantIndex(cb, loc, count - 1)),
                e.type.getDimSize(d));
      }
      return ok;
    };
    auto shifted = [&](OpBuilder &cb, ArrayRef<Value> coords, int64_t i) {
      SmallVector<Value> c(coords);
      if (i)
        c.back() = arith::AddIOp::create(cb, loc, c.back(), getConstantIndex(cb, loc, i));
      return c;
    };
    // Loads `count` elements at `coords`, reading `pad` outside the source.
    std::function<Value(OpBuilder &, int64_t, ArrayRef<Value>, int64_t)> load =
        [&](OpBuilder &cb, int64_t r, ArrayRef<Value> coords, int64_t count) -> Value {
      if (!src.memory || !src.mayLeaveBuffer)
        return loadChunk(cb, loc, src, r, coords, count);
      auto ifOp = scf::IfOp::create(
          cb, loc, inside(cb, src, coords, count),
          [&](OpBuilder &tb, Location l) {
            scf::YieldOp::create(tb, l, loadChunk(tb, l, src, r, coords, count));
          },
          [&](OpBuilder &eb, Location l) {
            if (count == 1) {
              scf::YieldOp::create(
                  eb, l,
                  vector::BroadcastOp::create(eb, l, vecType(1), padValue).getResult());
              return;
            }
            SmallVector<Value> elems;
            for (int64_t i = 0; i < count; ++i)
              elems.push_back(vector::ExtractOp::create(
                  eb, l, load(eb, r + i, shifted(eb, coords, i), 1),
                  ArrayRef<int64_t>{0}));
            scf::YieldOp::create(
                eb, l, vector::FromElementsOp::create(eb, l, vecType(count), elems)
                           .getResult());
          });
      return ifOp.getResult(0);
    };
    // Stores `value` at `coords`, skipping elements outside the destination.
    std::function<void(OpBuilder &, int64_t, ArrayRef<Value>, Value)> store =
        [&](OpBuilder &cb, int64_t r, ArrayRef<Value> coords, Value value) {
      int64_t count = cast<VectorType>(value.getType()).getNumElements();
      if (!dst.memory || !dst.mayLeaveBuffer) {
        storeChunk(cb, loc, dst, r, coords, value);
        return;
      }
      scf::IfOp::create(
          cb, loc, inside(cb, dst, coords, count),
          [&](OpBuilder &tb, Location l) {
            storeChunk(tb, l, dst, r, coords, value);
            scf::YieldOp::create(tb, l);
          },
          [&](OpBuilder &eb, Location l) {
            for (int64_t i = 0; count > 1 && i < count; ++i) {
              Value e = vector::ExtractOp::create(eb, l, value, ArrayRef<int64_t>{i});
              store(eb, r + i, shifted(eb, coords, i),
                    vector::BroadcastOp::create(eb, l, vecType(1), e));
            }
            scf::YieldOp::create(eb, l);
          });
    };
    for (int64_t r = 0; r < iter.numRegisters; r += vec) {
      SmallVector<Value> coords = getCoordinates(ib, loc, iter, r);
      store(ib, r, coords, load(ib, r, coords, vec));
    }
  };
  if (!inBounds) {
    emitFast(b);
    return;
  }
  scf::IfOp::create(
      b, loc, inBounds,
      [&](OpBuilder &tb, Location l) {
        emitFast(tb);
        scf::YieldOp::create(tb, l);
      },
      [&](OpBuilder &eb, Location l) {
        emitMasked(eb);
        scf::YieldOp::create(eb, l);
      });
}

static LLVM::InlineAsmOp createInlinePtx(OpBuilder &b, Location loc,
                                         TypeRange results, ValueRange operands,
                                         StringRef text, StringRef constraints,
                                         bool sideEffects);

/// sm_90: a 16-bit mma fragment (a gemm's accumulator after rounding) goes
/// to global memory through shared memory instead of thread by thread. Each
/// thread of the fragment holds 2 adjacent elements of every 8x8 matrix of
/// its warp, so its stores are 4 bytes wide and a warp's store touches 8
/// rows with 16 bytes each: 64 stores per thread for a 128x256 tile, which
/// queue in the load/store unit at the end of every tile (Nsight, run 130:
/// 9-10% of the stall samples are such stores waiting for the queue). Here
/// each warp writes 8 of its matrices (8 rows x 64 columns) into a 1 KB
/// buffer of its own with two stmatrix.x4, then every lane loads 16 bytes
/// back and stores them: 4 rows x 128 bytes per warp-wide store, whole
/// lines. The buffer's 16-byte chunks are XOR-swizzled by row, so both the
/// stmatrix rows and the loads hit distinct banks. Two buffers per warp
/// alternate, so one __syncwarp per 8 matrices orders the writes before the
/// loads and the loads before the next writes to the same buffer. No block
/// barrier: each warp only reads back what it wrote.
///
/// Applies on sm_90 to a fragment with an #tile.mma layout whose warps all
/// lie along M (wgmma's, and mma.sync's without warps along N), a tile of
/// whole 8-row matrices per warp and 64-column chunks, a 2-D global
/// destination whose rows and window start are 16-byte aligned, no op
/// after it that may allocate shared memory, and where the 2 KB per warp
/// fit the shared memory budget without costing a block per SM; else
/// nothing (the direct stores). Edge tiles keep the direct,
/// masked stores (emitCopy's slow branch).
std::optional<StagedStore> KernelLowering::planStagedStore(OpBuilder &b, Location loc,
                                                           Operation *copy,
                                                           const Endpoint &src,
                                                           const Endpoint &dst,
                                                           const Fragment &iter) {
  if (!StringRef(chip).starts_with("sm_90") || !src.fragment || dst.fragment ||
      !dst.memory || isSharedBuffer(dst.memory) || dst.type.getRank() != 2)
    return std::nullopt;
  auto mma = dyn_cast<MmaLayoutAttr>(src.fragment->layout);
  Type elem = cast<MemRefType>(src.fragment->registers.getType()).getElementType();
  if (!mma || mma.getWarpsPerBlock()[1] != 1 || elem.getIntOrFloatBitWidth() != 16 ||
      elem != dst.type.getElementType())
    return std::nullopt;
  StagedStore plan;
  plan.warps = mma.getWarpsPerBlock()[0];
  ArrayRef<int64_t> shape = iter.shape;
  if (plan.warps * 32 != numThreads || shape[0] % (8 * plan.warps) || shape[1] % 64)
    return std::nullopt;
  plan.repRows = shape[0] / (8 * plan.warps);
  plan.chunks = shape[1] / 64;
  auto [strides, offset] = dst.type.getStridesAndOffset();
  if (ShapedType::isDynamic(strides[0]) || strides[0] % 8 || strides[1] != 1 ||
      ShapedType::isDynamic(offset) || offset % 8 || !isMultipleOf(dst.offsets[1], 8))
    return std::nullopt;
  // Every matrix's two columns must be one register pair.
  for (int64_t i = 0; i < plan.repRows; ++i)
    for (int64_t j = 0; j < shape[1] / 8; ++j) {
      int64_t r = src.fragment->findRegister({8 * plan.warps * i, 8 * j});
      if (r < 0 || src.fragment->findRegister({8 * plan.warps * i, 8 * j + 1}) != r + 1)
        return std::nullopt;
    }
  // The budget test below sees the shared memory allocated so far: ops are
  // lowered in order, so nothing that may still allocate (a shared tile,
  // a reduction's or a print's staging, a layout conversion, another
  // staged copy) may come after this copy.
  bool seen = false, laterShared = false;
  kernel.walk([&](Operation *op) {
    if (op == copy) {
      seen = true;
      return;
    }
    laterShared |= seen && isa<AllocSharedOp, ReduceOp, PrintOp, CopyOp>(op);
  });
  if (laterShared)
    return std::nullopt;
  int64_t scratchBytes = plan.warps * 2 * 1024;
  int64_t budget = getSharedMemoryBudget(chip);
  int64_t slack = wgmmaOperands ? kWgmmaAlignment : 0;
  int64_t before = getSharedBytes();
  int64_t after = llvm::alignTo(sharedBytes, kSharedAlignment) + scratchBytes + slack;
  auto blocksPerSM = [&](int64_t bytes) {
    // 1 KB of shared memory per block is the driver's; a multiprocessor
    // holds at most 2048 threads.
    return std::min(kThreadsPerMultiprocessor / numThreads, (budget + 1024) / (bytes + 1024));
  };
  if (after > budget || blocksPerSM(after) < blocksPerSM(before))
    return std::nullopt;
  plan.scratch = allocateShared(b, loc, MemRefType::get({plan.warps * 16, 64}, elem),
                                /*padRows=*/false, kSharedAlignment);
  return plan;
}

void KernelLowering::emitStagedStore(OpBuilder &b, Location loc, const Endpoint &src,
                                     const Endpoint &dst, const StagedStore &plan) {
  MLIRContext *ctx = b.getContext();
  auto cst = [&](int64_t v) { return getConstantIndex(b, loc, v); };
  auto add = [&](Value x, Value y) { return arith::AddIOp::create(b, loc, x, y).getResult(); };
  auto mul = [&](Value x, int64_t y) { return arith::MulIOp::create(b, loc, x, cst(y)).getResult(); };
  // The thread id read afresh (asm with side effects is neither hoisted
  // nor merged with the kernel's first read): the indices below are needed
  // only here, and a value merged with an early one would stay live across
  // the main loop, which has no register to spare (ptxas spilled 104 bytes
  // in the 128x256 gemm_bias_gelu with a producer warp).
  Value tid = arith::IndexCastUIOp::create(
      b, loc, b.getIndexType(),
      createInlinePtx(b, loc, b.getI32Type(), ValueRange(), "mov.u32 $0, %tid.x;", "=r",
                      /*sideEffects=*/true)
          .getResult(0));
  Value warp = arith::DivUIOp::create(b, loc, tid, cst(32));
  Value lane = arith::RemUIOp::create(b, loc, tid, cst(32));
  // stmatrix: lane l gives the address of row l % 8 of matrix l / 8.
  Value matRow = arith::RemUIOp::create(b, loc, lane, cst(8));
  Value matIdx = arith::DivUIOp::create(b, loc, lane, cst(8));
  // The loads back: lane l reads 16 bytes, chunk l % 8 of row l / 8 (+ 4).
  Value readRow = matIdx, readChunk = matRow;
  Value scratchBase = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, plan.scratch);
  Value warpRow = mul(warp, 16); // the warp's first scratch row
  Value warpBytes = add(scratchBase, mul(warp, 16 * 128));
  Type elem = cast<MemRefType>(plan.scratch.getType()).getElementType();
  auto pairType = VectorType::get({2}, elem);
  auto wordType = VectorType::get({1}, b.getI32Type());
  auto rowType = VectorType::get({8}, elem);
  auto sharedPtr = LLVM::LLVMPointerType::get(ctx, 3);
  Value all = arith::ConstantIntOp::create(b, loc, b.getI32Type(), -1);
  const Fragment &frag = *src.fragment;
  // Earlier readers of these buffers (a previous copy) are done.
  NVVM::SyncWarpOp::create(b, loc, all);
  int64_t n = 0;
  for (int64_t i = 0; i < plan.repRows; ++i) {
    for (int64_t jc = 0; jc < plan.chunks; ++jc, ++n) {
      int64_t buffer = n % 2;
      Value bufferBytes = add(warpBytes, cst(buffer * 1024));
      for (int64_t h = 0; h < 2; ++h) {
        SmallVector<Value> words;
        for (int64_t m = 0; m < 4; ++m) {
          int64_t j = 8 * jc + 4 * h + m;
          int64_t r = frag.findRegister({8 * plan.warps * i, 8 * j});
          Value lo = memref::LoadOp::create(b, loc, frag.registers, cst(r));
          Value hi = memref::LoadOp::create(b, loc, frag.registers, cst(r + 1));
          Value pair = vector::FromElementsOp::create(b, loc, pairType, ValueRange{lo, hi});
          Value word = vector::BitCastOp::create(b, loc, wordType, pair);
          words.push_back(vector::ExtractOp::create(b, loc, word, ArrayRef<int64_t>{0}));
        }
        Value chunk = add(matIdx, cst(4 * h));
        Value swizzled = arith::XOrIOp::create(b, loc, chunk, matRow);
        Value address = add(bufferBytes, add(mul(matRow, 128), mul(swizzled, 16)));
        Value ptr = LLVM::IntToPtrOp::create(
            b, loc, sharedPtr,
            arith::IndexCastUIOp::create(b, loc, b.getI64Type(), address).getResult());
        NVVM::StMatrixOp::create(b, loc, ptr, words,
                                 NVVM::MMALayoutAttr::get(ctx, NVVM::MMALayout::row),
                                 NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8),
                                 NVVM::LdStMatrixEltTypeAttr::get(ctx, NVVM::LdStMatrixEltType::B16));
      }
      NVVM::SyncWarpOp::create(b, loc, all);
      for (int64_t q = 0; q < 2; ++q) {
        Value row = add(readRow, cst(4 * q));
        Value swizzled = arith::XOrIOp::create(b, loc, readChunk, row);
        Value v = vector::LoadOp::create(
            b, loc, rowType, plan.scratch,
            ValueRange{add(warpRow, add(row, cst(8 * buffer))), mul(swizzled, 8)},
            /*nontemporal=*/false, llvm::MaybeAlign(16));
        Value tileRow = add(add(mul(warp, 8), row), cst(8 * plan.warps * i));
        Value tileCol = add(mul(readChunk, 8), cst(64 * jc));
        vector::StoreOp::create(b, loc, v, dst.memory,
                                ValueRange{add(dst.offsets[0], tileRow), add(dst.offsets[1], tileCol)},
                                /*nontemporal=*/false, llvm::MaybeAlign(16));
      }
    }
  }
}

/// cp.async: each thread moves its 4-, 8- or 16-byte chunks of the tile
/// straight from global into shared memory; the chunks (or parts of them)
/// outside the source are zero-filled through cp.async's source size, so
/// edges need no branch. No barrier: tile.async_wait and a barrier (placed
/// by tile-pipeline) make the data visible.
LogicalResult KernelLowering::lowerAsyncCopy(CopyOp op, const Endpoint &src,
                                             const Endpoint &dst,
                                             const Fragment &iter) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  int64_t elemBytes = llvm::divideCeil(src.type.getElementTypeBitWidth(), 8);
  int64_t vec = getVectorWidth(iter, src, dst);
  int64_t rank = src.type.getRank();
  for (int64_t r = 0; r < iter.numRegisters; r += vec) {
    SmallVector<Value> coords = getCoordinates(b, loc, iter, r);
    SmallVector<Value> srcIdx;
    for (auto [off, c] : llvm::zip(src.offsets, coords))
      srcIdx.push_back(arith::AddIOp::create(b, loc, off, c));
    Value srcElements;
    if (src.mayLeaveBuffer) {
      // Elements of this chunk inside the source: 0 when any outer index is
      // out of bounds, else the part of the row left, at most vec.
      Value inside;
      for (int64_t d = 0; d + 1 < rank; ++d) {
        Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, srcIdx[d],
                                         getConstantIndex(b, loc, src.type.getDimSize(d)));
        inside = inside ? arith::AndIOp::create(b, loc, inside, ok).getResult() : ok;
      }
      Value extent = getConstantIndex(b, loc, src.type.getDimSize(rank - 1));
      Value last = srcIdx.back();
      Value rowOk = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, last, extent);
      inside = inside ? arith::AndIOp::create(b, loc, inside, rowOk).getResult() : rowOk;
      Value left = arith::SubIOp::create(b, loc, extent, last);
      Value count = arith::MinUIOp::create(b, loc, left, getConstantIndex(b, loc, vec));
      Value zero = getConstantIndex(b, loc, 0);
      srcElements = arith::SelectOp::create(b, loc, inside, count, zero);
      // Nothing is read when the count is 0; keep the address in bounds.
      for (Value &idx : srcIdx)
        idx = arith::SelectOp::create(b, loc, inside, idx, zero);
    }
    SmallVector<Value> dstIdx;
    for (auto [off, c] : llvm::zip(dst.offsets, coords))
      dstIdx.push_back(arith::AddIOp::create(b, loc, off, c));
    if (auto it = swizzles.find(dst.memory); it != swizzles.end())
      it->second.apply(b, loc, dstIdx);
    auto copy = nvgpu::DeviceAsyncCopyOp::create(
        b, loc, nvgpu::DeviceAsyncTokenType::get(op.getContext()), dst.memory,
        dstIdx, src.memory, srcIdx, b.getIndexAttr(vec), srcElements,
        vec * elemBytes == 16 ? b.getUnitAttr() : UnitAttr());
    (void)copy;
  }
  op.erase();
  return success();
}

/// A copy between fragments of different layouts converts through shared
/// memory: every thread stores its elements of the source at their place in
/// a row-major scratch tile of its own (rows padded as usual), a barrier,
/// then every thread loads what the destination's layout gives it.
LogicalResult KernelLowering::lowerLayoutConversion(CopyOp op,
                                                    const Endpoint &src,
                                                    const Endpoint &dst) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  const Fragment &from = *src.fragment, &to = *dst.fragment;
  auto type = MemRefType::get(from.shape, op.getSrcType().getElementType());
  Value scratch = allocateShared(b, loc, type, /*padRows=*/true);
  Endpoint staged = makeEndpoint(b, loc, scratch, {}, from.shape);
  beforeSharedWrite(b, op, {scratch});
  emitCopy(b, loc, src, staged, from, TypedAttr());
  afterSharedWrite(b, loc);
  noteSharedRead(scratch);
  emitCopy(b, loc, staged, dst, to, TypedAttr());
  op.erase();
  return success();
}

LogicalResult KernelLowering::lowerCopy(CopyOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  MemRefType tileType = op.getTileType();
  if (!tileType.hasStaticShape())
    return op.emitOpError() << "the tile " << tileType
                            << " must have a static shape (bind its "
                               "parameters with tile-specialize)";
  ArrayRef<int64_t> shape = tileType.getShape();
  for (Value v : {op.getSrc(), op.getDst()}) {
    auto type = cast<MemRefType>(v.getType());
    if (!fragments.count(v) &&
        (!type.hasStaticShape() || !type.isLastDimUnitStride()))
      return op.emitOpError() << "buffer " << type
                              << " must have a static shape and unit stride "
                                 "in its last dimension";
  }
  for (Value v : {op.getSrc(), op.getDst()})
    if (v.getDefiningOp<memref::AllocaOp>() && !fragments.count(v))
      return op.emitOpError() << "copies to or from local buffers are not "
                                 "lowered yet (each thread would need its own "
                                 "whole copy); load and store their elements";
  if (auto it = tmaCopies.find(op); it != tmaCopies.end())
    return lowerTmaCopy(op, it->second);
  WindowProof proof = proofs.lookup(op);
  Endpoint src = makeEndpoint(b, loc, op.getSrc(), op.getSrcOffsets(), shape, proof.src);
  Endpoint dst = makeEndpoint(b, loc, op.getDst(), op.getDstOffsets(), shape, proof.dst);

  // The copy is distributed like the fragment it touches, or spread evenly
  // (over the first `active` threads when it cannot use them all).
  std::optional<Fragment> iter;
  int64_t active = numThreads;
  if (src.fragment && dst.fragment) {
    if (!haveSameDistribution(src.fragment->layout, dst.fragment->layout))
      return lowerLayoutConversion(op, src, dst);
    iter = *src.fragment;
  } else if (src.fragment || dst.fragment) {
    iter = *(src.fragment ? src.fragment : dst.fragment);
  } else {
    iter = getDistribution(op, shape, tileType.getElementType(), &active);
    if (!iter)
      return failure();
  }
  // A builder for the copy's own accesses: inside `if thread < active`
  // for a partial distribution (its barriers stay outside).
  auto guarded = [&]() -> OpBuilder {
    if (active == numThreads)
      return b;
    Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                          threadId, getConstantIndex(b, loc, active));
    return scf::IfOp::create(b, loc, inRange, /*withElseRegion=*/false)
        .getThenBodyBuilder();
  };
  if (op.getAsync()) {
    int64_t elemBytes = llvm::divideCeil(src.type.getElementTypeBitWidth(), 8);
    int64_t chunk = getVectorWidth(*iter, src, dst) * elemBytes;
    if (chunk == 4 || chunk == 8 || chunk == 16) {
      if (active != numThreads)
        op->moveBefore(guarded().getInsertionBlock()->getTerminator());
      return lowerAsyncCopy(op, src, dst, *iter);
    }
    // cp.async moves 4, 8 or 16 bytes: rows whose pitch or window start is
    // not 4-byte aligned (an odd number of f16 columns, say K = 999) are
    // copied synchronously instead, with the barriers of a shared write.
  }
  bool writesShared = isSharedBuffer(op.getDst());
  if (isSharedBuffer(op.getSrc()))
    noteSharedRead(op.getSrc());
  if (writesShared)
    beforeSharedWrite(b, op, {op.getDst()});
  OpBuilder inner = guarded();
  std::optional<StagedStore> staged;
  if (active == numThreads)
    staged = planStagedStore(b, loc, op, src, dst, *iter);
  auto stagedStore = [&](OpBuilder &fb) { emitStagedStore(fb, loc, src, dst, *staged); };
  emitCopy(inner, loc, src, dst, *iter, op.getPadAttr(),
           staged ? function_ref<void(OpBuilder &)>(stagedStore) : nullptr);
  if (writesShared)
    afterSharedWrite(b, loc);
  op.erase();
  return success();
}

/// A tile.parallel that scales a fragment in place by a reduced one,
/// `x[i, j] = x[i, j] * a[i]`, skips the registers whose factor is exactly
/// 1: one branch per register of the factor, around the multiplications it
/// scales (x * 1 is x, so nothing observable changes). FlashAttention's
/// rescale of its accumulator by exp2(m_old - m_new) is the case: once the
/// running max settles, the factor is 1 and the whole warp branches over
/// its multiplications. Returns false (and emits nothing) for other bodies.
bool KernelLowering::lowerSlicedScale(
    ParallelOp op,
    const llvm::DenseMap<Value, SmallVector<int64_t>> &registerOf) {
  Block &body = op.getBodyBlock();
  if (body.getOperations().size() != 5)
    return false;
  auto it = body.begin();
  auto loadX = dyn_cast<memref::LoadOp>(&*it++);
  auto loadA = dyn_cast<memref::LoadOp>(&*it++);
  auto mul = dyn_cast<arith::MulFOp>(&*it++);
  auto store = dyn_cast<memref::StoreOp>(&*it++);
  if (!loadX || !loadA || !mul || !store)
    return false;
  if (mul.getLhs() != loadX.getResult()) {
    if (mul.getRhs() != loadX.getResult())
      return false;
    std::swap(loadX, loadA);
  }
  if ((mul.getLhs() != loadA.getResult() && mul.getRhs() != loadA.getResult()) ||
      store.getValueToStore() != mul.getResult() ||
      store.getMemRef() != loadX.getMemRef() ||
      store.getIndices() != loadX.getIndices() ||
      !loadX.getResult().hasOneUse() || !loadA.getResult().hasOneUse())
    return false;
  auto type = dyn_cast<FloatType>(mul.getType());
  if (!type)
    return false;
  auto xIt = fragments.find(loadX.getMemRef());
  auto aIt = fragments.find(loadA.getMemRef());
  if (xIt == fragments.end() || aIt == fragments.end() ||
      !isa<SliceLayoutAttr>(aIt->second.layout) ||
      isa<SliceLayoutAttr>(xIt->second.layout))
    return false;
  ArrayRef<int64_t> xRegs = registerOf.at(loadX.getMemRef());
  ArrayRef<int64_t> aRegs = registerOf.at(loadA.getMemRef());
  llvm::MapVector<int64_t, SmallVector<int64_t>> groups;
  for (auto [x, a] : llvm::zip(xRegs, aRegs))
    groups[a].push_back(x);

  OpBuilder b(op);
  Location loc = op.getLoc();
  Value xRegisters = xIt->second.registers;
  Value aRegisters = aIt->second.registers;
  Value one = arith::ConstantOp::create(b, loc, b.getFloatAttr(type, 1.0));
  for (auto &[a, xs] : groups) {
    Value factor = memref::LoadOp::create(b, loc, aRegisters,
                                          getConstantIndex(b, loc, a));
    Value scales = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE,
                                         factor, one);
    auto ifOp = scf::IfOp::create(b, loc, scales, /*withElseRegion=*/false);
    OpBuilder ib = ifOp.getThenBodyBuilder();
    for (int64_t x : xs) {
      Value index = getConstantIndex(ib, loc, x);
      Value v = memref::LoadOp::create(ib, loc, xRegisters, index);
      Value lhs = mul.getLhs() == loadX.getResult() ? v : factor;
      Value rhs = mul.getLhs() == loadX.getResult() ? factor : v;
      Value y = arith::MulFOp::create(ib, loc, lhs, rhs, mul.getFastmath());
      memref::StoreOp::create(ib, loc, y, xRegisters, index);
    }
  }
  op.erase();
  return true;
}

/// Distributes the iterations over threads by the loop's layout; each thread
/// runs the body once per register it owns, fully unrolled.
LogicalResult KernelLowering::lowerParallel(ParallelOp op) {
  if (!op.getLayoutAttr())
    return op.emitOpError() << "has no layout; run tile-infer-layout first";
  if (!op.hasStaticBounds())
    return op.emitOpError() << "bounds must be constant; bind their "
                               "parameters with tile-specialize";
  SmallVector<int64_t> shape(op.getStaticBounds());
  std::string why;
  std::optional<Fragment> described =
      describeLayout(op.getLayoutAttr(), shape, numThreads, why);
  if (!described)
    return op.emitOpError() << "layout does not fit the loop nest: " << why;
  const Fragment &iter = *described;

  // Each fragment access must name the element this iteration owns: a
  // fragment of the loop's layout indexed by the induction variables in
  // order, or a slice of it read with the induction variables other than
  // the sliced one (a broadcast). Map every iteration to the register.
  Block &body = op.getBodyBlock();
  llvm::DenseMap<Value, SmallVector<int64_t>> registerOf;
  WalkResult check = op.getBody().walk([&](Operation *inner) {
    Value memref;
    ValueRange indices;
    bool isStore = false;
    if (auto load = dyn_cast<memref::LoadOp>(inner)) {
      memref = load.getMemRef();
      indices = load.getIndices();
    } else if (auto store = dyn_cast<memref::StoreOp>(inner)) {
      memref = store.getMemRef();
      indices = store.getIndices();
      isStore = true;
    } else {
      return WalkResult::advance();
    }
    auto it = fragments.find(memref);
    if (it == fragments.end())
      return WalkResult::advance();
    const Fragment &frag = it->second;
    SmallVector<Value> expected(body.getArguments());
    SmallVector<int64_t> regs;
    SmallVector<int64_t> fullShape(iter.shape);
    // A reduced fragment read in a loop over the full tile (one rank more).
    if (auto slice = dyn_cast<SliceLayoutAttr>(frag.layout);
        slice && frag.layout != iter.layout && fullShape.size() == frag.shape.size() + 1 &&
        slice.getDim() < static_cast<int64_t>(fullShape.size()))
      fullShape.erase(fullShape.begin() + slice.getDim());
    if (ArrayRef<int64_t>(frag.shape) != ArrayRef<int64_t>(fullShape)) {
      inner->emitOpError() << "accesses a fragment whose shape does not match "
                              "the enclosing tile.parallel's bounds";
      return WalkResult::interrupt();
    }
    if (haveSameDistribution(frag.layout, iter.layout)) {
      for (int64_t r = 0; r < iter.numRegisters; ++r)
        regs.push_back(r);
    } else if (auto slice = dyn_cast<SliceLayoutAttr>(frag.layout);
               slice && iter.slicedDim < 0 && slice.getParent() == iter.base) {
      if (isStore) {
        inner->emitOpError() << "writes a reduced fragment inside a loop over "
                                "the full tile; every iteration of the reduced "
                                "dimension would write the same element";
        return WalkResult::interrupt();
      }
      expected.erase(expected.begin() + slice.getDim());
      for (int64_t r = 0; r < iter.numRegisters; ++r) {
        SmallVector<int64_t> o(iter.registerOffsets[r]);
        o.erase(o.begin() + slice.getDim());
        regs.push_back(frag.findRegister(o));
      }
    } else {
      inner->emitOpError() << "accesses a fragment whose layout " << frag.layout
                           << " is neither the enclosing tile.parallel's "
                           << iter.layout << " nor a slice of it";
      return WalkResult::interrupt();
    }
    if (!llvm::equal(indices, expected) || llvm::is_contained(regs, -1)) {
      inner->emitOpError() << "indexes a fragment with something other than "
                              "the tile.parallel induction variables in "
                              "order (all of them, or all but the reduced "
                              "one for a reduced fragment); each thread only "
                              "holds its own elements";
      return WalkResult::interrupt();
    }
    registerOf[memref] = std::move(regs);
    return WalkResult::advance();
  });
  if (check.wasInterrupted())
    return failure();
  if (lowerSlicedScale(op, registerOf))
    return success();

  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<Value> sharedWrites;
  op.getBody().walk([&](Operation *inner) {
    if (auto load = dyn_cast<memref::LoadOp>(inner);
        load && isSharedBuffer(load.getMemRef()))
      noteSharedRead(load.getMemRef());
    if (auto store = dyn_cast<memref::StoreOp>(inner);
        store && isSharedBuffer(store.getMemRef()))
      sharedWrites.push_back(store.getMemRef());
  });
  bool writesShared = !sharedWrites.empty();
  if (writesShared)
    beforeSharedWrite(b, op, sharedWrites);
  for (int64_t r = 0; r < iter.numRegisters; ++r) {
    IRMapping mapping;
    SmallVector<Value> coords = getCoordinates(b, loc, iter, r);
    for (auto [iv, c] : llvm::zip(body.getArguments(), coords))
      mapping.map(iv, c);
    for (Operation &inner : body.without_terminator()) {
      Operation *clone = b.clone(inner, mapping);
      clone->walk([&](Operation *nested) {
        auto retarget = [&](Value memref, OpOperand &memrefOperand,
                            MutableOperandRange indices) {
          auto it = fragments.find(memref);
          if (it == fragments.end())
            return;
          memrefOperand.set(it->second.registers);
          OpBuilder ib(nested);
          indices.assign(getConstantIndex(ib, loc, registerOf[memref][r]));
        };
        if (auto load = dyn_cast<memref::LoadOp>(nested))
          retarget(load.getMemRef(), load.getMemrefMutable(),
                   load.getIndicesMutable());
        else if (auto store = dyn_cast<memref::StoreOp>(nested))
          retarget(store.getMemRef(), store.getMemrefMutable(),
                   store.getIndicesMutable());
      });
    }
  }
  if (writesShared)
    afterSharedWrite(b, loc);
  op.erase();
  return success();
}

/// mma.sync.m16n8k16 on bf16 operands, straight in NVVM: MLIR 22's
/// nvgpu.mma.sync lowering deduces f16 only. Each row of the ldmatrix
/// results (two bf16) is one 32-bit register of the instruction.
static Value emitBF16Mma(OpBuilder &b, Location loc, Value a, Value bFrag,
                         Value c) {
  auto i32 = b.getI32Type();
  auto asRegisters = [&](Value frag) {
    SmallVector<Value> regs;
    int64_t rows = cast<VectorType>(frag.getType()).getDimSize(0);
    for (int64_t r = 0; r < rows; ++r) {
      Value pair = vector::ExtractOp::create(b, loc, frag, ArrayRef<int64_t>{r});
      Value word = vector::BitCastOp::create(b, loc, VectorType::get({1}, i32), pair);
      regs.push_back(vector::ExtractOp::create(b, loc, word, ArrayRef<int64_t>{0}));
    }
    return regs;
  };
  SmallVector<Value> accs;
  for (int64_t i = 0; i < 4; ++i)
    accs.push_back(vector::ExtractOp::create(b, loc, c, ArrayRef<int64_t>{i / 2, i % 2}));
  auto f32 = b.getF32Type();
  auto resultType = LLVM::LLVMStructType::getLiteral(b.getContext(), {f32, f32, f32, f32});
  auto mma = NVVM::MmaOp::create(
      b, loc, resultType, asRegisters(a), asRegisters(bFrag), accs,
      ArrayRef<int64_t>{16, 8, 16}, std::nullopt, std::nullopt,
      std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::bf16, NVVM::MMATypes::bf16},
      std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row, NVVM::MMALayout::col});
  SmallVector<Value> results;
  for (int64_t i = 0; i < 4; ++i)
    results.push_back(LLVM::ExtractValueOp::create(b, loc, mma, ArrayRef<int64_t>{i}));
  return vector::FromElementsOp::create(b, loc, c.getType(), results);
}

/// Inline PTX (AT&T dialect, no tail call): for instructions LLVM 22 has
/// no intrinsic for, or does not select on every chip.
static LLVM::InlineAsmOp createInlinePtx(OpBuilder &b, Location loc,
                                         TypeRange results, ValueRange operands,
                                         StringRef text, StringRef constraints,
                                         bool sideEffects) {
  MLIRContext *ctx = b.getContext();
  return LLVM::InlineAsmOp::create(
      b, loc, results, operands, b.getStringAttr(text),
      b.getStringAttr(constraints), sideEffects ? b.getUnitAttr() : UnitAttr(),
      UnitAttr(), LLVM::TailCallKindAttr::get(ctx, LLVM::TailCallKind::None),
      LLVM::AsmDialectAttr::get(ctx, LLVM::AsmDialect::AD_ATT), ArrayAttr());
}

/// Whether `op` is the only operation of `loop` that reads or writes its
/// accumulator (the tile or its registers): then nothing observes the
/// partial sum between two iterations.
/// Uses inside `guarded` ops (which wait for the gemm first) do not count.
static bool isOnlyAccumulationInLoop(GemmOp op, scf::ForOp loop,
                                     const Fragment &acc,
                                     ArrayRef<Operation *> guarded = {}) {
  WalkResult walk = loop.walk<WalkOrder::PreOrder>([&](Operation *user) {
    if (llvm::is_contained(guarded, user))
      return WalkResult::skip();
    bool uses = user != op.getOperation() &&
                llvm::any_of(user->getOperands(), [&](Value v) {
                  return v == op.getC() || v == acc.registers;
                });
    return uses ? WalkResult::interrupt() : WalkResult::advance();
  });
  return !walk.wasInterrupted();
}

/// Whether the last k step of `op` can wait for the next iteration: the
/// gemm sits directly in an scf.for that reads and writes its accumulator
/// nowhere else, so nothing observes the partial sum between two
/// iterations. If so, makes the registers that carry the step's operands,
/// zeroes them before the loop (the first iteration then adds 0) and
/// returns them; lowerGemm flushes the last deferred step after the loop.
std::optional<DeferredStep>
KernelLowering::deferLastStep(GemmOp op, const Fragment &acc, int64_t rows,
                              int64_t cols) {
  auto loop = dyn_cast<scf::ForOp>(op->getParentOp());
  if (!loop || op.getClearAccum())
    return std::nullopt;
  if (!isOnlyAccumulationInLoop(op, loop, acc))
    return std::nullopt;
  Type elem = cast<MemRefType>(op.getA().getType()).getElementType();
  Location loc = op.getLoc();
  DeferredStep step;
  step.rows = rows;
  step.cols = cols;
  {
    // Allocas in the entry block, where LLVM promotes them to registers.
    OpBuilder b(kernel.getBody());
    b.setInsertionPointAfterValue(threadId);
    step.aRegs = memref::AllocaOp::create(b, loc, MemRefType::get({rows * 8}, elem));
    step.bRegs = memref::AllocaOp::create(b, loc, MemRefType::get({cols * 4}, elem));
  }
  OpBuilder b(loop);
  Value zero = arith::ConstantOp::create(b, loc, elem, b.getZeroAttr(elem));
  for (auto [regs, n] : {std::pair<Value, int64_t>{step.aRegs, rows * 8},
                         {step.bRegs, cols * 4}})
    for (int64_t i = 0; i < n; ++i)
      memref::StoreOp::create(b, loc, zero, regs, getConstantIndex(b, loc, i));
  return step;
}

/// The cp.async copies issued since the last barrier before `op` that fill
/// other buffers than its operands (a pipelined loop's prefetch of later
/// tiles), in order, and the commit that closes their group; none without
/// that commit. With TMA the commit is the op that issues the whole group
/// (kTmaGroupAttrName), with no copies before it.
static std::pair<SmallVector<Operation *>, Operation *>
getPrefetchCopies(GemmOp op) {
  SmallVector<Operation *> prefetches;
  Operation *commit = nullptr;
  for (Operation *prev = op->getPrevNode(); prev; prev = prev->getPrevNode()) {
    if (auto copy = dyn_cast<nvgpu::DeviceAsyncCopyOp>(prev)) {
      if (copy.getDst() == op.getA() || copy.getDst() == op.getB()) {
        prefetches.clear();
        break;
      }
      prefetches.push_back(prev);
    } else if ((isa<NVVM::CpAsyncCommitGroupOp>(prev) || prev->hasAttr(kTmaGroupAttrName)) &&
               !commit && prefetches.empty()) {
      commit = prev;
    } else if (!isMemoryEffectFree(prev)) {
      break;
    }
  }
  std::reverse(prefetches.begin(), prefetches.end());
  if (!commit)
    prefetches.clear();
  return {prefetches, commit};
}

/// C += A x B on the tensor cores. The accumulator's #tile.mma layout is a
/// blocked one whose consecutive row repetitions are the two 8-row halves of
/// an m16n8 instruction (MmaLayoutAttr::toBlocked). For every 16-deep k step
/// each warp loads, per instruction row, A's 16x16 piece with one
/// ldmatrix.x4 and, per pair of instruction columns, B's two 16x8 pieces
/// with one ldmatrix.x4 (.trans when the operand's contiguous dimension is
/// not K), then issues one mma.sync.m16n8k16 per 16x8 accumulator piece.
/// The accumulators stay in registers across the k steps.
LogicalResult KernelLowering::lowerGemm(GemmOp op) {
  auto cIt = fragments.find(op.getC());
  if (cIt == fragments.end() || !isa<MmaLayoutAttr>(cIt->second.layout))
    return op.emitOpError() << "the accumulator must be a fragment with a "
                               "#tile.mma layout (run tile-infer-layout)";
  if (!isSharedBuffer(op.getB()))
    return op.emitOpError() << "B must be in shared memory; B operands in "
                               "fragments are not lowered yet";
  const Fragment &acc = cIt->second;
  if (cast<MmaLayoutAttr>(acc.layout).getVersion() == 3)
    return lowerWgmma(op, acc);
  // A from registers: the fragment must be distributed exactly as the
  // accumulator (same #tile.mma layout, every warp along M), so that its
  // accumulator-shaped registers are the A operand's (see below).
  const Fragment *aRegs = nullptr;
  if (!isSharedBuffer(op.getA())) {
    auto aIt = fragments.find(op.getA());
    auto accLayout = cast<MmaLayoutAttr>(acc.layout);
    if (aIt == fragments.end() ||
        !haveSameDistribution(aIt->second.layout, acc.layout) ||
        accLayout.getWarpsPerBlock()[1] != 1 || op.getTransposeA())
      return op.emitOpError()
             << "an A operand in registers must be a fragment with the "
                "accumulator's layout "
             << acc.layout
             << ", every warp along M (warpsPerBlock = [W, 1]) and no "
                "transpose_a; stage A in shared memory otherwise";
    aRegs = &aIt->second;
  }
  auto aType = cast<MemRefType>(op.getA().getType());
  bool transA = op.getTransposeA(), transB = op.getTransposeB();
  int64_t k = transA ? aType.getDimSize(0) : aType.getDimSize(1);
  SmallVector<int64_t> tile = acc.base.getBlockTile();
  int64_t reps0 = acc.shape[0] / tile[0], reps1 = acc.shape[1] / tile[1];
  if (reps0 % 2 || k % 16)
    return op.emitOpError() << "the accumulator rows must cover whole 16-row "
                               "instructions per warp and K must be a "
                               "multiple of 16";
  // The cp.async copies issued since the last barrier (a pipelined loop's
  // prefetch, for other buffers) move in among the k steps: issued all
  // before the first ldmatrix they would queue ahead of it in the memory
  // pipeline and leave the tensor cores idle.
  auto [prefetches, commit] = getPrefetchCopies(op);
  Type elem = aType.getElementType();
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto cst = [&](int64_t v) { return getConstantIndex(b, loc, v); };
  auto add = [&](Value x, Value y) { return arith::AddIOp::create(b, loc, x, y).getResult(); };
  auto mul = [&](Value x, int64_t c) {
    return c == 1 ? x : arith::MulIOp::create(b, loc, x, cst(c)).getResult();
  };
  const ThreadCoords &tc = getThreadCoords(acc.base);
  Value warpM = tc.warp[0], warpN = tc.warp[1];
  Value lane = arith::RemUIOp::create(b, loc, threadId, cst(32));
  // ldmatrix: lane l gives row l % 8 of 8x8 matrix l / 8.
  Value quad = arith::DivUIOp::create(b, loc, lane, cst(8));
  Value row = arith::RemUIOp::create(b, loc, lane, cst(8));
  Value quadLow = arith::RemUIOp::create(b, loc, quad, cst(2));
  Value quadHigh = arith::DivUIOp::create(b, loc, quad, cst(2));
  if (!aRegs)
    noteSharedRead(op.getA());
  noteSharedRead(op.getB());

  int64_t instrM = reps0 / 2, instrN = reps1;
  // In a loop that touches the accumulator nowhere else, the last k step's
  // mma.sync is deferred to the next iteration, right after that
  // iteration's first ldmatrix (and to a flush after the loop): the
  // operands wait in registers, and the tensor cores have work while the
  // first fragments of the next tile load after the loop's barrier.
  // (Decided before this lowering adds its own accesses to the loop.)
  std::optional<DeferredStep> deferred = deferLastStep(op, acc, instrM, instrN);
  auto accType = VectorType::get({2, 2}, b.getF32Type());
  auto regOf = [&](int64_t im, int64_t in, int64_t i) {
    return ((2 * im + i / 2) * reps1 + in) * 2 + i % 2;
  };
  auto loadAcc = [&](OpBuilder &ab, int64_t im, int64_t in) -> Value {
    SmallVector<Value> elems;
    for (int64_t i = 0; i < 4; ++i)
      elems.push_back(memref::LoadOp::create(
          ab, loc, acc.registers, getConstantIndex(ab, loc, regOf(im, in, i))));
    return vector::FromElementsOp::create(ab, loc, accType, elems);
  };
  auto storeAcc = [&](OpBuilder &ab, int64_t im, int64_t in, Value c) {
    for (int64_t i = 0; i < 4; ++i) {
      Value v = vector::ExtractOp::create(ab, loc, c, ArrayRef<int64_t>{i / 2, i % 2});
      memref::StoreOp::create(ab, loc, v, acc.registers,
                              getConstantIndex(ab, loc, regOf(im, in, i)));
    }
  };
  SmallVector<Value> accs;
  for (int64_t im = 0; im < instrM; ++im)
    for (int64_t in = 0; in < instrN; ++in)
      accs.push_back(op.getClearAccum()
                         ? arith::ConstantOp::create(b, loc, accType,
                                                     b.getZeroAttr(accType))
                               .getResult()
                         : loadAcc(b, im, in));

  auto ldmatrix = [&](Value buffer, Value i0, Value i1, bool transpose,
                      int64_t tiles) {
    if (auto it = swizzles.find(buffer); it != swizzles.end()) {
      SmallVector<Value> idx{i0, i1};
      it->second.apply(b, loc, idx);
      i0 = idx[0];
      i1 = idx[1];
    }
    auto type = VectorType::get({tiles, 2}, elem);
    return nvgpu::LdMatrixOp::create(b, loc, type, buffer, ValueRange{i0, i1},
                                     transpose, tiles)
        .getResult();
  };
  // The fragments of one 16-deep k step: A's per instruction row, B's per
  // instruction column.
  auto loadStep = [&](int64_t kk, SmallVector<Value> &aFrags,
                      SmallVector<Value> &bFrags) {
    // A from registers: the accumulator layout holds, per 8-row half h
    // and 8-column group j, the pair (row g + 8 h, columns 2 t, 2 t + 1) of
    // an m16n8 tile; the m16n8k16 A operand of step kk is the pairs (h, j) =
    // (0, 2 kk), (1, 2 kk), (0, 2 kk + 1), (1, 2 kk + 1), in that order (PTX
    // ISA, mma.m16n8k16 fragment layouts).
    if (aRegs) {
      int64_t groups = aRegs->shape[1] / tile[1];
      auto vecType = VectorType::get({4, 2}, elem);
      for (int64_t im = 0; im < instrM; ++im) {
        SmallVector<Value> elems;
        for (auto [h, j] : {std::pair<int64_t, int64_t>{0, 2 * kk},
                            {1, 2 * kk}, {0, 2 * kk + 1}, {1, 2 * kk + 1}})
          for (int64_t e = 0; e < 2; ++e)
            elems.push_back(memref::LoadOp::create(
                b, loc, aRegs->registers,
                cst(((2 * im + h) * groups + j) * 2 + e)));
        aFrags.push_back(vector::FromElementsOp::create(b, loc, vecType, elems));
      }
    }
    // A: rows of instruction row im are 8 x warpM + tile0 x (2 im + half).
    for (int64_t im = 0; !aRegs && im < instrM; ++im) {
      Value rowBase = add(mul(warpM, 8), mul(quadLow, tile[0]));
      rowBase = add(rowBase, cst(tile[0] * 2 * im));
      Value kBase = add(cst(kk * 16), mul(quadHigh, 8));
      aFrags.push_back(transA ? ldmatrix(op.getA(), add(kBase, row), rowBase,
                                         /*transpose=*/true, 4)
                              : ldmatrix(op.getA(), add(rowBase, row), kBase,
                                         /*transpose=*/false, 4));
    }
    // B: columns of instruction column in are 8 x warpN + tile1 x in.
    for (int64_t in = 0; in < instrN; in += 2) {
      bool pair = in + 1 < instrN;
      Value colBase = add(mul(warpN, 8), cst(tile[1] * in));
      if (pair)
        colBase = add(colBase, mul(quadHigh, tile[1]));
      Value kBase = add(cst(kk * 16), mul(quadLow, 8));
      Value frag = transB ? ldmatrix(op.getB(), add(colBase, row), kBase,
                                     /*transpose=*/false, pair ? 4 : 2)
                          : ldmatrix(op.getB(), add(kBase, row), colBase,
                                     /*transpose=*/true, pair ? 4 : 2);
      if (!pair) {
        bFrags.push_back(frag);
        continue;
      }
      // Rows 0-1 feed instruction column in, rows 2-3 column in + 1 (row
      // by row: 2-d strided slices do not lower to LLVM directly).
      auto halfType = VectorType::get({2, 2}, elem);
      for (int64_t p = 0; p < 2; ++p) {
        Value half = arith::ConstantOp::create(b, loc, halfType, b.getZeroAttr(halfType));
        for (int64_t rr = 0; rr < 2; ++rr) {
          Value rowVec = vector::ExtractOp::create(b, loc, frag, ArrayRef<int64_t>{2 * p + rr});
          half = vector::InsertOp::create(b, loc, rowVec, half, ArrayRef<int64_t>{rr});
        }
        bFrags.push_back(half);
      }
    }
  };
  int64_t steps = k / 16;
  size_t moved = 0;
  auto mmaWith = [&](OpBuilder &mb, Value a, Value bFrag, Value c) {
    return elem.isF16() ? nvgpu::MmaSyncOp::create(mb, loc, a, bFrag, c,
                                                   ArrayRef<int64_t>{16, 8, 16})
                              .getResult()
                        : emitBF16Mma(mb, loc, a, bFrag, c);
  };
  auto mma = [&](Value a, Value bFrag, Value c) { return mmaWith(b, a, bFrag, c); };
  // Fragments of step kk + 1 load while step kk's mma.sync run.
  SmallVector<Value> aFrags, bFrags;
  loadStep(0, aFrags, bFrags);
  if (deferred) {
    auto [dA, dB] = deferred->load(b, loc);
    for (int64_t im = 0; im < instrM; ++im)
      for (int64_t in = 0; in < instrN; ++in) {
        Value &c = accs[im * instrN + in];
        c = mma(dA[im], dB[in], c);
      }
  }
  for (int64_t kk = 0; kk < steps; ++kk) {
    SmallVector<Value> aNext, bNext;
    if (kk + 1 < steps)
      loadStep(kk + 1, aNext, bNext);
    // This step's share of the prefetch copies.
    size_t share = llvm::divideCeil(prefetches.size() * (kk + 1),
                                    std::max<int64_t>(1, steps - 1));
    for (; moved < std::min(share, prefetches.size()); ++moved)
      prefetches[moved]->moveBefore(b.getInsertionBlock(), b.getInsertionPoint());
    if (commit && moved == prefetches.size()) {
      commit->moveBefore(b.getInsertionBlock(), b.getInsertionPoint());
      commit = nullptr;
    }
    if (deferred && kk + 1 == steps) {
      deferred->store(b, loc, aFrags, bFrags);
      break;
    }
    for (int64_t im = 0; im < instrM; ++im)
      for (int64_t in = 0; in < instrN; ++in) {
        Value &c = accs[im * instrN + in];
        c = mma(aFrags[im], bFrags[in], c);
      }
    aFrags = std::move(aNext);
    bFrags = std::move(bNext);
  }
  for (int64_t im = 0; im < instrM; ++im)
    for (int64_t in = 0; in < instrN; ++in)
      storeAcc(b, im, in, accs[im * instrN + in]);
  if (deferred) {
    // The last iteration's deferred step.
    OpBuilder fb(op->getParentOp()->getContext());
    fb.setInsertionPointAfter(op->getParentOp());
    auto [dA, dB] = deferred->load(fb, loc);
    for (int64_t im = 0; im < instrM; ++im)
      for (int64_t in = 0; in < instrN; ++in)
        storeAcc(fb, im, in, mmaWith(fb, dA[im], dB[in], loadAcc(fb, im, in)));
  }
  op.erase();
  return success();
}

/// C += A x B with wgmma.mma_async (sm_90a), for an accumulator in the
/// #tile.mma<version = 3> layout: each warpgroup issues, per 16-deep k
/// step, one m64nNk16 instruction per 64 of its rows (N = the
/// accumulator's width). A comes from shared memory through a matrix
/// descriptor (K-major, 128-byte swizzled rows in warpgroup order,
/// #tile.swizzle warpgroup_rows: the rows of the warpgroup's instruction j
/// form the 8 KB slab j of each 64-column panel) or from registers (a
/// fragment distributed like the accumulator: its registers are the
/// m16n8k16 A operands of the warp's rows, as for mma.sync). B is N-major
/// in 128-byte column panels ([K, N], #tile.swizzle panels) or, with
/// transpose_b, K-major ([N, K], 64-column panels). The accumulator
/// registers are the instruction's: register 4 t + i of an m64nN
/// instruction is element i of the m16n8 piece t of mma.sync, which
/// version 3 keeps (TileAttrs.td).
LogicalResult KernelLowering::lowerWgmma(GemmOp op, const Fragment &acc) {
  auto layout = cast<MmaLayoutAttr>(acc.layout);
  int64_t warps = layout.getWarpsPerBlock()[0];
  int64_t n = acc.shape[1];
  if (chip != "sm_90a")
    return op.emitOpError() << "the accumulator's layout " << acc.layout
                            << " needs wgmma, which " << chip
                            << " lacks; use #tile.mma<version = 2> (or run "
                               "tile-infer-layout with chip="
                            << chip << ")";
  auto aType = cast<MemRefType>(op.getA().getType());
  auto bType = cast<MemRefType>(op.getB().getType());
  Type elem = aType.getElementType();
  bool transB = op.getTransposeB();
  int64_t k = aType.getDimSize(1);
  const Fragment *aRegs = nullptr;
  bool aFits = aType.getDimSize(0) == acc.shape[0] && k % 16 == 0;
  if (isSharedBuffer(op.getA())) {
    auto aIt = swizzles.find(op.getA());
    // Rows of 128 bytes (in 64-column panels beyond K = 64) or, at K = 32,
    // of 64 bytes with the 64-byte swizzle.
    aFits &= aIt != swizzles.end() && aIt->second.warpgroupRows == warps &&
             ((k % 64 == 0 && aIt->second.span == 8 &&
               (k == 64 || aIt->second.panelElems == 64)) ||
              (k == 32 && aIt->second.span == 4));
  } else if (auto it = fragments.find(op.getA()); it != fragments.end()) {
    aRegs = &it->second;
    aFits &= haveSameDistribution(aRegs->layout, acc.layout);
  } else {
    aFits = false;
  }
  auto bIt = swizzles.find(op.getB());
  int64_t panelCols = transB ? k : n; // the dimension split into panels
  bool bFits = bIt != swizzles.end() && bIt->second.warpgroupRows == 0 &&
               bType.getDimSize(transB ? 0 : 1) == n &&
               bType.getDimSize(transB ? 1 : 0) == k &&
               (panelCols == 64 || bIt->second.panelElems == 64) &&
               panelCols % 64 == 0 && n % 8 == 0 && n <= 256;
  if (!aFits || !bFits || op.getTransposeA() ||
      (!elem.isF16() && !elem.isBF16()) || bType.getElementType() != elem ||
      acc.shape[0] % (16 * warps) || numThreads != 32 * warps)
    return op.emitOpError()
           << "a wgmma gemm (accumulator " << acc.layout
           << ") needs f16 or bf16 operands, A not transposed: A of "
           << acc.shape[0] << "xK (K a multiple of 64) in shared memory with "
           << "#tile.swizzle<bytes = 128, warpgroup_rows = " << warps
           << "> (and panels = true when K > 64), or K = 32 with "
           << "#tile.swizzle<bytes = 64, warpgroup_rows = " << warps
           << ">, or in a fragment "
              "distributed like the "
           << "accumulator, B of KxN (or NxK with transpose_b) with "
              "#tile.swizzle<bytes = 128, panels = true>, N = "
           << n << ", and every thread of the block in the warpgroups (run "
              "tile-infer-layout with chip=sm_90a to get these layouts)";

  // (Decided before this lowering adds its own accesses to the loop.) In
  // a loop that touches the accumulator nowhere else, the group stays in
  // flight until the barrier that starts the next iteration (after which
  // the tiles it reads may be refilled): the tensor cores then work while
  // the next tiles land. The loop is followed by the last wait. Branches
  // after the gemm (a persistent kernel's epilogue, taken on a tile's last
  // k step) may read the accumulator or hold barriers: each of their
  // regions starts with its own wait, so only they pay for it.
  Operation *waitBefore = nullptr;
  int64_t groupsInFlight = 0;
  SmallVector<Region *> guardedRegions;
  if (auto loop = dyn_cast<scf::ForOp>(op->getParentOp());
      loop && !op.getClearAccum() && !aRegs) {
    SmallVector<Operation *> guarded;
    for (Operation *next = op->getNextNode(); next; next = next->getNextNode())
      if (next->getNumRegions() > 0 && !isa<TileDialect>(next->getDialect()))
        guarded.push_back(next);
    bool touched = !isOnlyAccumulationInLoop(op, loop, acc, guarded);
    Operation *barrier = nullptr;
    for (Operation &inner : loop.getBody()->without_terminator()) {
      if (&inner == op.getOperation())
        break;
      if (isa<gpu::BarrierOp>(inner)) {
        barrier = &inner;
        break;
      }
    }
    bool barrierAfter = false;
    for (Operation *next = op->getNextNode(); next; next = next->getNextNode())
      barrierAfter |=
          (next->getNumRegions() > 0 && !llvm::is_contained(guarded, next)) ||
          isa<gpu::BarrierOp>(next) || isa<TileDialect>(next->getDialect());
    if (!touched && barrier && !barrierAfter)
      waitBefore = barrier;
    // tile-pipeline left the tiles of the previous iteration alone: only
    // that iteration's group must be done when this one is issued.
    if (!touched && loop->hasAttr(TileDialect::kReadsInFlightAttrName))
      groupsInFlight = 1;
    if (!touched && (waitBefore || groupsInFlight))
      for (Operation *g : guarded)
        for (Region &r : g->getRegions())
          guardedRegions.push_back(&r);
  }
  auto [prefetches, commit] = getPrefetchCopies(op);
  OpBuilder b(op);
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  auto i64 = b.getI64Type();
  auto cstI64 = [&](int64_t v) {
    return arith::ConstantIntOp::create(b, loc, i64, v).getResult();
  };
  if (!aRegs)
    noteSharedRead(op.getA());
  noteSharedRead(op.getB());
  // Matrix descriptor: start address / 16 in bits 0-13, leading byte
  // offset / 16 in 16-29, stride byte offset / 16 in 32-45, swizzle mode
  // in 62-63 (1: 128 bytes, 2: 64 bytes). Shared addresses are below
  // 2^18, so later offsets add to the start address without carrying out
  // of its field.
  auto descriptor = [&](Value buffer, Value byteOffset, int64_t leading,
                        int64_t stride, int64_t swizzleBytes = 128) {
    Value address = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
    if (byteOffset)
      address = arith::AddIOp::create(b, loc, address, byteOffset);
    address = arith::IndexCastUIOp::create(b, loc, i64, address);
    address = arith::AndIOp::create(b, loc, address, cstI64((1 << 18) - 1));
    address = arith::ShRUIOp::create(b, loc, address, cstI64(4));
    int64_t fields = ((leading >> 4) << 16) | ((stride >> 4) << 32) |
                     (int64_t(swizzleBytes == 128 ? 1 : 2) << 62);
    return arith::OrIOp::create(b, loc, address, cstI64(fields)).getResult();
  };
  int64_t rows = acc.shape[0];
  int64_t pairs = rows / (16 * warps); // instructions per warpgroup
  // K-major operands (A; B with transpose_b): rows 128 bytes apart (A at
  // K = 32: 64 bytes), 8-row groups 8 rows apart (the leading offset is
  // unused in swizzled K-major layouts), 64-column panels of all rows one
  // after the other; a k16 step is 32 bytes along a row. N-major B: 8-row
  // groups of a panel 1024 bytes apart, panels K x 128; a k16 step is 16
  // rows, 2048 bytes.
  auto kMajorOffset = [](int64_t kk, int64_t panelRows, int64_t rowBytes = 128) {
    int64_t steps = rowBytes / 32;
    return (kk / steps) * panelRows * rowBytes + (kk % steps) * 32;
  };
  int64_t aRowBytes = k == 32 ? 64 : 128;
  Value descA;
  if (!aRegs) {
    // Warpgroup q's instructions start at slab q * pairs.
    Value warpgroup =
        arith::DivUIOp::create(b, loc, threadId, getConstantIndex(b, loc, 128));
    Value slab = arith::MulIOp::create(
        b, loc, warpgroup, getConstantIndex(b, loc, pairs * 64 * aRowBytes));
    descA = descriptor(op.getA(), slab, 16, 8 * aRowBytes, aRowBytes);
  }
  Value descB = transB ? descriptor(op.getB(), Value(), 16, 1024)
                       : descriptor(op.getB(), Value(), k * 128, 1024);
  auto advance = [&](Value desc, int64_t bytes) {
    return bytes ? arith::AddIOp::create(b, loc, desc, cstI64(bytes >> 4)).getResult()
                 : desc;
  };

  // The accumulator registers of instruction j as the instruction's
  // struct of n / 2 floats.
  int64_t reps1 = n / 8;
  auto regOf = [&](int64_t j, int64_t t, int64_t i) {
    return ((2 * j + i / 2) * reps1 + t) * 2 + i % 2;
  };
  auto f32 = b.getF32Type();
  auto structType = LLVM::LLVMStructType::getLiteral(
      ctx, SmallVector<Type>(n / 2, f32));
  // clear_accum: the first k16 step's instructions run with scale-d = 0
  // (D = A B) on undefined accumulators, instead of zeros moved into the
  // registers after the fence (ptxas then inserts a warpgroup.arrive of
  // its own, C7519, and in a branch it cannot prove uniform serializes the
  // wgmma, C7520).
  bool clear = op.getClearAccum();
  SmallVector<Value> accs;
  for (int64_t j = 0; j < pairs; ++j) {
    Value s = LLVM::UndefOp::create(b, loc, structType);
    for (int64_t t = 0; !clear && t < reps1; ++t)
      for (int64_t i = 0; i < 4; ++i) {
        Value v = memref::LoadOp::create(b, loc, acc.registers,
                                         getConstantIndex(b, loc, regOf(j, t, i)));
        s = LLVM::InsertValueOp::create(b, loc, s, v, ArrayRef<int64_t>{4 * t + i});
      }
    accs.push_back(s);
  }
  // A from registers, instruction j, step kk: the m16n8k16 A operand (row
  // halves h and 8-column groups 2 kk, 2 kk + 1) as four 32-bit registers.
  auto aOperand = [&](int64_t j, int64_t kk) {
    int64_t groups = k / 8;
    SmallVector<Value> regs;
    auto pairType = VectorType::get({2}, elem);
    for (auto [h, g] : {std::pair<int64_t, int64_t>{0, 2 * kk},
                        {1, 2 * kk}, {0, 2 * kk + 1}, {1, 2 * kk + 1}}) {
      SmallVector<Value> elems;
      for (int64_t e = 0; e < 2; ++e)
        elems.push_back(memref::LoadOp::create(
            b, loc, aRegs->registers,
            getConstantIndex(b, loc, ((2 * j + h) * groups + g) * 2 + e)));
      Value pair = vector::FromElementsOp::create(b, loc, pairType, elems);
      regs.push_back(LLVM::BitcastOp::create(b, loc, b.getI32Type(), pair));
    }
    return regs;
  };
  StringRef typeName = elem.isF16() ? "f16" : "bf16";
  // wgmma with A in registers: NVVM's op takes A from a descriptor only, so
  // this form is inline PTX; the accumulators are tied in-out operands.
  auto registerAWgmma = [&](Value accStruct, ArrayRef<Value> a, Value descB,
                            bool accumulate) {
    std::string text;
    llvm::raw_string_ostream os(text);
    int64_t outs = n / 2;
    os << "{\n.reg .pred p;\nsetp.ne.b32 p, " << (accumulate ? 1 : 0)
       << ", 0;\nwgmma.mma_async.sync.aligned.m64n"
       << n << "k16.f32." << typeName << "." << typeName << " {";
    for (int64_t i = 0; i < outs; ++i)
      os << (i ? ", " : "") << "$" << i;
    os << "}, {$" << 2 * outs << ", $" << 2 * outs + 1 << ", $" << 2 * outs + 2
       << ", $" << 2 * outs + 3 << "}, $" << 2 * outs + 4 << ", p, 1, 1, "
       << (transB ? 0 : 1) << ";\n}";
    std::string constraints;
    llvm::raw_string_ostream cs(constraints);
    for (int64_t i = 0; i < outs; ++i)
      cs << (i ? "," : "") << "=f";
    for (int64_t i = 0; i < outs; ++i)
      cs << "," << i;
    cs << ",r,r,r,r,l";
    SmallVector<Value> operands;
    for (int64_t i = 0; i < outs; ++i)
      operands.push_back(LLVM::ExtractValueOp::create(b, loc, accStruct, ArrayRef<int64_t>{i}));
    operands.append(a.begin(), a.end());
    operands.push_back(descB);
    return createInlinePtx(b, loc, structType, operands, text, constraints,
                           /*sideEffects=*/true)
        .getResult(0);
  };
  auto type = NVVM::WGMMATypesAttr::get(
      ctx, elem.isF16() ? NVVM::WGMMATypes::f16 : NVVM::WGMMATypes::bf16);
  // Registers of A are packed before the fence: written between two wgmma
  // they would make ptxas wait for the first.
  SmallVector<SmallVector<Value>> aOperands;
  for (int64_t kk = 0; aRegs && kk < k / 16; ++kk)
    for (int64_t j = 0; j < pairs; ++j)
      aOperands.push_back(aOperand(j, kk));
  NVVM::WgmmaFenceAlignedOp::create(b, loc);
  for (int64_t kk = 0; kk < k / 16; ++kk) {
    Value stepB = advance(descB, transB ? kMajorOffset(kk, n) : kk * 16 * 128);
    bool accumulate = !clear || kk > 0;
    for (int64_t j = 0; j < pairs; ++j) {
      if (aRegs) {
        accs[j] = registerAWgmma(accs[j], aOperands[kk * pairs + j], stepB, accumulate);
        continue;
      }
      accs[j] = NVVM::WgmmaMmaAsyncOp::create(
          b, loc, structType, accs[j],
          advance(descA, j * 64 * aRowBytes + kMajorOffset(kk, rows, aRowBytes)),
          stepB,
          NVVM::MMAShapeAttr::get(ctx, 64, n, 16), type, type,
          NVVM::WGMMATypesAttr::get(ctx, NVVM::WGMMATypes::f32),
          NVVM::WGMMAScaleOutAttr::get(ctx, accumulate ? NVVM::WGMMAScaleOut::one
                                                       : NVVM::WGMMAScaleOut::zero),
          NVVM::WGMMAScaleInAttr::get(ctx, NVVM::WGMMAScaleIn::one),
          NVVM::WGMMAScaleInAttr::get(ctx, NVVM::WGMMAScaleIn::one),
          NVVM::MMALayoutAttr::get(ctx, NVVM::MMALayout::row),
          NVVM::MMALayoutAttr::get(ctx, transB ? NVVM::MMALayout::col
                                               : NVVM::MMALayout::row),
          NVVM::MMAIntOverflowAttr());
    }
  }
  Operation *wgmmaCommit = NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
  // The prefetch of later tiles issues behind the wgmma group, which the
  // tensor cores start on meanwhile.
  if (commit) {
    Operation *after = wgmmaCommit;
    for (Operation *copy : prefetches) {
      copy->moveAfter(after);
      after = copy;
    }
    commit->moveAfter(after);
  }
  // With a producer warp, a wait frees the stages its group read
  // (releaseAfterWgmmaWaits), unless a later wgmma gemm of this body,
  // issued before the next tile.async_wait, may read them too: its own
  // wait frees them then. (A later mma.sync gemm has no such wait: this
  // one must free them.)
  bool laterGemm = false;
  for (Operation *next = op->getNextNode(); next && !isa<AsyncWaitOp>(next);
       next = next->getNextNode()) {
    auto gemm = dyn_cast<GemmOp>(next);
    auto it = gemm ? fragments.find(gemm.getC()) : fragments.end();
    auto layout = it != fragments.end() ? dyn_cast<MmaLayoutAttr>(it->second.layout)
                                        : MmaLayoutAttr();
    laterGemm |= layout && layout.getVersion() == 3;
  }
  auto waitGroups = [&](OpBuilder &wb, int64_t pending) {
    auto wait = NVVM::WgmmaWaitGroupSyncOp::create(wb, loc, pending);
    if (laterGemm)
      keepStageWaits.insert(wait);
  };
  for (Region *r : guardedRegions) {
    for (Block &block : *r) {
      OpBuilder gb(&block, block.begin());
      waitGroups(gb, 0);
    }
  }
  if (groupsInFlight) {
    waitGroups(b, groupsInFlight);
    OpBuilder wb(op->getParentOp()->getContext());
    wb.setInsertionPointAfter(op->getParentOp());
    waitGroups(wb, 0);
  } else if (waitBefore) {
    OpBuilder wb(waitBefore);
    waitGroups(wb, 0);
    wb.setInsertionPointAfter(op->getParentOp());
    waitGroups(wb, 0);
  } else {
    waitGroups(b, 0);
  }
  for (int64_t j = 0; j < pairs; ++j)
    for (int64_t t = 0; t < reps1; ++t)
      for (int64_t i = 0; i < 4; ++i) {
        Value v = LLVM::ExtractValueOp::create(b, loc, accs[j],
                                               ArrayRef<int64_t>{4 * t + i});
        memref::StoreOp::create(b, loc, v, acc.registers,
                                getConstantIndex(b, loc, regOf(j, t, i)));
      }
  op.erase();
  return success();
}

/// Combines two partial reductions.
static Value combine(OpBuilder &b, Location loc, ReduceKind kind, Value x,
                     Value y) {
  bool isFloat = isa<FloatType>(x.getType());
  switch (kind) {
  case ReduceKind::Max:
  case ReduceKind::AbsMax:
    return isFloat ? arith::MaxNumFOp::create(b, loc, x, y).getResult()
                   : arith::MaxSIOp::create(b, loc, x, y).getResult();
  case ReduceKind::Min:
    return isFloat ? arith::MinNumFOp::create(b, loc, x, y).getResult()
                   : arith::MinSIOp::create(b, loc, x, y).getResult();
  case ReduceKind::Sum:
    return isFloat ? arith::AddFOp::create(b, loc, x, y).getResult()
                   : arith::AddIOp::create(b, loc, x, y).getResult();
  }
  llvm_unreachable("unknown reduction kind");
}

/// Reduces along one dimension of a blocked fragment into its slice: first
/// each thread over its own registers, then across the lanes that split the
/// dimension with butterfly shuffles (every lane ends with the result), then
/// across the warps that split it through shared memory. The result lands
/// replicated in the destination's slice layout, ready for broadcasts.
LogicalResult KernelLowering::lowerReduce(ReduceOp op) {
  auto srcIt = fragments.find(op.getSrc());
  auto dstIt = fragments.find(op.getDst());
  if (srcIt == fragments.end() || dstIt == fragments.end())
    return op.emitOpError() << "reductions of local buffers are not lowered "
                               "yet; reduce fragments";
  const Fragment &src = srcIt->second, &dst = dstIt->second;
  int64_t d = op.getDim();
  auto slice = dyn_cast<SliceLayoutAttr>(dst.layout);
  if (!slice || slice.getParent() != src.base || slice.getDim() != d)
    return op.emitOpError() << "the destination's layout " << dst.layout
                            << " must be the source's layout sliced along "
                               "dim "
                            << d << " (run tile-infer-layout)";
  Type elem = cast<MemRefType>(src.registers.getType()).getElementType();
  if (!elem.isF32() && !elem.isF64() && !elem.isSignlessInteger(32) &&
      !elem.isSignlessInteger(64))
    return op.emitOpError() << "reductions of " << elem
                            << " are not lowered; reduce in f32 (convert in "
                               "a tile.parallel first)";
  BlockedLayoutAttr layout = src.base;
  OpBuilder b(op);
  Location loc = op.getLoc();
  ReduceKind kind = op.getKind();

  // Within the thread, as a balanced tree: log2(n) dependent steps instead
  // of n - 1 keeps the block's critical path short.
  SmallVector<SmallVector<Value>> partials(dst.numRegisters);
  for (int64_t r = 0; r < src.numRegisters; ++r) {
    Value v = memref::LoadOp::create(b, loc, src.registers,
                                     getConstantIndex(b, loc, r));
    if (kind == ReduceKind::AbsMax)
      v = isa<FloatType>(elem) ? math::AbsFOp::create(b, loc, v).getResult()
                               : math::AbsIOp::create(b, loc, v).getResult();
    SmallVector<int64_t> o(src.registerOffsets[r]);
    o.erase(o.begin() + d);
    partials[dst.findRegister(o)].push_back(v);
  }
  SmallVector<Value> acc;
  for (SmallVector<Value> &values : partials) {
    while (values.size() > 1) {
      SmallVector<Value> next;
      for (size_t i = 0; i + 1 < values.size(); i += 2)
        next.push_back(combine(b, loc, kind, values[i], values[i + 1]));
      if (values.size() % 2)
        next.push_back(values.back());
      values = std::move(next);
    }
    acc.push_back(values.front());
  }

  // Across the lanes that split `d`: their lane ids differ in the bits
  // above the dimensions that vary faster.
  int64_t lanes = layout.getThreadsPerWarp()[d];
  int64_t stride = 1;
  for (int64_t o : layout.getOrder()) {
    if (o == d)
      break;
    stride *= layout.getThreadsPerWarp()[o];
  }
  // A butterfly over `count` lanes along `d` (xor of the lane bits that
  // `d` owns): every lane ends with the combination of all of them.
  auto butterfly = [&](Value v, int64_t count) {
    Value width = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 32);
    for (int64_t mask = stride; mask < stride * count; mask *= 2) {
      Value m = arith::ConstantIntOp::create(b, loc, b.getI32Type(), mask);
      auto shfl = gpu::ShuffleOp::create(b, loc, v, m, width,
                                         gpu::ShuffleMode::XOR);
      v = combine(b, loc, kind, v, shfl.getShuffleResult());
    }
    return v;
  };
  if (lanes > 1) {
    if (!llvm::isPowerOf2_64(lanes))
      return op.emitOpError() << "cannot shuffle across " << lanes
                              << " lanes (not a power of two)";
    for (Value &a : acc)
      a = butterfly(a, lanes);
  }

  // Across the warps that split `d`: lane 0 of each (along `d`) writes its
  // partials, then every thread combines the ones it needs.
  int64_t warps = layout.getWarpsPerBlock()[d];
  if (warps > 1) {
    int64_t numel = 1;
    for (int64_t n : dst.shape)
      numel *= n;
    Value scratch = allocateShared(b, loc, MemRefType::get({warps, numel}, elem));
    const ThreadCoords &tc = getThreadCoords(layout);
    SmallVector<int64_t> strides = getStrides(dst.shape);
    auto linear = [&](OpBuilder &ib, int64_t k) {
      Value lin = getConstantIndex(ib, loc, 0);
      for (auto [c, st] : llvm::zip(getCoordinates(ib, loc, dst, k), strides))
        lin = arith::AddIOp::create(
            ib, loc, lin,
            arith::MulIOp::create(ib, loc, c, getConstantIndex(ib, loc, st)));
      return lin;
    };
    beforeSharedWrite(b, op, {scratch});
    Value leader = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         tc.lane[d], getConstantIndex(b, loc, 0));
    auto ifOp = scf::IfOp::create(b, loc, leader, /*withElse=*/false);
    {
      OpBuilder tb = ifOp.getThenBodyBuilder();
      for (int64_t k = 0; k < dst.numRegisters; ++k)
        memref::StoreOp::create(tb, loc, acc[k], scratch,
                                ValueRange{tc.warp[d], linear(tb, k)});
    }
    afterSharedWrite(b, loc);
    noteSharedRead(scratch);
    if (lanes >= warps && llvm::isPowerOf2_64(warps)) {
      // Lane i (along `d`) reads warp i % warps's partial, and a butterfly
      // over the lowest log2(warps) lane bits combines them: one load and
      // log2(warps) shuffles per register, instead of `warps` loads and a
      // chain of warps - 1 combinations (Triton's arrangement). Only for a
      // power of two: with three warps, lanes 0-3 hold warps 0, 1, 2, 0 and
      // the butterfly counted warp 0 twice.
      Value mine = arith::RemUIOp::create(b, loc, tc.lane[d],
                                          getConstantIndex(b, loc, warps));
      for (int64_t k = 0; k < dst.numRegisters; ++k) {
        Value v = memref::LoadOp::create(b, loc, scratch,
                                         ValueRange{mine, linear(b, k)});
        acc[k] = butterfly(v, warps);
      }
    } else {
      for (int64_t k = 0; k < dst.numRegisters; ++k) {
        Value lin = linear(b, k);
        Value total;
        for (int64_t w = 0; w < warps; ++w) {
          Value v = memref::LoadOp::create(
              b, loc, scratch, ValueRange{getConstantIndex(b, loc, w), lin});
          total = total ? combine(b, loc, kind, total, v) : v;
        }
        acc[k] = total;
      }
    }
  }

  for (int64_t k = 0; k < dst.numRegisters; ++k) {
    Value reg = getConstantIndex(b, loc, k);
    Value v = acc[k];
    if (!op.getClear())
      v = combine(b, loc, kind,
                  memref::LoadOp::create(b, loc, dst.registers, reg), v);
    memref::StoreOp::create(b, loc, v, dst.registers, reg);
  }
  op.erase();
  return success();
}

/// Widens a scalar for printf: floats to f64, integers to i64.
static Value widenForPrintf(OpBuilder &b, Location loc, Value v) {
  Type t = v.getType();
  if (t.isIndex())
    return arith::IndexCastOp::create(b, loc, b.getI64Type(), v);
  if (isa<FloatType>(t) && !t.isF64())
    return arith::ExtFOp::create(b, loc, b.getF64Type(), v);
  if (auto i = dyn_cast<IntegerType>(t); i && i.getWidth() < 64)
    return i.getWidth() == 1
               ? arith::ExtUIOp::create(b, loc, b.getI64Type(), v).getResult()
               : arith::ExtSIOp::create(b, loc, b.getI64Type(), v).getResult();
  return v;
}

/// Prints a tile from thread 0, row by row, up to 8 elements per line. A
/// fragment is first gathered into shared memory.
LogicalResult KernelLowering::lowerPrintTile(PrintOp op, Value tile) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  Value source = tile;
  auto type = cast<MemRefType>(tile.getType());
  auto it = fragments.find(tile);
  if (it != fragments.end()) {
    const Fragment &frag = it->second;
    type = MemRefType::get(frag.shape, type.getElementType());
    source = allocateShared(b, loc, type);
    Endpoint src = makeEndpoint(b, loc, tile, {}, frag.shape);
    Endpoint dst = makeEndpoint(b, loc, source, {}, frag.shape);
    beforeSharedWrite(b, op, {source});
    emitCopy(b, loc, src, dst, frag, TypedAttr());
    afterSharedWrite(b, loc);
  } else if (!type.hasStaticShape()) {
    return op.emitOpError() << "printed tile " << type
                            << " must have a static shape";
  }
  if (isSharedBuffer(source))
    noteSharedRead(source);
  Type elemType = type.getElementType();
  bool isFloat = isa<FloatType>(elemType);
  ArrayRef<int64_t> shape = type.getShape();
  int64_t rank = shape.size();
  // Lines of up to 8 elements that divide the row evenly.
  int64_t perLine = 8;
  while (shape.back() % perLine)
    --perLine;

  Value isFirst = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                        threadId, getConstantIndex(b, loc, 0));
  auto ifOp = scf::IfOp::create(b, loc, isFirst, /*withElse=*/false);
  OpBuilder tb = ifOp.getThenBodyBuilder();
  // Loops over the leading dimensions and over the line starts of the last.
  SmallVector<Value> ivs;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t step = d + 1 == rank ? perLine : 1;
    auto loop = scf::ForOp::create(tb, loc, getConstantIndex(tb, loc, 0),
                                   getConstantIndex(tb, loc, shape[d]),
                                   getConstantIndex(tb, loc, step));
    ivs.push_back(loop.getInductionVar());
    tb.setInsertionPointToStart(loop.getBody());
  }
  // "label[i, j]: v0 v1 ..." with the elements of one line.
  // The label is text, not a format: its '%' are escaped.
  std::string format;
  for (char c : op.getMessage()) {
    format += c;
    if (c == '%')
      format += '%';
  }
  format += "[";
  for (int64_t d = 0; d < rank; ++d)
    format += d ? ", %lld" : "%lld";
  format += "]:";
  SmallVector<Value> args;
  for (Value iv : ivs)
    args.push_back(widenForPrintf(tb, loc, iv));
  for (int64_t k = 0; k < perLine; ++k) {
    format += isFloat ? " %g" : " %lld";
    SmallVector<Value> idx(ivs.begin(), ivs.end());
    if (k)
      idx.back() = arith::AddIOp::create(tb, loc, ivs.back(),
                                         getConstantIndex(tb, loc, k));
    args.push_back(widenForPrintf(tb, loc, memref::LoadOp::create(tb, loc, source, idx)));
  }
  format += "\n";
  gpu::PrintfOp::create(tb, loc, format, args);
  op.erase();
  return success();
}

LogicalResult KernelLowering::lowerPrint(PrintOp op) {
  if (op.getArgs().size() == 1 && isa<MemRefType>(op.getArgs()[0].getType()))
    return lowerPrintTile(op, op.getArgs()[0]);
  OpBuilder b(op);
  SmallVector<Value> args;
  for (Value v : op.getArgs())
    args.push_back(widenForPrintf(b, op.getLoc(), v));
  gpu::PrintfOp::create(b, op.getLoc(), op.getMessage(), args);
  op.erase();
  return success();
}

/// A window of a row-major global buffer, viewed as rows x cols (a 1-d
/// buffer is one row): on sm_90a a contiguous window with 16-byte aligned
/// ends is one cp.async.bulk.prefetch.L2 from the first thread; otherwise
/// each 128-byte line gets a prefetch.global.L2, spread over the threads.
/// Rows past the buffer are skipped and columns past it clipped.
LogicalResult KernelLowering::lowerPrefetch(PrefetchOp op) {
  MemRefType type = op.getSrc().getType();
  SmallVector<int64_t> sizes;
  for (Value size : op.getSizes()) {
    std::optional<int64_t> c = getConstantIntValue(size);
    if (!c || *c < 1)
      return op.emitOpError() << "sizes must be positive constants once the "
                                 "parameters are bound (tile-specialize)";
    sizes.push_back(*c);
  }
  if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
      type.getRank() > 2 || !type.getElementType().isIntOrFloat() ||
      type.getElementTypeBitWidth() % 8)
    return op.emitOpError() << "needs a row-major 1-d or 2-d buffer of static "
                               "shape and whole-byte elements, got "
                            << type;
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto cst = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v).getResult(); };
  bool twoD = type.getRank() == 2;
  int64_t rows = twoD ? type.getDimSize(0) : 1, cols = type.getShape().back();
  int64_t height = twoD ? sizes[0] : 1, width = sizes.back();
  int64_t elemBytes = type.getElementTypeBitWidth() / 8;
  Value row0 = twoD ? op.getOffsets()[0] : cst(0), col0 = op.getOffsets().back();
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, op.getSrc());
  auto globalPtr = [&](OpBuilder &ib, Value row, Value col) {
    Value elems = arith::AddIOp::create(
        ib, loc, arith::MulIOp::create(ib, loc, row, cst(cols)), col);
    Value bytes = arith::MulIOp::create(ib, loc, elems, cst(elemBytes));
    Value address = arith::IndexCastOp::create(
        ib, loc, ib.getI64Type(), arith::AddIOp::create(ib, loc, base, bytes));
    return LLVM::IntToPtrOp::create(
        ib, loc, LLVM::LLVMPointerType::get(ib.getContext(), 1), address);
  };
  auto lt = [&](Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x, y).getResult();
  };
  // Whole rows (or a 1-d window) are contiguous.
  bool contiguous = !twoD || (isConstantIntValue(col0, 0) && width >= cols);
  int64_t alignElems = std::max<int64_t>(1, 16 / elemBytes);
  bool aligned = (twoD ? cols * elemBytes % 16 == 0
                       : width * elemBytes % 16 == 0 && cols * elemBytes % 16 == 0) &&
                 isMultipleOf(col0, alignElems);
  if (chip == "sm_90a" && contiguous && aligned) {
    // Bytes of the rows (or columns) that exist.
    Value left = twoD ? arith::SubIOp::create(b, loc, cst(rows), row0).getResult()
                      : arith::SubIOp::create(b, loc, cst(cols), col0).getResult();
    Value count = arith::MinUIOp::create(b, loc, left, cst(twoD ? height : width));
    Value bytes = arith::MulIOp::create(b, loc, count,
                                        cst(twoD ? cols * elemBytes : elemBytes));
    Value inside = lt(twoD ? row0 : col0, cst(twoD ? rows : cols));
    Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, threadId, cst(0));
    Value issue = arith::AndIOp::create(b, loc, inside, first);
    scf::IfOp::create(b, loc, issue, [&](OpBuilder &ib, Location l) {
      Value size = arith::IndexCastOp::create(ib, l, ib.getI32Type(), bytes);
      NVVM::CpAsyncBulkPrefetchOp::create(ib, l, globalPtr(ib, row0, col0), size,
                                          Value());
      scf::YieldOp::create(ib, l);
    });
    op.erase();
    return success();
  }
  // One prefetch per 128-byte line; a row's window may start inside a line,
  // hence one line more.
  int64_t linesPerRow = llvm::divideCeil(width * elemBytes, 128) + 1;
  int64_t elemsPerLine = std::max<int64_t>(1, 128 / elemBytes);
  Value colEnd = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, col0, cst(width)), cst(cols));
  scf::ForOp::create(
      b, loc, threadId, cst(height * linesPerRow), cst(numThreads), ValueRange(),
      [&](OpBuilder &lb, Location l, Value i, ValueRange) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToEnd(lb.getInsertionBlock());
        Value row = arith::AddIOp::create(
            b, l, row0, arith::DivUIOp::create(b, l, i, cst(linesPerRow)));
        Value col = arith::AddIOp::create(
            b, l, col0,
            arith::MulIOp::create(b, l,
                                  arith::RemUIOp::create(b, l, i, cst(linesPerRow)),
                                  cst(elemsPerLine)));
        Value inside = arith::AndIOp::create(b, l, lt(row, cst(rows)), lt(col, colEnd));
        scf::IfOp::create(b, l, inside, [&](OpBuilder &ib, Location il) {
          // Inline PTX: LLVM 22 selects llvm.nvvm.prefetch.global.L2 only
          // for sm_90.
          createInlinePtx(ib, il, TypeRange(), ValueRange{globalPtr(ib, row, col)},
                          "prefetch.global.L2 [$0];", "l", /*sideEffects=*/true);
          scf::YieldOp::create(ib, il);
        });
        scf::YieldOp::create(b, l);
      });
  op.erase();
  return success();
}

//===----------------------------------------------------------------------===//
// TMA loads and mbarrier groups (sm_90a)
//===----------------------------------------------------------------------===//

/// Whether `v` can be computed again in `region`: it is defined in a
/// region enclosing it, or by ops without regions that have no side
/// effects and cannot trap, from such values (what materializeAt clones).
static bool canRebuildIn(Value v, Region *region) {
  if (v.getParentRegion()->isAncestor(region))
    return true;
  Operation *def = v.getDefiningOp();
  if (!def || def->getNumRegions() || !isPure(def))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value o) { return canRebuildIn(o, region); });
}

/// The shared buffers a chain of stage selects (tile-pipeline) chooses among.
FailureOr<TmaCopy> KernelLowering::planTmaCopy(CopyOp op, std::string &why) {
  FailureOr<TmaSource> source = getTmaSource(
      op.getSrc(), [&](BlockArgument a) { return a.getOwner() == &kernel.getBody().front(); },
      why);
  if (failed(source))
    return failure();
  // The group's commit issues the boxes (lowerAsyncCommit): it must follow
  // the copy in its block, or follow tile-pipeline's guard of a prologue
  // iteration (whose copies then load even for a missing iteration: nobody
  // reads them), with the offsets, the stage and the subview computable
  // there again. A copy under the kernel's own condition, or one whose
  // commit is elsewhere, stays cp.async.
  auto commitAfter = [](Operation *o) {
    for (Operation *n = o->getNextNode(); n; n = n->getNextNode())
      if (isa<AsyncCommitOp>(n))
        return true;
    return false;
  };
  Operation *guard = op->getParentOp();
  bool inPrologue = isa<scf::IfOp>(guard) &&
                    guard->hasAttr(TileDialect::kPipelinePrologueAttrName) && commitAfter(guard);
  if (!commitAfter(op) && !inPrologue) {
    why = "its group's commit does not follow it in the same block (a copy under a "
          "condition or in a loop of its own)";
    return failure();
  }
  if (inPrologue) {
    Region *at = guard->getParentRegion();
    SmallVector<Value> inputs(op.getSrcOffsets());
    inputs.push_back(op.getDst());
    if (source->subview)
      llvm::append_range(inputs, source->subview->getOperands());
    if (!llvm::all_of(inputs, [&](Value v) { return canRebuildIn(v, at); })) {
      why = "its offsets in the pipeline's prologue come from ops that cannot run again "
            "at the group's commit (regions, memory, or possible traps)";
      return failure();
    }
  }
  BlockArgument arg = source->arg;
  // A subview's matrix: its last two dimensions (srcType), one of
  // `matrices` along the flattened leading ones.
  auto argType = cast<MemRefType>(arg.getType());
  auto srcType = MemRefType::get(argType.getShape().take_back(2), argType.getElementType());
  int64_t matrices = 1;
  for (int64_t d : argType.getShape().drop_back(2))
    matrices *= d;
  SmallVector<Value> stages;
  collectStageBuffers(op.getDst(), stages);
  AllocSharedOp alloc;
  for (Value stage : stages) {
    auto a = stage.getDefiningOp<AllocSharedOp>();
    if (!a || (alloc && (a.getType() != alloc.getType() ||
                         a.getLayoutAttr() != alloc.getLayoutAttr()))) {
      why = "its destination is not a tile.alloc_shared (or stages of one)";
      return failure();
    }
    alloc = a;
  }
  SwizzleAttr layout = alloc.getLayoutAttr();
  // 128-byte swizzle, or 64-byte rows of a warpgroup_rows tile (block_K =
  // 32 in f16): TMA's SWIZZLE_128B / SWIZZLE_64B write the same pattern.
  int64_t swizzleBytes = isWgmmaArranged(layout) ? layout.getBytes() : 0;
  if (swizzleBytes != 128 && !(swizzleBytes == 64 && layout.getWarpgroupRows())) {
    why = "its destination is not a wgmma tile with 128-byte swizzle "
          "(#tile.swizzle<bytes = 128> with panels or warpgroup_rows) or 64-byte "
          "warpgroup_rows";
    return failure();
  }
  MemRefType tile = alloc.getType();
  if (tile.getShape() != op.getTileType().getShape() ||
      llvm::any_of(op.getDstOffsets(), [](Value v) {
        return getConstantIntValue(v) != std::optional<int64_t>(0);
      })) {
    why = "it fills part of its shared tile";
    return failure();
  }
  // (An index element has no width: asking would assert.)
  if (!srcType.getElementType().isIntOrFloat() ||
      !llvm::is_contained({8u, 16u, 32u, 64u}, srcType.getElementTypeBitWidth())) {
    why = "its elements are not 1, 2, 4 or 8 bytes";
    return failure();
  }
  int64_t bits = srcType.getElementTypeBitWidth();
  int64_t elemBytes = bits / 8;
  int64_t pitch = srcType.getDimSize(1) * elemBytes;
  if (pitch % 16) {
    why = "the source's rows are " + std::to_string(pitch) +
          " bytes apart, not a multiple of 16";
    return failure();
  }
  int64_t rows = tile.getDimSize(0), rowBytes = tile.getDimSize(1) * elemBytes;
  int64_t lineElems = swizzleBytes / elemBytes; // one swizzle line
  TensorMapView view;
  view.arg = arg.getArgNumber();
  view.swizzle = swizzleBytes;
  TmaCopy plan;
  if (source->subview && layout.getWarpgroupRows()) {
    why = "its source is a subview and its destination a warpgroup_rows tile (only whole "
          "arguments load into those)";
    return failure();
  }
  if (int64_t w = layout.getWarpgroupRows()) {
    // Row 8 W rep + 8 w + g of the tile is stored as row 64 instr + 16 (w
    // mod 4) + 8 (rep mod 2) + g (SharedSwizzle): the 64 rows of one wgmma
    // instruction are, inner to outer, g (8 rows apart: 1), rep mod 2 (8 W)
    // and w mod 4 (8), starting at row 32 (w / 4) + 16 W (rep / 2). A 5-d
    // view with those strides (the last dimension: rows in 32s) moves them
    // as one box, when its rows lie in the buffer: the view cannot clip
    // them. (A box at 32-row index q reaches row 32 q + 8 W + 31, so the
    // view's last dimension ends where that is the buffer's last row.)
    // Otherwise each 8-row group is a 2-d box of its own, clipped.
    if (rowBytes != swizzleBytes) {
      why = "its rows (warpgroup_rows) are " + std::to_string(rowBytes) +
            " bytes, not one " + std::to_string(swizzleBytes) + "-byte swizzle line";
      return failure();
    }
    int64_t m = srcType.getDimSize(0), pairs = rows / (16 * w);
    if (m % 32 == 0 && m >= rows && (proofs.lookup(op).src & 1) &&
        (op.getSrcOffsets().empty() || isMultipleOf(op.getSrcOffsets()[0], 32))) {
      view.dims = {srcType.getDimSize(1), 8, 2, 4, (m - 8 * w) / 32};
      view.strides = {pitch, 8 * w * pitch, 8 * pitch, 32 * pitch};
      view.box = {lineElems, 8, 2, 4, 1};
      plan.rowDivisor = 32;
      for (int64_t group = 0; group < w / 4; ++group)
        for (int64_t pair = 0; pair < pairs; ++pair)
          plan.boxes.push_back({(group * pairs + pair) * 64 * rowBytes,
                                {0, 0, 0, 0, group + w / 2 * pair}});
    } else {
      view.dims = {srcType.getDimSize(1), m};
      view.strides = {pitch};
      view.box = {lineElems, 8};
      for (int64_t j = 0; j < rows / 8; ++j) {
        int64_t warp = j % w, rep = j / w;
        int64_t stored = 64 * (warp / 4 * pairs + rep / 2) + 16 * (warp % 4) +
                         8 * (rep % 2);
        plan.boxes.push_back({stored * rowBytes, {0, 8 * j}});
      }
    }
  } else {
    // Column panels of 128 bytes, each rows x 128 bytes: a 2-d box per
    // panel; the map clips the buffer's edges (zeros).
    if (rows > 256 || rowBytes % 128 || (rowBytes > 128 && !layout.getPanels())) {
      why = "its tile is not made of 128-byte panels of at most 256 rows";
      return failure();
    }
    view.dims = {srcType.getDimSize(1), srcType.getDimSize(0)};
    view.strides = {pitch};
    view.box = {lineElems, rows};
    if (source->subview) {
      // One more dimension, the matrix: boxes clip at its last row. (The
      // coordinate is an i32; a tensor map's strides stay below 2^40.)
      if (matrices >= (int64_t(1) << 31) ||
          srcType.getDimSize(0) * pitch >= (int64_t(1) << 40)) {
        why = "its source has " + std::to_string(matrices) +
              " matrices of " + std::to_string(srcType.getDimSize(0) * pitch) +
              " bytes, past what a tensor map addresses (2^31 and 2^40)";
        return failure();
      }
      view.dims.push_back(matrices);
      view.strides.push_back(srcType.getDimSize(0) * pitch);
      view.box.push_back(1);
      plan.leadingCoord = true;
    }
    for (int64_t p = 0; p < rowBytes / 128; ++p) {
      SmallVector<int64_t> coords = {p * lineElems, 0};
      if (source->subview)
        coords.push_back(0);
      plan.boxes.push_back({p * rows * 128, coords});
    }
  }
  plan.boxBytes = elemBytes;
  for (int64_t extent : view.box)
    plan.boxBytes *= extent;
  auto it = llvm::find(tensorMaps, view);
  plan.map = it - tensorMaps.begin();
  if (it == tensorMaps.end())
    tensorMaps.push_back(view);
  return plan;
}

void KernelLowering::planTma() {
  SmallVector<CopyOp> copies;
  kernel.walk([&](CopyOp op) {
    if (op.getAsync())
      copies.push_back(op);
  });
  for (CopyOp op : copies) {
    std::string why;
    FailureOr<TmaCopy> plan = planTmaCopy(op, why);
    if (failed(plan)) {
      op.emitWarning() << "cannot load through TMA: " << why
                       << "; the kernel's pipelined copies stay cp.async";
      tmaCopies.clear();
      tensorMaps.clear();
      return;
    }
    tmaCopies[op] = *plan;
    SmallVector<Value> stages;
    collectStageBuffers(op.getDst(), stages);
    tmaSlots = std::max<int64_t>(tmaSlots, stages.size());
    tmaStageBuffers = tmaStageBuffers ? std::min<int64_t>(tmaStageBuffers, stages.size())
                                      : static_cast<int64_t>(stages.size());
  }
  // tma-multicast: the copies both blocks of a pair make alike split their
  // boxes between the two blocks, and each box lands in both.
  if (cluster.requested && !tmaCopies.empty()) {
    std::string why = cluster.why;
    SmallVector<TmaCopy *> shared;
    for (auto &[op, plan] : tmaCopies) {
      if (!why.empty())
        break;
      if (!cluster.sharedCopies.contains(op))
        continue;
      if (plan.boxes.size() % 2)
        why = "a copy both blocks share loads " + std::to_string(plan.boxes.size()) +
              " boxes a stage, which two blocks cannot split evenly";
      shared.push_back(&plan);
    }
    if (why.empty() && shared.empty())
      why = "no pipelined copy reads a tile that both blocks of a pair share";
    if (why.empty()) {
      for (TmaCopy *plan : shared)
        plan->multicast = true;
      tmaMulticast = true;
    } else {
      kernel.emitWarning() << "tma-multicast does not apply: " << why
                           << "; the blocks load without clusters";
    }
  }
  // A group's barrier is reused S groups later, once every thread has
  // waited for it: tile-pipeline refills a stage only after all threads
  // are done with it (a barrier per iteration).
  tmaSlots = std::max<int64_t>(tmaSlots, 2);
  // Box j of a group goes to issuer j mod P, lane 0 of warp j mod P, with
  // as many issuers as warpgroups. Measured at 4096^3 (docs/benchmarks.md,
  // run 106): on 256x128 tiles (two warpgroups, six boxes a stage) one
  // issuer took 305 us, two 275, eight 287; on 128x128 (one warpgroup,
  // four boxes) one 253, four 261.
  int64_t boxes = 0;
  for (auto &entry : tmaCopies)
    boxes += entry.second.boxes.size();
  tmaIssuers = std::clamp<int64_t>(std::min(boxes, numThreads / 128), 1, 32);
  if (producerSplit)
    tmaIssuers = 1;
}

void KernelLowering::setUpTma(OpBuilder &b, Location loc) {
  MLIRContext *ctx = kernel.getContext();
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  // Each map is a kernel argument after the buffers, taken by value as a
  // grid constant (tile-tensor-map-params marks them once they are LLVM
  // function arguments): its generic address is what the loads read.
  SmallVector<int64_t> mapArgs;
  for (size_t i = 0; i < tensorMaps.size(); ++i) {
    mapArgs.push_back(kernel.getNumArguments());
    (void)kernel.insertArgument(kernel.getNumArguments(),
                                LLVM::LLVMPointerType::get(ctx), DictionaryAttr(),
                                kernel.getLoc());
    tmaMapPointers.push_back(kernel.getArgument(kernel.getNumArguments() - 1));
  }
  kernel->setAttr(TileDialect::kTensorMapArgsAttrName,
                  b.getDenseI64ArrayAttr(mapArgs));
  tmaBarriers = allocateShared(b, loc, MemRefType::get({tmaSlots}, i64));
  auto groupsType = MemRefType::get({kTmaCounters}, i32);
  tmaGroups = memref::AllocaOp::create(b, loc, groupsType);
  Value zero = arith::ConstantIntOp::create(b, loc, i32, 0);
  for (int64_t i = 0; i < kTmaCounters; ++i)
    memref::StoreOp::create(b, loc, zero, tmaGroups, getConstantIndex(b, loc, i));
  // The first thread initializes the barriers, under a predicate: a branch
  // here would move the fragments' allocas out of the entry block, where
  // LLVM no longer promotes them to registers.
  Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, threadId,
                                      getConstantIndex(b, loc, 0));
  Value issuers = arith::ConstantIntOp::create(b, loc, i32, tmaIssuers);
  for (int64_t s = 0; s < tmaSlots; ++s)
    NVVM::MBarrierInitOp::create(
        b, loc, getTmaBarrier(b, loc, arith::ConstantIntOp::create(b, loc, i32, s)),
        issuers, first);
  // The maps live in global memory: fetch them ahead of the first load.
  for (Value map : tmaMapPointers)
    NVVM::PrefetchOp::create(b, loc, /*cacheLevel=*/nullptr, /*evictPriority=*/nullptr,
                             map, first, /*tensormap=*/true);
  if (tmaMulticast || producerSplit) {
    // One arrival a phase: the peer's, when its copy of the stage is free;
    // with a producer warp, one per consumer warp of this block (and of the
    // peer with multicast).
    tmaEmpty = allocateShared(b, loc, MemRefType::get({tmaSlots}, i64));
    int64_t arrivals = producerSplit ? (numThreads / 32) * (tmaMulticast ? 2 : 1) : 1;
    Value count = arith::ConstantIntOp::create(b, loc, i32, arrivals);
    for (int64_t s = 0; s < tmaSlots; ++s)
      NVVM::MBarrierInitOp::create(
          b, loc,
          getTmaBarrier(b, loc, arith::ConstantIntOp::create(b, loc, i32, s), tmaEmpty),
          count, first);
  }
  if (tmaMulticast) {
    clusterRank = NVVM::ClusterId::create(b, loc, i32);
    kernel->setAttr(NVVM::NVVMDialect::getClusterDimAttrName(),
                    b.getDenseI32ArrayAttr({2, 1, 1}));
  }
  // The initialized barriers become visible to the async proxy (TMA's
  // complete_tx) and to the other threads; with multicast, to the peer
  // block too, which may arrive on them or fill this block's tiles as soon
  // as it passes the cluster barrier.
  NVVM::FenceMbarrierInitOp::create(b, loc);
  if (!tmaMulticast) {
    gpu::BarrierOp::create(b, loc);
    return;
  }
  NVVM::ClusterArriveOp::create(b, loc, b.getUnitAttr());
  NVVM::ClusterWaitOp::create(b, loc, b.getUnitAttr());
}

void KernelLowering::finishCluster() {
  // Neither block may leave while the other can still arrive on its
  // barriers: each arrives on the cluster barrier once it has issued its
  // last group (after the outermost op that holds one), and waits for the
  // other before it returns. The epilogue runs in between.
  Block &entry = kernel.getBody().front();
  Operation *last = nullptr;
  kernel.walk([&](scf::ExecuteRegionOp op) {
    if (!op->hasAttr(kTmaGroupAttrName))
      return;
    Operation *top = entry.findAncestorOpInBlock(*op);
    if (top && (!last || last->isBeforeInBlock(top)))
      last = top;
  });
  Location loc = kernel.getLoc();
  OpBuilder b(kernel.getContext());
  if (producerSplit) {
    // The consumers' releases run to their last wait: both sides arrive
    // at the end of their branch. Not .aligned: the producer warp's lanes
    // get there at different times (the elected lane issues and waits,
    // the others do not).
    for (Block *blk : {producerSplit.thenBlock(), producerSplit.elseBlock()}) {
      OpBuilder eb(blk->getTerminator());
      NVVM::ClusterArriveOp::create(eb, loc, UnitAttr());
    }
    kernel.walk([&](gpu::ReturnOp ret) {
      OpBuilder rb(ret);
      NVVM::ClusterWaitOp::create(rb, loc, UnitAttr());
    });
    return;
  }
  if (last)
    b.setInsertionPointAfter(last);
  else
    b.setInsertionPointToStart(&entry);
  NVVM::ClusterArriveOp::create(b, loc, b.getUnitAttr());
  kernel.walk([&](gpu::ReturnOp ret) {
    OpBuilder rb(ret);
    NVVM::ClusterWaitOp::create(rb, loc, rb.getUnitAttr());
  });
}

void KernelLowering::emitStageRelease(OpBuilder &b, Location loc, Value group) {
  // Group `group` refills the stage that held group - S, which every thread
  // of this block is done with (the barrier tile-pipeline places before a
  // refill): say so on the peer's barrier of that stage. (Group g >= S
  // completes phase g / S - 1 there.) The arrive releases at CTA scope:
  // this block's reads of the stage have completed (its wgmma groups were
  // waited for), and a release at cluster scope cost a fifth of the
  // kernel's time (run 112).
  Type i32 = b.getI32Type();
  Value refill = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, group,
                                       arith::ConstantIntOp::create(b, loc, i32, tmaSlots));
  auto ifRefill = scf::IfOp::create(b, loc, refill, /*withElseRegion=*/false);
  OpBuilder rb = ifRefill.getThenBodyBuilder();
  Value peer = arith::XOrIOp::create(rb, loc, clusterRank,
                                     arith::ConstantIntOp::create(rb, loc, i32, 1));
  Value remote = NVVM::MapaOp::create(
      rb, loc, LLVM::LLVMPointerType::get(b.getContext(), 7),
      getTmaBarrier(rb, loc, group, tmaEmpty), peer);
  NVVM::MBarrierArriveOp::create(rb, loc, Type(), remote, /*count=*/Value(),
                                 NVVM::MemScopeKind::CTA, /*relaxed=*/false);
}

void KernelLowering::emitConsumerRelease(OpBuilder &outer, Location loc, Value to) {
  // Lane 0 of each consumer warp arrives on the empty barrier of groups
  // [released, to), here and, with multicast, in the peer.
  Type i32 = outer.getI32Type();
  Value releasedIdx = getConstantIndex(outer, loc, 2);
  Value from = memref::LoadOp::create(outer, loc, tmaGroups, releasedIdx);
  Value lane0 = arith::CmpIOp::create(
      outer, loc, arith::CmpIPredicate::eq,
      arith::RemUIOp::create(outer, loc, threadId, getConstantIndex(outer, loc, 32)),
      getConstantIndex(outer, loc, 0));
  auto releaser = scf::IfOp::create(outer, loc, lane0, /*withElseRegion=*/false);
  memref::StoreOp::create(outer, loc, arith::MaxUIOp::create(outer, loc, from, to), tmaGroups,
                          releasedIdx);
  OpBuilder b = releaser.getThenBodyBuilder();
  auto loop = scf::WhileOp::create(b, loc, TypeRange{i32}, ValueRange{from});
  Block *before = b.createBlock(&loop.getBefore(), {}, {i32}, {loc});
  OpBuilder cb = OpBuilder::atBlockBegin(before);
  Value g = before->getArgument(0);
  scf::ConditionOp::create(
      cb, loc, arith::CmpIOp::create(cb, loc, arith::CmpIPredicate::ult, g, to), ValueRange{g});
  Block *after = b.createBlock(&loop.getAfter(), {}, {i32}, {loc});
  OpBuilder ab = OpBuilder::atBlockBegin(after);
  g = after->getArgument(0);
  Value local = getTmaBarrier(ab, loc, g, tmaEmpty);
  NVVM::MBarrierArriveOp::create(ab, loc, ab.getI64Type(), local, /*count=*/Value(),
                                 NVVM::MemScopeKind::CTA, /*relaxed=*/false);
  if (tmaMulticast) {
    Value peer = arith::XOrIOp::create(ab, loc, clusterRank,
                                       arith::ConstantIntOp::create(ab, loc, i32, 1));
    Value remote = NVVM::MapaOp::create(ab, loc, LLVM::LLVMPointerType::get(b.getContext(), 7),
                                        local, peer);
    NVVM::MBarrierArriveOp::create(ab, loc, Type(), remote, /*count=*/Value(),
                                   NVVM::MemScopeKind::CTA, /*relaxed=*/false);
  }
  scf::YieldOp::create(
      ab, loc,
      ValueRange{arith::AddIOp::create(ab, loc, g, arith::ConstantIntOp::create(ab, loc, i32, 1))
                     .getResult()});
  b.setInsertionPointAfter(loop);
}

void KernelLowering::releaseAfterWgmmaWaits() {
  // Each wgmma group reads tiles of the groups waited for before it was
  // committed (the pipelined loop's gemms read the tiles of its last wait).
  // Counter 4 holds that count at the last commit, counter 3 the count
  // before it changed: wgmma groups committed since waits that added no
  // group read the same tiles, so only a commit after a new wait moves 4
  // to 3. After wgmma.wait_group 0 every group below counter 4 is free;
  // after wait_group 1, with the last wgmma group still in flight, every
  // group below counter 3. lowerWgmma keeps at most one in flight.
  Region &consumers = producerSplit.getElseRegion();
  SmallVector<Operation *> commits, waits;
  consumers.walk([&](Operation *op) {
    if (isa<NVVM::WgmmaGroupSyncAlignedOp>(op))
      commits.push_back(op);
    else if (isa<NVVM::WgmmaWaitGroupSyncOp>(op))
      waits.push_back(op);
  });
  Location loc = kernel.getLoc();
  auto index = [&](OpBuilder &b, int64_t i) { return getConstantIndex(b, loc, i); };
  for (Operation *op : commits) {
    OpBuilder b(op->getContext());
    b.setInsertionPointAfter(op);
    Value read = memref::LoadOp::create(b, loc, tmaGroups, index(b, 4));
    Value waited = memref::LoadOp::create(b, loc, tmaGroups, index(b, 1));
    Value before = memref::LoadOp::create(b, loc, tmaGroups, index(b, 3));
    Value moved = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, waited, read);
    memref::StoreOp::create(b, loc, arith::SelectOp::create(b, loc, moved, read, before),
                            tmaGroups, index(b, 3));
    memref::StoreOp::create(b, loc, waited, tmaGroups, index(b, 4));
  }
  for (Operation *op : waits) {
    int64_t pending = cast<NVVM::WgmmaWaitGroupSyncOp>(op).getGroup();
    if (pending > 1 || keepStageWaits.contains(op))
      continue;
    OpBuilder b(op->getContext());
    b.setInsertionPointAfter(op);
    emitConsumerRelease(b, loc,
                        memref::LoadOp::create(b, loc, tmaGroups, index(b, pending ? 3 : 4)));
  }
}

void KernelLowering::emitStageAcquire(OpBuilder &b, Location loc, Value group,
                                      int64_t distance) {
  // Before group g refills the buffers group j = g - distance filled, wait
  // until j has been released (by the peer, or by the consumer warps):
  // phase j / S of empty barrier j mod S (S = tmaSlots), parity (j / S) mod
  // 2. The first `distance` groups fill fresh buffers.
  Type i32 = b.getI32Type();
  Value slots = arith::ConstantIntOp::create(b, loc, i32, tmaSlots);
  Value refill = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, group,
                                       arith::ConstantIntOp::create(b, loc, i32, distance));
  auto ifRefill = scf::IfOp::create(b, loc, refill, /*withElseRegion=*/false);
  OpBuilder wb = ifRefill.getThenBodyBuilder();
  Value one = arith::ConstantIntOp::create(wb, loc, i32, 1);
  Value previous = arith::SubIOp::create(wb, loc, group,
                                         arith::ConstantIntOp::create(wb, loc, i32, distance));
  Value parity = arith::AndIOp::create(wb, loc, arith::DivUIOp::create(wb, loc, previous, slots),
                                       one);
  // try_wait (no suspend-time hint) until the phase has completed. Only
  // the issuing lane waits, and with it its warp and, at the next barrier,
  // the block: this wait is what multicast costs without a producer warp
  // (docs/benchmarks.md, run 112).
  Value barrier = getTmaBarrier(wb, loc, previous, tmaEmpty);
  auto loop = scf::WhileOp::create(wb, loc, TypeRange(), ValueRange());
  Block *before = wb.createBlock(&loop.getBefore());
  OpBuilder cb = OpBuilder::atBlockBegin(before);
  Value done = NVVM::MBarrierTryWaitOp::create(cb, loc, cb.getI1Type(), barrier, parity,
                                               /*ticks=*/Value(), NVVM::MemScopeKind::CTA,
                                               /*relaxed=*/false);
  Value again = arith::XOrIOp::create(cb, loc, done,
                                      arith::ConstantIntOp::create(cb, loc, cb.getI1Type(), 1));
  scf::ConditionOp::create(cb, loc, again, ValueRange());
  Block *after = wb.createBlock(&loop.getAfter());
  OpBuilder ab = OpBuilder::atBlockBegin(after);
  scf::YieldOp::create(ab, loc);
}

Value KernelLowering::getTmaBarrier(OpBuilder &b, Location loc, Value group,
                                    Value barriers) {
  Type i32 = b.getI32Type();
  Value slot = arith::RemUIOp::create(
      b, loc, group, arith::ConstantIntOp::create(b, loc, i32, tmaSlots));
  Value address = memref::ExtractAlignedPointerAsIndexOp::create(
      b, loc, barriers ? barriers : tmaBarriers);
  address = arith::AddIOp::create(
      b, loc, address,
      arith::MulIOp::create(b, loc, arith::IndexCastUIOp::create(b, loc, b.getIndexType(), slot),
                            getConstantIndex(b, loc, 8)));
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
      arith::IndexCastUIOp::create(b, loc, b.getI64Type(), address).getResult());
}

LogicalResult KernelLowering::lowerTmaCopy(CopyOp op, const TmaCopy &plan) {
  // The group's commit issues the boxes (lowerAsyncCommit), computing
  // their addresses in the issuing threads only.
  OpBuilder b(op);
  Value zero = getConstantIndex(b, op.getLoc(), 0);
  Value row = op.getSrcOffsets().empty() ? zero : op.getSrcOffsets()[0];
  Value col = op.getSrcOffsets().empty() ? zero : op.getSrcOffsets()[1];
  Operation *subview = plan.leadingCoord ? op.getSrc().getDefiningOp() : nullptr;
  for (size_t box = 0; box < plan.boxes.size(); ++box)
    pendingTmaLoads.push_back({op.getDst(), row, col, &plan, box, subview});
  op.erase();
  return success();
}

/// `v` where `b` inserts: itself when its region encloses that point,
/// else a clone of the pure ops that compute it (canRebuildIn). A pipelined
/// loop with a dynamic trip count guards its prologue's copies with
/// `scf.if` (iteration < trips) while the group's commit, which issues
/// their TMA boxes, stays outside: the boxes of a missing iteration load
/// too (clipped at the tensor's edges, never read), so that every group
/// completes the bytes its barrier expects.
static Value materializeAt(OpBuilder &b, Value v) {
  Region *here = b.getInsertionBlock()->getParent();
  if (v.getParentRegion()->isAncestor(here))
    return v;
  // planTmaCopy made sure (canRebuildIn); were it not so, the verifier
  // would report the use.
  Operation *def = v.getDefiningOp();
  if (!def || def->getNumRegions() || !isPure(def))
    return v;
  IRMapping mapping;
  for (Value operand : def->getOperands())
    mapping.map(operand, materializeAt(b, operand));
  return b.clone(*def, mapping)->getResult(cast<OpResult>(v).getResultNumber());
}

void KernelLowering::emitTmaLoad(OpBuilder &b, Location loc, const TmaLoad &given,
                                 Value barrier, Value multicastMask) {
  TmaLoad load = given;
  load.tile = materializeAt(b, load.tile);
  load.row = materializeAt(b, load.row);
  load.col = materializeAt(b, load.col);
  const TmaCopy &plan = *load.plan;
  const TmaCopy::Box &box = plan.boxes[load.box];
  Value outer = plan.rowDivisor == 1
                    ? load.row
                    : arith::DivUIOp::create(b, loc, load.row,
                                             getConstantIndex(b, loc, plan.rowDivisor))
                          .getResult();
  SmallVector<Value> coords;
  // A subview's matrix: the index of its leading offsets, row-major over
  // the tensor's leading dimensions (computed where the load is issued,
  // which the copy's position need not dominate).
  Value matrix;
  if (auto subview = dyn_cast_or_null<memref::SubViewOp>(load.subview)) {
    ArrayRef<int64_t> shape = subview.getSourceType().getShape();
    matrix = getConstantIndex(b, loc, 0);
    for (auto [d, offset] : llvm::enumerate(ArrayRef(subview.getMixedOffsets()).drop_back(2))) {
      Value scaled = arith::MulIOp::create(b, loc, matrix, getConstantIndex(b, loc, shape[d]));
      matrix = arith::AddIOp::create(
          b, loc, scaled, materializeAt(b, getValueOrCreateConstantIndexOp(b, loc, offset)));
    }
  }
  size_t rowCoord = box.coords.size() - (plan.leadingCoord ? 2 : 1);
  for (auto [d, c] : llvm::enumerate(box.coords)) {
    Value base = d == 0          ? load.col
                 : d == rowCoord ? outer
                 : plan.leadingCoord && d + 1 == box.coords.size() ? matrix
                                                                   : Value();
    Value coord = getConstantIndex(b, loc, c);
    if (base)
      coord = arith::AddIOp::create(b, loc, base, coord);
    coords.push_back(arith::IndexCastOp::create(b, loc, b.getI32Type(), coord));
  }
  // The block's own shared memory, as a shared::cluster address.
  Value dst = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, load.tile);
  dst = arith::AddIOp::create(b, loc, dst, getConstantIndex(b, loc, box.dstOffset));
  dst = LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
      arith::IndexCastUIOp::create(b, loc, b.getI64Type(), dst).getResult());
  dst = LLVM::AddrSpaceCastOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 7), dst);
  NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
      b, loc, dst, tmaMapPointers[plan.map], coords, barrier,
      /*im2colOffsets=*/ValueRange(), multicastMask,
      /*l2CacheHint=*/Value(), NVVM::TMALoadMode::TILE, /*isCTAOnly=*/false,
      /*group=*/nullptr, /*predicate=*/Value());
}

void KernelLowering::lowerAsyncCommit(AsyncCommitOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  if (!tmaBarriers) {
    NVVM::CpAsyncCommitGroupOp::create(b, loc);
    op.erase();
    return;
  }
  if (producerSplit && !inProducer(op)) {
    // The consumers only count the group the producer issues.
    Value zero = getConstantIndex(b, loc, 0);
    Value committed = memref::LoadOp::create(b, loc, tmaGroups, zero);
    memref::StoreOp::create(
        b, loc,
        arith::AddIOp::create(b, loc, committed,
                              arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1)),
        tmaGroups, zero);
    op.erase();
    return;
  }
  // One op issues the group (so that lowerWgmma can move it behind the
  // wgmma group, as it does cp.async's copies and commit): each issuing
  // thread arrives on the group's barrier announcing the bytes of its
  // boxes, then starts them; the phase completes once every issuer has
  // arrived and every byte has landed. Every thread counts the group.
  auto group = scf::ExecuteRegionOp::create(b, loc, TypeRange());
  group->setAttr(kTmaGroupAttrName, b.getUnitAttr());
  OpBuilder gb = OpBuilder::atBlockBegin(&group.getRegion().emplaceBlock());
  Value zero = getConstantIndex(gb, loc, 0);
  Value committed = memref::LoadOp::create(gb, loc, tmaGroups, zero);
  for (int64_t w = 0; w < tmaIssuers; ++w) {
    // Lane 0 of warp w: its arrival announces its boxes' bytes, then it
    // starts them (every issuer arrives, with 0 bytes if it has none).
    // The producer warp runs its loop as one (its role is warp-uniform):
    // elect.sync picks the issuing lane, so ptxas knows that one lane runs
    // the boxes and needs no loop over the lanes' operands.
    Value issuer =
        producerSplit
            ? NVVM::ElectSyncOp::create(gb, loc, gb.getI1Type(), Value()).getResult()
            : arith::CmpIOp::create(gb, loc, arith::CmpIPredicate::eq, threadId,
                                    getConstantIndex(gb, loc, 32 * w))
                  .getResult();
    auto ifIssuer = scf::IfOp::create(gb, loc, issuer, /*withElseRegion=*/false);
    OpBuilder ib = ifIssuer.getThenBodyBuilder();
    Value barrier = getTmaBarrier(ib, loc, committed);
    int64_t bytes = 0;
    for (size_t j = w; j < pendingTmaLoads.size(); j += tmaIssuers)
      bytes += pendingTmaLoads[j].plan->boxBytes;
    if (producerSplit) {
      // The producer refills a stage once every consumer warp (of both
      // blocks, with multicast) has freed it. A group without boxes (the
      // pipeline's drain) waits too: its arrival completes the stage's
      // barrier phase, which must not run two phases ahead of a consumer
      // still waiting on it (the parity would alias).
      emitStageAcquire(ib, loc, committed, tmaStageBuffers);
      NVVM::MBarrierArriveExpectTxOp::create(
          ib, loc, Type(), barrier, arith::ConstantIntOp::create(ib, loc, ib.getI32Type(), bytes),
          NVVM::MemScopeKind::CTA, /*relaxed=*/false, /*predicate=*/Value());
      Value both = arith::ConstantIntOp::create(ib, loc, ib.getI16Type(), 0b11);
      for (const TmaLoad &load : pendingTmaLoads) {
        if (!load.plan->multicast) {
          emitTmaLoad(ib, loc, load, barrier);
          continue;
        }
        Value mine = arith::CmpIOp::create(
            ib, loc, arith::CmpIPredicate::eq, clusterRank,
            arith::ConstantIntOp::create(ib, loc, ib.getI32Type(), load.box % 2));
        auto ifMine = scf::IfOp::create(ib, loc, mine, /*withElseRegion=*/false);
        OpBuilder mb = ifMine.getThenBodyBuilder();
        emitTmaLoad(mb, loc, load, barrier, both);
      }
      continue;
    }
    NVVM::MBarrierArriveExpectTxOp::create(
        ib, loc, Type(), barrier,
        arith::ConstantIntOp::create(ib, loc, ib.getI32Type(), bytes),
        NVVM::MemScopeKind::CTA, /*relaxed=*/false, /*predicate=*/Value());
    if (!tmaMulticast) {
      for (size_t j = w; j < pendingTmaLoads.size(); j += tmaIssuers)
        emitTmaLoad(ib, loc, pendingTmaLoads[j], barrier);
      continue;
    }
    // Multicast: the expected bytes above count every box of this issuer,
    // the peer's half of the shared ones included (they land here too).
    // The first issuer tells the peer that this block's copy of the stage
    // is free; the block's own boxes go first, the shared ones once the
    // peer's copy is free as well, each from the block whose rank it has.
    if (w == 0)
      emitStageRelease(ib, loc, committed);
    SmallVector<const TmaLoad *> shared;
    for (size_t j = w; j < pendingTmaLoads.size(); j += tmaIssuers) {
      if (pendingTmaLoads[j].plan->multicast)
        shared.push_back(&pendingTmaLoads[j]);
      else
        emitTmaLoad(ib, loc, pendingTmaLoads[j], barrier);
    }
    if (shared.empty())
      continue;
    emitStageAcquire(ib, loc, committed, tmaSlots);
    Value both = arith::ConstantIntOp::create(ib, loc, ib.getI16Type(), 0b11);
    for (const TmaLoad *load : shared) {
      Value mine = arith::CmpIOp::create(
          ib, loc, arith::CmpIPredicate::eq, clusterRank,
          arith::ConstantIntOp::create(ib, loc, ib.getI32Type(), load->box % 2));
      auto ifMine = scf::IfOp::create(ib, loc, mine, /*withElseRegion=*/false);
      OpBuilder mb = ifMine.getThenBodyBuilder();
      emitTmaLoad(mb, loc, *load, barrier, both);
    }
  }
  pendingTmaLoads.clear();
  Value next = arith::AddIOp::create(
      gb, loc, committed, arith::ConstantIntOp::create(gb, loc, gb.getI32Type(), 1));
  memref::StoreOp::create(gb, loc, next, tmaGroups, zero);
  scf::YieldOp::create(gb, loc);
  op.erase();
}

void KernelLowering::lowerAsyncWait(AsyncWaitOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  if (!tmaBarriers) {
    NVVM::CpAsyncWaitGroupOp::create(b, loc, static_cast<int32_t>(op.getPending()));
    // The landed tiles may feed wgmma (see afterSharedWrite); the barrier
    // that publishes them follows.
    if (wgmmaOperands)
      fenceForAsyncProxy(b, loc);
    op.erase();
    return;
  }
  // Wait for every group but the last `pending`, in order: group g
  // completes phase g / S of barrier g mod S.
  Type i32 = b.getI32Type();
  Value zero = getConstantIndex(b, loc, 0), oneIdx = getConstantIndex(b, loc, 1);
  Value committed = memref::LoadOp::create(b, loc, tmaGroups, zero);
  Value waited = memref::LoadOp::create(b, loc, tmaGroups, oneIdx);
  Value pending = arith::ConstantIntOp::create(b, loc, i32, op.getPending());
  // committed - pending, or 0 when fewer groups exist.
  Value target = arith::SelectOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, committed, pending),
      arith::SubIOp::create(b, loc, committed, pending),
      arith::ConstantIntOp::create(b, loc, i32, 0));
  // Lane 0 of each warp waits; the barrier that must follow a wait
  // (tile.async_wait) carries what it acquired to the other threads. Every
  // thread spinning on the barrier cost 2.5-3.6% (run 109).
  Value lane0 = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::RemUIOp::create(b, loc, threadId, getConstantIndex(b, loc, 32)),
      getConstantIndex(b, loc, 0));
  if (producerSplit && !(releaseAfterWgmma && tmaStageBuffers >= 2)) {
    // The groups waited for before this wait have been read by the ops in
    // between: free their stages first, so that the producer may refill
    // them while this wait spins (group g may need the release of g - 1:
    // one buffer). The last wgmma group (lowerWgmma keeps at most one in
    // flight, reading the tiles of the group waited for last) may still
    // read the last group: with two buffers or more that one is freed at
    // the next wait and the tensor cores keep working through this one;
    // with one, the wgmma group is waited for here.
    Value free = waited;
    if (wgmmaOperands && tmaStageBuffers >= 2)
      free = arith::SelectOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, waited,
                                arith::ConstantIntOp::create(b, loc, i32, 0)),
          arith::SubIOp::create(b, loc, waited, arith::ConstantIntOp::create(b, loc, i32, 1)),
          waited);
    else if (wgmmaOperands)
      NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);
    emitConsumerRelease(b, loc, free);
  }
  auto waiter = scf::IfOp::create(b, loc, lane0, /*withElseRegion=*/false);
  b.setInsertionPointToStart(waiter.thenBlock());
  auto loop = scf::WhileOp::create(b, loc, TypeRange{i32}, ValueRange{waited});
  {
    Block *before = b.createBlock(&loop.getBefore(), {}, {i32}, {loc});
    OpBuilder wb = OpBuilder::atBlockBegin(before);
    Value g = before->getArgument(0);
    Value more = arith::CmpIOp::create(wb, loc, arith::CmpIPredicate::ult, g, target);
    scf::ConditionOp::create(wb, loc, more, ValueRange{g});
    Block *after = b.createBlock(&loop.getAfter(), {}, {i32}, {loc});
    wb.setInsertionPointToStart(after);
    g = after->getArgument(0);
    Value slots = arith::ConstantIntOp::create(wb, loc, i32, tmaSlots);
    Value parity = arith::AndIOp::create(
        wb, loc, arith::DivUIOp::create(wb, loc, g, slots),
        arith::ConstantIntOp::create(wb, loc, i32, 1));
    NVVM::MBarrierTryWaitParityOp::create(
        wb, loc, getTmaBarrier(wb, loc, g), parity,
        arith::ConstantIntOp::create(wb, loc, i32, 10000000));
    Value next = arith::AddIOp::create(wb, loc, g,
                                       arith::ConstantIntOp::create(wb, loc, i32, 1));
    scf::YieldOp::create(wb, loc, ValueRange{next});
  }
  // Every thread counts the groups waited for: max(waited, target), where
  // lane 0's loop ended.
  b.setInsertionPointAfter(waiter);
  memref::StoreOp::create(b, loc, arith::MaxUIOp::create(b, loc, waited, target),
                          tmaGroups, oneIdx);
  op.erase();
}

LogicalResult KernelLowering::lowerOp(Operation *op) {
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case<AllocFragmentOp>([&](auto o) { return lowerAllocFragment(o); })
      .Case<AllocLocalOp>([&](auto o) { return lowerAllocLocal(o); })
      .Case<AllocSharedOp>([&](auto o) { return lowerAllocShared(o); })
      .Case<CopyOp>([&](auto o) { return lowerCopy(o); })
      .Case<FillOp>([&](auto o) { return lowerFill(o, o.getBuffer(), o.getValue()); })
      .Case<ClearOp>([&](auto o) { return lowerFill(o, o.getBuffer(), Value()); })
      .Case<ParallelOp>([&](auto o) { return lowerParallel(o); })
      .Case<ReduceOp>([&](auto o) { return lowerReduce(o); })
      .Case<GemmOp>([&](auto o) { return lowerGemm(o); })
      .Case<AsyncCommitOp>([&](auto o) {
        lowerAsyncCommit(o);
        return success();
      })
      .Case<AsyncWaitOp>([&](auto o) {
        lowerAsyncWait(o);
        return success();
      })
      .Case<PrintOp>([&](auto o) { return lowerPrint(o); })
      .Case<PrefetchOp>([&](auto o) { return lowerPrefetch(o); })
      .Case<memref::LoadOp>([&](auto o) {
        if (isSharedBuffer(o.getMemRef()))
          noteSharedRead(o.getMemRef());
        return success();
      })
      .Case<memref::StoreOp>([&](auto o) {
        if (!isSharedBuffer(o.getMemRef()))
          return success();
        OpBuilder b(o);
        beforeSharedWrite(b, o, {o.getMemRef()});
        b.setInsertionPointAfter(o);
        afterSharedWrite(b, o.getLoc());
        return success();
      })
      .Default([&](Operation *o) -> LogicalResult {
        if (!isa<TileDialect>(o->getDialect()))
          return success();
        return o->emitOpError()
               << "is not lowered by convert-tile-to-gpu yet (it parses and "
                  "verifies; its lowering lands with the tensor-core GEMM, "
                  "reduction and pipelining work)";
      });
}

LogicalResult KernelLowering::run() {
  OpBuilder b(kernel.getBody());
  b.setInsertionPointToStart(&kernel.getBody().front());
  threadId = gpu::ThreadIdOp::create(b, kernel.getLoc(), gpu::Dimension::x);
  AllocSharedOp wgmmaTile;
  kernel.walk([&](AllocSharedOp op) {
    if (!wgmmaTile && isWgmmaArranged(op.getLayoutAttr()))
      wgmmaTile = op;
  });
  wgmmaOperands = static_cast<bool>(wgmmaTile);
  // Checked after the ops are lowered, so that a wgmma gemm says first
  // what its accumulator needs instead.
  std::string wgmmaTileError;
  if (wgmmaTile && chip != "sm_90a") {
    llvm::raw_string_ostream os(wgmmaTileError);
    os << "layout " << wgmmaTile.getLayoutAttr() << " arranges the tile for wgmma, which "
       << chip << " lacks; drop warpgroup_rows and panels (or let tile-infer-layout with "
       << "chip=" << chip << " choose), or compile for sm_90a";
  }
  Location wgmmaTileLoc = wgmmaTile ? wgmmaTile.getLoc() : kernel.getLoc();
  if (tma && chip == "sm_90a") {
    planTma();
    if (!tmaCopies.empty())
      setUpTma(b, kernel.getLoc());
  }
  // The producer warp issues TMA boxes only: where the lowering finds a
  // copy TMA cannot load after all (planTma warned why), the split kernel
  // cannot run.
  if (producerSplit && tmaCopies.empty())
    return producerSplit.emitError()
           << "producer-warp needs every pipelined copy to load through TMA; "
              "compile this kernel without producer-warp";
  // Group g refills the buffers of group g - S, S the fewest buffers any
  // copy cycles through: with one, nothing overlaps.
  if (producerSplit && tmaStageBuffers == 1)
    producerSplit.emitWarning()
        << "producer-warp: a pipelined copy fills a single buffer, so each "
           "group waits until the one before it has been read; give its loop "
           "tile.num_stages >= 2";

  // Pre-order, so that allocations are lowered before their users; collect
  // first because lowering erases ops.
  SmallVector<Operation *> ops;
  kernel.walk<WalkOrder::PreOrder>([&](Operation *op) {
    // Plain loads and stores of shared tiles outside tile.parallel take
    // part in barrier placement too.
    if (isa<TileDialect>(op->getDialect()) ||
        isa<memref::LoadOp, memref::StoreOp>(op))
      ops.push_back(op);
    // The bodies of tile.parallel are expanded with their op.
    return isa<ParallelOp>(op) ? WalkResult::skip() : WalkResult::advance();
  });
  for (Operation *op : ops)
    if (failed(lowerOp(op)))
      return failure();
  // Such tiles are read through the async proxy, fenced with instructions
  // sm_80 lacks (LLVM would abort selecting them).
  if (!wgmmaTileError.empty())
    return emitError(wgmmaTileLoc) << "'tile.alloc_shared' op " << wgmmaTileError;
  // f32 erf with fastmath<afn>: erf|x| = 1 - exp(-x^2 + Q(|x|)), Q a
  // degree-7 fit of ln(erfc a) + a^2 on [0, 3.92] weighted by erfc (past
  // 3.92 erf rounds to 1 in f32, so |x| is clamped there). -x^2 and the
  // exp's log2(e) fold into the polynomial, which gives exp2's argument
  // directly; so does a positive constant factor of the operand (GELU's
  // erf(x / sqrt 2)): 7 FMAs, one exp2 and 4 other operations per element.
  // Absolute error below 1.6e-7 with f32 arithmetic, like Abramowitz and
  // Stegun 7.1.26, but one MUFU operation instead of two (their
  // reciprocal): in gemm_bias_gelu's epilogue the MUFU pipe and the issue
  // slots are the bound (benchmarks.md runs 76-78). Upstream's expansion
  // keeps relative accuracy near 0 at about thirty operations; GELU's
  // x (1 + erf(x / sqrt 2)) / 2 needs only the absolute one.
  // (Collected first: the GELU form erases the FMA after its erf, which a
  // walk may already be pointing at.)
  SmallVector<math::ErfOp> erfs;
  kernel.walk([&](math::ErfOp op) { erfs.push_back(op); });
  for (math::ErfOp op : erfs) [&] {
    if (!op.getType().isF32() ||
        !bitEnumContainsAny(op.getFastmath(), arith::FastMathFlags::afn))
      return;
    OpBuilder b(op);
    Location loc = op.getLoc();
    auto f = [&](double v) {
      return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(v)).getResult();
    };
    Value x = op.getOperand();
    double scale = 1.0;
    if (auto mul = x.getDefiningOp<arith::MulFOp>()) {
      for (int i = 0; i < 2; ++i) {
        FloatAttr c;
        // Within [2^-10, 2^10] the scaled coefficients stay normal f32s.
        if (matchPattern(mul->getOperand(1 - i), m_Constant(&c)) &&
            c.getValueAsDouble() >= 0x1p-10 && c.getValueAsDouble() <= 0x1p10) {
          scale = c.getValueAsDouble();
          x = mul->getOperand(i);
          break;
        }
      }
    }
    static constexpr double kQ[] = {
        7.185597894476814e-08, -1.1283859014511108,    0.3634786307811737,
        -0.10330197215080261,  0.020487740635871887,   -0.0016519566997885704,
        -0.00029879482463002205, 6.640690116910264e-05};
    // P(t) = (Q(scale t) - (scale t)^2) log2(e), for t = |x|.
    double p[8];
    for (int k = 0; k < 8; ++k)
      p[k] = (kQ[k] - (k == 2 ? 1.0 : 0.0)) * std::pow(scale, k) *
             1.4426950408889634;
    // GELU's form, h + h erf(x scale) = h (1 + erf(x scale)) with h = k x
    // (k > 0; GELU: k = 1/2, written as one FMA): for x >= 0 it is
    // 2k x - k x erfc(x scale), for x < 0 k x erfc(|x| scale), so
    // 2k max(x, 0) - |x| k erfc(|x| scale), and k erfc = exp2(P(t) +
    // log2 k): log2 k folds into the polynomial. A max and an FMA then
    // replace 1 - exp2, the sign, h and the FMA (11 operations from x to
    // GELU(x) instead of 13). Past the clamp (x < -3.92 / scale) the
    // result stays at its value there, about -1.2e-7 k / scale (GELU:
    // -8.9e-8) instead of going to 0: an absolute error of the order of
    // erf's (below 1.6e-7).
    math::FmaOp gelu;
    double k = 0;
    if (op->hasOneUse()) {
      auto fma = dyn_cast<math::FmaOp>(*op->user_begin());
      Value h = fma ? fma.getC() : Value();
      auto mulH = h ? h.getDefiningOp<arith::MulFOp>() : arith::MulFOp();
      bool shape = fma && ((fma.getA() == h && fma.getB() == op.getResult()) ||
                           (fma.getB() == h && fma.getA() == op.getResult()));
      for (int i = 0; shape && mulH && i < 2 && !gelu; ++i) {
        FloatAttr c;
        if (mulH->getOperand(i) == x &&
            matchPattern(mulH->getOperand(1 - i), m_Constant(&c)) &&
            c.getValueAsDouble() >= 0x1p-10 && c.getValueAsDouble() <= 0x1p10) {
          k = c.getValueAsDouble();
          gelu = fma;
        }
      }
    }
    if (gelu)
      p[0] += std::log2(k);
    Value t = arith::MinimumFOp::create(b, loc, math::AbsFOp::create(b, loc, x),
                                        f(3.92 / scale));
    Value arg = f(p[7]);
    for (int k = 6; k >= 0; --k)
      arg = math::FmaOp::create(b, loc, arg, t, f(p[k]));
    auto fm = arith::FastMathFlagsAttr::get(
        b.getContext(), arith::FastMathFlags::afn | arith::FastMathFlags::contract);
    Value e = math::Exp2Op::create(b, loc, arg, fm);
    if (gelu) {
      Value w = arith::MaximumFOp::create(b, loc, x, f(0.0));
      if (k != 0.5)
        w = arith::MulFOp::create(b, loc, w, f(2 * k));
      Value r = math::FmaOp::create(b, loc, arith::NegFOp::create(b, loc, t), e, w);
      gelu.replaceAllUsesWith(r);
      gelu.erase();
      op.erase();
      return;
    }
    Value y = arith::SubFOp::create(b, loc, f(1.0), e, fm);
    op.replaceAllUsesWith(math::CopySignOp::create(b, loc, y, x).getResult());
    op.erase();
  }();
  // f32 tanh with fastmath<afn>: the hardware's tanh.approx.f32 (sm_75+,
  // relative error about 2^-11), one MUFU instead of an exp2, a
  // reciprocal and some twenty other operations. LLVM 22 has no intrinsic
  // for it: inline PTX.
  kernel.walk([&](math::TanhOp op) {
    if (!op.getType().isF32() ||
        !bitEnumContainsAny(op.getFastmath(), arith::FastMathFlags::afn))
      return;
    OpBuilder b(op);
    auto tanh = createInlinePtx(b, op.getLoc(), op.getType(),
                                ValueRange{op.getOperand()},
                                "tanh.approx.f32 $0, $1;", "=f,f",
                                /*sideEffects=*/false);
    op.replaceAllUsesWith(tanh.getResult(0));
    op.erase();
  });
  // f32 exp2 is the hardware's ex2.approx.f32 (2 ulp, as Triton and
  // FlashAttention use); upstream would call libdevice's exp2f.
  kernel.walk([&](math::Exp2Op op) {
    if (!op.getType().isF32())
      return;
    OpBuilder b(op);
    // With fastmath<afn> (approximate functions) results below 2^-126
    // flush to zero: MUFU.EX2 alone, without the range test and rescaling
    // that keep denormal results (three instructions per exponential).
    bool approx = bitEnumContainsAny(op.getFastmath(), arith::FastMathFlags::afn);
    auto call = LLVM::CallIntrinsicOp::create(
        b, op.getLoc(), op.getType(),
        b.getStringAttr(approx ? "llvm.nvvm.ex2.approx.ftz.f32"
                               : "llvm.nvvm.ex2.approx.f32"),
        ValueRange{op.getOperand()});
    op.replaceAllUsesWith(call.getResult(0));
    op.erase();
  });
  if (producerSplit && releaseAfterWgmma && tmaStageBuffers >= 2)
    releaseAfterWgmmaWaits();
  if (tmaMulticast)
    finishCluster();
  if (producerSplit) {
    // The producer warp takes no part in the consumers' barriers.
    SmallVector<gpu::BarrierOp> barriers;
    producerSplit.getElseRegion().walk([&](gpu::BarrierOp op) { barriers.push_back(op); });
    for (gpu::BarrierOp op : barriers) {
      OpBuilder bb(op);
      if (llvm::is_contained(warpBarriers, op.getOperation())) {
        NVVM::SyncWarpOp::create(
            bb, op.getLoc(), arith::ConstantIntOp::create(bb, op.getLoc(), bb.getI32Type(), -1));
        op.erase();
        continue;
      }
      NVVM::BarrierOp::create(
          bb, op.getLoc(), TypeRange(),
          arith::ConstantIntOp::create(bb, op.getLoc(), bb.getI32Type(), 1),
          arith::ConstantIntOp::create(bb, op.getLoc(), bb.getI32Type(), numThreads),
          NVVM::BarrierReductionAttr(), Value());
      op.erase();
    }
  }
  // The TMA groups' marks served lowerWgmma and finishCluster only.
  kernel.walk([](scf::ExecuteRegionOp op) { op->removeAttr(kTmaGroupAttrName); });
  // Fragment allocations are dead once every user has been expanded.
  for (auto &[value, frag] : fragments) {
    Operation *alloc = value.getDefiningOp();
    if (!value.use_empty()) {
      InFlightDiagnostic diag = alloc->emitOpError()
                                << "fragment is used by an operation that "
                                   "cannot read per-thread registers";
      diag.attachNote((*value.getUsers().begin())->getLoc()) << "used here";
      return failure();
    }
    alloc->erase();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Outlining
//===----------------------------------------------------------------------===//

static LogicalResult checkHostFunction(func::FuncOp func) {
  // The kernel takes the function's name, a PTX identifier: a letter then
  // letters, digits, '_' or '$' (or '_' / '$' and at least one more).
  // LLVM's NVPTX printer aborts on other characters, and ptxas rejects a
  // leading digit or a '.'.
  StringRef name = func.getName();
  size_t bad = name.find_first_not_of(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$");
  if (bad != StringRef::npos || name.empty() || llvm::isDigit(name.front()) ||
      ((name.front() == '_' || name.front() == '$') && name.size() < 2))
    return func.emitOpError()
           << "name '" << name
           << "' is not a PTX identifier, which the kernel's name must be: a letter, then "
              "letters, digits, '_' and '$'";
  for (auto [i, t] : llvm::enumerate(func.getArgumentTypes())) {
    auto memref = dyn_cast<MemRefType>(t);
    if (!memref)
      return func.emitOpError()
             << "argument #" << i << " of type " << t
             << " is not a buffer; scalar kernel arguments are not supported "
                "yet, declare the value as a tile.param instead";
    if (!memref.hasStaticShape())
      return func.emitOpError()
             << "argument #" << i << " has the dynamic shape " << memref
             << "; name its dimensions' parameters with tile.dims and run "
                "tile-specialize";
    if (!memref.getLayout().isIdentity() || memref.getMemorySpace())
      return func.emitOpError()
             << "argument #" << i << " " << memref
             << " must be a plain global buffer (identity layout, no memory "
                "space)";
    if (!memref.getElementType().isIntOrIndexOrFloat())
      return func.emitOpError()
             << "argument #" << i << " " << memref
             << " holds elements the runtime has no type for; use integers, floats "
                "or index";
  }
  return success();
}

/// How the kernel uses each argument: "in", "out" or "inout".
static void collectAccess(Value buffer, bool &reads, bool &writes) {
  for (Operation *user : buffer.getUsers()) {
    // Views (a subview per head, a cast) access what they view.
    if (auto view = dyn_cast<ViewLikeOpInterface>(user);
        view && view.getViewSource() == buffer) {
      for (Value result : user->getResults())
        collectAccess(result, reads, writes);
      continue;
    }
    if (auto copy = dyn_cast<CopyOp>(user)) {
      reads |= copy.getSrc() == buffer;
      writes |= copy.getDst() == buffer;
    } else if (isa<memref::StoreOp, AtomicAddOp>(user)) {
      writes = true;
      reads |= isa<AtomicAddOp>(user);
    } else {
      reads = true;
    }
  }
}

static StringRef getAccess(Value arg) {
  bool reads = false, writes = false;
  collectAccess(arg, reads, writes);
  return writes ? (reads ? "inout" : "out") : "in";
}

/// The copy windows of `launch` that integer range analysis proves inside
/// their buffers, dimension by dimension: `offset >= 0` and
/// `offset + extent <= size` for every value the offset can take (block
/// coordinates range over the grid, loop variables over their bounds).
/// Those dimensions need no bounds test and no masking.
static WindowProofs proveWindowsInBounds(func::FuncOp func, LaunchOp launch) {
  DataFlowSolver solver;
  solver.load<dataflow::DeadCodeAnalysis>();
  solver.load<dataflow::SparseConstantPropagation>();
  solver.load<dataflow::IntegerRangeAnalysis>();
  WindowProofs proofs;
  if (failed(solver.initializeAndRun(func)))
    return proofs;
  auto prove = [&](Value buffer, ValueRange offsets, ArrayRef<int64_t> extent) {
    uint64_t dims = 0;
    auto type = dyn_cast<MemRefType>(buffer.getType());
    if (!type || !type.hasStaticShape() || offsets.size() != extent.size() ||
        extent.size() > 64)
      return dims;
    for (auto [d, offset] : llvm::enumerate(offsets)) {
      auto *lattice = solver.lookupState<dataflow::IntegerValueRangeLattice>(offset);
      if (!lattice || lattice->getValue().isUninitialized())
        continue;
      const ConstantIntRanges &range = lattice->getValue().getValue();
      if (range.smin().isNegative())
        continue;
      int64_t room = type.getDimSize(d) - extent[d];
      if (room >= 0 && range.smax().sle(room))
        dims |= uint64_t(1) << d;
    }
    return dims;
  };
  launch.walk([&](CopyOp copy) {
    MemRefType tile = copy.getTileType();
    if (!tile.hasStaticShape())
      return;
    WindowProof proof{prove(copy.getSrc(), copy.getSrcOffsets(), tile.getShape()),
                      prove(copy.getDst(), copy.getDstOffsets(), tile.getShape())};
    if (proof.src || proof.dst)
      proofs[copy] = proof;
  });
  return proofs;
}

/// L2 rasterization: blocks are dispatched in order of their linear id
/// (x fastest); renumber them so that consecutive ids walk down a panel of
/// `panel` block rows before moving to the next column. Blocks that run
/// together then share their rows of A (same block row) and their columns
/// of B (same panel column) in L2. The last panel may be shorter.
static void rasterize(OpBuilder &b, Location loc, SmallVectorImpl<Value> &ids,
                      int64_t gridX, int64_t gridY, int64_t panel) {
  auto cst = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); };
  Value pid = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, ids[1], cst(gridX)), ids[0]);
  Value perPanel = cst(panel * gridX);
  Value group = arith::DivUIOp::create(b, loc, pid, perPanel);
  Value firstRow = arith::MulIOp::create(b, loc, group, cst(panel));
  Value rows = arith::MinUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, cst(gridY), firstRow), cst(panel));
  Value inPanel = arith::RemUIOp::create(b, loc, pid, perPanel);
  ids[1] = arith::AddIOp::create(b, loc, firstRow,
                                 arith::RemUIOp::create(b, loc, inPanel, rows));
  ids[0] = arith::DivUIOp::create(b, loc, inPanel, rows);
}

/// Whether `v`, inside `launch`, may depend on `root` (one of the launch's
/// block ids): through operands, the bounds of the loops whose induction
/// variables it uses and the values those loops carry; any other region's
/// block arguments conservatively depend on everything that region's op
/// takes.
static bool mayDependOn(Value v, Value root, LaunchOp launch) {
  SmallVector<Value> work{v};
  DenseSet<Value> seen;
  while (!work.empty()) {
    Value x = work.pop_back_val();
    if (x == root)
      return true;
    if (!seen.insert(x).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(x)) {
      Operation *parent = arg.getOwner()->getParentOp();
      if (parent == launch.getOperation())
        continue; // another block id
      if (auto loop = dyn_cast<scf::ForOp>(parent)) {
        if (arg == loop.getInductionVar()) {
          work.append({loop.getLowerBound(), loop.getUpperBound(), loop.getStep()});
        } else {
          unsigned i = arg.getArgNumber() - 1;
          work.push_back(loop.getInitArgs()[i]);
          work.push_back(loop.getYieldedValues()[i]);
        }
        continue;
      }
      llvm::append_range(work, parent->getOperands());
      continue;
    }
    Operation *def = x.getDefiningOp();
    def->walk([&](Operation *inner) { llvm::append_range(work, inner->getOperands()); });
  }
  return false;
}

/// tma-multicast: blocks 2i and 2i + 1 of the launch grid (x fastest) form
/// a cluster. With l2_swizzle (an even panel, an even grid) the pair walks
/// down one column of tiles, so its two blocks differ in the row id (block
/// argument 1); without it they differ in the column id (argument 0). The
/// pipelined copies whose source offsets do not depend on that id load the
/// same tile in both blocks. Both blocks must issue the same groups: the
/// loops and conditions around the copies and their commits may not depend
/// on it either.
static ClusterPlan planCluster(LaunchOp launch, ArrayRef<int64_t> grid) {
  ClusterPlan plan;
  plan.requested = true;
  std::optional<int64_t> panel = launch.getL2Swizzle();
  if (launch.getGridRank() != 2) {
    plan.why = "the launch's grid is not 2-d";
    return plan;
  }
  if (grid[0] % 2) {
    plan.why = "the grid's x extent (" + std::to_string(grid[0]) +
               ") is odd; clusters of two blocks need an even one";
    return plan;
  }
  if (panel && (*panel % 2 || grid[1] % 2)) {
    plan.why = "l2_swizzle(" + std::to_string(*panel) + ") over " +
               std::to_string(grid[1]) + (grid[1] == 1 ? " block row" : " block rows") +
               " leaves a pair of blocks in two columns; it needs an even panel "
               "and an even number of block rows";
    return plan;
  }
  Value differs = launch.getBodyBlock().getArgument(panel ? 1 : 0);
  WalkResult walk = launch.getBody().walk([&](Operation *op) {
    auto copy = dyn_cast<CopyOp>(op);
    if (copy && !copy.getAsync())
      return WalkResult::advance();
    if (!copy && !isa<AsyncCommitOp, AsyncWaitOp>(op))
      return WalkResult::advance();
    for (Operation *p = op->getParentOp(); p != launch.getOperation();
         p = p->getParentOp()) {
      SmallVector<Value> controls;
      if (auto loop = dyn_cast<scf::ForOp>(p))
        controls = {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()};
      else if (auto cond = dyn_cast<scf::IfOp>(p))
        controls = {cond.getCondition()};
      else
        controls = llvm::to_vector(p->getOperands());
      if (llvm::any_of(controls, [&](Value c) { return mayDependOn(c, differs, launch); })) {
        plan.why = "the pipelined copies sit in a loop or condition that "
                   "depends on the block id, so the two blocks of a pair "
                   "could issue different loads";
        return WalkResult::interrupt();
      }
    }
    // The source too: a subview's matrix may be picked by the block id.
    if (copy && !mayDependOn(copy.getSrc(), differs, launch) &&
        llvm::none_of(copy.getSrcOffsets(),
                      [&](Value v) { return mayDependOn(v, differs, launch); }))
      plan.sharedCopies.insert(copy);
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    plan.sharedCopies.clear();
  return plan;
}

static LogicalResult outlineLaunch(func::FuncOp func, LaunchOp launch,
                                   gpu::GPUModuleOp gpuModule, StringRef name,
                                   StringRef chip, bool tma, bool tmaMulticast,
                                   bool producerWarp) {
  MLIRContext *ctx = func.getContext();
  Location loc = launch.getLoc();

  SmallVector<int64_t, 3> grid;
  for (Value g : launch.getGridSize()) {
    std::optional<int64_t> c = getConstantIntValue(g);
    if (!c)
      return launch.emitOpError() << "grid size must be a constant after "
                                     "tile-specialize; it depends on a value "
                                     "known only at run time";
    int64_t limit = grid.empty() ? (int64_t(1) << 31) - 1 : 65535;
    if (*c < 1 || *c > limit)
      return launch.emitOpError() << "grid dimension " << grid.size() << " = "
                                  << *c << " is outside [1, " << limit << "]";
    grid.push_back(*c);
  }
  while (grid.size() < 3)
    grid.push_back(1);

  // Values from above must be host arguments or constants.
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(launch.getBody(), captured);
  for (Value v : captured) {
    if (isa<BlockArgument>(v) && v.getParentBlock() == &func.getBody().front())
      continue;
    if (matchPattern(v, m_Constant()))
      continue;
    // Point at the value (and at the user inside the launch).
    Operation *user = nullptr;
    launch.getBody().walk([&](Operation *op) {
      if (!llvm::is_contained(op->getOperands(), v))
        return WalkResult::advance();
      user = op;
      return WalkResult::interrupt();
    });
    Operation *def = v.getDefiningOp();
    bool isTile = isa_and_nonnull<AllocSharedOp, AllocFragmentOp, AllocLocalOp>(def);
    InFlightDiagnostic diag =
        launch.emitOpError()
        << (isTile ? "uses a tile allocated on the host; tiles belong to a "
                     "thread block: allocate it inside the launch"
                   : "uses a value computed on the host that is not a "
                     "constant; compute it inside the launch");
    if (def)
      diag.attachNote(def->getLoc()) << "the value is defined here";
    if (user)
      diag.attachNote(user->getLoc()) << "and used here";
    return diag;
  }

  // producer-warp: the copies move to an extra warp (before the proofs
  // and the cluster plan, which look at the copies that remain).
  scf::IfOp producerSplit;
  SmallVector<Operation *> warpBarriers;
  bool gemmReadsOnly = false;
  if (tma && producerWarp && chip == "sm_90a" && !launch.getDynamicThreads()) {
    std::string why;
    FailureOr<ProducerWarpSplit> split = failure();
    if (launch.getNumThreads() + kProducerWarpThreads > 1024)
      why = "the block already has " + std::to_string(launch.getNumThreads()) +
            " threads and one more warp would pass 1024";
    else if (mayAddProducerWarp(launch, why))
      split = splitProducerWarp(launch, why);
    if (succeeded(split)) {
      producerSplit = split->split;
      warpBarriers = std::move(split->warpBarriers);
      gemmReadsOnly = split->gemmReadsOnly;
    } else {
      launch.emitWarning() << "producer-warp does not apply: " << why
                           << "; the block's threads issue the loads";
    }
  }
  int32_t blockThreads = static_cast<int32_t>(launch.getNumThreads()) +
                         (producerSplit ? kProducerWarpThreads : 0);
  WindowProofs tileProofs = proveWindowsInBounds(func, launch);
  ClusterPlan cluster;
  if (tma && tmaMulticast && chip == "sm_90a")
    cluster = planCluster(launch, grid);

  OpBuilder b(gpuModule.getBody(), gpuModule.getBody()->begin());
  b.setInsertionPointToEnd(gpuModule.getBody());
  auto kernelType = FunctionType::get(ctx, func.getArgumentTypes(), {});
  auto kernel = gpu::GPUFuncOp::create(b, loc, name, kernelType);
  kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  if (launch.getDynamicThreads())
    return launch.emitOpError() << "thread count must be a constant; bind its "
                                   "parameter with tile-specialize";
  int32_t threads = static_cast<int32_t>(launch.getNumThreads());
  kernel.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr({blockThreads, 1, 1}));
  if (producerSplit)
    kernel->setAttr(TileDialect::kProducerWarpsAttrName,
                    b.getI64IntegerAttr(kProducerWarpThreads / 32));
  kernel.setKnownGridSizeAttr(b.getDenseI32ArrayAttr(
      {static_cast<int32_t>(grid[0]), static_cast<int32_t>(grid[1]),
       static_cast<int32_t>(grid[2])}));
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    kernel.setArgAttr(i, TileDialect::kAccessAttrName,
                      b.getStringAttr(getAccess(func.getArgument(i))));
    if (auto n = func.getArgAttr(i, TileDialect::kArgNameAttrName))
      kernel.setArgAttr(i, TileDialect::kArgNameAttrName, n);
  }
  if (auto params = func->getAttr(TileDialect::kParamsAttrName))
    kernel->setAttr(TileDialect::kParamsAttrName, params);

  // Kernel body: block ids, captured constants, the launch body.
  Block &entry = kernel.getBody().front();
  b.setInsertionPointToStart(&entry);
  IRMapping mapping;
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    mapping.map(func.getArgument(i), entry.getArgument(i));
  for (Value v : captured)
    if (!mapping.contains(v))
      mapping.map(v, b.clone(*v.getDefiningOp())->getResult(0));
  const gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                                 gpu::Dimension::z};
  SmallVector<Value, 3> blockIds;
  for (unsigned i = 0; i < launch.getGridRank(); ++i)
    blockIds.push_back(gpu::BlockIdOp::create(b, loc, dims[i]));
  if (std::optional<int64_t> panel = launch.getL2Swizzle())
    rasterize(b, loc, blockIds, grid[0], grid[1], *panel);
  for (auto [arg, id] : llvm::zip(launch.getBodyBlock().getArguments(), blockIds))
    mapping.map(arg, id);
  for (Operation &op : launch.getBodyBlock().without_terminator())
    b.clone(op, mapping);
  gpu::ReturnOp::create(b, loc);
  WindowProofs proofs;
  for (auto [copy, proof] : tileProofs)
    if (Operation *cloned = mapping.lookupOrNull(copy))
      proofs[cloned] = proof;
  llvm::SmallPtrSet<Operation *, 4> sharedCopies;
  for (Operation *copy : cluster.sharedCopies)
    if (Operation *cloned = mapping.lookupOrNull(copy))
      sharedCopies.insert(cloned);
  cluster.sharedCopies = std::move(sharedCopies);

  SmallVector<Operation *> kernelWarpBarriers;
  for (Operation *op : warpBarriers)
    kernelWarpBarriers.push_back(mapping.lookup(op));
  KernelLowering lowering(
      kernel, launch.getNumThreads(), std::move(proofs), chip, tma, std::move(cluster),
      producerSplit ? cast<scf::IfOp>(mapping.lookup(producerSplit.getOperation()))
                    : scf::IfOp(),
      std::move(kernelWarpBarriers), gemmReadsOnly);
  if (failed(lowering.run()))
    return failure();

  if (launch.getFullOccupancy())
    kernel->setAttr("nvvm.minctasm",
                    b.getI32IntegerAttr(getOccupancyBlocks(
                        threads, lowering.getFragmentWords())));

  int64_t sharedBytes = lowering.getSharedBytes();
  if (sharedBytes > getSharedMemoryBudget(chip))
    return launch.emitOpError() << "needs " << sharedBytes
                                << " bytes of shared memory; " << chip
                                << " allows " << getSharedMemoryBudget(chip);

  // The host side launches the kernel.
  OpBuilder hb(launch);
  auto cst = [&](int64_t v) { return arith::ConstantIndexOp::create(hb, loc, v); };
  gpu::KernelDim3 gridDim{cst(grid[0]), cst(grid[1]), cst(grid[2])};
  gpu::KernelDim3 blockDim{cst(blockThreads), cst(1), cst(1)};
  SmallVector<Value> args(func.getArguments());
  for (const TensorMapView &map : lowering.getTensorMaps())
    args.push_back(TensorMapOp::create(hb, loc, LLVM::LLVMPointerType::get(ctx),
                                       func.getArgument(map.arg), map.dims,
                                       map.strides, map.box, map.swizzle));
  Value smem = sharedBytes
                   ? arith::ConstantIntOp::create(hb, loc, hb.getI32Type(), sharedBytes)
                         .getResult()
                   : Value();
  gpu::LaunchFuncOp::create(hb, loc, kernel, gridDim, blockDim, smem, args);
  launch.erase();
  return success();
}

namespace {
struct ConvertTileToGPUPass
    : public tile::impl::ConvertTileToGPUBase<ConvertTileToGPUPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (chip != "sm_80" && chip != "sm_90a") {
      module.emitError() << "unknown chip '" << chip
                         << "'; supported chips are sm_80 and sm_90a";
      return signalPassFailure();
    }
    std::string tmaWhy = checkTmaOptions(chip, tma, tmaMulticast, producerWarp, "");
    if (!tmaWhy.empty()) {
      module.emitError() << tmaWhy;
      return signalPassFailure();
    }
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> funcs;
    module.walk([&](func::FuncOp f) { funcs.push_back(f); });
    // Kernel names are the bundle's file names and the runtime's --kernel:
    // a function's first launch takes the function's name, its i-th
    // (i > 0) `<name>_<i>`, whatever else the module holds (so that
    // --kernel, which drops the other functions, names them the same).
    // One that is also a function's name is an error, not a lost kernel.
    llvm::StringMap<Location> kernelNames;
    for (func::FuncOp f : funcs) {
      bool launches = f.walk([](LaunchOp) { return WalkResult::interrupt(); })
                          .wasInterrupted();
      if (launches)
        kernelNames.try_emplace(f.getName(), f.getLoc());
    }
    for (func::FuncOp func : funcs) {
      SmallVector<LaunchOp> launches;
      func.walk([&](LaunchOp l) { launches.push_back(l); });
      if (launches.empty())
        continue;
      if (failed(checkHostFunction(func)))
        return signalPassFailure();
      OpBuilder b(module.getBodyRegion());
      b.setInsertionPointToEnd(module.getBody());
      auto gpuModule = gpu::GPUModuleOp::create(
          b, func.getLoc(), (func.getName() + "_kernels").str());
      symbols.insert(gpuModule);
      for (auto [i, launch] : llvm::enumerate(launches)) {
        std::string name = func.getName().str();
        if (i > 0) {
          name += "_" + std::to_string(i);
          auto [it, inserted] = kernelNames.try_emplace(name, launch.getLoc());
          if (!inserted) {
            InFlightDiagnostic diag =
                launch.emitOpError()
                << "would be kernel '" << name << "' (launch " << i + 1
                << " of @" << func.getName()
                << "), a name the module already has; rename @"
                << func.getName() << " or the other";
            diag.attachNote(it->second) << "'" << name << "' is here";
            return signalPassFailure();
          }
        }
        if (failed(outlineLaunch(func, launch, gpuModule, name, chip, tma,
                                 tmaMulticast, producerWarp)))
          return signalPassFailure();
      }
    }
    if (!funcs.empty())
      module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                      UnitAttr::get(&getContext()));
  }
};
} // namespace
