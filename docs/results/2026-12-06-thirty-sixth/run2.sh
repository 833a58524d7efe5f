#!/usr/bin/env bash
# Session 36, run 2 (make2.sh): the shipped defaults at issue 28's
# acceptance list and at issue 27's (GEMM vs cuBLAS, FlashAttention vs SDPA).
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s36/r2; O=$OUT/r2; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s36/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
echo "=== dynamic $(date +%T)"; timeout 90 python3 bench/dynamic_check.py --bundles $D/dyn/* 2>&1 | tail -20
echo "=== gemm small $(date +%T)"; timeout 60 python3 bench/gemm_small.py --bundles $D/g/* 2>&1 | awk '{print $1, $2, $3, $(NF-6), $(NF-3), $NF}' | sed "s|$D/||"
echo "=== softmax $(date +%T)"; timeout 80 python3 bench/softmax.py --bundles $D/sm/* --graph --rounds 2 --out $O/sm > $O/sm.txt 2>&1; tail -1 $O/sm.txt; grep "^| softmax" $O/sm.md | cut -c1-200 | head -20
echo "=== fa few heads $(date +%T)"; timeout 80 python3 bench/attention.py --bundles $D/fa/* --graph --rounds 2 --out $O/fa > $O/fa.txt 2>&1; tail -1 $O/fa.txt; cut -d'|' -f2,3,4,5,6,7,9,13 $O/fa.md
echo "=== gemm $(date +%T)"; timeout 150 python3 bench/gemm.py --bundles $D/gemm/* --no-peers --rounds 2 --out $O/gemm > $O/gemm.log 2>&1; tail -14 $O/gemm.log
echo "=== fa27 $(date +%T)"; timeout 150 python3 bench/attention.py --bundles $D/fa27/* --graph --rounds 2 --out $O/fa27 > $O/fa27.log 2>&1; tail -1 $O/fa27.log; cut -d'|' -f2,3,4,5,6,9,11,12,13 $O/fa27.md | tail -n +4
rm -f $O/*.json
echo "=== end $(date +%T)"
