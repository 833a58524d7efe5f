#!/usr/bin/env bash
# Session 42, run 4 bundles: examples/gemm.mlir with its new case for rows
# that are not 32-byte aligned in A or B (64x128, producer warp, multicast,
# TMA store) against the example before (HEAD~ of that change: 128x64,
# cp.async, block_K 128), f16 and bf16, at the shapes that case serves;
# and one M-dynamic bundle at N = K = 1000 for bench/dynamic_check.py.
set -uo pipefail
ROOT=/work/main; T=${T:-$ROOT/build/bin/tile-translate}; D=$ROOT/.device/s42/r4
BASE=${BASE:-41ff171}
rm -rf $D && mkdir -p $D
git -C $ROOT show $BASE:examples/gemm.mlir > $D/gemm_old.mlir
for s in 1000,1000,1000 776,776,776 520,1000,1000 1000,520,1000 1000,1000,4000 1000,1000,2000 600,600,600; do
  IFS=, read m n k <<< "$s"; d=${m}x${n}x${k}
  for v in new old; do
    src=$ROOT/examples/gemm.mlir; [ $v = old ] && src=$D/gemm_old.mlir
    $T $src --tile-to-bundle -o $D/$d/$v --set M=$m,N=$n,K=$k 2>&1 | grep -E "warning|error" | head -3
  done
done
$T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/dyn_n1000k1000 --set M=dynamic,N=1000,K=1000 2>&1 | grep -E "warning|error" | head -3
du -sh $D
