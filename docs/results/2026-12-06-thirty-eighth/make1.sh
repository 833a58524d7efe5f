#!/usr/bin/env bash
# Session 38, run 1 bundles: the three open issues' acceptance lists at
# the shipped defaults, for an H200 (sessions 34-37 got only H100s):
# session 36's make2.sh (issue 28's list, issue 27's GEMM and attention)
# into .device/s38/r1, plus issue 30's FP8 points (per-tensor, row-wise).
set -uo pipefail
HERE=$(dirname "$0")
sed 's|s36/r2|s38/r1|' "$HERE/../2026-12-06-thirty-sixth/make2.sh" | bash
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s38/r1
for s in "s8192 M=8192,N=8192,K=8192" "s1024 M=8192,N=1024,K=28672" "s28672 M=8192,N=28672,K=4096"; do
  set -- $s
  $T $ROOT/examples/gemm_fp8.mlir --tile-to-bundle -o $D/fp8/$1/pt --kernel gemm_e4m3 --set $2 2>&1 | grep error
  $T $ROOT/examples/gemm_fp8.mlir --tile-to-bundle -o $D/fp8/$1/rw --kernel gemm_e4m3_rowwise --set $2 2>&1 | grep error
done
mkdir -p $ROOT/.device/s38/include && cp -r /usr/include/nlohmann $ROOT/.device/s38/include/
du -sh $D
# GEMM near 1000^3 (issue 28): the shape case at sizes that are and are
# not multiples of the tile, to see what the masked edges cost, and the
# 64x128 multicast configuration (session 30's best at 1000^3) beside it.
for s in 960,960,960 1000,1000,1000 1024,1024,1024 1000,1000,1024 1024,1024,1000 1008,1008,1008; do
  IFS=, read m n k <<< "$s"
  $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/edge/${m}x${n}x${k} --kernel gemm_f16 --set M=$m,N=$n,K=$k 2>&1 | grep error
done
MC=$D/gemm_mc.mlir
sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' \
    -e 's/^  %pw = tile.param/  %mc = tile.param "mc" = 0 in [0, 1] : index\n  %pw = tile.param/' $ROOT/examples/gemm.mlir > $MC
for s in 1000,1000,1000 1024,1024,1024; do
  IFS=, read m n k <<< "$s"
  $T $MC --tile-to-bundle -o $D/edgemc/${m}x${n}x${k} --kernel gemm_f16 --set block_M=64,block_N=128,threads=128,producer_warp=1,num_stages=4,mc=1,M=$m,N=$n,K=$k 2>&1 | grep error
done
