#!/usr/bin/env bash
# Session 41, run 2: what the hardware reads for a transposed A
# (probe_ta.py: C = A^T B with B part of the identity; the compiled
# variant and two descriptor variants, next to sm_80's mma.sync), then
# Nsight's time split of 1000^3: cuBLAS, the shipped case, session 39's
# best (mc) and the column-group TMA-store kernel (g2ts).
ROOT=$(pwd); P=$ROOT/.device/s41/probe; D=$ROOT/.device/s40/g2/1000x1000x1000
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
echo "--- probe $(date +%T)"
python3 $ROOT/docs/results/2026-12-07-forty-first/probe_ta.py $P/sm80 $P/wg $P/swap $P/t0 2>&1
echo "--- ncu 1000^3 $(date +%T)"
M=gpu__time_duration.sum,sm__cycles_active.avg,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_elapsed,lts__t_bytes.sum,lts__throughput.avg.pct_of_peak_sustained_elapsed,dram__bytes_read.sum,smsp__warps_issue_stalled_barrier_per_warp_active.pct,smsp__warps_issue_stalled_long_scoreboard_per_warp_active.pct
cat > /tmp/mm.py <<'PY'
import torch
a=torch.randn(1000,1000,device='cuda',dtype=torch.float16); b=torch.randn(1000,1000,device='cuda',dtype=torch.float16)
for _ in range(3): c=a@b
torch.cuda.synchronize()
PY
timeout 120 ncu --metrics $M -c 3 python3 /tmp/mm.py 2>&1 | grep -E "^  [a-zA-Z_]|__" | tail -12 | sed 's/^/cublas /'
for v in ship mc g2ts g2pr; do
  timeout 60 ncu --metrics $M -k regex:gemm -c 1 /tmp/tile-rt/bin/tile-run $D/$v --kernel gemm_f16 2>&1 | grep -E "__" | sed "s|^|$v |"
done
echo "=== end $(date +%T)"
