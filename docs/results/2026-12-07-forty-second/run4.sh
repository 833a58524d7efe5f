#!/usr/bin/env bash
# Session 42, run 4 (make4.sh): examples/gemm.mlir's new case for rows not
# 32-byte aligned in A or B against the example before it, f16 and bf16,
# cuBLAS time / ours (graph replay, three passes); sanitizers of the new
# case; the M-dynamic bundle at N = K = 1000 against torch.
ROOT=$(pwd); D=$ROOT/.device/s42/r4
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
for pass in 1 2 3; do
  echo "--- pass $pass $(date +%T)"
  timeout 250 python3 bench/gemm_small.py --bundles $D/*x*/new $D/*x*/old 2>&1 | sed "s|$D/||" | awk '{print $1, $2, $(NF-6), $(NF-3), $NF}' | sort -k2
done
for s in 1000x1000x1000 776x776x776 1000x520x1000; do
  for t in memcheck racecheck synccheck; do
    timeout 60 compute-sanitizer --tool $t $R $D/$s/new --kernel gemm_f16 2>&1 | tail -1 | sed "s|^|$s new f16 $t |"
  done
  timeout 60 compute-sanitizer --tool memcheck $R $D/$s/new --kernel gemm_bf16 2>&1 | tail -1 | sed "s|^|$s new bf16 memcheck |"
done
echo "--- dynamic $(date +%T)"
timeout 200 python3 bench/dynamic_check.py --bundles $D/dyn_n1000k1000 2>&1 | tail -20
echo "=== end $(date +%T)"
