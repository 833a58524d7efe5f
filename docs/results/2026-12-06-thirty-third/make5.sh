#!/usr/bin/env bash
# Session 33, run 5: D = 256 with FlashAttention-3's roles (128 x 64 and
# 128 x 80 over two consumer warpgroups; FlashAttention-3 takes 128 x 80)
# against the default kernel, causal and not; correctness at S = 1000.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s33/r5
rm -rf $D && mkdir -p $D/chk $D/perf
EX=$D/fa.mlir
sed 's/"block_N" = 64 in \[32, 64, 128, 160\]/"block_N" = 64 in [32, 64, 80, 128, 160]/' $ROOT/examples/flash_attention.mlir > $EX
b() { local out=$1; shift; $T $EX --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-200 | sed "s|^|$out: |" | head -2; test -d $D/$out || echo "MISSING $out"; }
R="block_M=128,threads=256,producer_warp=1,producer_registers=24,overlap=1"
b chk/r80 --set B=1,H=4,S=1000,D=256,kv_splits=1,block_N=80,$R
b chk/r80c --set B=1,H=4,S=1000,D=256,kv_splits=1,causal=1,block_N=80,$R
for c in 0 1; do
  b perf/d256c${c}_def --set B=4,H=16,S=4096,D=256,causal=$c
  b perf/d256c${c}_r64 --set B=4,H=16,S=4096,D=256,causal=$c,block_N=64,$R
  b perf/d256c${c}_r80 --set B=4,H=16,S=4096,D=256,causal=$c,block_N=80,$R
done
du -sh $D; ls $D/perf | wc -l
