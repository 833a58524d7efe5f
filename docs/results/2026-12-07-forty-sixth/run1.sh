#!/usr/bin/env bash
# Session 46, run 1 (make1.sh), from the repository root, parts in order:
# `run1.sh fa8 g1000 n3000 ncu lists`.
#   fa8    FlashAttention at few heads (D = 64): the shipped kernel against
#          FlashAttention-3's roles at 128 and 192 rows, 128-key tiles, the
#          overlap over 256 threads, keys split over two blocks;
#   g1000  1000^3 by tile, split and stages, and the kernel cuBLAS runs;
#   n3000  3072 x N x 3072 for N from 3000 to 3072 (which alignment of the
#          rows costs), and C through TMA store at N = 3000, 3000^3, 5000^3;
#   ncu    Nsight's L2 reads by source, ours and cuBLAS, N = 3000 and 3072;
#   lists  the three issues' acceptance lists (only on an H200).
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(pwd)
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s46/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
D=$ROOT/.device/s46/r1; O=$OUT/r1; mkdir -p $O; RUN=/tmp/tile-rt/bin/tile-run
sm() { timeout 150 python3 bench/gemm_small.py --bundles "$@" 2>&1 | sed "s|$D/||" | awk 'NF >= 7 {print $1, $2, $(NF-6), $(NF-3), $NF}'; }
for part in "$@"; do
  echo "=== $part $(date +%T)"
  case $part in
  fa8)
    timeout 240 python3 bench/attention.py --bundles $D/fa8/* --graph --rounds 2 --out $O/fa8 > $O/fa8.log 2>&1; tail -1 $O/fa8.log
    cut -d'|' -f2,3,5,6,8,10 $O/fa8.md ;;
  g1000)
    sm $D/g1000/*
    python3 - <<'PY'
import torch
from torch.profiler import profile, ProfilerActivity
for dt in (torch.float16, torch.bfloat16):
    a = torch.randn(1000, 1000, device="cuda", dtype=dt); b = torch.randn(1000, 1000, device="cuda", dtype=dt)
    for _ in range(3): a @ b
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as p:
        a @ b; torch.cuda.synchronize()
    print(dt, [e.name for e in p.events() if e.device_type.name == "CUDA"][:3])
PY
    ;;
  n3000) sm $D/n3000/* ;;
  ncu)
    M1=gpu__time_duration.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,l1tex__m_xbar2l1tex_read_bytes.sum,dram__bytes_read.sum
    M2=lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_ltcfabric.sum,lts__t_sectors_op_read_lookup_miss.sum,lts__t_sectors_srcunit_tex_op_write.sum
    K='^\s+(gpu__|dram__|lts__|l1tex__)|ERROR'
    for b in 3072x3000x3072 3072x3072x3072 3072x3000x3072_ts; do
      echo "--- ours $b"
      for m in $M1 $M2; do timeout 60 ncu --metrics $m --kernel-name gemm_f16 --launch-count 1 $RUN $D/n3000/$b 2>&1 | grep -E "$K"; done
    done
    for s in 3072,3000,3072 3072,3072,3072; do
      echo "--- cuBLAS $s"
      for m in $M1 $M2; do
        timeout 60 ncu --metrics $m -k regex:"nvjet|gemm|cutlass|xmma" --launch-skip 2 --launch-count 1 python3 -c "
import torch; m,n,k=$s; a=torch.randn(m,k,device='cuda',dtype=torch.half); b=torch.randn(k,n,device='cuda',dtype=torch.half)
for _ in range(5): c=a@b
torch.cuda.synchronize()" 2>&1 | grep -E "$K|nvjet|Context" | head -12
      done
    done ;;
  lists)
    nvidia-smi --query-gpu=name --format=csv,noheader | grep -q H200 || continue
    sed 's|s36/r2|s46/acc|; s|s36/include|s46/include|' "$ROOT/docs/results/2026-12-06-thirty-sixth/run2.sh" | bash
    A=$ROOT/.device/s46/acc
    timeout 150 python3 bench/gemm_fp8.py --bundles $A/fp8/*/pt $A/fp8/*/rw --rounds 2 2>&1 | tail -20 ;;
  esac
done
rm -f $O/*.json
echo "=== end $(date +%T)"
