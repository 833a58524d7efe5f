#!/usr/bin/env bash
# Session 45, run 5 bundles (for the next machine): N = 3000 against 3072
# with K aligned, for run5.sh's Nsight breakdown of L2 reads by source.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s45/r4
rm -rf $D && mkdir -p $D
for s in 3072x3000x3072 3072x3072x3072 3072x3000x3000 3072x3072x3000 3072x3008x3072; do
  IFS=x read m n k <<< "$s"
  $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/$s --kernel gemm_f16 --set M=$m,N=$n,K=$k 2>&1 | grep -E 'error|warning' | head -2
done
du -sh $D
