#!/usr/bin/env bash
# Session 47, run 3 (make3.sh, make2.sh): multicast at run-time grids —
# correctness at tile counts odd and even (the grid rounded up to pairs),
# sanitizers on the added blocks, time against the static twins and cuBLAS;
# then run 2's short-K variants (one pass).
ROOT=$(pwd); D=$ROOT/.device/s47/r3
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s47/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
RUN=/tmp/tile-rt/bin/tile-run
echo "=== dynamic $(date +%T)"
timeout 200 python3 bench/dynamic_check.py --bundles $D/dyn/n3000 $D/dyn/n1000 --sizes M=1,7,64,100,1000,2900,3000,4096,8192 --time --static $D/static/* 2>&1 | sed "s|$D/||g"
timeout 120 python3 bench/dynamic_check.py --bundles $D/dyn/n4096 $D/dyn/mnk --sizes M=1,7,64,1000,2900,4096,8192 2>&1 | sed "s|$D/||g"
echo "=== sanitizers $(date +%T)"
for a in "n3000 2900" "n3000 100" "n1000 1000" "n1000 2900" "n4096 2900"; do
  set -- $a
  echo "--- $1 M=$2"
  timeout 60 compute-sanitizer --tool memcheck $RUN $D/dyn/$1 --kernel gemm_f16 --arg M=$2 2>&1 | tail -1
done
timeout 90 compute-sanitizer --tool racecheck $RUN $D/dyn/n3000 --kernel gemm_f16 --arg M=2900 2>&1 | tail -1
timeout 90 compute-sanitizer --tool synccheck $RUN $D/dyn/n1000 --kernel gemm_bf16 --arg M=1000 2>&1 | tail -1
echo "=== short K $(date +%T)"
S=$ROOT/.device/s47/r2
timeout 200 python3 bench/gemm_small.py --bundles $S/*/* 2>&1 | sed "s|$S/||" | awk 'NF >= 7 {print $1, $2, $(NF-6), $(NF-3), $NF}'
echo "=== end $(date +%T)"
