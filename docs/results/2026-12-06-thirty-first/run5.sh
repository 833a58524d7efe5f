#!/usr/bin/env bash
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s31/e; O=$OUT/r5; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s31/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
echo "=== dynamic $(date +%T)"; python3 bench/dynamic_check.py --bundles $D/dyn/* 2>&1 | tail -40
echo "=== gemm $(date +%T)"; python3 bench/gemm_small.py --bundles $D/g/* 2>&1 | awk '{print $1, $2, $3, $(NF-6), $(NF-3), $NF}' | sed "s|$D/||"
echo "=== softmax $(date +%T)"; python3 bench/softmax.py --bundles $D/sm/* --graph --rounds 2 --out $O/sm > $O/sm.txt 2>&1; tail -3 $O/sm.txt; grep "^| softmax" $O/sm.md | head -20
echo "=== fa $(date +%T)"; python3 bench/attention.py --bundles $D/fa/* --graph --rounds 2 --out $O/fa > $O/fa.txt 2>&1; tail -2 $O/fa.txt; cut -d'|' -f2,3,4,5,6,7,9,13 $O/fa.md
