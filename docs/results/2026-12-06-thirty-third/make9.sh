#!/usr/bin/env bash
# Session 33, run 9: the final example's causal D = 128 case kernel at a
# masked tail (S = 4100): correctness and sanitizers.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s33/r9
rm -rf $D && mkdir -p $D/chk
$T $ROOT/examples/flash_attention.mlir --tile-to-bundle -o $D/chk/c128 --set B=1,H=8,S=4100,D=128,causal=1
$T $ROOT/examples/flash_attention.mlir --tile-to-bundle -o $D/chk/c256 --set B=1,H=8,S=4100,D=256,causal=1
du -sh $D
