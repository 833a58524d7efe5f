//===- LowerAffine.cpp - affine loops and arithmetic to scf and arith -----===//
//
// Implements `tile-lower-affine`. A kernel that writes its k loop as
// `affine.for` or its offsets with `affine.apply` would otherwise reach
// the tile passes as ops their analyses do not read: the copies lose
// their alignment (2-byte loads for what is a 16-byte-aligned window) and
// their bounds proofs, and a `tile.num_stages` on an affine.for had
// nowhere to go. Upstream's lower-affine makes new scf.for ops without the
// loop's attributes, so the loops are converted here first.
//
//===----------------------------------------------------------------------===//

#include "tile/Dialect/Tile/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/Transforms/Transforms.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILELOWERAFFINE
#include "tile/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

struct TileLowerAffinePass : public tile::impl::TileLowerAffineBase<TileLowerAffinePass> {
  using Base::Base;
  void runOnOperation() override;
};

/// The scf.for an affine.for is, with the affine loop's attributes.
void lowerLoop(affine::AffineForOp loop) {
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  Value lb = lowerAffineLowerBound(loop, b);
  Value ub = lowerAffineUpperBound(loop, b);
  Value step = arith::ConstantIndexOp::create(b, loc, loop.getStepAsInt());
  auto lowered = scf::ForOp::create(b, loc, lb, ub, step, loop.getInits());
  lowered->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
  // The body moves over whole: its arguments (the induction variable, the
  // iteration values) are scf.for's, and its affine.yield becomes scf.yield.
  lowered.getRegion().getBlocks().clear();
  lowered.getRegion().takeBody(loop.getRegion());
  Operation *yield = lowered.getBody()->getTerminator();
  OpBuilder yb(yield);
  scf::YieldOp::create(yb, yield->getLoc(), yield->getOperands());
  yield->erase();
  loop.replaceAllUsesWith(lowered.getResults());
  loop.erase();
}

} // namespace

void TileLowerAffinePass::runOnOperation() {
  ModuleOp module = getOperation();
  SmallVector<affine::AffineForOp> loops;
  module.walk([&](affine::AffineForOp loop) { loops.push_back(loop); });
  for (affine::AffineForOp loop : loops)
    lowerLoop(loop);
  RewritePatternSet patterns(&getContext());
  populateAffineToStdConversionPatterns(patterns);
  populateAffineToVectorConversionPatterns(patterns);
  affine::populateAffineExpandIndexOpsPatterns(patterns);
  ConversionTarget target(getContext());
  target.addLegalDialect<arith::ArithDialect, memref::MemRefDialect, scf::SCFDialect,
                         vector::VectorDialect>();
  if (failed(applyPartialConversion(module, target, std::move(patterns))))
    signalPassFailure();
}
