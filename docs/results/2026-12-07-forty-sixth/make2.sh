#!/usr/bin/env bash
# Session 46, run 2 bundles beside make1.sh's: at N = 3000, B through
# cp.async (no TMA), and the K = 3000 shape (A's rows as far off their
# sectors) again. (B swizzled by 64 bytes is not a wgmma tile: mma.sync.)
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s46/r2; E=$ROOT/examples
rm -rf $D && mkdir -p $D
S=M=3072,N=3000,K=3072
$T $E/gemm.mlir --tile-to-bundle -o $D/3072x3000x3072_pw0 --kernel gemm_f16 --set $S,producer_warp=0 2>&1 | grep error
$T $E/gemm.mlir --tile-to-bundle -o $D/3072x3072x3000 --kernel gemm_f16 --set M=3072,N=3072,K=3000 2>&1 | grep error
du -sh $D
