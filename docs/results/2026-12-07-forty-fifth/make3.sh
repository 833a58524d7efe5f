#!/usr/bin/env bash
# Session 45, run 4 bundles: the example with its new odd-rows case (k steps
# of 128 over 256 threads where N % 8 == 0) at run 2's odd shapes and two
# more, and its few-columns case in k steps of 128 at three shapes.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s45/r3
rm -rf $D && mkdir -p $D/odd $D/few
for s in 777x1000x1001 600x1400x1001 1000x1000x1501 1000x1000x777 2000x1000x1001 1000x2000x999; do
  IFS=x read m n k <<< "$s"
  $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/odd/$s --set M=$m,N=$n,K=$k 2>&1 | grep -E 'error|warning' | head -2
done
for s in 4096x16x4096 2048x50x8192 3000x64x3000; do
  IFS=x read m n k <<< "$s"
  $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/few/$s --kernel gemm_f16 --set M=$m,N=$n,K=$k 2>&1 | grep -E 'error|warning' | head -2
done
du -sh $D
