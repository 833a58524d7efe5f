#!/usr/bin/env bash
# Session 31, run B: FlashAttention with the async gemms (FA3's intra-warpgroup overlap) against the example's loop.
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s31/fa7; O=$OUT/r7; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s31/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
RUN=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
for s in d128 d64 h8 c128; do
  echo "=== $s $(date +%T)"
  python3 bench/attention.py --bundles $D/${s}_* --graph --rounds 3 --out $O/$s > $O/$s.txt 2>&1; tail -2 $O/$s.txt; cut -d'|' -f2,3,4,5,6,7,9,11,12,13 $O/$s.md | tail -n +4
done
echo "=== correctness $(date +%T)"
python3 bench/attention.py --bundles $D/chk/* --graph --rounds 1 --out $O/chk > $O/chk.txt 2>&1; tail -2 $O/chk.txt; cut -d'|' -f2,3,4,5,7,8,9,13 $O/chk.md | tail -n +4
echo "=== sanitizers $(date +%T)"
for k in chk/s1000_d64 chk/s1000_d128_causal chk/split4_d128; do for t in memcheck racecheck synccheck; do echo "$k $t: $(compute-sanitizer --tool $t $RUN $D/$k 2>&1 | tail -1)"; done; done
echo "=== end $(date +%T)"
