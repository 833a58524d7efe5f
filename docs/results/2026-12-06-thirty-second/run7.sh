#!/usr/bin/env bash
# Session 32, run 7: make7.sh, correctness and one timing pass.
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s32/fin; O=$OUT/r7; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s32/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name --format=csv,noheader
timeout 150 python3 bench/attention.py --bundles $D/fa_d64 $D/fa_d128 --graph --rounds 1 --out $O/fa > $O/fa.log 2>&1; cut -d'|' -f2,3,4,5,9,11,12,13 $O/fa.md | tail -n +4
timeout 150 python3 bench/gemm.py --bundles $D/gemm --no-peers --rounds 1 --out $O/gemm > $O/gemm.log 2>&1; tail -6 $O/gemm.log
compute-sanitizer --tool synccheck /tmp/tile-rt/bin/tile-run $D/fa_d128 2>&1 | tail -1
rm -f $O/*.json
