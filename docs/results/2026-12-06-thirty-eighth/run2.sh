#!/usr/bin/env bash
# Session 38, run 2 (make2.sh): cuBLAS time / ours near 1000^3, graph replay.
ROOT=$(pwd); D=$ROOT/.device/s38/r2
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s38/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for pass in 1 2; do
  echo "=== pass $pass $(date +%T)"
  timeout 120 python3 bench/gemm_small.py --bundles $D/*/* 2>&1 | sed "s|$D/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}'
done
echo "=== softmax M=dynamic $(date +%T)"
timeout 120 python3 bench/dynamic_check.py --bundles $ROOT/.device/s38/r3/* 2>&1 | tail -25
echo "=== end $(date +%T)"
