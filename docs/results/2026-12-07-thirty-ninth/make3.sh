#!/usr/bin/env bash
# Session 39, run 3 bundles: run 2 found 64x128 tiles (cp.async, block_K
# 128) 1.07x cuBLAS at 1024 x 1024 x 1000 against the 128x64 case's 0.82:
# with A's rows (K = 1000 halves) not 32-byte aligned, the smaller tile
# goes on A. The example takes that as a `multiple_of = {N = 16}` case
# after the `multiple_of = {K = 16}` one; this compares it with the
# example of 2822889 at K-unaligned, N-aligned sizes and a few others.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s39/r3k
rm -rf $D && mkdir -p $D
git -C $ROOT show 2822889:examples/gemm.mlir > $D/gemm_before.mlir
for s in 1024,1024,1000 512,2048,1000 2048,512,1000 768,768,1000 1024,1536,1000 1024,1024,520 1024,1024,2008 768,1024,3000 1024,1024,1024 1000,1000,1000 1000,1000,1024; do
  IFS=, read m n k <<< "$s"; S=M=$m,N=$n,K=$k; n=${m}x${n}x${k}
  for kern in gemm_f16 gemm_bf16; do
    $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/$n/new_$kern --kernel $kern --set $S 2>&1 | grep -E "error|warning" | head -2
    $T $D/gemm_before.mlir --tile-to-bundle -o $D/$n/old_$kern --kernel $kern --set $S 2>&1 | grep -E "error|warning" | head -2
  done
done
du -sh $D
