// Tensor-core GEMM: C[M, N] = A[M, K] x B[K, N], f16 (@gemm_f16) or bf16
// (@gemm_bf16) inputs, f32 accumulation, output in the input type.
//
// Each block computes a block_M x block_N tile of C: per block_K step it
// stages A's and B's tiles in shared memory, then tile.gemm issues
// ldmatrix + mma.sync.m16n8k16 per warp (tile-infer-layout arranges the
// warps). Edges are masked: any M, N, K compiles (padding reads zeros);
// rows that cannot move in 4-byte chunks (odd K or N) are copied without
// cp.async.
//
// The k loop is software-pipelined (num_stages, default 3): tile-pipeline
// turns the tile copies into cp.async num_stages - 1 iterations ahead,
// into num_stages buffers per tile. On sm_90a (which has the shared memory
// for it) the default is 4 stages, and producer_warp = 1: the launch's
// `tile.warp_specialize` has the tiles loaded through TMA by a producer
// warp while the block's warpgroups run wgmma (chips without TMA ignore
// it; --set producer_warp=0 keeps cp.async). l2_swizzle(8) rasterizes the
// grid in panels of 8 block rows for L2 reuse. Both shared tiles are
// XOR-swizzled: A's by tile-infer-layout (rows of block_K = 64 halves, 128
// bytes), B's by the explicit layout below. B's rows (block_N halves, 256 bytes at the
// default) would otherwise be padded by 16 bytes, which is conflict-free
// for ldmatrix but, measured on the H200 with Nsight Compute, makes the
// cp.async of B request twice the L2 sectors it needs.
//
// The defaults above are for big problems. Shapes that would leave most
// SMs idle under 256x128 tiles (few rows, few columns) or that are bound by
// writing C (short K) take the shape cases of `tile.dispatch`: the first
// whose ranges hold sets those parameters (fixed sizes pick theirs at
// compile time; with M=dynamic the bundle holds one specialization per
// case over M and the runtime picks it at launch). Few columns and a long
// K take 64x64 tiles (64x128 up to N = 128), in k steps of 128, with split-K
// where that grid still fits one wave, as few rows do (with more blocks
// the split gains nothing). The mid-size cases hold where
// their own grid fits one wave (`waves = 1`: at most one block per
// multiprocessor): mid-size problems take the smallest of 128x64, 128x128
// and the default's tile that still fits; the 128x64 case copies k steps
// of 128. Where A's rows (K halves) do not start at 32-byte boundaries
// but B's do, 64x128 tiles put the smaller tile on the unaligned operand
// (`multiple_of`; docs/design.md, "Dispatch"); where neither's do but
// both are 16-byte aligned (1000^3), 64x128 tiles load through TMA, which
// takes such rows far better than cp.async's 16-byte chunks, in clusters
// of two that load B once (`multicast`, where the grid pairs its blocks),
// and store C through TMA (`tma_store`); rows TMA cannot take (K or N not
// a multiple of 8) stay on 128x64 tiles, cp.async where the rows allow
// 4-byte chunks, else copies through registers: in k steps of 128 over
// 256 threads where B's rows are 16-byte aligned (N % 8 == 0), of 64
// where neither operand's are (128-wide steps there lost to 64).
//
// The big problems' cases go by B's rows: 32-byte aligned (N % 16 == 0),
// 16 bytes off (N % 16 == 8: TMA reads such rows at about twice the L2
// sectors, so a cluster of two blocks loads B once for both, `multicast`),
// and rows TMA cannot take. Each group has a 128x192 case that competes
// instead of matching first (`fill = 95`) and the default's tile (the
// last group's is the defaults themselves): 128x192 tiles run where their
// grid fills the waves of one block per multiprocessor better than
// 256x128 once weighted by 95%, their speed per wave (1536^3: 96 blocks
// against 72 on 132 SMs; 3072^3: 384 against 288). The K <= 16 case stops at
// M = 1048560, where its 16-row blocks reach CUDA's 65535 grid rows. A
// value bound with --set wins over the cases.
//
// split_k > 1 splits the k loop over a cluster of that many blocks along
// the grid's third dimension: each sums its share of the k steps, and the
// first adds the others' partial accumulators from their shared memory
// (tile.cluster_reduce) and stores the tile. It fills the SMs where the
// tiles alone would not (few rows and a long K: 64 tiles of 16x64 or 64x64
// at N = 4096). It needs the cp.async loads (producer_warp = 0): the cluster's
// barrier waits for every thread, a producer warp's too.
//
//   tile-translate examples/gemm.mlir --tile-to-bundle -o out/gemm --set M=1000,N=1000,K=1000
//   tile-tune examples/gemm.mlir --references examples/gemm_reference.mlir --kernel gemm_f16 --set M=8192,N=8192,K=8192

func.func @gemm_f16(%A: memref<?x?xf16> {tile.dims = ["M", "K"]},
                    %B: memref<?x?xf16> {tile.dims = ["K", "N"]},
                    %C: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.flops = "2*M*N*K", tile.dispatch = [
      #tile.case<when = {M = [1, 32], K = [512, 1073741824]}, set = {block_M = 16, block_N = 64, threads = 128, producer_warp = 0, split_k = 2}>,
      #tile.case<when = {M = [1, 32]}, set = {block_M = 16, block_N = 32, threads = 128, producer_warp = 0}>,
      #tile.case<when = {M = [33, 64], K = [512, 1073741824]}, set = {block_M = 64, block_N = 64, threads = 128, producer_warp = 0, split_k = 2}>,
      #tile.case<when = {M = [33, 64]}, set = {block_M = 64, block_N = 64, threads = 128, producer_warp = 0}>,
      #tile.case<when = {N = [1, 64], K = [512, 1073741824]}, waves = 1, set = {block_M = 64, block_N = 64, block_K = 128, threads = 128, producer_warp = 0, split_k = 2}>,
      #tile.case<when = {N = [65, 128], K = [512, 1073741824]}, waves = 1, set = {block_M = 64, block_N = 128, block_K = 128, threads = 128, producer_warp = 0, split_k = 2}>,
      #tile.case<when = {K = [1, 16], M = [1, 1048560]}, set = {block_M = 16, block_N = 64, block_K = 16, threads = 128, num_stages = 2, producer_warp = 0}>,
      #tile.case<when = {K = [17, 128]}, set = {block_M = 64, block_N = 256, block_K = 32, threads = 128}>,
      #tile.case<when = {}, waves = 1, multiple_of = {K = 16}, set = {block_M = 128, block_N = 64, block_K = 128, threads = 128, producer_warp = 0}>,
      #tile.case<when = {}, waves = 1, multiple_of = {N = 16}, set = {block_M = 64, block_N = 128, block_K = 128, threads = 128, producer_warp = 0}>,
      #tile.case<when = {}, waves = 1, multiple_of = {K = 8, N = 8}, set = {block_M = 64, block_N = 128, block_K = 64, threads = 128, multicast = 1, tma_store = 1}>,
      #tile.case<when = {}, waves = 1, multiple_of = {N = 8}, set = {block_M = 128, block_N = 64, block_K = 128, threads = 256, producer_warp = 0}>,
      #tile.case<when = {}, waves = 1, set = {block_M = 128, block_N = 64, block_K = 64, threads = 128, producer_warp = 0}>,
      #tile.case<when = {}, waves = 1, set = {block_M = 128, block_N = 128}>,
      #tile.case<when = {}, fill = 95, multiple_of = {N = 16}, set = {block_M = 128, block_N = 192}>,
      #tile.case<when = {}, multiple_of = {N = 16}, set = {}>,
      #tile.case<when = {}, fill = 95, multiple_of = {N = 8}, set = {block_M = 128, block_N = 192, multicast = 1}>,
      #tile.case<when = {}, multiple_of = {N = 8}, set = {multicast = 1}>,
      #tile.case<when = {}, fill = 95, set = {block_M = 128, block_N = 192}>]} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 256 in [16, 64, 128, 256] : index
  %bn = tile.param "block_N" = 128 in [32, 64, 128, 192, 256] : index
  %bk = tile.param "block_K" = 64 in [16, 32, 64, 128] : index
  %threads = tile.param "threads" = 256 in [128, 256, 512] : index
  %stages = tile.param "num_stages" = 3 in [2, 3, 4] on {sm_90a = 4} : index
  %pw = tile.param "producer_warp" = 0 in [0, 1] on {sm_90a = 1} : index
  %splitK = tile.param "split_k" = 1 in [1, 2, 4] : index
  %mc = tile.param "multicast" = 0 in [0, 1] : index
  %ts = tile.param "tma_store" = 0 in [0, 1] : index
  // Without clusters (max_cluster = 1) the k loop is not split.
  %clusterMax = tile.param "cluster_max" = chip(max_cluster) : index
  %splits = arith.minui %splitK, %clusterMax : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx, %by, %bz) in (%gx, %gy, %splits) threads(%threads)
      cluster(1, 1, %splits) l2_swizzle(8)
      attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "multicast", tile.tma_store = "tma_store"} {
    %a = tile.alloc_shared(%bm, %bk) : memref<?x?xf16, #tile.shared>
    %b = tile.alloc_shared(%bk, %bn) {layout = #tile.swizzle<bytes = 128>} : memref<?x?xf16, #tile.shared>
    %acc = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%bm, %bn) : memref<?x?xf16, #tile.fragment>
    %row = arith.muli %by, %bm : index
    %col = arith.muli %bx, %bn : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    tile.clear %acc : memref<?x?xf32, #tile.fragment>
    // Split-K: block %bz of the cluster takes its share of the k steps.
    %steps = arith.ceildivui %K, %bk : index
    %share = arith.ceildivui %steps, %splits : index
    %first = arith.muli %bz, %share : index
    %end = arith.addi %first, %share : index
    %last = arith.minui %end, %steps : index
    scf.for %ks = %first to %last step %c1 {
      %k = arith.muli %ks, %bk : index
      tile.copy %A[%row, %k] -> %a : memref<?x?xf16>, memref<?x?xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<?x?xf16>, memref<?x?xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<?x?xf16, #tile.shared>, memref<?x?xf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
    } {tile.num_stages = "num_stages"}
    // The cluster adds its blocks' partial sums into the first block,
    // which stores the tile (one block: nothing to add, and it stores).
    tile.cluster_reduce sum %acc {root} : memref<?x?xf32, #tile.fragment>
    %stores = arith.cmpi eq, %bz, %c0 : index
    scf.if %stores {
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


func.func @gemm_bf16(%A: memref<?x?xbf16> {tile.dims = ["M", "K"]},
                    %B: memref<?x?xbf16> {tile.dims = ["K", "N"]},
                    %C: memref<?x?xbf16> {tile.dims = ["M", "N"]})
    attributes {tile.flops = "2*M*N*K", tile.dispatch = [
      #tile.case<when = {M = [1, 32], K = [512, 1073741824]}, set = {block_M = 16, block_N = 64, threads = 128, producer_warp = 0, split_k = 2}>,
      #tile.case<when = {M = [1, 32]}, set = {block_M = 16, block_N = 32, threads = 128, producer_warp = 0}>,
      #tile.case<when = {M = [33, 64], K = [512, 1073741824]}, set = {block_M = 64, block_N = 64, threads = 128, producer_warp = 0, split_k = 2}>,
      #tile.case<when = {M = [33, 64]}, set = {block_M = 64, block_N = 64, threads = 128, producer_warp = 0}>,
      #tile.case<when = {N = [1, 64], K = [512, 1073741824]}, waves = 1, set = {block_M = 64, block_N = 64, block_K = 128, threads = 128, producer_warp = 0, split_k = 2}>,
      #tile.case<when = {N = [65, 128], K = [512, 1073741824]}, waves = 1, set = {block_M = 64, block_N = 128, block_K = 128, threads = 128, producer_warp = 0, split_k = 2}>,
      #tile.case<when = {K = [1, 16], M = [1, 1048560]}, set = {block_M = 16, block_N = 64, block_K = 16, threads = 128, num_stages = 2, producer_warp = 0}>,
      #tile.case<when = {K = [17, 128]}, set = {block_M = 64, block_N = 256, block_K = 32, threads = 128}>,
      #tile.case<when = {}, waves = 1, multiple_of = {K = 16}, set = {block_M = 128, block_N = 64, block_K = 128, threads = 128, producer_warp = 0}>,
      #tile.case<when = {}, waves = 1, multiple_of = {N = 16}, set = {block_M = 64, block_N = 128, block_K = 128, threads = 128, producer_warp = 0}>,
      #tile.case<when = {}, waves = 1, multiple_of = {K = 8, N = 8}, set = {block_M = 64, block_N = 128, block_K = 64, threads = 128, multicast = 1, tma_store = 1}>,
      #tile.case<when = {}, waves = 1, multiple_of = {N = 8}, set = {block_M = 128, block_N = 64, block_K = 128, threads = 256, producer_warp = 0}>,
      #tile.case<when = {}, waves = 1, set = {block_M = 128, block_N = 64, block_K = 64, threads = 128, producer_warp = 0}>,
      #tile.case<when = {}, waves = 1, set = {block_M = 128, block_N = 128}>,
      #tile.case<when = {}, fill = 95, multiple_of = {N = 16}, set = {block_M = 128, block_N = 192}>,
      #tile.case<when = {}, multiple_of = {N = 16}, set = {}>,
      #tile.case<when = {}, fill = 95, multiple_of = {N = 8}, set = {block_M = 128, block_N = 192, multicast = 1}>,
      #tile.case<when = {}, multiple_of = {N = 8}, set = {multicast = 1}>,
      #tile.case<when = {}, fill = 95, set = {block_M = 128, block_N = 192}>]} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 256 in [16, 64, 128, 256] : index
  %bn = tile.param "block_N" = 128 in [32, 64, 128, 192, 256] : index
  %bk = tile.param "block_K" = 64 in [16, 32, 64, 128] : index
  %threads = tile.param "threads" = 256 in [128, 256, 512] : index
  %stages = tile.param "num_stages" = 3 in [2, 3, 4] on {sm_90a = 4} : index
  %pw = tile.param "producer_warp" = 0 in [0, 1] on {sm_90a = 1} : index
  %splitK = tile.param "split_k" = 1 in [1, 2, 4] : index
  %mc = tile.param "multicast" = 0 in [0, 1] : index
  %ts = tile.param "tma_store" = 0 in [0, 1] : index
  // Without clusters (max_cluster = 1) the k loop is not split.
  %clusterMax = tile.param "cluster_max" = chip(max_cluster) : index
  %splits = arith.minui %splitK, %clusterMax : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx, %by, %bz) in (%gx, %gy, %splits) threads(%threads)
      cluster(1, 1, %splits) l2_swizzle(8)
      attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "multicast", tile.tma_store = "tma_store"} {
    %a = tile.alloc_shared(%bm, %bk) : memref<?x?xbf16, #tile.shared>
    %b = tile.alloc_shared(%bk, %bn) {layout = #tile.swizzle<bytes = 128>} : memref<?x?xbf16, #tile.shared>
    %acc = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%bm, %bn) : memref<?x?xbf16, #tile.fragment>
    %row = arith.muli %by, %bm : index
    %col = arith.muli %bx, %bn : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    tile.clear %acc : memref<?x?xf32, #tile.fragment>
    // Split-K: block %bz of the cluster takes its share of the k steps.
    %steps = arith.ceildivui %K, %bk : index
    %share = arith.ceildivui %steps, %splits : index
    %first = arith.muli %bz, %share : index
    %end = arith.addi %first, %share : index
    %last = arith.minui %end, %steps : index
    scf.for %ks = %first to %last step %c1 {
      %k = arith.muli %ks, %bk : index
      tile.copy %A[%row, %k] -> %a : memref<?x?xbf16>, memref<?x?xbf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<?x?xbf16>, memref<?x?xbf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<?x?xbf16, #tile.shared>, memref<?x?xbf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
    } {tile.num_stages = "num_stages"}
    // The cluster adds its blocks' partial sums into the first block,
    // which stores the tile (one block: nothing to add, and it stores).
    tile.cluster_reduce sum %acc {root} : memref<?x?xf32, #tile.fragment>
    %stores = arith.cmpi eq, %bz, %c0 : index
    scf.if %stores {
      tile.parallel (%i, %j) in (%bm, %bn) {
        %v = memref.load %acc[%i, %j] : memref<?x?xf32, #tile.fragment>
        %h = arith.truncf %v : f32 to bf16
        memref.store %h, %c[%i, %j] : memref<?x?xbf16, #tile.fragment>
      }
      tile.copy %c -> %C[%row, %col] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
    }
  }
  return
}

