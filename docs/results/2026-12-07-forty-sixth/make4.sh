#!/usr/bin/env bash
# Session 46, run 4 bundles: examples/gemm.mlir with B multicast in the
# table's last cases where N's rows are off 32-byte sectors (N % 16 != 0),
# through the dispatch (mis); the same table at aligned shapes, plain and
# with multicast bound, to see whether multicast could serve every N
# (big: issue 27's shapes; mid: the fill case's).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s46/r4; E=$ROOT/examples
rm -rf $D && mkdir -p $D/mis $D/big $D/mid
for s in 3072x3000x3072 3000x3000x3000 5000x5000x5000 2000x3000x4000 6000x1000x3000 4096x4104x4096 3000x3000x1000; do
  IFS=x read m n k <<< "$s"
  $T $E/gemm.mlir --tile-to-bundle -o $D/mis/$s --set M=$m,N=$n,K=$k 2>&1 | grep error
  $T $E/gemm.mlir --tile-to-bundle -o $D/mis/${s}_mc0 --set M=$m,N=$n,K=$k,multicast=0 2>&1 | grep error
done
for s in 4096x4096x4096 8192x8192x8192 8192x1024x28672 8192x28672x4096 8192x4096x14336; do
  IFS=x read m n k <<< "$s"
  $T $E/gemm.mlir --tile-to-bundle -o $D/big/${s}_def --set M=$m,N=$n,K=$k 2>&1 | grep error
  $T $E/gemm.mlir --tile-to-bundle -o $D/big/${s}_mc --set M=$m,N=$n,K=$k,multicast=1 2>&1 | grep error
done
for s in 1536x1536x1536 3072x3072x3072 2560x2560x2560 3072x3072x8192; do
  IFS=x read m n k <<< "$s"
  $T $E/gemm.mlir --tile-to-bundle -o $D/mid/${s}_def --kernel gemm_f16 --set M=$m,N=$n,K=$k 2>&1 | grep error
  $T $E/gemm.mlir --tile-to-bundle -o $D/mid/${s}_mc --kernel gemm_f16 --set M=$m,N=$n,K=$k,multicast=1 2>&1 | grep error
done
du -sh $D
