#!/usr/bin/env bash
# Session 42, run 8 bundles: the three open issues' acceptance lists at the
# shipped defaults (session 38's make1.sh: session 36's make2.sh plus the
# FP8 points), with this session's tools, for an H200.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
sed 's|s36/r2|s42/r8|' "$HERE/../2026-12-06-thirty-sixth/make2.sh" | bash
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s42/r8
for s in "s8192 M=8192,N=8192,K=8192" "s1024 M=8192,N=1024,K=28672" "s28672 M=8192,N=28672,K=4096"; do
  set -- $s
  $T $ROOT/examples/gemm_fp8.mlir --tile-to-bundle -o $D/fp8/$1/pt --kernel gemm_e4m3 --set $2 2>&1 | grep error
  $T $ROOT/examples/gemm_fp8.mlir --tile-to-bundle -o $D/fp8/$1/rw --kernel gemm_e4m3_rowwise --set $2 2>&1 | grep error
done
du -sh $D
