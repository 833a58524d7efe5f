#!/usr/bin/env bash
# Session 43, run 3 (make3.sh): TMA with run-time dimensions. Correctness of
# each dynamic bundle at bench/dynamic_check.py's sizes against torch, the
# M-dynamic gemm timed next to cuBLAS and its static twins, and
# compute-sanitizer on ragged sizes that take the TMA kernels (alone:
# `run3.sh sanitizers`).
ROOT=$(pwd); D=$ROOT/.device/s43/r3
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
R=/tmp/tile-rt/bin/tile-run
if [ "${1:-}" != sanitizers ]; then
echo "=== dynamic $(date +%T)"
timeout 150 python3 bench/dynamic_check.py --bundles $D/dyn/* 2>&1 | sed "s|$D/||" | tail -60
echo "=== timed $(date +%T)"
timeout 120 python3 bench/dynamic_check.py --bundles $D/dyn/gemm --time --static $D/static/* 2>&1 | sed "s|$D/||" | tail -30
fi
echo "=== sanitizers $(date +%T)"
for t in memcheck racecheck synccheck; do
  timeout 60 compute-sanitizer --tool $t $R $D/dyn/gemm --arg M=1000 2>&1 | tail -1 | sed "s|^|gemm M=1000 $t |"
  timeout 60 compute-sanitizer --tool $t $R $D/dyn/gemm1000 --arg M=1000 2>&1 | tail -1 | sed "s|^|gemm1000 M=1000 $t |"
  timeout 90 compute-sanitizer --tool $t $R $D/san/fa_h32 --kernel flash_attention_f16 --arg S=4100 2>&1 | tail -1 | sed "s|^|fa_h32 S=4100 $t |"
done
echo "=== end $(date +%T)"
