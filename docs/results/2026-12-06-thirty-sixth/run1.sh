#!/usr/bin/env bash
# Session 36, run 1 (make1.sh): issue 30's acceptance points (FP8 GEMM
# default vs torch._scaled_mm, per-tensor and row-wise; a persistent
# per-tensor kernel beside it), FP8 attention's default, and GEMM f16 at
# 1000^3 and mid-size shapes with multicast (gemm_small.py, graph replay).
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s36/r1; O=$OUT/r1; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s36/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
echo "=== fp8 correctness $(date +%T)"
for k in gemm_e4m3 gemm_e4m3_rowwise gemm_e5m2_e4m3; do
  timeout 60 /tmp/tile-rt/bin/tile-run $D/fp8_r2000/$k.json --reference $D/fp8_ref/${k}_reference.json 2>&1 | tail -1
done
for v in fp8p_r2000 fp8pts_r2000 fp8ts_r2000; do
  timeout 60 /tmp/tile-rt/bin/tile-run $D/$v/gemm_e4m3.json --reference $D/fp8_ref/gemm_e4m3_reference.json 2>&1 | tail -1
done
echo "=== fp8 $(date +%T)"
timeout 220 python3 bench/gemm_fp8.py --bundles $D/fp8/*/* --rounds 2 --out $O/fp8 > $O/fp8.log 2>&1; tail -2 $O/fp8.log; grep "^|" $O/fp8.log | cut -d'|' -f2-4,9-14
echo "=== cuBLASLt kernels $(date +%T)"
timeout 40 python3 docs/results/2026-12-06-thirty-sixth/kernels.py 2>&1 | tail -6
echo "=== fa8 $(date +%T)"
timeout 100 python3 bench/attention_fp8.py --bundles $D/fa8/* --rounds 2 --out $O/fa8 > $O/fa8.log 2>&1; tail -1 $O/fa8.log; grep "^|" $O/fa8.log | cut -d'|' -f2-4,12-
echo "=== mid-size gemm $(date +%T)"
timeout 100 python3 bench/gemm_small.py --bundles $D/mid/*/* 2>&1 | awk '{print $1, $2, $3, $(NF-6), $(NF-3), $NF}' | sed "s|$D/||" > $O/mid.txt; cat $O/mid.txt
echo "=== end $(date +%T)"
