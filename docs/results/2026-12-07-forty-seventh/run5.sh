#!/usr/bin/env bash
# Session 47, run 5 (make5.sh, make3.sh): grids rounded up to pairs —
# sanitizers on the added blocks (x and y rounded, TMA store guarded),
# then each shape as the table picks it against multicast off, and the
# M=dynamic bundles against their multicast-off twins, two passes.
ROOT=$(pwd); D=$ROOT/.device/s47/r5; R3=$ROOT/.device/s47/r3
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s47/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
RUN=/tmp/tile-rt/bin/tile-run
echo "=== sanitizers $(date +%T)"
for s in 4096x4104x4096 2900x3000x3000 150x1000x1000 900x1000x1000; do
  echo "--- $s"; timeout 60 compute-sanitizer --tool memcheck $RUN $D/$s/def --kernel gemm_f16 2>&1 | tail -1
done
timeout 90 compute-sanitizer --tool racecheck $RUN $D/4096x4104x4096/def --kernel gemm_bf16 2>&1 | tail -1
timeout 90 compute-sanitizer --tool synccheck $RUN $D/900x1000x1000/def --kernel gemm_f16 2>&1 | tail -1
for p in 1 2; do
  echo "=== pass $p $(date +%T)"
  timeout 150 python3 bench/gemm_small.py --bundles $D/*x*/* 2>&1 | sed "s|$D/||" | awk 'NF >= 7 {print $1, $2, $(NF-6), $(NF-3), $NF}'
  timeout 100 python3 bench/gemm_small.py --bundles $R3/dyn/n1000 $D/dyn/n1000_mc0 --dims M=150 M=900 M=1000 M=2900 2>&1 | sed "s|$ROOT/.device/s47/||" | awk 'NF >= 7 {print $1, $2, $3, $(NF-6), $(NF-3), $NF}'
  timeout 100 python3 bench/gemm_small.py --bundles $R3/dyn/n3000 $D/dyn/n3000_mc0 --dims M=1000 M=2900 M=3000 2>&1 | sed "s|$ROOT/.device/s47/||" | awk 'NF >= 7 {print $1, $2, $3, $(NF-6), $(NF-3), $NF}'
done
echo "=== end $(date +%T)"
