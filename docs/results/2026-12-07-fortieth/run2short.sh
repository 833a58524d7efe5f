#!/usr/bin/env bash
# Session 40, run 2 in one pass (the device time left): cuBLAS time /
# ours for make2.sh's bundles, then memcheck and racecheck of the
# column-group TMA kernel (g2mc) at 1000^3.
ROOT=$(pwd); D=$ROOT/.device/s40/g2
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s40/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
echo "--- pass 1 $(date +%T)"
timeout 150 python3 bench/gemm_small.py --bundles $D/*/* 2>&1 | sed "s|$D/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}'
for t in memcheck racecheck; do
  timeout 40 compute-sanitizer --tool $t /tmp/tile-rt/bin/tile-run $D/1000x1000x1000/g2mc 2>&1 | tail -1 | sed "s|^|g2mc $t |"
done
echo "=== end $(date +%T)"
