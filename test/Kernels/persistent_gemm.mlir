// A persistent GEMM written in the tile dialect: a fixed grid of blocks,
// each looping over its tiles (t = block id; t < tiles; t += grid) with the
// panels of 8 block rows that l2_swizzle(8) gives a one-tile-per-block
// launch, the pipelined k loop and the epilogue inside. No compiler
// support beyond the one-tile kernel is needed: tile-pipeline pipelines the
// inner loop, and the producer warp's split takes the outer loop with it,
// so the producer loads the next tile's stages during the epilogue (its
// TMA group counts and the consumers' mbarrier phases run on across
// tiles). On the H200 it is bit-identical to examples/gemm.mlir's kernel
// and level with it (docs/benchmarks.md, run 150).
//
// RUN: tile-translate %s --tile-to-bundle --no-cubin --producer-warp --kernel gemm_f16 --set M=4096,N=4096,K=4096 -o %t
// RUN: FileCheck %s < %t/gemm_f16.ptx
// RUN: FileCheck %s --check-prefix=BODY < %t/gemm_f16.ptx
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/gemm_f16.json
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t/gemm_f16.ptx -o %t.cubin %}

// One block barrier, before the producer warp splits off, and none in the
// loops (the stages' mbarriers order the boxes and the wgmma).
// CHECK: .maxntid 288, 1, 1
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;
// BODY-DAG: mbarrier.try_wait.parity.shared.b64
// BODY-DAG: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// BODY-DAG: wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16
// BODY-DAG: stmatrix.sync.aligned.m8n8.x4.shared.b16

// MANIFEST: "grid": [
// MANIFEST-NEXT: 132,
// MANIFEST-NEXT: 1,
// MANIFEST-NEXT: 1
// MANIFEST: "producer_warps": 1

func.func @gemm_f16(%A: memref<?x?xf16> {tile.dims = ["M", "K"]},
                    %B: memref<?x?xf16> {tile.dims = ["K", "N"]},
                    %C: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.flops = "2*M*N*K"} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 128 : index
  %bn = tile.param "block_N" = 256 : index
  %bk = tile.param "block_K" = 64 : index
  %threads = tile.param "threads" = 256 : index
  %stages = tile.param "num_stages" = 4 : index
  %grid = tile.param "grid" = 132 : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  %tiles = arith.muli %gx, %gy : index
  tile.launch blocks(%bid) in (%grid) threads(%threads) {
    %a = tile.alloc_shared(%bm, %bk) : memref<?x?xf16, #tile.shared>
    %b = tile.alloc_shared(%bk, %bn) {layout = #tile.swizzle<bytes = 128>} : memref<?x?xf16, #tile.shared>
    %acc = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%bm, %bn) : memref<?x?xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %panelTiles = arith.muli %gx, %c8 : index
    %steps = arith.ceildivui %K, %bk : index
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
  }
  return
}
