#!/usr/bin/env bash
# Session 42, run 1 (make1.sh): does A's load as eight 8-row TMA boxes
# per stage cost the 64x128 multicast kernel its time at 1000^3? cuBLAS
# time / ours (graph replay, two passes) for mc, mc5d (one 5-d box, last
# tile wrong on purpose) and the shipped example at five shapes; then
# Nsight's L2 split at 1000^3 for cuBLAS, mc and mc5d.
ROOT=$(pwd); D=$ROOT/.device/s42/r1
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for pass in 1 2; do
  echo "--- pass $pass $(date +%T)"
  timeout 200 python3 bench/gemm_small.py --bundles $D/*/* 2>&1 | sed "s|$D/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}'
done
echo "--- ncu 1000^3 $(date +%T)"
M=gpu__time_duration.sum,sm__cycles_active.avg,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_elapsed,lts__t_bytes.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,lts__t_requests_srcunit_tex.sum,lts__t_sectors_srcunit_tex.sum,lts__throughput.avg.pct_of_peak_sustained_elapsed
M2=lts__t_sectors_srcunit_ltcfabric.sum,lts__t_sectors_srcunit_tex_op_read.sum,l1tex__m_xbar2l1tex_read_bytes.sum,smsp__cycles_active.avg
cat > /tmp/mm.py <<'PY'
import torch
a=torch.randn(1000,1000,device='cuda',dtype=torch.float16); b=torch.randn(1000,1000,device='cuda',dtype=torch.float16)
for _ in range(3): c=a@b
torch.cuda.synchronize()
PY
for m in $M $M2; do
  timeout 120 ncu --metrics $m -k regex:nvjet -c 1 python3 /tmp/mm.py 2>&1 | grep -E "__|ERR|rror" | sed 's/^/cublas /'
  for v in mc mc5d ship; do
    timeout 60 ncu --metrics $m -k regex:gemm -c 1 $R $D/1000x1000x1000/$v 2>&1 | grep -E "__|ERR|rror" | sed "s|^|$v |"
  done
done
timeout 60 compute-sanitizer --tool memcheck $R $D/1024x1000x1000/mc 2>&1 | tail -1 | sed 's/^/mc 1024 memcheck /'
echo "=== end $(date +%T)"
