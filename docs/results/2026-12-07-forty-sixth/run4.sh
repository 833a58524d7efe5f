#!/usr/bin/env bash
# Session 46, run 4 (make4.sh): the table's multicast where N % 16 != 0
# against the same shapes with multicast bound off (f16 and bf16, graph
# replay), sanitizers on its kernel, then whether multicast could serve
# aligned N too (issue 27's shapes, alternating rounds; the fill case's
# mid squares), then the acceptance lists on an H200.
ROOT=$(pwd); D=$ROOT/.device/s46/r4
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s46/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
sm() { timeout 150 python3 bench/gemm_small.py --bundles "$@" 2>&1 | sed "s|$D/||" | awk 'NF >= 7 {print $1, $2, $(NF-6), $(NF-3), $NF}'; }
echo "=== mis $(date +%T)"; sm $D/mis/*
echo "=== sanitizers $(date +%T)"
timeout 60 compute-sanitizer --tool memcheck /tmp/tile-rt/bin/tile-run $D/mis/3000x3000x3000 2>&1 | tail -1
timeout 60 compute-sanitizer --tool racecheck /tmp/tile-rt/bin/tile-run $D/mis/3072x3000x3072 --kernel gemm_f16 2>&1 | tail -1
echo "=== big $(date +%T)"
timeout 200 python3 bench/gemm.py --bundles $D/big/* --no-peers --rounds 2 --out $OUT/big > $OUT/big.log 2>&1; tail -24 $OUT/big.log
echo "=== mid $(date +%T)"; sm $D/mid/*
if nvidia-smi --query-gpu=name --format=csv,noheader | grep -q H200; then
  echo "=== lists $(date +%T)"
  sed 's|s36/r2|s46/acc|; s|s36/include|s46/include|' "$ROOT/docs/results/2026-12-06-thirty-sixth/run2.sh" | bash
fi
rm -f $OUT/*.json $OUT/*/*.json
echo "=== end $(date +%T)"
