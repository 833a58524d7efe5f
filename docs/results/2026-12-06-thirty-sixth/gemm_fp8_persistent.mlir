// Experiment (session 36): examples/gemm_fp8.mlir's per-tensor kernel as a
// persistent kernel (test/Kernels/persistent_gemm.mlir's tile loop), so the
// producer loads the next tile's stages during the epilogue.
func.func @gemm_e4m3(%A: memref<?x?xf8E4M3FN> {tile.dims = ["M", "K"]},
                     %B: memref<?x?xf8E4M3FN> {tile.dims = ["N", "K"]},
                     %C: memref<?x?xbf16> {tile.dims = ["M", "N"]},
                     %scale_a: f32, %scale_b: f32)
    attributes {tile.flops = "2*M*N*K"} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 128 : index
  %bn = tile.param "block_N" = 256 : index
  %bk = tile.param "block_K" = 128 : index
  %threads = tile.param "threads" = 256 : index
  %stages = tile.param "num_stages" = 4 : index
  %pw = tile.param "producer_warp" = 1 in [0, 1] : index
  %grid = tile.param "grid" = 132 : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  %tiles = arith.muli %gx, %gy : index
  tile.launch blocks(%bid) in (%grid) threads(%threads)
      attributes {tile.warp_specialize = "producer_warp"} {
    %a = tile.alloc_shared(%bm, %bk) : memref<?x?xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared(%bn, %bk) : memref<?x?xf8E4M3FN, #tile.shared>
    %acc = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%bm, %bn) : memref<?x?xbf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %panelTiles = arith.muli %gx, %c8 : index
    %steps = arith.ceildivui %K, %bk : index
    %scale = arith.mulf %scale_a, %scale_b : f32
    scf.for %tt = %bid to %tiles step %grid {
      %p = arith.divui %tt, %panelTiles : index
      %w = arith.remui %tt, %panelTiles : index
      %p8 = arith.muli %p, %c8 : index
      %left = arith.subi %gy, %p8 : index
      %rows = arith.minui %left, %c8 : index
      %rr = arith.remui %w, %rows : index
      %by = arith.addi %p8, %rr : index
      %bx = arith.divui %w, %rows : index
      %row = arith.muli %by, %bm : index
      %col = arith.muli %bx, %bn : index
      tile.clear %acc : memref<?x?xf32, #tile.fragment>
      scf.for %ks = %c0 to %steps step %c1 {
        %k = arith.muli %ks, %bk : index
        tile.copy %A[%row, %k] -> %a : memref<?x?xf8E4M3FN>, memref<?x?xf8E4M3FN, #tile.shared>
        tile.copy %B[%col, %k] -> %b : memref<?x?xf8E4M3FN>, memref<?x?xf8E4M3FN, #tile.shared>
        tile.gemm %a, %b, %acc {transpose_b} : memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf32, #tile.fragment>
      } {tile.num_stages = "num_stages"}
      tile.parallel (%i, %j) in (%bm, %bn) {
        %v = memref.load %acc[%i, %j] : memref<?x?xf32, #tile.fragment>
        %s = arith.mulf %v, %scale : f32
        %h = arith.truncf %s : f32 to bf16
        memref.store %h, %c[%i, %j] : memref<?x?xbf16, #tile.fragment>
      }
      tile.copy %c -> %C[%row, %col] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
    }
  }
  return
}
