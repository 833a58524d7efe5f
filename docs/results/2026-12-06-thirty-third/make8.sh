#!/usr/bin/env bash
# Session 33, run 8: causal D = 128 with FlashAttention-3's roles (128 x 128
# and 128 x 160; the arcp epilogue made them level with the default in
# run 6) against the default kernel, two shapes.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s33/r8
rm -rf $D && mkdir -p $D/perf
b() { local out=$1; shift; $T $ROOT/examples/flash_attention.mlir --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-200 | sed "s|^|$out: |" | head -2; test -d $D/$out || echo "MISSING $out"; }
R="block_M=128,threads=256,producer_warp=1,producer_registers=24,overlap=1"
for s in "c128 B=8,H=16,S=4096,D=128,causal=1" "c128h8 B=2,H=8,S=8192,D=128,causal=1"; do
  set -- $s
  b perf/$1_def --set $2
  b perf/$1_r128 --set $2,block_N=128,$R
  b perf/$1_r160 --set $2,block_N=160,$R
done
du -sh $D
