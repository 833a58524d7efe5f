#!/usr/bin/env bash
# Session 41, run 1 bundles: the transposed-A GEMM (wgmma with cp.async,
# with a TMA producer warp, sm_80's mma.sync) and its SIMT reference at a
# ragged shape and 4096^3, next to the plain GEMM of the same tiles; and
# 6 and 8 stages of session 40's column-group kernels at 1000^3 (run
# session 40's make2.sh first).
set -uo pipefail
ROOT=/work/main; T=${T:-$ROOT/build/bin/tile-translate}; A=$ROOT/.device/s41/at; D=$ROOT/.device/s40/g2
mkdir -p $ROOT/.device/s41 && cp -r $ROOT/.device/s40/include $ROOT/.device/s41/
rm -rf $A && mkdir -p $A
K=$ROOT/test/Kernels/gemm_transposed_a.mlir
for s in 1000,1000,333 4096,4096,4096; do
  IFS=, read m n k <<< "$s"; S=M=$m,N=$n,K=$k; d=$A/${m}x${n}x${k}
  $T $K --kernel gemm_at_f16 --tile-to-bundle -o $d/wg --set $S,producer_warp=0
  $T $K --kernel gemm_at_f16 --tile-to-bundle -o $d/wgtma --set $S,producer_warp=1
  $T $K --kernel gemm_at_f16 --chip sm_80 --tile-to-bundle -o $d/sm80 --set $S
  $T $K --kernel gemm_at_f16_reference --tile-to-bundle -o $d/ref --set $S
  $T $ROOT/examples/gemm.mlir --kernel gemm_f16 --tile-to-bundle -o $d/plain \
    --set $S,block_M=128,block_N=128,block_K=64,threads=256,num_stages=3,producer_warp=1
done
G=block_M=64,block_N=128,threads=256,block_K=64,producer_warp=1,mc=1
for f in gemm_mcpr gemm_mc; do
  sed 's/in \[2, 3, 4\] on {sm_90a = 4}/in [2, 3, 4, 6, 8] on {sm_90a = 4}/' $D/$f.mlir > $D/${f}8.mlir
done
for st in 6 8; do
  $T $D/gemm_mcpr8.mlir --tile-to-bundle -o $D/1000x1000x1000/g2pr$st --kernel gemm_f16 --set M=1000,N=1000,K=1000,$G,num_stages=$st
  $T $D/gemm_mc8.mlir --tile-to-bundle -o $D/1000x1000x1000/g2mc$st --kernel gemm_f16 --set M=1000,N=1000,K=1000,$G,num_stages=$st
done
