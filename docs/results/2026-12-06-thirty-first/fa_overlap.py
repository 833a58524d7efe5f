"""Rewrites examples/flash_attention.mlir's key loop into FlashAttention-3's
intra-warpgroup overlap: iteration t issues S = Q K_t^T and O += P_{t-1} V_{t-1}
asynchronously, runs the softmax of S while O += P V is in flight, then waits
for O, rescales it and moves the new P in."""
import re, sys
src = open(sys.argv[1]).read()
out = []
pos = 0
for m in re.finditer(r'    scf\.for %t = %lo to %hiShare step %c1 \{\n(.*?)\n    \} \{tile\.num_stages = "num_stages"\}', src, re.S):
    body = m.group(1)
    ty = 'bf16' if 'xbf16' in body else 'f16'
    frag = f'memref<?x?x{ty}, #tile.fragment>'
    new = f'''    tile.clear %p : {frag}
    %pn = tile.alloc_fragment(%bm, %bn) : {frag}
    %hiNext = arith.addi %hiShare, %c1 : index
    %lo1 = arith.addi %lo, %c1 : index
    scf.for %t = %lo to %hiNext step %c1 {{
      // K tile t (past the share: masked out) and V tile t - 1 (at the
      // first step V tile lo, multiplied by P = 0).
      %col0 = arith.muli %t, %bn : index
      %tv1 = arith.maxui %t, %lo1 : index
      %tv = arith.subi %tv1, %c1 : index
      %colv = arith.muli %tv, %bn : index
      tile.copy %kh[%col0, %c0] -> %k : memref<?x?x{ty}, strided<[?, 1], offset: ?>>, memref<?x?x{ty}, #tile.shared>
      tile.copy %vh[%colv, %c0] -> %v : memref<?x?x{ty}, strided<[?, 1], offset: ?>>, memref<?x?x{ty}, #tile.shared>
      tile.gemm %q, %k, %s {{transpose_b, clear_accum, async, policy = #tile.policy<full_row>}} : memref<?x?x{ty}, #tile.shared>, memref<?x?x{ty}, #tile.shared>, memref<?x?xf32, #tile.fragment>
      tile.gemm %p, %v, %o {{async, policy = #tile.policy<full_row>}} : {frag}, memref<?x?x{ty}, #tile.shared>, memref<?x?xf32, #tile.fragment>
      tile.gemm_wait %s {{pending = 1}} : memref<?x?xf32, #tile.fragment>
      %colEnd = arith.addi %col0, %bn : index
      %pastEnd = arith.cmpi ugt, %colEnd, %S : index
      %colLast = arith.subi %colEnd, %c1 : index
      %crosses = arith.cmpi ugt, %colLast, %row0 : index
      %causalMask = arith.andi %isCausal, %crosses : i1
      %beyond = arith.cmpi uge, %t, %hiShare : index
      %needMask0 = arith.ori %pastEnd, %causalMask : i1
      %needMask = arith.ori %needMask0, %beyond : i1
      scf.if %needMask {{
        tile.parallel (%i, %j) in (%bm, %bn) {{
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
        }}
      }}
'''
    # the softmax part of the old body: from the row max to the l update
    a = body.index('      tile.reduce max %s -> %mcur')
    b = body.index('      tile.gemm %p, %v, %o')
    soft = body[a:b]
    # drop O's rescale from the softmax (it runs after O's wait)
    resc = re.search(r'      tile\.parallel \(%i, %j\) in \(%bm, %D\) \{\n.*?\n      \}\n', soft, re.S)
    soft = soft[:resc.start()] + soft[resc.end():]
    soft, n = re.subn(r'memref\.store (%\w+), %p\[%i, %j\]', r'memref.store \1, %pn[%i, %j]', soft)
    assert n == 1
    new += soft
    new += f'''      tile.gemm_wait %o {{pending = 0}} : memref<?x?xf32, #tile.fragment>
{resc.group(0)}      tile.parallel (%i, %j) in (%bm, %bn) {{
        %x = memref.load %pn[%i, %j] : {frag}
        memref.store %x, %p[%i, %j] : {frag}
      }}
    }} {{tile.num_stages = "num_stages"}}'''
    out.append(src[pos:m.start()]); out.append(new); pos = m.end()
out.append(src[pos:])
res = ''.join(out)
assert res.count('tile.gemm_wait %o') == 2, res.count('tile.gemm_wait %o')
open(sys.argv[2], 'w').write(res)
