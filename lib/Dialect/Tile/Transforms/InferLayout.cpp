//===- InferLayout.cpp - choose fragment layouts --------------------------===//
//
// Implements `tile-infer-layout`: every fragment and every tile.parallel gets
// a layout that says which thread holds which element.
//
//===----------------------------------------------------------------------===//

#include "tile/Dialect/Tile/Transforms/Passes.h"
#include "tile/Analysis/Bounds.h"
#include "tile/Analysis/ThreadVarying.h"
#include "tile/Analysis/WgmmaFit.h"
#include "SharedPadding.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/Support/FormatVariadic.h"
#include <cmath>
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEINFERLAYOUT
#include "tile/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

struct TileInferLayoutPass
    : public tile::impl::TileInferLayoutBase<TileInferLayoutPass> {
  using Base::Base;
  void runOnOperation() override;
};

/// The fragment buffers a tile.parallel body reads or writes, in order of
/// first use.
SmallVector<Value> getTouchedFragments(ParallelOp op) {
  SmallVector<Value> fragments;
  op.getBody().walk([&](Operation *inner) {
    Value memref;
    if (auto load = dyn_cast<memref::LoadOp>(inner))
      memref = load.getMemRef();
    else if (auto store = dyn_cast<memref::StoreOp>(inner))
      memref = store.getMemRef();
    if (memref &&
        getMemorySpace(cast<MemRefType>(memref.getType())) == MemorySpace::Fragment &&
        !llvm::is_contained(fragments, memref))
      fragments.push_back(memref);
  });
  return fragments;
}

Attribute getFragmentLayout(Value fragment) {
  if (auto alloc = fragment.getDefiningOp<AllocFragmentOp>())
    return alloc.getLayoutAttr();
  return {};
}

} // namespace

/// The fragments that some tile.reduce writes: their layout follows the
/// reduced source, so they get no blocked layout of their own.
static llvm::SmallPtrSet<Operation *, 8> getReduceDestinations(LaunchOp launch) {
  llvm::SmallPtrSet<Operation *, 8> dests;
  launch.walk([&](ReduceOp op) {
    if (Operation *def = op.getDst().getDefiningOp())
      dests.insert(def);
  });
  return dests;
}

static LogicalResult assignReduceLayout(ReduceOp op);

/// Where a tile.parallel touches full-size fragments whose given layouts
/// (explicit, or a gemm accumulator's) disagree, the loop keeps the layout
/// of the first fragment it writes (else of the first it touches), and
/// each other fragment is converted: the loop works on a fragment of its
/// layout, filled by a tile.copy before the loop when the loop reads it and
/// copied back after the loop when it writes it. Those copies convert
/// through shared memory (see convert-tile-to-gpu).
static void insertLayoutConversions(LaunchOp launch) {
  SmallVector<ParallelOp> loops;
  launch.walk([&](ParallelOp op) { loops.push_back(op); });
  for (ParallelOp op : loops) {
    if (op.getLayoutAttr() || !op.hasStaticBounds())
      continue;
    ArrayRef<int64_t> bounds = op.getStaticBounds();
    SmallVector<Value> given;
    llvm::SmallPtrSet<Value, 4> written, read;
    op.getBody().walk([&](Operation *inner) {
      if (auto load = dyn_cast<memref::LoadOp>(inner))
        read.insert(load.getMemRef());
      else if (auto store = dyn_cast<memref::StoreOp>(inner))
        written.insert(store.getMemRef());
    });
    for (Value f : getTouchedFragments(op))
      if (cast<MemRefType>(f.getType()).getShape() == bounds && getFragmentLayout(f))
        given.push_back(f);
    if (given.size() < 2)
      continue;
    Value keep = given.front();
    for (Value f : given)
      if (written.contains(f)) {
        keep = f;
        break;
      }
    Attribute layout = getFragmentLayout(keep);
    for (Value f : given) {
      if (haveSameDistribution(getFragmentLayout(f), layout))
        continue;
      OpBuilder b(launch.getContext());
      b.setInsertionPointToStart(&launch.getBodyBlock());
      auto converted = AllocFragmentOp::create(
          b, op.getLoc(), cast<MemRefType>(f.getType()), ValueRange(), layout);
      b.setInsertionPoint(op);
      if (read.contains(f))
        CopyOp::create(b, op.getLoc(), f, ValueRange(), converted, ValueRange(),
                       TypedAttr(), false);
      f.replaceUsesWithIf(converted, [&](OpOperand &use) {
        return op->isProperAncestor(use.getOwner());
      });
      if (written.contains(f)) {
        b.setInsertionPointAfter(op);
        CopyOp::create(b, op.getLoc(), converted, ValueRange(), f, ValueRange(),
                       TypedAttr(), false);
      }
    }
  }
}

/// The thread-blocked distribution of a layout: itself, or for an mma
/// accumulator the blocked layout it is (toBlocked); null for others.
static BlockedLayoutAttr getBlockedDistribution(Attribute layout) {
  if (auto mma = dyn_cast_or_null<MmaLayoutAttr>(layout))
    return mma.toBlocked();
  return dyn_cast_or_null<BlockedLayoutAttr>(layout);
}

/// A fragment of one dimension less than a tile.parallel's iteration space
/// that the loop reads at all its induction variables but one (a bias row
/// read at [%j] in a loop over [%i, %j]) takes the slice of the loop's
/// full-size fragments' layout along the missing dimension: each thread
/// holds the elements its loop iterations read, as for a reduction's
/// result. Returns whether it gave any fragment a layout.
static bool assignBroadcastLayouts(ParallelOp op) {
  if (!op.hasStaticBounds())
    return false;
  ArrayRef<int64_t> bounds = op.getStaticBounds();
  Attribute full;
  for (Value f : getTouchedFragments(op))
    if (cast<MemRefType>(f.getType()).getShape() == bounds)
      if ((full = getFragmentLayout(f)))
        break;
  BlockedLayoutAttr parent = getBlockedDistribution(full);
  if (!parent)
    return false;
  bool changed = false;
  Block &body = op.getBody().front();
  op.getBody().walk([&](memref::LoadOp load) {
    auto alloc = load.getMemRef().getDefiningOp<AllocFragmentOp>();
    if (!alloc || alloc.getLayoutAttr() ||
        load.getIndices().size() + 1 != bounds.size())
      return;
    // The indices must be the loop's variables in order, one left out.
    int64_t missing = -1;
    for (auto [d, idx] : llvm::enumerate(load.getIndices())) {
      auto arg = dyn_cast<BlockArgument>(idx);
      if (!arg || arg.getOwner() != &body)
        return;
      int64_t skipped = arg.getArgNumber() - d;
      if (skipped == 1 && missing < 0)
        missing = d;
      else if (skipped != (missing < 0 ? 0 : 1))
        return;
    }
    if (missing < 0)
      missing = bounds.size() - 1;
    SmallVector<int64_t> sliced(bounds);
    sliced.erase(sliced.begin() + missing);
    if (alloc.getType().getShape() != ArrayRef<int64_t>(sliced))
      return;
    alloc.setLayoutAttr(SliceLayoutAttr::get(op.getContext(), missing, parent));
    changed = true;
  });
  return changed;
}

/// The widest access the memory copies into and out of `members` can make,
/// in elements: the rows of a buffer whose pitch is not a multiple of 16
/// bytes (N = 4097 halves, or a run-time N with no stated multiple) start
/// at narrower multiples, so they move in narrower accesses, and a layout
/// that gives each lane a 16-byte run would then have a warp's accesses
/// 16 bytes apart; 0 when nothing narrows it.
static int64_t getAccessWidth(ArrayRef<AllocFragmentOp> members) {
  int64_t width = 0;
  for (AllocFragmentOp m : members)
    for (Operation *user : m->getUsers()) {
      auto copy = dyn_cast<CopyOp>(user);
      if (!copy)
        continue;
      Value memory = copy.getSrc() == m.getResult() ? copy.getDst() : copy.getSrc();
      auto type = cast<MemRefType>(memory.getType());
      if (getMemorySpace(type) == MemorySpace::Fragment || type.getRank() < 2)
        continue;
      int64_t rows = getRowAlignment(memory);
      width = width ? std::min(width, rows) : rows;
    }
  return width;
}

/// Layouts for fragments that have none. Fragments that a tile.parallel
/// touches together, or that are copied into each other, must share a
/// layout: they form one class. A class takes the layout one of its members
/// was given (explicitly, by a tile.gemm, or as the slice a tile.reduce
/// produces; all must agree); a reduction's destination follows its
/// source's layout once that is known, to a fixpoint. Classes left without
/// one get a blocked layout chosen for the narrowest element type among
/// them (so an f16 tile and its f32 copy both move 16-byte f16 vectors).
static LogicalResult assignFragmentLayouts(LaunchOp launch) {
  llvm::SmallPtrSet<Operation *, 8> reduceDests = getReduceDestinations(launch);
  llvm::EquivalenceClasses<Operation *> classes;
  launch.walk([&](AllocFragmentOp alloc) { classes.insert(alloc); });
  auto unite = [&](ArrayRef<Value> values) {
    Operation *first = nullptr;
    for (Value v : values) {
      auto alloc = v.getDefiningOp<AllocFragmentOp>();
      if (!alloc)
        continue;
      if (first)
        classes.unionSets(first, alloc);
      else
        first = alloc;
    }
  };
  launch.walk([&](ParallelOp op) {
    SmallVector<Value> full;
    for (Value f : getTouchedFragments(op))
      if (cast<MemRefType>(f.getType()).getShape() == op.getStaticBounds())
        full.push_back(f);
    unite(full);
  });
  // A copy between fragments shares their layout, unless both were given
  // different ones: then it is a layout conversion (through shared memory).
  launch.walk([&](CopyOp op) {
    if (!op.getSrcOffsets().empty() || !op.getDstOffsets().empty())
      return;
    Attribute a = getFragmentLayout(op.getSrc()), b = getFragmentLayout(op.getDst());
    if (a && b && !haveSameDistribution(a, b))
      return;
    unite({op.getSrc(), op.getDst()});
  });
  SmallVector<SmallVector<AllocFragmentOp>> groups;
  for (auto it = classes.begin(); it != classes.end(); ++it) {
    if (!(*it)->isLeader())
      continue;
    SmallVector<AllocFragmentOp> members;
    for (auto m = classes.member_begin(**it); m != classes.member_end(); ++m)
      members.push_back(cast<AllocFragmentOp>(*m));
    for (AllocFragmentOp m : members)
      if (!m.getType().hasStaticShape())
        return m.emitOpError()
               << "fragment " << m.getType()
               << " has a dynamic shape; bind its parameters "
                  "with tile-specialize before layout inference";
    groups.push_back(std::move(members));
  }

  // Spreads a given layout over its class; `changed` when it set any.
  auto propagate = [&](MutableArrayRef<AllocFragmentOp> members,
                       bool &changed) -> LogicalResult {
    Attribute given;
    AllocFragmentOp givenBy;
    for (AllocFragmentOp m : members) {
      Attribute layout = m.getLayoutAttr();
      if (!layout)
        continue;
      if (given && !haveSameDistribution(layout, given)) {
        InFlightDiagnostic diag =
            m.emitOpError() << "has layout " << layout
                            << " but shares its elements (through a "
                               "tile.parallel or a copy) with a fragment of "
                               "layout "
                            << given
                            << "; to use both, copy one into a fragment of "
                               "the other layout (tile.copy converts through "
                               "shared memory)";
        diag.attachNote(givenBy.getLoc()) << "that fragment is defined here";
        return diag;
      }
      given = layout;
      givenBy = m;
    }
    if (!given)
      return success();
    for (AllocFragmentOp m : members)
      if (!m.getLayoutAttr()) {
        m.setLayoutAttr(given);
        changed = true;
      }
    return success();
  };
  // Reductions whose source has a layout give their destination its slice.
  auto settle = [&]() -> LogicalResult {
    bool changed = true;
    while (changed) {
      changed = false;
      launch.walk([&](ParallelOp op) {
        if (assignBroadcastLayouts(op))
          changed = true;
      });
      WalkResult walk = launch.walk([&](ReduceOp op) {
        auto dst = op.getDst().getDefiningOp<AllocFragmentOp>();
        if (!getFragmentLayout(op.getSrc()) || (dst && dst.getLayoutAttr()))
          return WalkResult::advance();
        if (failed(assignReduceLayout(op)))
          return WalkResult::interrupt();
        changed = true;
        return WalkResult::advance();
      });
      if (walk.wasInterrupted())
        return failure();
      for (SmallVector<AllocFragmentOp> &members : groups)
        if (failed(propagate(members, changed)))
          return failure();
    }
    return success();
  };
  if (failed(settle()))
    return failure();

  // Defaults, for classes that nothing gave a layout and that no reduction
  // will (its source's layout may itself be a default: settle again).
  // A class read in a broadcast over a larger tile (a vector over its
  // rows) waits for the others, whatever the order of the allocations: the
  // tile's layout gives it a slice, which its own default would not be
  // (and 64 elements over 128 threads have none).
  llvm::SmallPtrSet<Operation *, 8> broadcastSources;
  launch.walk([&](ParallelOp op) {
    op.getBody().walk([&](memref::LoadOp load) {
      if (auto alloc = load.getMemRef().getDefiningOp<AllocFragmentOp>())
        if (load.getIndices().size() < op.getBody().getNumArguments())
          broadcastSources.insert(alloc);
    });
  });
  // One class gets its default per round (then settle again); a class that
  // has none of its own is passed over, in case another gives it a slice.
  AllocFragmentOp failedOn;
  std::string failedWhy;
  auto chooseOne = [&](bool late) {
    for (SmallVector<AllocFragmentOp> &members : groups) {
      auto any = [&](const auto &set) {
        return llvm::any_of(members, [&](AllocFragmentOp m) { return set.contains(m); });
      };
      if (members.front().getLayoutAttr() || any(reduceDests) ||
          (!late && any(broadcastSources)))
        continue;
      unsigned minBits = 64;
      for (AllocFragmentOp m : members)
        minBits = std::min(minBits, m.getType().getElementType().getIntOrFloatBitWidth());
      MemRefType type = members.front().getType();
      std::string why;
      Attribute layout = BlockedLayoutAttr::chooseFor(
          launch.getContext(), type.getShape(), minBits, launch.getNumThreads(), why,
          getAccessWidth(members));
      if (!layout) {
        if (!failedOn)
          failedOn = members.front(), failedWhy = why;
        continue;
      }
      for (AllocFragmentOp m : members)
        m.setLayoutAttr(layout);
      return true;
    }
    return false;
  };
  while (true) {
    failedOn = {};
    if (!chooseOne(/*late=*/false) && !chooseOne(/*late=*/true))
      break;
    if (failed(settle()))
      return failure();
  }
  if (failedOn)
    return failedOn.emitOpError() << "no thread layout for fragment " << failedOn.getType()
                                  << ": " << failedWhy;
  return success();
}

/// Whether `v` is a shared tile that only copies and gemms use and that
/// carries no layout but, at most, the plain swizzle of its rows' width
/// (128 bytes, or 64 for rows of 64 bytes) or already the arrangement
/// `wanted` that this gemm needs (another gemm shares the tile). Otherwise
/// `why` says what keeps it from being one, naming `operand` ("A" or "B").
static AllocSharedOp getPlainSharedTile(Value v, StringRef operand, SwizzleAttr wanted,
                                        std::string &why) {
  auto fail = [&](const Twine &reason) {
    why = (Twine(operand) + " " + reason).str();
    return AllocSharedOp();
  };
  auto alloc = v.getDefiningOp<AllocSharedOp>();
  if (!alloc)
    return fail("must be a tile.alloc_shared of its own (not a view of one)");
  if (!alloc.getType().hasStaticShape() || alloc.getType().getRank() != 2)
    return fail("must be a 2-d shared tile of static shape");
  if (alloc.getRowPadding())
    return fail("has row_padding, and wgmma reads unpadded swizzled rows: drop row_padding");
  MemRefType type = alloc.getType();
  int64_t rowBytes = type.getDimSize(1) * type.getElementTypeBitWidth() / 8;
  if (SwizzleAttr layout = alloc.getLayoutAttr(); layout && layout != wanted)
    if (layout.getBytes() != std::min<int64_t>(128, rowBytes) ||
        layout.getPanels() || layout.getWarpgroupRows()) {
      std::string message;
      llvm::raw_string_ostream(message)
          << "has the layout " << layout << " (another gemm's, or its own), and this gemm "
          << "needs " << wanted
          << ": give each gemm a tile of its own, or leave the layout to tile-infer-layout";
      return fail(message);
    }
  for (Operation *user : alloc->getUsers())
    if (!isa<CopyOp, GemmOp>(user)) {
      std::string where;
      if (auto parallel = user->getParentOfType<ParallelOp>())
        where = " inside a tile.parallel";
      return fail("is also used by '" + user->getName().getStringRef() + "'" + where +
                  ", and wgmma's swizzled tiles are only copied into and multiplied: apply "
                  "the change to a fragment (the other operand loaded into registers, or the "
                  "accumulator), or copy the tile into a second shared tile for the gemm");
    }
  return alloc;
}

/// Whether a gemm operand is a fragment (wgmma's register-A form) rather
/// than a shared tile.
static bool isInRegisters(Value operand) {
  return getMemorySpace(cast<MemRefType>(operand.getType())) != MemorySpace::Shared;
}

/// Whether `launch` reduces a fragment or reads one in a tile.parallel of
/// higher rank (a broadcast): both need a slice of its layout.
static bool hasFragmentSlices(LaunchOp launch) {
  if (!launch)
    return false;
  WalkResult found = launch.walk([](Operation *op) {
    if (isa<ReduceOp>(op))
      return WalkResult::interrupt();
    auto load = dyn_cast<memref::LoadOp>(op);
    auto parallel = load ? op->getParentOfType<ParallelOp>() : ParallelOp();
    if (parallel && getMemorySpace(load.getMemRefType()) == MemorySpace::Fragment &&
        load.getMemRefType().getRank() < int64_t(parallel.getBodyBlock().getNumArguments()))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return found.wasInterrupted();
}

static bool assignWgmmaLayoutTo(GemmOp op, AllocFragmentOp acc, const WgmmaOperands &fit,
                                int64_t numThreads, int64_t groups, std::string *why);

/// On sm_90a, a gemm whose operands can be laid out as wgmma reads them
/// (see TileInferLayout's description) accumulates with wgmma: every warp
/// along M, or where M has fewer rows than 16 per warp, the warpgroups in
/// column groups (#tile.mma version 3 [W, G]); A in shared memory with its
/// rows in warpgroup order and, when K > 64, in 64-column panels (at K =
/// 32, 64-byte rows with the 64-byte swizzle; or A in registers,
/// distributed like the accumulator); B in 128-byte panels: N-major ([K,
/// N]) or, transposed ([N, K]), K-major (64-byte rows: one
/// 64-byte-swizzled panel).
static bool assignWgmmaLayout(GemmOp op, AllocFragmentOp acc, int64_t numThreads,
                              const Chip &chip, std::string *why = nullptr,
                              bool *byForm = nullptr) {
  // `byForm`: the gemm's shapes and types fit wgmma, and only how the
  // kernel writes it (its operands' other uses, a transposed A, a policy,
  // reductions of the accumulator's layout) keeps it on mma.sync.
  auto offByForm = [&]() {
    if (byForm)
      *byForm = true;
    return false;
  };
  // Shapes and types first: their reason is the one a user can act on.
  std::optional<WgmmaOperands> operands =
      getWgmmaOperands(op, acc.getType().getShape(), acc.getType().getElementType(),
                       isInRegisters(op.getA()), numThreads);
  if (!operands) {
    if (why)
      *why = "its tiles need static shapes";
    return false;
  }
  if (operands->transA) {
    // wgmma reads a transposed A (warpgroup_cols), and the lowering takes
    // such tiles written by hand, but measured it runs below mma.sync's
    // ldmatrix.trans (docs/design.md, "Layouts"): not chosen here.
    WgmmaOperands plain = *operands;
    plain.transA = false;
    if (!getWgmmaFit(chip, plain)) {
      getWgmmaFit(chip, *operands, why);
      return false;
    }
    if (why)
      *why = "A is transposed (transpose_a): wgmma's M-major A, measured, runs below "
             "mma.sync's ldmatrix.trans; store A as [M, K] for wgmma";
    return offByForm();
  }
  if (!getWgmmaFit(chip, *operands, why)) {
    // Fewer rows than the warpgroups cover (64 x 128 on two): the
    // warpgroups split the columns instead, where every gemm into the
    // accumulator takes that and the launch reduces and broadcasts no
    // fragment (such a layout has no slices).
    if (operands->m >= 16 * numThreads / 32)
      return false;
    auto everyGemmFits = [&](int64_t groups) {
      for (Operation *user : acc->getUsers()) {
        auto gemm = dyn_cast<GemmOp>(user);
        if (!gemm || gemm.getC() != acc.getResult())
          continue;
        std::optional<WgmmaOperands> o =
            getWgmmaOperands(gemm, acc.getType().getShape(), acc.getType().getElementType(),
                             isInRegisters(gemm.getA()), numThreads, groups);
        if (!o || !getWgmmaFit(chip, *o))
          return false;
      }
      return true;
    };
    for (int64_t g = 2; numThreads % (128 * g) == 0; g *= 2) {
      if (!everyGemmFits(g))
        continue;
      if (hasFragmentSlices(op->getParentOfType<LaunchOp>())) {
        if (why)
          *why += llvm::formatv("; its {0} warpgroups could split the columns, but the "
                                "launch reduces a fragment or reads one as a broadcast, "
                                "which that layout cannot take (it has no slices)",
                                numThreads / 128);
        return offByForm();
      }
      return assignWgmmaLayoutTo(op, acc, *operands, numThreads, g, why) || offByForm();
    }
    return false;
  }
  return assignWgmmaLayoutTo(op, acc, *operands, numThreads, 1, why) || offByForm();
}

/// assignWgmmaLayout's second half, for operands that fit `groups` column
/// groups of the block's threads.
static bool assignWgmmaLayoutTo(GemmOp op, AllocFragmentOp acc, const WgmmaOperands &fit,
                                int64_t numThreads, int64_t groups, std::string *why) {
  auto fail = [&](const char *reason) {
    if (why)
      *why = reason;
    return false;
  };
  const WgmmaOperands *operands = &fit;
  if (op.getPolicy() && *op.getPolicy() != GemmPolicy::FullRow)
    return fail("its policy is not full_row, and wgmma's warpgroups tile M: give it "
                "full_row or no policy");
  auto aType = cast<MemRefType>(op.getA().getType());
  bool transB = operands->transB;
  int64_t warps = numThreads / 32 / groups, n = operands->n / groups;
  int64_t kBytes = operands->k * aType.getElementTypeBitWidth() / 8;
  MLIRContext *ctx = op.getContext();
  // A's rows in warpgroup order, B in 128-byte panels (K-major B of
  // 64-byte rows: one 64-byte-swizzled panel). (A transposed A never gets
  // here: assignWgmmaLayout keeps it on mma.sync.)
  auto aLayout =
      SwizzleAttr::get(ctx, kBytes == 64 ? 64 : 128, /*panels=*/kBytes > 128, warps);
  auto bLayout = SwizzleAttr::get(ctx, transB && kBytes == 64 ? 64 : 128, /*panels=*/true, 0);
  std::string whyB, whyA;
  AllocSharedOp b = getPlainSharedTile(op.getB(), "B", bLayout, whyB);
  AllocSharedOp a;
  if (!operands->aInRegisters) {
    a = getPlainSharedTile(op.getA(), "A", aLayout, whyA);
    if (a && a == b)
      return fail("A and B are one tile; wgmma needs a tile of its own for each");
    if (!a) {
      if (why)
        *why = whyA;
      return false;
    }
  } else {
    // A in registers (wgmma's register-A form): the fragment must end up
    // distributed like the accumulator.
    auto frag = op.getA().getDefiningOp<AllocFragmentOp>();
    if (!frag ||
        (frag.getLayoutAttr() &&
         !haveSameDistribution(frag.getLayoutAttr(),
                               MmaLayoutAttr::get(op.getContext(), 2,
                                                  {numThreads / 32, 1},
                                                  {16, 8, 16}))))
      return fail("A in registers must be a fragment distributed like the accumulator");
  }
  if (!b) {
    if (why)
      *why = whyB;
    return false;
  }
  acc.setLayoutAttr(MmaLayoutAttr::get(ctx, 3, {warps, groups}, {64, n, 16}));
  if (a)
    a.setLayoutAttr(aLayout);
  b.setLayoutAttr(bLayout);
  return true;
}

/// The accumulator of a tile.gemm takes the mma.sync layout, with the
/// block's warps arranged as the gemm's policy says: `square` (default)
/// makes warp tiles as square as the shapes allow, `full_row` puts every
/// warp along M, `full_col` along N. On sm_90a, gemms that fit wgmma take
/// its layout instead (assignWgmmaLayout).
static LogicalResult assignGemmLayout(GemmOp op, int64_t numThreads,
                                      const Chip &chip) {
  auto alloc = op.getC().getDefiningOp<AllocFragmentOp>();
  if (!alloc)
    return op.emitOpError() << "the accumulator must be a tile.alloc_fragment";
  MemRefType type = alloc.getType();
  if (!type.hasStaticShape())
    return op.emitOpError() << "the accumulator " << type
                            << " needs a static shape for layout inference";
  // An A operand in registers is distributed like the accumulator (the
  // lowering takes its registers as the mma.sync A operand).
  auto shareWithA = [&]() {
    if (auto a = op.getA().getDefiningOp<AllocFragmentOp>();
        a && !a.getLayoutAttr() && a.getType().hasStaticShape())
      a.setLayoutAttr(alloc.getLayoutAttr());
    return success();
  };
  if (Attribute existing = alloc.getLayoutAttr()) {
    auto mma = dyn_cast<MmaLayoutAttr>(existing);
    if (!mma)
      return op.emitOpError() << "the accumulator has layout " << existing
                              << "; tile.gemm accumulates in a #tile.mma layout";
    // Another gemm into the same accumulator (a second k loop, a prologue
    // step) chose wgmma: this one's tiles need wgmma's arrangement too
    // where they have no layout yet (not that gemm's own tiles, nor IR
    // already past this pass, whose tiles are stage rings).
    auto unarranged = [](Value tile) {
      auto shared = tile.getDefiningOp<AllocSharedOp>();
      return shared && !shared.getLayoutAttr() && !shared.getRowPadding();
    };
    std::string whyNot;
    std::optional<WgmmaOperands> operands =
        getWgmmaOperands(op, alloc.getType().getShape(), alloc.getType().getElementType(),
                         isInRegisters(op.getA()), numThreads, mma.getColumnGroups());
    if (mma.getVersion() == 3 &&
        (!operands || !getWgmmaFit(chip, *operands, &whyNot) ||
         ((unarranged(op.getA()) || unarranged(op.getB())) &&
          !assignWgmmaLayout(op, alloc, numThreads, chip, &whyNot))))
      return op.emitOpError()
             << "accumulates into a fragment that another tile.gemm gave wgmma's layout "
             << existing << ", but its own operands cannot take wgmma's arrangement ("
             << (operands ? whyNot : "its tiles need static shapes")
             << "); give both gemms operands of the same shapes and types";
    return shareWithA();
  }
  std::string whyNot;
  bool byForm = false;
  if (assignWgmmaLayout(op, alloc, numThreads, chip, &whyNot, &byForm))
    return shareWithA();
  // Types only wgmma takes (8-bit floats) have no mma.sync to fall back on.
  for (Value operand : {op.getA(), op.getB()}) {
    std::string typeName =
        getTypeName(cast<MemRefType>(operand.getType()).getElementType());
    if (chip.findMma(MmaKind::MmaSync, typeName, getTypeName(type.getElementType())))
      continue;
    if (!chip.findMma(MmaKind::Wgmma, typeName, getTypeName(type.getElementType()))) {
      // The chips whose table has it, as the table says.
      std::string others = Chip::namesWhere([&](const Chip &c) {
        return c.findMma(MmaKind::Wgmma, typeName, getTypeName(type.getElementType()));
      });
      return op.emitOpError() << typeName << " operands need a tensor-core instruction "
                              << chip.name << " lacks (wgmma, " << others
                              << "); compile for " << others;
    }
    return op.emitOpError()
           << "takes " << typeName << " operands, which only wgmma reads, but its tiles "
           << "cannot take wgmma's arrangement (" << whyNot
           << "): A [M, K] and B [N, K] (transpose_b) plain shared tiles, K of 64 bytes or a "
              "multiple of 128, M a multiple of 16 x the warps (whole warpgroups), N a multiple "
              "of 8 up to 256, the accumulator within the registers of "
           << numThreads << " threads";
  }
  // A gemm whose shapes wgmma takes says why the way it is written does
  // not (a silent loss of the fast path otherwise).
  if (byForm)
    op.emitRemark() << "stays on mma.sync: " << whyNot;
  int64_t m = type.getDimSize(0), n = type.getDimSize(1);
  int64_t warps = numThreads / 32;
  // With A in registers every warp must own whole rows (see the lowering).
  GemmPolicy policy = op.getPolicy().value_or(
      isOnChip(getMemorySpace(cast<MemRefType>(op.getA().getType()))) &&
              getMemorySpace(cast<MemRefType>(op.getA().getType())) ==
                  MemorySpace::Fragment
          ? GemmPolicy::FullRow
          : GemmPolicy::Square);
  int64_t bestM = 0;
  double bestScore = 0;
  for (int64_t wm = 1; wm <= warps; wm *= 2) {
    if (warps % wm)
      continue;
    int64_t wn = warps / wm;
    if (m % (16 * wm) || n % (8 * wn))
      continue;
    if ((policy == GemmPolicy::FullRow && wn != 1) ||
        (policy == GemmPolicy::FullCol && wm != 1))
      continue;
    // Squarer warp tiles reuse each loaded operand fragment more.
    double score = -std::abs(std::log2(double(m / wm) / double(n / wn)));
    if (!bestM || score > bestScore) {
      bestM = wm;
      bestScore = score;
    }
  }
  if (!bestM && !llvm::isPowerOf2_64(warps))
    return op.emitOpError() << "mma.sync arranges a power of two of warps along M and N, and "
                            << "the launch has " << warps
                            << "; give it 64, 128, 256 or 512 threads";
  if (!bestM)
    return op.emitOpError()
           << "no arrangement of " << warps << " warps tiles the " << m << "x"
           << n << " accumulator"
           << (policy == GemmPolicy::Square ? ""
                                            : " under the requested policy")
           << ": mma.sync m16n8k16 needs M a multiple of 16 x (warps along M) "
              "and N a multiple of 8 x (warps along N)";
  alloc.setLayoutAttr(MmaLayoutAttr::get(op.getContext(), 2,
                                         {bestM, warps / bestM}, {16, 8, 16}));
  return shareWithA();
}

/// A reduction's destination holds the source's layout with the reduced
/// dimension sliced away.
static LogicalResult assignReduceLayout(ReduceOp op) {
  Attribute srcLayout = getFragmentLayout(op.getSrc());
  // An mma accumulator reduces as the blocked distribution it is.
  BlockedLayoutAttr parent = getBlockedDistribution(srcLayout);
  if (auto mma = dyn_cast_or_null<MmaLayoutAttr>(srcLayout); mma && mma.getColumnGroups() > 1)
    return op.emitOpError()
           << "reduces an accumulator whose warpgroups split its columns (" << srcLayout
           << "), which has no slices; give the gemm's block one warpgroup per 64 rows, or "
              "leave the accumulator's layout to tile-infer-layout";
  if (!parent)
    return op.emitOpError()
           << "reduces a fragment whose layout is "
           << (srcLayout ? "not thread-blocked" : "unknown")
           << "; reductions of reduced fragments are not supported yet";
  auto srcType = cast<MemRefType>(op.getSrc().getType());
  auto dstType = cast<MemRefType>(op.getDst().getType());
  if (srcType.getRank() < 2)
    return op.emitOpError() << "reducing a 1-d fragment to a single value is "
                               "not supported yet; reduce a 1xN fragment "
                               "along dim 1";
  if (dstType.getRank() != srcType.getRank() - 1)
    return op.emitOpError() << "the destination must drop the reduced "
                               "dimension (shape "
                            << dstType << "); keep-dim destinations are not "
                                          "supported";
  auto slice = SliceLayoutAttr::get(op.getContext(), op.getDim(), parent);
  auto alloc = op.getDst().getDefiningOp<AllocFragmentOp>();
  if (!alloc)
    return op.emitOpError() << "the destination must be a tile.alloc_fragment";
  if (Attribute existing = alloc.getLayoutAttr()) {
    if (existing == slice)
      return success();
    InFlightDiagnostic diag = op.emitOpError()
                              << "the destination already has layout "
                              << existing << ", but this reduction produces "
                              << slice;
    diag.attachNote(alloc.getLoc()) << "destination defined here";
    // A broadcast read may have fixed the other layout: a vector reduced
    // along dim d is indexed by the loop variable of the dimension kept.
    int notes = 0;
    bool matrix = cast<MemRefType>(op.getSrc().getType()).getRank() == 2;
    for (Operation *user : alloc->getUsers())
      if (isa<memref::LoadOp, memref::StoreOp>(user) && user->getParentOfType<ParallelOp>() &&
          notes++ < 2) {
        Diagnostic &note = diag.attachNote(user->getLoc());
        note << "accessed here in a tile.parallel, which may have fixed its layout";
        if (matrix)
          note << ": a vector reduced along dim " << op.getDim()
               << " is indexed by the loop variable of dim " << (op.getDim() == 0 ? 1 : 0);
      }
    return diag;
  }
  alloc.setLayoutAttr(slice);
  return success();
}

/// A tile.parallel iterates with the layout of the fragments it touches.
static LogicalResult assignParallelLayout(ParallelOp op, int64_t numThreads) {
  if (op.getLayoutAttr())
    return success();
  if (!op.hasStaticBounds())
    return op.emitOpError() << "bounds must be constant for layout inference; "
                               "bind their parameters with tile-specialize";
  ArrayRef<int64_t> bounds = op.getStaticBounds();
  Attribute chosen;
  Value chosenFrom;
  SmallVector<Value> broadcasts;
  for (Value fragment : getTouchedFragments(op)) {
    auto type = cast<MemRefType>(fragment.getType());
    // A slice fragment one rank lower is read as a broadcast.
    if (type.getRank() + 1 == static_cast<int64_t>(bounds.size()) &&
        isa_and_nonnull<SliceLayoutAttr>(getFragmentLayout(fragment))) {
      broadcasts.push_back(fragment);
      continue;
    }
    if (type.getShape() != bounds) {
      InFlightDiagnostic diag = op.emitOpError()
                                << "iterates over (";
      llvm::interleaveComma(bounds, diag);
      diag << ") but touches fragment " << type
           << " of another shape; a tile.parallel must span the fragments "
              "it reads and writes";
      diag.attachNote(fragment.getLoc()) << "fragment defined here";
      return failure();
    }
    Attribute layout = getFragmentLayout(fragment);
    if (!layout) {
      op.emitOpError() << "touches a fragment that is not a tile.alloc_fragment "
                          "result; its layout is unknown";
      return failure();
    }
    if (!chosen) {
      chosen = layout;
      chosenFrom = fragment;
      continue;
    }
    if (!haveSameDistribution(layout, chosen)) {
      InFlightDiagnostic diag =
          op.emitOpError() << "touches two fragments whose layouts differ: "
                           << chosen << " and " << layout
                           << "; give both fragments the same layout";
      diag.attachNote(chosenFrom.getLoc()) << "first fragment defined here";
      diag.attachNote(fragment.getLoc()) << "second fragment defined here";
      return failure();
    }
  }
  // An mma.sync accumulator is the blocked distribution toBlocked gives.
  Attribute chosenBase = chosen;
  if (auto mma = dyn_cast_or_null<MmaLayoutAttr>(chosen))
    chosenBase = mma.toBlocked();
  for (Value fragment : broadcasts) {
    auto slice = cast<SliceLayoutAttr>(getFragmentLayout(fragment));
    if (chosen && slice.getParent() != chosenBase) {
      InFlightDiagnostic diag =
          op.emitOpError() << "reads a reduced fragment whose layout " << slice
                           << " is not a slice of the loop's layout " << chosen;
      diag.attachNote(fragment.getLoc()) << "reduced fragment defined here";
      return failure();
    }
  }
  if (!chosen && !broadcasts.empty()) {
    op.emitOpError() << "reads reduced fragments as broadcasts but touches no "
                        "fragment of its own rank to take a layout from";
    return failure();
  }
  if (!chosen) {
    // Only global or shared memory: distribute the iteration space itself.
    std::string why;
    chosen = BlockedLayoutAttr::chooseFor(op.getContext(), bounds, 32,
                                          numThreads, why);
    if (!chosen)
      return op.emitOpError() << "no thread layout for the iteration space: "
                              << why;
  }
  op.setLayoutAttr(chosen);
  return success();
}

/// Shared tiles that feed a tile.gemm (ldmatrix) and are otherwise only
/// copied, filled or cleared get an XOR swizzle instead of padded rows when
/// their rows are at most 128 bytes: conflict-free for ldmatrix and for
/// cp.async's 16-byte stores (padding misaligns those rows with the
/// 128-byte lines), and no shared memory lost to padding. Wider rows keep
/// their padding, which is conflict-free for them too: their swizzled
/// addresses differ per k step, and the extra address registers made the
/// D = 128 attention kernel spill (benchmarks.md, run 25).
/// #tile.swizzle<bytes = 0> keeps a tile plain; a tile with any other user
/// keeps its padding.
static void assignSharedSwizzle(AllocSharedOp alloc) {
  MemRefType type = alloc.getType();
  if (alloc.getLayoutAttr() || alloc.getRowPadding() || !type.hasStaticShape() ||
      type.getRank() != 2)
    return;
  int64_t elemBytes = llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  int64_t rowBytes = type.getDimSize(1) * elemBytes;
  if (16 % elemBytes || rowBytes % 32 || rowBytes > 128)
    return;
  bool feedsGemm = false;
  for (Operation *user : alloc->getUsers()) {
    if (!isa<CopyOp, GemmOp, FillOp, ClearOp>(user))
      return;
    feedsGemm |= isa<GemmOp>(user);
  }
  if (!feedsGemm)
    return;
  int64_t bytes = 32;
  while (bytes < 128 && rowBytes % (bytes * 2) == 0)
    bytes *= 2;
  alloc.setLayoutAttr(SwizzleAttr::get(alloc.getContext(), bytes));
}

/// Tile ops run on the whole block, each thread its share of a fragment or
/// tile (and of its barriers): under a condition or in a loop that differs
/// between threads, some threads skip their share, which loses elements
/// silently or hangs at a barrier. tile.parallel bodies are per element and
/// may branch on anything.
static LogicalResult checkBlockUniform(LaunchOp launch) {
  WalkResult result = launch.getBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
    // A thread's own registers, and a scalar print (one printf per thread
    // that gets there: how a block prints once), are not the block's.
    bool perThread = isa<AllocLocalOp>(op) ||
                     (isa<PrintOp>(op) && llvm::none_of(op->getOperandTypes(), [](Type t) {
                        return isa<MemRefType>(t);
                      }));
    if (!isa<TileDialect>(op->getDialect()) || perThread)
      return WalkResult::advance();
    for (Operation *at = op->getParentOp(); at && at != launch; at = at->getParentOp()) {
      bool varies = false;
      if (auto branch = dyn_cast<scf::IfOp>(at))
        varies = dependsOnThreadId(branch.getCondition());
      else if (auto loop = dyn_cast<scf::ForOp>(at))
        varies = dependsOnThreadId(loop.getLowerBound()) ||
                 dependsOnThreadId(loop.getUpperBound()) || dependsOnThreadId(loop.getStep());
      else if (auto loop = dyn_cast<scf::WhileOp>(at))
        varies = dependsOnThreadId(loop.getConditionOp().getCondition());
      if (!varies)
        continue;
      InFlightDiagnostic diag =
          op->emitOpError() << "runs on the whole block (each thread its share), but a "
                               "condition around it differs between threads, so some "
                               "threads would skip their share; make the condition the "
                               "same for the block, or move it into a tile.parallel body";
      diag.attachNote(at->getLoc()) << (isa<scf::IfOp>(at) ? "this condition" : "this loop's trip count")
                                    << " differs between threads";
      return WalkResult::interrupt();
    }
    return isa<ParallelOp>(op) ? WalkResult::skip() : WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

void TileInferLayoutPass::runOnOperation() {
  const Chip *target = Chip::lookup(chip);
  if (!target) {
    mlir::emitError(getOperation().getLoc()) << Chip::unknownMessage(chip);
    return signalPassFailure();
  }
  WalkResult result = getOperation().walk([&](LaunchOp launch) {
    if (launch.getNumThreads() == 0) {
      launch.emitOpError() << "thread count must be a constant for layout "
                              "inference; bind its parameter with "
                              "tile-specialize";
      return WalkResult::interrupt();
    }
    if (failed(checkBlockUniform(launch)))
      return WalkResult::interrupt();
    launch.walk([&](AllocSharedOp op) { assignSharedSwizzle(op); });
    WalkResult gemms = launch.walk([&](GemmOp op) {
      return failed(assignGemmLayout(op, launch.getNumThreads(), *target))
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    if (gemms.wasInterrupted())
      return WalkResult::interrupt();
    insertLayoutConversions(launch);
    if (failed(assignFragmentLayouts(launch)))
      return WalkResult::interrupt();
    // In program order, so that a reduction of a reduction sees its source's
    // layout.
    WalkResult reduces = launch.walk([&](ReduceOp op) {
      return failed(assignReduceLayout(op)) ? WalkResult::interrupt()
                                            : WalkResult::advance();
    });
    if (reduces.wasInterrupted())
      return WalkResult::interrupt();
    WalkResult inner = launch.walk([&](ParallelOp op) {
      return failed(assignParallelLayout(op, launch.getNumThreads()))
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    if (!inner.wasInterrupted())
      chooseSharedPadding(launch);
    return inner;
  });
  if (result.wasInterrupted())
    signalPassFailure();
}
