#!/usr/bin/env bash
# Session 33, run 4 (make4.sh): the new defaults at the benchmark shapes
# against HEAD's (run 1's) bundles; correctness, sanitizers, S dynamic;
# Nsight source counters of the D = 128 case (gzip).
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s33/r4; O=$OUT/r4; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s33/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
RUN=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
echo "=== correctness $(date +%T)"
timeout 100 python3 bench/attention.py --bundles $D/chk/* --graph --rounds 1 --out $O/chk > $O/chk.log 2>&1; tail -1 $O/chk.log; cut -d'|' -f2,3,4,5,6,7,8,9 $O/chk.md | tail -n +4
timeout 120 python3 bench/dynamic_check.py --bundles $D/dyn/fa > $O/dyn.log 2>&1; tail -6 $O/dyn.log
for k in d128 c64; do for t in memcheck racecheck synccheck; do echo "$k $t: $(timeout 100 compute-sanitizer --tool $t $RUN $D/chk/$k 2>&1 | tail -1)"; done; done
echo "=== perf $(date +%T)"
timeout 400 python3 bench/attention.py --bundles $D/perf/* --graph --rounds 2 --out $O/perf > $O/perf.log 2>&1; tail -2 $O/perf.log; cut -d'|' -f2,3,4,5,6,9,11,12,13 $O/perf.md | tail -n +4
echo "=== ncu $(date +%T)"
timeout 120 ncu --set full --import-source no -k regex:flash_attention_f16 --launch-skip 2 -c 1 -o $O/d128 $RUN $D/perf/d128 --kernel flash_attention_f16 --bench --warmup 2 --reps 1 > $O/d128.ncu.log 2>&1
ncu -i $O/d128.ncu-rep --page details > $O/d128.details.txt 2>&1
ncu -i $O/d128.ncu-rep --page source --csv --print-source sass 2>&1 | gzip > $O/d128.src.csv.gz
grep -E "Duration|Compute \(SM\) Throughput|Issued Warp|No Eligible|Warp Cycles Per Issued" $O/d128.details.txt | head -8
rm -f $O/*.json $O/*_best.md $O/*.ncu-rep
echo "=== end $(date +%T)"
