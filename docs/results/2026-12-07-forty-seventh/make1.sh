#!/usr/bin/env bash
# Session 47, run 1 bundles, at the commit named in README.md: (acc) the
# three issues' acceptance lists with the current examples (session 36's
# make2.sh plus the FP8 shapes); (r4) session 46's run 4, which never got
# a machine (make4.sh there: the table's multicast where N % 16 == 8,
# multicast at aligned N).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; E=$ROOT/examples
mkdir -p $ROOT/.device/s47 && cp -r $ROOT/.device/s46/include $ROOT/.device/s47/ 2>/dev/null
sed 's|s36/r2|s47/acc|' "$ROOT/docs/results/2026-12-06-thirty-sixth/make2.sh" | bash
A=$ROOT/.device/s47/acc
for s in "s8192 M=8192,N=8192,K=8192" "s1024 M=8192,N=1024,K=28672" "s28672 M=8192,N=28672,K=4096"; do
  set -- $s
  $T $E/gemm_fp8.mlir --tile-to-bundle -o $A/fp8/$1/pt --kernel gemm_e4m3 --set $2 2>&1 | grep error
  $T $E/gemm_fp8.mlir --tile-to-bundle -o $A/fp8/$1/rw --kernel gemm_e4m3_rowwise --set $2 2>&1 | grep error
done
sed 's|s46/r4|s47/r4|' "$ROOT/docs/results/2026-12-07-forty-sixth/make4.sh" | bash
du -sh $ROOT/.device/s47/*
