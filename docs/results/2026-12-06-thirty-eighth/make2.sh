#!/usr/bin/env bash
# Session 38, run 2 bundles: GEMM near 1000^3 (issue 28), whose rows are
# only 16-byte aligned at 1000 halves (run 1: the same kernel and grid is
# 0.73x cuBLAS at 1000^3, 0.91x at 1008^3). Tiles one wave fills, cp.async
# against TMA, and block_K = 128 (a row segment of 256 bytes: one extra
# 32-byte sector in 9 rather than in 5 when the row starts mid-sector).
# Compiled by the tile-translate of 8fca062 on its gemm.mlir, with
# block_K's candidates widened to 128.
set -uo pipefail
ROOT=/work/main; D=$ROOT/.device/s38/r2; T=${T:-$ROOT/build/bin/tile-translate}
rm -rf $D && mkdir -p $D
git -C $ROOT show 8fca062:examples/gemm.mlir | sed 's/%bk = tile.param "block_K" = 64 in \[16, 32, 64\]/%bk = tile.param "block_K" = 64 in [16, 32, 64, 128]/' > $D/gemm_bk.mlir
sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' \
    -e 's/^  %pw = tile.param/  %mc = tile.param "mc" = 0 in [0, 1] : index\n  %pw = tile.param/' $D/gemm_bk.mlir > $D/gemm_bkmc.mlir
b(){ out=$1; src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out --kernel gemm_f16 "$@" 2>&1 | grep -E "error" | head -2; test -d $D/$out || echo MISSING $out; }
for s in 1000,1000,1000 1008,1008,1008 1024,1024,1024 1000,1000,4000 1200,1000,800 768,768,768; do
  IFS=, read m n k <<< "$s"; S=M=$m,N=$n,K=$k; n=${m}x${n}x${k}
  b $n/case $D/gemm_bk.mlir --set $S,block_M=128,block_N=64,threads=128,producer_warp=0
  b $n/case_bk128 $D/gemm_bk.mlir --set $S,block_M=128,block_N=64,threads=128,producer_warp=0,block_K=128,num_stages=3
  b $n/tma128x64 $D/gemm_bk.mlir --set $S,block_M=128,block_N=64,threads=128,producer_warp=1
  b $n/mc64x128 $D/gemm_bkmc.mlir --set $S,block_M=64,block_N=128,threads=128,producer_warp=1,mc=1
  b $n/cp64x128_bk128 $D/gemm_bk.mlir --set $S,block_M=64,block_N=128,threads=128,producer_warp=0,block_K=128,num_stages=3
done
du -sh $D
