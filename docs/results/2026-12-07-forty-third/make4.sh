#!/usr/bin/env bash
# Session 43, run 4 bundles: run 2's untuned shapes at the shipped defaults
# again (base/: run 2 lost most of them to its report's awk), with main at
# 1f49ea8 (the staged store at one k step), and more candidates (var/):
# skinny N (64x64, as the M <= 64 cases, with and without split-K;
# 64x128), M in (64, 256] with a long K (128x64 and 128x128, split or
# not), and rows no 16-byte access can take at block_K 64.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s43/r4
rm -rf $D && mkdir -p $D/base $D/var
b() { local out=$1 s=$2; shift 2; IFS=x read m n k <<< "$s"
  $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/$out --set M=$m,N=$n,K=$k${1:+,$1} 2>&1 | grep -E 'error' | head -2; test -d $D/$out || echo "MISSING $out"; }
for s in 4096x16x4096 4096x64x4096 8192x8x8192 4096x128x4096 16384x32x4096 2048x16x8192 8192x64x2048 \
         128x4096x4096 256x4096x4096 96x8192x8192 192x4096x8192 \
         4096x4096x24 4096x4096x32 4096x4096x48 4096x4096x96 4096x4096x192 4096x4096x256 8192x8192x64 \
         1536x1536x1536 2048x2048x2048 3072x3072x3072 2000x2000x2000 3000x3000x3000 \
         1001x1001x1001 1023x1023x1023 1002x1002x1002 777x1000x1001 \
         16384x1024x1024 1024x16384x1024 2048x2048x16384 4096x4096x16384 \
         4096x11008x4096 4096x4096x11008 5120x5120x5120 4000x4000x4000 \
         4096x50257x768 4096x4096x4095 2048x32000x4096; do
  b base/$s $s
done
P0=threads=128,producer_warp=0
for s in 4096x16x4096 4096x64x4096 8192x8x8192 4096x128x4096 16384x32x4096 2048x16x8192 8192x64x2048; do
  b var/${s}_64x64 $s block_M=64,block_N=64,block_K=64,$P0
  b var/${s}_64x64s2 $s block_M=64,block_N=64,block_K=64,$P0,split_k=2
  b var/${s}_64x128s2 $s block_M=64,block_N=128,block_K=64,$P0,split_k=2
done
for s in 128x4096x4096 256x4096x4096 96x8192x8192 192x4096x8192; do
  b var/${s}_128x64s2 $s block_M=128,block_N=64,block_K=64,$P0,split_k=2
  b var/${s}_128x128s2 $s block_M=128,block_N=128,block_K=64,$P0,split_k=2
  b var/${s}_128x128 $s block_M=128,block_N=128,block_K=64,$P0
done
for s in 1023x1023x1023 777x1000x1001 1002x1002x1002 4096x4096x4095 4096x50257x768; do
  b var/${s}_bk64 $s block_M=128,block_N=64,block_K=64,$P0
done
du -sh $D
# Store-bound short K: the case's kernel with the TMA-store epilogue
# against the shipped one (tools of 23b02ed).
for s in 4096x4096x64 4096x4096x32 8192x8192x64; do
  b var/${s}_tmastore $s tma_store=1
  b var/${s}_cur $s
done
