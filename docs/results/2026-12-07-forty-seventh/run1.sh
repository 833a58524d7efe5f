#!/usr/bin/env bash
# Session 47, run 1 (make1.sh), from the repository root, parts in order,
# e.g. `run1.sh lists fp8` then `run1.sh mis san big mid`:
#   lists  issues 27 and 28's acceptance lists (session 36's run2.sh);
#   fp8    issue 30's list (torch._scaled_mm, per-tensor and row-wise);
#   mis    the table's multicast where N % 16 == 8, through the dispatch,
#          against the same shapes with multicast bound off;
#   san    memcheck and racecheck on that multicast kernel (128 x 192);
#   big    multicast bound on at issue 27's aligned shapes, vs the default;
#   mid    the same at the fill case's mid squares.
ROOT=$(pwd); D=$ROOT/.device/s47
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$D/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
RUN=/tmp/tile-rt/bin/tile-run; R=$D/r4
sm() { timeout 150 python3 bench/gemm_small.py --bundles "$@" 2>&1 | sed "s|$R/||" | awk 'NF >= 7 {print $1, $2, $(NF-6), $(NF-3), $NF}'; }
for part in "$@"; do
  echo "=== $part $(date +%T)"
  case $part in
  lists) sed 's|s36/r2|s47/acc|; s|s36/include|s47/include|' "$ROOT/docs/results/2026-12-06-thirty-sixth/run2.sh" | bash ;;
  fp8) timeout 150 python3 bench/gemm_fp8.py --bundles $D/acc/fp8/*/pt $D/acc/fp8/*/rw --rounds 2 2>&1 | tail -20 ;;
  mis) sm $R/mis/* ;;
  san)
    timeout 60 compute-sanitizer --tool memcheck $RUN $R/mis/3000x3000x3000 2>&1 | tail -1
    timeout 60 compute-sanitizer --tool racecheck $RUN $R/mis/3072x3000x3072 --kernel gemm_f16 2>&1 | tail -1 ;;
  big) timeout 200 python3 bench/gemm.py --bundles $R/big/* --no-peers --rounds 2 --out $OUT/big > $OUT/big.log 2>&1; tail -24 $OUT/big.log ;;
  mid) sm $R/mid/* ;;
  esac
done
rm -f $OUT/*.json $OUT/*/*.json $OUT/*/*/*.json
echo "=== end $(date +%T)"
