#!/usr/bin/env bash
# Session 42, run 8: run7.sh (the end's cluster barrier replaced), then the
# three open issues' acceptance lists at the shipped defaults (make8.sh;
# session 38's run1.sh with this session's bundles): issue 28's list,
# issue 27's GEMM and FlashAttention, issue 30's FP8 points.
HERE=$(dirname "$0"); ROOT=$(pwd)
bash $HERE/run7.sh
mkdir -p $OUT/r2
sed 's|s36/r2|s42/r8|; s|s36/include|s41/include|' "$HERE/../2026-12-06-thirty-sixth/run2.sh" | bash
D=$ROOT/.device/s42/r8
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
echo "=== fp8 $(date +%T)"; timeout 150 python3 bench/gemm_fp8.py --bundles $D/fp8/*/pt $D/fp8/*/rw --rounds 2 2>&1 | tail -20
echo "=== end fp8 $(date +%T)"
