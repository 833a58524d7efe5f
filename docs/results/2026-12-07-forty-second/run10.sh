#!/usr/bin/env bash
# Session 42, run 10 (make10.sh): multicast in the K = [17, 128] case against
# the case without it, cuBLAS time / ours, graph replay, 3 passes.
ROOT=$(pwd); D=$ROOT/.device/s42/r10
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for pass in 1 2 3; do
  echo "--- pass $pass $(date +%T)"
  timeout 150 python3 bench/gemm_small.py --bundles $D/*/* 2>&1 | sed "s|$D/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}' | sort -k2
done
for v in 4096x4096x64/new 8192x4096x64/new; do
  timeout 90 compute-sanitizer --tool memcheck $R $D/$v --kernel gemm_bf16 2>&1 | tail -1 | sed "s|^|$v memcheck |"
done
echo "=== end $(date +%T)"
