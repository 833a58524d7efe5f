#!/usr/bin/env bash
# Session 42, run 10 bundles: run 9 found multicast 4-10% faster on the
# K = [17, 128] case at 4096^2 x 64; the example with `multicast = 1` in
# that case (the working tree) against 959de51's, at more short-K shapes.
set -uo pipefail
ROOT=/work/main; T=${T:-$ROOT/build/bin/tile-translate}; D=$ROOT/.device/s42/r10
rm -rf $D && mkdir -p $D
git -C $ROOT show 959de51:examples/gemm.mlir > $D/gemm_old.mlir
for s in 4096,4096,32 4096,4096,64 4096,4096,128 8192,4096,64 2048,8192,96 3000,3000,64; do
  IFS=, read m n k <<< "$s"; d=${m}x${n}x${k}
  $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/$d/new --set M=$m,N=$n,K=$k 2>&1 | grep -E "warning|error" | head -2
  $T $D/gemm_old.mlir --tile-to-bundle -o $D/$d/old --set M=$m,N=$n,K=$k 2>&1 | grep -E "warning|error" | head -2
done
du -sh $D
