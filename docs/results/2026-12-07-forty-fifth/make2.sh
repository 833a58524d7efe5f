#!/usr/bin/env bash
# Session 45, run 2 bundles: A's 5-d view in whole tiles (079205d) against
# the same kernels built before it (make1.sh's r1): 3000^3 and its
# one-dimension-unaligned neighbours, and the M=dynamic example (both
# tables) at M from 1 to 8192 for correctness, speed and the sanitizers.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s45/r2
rm -rf $D && mkdir -p $D/p3000 $D/dyn
b() { local out=$1 s=$2; IFS=x read m n k <<< "$s"
  $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/$out --kernel gemm_f16 --set M=$m,N=$n,K=$k 2>&1 | grep -E 'error|warning' | head -2; test -d $D/$out || echo "MISSING $out"; }
for s in 3000x3000x3000 3000x3072x3072 1000x1000x1000 5000x5000x5000; do b p3000/${s}_def $s; done
$T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/dyn/n3072 --kernel gemm_f16 --set M=dynamic,N=3072,K=3072 2>&1 | grep -E 'error|warning' | head -2
$T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/dyn/gemm --set M=dynamic 2>&1 | grep -E 'error|warning' | head -2
du -sh $D
