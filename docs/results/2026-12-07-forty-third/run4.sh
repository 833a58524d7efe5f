#!/usr/bin/env bash
# Session 43, run 4 (make4.sh; run2.sh over .device/s43/r4): examples/gemm.mlir's shipped defaults on
# untuned shapes (base/) and candidate configurations (var/), cuBLAS time /
# ours, graph replay (bench/gemm_small.py checks each result against
# torch in f32).
ROOT=$(pwd); D=$ROOT/.device/s43/r4
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
echo "=== base $(date +%T)"
timeout 200 python3 bench/gemm_small.py --bundles $D/base/* 2>&1 | sed "s|$D/||" | awk 'NF >= 7 {print $1, $2, $3, $(NF-6), $(NF-3), $NF}'
echo "=== var $(date +%T)"
timeout 200 python3 bench/gemm_small.py --bundles $D/var/* 2>&1 | sed "s|$D/||" | awk 'NF >= 7 {print $1, $2, $3, $(NF-6), $(NF-3), $NF}'
echo "=== end $(date +%T)"
# The M-dynamic bundle (run 3's, TMA maps following M) through its table,
# graph replay.
echo "=== dynamic table $(date +%T)"
timeout 90 python3 bench/gemm_small.py --bundles $ROOT/.device/s43/r3/dyn/gemm --dims M=1 M=16 M=64 M=128 M=1000 M=4096 M=8192 2>&1 | awk 'NF >= 7 {print $1, $2, $3, $4, $(NF-6), $(NF-3), $NF}'
echo "=== end2 $(date +%T)"
