#!/usr/bin/env bash
# Session 39, run 1 bundles: the three open issues' lists at the shipped
# defaults (session 38's make1.sh into .device/s39/r1), then GEMM near
# 1000^3 (issue 28). The case kernel there (128x64, cp.async, block_K =
# 64) copies each row's 128-byte segment with 8 lanes; where the rows are
# 16- but not 32-byte aligned (1000 halves) every other segment spans two
# 128-byte lines, and the hypothesis is that the cp.async requests then
# take twice the L1 wavefronts and bound the k step. block_K = 128 (256
# bytes, 3 lines for 2) and TMA (no L1) are the two ways out; this
# measures both at aligned and unaligned sizes, and two warpgroups per
# 128x64 tile (one m64n64 each) with and without TMA and multicast. And the softmax example
# with M left to run time (not run on a GPU yet).
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=/work/main; T=$ROOT/build/bin/tile-translate
sed 's|s38/r1|s39/r1|; s|s38/include|s39/include|' "$HERE/../2026-12-06-thirty-eighth/make1.sh" | bash
D=$ROOT/.device/s39/al; rm -rf $D && mkdir -p $D
sed 's/%bk = tile.param "block_K" = 64 in \[16, 32, 64\]/%bk = tile.param "block_K" = 64 in [16, 32, 64, 128]/' $ROOT/examples/gemm.mlir > $D/gemm_bk.mlir
sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' \
    -e 's/^  %pw = tile.param/  %mc = tile.param "mc" = 0 in [0, 1] : index\n  %pw = tile.param/' $D/gemm_bk.mlir > $D/gemm_bkmc.mlir
b(){ out=$1; src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out --kernel gemm_f16 "$@" 2>&1 | grep -E "error" | head -2; test -d $D/$out || echo MISSING $out; }
C=block_M=128,block_N=64,threads=128
for s in 1000,1000,1000 1008,1008,1008 1024,1024,1024 1000,1000,1024 1024,1024,1000 1000,1000,4000 1000,1000,256 768,768,768 512,1536,1024 1536,512,2048 1000,1000,2000 1032,1032,1032; do
  IFS=, read m n k <<< "$s"; S=M=$m,N=$n,K=$k; n=${m}x${n}x${k}
  b $n/case $D/gemm_bk.mlir --set $S,$C,producer_warp=0
  b $n/bk128s3 $D/gemm_bk.mlir --set $S,$C,producer_warp=0,block_K=128,num_stages=3
  b $n/bk128s4 $D/gemm_bk.mlir --set $S,$C,producer_warp=0,block_K=128,num_stages=4
  b $n/tma $D/gemm_bk.mlir --set $S,$C,producer_warp=1
  # two consumer warpgroups along M (one m64n64 each), cp.async or TMA,
  # and TMA with clusters of two sharing loads by multicast
  b $n/cp256 $D/gemm_bk.mlir --set $S,block_M=128,block_N=64,threads=256,producer_warp=0
  b $n/tma256 $D/gemm_bk.mlir --set $S,block_M=128,block_N=64,threads=256,producer_warp=1
  b $n/tma256mc $D/gemm_bkmc.mlir --set $S,block_M=128,block_N=64,threads=256,producer_warp=1,mc=1
done
D3=$ROOT/.device/s39/r3; rm -rf $D3 && mkdir -p $D3
$T $ROOT/examples/softmax.mlir --tile-to-bundle -o $D3/softmax_mdyn --set M=dynamic 2>&1 | grep error
du -sh $ROOT/.device/s39
