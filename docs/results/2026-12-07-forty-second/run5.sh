#!/usr/bin/env bash
# Session 42, run 5 (make5.sh): K rows 32-byte aligned, N rows not: the
# example's first waves case against the new third case's kernel, f16 and
# bf16, cuBLAS time / ours (graph replay, three passes).
ROOT=$(pwd); D=$ROOT/.device/s42/r5
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for pass in 1 2 3; do
  echo "--- pass $pass $(date +%T)"
  timeout 250 python3 bench/gemm_small.py --bundles $D/*/case1 $D/*/mcts 2>&1 | sed "s|$D/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}' | sort -k2
done
echo "=== end $(date +%T)"
