#!/usr/bin/env bash
# Session 41, run 4: why the corrected transposed-A kernel (at3, make3.sh)
# runs at a third of the first, wrong one (at, make1.sh) whose PTX differs
# only in the shared addresses of its copies: both timed in one process
# order, then Nsight's shared-memory and tensor-pipe counters for each.
ROOT=$(pwd)
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run; S=4096x4096x4096
for i in 1 2; do for v in at at3 at3sm80; do
  b=$ROOT/.device/s41/$v/$S/wg; [ $v = at3sm80 ] && b=$ROOT/.device/s41/at3/$S/sm80
  echo "$v $(timeout 60 $R $b/gemm_at_f16.json --bench 2>&1 | grep -i TFLOP | tail -1)"
done; done
M=gpu__time_duration.sum,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_elapsed,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,smsp__inst_executed_op_ldgsts.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ldgsts.sum,lts__t_bytes.sum,smsp__warps_issue_stalled_barrier_per_warp_active.pct,smsp__warps_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__warps_issue_stalled_wait_per_warp_active.pct
for v in at at3; do
  timeout 90 ncu --metrics $M -c 1 $R $ROOT/.device/s41/$v/$S/wg/gemm_at_f16.json 2>&1 | grep -E "__" | sed "s|^|$v |"
done
echo "=== end $(date +%T)"
