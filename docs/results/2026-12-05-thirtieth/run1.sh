#!/usr/bin/env bash
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s30/a; B=$ROOT/.device/s30/b; O=$OUT/r1; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
step() { printf '\n=== %s (%s)\n' "$*" "$(date +%T)"; }
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s30/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
RUN=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
step checks of session 29 forms
for k in tr_f32_32_256 tr_f32_32_128 tr_f16_64_128 tr_bf16_32_256 tr_f32_64_512; do $RUN $B/$k --reference $B/${k}_ref 2>&1 | grep -E 'vs reference|error|differ'; done
$RUN $B/two_loops --reference $B/one_loop 2>&1 | grep -E 'vs reference|error|differ'
for k in tr_f16_64_128 two_loops; do compute-sanitizer --tool memcheck $RUN $B/$k 2>&1 | tail -1; compute-sanitizer --tool racecheck $RUN $B/$k 2>&1 | tail -1; done
step gemm 1000^3
python3 bench/gemm_small.py --bundles $D/g/* $D/pp/* > $O/gemm.txt 2>&1; awk '{print $1, $2, $(NF-6), $(NF-3), $NF}' $O/gemm.txt | sed "s|$D/||"
step ncu cublas 1000^3
cat > /tmp/mm.py <<'PY'
import torch
a=torch.randn(1000,1000,device='cuda',dtype=torch.float16); b=torch.randn(1000,1000,device='cuda',dtype=torch.float16)
for _ in range(3): c=a@b
a=a.bfloat16(); b=b.bfloat16()
for _ in range(3): c=a@b
torch.cuda.synchronize()
PY
timeout 120 ncu --metrics gpu__time_duration.sum,launch__grid_size,launch__block_size,launch__cluster_dim_x,launch__cluster_dim_y,launch__registers_per_thread,launch__shared_mem_per_block_dynamic,sm__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_bytes.sum python3 /tmp/mm.py > $O/ncu_cublas.txt 2>&1; grep -E '^  [a-zA-Z_0-9]+.*\(|gpu__time|grid_size|block_size|cluster_dim|registers|shared_mem|throughput|lts__t_bytes' $O/ncu_cublas.txt | head -60
for b in g/case; do
  echo "--- ours $b"; timeout 60 ncu --metrics gpu__time_duration.sum,sm__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_bytes.sum $RUN $D/$b --kernel gemm_f16 2>&1 | grep -E 'gpu__time|throughput|lts__t_bytes' | head -3
done
step fa h8 d64
python3 bench/attention.py --bundles $D/fa/* --graph --rounds 2 --out $O/fa > $O/fa.txt 2>&1; tail -2 $O/fa.txt; cut -d'|' -f2,3,4,5,6,7,9,13 $O/fa.md
