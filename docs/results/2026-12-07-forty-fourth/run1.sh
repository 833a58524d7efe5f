#!/usr/bin/env bash
# Session 44, run 1 (make1.sh). On an H200: the three open issues'
# acceptance lists at the shipped defaults (session 36's run2.sh and the
# FP8 points), and nothing else (`lists`); otherwise (`tiles`): mid squares
# by tile shape, few columns at N = 128, odd rows by operand (cuBLAS time
# / ours, graph replay, two passes). `run1.sh tiles` forces the second.
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(pwd)
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s44/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
D=$ROOT/.device/s44/r1
sm() { timeout 150 python3 bench/gemm_small.py --bundles "$@" 2>&1 | sed "s|$D/||" | awk 'NF >= 7 {print $1, $2, $(NF-6), $(NF-3), $NF}'; }
if [ "${1:-}" = tiles ] || ! nvidia-smi --query-gpu=name --format=csv,noheader | grep -q H200; then
  for part in mid few odd; do
    for p in 1 2; do echo "=== $part pass $p $(date +%T)"; sm $D/$part/*; done
  done
  exit 0
fi
sed 's|s36/r2|s44/acc|; s|s36/include|s44/include|' "$HERE/../2026-12-06-thirty-sixth/run2.sh" | bash
A=$ROOT/.device/s44/acc
echo "=== fp8 $(date +%T)"; timeout 150 python3 bench/gemm_fp8.py --bundles $A/fp8/*/pt $A/fp8/*/rw --rounds 2 2>&1 | tail -20
echo "=== end $(date +%T)"
