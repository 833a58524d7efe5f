#!/usr/bin/env bash
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s30/c; O=$OUT/r3; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s30/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
echo "=== gemm $(date +%T)"
python3 bench/gemm_small.py --bundles $D/g/* 2>&1 | awk '{print $1, $2, $3, $(NF-6), $(NF-3), $NF}' | sed "s|$D/||"
python3 bench/gemm_small.py --bundles $D/g/64x128_t128_pw1_st8_mc1 $D/g/64x128_t128_pw1_st4_mc1 2>&1 | awk '{print $1, $2, $3, $(NF-6), $(NF-3), $NF}' | sed "s|$D/||"
echo "=== fa $(date +%T)"
python3 bench/attention.py --bundles $D/fa/* --graph --rounds 2 --out $O/fa > $O/fa.txt 2>&1; tail -2 $O/fa.txt; cut -d'|' -f2,3,4,5,6,7,9,13 $O/fa.md
echo "=== fold-clear recheck $(date +%T)"
S=$ROOT/.device/s30
python3 bench/gemm.py --bundles $S/c/fc/* --no-peers --rounds 5 --out $O/gemm > $O/gemm.txt 2>&1
python3 -c "
import json,sys
d=json.load(open(sys.argv[1]))
rows=d['rows'] if isinstance(d,dict) else d
for r in rows: print(r.get('bundle'), r.get('kernel'), r.get('shape'), round(r.get('ms',0),4), round(r.get('vs reference',0),3))
" $O/gemm.json
