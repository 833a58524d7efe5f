#!/usr/bin/env bash
# Session 33, run 7: the committed defaults on one card: GEMM (not re-timed
# since session 32 moved the fragments' allocas) and FlashAttention's
# sm_90a cases.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s33/r7
rm -rf $D && mkdir -p $D/gemm $D/fa
b() { local src=$1 out=$2; shift 2; $T $ROOT/examples/$src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-200 | sed "s|^|$out: |" | head -2; test -d $D/$out || echo "MISSING $out"; }
b gemm.mlir gemm/g4096 --set M=4096,N=4096,K=4096
b gemm.mlir gemm/g8192 --set M=8192,N=8192,K=8192
b gemm.mlir gemm/g8192x1024x28672 --set M=8192,N=1024,K=28672
for s in "d128 B=8,H=16,S=4096,D=128" "c128 B=8,H=16,S=4096,D=128,causal=1" "d64 B=4,H=32,S=8192,D=64" "c64 B=4,H=32,S=8192,D=64,causal=1" "d256 B=4,H=16,S=4096,D=256" "c256 B=4,H=16,S=4096,D=256,causal=1"; do
  set -- $s; b flash_attention.mlir fa/$1 --set $2
done
du -sh $D
