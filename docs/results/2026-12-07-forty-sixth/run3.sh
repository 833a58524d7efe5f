#!/usr/bin/env bash
# Session 46, run 3 (make3.sh; make1.sh's acc part rebuilt at the same
# commit): the maps at 128-byte L2 promotion (the runtime's encoding now
# follows the manifest); B multicast at N = 3000 and 5000 against the
# shipped tiles, two passes, graph replay next to cuBLAS; then the
# acceptance lists (only on an H200).
ROOT=$(pwd)
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s46/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
ninja -C /tmp/tile-rt >/dev/null || exit 1
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for pass in 1 2; do
  echo "=== pass $pass $(date +%T)"
  timeout 120 python3 bench/gemm_small.py --bundles $ROOT/.device/s46/r3/* 2>&1 | sed "s|$ROOT/.device/s46/||" | awk 'NF >= 7 {print $1, $2, $(NF-6), $(NF-3), $NF}'
done
if nvidia-smi --query-gpu=name --format=csv,noheader | grep -q H200; then
  echo "=== lists $(date +%T)"
  sed 's|s36/r2|s46/acc|; s|s36/include|s46/include|' "$ROOT/docs/results/2026-12-06-thirty-sixth/run2.sh" | bash
  A=$ROOT/.device/s46/acc
  timeout 150 python3 bench/gemm_fp8.py --bundles $A/fp8/*/pt $A/fp8/*/rw --rounds 2 2>&1 | tail -20
fi
rm -f $OUT/*/*.json
echo "=== end $(date +%T)"
