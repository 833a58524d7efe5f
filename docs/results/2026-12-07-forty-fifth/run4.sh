#!/usr/bin/env bash
# Session 45, run 4 (make1.sh, make3.sh), from the repository root: the
# example's odd-rows and few-columns cases under memcheck and racecheck,
# timed (odd: against the kernels it replaces, r1's *_def); then Nsight Compute on why N = 3000 runs
# slower than N = 3072 (M and K at 3000 do not: run 2).
ROOT=$(pwd)
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s45/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
R1=$ROOT/.device/s45/r1; R3=$ROOT/.device/s45/r3; RUN=/tmp/tile-rt/bin/tile-run
sm() { timeout 120 python3 bench/gemm_small.py --bundles "$@" 2>&1 | sed "s|$ROOT/.device/s45/||" | awk 'NF >= 7 {print $1, $2, $3, $(NF-6), $(NF-3), $NF}'; }
echo "=== sanitizers $(date +%T)"
timeout 60 compute-sanitizer --tool memcheck $RUN $R3/odd/777x1000x1001 --kernel gemm_f16 2>&1 | tail -1
timeout 60 compute-sanitizer --tool racecheck $RUN $R3/odd/600x1400x1001 --kernel gemm_f16 2>&1 | tail -1
timeout 60 compute-sanitizer --tool memcheck $RUN $R3/few/2048x50x8192 2>&1 | tail -1
timeout 60 compute-sanitizer --tool racecheck $RUN $R3/few/3000x64x3000 2>&1 | tail -1
echo "=== odd $(date +%T)"
sm $R3/odd/* $R1/odd/*_def
echo "=== few $(date +%T)"
sm $R3/few/*
echo "=== ncu $(date +%T)"
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,lts__t_sector_hit_rate.pct,l1tex__m_xbar2l1tex_read_bytes.sum,sm__throughput.avg.pct_of_peak_sustained_elapsed,smsp__cycles_active.avg
for b in 3072x3000x3000 3072x3072x3000 3000x3072x3072; do
  echo "--- $b"; timeout 60 ncu --metrics $M --kernel-name gemm_f16 --launch-count 1 $RUN $R1/p3000/${b}_def 2>&1 | grep -E "^\s+(gpu__|dram__|lts__|l1tex__|sm__|smsp__)"
done
echo "=== end $(date +%T)"
