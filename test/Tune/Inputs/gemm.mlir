// gemm_f16 of examples/gemm.mlir with num_stages as a tunable parameter,
// its work (tile.flops) and its SIMT reference: what tile-tune's tests use.

func.func @gemm_f16(%A: memref<?x?xf16> {tile.dims = ["M", "K"]},
                    %B: memref<?x?xf16> {tile.dims = ["K", "N"]},
                    %C: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.flops = "2*M*N*K"} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 128 in [64, 128, 256] : index
  %bn = tile.param "block_N" = 128 in [64, 128, 256] : index
  %bk = tile.param "block_K" = 32 in [16, 32, 64] : index
  %threads = tile.param "threads" = 256 in [128, 256, 512] : index
  %stages = tile.param "num_stages" = 3 in [2, 3, 4] : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(%threads) l2_swizzle(8) {
    %a = tile.alloc_shared(%bm, %bk) : memref<?x?xf16, #tile.shared>
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
      tile.copy %A[%row, %k] -> %a : memref<?x?xf16>, memref<?x?xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<?x?xf16>, memref<?x?xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<?x?xf16, #tile.shared>, memref<?x?xf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
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

func.func @gemm_f16_reference(%A: memref<?x?xf16> {tile.dims = ["M", "K"]},
                              %B: memref<?x?xf16> {tile.dims = ["K", "N"]},
                              %C: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.reference_for = "gemm_f16", tile.flops = "2*M*N*K"} {
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
      // Edge threads read a valid row/column; the masked store drops them.
      %r0 = arith.addi %row, %i : index
      %r = arith.minui %r0, %lastRow : index
      %j0 = arith.addi %col, %j : index
      %n = arith.minui %j0, %lastCol : index
      %sum = scf.for %k = %c0 to %K step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %A[%r, %k] : memref<?x?xf16>
        %b = memref.load %B[%k, %n] : memref<?x?xf16>
        %af = arith.extf %a : f16 to f32
        %bf = arith.extf %b : f16 to f32
        %p = arith.mulf %af, %bf : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      %h = arith.truncf %sum : f32 to f16
      memref.store %h, %c[%i, %j] : memref<?x?xf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xf16, #tile.fragment>, memref<?x?xf16>
  }
  return
}
