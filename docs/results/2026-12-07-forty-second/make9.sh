#!/usr/bin/env bash
# Session 42, run 9 bundles: the TMA-store epilogue and multicast (now
# with cheaper cluster barriers) on the other shape cases: K = 64 and K = 8
# (write-bound), and the 4096^3 default (bf16's gap), f16 and bf16.
set -uo pipefail
ROOT=/work/main; T=${T:-$ROOT/build/bin/tile-translate}; D=$ROOT/.device/s42/r9
rm -rf $D && mkdir -p $D
b(){ out=$1; shift; $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | head -2; test -d $D/$out || echo MISSING $out; }
for s in 4096,4096,64 4096,4096,8 4096,4096,4096; do
  IFS=, read m n k <<< "$s"; d=${m}x${n}x${k}; S=M=$m,N=$n,K=$k
  b $d/default --set $S
  [ $k = 8 ] && continue  # mma.sync, no producer: the variants are the default
  b $d/ts --set $S,tma_store=1
  b $d/mc --set $S,multicast=1
  b $d/mcts --set $S,multicast=1,tma_store=1
done
du -sh $D
