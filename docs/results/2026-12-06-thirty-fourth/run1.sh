#!/usr/bin/env bash
# Session 34, run 1: SM clock and power through a sustained loop, our GEMM
# defaults against cuBLAS (design.md's power hypothesis for bf16).
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s34/pw; O=$OUT/r1; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s34/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
timeout 400 python3 docs/results/2026-12-06-thirty-fourth/power.py --bundles $D/g4096 $D/g8192 --seconds 4 --passes 2 2>&1 | tee $O/power.md
