// Row softmax: Y[r, :] = softmax(X[r, :]), f16 in and out, f32 math.
//
// @softmax_f16 / @softmax_bf16 hold block_M rows of block_N (a power of two
// >= N) columns in registers: one read and one write of X. Columns past N
// read -inf, so they add exp2(-inf) = 0 to the sum; rows past M are never
// stored. The exponent is exp2(x * log2(e) - max * log2(e)): one FFMA
// (fastmath<contract>) and one ex2.approx.ftz.f32 (fastmath<afn>: results
// below 2^-126 flush to zero) per element, and 1 / sum is one rcp.approx
// per row. Against (x - max) * log2(e) that is a third fewer instructions
// per element (SASS).
// The reductions run in each thread, then across lanes
// (shfl.sync.bfly), then across warps through shared memory.
//
// @softmax_online_f16 is for rows too long for the registers of one block
// (N = 65536): a first pass over column chunks keeps a running max and a
// running sum rescaled by exp2(m_old - m_new), a second pass writes
// exp2(x - m) / sum. X is read twice. While every element so far is -inf
// (a masked prefix) the running max is -inf: the exponents then subtract 0
// and the rescale is 1, since -inf - -inf would make the row NaN.
//
// Short rows want a warp per row: block_M = threads / 32 puts each row in
// one warp (the layout gives warps to rows first), so both reductions are
// shuffles only, without shared memory or a barrier (faster at N = 1000
// than four warps per row). full_occupancy asks for fewer blocks when a thread's fragments
// would not fit in 32 registers.
//
// Each block first asks for the rows of the block prefetch_blocks later to
// be brought into L2 (tile.prefetch: one cp.async.bulk.prefetch.L2 on
// sm_90a). Those loads then find their rows in L2 while DRAM keeps
// serving the other blocks: a gain at 8192x8192 and 32768x4096 on the
// H200. At N = 1000, whose 33 MB input L2 already half holds, it costs a
// little: prefetch_blocks=0.
//
// The defaults are for 8192 x 8192; the shape cases of `tile.dispatch` give
// other row lengths block_N = the next power of two and the block shape
// measured best for it (a warp per row up to 1024 columns; fewer threads a
// row for the 4096-row problems whose rows are not 16-byte aligned, where
// the lanes take consecutive halves). Rows longer than 65536 columns take
// @softmax_online_f16.
//
//   tile-translate examples/softmax.mlir --tile-to-bundle -o out/sm --set M=16384,N=1000

func.func @softmax_f16(%X: memref<?x?xf16> {tile.dims = ["M", "N"]},
                       %Y: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.dispatch = [
      #tile.case<when = {N = [1, 1024]}, set = {block_M = 8, block_N = 1024, threads = 256, prefetch_blocks = 0}>,
      #tile.case<when = {N = [1025, 2048]}, set = {block_M = 4, block_N = 2048, threads = 256, prefetch_blocks = 0}>,
      #tile.case<when = {N = [2049, 4096]}, set = {block_M = 2, block_N = 4096, threads = 256, prefetch_blocks = 132}>,
      #tile.case<when = {M = [1, 4096], N = [4097, 8192]}, set = {block_M = 1, block_N = 8192, threads = 256, prefetch_blocks = 0}>,
      #tile.case<when = {N = [8193, 16384]}, set = {block_M = 1, block_N = 16384, threads = 512}>,
      #tile.case<when = {N = [16385, 32768]}, set = {block_M = 1, block_N = 32768, threads = 512}>,
      #tile.case<when = {N = [32769, 65536]}, set = {block_M = 1, block_N = 65536, threads = 512, prefetch_blocks = 0}>]} {
  %M = tile.param "M" = 8192 : index
  %N = tile.param "N" = 8192 : index
  %bm = tile.param "block_M" = 1 in [1, 2, 4, 8, 16] : index
  %bn = tile.param "block_N" = 8192 in [256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536] : index
  %threads = tile.param "threads" = 1024 in [64, 128, 256, 512, 1024] : index
  // The block `prefetch_blocks` later gets its rows into L2 from here.
  %ahead = tile.param "prefetch_blocks" = 264 in [0, 66, 132, 264, 528] : index
  %fits = arith.cmpi ule, %N, %bn : index
  tile.assert %fits, "a row must fit in block_N columns (use @softmax_online_f16 for longer rows)"
  %grid = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx) in (%grid) threads(%threads) attributes {full_occupancy} {
    %x = tile.alloc_fragment(%bm, %bn) : memref<?x?xf16, #tile.fragment>
    %s = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %m = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %l = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %row = arith.muli %bx, %bm : index
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : index
    %prefetch = arith.cmpi ne, %ahead, %zero : index
    scf.if %prefetch {
      %aheadRows = arith.muli %ahead, %bm : index
      %later = arith.addi %row, %aheadRows : index
      tile.prefetch %X[%later, %c0] sizes(%bm, %bn) : memref<?x?xf16>
    }
    tile.copy %X[%row, %c0] -> %x {pad = 0xFC00 : f16} : memref<?x?xf16>, memref<?x?xf16, #tile.fragment>
    tile.parallel (%i, %j) in (%bm, %bn) {
      %v = memref.load %x[%i, %j] : memref<?x?xf16, #tile.fragment>
      %f = arith.extf %v : f16 to f32
      memref.store %f, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
    }
    tile.reduce max %s -> %m {dim = 1 : i64} : memref<?x?xf32, #tile.fragment>, memref<?xf32, #tile.fragment>
    tile.parallel (%i, %j) in (%bm, %bn) {
      %v = memref.load %s[%i, %j] : memref<?x?xf32, #tile.fragment>
      %mx = memref.load %m[%i] : memref<?xf32, #tile.fragment>
      %log2e = arith.constant 1.44269504088896340736 : f32
      // x * log2(e) - max * log2(e): one FFMA per element (contract).
      %vs = arith.mulf %v, %log2e fastmath<contract> : f32
      %ms = arith.mulf %mx, %log2e : f32
      %t = arith.subf %vs, %ms fastmath<contract> : f32
      %e = math.exp2 %t fastmath<afn> : f32
      memref.store %e, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
    }
    tile.reduce sum %s -> %l {dim = 1 : i64} : memref<?x?xf32, #tile.fragment>, memref<?xf32, #tile.fragment>
    tile.parallel (%i, %j) in (%bm, %bn) {
      %e = memref.load %s[%i, %j] : memref<?x?xf32, #tile.fragment>
      %sum = memref.load %l[%i] : memref<?xf32, #tile.fragment>
      %one = arith.constant 1.0 : f32
      %inv = arith.divf %one, %sum fastmath<afn> : f32
      %y = arith.mulf %e, %inv : f32
      %h = arith.truncf %y : f32 to f16
      memref.store %h, %x[%i, %j] : memref<?x?xf16, #tile.fragment>
    }
    tile.copy %x -> %Y[%row, %c0] : memref<?x?xf16, #tile.fragment>, memref<?x?xf16>
  }
  return
}

func.func @softmax_bf16(%X: memref<?x?xbf16> {tile.dims = ["M", "N"]},
                        %Y: memref<?x?xbf16> {tile.dims = ["M", "N"]})
    attributes {tile.dispatch = [
      #tile.case<when = {N = [1, 1024]}, set = {block_M = 8, block_N = 1024, threads = 256, prefetch_blocks = 0}>,
      #tile.case<when = {N = [1025, 2048]}, set = {block_M = 4, block_N = 2048, threads = 256, prefetch_blocks = 0}>,
      #tile.case<when = {N = [2049, 4096]}, set = {block_M = 2, block_N = 4096, threads = 256, prefetch_blocks = 132}>,
      #tile.case<when = {M = [1, 4096], N = [4097, 8192]}, set = {block_M = 1, block_N = 8192, threads = 256, prefetch_blocks = 0}>,
      #tile.case<when = {N = [8193, 16384]}, set = {block_M = 1, block_N = 16384, threads = 512}>,
      #tile.case<when = {N = [16385, 32768]}, set = {block_M = 1, block_N = 32768, threads = 512}>,
      #tile.case<when = {N = [32769, 65536]}, set = {block_M = 1, block_N = 65536, threads = 512, prefetch_blocks = 0}>]} {
  %M = tile.param "M" = 8192 : index
  %N = tile.param "N" = 8192 : index
  %bm = tile.param "block_M" = 1 in [1, 2, 4, 8, 16] : index
  %bn = tile.param "block_N" = 8192 in [256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536] : index
  %threads = tile.param "threads" = 1024 in [64, 128, 256, 512, 1024] : index
  // The block `prefetch_blocks` later gets its rows into L2 from here.
  %ahead = tile.param "prefetch_blocks" = 264 in [0, 66, 132, 264, 528] : index
  %fits = arith.cmpi ule, %N, %bn : index
  tile.assert %fits, "a row must fit in block_N columns (use @softmax_online_f16 for longer rows)"
  %grid = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx) in (%grid) threads(%threads) attributes {full_occupancy} {
    %x = tile.alloc_fragment(%bm, %bn) : memref<?x?xbf16, #tile.fragment>
    %s = tile.alloc_fragment(%bm, %bn) : memref<?x?xf32, #tile.fragment>
    %m = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %l = tile.alloc_fragment(%bm) : memref<?xf32, #tile.fragment>
    %row = arith.muli %bx, %bm : index
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : index
    %prefetch = arith.cmpi ne, %ahead, %zero : index
    scf.if %prefetch {
      %aheadRows = arith.muli %ahead, %bm : index
      %later = arith.addi %row, %aheadRows : index
      tile.prefetch %X[%later, %c0] sizes(%bm, %bn) : memref<?x?xbf16>
    }
    tile.copy %X[%row, %c0] -> %x {pad = 0xFF80 : bf16} : memref<?x?xbf16>, memref<?x?xbf16, #tile.fragment>
    tile.parallel (%i, %j) in (%bm, %bn) {
      %v = memref.load %x[%i, %j] : memref<?x?xbf16, #tile.fragment>
      %f = arith.extf %v : bf16 to f32
      memref.store %f, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
    }
    tile.reduce max %s -> %m {dim = 1 : i64} : memref<?x?xf32, #tile.fragment>, memref<?xf32, #tile.fragment>
    tile.parallel (%i, %j) in (%bm, %bn) {
      %v = memref.load %s[%i, %j] : memref<?x?xf32, #tile.fragment>
      %mx = memref.load %m[%i] : memref<?xf32, #tile.fragment>
      %log2e = arith.constant 1.44269504088896340736 : f32
      // x * log2(e) - max * log2(e): one FFMA per element (contract).
      %vs = arith.mulf %v, %log2e fastmath<contract> : f32
      %ms = arith.mulf %mx, %log2e : f32
      %t = arith.subf %vs, %ms fastmath<contract> : f32
      %e = math.exp2 %t fastmath<afn> : f32
      memref.store %e, %s[%i, %j] : memref<?x?xf32, #tile.fragment>
    }
    tile.reduce sum %s -> %l {dim = 1 : i64} : memref<?x?xf32, #tile.fragment>, memref<?xf32, #tile.fragment>
    tile.parallel (%i, %j) in (%bm, %bn) {
      %e = memref.load %s[%i, %j] : memref<?x?xf32, #tile.fragment>
      %sum = memref.load %l[%i] : memref<?xf32, #tile.fragment>
      %one = arith.constant 1.0 : f32
      %inv = arith.divf %one, %sum fastmath<afn> : f32
      %y = arith.mulf %e, %inv : f32
      %h = arith.truncf %y : f32 to bf16
      memref.store %h, %x[%i, %j] : memref<?x?xbf16, #tile.fragment>
    }
    tile.copy %x -> %Y[%row, %c0] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
  }
  return
}

func.func @softmax_online_f16(%X: memref<?x?xf16> {tile.dims = ["M", "N"]},
                              %Y: memref<?x?xf16> {tile.dims = ["M", "N"]}) {
  %M = tile.param "M" = 1024 : index
  %N = tile.param "N" = 65536 : index
  %bn = tile.param "block_N" = 8192 in [1024, 2048, 4096, 8192] : index
  %threads = tile.param "threads" = 1024 in [128, 256, 512, 1024] : index
  tile.launch blocks(%bx) in (%M) threads(%threads) {
    %x = tile.alloc_fragment(%bn) : memref<1x?xf16, #tile.fragment>
    %s = tile.alloc_fragment(%bn) : memref<1x?xf32, #tile.fragment>
    %cm = tile.alloc_fragment() : memref<1xf32, #tile.fragment>
    %cl = tile.alloc_fragment() : memref<1xf32, #tile.fragment>
    %m = tile.alloc_local() : memref<1xf32, #tile.local>
    %l = tile.alloc_local() : memref<1xf32, #tile.local>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %log2e = arith.constant 1.44269504088896340736 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    memref.store %ninf, %m[%c0] : memref<1xf32, #tile.local>
    memref.store %zero, %l[%c0] : memref<1xf32, #tile.local>
    %chunks = arith.ceildivui %N, %bn : index
    // Pass 1: running max and rescaled running sum.
    scf.for %k = %c0 to %chunks step %c1 {
      %col = arith.muli %k, %bn : index
      tile.copy %X[%bx, %col] -> %x {pad = 0xFC00 : f16} : memref<?x?xf16>, memref<1x?xf16, #tile.fragment>
      tile.parallel (%i, %j) in (1, %bn) {
        %v = memref.load %x[%i, %j] : memref<1x?xf16, #tile.fragment>
        %f = arith.extf %v : f16 to f32
        memref.store %f, %s[%i, %j] : memref<1x?xf32, #tile.fragment>
      }
      tile.reduce max %s -> %cm {dim = 1 : i64} : memref<1x?xf32, #tile.fragment>, memref<1xf32, #tile.fragment>
      %mold = memref.load %m[%c0] : memref<1xf32, #tile.local>
      tile.parallel (%i, %j) in (1, %bn) {
        %v = memref.load %s[%i, %j] : memref<1x?xf32, #tile.fragment>
        %cmax = memref.load %cm[%i] : memref<1xf32, #tile.fragment>
        %mnew = arith.maxnumf %mold, %cmax : f32
        %empty = arith.cmpf oeq, %mnew, %ninf : f32
        %vs = arith.mulf %v, %log2e fastmath<contract> : f32
        %mlog = arith.mulf %mnew, %log2e : f32
        %ms = arith.select %empty, %zero, %mlog : f32
        %t = arith.subf %vs, %ms fastmath<contract> : f32
        %e = math.exp2 %t fastmath<afn> : f32
        memref.store %e, %s[%i, %j] : memref<1x?xf32, #tile.fragment>
      }
      tile.reduce sum %s -> %cl {dim = 1 : i64} : memref<1x?xf32, #tile.fragment>, memref<1xf32, #tile.fragment>
      tile.parallel (%i) in (1) {
        %cmax = memref.load %cm[%i] : memref<1xf32, #tile.fragment>
        %csum = memref.load %cl[%i] : memref<1xf32, #tile.fragment>
        %lold = memref.load %l[%c0] : memref<1xf32, #tile.local>
        %mnew = arith.maxnumf %mold, %cmax : f32
        %empty = arith.cmpf oeq, %mnew, %ninf : f32
        %d = arith.subf %mold, %mnew : f32
        %t = arith.mulf %d, %log2e : f32
        %e = math.exp2 %t fastmath<afn> : f32
        %one1 = arith.constant 1.0 : f32
        %scale = arith.select %empty, %one1, %e : f32
        %lscaled = arith.mulf %lold, %scale : f32
        %lnew = arith.addf %lscaled, %csum : f32
        memref.store %lnew, %l[%c0] : memref<1xf32, #tile.local>
        memref.store %mnew, %m[%c0] : memref<1xf32, #tile.local>
      }
    }
    // Pass 2: normalize.
    %mfin = memref.load %m[%c0] : memref<1xf32, #tile.local>
    %lfin = memref.load %l[%c0] : memref<1xf32, #tile.local>
    %one = arith.constant 1.0 : f32
    %inv = arith.divf %one, %lfin fastmath<afn> : f32
    scf.for %k = %c0 to %chunks step %c1 {
      %col = arith.muli %k, %bn : index
      tile.copy %X[%bx, %col] -> %x {pad = 0xFC00 : f16} : memref<?x?xf16>, memref<1x?xf16, #tile.fragment>
      tile.parallel (%i, %j) in (1, %bn) {
        %v = memref.load %x[%i, %j] : memref<1x?xf16, #tile.fragment>
        %f = arith.extf %v : f16 to f32
        %fs = arith.mulf %f, %log2e fastmath<contract> : f32
        %ms = arith.mulf %mfin, %log2e : f32
        %t = arith.subf %fs, %ms fastmath<contract> : f32
        %e = math.exp2 %t fastmath<afn> : f32
        %y = arith.mulf %e, %inv : f32
        %h = arith.truncf %y : f32 to f16
        memref.store %h, %x[%i, %j] : memref<1x?xf16, #tile.fragment>
      }
      tile.copy %x -> %Y[%bx, %col] : memref<1x?xf16, #tile.fragment>, memref<?x?xf16>
    }
  }
  return
}
