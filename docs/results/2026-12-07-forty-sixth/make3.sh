#!/usr/bin/env bash
# Session 46, run 3 bundles: N's rows off their sectors with B multicast
# over clusters of two (each B box read once per pair, as cuBLAS's 1x2
# cluster at N = 3000 does), shipped tile and 256 x 128.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s46/r3; E=$ROOT/examples
rm -rf $D && mkdir -p $D
for s in 3072x3000x3072 3000x3000x3000 5000x5000x5000 3072x3072x3072 2000x3000x4000; do
  IFS=x read m n k <<< "$s"
  $T $E/gemm.mlir --tile-to-bundle -o $D/${s}_mc --kernel gemm_f16 --set M=$m,N=$n,K=$k,multicast=1 2>&1 | grep error
  $T $E/gemm.mlir --tile-to-bundle -o $D/${s}_mc256 --kernel gemm_f16 --set M=$m,N=$n,K=$k,multicast=1,block_M=256,block_N=128 2>&1 | grep error
  $T $E/gemm.mlir --tile-to-bundle -o $D/${s}_def --kernel gemm_f16 --set M=$m,N=$n,K=$k 2>&1 | grep error
done
du -sh $D
# 1000^3 at 6 and 8 stages (cuBLAS's kernel there runs 8 of the same
# 64x128x64 tile): the example's stage candidates widened in a copy.
$T $E/gemm.mlir --tile-to-bundle -o $D/1000x1000x1000_def --set M=1000,N=1000,K=1000 2>&1 | grep error
sed 's|tile.param "num_stages" = 3 in \[2, 3, 4\]|tile.param "num_stages" = 3 in [2, 3, 4, 6, 8]|' $E/gemm.mlir > /tmp/gemm_stages.mlir
for st in 6 8; do
  $T /tmp/gemm_stages.mlir --tile-to-bundle -o $D/1000x1000x1000_s$st --set M=1000,N=1000,K=1000,num_stages=$st 2>&1 | grep error
done
