//===- TileToGPU.cpp - outline tile.launch and lower tile ops -------------===//
//
// Implements `convert-tile-to-gpu`. Each tile.launch becomes a gpu.func
// kernel (bare-pointer ABI: the host function's memref arguments, in order)
// and a gpu.launch_func in its place (Outline.cpp). Inside the kernel,
// fragments become per-thread register arrays laid out by their layout,
// and the tile ops that touch them are expanded per thread, fully unrolled
// over the thread's registers so that LLVM keeps every element in a
// register. This file holds the pass and the dispatch over the ops; each
// op family is lowered in a file of its own (KernelLowering.h lists them).
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "llvm/ADT/TypeSwitch.h"

namespace mlir::tile {
#define GEN_PASS_DEF_CONVERTTILETOGPU
#include "tile/Conversion/TileToGPU/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

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
