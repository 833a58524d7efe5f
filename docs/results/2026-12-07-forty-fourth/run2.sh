#!/usr/bin/env bash
# Session 44, run 2 (make2.sh), in order of need (the device came
# rarely): the example's fill case at launch and the sanitizers on the
# shipped 128x192 and split 64x128 kernels, 128x256 against the default at issue 27's
# shapes (bench/gemm.py, alternating rounds, plain and fused), the 3000^3
# probe, few columns and odd rows (graph replay, one pass).

HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(pwd)
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s44/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
D=$ROOT/.device/s44/r2; O=$OUT/r2; mkdir -p $O
sm() { timeout 150 python3 bench/gemm_small.py --bundles "$@" 2>&1 | sed "s|$D/||" | awk 'NF >= 7 {print $1, $2, $(NF-6), $(NF-3), $NF}'; }
echo "=== dyn $(date +%T)"
timeout 60 python3 bench/gemm_small.py --bundles $D/dyn/n3072 --dims M=3072 M=2048 M=1000 M=4096 2>&1 | grep -v Warn
timeout 60 python3 bench/gemm_small.py --bundles $D/dyn/n1536 --dims M=1536 M=1024 M=2048 2>&1 | grep -v Warn
echo "=== san $(date +%T)"
for b in $D/san/*; do timeout 60 compute-sanitizer --tool memcheck /tmp/tile-rt/bin/tile-run $b 2>&1 | tail -1; done
timeout 60 compute-sanitizer --tool racecheck /tmp/tile-rt/bin/tile-run $D/san/n192 2>&1 | tail -1
echo "=== big $(date +%T)"
timeout 280 python3 bench/gemm.py --bundles $D/big/* --no-peers --rounds 3 --out $O/big > $O/big.log 2>&1; tail -30 $O/big.log
for part in few odd; do echo "=== $part $(date +%T)"; sm $D/$part/*; done
echo "=== p3000 $(date +%T)"; sm $D/p3000/*
echo "=== end $(date +%T)"
