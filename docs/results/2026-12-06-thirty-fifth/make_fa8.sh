#!/usr/bin/env bash
# Session 35: FP8 attention bundles (examples/flash_attention_fp8.mlir):
# the default and its variants at issue 27's D = 64, 128 and 256 shapes, and
# ragged shapes for correctness.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s35/fa8
rm -rf $D && mkdir -p $D
b() { local out=$1; shift; $T $ROOT/examples/flash_attention_fp8.mlir --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-160 | sed "s|^|$out: |" | head -3; test -d $D/$out || echo "MISSING $out"; }
for c in 0 1; do
  s=B=8,H=16,S=4096,D=128,causal=$c
  b d128c$c/default --set $s
  b d128c$c/pw1 --set producer_warp=1,$s
  b d128c$c/m64 --set block_M=64,threads=128,$s
  b d128c$c/st3 --set num_stages=3,$s
  b d128c$c/n64 --set block_N=64,$s
  b d128c$c/n64pw1 --set block_N=64,producer_warp=1,$s
  s=B=4,H=32,S=8192,D=64,causal=$c
  b d64c$c/default --set $s
  b d64c$c/pw1 --set producer_warp=1,$s
  b d64c$c/n64 --set block_N=64,$s
done
b d256/default --set B=4,H=16,S=4096,D=256
b d256/n64 --set B=4,H=16,S=4096,D=256,block_N=64
b r1000 --set B=2,H=3,S=1000,D=128,causal=1
b r17 --set B=1,H=2,S=17,D=128
b r2064 --set B=2,H=2,S=2064,D=256,causal=1
b r1000d64 --set B=2,H=3,S=1000,D=64,causal=1,block_N=64
b r2048pw --set B=2,H=2,S=2048,D=64,producer_warp=1
du -sh $D
