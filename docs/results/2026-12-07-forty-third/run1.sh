#!/usr/bin/env bash
# Session 43, run 1: (a) branch k32-staged-store's K = 32 bundles (session
# 42's run12.sh: .device/s42/r12/*/new, built from 34ab942) against run 11's
# build of main (direct stores), cuBLAS time / ours, graph replay, two
# passes; (b) the three open issues' acceptance lists at the shipped
# defaults on an H200 only (session 42's run8.sh without its run7 part;
# bundles: make1.sh).
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(pwd)
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
echo "=== k32 $(date +%T)"
D=$ROOT/.device/s42/r12
for p in 1 2; do timeout 60 python3 bench/gemm_small.py --bundles $D/*/new $ROOT/.device/s42/r11/cur 2>&1 | sed "s|$ROOT/.device/s42/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}' | sort -k2; done
timeout 60 compute-sanitizer --tool memcheck /tmp/tile-rt/bin/tile-run $D/4096x4096x32/new 2>&1 | tail -1
# Session 42's run 8 measured the lists on an H100 with the same kernels:
# only an H200 adds to them.
nvidia-smi --query-gpu=name --format=csv,noheader | grep -q H200 || { echo "=== not an H200: lists skipped"; exit 0; }
mkdir -p $OUT/r2
sed 's|s36/r2|s43/r1|; s|s36/include|s41/include|' "$HERE/../2026-12-06-thirty-sixth/run2.sh" | bash
D=$ROOT/.device/s43/r1
echo "=== fp8 $(date +%T)"; timeout 150 python3 bench/gemm_fp8.py --bundles $D/fp8/*/pt $D/fp8/*/rw --rounds 2 2>&1 | tail -20
echo "=== end $(date +%T)"
