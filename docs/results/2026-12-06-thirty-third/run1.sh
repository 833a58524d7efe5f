#!/usr/bin/env bash
# Session 33, run 1 (make1.sh): key-tile widths, stages and register split
# for FlashAttention-3's roles; Nsight on the D = 128 case and on 128 x 176.
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s33/r1; O=$OUT/r1; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s33/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
RUN=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
echo "=== correctness $(date +%T)"
timeout 100 python3 bench/attention.py --bundles $D/chk/* --graph --rounds 1 --out $O/chk > $O/chk.log 2>&1; tail -1 $O/chk.log; cut -d'|' -f2,3,4,5,6,7,8,9 $O/chk.md | tail -n +4
for t in memcheck synccheck; do echo "n176 $t: $(timeout 100 compute-sanitizer --tool $t $RUN $D/chk/n176 2>&1 | tail -1)"; done
echo "=== perf $(date +%T)"
timeout 300 python3 bench/attention.py --bundles $D/perf/* --graph --rounds 2 --out $O/perf > $O/perf.log 2>&1; tail -2 $O/perf.log; cut -d'|' -f2,3,4,5,6,9,11,12,13 $O/perf.md | tail -n +4
echo "=== ncu $(date +%T)"
for k in d128_case d128_n176; do
  timeout 100 ncu --set full --import-source no -k regex:flash_attention_f16 --launch-skip 2 -c 1 -o $O/$k $RUN $D/perf/$k --kernel flash_attention_f16 --bench --warmup 2 --reps 1 > $O/$k.ncu.log 2>&1
  ncu -i $O/$k.ncu-rep --page details > $O/$k.details.txt 2>&1
  ncu -i $O/$k.ncu-rep --page source --csv --print-source sass > $O/$k.src.csv 2>&1
  python3 bench/ncu_stalls.py $O/$k.src.csv --top 15 > $O/$k.top.txt 2>&1 || true
  rm -f $O/$k.src.csv
  echo "--- $k"; grep -E "Duration|Compute \(SM\) Throughput|Registers Per|Achieved Occupancy|Issued Warp|No Eligible|Eligible Warps|Warp Cycles Per Issued|DRAM Throughput" $O/$k.details.txt | head -12; head -60 $O/$k.top.txt
done
rm -f $O/*.json $O/*_best.md
echo "=== end $(date +%T)"
