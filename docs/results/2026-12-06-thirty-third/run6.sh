#!/usr/bin/env bash
# Session 33, run 6 (make6.sh): the persistent tile loop (f16)
# against the default kernel; correctness and synccheck.
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s33/r6; O=$OUT/r6; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s33/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
RUN=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
echo "=== correctness $(date +%T)"
timeout 100 python3 bench/attention.py --bundles $D/chk/* --graph --rounds 1 --out $O/chk > $O/chk.log 2>&1; tail -1 $O/chk.log; cut -d'|' -f2,3,4,5,6,7,8,9 $O/chk.md | tail -n +4
for k in c128p d128p; do for t in memcheck racecheck synccheck; do echo "$k $t: $(timeout 100 compute-sanitizer --tool $t $RUN $D/chk/$k 2>&1 | tail -1)"; done; done
echo "=== perf $(date +%T)"
timeout 400 python3 bench/attention.py --bundles $D/perf/* --graph --rounds 2 --out $O/perf > $O/perf.log 2>&1; tail -2 $O/perf.log; cut -d'|' -f2,3,4,5,6,9,11,12,13 $O/perf.md | tail -n +4
rm -f $O/*.json $O/*_best.md $O/*.ncu-rep
echo "=== end $(date +%T)"
