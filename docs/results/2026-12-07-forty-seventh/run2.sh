#!/usr/bin/env bash
# Session 47, run 2 (make2.sh): short-K GEMM variants and 4096 x 4104 x
# 4096's multicast, two passes through bench/gemm_small.py.
ROOT=$(pwd); D=$ROOT/.device/s47/r2
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s47/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
sm() { timeout 200 python3 bench/gemm_small.py --bundles "$@" 2>&1 | sed "s|$D/||" | awk 'NF >= 7 {print $1, $2, $(NF-6), $(NF-3), $NF}'; }
for pass in 1 2; do echo "=== pass $pass $(date +%T)"; sm $D/*/*; done
echo "=== end $(date +%T)"
