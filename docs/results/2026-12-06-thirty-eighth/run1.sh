#!/usr/bin/env bash
# Session 38, run 1 (make1.sh): session 36's run2.sh (issue 28's and 27's
# lists) and issue 30's FP8 points against torch._scaled_mm.
HERE=$(dirname "$0")
sed 's|s36/r2|s38/r1|; s|s36/include|s38/include|; s|O=$OUT/r2|O=$OUT/r1|' "$HERE/../2026-12-06-thirty-sixth/run2.sh" | bash
D=$(pwd)/.device/s38/r1
export PYTHONUNBUFFERED=1 PYTHONPATH=$(pwd)/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
echo "=== fp8 $(date +%T)"; timeout 150 python3 bench/gemm_fp8.py --bundles $D/fp8/*/pt $D/fp8/*/rw --rounds 2 2>&1 | tail -20
echo "=== edge $(date +%T)"; timeout 60 python3 bench/gemm_small.py --bundles $D/edge/* $D/edgemc/* 2>&1 | sed "s|$D/||" | cut -c1-200
echo "=== end fp8 $(date +%T)"
