#!/usr/bin/env bash
# Session 35, run 2 (make2.sh): FP8 attention tiles, the block-scaled GEMM.
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s35/r2; O=$OUT/r2; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s35/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
R=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
echo "=== blockwise $(date +%T)"
timeout 60 $R $D/bw_r2000/gemm_e4m3_blockwise.json --reference $D/bw_ref 2>&1 | tail -1
for tool in memcheck racecheck synccheck; do
  timeout 100 compute-sanitizer --tool $tool $R $D/bw_r2000/gemm_e4m3_blockwise.json 2>&1 | grep -E "ERROR SUMMARY|RACECHECK SUMMARY" | head -1 | sed "s|^|$tool: |"
done
timeout 150 python3 bench/gemm_fp8.py --bundles $D/bw/* --rounds 1 --out $O/bw > $O/bw.log 2>&1; grep "^|" $O/bw.log | cut -d'|' -f2-13
echo "=== multicast $(date +%T)"
for k in gemm_e4m3 gemm_e4m3_rowwise gemm_e5m2_e4m3 gemm_e4m3_blockwise; do
  timeout 60 $R $D/mc_r2000/$k.json --reference $D/mc_ref/${k}_reference.json 2>&1 | tail -1 | sed "s|^|$k: |"
done
for tool in memcheck racecheck synccheck; do
  timeout 100 compute-sanitizer --tool $tool $R $D/mc_r2000/gemm_e4m3.json 2>&1 | grep -E "ERROR SUMMARY|RACECHECK SUMMARY" | head -1 | sed "s|^|$tool: |"
done
timeout 240 python3 bench/gemm_fp8.py --bundles $D/mc/s8192/* $D/mc/s1024/* $D/mc/s28672/* --rounds 2 --out $O/mc > $O/mc.log 2>&1; grep "^|" $O/mc.log | cut -d'|' -f2-13
echo "=== fa8 $(date +%T)"
for k in r2048/pp r1000/m128; do for tool in memcheck racecheck synccheck; do
  timeout 100 compute-sanitizer --tool $tool $R $D/$k/flash_attention_e4m3.json 2>&1 | grep -E "ERROR SUMMARY|RACECHECK SUMMARY" | head -1 | sed "s|^|$k $tool: |"
done; done
timeout 60 python3 bench/attention_fp8.py --bundles $D/r1000/* $D/r2048/* --rounds 1 --out $O/fa8_ragged > $O/fa8_ragged.log 2>&1; grep "^|" $O/fa8_ragged.log | cut -d'|' -f2-9
timeout 330 python3 bench/attention_fp8.py --bundles $D/d*/* $D/b1d128/* --rounds 2 --out $O/fa8 > $O/fa8.log 2>&1; grep "^|" $O/fa8.log | cut -d'|' -f2-7,12-
echo "=== end $(date +%T)"
