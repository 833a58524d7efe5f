// FP8 tensor-core GEMM (sm_90a): C[M, N] = (A[M, K] x B[N, K]^T) scaled,
// 8-bit float inputs (f8E4M3FN, f8E5M2, mixed), f32 accumulation, bf16
// output, as torch._scaled_mm computes it:
//   @gemm_e4m3           per-tensor scales: C = (A B^T) * scale_a * scale_b
//   @gemm_e4m3_rowwise   a scale per row of A and per column of C:
//                        C[i, j] = (A B^T)[i, j] * scale_a[i] * scale_b[j]
//   @gemm_e5m2_e4m3      A in e5m2 (gradients), B in e4m3, per-tensor
//   @gemm_e4m3_blockwise scales per 1 x 128 block of A and 128 x 128 block
//                        of B, applied per k block (DeepGEMM's recipe)
//
// wgmma reads 8-bit operands K-major only, so B is stored [N, K] (the
// layout torch._scaled_mm wants for its second operand, a column-major
// K x N) and the gemm takes it with transpose_b; one m64nNk32 instruction
// per 32-deep step. block_K = 128 makes each operand row 128 bytes, the
// same swizzled rows as the 16-bit GEMM's block_K = 64, and the schedule
// is examples/gemm.mlir's on sm_90a: 4 stages loaded through TMA by a
// producer warp (producer_warp = 0: cp.async), the block's warpgroups on
// wgmma. The default tile is 128 x 256 over two warpgroups (one m64n256k32
// per warpgroup and step): at twice the 16-bit rate, a wider B tile per
// A row halves the A traffic per flop, and it was faster than 256 x 128 at
// most of the measured shapes (docs/benchmarks.md). The scales apply to the
// f32 accumulator in registers before the one rounding to bf16; the row-
// wise kernel stages its block's slices of the scale vectors in shared
// memory before the k loop. Edges are masked (TMA's boxes clip), so any M,
// N and K a multiple of 16 (16-byte rows for TMA) compile. Problems of at
// most 1536 x 1536 take 128 x 128 tiles (the shape case): more blocks for
// the SMs, and the masked 128 x 256 epilogue would spill.
//
// Other chips: sm_80 has no 8-bit tensor-core instruction (a located
// error names the chip).
//
//   tile-translate examples/gemm_fp8.mlir --tile-to-bundle -o out/fp8 --set M=8192,N=8192,K=8192
//   tile-tune examples/gemm_fp8.mlir --references examples/gemm_fp8_reference.mlir --kernel gemm_e4m3 --set M=4096,N=4096,K=4096

func.func @gemm_e4m3(%A: memref<?x?xf8E4M3FN> {tile.dims = ["M", "K"]},
                     %B: memref<?x?xf8E4M3FN> {tile.dims = ["N", "K"]},
                     %C: memref<?x?xbf16> {tile.dims = ["M", "N"]},
                     %scale_a: f32, %scale_b: f32)
    attributes {tile.flops = "2*M*N*K", tile.dispatch = [
      #tile.case<when = {M = [1, 1536], N = [1, 1536]}, set = {block_M = 128, block_N = 128}>]} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 128 in [64, 128, 256] : index
  %bn = tile.param "block_N" = 256 in [64, 128, 256] : index
  %bk = tile.param "block_K" = 128 in [128, 256] : index
  %threads = tile.param "threads" = 256 in [128, 256] : index
  %stages = tile.param "num_stages" = 4 in [2, 3, 4, 5] : index
  %pw = tile.param "producer_warp" = 1 in [0, 1] : index
  // multicast = 1: clusters of two blocks on one column of tiles load B's
  // tile once, half from each, into both (TMA multicast).
  %mc = tile.param "multicast" = 0 in [0, 1] : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(%threads) l2_swizzle(8)
      attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "multicast"} {
    %a = tile.alloc_shared(%bm, %bk) : memref<?x?xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared(%bn, %bk) : memref<?x?xf8E4M3FN, #tile.shared>
    %acc = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%bm, %bn) : memref<?x?xbf16, #tile.fragment>
    %row = arith.muli %by, %bm : index
    %col = arith.muli %bx, %bn : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    tile.clear %acc : memref<?x?xf32, #tile.fragment>
    %steps = arith.ceildivui %K, %bk : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %bk : index
      tile.copy %A[%row, %k] -> %a : memref<?x?xf8E4M3FN>, memref<?x?xf8E4M3FN, #tile.shared>
      tile.copy %B[%col, %k] -> %b : memref<?x?xf8E4M3FN>, memref<?x?xf8E4M3FN, #tile.shared>
      tile.gemm %a, %b, %acc {transpose_b} : memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf32, #tile.fragment>
    } {tile.num_stages = "num_stages"}
    %scale = arith.mulf %scale_a, %scale_b : f32
    tile.parallel (%i, %j) in (%bm, %bn) {
      %v = memref.load %acc[%i, %j] : memref<?x?xf32, #tile.fragment>
      %s = arith.mulf %v, %scale : f32
      %h = arith.truncf %s : f32 to bf16
      memref.store %h, %c[%i, %j] : memref<?x?xbf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
  }
  return
}

func.func @gemm_e4m3_rowwise(%A: memref<?x?xf8E4M3FN> {tile.dims = ["M", "K"]},
                             %B: memref<?x?xf8E4M3FN> {tile.dims = ["N", "K"]},
                             %C: memref<?x?xbf16> {tile.dims = ["M", "N"]},
                             %scale_a: memref<?xf32> {tile.dims = ["M"]},
                             %scale_b: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.flops = "2*M*N*K", tile.dispatch = [
      #tile.case<when = {M = [1, 1536], N = [1, 1536]}, set = {block_M = 128, block_N = 128}>]} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 128 in [64, 128, 256] : index
  %bn = tile.param "block_N" = 256 in [64, 128, 256] : index
  %bk = tile.param "block_K" = 128 in [128, 256] : index
  %threads = tile.param "threads" = 256 in [128, 256] : index
  %stages = tile.param "num_stages" = 4 in [2, 3, 4, 5] : index
  %pw = tile.param "producer_warp" = 1 in [0, 1] : index
  // multicast = 1: clusters of two blocks on one column of tiles load B's
  // tile once, half from each, into both (TMA multicast).
  %mc = tile.param "multicast" = 0 in [0, 1] : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(%threads) l2_swizzle(8)
      attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "multicast"} {
    %a = tile.alloc_shared(%bm, %bk) : memref<?x?xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared(%bn, %bk) : memref<?x?xf8E4M3FN, #tile.shared>
    %acc = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%bm, %bn) : memref<?x?xbf16, #tile.fragment>
    %sa = tile.alloc_shared(%bm) : memref<?xf32, #tile.shared>
    %sb = tile.alloc_shared(%bn) : memref<?xf32, #tile.shared>
    %row = arith.muli %by, %bm : index
    %col = arith.muli %bx, %bn : index
    // The block's scales, staged before the k loop: the epilogue reads
    // them from shared memory, not at an L2 latency while the tensor
    // cores idle.
    tile.copy %scale_a[%row] -> %sa : memref<?xf32>, memref<?xf32, #tile.shared>
    tile.copy %scale_b[%col] -> %sb : memref<?xf32>, memref<?xf32, #tile.shared>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    tile.clear %acc : memref<?x?xf32, #tile.fragment>
    %steps = arith.ceildivui %K, %bk : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %bk : index
      tile.copy %A[%row, %k] -> %a : memref<?x?xf8E4M3FN>, memref<?x?xf8E4M3FN, #tile.shared>
      tile.copy %B[%col, %k] -> %b : memref<?x?xf8E4M3FN>, memref<?x?xf8E4M3FN, #tile.shared>
      tile.gemm %a, %b, %acc {transpose_b} : memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf32, #tile.fragment>
    } {tile.num_stages = "num_stages"}
    tile.parallel (%i, %j) in (%bm, %bn) {
      %v = memref.load %acc[%i, %j] : memref<?x?xf32, #tile.fragment>
      %si = memref.load %sa[%i] : memref<?xf32, #tile.shared>
      %sj = memref.load %sb[%j] : memref<?xf32, #tile.shared>
      %s1 = arith.mulf %v, %si : f32
      %s = arith.mulf %s1, %sj : f32
      %h = arith.truncf %s : f32 to bf16
      memref.store %h, %c[%i, %j] : memref<?x?xbf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
  }
  return
}

func.func @gemm_e5m2_e4m3(%A: memref<?x?xf8E5M2> {tile.dims = ["M", "K"]},
                          %B: memref<?x?xf8E4M3FN> {tile.dims = ["N", "K"]},
                          %C: memref<?x?xbf16> {tile.dims = ["M", "N"]},
                          %scale_a: f32, %scale_b: f32)
    attributes {tile.flops = "2*M*N*K", tile.dispatch = [
      #tile.case<when = {M = [1, 1536], N = [1, 1536]}, set = {block_M = 128, block_N = 128}>]} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 128 in [64, 128, 256] : index
  %bn = tile.param "block_N" = 256 in [64, 128, 256] : index
  %bk = tile.param "block_K" = 128 in [128, 256] : index
  %threads = tile.param "threads" = 256 in [128, 256] : index
  %stages = tile.param "num_stages" = 4 in [2, 3, 4, 5] : index
  %pw = tile.param "producer_warp" = 1 in [0, 1] : index
  // multicast = 1: clusters of two blocks on one column of tiles load B's
  // tile once, half from each, into both (TMA multicast).
  %mc = tile.param "multicast" = 0 in [0, 1] : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(%threads) l2_swizzle(8)
      attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "multicast"} {
    %a = tile.alloc_shared(%bm, %bk) : memref<?x?xf8E5M2, #tile.shared>
    %b = tile.alloc_shared(%bn, %bk) : memref<?x?xf8E4M3FN, #tile.shared>
    %acc = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%bm, %bn) : memref<?x?xbf16, #tile.fragment>
    %row = arith.muli %by, %bm : index
    %col = arith.muli %bx, %bn : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    tile.clear %acc : memref<?x?xf32, #tile.fragment>
    %steps = arith.ceildivui %K, %bk : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %bk : index
      tile.copy %A[%row, %k] -> %a : memref<?x?xf8E5M2>, memref<?x?xf8E5M2, #tile.shared>
      tile.copy %B[%col, %k] -> %b : memref<?x?xf8E4M3FN>, memref<?x?xf8E4M3FN, #tile.shared>
      tile.gemm %a, %b, %acc {transpose_b} : memref<?x?xf8E5M2, #tile.shared>, memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf32, #tile.fragment>
    } {tile.num_stages = "num_stages"}
    %scale = arith.mulf %scale_a, %scale_b : f32
    tile.parallel (%i, %j) in (%bm, %bn) {
      %v = memref.load %acc[%i, %j] : memref<?x?xf32, #tile.fragment>
      %s = arith.mulf %v, %scale : f32
      %h = arith.truncf %s : f32 to bf16
      memref.store %h, %c[%i, %j] : memref<?x?xbf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
  }
  return
}

// Block scales (DeepGEMM's recipe): a scale per row of A and 128-deep k
// block (scale_a stored [K / 128, M], so that a block's scales are one
// contiguous run), one per 128 x 128 block of B (scale_b [N / 128, K / 128]).
// Each k block's product lands in its own accumulator and is added into
// the f32 sum with its scales on the CUDA cores, so the tensor cores never
// accumulate across blocks. Bind KB = ceildiv(K, 128) and NB = ceildiv(N,
// 128) with the sizes (the scale matrices' extents).
func.func @gemm_e4m3_blockwise(%A: memref<?x?xf8E4M3FN> {tile.dims = ["M", "K"]},
                               %B: memref<?x?xf8E4M3FN> {tile.dims = ["N", "K"]},
                               %C: memref<?x?xbf16> {tile.dims = ["M", "N"]},
                               %scale_a: memref<?x?xf32> {tile.dims = ["KB", "M"]},
                               %scale_b: memref<?x?xf32> {tile.dims = ["NB", "KB"]})
    attributes {tile.flops = "2*M*N*K"} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %c128 = arith.constant 128 : index
  // The scale matrices' extents: one scale per 128 of K (and of N for B).
  %KB = tile.param "KB" = 32 : index
  %NB = tile.param "NB" = 32 : index
  %kb = arith.ceildivui %K, %c128 : index
  %nb = arith.ceildivui %N, %c128 : index
  %kbOk = arith.cmpi eq, %KB, %kb : index
  %nbOk = arith.cmpi eq, %NB, %nb : index
  tile.assert %kbOk, "KB must be ceildiv(K, 128)"
  tile.assert %nbOk, "NB must be ceildiv(N, 128)"
  %bm = tile.param "block_M" = 128 in [64, 128] : index
  // One B scale per block: block_N is the scale block's 128.
  %bn = arith.constant 128 : index
  %threads = tile.param "threads" = 256 in [128, 256] : index
  %stages = tile.param "num_stages" = 4 in [2, 3, 4] : index
  %pw = tile.param "producer_warp" = 1 in [0, 1] : index
  // multicast = 1: clusters of two blocks on one column of tiles load B's
  // tile once, half from each, into both (TMA multicast).
  %mc = tile.param "multicast" = 0 in [0, 1] : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  %c1x = arith.constant 1 : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(%threads) l2_swizzle(8)
      attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "multicast"} {
    %a = tile.alloc_shared(%bm, %c128) : memref<?x?xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared(%bn, %c128) : memref<?x?xf8E4M3FN, #tile.shared>
    %part = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %acc = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%bm, %bn) : memref<?x?xbf16, #tile.fragment>
    %rowScale = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %row = arith.muli %by, %bm : index
    %col = arith.muli %bx, %bn : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    tile.clear %acc : memref<?x?xf32, #tile.fragment>
    scf.for %ks = %c0 to %KB step %c1 {
      %k = arith.muli %ks, %c128 : index
      tile.copy %A[%row, %k] -> %a : memref<?x?xf8E4M3FN>, memref<?x?xf8E4M3FN, #tile.shared>
      tile.copy %B[%col, %k] -> %b : memref<?x?xf8E4M3FN>, memref<?x?xf8E4M3FN, #tile.shared>
      // This k block's product in its own accumulator, promoted into the
      // f32 sum with its two scales on the CUDA cores.
      // This k block's scales, read from global memory into the registers
      // of the rows each thread holds before the gemm, so that their
      // latency passes while the tensor cores work (row i clamped at the
      // edge, whose rows the store drops).
      %sb = memref.load %scale_b[%bx, %ks] : memref<?x?xf32>
      tile.parallel (%i) in (%bm) {
        %r = arith.addi %row, %i : index
        %rl = arith.subi %M, %c1 : index
        %rc = arith.minui %r, %rl : index
        %s = memref.load %scale_a[%ks, %rc] : memref<?x?xf32>
        %s2 = arith.mulf %s, %sb : f32
        memref.store %s2, %rowScale[%i] : memref<?xf32, #tile.fragment>
      }
      tile.gemm %a, %b, %part {transpose_b, clear_accum} : memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf32, #tile.fragment>
      tile.parallel (%i, %j) in (%bm, %bn) {
        %p = memref.load %part[%i, %j] : memref<?x?xf32, #tile.fragment>
        %s2 = memref.load %rowScale[%i] : memref<?xf32, #tile.fragment>
        %o = memref.load %acc[%i, %j] : memref<?x?xf32, #tile.fragment>
        %n = math.fma %p, %s2, %o : f32
        memref.store %n, %acc[%i, %j] : memref<?x?xf32, #tile.fragment>
      }
    } {tile.num_stages = "num_stages"}
    tile.parallel (%i, %j) in (%bm, %bn) {
      %v = memref.load %acc[%i, %j] : memref<?x?xf32, #tile.fragment>
      %h = arith.truncf %v : f32 to bf16
      memref.store %h, %c[%i, %j] : memref<?x?xbf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
  }
  return
}
