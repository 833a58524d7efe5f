#!/usr/bin/env bash
# Session 43, run 6 (make6.sh): the case for few columns as shipped,
# cuBLAS time / ours, graph replay, two passes; the M-dynamic bundle at
# N = 16 through its table, checked and timed at several M.
ROOT=$(pwd); D=$ROOT/.device/s43/r6
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for p in 1 2; do echo "=== pass $p $(date +%T)"
timeout 60 python3 bench/gemm_small.py --bundles $D/* 2>&1 | sed "s|$D/||" | awk 'NF >= 7 {print $1, $2, $3, $(NF-6), $(NF-3), $NF}'; done
echo "=== dynamic $(date +%T)"
timeout 60 python3 bench/gemm_small.py --bundles $D''dyn/n16 --dims M=1 M=64 M=1000 M=4096 M=8192 2>&1 | awk 'NF >= 7 {print $1, $2, $3, $4, $(NF-6), $(NF-3), $NF}'
timeout 60 compute-sanitizer --tool memcheck /tmp/tile-rt/bin/tile-run $D/4096x16x4096 2>&1 | tail -1
timeout 60 compute-sanitizer --tool racecheck /tmp/tile-rt/bin/tile-run $D/4096x16x4096 2>&1 | tail -1
echo "=== end $(date +%T)"
