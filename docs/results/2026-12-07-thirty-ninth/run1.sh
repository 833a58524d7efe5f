#!/usr/bin/env bash
# Session 39, run 1 (make1.sh): issue lists (session 38's run1.sh), then
# GEMM near 1000^3 with block_K 64/128 and TMA, Nsight counters of the
# cp.async copies, softmax with M dynamic. `run1.sh alignment` or
# `run1.sh lists` runs one half (each fits one device call).
HERE=$(dirname "$0"); ROOT=$(pwd); PART=${1:-all}
D=$ROOT/.device/s39/al; O=$OUT/al; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s39/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
if [ $PART != lists ]; then
echo "=== alignment $(date +%T)"
for pass in 1 2; do
  echo "--- pass $pass $(date +%T)"
  timeout 150 python3 bench/gemm_small.py --bundles $D/*/* 2>&1 | sed "s|$D/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}'
done
echo "=== ncu $(date +%T)"
M="gpu__time_duration.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ldgsts.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ldgsts.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,l1tex__lsu_writeback_active.avg.pct_of_peak_sustained_elapsed,l1tex__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_sectors_srcunit_tex_op_read.sum,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_elapsed,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio,l1tex__m_xbar2l1tex_read_sectors.sum,l1tex__data_bank_writes.avg.pct_of_peak_sustained_elapsed"
for v in 1000x1000x1000/case 1000x1000x1000/bk128s3 1000x1000x1000/tma 1000x1000x1000/tma256mc 1008x1008x1008/case 1024x1024x1024/case; do
  timeout 60 ncu --metrics $M -k regex:gemm -c 1 /tmp/tile-rt/bin/tile-run $D/$v --kernel gemm_f16 2>&1 | grep -E "gemm|__" | sed "s|^|$v |" | head -14
done
echo "=== softmax M=dynamic $(date +%T)"
timeout 90 python3 bench/dynamic_check.py --bundles $ROOT/.device/s39/r3/* 2>&1 | tail -12
fi
[ $PART = alignment ] && exit 0
echo "=== lists $(date +%T)"
sed -e 's|s38/r1|s39/r1|g' -e 's|s38/include|s39/include|g' -e "s|\$HERE/|$ROOT/docs/results/2026-12-06-thirty-eighth/|" "$HERE/../2026-12-06-thirty-eighth/run1.sh" > /tmp/r38.sh
( cd $ROOT && bash /tmp/r38.sh )
echo "=== end $(date +%T)"
