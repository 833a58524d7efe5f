#!/usr/bin/env bash
# Session 47, run 2 bundles: GEMM at short K (the K = [17, 128] case,
# store-bound: C is 64x the operands at K = 64): the shipped case against
# the TMA-store epilogue, one k step, other tiles and more blocks per SM;
# and 4096 x 4104 x 4096, where run 1's multicast lost once.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s47/r2; E=$ROOT/examples
rm -rf $D && mkdir -p $D
b() { local out=$1; shift; $T $E/gemm.mlir --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning' | head -2; test -d $D/$out || echo "MISSING $out"; }
for s in 4096x4096x64 4096x4096x32 4096x4096x128 8192x8192x64 2048x8192x96; do
  IFS=x read m n k <<< "$s"; S=M=$m,N=$n,K=$k
  b $s/def --set $S
  b $s/ts --set $S,tma_store=1
  b $s/bk64ts --set $S,block_K=64,tma_store=1
  b $s/m128n256 --set $S,block_M=128,block_N=256,block_K=32,threads=256
  b $s/m128n256ts --set $S,block_M=128,block_N=256,block_K=32,threads=256,tma_store=1
  b $s/m64n128 --set $S,block_M=64,block_N=128,block_K=32,threads=128
  b $s/m64n128ts --set $S,block_M=64,block_N=128,block_K=32,threads=128,tma_store=1
  b $s/m128n128t256 --set $S,block_M=128,block_N=128,block_K=32,threads=256
  b $s/m128n128ts --set $S,block_M=128,block_N=128,block_K=32,threads=128,tma_store=1
done
b 4104/mc --set M=4096,N=4104,K=4096
b 4104/mc0 --set M=4096,N=4104,K=4096,multicast=0
b 4104/n192mc --set M=4096,N=4104,K=4096,block_M=128,block_N=192,multicast=1
du -sh $D
