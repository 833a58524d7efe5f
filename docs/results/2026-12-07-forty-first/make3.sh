#!/usr/bin/env bash
# Session 41, run 3 bundles: the transposed-A GEMM with its 8-column
# groups in warpgroup order (warpgroup_cols), at three tile shapes (one
# warpgroup, two, two with two instructions each), a ragged size and
# 4096^3; its SIMT reference; the plain GEMM of the same tiles on cp.async.
set -uo pipefail
ROOT=/work/main; T=${T:-$ROOT/build/bin/tile-translate}; A=$ROOT/.device/s41/at3
K=$ROOT/test/Kernels/gemm_transposed_a.mlir
rm -rf $A && mkdir -p $A
for s in 1000,1000,333 4096,4096,4096; do
  IFS=, read m n k <<< "$s"; S=M=$m,N=$n,K=$k; d=$A/${m}x${n}x${k}
  $T $K --kernel gemm_at_f16 --tile-to-bundle -o $d/wg --set $S,producer_warp=0
  $T $K --kernel gemm_at_f16 --tile-to-bundle -o $d/wg64 --set $S,producer_warp=0,block_M=64,threads=128
  $T $K --kernel gemm_at_f16 --tile-to-bundle -o $d/wg256 --set $S,producer_warp=0,block_M=256
  $T $K --kernel gemm_at_f16_reference --tile-to-bundle -o $d/ref --set $S
  $T $ROOT/examples/gemm.mlir --kernel gemm_f16 --tile-to-bundle -o $d/plain \
    --set $S,block_M=128,block_N=128,block_K=64,threads=256,num_stages=3,producer_warp=0
done
