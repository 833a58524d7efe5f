#!/usr/bin/env bash
# Session 43, run 6 bundles: the shipped example with the case for few
# columns (N <= 64, K >= 512, 64x64 split over two blocks where that grid
# fits one wave), at shapes it takes and at shapes it leaves to the
# defaults; and an M-dynamic bundle at N = 16 (the case over M at launch).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s43/r6
rm -rf $D $D''dyn && mkdir -p $D
for s in 4096x16x4096 4096x64x4096 2048x16x8192 4096x32x8192 8192x8x8192 16384x32x4096 8192x64x2048 4096x128x4096; do
  IFS=x read m n k <<< "$s"
  $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/$s --set M=$m,N=$n,K=$k 2>&1 | grep -E 'error|warning'
done
$T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D''dyn/n16 --set M=dynamic,N=16,K=4096 2>&1 | grep -E 'error|warning'
