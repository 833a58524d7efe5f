#!/usr/bin/env bash
# Session 42, run 5 bundles: where K rows are 32-byte aligned but N's are
# not, the example's first `waves = 1` case (128x64, cp.async, block_K
# 128) against the new third case's kernel bound by hand (64x128, producer
# warp, multicast, TMA store), f16 and bf16.
set -uo pipefail
ROOT=/work/main; T=${T:-$ROOT/build/bin/tile-translate}; D=$ROOT/.device/s42/r5
rm -rf $D && mkdir -p $D
for s in 1000,1000,1024 1000,1000,2000 1000,1000,4000 1000,1000,512 776,776,1024 520,1000,2048 1000,600,1024; do
  IFS=, read m n k <<< "$s"; d=${m}x${n}x${k}
  $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/$d/case1 --set M=$m,N=$n,K=$k 2>&1 | grep -E "warning|error" | head -3
  $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/$d/mcts --set M=$m,N=$n,K=$k,block_M=64,block_N=128,block_K=64,threads=128,producer_warp=1,multicast=1,tma_store=1 2>&1 | grep -E "warning|error" | head -3
done
du -sh $D
