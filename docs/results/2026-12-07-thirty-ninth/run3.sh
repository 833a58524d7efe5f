#!/usr/bin/env bash
# Session 39, run 3 (make3.sh): cuBLAS time / ours, the example with and
# without the K-unaligned case, graph replay, two passes; memcheck and
# racecheck of the new case's kernel.
ROOT=$(pwd); D=$ROOT/.device/s39/r3k
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s39/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for pass in 1 2; do
  echo "--- pass $pass $(date +%T)"
  timeout 150 python3 bench/gemm_small.py --bundles $D/*/* 2>&1 | sed "s|$D/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}'
done
for t in memcheck racecheck; do
  timeout 90 compute-sanitizer --tool $t /tmp/tile-rt/bin/tile-run $D/1024x1024x1000/new_gemm_f16 2>&1 | tail -1 | sed "s|^|$t |"
done
echo "=== end $(date +%T)"
