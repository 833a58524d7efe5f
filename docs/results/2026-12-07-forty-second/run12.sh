#!/usr/bin/env bash
# Session 42, run 12: the staged store at K = 32 (its occupancy test now
# counts the accumulator's registers, so the one-step k loop's 64x256 tile
# takes it), against run 11's build of the same case (direct stores),
# cuBLAS time / ours, graph replay, two passes. Bundles: .device/s42/r12,
# `tile-translate examples/gemm.mlir --tile-to-bundle --set M=..,N=..,K=..`.
ROOT=$(pwd); D=$ROOT/.device/s42/r12
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
for p in 1 2; do timeout 60 python3 bench/gemm_small.py --bundles $D/*/new $ROOT/.device/s42/r11/cur 2>&1 | sed "s|$ROOT/.device/s42/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}' | sort -k2; done
timeout 60 compute-sanitizer --tool memcheck /tmp/tile-rt/bin/tile-run $D/4096x4096x32/new 2>&1 | tail -1
