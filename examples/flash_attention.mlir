// FlashAttention forward: O = softmax(Q K^T * scale [+ causal mask]) V and
// the per-row log-sum-exp, for Q, K, V, O of layout [B, H, S, D] (f16 in
// @flash_attention_f16, bf16 in @flash_attention_bf16), LSE [B, H, S] in
// f32 (natural log, as PyTorch's).
//
// A block owns block_M queries of one head. Q's tile is staged in shared
// memory once (the A operand of the first mma.sync, read with ldmatrix per
// key tile); K and V tiles stream through a pipelined loop (cp.async,
// num_stages buffers). Per key tile:
//   S = Q K^T                        mma.sync into an f32 fragment
//   m' = rowmax(S) * c if it exceeds m by more than 8, else m
//                                    c = log2(e) / sqrt(D), folded in
//   O = O * exp2(m - m')             skipped (per row register, by the
//                                    lowering) where the factor is 1
//   P = exp2(S * c - m')             in registers (one FFMA and one
//                                    MUFU.EX2 per element: fastmath
//                                    contract and afn), converted to f16/bf16
//   l = l * exp2(m - m') + rowsum(P)
//   O = O + P V                      P is the A operand straight from
//                                    registers (no shared memory)
// and once at the end O / l and LSE = (m + log2 l) ln 2. The S x S score
// matrix never reaches global memory. The running max m' lags the true one
// by less than 8 (log2 units), so P <= 2^8: exact to the same relative
// precision in f16/bf16, and O and l share the same m', so O / l and the
// LSE do not change. Once the rows' maxima settle, the factor is exactly 1
// and the 128 multiplications per thread of O's rescale are branched over
// (FlashAttention-4's conditional rescaling; measurably faster on the
// H200, docs/benchmarks.md). Warps split the queries (policy
// full_row puts every warp along M), so each thread holds
// whole rows of S's instruction tiles: the row reductions stay within a
// quad of lanes and P's accumulator registers are exactly the A operand
// registers of the second mma.sync.
//
// Defaults (the fastest measured on the H200, docs/benchmarks.md): 4 warps of
// 32 query rows over 64-key tiles. Every warp reads all of K and V from
// shared memory, so 32 rows per warp halve that traffic per flop against 8
// warps of 16 rows; Q in shared memory (not registers) leaves room for the
// 32 x 128 O accumulator, and two blocks fit per SM. At D = 256 the
// default (threads = 0) takes 8 warps, so that each thread still holds 128
// of O's accumulators; with 4 warps it would hold 256 and spill.
//
// Few heads or short sequences leave most SMs idle (B=1 H=1 S=4096 is 32
// query tiles): kv_splits splits each query tile's key tiles over a
// cluster of that many blocks, each running the online softmax over its
// share; the blocks then take the cluster's running max (tile.cluster_reduce
// max), rescale their l and O to it, and the first adds them up
// (tile.cluster_reduce sum) and writes O and the LSE. kv_splits = 0 (the
// default) picks the split from B, H and S; with a split of 1 the kernel is
// the one described above. A cluster's size is fixed when the kernel is
// compiled, so with S left to run time (--set S=dynamic) bind kv_splits
// too (kv_splits=1: one block per query tile).
//
// overlap = 1 takes FlashAttention-3's order within a warpgroup on
// wgmma: step t issues S = Q K^T for key tile t and O += P V for tile t - 1
// as asynchronous gemms, waits for S only (tile.gemm_wait, one group
// pending), runs the softmax while O += P V is in flight, then waits for
// O, rescales it and moves the new P in (one more step, whose key tile is
// masked out, drains the last P V). The kernel's own tile.gemm_wait ops
// place the waits; convert-tile-to-gpu rejects a touch of S, O or P before
// them. Alone it was faster on the H200 at D = 64 over 256 threads and
// slower at D = 128 (docs/benchmarks.md); tile-tune tries it.
//
// producer_warp = 1 (sm_90a) gives it FlashAttention-3's roles: K and V
// come through TMA from a producer warpgroup that keeps producer_registers
// and gives the rest to the consumers (setmaxnreg), and the consumer
// warpgroups issue their two gemms in turn (tile.ordered: one warpgroup's
// gemms run while another runs its softmax). The shape cases make that the
// sm_90a default for many heads and long sequences: 192 x 128 tiles over
// three consumer warpgroups at D = 64 and 128 x 80 over two at D = 256,
// causal or not, and at D = 128 128 x 160 over two (FlashAttention-3 also
// widens the key tile there), 128 x 128 when causal. Few heads keep the
// kernel above, faster there with two blocks per SM (docs/design.md).
//
// At D = 256 on sm_80 two stages of 64-key tiles and Q's tile need more
// shared memory than the chip has: the last case takes 32-key tiles there.
//
// causal = 1 masks keys after the query; key tiles entirely above the
// diagonal are never visited (the loop stops at the diagonal) and only
// tiles that cross the diagonal or the end of the sequence are masked.
// Any S works: rows and keys past S are masked.
//
//   tile-translate examples/flash_attention.mlir --tile-to-bundle -o out/fa --set B=8,H=16,S=4096,D=128,causal=1

func.func @flash_attention_f16(
    %Q: memref<?x?x?x?xf16> {tile.dims = ["B", "H", "S", "D"]},
    %K: memref<?x?x?x?xf16> {tile.dims = ["B", "H", "S", "D"]},
    %V: memref<?x?x?x?xf16> {tile.dims = ["B", "H", "S", "D"]},
    %O: memref<?x?x?x?xf16> {tile.dims = ["B", "H", "S", "D"]},
    %LSE: memref<?x?x?xf32> {tile.dims = ["B", "H", "S"]})
    attributes {tile.flops = "4*B*H*S*S*D", tile.dispatch = [
      #tile.case<when = {hopper = [1, 1], D = [64, 64], H = [32, 1073741824], S = [4096, 1073741824]}, set = {block_M = 192, block_N = 128, threads = 384, overlap = 1, producer_warp = 1, producer_registers = 24}>,
      #tile.case<when = {hopper = [1, 1], causal = [0, 0], D = [128, 128], H = [8, 1073741824], S = [4096, 1073741824]}, set = {block_M = 128, block_N = 160, threads = 256, overlap = 1, producer_warp = 1, producer_registers = 24}>,
      #tile.case<when = {hopper = [1, 1], causal = [1, 1], D = [128, 128], H = [8, 1073741824], S = [4096, 1073741824]}, set = {block_M = 128, block_N = 128, threads = 256, overlap = 1, producer_warp = 1, producer_registers = 24}>,
      #tile.case<when = {hopper = [1, 1], D = [256, 256], H = [8, 1073741824], S = [4096, 1073741824]}, set = {block_M = 128, block_N = 80, threads = 256, overlap = 1, producer_warp = 1, producer_registers = 24}>,
      #tile.case<when = {hopper = [0, 0], D = [256, 256]}, set = {block_N = 32}>]} {
  %B = tile.param "B" = 8 : index
  %H = tile.param "H" = 16 : index
  %S = tile.param "S" = 4096 : index
  // D and causal choose the problem, not the schedule: no candidate lists
  // (the autotuner searches those), requirements instead.
  %D = tile.param "D" = 128 : index
  %causal = tile.param "causal" = 0 : index
  %bm = tile.param "block_M" = 128 in [64, 128, 192] : index
  %bn = tile.param "block_N" = 64 in [32, 64, 80, 128, 160] : index
  %stages = tile.param "num_stages" = 2 in [1, 2, 3] : index
  // threads = 0 picks the fewest of 128 or 256 that leave each thread at
  // most 128 of O's accumulators (block_M * D / threads; at 256 it spills).
  %threadsParam = tile.param "threads" = 0 in [0, 128, 256, 384] : index
  // kv_splits > 1 splits each query tile's keys over that many blocks of
  // a cluster, which combine their partial results at the end; 0 picks
  // the split from the problem size: enough blocks to fill the chip's
  // multiprocessors when B * H * S / block_M alone would leave most idle.
  %splitsParam = tile.param "kv_splits" = 0 in [0, 1, 2, 4, 8] : index
  // overlap = 1 issues key tile t's S = Q K^T and tile t - 1's O += P V
  // together and runs the softmax of S while O += P V is in flight
  // (FlashAttention-3's overlap within a warpgroup; on wgmma only).
  %overlap = tile.param "overlap" = 0 in [0, 1] : index
  // FlashAttention-3's roles (sm_90a): K and V loaded through TMA by a
  // producer warpgroup that keeps producer_registers (setmaxnreg) and
  // gives the rest to the consumers (0: a producer warp, no setmaxnreg).
  %producerWarp = tile.param "producer_warp" = 0 in [0, 1] : index
  %producerRegs = tile.param "producer_registers" = 0 in [0, 24, 40] : index
  // Whether the chip has FlashAttention-3's means (setmaxnreg, and with it
  // TMA and wgmma): the shape cases above take them only there. The chip's
  // facts come from its description (Chip.h), not from numbers here.
  %hopper = tile.param "hopper" = chip(setmaxnreg) : index
  %sms = tile.param "multiprocessors" = chip(multiprocessors) : index
  // Without clusters (max_cluster = 1) the keys are not split.
  %clusterMax = tile.param "cluster_max" = chip(max_cluster) : index
  %c0t = arith.constant 0 : index
  %c128t = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %oElems = arith.muli %bm, %D : index
  %oThreads = arith.divui %oElems, %c128t : index
  %atLeast = arith.maxui %oThreads, %c128t : index
  %autoThreads = arith.minui %atLeast, %c256 : index
  %isAuto = arith.cmpi eq, %threadsParam, %c0t : index
  %threads = arith.select %isAuto, %autoThreads, %threadsParam : index
  // Every warp owns 16-row slabs of the query block (policy full_row).
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %warps = arith.divui %threads, %c32 : index
  %slab = arith.muli %warps, %c16 : index
  %fits = arith.cmpi ule, %slab, %bm : index
  tile.assert %fits, "block_M must give every warp 16 query rows: block_M >= threads / 32 * 16"
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %isD64 = arith.cmpi eq, %D, %c64 : index
  %isD128 = arith.cmpi eq, %D, %c128 : index
  %isD256 = arith.cmpi eq, %D, %c256 : index
  %dOk2 = arith.ori %isD64, %isD128 : i1
  %dOk = arith.ori %dOk2, %isD256 : i1
  tile.assert %dOk, "D (the head dimension) must be 64, 128 or 256"
  %c1h = arith.constant 1 : index
  %causalOk = arith.cmpi ule, %causal, %c1h : index
  tile.assert %causalOk, "causal must be 0 or 1"
  %gm = arith.ceildivui %S, %bm : index
  %gbh = arith.muli %B, %H : index
  // The automatic split: 2, 4 or 8 where the query tiles fill at most a
  // half, a quarter or an eighth of the multiprocessors, and each block
  // keeps at least 8 key tiles.
  %c2s = arith.constant 2 : index
  %c4s = arith.constant 4 : index
  %c8s = arith.constant 8 : index
  %qtiles = arith.muli %gm, %gbh : index
  %fill = arith.divui %sms, %qtiles : index
  %keyTiles = arith.ceildivui %S, %bn : index
  %perSplit = arith.divui %keyTiles, %c8s : index
  %room = arith.minui %fill, %perSplit : index
  %ge2 = arith.cmpi uge, %room, %c2s : index
  %ge4 = arith.cmpi uge, %room, %c4s : index
  %ge8 = arith.cmpi uge, %room, %c8s : index
  %s2 = arith.select %ge2, %c2s, %c1h : index
  %s4 = arith.select %ge4, %c4s, %s2 : index
  %autoSplits = arith.select %ge8, %c8s, %s4 : index
  %isAutoSplit = arith.cmpi eq, %splitsParam, %c0t : index
  %splitsAsked = arith.select %isAutoSplit, %autoSplits, %splitsParam : index
  %splits = arith.minui %splitsAsked, %clusterMax : index
  tile.launch blocks(%bx, %by, %bz) in (%gm, %gbh, %splits) threads(%threads) cluster(1, 1, %splits) attributes {tile.warp_specialize = "producer_warp", tile.producer_registers = "producer_registers"} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %b = arith.divui %by, %H : index
    %h = arith.remui %by, %H : index
    %qh = memref.subview %Q[%b, %h, 0, 0] [1, 1, %S, %D] [1, 1, 1, 1] : memref<?x?x?x?xf16> to memref<?x?xf16, strided<[?, 1], offset: ?>>
    %kh = memref.subview %K[%b, %h, 0, 0] [1, 1, %S, %D] [1, 1, 1, 1] : memref<?x?x?x?xf16> to memref<?x?xf16, strided<[?, 1], offset: ?>>
    %vh = memref.subview %V[%b, %h, 0, 0] [1, 1, %S, %D] [1, 1, 1, 1] : memref<?x?x?x?xf16> to memref<?x?xf16, strided<[?, 1], offset: ?>>
    %oh = memref.subview %O[%b, %h, 0, 0] [1, 1, %S, %D] [1, 1, 1, 1] : memref<?x?x?x?xf16> to memref<?x?xf16, strided<[?, 1], offset: ?>>
    %lh = memref.subview %LSE[%b, %h, 0] [1, 1, %S] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[1], offset: ?>>

    %q = tile.alloc_shared(%bm, %D) : memref<?x?xf16, #tile.shared>
    %k = tile.alloc_shared(%bn, %D) : memref<?x?xf16, #tile.shared>
    %v = tile.alloc_shared(%bn, %D) : memref<?x?xf16, #tile.shared>
    %s = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %p = tile.alloc_fragment(%bm, %bn) : memref<?x?xf16, #tile.fragment>
    %o = tile.alloc_fragment(%bm, %D) : memref<?x?xf32, #tile.fragment>
    %oh16 = tile.alloc_fragment(%bm, %D) : memref<?x?xf16, #tile.fragment>
    %m = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %l = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %alpha = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %mcur = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %lcur = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %lse = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>

    %log2e = arith.constant 1.44269504088896340736 : f32
    %ln2 = arith.constant 0.69314718055994530942 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %lazy = arith.constant 8.0 : f32
    %d64 = arith.index_cast %D : index to i64
    %df = arith.uitofp %d64 : i64 to f32
    %rsd = math.rsqrt %df : f32
    %c = arith.mulf %rsd, %log2e : f32

    // Causal: the longest rows (last query blocks) start first, so the
    // short ones fill the tail of the grid.
    %isCausal = arith.cmpi ne, %causal, %c0 : index
    %gm1 = arith.subi %gm, %c1 : index
    %rev = arith.subi %gm1, %bx : index
    %qb = arith.select %isCausal, %rev, %bx : index
    %row0 = arith.muli %qb, %bm : index
    tile.copy %qh[%row0, %c0] -> %q : memref<?x?xf16, strided<[?, 1], offset: ?>>, memref<?x?xf16, #tile.shared>
    tile.clear %o : memref<?x?xf32, #tile.fragment>
    tile.fill %m, %ninf : memref<?xf32, #tile.fragment>, f32
    tile.clear %l : memref<?xf32, #tile.fragment>

    // Key tiles: all of them, or up to the diagonal when causal.
    %ntiles = arith.ceildivui %S, %bn : index
    %rowEnd = arith.addi %row0, %bm : index
    %diag = arith.ceildivui %rowEnd, %bn : index
    %diagTiles = arith.minui %diag, %ntiles : index
    %hi = arith.select %isCausal, %diagTiles, %ntiles : index
    // Block %bz of the cluster takes its share of them.
    %split = arith.cmpi ugt, %splits, %c1 : index
    %share = arith.ceildivui %hi, %splits : index
    %lo = arith.muli %bz, %share : index
    %shareEnd = arith.addi %lo, %share : index
    %hiShare = arith.minui %shareEnd, %hi : index
    %overlapped = arith.cmpi ne, %overlap, %c0 : index
    scf.if %overlapped {
      %lo1 = arith.addi %lo, %c1 : index
      %hiNext = arith.addi %hiShare, %c1 : index
      tile.clear %p : memref<?x?xf16, #tile.fragment>
      %pn = tile.alloc_fragment(%bm, %bn) : memref<?x?xf16, #tile.fragment>
      // Step t: K tile t (past the share: masked out) and V tile t - 1 (at
      // the first step V tile lo, multiplied by P = 0).
      scf.for %t = %lo to %hiNext step %c1 {
        %col0 = arith.muli %t, %bn : index
        %tv1 = arith.maxui %t, %lo1 : index
        %tv = arith.subi %tv1, %c1 : index
        %colv = arith.muli %tv, %bn : index
        tile.copy %kh[%col0, %c0] -> %k : memref<?x?xf16, strided<[?, 1], offset: ?>>, memref<?x?xf16, #tile.shared>
        tile.copy %vh[%colv, %c0] -> %v : memref<?x?xf16, strided<[?, 1], offset: ?>>, memref<?x?xf16, #tile.shared>
        // Two warpgroups issue their gemms in turn (ping-pong): one's
        // tensor-core work runs while the other runs its softmax.
        tile.ordered {
          tile.gemm %q, %k, %s {transpose_b, clear_accum, async, policy = #tile.policy<full_row>} : memref<?x?xf16, #tile.shared>, memref<?x?xf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
          tile.gemm %p, %v, %o {async, policy = #tile.policy<full_row>} : memref<?x?xf16, #tile.fragment>, memref<?x?xf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
        }
        // S is ready; O += P V stays in flight through the softmax.
        tile.gemm_wait %s {pending = 1} : memref<?x?xf32, #tile.fragment>
        %colEnd = arith.addi %col0, %bn : index
        %pastEnd = arith.cmpi ugt, %colEnd, %S : index
        %colLast = arith.subi %colEnd, %c1 : index
        %crosses = arith.cmpi ugt, %colLast, %row0 : index
        %causalMask = arith.andi %isCausal, %crosses : i1
        %beyond = arith.cmpi uge, %t, %hiShare : index
        %needMask0 = arith.ori %pastEnd, %causalMask : i1
        %needMask = arith.ori %needMask0, %beyond : i1
        scf.if %needMask {
          tile.parallel (%i, %j) in (%bm, %bn) {
            %x = memref.load %s[%i, %j] : memref<?x?xf32, #tile.fragment>
            %qi = arith.addi %row0, %i : index
            %kj = arith.addi %col0, %j : index
            %after = arith.cmpi ugt, %kj, %qi : index
            %hidden = arith.andi %isCausal, %after : i1
            %outside = arith.cmpi uge, %kj, %S : index
            %masked0 = arith.ori %hidden, %outside : i1
            %masked = arith.ori %masked0, %beyond : i1
            %y = arith.select %masked, %ninf, %x : f32
            memref.store %y, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
          }
        }
        tile.reduce max %s -> %mcur {dim = 1 : i64} : memref<?x?xf32, #tile.fragment>, memref<?xf32, #tile.fragment>
        tile.parallel (%i) in (%bm) {
          %mold = memref.load %m[%i] : memref<?xf32, #tile.fragment>
          %mc = memref.load %mcur[%i] : memref<?xf32, #tile.fragment>
          %mcs = arith.mulf %mc, %c : f32
          // Keep the running max unless this tile exceeds it by more than
          // 2^8 (P <= 256 then, exact in f16/bf16): the factor is then
          // exactly 1 and the rescale of O below is skipped.
          %grow = arith.subf %mcs, %mold : f32
          %moves = arith.cmpf ogt, %grow, %lazy : f32
          %mnew = arith.select %moves, %mcs, %mold : f32
          %d = arith.subf %mold, %mnew : f32
          %e = math.exp2 %d fastmath<afn> : f32
          %a = arith.select %moves, %e, %one : f32
          memref.store %mnew, %m[%i] : memref<?xf32, #tile.fragment>
          memref.store %a, %alpha[%i] : memref<?xf32, #tile.fragment>
        }
        tile.parallel (%i, %j) in (%bm, %bn) {
          %x = memref.load %s[%i, %j] : memref<?x?xf32, #tile.fragment>
          %mi = memref.load %m[%i] : memref<?xf32, #tile.fragment>
          // A row that has seen only masked keys keeps m = -inf (a split's
          // share of a causal row can lie past the diagonal): subtract 0
          // there, as -inf - -inf would make its P NaN.
          %minf = arith.cmpf oeq, %mi, %ninf : f32
          %unseen = arith.andi %split, %minf : i1
          %msub = arith.select %unseen, %zero, %mi : f32
          %xs = arith.mulf %x, %c fastmath<contract> : f32
          %d = arith.subf %xs, %msub fastmath<contract> : f32
          %e = math.exp2 %d fastmath<afn> : f32
          %e16 = arith.truncf %e : f32 to f16
          memref.store %e, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
          memref.store %e16, %pn[%i, %j] : memref<?x?xf16, #tile.fragment>
        }
        tile.reduce sum %s -> %lcur {dim = 1 : i64} : memref<?x?xf32, #tile.fragment>, memref<?xf32, #tile.fragment>
        tile.parallel (%i) in (%bm) {
          %lold = memref.load %l[%i] : memref<?xf32, #tile.fragment>
          %a = memref.load %alpha[%i] : memref<?xf32, #tile.fragment>
          %lc = memref.load %lcur[%i] : memref<?xf32, #tile.fragment>
          %ls = arith.mulf %lold, %a : f32
          %lnew = arith.addf %ls, %lc : f32
          memref.store %lnew, %l[%i] : memref<?xf32, #tile.fragment>
        }
        tile.gemm_wait %o {pending = 0} : memref<?x?xf32, #tile.fragment>
        tile.parallel (%i, %j) in (%bm, %D) {
          %x = memref.load %o[%i, %j] : memref<?x?xf32, #tile.fragment>
          %a = memref.load %alpha[%i] : memref<?xf32, #tile.fragment>
          %y = arith.mulf %x, %a : f32
          memref.store %y, %o[%i, %j] : memref<?x?xf32, #tile.fragment>
        }
        tile.parallel (%i, %j) in (%bm, %bn) {
          %x = memref.load %pn[%i, %j] : memref<?x?xf16, #tile.fragment>
          memref.store %x, %p[%i, %j] : memref<?x?xf16, #tile.fragment>
        }
      } {tile.num_stages = "num_stages"}
    } else {
      scf.for %t = %lo to %hiShare step %c1 {
        %col0 = arith.muli %t, %bn : index
        tile.copy %kh[%col0, %c0] -> %k : memref<?x?xf16, strided<[?, 1], offset: ?>>, memref<?x?xf16, #tile.shared>
        tile.copy %vh[%col0, %c0] -> %v : memref<?x?xf16, strided<[?, 1], offset: ?>>, memref<?x?xf16, #tile.shared>
        tile.gemm %q, %k, %s {transpose_b, clear_accum, policy = #tile.policy<full_row>} : memref<?x?xf16, #tile.shared>, memref<?x?xf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
        // Mask keys past S and, when causal, after the query: only tiles
        // that cross the end of the sequence or the diagonal.
        %colEnd = arith.addi %col0, %bn : index
        %pastEnd = arith.cmpi ugt, %colEnd, %S : index
        %colLast = arith.subi %colEnd, %c1 : index
        %crosses = arith.cmpi ugt, %colLast, %row0 : index
        %causalMask = arith.andi %isCausal, %crosses : i1
        %needMask = arith.ori %pastEnd, %causalMask : i1
        scf.if %needMask {
          tile.parallel (%i, %j) in (%bm, %bn) {
            %x = memref.load %s[%i, %j] : memref<?x?xf32, #tile.fragment>
            %qi = arith.addi %row0, %i : index
            %kj = arith.addi %col0, %j : index
            %after = arith.cmpi ugt, %kj, %qi : index
            %hidden = arith.andi %isCausal, %after : i1
            %outside = arith.cmpi uge, %kj, %S : index
            %masked = arith.ori %hidden, %outside : i1
            %y = arith.select %masked, %ninf, %x : f32
            memref.store %y, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
          }
        }
        tile.reduce max %s -> %mcur {dim = 1 : i64} : memref<?x?xf32, #tile.fragment>, memref<?xf32, #tile.fragment>
        tile.parallel (%i) in (%bm) {
          %mold = memref.load %m[%i] : memref<?xf32, #tile.fragment>
          %mc = memref.load %mcur[%i] : memref<?xf32, #tile.fragment>
          %mcs = arith.mulf %mc, %c : f32
          // Keep the running max unless this tile exceeds it by more than
          // 2^8 (P <= 256 then, exact in f16/bf16): the factor is then
          // exactly 1 and the rescale of O below is skipped.
          %grow = arith.subf %mcs, %mold : f32
          %moves = arith.cmpf ogt, %grow, %lazy : f32
          %mnew = arith.select %moves, %mcs, %mold : f32
          %d = arith.subf %mold, %mnew : f32
          %e = math.exp2 %d fastmath<afn> : f32
          %a = arith.select %moves, %e, %one : f32
          memref.store %mnew, %m[%i] : memref<?xf32, #tile.fragment>
          memref.store %a, %alpha[%i] : memref<?xf32, #tile.fragment>
        }
        tile.parallel (%i, %j) in (%bm, %D) {
          %x = memref.load %o[%i, %j] : memref<?x?xf32, #tile.fragment>
          %a = memref.load %alpha[%i] : memref<?xf32, #tile.fragment>
          %y = arith.mulf %x, %a : f32
          memref.store %y, %o[%i, %j] : memref<?x?xf32, #tile.fragment>
        }
        tile.parallel (%i, %j) in (%bm, %bn) {
          %x = memref.load %s[%i, %j] : memref<?x?xf32, #tile.fragment>
          %mi = memref.load %m[%i] : memref<?xf32, #tile.fragment>
          // A row that has seen only masked keys keeps m = -inf (a split's
          // share of a causal row can lie past the diagonal): subtract 0
          // there, as -inf - -inf would make its P NaN.
          %minf = arith.cmpf oeq, %mi, %ninf : f32
          %unseen = arith.andi %split, %minf : i1
          %msub = arith.select %unseen, %zero, %mi : f32
          %xs = arith.mulf %x, %c fastmath<contract> : f32
          %d = arith.subf %xs, %msub fastmath<contract> : f32
          %e = math.exp2 %d fastmath<afn> : f32
          %e16 = arith.truncf %e : f32 to f16
          memref.store %e, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
          memref.store %e16, %p[%i, %j] : memref<?x?xf16, #tile.fragment>
        }
        tile.reduce sum %s -> %lcur {dim = 1 : i64} : memref<?x?xf32, #tile.fragment>, memref<?xf32, #tile.fragment>
        tile.parallel (%i) in (%bm) {
          %lold = memref.load %l[%i] : memref<?xf32, #tile.fragment>
          %a = memref.load %alpha[%i] : memref<?xf32, #tile.fragment>
          %lc = memref.load %lcur[%i] : memref<?xf32, #tile.fragment>
          %ls = arith.mulf %lold, %a : f32
          %lnew = arith.addf %ls, %lc : f32
          memref.store %lnew, %l[%i] : memref<?xf32, #tile.fragment>
        }
        tile.gemm %p, %v, %o {policy = #tile.policy<full_row>} : memref<?x?xf16, #tile.fragment>, memref<?x?xf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
      } {tile.num_stages = "num_stages"}
    }

    // A split's blocks hold partial sums over their keys, each relative to
    // its own running max: rescale them to the cluster's max (a block that
    // saw only masked keys contributes nothing), then the first block adds
    // the cluster's O and l and writes the results.
    scf.if %split {
      tile.parallel (%i) in (%bm) {
        %mi = memref.load %m[%i] : memref<?xf32, #tile.fragment>
        memref.store %mi, %mcur[%i] : memref<?xf32, #tile.fragment>
      }
      tile.cluster_reduce max %m : memref<?xf32, #tile.fragment>
      tile.parallel (%i) in (%bm) {
        %mown = memref.load %mcur[%i] : memref<?xf32, #tile.fragment>
        %mall = memref.load %m[%i] : memref<?xf32, #tile.fragment>
        %d = arith.subf %mown, %mall : f32
        %e = math.exp2 %d fastmath<afn> : f32
        %none = arith.cmpf oeq, %mown, %ninf : f32
        %a = arith.select %none, %zero, %e : f32
        %li = memref.load %l[%i] : memref<?xf32, #tile.fragment>
        %ls = arith.mulf %li, %a : f32
        memref.store %ls, %l[%i] : memref<?xf32, #tile.fragment>
        memref.store %a, %alpha[%i] : memref<?xf32, #tile.fragment>
      }
      tile.parallel (%i, %j) in (%bm, %D) {
        %x = memref.load %o[%i, %j] : memref<?x?xf32, #tile.fragment>
        %a = memref.load %alpha[%i] : memref<?xf32, #tile.fragment>
        %y = arith.mulf %x, %a : f32
        memref.store %y, %o[%i, %j] : memref<?x?xf32, #tile.fragment>
      }
      tile.cluster_reduce sum %l {root} : memref<?xf32, #tile.fragment>
      tile.cluster_reduce sum %o {root} : memref<?x?xf32, #tile.fragment>
    }
    %writes = arith.cmpi eq, %bz, %c0 : index
    scf.if %writes {
      tile.parallel (%i, %j) in (%bm, %D) {
        %x = memref.load %o[%i, %j] : memref<?x?xf32, #tile.fragment>
        %li = memref.load %l[%i] : memref<?xf32, #tile.fragment>
        // arcp: one reciprocal per row and a multiply per element, not a
        // full division each.
        %y = arith.divf %x, %li fastmath<arcp> : f32
        %y16 = arith.truncf %y : f32 to f16
        memref.store %y16, %oh16[%i, %j] : memref<?x?xf16, #tile.fragment>
      }
      tile.copy %oh16 -> %oh[%row0, %c0] : memref<?x?xf16, #tile.fragment>, memref<?x?xf16, strided<[?, 1], offset: ?>>
      tile.parallel (%i) in (%bm) {
        %mi = memref.load %m[%i] : memref<?xf32, #tile.fragment>
        %li = memref.load %l[%i] : memref<?xf32, #tile.fragment>
        %lg = math.log2 %li : f32
        %t = arith.addf %mi, %lg : f32
        %r = arith.mulf %t, %ln2 : f32
        memref.store %r, %lse[%i] : memref<?xf32, #tile.fragment>
      }
      tile.copy %lse -> %lh[%row0] : memref<?xf32, #tile.fragment>, memref<?xf32, strided<[1], offset: ?>>
    }
  }
  return
}


func.func @flash_attention_bf16(
    %Q: memref<?x?x?x?xbf16> {tile.dims = ["B", "H", "S", "D"]},
    %K: memref<?x?x?x?xbf16> {tile.dims = ["B", "H", "S", "D"]},
    %V: memref<?x?x?x?xbf16> {tile.dims = ["B", "H", "S", "D"]},
    %O: memref<?x?x?x?xbf16> {tile.dims = ["B", "H", "S", "D"]},
    %LSE: memref<?x?x?xf32> {tile.dims = ["B", "H", "S"]})
    attributes {tile.flops = "4*B*H*S*S*D", tile.dispatch = [
      #tile.case<when = {hopper = [1, 1], D = [64, 64], H = [32, 1073741824], S = [4096, 1073741824]}, set = {block_M = 192, block_N = 128, threads = 384, overlap = 1, producer_warp = 1, producer_registers = 24}>,
      #tile.case<when = {hopper = [1, 1], causal = [0, 0], D = [128, 128], H = [8, 1073741824], S = [4096, 1073741824]}, set = {block_M = 128, block_N = 160, threads = 256, overlap = 1, producer_warp = 1, producer_registers = 24}>,
      #tile.case<when = {hopper = [1, 1], causal = [1, 1], D = [128, 128], H = [8, 1073741824], S = [4096, 1073741824]}, set = {block_M = 128, block_N = 128, threads = 256, overlap = 1, producer_warp = 1, producer_registers = 24}>,
      #tile.case<when = {hopper = [1, 1], D = [256, 256], H = [8, 1073741824], S = [4096, 1073741824]}, set = {block_M = 128, block_N = 80, threads = 256, overlap = 1, producer_warp = 1, producer_registers = 24}>,
      #tile.case<when = {hopper = [0, 0], D = [256, 256]}, set = {block_N = 32}>]} {
  %B = tile.param "B" = 8 : index
  %H = tile.param "H" = 16 : index
  %S = tile.param "S" = 4096 : index
  // D and causal choose the problem, not the schedule: no candidate lists
  // (the autotuner searches those), requirements instead.
  %D = tile.param "D" = 128 : index
  %causal = tile.param "causal" = 0 : index
  %bm = tile.param "block_M" = 128 in [64, 128, 192] : index
  %bn = tile.param "block_N" = 64 in [32, 64, 80, 128, 160] : index
  %stages = tile.param "num_stages" = 2 in [1, 2, 3] : index
  // threads = 0 picks the fewest of 128 or 256 that leave each thread at
  // most 128 of O's accumulators (block_M * D / threads; at 256 it spills).
  %threadsParam = tile.param "threads" = 0 in [0, 128, 256, 384] : index
  // kv_splits > 1 splits each query tile's keys over that many blocks of
  // a cluster, which combine their partial results at the end; 0 picks
  // the split from the problem size: enough blocks to fill the chip's
  // multiprocessors when B * H * S / block_M alone would leave most idle.
  %splitsParam = tile.param "kv_splits" = 0 in [0, 1, 2, 4, 8] : index
  // overlap = 1 issues key tile t's S = Q K^T and tile t - 1's O += P V
  // together and runs the softmax of S while O += P V is in flight
  // (FlashAttention-3's overlap within a warpgroup; on wgmma only).
  %overlap = tile.param "overlap" = 0 in [0, 1] : index
  // FlashAttention-3's roles (sm_90a): K and V loaded through TMA by a
  // producer warpgroup that keeps producer_registers (setmaxnreg) and
  // gives the rest to the consumers (0: a producer warp, no setmaxnreg).
  %producerWarp = tile.param "producer_warp" = 0 in [0, 1] : index
  %producerRegs = tile.param "producer_registers" = 0 in [0, 24, 40] : index
  // Whether the chip has FlashAttention-3's means (setmaxnreg, and with it
  // TMA and wgmma): the shape cases above take them only there. The chip's
  // facts come from its description (Chip.h), not from numbers here.
  %hopper = tile.param "hopper" = chip(setmaxnreg) : index
  %sms = tile.param "multiprocessors" = chip(multiprocessors) : index
  // Without clusters (max_cluster = 1) the keys are not split.
  %clusterMax = tile.param "cluster_max" = chip(max_cluster) : index
  %c0t = arith.constant 0 : index
  %c128t = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %oElems = arith.muli %bm, %D : index
  %oThreads = arith.divui %oElems, %c128t : index
  %atLeast = arith.maxui %oThreads, %c128t : index
  %autoThreads = arith.minui %atLeast, %c256 : index
  %isAuto = arith.cmpi eq, %threadsParam, %c0t : index
  %threads = arith.select %isAuto, %autoThreads, %threadsParam : index
  // Every warp owns 16-row slabs of the query block (policy full_row).
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %warps = arith.divui %threads, %c32 : index
  %slab = arith.muli %warps, %c16 : index
  %fits = arith.cmpi ule, %slab, %bm : index
  tile.assert %fits, "block_M must give every warp 16 query rows: block_M >= threads / 32 * 16"
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %isD64 = arith.cmpi eq, %D, %c64 : index
  %isD128 = arith.cmpi eq, %D, %c128 : index
  %isD256 = arith.cmpi eq, %D, %c256 : index
  %dOk2 = arith.ori %isD64, %isD128 : i1
  %dOk = arith.ori %dOk2, %isD256 : i1
  tile.assert %dOk, "D (the head dimension) must be 64, 128 or 256"
  %c1h = arith.constant 1 : index
  %causalOk = arith.cmpi ule, %causal, %c1h : index
  tile.assert %causalOk, "causal must be 0 or 1"
  %gm = arith.ceildivui %S, %bm : index
  %gbh = arith.muli %B, %H : index
  // The automatic split: 2, 4 or 8 where the query tiles fill at most a
  // half, a quarter or an eighth of the multiprocessors, and each block
  // keeps at least 8 key tiles.
  %c2s = arith.constant 2 : index
  %c4s = arith.constant 4 : index
  %c8s = arith.constant 8 : index
  %qtiles = arith.muli %gm, %gbh : index
  %fill = arith.divui %sms, %qtiles : index
  %keyTiles = arith.ceildivui %S, %bn : index
  %perSplit = arith.divui %keyTiles, %c8s : index
  %room = arith.minui %fill, %perSplit : index
  %ge2 = arith.cmpi uge, %room, %c2s : index
  %ge4 = arith.cmpi uge, %room, %c4s : index
  %ge8 = arith.cmpi uge, %room, %c8s : index
  %s2 = arith.select %ge2, %c2s, %c1h : index
  %s4 = arith.select %ge4, %c4s, %s2 : index
  %autoSplits = arith.select %ge8, %c8s, %s4 : index
  %isAutoSplit = arith.cmpi eq, %splitsParam, %c0t : index
  %splitsAsked = arith.select %isAutoSplit, %autoSplits, %splitsParam : index
  %splits = arith.minui %splitsAsked, %clusterMax : index
  tile.launch blocks(%bx, %by, %bz) in (%gm, %gbh, %splits) threads(%threads) cluster(1, 1, %splits) attributes {tile.warp_specialize = "producer_warp", tile.producer_registers = "producer_registers"} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %b = arith.divui %by, %H : index
    %h = arith.remui %by, %H : index
    %qh = memref.subview %Q[%b, %h, 0, 0] [1, 1, %S, %D] [1, 1, 1, 1] : memref<?x?x?x?xbf16> to memref<?x?xbf16, strided<[?, 1], offset: ?>>
    %kh = memref.subview %K[%b, %h, 0, 0] [1, 1, %S, %D] [1, 1, 1, 1] : memref<?x?x?x?xbf16> to memref<?x?xbf16, strided<[?, 1], offset: ?>>
    %vh = memref.subview %V[%b, %h, 0, 0] [1, 1, %S, %D] [1, 1, 1, 1] : memref<?x?x?x?xbf16> to memref<?x?xbf16, strided<[?, 1], offset: ?>>
    %oh = memref.subview %O[%b, %h, 0, 0] [1, 1, %S, %D] [1, 1, 1, 1] : memref<?x?x?x?xbf16> to memref<?x?xbf16, strided<[?, 1], offset: ?>>
    %lh = memref.subview %LSE[%b, %h, 0] [1, 1, %S] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[1], offset: ?>>

    %q = tile.alloc_shared(%bm, %D) : memref<?x?xbf16, #tile.shared>
    %k = tile.alloc_shared(%bn, %D) : memref<?x?xbf16, #tile.shared>
    %v = tile.alloc_shared(%bn, %D) : memref<?x?xbf16, #tile.shared>
    %s = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %p = tile.alloc_fragment(%bm, %bn) : memref<?x?xbf16, #tile.fragment>
    %o = tile.alloc_fragment(%bm, %D) : memref<?x?xf32, #tile.fragment>
    %ohh = tile.alloc_fragment(%bm, %D) : memref<?x?xbf16, #tile.fragment>
    %m = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %l = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %alpha = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %mcur = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %lcur = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %lse = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>

    %log2e = arith.constant 1.44269504088896340736 : f32
    %ln2 = arith.constant 0.69314718055994530942 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %lazy = arith.constant 8.0 : f32
    %d64 = arith.index_cast %D : index to i64
    %df = arith.uitofp %d64 : i64 to f32
    %rsd = math.rsqrt %df : f32
    %c = arith.mulf %rsd, %log2e : f32

    // Causal: the longest rows (last query blocks) start first, so the
    // short ones fill the tail of the grid.
    %isCausal = arith.cmpi ne, %causal, %c0 : index
    %gm1 = arith.subi %gm, %c1 : index
    %rev = arith.subi %gm1, %bx : index
    %qb = arith.select %isCausal, %rev, %bx : index
    %row0 = arith.muli %qb, %bm : index
    tile.copy %qh[%row0, %c0] -> %q : memref<?x?xbf16, strided<[?, 1], offset: ?>>, memref<?x?xbf16, #tile.shared>
    tile.clear %o : memref<?x?xf32, #tile.fragment>
    tile.fill %m, %ninf : memref<?xf32, #tile.fragment>, f32
    tile.clear %l : memref<?xf32, #tile.fragment>

    // Key tiles: all of them, or up to the diagonal when causal.
    %ntiles = arith.ceildivui %S, %bn : index
    %rowEnd = arith.addi %row0, %bm : index
    %diag = arith.ceildivui %rowEnd, %bn : index
    %diagTiles = arith.minui %diag, %ntiles : index
    %hi = arith.select %isCausal, %diagTiles, %ntiles : index
    // Block %bz of the cluster takes its share of them.
    %split = arith.cmpi ugt, %splits, %c1 : index
    %share = arith.ceildivui %hi, %splits : index
    %lo = arith.muli %bz, %share : index
    %shareEnd = arith.addi %lo, %share : index
    %hiShare = arith.minui %shareEnd, %hi : index
    %overlapped = arith.cmpi ne, %overlap, %c0 : index
    scf.if %overlapped {
      %lo1 = arith.addi %lo, %c1 : index
      %hiNext = arith.addi %hiShare, %c1 : index
      tile.clear %p : memref<?x?xbf16, #tile.fragment>
      %pn = tile.alloc_fragment(%bm, %bn) : memref<?x?xbf16, #tile.fragment>
      // Step t: K tile t (past the share: masked out) and V tile t - 1 (at
      // the first step V tile lo, multiplied by P = 0).
      scf.for %t = %lo to %hiNext step %c1 {
        %col0 = arith.muli %t, %bn : index
        %tv1 = arith.maxui %t, %lo1 : index
        %tv = arith.subi %tv1, %c1 : index
        %colv = arith.muli %tv, %bn : index
        tile.copy %kh[%col0, %c0] -> %k : memref<?x?xbf16, strided<[?, 1], offset: ?>>, memref<?x?xbf16, #tile.shared>
        tile.copy %vh[%colv, %c0] -> %v : memref<?x?xbf16, strided<[?, 1], offset: ?>>, memref<?x?xbf16, #tile.shared>
        // Two warpgroups issue their gemms in turn (ping-pong): one's
        // tensor-core work runs while the other runs its softmax.
        tile.ordered {
          tile.gemm %q, %k, %s {transpose_b, clear_accum, async, policy = #tile.policy<full_row>} : memref<?x?xbf16, #tile.shared>, memref<?x?xbf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
          tile.gemm %p, %v, %o {async, policy = #tile.policy<full_row>} : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
        }
        // S is ready; O += P V stays in flight through the softmax.
        tile.gemm_wait %s {pending = 1} : memref<?x?xf32, #tile.fragment>
        %colEnd = arith.addi %col0, %bn : index
        %pastEnd = arith.cmpi ugt, %colEnd, %S : index
        %colLast = arith.subi %colEnd, %c1 : index
        %crosses = arith.cmpi ugt, %colLast, %row0 : index
        %causalMask = arith.andi %isCausal, %crosses : i1
        %beyond = arith.cmpi uge, %t, %hiShare : index
        %needMask0 = arith.ori %pastEnd, %causalMask : i1
        %needMask = arith.ori %needMask0, %beyond : i1
        scf.if %needMask {
          tile.parallel (%i, %j) in (%bm, %bn) {
            %x = memref.load %s[%i, %j] : memref<?x?xf32, #tile.fragment>
            %qi = arith.addi %row0, %i : index
            %kj = arith.addi %col0, %j : index
            %after = arith.cmpi ugt, %kj, %qi : index
            %hidden = arith.andi %isCausal, %after : i1
            %outside = arith.cmpi uge, %kj, %S : index
            %masked0 = arith.ori %hidden, %outside : i1
            %masked = arith.ori %masked0, %beyond : i1
            %y = arith.select %masked, %ninf, %x : f32
            memref.store %y, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
          }
        }
        tile.reduce max %s -> %mcur {dim = 1 : i64} : memref<?x?xf32, #tile.fragment>, memref<?xf32, #tile.fragment>
        tile.parallel (%i) in (%bm) {
          %mold = memref.load %m[%i] : memref<?xf32, #tile.fragment>
          %mc = memref.load %mcur[%i] : memref<?xf32, #tile.fragment>
          %mcs = arith.mulf %mc, %c : f32
          // Keep the running max unless this tile exceeds it by more than
          // 2^8 (P <= 256 then, exact in f16/bf16): the factor is then
          // exactly 1 and the rescale of O below is skipped.
          %grow = arith.subf %mcs, %mold : f32
          %moves = arith.cmpf ogt, %grow, %lazy : f32
          %mnew = arith.select %moves, %mcs, %mold : f32
          %d = arith.subf %mold, %mnew : f32
          %e = math.exp2 %d fastmath<afn> : f32
          %a = arith.select %moves, %e, %one : f32
          memref.store %mnew, %m[%i] : memref<?xf32, #tile.fragment>
          memref.store %a, %alpha[%i] : memref<?xf32, #tile.fragment>
        }
        tile.parallel (%i, %j) in (%bm, %bn) {
          %x = memref.load %s[%i, %j] : memref<?x?xf32, #tile.fragment>
          %mi = memref.load %m[%i] : memref<?xf32, #tile.fragment>
          // A row that has seen only masked keys keeps m = -inf (a split's
          // share of a causal row can lie past the diagonal): subtract 0
          // there, as -inf - -inf would make its P NaN.
          %minf = arith.cmpf oeq, %mi, %ninf : f32
          %unseen = arith.andi %split, %minf : i1
          %msub = arith.select %unseen, %zero, %mi : f32
          %xs = arith.mulf %x, %c fastmath<contract> : f32
          %d = arith.subf %xs, %msub fastmath<contract> : f32
          %e = math.exp2 %d fastmath<afn> : f32
          %eh = arith.truncf %e : f32 to bf16
          memref.store %e, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
          memref.store %eh, %pn[%i, %j] : memref<?x?xbf16, #tile.fragment>
        }
        tile.reduce sum %s -> %lcur {dim = 1 : i64} : memref<?x?xf32, #tile.fragment>, memref<?xf32, #tile.fragment>
        tile.parallel (%i) in (%bm) {
          %lold = memref.load %l[%i] : memref<?xf32, #tile.fragment>
          %a = memref.load %alpha[%i] : memref<?xf32, #tile.fragment>
          %lc = memref.load %lcur[%i] : memref<?xf32, #tile.fragment>
          %ls = arith.mulf %lold, %a : f32
          %lnew = arith.addf %ls, %lc : f32
          memref.store %lnew, %l[%i] : memref<?xf32, #tile.fragment>
        }
        tile.gemm_wait %o {pending = 0} : memref<?x?xf32, #tile.fragment>
        tile.parallel (%i, %j) in (%bm, %D) {
          %x = memref.load %o[%i, %j] : memref<?x?xf32, #tile.fragment>
          %a = memref.load %alpha[%i] : memref<?xf32, #tile.fragment>
          %y = arith.mulf %x, %a : f32
          memref.store %y, %o[%i, %j] : memref<?x?xf32, #tile.fragment>
        }
        tile.parallel (%i, %j) in (%bm, %bn) {
          %x = memref.load %pn[%i, %j] : memref<?x?xbf16, #tile.fragment>
          memref.store %x, %p[%i, %j] : memref<?x?xbf16, #tile.fragment>
        }
      } {tile.num_stages = "num_stages"}
    } else {
      scf.for %t = %lo to %hiShare step %c1 {
        %col0 = arith.muli %t, %bn : index
        tile.copy %kh[%col0, %c0] -> %k : memref<?x?xbf16, strided<[?, 1], offset: ?>>, memref<?x?xbf16, #tile.shared>
        tile.copy %vh[%col0, %c0] -> %v : memref<?x?xbf16, strided<[?, 1], offset: ?>>, memref<?x?xbf16, #tile.shared>
        tile.gemm %q, %k, %s {transpose_b, clear_accum, policy = #tile.policy<full_row>} : memref<?x?xbf16, #tile.shared>, memref<?x?xbf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
        // Mask keys past S and, when causal, after the query: only tiles
        // that cross the end of the sequence or the diagonal.
        %colEnd = arith.addi %col0, %bn : index
        %pastEnd = arith.cmpi ugt, %colEnd, %S : index
        %colLast = arith.subi %colEnd, %c1 : index
        %crosses = arith.cmpi ugt, %colLast, %row0 : index
        %causalMask = arith.andi %isCausal, %crosses : i1
        %needMask = arith.ori %pastEnd, %causalMask : i1
        scf.if %needMask {
          tile.parallel (%i, %j) in (%bm, %bn) {
            %x = memref.load %s[%i, %j] : memref<?x?xf32, #tile.fragment>
            %qi = arith.addi %row0, %i : index
            %kj = arith.addi %col0, %j : index
            %after = arith.cmpi ugt, %kj, %qi : index
            %hidden = arith.andi %isCausal, %after : i1
            %outside = arith.cmpi uge, %kj, %S : index
            %masked = arith.ori %hidden, %outside : i1
            %y = arith.select %masked, %ninf, %x : f32
            memref.store %y, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
          }
        }
        tile.reduce max %s -> %mcur {dim = 1 : i64} : memref<?x?xf32, #tile.fragment>, memref<?xf32, #tile.fragment>
        tile.parallel (%i) in (%bm) {
          %mold = memref.load %m[%i] : memref<?xf32, #tile.fragment>
          %mc = memref.load %mcur[%i] : memref<?xf32, #tile.fragment>
          %mcs = arith.mulf %mc, %c : f32
          // Keep the running max unless this tile exceeds it by more than
          // 2^8 (P <= 256 then, exact in f16/bf16): the factor is then
          // exactly 1 and the rescale of O below is skipped.
          %grow = arith.subf %mcs, %mold : f32
          %moves = arith.cmpf ogt, %grow, %lazy : f32
          %mnew = arith.select %moves, %mcs, %mold : f32
          %d = arith.subf %mold, %mnew : f32
          %e = math.exp2 %d fastmath<afn> : f32
          %a = arith.select %moves, %e, %one : f32
          memref.store %mnew, %m[%i] : memref<?xf32, #tile.fragment>
          memref.store %a, %alpha[%i] : memref<?xf32, #tile.fragment>
        }
        tile.parallel (%i, %j) in (%bm, %D) {
          %x = memref.load %o[%i, %j] : memref<?x?xf32, #tile.fragment>
          %a = memref.load %alpha[%i] : memref<?xf32, #tile.fragment>
          %y = arith.mulf %x, %a : f32
          memref.store %y, %o[%i, %j] : memref<?x?xf32, #tile.fragment>
        }
        tile.parallel (%i, %j) in (%bm, %bn) {
          %x = memref.load %s[%i, %j] : memref<?x?xf32, #tile.fragment>
          %mi = memref.load %m[%i] : memref<?xf32, #tile.fragment>
          // A row that has seen only masked keys keeps m = -inf (a split's
          // share of a causal row can lie past the diagonal): subtract 0
          // there, as -inf - -inf would make its P NaN.
          %minf = arith.cmpf oeq, %mi, %ninf : f32
          %unseen = arith.andi %split, %minf : i1
          %msub = arith.select %unseen, %zero, %mi : f32
          %xs = arith.mulf %x, %c fastmath<contract> : f32
          %d = arith.subf %xs, %msub fastmath<contract> : f32
          %e = math.exp2 %d fastmath<afn> : f32
          %eh = arith.truncf %e : f32 to bf16
          memref.store %e, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
          memref.store %eh, %p[%i, %j] : memref<?x?xbf16, #tile.fragment>
        }
        tile.reduce sum %s -> %lcur {dim = 1 : i64} : memref<?x?xf32, #tile.fragment>, memref<?xf32, #tile.fragment>
        tile.parallel (%i) in (%bm) {
          %lold = memref.load %l[%i] : memref<?xf32, #tile.fragment>
          %a = memref.load %alpha[%i] : memref<?xf32, #tile.fragment>
          %lc = memref.load %lcur[%i] : memref<?xf32, #tile.fragment>
          %ls = arith.mulf %lold, %a : f32
          %lnew = arith.addf %ls, %lc : f32
          memref.store %lnew, %l[%i] : memref<?xf32, #tile.fragment>
        }
        tile.gemm %p, %v, %o {policy = #tile.policy<full_row>} : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
      } {tile.num_stages = "num_stages"}
    }

    // A split's blocks hold partial sums over their keys, each relative to
    // its own running max: rescale them to the cluster's max (a block that
    // saw only masked keys contributes nothing), then the first block adds
    // the cluster's O and l and writes the results.
    scf.if %split {
      tile.parallel (%i) in (%bm) {
        %mi = memref.load %m[%i] : memref<?xf32, #tile.fragment>
        memref.store %mi, %mcur[%i] : memref<?xf32, #tile.fragment>
      }
      tile.cluster_reduce max %m : memref<?xf32, #tile.fragment>
      tile.parallel (%i) in (%bm) {
        %mown = memref.load %mcur[%i] : memref<?xf32, #tile.fragment>
        %mall = memref.load %m[%i] : memref<?xf32, #tile.fragment>
        %d = arith.subf %mown, %mall : f32
        %e = math.exp2 %d fastmath<afn> : f32
        %none = arith.cmpf oeq, %mown, %ninf : f32
        %a = arith.select %none, %zero, %e : f32
        %li = memref.load %l[%i] : memref<?xf32, #tile.fragment>
        %ls = arith.mulf %li, %a : f32
        memref.store %ls, %l[%i] : memref<?xf32, #tile.fragment>
        memref.store %a, %alpha[%i] : memref<?xf32, #tile.fragment>
      }
      tile.parallel (%i, %j) in (%bm, %D) {
        %x = memref.load %o[%i, %j] : memref<?x?xf32, #tile.fragment>
        %a = memref.load %alpha[%i] : memref<?xf32, #tile.fragment>
        %y = arith.mulf %x, %a : f32
        memref.store %y, %o[%i, %j] : memref<?x?xf32, #tile.fragment>
      }
      tile.cluster_reduce sum %l {root} : memref<?xf32, #tile.fragment>
      tile.cluster_reduce sum %o {root} : memref<?x?xf32, #tile.fragment>
    }
    %writes = arith.cmpi eq, %bz, %c0 : index
    scf.if %writes {
      tile.parallel (%i, %j) in (%bm, %D) {
        %x = memref.load %o[%i, %j] : memref<?x?xf32, #tile.fragment>
        %li = memref.load %l[%i] : memref<?xf32, #tile.fragment>
        // arcp: one reciprocal per row and a multiply per element, not a
        // full division each.
        %y = arith.divf %x, %li fastmath<arcp> : f32
        %yh = arith.truncf %y : f32 to bf16
        memref.store %yh, %ohh[%i, %j] : memref<?x?xbf16, #tile.fragment>
      }
      tile.copy %ohh -> %oh[%row0, %c0] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16, strided<[?, 1], offset: ?>>
      tile.parallel (%i) in (%bm) {
        %mi = memref.load %m[%i] : memref<?xf32, #tile.fragment>
        %li = memref.load %l[%i] : memref<?xf32, #tile.fragment>
        %lg = math.log2 %li : f32
        %t = arith.addf %mi, %lg : f32
        %r = arith.mulf %t, %ln2 : f32
        memref.store %r, %lse[%i] : memref<?xf32, #tile.fragment>
      }
      tile.copy %lse -> %lh[%row0] : memref<?xf32, #tile.fragment>, memref<?xf32, strided<[1], offset: ?>>
    }
  }
  return
}
