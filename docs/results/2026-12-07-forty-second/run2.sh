#!/usr/bin/env bash
# Session 42, run 2 (make2.sh): the 64x128 multicast kernel at 1000^3 over
# stages and block_K against cuBLAS (graph replay, two passes), then
# Nsight's warp-state split for cuBLAS and ours (4 and 8 stages) and the
# source view of ours (bench/ncu_stalls.py).
ROOT=$(pwd); D=$ROOT/.device/s42/r2/1000x1000x1000; O=$OUT/r2; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for pass in 1 2; do
  echo "--- pass $pass $(date +%T)"
  timeout 200 python3 bench/gemm_small.py --bundles $D/* 2>&1 | sed "s|$D/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}'
done
cat > /tmp/mm.py <<'PY'
import torch
a=torch.randn(1000,1000,device='cuda',dtype=torch.float16); b=torch.randn(1000,1000,device='cuda',dtype=torch.float16)
for _ in range(3): c=a@b
torch.cuda.synchronize()
PY
echo "--- warp states $(date +%T)"
timeout 120 ncu --section WarpStateStats --section SchedulerStats -k regex:nvjet -c 1 python3 /tmp/mm.py 2>&1 | grep -vE "^==PROF|^\s*$|----" | sed 's/^/cublas /' | tail -40
for v in mc_k64_s4 mc_k64_s8; do
  timeout 90 ncu --section WarpStateStats --section SchedulerStats --section SourceCounters -k regex:gemm -c 1 -o $O/$v $R $D/$v 2>&1 | tail -2
  ncu -i $O/$v.ncu-rep --page details 2>&1 | grep -vE "^\s*$|----" | grep -A40 "Warp State\|Scheduler" | sed "s/^/$v /" | head -60
  ncu -i $O/$v.ncu-rep --page source --csv --print-source sass > $O/$v.csv 2>/dev/null
  python3 bench/ncu_stalls.py $O/$v.csv --top 25 2>&1 | sed "s/^/$v /" | head -90
  gzip -f $O/$v.csv
done
echo "=== end $(date +%T)"
