//===- WarpSpecialize.cpp - tile.warp_specialize to a role branch ---------===//
//
// A tile.warp_specialize becomes one warp-uniform scf.if on the warp
// index: the producer warps (past the launch's threads) take the then
// branch, the consumers the else branch. The other families ask
// `inProducer` and `producerSplit` which role runs an op.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// Moves the ops of `from`'s block (but its terminator) before `to`'s
/// terminator.
static void moveBody(Region &from, Block *to) {
  Block &body = from.front();
  to->getOperations().splice(to->getTerminator()->getIterator(), body.getOperations(),
                             body.begin(), body.getTerminator()->getIterator());
}

LogicalResult KernelLowering::lowerWarpSpecialize(WarpSpecializeOp op) {
  if (producerSplit)
    return op.emitOpError() << "is the kernel's second; a launch has one set of roles";
  Location loc = op.getLoc();
  OpBuilder b(op);
  // The role is the warp's: its index, broadcast from lane 0 with a
  // shuffle, is one value per warp that ptxas knows to be (a thread id is
  // not). Each side's loop counters and tile addresses then stay in
  // uniform registers, and the boxes' operands need no loop over the
  // lanes' values (without it: 20% more instructions, run 121).
  Type i32 = b.getI32Type();
  Value tid = arith::IndexCastUIOp::create(b, loc, i32,
                                           gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x));
  Value warp = arith::DivUIOp::create(b, loc, tid, arith::ConstantIntOp::create(b, loc, i32, 32));
  Value warpOfLane0 =
      gpu::ShuffleOp::create(b, loc, warp, arith::ConstantIntOp::create(b, loc, i32, 0),
                             arith::ConstantIntOp::create(b, loc, i32, 32), gpu::ShuffleMode::IDX)
          .getShuffleResult();
  Value consumerWarps = arith::ConstantIntOp::create(b, loc, i32, numThreads / 32);
  Value producer =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, warpOfLane0, consumerWarps);
  auto split = scf::IfOp::create(b, loc, TypeRange(), producer, /*withElseRegion=*/true);
  Block *producerBlock = split.thenBlock();
  Block *consumerBlock = split.elseBlock();
  // setmaxnreg: each role's warpgroups set their register budget first.
  if (std::optional<int64_t> regs = op.getProducerRegisters()) {
    OpBuilder pb = OpBuilder::atBlockBegin(producerBlock);
    NVVM::SetMaxRegisterOp::create(pb, loc, static_cast<int32_t>(*regs),
                                   NVVM::SetMaxRegisterAction::decrease);
    OpBuilder cb = OpBuilder::atBlockBegin(consumerBlock);
    NVVM::SetMaxRegisterOp::create(cb, loc, static_cast<int32_t>(*op.getConsumerRegisters()),
                                   NVVM::SetMaxRegisterAction::increase);
  }
  // The first producer warp issues; the others (a warpgroup's rest, there
  // for setmaxnreg) have nothing to do.
  Block *issuer = producerBlock;
  if (op.getProducerWarps() > 1) {
    OpBuilder pb(producerBlock->getTerminator());
    Value first =
        arith::CmpIOp::create(pb, loc, arith::CmpIPredicate::eq, warpOfLane0, consumerWarps);
    issuer = scf::IfOp::create(pb, loc, TypeRange(), first, /*withElseRegion=*/false).thenBlock();
  }
  moveBody(op.getProducer(), issuer);
  moveBody(op.getConsumers(), consumerBlock);
  releaseAfterWgmma = op.getStageRelease() == StageRelease::AfterWgmma;
  producerSplit = split;
  op.erase();
  return success();
}
