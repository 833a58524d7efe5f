#!/usr/bin/env bash
# Session 40, run 2 (make2.sh): warpgroups along N against the shipped
# example and session 39's best 1000^3 kernel, cuBLAS time / ours, graph
# replay, two passes; memcheck, racecheck and synccheck of the new
# layout's TMA kernels at 1000^3.
ROOT=$(pwd); D=$ROOT/.device/s40/g2
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s40/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for pass in 1 2; do
  echo "--- pass $pass $(date +%T)"
  timeout 200 python3 bench/gemm_small.py --bundles $D/*/* 2>&1 | sed "s|$D/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}'
done
for v in g2mc g2pr; do
  for t in memcheck racecheck synccheck; do
    timeout 60 compute-sanitizer --tool $t /tmp/tile-rt/bin/tile-run $D/1000x1000x1000/$v 2>&1 | tail -1 | sed "s|^|$v $t |"
  done
done
echo "=== end $(date +%T)"
