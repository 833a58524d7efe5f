#!/usr/bin/env bash
# The final commit's PTX (warpgroup index from the roles' warp broadcast):
# FlashAttention's two shape cases and the default GEMM (the allocas moved).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s32/fin
rm -rf $D && mkdir -p $D
b() { local out=$1 src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning' | head -2; test -d $D/$out || echo "MISSING $out"; }
b fa_d64 $ROOT/examples/flash_attention.mlir --set B=2,H=32,S=4096,D=64
b fa_d128 $ROOT/examples/flash_attention.mlir --set B=2,H=16,S=4096,D=128
b gemm $ROOT/examples/gemm.mlir --set M=4096,N=4096,K=4096
du -sh $D
