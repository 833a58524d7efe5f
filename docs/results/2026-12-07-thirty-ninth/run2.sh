#!/usr/bin/env bash
# Session 39, run 2 (make2.sh): cuBLAS time / ours at rows that are 16- but
# not 32-byte aligned, graph replay, two passes; cuBLAS's own kernel there.
ROOT=$(pwd); D=$ROOT/.device/s39/mis
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s39/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for pass in 1 2; do
  echo "--- pass $pass $(date +%T)"
  timeout 150 python3 bench/gemm_small.py --bundles $D/*/* 2>&1 | sed "s|$D/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}'
done
echo "=== cuBLAS kernels $(date +%T)"
for s in "1000 1000 1000" "1024 1024 1024" "1000 1000 4000"; do
  timeout 60 ncu --metrics gpu__time_duration.sum python3 -c "
import torch, sys; m, n, k = map(int, sys.argv[1:]); a = torch.randn(m, k, device='cuda', dtype=torch.half); b = torch.randn(k, n, device='cuda', dtype=torch.half); torch.matmul(a, b); torch.cuda.synchronize()" $s 2>&1 | grep -E "^  [a-zA-Z_].*\(|duration" | sed "s|^|$s |" | tail -4
done
echo "=== sanitizers $(date +%T)"
for t in memcheck racecheck synccheck; do
  timeout 90 compute-sanitizer --tool $t /tmp/tile-rt/bin/tile-run $D/1000x1000x1000/ship --kernel gemm_f16 2>&1 | tail -2 | sed "s|^|$t |"
done
echo "=== SASS of FlashAttention D=128 (P's conversion: packed or not) $(date +%T)"
for c in $ROOT/.device/s39/r1/fa27/d128/*.cubin; do
  echo "$(basename $c): $(cuobjdump -sass $c | grep -oE 'F2FP[A-Z0-9_.]*|F2F\.[A-Z0-9_.]*|MUFU\.EX2|FMNMX|SHFL\.BFLY|HGMMA|BAR\.[A-Z]*' | sort | uniq -c | tr '\n' ' ')"
done
echo "=== end $(date +%T)"
