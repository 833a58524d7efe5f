//===- InferLayout.cpp - choose fragment layouts --------------------------===//
//
// Implements `tile-infer-layout`: every fragment and every tile.parallel gets
// a layout that says which thread holds which element.
//
//===----------------------------------------------------------------------===//

#include "tile/Dialect/Tile/Transforms/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEINFERLAYOUT
#include "tile/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

struct TileInferLayoutPass
    : public tile::impl::TileInferLayoutBase<TileInferLayoutPass> {
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

/// Blocked layouts for fragments that have none.
static LogicalResult assignFragmentLayouts(LaunchOp launch) {
  WalkResult result = launch.walk([&](AllocFragmentOp alloc) {
    if (alloc.getLayoutAttr())
      return WalkResult::advance();
    MemRefType type = alloc.getType();
    if (!type.hasStaticShape()) {
      alloc.emitOpError() << "fragment " << type
                          << " has a dynamic shape; bind its parameters with "
                             "tile-specialize before layout inference";
      return WalkResult::interrupt();
    }
    std::string why;
    auto layout = BlockedLayoutAttr::chooseFor(
        alloc.getContext(), type.getShape(),
        type.getElementType().getIntOrFloatBitWidth(), launch.getThreads(), why);
    if (!layout) {
      alloc.emitOpError() << "no thread layout for fragment " << type << ": "
                          << why;
      return WalkResult::interrupt();
    }
    alloc.setLayoutAttr(layout);
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
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
  for (Value fragment : getTouchedFragments(op)) {
    auto type = cast<MemRefType>(fragment.getType());
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
    if (layout != chosen) {
      InFlightDiagnostic diag =
          op.emitOpError() << "touches two fragments whose layouts differ: "
                           << chosen << " and " << layout
                           << "; give both fragments the same layout";
      diag.attachNote(chosenFrom.getLoc()) << "first fragment defined here";
      diag.attachNote(fragment.getLoc()) << "second fragment defined here";
      return failure();
    }
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

void TileInferLayoutPass::runOnOperation() {
  WalkResult result = getOperation().walk([&](LaunchOp launch) {
    if (failed(assignFragmentLayouts(launch)))
      return WalkResult::interrupt();
    WalkResult inner = launch.walk([&](ParallelOp op) {
      return failed(assignParallelLayout(op, launch.getThreads()))
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    return inner;
  });
  if (result.wasInterrupted())
    signalPassFailure();
}
