#!/usr/bin/env bash
# Session 43, run 5: one call for what runs 3 and 4 left (the device came
# rarely): the all-dynamic gemm's check (run4.sh's tail), run 3's
# sanitizers, then run 4 (untuned shapes and candidates).
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(pwd)
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
echo "=== mnk $(date +%T)"
timeout 120 python3 bench/dynamic_check.py --bundles $ROOT/.device/s43/r3/dyn/gemm_mnk --time 2>&1 | tail -24
bash $HERE/run3.sh sanitizers
bash $HERE/run4.sh
