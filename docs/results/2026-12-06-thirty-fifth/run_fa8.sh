#!/usr/bin/env bash
# Session 35: FP8 attention against SDPA in bf16 (make_fa8.sh), after run1.sh.
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s35/fa8; O=$OUT/fa8; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
R=/tmp/tile-rt/bin/tile-run
echo "=== fa8 correctness $(date +%T)"
timeout 120 python3 bench/attention_fp8.py --bundles $D/r1000 $D/r17 $D/r2064 $D/r1000d64 $D/r2048pw --rounds 1 --out $O/ragged > $O/ragged.log 2>&1; tail -8 $O/ragged.log | cut -c1-400
for tool in memcheck racecheck synccheck; do
  timeout 100 compute-sanitizer --tool $tool $R $D/r1000/flash_attention_e4m3.json 2>&1 | grep -E "ERROR SUMMARY" | head -1 | sed "s|^|$tool: |"
done
echo "=== fa8 bench $(date +%T)"
timeout 330 python3 bench/attention_fp8.py --bundles $D/d128c0/* $D/d128c1/* $D/d64c0/* $D/d64c1/* $D/d256/* --rounds 2 --out $O/bench > $O/bench.log 2>&1; tail -12 $O/bench.log | cut -c1-500
echo "=== end $(date +%T)"
