//===- MathToNVVM.cpp - f32 math in the forms the GPU computes fast -------===//
//
// Implements `tile-math-to-nvvm`: inside gpu.modules, f32 math.erf and
// math.tanh with fastmath<afn> and every f32 math.exp2 take the forms the
// kernels want (a polynomial through one exp2, tanh.approx, ex2.approx)
// instead of the libdevice calls convert-gpu-to-nvvm would make; and
// conversions from and to 8-bit floats, which LLVM has no type for, become
// the hardware's cvt (sm_89+).
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEMATHTONVVM
#include "tile/Conversion/TileToGPU/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

static bool isApproximate(arith::FastMathFlags flags) {
  return bitEnumContainsAny(flags, arith::FastMathFlags::afn);
}

/// f32 erf with fastmath<afn>: erf|x| = 1 - exp(-x^2 + Q(|x|)), Q a
/// degree-7 fit of ln(erfc a) + a^2 on [0, 3.92] weighted by erfc (past
/// 3.92 erf rounds to 1 in f32, so |x| is clamped there). -x^2 and the
/// exp's log2(e) fold into the polynomial, which gives exp2's argument
/// directly; so does a positive constant factor of the operand (GELU's
/// erf(x / sqrt 2)): 7 FMAs, one exp2 and 4 other operations per element.
/// Absolute error below 1.6e-7 with f32 arithmetic, like Abramowitz and
/// Stegun 7.1.26, but one MUFU operation instead of two (their
/// reciprocal): in gemm_bias_gelu's epilogue the MUFU pipe and the issue
/// slots are the bound (benchmarks.md runs 76-78). Upstream's expansion
/// keeps relative accuracy near 0 at about thirty operations; GELU's
/// x (1 + erf(x / sqrt 2)) / 2 needs only the absolute one.
static void rewriteErf(math::ErfOp op) {
  if (!op.getType().isF32() || !isApproximate(op.getFastmath()))
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
}

/// f32 tanh with fastmath<afn>: the hardware's tanh.approx.f32 (sm_75+,
/// relative error about 2^-11), one MUFU instead of an exp2, a
/// reciprocal and some twenty other operations. LLVM 22 has no intrinsic
/// for it: inline PTX.
static void rewriteTanh(math::TanhOp op) {
  if (!op.getType().isF32() || !isApproximate(op.getFastmath()))
    return;
  OpBuilder b(op);
  auto tanh = createInlinePtx(b, op.getLoc(), op.getType(),
                              ValueRange{op.getOperand()},
                              "tanh.approx.f32 $0, $1;", "=f,f",
                              /*sideEffects=*/false);
  op.replaceAllUsesWith(tanh.getResult(0));
  op.erase();
}

/// f32 exp2 is the hardware's ex2.approx.f32 (2 ulp, as Triton and
/// FlashAttention use); upstream would call libdevice's exp2f.
static void rewriteExp2(math::Exp2Op op) {
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
}

static bool isFloat8(Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); }

/// arith.extf from an 8-bit float: cvt.rn.f16x2.{e4m3,e5m2}x2 on the byte
/// (the pair's other half zero), exact, then widened from f16.
static void rewriteFloat8Ext(arith::ExtFOp op) {
  Type from = op.getIn().getType();
  if (!isFloat8(from))
    return;
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto i8 = b.getI8Type();
  Value byte = arith::BitcastOp::create(b, loc, i8, op.getIn());
  Value zero = arith::ConstantIntOp::create(b, loc, i8, 0);
  Value pair = vector::FromElementsOp::create(b, loc, VectorType::get({2}, i8),
                                              ValueRange{byte, zero});
  auto f16 = b.getF16Type();
  Value halves = NVVM::ConvertF8x2ToF16x2Op::create(
      b, loc, VectorType::get({2}, f16), pair, /*relu=*/false, from);
  Value v = vector::ExtractOp::create(b, loc, halves, ArrayRef<int64_t>{0});
  if (op.getType() != f16)
    v = arith::ExtFOp::create(b, loc, op.getType(), v);
  op.replaceAllUsesWith(v);
  op.erase();
}

/// The f32 value `op` rounds to an 8-bit float, widened or narrowed to f32
/// first (cvt takes f32 pairs).
static Value getFloat8TruncSource(OpBuilder &b, arith::TruncFOp op) {
  Location loc = op.getLoc();
  Value x = op.getIn();
  if (x.getType().getIntOrFloatBitWidth() > 32)
    return arith::TruncFOp::create(b, loc, b.getF32Type(), x);
  if (!x.getType().isF32())
    return arith::ExtFOp::create(b, loc, b.getF32Type(), x);
  return x;
}

/// arith.truncf to an 8-bit float: cvt.rn.satfinite.{e4m3,e5m2}x2.f32
/// (from f32; narrower sources widen first, f64 rounds to f32 first),
/// saturating to the largest finite value.
static void rewriteFloat8Trunc(arith::TruncFOp op) {
  Type to = op.getType();
  if (!isFloat8(to))
    return;
  OpBuilder b(op);
  Location loc = op.getLoc();
  Value x = getFloat8TruncSource(b, op);
  Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0));
  // The pair's second value (x) lands in the low byte.
  Value packed = NVVM::ConvertF32x2ToF8x2Op::create(
      b, loc, b.getI16Type(), zero, x, NVVM::FPRoundingMode::RN,
      NVVM::SaturationMode::SATFINITE, /*relu=*/false, to);
  Value byte = arith::TruncIOp::create(b, loc, b.getI8Type(), packed);
  op.replaceAllUsesWith(arith::BitcastOp::create(b, loc, to, byte).getResult());
  op.erase();
}

/// `op`'s one use when it is a store of an 8-bit float into a thread's
/// registers (an alloca) at a constant index.
static memref::StoreOp getRegisterStore(arith::TruncFOp op, int64_t &index) {
  if (!isFloat8(op.getType()) || !op->hasOneUse())
    return {};
  auto store = dyn_cast<memref::StoreOp>(*op->user_begin());
  if (!store || store.getValueToStore() != op.getResult() || store.getIndices().size() != 1 ||
      store->getBlock() != op->getBlock() ||
      !store.getMemRef().getDefiningOp<memref::AllocaOp>())
    return {};
  std::optional<int64_t> i = getConstantIntValue(store.getIndices()[0]);
  if (!i)
    return {};
  index = *i;
  return store;
}

/// Roundings to 8-bit floats stored into neighbouring registers (element
/// 2i and 2i + 1 of a fragment, as FP8 attention's P) share one cvt
/// (cvt.rn.satfinite.e4m3x2.f32 converts a pair), instead of one cvt each
/// with a dummy second operand: half the conversions in P's softmax. The
/// pair is converted at the second rounding, and both stores move there;
/// nothing else may touch the registers in between.
static void pairFloat8Truncs(Block &block) {
  struct Pending {
    arith::TruncFOp op;
    memref::StoreOp store;
    int64_t index;
  };
  llvm::DenseMap<Value, Pending> pending; // by register array
  SmallVector<std::pair<Pending, Pending>> pairs;
  for (Operation &op : block) {
    int64_t index = 0;
    auto trunc = dyn_cast<arith::TruncFOp>(op);
    memref::StoreOp store = trunc ? getRegisterStore(trunc, index) : memref::StoreOp();
    if (store) {
      Value regs = store.getMemRef();
      auto it = pending.find(regs);
      if (index % 2 == 1 && it != pending.end() && it->second.index == index - 1 &&
          it->second.op.getType() == trunc.getType()) {
        pairs.push_back({it->second, Pending{trunc, store, index}});
        pending.erase(it);
      } else if (index % 2 == 0) {
        pending[regs] = Pending{trunc, store, index};
      }
      continue;
    }
    // Any other access to a pending array (the pending store itself
    // excepted) ends its pairing; so does an op with regions, which may
    // read one inside them.
    if (op.getNumRegions() > 0) {
      pending.clear();
      continue;
    }
    for (Value operand : op.getOperands())
      if (auto it = pending.find(operand);
          it != pending.end() && it->second.store.getOperation() != &op)
        pending.erase(it);
  }
  for (auto &[first, second] : pairs) {
    OpBuilder b(second.op);
    Location loc = second.op.getLoc();
    Value lo = getFloat8TruncSource(b, first.op);
    Value hi = getFloat8TruncSource(b, second.op);
    Type to = second.op.getType();
    // The pair's second value lands in the low byte.
    Value packed = NVVM::ConvertF32x2ToF8x2Op::create(
        b, loc, b.getI16Type(), hi, lo, NVVM::FPRoundingMode::RN,
        NVVM::SaturationMode::SATFINITE, /*relu=*/false, to);
    auto i8 = b.getI8Type();
    Value low = arith::TruncIOp::create(b, loc, i8, packed);
    Value high = arith::TruncIOp::create(
        b, loc, i8,
        arith::ShRUIOp::create(b, loc, packed,
                               arith::ConstantIntOp::create(b, loc, b.getI16Type(), 8)));
    b.setInsertionPoint(second.store);
    for (auto [entry, byte] : {std::pair{first, low}, std::pair{second, high}}) {
      memref::StoreOp::create(b, entry.store.getLoc(),
                              arith::BitcastOp::create(b, loc, to, byte),
                              entry.store.getMemRef(), entry.store.getIndices());
      entry.store.erase();
      entry.op.erase();
    }
  }
}

namespace {
struct TileMathToNVVMPass : public tile::impl::TileMathToNVVMBase<TileMathToNVVMPass> {
  void runOnOperation() override {
    getOperation()->walk([](gpu::GPUModuleOp module) {
      // Collected first: the GELU form erases the FMA after its erf, which
      // a walk may already be pointing at.
      SmallVector<math::ErfOp> erfs;
      module.walk([&](math::ErfOp op) { erfs.push_back(op); });
      for (math::ErfOp op : erfs)
        rewriteErf(op);
      module.walk(rewriteTanh);
      module.walk(rewriteExp2);
      module.walk(rewriteFloat8Ext);
      module.walk([](Block *block) { pairFloat8Truncs(*block); });
      module.walk(rewriteFloat8Trunc);
    });
  }
};
} // namespace
