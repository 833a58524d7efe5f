// The persistent GEMM of persistent_gemm.mlir in ping-pong: the launch asks
// for two consumer groups (tile.consumer_groups names a tile.param, 2 by
// default), each a warpgroup with a 128x128 tile; tile-warp-specialize
// deals the tile loop's iterations to them in turn and orders their main
// loops, so that one group's wgmma runs
// while the other stores its tile. A producer warpgroup issues the TMA
// loads with 40 registers (tile.producer_registers names a tile.param, so
// the split is tuned like a tile size), the consumers take the rest, 232
// (setmaxnreg); each group
// has its own named barrier for its main loop's turn (2 x 128 threads: its
// own and the group that lets it in) and its own staged-store buffers.
//
// RUN: tile-translate %s --tile-to-bundle --no-cubin --producer-warp --kernel gemm_f16 --set M=4096,N=4096,K=4096 -o %t
// RUN: FileCheck %s < %t/gemm_f16.ptx
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/gemm_f16.json
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t/gemm_f16.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// K of one, two and three steps (loops LLVM unrolls): the first step
// clears the accumulators with an immediate scale-d (tile-fold-clear), no
// zeros wait in them after the fence.
// RUN: tile-translate %s --tile-to-ptx --producer-warp --kernel gemm_f16 --set M=4096,N=4096,K=128 -o %t.k128.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.k128.ptx -o %t.k128.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate %s --tile-to-ptx --producer-warp --kernel gemm_f16 --set M=4096,N=4096,K=192 -o %t.k192.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.k192.ptx -o %t.k192.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate %s --tile-to-ptx --producer-warp --kernel gemm_f16 --set M=4096,N=4096,K=64 -o %t.k64.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.k64.ptx -o %t.k64.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate %s --tile-inspect --no-cubin --producer-warp --kernel gemm_f16 --set M=4096,N=4096,K=4096 | FileCheck %s --check-prefix=INSPECT
// RUN: tile-translate %s --tile-to-ptx --producer-warp --kernel gemm_f16 --set M=4096,N=4096,K=4096,consumer_groups=1 | FileCheck %s --check-prefix=ONE
// RUN: tile-translate %s --tile-to-ptx --producer-warp --kernel gemm_f16 --set M=4096,N=4096,K=4096,producer_registers=24 | FileCheck %s --check-prefix=SPLIT24

// CHECK: .maxntid 384, 1, 1
// CHECK-DAG: setmaxnreg.dec.sync.aligned.u32 40;
// CHECK-DAG: setmaxnreg.inc.sync.aligned.u32 232;
// CHECK-DAG: bar.arrive 3, 256;
// CHECK-DAG: bar.sync {{.*}}, 256;
// CHECK-DAG: bar.arrive {{.*}}, 256;
// CHECK-DAG: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-DAG: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// CHECK-DAG: mbarrier.try_wait.parity.shared.b64
// CHECK-DAG: stmatrix.sync.aligned.m8n8.x4.shared.b16
// ptxas prints its advisories before the register report.
// PTXAS-NOT: C75{{[0-9][0-9]}}
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: C75{{[0-9][0-9]}}

// MANIFEST: "producer_warps": 4

// The published split of FlashAttention-3: 24 for the producer, 240 for
// each of two consumer warpgroups (a split outside setmaxnreg's range is
// a located error: specialize-stages-errors.mlir).
// SPLIT24-DAG: setmaxnreg.dec.sync.aligned.u32 24;
// SPLIT24-DAG: setmaxnreg.inc.sync.aligned.u32 240;

// consumer_groups = 1: the same tile loop in one warpgroup; the producer
// is still a warpgroup that keeps tile.producer_registers (the consumers
// take the rest, up to setmaxnreg's 256).
// ONE: .maxntid 256, 1, 1
// ONE: setmaxnreg.dec.sync.aligned.u32 40;
// ONE: setmaxnreg.inc.sync.aligned.u32 256;

// INSPECT: block 384x1x1
// INSPECT: roles: consumers 256 threads (warps 0-7), producer 4 warps (warps 8-11)
// INSPECT: ping-pong: 2 consumer groups of 128 threads
// INSPECT: setmaxnreg per warpgroup: 232, 232, 40

func.func @gemm_f16(%A: memref<?x?xf16> {tile.dims = ["M", "K"]},
                    %B: memref<?x?xf16> {tile.dims = ["K", "N"]},
                    %C: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.flops = "2*M*N*K"} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 128 : index
  %bn = tile.param "block_N" = 128 : index
  %bk = tile.param "block_K" = 64 : index
  %threads = tile.param "threads" = 128 : index
  %stages = tile.param "num_stages" = 4 : index
  %grid = tile.param "grid" = 132 : index
  // Consumer groups dealt the tiles in turn: 2 is ping-pong, 1 the plain
  // persistent kernel; tile-tune searches both.
  %groups = tile.param "consumer_groups" = 2 in [1, 2] : index
  %pregs = tile.param "producer_registers" = 40 in [24, 32, 40, 56] : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  %tiles = arith.muli %gx, %gy : index
  tile.launch blocks(%bid) in (%grid) threads(%threads) attributes {tile.consumer_groups = "consumer_groups", tile.producer_registers = "producer_registers"} {
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
