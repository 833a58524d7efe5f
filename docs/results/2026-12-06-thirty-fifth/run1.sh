#!/usr/bin/env bash
# Session 35, run 1 (make1.sh; session 34 run 3 on the H200): FP8 GEMM correctness (against the SIMT
# references and torch, sanitizers) and speed against torch._scaled_mm.
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s35/fp8; O=$OUT/r3; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s35/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
R=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
python3 -c "import torch; print('torch', torch.__version__)"
echo "=== references $(date +%T)"
for s in r1000 r2000; do for k in gemm_e4m3 gemm_e4m3_rowwise gemm_e5m2_e4m3 gemm_e4m3_blockwise; do
  timeout 60 $R $D/$s/$k.json --reference $D/ref_$s/${k}_reference.json 2>&1 | tail -2 | sed "s|^|$s $k: |"
done; done
echo "=== sanitizers $(date +%T)"
for tool in memcheck racecheck; do for k in gemm_e4m3_blockwise gemm_e4m3; do
  timeout 120 compute-sanitizer --tool $tool $R $D/r2000/$k.json 2>&1 | grep -E "ERROR SUMMARY|error" | head -2 | sed "s|^|$tool $k: |"
done; done
echo "=== bench $(date +%T)"
timeout 330 python3 bench/gemm_fp8.py --bundles $D/s8192/* $D/s1024/* $D/s28672/* $D/s4096/* --rounds 2 --out $O/fp8 > $O/fp8.log 2>&1; tail -40 $O/fp8.log
echo "=== end $(date +%T)"
echo "=== synccheck"; timeout 100 compute-sanitizer --tool synccheck $R $D/r2000/gemm_e4m3_blockwise.json 2>&1 | grep -E "ERROR SUMMARY" | head -1
