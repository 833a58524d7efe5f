#!/usr/bin/env bash
# Session 45, run 1 bundles: session 44's run 2 (never ran; its make2.sh
# with this session's paths) and the three issues' acceptance lists
# (session 44's make1.sh (d)) for an H200.
set -uo pipefail
ROOT=/work/main; HERE=$(cd "$(dirname "$0")" && pwd)
sed 's|s44/r2|s45/r1|' "$HERE/../2026-12-07-forty-fourth/make2.sh" | bash
sed 's|s36/r2|s45/acc|' "$HERE/../2026-12-06-thirty-sixth/make2.sh" | bash
T=$ROOT/build/bin/tile-translate; A=$ROOT/.device/s45/acc
for s in "s8192 M=8192,N=8192,K=8192" "s1024 M=8192,N=1024,K=28672" "s28672 M=8192,N=28672,K=4096"; do
  set -- $s
  $T $ROOT/examples/gemm_fp8.mlir --tile-to-bundle -o $A/fp8/$1/pt --kernel gemm_e4m3 --set $2 2>&1 | grep error
  $T $ROOT/examples/gemm_fp8.mlir --tile-to-bundle -o $A/fp8/$1/rw --kernel gemm_e4m3_rowwise --set $2 2>&1 | grep error
done
du -sh $ROOT/.device/s45/*
