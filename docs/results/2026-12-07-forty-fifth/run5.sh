#!/usr/bin/env bash
# Session 45, run 5 (make4.sh), prepared for the next machine: where the
# extra L2 read sectors at N = 3000 come from (run 4: +35% against N =
# 3072). L2 reads split by source (the SMs' TMA and loads, the other L2
# partition's fabric), per shape, then cuBLAS's kernel at the same shapes
# (torch.matmul under ncu) for its figures beside ours.
ROOT=$(pwd)
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s45/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
D=$ROOT/.device/s45/r4; RUN=/tmp/tile-rt/bin/tile-run
# Run 4's metrics, then the split by source (a name this ncu lacks
# fails only its own call).
M1=gpu__time_duration.sum,lts__t_sectors_op_read.sum,lts__t_sector_hit_rate.pct,l1tex__m_xbar2l1tex_read_bytes.sum,dram__bytes_read.sum,lts__t_sectors_op_write.sum
M2=lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_ltcfabric.sum,lts__t_sectors_op_read_lookup_miss.sum
K='^\s+(gpu__|dram__|lts__|l1tex__)|Context|ERROR'
for b in $D/*; do
  echo "--- ours $(basename $b)"
  for m in $M1 $M2; do timeout 60 ncu --metrics $m --kernel-name gemm_f16 --launch-count 1 $RUN $b 2>&1 | grep -E "$K"; done
done
for s in 3072,3000,3072 3072,3072,3072 3072,3000,3000; do
  echo "--- cuBLAS $s"
  for m in $M1 $M2; do
    timeout 60 ncu --metrics $m -k regex:"nvjet|gemm|cutlass|xmma" --launch-skip 2 --launch-count 1 python3 -c "
import torch; m,n,k=$s; a=torch.randn(m,k,device='cuda',dtype=torch.half); b=torch.randn(k,n,device='cuda',dtype=torch.half)
for _ in range(5): c=a@b
torch.cuda.synchronize()" 2>&1 | grep -E "$K" | head -12
  done
done
echo "=== end $(date +%T)"
