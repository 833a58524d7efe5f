// FP8 FlashAttention forward (sm_90a): O = softmax(Q K^T / sqrt(D) [+ causal
// mask]) V for Q, K, V in e4m3 with one dequantization scale per head
// (descale_q, descale_k, descale_v [B, H], f32: the value is the code times
// the scale), O in bf16 [B, H, S, D] and the log-sum-exp [B, H, S] in f32
// (natural log, of the dequantized scores).
//
// The online softmax is examples/flash_attention.mlir's (a lazily moving
// running max, so P <= 2^8, which e4m3 holds); the dequantization scales
// fold into the softmax's constant (descale_q * descale_k) and into the
// epilogue (descale_v). Both gemms run on wgmma's k32 e4m3 instructions,
// which read 8-bit operands K-major from shared memory only:
//   S = Q K^T   Q [block_M, D] and K [block_N, D] tiles, D-major as stored
//   O += P V    P, rounded to e4m3, goes through a shared tile
//               [block_M, block_N] (key-major); V is taken transposed,
//               Vt [B, H, D, S], so that its tile [D, block_N] is key-major
//               (quantizing V is the step where a model transposes it)
// Each warpgroup owns 64 query rows (policy full_row) and hands its P to
// its own gemm at its own barrier. The default block is one warpgroup over
// 64 queries and 128 keys (64 at D = 256, whose O accumulator would
// otherwise spill), two blocks per SM: one runs its softmax while the
// other's gemms run (FlashAttention-2's overlap across blocks), the
// fastest measured (docs/benchmarks.md). l sums P before its rounding. K
// and V tiles stream through a pipelined loop: cp.async, or TMA from a
// producer warp (producer_warp = 1); with producer_registers = 24 and
// block_M = 128, FlashAttention-3's roles: a producer warpgroup and two
// consumer warpgroups taking turns through their gemms (tile.ordered),
// slower here than the default. D = 64, and 64-key tiles, make 64-byte
// operand rows (wgmma's 64-byte swizzle).
//
// S must be a multiple of 16 for 16-byte rows of Vt (TMA's rule); other
// S compile and run with element-wise copies of Vt.
//
//   tile-translate examples/flash_attention_fp8.mlir --tile-to-bundle -o out/fa8 --set B=8,H=16,S=4096,D=128

func.func @flash_attention_e4m3(
    %Q: memref<?x?x?x?xf8E4M3FN> {tile.dims = ["B", "H", "S", "D"]},
    %K: memref<?x?x?x?xf8E4M3FN> {tile.dims = ["B", "H", "S", "D"]},
    %Vt: memref<?x?x?x?xf8E4M3FN> {tile.dims = ["B", "H", "D", "S"]},
    %O: memref<?x?x?x?xbf16> {tile.dims = ["B", "H", "S", "D"]},
    %LSE: memref<?x?x?xf32> {tile.dims = ["B", "H", "S"]},
    %descale_q: memref<?x?xf32> {tile.dims = ["B", "H"]},
    %descale_k: memref<?x?xf32> {tile.dims = ["B", "H"]},
    %descale_v: memref<?x?xf32> {tile.dims = ["B", "H"]})
    attributes {tile.flops = "4*B*H*S*S*D", tile.dispatch = [
      #tile.case<when = {D = [256, 256]}, set = {block_N = 64}>]} {
  %B = tile.param "B" = 8 : index
  %H = tile.param "H" = 16 : index
  %S = tile.param "S" = 4096 : index
  %D = tile.param "D" = 128 : index
  %causal = tile.param "causal" = 0 : index
  %bm = tile.param "block_M" = 64 in [64, 128] : index
  %bn = tile.param "block_N" = 128 in [64, 128] : index
  %stages = tile.param "num_stages" = 2 in [1, 2, 3] : index
  // One warpgroup per 64 query rows (wgmma's M).
  %c2t = arith.constant 2 : index
  %threads = arith.muli %bm, %c2t : index
  %pw = tile.param "producer_warp" = 0 in [0, 1] : index
  %pregs = tile.param "producer_registers" = 0 in [0, 24, 40] : index
  %c0t = arith.constant 0 : index
  %c1t = arith.constant 1 : index
  // Rows of Q and K are D bytes: wgmma's swizzles take 64 or a multiple
  // of 128.
  %c64d = arith.constant 64 : index
  %c128d = arith.constant 128 : index
  %c256d = arith.constant 256 : index
  %isD64 = arith.cmpi eq, %D, %c64d : index
  %isD128 = arith.cmpi eq, %D, %c128d : index
  %isD256 = arith.cmpi eq, %D, %c256d : index
  %dOk2 = arith.ori %isD64, %isD128 : i1
  %dOk = arith.ori %dOk2, %isD256 : i1
  tile.assert %dOk, "D (the head dimension) must be 64, 128 or 256"
  %gm = arith.ceildivui %S, %bm : index
  %gbh = arith.muli %B, %H : index
  tile.launch blocks(%bx, %by) in (%gm, %gbh) threads(%threads) attributes {tile.warp_specialize = "producer_warp", tile.producer_registers = "producer_registers"} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %b = arith.divui %by, %H : index
    %h = arith.remui %by, %H : index
    %qh = memref.subview %Q[%b, %h, 0, 0] [1, 1, %S, %D] [1, 1, 1, 1] : memref<?x?x?x?xf8E4M3FN> to memref<?x?xf8E4M3FN, strided<[?, 1], offset: ?>>
    %kh = memref.subview %K[%b, %h, 0, 0] [1, 1, %S, %D] [1, 1, 1, 1] : memref<?x?x?x?xf8E4M3FN> to memref<?x?xf8E4M3FN, strided<[?, 1], offset: ?>>
    %vh = memref.subview %Vt[%b, %h, 0, 0] [1, 1, %D, %S] [1, 1, 1, 1] : memref<?x?x?x?xf8E4M3FN> to memref<?x?xf8E4M3FN, strided<[?, 1], offset: ?>>
    %oh = memref.subview %O[%b, %h, 0, 0] [1, 1, %S, %D] [1, 1, 1, 1] : memref<?x?x?x?xbf16> to memref<?x?xbf16, strided<[?, 1], offset: ?>>
    %lh = memref.subview %LSE[%b, %h, 0] [1, 1, %S] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
    %q = tile.alloc_shared(%bm, %D) : memref<?x?xf8E4M3FN, #tile.shared>
    %k = tile.alloc_shared(%bn, %D) : memref<?x?xf8E4M3FN, #tile.shared>
    %v = tile.alloc_shared(%D, %bn) : memref<?x?xf8E4M3FN, #tile.shared>
    %ps = tile.alloc_shared(%bm, %bn) : memref<?x?xf8E4M3FN, #tile.shared>
    %s = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %p = tile.alloc_fragment(%bm, %bn) : memref<?x?xf8E4M3FN, #tile.fragment>
    %o = tile.alloc_fragment(%bm, %D) : memref<?x?xf32, #tile.fragment>
    %ob = tile.alloc_fragment(%bm, %D) : memref<?x?xbf16, #tile.fragment>
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
    %sq = memref.load %descale_q[%b, %h] : memref<?x?xf32>
    %sk = memref.load %descale_k[%b, %h] : memref<?x?xf32>
    %sv = memref.load %descale_v[%b, %h] : memref<?x?xf32>
    %c1s = arith.mulf %rsd, %log2e : f32
    %sqk = arith.mulf %sq, %sk : f32
    %c = arith.mulf %c1s, %sqk : f32
    %isCausal = arith.cmpi ne, %causal, %c0 : index
    %gm1 = arith.subi %gm, %c1 : index
    %rev = arith.subi %gm1, %bx : index
    %qb = arith.select %isCausal, %rev, %bx : index
    %row0 = arith.muli %qb, %bm : index
    tile.copy %qh[%row0, %c0] -> %q : memref<?x?xf8E4M3FN, strided<[?, 1], offset: ?>>, memref<?x?xf8E4M3FN, #tile.shared>
    tile.clear %o : memref<?x?xf32, #tile.fragment>
    tile.fill %m, %ninf : memref<?xf32, #tile.fragment>, f32
    tile.clear %l : memref<?xf32, #tile.fragment>
    %ntiles = arith.ceildivui %S, %bn : index
    %rowEnd = arith.addi %row0, %bm : index
    %diag = arith.ceildivui %rowEnd, %bn : index
    %diagTiles = arith.minui %diag, %ntiles : index
    %hi = arith.select %isCausal, %diagTiles, %ntiles : index
    scf.for %t = %c0 to %hi step %c1 {
      %col0 = arith.muli %t, %bn : index
      tile.copy %kh[%col0, %c0] -> %k : memref<?x?xf8E4M3FN, strided<[?, 1], offset: ?>>, memref<?x?xf8E4M3FN, #tile.shared>
      tile.copy %vh[%c0, %col0] -> %v : memref<?x?xf8E4M3FN, strided<[?, 1], offset: ?>>, memref<?x?xf8E4M3FN, #tile.shared>
      tile.ordered {
        tile.gemm %q, %k, %s {transpose_b, clear_accum, policy = #tile.policy<full_row>} : memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf32, #tile.fragment>
      }
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
        %xs = arith.mulf %x, %c fastmath<contract> : f32
        %d = arith.subf %xs, %mi fastmath<contract> : f32
        %e = math.exp2 %d fastmath<afn> : f32
        %e8 = arith.truncf %e : f32 to f8E4M3FN
        memref.store %e, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
        memref.store %e8, %p[%i, %j] : memref<?x?xf8E4M3FN, #tile.fragment>
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
      tile.copy %p -> %ps : memref<?x?xf8E4M3FN, #tile.fragment>, memref<?x?xf8E4M3FN, #tile.shared>
      tile.ordered {
        tile.gemm %ps, %v, %o {transpose_b, policy = #tile.policy<full_row>} : memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf8E4M3FN, #tile.shared>, memref<?x?xf32, #tile.fragment>
      }
    } {tile.num_stages = "num_stages"}
    tile.parallel (%i, %j) in (%bm, %D) {
      %x = memref.load %o[%i, %j] : memref<?x?xf32, #tile.fragment>
      %li = memref.load %l[%i] : memref<?xf32, #tile.fragment>
      %y = arith.divf %x, %li fastmath<arcp> : f32
      %ys = arith.mulf %y, %sv : f32
      %yb = arith.truncf %ys : f32 to bf16
      memref.store %yb, %ob[%i, %j] : memref<?x?xbf16, #tile.fragment>
    }
    tile.copy %ob -> %oh[%row0, %c0] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16, strided<[?, 1], offset: ?>>
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
  return
}
