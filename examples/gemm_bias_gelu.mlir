// Fused GEMM + bias + GELU: C = gelu(A x B + bias[N]), f16 in and out.
//
// The GEMM of examples/gemm.mlir (wgmma on sm_90a, mma.sync on sm_80;
// pipelined k loop, on sm_90a 4 stages loaded through TMA by a producer
// warp, elsewhere 3 through cp.async); the epilogue adds the bias and applies GELU
// to the f32 accumulator in registers, before the single store of C: erf
// GELU by default, the tanh approximation with tanh_gelu=1. Both functions
// carry fastmath<afn>: erf becomes 1 - exp(-x^2 + Q(|x|)) with a fitted
// degree-7 Q, into which -x^2, log2(e) and the 1/sqrt(2) fold (absolute
// error below 1.6e-7, 7 FMAs and one exp2 per element; see
// convert-tile-to-gpu), tanh the hardware's tanh.approx.f32 (relative
// error about 2^-11, below f16's rounding of the result). The erf GELU is
// written x/2 + x/2 erf(x / sqrt 2), one FMA, a form the conversion knows:
// it becomes max(x, 0) - |x| erfc(|x| / sqrt 2) / 2, with erfc / 2 from
// the same exp2: with the bias add, 12 operations per element instead of 14
// (13 in SASS with the bias's conversion and the pack to f16). The tanh
// GELU is 8: its argument is x (k0 + k0 k1 x^2). The epilogue runs while
// the tensor cores idle, so each operation per element costs time the
// plain GEMM does not spend.
//
//   tile-translate examples/gemm_bias_gelu.mlir --tile-to-bundle -o out/gbg --set M=8192,N=8192,K=8192

func.func @gemm_bias_gelu_f16(%A: memref<?x?xf16> {tile.dims = ["M", "K"]},
                              %B: memref<?x?xf16> {tile.dims = ["K", "N"]},
                              %bias: memref<?xf16> {tile.dims = ["N"]},
                              %C: memref<?x?xf16> {tile.dims = ["M", "N"]}) {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 256 in [64, 128, 256] : index
  %bn = tile.param "block_N" = 128 in [64, 128, 256] : index
  %bk = tile.param "block_K" = 64 in [16, 32, 64] : index
  %threads = tile.param "threads" = 256 in [128, 256, 512] : index
  %stages = tile.param "num_stages" = 3 in [2, 3, 4] on {sm_90a = 4} : index
  %pw = tile.param "producer_warp" = 0 in [0, 1] on {sm_90a = 1} : index
  // 0: exact GELU, x/2 (1 + erf(x / sqrt 2)); 1: the tanh approximation.
  // It chooses the function, not the schedule: no candidate list (the
  // autotuner would search it), a requirement instead.
  %approx = tile.param "tanh_gelu" = 0 : index
  %c1g = arith.constant 1 : index
  %approxOk = arith.cmpi ule, %approx, %c1g : index
  tile.assert %approxOk, "tanh_gelu must be 0 (erf) or 1 (tanh)"
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(%threads) l2_swizzle(8)
      attributes {tile.warp_specialize = "producer_warp"} {
    %a = tile.alloc_shared(%bm, %bk) : memref<?x?xf16, #tile.shared>
    %b = tile.alloc_shared(%bk, %bn) {layout = #tile.swizzle<bytes = 128>} : memref<?x?xf16, #tile.shared>
    %acc = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%bm, %bn) : memref<?x?xf16, #tile.fragment>
    %bs = tile.alloc_shared(%bn) : memref<?xf16, #tile.shared>
    %row = arith.muli %by, %bm : index
    %col = arith.muli %bx, %bn : index
    // The tile's slice of the bias, staged in shared memory before the k
    // loop (zero past N): the epilogue reads it there (about 30 cycles)
    // instead of from global memory (an L2 latency, exposed at the start of
    // the epilogue while the tensor cores idle).
    tile.copy %bias[%col] -> %bs : memref<?xf16>, memref<?xf16, #tile.shared>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    tile.clear %acc : memref<?x?xf32, #tile.fragment>
    %steps = arith.ceildivui %K, %bk : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %bk : index
      tile.copy %A[%row, %k] -> %a : memref<?x?xf16>, memref<?x?xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<?x?xf16>, memref<?x?xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<?x?xf16, #tile.shared>, memref<?x?xf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
    } {tile.num_stages = "num_stages"}
    // Epilogue on the f32 accumulator in registers: bias,
    // then GELU, then one rounding to f16 and the single store of C.
    %c0i = arith.constant 0 : index
    %useTanh = arith.cmpi ne, %approx, %c0i : index
    tile.parallel (%i, %j) in (%bm, %bn) {
      %v = memref.load %acc[%i, %j] : memref<?x?xf32, #tile.fragment>
      %bh = memref.load %bs[%j] : memref<?xf16, #tile.shared>
      %bv = arith.extf %bh : f16 to f32
      %x = arith.addf %v, %bv : f32
      %half = arith.constant 0.5 : f32
      %g = scf.if %useTanh -> (f32) {
        // 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), the argument
        // as x (k0 + k0 k1 x^2): a multiply, an FMA and a multiply.
        %k0 = arith.constant 0.7978845608028654 : f32
        %k0k1 = arith.constant 0.035677408136300125 : f32
        %x2 = arith.mulf %x, %x : f32
        %poly = math.fma %x2, %k0k1, %k0 : f32
        %arg = arith.mulf %poly, %x : f32
        %t = math.tanh %arg fastmath<afn> : f32
        // x/2 (1 + t) as one FMA: x/2 t + x/2.
        %hx = arith.mulf %x, %half : f32
        %r = math.fma %hx, %t, %hx : f32
        scf.yield %r : f32
      } else {
        %rsqrt2 = arith.constant 0.7071067811865476 : f32
        %scaled = arith.mulf %x, %rsqrt2 : f32
        %e = math.erf %scaled fastmath<afn> : f32
        %hx = arith.mulf %x, %half : f32
        %r = math.fma %hx, %e, %hx : f32
        scf.yield %r : f32
      }
      %h = arith.truncf %g : f32 to f16
      memref.store %h, %c[%i, %j] : memref<?x?xf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xf16, #tile.fragment>, memref<?x?xf16>
  }
  return
}

// The same kernel on bf16 inputs, bias and output (f32 math).
func.func @gemm_bias_gelu_bf16(%A: memref<?x?xbf16> {tile.dims = ["M", "K"]},
                               %B: memref<?x?xbf16> {tile.dims = ["K", "N"]},
                               %bias: memref<?xbf16> {tile.dims = ["N"]},
                               %C: memref<?x?xbf16> {tile.dims = ["M", "N"]}) {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 256 in [64, 128, 256] : index
  %bn = tile.param "block_N" = 128 in [64, 128, 256] : index
  %bk = tile.param "block_K" = 64 in [16, 32, 64] : index
  %threads = tile.param "threads" = 256 in [128, 256, 512] : index
  %stages = tile.param "num_stages" = 3 in [2, 3, 4] on {sm_90a = 4} : index
  %pw = tile.param "producer_warp" = 0 in [0, 1] on {sm_90a = 1} : index
  // 0: exact GELU, x/2 (1 + erf(x / sqrt 2)); 1: the tanh approximation.
  // It chooses the function, not the schedule: no candidate list (the
  // autotuner would search it), a requirement instead.
  %approx = tile.param "tanh_gelu" = 0 : index
  %c1g = arith.constant 1 : index
  %approxOk = arith.cmpi ule, %approx, %c1g : index
  tile.assert %approxOk, "tanh_gelu must be 0 (erf) or 1 (tanh)"
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(%threads) l2_swizzle(8)
      attributes {tile.warp_specialize = "producer_warp"} {
    %a = tile.alloc_shared(%bm, %bk) : memref<?x?xbf16, #tile.shared>
    %b = tile.alloc_shared(%bk, %bn) {layout = #tile.swizzle<bytes = 128>} : memref<?x?xbf16, #tile.shared>
    %acc = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%bm, %bn) : memref<?x?xbf16, #tile.fragment>
    %bs = tile.alloc_shared(%bn) : memref<?xbf16, #tile.shared>
    %row = arith.muli %by, %bm : index
    %col = arith.muli %bx, %bn : index
    // The tile's slice of the bias, staged in shared memory before the k
    // loop (zero past N): the epilogue reads it there (about 30 cycles)
    // instead of from global memory (an L2 latency, exposed at the start of
    // the epilogue while the tensor cores idle).
    tile.copy %bias[%col] -> %bs : memref<?xbf16>, memref<?xbf16, #tile.shared>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    tile.clear %acc : memref<?x?xf32, #tile.fragment>
    %steps = arith.ceildivui %K, %bk : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %bk : index
      tile.copy %A[%row, %k] -> %a : memref<?x?xbf16>, memref<?x?xbf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<?x?xbf16>, memref<?x?xbf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<?x?xbf16, #tile.shared>, memref<?x?xbf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
    } {tile.num_stages = "num_stages"}
    // Epilogue on the f32 accumulator in registers: bias,
    // then GELU, then one rounding to f16 and the single store of C.
    %c0i = arith.constant 0 : index
    %useTanh = arith.cmpi ne, %approx, %c0i : index
    tile.parallel (%i, %j) in (%bm, %bn) {
      %v = memref.load %acc[%i, %j] : memref<?x?xf32, #tile.fragment>
      %bh = memref.load %bs[%j] : memref<?xbf16, #tile.shared>
      %bv = arith.extf %bh : bf16 to f32
      %x = arith.addf %v, %bv : f32
      %half = arith.constant 0.5 : f32
      %g = scf.if %useTanh -> (f32) {
        // 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), the argument
        // as x (k0 + k0 k1 x^2): a multiply, an FMA and a multiply.
        %k0 = arith.constant 0.7978845608028654 : f32
        %k0k1 = arith.constant 0.035677408136300125 : f32
        %x2 = arith.mulf %x, %x : f32
        %poly = math.fma %x2, %k0k1, %k0 : f32
        %arg = arith.mulf %poly, %x : f32
        %t = math.tanh %arg fastmath<afn> : f32
        // x/2 (1 + t) as one FMA: x/2 t + x/2.
        %hx = arith.mulf %x, %half : f32
        %r = math.fma %hx, %t, %hx : f32
        scf.yield %r : f32
      } else {
        %rsqrt2 = arith.constant 0.7071067811865476 : f32
        %scaled = arith.mulf %x, %rsqrt2 : f32
        %e = math.erf %scaled fastmath<afn> : f32
        %hx = arith.mulf %x, %half : f32
        %r = math.fma %hx, %e, %hx : f32
        scf.yield %r : f32
      }
      %h = arith.truncf %g : f32 to bf16
      memref.store %h, %c[%i, %j] : memref<?x?xbf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
  }
  return
}
