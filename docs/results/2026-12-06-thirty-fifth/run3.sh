#!/usr/bin/env bash
# Session 35, run 3: issue 30's acceptance points on an H200 (FP8 GEMM,
# the default and B multicast, make2.sh's bundles) and the FP8 attention
# default at D = 128.
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s35/r2; O=$OUT/r3; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s35/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
timeout 60 /tmp/tile-rt/bin/tile-run $D/mc_r2000/gemm_e4m3.json --reference $D/mc_ref/gemm_e4m3_reference.json 2>&1 | tail -1
timeout 240 python3 bench/gemm_fp8.py --bundles $D/mc/s8192/* $D/mc/s1024/* $D/mc/s28672/* --rounds 3 --out $O/fp8 > $O/fp8.log 2>&1; grep "^|" $O/fp8.log | cut -d'|' -f2-4,9-14
timeout 90 python3 bench/attention_fp8.py --bundles $D/d128c0/m64 $D/d128c1/m64 --rounds 2 --out $O/fa8 > $O/fa8.log 2>&1; grep "^|" $O/fa8.log | cut -d'|' -f2-4,12-
