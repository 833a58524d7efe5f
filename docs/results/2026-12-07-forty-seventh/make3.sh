#!/usr/bin/env bash
# Session 47, run 3 bundles: multicast at run-time grids (the grid's
# extents rounded up to pairs). Bundles with M (and N, K) at run time whose
# shape cases take multicast, and static twins to time them against.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s47/r3; E=$ROOT/examples
rm -rf $D && mkdir -p $D/dyn $D/static
b() { local out=$1; shift; $T $E/gemm.mlir --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning' | head -2; test -d $D/$out || echo "MISSING $out"; }
b dyn/n3000 --set M=dynamic,N=3000,K=3000
b dyn/n1000 --set M=dynamic,N=1000,K=1000
b dyn/n4096 --set M=dynamic
b dyn/mnk --set M=dynamic,N=dynamic%8,K=dynamic%8
for s in 1000x3000x3000 2900x3000x3000 3000x3000x3000 4096x3000x3000 1000x1000x1000 2900x1000x1000 100x1000x1000; do
  IFS=x read m n k <<< "$s"; b static/$s --set M=$m,N=$n,K=$k
done
du -sh $D
