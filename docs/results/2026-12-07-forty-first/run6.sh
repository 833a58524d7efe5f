#!/usr/bin/env bash
# Session 41, run 6: Nsight's full sections and SASS source view of the
# first (wrong, fast) and the corrected (slow) transposed-A builds at
# 4096^3, to find where the corrected one loses (run 4: twice the L2
# traffic, tensor pipe 27% busy).
ROOT=$(pwd); S=4096x4096x4096; O=$OUT
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
for v in at at3; do
  timeout 150 ncu --set full --import-source no -c 1 -o $O/$v $R $ROOT/.device/s41/$v/$S/wg/gemm_at_f16.json > $O/$v.ncu.log 2>&1
  ncu -i $O/$v.ncu-rep --page details > $O/$v.details.txt 2>&1
  ncu -i $O/$v.ncu-rep --page source --csv --print-source sass > $O/$v.src.csv 2>&1
  python3 $ROOT/bench/ncu_stalls.py $O/$v.src.csv --top 12 > $O/$v.top.txt 2>&1 || true
  rm -f $O/$v.ncu-rep
done
echo "=== end $(date +%T)"
