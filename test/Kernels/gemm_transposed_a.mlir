// C = A^T B with A given as [K, M] (transpose_a), as a weight gradient
// (dW = X^T dY) reads its activations. tile-infer-layout keeps such a
// gemm on mma.sync (ldmatrix.trans), with a remark on sm_90a: wgmma reads
// a transposed A M-major from 128-byte column panels (as an N-major B,
// imm-trans-a = 1) with its 8-column groups in the order of the
// accumulator's 8-row groups (#tile.swizzle warpgroup_cols), correct on
// the H100 but slower than mma.sync there (docs/design.md, "Layouts").
// @gemm_at_f16_wgmma writes that form by hand; TMA cannot reorder 16-byte
// column groups, so it loads with cp.async. @gemm_at_f16_reference is a
// SIMT dot product per element for tile-run --reference and tile-tune.

// RUN: tile-translate %s --tile-to-ptx --kernel gemm_at_f16 --set M=1000,N=1000,K=333 -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=SM80 < %t.ptx
// RUN: tile-translate %s --tile-to-ptx --kernel gemm_at_f16 --chip sm_80 --set M=1000,N=1000,K=333 -o %t.sm80.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t.sm80.ptx
// RUN: tile-translate %s --tile-to-ptx --kernel gemm_at_f16_wgmma --set M=1000,N=1000,K=333 -o %t.wg.ptx
// RUN: FileCheck %s --check-prefix=WGMMA < %t.wg.ptx
// RUN: tile-translate %s --tile-to-ptx --kernel gemm_at_f16_wgmma --set M=4096,N=4096,K=4096 --producer-warp -o %t.tma.ptx 2>&1 | FileCheck %s --check-prefix=TMAWARN
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.wg.ptx -o %t.wg.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm80.ptx -o %t.sm80.cubin %}

// REMARK: remark: stays on mma.sync: A is transposed (transpose_a)
// SM80-LABEL: .entry gemm_at_f16(
// SM80: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// SM80: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32

// trans-a and trans-b are both 1 (A M-major, B N-major); the copies fill
// A's storage in order (16-byte chunks side by side).
// WGMMA-LABEL: .entry gemm_at_f16_wgmma(
// WGMMA: cp.async.cg.shared.global
// WGMMA: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{.*}}, p, 1,  1, 1,  1;
// WGMMA-NOT: mma.sync
// TMAWARN: warning: cannot load through TMA: its destination is a transposed A (warpgroup_cols), whose 8-column groups a box cannot reorder

func.func @gemm_at_f16(%At: memref<?x?xf16> {tile.dims = ["K", "M"]},
                       %B: memref<?x?xf16> {tile.dims = ["K", "N"]},
                       %C: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.flops = "2*M*N*K"} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 128 in [64, 128, 256] : index
  %bn = tile.param "block_N" = 128 in [64, 128, 256] : index
  %bk = tile.param "block_K" = 64 in [32, 64] : index
  %threads = tile.param "threads" = 256 in [128, 256] : index
  %stages = tile.param "num_stages" = 3 in [2, 3, 4] : index
  %pw = tile.param "producer_warp" = 0 in [0, 1] : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(%threads) l2_swizzle(8)
      attributes {tile.warp_specialize = "producer_warp"} {
    %a = tile.alloc_shared(%bk, %bm) : memref<?x?xf16, #tile.shared>
    %b = tile.alloc_shared(%bk, %bn) : memref<?x?xf16, #tile.shared>
    %acc = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%bm, %bn) : memref<?x?xf16, #tile.fragment>
    %row = arith.muli %by, %bm : index
    %col = arith.muli %bx, %bn : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    tile.clear %acc : memref<?x?xf32, #tile.fragment>
    %steps = arith.ceildivui %K, %bk : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %bk : index
      tile.copy %At[%k, %row] -> %a : memref<?x?xf16>, memref<?x?xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<?x?xf16>, memref<?x?xf16, #tile.shared>
      tile.gemm %a, %b, %acc {transpose_a} : memref<?x?xf16, #tile.shared>, memref<?x?xf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
    } {tile.num_stages = "num_stages"}
    tile.parallel (%i, %j) in (%bm, %bn) {
      %v = memref.load %acc[%i, %j] : memref<?x?xf32, #tile.fragment>
      %h = arith.truncf %v : f32 to f16
      memref.store %h, %c[%i, %j] : memref<?x?xf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xf16, #tile.fragment>, memref<?x?xf16>
  }
  return
}

func.func @gemm_at_f16_wgmma(%At: memref<?x?xf16> {tile.dims = ["K", "M"]},
                             %B: memref<?x?xf16> {tile.dims = ["K", "N"]},
                             %C: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.flops = "2*M*N*K"} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %c128 = arith.constant 128 : index
  %gx = arith.ceildivui %N, %c128 : index
  %gy = arith.ceildivui %M, %c128 : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(256) l2_swizzle(8) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true, warpgroup_cols = 8>} : memref<64x128xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 128, 16]>} : memref<128x128xf32, #tile.fragment>
    %c = tile.alloc_fragment() : memref<128x128xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128i = arith.constant 128 : index
    %row = arith.muli %by, %c128i : index
    %col = arith.muli %bx, %c128i : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    %steps = arith.ceildivui %K, %c64 : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %At[%k, %row] -> %a : memref<?x?xf16>, memref<64x128xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<?x?xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %b, %acc {transpose_a} : memref<64x128xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    tile.parallel (%i, %j) in (128, 128) {
      %v = memref.load %acc[%i, %j] : memref<128x128xf32, #tile.fragment>
      %h = arith.truncf %v : f32 to f16
      memref.store %h, %c[%i, %j] : memref<128x128xf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<128x128xf16, #tile.fragment>, memref<?x?xf16>
  }
  return
}

func.func @gemm_at_f16_reference(%At: memref<?x?xf16> {tile.dims = ["K", "M"]},
                                 %B: memref<?x?xf16> {tile.dims = ["K", "N"]},
                                 %C: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.reference_for = "gemm_at_f16", tile.flops = "2*M*N*K"} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %c16 = arith.constant 16 : index
  %gx = arith.ceildivui %N, %c16 : index
  %gy = arith.ceildivui %M, %c16 : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(256) {
    %c = tile.alloc_fragment(%c16, %c16) : memref<?x?xf16, #tile.fragment>
    %row = arith.muli %by, %c16 : index
    %col = arith.muli %bx, %c16 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %lastRow = arith.subi %M, %c1 : index
    %lastCol = arith.subi %N, %c1 : index
    tile.parallel (%i, %j) in (%c16, %c16) {
      %r0 = arith.addi %row, %i : index
      %r = arith.minui %r0, %lastRow : index
      %j0 = arith.addi %col, %j : index
      %n = arith.minui %j0, %lastCol : index
      %sum = scf.for %k = %c0 to %K step %c1 iter_args(%s0 = %zero) -> (f32) {
        %a = memref.load %At[%k, %r] : memref<?x?xf16>
        %b = memref.load %B[%k, %n] : memref<?x?xf16>
        %af = arith.extf %a : f16 to f32
        %bf = arith.extf %b : f16 to f32
        %p = arith.mulf %af, %bf : f32
        %s = arith.addf %s0, %p : f32
        scf.yield %s : f32
      }
      %h = arith.truncf %sum : f32 to f16
      memref.store %h, %c[%i, %j] : memref<?x?xf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xf16, #tile.fragment>, memref<?x?xf16>
  }
  return
}
