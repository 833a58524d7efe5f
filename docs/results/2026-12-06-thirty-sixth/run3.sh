#!/usr/bin/env bash
# Session 36, run 3: FP8 per-tensor GEMM tiles after cuBLASLt's (its
# per-tensor kernel at 8192^3 is nvjet ..._144x128_128x6_1x2_..._coopA):
# block_N = 144 with 6 stages, with B multicast, and persistent with the
# TMA store; the default beside them. Bundles: .device/s36/r3 (built by
# hand from sed rewrites of examples/gemm_fp8.mlir that admit 144 and 6;
# the commands are in README.md).
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s36/r3; O=$OUT/r3; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s36/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for v in r2000_n144 r2000_p144; do timeout 60 /tmp/tile-rt/bin/tile-run $D/$v/gemm_e4m3.json --reference $D/ref/gemm_e4m3_reference.json 2>&1 | tail -1; done
timeout 120 python3 bench/gemm_fp8.py --bundles $D/s8192/* $D/s28672/* --rounds 2 --out $O/fp8 > $O/fp8.log 2>&1; tail -1 $O/fp8.log; grep "^ [a-z]" $O/fp8.log | cut -d'|' -f1-4,6,8-9
