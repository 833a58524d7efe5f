#!/usr/bin/env bash
# Session 37, run 1 (make1.sh): GEMM at mid-size shapes, the `waves` cases
# (new) against the cases they replace (old), graph replay next to cuBLAS;
# the M-dynamic bundle through its dispatch table; FlashAttention with few
# heads; FP8 tiles.
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s37/r1; O=$OUT/r1; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s37/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
echo "=== mid-size gemm $(date +%T)"
timeout 150 python3 bench/gemm_small.py --bundles $D/mid/*/* 2>&1 | awk '{print $1, $2, $3, $(NF-6), $(NF-3), $NF}' | sed "s|$D/||" > $O/mid.txt; cat $O/mid.txt
echo "=== M dynamic $(date +%T)"
timeout 60 python3 bench/gemm_small.py --bundles $D/dyn --dims M=1 M=64 M=1000 M=1200 M=2048 M=4096 2>&1 | tee $O/dyn.txt | cut -c1-200
echo "=== fa few heads $(date +%T)"
timeout 90 python3 bench/attention.py --bundles $D/fa/* --graph --rounds 2 --out $O/fa > $O/fa.txt 2>&1; tail -1 $O/fa.txt; cut -d'|' -f2,3,4,5,6,7,9,13 $O/fa.md
echo "=== fp8 $(date +%T)"
timeout 200 python3 bench/gemm_fp8.py --bundles $D/fp8/*/128x256 $D/fp8/*/256x128 --rounds 2 --out $O/fp8 > $O/fp8.log 2>&1; tail -1 $O/fp8.log; grep "^| [0-9]" $O/fp8.log | cut -d'|' -f2-4,9-13
echo "=== cuBLASLt kernels $(date +%T)"
python3 -c "import torch; print('torch', torch.__version__, 'cuda', torch.version.cuda, 'cublas', torch._C._cuda_getCompiledVersion() if hasattr(torch._C, '_cuda_getCompiledVersion') else '')"
timeout 40 python3 docs/results/2026-12-06-thirty-sixth/kernels.py 2>&1 | tail -6
echo "=== end $(date +%T)"
