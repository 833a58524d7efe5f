#!/usr/bin/env bash
# Session 33, run 8 (make8.sh): causal D = 128 with the roles
# against the default kernel.
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s33/r8; O=$OUT/r8; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s33/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
echo "=== fa $(date +%T)"
timeout 250 python3 bench/attention.py --bundles $D/perf/* --graph --rounds 2 --out $O/fa > $O/fa.log 2>&1; tail -1 $O/fa.log; cut -d'|' -f2,3,4,5,6,9,11,12,13 $O/fa.md | tail -n +4
rm -f $O/*.json $O/*_best.md
echo "=== end $(date +%T)"
