#!/usr/bin/env bash
# Session 42, run 3 (make3.sh, make1.sh): the relaxed start barrier and the
# consumers' early end arrive, against the same kernel built before the
# change (make1.sh's mc) and the shipped example, cuBLAS time / ours, graph
# replay, three passes; sanitizers; Nsight's stall split of the new build.
ROOT=$(pwd); D1=$ROOT/.device/s42/r1; D3=$ROOT/.device/s42/r3; O=$OUT/r3; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for pass in 1 2 3; do
  echo "--- pass $pass $(date +%T)"
  timeout 200 python3 bench/gemm_small.py --bundles $D1/*/mc $D1/*/ship $D3/*/* 2>&1 | sed "s|$ROOT/.device/s42/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}' | sort -k2
done
for v in mcnew mctsnew; do
  for t in memcheck racecheck synccheck; do
    timeout 60 compute-sanitizer --tool $t $R $D3/1000x1000x1000/$v 2>&1 | tail -1 | sed "s|^|$v $t |"
  done
  timeout 60 compute-sanitizer --tool memcheck $R $D3/776x776x776/$v 2>&1 | tail -1 | sed "s|^|$v 776 memcheck |"
done
v=mcnew
timeout 90 ncu --section WarpStateStats --section SourceCounters -k regex:gemm -c 1 -o $O/$v $R $D3/1000x1000x1000/$v 2>&1 | tail -1
ncu -i $O/$v.ncu-rep --page source --csv --print-source sass > $O/$v.csv 2>/dev/null
python3 bench/ncu_stalls.py $O/$v.csv --top 12 2>&1 | sed "s/^/$v /" | grep -v "hottest loop" | head -40
gzip -f $O/$v.csv
M=gpu__time_duration.sum,sm__cycles_active.avg,lts__t_bytes.sum
for v in r1/1000x1000x1000/mc r3/1000x1000x1000/mcnew r3/1000x1000x1000/mctsnew; do
  timeout 60 ncu --metrics $M -k regex:gemm -c 1 $R $ROOT/.device/s42/$v 2>&1 | grep -E "__" | sed "s|^|$v |"
done
echo "=== end $(date +%T)"
