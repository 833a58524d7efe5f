// RUN: tile-opt %s -split-input-file --tile-math-to-nvvm | FileCheck %s

// f32 exp2 is the hardware's ex2.approx; with fastmath<afn> its ftz form,
// which needs no range test for denormal results. Other types stay.
// CHECK-LABEL: gpu.func @exp2_forms
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// CHECK: math.exp2 %{{.*}} : f64
gpu.module @k {
  gpu.func @exp2_forms(%v: f32, %w: f64) -> f32 {
    %a = math.exp2 %v : f32
    %b = math.exp2 %a fastmath<afn> : f32
    %c = math.exp2 %w : f64
    gpu.return %b : f32
  }
}

// -----

// f32 tanh with fastmath<afn> is tanh.approx.f32; without afn it stays.
// CHECK-LABEL: gpu.func @tanh_forms
// CHECK: llvm.inline_asm asm_dialect = att "tanh.approx.f32 $0, $1;", "=f,f"
// CHECK: math.tanh %{{.*}} : f32
gpu.module @k {
  gpu.func @tanh_forms(%v: f32) -> f32 {
    %a = math.tanh %v fastmath<afn> : f32
    %b = math.tanh %a : f32
    gpu.return %b : f32
  }
}

// -----

// Outside a gpu.module nothing changes (ex2.approx is GPU code).
// CHECK-LABEL: func.func @host
// CHECK: math.exp2
func.func @host(%v: f32) -> f32 {
  %a = math.exp2 %v : f32
  return %a : f32
}

// -----

// f32 erf with fastmath<afn>: |x| clamped to 3.92, one degree-7 polynomial
// (7 FMAs) that gives exp2's argument, 1 - exp2, the sign of x. A positive
// constant factor of the operand folds into the polynomial (x / sqrt 2:
// clamped to 3.92 sqrt 2); without afn, erf stays upstream's.
// CHECK-LABEL: gpu.func @erf_forms
// CHECK-SAME: (%[[V:.+]]: f32)
// CHECK: %[[A:.+]] = math.absf %[[V]] : f32
// CHECK: arith.minimumf %[[A]], %cst{{.*}} : f32
// CHECK-NOT: arith.mulf
// CHECK-COUNT-7: math.fma
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// CHECK: arith.subf
// CHECK-NEXT: math.copysign %{{.*}}, %[[V]] : f32
// CHECK: arith.constant 5.54371738 : f32
// CHECK: %[[S:.+]] = math.absf %[[V]] : f32
// CHECK: arith.minimumf %[[S]], %cst{{.*}} : f32
// CHECK-COUNT-7: math.fma
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// CHECK: math.erf %{{.*}} : f32
// A factor outside [2^-10, 2^10] stays a multiplication.
// CHECK: %[[BIG:.+]] = arith.mulf %{{.*}}, %cst{{.*}} : f32
// CHECK: math.absf %[[BIG]] : f32
// CHECK: arith.minimumf %{{.*}}, %cst{{.*}} : f32
gpu.module @k {
  gpu.func @erf_forms(%v: f32) -> f32 {
    %a = math.erf %v fastmath<afn> : f32
    %k = arith.constant 0.7071067811865476 : f32
    %s = arith.mulf %v, %k : f32
    %b = math.erf %s fastmath<afn> : f32
    %c = math.erf %v : f32
    %huge = arith.constant 1.0e30 : f32
    %h = arith.mulf %v, %huge : f32
    %d = math.erf %h fastmath<afn> : f32
    %ab = arith.addf %a, %b : f32
    %abc = arith.addf %ab, %c : f32
    %abcd = arith.addf %abc, %d : f32
    gpu.return %abcd : f32
  }
}

// -----

// GELU's h + h erf(x / sqrt 2), h = x / 2, as one FMA: 2k max(x, 0) -
// |x| k erfc(|x| / sqrt 2) with k erfc from the same exp2 (log2 k folded
// into the polynomial): a max and an FMA, no 1 - exp2, no sign, no h.
// Another k scales the max; any other use of erf keeps the general form.
// CHECK-LABEL: gpu.func @gelu_forms
// CHECK-SAME: (%[[V:.+]]: f32)
// CHECK: %[[A:.+]] = math.absf %[[V]] : f32
// CHECK: %[[T:.+]] = arith.minimumf %[[A]], %cst{{.*}} : f32
// CHECK-COUNT-7: math.fma
// CHECK-NEXT: %[[Q:.+]] = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// CHECK: %[[W:.+]] = arith.maximumf %[[V]], %cst{{.*}} : f32
// CHECK-NEXT: %[[N:.+]] = arith.negf %[[T]] : f32
// CHECK-NEXT: math.fma %[[N]], %[[Q]], %[[W]] : f32
// CHECK-NOT: math.copysign
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// CHECK: %[[W2:.+]] = arith.maximumf %[[V]], %cst{{.*}} : f32
// CHECK: arith.mulf %[[W2]], %cst{{.*}} : f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// CHECK: math.copysign
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// CHECK: arith.maximumf %[[V]], %cst{{.*}} : f32
// CHECK-NOT: math.erf
gpu.module @k {
  gpu.func @gelu_forms(%v: f32) -> f32 {
    %k = arith.constant 0.7071067811865476 : f32
    %half = arith.constant 0.5 : f32
    %s = arith.mulf %v, %k : f32
    %e = math.erf %s fastmath<afn> : f32
    %h = arith.mulf %v, %half : f32
    %g = math.fma %h, %e, %h : f32
    %quarter = arith.constant 0.25 : f32
    %s2 = arith.mulf %v, %k : f32
    %e2 = math.erf %s2 fastmath<afn> : f32
    %h2 = arith.mulf %quarter, %v : f32
    %g2 = math.fma %e2, %h2, %h2 : f32
    %s3 = arith.mulf %v, %k : f32
    %e3 = math.erf %s3 fastmath<afn> : f32
    %g3 = math.fma %h, %e3, %v : f32
    // The FMA right after its erf.
    %h4 = arith.mulf %v, %half : f32
    %s4 = arith.mulf %v, %k : f32
    %e4 = math.erf %s4 fastmath<afn> : f32
    %g4 = math.fma %h4, %e4, %h4 : f32
    %a = arith.addf %g, %g2 : f32
    %b = arith.addf %a, %g3 : f32
    %c = arith.addf %b, %g4 : f32
    gpu.return %c : f32
  }
}

// -----

// 8-bit floats (no LLVM type): extf widens the byte through the exact
// cvt.rn.f16x2.{e4m3,e5m2}x2 (the pair's other byte zero), then from f16;
// truncf is the saturating cvt.rn.satfinite from f32, its low byte.
// CHECK-LABEL: gpu.func @float8_forms
// CHECK-SAME: (%[[A:.+]]: f8E4M3FN, %[[B:.+]]: f8E5M2, %[[X:.+]]: f32)
// CHECK: %[[BYTE:.+]] = arith.bitcast %[[A]] : f8E4M3FN to i8
// CHECK: %[[PAIR:.+]] = vector.from_elements %[[BYTE]], %{{.*}} : vector<2xi8>
// CHECK: %[[H:.+]] = nvvm.convert.f8x2.to.f16x2 %[[PAIR]] : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
// CHECK: %[[H0:.+]] = vector.extract %[[H]][0] : f16 from vector<2xf16>
// CHECK: arith.extf %[[H0]] : f16 to f32
// CHECK: arith.bitcast %[[B]] : f8E5M2 to i8
// CHECK: nvvm.convert.f8x2.to.f16x2 %{{.*}} : vector<2xi8>(f8E5M2) -> vector<2xf16>
// CHECK-NOT: arith.extf %{{.*}} : f16 to f16
// CHECK: %[[P:.+]] = nvvm.convert.f32x2.to.f8x2 %{{.*}}, %[[X]] {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
// CHECK: %[[LOW:.+]] = arith.trunci %[[P]] : i16 to i8
// CHECK: arith.bitcast %[[LOW]] : i8 to f8E4M3FN
gpu.module @k {
  gpu.func @float8_forms(%a: f8E4M3FN, %b: f8E5M2, %x: f32) -> f8E4M3FN {
    %wa = arith.extf %a : f8E4M3FN to f32
    %wb = arith.extf %b : f8E5M2 to f16
    %t = arith.truncf %x : f32 to f8E4M3FN
    gpu.return %t : f8E4M3FN
  }
}

// -----

// Roundings to 8-bit floats stored into registers 2i and 2i + 1 share one
// cvt: the first value goes to the low byte (cvt's second operand), and both
// stores move to the pair's conversion. A pair whose registers are read in
// between, one that starts at an odd register, and a rounding into a
// different array each keep a cvt of their own.
// CHECK-LABEL: gpu.func @float8_pairs
// CHECK-SAME: (%[[X0:[^:]+]]: f32, %[[X1:[^:]+]]: f32, %[[H:[^:]+]]: f16
// CHECK: %[[W:.+]] = arith.extf %[[H]] : f16 to f32
// CHECK: %[[P:.+]] = nvvm.convert.f32x2.to.f8x2 %[[W]], %[[X0]] {{.*}} : i16(f8E4M3FN)
// CHECK: %[[LO:.+]] = arith.trunci %[[P]] : i16 to i8
// CHECK: %[[SH:.+]] = arith.shrui %[[P]]
// CHECK: %[[HI:.+]] = arith.trunci %[[SH]] : i16 to i8
// CHECK: %[[F0:.+]] = arith.bitcast %[[LO]] : i8 to f8E4M3FN
// CHECK: memref.store %[[F0]], %[[R:.+]][%c0]
// CHECK: %[[F1:.+]] = arith.bitcast %[[HI]] : i8 to f8E4M3FN
// CHECK: memref.store %[[F1]], %[[R]][%c1]
// Read in between: two conversions.
// CHECK: nvvm.convert.f32x2.to.f8x2 %{{.*}}, %[[X0]]
// CHECK: memref.load %[[R]][%c0]
// CHECK: nvvm.convert.f32x2.to.f8x2 %{{.*}}, %[[X1]]
// Registers 1 and 2: not a pair.
// CHECK: nvvm.convert.f32x2.to.f8x2 %{{.*}}, %[[X0]]
// CHECK: nvvm.convert.f32x2.to.f8x2 %{{.*}}, %[[X1]]
// Another array: not a pair.
// CHECK: nvvm.convert.f32x2.to.f8x2 %{{.*}}, %[[X0]]
// CHECK: nvvm.convert.f32x2.to.f8x2 %{{.*}}, %[[X1]]
// A region in between may read the registers: not a pair.
// CHECK: nvvm.convert.f32x2.to.f8x2 %{{.*}}, %[[X0]]
// CHECK: scf.if
// CHECK: memref.load %[[R]][%c0]
// CHECK: nvvm.convert.f32x2.to.f8x2 %{{.*}}, %[[X1]]
// CHECK-NOT: nvvm.convert.f32x2.to.f8x2
// CHECK: gpu.return
gpu.module @k {
  gpu.func @float8_pairs(%x0: f32, %x1: f32, %h: f16) -> f8E4M3FN {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %r = memref.alloca() : memref<4xf8E4M3FN>
    %s = memref.alloca() : memref<4xf8E4M3FN>
    %a = arith.truncf %x0 : f32 to f8E4M3FN
    memref.store %a, %r[%c0] : memref<4xf8E4M3FN>
    %b = arith.truncf %h : f16 to f8E4M3FN
    memref.store %b, %r[%c1] : memref<4xf8E4M3FN>
    %c = arith.truncf %x0 : f32 to f8E4M3FN
    memref.store %c, %r[%c0] : memref<4xf8E4M3FN>
    %v = memref.load %r[%c0] : memref<4xf8E4M3FN>
    %d = arith.truncf %x1 : f32 to f8E4M3FN
    memref.store %d, %r[%c1] : memref<4xf8E4M3FN>
    %e = arith.truncf %x0 : f32 to f8E4M3FN
    memref.store %e, %r[%c1] : memref<4xf8E4M3FN>
    %f = arith.truncf %x1 : f32 to f8E4M3FN
    memref.store %f, %r[%c2] : memref<4xf8E4M3FN>
    %g = arith.truncf %x0 : f32 to f8E4M3FN
    memref.store %g, %r[%c0] : memref<4xf8E4M3FN>
    %i = arith.truncf %x1 : f32 to f8E4M3FN
    memref.store %i, %s[%c1] : memref<4xf8E4M3FN>
    %j = arith.truncf %x0 : f32 to f8E4M3FN
    memref.store %j, %r[%c0] : memref<4xf8E4M3FN>
    %cond = arith.cmpf olt, %x0, %x1 : f32
    scf.if %cond {
      %w = memref.load %r[%c0] : memref<4xf8E4M3FN>
      memref.store %w, %s[%c2] : memref<4xf8E4M3FN>
    }
    %l = arith.truncf %x1 : f32 to f8E4M3FN
    memref.store %l, %r[%c1] : memref<4xf8E4M3FN>
    gpu.return %v : f8E4M3FN
  }
}
