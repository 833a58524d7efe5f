"""Run 6's experiment: examples/flash_attention.mlir's f16 kernel with its
launch body inside a tile loop (persistent = 1: grid = min(SMs, tiles)).
    python3 pers.py examples/flash_attention.mlir > pers.mlir
"""
import sys

src = open(sys.argv[1]).read().split('\n')
start = next(i for i, l in enumerate(src) if l.startswith('func.func @flash_attention_f16('))
end = next(i for i, l in enumerate(src) if i > start and l == '}')
f = src[start:end + 1]
at = lambda pat: next(i for i, l in enumerate(f) if pat in l)
il = at('tile.launch blocks(%bx, %by, %bz) in (%gm, %gbh, %splits)')
pre = ['  %persistent = tile.param "persistent" = 0 in [0, 1] : index',
       '  %isPers = arith.cmpi ne, %persistent, %c0t : index',
       '  %tilesAll = arith.muli %gm, %gbh : index',
       '  %gxPers = arith.minui %sms, %tilesAll : index',
       '  %gx = arith.select %isPers, %gxPers, %gm : index',
       '  %gy = arith.select %isPers, %c1h, %gbh : index']
launch = f[il].replace('in (%gm, %gbh, %splits)', 'in (%gx, %gy, %splits)')
ib, ilh = at('%b = arith.divui %by, %H'), at('%lh = memref.subview')
views = [v.replace('%by', '%bh') for v in f[ib:ilh + 1]]
icaus = at('// Causal: the longest rows')
body = f[icaus:]
iend = max(i for i, l in enumerate(body) if l == '  }')
inner = [l.replace('%gm1, %bx', '%gm1, %qt').replace('%rev, %bx', '%rev, %qt') for l in body[:iend]]
loop = ['    %byx = arith.muli %by, %gx : index',
        '    %t0 = arith.addi %bx, %byx : index',
        '    %tstep = arith.muli %gx, %gy : index',
        '    scf.for %tile = %t0 to %tilesAll step %tstep {',
        '      %qt = arith.remui %tile, %gm : index',
        '      %bh = arith.divui %tile, %gm : index']
new = (f[:il] + pre + [launch] + f[il + 1:ib] + f[ilh + 1:icaus] + loop + ['  ' + v for v in views] +
       ['  ' + l if l else l for l in inner] + ['    }'] + body[iend:])
print('\n'.join(src[:start] + new + src[end + 1:]))
